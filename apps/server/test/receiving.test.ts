import { RECEIVING_MESSAGES } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boqItems, purchaseOrderLines, purchaseOrders } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { createWarehouse, expectLedgerConsistent, insertItem, insertPurchaseOrder, insertSupplier, stockLevel, type PurchaseOrderLineSeed } from './inventory-helpers';
import { insertBoqRow, insertProject, setBoqStatus } from './qto-helpers';

let server: TestServer;
/** Receives into company warehouses (ASSET_RECEIVING_ACCESS and the COMPANY kind). */
let receiverA: TestUser;
let receiverB: TestUser;
let warehouseA: any;
let supplierA: { id: number; name: string };

const insertOrder = (
  companyId: number,
  lines: PurchaseOrderLineSeed[],
  fields: Partial<typeof purchaseOrders.$inferInsert> = {},
) => insertPurchaseOrder(server, companyId, { supplierId: supplierA.id, warehouseId: warehouseA.id, ...fields }, lines);
const receive = (user: TestUser, orderId: number | string, body: unknown) => call(server, 'POST', `/purchase-order/${orderId}/receive`, { token: user.token, body });
const orderRow = async (id: number) => (await server.context.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0];
const lineRow = async (id: number) => (await server.context.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer();
  receiverA = await createUser(server, { scopes: ['ASSET_RECEIVING_ACCESS', 'ASSET_WAREHOUSE_COMPANY_ACCESS'] });
  receiverB = await createUser(server, { scopes: ['ASSET_RECEIVING_ACCESS', 'ASSET_WAREHOUSE_COMPANY_ACCESS'] });
  warehouseA = await createWarehouse(server, receiverA, { name: 'Makati Central Warehouse' });
  supplierA = await insertSupplier(server, receiverA.companyId, 'Holcim Philippines');
});
afterAll(async () => server?.stop());

describe('POST /purchase-order/{id}/receive', () => {
  it('posts one PURCHASE_ORDER receipt at the unit prices, answers it as GET /item-receipts does, and the order becomes PARTIALLY_DELIVERED then DELIVERED', async () => {
    const cement = await insertItem(server, receiverA.companyId, { name: 'Portland Cement 40kg' });
    const rebar = await insertItem(server, receiverA.companyId, { name: 'Rebar 10mm' });
    const { project, boq } = await insertProject(server, receiverA.companyId);
    const boqLine = await insertBoqRow(server, receiverA.companyId, boq.id, { itemId: cement.id, quantity: '200' });
    const { order, lines } = await insertOrder(
      receiverA.companyId,
      [
        { itemId: cement.id, itemName: cement.name, quantity: '100', unitPrice: '265.50', boqItemId: boqLine.id },
        { itemId: rebar.id, itemName: rebar.name, quantity: '40', unitPrice: '180.25', vatInclusive: false },
      ],
      { projectId: project.id },
    );

    const first = await receive(receiverA, order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: lines[0].id, quantity: 60 }, { purchaseOrderLineId: lines[1].id, quantity: '40' }] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toBe('Items received successfully');
    const read = await call(server, 'GET', `/item-receipts?id=${first.body.data.itemReceiptInfo.id}`, { token: receiverA.token });
    expect(first.body.data).toEqual(read.body);
    expect(first.body.data.itemReceiptInfo).toMatchObject({
      type: { key: 'PURCHASE_ORDER', itemImpact: 'ADDING' },
      reference: order.code,
      totalPayableAmount: '23140.00',
      warehouse: { id: warehouseA.id, name: 'Makati Central Warehouse' },
      supplier: { id: supplierA.id, name: 'Holcim Philippines' },
      purchaseOrder: { id: order.id, code: order.code },
    });
    expect(first.body.data.itemReceiptItemList.map((l: any) => [l.itemName, l.quantity, l.unitPrice, l.total])).toEqual([
      ['Portland Cement 40kg', '60.0000', '265.50', '15930.00'],
      ['Rebar 10mm', '40.0000', '180.25', '7210.00'],
    ]);
    expect((await orderRow(order.id)).status).toBe('PARTIALLY_DELIVERED');
    expect((await lineRow(lines[0].id)).quantityReceived).toBe('60.0000');
    expect((await lineRow(lines[1].id)).quantityReceived).toBe('40.0000');
    const [traced] = await server.context.db.select().from(boqItems).where(eq(boqItems.id, boqLine.id));
    expect(traced.quantityReceived).toBe('60.0000');
    expect(await stockLevel(server, warehouseA.id, cement.id)).toBe('60.0000');
    // The ledger lines name their order lines and carry their cost.
    const ledger = await server.context.db.execute(
      `select purchase_order_line_id, cost_total::text as cost from item_receipt_lines where receipt_id = ${first.body.data.itemReceiptInfo.id} order by id`,
    );
    expect(ledger.rows).toEqual([
      { purchase_order_line_id: lines[0].id, cost: '15930.0000' },
      { purchase_order_line_id: lines[1].id, cost: '7210.0000' },
    ]);

    const rest = await receive(receiverA, order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: lines[0].id, quantity: 40 }] });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect((await orderRow(order.id)).status).toBe('DELIVERED');
    const [after] = await server.context.db.select().from(boqItems).where(eq(boqItems.id, boqLine.id));
    expect(after.quantityReceived).toBe('100.0000');
    expect(await stockLevel(server, warehouseA.id, cement.id)).toBe('100.0000');
    // A delivered order takes nothing more.
    expectError(await receive(receiverA, order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: lines[0].id, quantity: 1 }] }), 409, RECEIVING_MESSAGES.notReceivable(order.code, 'Delivered'));
    await expectLedgerConsistent(server, receiverA.companyId);
  });

  it('more than a line still awaits is 422 naming the item, and nothing is posted', async () => {
    const sand = await insertItem(server, receiverA.companyId, { name: 'Washed Sand' });
    const gravel = await insertItem(server, receiverA.companyId, { name: 'Gravel 3/4' });
    const { order, lines } = await insertOrder(receiverA.companyId, [
      { itemId: sand.id, itemName: sand.name, quantity: '10', unitPrice: '1200' },
      { itemId: gravel.id, itemName: gravel.name, quantity: '5', unitPrice: '1500' },
    ]);
    await server.context.db.update(purchaseOrderLines).set({ quantityReceived: '3' }).where(eq(purchaseOrderLines.id, lines[1].id));
    const receiptsBefore = await countRows(server, 'item_receipts', 'company_id = $1', [receiverA.companyId]);
    const answer = await receive(receiverA, order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: lines[0].id, quantity: 10 }, { purchaseOrderLineId: lines[1].id, quantity: 2.5 }] });
    expectError(answer, 422, `Gravel 3/4: only 2 still awaited on ${order.code}`);
    expect(await countRows(server, 'item_receipts', 'company_id = $1', [receiverA.companyId])).toBe(receiptsBefore);
    expect(await stockLevel(server, warehouseA.id, sand.id)).toBe('0');
    expect((await lineRow(lines[0].id)).quantityReceived).toBe('0.0000');
    expect((await orderRow(order.id)).status).toBe('APPROVED');
  });

  it('refuses orders not approved (409), lines of another order (422), bad payloads (400), other companies (404)', async () => {
    const nails = await insertItem(server, receiverA.companyId, { name: 'Common Nails 4"' });
    const pending = await insertOrder(receiverA.companyId, [{ itemId: nails.id, itemName: nails.name, quantity: '10', unitPrice: '85' }], { status: 'FOR_APPROVAL' });
    expectError(
      await receive(receiverA, pending.order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: pending.lines[0].id, quantity: 1 }] }),
      409,
      `${pending.order.code} is For Approval: only an approved or partially delivered order can be received`,
    );
    for (const status of ['CANCELED', 'REJECTED', 'CLOSED']) {
      await server.context.db.update(purchaseOrders).set({ status }).where(eq(purchaseOrders.id, pending.order.id));
      expectError(await receive(receiverA, pending.order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: pending.lines[0].id, quantity: 1 }] }), 409);
    }
    const open = await insertOrder(receiverA.companyId, [{ itemId: nails.id, itemName: nails.name, quantity: '10', unitPrice: '85' }]);
    expectError(
      await receive(receiverA, open.order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: pending.lines[0].id, quantity: 1 }] }),
      422,
      `A line received is not on ${open.order.code}`,
    );
    const bad = await receive(receiverA, open.order.id, { warehouseId: 'x', lines: [{ purchaseOrderLineId: open.lines[0].id, quantity: 0 }, { purchaseOrderLineId: open.lines[0].id, quantity: -1 }] });
    expectError(bad, 400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^warehouseId: /), 'lines.0.quantity: must be above 0', 'lines.1.quantity: must be above 0']),
    );
    expectError(await receive(receiverA, open.order.id, { warehouseId: warehouseA.id, lines: [] }), 400, ['lines: needs at least one line']);
    expectError(
      await receive(receiverA, open.order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: open.lines[0].id, quantity: 1 }, { purchaseOrderLineId: open.lines[0].id, quantity: 2 }] }),
      400,
      ['lines: names an order line more than once'],
    );
    expectError(await receive(receiverA, 'abc', { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: 1, quantity: 1 }] }), 400);
    // Company B sees neither A's order nor A's warehouse.
    const warehouseB = await createWarehouse(server, receiverB);
    expectError(await receive(receiverB, open.order.id, { warehouseId: warehouseB.id, lines: [{ purchaseOrderLineId: open.lines[0].id, quantity: 1 }] }), 404, 'Purchase order not found');
    expectError(await receive(receiverB, open.order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: open.lines[0].id, quantity: 1 }] }), 404, 'Warehouse not found');
    // A delivery of another order is not found.
    expectError(await receive(receiverA, open.order.id, { warehouseId: warehouseA.id, deliveryId: 99999999, lines: [{ purchaseOrderLineId: open.lines[0].id, quantity: 1 }] }), 404, 'Delivery not found');
    expect((await lineRow(open.lines[0].id)).quantityReceived).toBe('0.0000');
  });

  it('only a user with receiving rights on that warehouse receives (403 otherwise)', async () => {
    const tiles = await insertItem(server, receiverA.companyId, { name: 'Floor Tiles 60x60' });
    const { order, lines } = await insertOrder(receiverA.companyId, [{ itemId: tiles.id, itemName: tiles.name, quantity: '10', unitPrice: '95' }]);
    const body = { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: lines[0].id, quantity: 1 }] };
    const keeper = await createUser(server, { companyId: receiverA.companyId, scopes: ['ASSET_WAREHOUSE_COMPANY_ACCESS'] });
    expectError(await receive(keeper, order.id, body), 403);
    const projectReceiver = await createUser(server, { companyId: receiverA.companyId, scopes: ['ASSET_RECEIVING_ACCESS', 'ASSET_WAREHOUSE_PROJECT_ACCESS'] });
    expectError(await receive(projectReceiver, order.id, body), 403, 'You do not have access to Company warehouses');
    const purchaser = await createUser(server, { companyId: receiverA.companyId, scopes: ['ASSET_PURCHASING_ORDER_ACCESS'] });
    expectError(await receive(purchaser, order.id, body), 403);
    expect((await lineRow(lines[0].id)).quantityReceived).toBe('0.0000');
    const owner = await createUser(server, { companyId: receiverA.companyId, isFullAccess: true });
    expect((await receive(owner, order.id, body)).status).toBe(201);
  });

  it('two receipts racing for the last awaited quantity: one 201, one 422, the stock right', async () => {
    const blocks = await insertItem(server, receiverA.companyId, { name: 'Concrete Hollow Block 4"' });
    const wire = await insertItem(server, receiverA.companyId, { name: 'Tie Wire #16' });
    // A second line still awaited keeps the order open: the loser is refused for the line, not the order.
    const { order, lines } = await insertOrder(receiverA.companyId, [
      { itemId: blocks.id, itemName: blocks.name, quantity: '1000', unitPrice: '15.50' },
      { itemId: wire.id, itemName: wire.name, quantity: '10', unitPrice: '94' },
    ]);
    const first = await receive(receiverA, order.id, { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: lines[0].id, quantity: 700 }] });
    expect(first.status).toBe(201);
    const body = { warehouseId: warehouseA.id, lines: [{ purchaseOrderLineId: lines[0].id, quantity: 300 }] };
    const answers = await Promise.all([receive(receiverA, order.id, body), receive(receiverA, order.id, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expectError(answers.find((a) => a.status === 422)!, 422, `Concrete Hollow Block 4": only 0 still awaited on ${order.code}`);
    expect(await stockLevel(server, warehouseA.id, blocks.id)).toBe('1000.0000');
    expect((await lineRow(lines[0].id)).quantityReceived).toBe('1000.0000');
    expect((await orderRow(order.id)).status).toBe('PARTIALLY_DELIVERED');
    const value = await server.context.db.execute(`select value::text as value from stock_levels where warehouse_id = ${warehouseA.id} and item_id = ${blocks.id}`);
    expect(value.rows).toEqual([{ value: '15500.0000' }]);
    await expectLedgerConsistent(server, receiverA.companyId);
  });

  it('the whole chain through the API: BOQ line -> request -> approval -> order -> receipt -> issue; the project traces it', async () => {
    const admin = await createUser(server, { isFullAccess: true });
    const estimator = await createUser(server, { companyId: admin.companyId, scopes: ['PROJECT_ACCESS'] });
    const site = await insertProject(server, admin.companyId, 'Alabang Townhomes');
    await setBoqStatus(server, site.boq.id, 'LOCKED');
    const cement = await insertItem(server, admin.companyId, { name: 'Portland Cement 40kg' });
    const supplier = await insertSupplier(server, admin.companyId, 'Makati Hardware Supply');
    const footing = await insertBoqRow(server, admin.companyId, site.boq.id, { description: 'Footing F1', quantity: '50', itemId: cement.id });

    const request = await call(server, 'POST', '/purchase-order/request', {
      token: estimator.token,
      body: { projectId: site.project.id, warehouseId: site.warehouse.id, billOfQuantityId: site.boq.id, deliveryDate: '2026-12-15T00:00:00Z', items: [{ itemId: cement.id, quantity: 40, rate: 250, boqKey: footing.key }] },
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    const queue = await call(server, 'GET', '/approval/pending', { token: admin.token });
    const step = queue.body.find((row: any) => row.documentType === 'PURCHASE_REQUEST' && row.documentId === request.body.data.id);
    expect((await call(server, 'POST', `/approval/${step.id}/approve`, { token: admin.token, body: {} })).status).toBe(200);
    const detail = await call(server, 'GET', `/purchase-order/request?id=${request.body.data.id}`, { token: admin.token });
    const ordered = await call(server, 'POST', '/purchase-order', {
      token: admin.token,
      body: { supplierId: supplier.id, warehouseId: site.warehouse.id, deliveryDate: '2026-12-15T00:00:00Z', lines: [{ purchaseRequestLineId: detail.body.data.items[0].id, quantity: 40, unitPrice: '262.50' }] },
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    expect(ordered.body.data.status).toBe('APPROVED');
    const orderId = ordered.body.data.id;
    const lineId = ordered.body.data.lines[0].id;

    const first = await receive(admin, orderId, { warehouseId: site.warehouse.id, reference: 'DR-24117', lines: [{ purchaseOrderLineId: lineId, quantity: 25 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.itemReceiptInfo).toMatchObject({ reference: 'DR-24117', totalPayableAmount: '6562.50', purchaseOrder: { id: orderId, total: '10500.00', paidAmount: '0.00', balance: '10500.00' } });
    const afterFirst = await call(server, 'GET', `/purchase-order?id=${orderId}`, { token: admin.token });
    expect(afterFirst.body.data).toMatchObject({ status: 'PARTIALLY_DELIVERED', balance: '10500.00' });
    expect(afterFirst.body.data.lines[0].quantityReceived).toBe('25');
    expectError(await receive(admin, orderId, { warehouseId: site.warehouse.id, lines: [{ purchaseOrderLineId: lineId, quantity: 16 }] }), 422, `Portland Cement 40kg: only 15 still awaited on ${ordered.body.data.code}`);
    expect((await receive(admin, orderId, { warehouseId: site.warehouse.id, lines: [{ purchaseOrderLineId: lineId, quantity: 15 }] })).status).toBe(201);
    expect((await call(server, 'GET', `/purchase-order?id=${orderId}`, { token: admin.token })).body.data.status).toBe('DELIVERED');

    // 10 bags go into the footing: charged to the project and its BOQ line at the average (262.50).
    const issued = await call(server, 'POST', '/inventory/issue', { token: admin.token, body: { warehouseId: site.warehouse.id, projectId: site.project.id, items: [{ itemId: cement.id, quantity: 10, boqKey: footing.key }] } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const traced = await call(server, 'GET', `/project/${site.project.id}/purchasing`, { token: admin.token });
    expect(traced.status, JSON.stringify(traced.body)).toBe(200);
    const row = (Array.isArray(traced.body) ? traced.body : traced.body.data).find((r: any) => r.boqItemId === footing.id);
    expect(row).toMatchObject({ quantityPurchased: '40', quantityOrdered: '40', quantityReceived: '40', materialCost: '2625.00' });
    expect(await stockLevel(server, site.warehouse.id, cement.id)).toBe('30.0000');
    await expectLedgerConsistent(server, admin.companyId);
  });
});
