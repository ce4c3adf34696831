import { DRAFT_ITEM_MESSAGES, INSUFFICIENT_STOCK_MESSAGE } from '@haligi/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySequences, itemReceiptLines, itemReceipts, items, purchaseOrders, supplierItems, supplierPriceUpdates } from '../src/db/schema';
import { createDemoInventory } from '../src/seed/demo-inventory';
import { createDemoItems } from '../src/seed/demo-items';
import { createDemoSuppliers } from '../src/seed/demo-suppliers';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import {
  adjust,
  ALL_WAREHOUSE_SCOPES,
  createWarehouse,
  expectLedgerConsistent,
  insertItem,
  insertSupplier,
  orderAndReceive,
  setAllowNegativeStock,
  stockLevel,
} from './inventory-helpers';

let server: TestServer;
let keeperA: TestUser;
let keeperB: TestUser;
let mainA: any;
let cebuA: any;
let mainB: any;

const post = (user: TestUser, path: string, body: unknown) => call(server, 'POST', path, { token: user.token, body });
const stockTable = (user: TestUser, filters: { key: string; value: unknown }[], extra: Record<string, unknown> = {}) =>
  call(server, 'PUT', '/inventory?page=1&perPage=50', { token: user.token, body: { searchKeyword: '', filters, ...extra } });
const ledgerTable = (user: TestUser, filters: { key: string; value: unknown }[], extra: Record<string, unknown> = {}) =>
  call(server, 'PUT', '/inventory/transactions?page=1&perPage=50', { token: user.token, body: { searchKeyword: '', filters, ...extra } });
const stockCount = async (itemId: number) => (await server.context.db.select({ n: items.stockCount }).from(items).where(eq(items.id, itemId)))[0].n;

beforeAll(async () => {
  server = await startTestServer();
  keeperA = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
  keeperB = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
  mainA = await createWarehouse(server, keeperA, { name: 'Makati Central Warehouse' });
  cebuA = await createWarehouse(server, keeperA, { name: 'Cebu Warehouse' });
  mainB = await createWarehouse(server, keeperB, { name: 'Bravo Warehouse' });
});
afterAll(async () => server?.stop());

describe('adjustments', () => {
  it('ADD answers 201 with the receipt; codes are numbered per company', async () => {
    const cement = await insertItem(server, keeperA.companyId, { name: 'Portland Cement 40kg', sku: 'CEM-ADJ' });
    const answer = await post(keeperA, '/inventory/adjustment', {
      warehouseId: mainA.id,
      direction: 'ADD',
      reference: 'Count 2026-11',
      memo: 'Opening count',
      items: [{ itemId: cement.id, quantity: 120, rate: 265.5, description: 'Found in bay 3' }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Stock adjusted successfully');
    const info = answer.body.data.itemReceiptInfo;
    expect(info).toMatchObject({
      code: expect.stringMatching(/^IR-\d{6}$/),
      type: { key: 'ADJUSTMENT_IN', itemImpact: 'ADDING' },
      reference: 'Count 2026-11',
      memo: 'Opening count',
      totalPayableAmount: '31860.00',
      warehouse: { id: mainA.id, name: 'Makati Central Warehouse', address: '' },
      processedBy: { id: keeperA.accountId, name: 'Juan Dela Cruz' },
    });
    expect(answer.body.data.itemReceiptType).toEqual({ label: 'Stock Adjustment (Add)' });
    expect(answer.body.data.itemReceiptItemList).toEqual([
      expect.objectContaining({ itemId: cement.id, quantity: '120.0000', itemRate: '265.50', total: '31860.00', itemDescription: 'Found in bay 3' }),
    ]);
    expect(await stockLevel(server, mainA.id, cement.id)).toBe('120.0000');
    expect(await stockCount(cement.id)).toBe('120.0000');

    const next = await adjust(server, keeperA, mainA.id, 'DEDUCT', [{ itemId: cement.id, quantity: 20 }]);
    expect(next.itemReceiptInfo.type).toEqual({ key: 'ADJUSTMENT_OUT', itemImpact: 'DEDUCTING' });
    expect(Number(next.itemReceiptInfo.code.slice(3))).toBe(Number(info.code.slice(3)) + 1);
    expect(await stockLevel(server, mainA.id, cement.id)).toBe('100.0000');

    // Company B numbers its own receipts from IR-000001.
    const bItem = await insertItem(server, keeperB.companyId);
    const first = await adjust(server, keeperB, mainB.id, 'ADD', [{ itemId: bItem.id, quantity: 1 }]);
    expect(first.itemReceiptInfo.code).toBe('IR-000001');
    const [counter] = await server.context.db
      .select()
      .from(companySequences)
      .where(and(eq(companySequences.companyId, keeperB.companyId), eq(companySequences.name, 'IR')));
    expect(counter.value).toBe(1);
  });

  it('bad payloads answer 400 with every field problem', async () => {
    const answer = await post(keeperA, '/inventory/adjustment', { direction: 'SIDEWAYS', items: [] });
    expectError(answer, 400);
    expect(answer.body.message).toEqual(
      expect.arrayContaining(['warehouseId: is required', expect.stringMatching(/^direction: /), 'items: needs at least one item']),
    );
    const lines = await post(keeperA, '/inventory/adjustment', {
      warehouseId: mainA.id,
      direction: 'ADD',
      items: [{ itemId: 1, quantity: 0 }, { itemId: 1, quantity: -2 }, { itemId: 1, quantity: 1.23456 }, { quantity: 1 }, { itemId: 1, quantity: 1, rate: 1.234 }],
    });
    expectError(lines, 400);
    expect(lines.body.message).toEqual(
      expect.arrayContaining([
        'items.0.quantity: must be above 0',
        'items.1.quantity: must be above 0',
        'items.2.quantity: at most 4 decimals',
        'items.3.itemId: is required',
        'items.4.rate: at most 2 decimals',
      ]),
    );
    expectError(await call(server, 'POST', '/inventory/adjustment', { token: keeperA.token, body: '{"warehouseId":' }), 400);
    const ids = await post(keeperA, '/inventory/adjustment', { warehouseId: 'main', direction: 'ADD', items: [{ itemId: 0, quantity: 1 }, { itemId: 2.5, quantity: 1 }] });
    expectError(ids, 400, ['warehouseId: must be a number', 'items.0.itemId: must be a positive number', 'items.1.itemId: must be a whole number']);
    const transfer = await post(keeperA, '/inventory/transfer', { fromWarehouseId: mainA.id, toWarehouseId: mainA.id, items: [{ itemId: 1, quantity: 1 }] });
    expectError(transfer, 400, ['toWarehouseId: must differ from the source warehouse']);
    expectError(await post(keeperA, '/inventory/receive', { warehouseId: mainA.id, supplierId: 'x', items: [{ itemId: 1, quantity: 1 }] }), 400, ['supplierId: must be a number']);
    expectError(await call(server, 'PUT', '/inventory/settings', { token: keeperA.token, body: { allowNegativeStock: 'maybe' } }), 400);
  });

  it("another company's warehouse or item is not found (404) and nothing is written", async () => {
    const itemA = await insertItem(server, keeperA.companyId);
    const itemB = await insertItem(server, keeperB.companyId);
    const receiptsBefore = await countRows(server, 'item_receipts');
    expectError(await post(keeperB, '/inventory/adjustment', { warehouseId: mainA.id, direction: 'ADD', items: [{ itemId: itemB.id, quantity: 1 }] }), 404, 'Warehouse not found');
    expectError(await post(keeperB, '/inventory/adjustment', { warehouseId: mainB.id, direction: 'ADD', items: [{ itemId: itemA.id, quantity: 1 }] }), 404, 'Item not found');
    expectError(await post(keeperB, '/inventory/issue', { warehouseId: mainA.id, items: [{ itemId: itemA.id, quantity: 1 }] }), 404);
    expectError(await post(keeperB, '/inventory/transfer', { fromWarehouseId: mainB.id, toWarehouseId: mainA.id, items: [{ itemId: itemB.id, quantity: 1 }] }), 404);
    expectError(await post(keeperA, '/inventory/adjustment', { warehouseId: mainA.id, direction: 'ADD', items: [{ itemId: 99999999, quantity: 1 }] }), 404);
    expect(await countRows(server, 'item_receipts')).toBe(receiptsBefore);
    expect(await stockLevel(server, mainA.id, itemA.id)).toBe('0');
  });

  it('a deleted item is not found; a parent with variations asks for a variation (422)', async () => {
    const deleted = await insertItem(server, keeperA.companyId, { isDeleted: true });
    expectError(await post(keeperA, '/inventory/adjustment', { warehouseId: mainA.id, direction: 'ADD', items: [{ itemId: deleted.id, quantity: 1 }] }), 404);
    const parent = await insertItem(server, keeperA.companyId, { name: 'Deformed Bar', variationCount: 2, tiers: [{ key: 'Size', attributes: ['10mm', '12mm'] }] });
    const variant = await insertItem(server, keeperA.companyId, { name: 'Deformed Bar 10mm', parentId: parent.id, variation: { Size: '10mm' } });
    expectError(
      await post(keeperA, '/inventory/adjustment', { warehouseId: mainA.id, direction: 'ADD', items: [{ itemId: parent.id, quantity: 1 }] }),
      422,
      'Choose a variation of Deformed Bar',
    );
    await adjust(server, keeperA, mainA.id, 'ADD', [{ itemId: variant.id, quantity: 8 }]);
    expect(await stockLevel(server, mainA.id, variant.id)).toBe('8.0000');
    // The parent's stock is its variants' total (what the item table shows for it).
    const sibling = await insertItem(server, keeperA.companyId, { name: 'Deformed Bar 12mm', parentId: parent.id, variation: { Size: '12mm' } });
    await adjust(server, keeperA, mainA.id, 'ADD', [{ itemId: sibling.id, quantity: 2.5 }]);
    await adjust(server, keeperA, mainA.id, 'DEDUCT', [{ itemId: variant.id, quantity: 1 }]);
    expect(await stockCount(parent.id)).toBe('9.5000');
    expect(await stockCount(variant.id)).toBe('7.0000');
  });

  it('a draft cannot be stocked: adjustment, receipt, transfer and issue all answer 422 with one message and write nothing; published, it can', async () => {
    const draft = await insertItem(server, keeperA.companyId, { name: 'Draft Cement 40kg', isDraft: true });
    const draftParent = await insertItem(server, keeperA.companyId, { name: 'Draft Bar', isDraft: true, variationCount: 1, tiers: [{ key: 'Size', attributes: ['10mm'] }] });
    // A variation of a draft item is a draft whatever its own flag says.
    const draftVariant = await insertItem(server, keeperA.companyId, { name: 'Draft Bar 10mm', parentId: draftParent.id, variation: { Size: '10mm' }, isDraft: false });
    const supplier = await insertSupplier(server, keeperA.companyId, 'Draft Supplier');
    const receiptsBefore = await countRows(server, 'item_receipts', 'company_id = $1', [keeperA.companyId]);
    const [{ value: counterBefore }] = await server.context.db.select({ value: companySequences.value }).from(companySequences).where(and(eq(companySequences.companyId, keeperA.companyId), eq(companySequences.name, 'IR')));
    for (const item of [draft, draftVariant]) {
      const message = DRAFT_ITEM_MESSAGES.stock(item.name);
      expect(message).toBe(`Item ${item.name} is a draft: publish it before stocking it`);
      expectError(await post(keeperA, '/inventory/adjustment', { warehouseId: mainA.id, direction: 'ADD', items: [{ itemId: item.id, quantity: 5 }] }), 422, message);
      expectError(await post(keeperA, '/inventory/receive', { warehouseId: mainA.id, supplierId: supplier.id, items: [{ itemId: item.id, quantity: 5, rate: 10 }] }), 422, message);
      expectError(await post(keeperA, '/inventory/transfer', { fromWarehouseId: mainA.id, toWarehouseId: cebuA.id, items: [{ itemId: item.id, quantity: 1 }] }), 422, message);
      expectError(await post(keeperA, '/inventory/issue', { warehouseId: mainA.id, items: [{ itemId: item.id, quantity: 1 }] }), 422, message);
      expect(await stockLevel(server, mainA.id, item.id)).toBe('0');
      expect(await stockCount(item.id)).toBe('0.0000');
    }
    expect(await countRows(server, 'item_receipts', 'company_id = $1', [keeperA.companyId])).toBe(receiptsBefore);
    const [{ value: counterAfter }] = await server.context.db.select({ value: companySequences.value }).from(companySequences).where(and(eq(companySequences.companyId, keeperA.companyId), eq(companySequences.name, 'IR')));
    expect(counterAfter).toBe(counterBefore);

    // Published, it is stocked like any other.
    await server.context.db.update(items).set({ isDraft: false }).where(eq(items.id, draft.id));
    await adjust(server, keeperA, mainA.id, 'ADD', [{ itemId: draft.id, quantity: 5 }]);
    expect(await stockLevel(server, mainA.id, draft.id)).toBe('5.0000');
  });

  it('a deduction above the stock is refused with 422 and the stock message; nothing changes, not even the numbering', async () => {
    const item = await insertItem(server, keeperA.companyId, { name: 'GI Sheet Ga. 26' });
    await adjust(server, keeperA, mainA.id, 'ADD', [{ itemId: item.id, quantity: 3.5 }]);
    const [counterBefore] = await server.context.db
      .select()
      .from(companySequences)
      .where(and(eq(companySequences.companyId, keeperA.companyId), eq(companySequences.name, 'IR')));
    const answer = await post(keeperA, '/inventory/adjustment', { warehouseId: mainA.id, direction: 'DEDUCT', items: [{ itemId: item.id, quantity: 4 }] });
    expectError(answer, 422, INSUFFICIENT_STOCK_MESSAGE('GI Sheet Ga. 26', 'Makati Central Warehouse', '3.5'));
    expect(answer.body.message).toBe('Not enough stock of GI Sheet Ga. 26 in Makati Central Warehouse: 3.5 available');
    // Two lines of the same item count together.
    expectError(
      await post(keeperA, '/inventory/issue', { warehouseId: mainA.id, items: [{ itemId: item.id, quantity: 2 }, { itemId: item.id, quantity: 2 }] }),
      422,
    );
    // Nothing in a warehouse that never held it: 0 available.
    expectError(
      await post(keeperA, '/inventory/issue', { warehouseId: cebuA.id, items: [{ itemId: item.id, quantity: 1 }] }),
      422,
      INSUFFICIENT_STOCK_MESSAGE('GI Sheet Ga. 26', 'Cebu Warehouse', '0'),
    );
    expect(await stockLevel(server, mainA.id, item.id)).toBe('3.5000');
    expect(await stockLevel(server, cebuA.id, item.id)).toBe('0');
    const [counterAfter] = await server.context.db
      .select()
      .from(companySequences)
      .where(and(eq(companySequences.companyId, keeperA.companyId), eq(companySequences.name, 'IR')));
    expect(counterAfter.value).toBe(counterBefore.value);
  });
});

describe('transfers and issues', () => {
  it('a transfer moves the stock and links the TRANSFER_OUT and TRANSFER_IN receipts both ways', async () => {
    const item = await insertItem(server, keeperA.companyId, { name: 'Marine Plywood 3/4"' });
    await adjust(server, keeperA, mainA.id, 'ADD', [{ itemId: item.id, quantity: 50 }]);
    const answer = await post(keeperA, '/inventory/transfer', {
      fromWarehouseId: mainA.id,
      toWarehouseId: cebuA.id,
      reference: 'TR-17',
      memo: 'For the Mandaue site',
      items: [{ itemId: item.id, quantity: 12.25 }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Stock transferred successfully');
    const { out, in: into } = answer.body.data;
    expect(out.itemReceiptInfo.type).toEqual({ key: 'TRANSFER_OUT', itemImpact: 'DEDUCTING' });
    expect(into.itemReceiptInfo.type).toEqual({ key: 'TRANSFER_IN', itemImpact: 'ADDING' });
    expect(out.itemReceiptInfo.partnerReceipt).toEqual({ id: into.itemReceiptInfo.id, code: into.itemReceiptInfo.code });
    expect(into.itemReceiptInfo.partnerReceipt).toEqual({ id: out.itemReceiptInfo.id, code: out.itemReceiptInfo.code });
    expect(out.itemReceiptInfo.warehouse.id).toBe(mainA.id);
    expect(into.itemReceiptInfo.warehouse.id).toBe(cebuA.id);
    const [outRow] = await server.context.db.select().from(itemReceipts).where(eq(itemReceipts.id, out.itemReceiptInfo.id));
    const [inRow] = await server.context.db.select().from(itemReceipts).where(eq(itemReceipts.id, into.itemReceiptInfo.id));
    expect(outRow.relatedReceiptId).toBe(inRow.id);
    expect(inRow.relatedReceiptId).toBe(outRow.id);
    expect(await stockLevel(server, mainA.id, item.id)).toBe('37.7500');
    expect(await stockLevel(server, cebuA.id, item.id)).toBe('12.2500');
    expect(await stockCount(item.id)).toBe('50.0000');

    // Too much: 422, neither receipt written.
    const before = await countRows(server, 'item_receipts', 'company_id = $1', [keeperA.companyId]);
    expectError(await post(keeperA, '/inventory/transfer', { fromWarehouseId: cebuA.id, toWarehouseId: mainA.id, items: [{ itemId: item.id, quantity: 13 }] }), 422);
    expect(await countRows(server, 'item_receipts', 'company_id = $1', [keeperA.companyId])).toBe(before);
  });

  it('an issue takes stock out (ISSUANCE)', async () => {
    const item = await insertItem(server, keeperA.companyId);
    await adjust(server, keeperA, cebuA.id, 'ADD', [{ itemId: item.id, quantity: 10 }]);
    const answer = await post(keeperA, '/inventory/issue', { warehouseId: cebuA.id, reference: 'MIS-4', items: [{ itemId: item.id, quantity: 4 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Stock issued successfully');
    expect(answer.body.data.itemReceiptInfo.type).toEqual({ key: 'ISSUANCE', itemImpact: 'DEDUCTING' });
    expect(answer.body.data.itemReceiptType).toEqual({ label: 'Material Issuance' });
    expect(await stockLevel(server, cebuA.id, item.id)).toBe('6.0000');
  });
});

describe('the ledger arithmetic', () => {
  it('stock levels and items.stock_count equal the sum of the signed lines after a mix of movements, exactly', async () => {
    const keeper = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
    const w1 = await createWarehouse(server, keeper);
    const w2 = await createWarehouse(server, keeper, { kind: 'TEMPORARY' });
    const supplier = await insertSupplier(server, keeper.companyId);
    const [x, y] = [await insertItem(server, keeper.companyId), await insertItem(server, keeper.companyId)];
    await adjust(server, keeper, w1.id, 'ADD', [{ itemId: x.id, quantity: '0.1' }, { itemId: y.id, quantity: 7 }]);
    await adjust(server, keeper, w1.id, 'ADD', [{ itemId: x.id, quantity: '0.2' }]);
    expect(await stockLevel(server, w1.id, x.id)).toBe('0.3000');
    await post(keeper, '/inventory/receive', { warehouseId: w2.id, supplierId: supplier.id, items: [{ itemId: x.id, quantity: 1.0001, rate: 10.1 }, { itemId: y.id, quantity: 3, rate: 99.99 }] });
    await post(keeper, '/inventory/transfer', { fromWarehouseId: w2.id, toWarehouseId: w1.id, items: [{ itemId: x.id, quantity: 0.0001 }, { itemId: y.id, quantity: 1 }] });
    await post(keeper, '/inventory/issue', { warehouseId: w1.id, items: [{ itemId: y.id, quantity: 7.5 }] });
    await adjust(server, keeper, w2.id, 'DEDUCT', [{ itemId: x.id, quantity: 1 }]);
    expect(await stockLevel(server, w1.id, x.id)).toBe('0.3001');
    expect(await stockLevel(server, w2.id, x.id)).toBe('0.0000');
    expect(await stockLevel(server, w1.id, y.id)).toBe('0.5000');
    expect(await stockLevel(server, w2.id, y.id)).toBe('2.0000');
    expect(await stockCount(x.id)).toBe('0.3001');
    expect(await stockCount(y.id)).toBe('2.5000');
    await expectLedgerConsistent(server, keeper.companyId);
    const lines = await server.context.db.select().from(itemReceiptLines).where(eq(itemReceiptLines.companyId, keeper.companyId));
    expect(lines.every((l) => (l.type.endsWith('_OUT') || l.type === 'ISSUANCE' ? Number(l.signedQuantity) < 0 : Number(l.signedQuantity) > 0))).toBe(true);
    // 1.0001 x 10.10 = 10.10101 -> 10.10; 3 x 99.99 = 299.97; a receipt without an order owes nothing.
    const [received] = await server.context.db.select().from(itemReceipts).where(and(eq(itemReceipts.companyId, keeper.companyId), eq(itemReceipts.type, 'STOCK_RECEIVED')));
    expect(received.totalPayableAmount).toBe('310.07');
    expect(await countRows(server, 'purchase_orders', 'company_id = $1', [keeper.companyId])).toBe(0);
  });
});

describe('concurrency', () => {
  it(`20 concurrent deductions of 1 from a stock of 10: exactly 10 succeed, 10 get 422, the stock ends at 0 (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const keeper = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
    const warehouse = await createWarehouse(server, keeper, { name: 'Race Warehouse' });
    const item = await insertItem(server, keeper.companyId, { name: 'Hollow Block 4"' });
    await adjust(server, keeper, warehouse.id, 'ADD', [{ itemId: item.id, quantity: 10 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(keeper, i % 2 ? '/inventory/issue' : '/inventory/adjustment', { warehouseId: warehouse.id, direction: 'DEDUCT', items: [{ itemId: item.id, quantity: 1 }] }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201), JSON.stringify(answers.filter((a) => a.status !== 201 && a.status !== 422).map((a) => a.body))).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status === 422)) expect(refused.body.message).toBe(INSUFFICIENT_STOCK_MESSAGE('Hollow Block 4"', 'Race Warehouse', '0'));
    expect(await stockLevel(server, warehouse.id, item.id)).toBe('0.0000');
    expect(await stockCount(item.id)).toBe('0.0000');
    await expectLedgerConsistent(server, keeper.companyId);
    // Codes stay gapless and unique: IR-000001 (the opening) .. IR-000011.
    const codes = (await server.context.db.select({ code: itemReceipts.code }).from(itemReceipts).where(eq(itemReceipts.companyId, keeper.companyId))).map((r) => r.code).sort();
    expect(codes).toEqual(Array.from({ length: 11 }, (_, i) => `IR-${String(i + 1).padStart(6, '0')}`));
  });

  it('concurrent transfers in opposite directions all finish (no deadlock) and keep the totals', async () => {
    const keeper = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
    const [w1, w2] = [await createWarehouse(server, keeper), await createWarehouse(server, keeper)];
    const [p, q] = [await insertItem(server, keeper.companyId), await insertItem(server, keeper.companyId)];
    await adjust(server, keeper, w1.id, 'ADD', [{ itemId: p.id, quantity: 100 }, { itemId: q.id, quantity: 100 }]);
    await adjust(server, keeper, w2.id, 'ADD', [{ itemId: p.id, quantity: 100 }, { itemId: q.id, quantity: 100 }]);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post(keeper, '/inventory/transfer', {
          fromWarehouseId: i % 2 ? w1.id : w2.id,
          toWarehouseId: i % 2 ? w2.id : w1.id,
          items: i % 4 < 2 ? [{ itemId: p.id, quantity: 3 }, { itemId: q.id, quantity: 2 }] : [{ itemId: q.id, quantity: 2 }, { itemId: p.id, quantity: 3 }],
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(201));
    expect(await stockCount(p.id)).toBe('200.0000');
    expect(await stockCount(q.id)).toBe('200.0000');
    expect(await stockLevel(server, w1.id, p.id)).toBe('100.0000');
    await expectLedgerConsistent(server, keeper.companyId);
  });
});

describe('negative stock setting', () => {
  it('GET/PUT /inventory/settings; with allowNegativeStock a deduction may go below zero', async () => {
    const keeper = await createUser(server, { scopes: ['ASSET_WAREHOUSE_COMPANY_ACCESS'] });
    const warehouse = await createWarehouse(server, keeper);
    const item = await insertItem(server, keeper.companyId);
    expect((await call(server, 'GET', '/inventory/settings', { token: keeper.token })).body).toEqual({ allowNegativeStock: false });
    const saved = await call(server, 'PUT', '/inventory/settings', { token: keeper.token, body: { allowNegativeStock: true } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ data: { allowNegativeStock: true }, message: 'Inventory settings saved successfully' });
    // Another company is untouched.
    expect((await call(server, 'GET', '/inventory/settings', { token: keeperB.token })).body).toEqual({ allowNegativeStock: false });
    await adjust(server, keeper, warehouse.id, 'DEDUCT', [{ itemId: item.id, quantity: 2.5 }]);
    expect(await stockLevel(server, warehouse.id, item.id)).toBe('-2.5000');
    expect(await stockCount(item.id)).toBe('-2.5000');
    await adjust(server, keeper, warehouse.id, 'ADD', [{ itemId: item.id, quantity: 1 }]);
    await setAllowNegativeStock(server, keeper.companyId, false);
    expectError(
      await post(keeper, '/inventory/issue', { warehouseId: warehouse.id, items: [{ itemId: item.id, quantity: 1 }] }),
      422,
      INSUFFICIENT_STOCK_MESSAGE(item.name, warehouse.name, '-1.5'),
    );
    await expectLedgerConsistent(server, keeper.companyId);
  });
});

describe('receiving without an order', () => {
  it('posts a STOCK_RECEIVED receipt with no purchase order and no balance owed; records the supplier price when it differs', async () => {
    const keeper = await createUser(server, { scopes: ['ASSET_WAREHOUSE_COMPANY_ACCESS'] });
    const warehouse = await createWarehouse(server, keeper);
    const supplier = await insertSupplier(server, keeper.companyId, 'Holcim Philippines');
    const cement = await insertItem(server, keeper.companyId, { name: 'Portland Cement 40kg' });
    const sand = await insertItem(server, keeper.companyId, { name: 'Washed Sand' });
    const answer = await post(keeper, '/inventory/receive', {
      warehouseId: warehouse.id,
      supplierId: supplier.id,
      reference: 'DR-0098',
      items: [
        { itemId: cement.id, quantity: 100, rate: 265.5 },
        { itemId: sand.id, quantity: 2.5, rate: 1450 },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Stock received successfully');
    const info = answer.body.data.itemReceiptInfo;
    expect(info).toMatchObject({
      type: { key: 'STOCK_RECEIVED', itemImpact: 'ADDING' },
      totalPayableAmount: '30175.00',
      supplier: { id: supplier.id, name: 'Holcim Philippines' },
      purchaseOrder: null,
    });
    expect(answer.body.data.itemReceiptType).toEqual({ label: 'Stock Received (No Order)' });
    const [receipt] = await server.context.db.select().from(itemReceipts).where(eq(itemReceipts.id, info.id));
    expect(receipt).toMatchObject({ purchaseOrderId: null, supplierId: supplier.id, type: 'STOCK_RECEIVED' });
    expect(await countRows(server, 'purchase_orders', 'company_id = $1', [keeper.companyId])).toBe(0);
    expect(await stockLevel(server, warehouse.id, sand.id)).toBe('2.5000');

    const prices = await server.context.db.select().from(supplierItems).where(eq(supplierItems.supplierId, supplier.id));
    expect(prices.map((p) => [p.itemId, p.price]).sort()).toEqual([[cement.id, '265.50'], [sand.id, '1450.00']].sort());
    const updates = await server.context.db.select().from(supplierPriceUpdates).where(eq(supplierPriceUpdates.supplierId, supplier.id));
    expect(updates).toHaveLength(2);
    expect(updates.find((u) => u.itemId === cement.id)).toMatchObject({ previousPrice: null, price: '265.50', updatedById: keeper.accountId });

    // The same rate again writes no price update; a new rate does.
    const again = await post(keeper, '/inventory/receive', {
      warehouseId: warehouse.id,
      supplierId: supplier.id,
      items: [{ itemId: cement.id, quantity: 10, rate: 265.5 }, { itemId: sand.id, quantity: 1, rate: 1500 }],
    });
    expect(again.body.data.itemReceiptInfo.purchaseOrder).toBeNull();
    const after = await server.context.db.select().from(supplierPriceUpdates).where(eq(supplierPriceUpdates.supplierId, supplier.id));
    expect(after).toHaveLength(3);
    expect(after.find((u) => u.itemId === sand.id && u.previousPrice === '1450.00')).toMatchObject({ price: '1500.00' });

    // A donation or a return from site names no supplier and touches no price.
    const donated = await post(keeper, '/inventory/receive', { warehouseId: warehouse.id, memo: 'Returned from the Taguig site', items: [{ itemId: cement.id, quantity: 4 }] });
    expect(donated.status, JSON.stringify(donated.body)).toBe(201);
    expect(donated.body.data.itemReceiptInfo).toMatchObject({ supplier: null, purchaseOrder: null, totalPayableAmount: '0.00' });
    expect(await stockLevel(server, warehouse.id, cement.id)).toBe('114.0000');

    // Another company's supplier is not found, and nothing is left behind.
    const foreign = await insertSupplier(server, keeperB.companyId);
    const receipts = await countRows(server, 'item_receipts', 'company_id = $1', [keeper.companyId]);
    expectError(await post(keeper, '/inventory/receive', { warehouseId: warehouse.id, supplierId: foreign.id, items: [{ itemId: cement.id, quantity: 1 }] }), 404, 'Supplier not found');
    expectError(await post(keeper, '/inventory/receive', { warehouseId: warehouse.id, supplierId: supplier.id, items: [{ itemId: 99999999, quantity: 1 }] }), 404);
    expect(await countRows(server, 'item_receipts', 'company_id = $1', [keeper.companyId])).toBe(receipts);
    expect(await countRows(server, 'purchase_orders', 'company_id = $1', [keeper.companyId])).toBe(0);
  });
});

describe('stock and ledger tables', () => {
  it('PUT /inventory by item lists its stock per warehouse; by warehouse lists what it holds', async () => {
    const item = await insertItem(server, keeperA.companyId, { name: 'Tie Wire #16', sku: 'TW-16' });
    await adjust(server, keeperA, mainA.id, 'ADD', [{ itemId: item.id, quantity: 30 }]);
    await adjust(server, keeperA, cebuA.id, 'ADD', [{ itemId: item.id, quantity: 5 }]);
    const answer = await stockTable(keeperA, [{ key: 'itemId', value: item.id }], { settings: { sortBy: 'warehouse', sortOrder: 'asc' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.pagination.total).toBe(2);
    expect(answer.body.list).toEqual([
      { id: `${cebuA.id}-${item.id}`, warehouse: { id: cebuA.id, name: 'Cebu Warehouse', kind: 'COMPANY' }, item: { id: item.id, name: 'Tie Wire #16', sku: 'TW-16', uom: 'bag' }, quantity: '5.0000', value: '0.0000', averageCost: '0.0000', updatedAt: expect.any(String) },
      { id: `${mainA.id}-${item.id}`, warehouse: { id: mainA.id, name: 'Makati Central Warehouse', kind: 'COMPANY' }, item: { id: item.id, name: 'Tie Wire #16', sku: 'TW-16', uom: 'bag' }, quantity: '30.0000', value: '0.0000', averageCost: '0.0000', updatedAt: expect.any(String) },
    ]);
    const held = await stockTable(keeperA, [{ key: 'warehouseId', value: cebuA.id }], { searchKeyword: 'TW-16' });
    expect(held.body.list.map((r: any) => r.item.id)).toEqual([item.id]);
    // Company B sees none of it.
    const foreign = await stockTable(keeperB, [{ key: 'itemId', value: item.id }]);
    expect(foreign.body.pagination.total).toBe(0);
    expectError(await stockTable(keeperA, [{ key: 'itemId', value: 'abc' }]), 400, ['filters: itemId must be a record id (a whole number from 1 to 2147483647)']);
  });

  it('PUT /inventory: one statement shape serves every company with its own values, and each shape answers its own rows', async () => {
    const wire = await insertItem(server, keeperA.companyId, { name: 'GI Wire #12', sku: 'GW-12' });
    const nail = await insertItem(server, keeperB.companyId, { name: 'Common Nail 4"', sku: 'CN-4' });
    const mainB = await createWarehouse(server, keeperB, { name: 'Davao Yard' });
    const wire16 = await insertItem(server, keeperA.companyId, { name: 'GI Wire #16', sku: 'GW-16' });
    await adjust(server, keeperA, mainA.id, 'ADD', [{ itemId: wire.id, quantity: 7 }, { itemId: wire16.id, quantity: 3 }]);
    await adjust(server, keeperB, mainB.id, 'ADD', [{ itemId: nail.id, quantity: 9 }]);
    const sameShape = { settings: { sortBy: 'quantity', sortOrder: 'desc' } };
    // The same shape, read alternately by the two companies: each sees only its own item.
    for (let round = 0; round < 2; round++) {
      const a = await stockTable(keeperA, [{ key: 'itemId', value: wire.id }], sameShape);
      const b = await stockTable(keeperB, [{ key: 'itemId', value: nail.id }], sameShape);
      expect(a.body.list.map((r: any) => [r.item.sku, r.quantity])).toEqual([['GW-12', '7.0000']]);
      expect(b.body.list.map((r: any) => [r.item.sku, r.quantity])).toEqual([['CN-4', '9.0000']]);
      expect((await stockTable(keeperB, [{ key: 'itemId', value: wire.id }], sameShape)).body.pagination.total).toBe(0);
    }
    // Kind filter, search by warehouse, and paging on the same data.
    const byKind = await stockTable(keeperA, [{ key: 'itemId', value: wire.id }, { key: 'kind', value: 'company' }]);
    expect(byKind.body.pagination.total).toBe(1);
    const byWarehouse = await stockTable(keeperA, [{ key: 'itemId', value: wire.id }], { searchKeyword: 'makati', searchBy: 'warehouse' });
    expect(byWarehouse.body.list.map((r: any) => r.warehouse.id)).toEqual([mainA.id]);
    const noMatch = await stockTable(keeperA, [{ key: 'itemId', value: wire.id }], { searchKeyword: 'cebu', searchBy: 'warehouse' });
    expect(noMatch.body.pagination.total).toBe(0);
    const page2 = await call(server, 'PUT', '/inventory?page=2&perPage=1', { token: keeperA.token, body: { searchKeyword: '', filters: [{ key: 'warehouseId', value: mainA.id }], settings: { sortBy: 'sku', sortOrder: 'asc' } } });
    const all = await stockTable(keeperA, [{ key: 'warehouseId', value: mainA.id }], { settings: { sortBy: 'sku', sortOrder: 'asc' } });
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(2);
    expect(page2.body.list).toEqual([all.body.list[1]]);
    expect(page2.body.pagination).toEqual({ page: 2, perPage: 1, total: all.body.pagination.total, totalPages: all.body.pagination.total });
    // Bad shapes answer 400.
    expectError(await stockTable(keeperA, [{ key: 'kind', value: 'garage' }]), 400, ['kind: must be one of COMPANY, PROJECT, IN_TRANSIT, TEMPORARY']);
    expectError(await stockTable(keeperA, [{ key: 'itemId', value: wire.id }, { key: 'itemId', value: wire.id }]), 400, ['filters: itemId is given twice']);
    expectError(await stockTable(keeperA, [{ key: 'colour', value: 'red' }]), 400, ['filters: unknown filter colour']);
    expectError(await stockTable(keeperA, [], { searchKeyword: 'x', searchBy: 'memo' }), 400, ['searchBy: cannot search by memo']);
    expectError(await stockTable(keeperA, [], { settings: { sortBy: 'memo', sortOrder: 'asc' } }), 400, ['settings.sortBy: cannot sort by memo']);
  });

  it('PUT /inventory/transactions lists ledger lines, filtered by item and type', async () => {
    const keeper = await createUser(server, { scopes: ['ASSET_WAREHOUSE_COMPANY_ACCESS', 'ASSET_RECEIVING_ACCESS'] });
    const warehouse = await createWarehouse(server, keeper, { name: 'Davao Warehouse' });
    const supplier = await insertSupplier(server, keeper.companyId, 'Steelasia');
    const item = await insertItem(server, keeper.companyId, { name: 'Deformed Bar 12mm', sku: 'DB-12' });
    const received = { body: { data: await orderAndReceive(server, keeper, { warehouseId: warehouse.id, supplierId: supplier.id }, [{ itemId: item.id, quantity: 40, rate: 215.75 }]) } };
    await post(keeper, '/inventory/issue', { warehouseId: warehouse.id, items: [{ itemId: item.id, quantity: 15 }] });
    const all = await ledgerTable(keeper, [{ key: 'itemId', value: item.id }]);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.list.map((r: any) => r.type)).toEqual(['ISSUANCE', 'PURCHASE_ORDER']);
    expect(all.body.list[0]).toMatchObject({ quantity: '15.0000', signedQuantity: '-15.0000', itemImpact: 'DEDUCTING', typeLabel: 'Material Issuance', supplier: null, purchaseOrder: null });
    const purchases = await ledgerTable(keeper, [{ key: 'itemId', value: item.id }, { key: 'type', value: 'PURCHASE_ORDER' }]);
    expect(purchases.body.pagination.total).toBe(1);
    expect(purchases.body.list[0]).toEqual({
      id: expect.any(Number),
      receiptId: received.body.data.itemReceiptInfo.id,
      code: received.body.data.itemReceiptInfo.code,
      type: 'PURCHASE_ORDER',
      typeLabel: 'Purchase Order',
      itemImpact: 'ADDING',
      item: { id: item.id, name: 'Deformed Bar 12mm', sku: 'DB-12' },
      warehouse: { id: warehouse.id, name: 'Davao Warehouse' },
      quantity: '40.0000',
      signedQuantity: '40.0000',
      rate: '215.75',
      total: '8630.00',
      description: '',
      supplier: { id: supplier.id, name: 'Steelasia' },
      purchaseOrder: { id: received.body.data.itemReceiptInfo.purchaseOrder.id, code: received.body.data.itemReceiptInfo.purchaseOrder.code },
      processedBy: { id: keeper.accountId, name: 'Juan Dela Cruz' },
      createdAt: expect.any(String),
    });
    const byCode = await ledgerTable(keeper, [], { searchKeyword: received.body.data.itemReceiptInfo.code, searchBy: 'code' });
    expect(byCode.body.list.map((r: any) => r.type)).toEqual(['PURCHASE_ORDER']);
    expectError(await ledgerTable(keeper, [{ key: 'type', value: 'THEFT' }]), 400);
    expect((await ledgerTable(keeperB, [{ key: 'itemId', value: item.id }])).body.pagination.total).toBe(0);
  });

  it('the ledger read by item uses the (company_id, item_id, created_at) index', async () => {
    const item = await insertItem(server, keeperA.companyId);
    // The shape of the table's page query (the planner is told to avoid a scan of this small test table).
    const plan = await server.context.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const answer = await tx.execute(
        sql`explain select * from item_receipt_lines where company_id = ${keeperA.companyId} and item_id = ${item.id} order by created_at desc, id desc limit 10`,
      );
      return answer.rows as { 'QUERY PLAN': string }[];
    });
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('item_receipt_lines_item_idx');
  });
});

describe('scope guards', () => {
  it('a user without warehouse scopes cannot move stock or change settings (403); catalogue users can read', async () => {
    const item = await insertItem(server, keeperA.companyId);
    const catalogue = await createUser(server, { companyId: keeperA.companyId, scopes: ['ASSET_ITEM_SIMPLE_ACCESS', 'PROJECT_ACCESS'] });
    const body = { warehouseId: mainA.id, direction: 'ADD', items: [{ itemId: item.id, quantity: 1 }] };
    expectError(await post(catalogue, '/inventory/adjustment', body), 403);
    expectError(await post(catalogue, '/inventory/issue', body), 403);
    expectError(await post(catalogue, '/inventory/transfer', { fromWarehouseId: mainA.id, toWarehouseId: cebuA.id, items: body.items }), 403);
    expectError(await post(catalogue, '/inventory/receive', { ...body, supplierId: 1 }), 403);
    expectError(await call(server, 'PUT', '/inventory/settings', { token: catalogue.token, body: { allowNegativeStock: true } }), 403);
    expect((await stockTable(catalogue, [{ key: 'itemId', value: item.id }])).status).toBe(200);
    expect((await ledgerTable(catalogue, [{ key: 'itemId', value: item.id }])).status).toBe(200);
    const nobody = await createUser(server, { companyId: keeperA.companyId, scopes: ['LEADS_ACCESS'] });
    expectError(await stockTable(nobody, []), 403);
  });

  it("a project-warehouse keeper cannot move a company warehouse's stock (403)", async () => {
    const item = await insertItem(server, keeperA.companyId);
    const projectKeeper = await createUser(server, { companyId: keeperA.companyId, scopes: ['ASSET_WAREHOUSE_PROJECT_ACCESS'] });
    const site = await createWarehouse(server, projectKeeper, { kind: 'PROJECT', name: 'Site Bodega' });
    expectError(await post(projectKeeper, '/inventory/adjustment', { warehouseId: mainA.id, direction: 'ADD', items: [{ itemId: item.id, quantity: 1 }] }), 403);
    expectError(await post(projectKeeper, '/inventory/transfer', { fromWarehouseId: site.id, toWarehouseId: mainA.id, items: [{ itemId: item.id, quantity: 1 }] }), 403);
    await adjust(server, projectKeeper, site.id, 'ADD', [{ itemId: item.id, quantity: 1 }]);
    expect(await stockLevel(server, site.id, item.id)).toBe('1.0000');
  });
});

describe('the demo inventory seed', () => {
  it('creates the Makati, Cebu and staging warehouses and moves the demo items only through the ledger', async () => {
    const owner = await createUser(server, { isFullAccess: true });
    const { db } = server.context;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as typeof db;
      await createDemoItems(tx, owner.companyId);
      await createDemoSuppliers(tx, owner.companyId);
      await createDemoInventory(tx, owner.companyId);
    });
    const list = await call(server, 'GET', '/select-box/warehouse-list', { token: owner.token });
    expect(list.body.map((w: any) => [w.label, w.kind])).toEqual([
      ['BGC Staging Yard', 'TEMPORARY'],
      ['Cebu Warehouse', 'COMPANY'],
      ['Makati Central Warehouse', 'COMPANY'],
    ]);
    await expectLedgerConsistent(server, owner.companyId);
    const receipts = await call(server, 'PUT', '/item-receipts?page=1&perPage=0', { token: owner.token, body: { searchKeyword: '', filters: [], settings: { sortBy: 'code', sortOrder: 'asc' } } });
    expect(receipts.body.list.map((r: any) => r.type)).toEqual([
      'OPENING_BALANCE',
      'OPENING_BALANCE',
      'PURCHASE_ORDER',
      'PURCHASE_ORDER',
      'TRANSFER_OUT',
      'TRANSFER_IN',
      'TRANSFER_OUT',
      'TRANSFER_IN',
      'ISSUANCE',
      'ADJUSTMENT_OUT',
    ]);
    // The first purchase order is half paid: its receipt shows a balance.
    const first = await call(server, 'GET', `/item-receipts?id=${receipts.body.list[2].id}`, { token: owner.token });
    expect(first.body.itemReceiptInfo.purchaseOrder.code).toBe('PO-000001');
    expect(Number(first.body.itemReceiptInfo.purchaseOrder.balance)).toBeGreaterThan(0);
    const negative = await server.context.database.query(`select 1 from stock_levels where company_id = $1 and quantity < 0`, [owner.companyId]);
    expect(negative).toEqual([]);
  }, 60_000);
});
