import { buildVariants, tierCombinations, variationProblems, type Tier } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../src/db/schema';
import { createDemoItems, DEMO_ITEMS, DEMO_VARIATION_ITEMS } from '../src/seed/demo-items';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

const ITEM_SCOPES = ['ASSET_ITEM_SIMPLE_ACCESS', 'ASSET_ITEM_ADVANCE_ACCESS', 'ASSET_ITEM_DELETED_ACCESS'];

let server: TestServer;
/** Company A's item clerk, company B's, a project user of A (reads only) and a sales user of A (no item scope). */
let clerkA: TestUser;
let clerkB: TestUser;
let projectA: TestUser;
let salesA: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  clerkA = await createUser(server, { scopes: ITEM_SCOPES });
  clerkB = await createUser(server, { scopes: ITEM_SCOPES });
  projectA = await createUser(server, { companyId: clerkA.companyId, scopes: ['PROJECT_ACCESS'] });
  salesA = await createUser(server, { companyId: clerkA.companyId, scopes: ['LEADS_ACCESS'] });
}, 120_000);
afterAll(async () => server?.stop());

const itemsOf = (companyId: number) => countRows(server, 'items', 'company_id = $1', [companyId]);
const post = (path: string, body: unknown, user: TestUser = clerkA) => call(server, 'POST', path, { token: user.token, body });
const table = (path: string, body: unknown, user: TestUser = clerkA, perPage = 50) =>
  call(server, 'PUT', `${path}?page=1&perPage=${perPage}`, { token: user.token, body });
const getItem = (id: number, user: TestUser = clerkA) => call(server, 'GET', `/items/${id}`, { token: user.token });
let serial = 0;
const uniqueSku = (prefix: string) => `${prefix}-${++serial}-${Date.now().toString(36)}`.toUpperCase();

async function createSimple(body: Record<string, unknown>, user: TestUser = clerkA) {
  const answer = await post('/items', body, user);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const REBAR_TIERS: Tier[] = [
  { key: 'Size', attributes: ['10mm', '12mm'] },
  { key: 'Grade', attributes: ['Grade 40', 'Grade 60'] },
];

/** A variation payload as the dialog builds it (spec part 2 section 5 rules). */
function variationPayload(name: string, tiers: Tier[], extra: Record<string, unknown> = {}) {
  const prefix = `${serial++}`;
  return {
    name,
    sku: `${name.toUpperCase().replace(/\s+/g, '-')}-${prefix}`,
    description: `${name} for slabs and columns`,
    uom: 'length',
    tags: ['rebar', 'steel'],
    tiers,
    variants: buildVariants(name, tiers).map((v) => ({ ...v, sku: `${v.sku}-${prefix}`, estimatedBuyingPrice: 200 })),
    ...extra,
  };
}

async function createRebar(name = 'Deformed Bar', tiers = REBAR_TIERS, user: TestUser = clerkA) {
  const payload = variationPayload(name, tiers);
  const answer = await post('/items/withVariants', payload, user);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { payload, item: answer.body.data };
}

describe('POST /items (simple item)', () => {
  it('answers 201 with the item in the contract shape and the message', async () => {
    const answer = await post('/items', {
      name: 'Portland Cement 40kg',
      sku: 'CEM-PORTLAND-40',
      description: 'Type 1 Portland cement, 40 kg bag',
      estimatedBuyingPrice: 265.5,
      sellingPrice: 290,
      size: 40,
      uom: 'bag',
      tags: ['cement', 'Structural'],
      minimumStockLevel: 50,
      maximumStockLevel: 500,
      isDraft: false,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      message: 'Item created successfully',
      data: {
        id: expect.any(Number),
        parentId: null,
        name: 'Portland Cement 40kg',
        sku: 'CEM-PORTLAND-40',
        description: 'Type 1 Portland cement, 40 kg bag',
        estimatedBuyingPrice: { raw: '265.50', formatCurrency: '₱265.50', description: 'Estimated buying price' },
        formattedEstimatedBuyingPrice: { raw: '265.50' },
        sellingPrice: '290.00',
        size: '40',
        rawSize: '40',
        unit: 'bag',
        uom: { key: 'bag', label: 'Bag', abb: 'bag' },
        tags: ['CEMENT', 'STRUCTURAL'],
        minimumStockLevel: '50',
        maximumStockLevel: '500',
        parent: null,
        tiers: [],
        variation: null,
        variationCount: 0,
        variations: [],
        stock: '0',
        stockCount: '0',
        isDraft: false,
        isDeleted: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    const read = await getItem(answer.body.data.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ data: answer.body.data });
  });

  it('defaults: uom pieces, sizes, prices and stock levels 0, not a draft', async () => {
    const item = await createSimple({ name: 'Tie Wire #16', sku: uniqueSku('TIE') });
    expect(item).toMatchObject({
      unit: 'pc',
      uom: { key: 'pc', label: 'Pieces', abb: 'pc' },
      size: '0',
      rawSize: '0',
      sellingPrice: '0.00',
      estimatedBuyingPrice: { raw: '0.00', formatCurrency: '₱0.00' },
      minimumStockLevel: '0',
      maximumStockLevel: '0',
      stock: '0',
      stockCount: '0',
      description: '',
      tags: [],
      isDraft: false,
    });
    const emptyUom = await createSimple({ name: 'Common Nail 2"', sku: uniqueSku('NAIL'), uom: '' });
    expect(emptyUom.unit).toBe('pc');
  });

  it('a unit typed in another case or as its label is stored as the unit key', async () => {
    expect((await createSimple({ name: 'Washed Sand', sku: uniqueSku('SAND'), uom: 'CU.M' })).uom).toEqual({ key: 'cu.m', label: 'Cubic Meter', abb: 'cu.m' });
    expect((await createSimple({ name: 'Boysen Latex', sku: uniqueSku('PAINT'), uom: 'gallon' })).unit).toBe('gal');
  });

  it('validation: 400 with field messages, nothing saved', async () => {
    const before = await itemsOf(clerkA.companyId);
    expectError(await post('/items', {}), 400, ['name: is required', 'sku: is required']);
    expectError(await post('/items', { name: '  ', sku: 'X' }), 400, ['name: is required']);
    expectError(await post('/items', { name: 'Plywood', sku: uniqueSku('PLY'), estimatedBuyingPrice: -1, size: 'big', sellingPrice: 1.005 }), 400, [
      'estimatedBuyingPrice: must be at least 0',
      'sellingPrice: at most 2 decimals',
      'size: must be a number',
    ]);
    expectError(await post('/items', { name: 'Plywood', sku: uniqueSku('PLY'), tiers: [{ key: 'Size', attributes: ['1/4"'] }] }), 400, [
      'tiers: a simple item has no tiers',
    ]);
    expectError(await post('/items', { name: 'Plywood', sku: uniqueSku('PLY'), uom: 'bags' }), 400, ['uom: unknown unit of measure "bags"']);
    expect(await itemsOf(clerkA.companyId)).toBe(before);
  });

  it('maximum stock below the minimum is a 400; a maximum of 0 means no maximum', async () => {
    expectError(await post('/items', { name: 'Hollow Block 4"', sku: uniqueSku('CHB'), minimumStockLevel: 100, maximumStockLevel: 50 }), 400, [
      'maximumStockLevel: must be at least the minimum stock level',
    ]);
    expect((await createSimple({ name: 'Hollow Block 4"', sku: uniqueSku('CHB'), minimumStockLevel: 100, maximumStockLevel: 0 })).minimumStockLevel).toBe('100');
  });

  it('one 400 lists every problem at once: the basic fields, the unknown unit and the maximum below the minimum', async () => {
    const before = await itemsOf(clerkA.companyId);
    const bad = { sku: '', uom: 'bags', size: 'big', minimumStockLevel: 100, maximumStockLevel: 50 };
    expectError(await post('/items', bad), 400, [
      'name: is required',
      'sku: is required',
      'size: must be a number',
      'maximumStockLevel: must be at least the minimum stock level',
      'uom: unknown unit of measure "bags"',
    ]);
    const item = await createSimple({ name: 'Hollow Block 6"', sku: uniqueSku('CHB') });
    expectError(await post('/items/update-simple-item', { id: item.id, ...bad, name: '' }), 400, [
      'name: is required',
      'sku: is required',
      'size: must be a number',
      'maximumStockLevel: must be at least the minimum stock level',
      'uom: unknown unit of measure "bags"',
    ]);
    const variations = variationPayload('Angle Bar', REBAR_TIERS, { name: '', uom: 'bags', tiers: [...REBAR_TIERS, { key: 'size', attributes: ['x'] }] });
    expectError(await post('/items/withVariants', variations), 400, ['name: is required', 'uom: unknown unit of measure "bags"', 'tiers.2.key: size is repeated']);
    expect(await itemsOf(clerkA.companyId)).toBe(before + 1);
  });

  it('a duplicate SKU, in the same or another case, is a 409 and nothing is saved', async () => {
    const sku = uniqueSku('GI-SHEET');
    await createSimple({ name: 'GI Sheet Ga. 26', sku });
    const before = await itemsOf(clerkA.companyId);
    expectError(await post('/items', { name: 'GI Sheet again', sku }), 409, `SKU ${sku} already exists`);
    expectError(await post('/items', { name: 'GI Sheet again', sku: sku.toLowerCase() }), 409, `SKU ${sku.toLowerCase()} already exists`);
    expect(await itemsOf(clerkA.companyId)).toBe(before);
  });

  it('a deleted item keeps its SKU: it cannot be reused', async () => {
    const sku = uniqueSku('OLD');
    const item = await createSimple({ name: 'Discontinued Sealant', sku });
    expect((await call(server, 'DELETE', `/items/${item.id}`, { token: clerkA.token })).status).toBe(200);
    expectError(await post('/items', { name: 'New Sealant', sku }), 409, `SKU ${sku} already exists`);
  });

  it('requests saving one SKU at the same moment: one is created, the others get 409', async () => {
    const sku = uniqueSku('RACE');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/items', { name: 'Angle Bar 2"', sku })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe(`SKU ${sku} already exists`);
    expect(await countRows(server, 'items', 'company_id = $1 and lower(sku) = lower($2)', [clerkA.companyId, sku])).toBe(1);
  });
});

describe('POST /items/withVariants', () => {
  it('creates the parent and its variants; variations and their attributes come in tier order', async () => {
    const payload = variationPayload('Deformed Bar', REBAR_TIERS);
    const answer = await post('/items/withVariants', payload);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Item with variations created successfully');
    const parent = answer.body.data;
    expect(parent).toMatchObject({
      parentId: null,
      name: 'Deformed Bar',
      sku: payload.sku,
      unit: 'length',
      tags: ['REBAR', 'STEEL'],
      tiers: REBAR_TIERS,
      variation: null,
      variationCount: 4,
    });
    expect(parent.variations.map((v: any) => v.name)).toEqual([
      'Deformed Bar 10mm Grade 40',
      'Deformed Bar 10mm Grade 60',
      'Deformed Bar 12mm Grade 40',
      'Deformed Bar 12mm Grade 60',
    ]);
    expect(parent.variations[1]).toEqual({
      id: expect.any(Number),
      name: 'Deformed Bar 10mm Grade 60',
      sku: payload.variants[1].sku,
      variation: { Size: '10mm', Grade: 'Grade 60' },
      itemTierAttribute: [
        { id: 'Size=10mm', attributeKey: '10mm' },
        { id: 'Grade=Grade 60', attributeKey: 'Grade 60' },
      ],
    });
    const variant = (await getItem(parent.variations[1].id)).body.data;
    expect(variant).toMatchObject({
      parentId: parent.id,
      parent: { id: parent.id, name: 'Deformed Bar', sku: payload.sku },
      variation: { Size: '10mm', Grade: 'Grade 60' },
      unit: 'length',
      tags: [],
      description: 'Deformed Bar - Deformed Bar 10mm Grade 60',
      estimatedBuyingPrice: { raw: '200.00' },
      variationCount: 0,
      variations: [],
    });
  });

  it('refuses a variant missing a tier key, naming an unknown tier or attribute, or repeating a combination, saving nothing', async () => {
    const before = await itemsOf(clerkA.companyId);
    const base = variationPayload('Marine Plywood', [
      { key: 'Thickness', attributes: ['1/4"', '1/2"'] },
      { key: 'Grade', attributes: ['A', 'B'] },
    ]);
    const withVariants = (change: (variants: any[]) => void) => {
      const variants = structuredClone(base.variants);
      change(variants);
      return { ...base, variants };
    };
    expectError(await post('/items/withVariants', withVariants((v) => delete v[0].variation.Grade)), 400, ['variants.0.variation: missing Grade']);
    expectError(await post('/items/withVariants', withVariants((v) => (v[1].variation.Finish = 'Sanded'))), 400, [
      'variants.1.variation: Finish is not a tier of this item',
    ]);
    expectError(await post('/items/withVariants', withVariants((v) => (v[2].variation.Thickness = '3/4"'))), 400, [
      'variants.2.variation.Thickness: 3/4" is not an attribute of Thickness',
    ]);
    expectError(await post('/items/withVariants', withVariants((v) => (v[3].variation = { ...v[0].variation }))), 400, [
      'variants.3.variation: Thickness 1/4", Grade A is repeated (variant 1)',
    ]);
    expectError(await post('/items/withVariants', { ...base, tiers: [] }), 400, ['tiers: needs at least one tier']);
    expectError(await post('/items/withVariants', { ...base, variants: [] }), 400, ['variants: needs at least one variant']);
    expectError(await post('/items/withVariants', withVariants((v) => (v[0].maximumStockLevel = 1) && (v[0].minimumStockLevel = 5))), 400, [
      'variants.0.maximumStockLevel: must be at least the minimum stock level',
    ]);
    expect(await itemsOf(clerkA.companyId)).toBe(before);
  });

  it('a SKU repeated in the payload or held by the company (any case) is a 409 and nothing is saved', async () => {
    const existing = await createSimple({ name: 'Plain Bar', sku: uniqueSku('PLAIN') });
    const before = await itemsOf(clerkA.companyId);
    const repeated = variationPayload('Plain Round Bar', REBAR_TIERS);
    repeated.variants[2].sku = repeated.variants[0].sku.toLowerCase();
    expectError(await post('/items/withVariants', repeated), 409, `SKU ${repeated.variants[2].sku} already exists`);
    const taken = variationPayload('Plain Round Bar', REBAR_TIERS);
    taken.variants[3].sku = existing.sku.toLowerCase();
    expectError(await post('/items/withVariants', taken), 409, `SKU ${existing.sku.toLowerCase()} already exists`);
    const parentTaken = variationPayload('Plain Round Bar', REBAR_TIERS);
    parentTaken.sku = existing.sku;
    expectError(await post('/items/withVariants', parentTaken), 409, `SKU ${existing.sku} already exists`);
    expect(await itemsOf(clerkA.companyId)).toBe(before);
  });
});

describe('POST /items/update-simple-item', () => {
  it('updates the fields sent; fields left out keep their values', async () => {
    const item = await createSimple({ name: 'Ordinary Plywood 1/4"', sku: uniqueSku('PLY'), estimatedBuyingPrice: 420, size: 1, uom: 'sheet', tags: ['wood'] });
    const answer = await post('/items/update-simple-item', { id: item.id, name: 'Ordinary Plywood 1/4" 4x8', sku: item.sku, sellingPrice: 495.75 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Item updated successfully');
    expect(answer.body.data).toMatchObject({
      id: item.id,
      name: 'Ordinary Plywood 1/4" 4x8',
      sellingPrice: '495.75',
      estimatedBuyingPrice: { raw: '420.00' },
      size: '1',
      unit: 'sheet',
      tags: ['WOOD'],
    });
    const changed = await post('/items/update-simple-item', { id: item.id, name: 'Ordinary Plywood', sku: item.sku, uom: 'pc', tags: [], estimatedBuyingPrice: 0 });
    expect(changed.body.data).toMatchObject({ unit: 'pc', tags: [], estimatedBuyingPrice: { raw: '0.00' }, sellingPrice: '495.75' });
  });

  it('refuses a SKU of another item (409), a maximum below the stored minimum (400), an unknown id (404) and a parent (422)', async () => {
    const one = await createSimple({ name: 'Roof Sealant', sku: uniqueSku('SEAL'), minimumStockLevel: 10 });
    const other = await createSimple({ name: 'Roof Sealant Clear', sku: uniqueSku('SEAL') });
    expectError(await post('/items/update-simple-item', { id: one.id, name: 'Roof Sealant', sku: other.sku.toLowerCase() }), 409, `SKU ${other.sku.toLowerCase()} already exists`);
    expectError(await post('/items/update-simple-item', { id: one.id, name: 'Roof Sealant', sku: one.sku, maximumStockLevel: 5 }), 400, [
      'maximumStockLevel: must be at least the minimum stock level',
    ]);
    expectError(await post('/items/update-simple-item', { id: 99999999, name: 'Roof Sealant', sku: one.sku }), 404, 'Item not found');
    expectError(await post('/items/update-simple-item', { name: 'Roof Sealant', sku: one.sku }), 400);
    const { item: parent } = await createRebar('Twisted Bar');
    expectError(await post('/items/update-simple-item', { id: parent.id, name: 'Twisted Bar', sku: parent.sku }), 422, 'Twisted Bar has variations: update it with its variations');
    expect((await getItem(one.id)).body.data).toMatchObject({ name: 'Roof Sealant', sku: one.sku, maximumStockLevel: '0' });
  });

  it('updates a variant; its unit stays its parent’s', async () => {
    const { item: parent } = await createRebar('Deformed Bar Mill A');
    const variant = parent.variations[0];
    const answer = await post('/items/update-simple-item', { id: variant.id, name: `${variant.name} (mill cert)`, sku: variant.sku, uom: 'kg', estimatedBuyingPrice: 215 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ name: `${variant.name} (mill cert)`, unit: 'length', estimatedBuyingPrice: { raw: '215.00' }, parent: { id: parent.id } });
  });
});

describe('POST /items/update-variation-item/{id}', () => {
  it('adds new combinations, soft-deletes the ones gone, keeps the prices of variants whose price was left out', async () => {
    const { payload, item } = await createRebar('Deformed Bar Update');
    const tiers: Tier[] = [
      { key: 'Size', attributes: ['10mm', '12mm', '16mm'] },
      { key: 'Grade', attributes: ['Grade 40'] },
    ];
    const byCombination = new Map(item.variations.map((v: any) => [`${v.variation.Size}|${v.variation.Grade}`, v]));
    const variants = buildVariants(payload.name, tiers).map((v) => {
      const existing: any = byCombination.get(`${v.variation.Size}|${v.variation.Grade}`);
      // The 10mm row comes with its id, the 12mm one by its combination, 16mm is new (update form: no price columns).
      return existing
        ? { ...(v.variation.Size === '10mm' ? { id: existing.id } : {}), name: v.name, sku: existing.sku, description: v.description, variation: v.variation }
        : { name: v.name, sku: `${v.sku}-${item.id}`, description: v.description, variation: v.variation };
    });
    const answer = await post(`/items/update-variation-item/${item.id}`, { name: payload.name, sku: payload.sku, tiers, variants, uom: 'length', tags: ['rebar'] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Item updated successfully');
    const updated = answer.body.data;
    expect(updated.variationCount).toBe(3);
    expect(updated.tiers).toEqual(tiers);
    expect(updated.variations.map((v: any) => v.variation)).toEqual([
      { Size: '10mm', Grade: 'Grade 40' },
      { Size: '12mm', Grade: 'Grade 40' },
      { Size: '16mm', Grade: 'Grade 40' },
    ]);
    const kept10 = (byCombination.get('10mm|Grade 40') as any).id;
    const kept12 = (byCombination.get('12mm|Grade 40') as any).id;
    expect(updated.variations.slice(0, 2).map((v: any) => v.id)).toEqual([kept10, kept12]);
    expect((await getItem(kept10)).body.data.estimatedBuyingPrice.raw).toBe('200.00');
    expect((await getItem(updated.variations[2].id)).body.data).toMatchObject({ estimatedBuyingPrice: { raw: '0.00' }, unit: 'length', isDeleted: false });
    const gone = item.variations.filter((v: any) => v.variation.Grade === 'Grade 60');
    for (const v of gone) expect((await getItem(v.id)).body.data.isDeleted).toBe(true);
    expect(await countRows(server, 'items', 'parent_id = $1 and not is_deleted', [item.id])).toBe(3);
    const variantsTable = await table('/items/advanceView', { filters: [{ key: 'parent', value: item.id }] });
    expect(variantsTable.body.pagination.total).toBe(3);
  });

  it('a combination brought back revives its deleted variant rather than colliding with its SKU', async () => {
    const { payload, item } = await createRebar('Deformed Bar Revive');
    const fewer = { ...payload, tiers: [REBAR_TIERS[0], { key: 'Grade', attributes: ['Grade 40'] }], variants: payload.variants.filter((v) => v.variation.Grade === 'Grade 40') };
    expect((await post(`/items/update-variation-item/${item.id}`, fewer)).status).toBe(200);
    const again = await post(`/items/update-variation-item/${item.id}`, payload);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.variations.map((v: any) => v.id).sort()).toEqual(item.variations.map((v: any) => v.id).sort());
    expect(await countRows(server, 'items', 'parent_id = $1', [item.id])).toBe(4);
  });

  it('a renamed tier keeps the variants by their SKU', async () => {
    const { payload, item } = await createRebar('Deformed Bar Renamed');
    const tiers = [{ key: 'Diameter', attributes: ['10mm', '12mm'] }, REBAR_TIERS[1]];
    const variants = payload.variants.map((v) => ({ ...v, variation: { Diameter: v.variation.Size, Grade: v.variation.Grade } }));
    const answer = await post(`/items/update-variation-item/${item.id}`, { ...payload, tiers, variants });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.variations.map((v: any) => v.id)).toEqual(item.variations.map((v: any) => v.id));
    expect(answer.body.data.variations[0].variation).toEqual({ Diameter: '10mm', Grade: 'Grade 40' });
  });

  it('checks the payload like a create; an unknown variant id is a 400; a simple item or a variant is a 422; nothing changes', async () => {
    const { payload, item } = await createRebar('Deformed Bar Checks');
    const before = await itemsOf(clerkA.companyId);
    const bad = structuredClone(payload);
    delete (bad.variants[1].variation as Record<string, string>).Size;
    expectError(await post(`/items/update-variation-item/${item.id}`, bad), 400, ['variants.1.variation: missing Size']);
    expectError(await post(`/items/update-variation-item/${item.id}`, { ...payload, variants: [{ ...payload.variants[0], id: 99999999 }] }), 400, [
      'variants.0.id: 99999999 is not a variation of Deformed Bar Checks',
    ]);
    const simple = await createSimple({ name: 'Gravel 3/4', sku: uniqueSku('GRAVEL') });
    expectError(await post(`/items/update-variation-item/${simple.id}`, payload), 422, 'Gravel 3/4 has no variations: update it as a simple item');
    expectError(await post(`/items/update-variation-item/${item.variations[0].id}`, payload), 422, 'A variation cannot have variations of its own');
    expectError(await post(`/items/update-variation-item/99999999`, payload), 404, 'Item not found');
    const taken = structuredClone(payload);
    taken.variants[0].sku = simple.sku.toLowerCase();
    taken.name = 'Renamed in a failed update';
    expectError(await post(`/items/update-variation-item/${item.id}`, taken), 409, `SKU ${simple.sku.toLowerCase()} already exists`);
    expect(await itemsOf(clerkA.companyId)).toBe(before + 1);
    expect((await getItem(item.id)).body.data.name).toBe('Deformed Bar Checks');
  });
});

describe('delete and restore', () => {
  it('DELETE soft-deletes; the deleted filter lists it; both restore paths bring it back', async () => {
    const item = await createSimple({ name: 'Floor Tile 60x60 Deleted', sku: uniqueSku('TILE') });
    const removed = await call(server, 'DELETE', `/items/${item.id}`, { token: clerkA.token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Item deleted successfully' });
    expect((await getItem(item.id)).body.data.isDeleted).toBe(true);
    expectError(await call(server, 'DELETE', `/items/${item.id}`, { token: clerkA.token }), 404, 'Item not found');

    const search = { searchKeyword: 'Floor Tile 60x60 Deleted' };
    expect((await table('/items/simpleView', search)).body.list).toEqual([]);
    const deleted = await table('/items/simpleView', { ...search, filters: [{ key: 'deleted', value: 'true' }] });
    expect(deleted.body.list.map((r: any) => r.id)).toEqual([item.id]);
    expect(deleted.body.list[0].isDeleted).toBe(true);
    expect((await table('/items/simpleView', { ...search, filters: [{ key: 'deleted', value: false }] })).body.list).toEqual([]);
    expectError(await table('/items/simpleView', { filters: [{ key: 'deleted', value: 'maybe' }] }), 400, ['filters: deleted must be true or false']);

    const restored = await call(server, 'PUT', `/items/restore/${item.id}`, { token: clerkA.token });
    expect(restored.body).toEqual({ message: 'Item restored successfully' });
    expect((await getItem(item.id)).body.data.isDeleted).toBe(false);
    expect((await table('/items/simpleView', search)).body.list.map((r: any) => r.id)).toEqual([item.id]);

    await call(server, 'DELETE', `/items/${item.id}`, { token: clerkA.token });
    const singular = await call(server, 'PUT', `/item/restore/${item.id}`, { token: clerkA.token });
    expect(singular.status).toBe(200);
    expect((await getItem(item.id)).body.data.isDeleted).toBe(false);
  });

  it('a parent takes its variants with it and brings them back; a variant alone updates the count', async () => {
    const { item } = await createRebar('Deformed Bar Delete');
    await call(server, 'DELETE', `/items/${item.id}`, { token: clerkA.token });
    expect(await countRows(server, 'items', 'parent_id = $1 and not is_deleted', [item.id])).toBe(0);
    const deletedParent = (await getItem(item.id)).body.data;
    expect(deletedParent).toMatchObject({ isDeleted: true, variationCount: 4 });
    expect(deletedParent.variations).toHaveLength(4);
    expectError(await call(server, 'PUT', `/items/restore/${item.variations[0].id}`, { token: clerkA.token }), 422, 'Restore Deformed Bar Delete first');

    await call(server, 'PUT', `/items/restore/${item.id}`, { token: clerkA.token });
    expect(await countRows(server, 'items', 'parent_id = $1 and not is_deleted', [item.id])).toBe(4);

    await call(server, 'DELETE', `/items/${item.variations[0].id}`, { token: clerkA.token });
    const after = (await getItem(item.id)).body.data;
    expect(after.variationCount).toBe(3);
    expect(after.variations.map((v: any) => v.id)).not.toContain(item.variations[0].id);
    await call(server, 'PUT', `/items/restore/${item.variations[0].id}`, { token: clerkA.token });
    expect((await getItem(item.id)).body.data.variationCount).toBe(4);
  });
});

describe('tables', () => {
  let parent: any;
  let cement: any;
  beforeAll(async () => {
    ({ item: parent } = await createRebar('Table Rebar'));
    cement = await createSimple({ name: 'Table Cement Holcim', sku: uniqueSku('TBLCEM'), tags: ['binder'], estimatedBuyingPrice: 250 });
    await createSimple({ name: 'Table Cement Apo', sku: uniqueSku('TBLCEM'), estimatedBuyingPrice: 240 });
  });

  it('PUT and POST /items/simpleView list parent-less items in the row shape, with variations', async () => {
    for (const method of ['PUT', 'POST']) {
      const answer = await call(server, method, '/items/simpleView?page=1&perPage=10', { token: clerkA.token, body: { searchKeyword: 'Table ' } });
      expect(answer.status).toBe(200);
      const rows = answer.body.list;
      expect(rows.map((r: any) => r.name)).toEqual(['Table Cement Apo', 'Table Cement Holcim', 'Table Rebar']);
      expect(rows[1]).toEqual({
        id: cement.id,
        sku: cement.sku,
        name: 'Table Cement Holcim',
        description: '',
        size: '0',
        uom: { key: 'pc', label: 'Pieces', abb: 'pc' },
        unit: 'pc',
        variationCount: 0,
        variations: [],
        formattedEstimatedBuyingPrice: { raw: '250.00' },
        estimatedBuyingPrice: { raw: '250.00', formatCurrency: '₱250.00', description: 'Estimated buying price' },
        stockCount: '0',
        isDraft: false,
        isDeleted: false,
        createdAt: expect.any(String),
      });
      expect(rows[2].variationCount).toBe(4);
      expect(rows[2].variations[0]).toMatchObject({ name: 'Table Rebar 10mm Grade 40', itemTierAttribute: [{ attributeKey: '10mm' }, { attributeKey: 'Grade 40' }] });
    }
  });

  it('searches name and SKU by default, tags when asked; sorts by the sortable columns; filters drafts', async () => {
    expect((await table('/items/simpleView', { searchKeyword: cement.sku })).body.list.map((r: any) => r.id)).toEqual([cement.id]);
    expect((await table('/items/simpleView', { searchKeyword: 'BINDER' })).body.list).toEqual([]);
    expect((await table('/items/simpleView', { searchKeyword: 'binder', searchBy: 'tags' })).body.list.map((r: any) => r.id)).toEqual([cement.id]);
    const byPrice = await table('/items/simpleView', { searchKeyword: 'Table Cement', settings: { sortBy: 'estimatedBuyingPrice', sortOrder: 'asc' } });
    expect(byPrice.body.list.map((r: any) => r.name)).toEqual(['Table Cement Apo', 'Table Cement Holcim']);
    const byName = await table('/items/simpleView', { searchKeyword: 'Table', settings: { sortBy: 'name', sortOrder: 'desc' } });
    expect(byName.body.list.map((r: any) => r.name)).toEqual(['Table Rebar', 'Table Cement Holcim', 'Table Cement Apo']);
    for (const sortBy of ['sku', 'stockCount', 'createdAt']) expect((await table('/items/simpleView', { settings: { sortBy } })).status).toBe(200);
    expectError(await table('/items/simpleView', { settings: { sortBy: 'uom' } }), 400, ['settings.sortBy: cannot sort by uom']);
    const draft = await createSimple({ name: 'Table Draft Item', sku: uniqueSku('DRAFT'), isDraft: true });
    expect((await table('/items/simpleView', { searchKeyword: 'Table', filters: [{ key: 'isDraft', value: 'true' }] })).body.list.map((r: any) => r.id)).toEqual([draft.id]);
  });

  it('the keyword matches name or SKU in any case, takes % and _ literally, and never spans name and SKU', async () => {
    const sku = uniqueSku('Kw_x');
    const item = await createSimple({ name: 'Keyword 100% Waterproof Sealant', sku });
    const ids = async (searchKeyword: string) => (await table('/items/simpleView', { searchKeyword })).body.list.map((r: any) => r.id);
    expect(await ids('KEYWORD 100% WATERPROOF')).toEqual([item.id]);
    expect(await ids('waterproof sealant')).toEqual([item.id]);
    expect(await ids(sku.toLowerCase())).toEqual([item.id]);
    expect(await ids(sku.slice(0, 4).toUpperCase())).toEqual([item.id]);
    // % and _ are characters to find, not wildcards.
    expect(await ids('Keyword 1_0%')).toEqual([]);
    expect(await ids('Keyword 100% W')).toEqual([item.id]);
    // The end of the name and the start of the SKU are not one text.
    expect(await ids(`Sealant ${sku.slice(0, 3)}`)).toEqual([]);
    expect(await ids(`Sealant${sku.slice(0, 3)}`)).toEqual([]);
    // A keyword for one field still searches that field.
    expect((await table('/items/simpleView', { searchKeyword: 'waterproof sealant', searchBy: 'name' })).body.list.map((r: any) => r.id)).toEqual([item.id]);
  });

  it('PUT /items/advanceView lists variants, filtered by their parent', async () => {
    const answer = await table('/items/advanceView', { filters: [{ key: 'parent', value: String(parent.id) }], settings: { sortBy: 'sku', sortOrder: 'asc' } });
    expect(answer.status).toBe(200);
    expect(answer.body.pagination.total).toBe(4);
    expect(answer.body.list.map((r: any) => r.id).sort()).toEqual(parent.variations.map((v: any) => v.id).sort());
    expect(answer.body.list[0]).toMatchObject({ variationCount: 0, variations: [], estimatedBuyingPrice: { raw: '200.00' }, unit: 'length' });
    const all = await table('/items/advanceView', { searchKeyword: 'Table Rebar' });
    expect(all.body.pagination.total).toBe(4);
    expectError(await table('/items/advanceView', { filters: [{ key: 'parent', value: 'abc' }] }), 400, ['filters: parent must be a record id (a whole number from 1 to 2147483647)']);
  });
});

describe('POST /items/get-variation-item', () => {
  it('finds the variant by a tier map (any key order) or by a list in tier order', async () => {
    const { item } = await createRebar('Lookup Rebar');
    const byMap = await post('/items/get-variation-item', { itemId: item.id, variations: { Grade: 'Grade 60', Size: '12mm' } });
    expect(byMap.status, JSON.stringify(byMap.body)).toBe(200);
    expect(byMap.body.data).toMatchObject({ id: item.variations[3].id, name: 'Lookup Rebar 12mm Grade 60', sku: item.variations[3].sku, parent: { id: item.id } });
    const byList = await post('/items/get-variation-item', { itemId: item.id, variations: ['10mm', 'Grade 60'] });
    expect(byList.body.data.id).toBe(item.variations[1].id);
    const none = 'No variation matches the chosen options';
    expectError(await post('/items/get-variation-item', { itemId: item.id, variations: ['10mm'] }), 404, none);
    expectError(await post('/items/get-variation-item', { itemId: item.id, variations: { Size: '16mm', Grade: 'Grade 60' } }), 404, none);
    expectError(await post('/items/get-variation-item', { itemId: item.id, variations: { Size: '10mm' } }), 404, none);
    const simple = await createSimple({ name: 'Lookup Simple', sku: uniqueSku('LOOK') });
    expectError(await post('/items/get-variation-item', { itemId: simple.id, variations: [] }), 404, none);
    expectError(await post('/items/get-variation-item', { itemId: 99999999, variations: [] }), 404, 'Item not found');
    expectError(await post('/items/get-variation-item', { variations: [] }), 400);
    await call(server, 'DELETE', `/items/${item.variations[1].id}`, { token: clerkA.token });
    expectError(await post('/items/get-variation-item', { itemId: item.id, variations: ['10mm', 'Grade 60'] }), 404, none);
  });
});

describe('QR and select lists', () => {
  it('GET /items/{id}/qr.png is a 150x150 PNG', async () => {
    const item = await createSimple({ name: 'QR Item', sku: uniqueSku('QR') });
    const response = await fetch(`${server.url}/api/items/${item.id}/qr.png`, { headers: { token: clerkA.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([150, 150]);
    expectError(await call(server, 'GET', '/items/99999999/qr.png', { token: clerkA.token }), 404, 'Item not found');
  });

  it('the unit list starts with the default, pieces, in position order', async () => {
    const answer = await call(server, 'GET', '/select-box/unit-of-measurement-list', { token: projectA.token });
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toEqual({ label: 'Pieces', value: 'pc' });
    expect(answer.body).toHaveLength(33);
    expect(answer.body).toContainEqual({ label: 'Cubic Meter', value: 'cu.m' });
  });

  it('the item list offers live items that can be stocked (variants, not parents) as "Name (SKU)"', async () => {
    const { item } = await createRebar('Chooser Rebar');
    const simple = await createSimple({ name: 'Chooser Nail', sku: uniqueSku('CHN') });
    const answer = await call(server, 'GET', '/select-box/item-list?search=Chooser', { token: clerkA.token });
    expect(answer.status).toBe(200);
    const values = answer.body.map((o: any) => o.value);
    expect(values).toContain(simple.id);
    expect(values).toContain(item.variations[0].id);
    expect(values).not.toContain(item.id);
    expect(answer.body).toContainEqual({ label: `Chooser Nail (${simple.sku})`, value: simple.id });
    await call(server, 'DELETE', `/items/${simple.id}`, { token: clerkA.token });
    expect((await call(server, 'GET', '/select-box/item-list?search=Chooser', { token: clerkA.token })).body.map((o: any) => o.value)).not.toContain(simple.id);
    const unfiltered = await call(server, 'GET', '/select-box/item-list', { token: clerkA.token });
    expect(unfiltered.body.length).toBeLessThanOrEqual(50);
  });
});

describe('pickers leave drafts out (decision 0021)', () => {
  it('the chooser (simpleView with isDraft false), the select list and get-variation-item with publishedOnly offer published items only; the tables still show drafts', async () => {
    const setDraft = (id: number) => server.context.db.update(items).set({ isDraft: true }).where(eq(items.id, id));
    const nail = await createSimple({ name: 'Picker Nail', sku: uniqueSku('PKN') });
    const tile = await createSimple({ name: 'Picker Tile', sku: uniqueSku('PKT'), isDraft: true });
    const { item: rebar } = await createRebar('Picker Rebar');
    await setDraft(rebar.variations[0].id);
    const { item: pipe } = await createRebar('Picker Pipe');
    await setDraft(pipe.id);

    const chooser = await table('/items/simpleView', { searchKeyword: 'Picker', filters: [{ key: 'isDraft', value: 'false' }], settings: { sortBy: 'name', sortOrder: 'asc' } });
    expect(chooser.body.list.map((r: any) => r.id)).toEqual([nail.id, rebar.id]);
    const catalogue = await table('/items/simpleView', { searchKeyword: 'Picker', settings: { sortBy: 'name', sortOrder: 'asc' } });
    expect(catalogue.body.list.map((r: any) => r.id)).toEqual([nail.id, pipe.id, rebar.id, tile.id]);

    const listed = (await call(server, 'GET', '/select-box/item-list?search=Picker', { token: clerkA.token })).body.map((o: any) => o.value);
    expect(listed).toContain(nail.id);
    expect(listed).toContain(rebar.variations[1].id);
    for (const id of [tile.id, rebar.variations[0].id, ...pipe.variations.map((v: { id: number }) => v.id)]) expect(listed).not.toContain(id);

    const draftVariation = 'The variation matching the chosen options is a draft: publish it before using it';
    const first = rebar.variations[0].variation;
    expectError(await post('/items/get-variation-item', { itemId: rebar.id, variations: first, publishedOnly: true }), 422, draftVariation);
    expectError(await post('/items/get-variation-item', { itemId: pipe.id, variations: pipe.variations[1].variation, publishedOnly: true }), 422, draftVariation);
    expect((await post('/items/get-variation-item', { itemId: rebar.id, variations: rebar.variations[1].variation, publishedOnly: true })).body.data.id).toBe(rebar.variations[1].id);
    // The catalogue screens still open a draft variation.
    expect((await post('/items/get-variation-item', { itemId: rebar.id, variations: first })).body.data.id).toBe(rebar.variations[0].id);
    expectError(await post('/items/get-variation-item', { itemId: rebar.id, variations: first, publishedOnly: 'yes' }), 400);
  });
});

describe('tenancy', () => {
  it("company B gets 404 on company A's item, never lists it, and may reuse its SKU", async () => {
    const { item } = await createRebar('Tenant Rebar');
    const simple = await createSimple({ name: 'Tenant Cement', sku: uniqueSku('TENANT') });
    const before = await countRows(server, 'items', 'company_id = $1 and not is_deleted', [clerkA.companyId]);
    expectError(await getItem(simple.id, clerkB), 404, 'Item not found');
    expectError(await call(server, 'GET', `/items/${simple.id}/qr.png`, { token: clerkB.token }), 404);
    expectError(await post('/items/update-simple-item', { id: simple.id, name: 'Taken over', sku: 'TAKEN' }, clerkB), 404);
    expectError(await post(`/items/update-variation-item/${item.id}`, variationPayload('Taken over', REBAR_TIERS), clerkB), 404);
    expectError(await call(server, 'DELETE', `/items/${simple.id}`, { token: clerkB.token }), 404);
    expectError(await post('/items/get-variation-item', { itemId: item.id, variations: ['10mm', 'Grade 40'] }, clerkB), 404);
    await call(server, 'DELETE', `/items/${simple.id}`, { token: clerkA.token });
    expectError(await call(server, 'PUT', `/items/restore/${simple.id}`, { token: clerkB.token }), 404);
    await call(server, 'PUT', `/items/restore/${simple.id}`, { token: clerkA.token });
    expect(await countRows(server, 'items', 'company_id = $1 and not is_deleted', [clerkA.companyId])).toBe(before);
    expect((await getItem(simple.id)).body.data.name).toBe('Tenant Cement');

    expect((await table('/items/simpleView', { searchKeyword: 'Tenant' }, clerkB)).body.pagination.total).toBe(0);
    expect((await table('/items/advanceView', { filters: [{ key: 'parent', value: item.id }] }, clerkB)).body.pagination.total).toBe(0);
    expect((await call(server, 'GET', '/select-box/item-list?search=Tenant', { token: clerkB.token })).body).toEqual([]);

    const reused = await post('/items', { name: 'Tenant Cement of B', sku: simple.sku }, clerkB);
    expect(reused.status, JSON.stringify(reused.body)).toBe(201);
    const reusedVariants = await post('/items/withVariants', { ...variationPayload('B Rebar', REBAR_TIERS), sku: item.sku }, clerkB);
    expect(reusedVariants.status, JSON.stringify(reusedVariants.body)).toBe(201);
  });
});

describe('scopes', () => {
  it('a user without an item scope gets 403 on reads and writes', async () => {
    const item = await createSimple({ name: 'Scope Item', sku: uniqueSku('SCOPE') });
    expectError(await getItem(item.id, salesA), 403);
    expectError(await table('/items/simpleView', {}, salesA), 403);
    expectError(await call(server, 'GET', '/select-box/unit-of-measurement-list', { token: salesA.token }), 403);
    expectError(await post('/items', { name: 'Nope', sku: uniqueSku('NOPE') }, salesA), 403);
  });

  it('PROJECT_ACCESS reads the catalogue (BOQ chooser) but cannot write it', async () => {
    const { item } = await createRebar('Scope Rebar');
    expect((await getItem(item.id, projectA)).status).toBe(200);
    expect((await table('/items/simpleView', { searchKeyword: 'Scope Rebar' }, projectA)).body.pagination.total).toBe(1);
    expect((await table('/items/advanceView', { filters: [{ key: 'parent', value: item.id }] }, projectA)).body.pagination.total).toBe(4);
    expect((await post('/items/get-variation-item', { itemId: item.id, variations: ['10mm', 'Grade 40'] }, projectA)).status).toBe(200);
    expect((await call(server, 'GET', `/items/${item.id}/qr.png`, { token: projectA.token })).status).toBe(200);
    expect((await call(server, 'GET', '/select-box/item-list', { token: projectA.token })).status).toBe(200);
    const before = await itemsOf(clerkA.companyId);
    expectError(await post('/items', { name: 'Nope', sku: uniqueSku('NOPE') }, projectA), 403);
    expectError(await post('/items/withVariants', variationPayload('Nope', REBAR_TIERS), projectA), 403);
    expectError(await post('/items/update-simple-item', { id: item.variations[0].id, name: 'Nope', sku: 'NOPE' }, projectA), 403);
    expectError(await call(server, 'DELETE', `/items/${item.id}`, { token: projectA.token }), 403);
    expectError(await call(server, 'PUT', `/items/restore/${item.id}`, { token: projectA.token }), 403);
    expectError(await call(server, 'GET', '/items/export', { token: projectA.token }), 403);
    expect(await itemsOf(clerkA.companyId)).toBe(before);
  });

  it('restoring needs ASSET_ITEM_DELETED_ACCESS', async () => {
    const simpleOnly = await createUser(server, { companyId: clerkA.companyId, scopes: ['ASSET_ITEM_SIMPLE_ACCESS'] });
    const item = await createSimple({ name: 'Scope Restore', sku: uniqueSku('RST') }, simpleOnly);
    expect((await call(server, 'DELETE', `/items/${item.id}`, { token: simpleOnly.token })).status).toBe(200);
    expectError(await call(server, 'PUT', `/items/restore/${item.id}`, { token: simpleOnly.token }), 403);
    expect((await call(server, 'PUT', `/items/restore/${item.id}`, { token: clerkA.token })).status).toBe(200);
  });
});

describe('demo catalogue', () => {
  it('seeds simple items and items with variations that read back through the API', async () => {
    const demo = await createUser(server, { scopes: ITEM_SCOPES });
    for (const d of DEMO_VARIATION_ITEMS) {
      expect(d.prices).toHaveLength(tierCombinations(d.tiers).length);
      expect(variationProblems(d.tiers, buildVariants(d.name, d.tiers))).toEqual([]);
    }
    await createDemoItems(server.context.db, demo.companyId);
    const variants = DEMO_VARIATION_ITEMS.reduce((n, d) => n + d.prices.length, 0);
    expect(DEMO_ITEMS.length).toBeGreaterThanOrEqual(40);
    expect(await itemsOf(demo.companyId)).toBe(DEMO_ITEMS.length + DEMO_VARIATION_ITEMS.length + variants);
    const list = await table('/items/simpleView', { searchKeyword: 'Deformed Bar' }, demo);
    expect(list.body.list).toHaveLength(1);
    const rebar = (await getItem(list.body.list[0].id, demo)).body.data;
    expect(rebar).toMatchObject({ sku: 'DEFORMED-BAR-6M', unit: 'length', variationCount: 12 });
    const grade60 = await post('/items/get-variation-item', { itemId: rebar.id, variations: { Size: '16mm', Grade: 'Grade 60' } }, demo);
    expect(grade60.body.data).toMatchObject({ sku: 'DEFORMED-BAR-6M-16MM-GRADE-60', estimatedBuyingPrice: { raw: '510.00' }, sellingPrice: '561.00' });
    const cement = await table('/items/simpleView', { searchKeyword: 'Portland Cement' }, demo);
    expect(cement.body.list[0]).toMatchObject({ sku: 'PORTLAND-CEMENT-TYPE-1-40KG', unit: 'bag', estimatedBuyingPrice: { formatCurrency: '₱265.00' } });
  });
});
