import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { BOQ_MESSAGES } from '@haligi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, boqHistory } from '../src/db/schema';
import { onBoqRowsChanged, type BoqRowsChanged } from '../src/modules/qto/boq-rows-changed';
import { QTO_MESSAGES } from '../src/modules/qto/qto.service';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';
import { boqRow, insertBoqRow, insertCatalogueItem, insertProject, setBoqStatus } from './qto-helpers';

let server: TestServer;
let estimatorA: TestUser;
let estimatorB: TestUser;
let outsiderA: TestUser;
let boqId: number;
let otherBoqId: number;
/** Catalogue of company A. */
let cement: { id: number; sku: string };
let rebar: { id: number; sku: string };
let parent: { id: number };
let deleted: { id: number };
let foreignItem: { id: number };

const qto = (user: TestUser, method: string, path: string, body?: unknown) => call(server, method, `/boq/quantity-take-off${path}`, { token: user.token, body });

beforeAll(async () => {
  server = await startTestServer();
  estimatorA = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
  estimatorB = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
  outsiderA = await createUser(server, { companyId: estimatorA.companyId, scopes: ['LEADS_ACCESS'] });
  boqId = (await insertProject(server, estimatorA.companyId)).boq.id;
  otherBoqId = (await insertProject(server, estimatorA.companyId)).boq.id;
  await setBoqStatus(server, boqId, 'LOCKED');
  cement = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Portland Cement 40kg', price: '265.50', uom: 'bag' });
  rebar = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Deformed Bar 12mm', price: '187.25' });
  parent = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Plywood Marine', price: '0', variationCount: 2 });
  deleted = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Portland Cement Old', price: '1', isDeleted: true });
  foreignItem = await insertCatalogueItem(server, estimatorB.companyId, { name: 'Portland Cement Foreign', price: '1' });
});
afterAll(async () => server?.stop());

describe('GET /boq/quantity-take-off', () => {
  it("lists the company's catalogue items for a line, searchable by name or SKU, without parents or deleted items", async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, { description: 'Footing F1' });
    const all = await qto(estimatorA, 'GET', `?key=${line.key}&search=`);
    expect(all.status).toBe(200);
    const ids = all.body.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([cement.id, rebar.id]));
    expect(ids).not.toContain(parent.id);
    expect(ids).not.toContain(deleted.id);
    expect(ids).not.toContain(foreignItem.id);
    const found = await qto(estimatorA, 'GET', `?key=${line.key}&search=portland`);
    expect(found.body).toEqual([
      { id: cement.id, sku: cement.sku, name: 'Portland Cement 40kg', estimatedBuyingPrice: { raw: '265.50', formatted: '₱265.50' }, uom: { key: 'bag', abb: 'bag' } },
    ]);
    const bySku = await qto(estimatorA, 'GET', `?key=${line.key}&search=${encodeURIComponent(rebar.sku.toLowerCase())}`);
    expect(bySku.body.map((row: { id: number }) => row.id)).toEqual([rebar.id]);
  });

  it('400 without a key; 404 for another company\'s key; 403 without PROJECT_ACCESS', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, {});
    expectError(await qto(estimatorA, 'GET', ''), 400, ['key: is required']);
    expectError(await qto(estimatorB, 'GET', `?key=${line.key}`), 404, 'BOQ row not found');
    expectError(await qto(outsiderA, 'GET', `?key=${line.key}`), 403);
    expectError(await qto(estimatorB, 'GET', `/selection?id=${line.key}`), 404, 'BOQ row not found');
  });
});

describe('QTO selection and submit', () => {
  it('adds and changes amounts, answers the selection, then NO_ITEM -> PENDING -> APPROVED applies the take-off', async () => {
    const changes: BoqRowsChanged[] = [];
    const stop = onBoqRowsChanged((change) => void changes.push(change));
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, { description: 'Column C1', quantity: '3', materialUnitCost: '100' });
    expect(line.approvalStatus).toBe('NO_ITEM');

    const added = await qto(estimatorA, 'POST', '', { key: line.key, itemId: cement.id, amount: 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toEqual({ data: { id: expect.any(Number), itemId: cement.id, amount: '2', approvalStatus: 'NO_ITEM' }, message: QTO_MESSAGES.saved });
    // The same item again changes its amount.
    const changed = await qto(estimatorA, 'POST', '', { key: line.key, itemId: cement.id, amount: '12.5' });
    expect(changed.body.data.id).toBe(added.body.data.id);
    await qto(estimatorA, 'POST', '', { key: line.key, itemId: rebar.id, amount: 4 });

    const selection = await qto(estimatorA, 'GET', `/selection?id=${line.key}`);
    expect(selection.status).toBe(200);
    expect(selection.body).toEqual([
      { id: added.body.data.id, amount: '12.5', item: expect.objectContaining({ id: cement.id, name: 'Portland Cement 40kg', estimatedBuyingPrice: { raw: '265.50', formatted: '₱265.50' } }) },
      { id: expect.any(Number), amount: '4', item: expect.objectContaining({ id: rebar.id, sku: rebar.sku, uom: { key: 'pc', abb: 'pc' } }) },
    ]);

    const submitted = await qto(estimatorA, 'PUT', '/submit', { key: line.key });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toEqual({ message: 'Quantity take off request successfully submitted', approvalStatus: 'PENDING' });
    expect(submitted.body.message).toBe(BOQ_MESSAGES.qtoSubmitted);
    expect((await boqRow(server, line.id)).approvalStatus).toBe('PENDING');
    expect(changes).toEqual([]);

    const [{ editVersion: before }] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, boqId));
    const approved = await qto(estimatorA, 'PUT', '/submit', { key: line.key });
    // 12.5 × 265.50 = 3318.75; 4 × 187.25 = 749.00; total 4067.75; / 3 = 1355.916… -> 1355.92
    expect(approved.body).toEqual({
      message: QTO_MESSAGES.approved,
      approvalStatus: 'APPROVED',
      data: { key: line.key, quantityTakeOffTotal: '4067.75', materialUnitCost: '1355.92', quantity: '3' },
    });
    const stored = await boqRow(server, line.id);
    expect(stored).toMatchObject({ approvalStatus: 'APPROVED', isQuantityTakeOffItem: true, quantityTakeOffTotal: '4067.75', materialUnitCost: '1355.92', quantity: '3.0000' });
    const [{ editVersion: after }] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, boqId));
    expect(after).toBe(before + 1);
    const history = await server.context.db.select().from(boqHistory).where(eq(boqHistory.rowId, line.id));
    expect(history).toMatchObject([{ action: 'QTO_APPROVE', accountId: estimatorA.accountId, changes: { materialUnitCost: ['100.00', '1355.92'], quantityTakeOffTotal: ['0.00', '4067.75'] } }]);
    expect(changes).toEqual([{ companyId: estimatorA.companyId, boqId, rowIds: [line.id], editVersion: after, reason: 'QTO_APPROVE', accountId: estimatorA.accountId }]);
    stop();

    // Approved: submitting again is refused; a change needs approving again.
    expectError(await qto(estimatorA, 'PUT', '/submit', { key: line.key }), 422, QTO_MESSAGES.alreadyApproved);
    const again = await qto(estimatorA, 'POST', '', { key: line.key, itemId: rebar.id, amount: 5 });
    expect(again.body.data.approvalStatus).toBe('PENDING');
    expect(await boqRow(server, line.id)).toMatchObject({ approvalStatus: 'PENDING', materialUnitCost: '1355.92' });
    const reapproved = await qto(estimatorA, 'PUT', '/submit', { key: line.key });
    // 3318.75 + 5 × 187.25 = 4255.00; / 3 = 1418.333… -> 1418.33
    expect(reapproved.body.data).toEqual({ key: line.key, quantityTakeOffTotal: '4255.00', materialUnitCost: '1418.33', quantity: '3' });
  });

  it('a line of quantity 0 gets quantity 1 and the whole take-off as its unit cost', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, { quantity: '0' });
    await qto(estimatorA, 'POST', '', { key: line.key, itemId: cement.id, amount: 3 });
    await qto(estimatorA, 'PUT', '/submit', { key: line.key });
    const approved = await qto(estimatorA, 'PUT', '/submit', { key: line.key });
    expect(approved.body.data).toEqual({ key: line.key, quantityTakeOffTotal: '796.50', materialUnitCost: '796.50', quantity: '1' });
  });

  it('DELETE removes a selected item; an emptied take-off goes back to NO_ITEM; submit of nothing is refused', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, {});
    expectError(await qto(estimatorA, 'PUT', '/submit', { key: line.key }), 422, QTO_MESSAGES.empty);
    const added = await qto(estimatorA, 'POST', '', { key: line.key, itemId: cement.id, amount: 1 });
    await qto(estimatorA, 'PUT', '/submit', { key: line.key });
    expectError(await qto(estimatorB, 'DELETE', `?id=${added.body.data.id}`), 404, 'Quantity take off item not found');
    expectError(await qto(outsiderA, 'DELETE', `?id=${added.body.data.id}`), 403);
    expectError(await qto(estimatorA, 'DELETE', '?id=abc'), 400, ['id: must be a record id (a whole number from 1 to 2147483647)']);
    const removed = await qto(estimatorA, 'DELETE', `?id=${added.body.data.id}`);
    expect(removed.body).toEqual({ message: QTO_MESSAGES.removed, approvalStatus: 'NO_ITEM' });
    expect((await qto(estimatorA, 'GET', `/selection?id=${line.key}`)).body).toEqual([]);
    expectError(await qto(estimatorA, 'DELETE', `?id=${added.body.data.id}`), 404, 'Quantity take off item not found');
  });

  it('refuses bad input, other lines, unlocked BOQs, parents and other companies', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, {});
    expectError(await qto(estimatorA, 'POST', '', { key: line.key, itemId: cement.id, amount: 0 }), 400, ['amount: must be above 0']);
    expectError(await qto(estimatorA, 'POST', '', { key: line.key, itemId: cement.id, amount: 'x' }), 400, ['amount: must be a number']);
    expectError(await qto(estimatorA, 'POST', '', { key: '', itemId: 0, amount: 1 }), 400);
    expectError(await qto(estimatorA, 'PUT', '/submit', {}), 400, ['key: is required']);
    expectError(await qto(estimatorA, 'POST', '', { key: line.key, itemId: parent.id, amount: 1 }), 422, 'Choose a variation of Plywood Marine');
    expectError(await qto(estimatorA, 'POST', '', { key: line.key, itemId: deleted.id, amount: 1 }), 404, 'Item not found');
    expectError(await qto(estimatorA, 'POST', '', { key: line.key, itemId: foreignItem.id, amount: 1 }), 404, 'Item not found');
    // Another company's key: 404 for every call.
    expectError(await qto(estimatorB, 'POST', '', { key: line.key, itemId: foreignItem.id, amount: 1 }), 404, 'BOQ row not found');
    expectError(await qto(estimatorB, 'PUT', '/submit', { key: line.key }), 404, 'BOQ row not found');
    expectError(await qto(outsiderA, 'POST', '', { key: line.key, itemId: cement.id, amount: 1 }), 403);
    expectError(await qto(outsiderA, 'PUT', '/submit', { key: line.key }), 403);
    // Headings and lines with a catalogue item take no take-off.
    const heading = await insertBoqRow(server, estimatorA.companyId, boqId, { type: 'HEADING' });
    expectError(await qto(estimatorA, 'POST', '', { key: heading.key, itemId: cement.id, amount: 1 }), 422, QTO_MESSAGES.notTakeOffLine);
    const withItem = await insertBoqRow(server, estimatorA.companyId, boqId, { itemId: cement.id });
    expectError(await qto(estimatorA, 'POST', '', { key: withItem.key, itemId: cement.id, amount: 1 }), 422, QTO_MESSAGES.notTakeOffLine);
    // Only when the BOQ is LOCKED.
    const unlocked = await insertBoqRow(server, estimatorA.companyId, otherBoqId, {});
    expectError(await qto(estimatorA, 'POST', '', { key: unlocked.key, itemId: cement.id, amount: 1 }), 409, QTO_MESSAGES.notLocked);
    expectError(await qto(estimatorA, 'PUT', '/submit', { key: unlocked.key }), 409, QTO_MESSAGES.notLocked);
  });
});

describe('the live room', () => {
  it('a member of the BOQ room receives BOQ_DATA with the approved line', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, { description: 'Beam B1', quantity: '2', materialUnitCost: '10' });
    const socket = io(server.url, { path: '/socket.io', auth: { token: estimatorA.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    try {
      const data: { boqItems: { key: string; materialUnitCost: string; approvalStatus: string; children: unknown[] }[] }[] = [];
      socket.on('BOQ_DATA', (payload) => data.push(payload));
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      const joined = (await socket.timeout(8_000).emitWithAck('BOQ_JOIN', { boqId })) as { ok: boolean };
      expect(joined.ok).toBe(true);
      await waitFor(() => data.length >= 1);
      await qto(estimatorA, 'POST', '', { key: line.key, itemId: rebar.id, amount: 2 });
      await qto(estimatorA, 'PUT', '/submit', { key: line.key });
      await qto(estimatorA, 'PUT', '/submit', { key: line.key });
      const find = (rows: any[]): any => rows.map((r) => (r.key === line.key ? r : find(r.children))).find(Boolean);
      // 2 × 187.25 = 374.50; / 2 = 187.25
      const approved = await waitFor(() => data.slice(1).map((d) => find(d.boqItems)).find((row) => row?.approvalStatus === 'APPROVED'));
      expect(approved).toMatchObject({ materialUnitCost: '187.25', quantityTakeOffTotal: '374.50' });
    } finally {
      socket.close();
    }
  });
});
