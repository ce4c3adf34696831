import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, purchaseOrderLines, purchaseOrders, suppliers, warehouses } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { openFund, payThroughTreasury, treasuryTeam } from './treasury-helpers';

/**
 * PUT /purchase-order (the orders table) and GET /supplier/open-balance. Orders are written straight
 * to purchase_orders and purchase_order_lines: these tests are about reading them.
 */

let server: TestServer;
/** Purchasing of company A (full access, also records payments), a payables clerk of A, company B. */
let buyerA: TestUser;
let payablesA: TestUser;
let buyerB: TestUser;
let ids: { cemex: number; apo: number; steel: number; central: number; site: number; item: number; otherSupplier: number; otherWarehouse: number; otherItem: number };
/** Company A's orders by code. */
const orders: Record<string, number> = {};

const MINUTE = 60_000;
const BASE_TIME = Date.parse('2026-11-02T01:00:00Z');

async function insertOrder(
  companyId: number,
  fields: { code: string; supplierId: number | null; warehouseId: number | null; status: string; total: string; paidAmount?: string; minutes: number; statusReason?: string; deliveryDate?: Date },
  lines: { quantity: string; received: string }[] = [],
  itemId = ids.item,
) {
  const [order] = await server.context.db
    .insert(purchaseOrders)
    .values({
      companyId,
      code: fields.code,
      supplierId: fields.supplierId,
      warehouseId: fields.warehouseId,
      status: fields.status,
      total: fields.total,
      paidAmount: fields.paidAmount ?? '0',
      statusReason: fields.statusReason ?? null,
      deliveryDate: fields.deliveryDate ?? null,
      createdAt: new Date(BASE_TIME + fields.minutes * MINUTE),
    })
    .returning();
  if (lines.length) {
    await server.context.db.insert(purchaseOrderLines).values(
      lines.map((line) => ({
        companyId,
        purchaseOrderId: order.id,
        itemId,
        itemName: 'Portland Cement 40kg',
        quantity: line.quantity,
        unitPrice: '250.00',
        amount: '0',
        quantityReceived: line.received,
      })),
    );
  }
  return order.id;
}

const table = (user: TestUser, body: Record<string, unknown> = {}, query = 'page=1&perPage=50') =>
  call(server, 'PUT', `/purchase-order?${query}`, { token: user.token, body: { searchKeyword: '', filters: [], ...body } });
const filters = (values: Record<string, unknown>) => Object.entries(values).map(([key, value]) => ({ key, value }));
const codes = (answer: { body: any }) => answer.body.list.map((row: any) => row.code);
const balanceOf = (user: TestUser, supplierId: number | string) => call(server, 'GET', `/supplier/open-balance?supplierId=${supplierId}`, { token: user.token });

beforeAll(async () => {
  server = await startTestServer();
  buyerA = await createUser(server, { isFullAccess: true });
  payablesA = await createUser(server, { companyId: buyerA.companyId, scopes: ['TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS'] });
  buyerB = await createUser(server, { scopes: ['ASSET_PURCHASING_ORDER_ACCESS'] });
  const { db } = server.context;
  const a = buyerA.companyId;
  const [cemex, apo, steel] = await db
    .insert(suppliers)
    .values([
      { companyId: a, name: 'Cemex Philippines' },
      { companyId: a, name: 'Apo Cement Trading' },
      { companyId: a, name: 'Mabuhay Steel Supply' },
    ])
    .returning();
  const [central, site] = await db
    .insert(warehouses)
    .values([
      { companyId: a, kind: 'COMPANY', name: 'Central Warehouse' },
      { companyId: a, kind: 'COMPANY', name: 'Taguig Site Store' },
    ])
    .returning();
  const [item] = await db.insert(items).values({ companyId: a, name: 'Portland Cement 40kg', sku: `PC-${randomBytes(3).toString('hex')}` }).returning();
  const [otherSupplier] = await db.insert(suppliers).values({ companyId: buyerB.companyId, name: 'Cemex Bravo Branch' }).returning();
  const [otherWarehouse] = await db.insert(warehouses).values({ companyId: buyerB.companyId, kind: 'COMPANY', name: 'Bravo Yard' }).returning();
  const [otherItem] = await db.insert(items).values({ companyId: buyerB.companyId, name: 'Bravo Cement', sku: `BC-${randomBytes(3).toString('hex')}` }).returning();
  ids = { cemex: cemex.id, apo: apo.id, steel: steel.id, central: central.id, site: site.id, item: item.id, otherSupplier: otherSupplier.id, otherWarehouse: otherWarehouse.id, otherItem: otherItem.id };

  // Company A: seven orders, one a minute, PO-000001 the oldest.
  orders['PO-000001'] = await insertOrder(a, { code: 'PO-000001', supplierId: cemex.id, warehouseId: central.id, status: 'DELIVERED', total: '12500.50', paidAmount: '12500.50', minutes: 1, deliveryDate: new Date('2026-11-10T00:00:00Z') }, [
    { quantity: '50', received: '50' },
  ]);
  orders['PO-000002'] = await insertOrder(a, { code: 'PO-000002', supplierId: cemex.id, warehouseId: central.id, status: 'PARTIALLY_DELIVERED', total: '3750.25', minutes: 2 }, [
    { quantity: '10', received: '3' },
    { quantity: '5', received: '5' },
  ]);
  orders['PO-000003'] = await insertOrder(a, { code: 'PO-000003', supplierId: apo.id, warehouseId: site.id, status: 'APPROVED', total: '999.99', minutes: 3 }, [{ quantity: '7', received: '0' }]);
  orders['PO-000004'] = await insertOrder(a, { code: 'PO-000004', supplierId: apo.id, warehouseId: site.id, status: 'CANCELED', total: '5000.00', minutes: 4, statusReason: 'Supplier out of stock' });
  orders['PO-000005'] = await insertOrder(a, { code: 'PO-000005', supplierId: steel.id, warehouseId: central.id, status: 'FOR_APPROVAL', total: '80000.00', minutes: 5 }, [
    { quantity: '1000', received: '999' },
  ]);
  orders['PO-000006'] = await insertOrder(a, { code: 'PO-000006', supplierId: cemex.id, warehouseId: site.id, status: 'APPROVED', total: '0.10', minutes: 6 });
  // An order from before purchasing (decision 0012): no supplier, no warehouse.
  orders['PO-000007'] = await insertOrder(a, { code: 'PO-000007', supplierId: null, warehouseId: null, status: 'DELIVERED', total: '150.00', minutes: 7 });
  // Company B: an order with a code company A also uses, and one naming Cemex.
  await insertOrder(buyerB.companyId, { code: 'PO-000001', supplierId: otherSupplier.id, warehouseId: otherWarehouse.id, status: 'APPROVED', total: '777.00', minutes: 8 }, [], otherItem.id);
  await insertOrder(buyerB.companyId, { code: 'PO-000002', supplierId: otherSupplier.id, warehouseId: otherWarehouse.id, status: 'DELIVERED', total: '1.00', minutes: 9 }, [], otherItem.id);
});
afterAll(async () => server?.stop());

describe('PUT /purchase-order: the orders table', () => {
  it('answers each order with its supplier, warehouse, money as exact text, dates and the received share, newest first', async () => {
    const answer = await table(buyerA);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(codes(answer)).toEqual(['PO-000007', 'PO-000006', 'PO-000005', 'PO-000004', 'PO-000003', 'PO-000002', 'PO-000001']);
    expect(answer.body.pagination).toEqual({ page: 1, perPage: 50, total: 7, totalPages: 1 });
    const byCode = Object.fromEntries(answer.body.list.map((row: any) => [row.code, row]));
    expect(byCode['PO-000001']).toEqual({
      id: orders['PO-000001'],
      code: 'PO-000001',
      status: 'DELIVERED',
      statusReason: null,
      supplier: { id: ids.cemex, name: 'Cemex Philippines' },
      warehouse: { id: ids.central, name: 'Central Warehouse' },
      total: '12500.50',
      paidAmount: '12500.50',
      balance: '0.00',
      deliveryDate: '2026-11-10T00:00:00.000Z',
      createdAt: new Date(BASE_TIME + MINUTE).toISOString(),
      receivedPercent: 100,
    });
    expect(byCode['PO-000004']).toMatchObject({ status: 'CANCELED', statusReason: 'Supplier out of stock', balance: '5000.00', receivedPercent: 0, deliveryDate: null });
    expect(byCode['PO-000007']).toMatchObject({ supplier: null, warehouse: null, total: '150.00' });
  });

  it('receivedPercent is the received quantity over the ordered quantity of all lines, in whole percent rounded down', async () => {
    const byCode = Object.fromEntries((await table(buyerA)).body.list.map((row: any) => [row.code, row.receivedPercent]));
    expect(byCode['PO-000002']).toBe(53); // (3 + 5) / (10 + 5) = 53.3%
    expect(byCode['PO-000003']).toBe(0); // nothing received
    expect(byCode['PO-000005']).toBe(99); // 999 of 1000 is not yet 100
    expect(byCode['PO-000006']).toBe(0); // no lines
    expect(byCode['PO-000001']).toBe(100);
  });

  it('filters by status, by supplier, and by both', async () => {
    expect(codes(await table(buyerA, { filters: filters({ status: 'APPROVED' }) }))).toEqual(['PO-000006', 'PO-000003']);
    expect(codes(await table(buyerA, { filters: filters({ supplierId: ids.cemex }) }))).toEqual(['PO-000006', 'PO-000002', 'PO-000001']);
    const both = await table(buyerA, { filters: filters({ status: 'APPROVED', supplierId: String(ids.cemex) }) });
    expect(codes(both)).toEqual(['PO-000006']);
    expect(both.body.pagination.total).toBe(1);
    expect(codes(await table(buyerA, { filters: filters({ warehouseId: ids.site }) }))).toEqual(['PO-000006', 'PO-000004', 'PO-000003']);
    // "all" and an empty value filter nothing.
    expect((await table(buyerA, { filters: filters({ status: 'all', supplierId: '' }) })).body.pagination.total).toBe(7);
  });

  it('the status filter counts from the status counters, which follow inserts, status changes and deletes', async () => {
    const totalOf = async (status?: string) => (await table(buyerA, { filters: status ? filters({ status }) : [] })).body.pagination.total;
    expect(await totalOf('DELIVERED')).toBe(2);
    expect(await totalOf('CLOSED')).toBe(0);
    const extra = await insertOrder(buyerA.companyId, { code: 'PO-000099', supplierId: ids.apo, warehouseId: ids.central, status: 'DELIVERED', total: '1.00', minutes: 99 });
    expect([await totalOf(), await totalOf('DELIVERED')]).toEqual([8, 3]);
    await server.context.db.update(purchaseOrders).set({ status: 'CLOSED' }).where(eq(purchaseOrders.id, extra));
    expect([await totalOf(), await totalOf('DELIVERED'), await totalOf('CLOSED')]).toEqual([8, 2, 1]);
    expect(codes(await table(buyerA, { filters: filters({ status: 'CLOSED' }) }))).toEqual(['PO-000099']);
    await server.context.db.delete(purchaseOrders).where(eq(purchaseOrders.id, extra));
    expect([await totalOf(), await totalOf('DELIVERED'), await totalOf('CLOSED')]).toEqual([7, 2, 0]);
  });

  it('answers the counter as the total unfiltered or by status alone, and counts the rows for any other filter or a search', async () => {
    const bump = (counter: string, by: number) =>
      server.context.database.query('update record_counts set n = n + $3 where company_id = $1 and counter = $2', [buyerA.companyId, counter, by]);
    await bump('purchase_orders', 1000);
    await bump('purchase_orders:DELIVERED', 1000);
    try {
      expect((await table(buyerA)).body.pagination.total).toBe(1007);
      expect((await table(buyerA, { filters: filters({ status: 'DELIVERED' }) })).body.pagination.total).toBe(1002);
      expect((await table(buyerA, { filters: filters({ status: 'DELIVERED', supplierId: ids.cemex }) })).body.pagination.total).toBe(1);
      expect((await table(buyerA, { filters: filters({ supplierId: ids.cemex }) })).body.pagination.total).toBe(3);
      expect((await table(buyerA, { searchKeyword: 'PO-' })).body.pagination.total).toBe(7);
      expect((await table(buyerA, { searchKeyword: 'PO-', filters: filters({ status: 'DELIVERED' }) })).body.pagination.total).toBe(2);
      // Company B reads its own counters.
      expect((await table(buyerB)).body.pagination.total).toBe(2);
    } finally {
      await bump('purchase_orders', -1000);
      await bump('purchase_orders:DELIVERED', -1000);
    }
  });

  it('refuses an unknown status, a supplier or warehouse that is not a record id, and an unknown filter with a 400 naming it', async () => {
    expectError(await table(buyerA, { filters: filters({ status: 'PAID' }) }), 400, [
      'filters: status must be one of FOR_APPROVAL, APPROVED, PARTIALLY_DELIVERED, DELIVERED, CLOSED, CANCELED, REJECTED',
    ]);
    expectError(await table(buyerA, { filters: filters({ supplierId: 'cemex' }) }), 400, ['filters: supplierId must be a record id (a whole number from 1 to 2147483647)']);
    expectError(await table(buyerA, { filters: filters({ warehouseId: '-1' }) }), 400, ['filters: warehouseId must be a record id (a whole number from 1 to 2147483647)']);
    expectError(await table(buyerA, { filters: filters({ projectId: 1 }) }), 400, ['filters: unknown filter projectId']);
    expectError(await table(buyerA, { settings: { sortBy: 'secret', sortOrder: 'asc' } }), 400, ['settings.sortBy: cannot sort by secret']);
  });

  it('sorts by code, total, balance, supplier and delivery date, ties broken by id', async () => {
    const sorted = (sortBy: string, sortOrder: 'asc' | 'desc') => table(buyerA, { settings: { sortBy, sortOrder } }).then(codes);
    expect(await sorted('code', 'asc')).toEqual(['PO-000001', 'PO-000002', 'PO-000003', 'PO-000004', 'PO-000005', 'PO-000006', 'PO-000007']);
    expect(await sorted('total', 'desc')).toEqual(['PO-000005', 'PO-000001', 'PO-000004', 'PO-000002', 'PO-000003', 'PO-000007', 'PO-000006']);
    // Balances: 0.00 (1), 3750.25 (2), 999.99 (3), 5000.00 (4), 80000.00 (5), 0.10 (6), 150.00 (7).
    expect(await sorted('balance', 'asc')).toEqual(['PO-000001', 'PO-000006', 'PO-000007', 'PO-000003', 'PO-000002', 'PO-000004', 'PO-000005']);
    // Suppliers by name (Apo, Cemex, Mabuhay), the order without one last ascending (nulls last); ties newest id last.
    expect(await sorted('supplier', 'asc')).toEqual(['PO-000003', 'PO-000004', 'PO-000001', 'PO-000002', 'PO-000006', 'PO-000005', 'PO-000007']);
    expect(await sorted('createdAt', 'asc')).toEqual(['PO-000001', 'PO-000002', 'PO-000003', 'PO-000004', 'PO-000005', 'PO-000006', 'PO-000007']);
  });

  it('a keyword searches the code and the supplier name, any case; searchBy narrows it to one', async () => {
    expect(codes(await table(buyerA, { searchKeyword: 'po-000003' }))).toEqual(['PO-000003']);
    expect(codes(await table(buyerA, { searchKeyword: 'CEMEX' }))).toEqual(['PO-000006', 'PO-000002', 'PO-000001']);
    expect(codes(await table(buyerA, { searchKeyword: 'cement' }))).toEqual(['PO-000004', 'PO-000003']);
    expect(codes(await table(buyerA, { searchKeyword: 'cement', searchBy: 'supplier' }))).toEqual(['PO-000004', 'PO-000003']);
    expect(codes(await table(buyerA, { searchKeyword: 'cement', searchBy: 'code' }))).toEqual([]);
    expect(codes(await table(buyerA, { searchKeyword: '00000', searchBy: 'code', filters: filters({ status: 'APPROVED' }) }))).toEqual(['PO-000006', 'PO-000003']);
    // LIKE's wildcards are plain characters.
    const wildcard = await table(buyerA, { searchKeyword: '%' });
    expect(wildcard.body.pagination.total).toBe(0);
    expectError(await table(buyerA, { searchKeyword: 'x', searchBy: 'memo' }), 400, ['searchBy: cannot search by memo']);
  });

  it('pages never overlap and together hold every order once', async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const answer = await table(buyerA, {}, `page=${page}&perPage=2`);
      expect(answer.body.pagination).toEqual({ page, perPage: 2, total: 7, totalPages: 4 });
      seen.push(...codes(answer));
    }
    expect(seen).toEqual(['PO-000007', 'PO-000006', 'PO-000005', 'PO-000004', 'PO-000003', 'PO-000002', 'PO-000001']);
  });

  it("never lists another company's orders, even by its supplier, code or name", async () => {
    const answer = await table(buyerB);
    expect(answer.body.pagination.total).toBe(2);
    expect(answer.body.list.map((row: any) => row.total)).toEqual(['1.00', '777.00']);
    expect(answer.body.list.every((row: any) => row.supplier.id === ids.otherSupplier)).toBe(true);
    expect((await table(buyerB, { filters: filters({ supplierId: ids.cemex }) })).body.pagination.total).toBe(0);
    expect((await table(buyerB, { searchKeyword: 'Philippines' })).body.pagination.total).toBe(0);
    expect((await table(buyerB, { searchKeyword: 'PO-000005' })).body.pagination.total).toBe(0);
    expect((await table(buyerB, { filters: filters({ status: 'DELIVERED' }) })).body.list.map((row: any) => row.total)).toEqual(['1.00']);
    expect((await table(buyerA, { searchKeyword: 'Bravo' })).body.pagination.total).toBe(0);
  });

  it('is open to payables (TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS) and refused with 403 without an order scope', async () => {
    expect((await table(payablesA)).body.pagination.total).toBe(7);
    const suppliersOnly = await createUser(server, { companyId: buyerA.companyId, scopes: ['ASSET_PURCHASING_SUPPLIERS_ACCESS', 'ASSET_WAREHOUSE_COMPANY_ACCESS'] });
    expectError(await table(suppliersOnly), 403);
    expectError(await call(server, 'PUT', '/purchase-order?page=1&perPage=10', { body: {} }), 401);
  });
});

describe('GET /supplier/open-balance', () => {
  it("sums the supplier's open orders exactly to the centavo, payments taken off, settled statuses left out", async () => {
    // Cemex: PO-000001 12500.50 paid in full, PO-000002 3750.25, PO-000006 0.10; no order of theirs is settled.
    expect((await balanceOf(buyerA, ids.cemex)).body).toEqual({
      supplier: { id: ids.cemex, name: 'Cemex Philippines' },
      openOrders: 3,
      total: '16250.85',
      paid: '12500.50',
      balance: '3750.35',
    });
    // Payments recorded through the API: a third, then the rest of what a third leaves, to the centavo.
    const team = await treasuryTeam(server, buyerA.companyId);
    const bank = await openFund(server, team.treasurer, 'BDO Checking', 10_000);
    for (const amount of [1250.08, 1250.08, 1250.09]) await payThroughTreasury(server, team, orders['PO-000002'], amount, bank.id);
    await payThroughTreasury(server, team, orders['PO-000006'], 0.03, bank.id);
    expect((await balanceOf(payablesA, ids.cemex)).body).toEqual({
      supplier: { id: ids.cemex, name: 'Cemex Philippines' },
      openOrders: 3,
      total: '16250.85',
      paid: '16250.78',
      balance: '0.07',
    });
    // The table shows the same balances per order.
    const rows = (await table(buyerA, { filters: filters({ supplierId: ids.cemex }) })).body.list;
    expect(rows.map((row: any) => [row.code, row.paidAmount, row.balance])).toEqual([
      ['PO-000006', '0.03', '0.07'],
      ['PO-000002', '3750.25', '0.00'],
      ['PO-000001', '12500.50', '0.00'],
    ]);
  });

  it('leaves out CANCELED, REJECTED and CLOSED orders and counts every other status', async () => {
    // Apo: PO-000003 APPROVED 999.99, PO-000004 CANCELED 5000.00.
    expect((await balanceOf(buyerA, ids.apo)).body).toMatchObject({ openOrders: 1, total: '999.99', paid: '0.00', balance: '999.99' });
    const a = buyerA.companyId;
    const added = [
      await insertOrder(a, { code: 'PO-000101', supplierId: ids.apo, warehouseId: ids.central, status: 'REJECTED', total: '100.00', minutes: 101 }),
      await insertOrder(a, { code: 'PO-000102', supplierId: ids.apo, warehouseId: ids.central, status: 'CLOSED', total: '200.00', paidAmount: '200.00', minutes: 102 }),
      await insertOrder(a, { code: 'PO-000103', supplierId: ids.apo, warehouseId: ids.central, status: 'PARTIALLY_DELIVERED', total: '0.01', minutes: 103 }),
      await insertOrder(a, { code: 'PO-000104', supplierId: ids.apo, warehouseId: ids.central, status: 'DELIVERED', total: '1000.00', paidAmount: '999.99', minutes: 104 }),
      await insertOrder(a, { code: 'PO-000105', supplierId: ids.apo, warehouseId: ids.central, status: 'FOR_APPROVAL', total: '0.10', minutes: 105 }),
    ];
    expect((await balanceOf(buyerA, ids.apo)).body).toMatchObject({ openOrders: 4, total: '2000.10', paid: '999.99', balance: '1000.11' });
    for (const id of added) await server.context.db.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
  });

  it('answers zeros for a supplier without open orders', async () => {
    const [fresh] = await server.context.db.insert(suppliers).values({ companyId: buyerA.companyId, name: 'Fresh Supplier' }).returning();
    expect((await balanceOf(buyerA, fresh.id)).body).toEqual({ supplier: { id: fresh.id, name: 'Fresh Supplier' }, openOrders: 0, total: '0.00', paid: '0.00', balance: '0.00' });
  });

  it("answers 404 for another company's supplier or an unknown one, 400 without a supplier id, 403 without a scope", async () => {
    expectError(await balanceOf(buyerB, ids.cemex), 404, 'Supplier not found');
    expectError(await balanceOf(buyerA, ids.otherSupplier), 404, 'Supplier not found');
    expectError(await balanceOf(buyerA, 2147483647), 404, 'Supplier not found');
    expectError(await call(server, 'GET', '/supplier/open-balance', { token: buyerA.token }), 400, ['supplierId: is required']);
    expectError(await balanceOf(buyerA, 'cemex'), 400, /supplierId/);
    const leadsOnly = await createUser(server, { companyId: buyerA.companyId, scopes: ['LEADS_ACCESS'] });
    expectError(await balanceOf(leadsOnly, ids.cemex), 403);
    const suppliersScreen = await createUser(server, { companyId: buyerA.companyId, scopes: ['TREASURY_PAYABLES_SUPPLIERS_ACCESS'] });
    expect((await balanceOf(suppliersScreen, ids.cemex)).status).toBe(200);
  });
});
