import { describe, expect, it } from 'vitest';
import { parseImportProgress } from './import-progress';
import { formatQuantity, rowEstimatedCost, uomText, variationCountText } from './item-format';
import { tiersOfItem } from './tiers-of-item';
import { itemChoiceLabel, toChosenItem } from './to-chosen-item';

describe('item table cells', () => {
  it('quantities drop trailing zeros and group thousands', () => {
    expect(formatQuantity('12.5000')).toBe('12.5');
    expect(formatQuantity('1250')).toBe('1,250');
    expect(formatQuantity(null)).toBe('0');
  });

  it('the unit reads its abbreviation from the object or the plain key', () => {
    expect(uomText({ key: 'pc', label: 'Pieces', abb: 'pc' })).toBe('pc');
    expect(uomText(null, 'bag')).toBe('bag');
    expect(uomText(null)).toBe('-');
  });

  it('estimated cost reads the raw amount of either money shape', () => {
    expect(rowEstimatedCost({ formattedEstimatedBuyingPrice: { raw: '1250.00' } })).toBe('₱1,250.00');
    expect(rowEstimatedCost({ estimatedBuyingPrice: { raw: '3.5' } })).toBe('₱3.50');
    expect(rowEstimatedCost({ estimatedBuyingPrice: '7' })).toBe('₱7.00');
  });

  it('variation counts read as words', () => {
    expect(variationCountText(1)).toBe('1 variation');
    expect(variationCountText(4)).toBe('4 variations');
  });
});

describe('item chooser', () => {
  it('labels an item with its SKU in brackets', () => {
    expect(itemChoiceLabel({ name: 'Portland Cement', sku: 'PC-40' })).toBe('Portland Cement (PC-40)');
  });

  it('hands on the unit and raw cost of a table row or an item answer', () => {
    const row = { id: 1, name: 'Sand', sku: 'SAND', uom: { key: 'cu.m', label: 'Cubic Meter', abb: 'cu.m' }, formattedEstimatedBuyingPrice: { raw: '900.00' } };
    expect(toChosenItem(row as never)).toEqual({ id: 1, name: 'Sand', sku: 'SAND', uom: { key: 'cu.m', label: 'Cubic Meter', abb: 'cu.m' }, estimatedBuyingPrice: { raw: '900.00' } });
    const plain = { id: 2, name: 'Nail', sku: 'NAIL', uom: null, unit: 'kg', estimatedBuyingPrice: '12' };
    expect(toChosenItem(plain as never)).toMatchObject({ uom: { key: 'kg', label: 'kg', abb: 'kg' }, estimatedBuyingPrice: { raw: '12' } });
  });

  it('reads tiers from the item, else from its variants', () => {
    const tiers = [{ key: 'Size', attributes: ['S', 'M'] }];
    expect(tiersOfItem({ tiers, variations: [] })).toEqual(tiers);
    expect(
      tiersOfItem({
        tiers: [],
        variations: [
          { name: 'a', variation: { Size: 'S', Color: 'Red' } },
          { name: 'b', variation: { Size: 'M', Color: 'Red' } },
        ],
      }),
    ).toEqual([
      { key: 'Size', attributes: ['S', 'M'] },
      { key: 'Color', attributes: ['Red'] },
    ]);
  });
});

describe('import-progress pushes', () => {
  it('reads a well-formed push', () => {
    expect(parseImportProgress({ importId: 'abc', jobId: 3, processed: 5, total: 10, percent: 50, done: false, created: 5, failed: 0 })).toEqual({
      importId: 'abc',
      jobId: 3,
      processed: 5,
      total: 10,
      percent: 50,
      done: false,
      created: 5,
      failed: 0,
    });
  });

  it('works the percent out when missing and keeps it within 0-100', () => {
    expect(parseImportProgress({ importId: 'x', processed: 1, total: 4 })?.percent).toBe(25);
    expect(parseImportProgress({ importId: 'x', processed: 1, total: 4, percent: 250 })?.percent).toBe(100);
    expect(parseImportProgress({ importId: 'x', processed: 0, total: 0, done: true })?.percent).toBe(100);
  });

  it('refuses malformed payloads', () => {
    expect(parseImportProgress(null)).toBeNull();
    expect(parseImportProgress({ processed: 1, total: 2 })).toBeNull();
    expect(parseImportProgress({ importId: 'x', processed: -1, total: 2 })).toBeNull();
  });
});
