import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_MESSAGES, JOB_ORDER_MESSAGES } from '@haligi/shared';
import { pdfText } from '@haligi/shared/testing/pdf-text';
import { equipment, equipmentEvents, itemReceipts, jobOrders } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { adjust, createWarehouse, expectLedgerConsistent, insertItem, stockLevel } from './inventory-helpers';

const EQUIPMENT_SCOPES = ['ASSET_EQUIPMENT_LIST_ACCESS', 'ASSET_EQUIPMENT_PARTS_ACCESS', 'ASSET_EQUIPMENT_JOBORDERS_ACCESS'];

let server: TestServer;
let admin: TestUser;
/** Keeps the register and opens job orders; may not approve. */
let clerk: TestUser;
/** Holds the job-order approve scope. */
let approver: TestUser;
/** Full access in another company. */
let other: TestUser;
let warehouseId: number;
let projectId: number;

const tableOf = (user: TestUser, path: string, body: unknown = {}) => call(server, 'PUT', `${path}?page=1&perPage=50`, { token: user.token, body });
const filters = (entries: Record<string, unknown>, extra: object = {}) => ({ filters: Object.entries(entries).map(([key, value]) => ({ key, value })), ...extra });
let unitSeq = 0;

async function register(body: Record<string, unknown> = {}, user = clerk) {
  unitSeq += 1;
  const answer = await call(server, 'POST', '/equipment', { token: user.token, body: { code: `EX-${String(unitSeq).padStart(3, '0')}`, name: `Excavator ${unitSeq}`, type: 'Excavator', ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const historyKinds = async (id: number) =>
  (await server.context.db.select().from(equipmentEvents).where(eq(equipmentEvents.equipmentId, id)).orderBy(asc(equipmentEvents.id))).map((e) => e.kind);

async function openJobOrder(equipmentId: number, estimatedCost = 5000) {
  const answer = await call(server, 'POST', '/job-order', { token: clerk.token, body: { equipmentId, description: 'Replace hydraulic hose', estimatedCost } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** The approver's open step for a job order, approved (nobody decides their own request). */
async function approve(jobOrderId: number) {
  const pending = await call(server, 'GET', '/approval/pending', { token: approver.token });
  const step = pending.body.find((p: any) => p.documentType === 'JOB_ORDER' && p.documentId === jobOrderId);
  expect(step, JSON.stringify(pending.body)).toBeTruthy();
  const answer = await call(server, 'POST', `/approval/${step.id}/approve`, { token: approver.token, body: {} });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return step.id as number;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { isFullAccess: true });
  clerk = await createUser(server, { companyId: admin.companyId, scopes: EQUIPMENT_SCOPES });
  approver = await createUser(server, { companyId: admin.companyId, scopes: ['ASSET_EQUIPMENT_JOBORDERS_APPROVE_ACCESS'] });
  other = await createUser(server, { isFullAccess: true });
  warehouseId = (await createWarehouse(server, admin, { name: 'Central Yard' })).id;
  const project = await call(server, 'POST', '/project', { token: admin.token, body: { name: 'Tower One', budget: 1000 } });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  projectId = project.body.data.id;
});
afterAll(async () => server?.stop());

describe('the equipment register', () => {
  it('registers a unit at a warehouse, answers it with its place, and starts its history', async () => {
    const unit = await register({ code: 'CR-01', name: 'Crane 25t', warehouseId, meterType: 'HOURS', meterReading: 120.5, acquisitionCost: '2500000.50', plateNumber: 'NAB 1234' });
    expect(unit).toMatchObject({ code: 'CR-01', status: 'AVAILABLE', warehouse: { id: warehouseId, name: 'Central Yard' }, project: null, meterReading: '120.5000', acquisitionCost: '2500000.50' });
    const detail = await call(server, 'GET', `/equipment?id=${unit.id}`, { token: clerk.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data.history).toHaveLength(1);
    expect(detail.body.data.history[0]).toMatchObject({ kind: 'REGISTERED', note: 'Registered Available at warehouse Central Yard', meterReading: '120.5000' });
    expect(detail.body.data).toMatchObject({ parts: [], jobOrders: [] });
  });

  it('refuses a duplicate code in the company with 409, but another company may use it', async () => {
    await register({ code: 'DUP-1' });
    expectError(await call(server, 'POST', '/equipment', { token: clerk.token, body: { code: 'DUP-1', name: 'Again' } }), 409, EQUIPMENT_MESSAGES.duplicateCode('DUP-1'));
    expect(await countRows(server, 'equipment', "code = 'DUP-1'")).toBe(1);
    expect((await call(server, 'POST', '/equipment', { token: other.token, body: { code: 'DUP-1', name: 'Theirs' } })).status).toBe(201);
  });

  it('a PATCH to a code already used is 409 and changes nothing', async () => {
    const first = await register({ code: 'PATCH-A' });
    const second = await register({ code: 'PATCH-B' });
    expectError(await call(server, 'PATCH', '/equipment', { token: clerk.token, body: { id: second.id, code: 'PATCH-A', name: 'Renamed' } }), 409, EQUIPMENT_MESSAGES.duplicateCode('PATCH-A'));
    const [still] = await server.context.db.select().from(equipment).where(eq(equipment.id, second.id));
    expect(still).toMatchObject({ code: 'PATCH-B', name: second.name });
    expect(first.code).toBe('PATCH-A');
  });

  it('lists every field problem with 400', async () => {
    const answer = await call(server, 'POST', '/equipment', { token: clerk.token, body: { code: '', status: 'LOST', meterType: 'MILES', meterReading: -2 } });
    expectError(answer, 400);
    expect(answer.body.message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^code/), expect.stringMatching(/^name/), expect.stringMatching(/^status/), expect.stringMatching(/^meterType/), expect.stringMatching(/^meterReading/)]),
    );
  });

  it('is at a project or a warehouse, not both (422, on create and on the merged PATCH)', async () => {
    expectError(await call(server, 'POST', '/equipment', { token: clerk.token, body: { code: 'BOTH-1', name: 'Both', projectId, warehouseId } }), 422, EQUIPMENT_MESSAGES.projectOrWarehouse);
    const unit = await register({ warehouseId });
    expectError(await call(server, 'PATCH', '/equipment', { token: clerk.token, body: { id: unit.id, projectId } }), 422, EQUIPMENT_MESSAGES.projectOrWarehouse);
    const moved = await call(server, 'PATCH', '/equipment', { token: clerk.token, body: { id: unit.id, projectId, warehouseId: null, status: 'IN_USE' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ project: { id: projectId, name: 'Tower One' }, warehouse: null, status: 'IN_USE', name: unit.name });
    expect(await historyKinds(unit.id)).toEqual(['REGISTERED', 'ASSIGNED', 'STATUS']);
    const [assigned, status] = (await server.context.db.select().from(equipmentEvents).where(eq(equipmentEvents.equipmentId, unit.id)).orderBy(asc(equipmentEvents.id))).slice(1);
    expect(assigned.note).toBe('Assigned to project Tower One');
    expect(status.note).toBe('Available → In Use');
  });

  it("refuses another company's project or warehouse as a place (422)", async () => {
    const theirs = await createWarehouse(server, other);
    expectError(await call(server, 'POST', '/equipment', { token: clerk.token, body: { code: 'X-THEIRS', name: 'X', warehouseId: theirs.id } }), 422, 'The chosen warehouse does not exist');
  });

  it('a PATCH changes only the fields it names', async () => {
    const unit = await register({ plateNumber: 'AAA 111', serialNumber: 'SN-9' });
    const answer = await call(server, 'PATCH', '/equipment', { token: clerk.token, body: { id: unit.id, name: 'Renamed' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Renamed', plateNumber: 'AAA 111', serialNumber: 'SN-9', code: unit.code, type: 'Excavator' });
    expect(await historyKinds(unit.id)).toEqual(['REGISTERED']);
  });

  it('a meter never goes down: 422 and nothing written; a higher reading is kept in the history', async () => {
    const unit = await register({ meterReading: 100, meterType: 'KILOMETERS' });
    expectError(await call(server, 'POST', `/equipment/${unit.id}/meter`, { token: clerk.token, body: { reading: 99.5 } }), 422, EQUIPMENT_MESSAGES.meterBackwards('100'));
    expectError(await call(server, 'PATCH', '/equipment', { token: clerk.token, body: { id: unit.id, meterReading: 50, name: 'Nope' } }), 422, EQUIPMENT_MESSAGES.meterBackwards('100'));
    const [still] = await server.context.db.select().from(equipment).where(eq(equipment.id, unit.id));
    expect(still).toMatchObject({ meterReading: '100.0000', name: unit.name });
    const ok = await call(server, 'POST', `/equipment/${unit.id}/meter`, { token: clerk.token, body: { reading: 150.25, note: 'Weekly check' } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ data: { meterReading: '150.2500' }, message: EQUIPMENT_MESSAGES.meterSaved });
    const history = (await call(server, 'GET', `/equipment?id=${unit.id}`, { token: clerk.token })).body.data.history;
    expect(history[0]).toMatchObject({ kind: 'METER', note: 'Meter 150.25 km: Weekly check', meterReading: '150.2500' });
  });

  it('the table filters by status, type and project and searches code, name and plate', async () => {
    const a = await register({ code: 'TBL-LOADER', name: 'Wheel Loader', type: 'Loader', plateNumber: 'ZZZ 987', projectId, status: 'IN_USE' });
    const b = await register({ code: 'TBL-TRUCK', name: 'Dump Truck', type: 'Truck', status: 'RETIRED' });
    const byType = await tableOf(clerk, '/equipment', filters({ type: 'Loader' }));
    expect(byType.body.list.map((r: any) => r.id)).toEqual([a.id]);
    expect((await tableOf(clerk, '/equipment', filters({ status: 'RETIRED' }))).body.list.map((r: any) => r.id)).toContain(b.id);
    expect((await tableOf(clerk, '/equipment', filters({ projectId }))).body.list.map((r: any) => r.id)).toContain(a.id);
    expect((await tableOf(clerk, '/equipment', { searchKeyword: 'ZZZ 987' })).body.list.map((r: any) => r.id)).toEqual([a.id]);
    expect((await tableOf(clerk, '/equipment', { searchKeyword: 'dump truck' })).body.list.map((r: any) => r.id)).toEqual([b.id]);
    const select = await call(server, 'GET', '/select-box/equipment-list', { token: clerk.token });
    expect(select.body).toContainEqual({ label: 'TBL-LOADER — Wheel Loader', value: a.id });
  });

  it("another company's unit is 404 for every call naming it, and never listed", async () => {
    const unit = await register({ code: 'MINE-1' });
    expectError(await call(server, 'GET', `/equipment?id=${unit.id}`, { token: other.token }), 404, 'Equipment not found');
    expectError(await call(server, 'PATCH', '/equipment', { token: other.token, body: { id: unit.id, name: 'Taken' } }), 404);
    expectError(await call(server, 'POST', `/equipment/${unit.id}/meter`, { token: other.token, body: { reading: 9999 } }), 404);
    expectError(await call(server, 'DELETE', `/equipment/${unit.id}`, { token: other.token }), 404);
    expectError(await call(server, 'POST', '/job-order', { token: other.token, body: { equipmentId: unit.id, description: 'x' } }), 404);
    expect((await tableOf(other, '/equipment', { searchKeyword: 'MINE-1' })).body.list).toEqual([]);
    const [still] = await server.context.db.select().from(equipment).where(eq(equipment.id, unit.id));
    expect(still).toMatchObject({ name: unit.name, isDeleted: false });
  });

  it('a deleted unit is marked deleted and leaves the table; one with an open job order is refused (409)', async () => {
    const unit = await register();
    const busy = await register();
    await openJobOrder(busy.id);
    expectError(await call(server, 'DELETE', `/equipment/${busy.id}`, { token: clerk.token }), 409, EQUIPMENT_MESSAGES.deleteOpenJobOrder);
    expect((await call(server, 'DELETE', `/equipment/${unit.id}`, { token: clerk.token })).body).toEqual({ message: EQUIPMENT_MESSAGES.deleted });
    const [row] = await server.context.db.select().from(equipment).where(eq(equipment.id, unit.id));
    expect(row.isDeleted).toBe(true);
    expectError(await call(server, 'GET', `/equipment?id=${unit.id}`, { token: clerk.token }), 404);
  });

  it('a role without the equipment scopes is 403', async () => {
    const outsider = await createUser(server, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
    expectError(await call(server, 'PUT', '/equipment?page=1&perPage=10', { token: outsider.token, body: {} }), 403);
    expectError(await call(server, 'POST', '/job-order', { token: outsider.token, body: { equipmentId: 1, description: 'x' } }), 403);
  });
});

describe('spare parts', () => {
  it('links published stock items, lists them with stock, refuses duplicates, drafts and parents, and unlinks', async () => {
    const unit = await register();
    const filter = await insertItem(server, admin.companyId, { name: 'Hydraulic Filter HF-1', sku: 'HF-1', minimumStockLevel: '5' });
    await adjust(server, admin, warehouseId, 'ADD', [{ itemId: filter.id, quantity: 3 }]);
    const added = await call(server, 'POST', `/equipment/${unit.id}/parts`, { token: clerk.token, body: { itemId: filter.id, note: 'Every 500 hrs' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toEqual([expect.objectContaining({ itemId: filter.id, name: 'Hydraulic Filter HF-1', stock: '3.0000', note: 'Every 500 hrs' })]);
    expectError(await call(server, 'POST', `/equipment/${unit.id}/parts`, { token: clerk.token, body: { itemId: filter.id } }), 409, EQUIPMENT_MESSAGES.partExists);

    const draft = await insertItem(server, admin.companyId, { name: 'Draft Belt', isDraft: true });
    expectError(await call(server, 'POST', `/equipment/${unit.id}/parts`, { token: clerk.token, body: { itemId: draft.id } }), 422, EQUIPMENT_MESSAGES.stockItemOnly('Draft Belt'));
    const parent = await insertItem(server, admin.companyId, { name: 'Bolt Set', variationCount: 2, tiers: [{ key: 'Size', attributes: ['M8', 'M10'] }] });
    expectError(await call(server, 'POST', `/equipment/${unit.id}/parts`, { token: clerk.token, body: { itemId: parent.id } }), 422, EQUIPMENT_MESSAGES.stockItemOnly('Bolt Set'));
    const theirs = await insertItem(server, other.companyId, { name: 'Their filter' });
    expectError(await call(server, 'POST', `/equipment/${unit.id}/parts`, { token: clerk.token, body: { itemId: theirs.id } }), 404, 'Item not found');
    expectError(await call(server, 'POST', `/equipment/${unit.id}/parts`, { token: other.token, body: { itemId: theirs.id } }), 404, 'Equipment not found');

    const table = await tableOf(clerk, '/equipment/parts', filters({ equipmentId: unit.id }));
    expect(table.body.list).toEqual([
      expect.objectContaining({ equipment: { id: unit.id, code: unit.code, name: unit.name }, item: expect.objectContaining({ id: filter.id, sku: 'HF-1' }), stock: '3.0000', lowStock: true }),
    ]);
    expect((await tableOf(other, '/equipment/parts', { searchKeyword: 'HF-1' })).body.list).toEqual([]);

    expectError(await call(server, 'DELETE', `/equipment/${unit.id}/parts/${filter.id}`, { token: other.token }), 404);
    const removed = await call(server, 'DELETE', `/equipment/${unit.id}/parts/${filter.id}`, { token: clerk.token });
    expect(removed.body).toEqual({ data: [], message: EQUIPMENT_MESSAGES.partRemoved });
    expectError(await call(server, 'DELETE', `/equipment/${unit.id}/parts/${filter.id}`, { token: clerk.token }), 404, 'Spare part not found');
  });
});

describe('job orders', () => {
  it('the whole cycle: opened for approval, approved by another member, parts issued from stock, labour, done', async () => {
    const unit = await register({ meterReading: 1000, warehouseId });
    const hose = await insertItem(server, admin.companyId, { name: 'Hydraulic Hose 1/2"', estimatedBuyingPrice: '850.25' });
    await adjust(server, admin, warehouseId, 'ADD', [{ itemId: hose.id, quantity: 10, rate: 850.25 }]);

    const jo = await openJobOrder(unit.id, 7500);
    expect(jo).toMatchObject({ code: expect.stringMatching(/^JO-\d{6}$/), status: 'FOR_APPROVAL', estimatedCost: '7500.00', requestedBy: { id: clerk.accountId } });

    // Nothing is issued before approval, and the requester cannot approve their own job order.
    expectError(await call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: clerk.token, body: { warehouseId, lines: [{ itemId: hose.id, quantity: 1 }] } }), 409, JOB_ORDER_MESSAGES.notIssuable('For Approval'));
    expectError(await call(server, 'POST', `/job-order/${jo.id}/labor`, { token: clerk.token, body: { description: 'Mechanic', hours: 1, rate: 100 } }), 409, JOB_ORDER_MESSAGES.notLaborable('For Approval'));
    expectError(await call(server, 'POST', `/job-order/${jo.id}/complete`, { token: clerk.token, body: {} }), 409, JOB_ORDER_MESSAGES.notCompletable('For Approval'));
    const clerkQueue = await call(server, 'GET', '/approval/pending', { token: clerk.token });
    expect(clerkQueue.body.filter((p: any) => p.documentType === 'JOB_ORDER')).toEqual([]);

    await approve(jo.id);
    expect((await call(server, 'GET', `/job-order?id=${jo.id}`, { token: clerk.token })).body.data.status).toBe('APPROVED');
    const trail = await call(server, 'GET', `/approval/trail?documentType=JOB_ORDER&documentId=${jo.id}`, { token: clerk.token });
    expect(trail.status).toBe(200);

    const issued = await call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: clerk.token, body: { warehouseId, lines: [{ itemId: hose.id, quantity: 2 }] } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.message).toBe(JOB_ORDER_MESSAGES.partsIssued);
    expect(issued.body.data).toMatchObject({ status: 'IN_PROGRESS', partsCost: '1700.50', warehouse: { id: warehouseId } });
    expect(issued.body.data.partsIssued).toEqual([expect.objectContaining({ itemId: hose.id, quantity: '2.0000', cost: '1700.50', receiptCode: expect.stringMatching(/^IR-/) })]);
    expect(await stockLevel(server, warehouseId, hose.id)).toBe('8.0000');
    const [receipt] = await server.context.db.select().from(itemReceipts).where(eq(itemReceipts.id, issued.body.data.receipt.id));
    expect(receipt).toMatchObject({ type: 'ISSUANCE', jobOrderId: jo.id, reference: jo.code });
    const [unitNow] = await server.context.db.select().from(equipment).where(eq(equipment.id, unit.id));
    expect(unitNow.status).toBe('UNDER_REPAIR');

    const labor = await call(server, 'POST', `/job-order/${jo.id}/labor`, { token: clerk.token, body: { description: 'Mechanic', hours: 2.5, rate: '333.33' } });
    expect(labor.status, JSON.stringify(labor.body)).toBe(201);
    expect(labor.body.data).toMatchObject({ laborCost: '833.33', total: '2533.83', labor: [expect.objectContaining({ description: 'Mechanic', amount: '833.33' })] });

    expectError(await call(server, 'POST', `/job-order/${jo.id}/complete`, { token: clerk.token, body: { meterReading: 999 } }), 422, EQUIPMENT_MESSAGES.meterBackwards('1000'));
    expectError(await call(server, 'POST', `/job-order/${jo.id}/cancel`, { token: clerk.token, body: { reason: 'No longer needed' } }), 409, JOB_ORDER_MESSAGES.partsIssuedNoCancel);
    const done = await call(server, 'POST', `/job-order/${jo.id}/complete`, { token: clerk.token, body: { meterReading: 1012 } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'DONE', meterReading: '1012.0000', completedAt: expect.any(String), total: '2533.83' });
    const [after] = await server.context.db.select().from(equipment).where(eq(equipment.id, unit.id));
    expect(after).toMatchObject({ status: 'AVAILABLE', meterReading: '1012.0000' });
    expect(await historyKinds(unit.id)).toEqual(['REGISTERED', 'JOB_ORDER', 'JOB_ORDER', 'JOB_ORDER', 'STATUS', 'METER', 'JOB_ORDER', 'STATUS']);
    expectError(await call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: clerk.token, body: { warehouseId, lines: [{ itemId: hose.id, quantity: 1 }] } }), 409, JOB_ORDER_MESSAGES.notIssuable('Done'));

    const table = await tableOf(clerk, '/job-order', filters({ equipmentId: unit.id }));
    expect(table.body.list).toEqual([expect.objectContaining({ id: jo.id, status: 'DONE', total: '2533.83', equipment: expect.objectContaining({ code: unit.code }) })]);
    const detail = await call(server, 'GET', `/equipment?id=${unit.id}`, { token: clerk.token });
    expect(detail.body.data.jobOrders).toEqual([expect.objectContaining({ code: jo.code, status: 'DONE', total: '2533.83' })]);

    // The printable sheet: a PDF read back with the unit, the part, the labour and the totals.
    const sheet = await fetch(`${server.url}/api/job-order/${jo.id}/pdf`, { headers: { token: clerk.token } });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await sheet.arrayBuffer()));
    for (const expected of [jo.code, 'Job Order', 'Done', unit.code, 'Hydraulic Hose 1/2"', '₱1,700.50', 'Mechanic', '₱833.33', '₱2,533.83', '1012 hrs', 'Approved by']) {
      expect(text, expected).toContain(expected);
    }
    expectError(await call(server, 'GET', `/job-order/${jo.id}/pdf`, { token: other.token }), 404, 'Job order not found');
    await expectLedgerConsistent(server, admin.companyId);
  });

  it('a unit at a project is back IN_USE after its repair', async () => {
    const unit = await register({ projectId, status: 'IN_USE' });
    const part = await insertItem(server, admin.companyId, { name: 'Fan Belt' });
    await adjust(server, admin, warehouseId, 'ADD', [{ itemId: part.id, quantity: 1 }]);
    const jo = await openJobOrder(unit.id);
    await approve(jo.id);
    expect((await call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: clerk.token, body: { warehouseId, lines: [{ itemId: part.id, quantity: 1 }] } })).status).toBe(201);
    expect((await call(server, 'POST', `/job-order/${jo.id}/complete`, { token: clerk.token })).status).toBe(200);
    const [after] = await server.context.db.select().from(equipment).where(eq(equipment.id, unit.id));
    expect(after.status).toBe('IN_USE');
  });

  it("a part costs the stock's moving average when the stock has a value, not the estimated price", async () => {
    const unit = await register();
    const filter = await insertItem(server, admin.companyId, { name: 'Fuel Filter', estimatedBuyingPrice: '999.00' });
    await adjust(server, admin, warehouseId, 'ADD', [{ itemId: filter.id, quantity: 2, rate: 100 }]);
    await adjust(server, admin, warehouseId, 'ADD', [{ itemId: filter.id, quantity: 2, rate: 200 }]);
    const jo = await openJobOrder(unit.id);
    await approve(jo.id);
    const issued = await call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: clerk.token, body: { warehouseId, lines: [{ itemId: filter.id, quantity: 1 }] } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ partsCost: '150.00', total: '150.00', partsIssued: [expect.objectContaining({ cost: '150.00' })] });
  });

  it('an issue beyond the stock is refused with 422 and moves nothing', async () => {
    const unit = await register();
    const seal = await insertItem(server, admin.companyId, { name: 'Seal Kit' });
    await adjust(server, admin, warehouseId, 'ADD', [{ itemId: seal.id, quantity: 1 }]);
    const jo = await openJobOrder(unit.id);
    await approve(jo.id);
    const before = await countRows(server, 'item_receipts', 'company_id = $1', [admin.companyId]);
    const refused = await call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: clerk.token, body: { warehouseId, lines: [{ itemId: seal.id, quantity: 2 }] } });
    expectError(refused, 422, /Seal Kit/);
    expect(await stockLevel(server, warehouseId, seal.id)).toBe('1.0000');
    expect(await countRows(server, 'item_receipts', 'company_id = $1', [admin.companyId])).toBe(before);
    const [still] = await server.context.db.select().from(jobOrders).where(eq(jobOrders.id, jo.id));
    expect(still).toMatchObject({ status: 'APPROVED', partsCost: '0.0000' });
    const [unitStill] = await server.context.db.select().from(equipment).where(eq(equipment.id, unit.id));
    expect(unitStill.status).toBe('AVAILABLE');
    // A draft item is no part either.
    const draft = await insertItem(server, admin.companyId, { name: 'Draft Pump', isDraft: true });
    expectError(await call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: clerk.token, body: { warehouseId, lines: [{ itemId: draft.id, quantity: 1 }] } }), 422, EQUIPMENT_MESSAGES.stockItemOnly('Draft Pump'));
  });

  it('two job orders racing for the last part: one issue is posted, the other refused, and the stock never goes below zero', async () => {
    const last = await insertItem(server, admin.companyId, { name: 'Last Alternator' });
    await adjust(server, admin, warehouseId, 'ADD', [{ itemId: last.id, quantity: 1 }]);
    const orders = [];
    for (let i = 0; i < 2; i++) {
      const jo = await openJobOrder((await register()).id);
      await approve(jo.id);
      orders.push(jo);
    }
    const answers = await Promise.all(orders.map((jo) => call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: clerk.token, body: { warehouseId, lines: [{ itemId: last.id, quantity: 1 }] } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await stockLevel(server, warehouseId, last.id)).toBe('0.0000');
    const statuses = (await server.context.db.select({ status: jobOrders.status }).from(jobOrders).where(inArray(jobOrders.id, orders.map((o) => o.id)))).map((r) => r.status).sort();
    expect(statuses).toEqual(['APPROVED', 'IN_PROGRESS']);
    await expectLedgerConsistent(server, admin.companyId);
  });

  it('rejected with a reason: REJECTED, nothing more may be done', async () => {
    const unit = await register();
    const jo = await openJobOrder(unit.id);
    const pending = await call(server, 'GET', '/approval/pending', { token: approver.token });
    const step = pending.body.find((p: any) => p.documentId === jo.id && p.documentType === 'JOB_ORDER');
    expect((await call(server, 'POST', `/approval/${step.id}/reject`, { token: approver.token, body: { reason: 'Use the spare unit' } })).status).toBe(200);
    const after = (await call(server, 'GET', `/job-order?id=${jo.id}`, { token: clerk.token })).body.data;
    expect(after).toMatchObject({ status: 'REJECTED', statusReason: 'Use the spare unit' });
    expectError(await call(server, 'POST', `/job-order/${jo.id}/cancel`, { token: clerk.token, body: { reason: 'x' } }), 409, JOB_ORDER_MESSAGES.notCancelable('Rejected'));
    expectError(await call(server, 'POST', `/job-order/${jo.id}/submit`, { token: clerk.token }), 409, JOB_ORDER_MESSAGES.notSubmittable);
  });

  it('returned for changes: RETURNED with the reason, then submitted again to FOR_APPROVAL and approvable', async () => {
    const unit = await register();
    const jo = await openJobOrder(unit.id);
    const pending = await call(server, 'GET', '/approval/pending', { token: approver.token });
    const step = pending.body.find((p: any) => p.documentId === jo.id && p.documentType === 'JOB_ORDER');
    expect((await call(server, 'POST', `/approval/${step.id}/return`, { token: approver.token, body: { reason: 'Add the quotation' } })).status).toBe(200);
    expect((await call(server, 'GET', `/job-order?id=${jo.id}`, { token: clerk.token })).body.data).toMatchObject({ status: 'RETURNED', statusReason: 'Add the quotation' });
    const again = await call(server, 'POST', `/job-order/${jo.id}/submit`, { token: clerk.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ data: { status: 'FOR_APPROVAL', statusReason: null }, message: JOB_ORDER_MESSAGES.submitted });
    expectError(await call(server, 'POST', `/job-order/${jo.id}/submit`, { token: clerk.token }), 409, JOB_ORDER_MESSAGES.notSubmittable);
    await approve(jo.id);
    expect((await call(server, 'GET', `/job-order?id=${jo.id}`, { token: clerk.token })).body.data.status).toBe('APPROVED');
  });

  it('canceled with a reason ends its approval; a reason is required (400)', async () => {
    const unit = await register();
    const jo = await openJobOrder(unit.id);
    expectError(await call(server, 'POST', `/job-order/${jo.id}/cancel`, { token: clerk.token, body: {} }), 400, ['reason: is required']);
    const canceled = await call(server, 'POST', `/job-order/${jo.id}/cancel`, { token: clerk.token, body: { reason: 'Fixed on site' } });
    expect(canceled.body).toMatchObject({ data: { status: 'CANCELED', statusReason: 'Fixed on site' }, message: JOB_ORDER_MESSAGES.canceled });
    const pending = await call(server, 'GET', '/approval/pending', { token: approver.token });
    expect(pending.body.filter((p: any) => p.documentType === 'JOB_ORDER' && p.documentId === jo.id)).toEqual([]);
  });

  it('a company whose JOB_ORDER workflow has no steps gets APPROVED job orders at once', async () => {
    const solo = await createUser(server, { isFullAccess: true });
    const saved = await call(server, 'PUT', '/approval/workflow', { token: solo.token, body: { documentType: 'JOB_ORDER', steps: [] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const unit = (await call(server, 'POST', '/equipment', { token: solo.token, body: { code: 'SOLO-1', name: 'Generator' } })).body.data;
    const jo = await call(server, 'POST', '/job-order', { token: solo.token, body: { equipmentId: unit.id, description: 'Oil change' } });
    expect(jo.body.data.status).toBe('APPROVED');
  });

  it('a retired unit gets no job order (422); bad input lists every problem (400)', async () => {
    const unit = await register({ status: 'RETIRED' });
    expectError(await call(server, 'POST', '/job-order', { token: clerk.token, body: { equipmentId: unit.id, description: 'x' } }), 422, JOB_ORDER_MESSAGES.retiredUnit);
    const bad = await call(server, 'POST', '/job-order', { token: clerk.token, body: { equipmentId: 'abc', description: '', estimatedCost: -1 } });
    expectError(bad, 400);
    expect(bad.body.message).toHaveLength(3);
    expect(await countRows(server, 'job_orders', 'equipment_id = $1', [unit.id])).toBe(0);
  });

  it("another company's job order is 404 for every call naming it", async () => {
    const unit = await register();
    const jo = await openJobOrder(unit.id);
    await approve(jo.id);
    const theirWarehouse = await createWarehouse(server, other);
    const theirItem = await insertItem(server, other.companyId);
    expectError(await call(server, 'GET', `/job-order?id=${jo.id}`, { token: other.token }), 404, 'Job order not found');
    expectError(await call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: other.token, body: { warehouseId: theirWarehouse.id, lines: [{ itemId: theirItem.id, quantity: 1 }] } }), 404);
    expectError(await call(server, 'POST', `/job-order/${jo.id}/labor`, { token: other.token, body: { description: 'x', hours: 1, rate: 1 } }), 404);
    expectError(await call(server, 'POST', `/job-order/${jo.id}/complete`, { token: other.token, body: {} }), 404);
    expectError(await call(server, 'POST', `/job-order/${jo.id}/cancel`, { token: other.token, body: { reason: 'x' } }), 404);
    expectError(await call(server, 'POST', `/job-order/${jo.id}/submit`, { token: other.token }), 404);
    expect((await tableOf(other, '/job-order', { searchKeyword: jo.code })).body.list).toEqual([]);
    // Issuing from another company's warehouse into our job order is 404 too.
    expectError(await call(server, 'POST', `/job-order/${jo.id}/issue-parts`, { token: clerk.token, body: { warehouseId: theirWarehouse.id, lines: [{ itemId: theirItem.id, quantity: 1 }] } }), 404);
    const [still] = await server.context.db.select().from(jobOrders).where(eq(jobOrders.id, jo.id));
    expect(still).toMatchObject({ status: 'APPROVED', laborCost: '0.00' });
    expect(await countRows(server, 'item_receipt_lines', 'company_id = $1 and item_id = $2', [other.companyId, theirItem.id])).toBe(0);
  });

});
