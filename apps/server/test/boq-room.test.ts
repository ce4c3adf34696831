import { randomBytes } from 'node:crypto';
import { BOQ_MESSAGES, BOQ_SCOPES, computeBoq, type BoqDataPayload, type BoqPatchPayload, type BoqRowView } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, boqItems, items, warehouses } from '../src/db/schema';
import { Tenant } from '../src/db/tenant';
import { loadBoqRows } from '../src/modules/boq/boq.repository';
import { BREAKDOWN_MESSAGE, MOVE_ITEMS_ONLY } from '../src/modules/boq/boq.service';
import { call, createUser, redisReachable, startSecondServer, startTestServer, TEST_REDIS_URL, waitFor, type TestServer, type TestUser } from './helper';

const QUIET_MS = 400;
const quiet = () => new Promise((r) => setTimeout(r, QUIET_MS));

let server: TestServer;
let owner: TestUser;
const open: Socket[] = [];

/** Dropping a test database at the end terminates connections its pool may still be closing. */
function quietPool(target: TestServer) {
  const pool = (target.context.db as unknown as { $client?: { on?: (event: string, listener: () => void) => void } }).$client;
  if (target.databaseUrl) pool?.on?.('error', () => undefined);
}

beforeAll(async () => {
  server = await startTestServer();
  quietPool(server);
  owner = await createUser(server, { scopes: ['PROJECT_ACCESS', BOQ_SCOPES.unlock] });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => server?.stop());

type Client = Awaited<ReturnType<typeof connect>>;

async function connect(token: string, target: { url: string } = server) {
  const socket = io(target.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event, payload) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const of = (event: string) => heard.filter((h) => h.event === event).map((h) => h.payload);
  const send = (event: string, payload: unknown) => socket.timeout(8_000).emitWithAck(event, payload) as Promise<{ ok: boolean; message?: string }>;
  return {
    socket,
    heard,
    of,
    send,
    patches: () => of('BOQ_PATCH') as BoqPatchPayload[],
    lastData: () => of('BOQ_DATA').at(-1) as BoqDataPayload | undefined,
  };
}

/** A new project of the owner's company and its empty BOQ. */
async function newBoq(target: TestServer = server, user: TestUser = owner): Promise<number> {
  const admin = await createUser(target, { companyId: user.companyId, isFullAccess: true });
  const answer = await call(target, 'POST', '/project', { token: admin.token, body: { name: `Tower ${randomBytes(3).toString('hex')}`, budget: 1000 } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [boq] = await target.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, answer.body.data.id));
  return boq.id;
}

const flat = (tree: BoqRowView[]): BoqRowView[] => tree.flatMap((r) => [r, ...flat(r.children)]);
async function data(boqId: number, token = owner.token, target: { url: string } = server): Promise<BoqDataPayload> {
  const answer = await call(target, 'GET', `/boq/${boqId}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
async function rowNamed(boqId: number, description: string, token = owner.token, target: { url: string } = server) {
  const row = flat((await data(boqId, token, target)).boqItems).find((r) => r.description === description);
  if (!row) throw new Error(`no row ${description}`);
  return row;
}

async function ok(client: Client, event: string, payload: unknown) {
  const answer = await client.send(event, payload);
  expect(answer, `${event} ${JSON.stringify(payload)}`).toEqual({ ok: true });
}

/** Adds a row and answers its id. */
async function add(
  client: Client,
  boqId: number,
  method: 'inside' | 'before' | 'after',
  referenceId: number,
  value: Record<string, unknown>,
  as: { token: string; target: { url: string } } = { token: owner.token, target: server },
) {
  await ok(client, 'BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: method, insertReferenceId: referenceId, insertValue: value } });
  return (await rowNamed(boqId, value.description as string, as.token, as.target)).id;
}

/** The database rows computed by the shared arithmetic: what every client must end up showing. */
async function computedFromDb(boqId: number, target: TestServer = server, companyId = owner.companyId) {
  return computeBoq(await loadBoqRows(target.context.db, new Tenant(target.context.db, companyId), boqId));
}

/** The server's cached tree is the tree computed afresh from the database rows. */
async function expectMatchesDb(boqId: number) {
  const fromDb = await computedFromDb(boqId);
  const body = await data(boqId);
  expect(body.boqItems).toEqual(JSON.parse(JSON.stringify(fromDb.tree)));
  expect([body.boqTotal, body.boqTotalWithProfit]).toEqual([fromDb.boqTotal, fromDb.boqTotalWithProfit]);
}

/** A heading, a subheading, two items and a breakdown of two under the second item. */
async function buildTree(client: Client, boqId: number) {
  const h = await add(client, boqId, 'inside', 0, { description: 'General Requirements' });
  const s = await add(client, boqId, 'inside', h, { description: 'Mobilization' });
  const i1 = await add(client, boqId, 'inside', s, { description: 'Temporary fence', quantity: 10, materialUnitCost: 100, laborUnitCost: 20, materialUnit: 'lm' });
  const i2 = await add(client, boqId, 'inside', s, { description: 'Site office', quantity: 2, materialUnitCost: 50.25 });
  const b1 = await add(client, boqId, 'inside', i2, { description: 'Plywood', quantity: 3, materialUnitCost: 10.1 });
  const b2 = await add(client, boqId, 'inside', i2, { description: 'Lumber', quantity: 1, materialUnitCost: 99.99, laborUnitCost: 0.01 });
  return { h, s, i1, i2, b1, b2 };
}

describe('joining', () => {
  it('the joiner receives BOQ_DATA; GET /boq/{id} answers the same body', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    const payload = await waitFor(() => client.lastData());
    expect(payload.boqInformation).toMatchObject({ id: boqId, status: 'PENDING', revision: 1 });
    expect(payload.boqItems).toEqual([]);
    expect(payload.boqTotal).toBe('0.00');
    expect(await data(boqId)).toEqual(payload);
    await ok(client, 'BOQ_RELOAD', { boqId });
    await waitFor(() => client.of('BOQ_DATA').length === 2);
  });

  it("another company's user cannot join, edit or read, and hears nothing", async () => {
    const boqId = await newBoq();
    const outsider = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    const member = await connect(owner.token);
    await ok(member, 'BOQ_JOIN', { boqId });
    const stranger = await connect(outsider.token);
    expect(await stranger.send('BOQ_JOIN', { boqId })).toEqual({ ok: false, message: BOQ_MESSAGES.notFound });
    expect(await stranger.send('BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: 'inside', insertReferenceId: 0, insertValue: { description: 'Hijack' } } })).toEqual({
      ok: false,
      message: BOQ_MESSAGES.notFound,
    });
    expect(await stranger.send('BOQ_LOCK', { boqId, isLock: true })).toEqual({ ok: false, message: BOQ_MESSAGES.notFound });
    expect((await call(server, 'GET', `/boq/${boqId}`, { token: outsider.token })).status).toBe(404);
    expect((await call(server, 'GET', `/boq/${boqId}/history`, { token: outsider.token })).status).toBe(404);
    await add(member, boqId, 'inside', 0, { description: 'Only ours' });
    await quiet();
    expect(stranger.heard.filter((h) => h.event.startsWith('BOQ_'))).toEqual([]);
    expect((await data(boqId)).boqInformation.status).toBe('PENDING');
  });

  it('a user without PROJECT_ACCESS is refused', async () => {
    const boqId = await newBoq();
    const clerk = await createUser(server, { companyId: owner.companyId, scopes: ['LEADS_ACCESS'] });
    const client = await connect(clerk.token);
    const answer = await client.send('BOQ_JOIN', { boqId });
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/permission/);
    expect((await client.send('BOQ_EDIT_ITEM', { boqId, params: { updateId: 1, updateValue: { quantity: 1 } } })).ok).toBe(false);
    await quiet();
    expect(client.of('BOQ_DATA')).toEqual([]);
    expect((await call(server, 'GET', `/boq/${boqId}`, { token: clerk.token })).status).toBe(403);
  });
});

describe('editing', () => {
  it('builds heading > subheading > items > breakdown with the right numerals and totals', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    const ids = await buildTree(client, boqId);
    const body = await data(boqId);
    const rows = new Map(flat(body.boqItems).map((r) => [r.id, r]));
    expect(body.boqItems.map((r) => r.type)).toEqual(['HEADING']);
    expect([ids.h, ids.s, ids.i1, ids.i2, ids.b1, ids.b2].map((id) => [rows.get(id)!.type, rows.get(id)!.numerals])).toEqual([
      ['HEADING', 'I'],
      ['SUBHEADING', 'A'],
      ['ITEM', '1'],
      ['ITEM', '2'],
      ['ITEM', '2.1'],
      ['ITEM', '2.2'],
    ]);
    // i1: 10 x 100 + 10 x 20 = 1200; i2 = its breakdown: 3 x 10.10 + (99.99 + 0.01) = 130.30
    expect(rows.get(ids.i1)!.directCost).toBe('1200.00');
    expect(rows.get(ids.i2)!.directCost).toBe('130.30');
    expect(rows.get(ids.s)!.directCost).toBe('1330.30');
    expect(rows.get(ids.h)!.directCost).toBe('1330.30');
    expect(body.boqTotal).toBe('1330.30');
    expect(rows.get(ids.i1)!.materialUnit).toBe('lm');
    expect(rows.get(ids.i1)!.key).toEqual(expect.any(String));
    // Every add was one patch, versions 1..6 in order.
    await waitFor(() => client.patches().length === 6);
    expect(client.patches().map((p) => p.editVersion)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(client.patches().at(-1)!.boqTotal).toBe('1330.30');
    await expectMatchesDb(boqId);
  });

  it('an edit patches only the changed row and its ancestors; totals are the sum; history is written', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    const watcher = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    await ok(watcher, 'BOQ_JOIN', { boqId });
    const ids = await buildTree(client, boqId);
    await add(client, boqId, 'inside', 0, { description: 'Earthworks' });
    await waitFor(() => watcher.patches().length === 7);

    await ok(client, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: ids.b1, updateValue: { quantity: 5, profitMarginPercentage: 10 } } });
    const patch = await waitFor(() => watcher.patches()[7]);
    expect(patch.changed.map((r) => r.id).sort()).toEqual([ids.h, ids.s, ids.i2, ids.b1].sort());
    expect(patch.removedIds).toEqual([]);
    expect(patch.by).toEqual({ accountId: owner.accountId, name: 'Juan Dela Cruz' });
    const b1 = patch.changed.find((r) => r.id === ids.b1)!;
    expect(b1).toMatchObject({ quantity: '5.0000', directCost: '50.50', profitMargin: '5.05', totalWithProfit: '55.55' });
    const fromDb = await computedFromDb(boqId);
    expect(patch.boqTotal).toBe(fromDb.boqTotal);
    expect(patch.boqTotal).toBe('1350.50');
    expect(patch.boqTotalWithProfit).toBe(fromDb.boqTotalWithProfit);
    expect(patch.changed.find((r) => r.id === ids.h)!.directCost).toBe(fromDb.byId.get(ids.h)!.directCost);

    // A row with a breakdown keeps its costs; its description may change.
    expect(await client.send('BOQ_EDIT_ITEM', { boqId, params: { updateId: ids.i2, updateValue: { quantity: 9 } } })).toEqual({ ok: false, message: BREAKDOWN_MESSAGE });
    await ok(client, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: ids.i2, updateValue: { description: 'Site office and bunkhouse' } } });

    const history = await call(server, 'GET', `/boq/${boqId}/history?page=1&perPage=5`, { token: owner.token });
    expect(history.status).toBe(200);
    expect(history.body.pagination).toEqual({ page: 1, perPage: 5, total: 9 });
    expect(history.body.list[0]).toMatchObject({ action: 'EDIT', rowId: ids.i2, changes: { description: ['Site office', 'Site office and bunkhouse'] }, account: { id: owner.accountId, name: 'Juan Dela Cruz' } });
    expect(history.body.list[1]).toMatchObject({ action: 'EDIT', rowId: ids.b1, changes: { quantity: ['3.0000', '5.0000'], profitMarginPercentage: ['0.0000', '10.0000'] } });
    expect(history.body.list.at(-1)).toMatchObject({ action: 'ADD' });
  });

  it('an edit that changes nothing writes nothing: no version, no history row, no patch', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    const watcher = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    await ok(watcher, 'BOQ_JOIN', { boqId });
    const h = await add(client, boqId, 'inside', 0, { description: 'Heading' });
    const s = await add(client, boqId, 'inside', h, { description: 'Sub' });
    const i = await add(client, boqId, 'inside', s, { description: 'Rebar', quantity: 2, materialUnitCost: 10 });
    await ok(client, 'BOQ_CHANGE_COLOR', { boqId, params: { itemId: i, color: 'red' } });
    await waitFor(() => watcher.patches().length === 4);
    const before = await data(boqId);
    const historyTotal = async () => (await call(server, 'GET', `/boq/${boqId}/history?perPage=1`, { token: owner.token })).body.pagination.total;
    const historyBefore = await historyTotal();
    await ok(client, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: i, updateValue: { quantity: 2, materialUnitCost: '10.00', description: 'Rebar' } } });
    await ok(client, 'BOQ_CHANGE_COLOR', { boqId, params: { itemId: i, color: 'red' } });
    await quiet();
    expect(watcher.patches()).toHaveLength(4);
    expect((await data(boqId)).boqInformation.editVersion).toBe(before.boqInformation.editVersion);
    expect(await historyTotal()).toBe(historyBefore);
    // Only the fields that change are recorded.
    await ok(client, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: i, updateValue: { quantity: 3, materialUnitCost: 10 } } });
    const history = await call(server, 'GET', `/boq/${boqId}/history?perPage=1`, { token: owner.token });
    expect(history.body.list[0].changes).toEqual({ quantity: ['2.0000', '3.0000'] });
  });

  it('keeps unit costs and quantities as entered (4 decimals) and rounds only amounts: 0.125 x 1,000 is 125.00', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    const h = await add(client, boqId, 'inside', 0, { description: 'Heading' });
    const s = await add(client, boqId, 'inside', h, { description: 'Sub' });
    const i = await add(client, boqId, 'inside', s, { description: 'Tie wire', quantity: 1000, materialUnitCost: 0.125 });
    expect(await rowNamed(boqId, 'Tie wire')).toMatchObject({ materialUnitCost: '0.1250', materialTotalCost: '125.00' });
    await ok(client, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: i, updateValue: { materialUnitCost: '0.0125', laborUnitCost: '0.0075', quantity: '1000.5' } } });
    // 1000.5 x 0.0125 = 12.50625 -> 12.51; 1000.5 x 0.0075 = 7.50375 -> 7.50
    expect(await rowNamed(boqId, 'Tie wire')).toMatchObject({ materialUnitCost: '0.0125', laborUnitCost: '0.0075', quantity: '1000.5000', materialTotalCost: '12.51', laborTotalCost: '7.50' });
    expect(await client.send('BOQ_EDIT_ITEM', { boqId, params: { updateId: i, updateValue: { materialUnitCost: '0.12345' } } })).toEqual({
      ok: false,
      message: 'params.updateValue.materialUnitCost: must have at most 4 decimal places',
    });
    await expectMatchesDb(boqId);
  });

  it('unlocking needs the unlock scope; a draft item cannot be put in a BOQ', async () => {
    const boqId = await newBoq();
    const projectOnly = await createUser(server, { companyId: owner.companyId, scopes: ['PROJECT_ACCESS'] });
    const client = await connect(projectOnly.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    const h = await add(client, boqId, 'inside', 0, { description: 'Heading' }, { token: projectOnly.token, target: server });
    const s = await add(client, boqId, 'inside', h, { description: 'Sub' }, { token: projectOnly.token, target: server });
    const [draft] = await server.context.db
      .insert(items)
      .values({ companyId: owner.companyId, name: 'Draft tile', sku: `DRF-${randomBytes(3).toString('hex')}`, uom: 'pc', isDraft: true })
      .returning();
    const addDraft = { boqId, params: { insertReferenceMethod: 'inside', insertReferenceId: s, insertValue: { description: 'Tiles', itemId: draft.id } } };
    expect(await client.send('BOQ_ADD_ITEM', addDraft)).toEqual({ ok: false, message: BOQ_MESSAGES.draftItem });
    await ok(client, 'BOQ_LOCK', { boqId, isLock: true });
    expect(await client.send('BOQ_LOCK', { boqId, isLock: false })).toEqual({ ok: false, message: BOQ_MESSAGES.unlockScope });
    expect((await data(boqId, projectOnly.token)).boqInformation.status).toBe('LOCKED');
  });

  it('validation errors and unknown rows are acknowledged with a readable message', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    const h = await add(client, boqId, 'inside', 0, { description: 'Heading' });
    const s = await add(client, boqId, 'inside', h, { description: 'Sub' });
    const i = await add(client, boqId, 'inside', s, { description: 'Item', quantity: 1, materialUnitCost: 5 });
    const negative = await client.send('BOQ_EDIT_ITEM', { boqId, params: { updateId: i, updateValue: { quantity: -1 } } });
    expect(negative).toEqual({ ok: false, message: 'params.updateValue.quantity: must be at least 0' });
    const noDescription = await client.send('BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: 'inside', insertReferenceId: s, insertValue: { description: ' ' } } });
    expect(noDescription).toEqual({ ok: false, message: 'params.insertValue.description: is required' });
    expect((await client.send('BOQ_EDIT_ITEM', 'nonsense')).ok).toBe(false);
    expect((await client.send('BOQ_MOVE_ITEM', { boqId, params: { moveReferenceMethod: 'before', moveFromReferenceId: i, moveToReferenceId: i } })).ok).toBe(false);
    expect(await client.send('BOQ_DELETE_ITEM', { boqId, params: { itemId: 99_999_999 } })).toEqual({ ok: false, message: BOQ_MESSAGES.rowNotFound });
    const empty = await add(client, boqId, 'inside', 0, { description: 'Empty heading' });
    expect(await client.send('BOQ_EDIT_ITEM', { boqId, params: { updateId: empty, updateValue: { quantity: 3 } } })).toEqual({ ok: false, message: 'Only item rows have costs' });
    expect(await client.send('BOQ_JOIN', { boqId: 99_999_999 })).toEqual({ ok: false, message: BOQ_MESSAGES.notFound });
    // Nothing was changed by the refused messages.
    expect((await call(server, 'GET', `/boq/${boqId}/history`, { token: owner.token })).body.pagination.total).toBe(4);
  });

  it('a catalogue item sets the unit and the estimated buying price; another company’s item is not found', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    const [cement] = await server.context.db
      .insert(items)
      .values({ companyId: owner.companyId, name: 'Portland Cement', sku: `CEM-${randomBytes(3).toString('hex')}`, uom: 'bag', estimatedBuyingPrice: '245.50' })
      .returning();
    const outsider = await createUser(server);
    const [foreign] = await server.context.db
      .insert(items)
      .values({ companyId: outsider.companyId, name: 'Foreign', sku: `FOR-${randomBytes(3).toString('hex')}`, uom: 'kg', estimatedBuyingPrice: '1.00' })
      .returning();
    const h = await add(client, boqId, 'inside', 0, { description: 'Heading' });
    const s = await add(client, boqId, 'inside', h, { description: 'Sub' });
    const i = await add(client, boqId, 'inside', s, { description: 'Cement', quantity: 2, itemId: cement.id, materialUnitCost: 1 });
    expect(await rowNamed(boqId, 'Cement')).toMatchObject({ itemId: cement.id, materialUnit: 'bag', materialUnitCost: '245.5000', materialTotalCost: '491.00' });
    expect(await client.send('BOQ_EDIT_ITEM', { boqId, params: { updateId: i, updateValue: { itemId: foreign.id } } })).toEqual({ ok: false, message: 'Item not found' });
    await ok(client, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: i, updateValue: { itemId: 0 } } });
    expect(await rowNamed(boqId, 'Cement')).toMatchObject({ itemId: null, materialUnitCost: '245.5000' });
  });

  it('lock refuses every edit with the message; unlock allows them again; the room receives BOQ_DATA', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    const watcher = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    await ok(watcher, 'BOQ_JOIN', { boqId });
    const h = await add(client, boqId, 'inside', 0, { description: 'Heading' });
    await ok(client, 'BOQ_LOCK', { boqId, isLock: true });
    await waitFor(() => watcher.lastData()?.boqInformation.status === 'LOCKED');
    const refused = { ok: false, message: BOQ_MESSAGES.locked };
    expect(await client.send('BOQ_EDIT_ITEM', { boqId, params: { updateId: h, updateValue: { description: 'x' } } })).toEqual(refused);
    expect(await client.send('BOQ_CHANGE_COLOR', { boqId, params: { itemId: h, color: 'red' } })).toEqual(refused);
    expect(await client.send('BOQ_DELETE_ITEM', { boqId, params: { itemId: h } })).toEqual(refused);
    expect(await client.send('BOQ_MOVE_ITEM', { boqId, params: { moveReferenceMethod: 'after', moveFromReferenceId: h, moveToReferenceId: h } })).toEqual(refused);
    expect(await client.send('BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: 'inside', insertReferenceId: 0, insertValue: { description: 'y' } } })).toEqual(refused);
    const [locked] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, boqId));
    expect(locked.status).toBe('LOCKED');
    expect(locked.lockedAt).toBeInstanceOf(Date);
    await ok(client, 'BOQ_LOCK', { boqId, isLock: false });
    await waitFor(() => watcher.lastData()?.boqInformation.status === 'PENDING');
    await ok(client, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: h, updateValue: { description: 'Unlocked' } } });
    expect((await rowNamed(boqId, 'Unlocked')).id).toBe(h);
  });

  it('a purchase request against the locked BOQ reaches the room as a BOQ_PATCH of the quantity purchased with the new edit_version', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    const watcher = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    await ok(watcher, 'BOQ_JOIN', { boqId });
    const [cement] = await server.context.db
      .insert(items)
      .values({ companyId: owner.companyId, name: 'Portland Cement', sku: `PRC-${randomBytes(3).toString('hex')}`, uom: 'bag', estimatedBuyingPrice: '245.50' })
      .returning();
    const h = await add(client, boqId, 'inside', 0, { description: 'Heading' });
    const s = await add(client, boqId, 'inside', h, { description: 'Sub' });
    const i = await add(client, boqId, 'inside', s, { description: 'Cement', quantity: 10, itemId: cement.id });
    await ok(client, 'BOQ_LOCK', { boqId, isLock: true });
    const before = (await data(boqId)).boqInformation.editVersion;
    const [boq] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, boqId));
    const [warehouse] = await server.context.db.select().from(warehouses).where(eq(warehouses.projectId, boq.projectId));
    const key = (await rowNamed(boqId, 'Cement')).key;
    const answer = await call(server, 'POST', '/purchase-order/request', {
      token: owner.token,
      body: { projectId: boq.projectId, warehouseId: warehouse.id, billOfQuantityId: boqId, deliveryDate: '2026-12-01T00:00:00.000Z', items: [{ itemId: cement.id, quantity: 4, rate: 245.5, boqKey: key }] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    await waitFor(() => watcher.patches().some((p) => p.editVersion === before + 1));
    const patch = watcher.patches().find((p) => p.editVersion === before + 1)!;
    expect(patch.changed.find((row) => row.id === i)).toMatchObject({ id: i, quantityPurchased: '4.0000' });
    expect(patch.by.accountId).toBe(owner.accountId);
    const after = await data(boqId);
    expect(after.boqInformation.editVersion).toBe(before + 1);
    expect(await rowNamed(boqId, 'Cement')).toMatchObject({ quantityPurchased: '4.0000' });
    await expectMatchesDb(boqId);
  });

  it('delete removes the row and its descendants; move makes an item the next sibling of the target; colour', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    const ids = await buildTree(client, boqId);
    const s2 = await add(client, boqId, 'after', ids.s, { description: 'Second sub' });
    const j = await add(client, boqId, 'inside', s2, { description: 'Gravel', quantity: 4, materialUnitCost: 25 });

    // Move the breakdown row b1 to sit right after j in the second subheading.
    await ok(client, 'BOQ_MOVE_ITEM', { boqId, params: { moveReferenceMethod: 'after', moveFromReferenceId: ids.b1, moveToReferenceId: j } });
    let rows = new Map(flat((await data(boqId)).boqItems).map((r) => [r.id, r]));
    expect(rows.get(ids.b1)).toMatchObject({ parentId: s2, numerals: '2' });
    expect(rows.get(s2)!.children.map((r) => r.id)).toEqual([j, ids.b1]);
    expect(rows.get(ids.b2)!.numerals).toBe('2.1');
    // Move i1 after i2 (both in the first subheading).
    await ok(client, 'BOQ_MOVE_ITEM', { boqId, params: { moveReferenceMethod: 'after', moveFromReferenceId: ids.i1, moveToReferenceId: ids.i2 } });
    rows = new Map(flat((await data(boqId)).boqItems).map((r) => [r.id, r]));
    expect(rows.get(ids.s)!.children.map((r) => r.id)).toEqual([ids.i2, ids.i1]);
    expect(rows.get(ids.i2)!.numerals).toBe('1');
    expect(await client.send('BOQ_MOVE_ITEM', { boqId, params: { moveReferenceMethod: 'after', moveFromReferenceId: ids.s, moveToReferenceId: ids.i1 } })).toEqual({ ok: false, message: MOVE_ITEMS_ONLY });
    expect((await client.send('BOQ_MOVE_ITEM', { boqId, params: { moveReferenceMethod: 'after', moveFromReferenceId: ids.i2, moveToReferenceId: ids.b2 } })).ok).toBe(false);

    await ok(client, 'BOQ_CHANGE_COLOR', { boqId, params: { itemId: ids.i1, color: '#ff0000' } });
    const colour = await waitFor(() => client.patches().find((p) => p.changed.some((r) => r.id === ids.i1 && r.color === '#ff0000')));
    expect(colour.changed.map((r) => r.id)).toEqual([ids.i1]);

    await ok(client, 'BOQ_DELETE_ITEM', { boqId, params: { itemId: ids.i2 } });
    const removal = await waitFor(() => client.patches().find((p) => p.removedIds.length > 0));
    expect(removal.removedIds.sort()).toEqual([ids.i2, ids.b2].sort());
    const left = await server.context.db.select({ id: boqItems.id }).from(boqItems).where(eq(boqItems.boqId, boqId));
    expect(left.map((r) => r.id).sort()).toEqual([ids.h, ids.s, ids.i1, s2, j, ids.b1].sort());
    expect(removal.boqTotal).toBe((await computedFromDb(boqId)).boqTotal);
    // i1 1200 + j 100 + b1 30.30
    expect(removal.boqTotal).toBe('1330.30');
    await expectMatchesDb(boqId);
    // A second heading: a move across headings, then deleting a whole heading.
    const h2 = await add(client, boqId, 'after', ids.h, { description: 'Earthworks' });
    const s3 = await add(client, boqId, 'inside', h2, { description: 'Excavation' });
    const k = await add(client, boqId, 'inside', s3, { description: 'Backfill', quantity: 2, materialUnitCost: 7 });
    await ok(client, 'BOQ_MOVE_ITEM', { boqId, params: { moveReferenceMethod: 'after', moveFromReferenceId: j, moveToReferenceId: k } });
    const moved = await waitFor(() => client.patches().find((p) => p.changed.some((r) => r.id === j && r.parentId === s3)));
    expect(moved.changed.find((r) => r.id === j)!.numerals).toBe('2');
    await expectMatchesDb(boqId);
    await ok(client, 'BOQ_DELETE_ITEM', { boqId, params: { itemId: ids.h } });
    const gone = await waitFor(() => client.patches().find((p) => p.removedIds.includes(ids.h)));
    expect(gone.removedIds.sort()).toEqual([ids.h, ids.s, ids.i1, s2, ids.b1].sort());
    expect(gone.changed.find((r) => r.id === h2)!.numerals).toBe('I');
    await expectMatchesDb(boqId);
  });

  it('inserting before the same row again and again keeps the order (siblings are renumbered when the gap is tiny)', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    const first = await add(client, boqId, 'inside', 0, { description: 'First' });
    const last = await add(client, boqId, 'after', first, { description: 'Last' });
    for (let n = 1; n <= 30; n++) await ok(client, 'BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: 'before', insertReferenceId: last, insertValue: { description: `Middle ${n}` } } });
    await ok(client, 'BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: 'before', insertReferenceId: first, insertValue: { description: 'Zeroth' } } });
    const tree = (await data(boqId)).boqItems;
    expect(tree.map((r) => r.description)).toEqual(['Zeroth', 'First', ...Array.from({ length: 30 }, (_, i) => `Middle ${i + 1}`), 'Last']);
    expect(tree.map((r) => r.numerals).slice(0, 4)).toEqual(['I', 'II', 'III', 'IV']);
    const positions = tree.map((r) => r.position);
    expect(new Set(positions).size).toBe(positions.length);
    await expectMatchesDb(boqId);
  });
});

describe('concurrent editors', () => {
  it('3 clients x 20 edits at once: no lost update, every client sees every patch, the totals equal the database', async () => {
    const boqId = await newBoq();
    const clients = await Promise.all([connect(owner.token), connect(owner.token), connect(owner.token)]);
    for (const c of clients) await ok(c, 'BOQ_JOIN', { boqId });
    const h = await add(clients[0], boqId, 'inside', 0, { description: 'Heading' });
    const s = await add(clients[0], boqId, 'inside', h, { description: 'Sub' });
    const own: number[] = [];
    for (let n = 0; n < 3; n++) own.push(await add(clients[0], boqId, 'inside', s, { description: `Own ${n}`, quantity: 0.5, materialUnitCost: 10 }));
    const shared = await add(clients[0], boqId, 'inside', s, { description: 'Shared', quantity: 1, materialUnitCost: 1 });
    const startVersion = (await data(boqId)).boqInformation.editVersion;

    await Promise.all(
      clients.map((c, n) =>
        Promise.all(
          Array.from({ length: 20 }, (_, k) =>
            k % 2 === 0
              ? ok(c, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: own[n], updateValue: { quantity: k + 1 } } })
              : ok(c, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: shared, updateValue: { laborUnitCost: n * 100 + k } } }),
          ),
        ),
      ),
    );
    const endVersion = startVersion + 60;
    for (const c of clients) await waitFor(() => c.patches().some((p) => p.editVersion === endVersion), 10_000);
    const fromDb = await computedFromDb(boqId);
    for (const c of clients) {
      const versions = c.patches().map((p) => p.editVersion).filter((v) => v > startVersion);
      expect(versions).toEqual(Array.from({ length: 60 }, (_, i) => startVersion + i + 1));
      expect(c.patches().at(-1)!.boqTotal).toBe(fromDb.boqTotal);
    }
    // Each client's last edit of its own row is what the database holds (messages of one socket keep their order).
    for (const id of own) expect(fromDb.byId.get(id)!.quantity).toBe('19.0000');
    const body = await data(boqId);
    expect(body.boqInformation.editVersion).toBe(endVersion);
    expect(body.boqTotal).toBe(fromDb.boqTotal);
    // The server's cached tree (updated edit by edit) is the tree computed afresh from the database.
    expect(body.boqItems).toEqual(JSON.parse(JSON.stringify(fromDb.tree)));
    expect((await call(server, 'GET', `/boq/${boqId}/history?perPage=1`, { token: owner.token })).body.pagination.total).toBe(6 + 60);
    // The shared row holds the last accepted edit, as the last patch that touched it says.
    const lastShared = [...clients[0].patches()].reverse().find((p) => p.changed.some((r) => r.id === shared && r.laborUnitCost !== undefined))!;
    expect(fromDb.byId.get(shared)!.laborUnitCost).toBe(lastShared.changed.find((r) => r.id === shared)!.laborUnitCost);
  });
});

describe('presence', () => {
  it('BOQ_FOCUS tells the room who edits which cell; a member who leaves or disconnects is removed', async () => {
    const boqId = await newBoq();
    const colleague = await createUser(server, { companyId: owner.companyId, scopes: ['PROJECT_ACCESS'] });
    const a = await connect(owner.token);
    const b = await connect(colleague.token);
    await ok(a, 'BOQ_JOIN', { boqId });
    await ok(b, 'BOQ_JOIN', { boqId });
    const h = await add(a, boqId, 'inside', 0, { description: 'Heading' });
    await ok(b, 'BOQ_FOCUS', { boqId, rowId: h, field: 'description' });
    const seen = await waitFor(() => a.of('BOQ_PRESENCE').find((p) => p.members.some((m: any) => m.rowId === h)));
    expect(seen.members).toHaveLength(2);
    expect(seen.members.find((m: any) => m.socketId === b.socket.id)).toEqual({ accountId: colleague.accountId, name: 'Juan Dela Cruz', socketId: b.socket.id, rowId: h, field: 'description' });
    b.socket.disconnect();
    await waitFor(() => {
      const last = a.of('BOQ_PRESENCE').at(-1);
      return last?.members.length === 1 && last.members[0].socketId === a.socket.id;
    });
    const c = await connect(colleague.token);
    await ok(c, 'BOQ_JOIN', { boqId });
    await waitFor(() => a.of('BOQ_PRESENCE').at(-1)?.members.length === 2);
    await ok(c, 'BOQ_LEAVE', { boqId });
    await waitFor(() => a.of('BOQ_PRESENCE').at(-1)?.members.length === 1);
    expect((await c.send('BOQ_FOCUS', { boqId, rowId: h, field: 'quantity' })).ok).toBe(false);
  });
});

// Two server processes on one database (PostgreSQL when TEST_DATABASE_URL is set) sharing Redis.
const REDIS_URL = TEST_REDIS_URL;
const reachable = await redisReachable(REDIS_URL);
if (!reachable) console.warn(`boq-room.test.ts: the two-process test is skipped, no Redis at ${REDIS_URL}`);

describe.skipIf(!reachable)('two server processes sharing one database and Redis', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const redisPrefix = `haligi-test-${randomBytes(6).toString('hex')}`;
    first = await startTestServer({ redisUrl: REDIS_URL, redisPrefix });
    second = await startSecondServer(first, { redisUrl: REDIS_URL, redisPrefix });
    quietPool(first);
    quietPool(second);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('clients on both processes edit concurrently: no lost update, each receives the other’s patches', async () => {
    const user = await createUser(first, { scopes: ['PROJECT_ACCESS'] });
    const boqId = await newBoq(first, user);
    const onA = await connect(user.token, first);
    const onB = await connect(user.token, second);
    await ok(onA, 'BOQ_JOIN', { boqId });
    await ok(onB, 'BOQ_JOIN', { boqId });
    // The adapters subscribe asynchronously: wait until presence from one process reaches the other.
    await waitFor(async () => {
      await ok(onA, 'BOQ_FOCUS', { boqId, rowId: null, field: null });
      await new Promise((r) => setTimeout(r, 100));
      return onB.of('BOQ_PRESENCE').some((p) => p.members.length === 2);
    }, 15_000);
    const as = { token: user.token, target: first };
    const h = await add(onA, boqId, 'inside', 0, { description: 'Heading' }, as);
    const s = await add(onA, boqId, 'inside', h, { description: 'Sub' }, as);
    const rowA = await add(onA, boqId, 'inside', s, { description: 'A row', quantity: 0.5, materialUnitCost: 10 }, as);
    const rowB = await add(onA, boqId, 'inside', s, { description: 'B row', quantity: 0.5, materialUnitCost: 20 }, as);
    const shared = await add(onA, boqId, 'inside', s, { description: 'Shared', quantity: 1, materialUnitCost: 30 }, as);
    const start = (await data(boqId, user.token, first)).boqInformation.editVersion;

    const edits = (c: Client, own: number, base: number) =>
      Promise.all(
        Array.from({ length: 20 }, (_, k) =>
          ok(c, 'BOQ_EDIT_ITEM', { boqId, params: k % 2 ? { updateId: shared, updateValue: { laborUnitCost: base + k } } : { updateId: own, updateValue: { quantity: k + 1 } } }),
        ),
      );
    await Promise.all([edits(onA, rowA, 100), edits(onB, rowB, 200)]);
    const end = start + 40;
    // Patches published by the two processes reach a client in no fixed order across the adapter:
    // wait until every version has arrived (a lost one times out), not only the last.
    const heardAll = (c: Client) => new Set(c.patches().map((p) => p.editVersion).filter((v) => v > start)).size === 40;
    for (const c of [onA, onB]) await waitFor(() => heardAll(c), 15_000);
    const fromDb = await computedFromDb(boqId, first, user.companyId);
    for (const c of [onA, onB]) {
      expect(c.patches().map((p) => p.editVersion).filter((v) => v > start).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => start + i + 1));
      const last = c.patches().find((p) => p.editVersion === end)!;
      expect(last.boqTotal).toBe(fromDb.boqTotal);
    }
    expect(fromDb.byId.get(rowA)!.quantity).toBe('19.0000');
    expect(fromDb.byId.get(rowB)!.quantity).toBe('19.0000');
    // Each heard the other's edits.
    expect(onA.patches().some((p) => p.changed.some((r) => r.id === rowB))).toBe(true);
    expect(onB.patches().some((p) => p.changed.some((r) => r.id === rowA))).toBe(true);
    const body = await data(boqId, user.token, second);
    expect(body.boqInformation.editVersion).toBe(end);
    expect(body.boqTotal).toBe(fromDb.boqTotal);
    expect(body.boqItems).toEqual(JSON.parse(JSON.stringify(fromDb.tree)));
    expect((await data(boqId, user.token, first)).boqItems).toEqual(body.boqItems);
    expect((await call(first, 'GET', `/boq/${boqId}/history?perPage=1`, { token: user.token })).body.pagination.total).toBe(5 + 40);
  });
});

describe('an ITEM directly under a HEADING (insertValue.type, decision 0035)', () => {
  it("'+ Item' on a heading puts an ITEM under it, the room hears it, and the totals roll up", async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    const watcher = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    await ok(watcher, 'BOQ_JOIN', { boqId });
    const h = await add(client, boqId, 'inside', 0, { description: 'Earthworks' });
    const s = await add(client, boqId, 'inside', h, { description: 'Excavation' });
    const direct = await add(client, boqId, 'inside', h, { type: 'ITEM', description: 'Site clearing', quantity: 2, materialUnitCost: 150.5, laborUnitCost: 10, materialUnit: 'lot' });
    await add(client, boqId, 'inside', s, { description: 'Backfill', quantity: 1, materialUnitCost: 99.99 });
    const row = await rowNamed(boqId, 'Site clearing');
    expect(row).toMatchObject({ id: direct, type: 'ITEM', parentId: h, numerals: '1', quantity: '2.0000', materialUnit: 'lot', materialTotalCost: '301.00', directCost: '321.00' });
    // The same insert without the type keeps the rule: a SUBHEADING.
    expect((await rowNamed(boqId, 'Excavation')).type).toBe('SUBHEADING');
    const heading = await rowNamed(boqId, 'Earthworks');
    expect(heading.directCost).toBe('420.99'); // 321.00 + 99.99
    expect((await data(boqId)).boqTotal).toBe('420.99');
    // The other member heard the new row and the new totals live.
    const heard = await waitFor(() => watcher.patches().find((p) => p.changed.some((r) => r.id === direct)));
    expect(heard.changed.find((r) => r.id === direct)).toMatchObject({ type: 'ITEM', parentId: h });
    expect(heard.changed.find((r) => r.id === h)?.directCost).toBe('321.00');
    await waitFor(() => watcher.patches().at(-1)?.boqTotal === '420.99');
    await expectMatchesDb(boqId);
  });

  it('asking for an ITEM where none can go is refused and changes nothing', async () => {
    const boqId = await newBoq();
    const client = await connect(owner.token);
    await ok(client, 'BOQ_JOIN', { boqId });
    const h = await add(client, boqId, 'inside', 0, { description: 'Roofing' });
    const s = await add(client, boqId, 'inside', h, { description: 'Trusses' });
    const before = await data(boqId);
    const refused = { ok: false, message: 'An item goes inside a heading, a subheading or an item, or before or after an item' };
    for (const [method, referenceId] of [['after', h], ['before', s], ['inside', 0]] as const) {
      expect(await client.send('BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: method, insertReferenceId: referenceId, insertValue: { type: 'ITEM', description: 'Stray' } } })).toEqual(refused);
    }
    expect(await client.send('BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: 'inside', insertReferenceId: h, insertValue: { type: 'SUBHEADING', description: 'Stray' } } })).toMatchObject({ ok: false });
    expect(await data(boqId)).toEqual(before);
  });
});
