import { describe, expect, it } from 'vitest';
import type { ItemAnswer } from '../api/item-types';
import { buildSimplePayload, buildVariationPayload, itemKindOf, skuAfterNameChange, toItemForm, variantRows } from './item-form-values';

const tiers = [
  { key: 'Size', attributes: ['10mm', '12mm'] },
  { key: 'Grade', attributes: ['33', '40'] },
];

const storedItem = {
  id: 5,
  parentId: null,
  name: 'Deformed Bar',
  sku: 'DEFORMED-BAR',
  description: '',
  estimatedBuyingPrice: { raw: '250.00' },
  sellingPrice: '300.00',
  size: '6',
  rawSize: '6',
  unit: 'length',
  uom: { key: 'length', label: 'Length', abb: 'length' },
  tags: ['REBAR'],
  minimumStockLevel: '10',
  maximumStockLevel: '100',
  parent: null,
  tiers,
  variation: null,
  variationCount: 4,
  variations: [{ id: 11, name: 'Deformed Bar 10mm 33', sku: 'DB-10-33', variation: { Size: '10mm', Grade: '33' } }],
  stock: '0',
  stockCount: '0',
  isDraft: false,
  isDeleted: false,
  createdAt: '',
  updatedAt: '',
} satisfies ItemAnswer;

describe('item form values (spec part 2 sections 5, 9)', () => {
  it('a new item starts with sizes and stock levels 0, uom pieces and auto SKU on', () => {
    const form = toItemForm();
    expect(form).toMatchObject({ size: 0, minimumStockLevel: 0, maximumStockLevel: 0, uom: 'pc', isAutoSku: true, tags: [] });
  });

  it('editing reads the stored values, numbers from their text, and turns auto SKU off', () => {
    const form = toItemForm(storedItem);
    expect(form).toMatchObject({ name: 'Deformed Bar', sku: 'DEFORMED-BAR', isAutoSku: false, estimatedBuyingPrice: 250, sellingPrice: 300, size: 6, uom: 'length' });
    expect(form.variants['Size=10mm|Grade=33']).toEqual({ id: 11, sku: 'DB-10-33' });
  });

  it('the dialog opens on the variation tab when variationCount is above 0', () => {
    expect(itemKindOf(storedItem)).toBe('variation');
    expect(itemKindOf({ variationCount: 0 })).toBe('simple');
    expect(itemKindOf(null)).toBe('simple');
  });

  it('the SKU follows the name only while auto-generation is on', () => {
    expect(skuAfterNameChange({ isAutoSku: true, sku: 'OLD' }, 'Portland cement 40kg')).toBe('PORTLAND-CEMENT-40KG');
    expect(skuAfterNameChange({ isAutoSku: false, sku: 'MINE' }, 'Portland cement')).toBe('MINE');
  });

  it('numeric fields are numbers in the simple payload; blank uom becomes pieces', () => {
    const payload = buildSimplePayload({ ...toItemForm(), name: ' Sand ', sku: 'SAND', estimatedBuyingPrice: '1,200.50', size: '', uom: null });
    expect(payload).toMatchObject({ name: 'Sand', estimatedBuyingPrice: 1200.5, size: 0, uom: 'pc', tiers: [] });
  });

  it('variation rows follow the name and tiers; a row keeps its own SKU and numbers', () => {
    const form = { ...toItemForm(), name: 'Bar', sku: 'BAR', estimatedBuyingPrice: 100, tiers };
    form.variants = { 'Size=12mm|Grade=40': { sku: 'MY-SKU', estimatedBuyingPrice: 180 } };
    const rows = variantRows(form);
    expect(rows.map((r) => r.sku)).toEqual(['BAR-10MM-33', 'BAR-10MM-40', 'BAR-12MM-33', 'MY-SKU']);
    expect(rows[0].estimatedBuyingPrice).toBe(100);
    expect(rows[3].estimatedBuyingPrice).toBe(180);
  });

  it('a new variation item sends every variant with numbers; an update leaves price, size and stock out', () => {
    const form = { ...toItemForm(), name: 'Bar', sku: 'BAR', size: '2', tiers };
    const created = buildVariationPayload(form, false);
    expect(created.variants).toHaveLength(4);
    expect(created.variants[0]).toMatchObject({ name: 'Bar 10mm 33', variation: { Size: '10mm', Grade: '33' }, size: 2, estimatedBuyingPrice: 0 });
    const updated = buildVariationPayload(toItemForm(storedItem), true);
    expect(updated.variants[0]).toEqual({
      id: 11,
      name: 'Deformed Bar 10mm 33',
      sku: 'DB-10-33',
      description: 'Deformed Bar - Deformed Bar 10mm 33',
      variation: { Size: '10mm', Grade: '33' },
      isDraft: false,
    });
    expect(updated.variants[1]).not.toHaveProperty('id');
  });
});
