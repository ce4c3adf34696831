import { pdfText } from '@haligi/shared/testing/pdf-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, purchaseOrders } from '../src/db/schema';
import { renderReceiptPdf } from '../src/modules/inventory/receipt-pdf';
import { findReceipt } from '../src/modules/inventory/receipts.service';
import { Tenant } from '../src/db/tenant';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { adjust, ALL_WAREHOUSE_SCOPES, createWarehouse, insertItem, insertSupplier, orderAndReceive } from './inventory-helpers';
import { openFund, payThroughTreasury, treasuryTeam, type TreasuryTeam } from './treasury-helpers';

let server: TestServer;
let keeperA: TestUser;
let keeperB: TestUser;
/** Company A's treasury users (payables: requests for payment; purchase orders). */
let purchaserA: TestUser;
let treasurerA: TestUser;
let warehouseA: any;
let supplierA: { id: number; name: string };
let cementA: { id: number; name: string; sku: string };
let team: TreasuryTeam;
let bank: { id: number; name: string };

const receipt = (user: TestUser, id: number | string) => call(server, 'GET', `/item-receipts?id=${id}`, { token: user.token });
const history = (user: TestUser, purchaseOrderId: number | string) =>
  call(server, 'GET', `/purchase-order/payment-history?purchaseOrderId=${purchaseOrderId}`, { token: user.token });
/** A purchase order received in full (the only way a balance owed arises). */
const receive = (user: TestUser, items: { itemId: number; quantity: number; rate: number; description?: string }[], extra: { reference?: string; memo?: string } = {}) =>
  orderAndReceive(server, user, { warehouseId: warehouseA.id, supplierId: supplierA.id }, items, extra);
async function pdf(user: TestUser, id: number) {
  const response = await fetch(`${server.url}/api/item-receipts/${id}/pdf`, { headers: { token: user.token } });
  return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
}

beforeAll(async () => {
  server = await startTestServer();
  keeperA = await createUser(server, { scopes: [...ALL_WAREHOUSE_SCOPES, 'ASSET_RECEIVING_ACCESS'] });
  keeperB = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
  purchaserA = await createUser(server, { companyId: keeperA.companyId, scopes: ['TREASURY_PAYABLES_REQUEST_PAYMENT_ACCESS'] });
  treasurerA = await createUser(server, { companyId: keeperA.companyId, scopes: ['TREASURY_PAYABLES_PURCHASE_ORDER_ACCESS'] });
  await server.context.db
    .update(companies)
    .set({ name: 'Bayanihan Builders Corporation', address: '8th Floor, Ayala Tower One, Makati City' })
    .where(eq(companies.id, keeperA.companyId));
  warehouseA = await createWarehouse(server, keeperA, { name: 'Makati Central Warehouse', address: '2306 Chino Roces Ave, Makati' });
  supplierA = await insertSupplier(server, keeperA.companyId, 'Holcim Philippines');
  cementA = await insertItem(server, keeperA.companyId, { name: 'Portland Cement 40kg', sku: 'CEM-40', description: 'Type 1 cement' });
  team = await treasuryTeam(server, keeperA.companyId);
  bank = await openFund(server, team.treasurer, 'BDO Checking', 1_000_000);
});
afterAll(async () => server?.stop());

describe('GET /item-receipts?id=', () => {
  it('answers the receipt in the contract shape', async () => {
    const data = await receive(keeperA, [
      { itemId: cementA.id, quantity: 100, rate: 265.5 },
      { itemId: cementA.id, quantity: 2.5, rate: 250, description: 'Broken bags, discounted' },
    ], { reference: 'DR-0098', memo: 'Delivered by truck 3' });
    const id = data.itemReceiptInfo.id;
    const answer = await receipt(keeperA, id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(data);
    expect(answer.body).toEqual({
      itemReceiptInfo: {
        id,
        code: expect.stringMatching(/^IR-\d{6}$/),
        type: { key: 'PURCHASE_ORDER', itemImpact: 'ADDING' },
        processedBy: { id: keeperA.accountId, name: 'Juan Dela Cruz' },
        createdAt: expect.any(String),
        memo: 'Delivered by truck 3',
        reference: 'DR-0098',
        totalPayableAmount: '27175.00',
        warehouse: { id: warehouseA.id, name: 'Makati Central Warehouse', address: '2306 Chino Roces Ave, Makati' },
        supplier: { id: supplierA.id, name: 'Holcim Philippines' },
        partnerReceipt: null,
        purchaseOrder: { id: expect.any(Number), code: expect.stringMatching(/^PO-\d{6}$/), total: '27175.00', paidAmount: '0.00', balance: '27175.00' },
      },
      itemReceiptType: { label: 'Purchase Order' },
      company: { name: 'Bayanihan Builders Corporation', address: '8th Floor, Ayala Tower One, Makati City' },
      itemReceiptItemList: [
        { itemId: cementA.id, itemName: 'Portland Cement 40kg', itemSku: 'CEM-40', itemDescription: 'Type 1 cement', quantity: '100.0000', itemRate: '265.50', unitPrice: '265.50', total: '26550.00', itemImpact: 'ADDING' },
        { itemId: cementA.id, itemName: 'Portland Cement 40kg', itemSku: 'CEM-40', itemDescription: 'Broken bags, discounted', quantity: '2.5000', itemRate: '250.00', unitPrice: '250.00', total: '625.00', itemImpact: 'ADDING' },
      ],
    });
  });

  it("another company's receipt is not found; a bad id is a 400; catalogue readers may read it", async () => {
    const data = await adjust(server, keeperA, warehouseA.id, 'ADD', [{ itemId: cementA.id, quantity: 1 }]);
    expectError(await receipt(keeperB, data.itemReceiptInfo.id), 404, 'Item receipt not found');
    expectError(await receipt(keeperA, 'abc'), 400);
    expectError(await receipt(keeperA, 99999999), 404);
    const estimator = await createUser(server, { companyId: keeperA.companyId, scopes: ['PROJECT_ACCESS'] });
    expect((await receipt(estimator, data.itemReceiptInfo.id)).status).toBe(200);
    const sales = await createUser(server, { companyId: keeperA.companyId, scopes: ['LEADS_ACCESS'] });
    expectError(await receipt(sales, data.itemReceiptInfo.id), 403);
  });
});

describe('PUT /item-receipts', () => {
  it('lists the receipts newest first, filtered by type and warehouse, searched by code; never another company', async () => {
    const keeper = await createUser(server, { scopes: ['ASSET_WAREHOUSE_COMPANY_ACCESS'] });
    const w = await createWarehouse(server, keeper, { name: 'Cebu Warehouse' });
    const other = await createWarehouse(server, keeper, { name: 'Davao Warehouse' });
    const item = await insertItem(server, keeper.companyId);
    const first = await adjust(server, keeper, w.id, 'ADD', [{ itemId: item.id, quantity: 5 }]);
    const second = await adjust(server, keeper, w.id, 'DEDUCT', [{ itemId: item.id, quantity: 2 }]);
    await adjust(server, keeper, other.id, 'ADD', [{ itemId: item.id, quantity: 1 }]);
    const table = (body: Record<string, unknown>) => call(server, 'PUT', '/item-receipts?page=1&perPage=10', { token: keeper.token, body: { searchKeyword: '', filters: [], ...body } });
    const all = await table({});
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.pagination.total).toBe(3);
    const byWarehouse = await table({ filters: [{ key: 'warehouseId', value: w.id }] });
    expect(byWarehouse.body.list.map((r: any) => r.code)).toEqual([second.itemReceiptInfo.code, first.itemReceiptInfo.code]);
    expect(byWarehouse.body.list[0]).toMatchObject({
      type: 'ADJUSTMENT_OUT',
      typeLabel: 'Stock Adjustment (Deduct)',
      itemImpact: 'DEDUCTING',
      warehouse: { id: w.id, name: 'Cebu Warehouse' },
      supplier: null,
      purchaseOrder: null,
      lineCount: 1,
      processedBy: { id: keeper.accountId, name: 'Juan Dela Cruz' },
    });
    const adds = await table({ filters: [{ key: 'type', value: 'ADJUSTMENT_IN' }] });
    expect(adds.body.pagination.total).toBe(2);
    const search = await table({ searchKeyword: first.itemReceiptInfo.code, searchBy: 'code' });
    expect(search.body.list.map((r: any) => r.id)).toEqual([first.itemReceiptInfo.id]);
    const byItem = await table({ filters: [{ key: 'itemId', value: item.id }] });
    expect(byItem.body.pagination.total).toBe(3);
    expectError(await table({ filters: [{ key: 'type', value: 'THEFT' }] }), 400);
    const foreign = await call(server, 'PUT', '/item-receipts?page=1&perPage=0', { token: keeperB.token, body: { searchKeyword: '', filters: [] } });
    expect(foreign.body.list.map((r: any) => r.id)).not.toContain(first.itemReceiptInfo.id);
  });
});

describe('purchase order payments', () => {
  it('history starts empty; each payment through treasury lists its fund account, request for payment, who and when; the balance follows', async () => {
    const data = await receive(keeperA, [{ itemId: cementA.id, quantity: 10, rate: 100.1 }]);
    const order = data.itemReceiptInfo.purchaseOrder;
    expect(order.total).toBe('1001.00');
    expect((await history(keeperA, order.id)).body).toEqual([]);

    const first = await payThroughTreasury(server, team, order.id, '400.55', bank.id);
    const rest = await payThroughTreasury(server, team, order.id, 600.45, bank.id);
    const listed = await history(keeperA, order.id);
    expect(listed.status).toBe(200);
    const paidBy = { id: team.treasurer.accountId, name: 'Juan Dela Cruz' };
    expect(listed.body).toEqual([
      { id: first.id, fundAccount: { id: bank.id, name: 'BDO Checking' }, createdAt: expect.any(String), amount: '400.55', withheldTax: '0.00', ewtAtc: null, paymentRequest: { id: first.paymentRequest.id, code: first.paymentRequest.code }, paidBy },
      { id: rest.id, fundAccount: { id: bank.id, name: 'BDO Checking' }, createdAt: expect.any(String), amount: '600.45', withheldTax: '0.00', ewtAtc: null, paymentRequest: { id: rest.paymentRequest.id, code: rest.paymentRequest.code }, paidBy },
    ]);
    expect(first.paymentRequest.code).toMatch(/^RFP-\d{6}$/);
    const [row] = await server.context.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
    expect(row.paidAmount).toBe('1001.00');
    expect((await receipt(keeperA, data.itemReceiptInfo.id)).body.itemReceiptInfo.purchaseOrder.balance).toBe('0.00');
  });

  it("another company's order has no history for you; bad ids answer 400; the treasury reads the history too", async () => {
    const data = await receive(keeperA, [{ itemId: cementA.id, quantity: 1, rate: 50 }]);
    const orderId = data.itemReceiptInfo.purchaseOrder.id;
    expectError(await history(keeperB, orderId), 404);
    expectError(await history(keeperA, 'abc'), 400);
    expect((await history(treasurerA, orderId)).status).toBe(200);
    // Money moves only through requests for payment: the free-text payment call is gone.
    expect((await call(server, 'POST', '/purchase-order/payment', { token: purchaserA.token, body: { purchaseOrderId: orderId, fundAccountName: 'BDO', amount: 1 } })).status).toBe(404);
    expect(await countRows(server, 'purchase_order_payments', 'purchase_order_id = $1', [orderId])).toBe(0);
  });
});

describe('GET /item-receipts/{id}/pdf', () => {
  it('is a PDF with the company, code, type, lines, the peso total and "No memo"', async () => {
    const data = await adjust(server, keeperA, warehouseA.id, 'ADD', [{ itemId: cementA.id, quantity: 12, rate: 1234.5 }]);
    const answer = await pdf(keeperA, data.itemReceiptInfo.id);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.body.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = pdfText(answer.body);
    for (const expected of [
      'Bayanihan Builders Corporation',
      '8th Floor, Ayala Tower One, Makati City',
      data.itemReceiptInfo.code,
      'Stock Adjustment (Add)',
      'Juan Dela Cruz',
      'Makati Central Warehouse',
      'Portland Cement 40kg',
      'CEM-40',
      '₱1,234.50',
      '₱14,814.00',
      'No memo',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Balance Due');
  });

  it('shows deducting quantities with a minus, and for a purchase order with a balance its payments and the Balance Due', async () => {
    const out = await adjust(server, keeperA, warehouseA.id, 'DEDUCT', [{ itemId: cementA.id, quantity: 3 }]);
    const outText = pdfText((await pdf(keeperA, out.itemReceiptInfo.id)).body);
    expect(outText).toMatch(/^-3$/m);

    const data = await receive(keeperA, [{ itemId: cementA.id, quantity: 4, rate: 250 }], { memo: 'Partial delivery' });
    await payThroughTreasury(server, team, data.itemReceiptInfo.purchaseOrder.id, 300, bank.id);
    const text = pdfText((await pdf(keeperA, data.itemReceiptInfo.id)).body);
    for (const expected of ['Purchase Order', 'Holcim Philippines', data.itemReceiptInfo.purchaseOrder.code, 'Partial delivery', 'Payment History', 'BDO Checking', '₱300.00', 'Balance Due', '₱700.00']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('No memo');
    expectError(await call(server, 'GET', `/item-receipts/${data.itemReceiptInfo.id}/pdf`, { token: keeperB.token }), 404);
  });

  it('without the DejaVu font files it falls back to Helvetica and writes PHP', async () => {
    const data = await adjust(server, keeperA, warehouseA.id, 'ADD', [{ itemId: cementA.id, quantity: 1, rate: 99 }]);
    const tenant = new Tenant(server.context.db, keeperA.companyId);
    const answer = await findReceipt(server.context.db, tenant, data.itemReceiptInfo.id);
    const buffer = await renderReceiptPdf(answer, [], { compress: false, fonts: { regular: '/nowhere/DejaVuSans.ttf', bold: '/nowhere/DejaVuSans-Bold.ttf' } });
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(buffer);
    expect(text).toContain('PHP 99.00');
    expect(text).toContain(data.itemReceiptInfo.code);
  });
});

