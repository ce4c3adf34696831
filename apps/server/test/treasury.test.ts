import { TREASURY_MESSAGES } from '@haligi/shared';
import { pdfText } from '@haligi/shared/testing/pdf-text';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundAccounts, paymentRequests, purchaseOrders } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { insertItem, insertPurchaseOrder, insertSupplier } from './inventory-helpers';
import { decideRfp, openFund, rfpStep, treasuryTeam, type TreasuryTeam } from './treasury-helpers';

let server: TestServer;
let team: TreasuryTeam;
let teamB: TreasuryTeam;
let requesterOnly: TestUser;
let outsider: TestUser;
let supplier: { id: number; name: string };
let item: { id: number; name: string };

/** An approved order of one line worth `total` pesos (VAT-inclusive). */
async function order(total: string, fields: Record<string, unknown> = {}, companyId = team.treasurer.companyId) {
  const lineItem = companyId === team.treasurer.companyId ? item : await insertItem(server, companyId);
  const lineSupplier = companyId === team.treasurer.companyId ? supplier : await insertSupplier(server, companyId);
  const { order: row } = await insertPurchaseOrder(server, companyId, { supplierId: lineSupplier.id, ...fields }, [{ itemId: lineItem.id, itemName: lineItem.name, quantity: '1', unitPrice: total }]);
  return row;
}
const rfp = (user: TestUser, body: unknown) => call(server, 'POST', '/treasury/payment-request', { token: user.token, body });
const pay = (user: TestUser, id: number, fundAccountId: unknown) => call(server, 'POST', `/treasury/payment-request/${id}/pay`, { token: user.token, body: { fundAccountId } });
const fund = (user: TestUser, id: number) => call(server, 'GET', `/treasury/fund-account?id=${id}`, { token: user.token });
const ledgerSum = async (fundAccountId: number) =>
  (await server.context.db.execute(sql`select coalesce(sum(amount), 0)::text as total, count(*)::int as n from fund_ledger where fund_account_id = ${fundAccountId}`)).rows[0] as { total: string; n: number };
const paidOf = async (purchaseOrderId: number) => (await server.context.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, purchaseOrderId)))[0].paidAmount;

async function approvedRfp(purchaseOrderId: number, amount: number | string) {
  const created = await rfp(team.treasurer, { purchaseOrderId, amount });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await decideRfp(server, team.approver, created.body.data.id, 'approve')).status).toBe(200);
  return { ...(created.body.data as { id: number; code: string }), purchaseOrderId };
}

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createUser(server, { scopes: [] });
  team = await treasuryTeam(server, owner.companyId);
  requesterOnly = await createUser(server, { companyId: owner.companyId, scopes: ['TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS'] });
  outsider = await createUser(server, { companyId: owner.companyId, scopes: ['ASSET_PURCHASING_ORDER_ACCESS'] });
  teamB = await treasuryTeam(server, (await createUser(server)).companyId);
  supplier = await insertSupplier(server, owner.companyId, 'Holcim Philippines');
  item = await insertItem(server, owner.companyId);
});
afterAll(async () => server?.stop());

describe('fund accounts', () => {
  it('POST opens an account with its opening balance as a ledger entry; GET answers the same shape with the balance', async () => {
    const created = await call(server, 'POST', '/treasury/fund-account', { token: team.treasurer.token, body: { name: 'BDO Current Account', kind: 'BANK', openingBalance: '250000.10' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ id: expect.any(Number), name: 'BDO Current Account', kind: 'BANK', balance: '250000.10' });
    expect(created.body.message).toBe(TREASURY_MESSAGES.fundAccountCreated);
    const read = await fund(team.treasurer, created.body.data.id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: created.body.data.id, name: 'BDO Current Account', kind: 'BANK', balance: '250000.10' });
    expect(await ledgerSum(created.body.data.id)).toEqual({ total: '250000.10', n: 1 });
    // An empty opening balance writes no entry.
    const empty = await openFund(server, team.treasurer, 'Cash on Hand', 0, 'CASH_ON_HAND');
    expect(empty.balance).toBe('0.00');
    expect(await ledgerSum(empty.id)).toEqual({ total: '0', n: 0 });
  });

  it('bad input is 400 listing every field problem; a taken name is 409; nothing is written', async () => {
    const before = await countRows(server, 'fund_accounts');
    const bad = await call(server, 'POST', '/treasury/fund-account', { token: team.treasurer.token, body: { name: ' ', kind: 'SAFE', openingBalance: -1 } });
    expectError(bad, 400);
    expect(bad.body.message).toEqual(expect.arrayContaining(['name: is required', expect.stringMatching(/^kind: /), 'openingBalance: must be at least 0']));
    expectError(await call(server, 'POST', '/treasury/fund-account', { token: team.treasurer.token, body: { name: 'x', kind: 'BANK', openingBalance: 1.001 } }), 400, ['openingBalance: at most 2 decimals']);
    await openFund(server, team.treasurer, 'Metrobank Payroll', 10);
    expectError(await call(server, 'POST', '/treasury/fund-account', { token: team.treasurer.token, body: { name: 'metrobank payroll', kind: 'BANK' } }), 409, TREASURY_MESSAGES.fundAccountNameTaken);
    expect(await countRows(server, 'fund_accounts')).toBe(before + 1);
  });

  it("another company's account is not found; without a treasury scope the calls are refused", async () => {
    const mine = await openFund(server, team.treasurer, 'Security Bank', 5);
    expectError(await fund(teamB.treasurer, mine.id), 404, 'Fund account not found');
    expectError(await fund(outsider, mine.id), 403);
    expectError(await call(server, 'POST', '/treasury/fund-account', { token: outsider.token, body: { name: 'Mine', kind: 'BANK' } }), 403);
    const list = await call(server, 'PUT', '/treasury/fund-account?page=1&perPage=100', { token: teamB.treasurer.token, body: {} });
    expect(list.status).toBe(200);
    expect(list.body.list.map((row: { id: number }) => row.id)).not.toContain(mine.id);
    const options = await call(server, 'GET', '/select-box/fund-account-list', { token: team.treasurer.token });
    expect(options.body).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Security Bank', value: mine.id, balance: '5.00' })]));
  });

  it('deposits and withdrawals are entries; a withdrawal beyond the balance is 422 and writes nothing; the balance is the sum of the entries', async () => {
    const cash = await openFund(server, team.treasurer, 'Cash Vault', '1000.00', 'CASH_ON_HAND');
    const entry = (body: unknown) => call(server, 'POST', `/treasury/fund-account/${cash.id}/entry`, { token: team.treasurer.token, body });
    expect((await entry({ kind: 'DEPOSIT', amount: '0.05', memo: 'Collection from site' })).status).toBe(201);
    const out = await entry({ kind: 'WITHDRAWAL', amount: 400, memo: 'Cash advance' });
    expect(out.status).toBe(201);
    expect(out.body.data).toMatchObject({ kind: 'WITHDRAWAL', amount: '-400.00', balanceAfter: '600.05' });
    expectError(await entry({ kind: 'WITHDRAWAL', amount: '600.06', memo: 'Too much' }), 422, 'Insufficient funds in Cash Vault');
    expectError(await entry({ kind: 'REVERSAL', amount: 1, memo: '' }), 400);
    expect((await fund(team.treasurer, cash.id)).body.data.balance).toBe('600.05');
    expect(await ledgerSum(cash.id)).toEqual({ total: '600.05', n: 3 });
  });

  it('an entry is never edited: it is reversed once by an entry of the opposite sign; the database refuses an edit', async () => {
    const bank = await openFund(server, team.treasurer, 'UnionBank', '500.00');
    const deposit = await call(server, 'POST', `/treasury/fund-account/${bank.id}/entry`, { token: team.treasurer.token, body: { kind: 'DEPOSIT', amount: 250, memo: 'Wrong account' } });
    const reverse = (id: number) => call(server, 'POST', `/treasury/fund-ledger/${id}/reverse`, { token: team.treasurer.token, body: { reason: 'Deposited to the wrong account' } });
    const reversed = await reverse(deposit.body.data.id);
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(201);
    expect(reversed.body.data).toMatchObject({ kind: 'REVERSAL', amount: '-250.00', reversesId: deposit.body.data.id, balanceAfter: '500.00' });
    expectError(await reverse(deposit.body.data.id), 409, TREASURY_MESSAGES.alreadyReversed);
    expectError(await reverse(reversed.body.data.id), 409, TREASURY_MESSAGES.reversalOfReversal);
    await expect(server.context.db.execute(sql`update fund_ledger set amount = 1 where id = ${deposit.body.data.id}`)).rejects.toThrow();
    await expect(server.context.db.execute(sql`delete from fund_ledger where id = ${deposit.body.data.id}`)).rejects.toThrow();
    const entries = await call(server, 'PUT', '/treasury/fund-ledger?page=1&perPage=10', { token: team.treasurer.token, body: { filters: [{ key: 'fundAccountId', value: bank.id }] } });
    expect(entries.body.list.map((e: { kind: string }) => e.kind).sort()).toEqual(['DEPOSIT', 'OPENING', 'REVERSAL']);
    expect(entries.body.list.find((e: { id: number }) => e.id === deposit.body.data.id).reversedById).toBe(reversed.body.data.id);
    expect(await ledgerSum(bank.id)).toEqual({ total: '500.00', n: 3 });
  });
});

describe('requests for payment', () => {
  it('POST answers 201 {id, code RFP-000001, status FOR_APPROVAL, amount}; pay before approval is 409; approved by another person, then paid', async () => {
    const bank = await openFund(server, team.treasurer, 'BPI Checking', '100000.00');
    const po = await order('1500.00');
    const created = await rfp(team.treasurer, { purchaseOrderId: po.id, amount: '1000.50', memo: 'First progress payment' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ id: expect.any(Number), code: 'RFP-000001', status: 'FOR_APPROVAL', amount: '1000.50' });
    expect(created.body.data.purchaseOrder).toMatchObject({ id: po.id, code: po.code, balance: '1500.00' });
    expectError(await pay(team.treasurer, created.body.data.id, bank.id), 409, TREASURY_MESSAGES.notPayable('for approval'));
    // The requester is not among the approvers of their own request.
    expect(await rfpStep(server, team.treasurer, created.body.data.id)).toBeUndefined();
    expect((await decideRfp(server, team.approver, created.body.data.id, 'approve')).status).toBe(200);
    expect((await call(server, 'GET', `/treasury/payment-request?id=${created.body.data.id}`, { token: team.treasurer.token })).body.data.status).toBe('APPROVED');

    const aging = async () => (await call(server, 'GET', '/treasury/payables/aging', { token: team.treasurer.token })).body.data.total as string;
    const owedBefore = await aging();
    const paid = await pay(team.treasurer, created.body.data.id, bank.id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // The aging's per-due-date rows follow the payment in the same transaction.
    expect(new Decimal(owedBefore).minus(await aging()).toFixed(2)).toBe('1000.50');
    expect(paid.body.data).toMatchObject({ id: expect.any(Number), paymentRequest: { id: created.body.data.id, code: 'RFP-000001', status: 'PAID' }, fundAccount: { id: bank.id, name: 'BPI Checking' }, amount: '1000.50' });
    expect(paid.body.data.purchaseOrder.balance).toBe('499.50');
    expect((await fund(team.treasurer, bank.id)).body.data.balance).toBe('98999.50');
    expect(await paidOf(po.id)).toBe('1000.50');
    expectError(await pay(team.treasurer, created.body.data.id, bank.id), 409, TREASURY_MESSAGES.notPayable('paid'));
    const listed = await call(server, 'GET', `/purchase-order/payment-history?purchaseOrderId=${po.id}`, { token: team.treasurer.token });
    expect(listed.body).toEqual([
      { id: paid.body.data.id, fundAccount: { id: bank.id, name: 'BPI Checking' }, createdAt: expect.any(String), amount: '1000.50', withheldTax: '0.00', ewtAtc: null, paymentRequest: { id: created.body.data.id, code: 'RFP-000001' }, paidBy: { id: team.treasurer.accountId, name: 'Juan Dela Cruz' } },
    ]);
  });

  it("the requests of one order never add up to more than its balance (422); a rejected or canceled one frees its part", async () => {
    const po = await order('1000.00');
    expect((await rfp(team.treasurer, { purchaseOrderId: po.id, amount: 600 })).status).toBe(201);
    expectError(await rfp(team.treasurer, { purchaseOrderId: po.id, amount: '400.01' }), 422, TREASURY_MESSAGES.requestAboveBalance('400.00'));
    const second = await rfp(requesterOnly, { purchaseOrderId: po.id, amount: 400 });
    expect(second.status).toBe(201);
    expectError(await rfp(team.treasurer, { purchaseOrderId: po.id, amount: '0.01' }), 422, TREASURY_MESSAGES.requestAboveBalance('0.00'));
    expect((await decideRfp(server, team.approver, second.body.data.id, 'reject', 'Wrong supplier bill')).status).toBe(200);
    const rejected = (await call(server, 'GET', `/treasury/payment-request?id=${second.body.data.id}`, { token: team.treasurer.token })).body.data;
    expect(rejected).toMatchObject({ status: 'REJECTED', statusReason: 'Wrong supplier bill' });
    const third = await rfp(team.treasurer, { purchaseOrderId: po.id, amount: 400 });
    expect(third.status).toBe(201);
    const canceled = await call(server, 'POST', `/treasury/payment-request/${third.body.data.id}/cancel`, { token: team.treasurer.token, body: { reason: 'Duplicate' } });
    expect(canceled.body.data.status).toBe('CANCELED');
    expectError(await call(server, 'POST', `/treasury/payment-request/${third.body.data.id}/cancel`, { token: team.treasurer.token, body: { reason: 'Again' } }), 409, TREASURY_MESSAGES.notCancelable('canceled'));
    expect((await rfp(team.treasurer, { purchaseOrderId: po.id, amount: 400 })).status).toBe(201);
  });

  it('an order that purchasing has not approved, or canceled, cannot be requested (409); bad input is 400; other companies see 404', async () => {
    const waiting = await order('100.00', { status: 'FOR_APPROVAL' });
    expectError(await rfp(team.treasurer, { purchaseOrderId: waiting.id, amount: 1 }), 409, TREASURY_MESSAGES.orderNotPayable('for approval'));
    const canceled = await order('100.00', { status: 'CANCELED' });
    expectError(await rfp(team.treasurer, { purchaseOrderId: canceled.id, amount: 1 }), 409, TREASURY_MESSAGES.orderNotPayable('canceled'));
    const bad = await rfp(team.treasurer, { purchaseOrderId: 'x', amount: 0 });
    expectError(bad, 400);
    expect(bad.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/^purchaseOrderId: /), 'amount: must be above 0']));
    const po = await order('100.00');
    expectError(await rfp(teamB.treasurer, { purchaseOrderId: po.id, amount: 1 }), 404, 'Purchase order not found');
    expectError(await rfp(outsider, { purchaseOrderId: po.id, amount: 1 }), 403);
    const mine = await rfp(team.treasurer, { purchaseOrderId: po.id, amount: 1 });
    expectError(await call(server, 'GET', `/treasury/payment-request?id=${mine.body.data.id}`, { token: teamB.treasurer.token }), 404);
    // Raising a request is not paying one: the purchase-order payables screen may request, not pay.
    const approved = await approvedRfp((await order('50.00')).id, 50);
    const bank = await openFund(server, team.treasurer, 'Landbank', 100);
    expectError(await pay(requesterOnly, approved.id, bank.id), 403);
    expectError(await pay(teamB.treasurer, approved.id, bank.id), 404);
    expectError(await pay(team.treasurer, approved.id, 'abc'), 400);
    // An order canceled after its request was approved is not paid.
    await server.context.db.update(purchaseOrders).set({ status: 'CANCELED' }).where(eq(purchaseOrders.id, approved.purchaseOrderId));
    expectError(await pay(team.treasurer, approved.id, bank.id), 409, TREASURY_MESSAGES.orderNotPayable('canceled'));
  });

  it('more than the fund account holds is 422 "Insufficient funds in {name}" and nothing is written', async () => {
    const petty = await openFund(server, team.treasurer, 'Petty Cash – Site', '999.99', 'PETTY_CASH');
    const po = await order('1000.00');
    const approved = await approvedRfp(po.id, '1000.00');
    const entriesBefore = await countRows(server, 'fund_ledger');
    const paymentsBefore = await countRows(server, 'purchase_order_payments');
    expectError(await pay(team.treasurer, approved.id, petty.id), 422, 'Insufficient funds in Petty Cash – Site');
    expect(await countRows(server, 'fund_ledger')).toBe(entriesBefore);
    expect(await countRows(server, 'purchase_order_payments')).toBe(paymentsBefore);
    expect((await fund(team.treasurer, petty.id)).body.data.balance).toBe('999.99');
    expect(await paidOf(po.id)).toBe('0.00');
    const [row] = await server.context.db.select().from(paymentRequests).where(eq(paymentRequests.id, approved.id));
    expect(row.status).toBe('APPROVED');
    // Another company's fund account is not found.
    const foreign = await openFund(server, teamB.treasurer, 'Foreign Bank', 1_000_000);
    expectError(await pay(team.treasurer, approved.id, foreign.id), 404, 'Fund account not found');
  });

  it('a returned request is submitted again and approved; the table filters by status with its badge label', async () => {
    const po = await order('300.00');
    const created = await rfp(team.treasurer, { purchaseOrderId: po.id, amount: 300 });
    expect((await decideRfp(server, team.approver, created.body.data.id, 'return', 'Attach the invoice')).status).toBe(200);
    const resubmitted = await call(server, 'POST', `/treasury/payment-request/${created.body.data.id}/submit`, { token: team.treasurer.token });
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    expect(resubmitted.body.data.status).toBe('FOR_APPROVAL');
    expectError(await call(server, 'POST', `/treasury/payment-request/${created.body.data.id}/submit`, { token: team.treasurer.token }), 409, TREASURY_MESSAGES.notResubmittable);
    const table = await call(server, 'PUT', '/treasury/payment-request?page=1&perPage=50', { token: team.treasurer.token, body: { filters: [{ key: 'status', value: 'FOR_APPROVAL' }] } });
    expect(table.status).toBe(200);
    expect(table.body.list.every((row: { status: string; statusLabel: string }) => row.status === 'FOR_APPROVAL' && row.statusLabel === 'For approval')).toBe(true);
    expect(table.body.list.map((row: { id: number }) => row.id)).toContain(created.body.data.id);
  });
});

describe('races (parallel requests)', () => {
  it('two requests for one order balance: exactly one passes', async () => {
    const po = await order('5000.00');
    const answers = await Promise.all([rfp(team.treasurer, { purchaseOrderId: po.id, amount: 5000 }), rfp(requesterOnly, { purchaseOrderId: po.id, amount: 5000 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await countRows(server, 'payment_requests', 'purchase_order_id = $1', [po.id])).toBe(1);
  });

  it('payments racing for the last pesos of one fund account: only what the account holds is paid, never below zero', async () => {
    const account = await openFund(server, team.treasurer, 'Race Account', '1000.00');
    const approved = [];
    for (let i = 0; i < 5; i++) approved.push(await approvedRfp((await order('400.00')).id, 400));
    const answers = await Promise.all(approved.map((r) => pay(team.treasurer, r.id, account.id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 201)) expectError(refused, 422, 'Insufficient funds in Race Account');
    const [row] = await server.context.db.select().from(fundAccounts).where(eq(fundAccounts.id, account.id));
    expect(row.balance).toBe('200.00');
    expect(await ledgerSum(account.id)).toEqual({ total: '200.00', n: 3 });
  });

  it('two payments of one request at once: it is paid once', async () => {
    const account = await openFund(server, team.treasurer, 'Double Pay Account', '10000.00');
    const po = await order('700.00');
    const approved = await approvedRfp(po.id, 700);
    const answers = await Promise.all([pay(team.treasurer, approved.id, account.id), pay(team.treasurer, approved.id, account.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await paidOf(po.id)).toBe('700.00');
    expect((await fund(team.treasurer, account.id)).body.data.balance).toBe('9300.00');
  });
});

describe('payables', () => {
  it('aging puts each open balance in current, 1-30, 31-60, 61-90 or over 90 days; paid, canceled and unapproved orders are left out', async () => {
    const { treasurer } = await treasuryTeam(server, (await createUser(server)).companyId);
    const companyId = treasurer.companyId;
    const asOf = '2026-11-27';
    await order('100.00', { dueDate: '2026-12-10' }, companyId); // current
    await order('200.00', { dueDate: '2026-11-27' }, companyId); // current (due today)
    await order('300.00', { dueDate: '2026-10-28' }, companyId); // 30 days
    await order('400.00', { dueDate: '2026-10-27' }, companyId); // 31 days
    await order('500.00', { dueDate: '2026-08-29', paidAmount: '0.50' }, companyId); // 90 days, 499.50 left
    await order('600.00', { dueDate: '2026-08-28' }, companyId); // 91 days
    await order('700.00', { dueDate: '2026-01-01', paidAmount: '700.00' }, companyId); // paid
    await order('800.00', { dueDate: '2026-01-01', status: 'CANCELED' }, companyId);
    await order('900.00', { dueDate: '2026-01-01', status: 'FOR_APPROVAL' }, companyId);
    const aging = await call(server, 'GET', `/treasury/payables/aging?asOf=${asOf}`, { token: treasurer.token });
    expect(aging.status).toBe(200);
    expect(aging.body.data).toEqual({ asOf, current: '300.00', d1_30: '300.00', d31_60: '400.00', d61_90: '499.50', over90: '600.00', total: '2099.50', orders: 6 });
    const due = await call(server, 'GET', `/treasury/payables/due?asOf=${asOf}`, { token: treasurer.token });
    expect(due.body.data.map((row: { balance: string; isOverdue: boolean }) => [row.balance, row.isOverdue])).toEqual([
      ['600.00', true],
      ['499.50', true],
      ['400.00', true],
      ['300.00', true],
      ['200.00', false],
    ]);
    // Canceling an order and paying another in full take them out; an order without a due date is due on delivery.
    await server.context.db.update(purchaseOrders).set({ status: 'CANCELED' }).where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.total, '600.00')));
    await server.context.db.update(purchaseOrders).set({ paidAmount: '100.00' }).where(and(eq(purchaseOrders.companyId, companyId), eq(purchaseOrders.total, '100.00')));
    await order('50.00', { dueDate: null, deliveryDate: new Date('2026-11-20T02:00:00Z') }, companyId);
    const later = await call(server, 'GET', `/treasury/payables/aging?asOf=${asOf}`, { token: treasurer.token });
    expect(later.body.data).toEqual({ asOf, current: '200.00', d1_30: '350.00', d31_60: '400.00', d61_90: '499.50', over90: '0.00', total: '1449.50', orders: 5 });
    expectError(await call(server, 'GET', '/treasury/payables/aging?asOf=27-11-2026', { token: treasurer.token }), 400, ['asOf: must be a date YYYY-MM-DD']);
    expectError(await call(server, 'GET', '/treasury/payables/aging', { token: outsider.token }), 403);
  });

  it("a supplier's statement lists orders and payments with the running balance", async () => {
    const own = await insertSupplier(server, team.treasurer.companyId, 'Steel Asia');
    const bank = await openFund(server, team.treasurer, 'Statement Bank', 10_000);
    const first = await order('1200.00', { supplierId: own.id });
    await order('300.00', { supplierId: own.id });
    const approved = await approvedRfp(first.id, 1000);
    expect((await pay(team.treasurer, approved.id, bank.id)).status).toBe(201);
    const suppliersUser = await createUser(server, { companyId: team.treasurer.companyId, scopes: ['TREASURY_PAYABLES_SUPPLIERS_ACCESS'] });
    // The payables read the suppliers and the orders they pay, not only purchasing.
    expect((await call(server, 'PUT', '/supplier?page=1&perPage=5', { token: suppliersUser.token, body: { searchKeyword: 'Steel Asia' } })).body.pagination.total).toBe(1);
    expect((await call(server, 'GET', `/purchase-order?id=${first.id}`, { token: team.treasurer.token })).status).toBe(200);
    expect((await call(server, 'GET', '/select-box/user-list', { token: team.treasurer.token })).status).toBe(200);
    const statement = await call(server, 'GET', `/treasury/supplier-statement?supplierId=${own.id}`, { token: suppliersUser.token });
    expect(statement.status).toBe(200);
    expect(statement.body.data.totals).toEqual({ orders: '1500.00', payments: '1000.00', balance: '500.00' });
    expect(statement.body.data.lines.map((l: { kind: string; balance: string }) => [l.kind, l.balance])).toEqual([
      ['ORDER', '1200.00'],
      ['ORDER', '1500.00'],
      ['PAYMENT', '500.00'],
    ]);
    expect(statement.body.data.lines[2].reference).toBe(approved.code);
    expectError(await call(server, 'GET', `/treasury/supplier-statement?supplierId=${own.id}`, { token: teamB.treasurer.token }), 403);
    const teamBSuppliers = await createUser(server, { companyId: teamB.treasurer.companyId, scopes: ['TREASURY_PAYABLES_SUPPLIERS_ACCESS'] });
    expectError(await call(server, 'GET', `/treasury/supplier-statement?supplierId=${own.id}`, { token: teamBSuppliers.token }), 404, 'Supplier not found');
  });

  it('the dashboard answers the cash position of every account and their total', async () => {
    const { treasurer } = await treasuryTeam(server, (await createUser(server)).companyId);
    await openFund(server, treasurer, 'Alpha Bank', '1000.25');
    await openFund(server, treasurer, 'Beta Cash', '0.75', 'CASH_ON_HAND');
    const answer = await call(server, 'GET', '/treasury/dashboard', { token: treasurer.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.cashPosition.map((a: { name: string; balance: string }) => [a.name, a.balance])).toEqual([
      ['Alpha Bank', '1000.25'],
      ['Beta Cash', '0.75'],
    ]);
    expect(answer.body.data.totalCash).toBe('1001.00');
    expect(answer.body.data.payablesAging.total).toBe('0.00');
  });
});

describe('GET /petty-cash/holder/current', () => {
  it("answers the signed-in member's fund and balance, or 404 when they hold none", async () => {
    const holder = await createUser(server, { companyId: team.treasurer.companyId, scopes: [] });
    expectError(await call(server, 'GET', '/petty-cash/holder/current', { token: holder.token }), 404, 'Petty cash fund not found');
    const created = await call(server, 'POST', '/treasury/fund-account', {
      token: team.treasurer.token,
      body: { name: 'Petty Cash – Holder', kind: 'PETTY_CASH', openingBalance: 15000, holderId: holder.accountId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const mine = await call(server, 'GET', '/petty-cash/holder/current', { token: holder.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ id: created.body.data.id, name: 'Petty Cash – Holder', kind: 'PETTY_CASH', balance: '15000.00', fundAmount: '15000.00', holder: { id: holder.accountId, name: 'Juan Dela Cruz' } });
    // A holder from another company is not found.
    expectError(
      await call(server, 'POST', '/treasury/fund-account', { token: teamB.treasurer.token, body: { name: 'Stolen holder', kind: 'PETTY_CASH', holderId: holder.accountId } }),
      404,
      'Holder not found',
    );
  });
});

describe('expanded withholding and BIR Form 2307', () => {
  it("a supplier under EWT is paid the amount less the tax; the order is credited in full; the quarter's 2307 certifies it", async () => {
    const buyer = await createUser(server, { companyId: team.treasurer.companyId, scopes: ['ASSET_PURCHASING_SUPPLIERS_ACCESS', 'TREASURY_PAYABLES_SUPPLIERS_ACCESS'] });
    const steel = await insertSupplier(server, team.treasurer.companyId, 'Pag-asa Steel Works');
    const patched = await call(server, 'PATCH', '/supplier', { token: buyer.token, body: { id: steel.id, ewtAtc: 'WC158', tin: '000-123-456-000' } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expectError(await call(server, 'PATCH', '/supplier', { token: buyer.token, body: { id: steel.id, ewtAtc: 'WX1' } }), 400, [expect.stringMatching(/^ewtAtc: must be one of WC158/)] as never);
    const bank = await openFund(server, team.treasurer, 'EWT Bank', '200000.00');
    const po = await order('112000.00', { supplierId: steel.id });
    const approved = await approvedRfp(po.id, '112000.00');
    const paid = await pay(team.treasurer, approved.id, bank.id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.data).toMatchObject({ amount: '112000.00', withheldTax: '1000.00', ewtAtc: 'WC158', netPaid: '111000.00' });
    expect((await fund(team.treasurer, bank.id)).body.data.balance).toBe('89000.00');
    expect(await paidOf(po.id)).toBe('112000.00');
    const history = await call(server, 'GET', `/purchase-order/payment-history?purchaseOrderId=${po.id}`, { token: team.treasurer.token });
    expect(history.body[0]).toMatchObject({ amount: '112000.00', withheldTax: '1000.00', ewtAtc: 'WC158' });

    const today = new Date(Date.now() + 8 * 3600_000);
    const year = today.getUTCFullYear();
    const quarter = Math.floor(today.getUTCMonth() / 3) + 1;
    const certificate = await call(server, 'GET', `/treasury/bir-2307?supplierId=${steel.id}&year=${year}&quarter=${quarter}`, { token: buyer.token });
    expect(certificate.status, JSON.stringify(certificate.body)).toBe(200);
    expect(certificate.body.data.payee).toEqual({ name: 'Pag-asa Steel Works', tin: '000-123-456-000', address: '' });
    expect(certificate.body.data.rows).toHaveLength(1);
    expect(certificate.body.data.rows[0]).toMatchObject({ atc: 'WC158', total: '100000.00', withheld: '1000.00' });
    expect(certificate.body.data.rows[0].months.filter((m: string) => m === '100000.00')).toHaveLength(1);
    expect(certificate.body.data.totals).toMatchObject({ total: '100000.00', withheld: '1000.00' });
    const response = await fetch(`${server.url}/api/treasury/bir-2307/pdf?supplierId=${steel.id}&year=${year}&quarter=${quarter}`, { headers: { token: buyer.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`BIR-2307 Pag-asa Steel Works Q${quarter} ${year}.pdf`);
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    for (const expected of ['BIR Form No. 2307', 'Certificate of Creditable Tax Withheld at Source', 'Pag-asa Steel Works', '000-123-456-000', 'WC158', '₱100,000.00', '₱1,000.00']) expect(text, expected).toContain(expected);
    // Another quarter has nothing; a bad quarter is a 400; another company's supplier is not found.
    const other = await call(server, 'GET', `/treasury/bir-2307?supplierId=${steel.id}&year=${year - 1}&quarter=${quarter}`, { token: buyer.token });
    expect(other.body.data.rows).toEqual([]);
    expectError(await call(server, 'GET', `/treasury/bir-2307?supplierId=${steel.id}&year=${year}&quarter=5`, { token: buyer.token }), 400, ['quarter: must be 1, 2, 3 or 4']);
    const suppliersB = await createUser(server, { companyId: teamB.treasurer.companyId, scopes: ['TREASURY_PAYABLES_SUPPLIERS_ACCESS'] });
    expectError(await call(server, 'GET', `/treasury/bir-2307?supplierId=${steel.id}&year=${year}&quarter=${quarter}`, { token: suppliersB.token }), 404, 'Supplier not found');
  });
});

describe("a supplier's bill without an order", () => {
  it('is requested with its invoice number, approved, paid net of withholding; the statement and BIR Form 2307 show it', async () => {
    const hauler = await insertSupplier(server, team.treasurer.companyId, 'Bukid Hauling Services');
    await server.context.db.execute(sql`update suppliers set ewt_atc = 'WC120' where id = ${hauler.id}`);
    const before = await countRows(server, 'payment_requests');
    expectError(await rfp(team.treasurer, { amount: 10 }), 400, ['purchaseOrderId: is required, or supplierId for a bill without an order']);
    expectError(await rfp(team.treasurer, { supplierId: hauler.id, amount: 10 }), 400, ["billReference: is required for a bill without an order (the supplier's invoice number)"]);
    const po = await order('10.00');
    expectError(await rfp(team.treasurer, { purchaseOrderId: po.id, supplierId: hauler.id, billReference: 'SI-1', amount: 10 }), 400, ["supplierId: must be left out with purchaseOrderId (the order's supplier is paid)"]);
    expectError(await rfp(teamB.treasurer, { supplierId: hauler.id, billReference: 'SI-1', amount: 10 }), 404, 'Supplier not found');
    expect(await countRows(server, 'payment_requests')).toBe(before);

    const created = await rfp(team.treasurer, { supplierId: hauler.id, billReference: 'SI-00871', dueDate: '2026-12-10', amount: '56000.00', memo: 'Hauling of spoils, November' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'FOR_APPROVAL', purchaseOrder: null, supplier: { id: hauler.id, name: 'Bukid Hauling Services' }, billReference: 'SI-00871', dueDate: '2026-12-10', amount: '56000.00' });
    expect((await decideRfp(server, team.approver, created.body.data.id, 'approve')).status).toBe(200);
    const bank = await openFund(server, team.treasurer, 'Bill Bank', '60000.00');
    const paid = await pay(team.treasurer, created.body.data.id, bank.id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // Base 56,000 / 1.12 = 50,000; 2% = 1,000 withheld.
    expect(paid.body.data).toMatchObject({ id: null, withheldTax: '1000.00', netPaid: '55000.00', purchaseOrder: null });
    expect((await fund(team.treasurer, bank.id)).body.data.balance).toBe('5000.00');

    const statement = await call(server, 'GET', `/treasury/supplier-statement?supplierId=${hauler.id}`, { token: team.treasurer.token });
    const suppliersUser = await createUser(server, { companyId: team.treasurer.companyId, scopes: ['TREASURY_PAYABLES_SUPPLIERS_ACCESS'] });
    const read = await call(server, 'GET', `/treasury/supplier-statement?supplierId=${hauler.id}`, { token: suppliersUser.token });
    expect(statement.status).toBe(403);
    expect(read.body.data.lines.map((l: { kind: string; balance: string }) => [l.kind, l.balance])).toEqual([
      ['BILL', '56000.00'],
      ['PAYMENT', '0.00'],
    ]);
    const today = new Date(Date.now() + 8 * 3600_000);
    const certificate = await call(server, 'GET', `/treasury/bir-2307?supplierId=${hauler.id}&year=${today.getUTCFullYear()}&quarter=${Math.floor(today.getUTCMonth() / 3) + 1}`, { token: suppliersUser.token });
    expect(certificate.body.data.rows).toEqual([expect.objectContaining({ atc: 'WC120', total: '50000.00', withheld: '1000.00' })]);
  });
});
