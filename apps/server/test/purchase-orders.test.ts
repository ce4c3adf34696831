import { PURCHASING_MESSAGES, type BoqPatchPayload } from '@haligi/shared';
import { pdfText } from '@haligi/shared/testing/pdf-text';
import { io } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, boqHistory, boqItems, companies, itemReceiptLines, itemReceipts, purchaseOrderLines, purchaseOrders, purchaseRequestLines, purchaseRequests, supplierItems, supplierPriceUpdates } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';
import { insertSupplier } from './inventory-helpers';
import { boqRow, insertBoqRow, insertCatalogueItem, insertProject, setBoqStatus } from './qto-helpers';

let server: TestServer;
let adminA: TestUser;
let estimatorA: TestUser;
let buyerA: TestUser;
let approverA: TestUser;
let approver2A: TestUser;
let orderApproverA: TestUser;
let outsiderA: TestUser;
let buyerB: TestUser;
let siteA: Awaited<ReturnType<typeof insertProject>>;
let siteB: Awaited<ReturnType<typeof insertProject>>;
let cement: { id: number; name: string };
let rebar: { id: number; name: string };
let itemB: { id: number; name: string };
let supplierA: { id: number; name: string };
let supplier2A: { id: number; name: string };
let supplierB: { id: number; name: string };

const DELIVERY = '2026-12-15T00:00:00.000Z';

/** A request from siteA's BOQ: one line per { boq line, item, quantity }. */
async function requestFromBoq(user: TestUser, lines: { key: string; itemId: number; quantity: number; rate?: number }[]) {
  const answer = await call(server, 'POST', '/purchase-order/request', {
    token: user.token,
    body: {
      projectId: siteA.project.id,
      warehouseId: siteA.warehouse.id,
      billOfQuantityId: siteA.boq.id,
      deliveryDate: DELIVERY,
      items: lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity, rate: line.rate ?? 250, boqKey: line.key })),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; code: string; status: string; items: { id: number; quantity: string }[] };
}

/** The open step of a document in the user's queue. */
async function pendingStep(user: TestUser, documentType: string, documentId: number): Promise<number | undefined> {
  const queue = await call(server, 'GET', '/approval/pending', { token: user.token });
  expect(queue.status).toBe(200);
  return queue.body.find((row: { documentType: string; documentId: number }) => row.documentType === documentType && row.documentId === documentId)?.id;
}

async function decide(user: TestUser, documentType: string, documentId: number, decision: 'approve' | 'reject' | 'return', reason = 'Over budget this month') {
  const step = await pendingStep(user, documentType, documentId);
  expect(step, `${documentType} ${documentId} waits in the queue`).toBeTruthy();
  return call(server, 'POST', `/approval/${step}/${decision}`, { token: user.token, body: decision === 'approve' ? {} : { reason } });
}

async function approvedRequest(lines: { key: string; itemId: number; quantity: number }[]) {
  const request = await requestFromBoq(estimatorA, lines);
  const answer = await decide(approverA, 'PURCHASE_REQUEST', request.id, 'approve');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return request;
}

const requestDetail = async (user: TestUser, id: number) => call(server, 'GET', `/purchase-order/request?id=${id}`, { token: user.token });
const order = (user: TestUser, body: unknown) => call(server, 'POST', '/purchase-order', { token: user.token, body });
const orderBody = (lines: { purchaseRequestLineId: number; quantity: number | string; unitPrice: number | string; vatInclusive?: boolean }[], extra: Record<string, unknown> = {}) => ({
  supplierId: supplierA.id,
  warehouseId: siteA.warehouse.id,
  deliveryDate: DELIVERY,
  deliveryTerms: 'DELIVERED_TO_SITE',
  memo: 'Call the site engineer on arrival',
  lines,
  ...extra,
});

/** What a refused order must leave as it was. */
async function purchasingState() {
  const { db } = server.context;
  return {
    orders: await countRows(server, 'purchase_orders', 'company_id = $1', [adminA.companyId]),
    orderLines: await countRows(server, 'purchase_order_lines', 'company_id = $1', [adminA.companyId]),
    requestLines: await db.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.companyId, adminA.companyId)).orderBy(purchaseRequestLines.id),
    requests: await db.select({ id: purchaseRequests.id, status: purchaseRequests.status }).from(purchaseRequests).where(eq(purchaseRequests.companyId, adminA.companyId)).orderBy(purchaseRequests.id),
    boq: await db.select({ id: boqItems.id, p: boqItems.quantityPurchased, o: boqItems.quantityOrdered }).from(boqItems).where(eq(boqItems.companyId, adminA.companyId)).orderBy(boqItems.id),
    prices: await countRows(server, 'supplier_price_updates', 'company_id = $1', [adminA.companyId]),
    approvals: await countRows(server, 'approval_requests', 'company_id = $1', [adminA.companyId]),
  };
}

async function setOrderWorkflow(steps: unknown[]) {
  const answer = await call(server, 'PUT', '/approval/workflow', { token: adminA.token, body: { documentType: 'PURCHASE_ORDER', steps } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  adminA = await createUser(server, { isFullAccess: true });
  const companyId = adminA.companyId;
  await server.context.db.update(companies).set({ name: 'Bayanihan Builders Corporation', address: '8th Floor, Ayala Tower One, Makati City' }).where(eq(companies.id, companyId));
  estimatorA = await createUser(server, { companyId, scopes: ['PROJECT_ACCESS'] });
  buyerA = await createUser(server, { companyId, scopes: ['ASSET_PURCHASING_ORDER_ACCESS', 'ASSET_PURCHASING_REQUEST_ACCESS'] });
  approverA = await createUser(server, { companyId, scopes: ['ASSET_PURCHASING_REQUEST_APPROVE_ACCESS'] });
  approver2A = await createUser(server, { companyId, scopes: ['ASSET_PURCHASING_REQUEST_APPROVE_ACCESS'] });
  orderApproverA = await createUser(server, { companyId, scopes: ['ASSET_PURCHASING_ORDER_APPROVE_ACCESS'] });
  outsiderA = await createUser(server, { companyId, scopes: ['LEADS_ACCESS'] });
  buyerB = await createUser(server, { scopes: ['ASSET_PURCHASING_ORDER_ACCESS', 'ASSET_PURCHASING_REQUEST_ACCESS', 'PROJECT_ACCESS'] });
  siteA = await insertProject(server, companyId, 'Alabang Townhomes');
  siteB = await insertProject(server, buyerB.companyId, 'Cebu Tower');
  await setBoqStatus(server, siteA.boq.id, 'LOCKED');
  await setBoqStatus(server, siteB.boq.id, 'LOCKED');
  cement = await insertCatalogueItem(server, companyId, { name: 'Portland Cement 40kg', price: '265.50' });
  rebar = await insertCatalogueItem(server, companyId, { name: 'Deformed Bar 12mm', price: '187.25' });
  itemB = await insertCatalogueItem(server, buyerB.companyId, { name: 'Cebu Cement' });
  supplierA = await insertSupplier(server, companyId, 'Makati Hardware Supply');
  supplier2A = await insertSupplier(server, companyId, 'Pasig Steel Trading');
  supplierB = await insertSupplier(server, buyerB.companyId, 'Cebu Supply');
});
afterAll(async () => server?.stop());

describe('purchase requests through the approval engine', () => {
  it('starts FOR_APPROVAL, waits in the approver queue, and approved it is APPROVED with its requester and lines', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { description: 'Footing F1', quantity: '10', itemId: cement.id });
    const request = await requestFromBoq(estimatorA, [{ key: footing.key, itemId: cement.id, quantity: 4 }]);
    expect(request.status).toBe('FOR_APPROVAL');
    expect(await pendingStep(approverA, 'PURCHASE_REQUEST', request.id)).toBeTruthy();
    // Not an approver of this document: nothing in the queue.
    expect(await pendingStep(buyerA, 'PURCHASE_REQUEST', request.id)).toBeUndefined();
    const before = await requestDetail(buyerA, request.id);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data).toMatchObject({ id: request.id, code: request.code, status: 'FOR_APPROVAL', statusReason: null, requestedBy: { id: estimatorA.accountId, name: 'Juan Dela Cruz' } });

    const approved = await decide(approverA, 'PURCHASE_REQUEST', request.id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await requestDetail(estimatorA, request.id);
    expect(after.body.data).toMatchObject({
      status: 'APPROVED',
      project: { id: siteA.project.id, name: 'Alabang Townhomes' },
      warehouse: { id: siteA.warehouse.id },
      items: [{ itemId: cement.id, itemName: 'Portland Cement 40kg', quantity: '4', quantityOrdered: '0', quantityRemaining: '4', boqKey: footing.key, rate: { raw: '250.00' } }],
    });
    // The table shows status, reason and requester.
    const table = await call(server, 'PUT', '/purchase-order/request?page=1&perPage=50', { token: buyerA.token, body: { searchKeyword: request.code } });
    expect(table.body.list[0]).toMatchObject({ code: request.code, status: 'APPROVED', statusReason: null, requestedBy: { id: estimatorA.accountId, name: 'Juan Dela Cruz' } });
  });

  it('rejected: REJECTED with the reason, and the BOQ line gets its requested quantity back through the BOQ write path', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { description: 'Footing F2', quantity: '10', itemId: cement.id });
    const request = await requestFromBoq(estimatorA, [{ key: footing.key, itemId: cement.id, quantity: 6 }]);
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe('6.0000');
    const [{ editVersion: before }] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, siteA.boq.id));
    const rejected = await decide(approverA, 'PURCHASE_REQUEST', request.id, 'reject', 'Use the stock at the yard first');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const detail = await requestDetail(estimatorA, request.id);
    expect(detail.body.data).toMatchObject({ status: 'REJECTED', statusReason: 'Use the stock at the yard first' });
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe('0.0000');
    const [{ editVersion: after }] = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, siteA.boq.id));
    expect(after).toBe(before + 1);
    const [history] = await server.context.db.select().from(boqHistory).where(and(eq(boqHistory.boqId, siteA.boq.id), eq(boqHistory.action, 'PURCHASE_REQUEST_RELEASED')));
    expect(history.changes).toMatchObject({ purchaseRequest: [request.code, null], [`quantityPurchased.${footing.id}`]: ['6.0000', '0.0000'] });
    // A rejected request cannot be canceled or submitted.
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/cancel`, { token: buyerA.token, body: { reason: 'x' } }), 409, PURCHASING_MESSAGES.requestNotCancelable('REJECTED'));
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/submit`, { token: buyerA.token }), 409, PURCHASING_MESSAGES.requestNotDraft);
  });

  it('returned: DRAFT with the reason (BOQ quantities kept); the requester or purchasing submits it again, another member is refused (403)', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { description: 'Footing F3', quantity: '10', itemId: cement.id });
    const request = await requestFromBoq(estimatorA, [{ key: footing.key, itemId: cement.id, quantity: 3 }]);
    const returned = await decide(approverA, 'PURCHASE_REQUEST', request.id, 'return', 'Split the delivery in two');
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect((await requestDetail(estimatorA, request.id)).body.data).toMatchObject({ status: 'DRAFT', statusReason: 'Split the delivery in two' });
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe('3.0000');
    // An estimator who did not ask for it holds PROJECT_ACCESS but is neither requester nor purchasing.
    const otherEstimator = await createUser(server, { companyId: adminA.companyId, scopes: ['PROJECT_ACCESS'] });
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/submit`, { token: otherEstimator.token }), 403, PURCHASING_MESSAGES.notRequester);
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/submit`, { token: outsiderA.token }), 403);
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/submit`, { token: buyerB.token }), 404, 'Purchase request not found');
    const submitted = await call(server, 'POST', `/purchase-order/request/${request.id}/submit`, { token: estimatorA.token });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toEqual({ message: PURCHASING_MESSAGES.requestSubmitted });
    expect((await requestDetail(estimatorA, request.id)).body.data).toMatchObject({ status: 'FOR_APPROVAL', statusReason: null });
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/submit`, { token: estimatorA.token }), 409, PURCHASING_MESSAGES.requestNotDraft);
    // The new submission is decided like the first.
    expect((await decide(approverA, 'PURCHASE_REQUEST', request.id, 'approve')).status).toBe(200);
    expect((await requestDetail(estimatorA, request.id)).body.data.status).toBe('APPROVED');
  });

  it('two approvers deciding the same step: one 200, one 409; the request is decided once', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { description: 'Footing F4', quantity: '10', itemId: cement.id });
    const request = await requestFromBoq(estimatorA, [{ key: footing.key, itemId: cement.id, quantity: 5 }]);
    const step = await pendingStep(approverA, 'PURCHASE_REQUEST', request.id);
    const answers = await Promise.all([
      call(server, 'POST', `/approval/${step}/approve`, { token: approverA.token, body: {} }),
      call(server, 'POST', `/approval/${step}/reject`, { token: approver2A.token, body: { reason: 'Too early' } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const status = (await requestDetail(estimatorA, request.id)).body.data.status;
    // The winner decided: approved keeps the BOQ quantity, rejected gives it back.
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe(status === 'APPROVED' ? '5.0000' : '0.0000');
    expect(await countRows(server, 'approval_decisions', 'approval_step_id = $1', [step])).toBe(1);
  });

  it('cancel: a reason is required (400); canceled gives the BOQ back and ends the approval; twice 409; another company 404; 403 without a scope', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { description: 'Footing F5', quantity: '10', itemId: cement.id });
    const request = await requestFromBoq(estimatorA, [{ key: footing.key, itemId: cement.id, quantity: 7 }]);
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/cancel`, { token: estimatorA.token, body: {} }), 400, ['reason: is required']);
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/cancel`, { token: estimatorA.token, body: { reason: '   ' } }), 400, ['reason: is required']);
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/cancel`, { token: buyerB.token, body: { reason: 'Taken over' } }), 404, 'Purchase request not found');
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/cancel`, { token: outsiderA.token, body: { reason: 'x' } }), 403);
    expect((await requestDetail(estimatorA, request.id)).body.data.status).toBe('FOR_APPROVAL');
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe('7.0000');

    const canceled = await call(server, 'POST', `/purchase-order/request/${request.id}/cancel`, { token: estimatorA.token, body: { reason: 'Design changed to precast' } });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toEqual({ message: PURCHASING_MESSAGES.requestCanceled });
    expect((await requestDetail(estimatorA, request.id)).body.data).toMatchObject({ status: 'CANCELED', statusReason: 'Design changed to precast' });
    expect((await boqRow(server, footing.id)).quantityPurchased).toBe('0.0000');
    expect(await pendingStep(approverA, 'PURCHASE_REQUEST', request.id)).toBeUndefined();
    expectError(await call(server, 'POST', `/purchase-order/request/${request.id}/cancel`, { token: estimatorA.token, body: { reason: 'again' } }), 409, PURCHASING_MESSAGES.requestNotCancelable('CANCELED'));
  });

  it('a rejection and a cancel reach the BOQ room as BOQ_PATCH of the quantity given back, after the decision commits', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { description: 'Footing F6', quantity: '10', itemId: cement.id });
    const socket = io(server.url, { path: '/socket.io', auth: { token: adminA.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    const patches: BoqPatchPayload[] = [];
    socket.on('BOQ_PATCH', (payload) => patches.push(payload));
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
      const joined = (await socket.timeout(8_000).emitWithAck('BOQ_JOIN', { boqId: siteA.boq.id })) as { ok: boolean };
      expect(joined.ok).toBe(true);
      const editVersion = async () => (await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.id, siteA.boq.id)))[0].editVersion;
      const rejectedRequest = await requestFromBoq(estimatorA, [{ key: footing.key, itemId: cement.id, quantity: 2 }]);
      const canceledRequest = await requestFromBoq(estimatorA, [{ key: footing.key, itemId: cement.id, quantity: 3 }]);
      const beforeReject = await editVersion();
      expect((await decide(approverA, 'PURCHASE_REQUEST', rejectedRequest.id, 'reject', 'Not this week')).status).toBe(200);
      const rejected = await waitFor(() => patches.find((p) => p.editVersion === beforeReject + 1));
      expect(rejected.changed.find((row) => row.id === footing.id)).toMatchObject({ quantityPurchased: '3.0000' });
      expect(rejected.by.accountId).toBe(approverA.accountId);
      const beforeCancel = await editVersion();
      expect((await call(server, 'POST', `/purchase-order/request/${canceledRequest.id}/cancel`, { token: estimatorA.token, body: { reason: 'Duplicate' } })).status).toBe(200);
      const canceled = await waitFor(() => patches.find((p) => p.editVersion === beforeCancel + 1));
      expect(canceled.changed.find((row) => row.id === footing.id)).toMatchObject({ quantityPurchased: '0.0000' });
      expect(canceled.by.accountId).toBe(estimatorA.accountId);
    } finally {
      socket.close();
    }
  });

  it("GET ?id= of another company's request is 404; bad id 400; without a scope 403", async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { quantity: '1', itemId: cement.id });
    const request = await requestFromBoq(estimatorA, [{ key: footing.key, itemId: cement.id, quantity: 1 }]);
    expectError(await requestDetail(buyerB, request.id), 404, 'Purchase request not found');
    expectError(await call(server, 'GET', '/purchase-order/request?id=abc', { token: buyerA.token }), 400);
    expectError(await requestDetail(outsiderA, request.id), 403);
    // Its approvers and purchasing read it too.
    expect((await requestDetail(approverA, request.id)).status).toBe(200);
    const orderOnly = await createUser(server, { companyId: adminA.companyId, scopes: ['ASSET_PURCHASING_ORDER_ACCESS'] });
    expect((await requestDetail(orderOnly, request.id)).status).toBe(200);
  });
});

describe('POST /purchase-order', () => {
  it('orders approved request lines from one supplier: PO code, APPROVED (no PO steps by default), exact amounts and VAT, quantities traced', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { description: 'Footing G1', quantity: '20', itemId: cement.id });
    const column = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { description: 'Column C1', quantity: '10', itemId: rebar.id });
    const first = await approvedRequest([{ key: footing.key, itemId: cement.id, quantity: 12 }]);
    const second = await approvedRequest([{ key: column.key, itemId: rebar.id, quantity: 5 }]);
    const answer = await order(
      buyerA,
      orderBody([
        { purchaseRequestLineId: first.items[0].id, quantity: 3, unitPrice: '265.50' },
        { purchaseRequestLineId: second.items[0].id, quantity: 1.5, unitPrice: 100.01, vatInclusive: false },
      ]),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe(PURCHASING_MESSAGES.orderCreated);
    // 3 x 265.50 = 796.50 (VAT inside: 85.34); 1.5 x 100.01 = 150.015 -> 150.02 (VAT added: 18.00)
    expect(answer.body.data).toMatchObject({
      code: 'PO-000001',
      status: 'APPROVED',
      statusReason: null,
      supplier: { id: supplierA.id, name: 'Makati Hardware Supply' },
      warehouse: { id: siteA.warehouse.id, name: 'Alabang Townhomes Warehouse' },
      deliveryDate: DELIVERY,
      deliveryTerms: 'DELIVERED_TO_SITE',
      memo: 'Call the site engineer on arrival',
      total: '946.52',
      vatAmount: '103.34',
      paidAmount: '0.00',
      balance: '946.52',
      createdBy: { id: buyerA.accountId, name: 'Juan Dela Cruz' },
      lines: [
        { itemId: cement.id, itemName: 'Portland Cement 40kg', quantity: '3', unitPrice: '265.50', vatInclusive: true, amount: '796.50', vatAmount: '85.34', quantityReceived: '0', quantityInDelivery: '0', purchaseRequestLineId: first.items[0].id, requestCode: first.code },
        { itemId: rebar.id, itemName: 'Deformed Bar 12mm', quantity: '1.5', unitPrice: '100.01', vatInclusive: false, amount: '150.02', vatAmount: '18.00', quantityReceived: '0', purchaseRequestLineId: second.items[0].id, requestCode: second.code },
      ],
    });
    const id = answer.body.data.id;
    const got = await call(server, 'GET', `/purchase-order?id=${id}`, { token: buyerA.token });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(answer.body.data);

    // Request lines, requests and BOQ lines carry the ordered quantities.
    const firstDetail = (await requestDetail(buyerA, first.id)).body.data;
    expect(firstDetail).toMatchObject({ status: 'PARTIALLY_ORDERED', items: [{ quantity: '12', quantityOrdered: '3', quantityRemaining: '9' }] });
    expect((await requestDetail(buyerA, second.id)).body.data).toMatchObject({ status: 'PARTIALLY_ORDERED', items: [{ quantityOrdered: '1.5', quantityRemaining: '3.5' }] });
    expect(await boqRow(server, footing.id)).toMatchObject({ quantityPurchased: '12.0000', quantityOrdered: '3.0000' });
    expect(await boqRow(server, column.id)).toMatchObject({ quantityPurchased: '5.0000', quantityOrdered: '1.5000' });

    // The supplier's prices were recorded, with history.
    const [price] = await server.context.db.select().from(supplierItems).where(and(eq(supplierItems.supplierId, supplierA.id), eq(supplierItems.itemId, cement.id)));
    expect(price.price).toBe('265.50');
    expect(await countRows(server, 'supplier_price_updates', 'supplier_id = $1', [supplierA.id])).toBe(2);

    // The rest of the first line, at the same price: ORDERED; no new price history row.
    const rest = await order(buyerA, orderBody([{ purchaseRequestLineId: first.items[0].id, quantity: 9, unitPrice: '265.50' }], { deliveryTerms: undefined, memo: undefined }));
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.data).toMatchObject({ code: 'PO-000002', deliveryTerms: null, memo: '', total: '2389.50' });
    expect((await requestDetail(buyerA, first.id)).body.data).toMatchObject({ status: 'ORDERED', items: [{ quantityOrdered: '12', quantityRemaining: '0' }] });
    expect((await boqRow(server, footing.id)).quantityOrdered).toBe('12.0000');
    expect(await countRows(server, 'supplier_price_updates', 'supplier_id = $1', [supplierA.id])).toBe(2);
    // Ordered: the request can no longer be canceled.
    expectError(await call(server, 'POST', `/purchase-order/request/${first.id}/cancel`, { token: buyerA.token, body: { reason: 'late' } }), 409, PURCHASING_MESSAGES.requestOrdered);
    expectError(await call(server, 'POST', `/purchase-order/request/${second.id}/cancel`, { token: buyerA.token, body: { reason: 'late' } }), 409, PURCHASING_MESSAGES.requestOrdered);

    // Open lines: the second request's line still needs 3.5; the first's none.
    const open = await call(server, 'GET', '/purchase-order/request/open-lines', { token: buyerA.token });
    expect(open.status).toBe(200);
    expect(open.body.find((line: { id: number }) => line.id === first.items[0].id)).toBeUndefined();
    expect(open.body.find((line: { id: number }) => line.id === second.items[0].id)).toEqual({
      id: second.items[0].id,
      purchaseRequestId: second.id,
      requestCode: second.code,
      project: { id: siteA.project.id, name: 'Alabang Townhomes' },
      warehouse: { id: siteA.warehouse.id, name: 'Alabang Townhomes Warehouse' },
      itemId: rebar.id,
      itemName: 'Deformed Bar 12mm',
      description: '',
      quantity: '5',
      quantityOrdered: '1.5',
      quantityRemaining: '3.5',
      rate: '250.00',
    });
    const searched = await call(server, 'GET', `/purchase-order/request/open-lines?search=${encodeURIComponent('deformed')}&projectId=${siteA.project.id}`, { token: buyerA.token });
    expect(searched.body.every((line: { itemName: string }) => line.itemName === 'Deformed Bar 12mm')).toBe(true);
    expect(searched.body.length).toBeGreaterThan(0);
    expect((await call(server, 'GET', '/purchase-order/request/open-lines?search=nothing-like-this', { token: buyerA.token })).body).toEqual([]);
    expectError(await call(server, 'GET', '/purchase-order/request/open-lines?projectId=x', { token: buyerA.token }), 400);
    expectError(await call(server, 'GET', '/purchase-order/request/open-lines', { token: estimatorA.token }), 403);
    expect((await call(server, 'GET', '/purchase-order/request/open-lines', { token: buyerB.token })).body).toEqual([]);
  });

  it('a request not approved is refused (409), a quantity above what a line still needs is refused (422, every line listed); nothing changes', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { description: 'Footing G2', quantity: '10', itemId: cement.id });
    const waiting = await requestFromBoq(estimatorA, [{ key: footing.key, itemId: cement.id, quantity: 2 }]);
    const approved = await approvedRequest([
      { key: footing.key, itemId: cement.id, quantity: 4 },
      { key: footing.key, itemId: cement.id, quantity: 1 },
    ]);
    const before = await purchasingState();
    expectError(
      await order(buyerA, orderBody([{ purchaseRequestLineId: approved.items[0].id, quantity: 1, unitPrice: 10 }, { purchaseRequestLineId: waiting.items[0].id, quantity: 1, unitPrice: 10 }])),
      409,
      PURCHASING_MESSAGES.requestNotApproved(waiting.code, 'FOR_APPROVAL'),
    );
    expectError(
      await order(buyerA, orderBody([{ purchaseRequestLineId: approved.items[0].id, quantity: 4.0001, unitPrice: 10 }, { purchaseRequestLineId: approved.items[1].id, quantity: 2, unitPrice: 10 }])),
      422,
      [
        'lines.0.quantity: 4.0001 of Portland Cement 40kg is more than the 4 request ' + approved.code + ' still needs',
        'lines.1.quantity: 2 of Portland Cement 40kg is more than the 1 request ' + approved.code + ' still needs',
      ],
    );
    expect(await purchasingState()).toEqual(before);
    // A rejected request is not approved either.
    expect((await decide(approverA, 'PURCHASE_REQUEST', waiting.id, 'reject', 'No')).status).toBe(200);
    expectError(await order(buyerA, orderBody([{ purchaseRequestLineId: waiting.items[0].id, quantity: 1, unitPrice: 10 }])), 409, PURCHASING_MESSAGES.requestNotApproved(waiting.code, 'REJECTED'));
  });

  it('bad input is 400 listing every problem; another company\'s supplier, warehouse or request line 404; without the order scope 403; nothing changes', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { quantity: '10', itemId: cement.id });
    const approved = await approvedRequest([{ key: footing.key, itemId: cement.id, quantity: 4 }]);
    const lineId = approved.items[0].id;
    const bLine = await call(server, 'POST', '/purchase-order/request', {
      token: buyerB.token,
      body: { projectId: siteB.project.id, warehouseId: siteB.warehouse.id, deliveryDate: DELIVERY, items: [{ itemId: itemB.id, quantity: 1, rate: 1 }] },
    });
    expect(bLine.status, JSON.stringify(bLine.body)).toBe(201);
    const before = await purchasingState();
    const bad = await order(buyerA, { supplierId: 'x', warehouseId: siteA.warehouse.id, deliveryDate: 'soon', deliveryTerms: 'BY_AIR', lines: [{ purchaseRequestLineId: lineId, quantity: 0, unitPrice: -1, vatInclusive: 'yes' }] });
    expectError(bad, 400);
    expect(bad.body.message.map((m: string) => m.split(':')[0]).sort()).toEqual(['deliveryDate', 'deliveryTerms', 'lines.0.quantity', 'lines.0.unitPrice', 'lines.0.vatInclusive', 'supplierId']);
    expectError(await order(buyerA, orderBody([])), 400, ['lines: add at least one line']);
    expectError(
      await order(buyerA, orderBody([{ purchaseRequestLineId: lineId, quantity: 1, unitPrice: 1 }, { purchaseRequestLineId: lineId, quantity: 1, unitPrice: 1 }])),
      400,
      [PURCHASING_MESSAGES.duplicateLine(1)],
    );
    expectError(await order(buyerA, orderBody([{ purchaseRequestLineId: lineId, quantity: 1, unitPrice: 1 }], { supplierId: supplierB.id })), 404, 'Supplier not found');
    expectError(await order(buyerA, orderBody([{ purchaseRequestLineId: lineId, quantity: 1, unitPrice: 1 }], { warehouseId: siteB.warehouse.id })), 404, 'Warehouse not found');
    expectError(await order(buyerA, orderBody([{ purchaseRequestLineId: bLine.body.data.items[0].id, quantity: 1, unitPrice: 1 }])), 404, 'Purchase request line not found');
    expectError(await order(estimatorA, orderBody([{ purchaseRequestLineId: lineId, quantity: 1, unitPrice: 1 }])), 403);
    expectError(await order(buyerB, orderBody([{ purchaseRequestLineId: lineId, quantity: 1, unitPrice: 1 }], { supplierId: supplierB.id, warehouseId: siteB.warehouse.id })), 404, 'Purchase request line not found');
    expect(await purchasingState()).toEqual(before);
  });

  it(`two orders racing for the last quantity of a request line: one 201, one 422 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { quantity: '10', itemId: cement.id });
    const approved = await approvedRequest([{ key: footing.key, itemId: cement.id, quantity: 6 }]);
    const answers = await Promise.all([
      order(buyerA, orderBody([{ purchaseRequestLineId: approved.items[0].id, quantity: 4, unitPrice: 250 }])),
      order(buyerA, orderBody([{ purchaseRequestLineId: approved.items[0].id, quantity: 4, unitPrice: 250 }], { supplierId: supplier2A.id })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    const refused = answers.find((a) => a.status === 422)!;
    expectError(refused, 422, [PURCHASING_MESSAGES.overOrdered(0, '4', 'Portland Cement 40kg', approved.code, '2')]);
    const [line] = await server.context.db.select().from(purchaseRequestLines).where(eq(purchaseRequestLines.id, approved.items[0].id));
    expect(line.quantityOrdered).toBe('4.0000');
    expect((await boqRow(server, footing.id)).quantityOrdered).toBe('4.0000');
    expect(await countRows(server, 'purchase_order_lines', 'purchase_request_line_id = $1', [approved.items[0].id])).toBe(1);
  });

  it(`an order racing a cancel of its request: exactly one wins, no deadlock (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    for (let round = 0; round < 3; round++) {
      const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { quantity: '10', itemId: cement.id });
      const approved = await approvedRequest([{ key: footing.key, itemId: cement.id, quantity: 3 }]);
      const [ordered, canceled] = await Promise.all([
        order(buyerA, orderBody([{ purchaseRequestLineId: approved.items[0].id, quantity: 3, unitPrice: 250 }])),
        call(server, 'POST', `/purchase-order/request/${approved.id}/cancel`, { token: buyerA.token, body: { reason: 'Changed supplier plan' } }),
      ]);
      expect([ordered.status, canceled.status].sort(), JSON.stringify([ordered.body, canceled.body])).toEqual(ordered.status === 201 ? [201, 409] : [200, 409]);
      const status = (await requestDetail(buyerA, approved.id)).body.data.status;
      const row = await boqRow(server, footing.id);
      if (ordered.status === 201) {
        expect(status).toBe('ORDERED');
        expect(row).toMatchObject({ quantityPurchased: '3.0000', quantityOrdered: '3.0000' });
        expectError(canceled, 409, PURCHASING_MESSAGES.requestOrdered);
      } else {
        expect(status).toBe('CANCELED');
        expect(row).toMatchObject({ quantityPurchased: '0.0000', quantityOrdered: '0.0000' });
        expectError(ordered, 409, PURCHASING_MESSAGES.requestNotApproved(approved.code, 'CANCELED'));
      }
    }
  });

  it('a company whose PURCHASE_ORDER workflow has a step gets FOR_APPROVAL orders; approved APPROVED; rejected REJECTED with quantities given back', async () => {
    await setOrderWorkflow([{ name: 'Finance', approverType: 'SCOPE', scope: 'ASSET_PURCHASING_ORDER_APPROVE_ACCESS', minAmount: 1000 }]);
    try {
      const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { quantity: '100', itemId: cement.id });
      const approved = await approvedRequest([{ key: footing.key, itemId: cement.id, quantity: 50 }]);
      const lineId = approved.items[0].id;
      // Below the threshold: no step applies.
      const small = await order(buyerA, orderBody([{ purchaseRequestLineId: lineId, quantity: 2, unitPrice: 250 }]));
      expect(small.body.data.status, JSON.stringify(small.body)).toBe('APPROVED');
      const big = await order(buyerA, orderBody([{ purchaseRequestLineId: lineId, quantity: 10, unitPrice: 250 }]));
      expect(big.status).toBe(201);
      expect(big.body.data.status).toBe('FOR_APPROVAL');
      expect((await decide(orderApproverA, 'PURCHASE_ORDER', big.body.data.id, 'approve')).status).toBe(200);
      expect((await call(server, 'GET', `/purchase-order?id=${big.body.data.id}`, { token: buyerA.token })).body.data.status).toBe('APPROVED');

      const rejected = await order(buyerA, orderBody([{ purchaseRequestLineId: lineId, quantity: 38, unitPrice: 250 }]));
      expect(rejected.body.data.status).toBe('FOR_APPROVAL');
      expect((await requestDetail(buyerA, approved.id)).body.data).toMatchObject({ status: 'ORDERED', items: [{ quantityOrdered: '50', quantityRemaining: '0' }] });
      expect((await decide(orderApproverA, 'PURCHASE_ORDER', rejected.body.data.id, 'reject', 'Ask Pasig Steel for a quote')).status).toBe(200);
      expect((await call(server, 'GET', `/purchase-order?id=${rejected.body.data.id}`, { token: buyerA.token })).body.data).toMatchObject({ status: 'REJECTED', statusReason: 'Ask Pasig Steel for a quote' });
      expect((await requestDetail(buyerA, approved.id)).body.data).toMatchObject({ status: 'PARTIALLY_ORDERED', items: [{ quantityOrdered: '12', quantityRemaining: '38' }] });
      expect((await boqRow(server, footing.id)).quantityOrdered).toBe('12.0000');
    } finally {
      await setOrderWorkflow([]);
    }
  });
});

describe('POST /purchase-order/{id}/cancel', () => {
  it('cancels with a reason and gives quantities back; refused (409) once received or in delivery, or when already canceled; 404 for another company', async () => {
    const footing = await insertBoqRow(server, adminA.companyId, siteA.boq.id, { quantity: '10', itemId: rebar.id });
    const approved = await approvedRequest([{ key: footing.key, itemId: rebar.id, quantity: 8 }]);
    const lineId = approved.items[0].id;
    const created = await order(buyerA, orderBody([{ purchaseRequestLineId: lineId, quantity: 8, unitPrice: 187.25 }]));
    const id = created.body.data.id;
    expectError(await call(server, 'POST', `/purchase-order/${id}/cancel`, { token: buyerA.token, body: {} }), 400, ['reason: is required']);
    expectError(await call(server, 'POST', `/purchase-order/${id}/cancel`, { token: buyerB.token, body: { reason: 'Taken over' } }), 404, 'Purchase order not found');
    expectError(await call(server, 'POST', `/purchase-order/${id}/cancel`, { token: estimatorA.token, body: { reason: 'x' } }), 403);

    // Something received (or on a delivery): no cancel, nothing changes.
    const [orderLine] = await server.context.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
    for (const field of ['quantityReceived', 'quantityInDelivery'] as const) {
      await server.context.db.update(purchaseOrderLines).set({ [field]: '1' }).where(eq(purchaseOrderLines.id, orderLine.id));
      const before = await purchasingState();
      expectError(await call(server, 'POST', `/purchase-order/${id}/cancel`, { token: buyerA.token, body: { reason: 'Supplier out of stock' } }), 409, PURCHASING_MESSAGES.orderReceived);
      expect(await purchasingState()).toEqual(before);
      await server.context.db.update(purchaseOrderLines).set({ [field]: '0' }).where(eq(purchaseOrderLines.id, orderLine.id));
    }

    const canceled = await call(server, 'POST', `/purchase-order/${id}/cancel`, { token: buyerA.token, body: { reason: 'Supplier out of stock' } });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body).toEqual({ message: PURCHASING_MESSAGES.orderCanceled });
    expect((await call(server, 'GET', `/purchase-order?id=${id}`, { token: buyerA.token })).body.data).toMatchObject({ status: 'CANCELED', statusReason: 'Supplier out of stock' });
    expect((await requestDetail(buyerA, approved.id)).body.data).toMatchObject({ status: 'APPROVED', items: [{ quantityOrdered: '0', quantityRemaining: '8' }] });
    expect((await boqRow(server, footing.id)).quantityOrdered).toBe('0.0000');
    expectError(await call(server, 'POST', `/purchase-order/${id}/cancel`, { token: buyerA.token, body: { reason: 'again' } }), 409, PURCHASING_MESSAGES.orderNotCancelable('CANCELED'));
    // A delivered order cannot be canceled.
    await server.context.db.update(purchaseOrders).set({ status: 'DELIVERED' }).where(eq(purchaseOrders.id, id));
    expectError(await call(server, 'POST', `/purchase-order/${id}/cancel`, { token: buyerA.token, body: { reason: 'again' } }), 409, PURCHASING_MESSAGES.orderNotCancelable('DELIVERED'));
    await server.context.db.update(purchaseOrders).set({ status: 'CANCELED' }).where(eq(purchaseOrders.id, id));
  });
});

describe('GET /purchase-order?id=, /purchase-order/{id}/pdf, /purchase-order/supplier-prices', () => {
  it("reads an order; another company's is 404; a bad id 400; without a scope 403", async () => {
    const [first] = await server.context.db.select().from(purchaseOrders).where(and(eq(purchaseOrders.companyId, adminA.companyId), eq(purchaseOrders.code, 'PO-000001')));
    expectError(await call(server, 'GET', `/purchase-order?id=${first.id}`, { token: buyerB.token }), 404, 'Purchase order not found');
    expectError(await call(server, 'GET', '/purchase-order?id=0', { token: buyerA.token }), 400);
    expectError(await call(server, 'GET', `/purchase-order?id=${first.id}`, { token: estimatorA.token }), 403);
    const receiving = await createUser(server, { companyId: adminA.companyId, scopes: ['ASSET_RECEIVING_ACCESS'] });
    expect((await call(server, 'GET', `/purchase-order?id=${first.id}`, { token: receiving.token })).status).toBe(200);
  });

  it('the PDF has the company name and address, supplier, lines, VAT, total and delivery terms', async () => {
    const [first] = await server.context.db.select().from(purchaseOrders).where(and(eq(purchaseOrders.companyId, adminA.companyId), eq(purchaseOrders.code, 'PO-000001')));
    const response = await fetch(`${server.url}/api/purchase-order/${first.id}/pdf`, { headers: { token: buyerA.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="PO-000001.pdf"');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(body);
    for (const expected of [
      'Bayanihan Builders Corporation',
      '8th Floor, Ayala Tower One, Makati City',
      'Purchase Order',
      'PO-000001',
      'Makati Hardware Supply',
      'Delivered to site (supplier delivers)',
      'Alabang Townhomes Warehouse',
      'Portland Cement 40kg',
      'Deformed Bar 12mm',
      '₱265.50',
      '₱796.50',
      'VAT exclusive',
      'VAT (12%)',
      '₱103.34',
      '₱946.52',
      'Call the site engineer on arrival',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const foreign = await fetch(`${server.url}/api/purchase-order/${first.id}/pdf`, { headers: { token: buyerB.token } });
    expect(foreign.status).toBe(404);
  });

  it("answers each supplier's price of an item, last updated first, with history; 404 for another company's item", async () => {
    // Pasig Steel quotes cement: an older price, then a newer one.
    const { db } = server.context;
    const old = new Date('2026-01-05T00:00:00Z');
    await db.insert(supplierItems).values({ companyId: adminA.companyId, supplierId: supplier2A.id, itemId: rebar.id, price: '180.00', createdAt: old, updatedAt: old });
    await db.insert(supplierPriceUpdates).values([
      { companyId: adminA.companyId, supplierId: supplier2A.id, itemId: rebar.id, previousPrice: null, price: '175.00', createdAt: new Date('2026-01-01T00:00:00Z') },
      { companyId: adminA.companyId, supplierId: supplier2A.id, itemId: rebar.id, previousPrice: '175.00', price: '180.00', createdAt: old },
    ]);
    const answer = await call(server, 'GET', `/purchase-order/supplier-prices?itemId=${rebar.id}`, { token: buyerA.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.map((row: { supplier: { name: string } }) => row.supplier.name)).toEqual(['Makati Hardware Supply', 'Pasig Steel Trading']);
    expect(answer.body[1]).toEqual({
      supplier: { id: supplier2A.id, name: 'Pasig Steel Trading' },
      price: '180.00',
      updatedAt: old.toISOString(),
      history: [
        { price: '180.00', createdAt: old.toISOString() },
        { price: '175.00', createdAt: '2026-01-01T00:00:00.000Z' },
      ],
    });
    expect(answer.body[0].history[0].price).toBe(answer.body[0].price);
    expectError(await call(server, 'GET', `/purchase-order/supplier-prices?itemId=${itemB.id}`, { token: buyerA.token }), 404, 'Item not found');
    expectError(await call(server, 'GET', '/purchase-order/supplier-prices', { token: buyerA.token }), 400);
    expectError(await call(server, 'GET', `/purchase-order/supplier-prices?itemId=${rebar.id}`, { token: estimatorA.token }), 403);
  });
});

describe('GET /project/{id}/purchasing', () => {
  it('traces each BOQ line through its requests and orders, with the material cost of issues charged to it', async () => {
    const project = await insertProject(server, adminA.companyId, 'Tagaytay Villas');
    await setBoqStatus(server, project.boq.id, 'LOCKED');
    const slab = await insertBoqRow(server, adminA.companyId, project.boq.id, { description: 'Slab S1', quantity: '30', itemId: cement.id });
    const idle = await insertBoqRow(server, adminA.companyId, project.boq.id, { description: 'Wall W1', quantity: '8', itemId: rebar.id, position: 2 });
    const made = await call(server, 'POST', '/purchase-order/request', {
      token: estimatorA.token,
      body: { projectId: project.project.id, warehouseId: project.warehouse.id, billOfQuantityId: project.boq.id, deliveryDate: DELIVERY, items: [{ itemId: cement.id, quantity: 20, rate: 250, boqKey: slab.key }] },
    });
    expect(made.status).toBe(201);
    expect((await decide(approverA, 'PURCHASE_REQUEST', made.body.data.id, 'approve')).status).toBe(200);
    const po = await order(buyerA, orderBody([{ purchaseRequestLineId: made.body.data.items[0].id, quantity: 15, unitPrice: 260 }], { warehouseId: project.warehouse.id }));
    expect(po.status).toBe(201);
    // An issue of 5 bags charged to the slab at 248.40 each (what receiving posts).
    const { db } = server.context;
    const [receipt] = await db
      .insert(itemReceipts)
      .values({ companyId: adminA.companyId, code: 'IR-TRACE-1', type: 'ISSUE', warehouseId: project.warehouse.id, projectId: project.project.id })
      .returning();
    await db.insert(itemReceiptLines).values({
      companyId: adminA.companyId,
      receiptId: receipt.id,
      itemId: cement.id,
      warehouseId: project.warehouse.id,
      type: 'ISSUE',
      quantity: '5',
      signedQuantity: '-5',
      costTotal: '-1242.0000',
      boqItemId: slab.id,
    });

    const answer = await call(server, 'GET', `/project/${project.project.id}/purchasing`, { token: estimatorA.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual([
      {
        boqItemId: slab.id,
        boqKey: slab.key,
        description: 'Slab S1',
        itemName: 'Portland Cement 40kg',
        quantity: '30',
        quantityPurchased: '20',
        quantityOrdered: '15',
        quantityReceived: '0',
        materialCost: '1242.00',
        requests: [{ code: made.body.data.code, status: 'PARTIALLY_ORDERED', quantity: '20' }],
        orders: [{ code: po.body.data.code, status: 'APPROVED', quantity: '15', quantityReceived: '0' }],
      },
      {
        boqItemId: idle.id,
        boqKey: idle.key,
        description: 'Wall W1',
        itemName: 'Deformed Bar 12mm',
        quantity: '8',
        quantityPurchased: '0',
        quantityOrdered: '0',
        quantityReceived: '0',
        materialCost: '0.00',
        requests: [],
        orders: [],
      },
    ]);
    const bEstimator = await createUser(server, { companyId: buyerB.companyId, scopes: ['PROJECT_ACCESS'] });
    expectError(await call(server, 'GET', `/project/${project.project.id}/purchasing`, { token: bEstimator.token }), 404, 'Project not found');
    expectError(await call(server, 'GET', `/project/${project.project.id}/purchasing`, { token: outsiderA.token }), 403);
  });
});
