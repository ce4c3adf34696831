import { describe, expect, it } from 'vitest';
import {
  defaultDeliveryDate,
  deliveryDateToIso,
  dropEmptyLines,
  lineAmount,
  linesFromBoq,
  mergeLine,
  rateKeyAllowed,
  requestTotal,
  sanitizeRate,
  toRequestItems,
  type PurchaseRequestDraftLine,
} from './purchase-request.rules';

const line = (over: Partial<PurchaseRequestDraftLine> = {}): PurchaseRequestDraftLine => ({
  itemId: 1,
  itemName: 'Cement',
  description: '',
  rate: '265.50',
  quantity: '1',
  boqKey: null,
  ...over,
});

describe('rate key filter', () => {
  it('lets digits, one decimal point and Backspace, Delete, arrows and Tab through', () => {
    for (const key of ['0', '5', '9', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab']) expect(rateKeyAllowed(key, '12.5'), key).toBe(true);
    expect(rateKeyAllowed('.', '12')).toBe(true);
    expect(rateKeyAllowed('.', '12.5')).toBe(false);
    expect(rateKeyAllowed('.', '12.5', '2.5')).toBe(true);
    for (const key of ['-', '+', 'e', 'E', ',', ' ', 'a', 'Enter', 'Home']) expect(rateKeyAllowed(key, ''), key).toBe(false);
  });
  it('sanitizes pasted text to digits and the first decimal point', () => {
    expect(sanitizeRate('₱1,234.5.6')).toBe('1234.56');
    expect(sanitizeRate('-12e3')).toBe('123');
    expect(sanitizeRate('')).toBe('');
  });
});

describe('amounts', () => {
  it('amount = rate × quantity, exact to the centavo (half up)', () => {
    expect(lineAmount('265.50', '3')).toBe('796.50');
    expect(lineAmount('0.1', '0.333')).toBe('0.03');
    expect(lineAmount('100.01', '1.5')).toBe('150.02');
    expect(lineAmount('0.1', '3')).toBe('0.30');
    expect(lineAmount('', '3')).toBe('0.00');
    expect(lineAmount('abc', '3')).toBe('0.00');
    expect(requestTotal([line({ rate: '265.5', quantity: '3' }), line({ rate: '0.1', quantity: '0.333' }), line({ rate: '100.01', quantity: '1.5' })])).toBe('946.55');
  });
});

describe('lines', () => {
  it('drops lines of quantity 0 or less', () => {
    const kept = dropEmptyLines([line({ quantity: '0' }), line({ quantity: '-1' }), line({ quantity: '' }), line({ quantity: '0.5', itemId: 2 })]);
    expect(kept.map((l) => l.itemId)).toEqual([2]);
  });
  it('adding an existing item again raises its quantity by 1; a new one comes in at 1', () => {
    let lines = mergeLine([], { itemId: 7, itemName: 'Bar', description: '', rate: '10', boqKey: null });
    expect(lines).toEqual([expect.objectContaining({ itemId: 7, quantity: '1' })]);
    lines = mergeLine(lines, { itemId: 7, itemName: 'Bar', description: '', rate: '10', boqKey: null });
    expect(lines).toEqual([expect.objectContaining({ itemId: 7, quantity: '2' })]);
    lines = mergeLine(lines, { itemId: 7, itemName: 'Bar', description: '', rate: '10', boqKey: 'k-1' });
    expect(lines.map((l) => [l.itemId, l.boqKey, l.quantity])).toEqual([
      [7, null, '2'],
      [7, 'k-1', '1'],
    ]);
  });
  it('BOQ lines ticked for purchase become lines of the quantity left and the material unit cost', () => {
    expect(
      linesFromBoq([
        { itemId: 3, quantity: 4.5, cost: 120.5, description: 'Footing', boqKey: 'k-a' },
        { itemId: 4, quantity: 0, cost: 10, description: 'Bought', boqKey: 'k-b' },
      ]),
    ).toEqual([{ itemId: 3, itemName: 'Footing', description: 'Footing', rate: '120.5', quantity: '4.5', boqKey: 'k-a' }]);
  });
  it('request items carry numbers and drop empty lines', () => {
    expect(toRequestItems([line({ rate: '265.5', quantity: '3', boqKey: 'k' }), line({ quantity: '0' })])).toEqual([
      { itemId: 1, itemName: 'Cement', description: '', quantity: 3, rate: 265.5, amount: 796.5, boqKey: 'k' },
    ]);
  });
});

describe('delivery date', () => {
  it('defaults to today (Manila) + 3 days and is sent as ISO midnight UTC', () => {
    expect(defaultDeliveryDate(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-25');
    // 20:00 UTC on the 30th is already the 1st in Manila.
    expect(defaultDeliveryDate(new Date('2026-12-30T20:00:00Z'))).toBe('2027-01-03');
    expect(deliveryDateToIso('2026-11-25')).toBe('2026-11-25T00:00:00.000Z');
    expect(deliveryDateToIso('')).toBeNull();
    expect(deliveryDateToIso(null)).toBeNull();
    expect(deliveryDateToIso('25/11/2026')).toBeNull();
  });
});
