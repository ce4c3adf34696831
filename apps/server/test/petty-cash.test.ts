import { randomBytes } from 'node:crypto';
import { PETTY_CASH_MESSAGES } from '@haligi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { openFund } from './treasury-helpers';

let server: TestServer;
let treasurer: TestUser;
let holder: TestUser;
let otherHolder: TestUser;
let approver: TestUser;
let outsider: TestUser;
let petty: { id: number; name: string };
let bank: { id: number; name: string };

/** An uploaded receipt (the upload call has its own tests in files.test.ts). */
async function receipt(companyId = treasurer.companyId) {
  const [file] = await server.context.db
    .insert(files)
    .values({ companyId, name: `${randomBytes(8).toString('hex')}.jpg`, originalName: 'OR-jollibee.jpg', mimeType: 'image/jpeg', size: 2048 })
    .returning();
  return file.id;
}
const disburse = (user: TestUser, body: Record<string, unknown>) =>
  call(server, 'POST', '/petty-cash/disbursement', { token: user.token, body: { fundAccountId: petty.id, payee: 'Jollibee Makati', description: 'Meals for the site crew', ...body } });
const balanceOf = async (id: number) => (await call(server, 'GET', `/treasury/fund-account?id=${id}`, { token: treasurer.token })).body.data.balance as string;
async function decide(id: number, decision: 'approve' | 'reject') {
  const queue = await call(server, 'GET', '/approval/pending', { token: approver.token });
  const step = queue.body.find((row: { documentType: string; documentId: number }) => row.documentType === 'LIQUIDATION' && row.documentId === id);
  expect(step, 'the liquidation waits for approval').toBeTruthy();
  const answer = await call(server, 'POST', `/approval/${step.id}/${decision}`, { token: approver.token, body: decision === 'approve' ? {} : { reason: 'Receipt is unreadable' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  treasurer = await createUser(server, { scopes: ['TREASURY_ACCESS'] });
  const companyId = treasurer.companyId;
  holder = await createUser(server, { companyId, scopes: ['TREASURY_PETTYCASH_ACCESS', 'TREASURY_PETTYCASH_LIQUIDATION_ACCESS'] });
  otherHolder = await createUser(server, { companyId, scopes: ['TREASURY_PETTYCASH_ACCESS'] });
  approver = await createUser(server, { companyId, scopes: ['TREASURY_PETTYCASH_LIQUIDATION_APPROVE_ACCESS'] });
  outsider = await createUser(server, { scopes: ['TREASURY_PETTYCASH_ACCESS', 'TREASURY_ACCESS'] });
  const created = await call(server, 'POST', '/treasury/fund-account', { token: treasurer.token, body: { name: 'Petty Cash – Site Office', kind: 'PETTY_CASH', openingBalance: 10000, holderId: holder.accountId } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  petty = created.body.data;
  bank = await openFund(server, treasurer, 'RCBC Operating', 100000);
});
afterAll(async () => server?.stop());

describe('petty cash', () => {
  it('the holder disburses with a receipt: PCV-000001, the fund goes down; the holder sees the fund as theirs', async () => {
    const answer = await disburse(holder, { amount: '1500.50', receiptFileIds: [await receipt()] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe(PETTY_CASH_MESSAGES.disbursed);
    expect(answer.body.data).toMatchObject({ code: 'PCV-000001', amount: '1500.50', status: 'UNLIQUIDATED', statusLabel: 'Unliquidated', receiptCount: 1, fundAccount: { id: petty.id } });
    expect(answer.body.data.receipts).toEqual([expect.objectContaining({ originalName: 'OR-jollibee.jpg', url: expect.stringMatching(/^\/api\/file-upload\/files\//) })]);
    expect(await balanceOf(petty.id)).toBe('8499.50');
    const mine = await call(server, 'GET', '/petty-cash/holder/current', { token: holder.token });
    expect(mine.body.data).toMatchObject({ id: petty.id, balance: '8499.50', fundAmount: '10000.00' });
  });

  it("only the fund's holder disburses; never beyond the fund; only from a petty cash fund; nothing is written when refused", async () => {
    const before = await countRows(server, 'petty_cash_disbursements');
    expectError(await disburse(otherHolder, { amount: 10 }), 403, PETTY_CASH_MESSAGES.notHolder);
    expectError(await disburse(holder, { amount: '8499.51' }), 422, 'Insufficient funds in Petty Cash – Site Office');
    expectError(await disburse(holder, { fundAccountId: bank.id, amount: 10 }), 422, PETTY_CASH_MESSAGES.notPettyCash);
    expectError(await disburse(outsider, { amount: 10 }), 404, 'Fund account not found');
    expectError(await disburse(treasurer, { amount: 10 }), 403);
    const bad = await disburse(holder, { payee: ' ', amount: 0, receiptFileIds: ['x'] });
    expectError(bad, 400);
    expect(bad.body.message).toEqual(expect.arrayContaining(['payee: is required', 'amount: must be above 0', expect.stringMatching(/^receiptFileIds\.0: /)]));
    expectError(await disburse(holder, { amount: 1, receiptFileIds: [await receipt(outsider.companyId)] }), 404, 'Receipt file not found');
    expect(await countRows(server, 'petty_cash_disbursements')).toBe(before);
    expect(await balanceOf(petty.id)).toBe('8499.50');
  });

  it('a liquidation needs a receipt for each disbursement; it holds them while it is approved; then they are liquidated', async () => {
    const second = await disburse(holder, { amount: 300, payee: 'Grab', description: 'Taxi to the city hall' });
    expect(second.body.data.code).toBe('PCV-000002');
    const [first] = (await call(server, 'PUT', '/petty-cash/disbursement?page=1&perPage=10', { token: holder.token, body: { searchKeyword: 'PCV-000001' } })).body.list;
    const liquidate = (ids: number[]) => call(server, 'POST', '/petty-cash/liquidation', { token: holder.token, body: { fundAccountId: petty.id, disbursementIds: ids, memo: 'Week 48' } });
    expectError(await liquidate([first.id, second.body.data.id]), 422, [PETTY_CASH_MESSAGES.noReceipt('PCV-000002')]);
    const attached = await call(server, 'POST', `/petty-cash/disbursement/${second.body.data.id}/receipts`, { token: holder.token, body: { receiptFileIds: [await receipt()] } });
    expect(attached.body.data.receiptCount).toBe(1);
    const liquidation = await liquidate([first.id, second.body.data.id]);
    expect(liquidation.status, JSON.stringify(liquidation.body)).toBe(201);
    expect(liquidation.body.data).toMatchObject({ code: 'LQ-000001', status: 'FOR_APPROVAL', total: '1800.50' });
    expect(liquidation.body.data.disbursements.map((d: any) => d.status)).toEqual(['IN_LIQUIDATION', 'IN_LIQUIDATION']);
    expectError(await liquidate([first.id]), 422, [PETTY_CASH_MESSAGES.notLiquidatable('PCV-000001', 'in liquidation')]);
    // Nothing is replenished before the liquidation is approved.
    expectError(await call(server, 'POST', '/petty-cash/replenish', { token: treasurer.token, body: { fundAccountId: petty.id, sourceFundAccountId: bank.id } }), 409, PETTY_CASH_MESSAGES.nothingToReplenish);
    await decide(liquidation.body.data.id, 'approve');
    const read = await call(server, 'GET', `/petty-cash/liquidation?id=${liquidation.body.data.id}`, { token: approver.token });
    expect(read.body.data.status).toBe('APPROVED');
    expect(read.body.data.disbursements.map((d: any) => d.status)).toEqual(['LIQUIDATED', 'LIQUIDATED']);
  });

  it('replenishment brings the fund back to its amount from another account, once', async () => {
    expectError(await call(server, 'POST', '/petty-cash/replenish', { token: treasurer.token, body: { fundAccountId: petty.id, sourceFundAccountId: petty.id } }), 422, PETTY_CASH_MESSAGES.sameAccount);
    expectError(await call(server, 'POST', '/petty-cash/replenish', { token: holder.token, body: { fundAccountId: petty.id, sourceFundAccountId: bank.id } }), 403);
    const answer = await call(server, 'POST', '/petty-cash/replenish', { token: treasurer.token, body: { fundAccountId: petty.id, sourceFundAccountId: bank.id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ amount: '1800.50', liquidations: ['LQ-000001'], fundAccount: { id: petty.id, balance: '10000.00' } });
    expect(await balanceOf(bank.id)).toBe('98199.50');
    expectError(await call(server, 'POST', '/petty-cash/replenish', { token: treasurer.token, body: { fundAccountId: petty.id, sourceFundAccountId: bank.id } }), 409, PETTY_CASH_MESSAGES.nothingToReplenish);
    const entries = await call(server, 'PUT', '/treasury/fund-ledger?page=1&perPage=20', { token: treasurer.token, body: { filters: [{ key: 'fundAccountId', value: petty.id }] } });
    expect(entries.body.list.map((e: any) => e.kind).sort()).toEqual(['DISBURSEMENT', 'DISBURSEMENT', 'OPENING', 'REPLENISHMENT']);
  });

  it('a rejected liquidation frees its disbursements to be liquidated again', async () => {
    const spent = await disburse(holder, { amount: 99.99, receiptFileIds: [await receipt()] });
    const liquidation = await call(server, 'POST', '/petty-cash/liquidation', { token: holder.token, body: { fundAccountId: petty.id, disbursementIds: [spent.body.data.id] } });
    await decide(liquidation.body.data.id, 'reject');
    const read = await call(server, 'GET', `/petty-cash/disbursement?id=${spent.body.data.id}`, { token: holder.token });
    expect(read.body.data).toMatchObject({ status: 'UNLIQUIDATED', liquidationId: null });
    const table = await call(server, 'PUT', '/petty-cash/liquidation?page=1&perPage=10', { token: holder.token, body: { filters: [{ key: 'status', value: 'REJECTED' }] } });
    expect(table.body.list.map((l: any) => [l.code, l.statusReason])).toEqual([['LQ-000002', 'Receipt is unreadable']]);
    expectError(await call(server, 'GET', `/petty-cash/disbursement?id=${spent.body.data.id}`, { token: outsider.token }), 404, 'Disbursement not found');
  });
});
