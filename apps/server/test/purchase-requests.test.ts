import { DRAFT_ITEM_MESSAGES, PURCHASE_REQUEST_BOQ_MESSAGES } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, billOfQuantities, items, projects, purchaseRequestLines, warehouses, workflows } from '../src/db/schema';
import { PURCHASE_REQUEST_MESSAGES } from '../src/modules/purchase-requests/purchase-requests.service';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { boqRow, insertBoqRow, insertCatalogueItem, insertProject, setBoqStatus } from './qto-helpers';

let server: TestServer;
let estimatorA: TestUser;
let buyerA: TestUser;
let estimatorB: TestUser;
let outsiderA: TestUser;
let siteA: Awaited<ReturnType<typeof insertProject>>;
let site2A: Awaited<ReturnType<typeof insertProject>>;
let siteB: Awaited<ReturnType<typeof insertProject>>;
let cement: { id: number; name: string };
let rebar: { id: number; name: string };
let parent: { id: number };
let foreignItem: { id: number };

const request = (user: TestUser, body: unknown) => call(server, 'POST', '/purchase-order/request', { token: user.token, body });
const valid = (extra: Record<string, unknown> = {}) => ({
  projectId: siteA.project.id,
  warehouseId: siteA.warehouse.id,
  items: [{ itemId: cement.id, itemName: 'Portland Cement 40kg', quantity: 3, rate: 265.5, description: 'for footings' }],
  memo: 'Deliver to gate 2',
  deliveryDate: '2026-12-01T00:00:00.000Z',
  billOfQuantityId: siteA.boq.id,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  estimatorA = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
  buyerA = await createUser(server, { companyId: estimatorA.companyId, scopes: ['ASSET_PURCHASING_REQUEST_ACCESS'] });
  outsiderA = await createUser(server, { companyId: estimatorA.companyId, scopes: ['LEADS_ACCESS'] });
  estimatorB = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
  siteA = await insertProject(server, estimatorA.companyId, 'Alabang Townhomes');
  site2A = await insertProject(server, estimatorA.companyId, 'Batangas Port Shed');
  siteB = await insertProject(server, estimatorB.companyId, 'Cebu Tower');
  cement = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Portland Cement 40kg', price: '265.50' });
  rebar = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Deformed Bar 12mm', price: '187.25' });
  parent = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Plywood Marine', variationCount: 2 });
  foreignItem = await insertCatalogueItem(server, estimatorB.companyId, { name: 'Foreign Cement' });
  // Purchases are requested from a locked BOQ.
  for (const site of [siteA, site2A, siteB]) await setBoqStatus(server, site.boq.id, 'LOCKED');
});
afterAll(async () => server?.stop());

describe('POST /purchase-order/request', () => {
  it('creates PR-000001 FOR_APPROVAL with exact amounts, drops lines <= 0 and adds to the BOQ lines purchased', async () => {
    const footing = await insertBoqRow(server, estimatorA.companyId, siteA.boq.id, { quantity: '10', itemId: cement.id });
    const column = await insertBoqRow(server, estimatorA.companyId, siteA.boq.id, { quantity: '5', position: 2, itemId: rebar.id });
    const [{ editVersion: before }] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, siteA.boq.id));
    const answer = await request(
      estimatorA,
      valid({
        items: [
          { itemId: cement.id, itemName: '', quantity: 3, rate: '265.5', boqKey: footing.key },
          { itemId: rebar.id, itemName: 'Rebar', quantity: 0.333, rate: 0.1, boqKey: column.key },
          { itemId: rebar.id, itemName: 'Dropped', quantity: 0, rate: 10, boqKey: column.key },
          { itemId: cement.id, itemName: 'Dropped', quantity: -2, rate: 10 },
          { itemId: cement.id, itemName: 'Extra', quantity: 1.5, rate: 100.01, boqKey: footing.key },
        ],
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Purchase request created successfully');
    // 3 × 265.50 = 796.50; 0.333 × 0.10 = 0.0333 -> 0.03; 1.5 × 100.01 = 150.015 -> 150.02
    expect(answer.body.data).toMatchObject({
      code: 'PR-000001',
      status: 'FOR_APPROVAL',
      project: { id: siteA.project.id, name: 'Alabang Townhomes' },
      warehouse: { id: siteA.warehouse.id, name: 'Alabang Townhomes Warehouse' },
      billOfQuantityId: siteA.boq.id,
      memo: 'Deliver to gate 2',
      deliveryDate: '2026-12-01T00:00:00.000Z',
      total: { raw: '946.55', formatted: '₱946.55' },
      items: [
        { itemId: cement.id, itemName: 'Portland Cement 40kg', quantity: '3', rate: { raw: '265.50' }, amount: { raw: '796.50' }, boqKey: footing.key, overRequestReason: null },
        { itemId: rebar.id, itemName: 'Rebar', quantity: '0.333', rate: { raw: '0.10' }, amount: { raw: '0.03' }, boqKey: column.key },
        { itemId: cement.id, itemName: 'Extra', quantity: '1.5', rate: { raw: '100.01' }, amount: { raw: '150.02' }, boqKey: footing.key },
      ],
    });
    expect(answer.body.data.items).toHaveLength(3);
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe('4.5000');
    expect((await boqRow(server, column.id)).quantityPurchased).toBe('0.3330');
    const lines = await server.context.db.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.purchaseRequestId, answer.body.data.id));
    expect(lines.map((line) => line.boqItemId)).toEqual([footing.id, column.id, footing.id]);
    const [{ editVersion: after }] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, siteA.boq.id));
    expect(after).toBe(before + 1);
    // One history row through the one BOQ write path: the request and each line's quantity purchased before and after.
    const history = await call(server, 'GET', `/boq/${siteA.boq.id}/history`, { token: estimatorA.token });
    expect(history.body.list[0]).toMatchObject({
      action: 'PURCHASE_REQUEST',
      rowId: null,
      changes: { purchaseRequest: [null, 'PR-000001'], [`quantityPurchased.${footing.id}`]: ['0.0000', '4.5000'], [`quantityPurchased.${column.id}`]: ['0.0000', '0.3330'] },
      account: { id: estimatorA.accountId },
    });
    expect(history.body.pagination.total).toBe(1);

    // The next one (by purchasing, without a BOQ) is PR-000002; company B starts its own series.
    const second = await request(buyerA, valid({ billOfQuantityId: null, memo: undefined }));
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.data).toMatchObject({ code: 'PR-000002', billOfQuantityId: null, memo: '', total: { raw: '796.50' } });
    const other = await request(estimatorB, { ...valid(), projectId: siteB.project.id, warehouseId: siteB.warehouse.id, billOfQuantityId: siteB.boq.id, items: [{ itemId: foreignItem.id, quantity: 1, rate: 1 }] });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    expect(other.body.data.code).toBe('PR-000001');
    // Submitted to the engine with the request's total, asked by its requester.
    const [submitted] = await server.context.db.select().from(approvalRequests).where(and(eq(approvalRequests.documentType, 'PURCHASE_REQUEST'), eq(approvalRequests.documentId, answer.body.data.id)));
    expect(submitted).toMatchObject({ status: 'PENDING', amount: '946.55', documentCode: 'PR-000001', requestedById: estimatorA.accountId, companyId: estimatorA.companyId });
  });

  it('a company whose purchase request workflow has no step gets APPROVED requests at once', async () => {
    const solo = await createUser(server, { isFullAccess: true });
    const site = await insertProject(server, solo.companyId, 'Solo Bungalow');
    const tile = await insertCatalogueItem(server, solo.companyId, { name: 'Floor Tile 60x60' });
    await server.context.db.insert(workflows).values({ companyId: solo.companyId, documentType: 'PURCHASE_REQUEST' });
    const answer = await request(solo, { ...valid(), projectId: site.project.id, warehouseId: site.warehouse.id, billOfQuantityId: null, items: [{ itemId: tile.id, quantity: 2, rate: 10 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ code: 'PR-000001', status: 'APPROVED', statusReason: null });
    const [submitted] = await server.context.db.select().from(approvalRequests).where(and(eq(approvalRequests.documentType, 'PURCHASE_REQUEST'), eq(approvalRequests.documentId, answer.body.data.id)));
    expect(submitted.status).toBe('APPROVED');
    expect(await countRows(server, 'approval_steps', 'approval_request_id = $1', [submitted.id])).toBe(0);
  });

  it('400 for field problems: no lines above 0, delivery date, bad numbers, boqKey without a BOQ', async () => {
    expectError(await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 0, rate: 1 }] })), 400, [PURCHASE_REQUEST_MESSAGES.noLines]);
    expectError(await request(estimatorA, valid({ deliveryDate: null })), 400, ['deliveryDate: is required']);
    expectError(await request(estimatorA, valid({ deliveryDate: 'soon' })), 400, ['deliveryDate: is required']);
    expectError(await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 'x', rate: 1 }] })), 400, ['items.0.quantity: must be a number']);
    expectError(await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 1, rate: -1 }] })), 400, ['items.0.rate: must be at least 0']);
    expectError(
      await request(estimatorA, valid({ billOfQuantityId: null, items: [{ itemId: cement.id, quantity: 1, rate: 1, boqKey: 'k-x' }] })),
      400,
      [PURCHASE_REQUEST_MESSAGES.boqRequired],
    );
    expectError(await request(estimatorA, { ...valid(), projectId: undefined }), 400);
  });

  it("404 for another company's project, warehouse, item, BOQ or BOQ line; 422 for a parent item; 403 without a scope", async () => {
    expectError(await request(estimatorB, valid({ billOfQuantityId: null })), 404, 'Project not found');
    expectError(await request(estimatorA, valid({ warehouseId: siteB.warehouse.id })), 404, 'Warehouse not found');
    expectError(await request(estimatorA, valid({ warehouseId: 999_999 })), 404, 'Warehouse not found');
    expectError(await request(estimatorA, valid({ items: [{ itemId: foreignItem.id, quantity: 1, rate: 1 }] })), 404, 'Item not found');
    expectError(await request(estimatorA, valid({ billOfQuantityId: siteB.boq.id })), 404, 'Bill of Quantity not found');
    // A BOQ of another project of the same company.
    expectError(await request(estimatorA, valid({ billOfQuantityId: site2A.boq.id })), 404, 'Bill of Quantity not found');
    const elsewhere = await insertBoqRow(server, estimatorA.companyId, site2A.boq.id, {});
    expectError(await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 1, rate: 1, boqKey: elsewhere.key }] })), 404, 'BOQ row not found');
    expect((await boqRow(server, elsewhere.id)).quantityPurchased).toBe('0.0000');
    expectError(await request(estimatorA, valid({ items: [{ itemId: parent.id, quantity: 1, rate: 1 }] })), 422, 'Choose a variation of Plywood Marine');
    expectError(await request(outsiderA, valid()), 403);
    // A lead is not a project.
    await server.context.db.update(projects).set({ isLead: true }).where(eq(projects.id, site2A.project.id));
    expectError(await request(estimatorA, valid({ projectId: site2A.project.id, billOfQuantityId: null })), 404, 'Project not found');
    await server.context.db.update(projects).set({ isLead: false }).where(eq(projects.id, site2A.project.id));
  });
});

describe('PUT /purchase-order/request and GET /select-box/project-list', () => {
  it("lists the company's requests only, filterable by status and project", async () => {
    const table = await call(server, 'PUT', '/purchase-order/request?page=1&perPage=50', { token: buyerA.token, body: {} });
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    expect(table.body.list.map((row: { code: string }) => row.code)).toEqual(['PR-000002', 'PR-000001']);
    expect(table.body.pagination.total).toBe(2);
    const searched = await call(server, 'PUT', '/purchase-order/request?page=1&perPage=50', {
      token: estimatorA.token,
      body: { searchKeyword: '000001', filters: [{ key: 'status', value: 'FOR_APPROVAL' }, { key: 'projectId', value: siteA.project.id }] },
    });
    expect(searched.body.list).toHaveLength(1);
    expect(searched.body.list[0]).toMatchObject({ code: 'PR-000001', project: { name: 'Alabang Townhomes' }, total: { raw: '946.55' } });
    const forB = await call(server, 'PUT', '/purchase-order/request?page=1&perPage=50', { token: estimatorB.token, body: {} });
    expect(forB.body.list.map((row: { code: string }) => row.code)).toEqual(['PR-000001']);
    expectError(await call(server, 'PUT', '/purchase-order/request?page=1&perPage=50', { token: buyerA.token, body: { filters: [{ key: 'status', value: 'NOPE' }] } }), 400);
    expectError(await call(server, 'PUT', '/purchase-order/request?page=1&perPage=50', { token: outsiderA.token, body: {} }), 403);
  });

  it('answers projects (not leads) with their PROJECT warehouse', async () => {
    const list = await call(server, 'GET', '/select-box/project-list', { token: estimatorA.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { label: 'Alabang Townhomes', value: siteA.project.id, warehouseId: siteA.warehouse.id, warehouseName: 'Alabang Townhomes Warehouse' },
      { label: 'Batangas Port Shed', value: site2A.project.id, warehouseId: site2A.warehouse.id, warehouseName: 'Batangas Port Shed Warehouse' },
    ]);
    const [warehouse] = await server.context.db.select().from(warehouses).where(eq(warehouses.id, siteA.warehouse.id));
    expect(warehouse.kind).toBe('PROJECT');
    expectError(await call(server, 'GET', '/select-box/project-list', { token: outsiderA.token }), 403);
    const forB = await call(server, 'GET', '/select-box/project-list', { token: estimatorB.token });
    expect(forB.body).toEqual([{ label: 'Cebu Tower', value: siteB.project.id, warehouseId: siteB.warehouse.id, warehouseName: 'Cebu Tower Warehouse' }]);
  });
});

describe('requests checked against the BOQ', () => {
  const snapshot = async (rowId: number) => ({
    requests: await countRows(server, 'purchase_requests', 'company_id = $1', [estimatorA.companyId]),
    purchased: (await boqRow(server, rowId)).quantityPurchased,
    editVersion: (await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, siteA.boq.id)))[0].editVersion,
  });
  const table = async () =>
    (await call(server, 'PUT', '/purchase-order/request?page=1&perPage=50', { token: buyerA.token, body: { settings: { sortBy: 'createdAt', sortOrder: 'desc' } } })).body.list;

  it('a request naming an unlocked BOQ is refused (409) and changes nothing', async () => {
    const footing = await insertBoqRow(server, estimatorA.companyId, siteA.boq.id, { quantity: '10', itemId: cement.id });
    await setBoqStatus(server, siteA.boq.id, 'PENDING');
    try {
      const before = await snapshot(footing.id);
      expect(PURCHASE_REQUEST_MESSAGES.boqNotLocked).toBe('Lock the Bill of Quantity before requesting a purchase from it');
      expectError(await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 1, rate: 1, boqKey: footing.key }] })), 409, PURCHASE_REQUEST_MESSAGES.boqNotLocked);
      // Naming the BOQ without any of its lines is still a request from it.
      expectError(await request(estimatorA, valid()), 409, PURCHASE_REQUEST_BOQ_MESSAGES.boqNotLocked);
      expect(await snapshot(footing.id)).toEqual(before);
    } finally {
      await setBoqStatus(server, siteA.boq.id, 'LOCKED');
    }
  });

  it('a revision submitted to the client still takes requests; an older revision is refused (409) and changes nothing', async () => {
    const footing = await insertBoqRow(server, estimatorA.companyId, siteA.boq.id, { description: 'Footing F5', quantity: '10', itemId: cement.id });
    await server.context.db.update(billOfQuantities).set({ submittedToClientAt: new Date() }).where(eq(billOfQuantities.id, siteA.boq.id));
    try {
      const frozen = await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 2, rate: 1, boqKey: footing.key }] }));
      expect(frozen.status, JSON.stringify(frozen.body)).toBe(201);
      expect((await boqRow(server, footing.id)).quantityPurchased).toBe('2.0000');
      // A newer revision supersedes it: requests go to the current one.
      const [newer] = await server.context.db
        .insert(billOfQuantities)
        .values({ companyId: estimatorA.companyId, projectId: siteA.project.id, name: 'Revision 2', status: 'LOCKED', revision: 2, sourceBoqId: siteA.boq.id })
        .returning();
      try {
        const before = await snapshot(footing.id);
        expectError(await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 1, rate: 1, boqKey: footing.key }] })), 409, PURCHASE_REQUEST_BOQ_MESSAGES.boqNotCurrent);
        expectError(await request(estimatorA, valid()), 409, PURCHASE_REQUEST_BOQ_MESSAGES.boqNotCurrent);
        expect(await snapshot(footing.id)).toEqual(before);
      } finally {
        await server.context.db.delete(billOfQuantities).where(eq(billOfQuantities.id, newer.id));
      }
    } finally {
      await server.context.db.update(billOfQuantities).set({ submittedToClientAt: null }).where(eq(billOfQuantities.id, siteA.boq.id));
    }
  });

  it("a line tied to a BOQ line must be that line's item (422); a BOQ line without a catalogue item cannot be requested; nothing changes", async () => {
    const footing = await insertBoqRow(server, estimatorA.companyId, siteA.boq.id, { description: 'Footing F2', quantity: '10', itemId: cement.id });
    const formworks = await insertBoqRow(server, estimatorA.companyId, siteA.boq.id, { description: 'Formworks', quantity: '4' });
    const before = await snapshot(footing.id);
    expectError(
      await request(estimatorA, valid({ items: [{ itemId: rebar.id, quantity: 2, rate: 1, boqKey: footing.key }, { itemId: cement.id, quantity: 1, rate: 1, boqKey: formworks.key }] })),
      422,
      [
        'items.0.itemId: Deformed Bar 12mm is not the item of BOQ line "Footing F2" (Portland Cement 40kg)',
        'items.1.boqKey: BOQ line "Formworks" has no catalogue item to request',
      ],
    );
    expect(await snapshot(footing.id)).toEqual(before);
    expect((await boqRow(server, formworks.id)).quantityPurchased).toBe('0.0000');
  });

  it('more than what remains needs an over-request reason: 504 of 10 is refused; with a reason it is kept and shown', async () => {
    const footing = await insertBoqRow(server, estimatorA.companyId, siteA.boq.id, { description: 'Footing F3', quantity: '10', itemId: cement.id });
    const before = await snapshot(footing.id);
    expectError(await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 504, rate: 1, boqKey: footing.key }] })), 422, [
      'items.0.overRequestReason: 504 of Portland Cement 40kg requested for BOQ line "Footing F3" is more than the 10 left: give a reason for requesting more',
    ]);
    expectError(await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 10.5, rate: 1, boqKey: footing.key, overRequestReason: '   ' }] })), 422, [
      PURCHASE_REQUEST_BOQ_MESSAGES.reasonRequired(0, '10.5', 'Portland Cement 40kg', 'Footing F3', '10'),
    ]);
    expect(await snapshot(footing.id)).toEqual(before);

    // Exactly what remains passes without a reason, in two lines.
    const exact = await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 6, rate: 1, boqKey: footing.key }, { itemId: cement.id, quantity: 4, rate: 1, boqKey: footing.key }] }));
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe('10.0000');
    // Nothing left: one more needs a reason.
    expectError(await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 1, rate: 1, boqKey: footing.key }] })), 422, [
      PURCHASE_REQUEST_BOQ_MESSAGES.reasonRequired(0, '1', 'Portland Cement 40kg', 'Footing F3', '0'),
    ]);
    const reason = 'Second pour after the failed cylinder test';
    const over = await request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 2, rate: 1, boqKey: footing.key, overRequestReason: `  ${reason} ` }] }));
    expect(over.status, JSON.stringify(over.body)).toBe(201);
    expect(over.body.data.items).toEqual([expect.objectContaining({ quantity: '2', boqKey: footing.key, overRequestReason: reason })]);
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe('12.0000');
    const [stored] = await server.context.db.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.purchaseRequestId, over.body.data.id));
    expect(stored.overRequestReason).toBe(reason);
    // Shown where requests are listed, line by line.
    const listed = (await table()).find((row: { id: number }) => row.id === over.body.data.id);
    expect(listed.items).toEqual([expect.objectContaining({ itemId: cement.id, quantity: '2', overRequestReason: reason })]);
    expect((await table()).find((row: { id: number }) => row.id === exact.body.data.id).items.map((line: { overRequestReason: unknown }) => line.overRequestReason)).toEqual([null, null]);
  });

  it('a draft item (or a variation of a draft) cannot be requested (422), with or without a BOQ line', async () => {
    const draft = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Draft Tile 60x60' });
    await server.context.db.update(items).set({ isDraft: true }).where(eq(items.id, draft.id));
    const draftParent = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Draft Pipe', variationCount: 1 });
    await server.context.db.update(items).set({ isDraft: true }).where(eq(items.id, draftParent.id));
    const variant = await insertCatalogueItem(server, estimatorA.companyId, { name: 'Draft Pipe 1in', parentId: draftParent.id });
    const line = await insertBoqRow(server, estimatorA.companyId, siteA.boq.id, { description: 'Tiling', quantity: '10', itemId: draft.id });
    const before = await snapshot(line.id);
    const message = 'Item Draft Tile 60x60 is a draft: publish it before requesting it';
    expect(DRAFT_ITEM_MESSAGES.request(draft.name)).toBe(message);
    expectError(await request(estimatorA, valid({ items: [{ itemId: draft.id, quantity: 1, rate: 1, boqKey: line.key }] })), 422, message);
    expectError(await request(buyerA, valid({ billOfQuantityId: null, items: [{ itemId: draft.id, quantity: 1, rate: 1 }] })), 422, message);
    expectError(await request(buyerA, valid({ billOfQuantityId: null, items: [{ itemId: variant.id, quantity: 1, rate: 1 }] })), 422, DRAFT_ITEM_MESSAGES.request('Draft Pipe 1in'));
    expect(await snapshot(line.id)).toEqual(before);
    await server.context.db.update(items).set({ isDraft: false }).where(eq(items.id, draft.id));
    expect((await request(estimatorA, valid({ items: [{ itemId: draft.id, quantity: 1, rate: 1, boqKey: line.key }] }))).status).toBe(201);
  });

  it(`two requests racing for the last of a BOQ line: only one passes without a reason (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const footing = await insertBoqRow(server, estimatorA.companyId, siteA.boq.id, { description: 'Footing F4', quantity: '10', itemId: cement.id });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => request(estimatorA, valid({ items: [{ itemId: cement.id, quantity: 6, rate: 1, boqKey: footing.key }] }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.status === 422)) {
      expectError(answer, 422, [PURCHASE_REQUEST_BOQ_MESSAGES.reasonRequired(0, '6', 'Portland Cement 40kg', 'Footing F4', '4')]);
    }
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe('6.0000');
    const requested = await server.context.db.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.boqItemId, footing.id));
    expect(requested).toHaveLength(1);
    expect(await countRows(server, 'purchase_requests', 'id = $1', [answers.find((a) => a.status === 201)!.body.data.id])).toBe(1);
  });
});
