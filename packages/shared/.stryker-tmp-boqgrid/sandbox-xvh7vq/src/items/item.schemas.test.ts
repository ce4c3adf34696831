// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { itemImportRow, simpleItemRequest } from './item.schemas';

const item = { name: 'Cement', sku: 'CEMENT' };
const messages = (input: unknown) => {
  const result = simpleItemRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('item request schemas', () => {
  it('upper-cases tags', () => {
    expect(simpleItemRequest.parse({ ...item, tags: [' portland ', 'Bag'] }).tags).toEqual(['PORTLAND', 'BAG']);
  });
  it('the maximum stock level is 0 (none) or at least the minimum', () => {
    expect(messages({ ...item, minimumStockLevel: 10, maximumStockLevel: 0 })).toEqual([]);
    expect(messages({ ...item, minimumStockLevel: 10, maximumStockLevel: 10 })).toEqual([]);
    expect(messages({ ...item, minimumStockLevel: 10, maximumStockLevel: 11 })).toEqual([]);
    expect(messages({ ...item, minimumStockLevel: 10, maximumStockLevel: 9 })).toEqual(['maximumStockLevel: must be at least the minimum stock level']);
  });
  it('an import row reads tags from comma-separated text or a list', () => {
    const row = (tags: unknown) => itemImportRow.parse({ ...item, tags }).tags;
    expect(row(' cement, bag,, ')).toEqual(['CEMENT', 'BAG']);
    expect(row([' grey ', ''])).toEqual(['GREY']);
    expect(row(undefined)).toEqual([]);
  });
});
