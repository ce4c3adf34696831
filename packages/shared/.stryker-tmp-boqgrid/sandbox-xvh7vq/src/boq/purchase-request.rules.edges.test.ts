// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { mergeLine, rateKeyAllowed, sanitizeRate, type PurchaseRequestDraftLine } from './purchase-request.rules';

const line = (itemId: number, quantity: string, boqKey: string | null = null): PurchaseRequestDraftLine => ({
  itemId,
  itemName: `Item ${itemId}`,
  description: '',
  rate: '10',
  quantity,
  boqKey,
});

describe('purchase request lines: adding among several', () => {
  const lines = [line(1, '2'), line(2, '5'), line(2, '1', 'k-9')];
  it('adding a different item appends it with quantity 1 and leaves the others', () => {
    const { quantity: _q, ...bar } = line(3, '0');
    expect(mergeLine(lines, bar)).toEqual([...lines, line(3, '1')]);
  });
  it('adding an item already there raises only that line, matched on item and BOQ line', () => {
    const { quantity: _q, ...again } = line(2, '0');
    expect(mergeLine(lines, again).map((l) => l.quantity)).toEqual(['2', '6', '1']);
    const { quantity: _q2, ...fromBoq } = line(2, '0', 'k-9');
    expect(mergeLine(lines, fromBoq).map((l) => l.quantity)).toEqual(['2', '5', '2']);
  });
  it('a line without a BOQ key matches one whose key is null', () => {
    const { boqKey: _k, quantity: _q, ...noKey } = line(1, '0');
    expect(mergeLine(lines, noKey as Omit<PurchaseRequestDraftLine, 'quantity'>).map((l) => l.quantity)).toEqual(['3', '5', '1']);
  });
});

describe('rate box', () => {
  it('lets single digits through, not keys that merely contain one', () => {
    expect(rateKeyAllowed('7', '')).toBe(true);
    expect(rateKeyAllowed('F1', '')).toBe(false);
    expect(rateKeyAllowed('1a', '')).toBe(false);
  });
  it('keeps the first decimal point wherever it is', () => {
    expect(sanitizeRate('1.2.3')).toBe('1.23');
    expect(sanitizeRate('.5.')).toBe('.5');
  });
});
