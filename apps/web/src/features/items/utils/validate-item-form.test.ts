import { describe, expect, it } from 'vitest';
import { toItemForm } from './item-form-values';
import { findDuplicateSku, validateItemForm } from './validate-item-form';

describe('item dialog checks (DECISIONS, Items)', () => {
  it('name and SKU are required', () => {
    expect(validateItemForm(toItemForm(), 'simple', false)).toMatchObject({ name: 'Item Name is required', sku: 'SKU is required' });
  });

  it('maximum stock must be at least the minimum', () => {
    const errors = validateItemForm({ ...toItemForm(), name: 'Sand', sku: 'SAND', minimumStockLevel: 10, maximumStockLevel: 5 }, 'simple', false);
    expect(errors.maximumStockLevel).toBe('Maximum Stock Level must be at least the minimum stock level');
  });

  it('prices cannot be negative', () => {
    const errors = validateItemForm({ ...toItemForm(), name: 'Sand', sku: 'SAND', sellingPrice: -1 }, 'simple', false);
    expect(errors.sellingPrice).toMatch(/^Selling Price /);
  });

  it('a variation item needs a tier with an attribute', () => {
    const errors = validateItemForm({ ...toItemForm(), name: 'Bar', sku: 'BAR' }, 'variation', false);
    expect(errors.tiers).toBe('Add at least one tier with a name and an attribute');
  });

  it('a blank variant SKU names its row; a SKU used twice is refused', () => {
    const base = { ...toItemForm(), name: 'Bar', sku: 'BAR', tiers: [{ key: 'Size', attributes: ['10mm', '12mm'] }] };
    expect(validateItemForm({ ...base, variants: { 'Size=12mm': { sku: ' ' } } }, 'variation', false).variants).toBe('Row 2 SKU is required');
    expect(validateItemForm({ ...base, variants: { 'Size=12mm': { sku: 'bar-10mm' } } }, 'variation', false).variants).toBe('SKU bar-10mm is used more than once');
    expect(validateItemForm(base, 'variation', false)).toEqual({});
  });

  it('duplicate SKUs are found regardless of case', () => {
    expect(findDuplicateSku(['A', 'b', 'B'])).toBe('B');
    expect(findDuplicateSku(['A', '', ''])).toBeNull();
  });
});
