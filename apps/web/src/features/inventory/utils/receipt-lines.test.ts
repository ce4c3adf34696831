import { describe, expect, it } from 'vitest';
import { checkLines, lineAmount, linesTotal, type ReceiptLineDraft } from './receipt-lines';

const line = (key: string, item: { id: number } | null, quantity: number | string, rate: number | string = ''): ReceiptLineDraft => ({ key, item, quantity, rate });

describe('receipt lines', () => {
  it('amount is quantity times rate in centavos, and the total adds the lines', () => {
    expect(lineAmount(line('a', { id: 1 }, 3, 0.1))).toBe(0.3);
    expect(linesTotal([line('a', { id: 1 }, 10, 250), line('b', { id: 2 }, 300.5, 245)])).toBe(76122.5);
  });
  it('every touched line needs an item and a quantity above 0', () => {
    const { errors } = checkLines([line('a', null, 2), line('b', { id: 2 }, 0)]);
    expect(errors).toEqual({ a: { item: 'Choose an item' }, b: { quantity: 'Quantity must be above 0' } });
  });
  it('an untouched empty line among filled ones is ignored', () => {
    const { errors, items } = checkLines([line('a', { id: 7 }, '2.5', 100), line('b', null, '')]);
    expect(errors).toEqual({});
    expect(items).toEqual([{ itemId: 7, quantity: 2.5, rate: 100, description: '' }]);
  });
  it('no filled line at all asks for an item on the first line', () => {
    expect(checkLines([line('a', null, '')]).errors).toEqual({ a: { item: 'Choose an item' } });
  });
});
