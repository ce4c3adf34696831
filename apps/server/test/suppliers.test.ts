import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, locations, psgcBarangays, psgcMunicipalities, psgcRegions, supplierItems, supplierPriceUpdates, suppliers } from '../src/db/schema';
import { Tenant } from '../src/db/tenant';
import { createDemoSuppliers, DEMO_SUPPLIERS } from '../src/seed/demo-suppliers';
import { recordSupplierPrice } from '../src/modules/suppliers/suppliers.service';
import { expectError } from './assertions';
import { call, createCompany, createUser, startTestServer, type TestServer, type TestUser } from './helper';

const SUPPLIERS_SCOPE = 'ASSET_PURCHASING_SUPPLIERS_ACCESS';

let server: TestServer;
/** Purchasing users of company A and company B. */
let buyerA: TestUser;
let buyerB: TestUser;
/** An estimator of company A who reads the catalogue (ITEM_READ_SCOPES) but does not manage suppliers. */
let itemReaderA: TestUser;

const tableOf = (token: string, path: string, body: unknown = {}) => call(server, 'PUT', `${path}?page=1&perPage=50`, { token, body });
const filtered = (filters: Record<string, unknown>, extra: object = {}) => ({
  filters: Object.entries(filters).map(([key, value]) => ({ key, value })),
  ...extra,
});

/** A catalogue item written straight to the table, so these tests do not lean on the items module. */
async function insertItem(companyId: number, fields: { name: string; parentId?: number; variationCount?: number; isDeleted?: boolean; uom?: string }) {
  const [item] = await server.context.db
    .insert(items)
    .values({
      companyId,
      name: fields.name,
      sku: `${fields.name.toUpperCase().replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}`,
      parentId: fields.parentId ?? null,
      variationCount: fields.variationCount ?? 0,
      tiers: fields.variationCount ? [{ key: 'Size', attributes: ['10mm', '12mm'] }] : [],
      variation: fields.parentId ? { Size: '10mm' } : null,
      uom: fields.uom ?? 'pc',
      isDeleted: fields.isDeleted ?? false,
    })
    .returning();
  return item;
}

async function createSupplier(user: TestUser, body: Record<string, unknown>) {
  const answer = await call(server, 'POST', '/supplier', { token: user.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; name: string };
}

const setPrice = (user: TestUser, supplierId: number, itemId: number, price: number | string) =>
  call(server, 'POST', '/supplier/item-price', { token: user.token, body: { supplierId, itemId, price } });

const historyOf = (supplierId: number, itemId: number) =>
  server.context.db
    .select()
    .from(supplierPriceUpdates)
    .where(and(eq(supplierPriceUpdates.supplierId, supplierId), eq(supplierPriceUpdates.itemId, itemId)))
    .orderBy(asc(supplierPriceUpdates.id));

beforeAll(async () => {
  server = await startTestServer();
  buyerA = await createUser(server, { scopes: [SUPPLIERS_SCOPE] });
  buyerB = await createUser(server, { scopes: [SUPPLIERS_SCOPE] });
  itemReaderA = await createUser(server, { companyId: buyerA.companyId, scopes: ['ASSET_ITEM_SIMPLE_ACCESS'] });
});
afterAll(async () => server?.stop());

describe('suppliers', () => {
  it('POST /supplier answers 201 {data, message}; GET /supplier?id= answers the supplier itself', async () => {
    const answer = await call(server, 'POST', '/supplier', {
      token: buyerA.token,
      body: {
        name: '  Bagong Lakas Hardware – Quezon Ave ',
        contactPerson: 'Rodel Villanueva',
        contactNumber: '+63 2 8372 4410',
        email: 'Sales@BagongLakas.ph',
        address: '1180 Quezon Avenue, Quezon City',
        tin: '008-214-573-000',
        paymentTerms: '30 days',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      data: {
        id: expect.any(Number),
        name: 'Bagong Lakas Hardware – Quezon Ave',
        contactPerson: 'Rodel Villanueva',
        contactNumber: '+63 2 8372 4410',
        email: 'sales@bagonglakas.ph',
        address: '1180 Quezon Avenue, Quezon City',
        locationId: null,
        location: null,
        tin: '008-214-573-000',
        paymentTerms: '30 days',
        ewtAtc: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      message: 'Supplier created successfully',
    });
    const found = await call(server, 'GET', `/supplier?id=${answer.body.data.id}`, { token: buyerA.token });
    expect(found).toEqual({ status: 200, body: answer.body.data });
  });

  it('only a name is required; the rest default to empty', async () => {
    const supplier = await createSupplier(buyerA, { name: 'Walk-in Supplier' });
    expect(supplier).toMatchObject({ name: 'Walk-in Supplier', contactPerson: '', email: '', tin: '', locationId: null });
  });

  it('bad input answers 400 naming each field', async () => {
    expectError(await call(server, 'POST', '/supplier', { token: buyerA.token, body: {} }), 400, ['name: is required']);
    expectError(await call(server, 'POST', '/supplier', { token: buyerA.token, body: { name: '   ' } }), 400, ['name: is required']);
    expectError(await call(server, 'POST', '/supplier', { token: buyerA.token, body: { name: 'X', email: 'not-mail' } }), 400, ['email: must be an email']);
    expectError(await call(server, 'POST', '/supplier', { token: buyerA.token, body: { email: 'nope' } }), 400, ['name: is required', 'email: must be an email']);
    expectError(await call(server, 'PATCH', '/supplier', { token: buyerA.token, body: { name: 'No id' } }), 400, /^\["id: /);
    expectError(await call(server, 'GET', '/supplier?id=abc', { token: buyerA.token }), 400);
    expectError(await call(server, 'DELETE', '/supplier/0', { token: buyerA.token }), 400);
  });

  it("a location must be the company's own (422 otherwise) and is answered by name", async () => {
    // One PSGC place written directly (the full list is not needed here).
    const { db } = server.context;
    const [region] = await db.insert(psgcRegions).values({ code: '1300000000', name: 'National Capital Region (NCR)' }).returning();
    const [city] = await db.insert(psgcMunicipalities).values({ code: '1380600000', name: 'Quezon City', regionId: region.id }).returning();
    const [barangay] = await db.insert(psgcBarangays).values({ code: '1380600045', name: 'Paligsahan', municipalityId: city.id }).returning();
    const place = { regionId: region.id, municipalityId: city.id, barangayId: barangay.id, zipCode: '1103', street: 'Quezon Avenue' };
    const [own] = await db.insert(locations).values({ companyId: buyerA.companyId, name: 'Alpha Yard', ...place }).returning();
    const [foreign] = await db.insert(locations).values({ companyId: buyerB.companyId, name: 'Bravo Yard', ...place }).returning();
    const supplier = await createSupplier(buyerA, { name: 'Yard Supplier', locationId: own.id });
    expect(supplier).toMatchObject({ locationId: own.id, location: { id: own.id, name: 'Alpha Yard' } });
    expectError(await call(server, 'POST', '/supplier', { token: buyerA.token, body: { name: 'Poacher', locationId: foreign.id } }), 422);
    expectError(await call(server, 'PATCH', '/supplier', { token: buyerA.token, body: { id: supplier.id, locationId: foreign.id } }), 422);
  });

  it('PATCH changes only the given fields; DELETE hides the supplier softly', async () => {
    const created = await createSupplier(buyerA, { name: 'Tibay Steel', contactPerson: 'Marites Gonzales', email: 'orders@tibay.ph', tin: '214-667-908-000' });
    const patched = await call(server, 'PATCH', '/supplier', { token: buyerA.token, body: { id: created.id, name: 'Tibay Steel Trading' } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toEqual({
      data: expect.objectContaining({ id: created.id, name: 'Tibay Steel Trading', contactPerson: 'Marites Gonzales', email: 'orders@tibay.ph', tin: '214-667-908-000' }),
      message: 'Supplier updated successfully',
    });
    const cleared = await call(server, 'PATCH', '/supplier', { token: buyerA.token, body: { id: created.id, email: '' } });
    expect(cleared.body.data).toMatchObject({ email: '', contactPerson: 'Marites Gonzales' });

    expect(await call(server, 'DELETE', `/supplier/${created.id}`, { token: buyerA.token })).toEqual({ status: 200, body: { message: 'Supplier deleted successfully' } });
    expectError(await call(server, 'GET', `/supplier?id=${created.id}`, { token: buyerA.token }), 404, 'Supplier not found');
    expectError(await call(server, 'PATCH', '/supplier', { token: buyerA.token, body: { id: created.id, name: 'Back' } }), 404);
    expectError(await call(server, 'DELETE', `/supplier/${created.id}`, { token: buyerA.token }), 404);
    const [row] = await server.context.db.select().from(suppliers).where(eq(suppliers.id, created.id));
    expect(row).toMatchObject({ isDeleted: true, name: 'Tibay Steel Trading' });
    const list = await call(server, 'GET', '/select-box/supplier-list', { token: buyerA.token });
    expect(list.body.map((o: any) => o.value)).not.toContain(created.id);
    const table = await tableOf(buyerA.token, '/supplier', { searchKeyword: 'tibay' });
    expect(table.body.pagination.total).toBe(0);
  });

  it('the table searches name, contact person and email, sorts, and pages; the select list is by name', async () => {
    const company = await createUser(server, { scopes: [SUPPLIERS_SCOPE] });
    await createSupplier(company, { name: 'Pasig Aggregates', contactPerson: 'Arnel Bautista', email: 'dispatch@pasigreadymix.ph' });
    await createSupplier(company, { name: 'Chino Roces Plumbing', contactPerson: 'Liza Fernandez', email: 'liza@crplumbing.ph' });
    await createSupplier(company, { name: 'Kalinaw Electrical', contactPerson: 'Cristina Alcantara', email: 'kalinaw@gmail.com' });

    const names = (answer: { body: any }) => answer.body.list.map((s: any) => s.name);
    expect(names(await tableOf(company.token, '/supplier', { searchKeyword: 'plumbing' }))).toEqual(['Chino Roces Plumbing']);
    expect(names(await tableOf(company.token, '/supplier', { searchKeyword: 'bautista', searchBy: 'contactPerson' }))).toEqual(['Pasig Aggregates']);
    expect(names(await tableOf(company.token, '/supplier', { searchKeyword: 'gmail', searchBy: 'email' }))).toEqual(['Kalinaw Electrical']);
    expect(names(await tableOf(company.token, '/supplier', { searchKeyword: 'gmail', searchBy: 'name' }))).toEqual([]);
    expectError(await tableOf(company.token, '/supplier', { searchKeyword: 'x', searchBy: 'tin' }), 400);

    const sorted = await tableOf(company.token, '/supplier', { settings: { sortBy: 'name', sortOrder: 'asc' } });
    expect(names(sorted)).toEqual(['Chino Roces Plumbing', 'Kalinaw Electrical', 'Pasig Aggregates']);
    expect(sorted.body.pagination).toEqual({ page: 1, perPage: 50, total: 3, totalPages: 1 });
    const newest = await tableOf(company.token, '/supplier');
    expect(names(newest)[0]).toBe('Kalinaw Electrical');
    const secondPage = await call(server, 'PUT', '/supplier?page=2&perPage=2', { token: company.token, body: { settings: { sortBy: 'name', sortOrder: 'asc' } } });
    expect(names(secondPage)).toEqual(['Pasig Aggregates']);

    const list = await call(server, 'GET', '/select-box/supplier-list', { token: company.token });
    expect(list.body).toEqual([
      { label: 'Chino Roces Plumbing', value: expect.any(Number) },
      { label: 'Kalinaw Electrical', value: expect.any(Number) },
      { label: 'Pasig Aggregates', value: expect.any(Number) },
    ]);
  });
});

describe('supplier prices', () => {
  let supplier: { id: number; name: string };
  let other: { id: number; name: string };
  let cement: typeof items.$inferSelect;
  let sand: typeof items.$inferSelect;

  beforeAll(async () => {
    supplier = await createSupplier(buyerA, { name: 'Sugbu Builders Supply' });
    other = await createSupplier(buyerA, { name: 'Kalinaw Hardware' });
    cement = await insertItem(buyerA.companyId, { name: 'Portland Cement 40kg', uom: 'bag' });
    sand = await insertItem(buyerA.companyId, { name: 'Washed Sand', uom: 'cu.m' });
  });

  it('the first price writes a history row with no previous price', async () => {
    const answer = await setPrice(buyerA, supplier.id, cement.id, 1250.1);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      data: {
        id: expect.any(Number),
        supplier: { id: supplier.id, name: 'Sugbu Builders Supply' },
        item: { id: cement.id, name: 'Portland Cement 40kg', sku: cement.sku, uom: 'bag' },
        price: '1250.10',
        previousPrice: null,
        changed: true,
        updatedAt: expect.any(String),
        updatedBy: { id: buyerA.accountId, name: 'Juan Dela Cruz' },
      },
      message: 'Supplier price saved successfully',
    });
    const history = await historyOf(supplier.id, cement.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ companyId: buyerA.companyId, previousPrice: null, price: '1250.10', updatedById: buyerA.accountId });
  });

  it('a change writes a row with the previous price; the same price again writes nothing', async () => {
    const changed = await setPrice(buyerA, supplier.id, cement.id, '1300.05');
    expect(changed.body).toMatchObject({ data: { price: '1300.05', previousPrice: '1250.10', changed: true }, message: 'Supplier price saved successfully' });
    const same = await setPrice(buyerA, supplier.id, cement.id, 1300.05);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ data: { price: '1300.05', changed: false }, message: 'The supplier price is unchanged' });
    const history = await historyOf(supplier.id, cement.id);
    expect(history.map((h) => [h.previousPrice, h.price])).toEqual([
      [null, '1250.10'],
      ['1250.10', '1300.05'],
    ]);
    const rows = await server.context.db.select().from(supplierItems).where(eq(supplierItems.supplierId, supplier.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].price).toBe('1300.05');
  });

  it('the price-update table answers the exact change as decimal text, null for the first price', async () => {
    const table = await tableOf(buyerA.token, '/supplier/price-update-table', filtered({ supplierId: supplier.id, itemId: cement.id }));
    expect(table.status, JSON.stringify(table.body)).toBe(200);
    expect(table.body.pagination.total).toBe(2);
    expect(table.body.list).toEqual([
      {
        id: expect.any(Number),
        supplier: { id: supplier.id, name: 'Sugbu Builders Supply' },
        item: { id: cement.id, name: 'Portland Cement 40kg', sku: cement.sku, uom: 'bag' },
        previousPrice: '1250.10',
        price: '1300.05',
        change: '49.95',
        updatedBy: { id: buyerA.accountId, name: 'Juan Dela Cruz' },
        createdAt: expect.any(String),
      },
      expect.objectContaining({ previousPrice: null, price: '1250.10', change: null }),
    ]);
    await setPrice(buyerA, supplier.id, cement.id, 1299.99);
    const down = await tableOf(buyerA.token, '/supplier/price-update-table', filtered({ supplierId: supplier.id, itemId: cement.id }));
    expect(down.body.list[0]).toMatchObject({ previousPrice: '1300.05', price: '1299.99', change: '-0.06' });
  });

  it('price validation: a negative amount, 3 decimals or a missing field answers 400', async () => {
    expectError(await setPrice(buyerA, supplier.id, cement.id, -1), 400, ['price: must be at least 0']);
    expectError(await setPrice(buyerA, supplier.id, cement.id, 10.555), 400, ['price: at most 2 decimals']);
    expectError(await call(server, 'POST', '/supplier/item-price', { token: buyerA.token, body: { supplierId: supplier.id } }), 400, /"itemId: is required","price: is required"/);
  });

  it('a parent with variations is refused with 422; its variation takes a price; a deleted or unknown item or supplier is 404', async () => {
    const parent = await insertItem(buyerA.companyId, { name: 'Deformed Bar', variationCount: 2 });
    const variant = await insertItem(buyerA.companyId, { name: 'Deformed Bar 10mm', parentId: parent.id });
    expectError(await setPrice(buyerA, supplier.id, parent.id, 250), 422, 'Choose a variation of Deformed Bar');
    expect((await setPrice(buyerA, supplier.id, variant.id, 250)).status).toBe(200);

    const gone = await insertItem(buyerA.companyId, { name: 'Discontinued Tile', isDeleted: true });
    expectError(await setPrice(buyerA, supplier.id, gone.id, 10), 404, 'Item not found');
    expectError(await setPrice(buyerA, supplier.id, 99_999_999, 10), 404, 'Item not found');
    expectError(await setPrice(buyerA, 99_999_999, cement.id, 10), 404, 'Supplier not found');
    expect(await historyOf(supplier.id, parent.id)).toEqual([]);
  });

  it('items-table lists current prices by supplier or by item, searches item name and SKU, and sorts by price', async () => {
    await setPrice(buyerA, supplier.id, sand.id, 1450);
    await setPrice(buyerA, other.id, cement.id, 1275.5);

    const bySupplier = await tableOf(buyerA.token, '/supplier/items-table', filtered({ supplierId: supplier.id }, { settings: { sortBy: 'price', sortOrder: 'asc' } }));
    expect(bySupplier.status, JSON.stringify(bySupplier.body)).toBe(200);
    expect(bySupplier.body.list.map((r: any) => [r.item.name, r.price])).toEqual([
      ['Deformed Bar 10mm', '250.00'],
      ['Portland Cement 40kg', '1299.99'],
      ['Washed Sand', '1450.00'],
    ]);
    expect(bySupplier.body.list[2]).toEqual({
      id: expect.any(Number),
      supplier: { id: supplier.id, name: 'Sugbu Builders Supply' },
      item: { id: sand.id, name: 'Washed Sand', sku: sand.sku, uom: 'cu.m' },
      price: '1450.00',
      updatedAt: expect.any(String),
      updatedBy: { id: buyerA.accountId, name: 'Juan Dela Cruz' },
    });

    const byItem = await tableOf(buyerA.token, '/supplier/items-table', filtered({ itemId: cement.id }, { settings: { sortBy: 'price', sortOrder: 'desc' } }));
    expect(byItem.body.list.map((r: any) => [r.supplier.name, r.price])).toEqual([
      ['Sugbu Builders Supply', '1299.99'],
      ['Kalinaw Hardware', '1275.50'],
    ]);
    const both = await tableOf(buyerA.token, '/supplier/items-table', filtered({ supplierId: other.id, itemId: cement.id }));
    expect(both.body.pagination.total).toBe(1);

    const search = await tableOf(buyerA.token, '/supplier/items-table', filtered({ supplierId: supplier.id }, { searchKeyword: 'sand', searchBy: 'name' }));
    expect(search.body.list.map((r: any) => r.item.id)).toEqual([sand.id]);
    const bySku = await tableOf(buyerA.token, '/supplier/items-table', { searchKeyword: cement.sku.slice(-6), searchBy: 'sku' });
    expect(bySku.body.list.map((r: any) => r.item.id)).toEqual([cement.id, cement.id]);

    const history = await tableOf(buyerA.token, '/supplier/price-update-table', filtered({ itemId: cement.id }));
    expect(history.body.pagination.total).toBe(4);
    const ofOther = await tableOf(buyerA.token, '/supplier/price-update-table', filtered({ supplierId: other.id }));
    expect(ofOther.body.list.map((r: any) => [r.item.id, r.previousPrice, r.price])).toEqual([[cement.id, null, '1275.50']]);
  });

  it('bad or unknown filters answer 400', async () => {
    expectError(await tableOf(buyerA.token, '/supplier/items-table', filtered({ supplierId: 'abc' })), 400, ['filters: supplierId must be a record id (a whole number from 1 to 2147483647)']);
    expectError(await tableOf(buyerA.token, '/supplier/price-update-table', filtered({ itemId: -3 })), 400);
    expectError(await tableOf(buyerA.token, '/supplier/items-table', filtered({ warehouseId: 1 })), 400);
  });

  it("a deleted supplier's prices and history leave the tables", async () => {
    const short = await createSupplier(buyerA, { name: 'Short Lived Trading' });
    await setPrice(buyerA, short.id, sand.id, 99);
    expect((await tableOf(buyerA.token, '/supplier/items-table', filtered({ supplierId: short.id }))).body.pagination.total).toBe(1);
    await call(server, 'DELETE', `/supplier/${short.id}`, { token: buyerA.token });
    expect((await tableOf(buyerA.token, '/supplier/items-table', filtered({ supplierId: short.id }))).body.pagination.total).toBe(0);
    expect((await tableOf(buyerA.token, '/supplier/price-update-table', filtered({ supplierId: short.id }))).body.pagination.total).toBe(0);
    expectError(await setPrice(buyerA, short.id, sand.id, 100), 404, 'Supplier not found');
  });

  it('recordSupplierPrice runs inside the caller transaction: a rollback leaves neither price nor history', async () => {
    const tenant = new Tenant(server.context.db, buyerA.companyId);
    const rolledBack = server.context.db.transaction(async (tx) => {
      const result = await recordSupplierPrice(tx, tenant.on(tx), { supplierId: other.id, itemId: sand.id, price: 1500, accountId: buyerA.accountId });
      expect(result).toEqual({ supplierItemId: expect.any(Number), price: '1500.00', previousPrice: null, changed: true });
      throw new Error('receipt failed');
    });
    await expect(rolledBack).rejects.toThrow('receipt failed');
    expect(await historyOf(other.id, sand.id)).toEqual([]);

    await server.context.db.transaction(async (tx) => {
      const first = await recordSupplierPrice(tx, tenant.on(tx), { supplierId: other.id, itemId: sand.id, price: '1500', accountId: null });
      const same = await recordSupplierPrice(tx, tenant.on(tx), { supplierId: other.id, itemId: sand.id, price: 1500.0, accountId: null });
      const next = await recordSupplierPrice(tx, tenant.on(tx), { supplierId: other.id, itemId: sand.id, price: '1525.5', accountId: null });
      expect([first.changed, same.changed, next.changed]).toEqual([true, false, true]);
      expect(next).toMatchObject({ price: '1525.50', previousPrice: '1500.00' });
    });
    expect((await historyOf(other.id, sand.id)).map((h) => [h.previousPrice, h.price, h.updatedById])).toEqual([
      [null, '1500.00', null],
      ['1500.00', '1525.50', null],
    ]);
  });

  it('concurrent changes of one price each record the price before them', async () => {
    const item = await insertItem(buyerA.companyId, { name: 'Plywood 3/4' });
    const prices = ['810.00', '820.00', '830.00', '840.00', '850.00'];
    const answers = await Promise.all(prices.map((p) => setPrice(buyerA, supplier.id, item.id, p)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const history = await historyOf(supplier.id, item.id);
    expect(history).toHaveLength(5);
    expect(history[0].previousPrice).toBeNull();
    for (let i = 1; i < history.length; i++) expect(history[i].previousPrice).toBe(history[i - 1].price);
    const [current] = await server.context.db.select().from(supplierItems).where(and(eq(supplierItems.supplierId, supplier.id), eq(supplierItems.itemId, item.id)));
    expect(current.price).toBe(history[4].price);
  });
});

describe('scopes', () => {
  it('without the suppliers scope every supplier route answers 403', async () => {
    const nobody = await createUser(server, { companyId: buyerA.companyId, scopes: ['LEADS_ACCESS'] });
    for (const [method, path] of [
      ['POST', '/supplier'],
      ['PATCH', '/supplier'],
      ['GET', '/supplier?id=1'],
      ['DELETE', '/supplier/1'],
      ['PUT', '/supplier'],
      ['GET', '/select-box/supplier-list'],
      ['POST', '/supplier/item-price'],
      ['PUT', '/supplier/items-table'],
      ['PUT', '/supplier/price-update-table'],
    ]) {
      expectError(await call(server, method, path, { token: nobody.token, body: method === 'GET' || method === 'DELETE' ? undefined : {} }), 403);
    }
  });

  it('an item reader sees the price tables and the select list, but cannot manage suppliers or prices', async () => {
    const supplier = await createSupplier(buyerA, { name: 'Readable Supplier' });
    const item = await insertItem(buyerA.companyId, { name: 'GI Sheet' });
    await setPrice(buyerA, supplier.id, item.id, 480);

    const items = await tableOf(itemReaderA.token, '/supplier/items-table', filtered({ itemId: item.id }));
    expect(items.status).toBe(200);
    expect(items.body.list.map((r: any) => r.price)).toEqual(['480.00']);
    const history = await tableOf(itemReaderA.token, '/supplier/price-update-table', filtered({ itemId: item.id }));
    expect(history.status).toBe(200);
    expect(history.body.pagination.total).toBe(1);
    expect((await call(server, 'GET', '/select-box/supplier-list', { token: itemReaderA.token })).status).toBe(200);

    expectError(await call(server, 'POST', '/supplier', { token: itemReaderA.token, body: { name: 'Nope' } }), 403);
    expectError(await call(server, 'PATCH', '/supplier', { token: itemReaderA.token, body: { id: supplier.id, name: 'Nope' } }), 403);
    expectError(await call(server, 'DELETE', `/supplier/${supplier.id}`, { token: itemReaderA.token }), 403);
    expectError(await tableOf(itemReaderA.token, '/supplier'), 403);
    expectError(await call(server, 'GET', `/supplier?id=${supplier.id}`, { token: itemReaderA.token }), 403);
    expectError(await setPrice(itemReaderA, supplier.id, item.id, 1), 403);

    for (const scope of ['PROJECT_ACCESS', 'ASSET_PURCHASING_ORDER_ACCESS']) {
      const reader = await createUser(server, { companyId: buyerA.companyId, scopes: [scope] });
      expect((await tableOf(reader.token, '/supplier/items-table', filtered({ itemId: item.id }))).status).toBe(200);
      expectError(await call(server, 'POST', '/supplier', { token: reader.token, body: { name: 'Nope' } }), 403);
    }
  });
});

describe('tenancy: company B', () => {
  let supplierA: { id: number; name: string };
  let itemA: typeof items.$inferSelect;
  let supplierB: { id: number; name: string };
  let itemB: typeof items.$inferSelect;

  beforeAll(async () => {
    supplierA = await createSupplier(buyerA, { name: 'Alpha Only Steel', contactPerson: 'Alpha Person', email: 'alpha@steel.ph' });
    itemA = await insertItem(buyerA.companyId, { name: 'Alpha Only Rebar' });
    expect((await setPrice(buyerA, supplierA.id, itemA.id, 300)).status).toBe(200);
    expect((await setPrice(buyerA, supplierA.id, itemA.id, 310)).status).toBe(200);
    supplierB = await createSupplier(buyerB, { name: 'Bravo Steel' });
    itemB = await insertItem(buyerB.companyId, { name: 'Bravo Rebar' });
    expect((await setPrice(buyerB, supplierB.id, itemB.id, 305)).status).toBe(200);
  });

  it("gets 404 for company A's supplier by id, and A's supplier stays as it was", async () => {
    const [before] = await server.context.db.select().from(suppliers).where(eq(suppliers.id, supplierA.id));
    expectError(await call(server, 'GET', `/supplier?id=${supplierA.id}`, { token: buyerB.token }), 404);
    expectError(await call(server, 'PATCH', '/supplier', { token: buyerB.token, body: { id: supplierA.id, name: 'Taken over' } }), 404);
    expectError(await call(server, 'DELETE', `/supplier/${supplierA.id}`, { token: buyerB.token }), 404);
    const [after] = await server.context.db.select().from(suppliers).where(eq(suppliers.id, supplierA.id));
    expect(after).toEqual(before);
  });

  it("cannot price company A's item or use company A's supplier (404), and nothing is written", async () => {
    const before = await historyOf(supplierA.id, itemA.id);
    expectError(await setPrice(buyerB, supplierA.id, itemA.id, 1), 404, 'Supplier not found');
    expectError(await setPrice(buyerB, supplierB.id, itemA.id, 1), 404, 'Item not found');
    expectError(await setPrice(buyerB, supplierA.id, itemB.id, 1), 404, 'Supplier not found');
    expect(await historyOf(supplierA.id, itemA.id)).toEqual(before);
    expect(await historyOf(supplierB.id, itemA.id)).toEqual([]);
  });

  it("never lists company A's suppliers, prices or history, even filtered by A's ids or searched by A's names", async () => {
    const listed = await call(server, 'GET', '/select-box/supplier-list', { token: buyerB.token });
    expect(listed.body.map((o: any) => o.value)).toContain(supplierB.id);
    expect(listed.body.map((o: any) => o.value)).not.toContain(supplierA.id);

    const table = await tableOf(buyerB.token, '/supplier');
    expect(table.body.list.map((s: any) => s.id)).toEqual([supplierB.id]);
    expect((await tableOf(buyerB.token, '/supplier', { searchKeyword: 'alpha' })).body.pagination.total).toBe(0);

    for (const path of ['/supplier/items-table', '/supplier/price-update-table']) {
      const own = await tableOf(buyerB.token, path);
      expect(own.body.list.map((r: any) => r.supplier.id)).toEqual([supplierB.id]);
      expect((await tableOf(buyerB.token, path, filtered({ supplierId: supplierA.id }))).body).toMatchObject({ list: [], pagination: { total: 0 } });
      expect((await tableOf(buyerB.token, path, filtered({ itemId: itemA.id }))).body).toMatchObject({ list: [], pagination: { total: 0 } });
      expect((await tableOf(buyerB.token, path, { searchKeyword: 'Alpha Only' })).body.pagination.total).toBe(0);
    }
  });
});

describe('demo suppliers', () => {
  it('without items: the suppliers alone, with TINs in 000-000-000-000 form', async () => {
    const company = await createCompany(server);
    await createDemoSuppliers(server.context.db, company.id);
    const rows = await server.context.db.select().from(suppliers).where(eq(suppliers.companyId, company.id));
    expect(rows.map((r) => r.name).sort()).toEqual(DEMO_SUPPLIERS.map((s) => s.name).sort());
    expect(rows.every((r) => /^\d{3}-\d{3}-\d{3}-\d{3}$/.test(r.tin))).toBe(true);
    expect(await server.context.db.select().from(supplierPriceUpdates).where(eq(supplierPriceUpdates.companyId, company.id))).toEqual([]);
  });

  it('with items: each priced item has two suppliers, each with a first price and two changes in the past', async () => {
    const company = await createCompany(server);
    const parent = await insertItem(company.id, { name: 'Demo Deformed Bar', variationCount: 2 });
    const variant = await insertItem(company.id, { name: 'Demo Deformed Bar 10mm', parentId: parent.id });
    const cement = await insertItem(company.id, { name: 'Demo Cement' });
    await server.context.db.transaction((tx) => createDemoSuppliers(tx, company.id));

    const prices = await server.context.db.select().from(supplierItems).where(eq(supplierItems.companyId, company.id));
    expect(prices.map((p) => p.itemId).sort()).toEqual([variant.id, variant.id, cement.id, cement.id].sort());
    const history = await server.context.db
      .select()
      .from(supplierPriceUpdates)
      .where(eq(supplierPriceUpdates.companyId, company.id))
      .orderBy(asc(supplierPriceUpdates.id));
    expect(history).toHaveLength(12);
    for (const price of prices) {
      const rows = history.filter((h) => h.supplierId === price.supplierId && h.itemId === price.itemId);
      expect(rows.map((r) => r.previousPrice)).toEqual([null, rows[0].price, rows[1].price]);
      expect(rows[2].price).toBe(price.price);
      expect(rows.every((r) => r.createdAt.getTime() < Date.now())).toBe(true);
      expect(new Set(rows.map((r) => r.price)).size).toBe(3);
    }
  });
});
