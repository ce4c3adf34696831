import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { BOQ_MESSAGES, BOQ_SCOPES, QTO_APPROVAL_MESSAGES, type BoqDataPayload, type BoqPatchPayload } from '@haligi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, boqHistory, items } from '../src/db/schema';
import { QTO_MESSAGES } from '../src/modules/qto/qto.service';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';
import { boqRow, insertBoqRow, insertCatalogueItem, insertProject, setBoqStatus } from './qto-helpers';

let server: TestServer;
let estimatorA: TestUser;
let estimatorB: TestUser;
let outsiderA: TestUser;
/** Company A's approver (holds the approval scope); estimatorA holds it too, salesA does not. */
let approverA: TestUser;
let salesA: TestUser;
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
  estimatorA = await createUser(server, { scopes: ['PROJECT_ACCESS', BOQ_SCOPES.approveTakeOff] });
  estimatorB = await createUser(server, { scopes: ['PROJECT_ACCESS', BOQ_SCOPES.approveTakeOff] });
  approverA = await createUser(server, { companyId: estimatorA.companyId, scopes: ['PROJECT_ACCESS', BOQ_SCOPES.approveTakeOff] });
  salesA = await createUser(server, { companyId: estimatorA.companyId, scopes: ['PROJECT_ACCESS'] });
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

  it('leaves out drafts and variations of a draft (a take-off refuses them)', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, { description: 'Tiling' });
    const draft = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Picker Draft Tile' });
    const draftParent = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Picker Draft Pipe', variationCount: 1 });
    const variant = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Picker Draft Pipe 1in', parentId: draftParent.id });
    const published = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Picker Published Tile' });
    await server.context.db.update(items).set({ isDraft: true }).where(eq(items.id, draft.id));
    await server.context.db.update(items).set({ isDraft: true }).where(eq(items.id, draftParent.id));
    const found = await qto(estimatorA, 'GET', `?key=${line.key}&search=picker`);
    expect(found.body.map((row: { id: number }) => row.id)).toEqual([published.id]);
    expect(variant.isDraft).toBe(false);
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
    expect(await boqRow(server, line.id)).toMatchObject({ approvalStatus: 'PENDING', qtoSubmittedById: estimatorA.accountId });

    // Nobody approves their own submission; approving needs the approval scope.
    const [{ editVersion: before }] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, boqId));
    expectError(await qto(estimatorA, 'PUT', '/submit', { key: line.key }), 403, QTO_APPROVAL_MESSAGES.ownSubmission);
    expectError(await qto(salesA, 'PUT', '/submit', { key: line.key }), 403, QTO_APPROVAL_MESSAGES.noScope);
    expect(await boqRow(server, line.id)).toMatchObject({ approvalStatus: 'PENDING', materialUnitCost: '100.0000' });

    const approved = await qto(approverA, 'PUT', '/submit', { key: line.key });
    // 12.5 × 265.50 = 3318.75; 4 × 187.25 = 749.00; total 4067.75; / 3 = 1355.91666… -> 1355.9167 (a unit cost keeps 4 decimals)
    expect(approved.body).toEqual({
      message: QTO_MESSAGES.approved,
      approvalStatus: 'APPROVED',
      data: { key: line.key, quantityTakeOffTotal: '4067.75', materialUnitCost: '1355.9167', quantity: '3' },
    });
    const stored = await boqRow(server, line.id);
    expect(stored).toMatchObject({ approvalStatus: 'APPROVED', isQuantityTakeOffItem: true, quantityTakeOffTotal: '4067.75', materialUnitCost: '1355.9167', quantity: '3.0000' });
    const [{ editVersion: after }] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, boqId));
    expect(after).toBe(before + 1);
    const history = await server.context.db.select().from(boqHistory).where(eq(boqHistory.rowId, line.id));
    expect(history.map((h) => h.action)).toEqual(['QTO_SUBMIT', 'QTO_APPROVE']);
    expect(history[1]).toMatchObject({ accountId: approverA.accountId, changes: { materialUnitCost: ['100.0000', '1355.9167'], quantityTakeOffTotal: ['0.00', '4067.75'] } });
    // The line's material total is the take-off total: 3 × 1355.9167 = 4067.7501 -> 4067.75.
    const shown = (await call(server, 'GET', `/boq/${boqId}`, { token: estimatorA.token })).body as BoqDataPayload;
    expect(shown.boqItems.find((r) => r.key === line.key)).toMatchObject({ approvalStatus: 'APPROVED', materialTotalCost: '4067.75' });

    // Approved: submitting again is refused; a change needs approving again, and its author may not approve it.
    expectError(await qto(estimatorA, 'PUT', '/submit', { key: line.key }), 422, QTO_MESSAGES.alreadyApproved);
    const again = await qto(approverA, 'POST', '', { key: line.key, itemId: rebar.id, amount: 5 });
    expect(again.body.data.approvalStatus).toBe('PENDING');
    expect(await boqRow(server, line.id)).toMatchObject({ approvalStatus: 'PENDING', materialUnitCost: '1355.9167', qtoSubmittedById: approverA.accountId });
    expectError(await qto(approverA, 'PUT', '/submit', { key: line.key }), 403, QTO_APPROVAL_MESSAGES.ownSubmission);
    const reapproved = await qto(estimatorA, 'PUT', '/submit', { key: line.key });
    // 3318.75 + 5 × 187.25 = 4255.00; / 3 = 1418.3333…
    expect(reapproved.body.data).toEqual({ key: line.key, quantityTakeOffTotal: '4255.00', materialUnitCost: '1418.3333', quantity: '3' });
  });

  it('a line of quantity 0 gets quantity 1 and the whole take-off as its unit cost', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, { quantity: '0' });
    await qto(estimatorA, 'POST', '', { key: line.key, itemId: cement.id, amount: 3 });
    await qto(estimatorA, 'PUT', '/submit', { key: line.key });
    const approved = await qto(approverA, 'PUT', '/submit', { key: line.key });
    expect(approved.body.data).toEqual({ key: line.key, quantityTakeOffTotal: '796.50', materialUnitCost: '796.5', quantity: '1' });
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

type Row = { key: string; approvalStatus: string; materialUnitCost: string; quantityTakeOffTotal: string; children: Row[] };
const findRow = (rows: Row[], key: string): Row | undefined => rows.map((r) => (r.key === key ? r : findRow(r.children, key))).find(Boolean);

/** A socket of the user, joined to the BOQ room; collects what the room sends. */
async function joined(user: TestUser, id: number) {
  const socket = io(server.url, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  const data: BoqDataPayload[] = [];
  const patches: BoqPatchPayload[] = [];
  socket.on('BOQ_DATA', (payload) => data.push(payload));
  socket.on('BOQ_PATCH', (payload) => patches.push(payload));
  await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
  const answer = (await socket.timeout(8_000).emitWithAck('BOQ_JOIN', { boqId: id })) as { ok: boolean };
  expect(answer.ok).toBe(true);
  await waitFor(() => data.length >= 1);
  return { socket, data, patches };
}

describe('the one BOQ write path', () => {
  it('after every kind of take-off write, the room gets a patch, and GET /boq/{id} and a fresh join show the change', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, { description: 'Beam B1', quantity: '2', materialUnitCost: '10' });
    const member = await joined(estimatorA, boqId);
    try {
      /** What each reader shows for the line once the room has the patch of the write. */
      const expectEverywhere = async (status: string, extra: Partial<Row> = {}) => {
        await waitFor(() => member.patches.some((p) => p.changed.some((r) => r.key === line.key && r.approvalStatus === status)));
        const read = (await call(server, 'GET', `/boq/${boqId}`, { token: estimatorA.token })).body as BoqDataPayload;
        expect(findRow(read.boqItems as unknown as Row[], line.key)).toMatchObject({ approvalStatus: status, ...extra });
        const fresh = await joined(salesA, boqId);
        fresh.socket.close();
        expect(findRow(fresh.data[0].boqItems as unknown as Row[], line.key)).toMatchObject({ approvalStatus: status, ...extra });
        member.patches.length = 0;
      };
      // Warm the process cache: a write that did not bump edit_version would be served from it.
      await call(server, 'GET', `/boq/${boqId}`, { token: estimatorA.token });
      await qto(estimatorA, 'POST', '', { key: line.key, itemId: rebar.id, amount: 2 });
      await qto(estimatorA, 'PUT', '/submit', { key: line.key });
      await expectEverywhere('PENDING');
      await qto(approverA, 'PUT', '/submit', { key: line.key });
      // 2 × 187.25 = 374.50; / 2 = 187.25
      await expectEverywhere('APPROVED', { materialUnitCost: '187.2500', quantityTakeOffTotal: '374.50' });
      const changed = await qto(estimatorA, 'POST', '', { key: line.key, itemId: cement.id, amount: 1 });
      await expectEverywhere('PENDING', { materialUnitCost: '187.2500' });
      await qto(estimatorA, 'DELETE', `?id=${changed.body.data.id}`);
      const rebarSelection = (await qto(estimatorA, 'GET', `/selection?id=${line.key}`)).body[0];
      await qto(estimatorA, 'DELETE', `?id=${rebarSelection.id}`);
      await expectEverywhere('NO_ITEM');
    } finally {
      member.socket.close();
    }
  });

  it('a take-off write that changes no BOQ row bumps nothing and writes no history', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, { description: 'Slab S1' });
    const version = async () => (await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, boqId)))[0].editVersion;
    const before = await version();
    // Adding to a NO_ITEM take-off changes the selection, not the line.
    await qto(estimatorA, 'POST', '', { key: line.key, itemId: rebar.id, amount: 1 });
    expect(await version()).toBe(before);
    expect(await server.context.db.select().from(boqHistory).where(eq(boqHistory.rowId, line.id))).toEqual([]);
  });

  it('a draft item cannot be put in a take-off', async () => {
    const line = await insertBoqRow(server, estimatorA.companyId, boqId, {});
    const draft = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Draft Gravel', price: '5' });
    await server.context.db.update(items).set({ isDraft: true }).where(eq(items.id, draft.id));
    expectError(await qto(estimatorA, 'POST', '', { key: line.key, itemId: draft.id, amount: 1 }), 422, BOQ_MESSAGES.draftItem);
  });
});
