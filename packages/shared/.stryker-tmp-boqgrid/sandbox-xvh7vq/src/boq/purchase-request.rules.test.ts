// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  boqPurchasingRefusal,
  boqRequestProblems,
  defaultDeliveryDate,
  isOverRequest,
  PURCHASE_REQUEST_BOQ_MESSAGES,
  remainingToRequest,
  deliveryDateToIso,
  dropEmptyLines,
  lineAmount,
  linesFromBoq,
  mergeLine,
  rateKeyAllowed,
  requestTotal,
  sanitizeRate,
  toRequestItems,
  type BoqLineToRequest,
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
  it('BOQ lines ticked for purchase become lines of the quantity left and the material unit cost; one with nothing left stays at 0', () => {
    const lines = linesFromBoq([
      { itemId: 3, quantity: 4.5, cost: 120.5, description: 'Footing', boqKey: 'k-a' },
      { itemId: 4, quantity: 0, cost: 10, description: 'Bought', boqKey: 'k-b' },
      { itemId: 5, quantity: -2, cost: 10, description: 'Over-bought', boqKey: 'k-c' },
    ]);
    expect(lines).toEqual([
      { itemId: 3, itemName: 'Footing', description: 'Footing', rate: '120.5', quantity: '4.5', boqKey: 'k-a', remaining: '4.5', overRequestReason: '' },
      { itemId: 4, itemName: 'Bought', description: 'Bought', rate: '10', quantity: '0', boqKey: 'k-b', remaining: '0', overRequestReason: '' },
      { itemId: 5, itemName: 'Over-bought', description: 'Over-bought', rate: '10', quantity: '0', boqKey: 'k-c', remaining: '0', overRequestReason: '' },
    ]);
    // Left at 0 they are dropped on submit.
    expect(toRequestItems(lines).map((l) => l.itemId)).toEqual([3]);
  });
  it('request items carry numbers and drop empty lines', () => {
    expect(toRequestItems([line({ rate: '265.5', quantity: '3', boqKey: 'k' }), line({ quantity: '0' })])).toEqual([
      { itemId: 1, itemName: 'Cement', description: '', quantity: 3, rate: 265.5, amount: 796.5, boqKey: 'k' },
    ]);
  });
  it('a line over what remains carries its reason (trimmed); one within it sends none', () => {
    expect(
      toRequestItems([
        line({ quantity: '12', boqKey: 'k', remaining: '10', overRequestReason: '  wastage on site  ' }),
        line({ itemId: 2, quantity: '10', boqKey: 'k2', remaining: '10', overRequestReason: 'not needed' }),
      ]),
    ).toEqual([
      { itemId: 1, itemName: 'Cement', description: '', quantity: 12, rate: 265.5, amount: 3186, boqKey: 'k', overRequestReason: 'wastage on site' },
      { itemId: 2, itemName: 'Cement', description: '', quantity: 10, rate: 265.5, amount: 2655, boqKey: 'k2' },
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

describe('requests against the BOQ', () => {
  it('the current revision takes requests even when submitted to the client; an older revision does not', () => {
    expect(boqPurchasingRefusal({ isCurrent: true })).toBeNull();
    expect(boqPurchasingRefusal({ isCurrent: false })).toBe(PURCHASE_REQUEST_BOQ_MESSAGES.boqNotCurrent);
    expect(PURCHASE_REQUEST_BOQ_MESSAGES.boqNotCurrent).toBe('This is an older revision of the Bill of Quantity: request purchases from the current revision');
  });
  const footing: BoqLineToRequest = { description: 'Footing F1', itemId: 7, itemName: 'Portland Cement 40kg', quantity: '10', quantityPurchased: '4' };
  const boq = new Map<string, BoqLineToRequest>([
    ['k-f', footing],
    ['k-empty', { description: 'Formworks', itemId: null, itemName: null, quantity: '5', quantityPurchased: '0' }],
    ['k-done', { ...footing, description: 'Slab', quantityPurchased: '12' }],
  ]);
  const req = (over: Partial<Parameters<typeof boqRequestProblems>[0][number]> = {}) => ({ index: 0, itemId: 7, itemName: 'Portland Cement 40kg', quantity: '6', boqKey: 'k-f', ...over });

  it('what remains is quantity - already requested, never below 0', () => {
    expect(remainingToRequest('10', '4')).toBe('6');
    expect(remainingToRequest('10', '4.25')).toBe('5.75');
    expect(remainingToRequest(10, 10)).toBe('0');
    expect(remainingToRequest('10', '12')).toBe('0');
    expect(remainingToRequest('', '')).toBe('0');
  });

  it('a dialog line is over when its quantity is above what remains; a line without a BOQ line never is', () => {
    expect(isOverRequest({ quantity: '6.0001', remaining: '6' })).toBe(true);
    expect(isOverRequest({ quantity: '6', remaining: '6' })).toBe(false);
    expect(isOverRequest({ quantity: '1', remaining: '0' })).toBe(true);
    expect(isOverRequest({ quantity: '999', remaining: null })).toBe(false);
    expect(isOverRequest({ quantity: '999' })).toBe(false);
  });

  it('exactly what remains passes; one more needs a reason; with a reason it passes', () => {
    expect(boqRequestProblems([req()], boq)).toEqual([]);
    expect(boqRequestProblems([req({ quantity: '6.5' })], boq)).toEqual([
      'items.0.overRequestReason: 6.5 of Portland Cement 40kg requested for BOQ line "Footing F1" is more than the 6 left: give a reason for requesting more',
    ]);
    expect(boqRequestProblems([req({ quantity: 504, overRequestReason: '   ' })], boq)).toEqual([PURCHASE_REQUEST_BOQ_MESSAGES.reasonRequired(0, '504', 'Portland Cement 40kg', 'Footing F1', '6')]);
    expect(boqRequestProblems([req({ quantity: 504, overRequestReason: 'Second pour after the failed test' })], boq)).toEqual([]);
  });

  it('lines naming the same BOQ line add up: the one that takes it past what remains (and those after) need the reason', () => {
    const lines = [req({ quantity: '4' }), req({ index: 1, quantity: '3' }), req({ index: 2, quantity: '1', overRequestReason: 'spare' }), req({ index: 3, quantity: '1' })];
    expect(boqRequestProblems(lines, boq)).toEqual([
      PURCHASE_REQUEST_BOQ_MESSAGES.reasonRequired(1, '7', 'Portland Cement 40kg', 'Footing F1', '6'),
      PURCHASE_REQUEST_BOQ_MESSAGES.reasonRequired(3, '9', 'Portland Cement 40kg', 'Footing F1', '6'),
    ]);
    // Other BOQ lines keep their own count.
    expect(boqRequestProblems([req({ quantity: '6' }), req({ index: 1, boqKey: 'k-done', quantity: '0.5' })], boq)).toEqual([
      'items.1.overRequestReason: 0.5 of Portland Cement 40kg requested for BOQ line "Slab" is more than the 0 left: give a reason for requesting more',
    ]);
  });

  it("a line must request its BOQ line's own item; a BOQ line without a catalogue item cannot be requested; every problem is listed", () => {
    expect(boqRequestProblems([req({ itemId: 8, itemName: 'Deformed Bar 12mm' }), req({ index: 1, boqKey: 'k-empty' }), req({ index: 2, quantity: 7 })], boq)).toEqual([
      'items.0.itemId: Deformed Bar 12mm is not the item of BOQ line "Footing F1" (Portland Cement 40kg)',
      'items.1.boqKey: BOQ line "Formworks" has no catalogue item to request',
      'items.2.overRequestReason: 7 of Portland Cement 40kg requested for BOQ line "Footing F1" is more than the 6 left: give a reason for requesting more',
    ]);
    // A different item does not use up the BOQ line's remaining quantity.
    expect(boqRequestProblems([req({ itemId: 8, itemName: 'Bar', quantity: 6 }), req({ index: 1, quantity: 6 })], boq)).toEqual([
      PURCHASE_REQUEST_BOQ_MESSAGES.itemMismatch(0, 'Bar', 'Footing F1', 'Portland Cement 40kg'),
    ]);
    // A key the map does not hold is the caller's 404, not a problem here.
    expect(boqRequestProblems([req({ boqKey: 'k-missing', quantity: 999 })], boq)).toEqual([]);
  });

  it('the BOQ messages, word for word', () => {
    expect(PURCHASE_REQUEST_BOQ_MESSAGES.boqNotLocked).toBe('Lock the Bill of Quantity before requesting a purchase from it');
    expect(PURCHASE_REQUEST_BOQ_MESSAGES.dialogReasonRequired).toBe('Give a reason for requesting more than what is left');
  });
});
