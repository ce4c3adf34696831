import { BILLING_MESSAGES } from '@haligi/shared';
import { pdfText } from '@haligi/shared/testing/pdf-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, projects } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { insertBoqRow, insertProject } from './qto-helpers';
import { openFund } from './treasury-helpers';

let server: TestServer;
/** Makes billings and collects; the reviewer approves them; company B's biller. */
let biller: TestUser;
let reviewer: TestUser;
let billerB: TestUser;
let site: Awaited<ReturnType<typeof insertProject>>;
let clientId: number;
let lines: { earthworks: number; concrete: number; finishes: number; heading: number };
let bank: { id: number; name: string };

const bill = (user: TestUser, body: unknown) => call(server, 'POST', '/treasury/billing', { token: user.token, body });
const collect = (user: TestUser, id: number, body: unknown) => call(server, 'POST', `/treasury/billing/${id}/collect`, { token: user.token, body });
const body = (items: [number, number][], extra: Record<string, unknown> = {}) => ({
  projectId: site.project.id,
  billOfQuantityId: site.boq.id,
  periodEnd: '2026-11-25',
  dueDate: '2026-12-25',
  lines: items.map(([boqItemId, toDatePercent]) => ({ boqItemId, toDatePercent })),
  ...extra,
});
async function approve(id: number) {
  const queue = await call(server, 'GET', '/approval/pending', { token: reviewer.token });
  const step = queue.body.find((row: { documentType: string; documentId: number }) => row.documentType === 'PROGRESS_BILLING' && row.documentId === id);
  expect(step, 'the billing waits for review').toBeTruthy();
  const answer = await call(server, 'POST', `/approval/${step.id}/approve`, { token: reviewer.token, body: {} });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  biller = await createUser(server, { scopes: ['TREASURY_ACCESS', 'TREASURY_RECEIVABLES_PROJECT_ACCESS', 'TREASURY_RECEIVABLES_LOGS_ACCESS', 'TREASURY_RECEIVABLES_CLIENT_ACCESS'] });
  reviewer = await createUser(server, { companyId: biller.companyId, scopes: ['TREASURY_RECEIVABLES_REVIEW_ACCESS'] });
  billerB = await createUser(server, { scopes: ['TREASURY_RECEIVABLES_PROJECT_ACCESS', 'TREASURY_RECEIVABLES_LOGS_ACCESS', 'TREASURY_RECEIVABLES_CLIENT_ACCESS'] });
  site = await insertProject(server, biller.companyId, 'Davao Clinic Fit-out');
  const [client] = await server.context.db.insert(clients).values({ companyId: biller.companyId, name: 'Mindanao Health Partners', contactNumber: '0917 555 0101', email: 'ap@mhp.example.ph' }).returning();
  clientId = client.id;
  // The worked example's payment terms: 15% down payment, 10% retention.
  await server.context.db.update(projects).set({ clientId, downpaymentAmount: '15', retentionAmount: '10' }).where(eq(projects.id, site.project.id));
  const heading = await insertBoqRow(server, biller.companyId, site.boq.id, { type: 'HEADING', description: 'General works', quantity: '0', materialUnitCost: '0' });
  const row = (description: string, cost: string, position: number) =>
    insertBoqRow(server, biller.companyId, site.boq.id, { parentId: heading.id, description, quantity: '1', materialUnitCost: cost, position });
  lines = {
    heading: heading.id,
    earthworks: (await row('Earthworks', '2000000', 1)).id,
    concrete: (await row('Concrete works', '5000000', 2)).id,
    finishes: (await row('Finishes', '3000000', 3)).id,
  };
  bank = await openFund(server, biller, 'BPI Collections', 0);
});
afterAll(async () => server?.stop());

describe('progress billings', () => {
  it('the first billing works out the worked example: gross, down payment recouped, VAT, retention, amount due', async () => {
    const answer = await bill(biller, body([[lines.earthworks, 100], [lines.concrete, 40]]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe(BILLING_MESSAGES.created);
    expect(answer.body.data).toMatchObject({
      code: 'PB-000001',
      billingNo: 1,
      status: 'FOR_APPROVAL',
      statusLabel: 'For review',
      contractAmount: '10000000.00',
      grossAccomplishment: '4000000.00',
      downpaymentRecoupment: '600000.00',
      vat: '408000.00',
      retention: '400000.00',
      amountDue: '3408000.00',
      balance: '3408000.00',
      percentToDate: '40.00',
      downpaymentPercent: '15.00',
      retentionPercent: '10.00',
      project: { id: site.project.id, name: 'Davao Clinic Fit-out' },
      client: { id: clientId, name: 'Mindanao Health Partners' },
    });
    expect(answer.body.data.lines.map((l: any) => [l.description, l.amount, l.previousPercent, l.toDatePercent, l.gross])).toEqual([
      ['1 Earthworks', '2000000.00', '0.00', '100.00', '2000000.00'],
      ['2 Concrete works', '5000000.00', '0.00', '40.00', '2000000.00'],
    ]);
  });

  it('collecting waits for review; the reviewer approves (not the biller); collections go into a fund account up to the balance', async () => {
    const [first] = (await call(server, 'PUT', '/treasury/billing?page=1&perPage=10', { token: biller.token, body: { filters: [{ key: 'projectId', value: site.project.id }] } })).body.list;
    expectError(await collect(biller, first.id, { fundAccountId: bank.id, amount: 1 }), 409, BILLING_MESSAGES.notCollectible('for review'));
    const mine = await call(server, 'GET', '/approval/pending', { token: biller.token });
    expect(mine.body.some((row: { documentType: string }) => row.documentType === 'PROGRESS_BILLING')).toBe(false);
    await approve(first.id);
    const part = await collect(biller, first.id, { fundAccountId: bank.id, amount: '1000000.00', reference: 'OR-1201' });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body.data).toMatchObject({ status: 'PARTIALLY_COLLECTED', collectedAmount: '1000000.00', balance: '2408000.00' });
    expect(part.body.data.collections).toEqual([expect.objectContaining({ amount: '1000000.00', reference: 'OR-1201', fundAccount: { id: bank.id, name: 'BPI Collections' } })]);
    expectError(await collect(biller, first.id, { fundAccountId: bank.id, amount: '2408000.01' }), 422, BILLING_MESSAGES.aboveBalance('2408000.00'));
    const rest = await collect(biller, first.id, { fundAccountId: bank.id, amount: 2408000 });
    expect(rest.body.data.status).toBe('COLLECTED');
    const fund = await call(server, 'GET', `/treasury/fund-account?id=${bank.id}`, { token: biller.token });
    expect(fund.body.data.balance).toBe('3408000.00');
    const entries = await call(server, 'PUT', '/treasury/fund-ledger?page=1&perPage=10', { token: biller.token, body: { filters: [{ key: 'fundAccountId', value: bank.id }] } });
    expect(entries.body.list.map((e: any) => [e.kind, e.amount, e.reference?.code])).toEqual(
      expect.arrayContaining([
        ['COLLECTION', '1000000.00', 'PB-000001'],
        ['COLLECTION', '2408000.00', 'PB-000001'],
      ]),
    );
    const logs = await call(server, 'PUT', '/treasury/billing-collection?page=1&perPage=10', { token: biller.token, body: {} });
    expect(logs.body.pagination.total).toBe(2);
  });

  it('the next billing starts from what earlier ones reached and recoups the down payment in proportion', async () => {
    const second = await bill(biller, body([[lines.concrete, 80], [lines.finishes, 50]]));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data).toMatchObject({ code: 'PB-000002', billingNo: 2, grossAccomplishment: '3500000.00', downpaymentRecoupment: '525000.00', percentToDate: '75.00' });
    expect(second.body.data.lines.map((l: any) => [l.description, l.previousPercent, l.toDatePercent])).toEqual([
      ['2 Concrete works', '40.00', '80.00'],
      ['3 Finishes', '0.00', '50.00'],
    ]);
    // A canceled billing does not count for the next one.
    const canceled = await call(server, 'POST', `/treasury/billing/${second.body.data.id}/cancel`, { token: biller.token, body: { reason: 'Wrong period' } });
    expect(canceled.body.data.status).toBe('CANCELED');
    const again = await bill(biller, body([[lines.concrete, 80]]));
    expect(again.body.data).toMatchObject({ code: 'PB-000003', billingNo: 2, grossAccomplishment: '2000000.00' });
  });

  it('refuses lines that are not item lines, lines given twice, percents below the last billing, and a billing of nothing; nothing is written', async () => {
    const before = await countRows(server, 'project_billings');
    const bad = await bill(biller, body([[lines.heading, 10], [lines.finishes, 10], [lines.finishes, 20]]));
    expectError(bad, 400, [BILLING_MESSAGES.notALine(0), BILLING_MESSAGES.duplicateLine(2)]);
    expectError(await bill(biller, body([[lines.concrete, 79.99], [lines.earthworks, 50]])), 422, [BILLING_MESSAGES.belowPrevious(0, '80.00'), BILLING_MESSAGES.belowPrevious(1, '100.00')]);
    expectError(await bill(biller, body([[lines.concrete, 80]])), 422, BILLING_MESSAGES.nothingAccomplished);
    const invalid = await bill(biller, body([[lines.finishes, 101]], { periodEnd: '25/11/2026' }));
    expectError(invalid, 400);
    expect(invalid.body.message).toEqual(expect.arrayContaining(['periodEnd: must be a date YYYY-MM-DD', 'lines.0.toDatePercent: must be at most 100']));
    expect(await countRows(server, 'project_billings')).toBe(before);
  });

  it("another company's project, billing and client are not found; scopes are checked on the server", async () => {
    expectError(await bill(billerB, body([[lines.finishes, 60]])), 404, 'Project not found');
    const [any] = (await call(server, 'PUT', '/treasury/billing?page=1&perPage=1', { token: biller.token, body: {} })).body.list;
    expectError(await call(server, 'GET', `/treasury/billing?id=${any.id}`, { token: billerB.token }), 404, 'Progress billing not found');
    expectError(await collect(billerB, any.id, { fundAccountId: bank.id, amount: 1 }), 404);
    expectError(await call(server, 'GET', `/treasury/client-statement?clientId=${clientId}`, { token: billerB.token }), 404, 'Client not found');
    expectError(await bill(reviewer, body([[lines.finishes, 60]])), 403);
    // The collections log reads the billings it collects on; the client statement screen reads the client list.
    const collector = await createUser(server, { companyId: biller.companyId, scopes: ['TREASURY_RECEIVABLES_LOGS_ACCESS'] });
    expect((await call(server, 'GET', `/treasury/billing?id=${any.id}`, { token: collector.token })).status).toBe(200);
    const statements = await createUser(server, { companyId: biller.companyId, scopes: ['TREASURY_RECEIVABLES_CLIENT_ACCESS'] });
    const options = await call(server, 'GET', '/select-box/client-list', { token: statements.token });
    expect(options.body).toEqual(expect.arrayContaining([expect.objectContaining({ value: clientId })]));
    expectError(await collect(reviewer, any.id, { fundAccountId: bank.id, amount: 1 }), 403);
  });

  it('the billing PDF, the client statement, receivables aging and the monthly figures', async () => {
    const [first] = (await call(server, 'PUT', '/treasury/billing?page=1&perPage=50', { token: biller.token, body: { searchKeyword: 'PB-000001' } })).body.list;
    const response = await fetch(`${server.url}/api/treasury/billing/${first.id}/pdf`, { headers: { token: biller.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    for (const expected of ['Progress Billing No. 1', 'PB-000001', 'Davao Clinic Fit-out', 'Mindanao Health Partners', '1 Earthworks', '₱4,000,000.00', '(₱600,000.00)', '₱408,000.00', '(₱400,000.00)', '₱3,408,000.00', 'OR-1201']) {
      expect(text, expected).toContain(expected);
    }
    const statement = await call(server, 'GET', `/treasury/client-statement?clientId=${clientId}`, { token: biller.token });
    expect(statement.body.data.totals).toEqual({ billed: '3408000.00', collected: '3408000.00', balance: '0.00' });
    expect(statement.body.data.lines.map((l: any) => l.kind)).toEqual(['BILLING', 'COLLECTION', 'COLLECTION']);
    // PB-000003 (2,000,000 gross) approved and not yet collected: owed, due 25 December.
    const [third] = (await call(server, 'PUT', '/treasury/billing?page=1&perPage=50', { token: biller.token, body: { searchKeyword: 'PB-000003' } })).body.list;
    await approve(third.id);
    const aging = await call(server, 'GET', '/treasury/receivables/aging?asOf=2027-01-10', { token: biller.token });
    expect(aging.body.data).toMatchObject({ current: '0.00', d1_30: third.amountDue, total: third.amountDue, billings: 1 });
    const monthly = await call(server, 'GET', '/treasury/receivables/monthly?months=3', { token: biller.token });
    expect(monthly.body.data).toHaveLength(3);
    const thisMonth = monthly.body.data[2];
    expect(thisMonth.collected).toBe('3408000.00');
    expectError(await call(server, 'GET', '/treasury/receivables/monthly?months=99', { token: biller.token }), 400, ['months: must be at most 36']);
  });
});
