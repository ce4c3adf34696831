import { getTableSettings } from '@haligi/shared';
import { describe, expect, it } from 'vitest';
import { cardLayoutOf } from './card-layout';

const keysOf = (layout: ReturnType<typeof cardLayoutOf>) => ({ title: layout.title?.key, fields: layout.fields.map((f) => f.key) });

describe('cardLayoutOf', () => {
  const items = getTableSettings('item')!.columns;

  it('titles a card by the first column and shows the next three by default', () => {
    expect(keysOf(cardLayoutOf(items))).toEqual({ title: 'sku', fields: ['name', 'size', 'uom'] });
  });

  it('takes the chosen title and fields in their order', () => {
    expect(keysOf(cardLayoutOf(items, 'name', ['sku', 'stockCount', 'estimatedBuyingPrice']))).toEqual({
      title: 'name',
      fields: ['sku', 'stockCount', 'estimatedBuyingPrice'],
    });
  });

  it('leaves out unknown keys and the title itself from the fields', () => {
    expect(keysOf(cardLayoutOf(items, 'name', ['name', 'nope', 'uom']))).toEqual({ title: 'name', fields: ['uom'] });
  });

  it('falls back to the first column for an unknown title, and has no title without columns', () => {
    expect(keysOf(cardLayoutOf(items, 'nope')).title).toBe('sku');
    expect(keysOf(cardLayoutOf([]))).toEqual({ title: undefined, fields: [] });
  });
});
