import { DELIVERY_MESSAGES, RECEIVING_MESSAGES } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, itemReceipts, purchaseOrderLines, purchaseOrders } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { adjust, ALL_WAREHOUSE_SCOPES, createWarehouse, expectLedgerConsistent, insertItem, insertSupplier, stockLevel } from './inventory-helpers';

let server: TestServer;
/** Creates and moves deliveries (pending and truck-load screens). */
let clerk: TestUser;
/** Approves deliveries. */
let approver: TestUser;
/** Reads the done screen only. */
let reader: TestUser;
/** Moves trucks but holds no warehouse scope. */
let driver: TestUser;
let owner: TestUser;
let otherCompany: TestUser;
let warehouse: { id: number; name: string };
let site: { id: number; name: string };
let cement: { id: number; name: string };
let rebar: { id: number; name: string };
let supplierId: number;

const WRITE_SCOPES = ['ASSET_DELIVERIES_PENDING_ACCESS', 'ASSET_DELIVERIES_TRUCK_LOAD_ACCESS'];

/** An order inserted directly (purchasing has its own tests): two lines, cement 10 at 265.50 and rebar 20 at 187.25. */
async function insertOrder(status = 'APPROVED', companyId = clerk.companyId) {
  const { db } = server.context;
  const [order] = await db
    .insert(purchaseOrders)
    .values({ companyId, code: `PO-${Math.random().toString().slice(2, 8)}`, supplierId, warehouseId: warehouse.id, status, total: '6399.00' })
    .returning();
  const lines = await db
    .insert(purchaseOrderLines)
    .values([
      { companyId, purchaseOrderId: order.id, itemId: cement.id, itemName: cement.name, quantity: '10', unitPrice: '265.50', amount: '2655.00' },
      { companyId, purchaseOrderId: order.id, itemId: rebar.id, itemName: rebar.name, quantity: '20', unitPrice: '187.25', amount: '3745.00' },
    ])
    .returning();
  return { order, cementLine: lines[0], rebarLine: lines[1] };
}

const orderLine = async (id: number) => (await server.context.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, id)))[0];
const orderRow = async (id: number) => (await server.context.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0];

const create = (user: TestUser, body: Record<string, unknown>) => call(server, 'POST', '/delivery', { token: user.token, body });
const orderDelivery = (order: Awaited<ReturnType<typeof insertOrder>>, lines: { purchaseOrderLineId: number; quantity: number | string }[], extra: Record<string, unknown> = {}) => ({
  kind: 'PURCHASE_ORDER',
  purchaseOrderId: order.order.id,
  scheduledDate: '2026-12-01T00:00:00.000Z',
  deliveryTerms: 'DELIVERED_TO_SITE',
  plateNumber: 'NBC 1234',
  driverName: 'Pedro Santos',
  lines,
  ...extra,
});
const stage = (user: TestUser, id: number, to: string) => call(server, 'POST', `/delivery/${id}/stage`, { token: user.token, body: { stage: to } });
const receive = (user: TestUser, id: number, body?: unknown) => call(server, 'POST', `/delivery/${id}/receive`, { token: user.token, body });

/** The open approval step of a delivery, approved by the approver. */
async function approve(deliveryId: number) {
  const queue = await call(server, 'GET', '/approval/pending', { token: approver.token });
  expect(queue.status).toBe(200);
  const step = queue.body.find((entry: any) => entry.documentType === 'DELIVERY' && entry.documentId === deliveryId);
  expect(step, JSON.stringify(queue.body)).toBeTruthy();
  const answer = await call(server, 'POST', `/approval/${step.id}/approve`, { token: approver.token, body: {} });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A delivery of the order created, approved and driven to ARRIVED. */
async function arrivedDelivery(order: Awaited<ReturnType<typeof insertOrder>>, lines: { purchaseOrderLineId: number; quantity: number }[]) {
  const created = await create(clerk, orderDelivery(order, lines));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id;
  await approve(id);
  for (const to of ['LOADING', 'DISPATCHED', 'ARRIVED']) expect((await stage(clerk, id, to)).status).toBe(200);
  return created.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { isFullAccess: true });
  clerk = await createUser(server, { companyId: owner.companyId, scopes: [...WRITE_SCOPES, ...ALL_WAREHOUSE_SCOPES] });
  driver = await createUser(server, { companyId: owner.companyId, scopes: WRITE_SCOPES });
  approver = await createUser(server, { companyId: owner.companyId, scopes: ['ASSET_DELIVERIES_APPROVE_ACCESS'] });
  reader = await createUser(server, { companyId: owner.companyId, scopes: ['ASSET_DELIVERIES_DONE_ACCESS'] });
  otherCompany = await createUser(server, { isFullAccess: true });
  warehouse = await createWarehouse(server, owner, { name: 'Makati Central Warehouse' });
  site = await createWarehouse(server, owner, { name: 'Taguig Yard' });
  cement = await insertItem(server, owner.companyId, { name: 'Portland Cement 40kg' });
  rebar = await insertItem(server, owner.companyId, { name: 'Deformed Bar 12mm' });
  supplierId = (await insertSupplier(server, owner.companyId, 'Rizal Hardware')).id;
});
afterAll(async () => server?.stop());

describe('POST /delivery of a purchase order', () => {
  it('creates DL-000001 PENDING and FOR_APPROVAL, reserves the quantities on the order and writes its events', async () => {
    const order = await insertOrder();
    const answer = await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 4 }, { purchaseOrderLineId: order.rebarLine.id, quantity: '20' }]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Delivery created successfully');
    const data = answer.body.data;
    expect(data).toMatchObject({
      code: 'DL-000001',
      kind: 'PURCHASE_ORDER',
      status: 'PENDING',
      stage: null,
      approvalStatus: 'FOR_APPROVAL',
      purchaseOrder: { id: order.order.id, code: order.order.code },
      supplier: { id: supplierId, name: 'Rizal Hardware' },
      toWarehouse: { id: warehouse.id, name: 'Makati Central Warehouse' },
      fromWarehouse: null,
      deliveryTerms: 'DELIVERED_TO_SITE',
      plateNumber: 'NBC 1234',
      driverName: 'Pedro Santos',
      approval: { status: 'PENDING' },
      lineCount: 2,
    });
    expect(data.lines.map((l: any) => [l.itemName, l.quantity, l.quantityReceived, l.unitPrice, l.amount])).toEqual([
      ['Portland Cement 40kg', '4', '0', '265.50', '1062.00'],
      ['Deformed Bar 12mm', '20', '0', '187.25', '3745.00'],
    ]);
    expect(data.events.map((e: any) => [e.status, e.note])).toEqual([
      ['PENDING', 'Created'],
      ['PENDING', 'Submitted for approval'],
    ]);
    expect((await orderLine(order.cementLine.id)).quantityInDelivery).toBe('4.0000');
    expect((await orderLine(order.rebarLine.id)).quantityInDelivery).toBe('20.0000');
    // The approval carries the delivery's value: 4 x 265.50 + 20 x 187.25.
    const [approval] = await server.context.database.query<{ amount: string; document_code: string }>(`select amount::text, document_code from approval_requests where document_type = 'DELIVERY' and document_id = $1`, [data.id]);
    expect(approval).toEqual({ amount: '4807.00', document_code: 'DL-000001' });
  });

  it('a partial delivery carries at most what the line has neither received nor on another delivery (422, every line listed, nothing reserved)', async () => {
    const order = await insertOrder();
    await server.context.db.update(purchaseOrderLines).set({ quantityReceived: '3', quantityInDelivery: '5' }).where(eq(purchaseOrderLines.id, order.cementLine.id));
    const before = await countRows(server, 'deliveries');
    const answer = await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 2.5 }, { purchaseOrderLineId: order.rebarLine.id, quantity: 21 }]));
    expectError(answer, 422, ['Portland Cement 40kg: only 2 still awaits delivery on this order', 'Deformed Bar 12mm: only 20 still awaits delivery on this order']);
    expect(await countRows(server, 'deliveries')).toBe(before);
    expect((await orderLine(order.cementLine.id)).quantityInDelivery).toBe('5.0000');
    expect((await orderLine(order.rebarLine.id)).quantityInDelivery).toBe('0.0000');
    const exact = await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 2 }]));
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    expect((await orderLine(order.cementLine.id)).quantityInDelivery).toBe('7.0000');
  });

  it('an order that is not approved or partially delivered cannot be delivered (409)', async () => {
    for (const status of ['FOR_APPROVAL', 'DELIVERED', 'CANCELED', 'REJECTED', 'CLOSED']) {
      const order = await insertOrder(status);
      expectError(await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 1 }])), 409, DELIVERY_MESSAGES.orderNotDeliverable(order.order.code, status));
    }
    const partly = await insertOrder('PARTIALLY_DELIVERED');
    expect((await create(clerk, orderDelivery(partly, [{ purchaseOrderLineId: partly.cementLine.id, quantity: 1 }]))).status).toBe(201);
  });

  it('a line of another order is refused (422); a line twice is bad input (400)', async () => {
    const order = await insertOrder();
    const other = await insertOrder();
    expectError(await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: other.cementLine.id, quantity: 1 }])), 422, [DELIVERY_MESSAGES.lineNotOnOrder]);
    expectError(
      await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 1 }, { purchaseOrderLineId: order.cementLine.id, quantity: 1 }])),
      400,
      [DELIVERY_MESSAGES.lineTwice],
    );
  });

  it('bad input is 400 listing every field problem', async () => {
    const answer = await create(clerk, { kind: 'PURCHASE_ORDER', purchaseOrderId: 'x', lines: [{ purchaseOrderLineId: 1, quantity: -1 }], deliveryTerms: 'BY_AIR' });
    expect(answer.status).toBe(400);
    const text = JSON.stringify(answer.body.message);
    for (const field of ['purchaseOrderId', 'scheduledDate', 'deliveryTerms', 'lines.0.quantity']) expect(text).toContain(field);
  });

  it("another company's order is not found (404), and B cannot read A's delivery", async () => {
    const order = await insertOrder();
    expectError(await create(otherCompany, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 1 }])), 404, 'Purchase order not found');
    const created = await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 1 }]));
    expectError(await call(server, 'GET', `/delivery?id=${created.body.data.id}`, { token: otherCompany.token }), 404, 'Delivery not found');
    expectError(await stage(otherCompany, created.body.data.id, 'LOADING'), 404);
  });

  it('needs a pending or truck-load scope to write; the done scope reads', async () => {
    const order = await insertOrder();
    expectError(await create(reader, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 1 }])), 403);
    const table = await call(server, 'PUT', '/delivery?page=1&perPage=10', { token: reader.token, body: { searchKeyword: '', filters: [] } });
    expect(table.status).toBe(200);
  });
});

describe('approval and truck load stages', () => {
  it('cannot be loaded before approval (409); once approved it goes LOADING, DISPATCHED, ARRIVED in order, never skipping', async () => {
    const order = await insertOrder();
    const { id } = (await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 10 }]))).body.data;
    expectError(await stage(clerk, id, 'LOADING'), 409, DELIVERY_MESSAGES.notApproved);
    // The requester does not approve their own delivery.
    const queue = await call(server, 'GET', '/approval/pending', { token: owner.token });
    const step = queue.body.find((entry: any) => entry.documentType === 'DELIVERY' && entry.documentId === id);
    await approve(id);
    expect(step).toBeTruthy();
    expect((await call(server, 'GET', `/delivery?id=${id}`, { token: clerk.token })).body.data.approvalStatus).toBe('APPROVED');
    expectError(await stage(clerk, id, 'DISPATCHED'), 409, DELIVERY_MESSAGES.stageOrder('Loading', 'Dispatched'));
    const loading = await stage(clerk, id, 'LOADING');
    expect(loading.status).toBe(200);
    expect(loading.body).toMatchObject({ message: 'Truck load stage updated successfully', data: { status: 'IN_TRANSIT', stage: 'LOADING' } });
    expectError(await stage(clerk, id, 'ARRIVED'), 409, DELIVERY_MESSAGES.stageOrder('Dispatched', 'Arrived'));
    expectError(await stage(clerk, id, 'LOADING'), 409, DELIVERY_MESSAGES.stageOrder('Dispatched', 'Loading'));
    expect((await stage(clerk, id, 'DISPATCHED')).body.data.stage).toBe('DISPATCHED');
    expectError(await receive(clerk, id), 409, DELIVERY_MESSAGES.notArrived);
    const arrived = await stage(clerk, id, 'ARRIVED');
    expect(arrived.body.data.events.map((e: any) => [e.status, e.stage])).toEqual([
      ['PENDING', null],
      ['PENDING', null],
      ['PENDING', null],
      ['IN_TRANSIT', 'LOADING'],
      ['IN_TRANSIT', 'DISPATCHED'],
      ['IN_TRANSIT', 'ARRIVED'],
    ]);
    expect(arrived.body.data.events[2].note).toMatch(/^Approved by /);
    expectError(await stage(clerk, id, 'ARRIVED'), 409, DELIVERY_MESSAGES.stageOrder('Arrived', 'Arrived'));
    expectError(await stage(clerk, id, 'SAILING'), 400);
  });

  it('a company whose workflow has no delivery step gets APPROVED deliveries at once', async () => {
    const put = await call(server, 'PUT', '/approval/workflow', { token: owner.token, body: { documentType: 'DELIVERY', steps: [] } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    try {
      const order = await insertOrder();
      const answer = await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 1 }]));
      expect(answer.body.data.approvalStatus).toBe('APPROVED');
      expect(answer.body.data.events.at(-1).note).toBe('Approved (no approval step applies)');
      expect((await stage(clerk, answer.body.data.id, 'LOADING')).status).toBe(200);
    } finally {
      const reset = await call(server, 'PUT', '/approval/workflow', { token: owner.token, body: { documentType: 'DELIVERY', steps: [{ name: 'Approve delivery', approverType: 'SCOPE', scope: 'ASSET_DELIVERIES_APPROVE_ACCESS' }] } });
      expect(reset.status).toBe(200);
    }
  });

  it('a rejected delivery is canceled with the reason and the order gets its quantities back', async () => {
    const order = await insertOrder();
    const { id } = (await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 6 }]))).body.data;
    expect((await orderLine(order.cementLine.id)).quantityInDelivery).toBe('6.0000');
    const queue = await call(server, 'GET', '/approval/pending', { token: approver.token });
    const step = queue.body.find((entry: any) => entry.documentType === 'DELIVERY' && entry.documentId === id);
    expect((await call(server, 'POST', `/approval/${step.id}/reject`, { token: approver.token, body: { reason: 'Truck not insured' } })).status).toBe(200);
    const detail = (await call(server, 'GET', `/delivery?id=${id}`, { token: clerk.token })).body.data;
    expect(detail).toMatchObject({ status: 'CANCELED', approvalStatus: 'REJECTED', statusReason: 'Truck not insured' });
    expect(detail.events.at(-1).note).toMatch(/^Rejected by .*: Truck not insured$/);
    expect((await orderLine(order.cementLine.id)).quantityInDelivery).toBe('0.0000');
  });

  it('a delivery returned for changes cannot be loaded until submitted again', async () => {
    const order = await insertOrder();
    const { id } = (await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 1 }]))).body.data;
    expectError(await call(server, 'POST', `/delivery/${id}/submit`, { token: clerk.token }), 409, DELIVERY_MESSAGES.notReturned);
    const queue = await call(server, 'GET', '/approval/pending', { token: approver.token });
    const step = queue.body.find((entry: any) => entry.documentType === 'DELIVERY' && entry.documentId === id);
    expect((await call(server, 'POST', `/approval/${step.id}/return`, { token: approver.token, body: { reason: 'Add the plate number' } })).status).toBe(200);
    const returned = (await call(server, 'GET', `/delivery?id=${id}`, { token: clerk.token })).body.data;
    expect(returned).toMatchObject({ status: 'PENDING', approvalStatus: 'RETURNED', statusReason: 'Add the plate number' });
    expectError(await stage(clerk, id, 'LOADING'), 409, DELIVERY_MESSAGES.notApproved);
    const again = await call(server, 'POST', `/delivery/${id}/submit`, { token: clerk.token });
    expect(again.body).toMatchObject({ message: 'Delivery submitted for approval successfully', data: { approvalStatus: 'FOR_APPROVAL', statusReason: null } });
    await approve(id);
    expect((await stage(clerk, id, 'LOADING')).status).toBe(200);
  });
});

describe('POST /delivery/{id}/receive', () => {
  it('receives every line in full: posts the receipt at the order price, raises received, frees in-delivery, the order DELIVERED', async () => {
    const order = await insertOrder();
    const delivery = await arrivedDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 10 }, { purchaseOrderLineId: order.rebarLine.id, quantity: 20 }]);
    const answer = await receive(clerk, delivery.id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Delivery received successfully');
    expect(answer.body.data).toMatchObject({ status: 'DONE', stage: 'ARRIVED' });
    expect(answer.body.data.lines.map((l: any) => l.quantityReceived)).toEqual(['10', '20']);
    expect(answer.body.data.events.at(-1)).toMatchObject({ status: 'DONE', note: 'Received in full' });
    const [receipt] = await server.context.db.select().from(itemReceipts).where(eq(itemReceipts.id, answer.body.data.receiptId));
    expect(receipt).toMatchObject({ type: 'PURCHASE_ORDER', warehouseId: warehouse.id, purchaseOrderId: order.order.id, deliveryId: delivery.id, totalPayableAmount: '6400.00' });
    expect(await stockLevel(server, warehouse.id, cement.id)).toBe('10.0000');
    expect((await orderLine(order.cementLine.id))).toMatchObject({ quantityReceived: '10.0000', quantityInDelivery: '0.0000' });
    expect((await orderRow(order.order.id)).status).toBe('DELIVERED');
    await expectLedgerConsistent(server, owner.companyId);
  });

  it('a short receipt takes what arrived; the rest is the order\'s to deliver again and the order is PARTIALLY_DELIVERED', async () => {
    const order = await insertOrder();
    const delivery = await arrivedDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 10 }, { purchaseOrderLineId: order.rebarLine.id, quantity: 5 }]);
    const [cementLine, rebarLine] = delivery.lines;
    expectError(await receive(clerk, delivery.id, { lines: [{ deliveryLineId: cementLine.id, quantity: 11 }] }), 422, ['Portland Cement 40kg: the delivery carries only 10']);
    expectError(await receive(clerk, delivery.id, { lines: [{ deliveryLineId: 999999, quantity: 1 }] }), 422, [DELIVERY_MESSAGES.receiveLineUnknown]);
    const answer = await receive(clerk, delivery.id, { lines: [{ deliveryLineId: cementLine.id, quantity: 7.5 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.lines.map((l: any) => [l.id, l.quantityReceived])).toEqual([[cementLine.id, '7.5'], [rebarLine.id, '0']]);
    expect(answer.body.data.events.at(-1).note).toBe('Received in part');
    expect(await orderLine(order.cementLine.id)).toMatchObject({ quantityReceived: '7.5000', quantityInDelivery: '0.0000' });
    expect(await orderLine(order.rebarLine.id)).toMatchObject({ quantityReceived: '0.0000', quantityInDelivery: '0.0000' });
    expect((await orderRow(order.order.id)).status).toBe('PARTIALLY_DELIVERED');
    // What did not arrive can go on a new delivery.
    const again = await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 2.5 }, { purchaseOrderLineId: order.rebarLine.id, quantity: 20 }]));
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    await expectLedgerConsistent(server, owner.companyId);
  });

  it('receiving needs the scope of the warehouse kind (403) and posts nothing without it', async () => {
    const order = await insertOrder();
    const delivery = await arrivedDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 1 }]);
    expectError(await receive(driver, delivery.id), 403, 'You do not have access to Company warehouses');
    expect(await countRows(server, 'item_receipts', 'delivery_id = $1', [delivery.id])).toBe(0);
    expect((await receive(clerk, delivery.id)).status).toBe(200);
  });

  it('two receives of the same delivery race: one wins, the other is 409, and the stock is posted once', async () => {
    const order = await insertOrder();
    const delivery = await arrivedDelivery(order, [{ purchaseOrderLineId: order.rebarLine.id, quantity: 20 }]);
    const before = await stockLevel(server, warehouse.id, rebar.id);
    const answers = await Promise.all([receive(clerk, delivery.id), receive(owner, delivery.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expectError(answers.find((a) => a.status === 409)!, 409, DELIVERY_MESSAGES.alreadyDone);
    expect(Number(await stockLevel(server, warehouse.id, rebar.id)) - Number(before)).toBe(20);
    expect(await countRows(server, 'item_receipts', 'delivery_id = $1', [delivery.id])).toBe(1);
    expect((await orderLine(order.rebarLine.id)).quantityReceived).toBe('20.0000');
    await expectLedgerConsistent(server, owner.companyId);
  });

  it('an order canceled while its truck travelled takes no stock (409) and the delivery stays in transit', async () => {
    const order = await insertOrder();
    const delivery = await arrivedDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 3 }]);
    await server.context.db.update(purchaseOrders).set({ status: 'CANCELED' }).where(eq(purchaseOrders.id, order.order.id));
    expectError(await receive(clerk, delivery.id), 409, RECEIVING_MESSAGES.notReceivable(order.order.code, 'Canceled'));
    expect((await call(server, 'GET', `/delivery?id=${delivery.id}`, { token: clerk.token })).body.data.status).toBe('IN_TRANSIT');
    expect(await orderLine(order.cementLine.id)).toMatchObject({ quantityReceived: '0.0000', quantityInDelivery: '3.0000' });
    expect((await call(server, 'POST', `/delivery/${delivery.id}/cancel`, { token: clerk.token, body: { reason: 'Order canceled' } })).status).toBe(200);
  });

  it('two deliveries racing for the last of a line: one is created, the other 422', async () => {
    const order = await insertOrder();
    const answers = await Promise.all([1, 2].map(() => create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 6 }]))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect((await orderLine(order.cementLine.id)).quantityInDelivery).toBe('6.0000');
  });
});

describe('POST /delivery/{id}/cancel', () => {
  it('needs a reason (400), gives the quantities back and ends the open approval', async () => {
    const order = await insertOrder();
    const { id } = (await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 3 }]))).body.data;
    const noReason = await call(server, 'POST', `/delivery/${id}/cancel`, { token: clerk.token, body: {} });
    expectError(noReason, 400, ['reason: is required']);
    const answer = await call(server, 'POST', `/delivery/${id}/cancel`, { token: clerk.token, body: { reason: 'Supplier out of stock' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Delivery canceled successfully', data: { status: 'CANCELED', statusReason: 'Supplier out of stock', approval: { status: 'CANCELED' } } });
    expect(answer.body.data.events.at(-1)).toMatchObject({ status: 'CANCELED', note: 'Supplier out of stock' });
    expect((await orderLine(order.cementLine.id)).quantityInDelivery).toBe('0.0000');
    expectError(await call(server, 'POST', `/delivery/${id}/cancel`, { token: clerk.token, body: { reason: 'again' } }), 409, DELIVERY_MESSAGES.alreadyCanceled);
    const queue = await call(server, 'GET', '/approval/pending', { token: approver.token });
    expect(queue.body.some((entry: any) => entry.documentType === 'DELIVERY' && entry.documentId === id)).toBe(false);
  });

  it('an in-transit delivery can be canceled; a received one cannot (409) and keeps its state', async () => {
    const order = await insertOrder();
    const moving = await arrivedDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 2 }]);
    expect((await call(server, 'POST', `/delivery/${moving.id}/cancel`, { token: clerk.token, body: { reason: 'Truck broke down' } })).status).toBe(200);
    const done = await arrivedDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 2 }]);
    expect((await receive(clerk, done.id)).status).toBe(200);
    expectError(await call(server, 'POST', `/delivery/${done.id}/cancel`, { token: clerk.token, body: { reason: 'late' } }), 409, DELIVERY_MESSAGES.cancelDone);
    const [row] = await server.context.db.select().from(deliveries).where(eq(deliveries.id, done.id));
    expect(row.status).toBe('DONE');
    expect((await orderLine(order.cementLine.id)).quantityReceived).toBe('2.0000');
  });
});

describe('transfers', () => {
  it('a transfer moves stock from one warehouse to the other when received (TRANSFER_OUT and TRANSFER_IN), not before', async () => {
    await adjust(server, owner, warehouse.id, 'ADD', [{ itemId: cement.id, quantity: 50 }]);
    const fromBefore = Number(await stockLevel(server, warehouse.id, cement.id));
    const answer = await create(clerk, { kind: 'TRANSFER', fromWarehouseId: warehouse.id, toWarehouseId: site.id, scheduledDate: '2026-12-02', lines: [{ itemId: cement.id, quantity: 12 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const data = answer.body.data;
    expect(data).toMatchObject({ kind: 'TRANSFER', purchaseOrder: null, fromWarehouse: { id: warehouse.id }, toWarehouse: { id: site.id } });
    await approve(data.id);
    for (const to of ['LOADING', 'DISPATCHED', 'ARRIVED']) expect((await stage(clerk, data.id, to)).status).toBe(200);
    expect(Number(await stockLevel(server, warehouse.id, cement.id))).toBe(fromBefore);
    expect((await receive(clerk, data.id)).status).toBe(200);
    expect(Number(await stockLevel(server, warehouse.id, cement.id))).toBe(fromBefore - 12);
    expect(Number(await stockLevel(server, site.id, cement.id))).toBe(12);
    expect(await countRows(server, 'item_receipts', 'delivery_id = $1', [data.id])).toBe(2);
    await expectLedgerConsistent(server, owner.companyId);
  });

  it('a transfer to the same warehouse is bad input; more than the source holds is refused at receipt (422) and nothing moves', async () => {
    const same = await create(clerk, { kind: 'TRANSFER', fromWarehouseId: warehouse.id, toWarehouseId: warehouse.id, scheduledDate: '2026-12-02', lines: [{ itemId: rebar.id, quantity: 1 }] });
    expectError(same, 400, ['toWarehouseId: must differ from the source warehouse']);
    const answer = await create(clerk, { kind: 'TRANSFER', fromWarehouseId: site.id, toWarehouseId: warehouse.id, scheduledDate: '2026-12-02', lines: [{ itemId: rebar.id, quantity: 999 }] });
    await approve(answer.body.data.id);
    for (const to of ['LOADING', 'DISPATCHED', 'ARRIVED']) await stage(clerk, answer.body.data.id, to);
    const refused = await receive(clerk, answer.body.data.id);
    expect(refused.status).toBe(422);
    expect((await call(server, 'GET', `/delivery?id=${answer.body.data.id}`, { token: clerk.token })).body.data.status).toBe('IN_TRANSIT');
  });
});

describe('reading deliveries', () => {
  it('PUT /delivery filters by status, stage and order and searches code, plate and driver', async () => {
    const order = await insertOrder();
    const created = await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 1 }], { plateNumber: 'ZZY 9876', driverName: 'Lito Ramos' }));
    const table = (body: unknown) => call(server, 'PUT', '/delivery?page=1&perPage=0', { token: clerk.token, body });
    const byPlate = await table({ searchKeyword: 'ZZY 98', filters: [] });
    expect(byPlate.body.list.map((r: any) => r.id)).toEqual([created.body.data.id]);
    expect((await table({ searchKeyword: 'lito', filters: [] })).body.list.map((r: any) => r.code)).toEqual([created.body.data.code]);
    const byOrder = await table({ searchKeyword: '', filters: [{ key: 'purchaseOrderId', value: order.order.id }] });
    expect(byOrder.body.pagination.total).toBe(1);
    const inTransit = await table({ searchKeyword: '', filters: [{ key: 'status', value: 'IN_TRANSIT' }, { key: 'stage', value: 'LOADING' }] });
    expect(inTransit.body.list.every((r: any) => r.status === 'IN_TRANSIT' && r.stage === 'LOADING')).toBe(true);
    expectError(await table({ searchKeyword: '', filters: [{ key: 'status', value: 'LOST' }] }), 400, ['filters: unknown status LOST']);
    const otherB = await call(server, 'PUT', '/delivery?page=1&perPage=0', { token: otherCompany.token, body: { searchKeyword: '', filters: [] } });
    expect(otherB.body.pagination.total).toBe(0);
  });

  it('GET /delivery/open-orders lists approved orders with what each line still awaits', async () => {
    const order = await insertOrder();
    await create(clerk, orderDelivery(order, [{ purchaseOrderLineId: order.cementLine.id, quantity: 4 }]));
    const answer = await call(server, 'GET', `/delivery/open-orders?search=${encodeURIComponent(order.order.code)}`, { token: clerk.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    expect(answer.body[0]).toMatchObject({ id: order.order.id, supplier: { name: 'Rizal Hardware' }, warehouse: { id: warehouse.id } });
    expect(answer.body[0].lines.map((l: any) => [l.itemName, l.quantityRemaining, l.unitPrice])).toEqual([
      ['Portland Cement 40kg', '6', '265.50'],
      ['Deformed Bar 12mm', '20', '187.25'],
    ]);
    const notApproved = await insertOrder('FOR_APPROVAL');
    expect((await call(server, 'GET', `/delivery/open-orders?search=${notApproved.order.code}`, { token: clerk.token })).body).toEqual([]);
  });

  it('the select lists answer value and label', async () => {
    const stages = await call(server, 'GET', '/select-box/truck-load-stage-list', { token: reader.token });
    expect(stages.body).toEqual([
      { value: 'LOADING', label: 'Loading' },
      { value: 'DISPATCHED', label: 'Dispatched' },
      { value: 'ARRIVED', label: 'Arrived' },
    ]);
    expect((await call(server, 'GET', '/select-box/delivery-status-list', { token: reader.token })).body.map((o: any) => o.value)).toEqual(['PENDING', 'IN_TRANSIT', 'DONE', 'CANCELED']);
    expect((await call(server, 'GET', '/select-box/delivery-terms-list', { token: reader.token })).body[0]).toEqual({ value: 'DELIVERED_TO_SITE', label: 'Delivered to site (supplier delivers)' });
  });
});
