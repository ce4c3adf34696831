import { describe, expect, it } from 'vitest';
import { purchaseOrderPayload } from './purchase-order.schemas';
import { orderLineMoney } from './purchasing.constants';
import { orderTotals, PURCHASING_MESSAGES, quantityRemaining, requestStatusFromLines } from './purchasing.rules';

describe('quantityRemaining', () => {
  it('is quantity - ordered, exact, never below 0', () => {
    expect(quantityRemaining('10.0000', '3.3333').toString()).toBe('6.6667');
    expect(quantityRemaining('0.3', '0.1').toString()).toBe('0.2');
    expect(quantityRemaining('5', '7').toString()).toBe('0');
  });
});

describe('requestStatusFromLines', () => {
  it('nothing ordered is APPROVED, some PARTIALLY_ORDERED, every line fully ORDERED', () => {
    expect(requestStatusFromLines([{ quantity: '5', quantityOrdered: '0' }, { quantity: '2', quantityOrdered: '0' }])).toBe('APPROVED');
    expect(requestStatusFromLines([{ quantity: '5', quantityOrdered: '5' }, { quantity: '2', quantityOrdered: '0' }])).toBe('PARTIALLY_ORDERED');
    expect(requestStatusFromLines([{ quantity: '5', quantityOrdered: '4.9999' }])).toBe('PARTIALLY_ORDERED');
    expect(requestStatusFromLines([{ quantity: '5', quantityOrdered: '5' }, { quantity: '2', quantityOrdered: '2.0000' }])).toBe('ORDERED');
  });
});

describe('orderTotals', () => {
  it('total is the sum of amounts; VAT the sum of line VAT (inclusive and exclusive lines)', () => {
    const a = orderLineMoney('3', '265.50'); // 796.50, VAT inside 85.34
    const b = orderLineMoney('1.5', '100.01', false); // 150.02 (150.015 rounded), VAT added 18.00
    expect(a).toMatchObject({ amount: '796.50', vat: '85.34' });
    expect(b).toMatchObject({ amount: '150.02', vat: '18.00', gross: '168.02' });
    expect(orderTotals([a, b])).toEqual({ total: '946.52', vatAmount: '103.34' });
    expect(orderTotals([])).toEqual({ total: '0.00', vatAmount: '0.00' });
  });
});

describe('purchaseOrderPayload', () => {
  const valid = { supplierId: 1, warehouseId: 2, deliveryDate: '2026-12-01', lines: [{ purchaseRequestLineId: 3, quantity: 2, unitPrice: '10.25' }] };
  it('defaults lines to VAT-inclusive, terms to null, memo to empty', () => {
    expect(purchaseOrderPayload.parse(valid)).toEqual({ ...valid, deliveryTerms: null, memo: '', lines: [{ purchaseRequestLineId: 3, quantity: 2, unitPrice: 10.25, vatInclusive: true }] });
  });
  it('lists every problem', () => {
    const result = purchaseOrderPayload.safeParse({ supplierId: 0, warehouseId: 2, deliveryDate: 'soon', deliveryTerms: 'BY_AIR', lines: [{ purchaseRequestLineId: 3, quantity: 0, unitPrice: 1.005 }] });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['deliveryDate', 'deliveryTerms', 'lines.0.quantity', 'lines.0.unitPrice', 'supplierId']);
    expect(purchaseOrderPayload.safeParse({ ...valid, lines: [] }).error!.issues[0].message).toBe('add at least one line');
  });
});

describe('PURCHASING_MESSAGES', () => {
  it('names the request, its status and the quantities in words', () => {
    expect(PURCHASING_MESSAGES.requestNotApproved('PR-000001', 'FOR_APPROVAL')).toBe('Purchase request PR-000001 is for approval: only approved request lines can be ordered');
    expect(PURCHASING_MESSAGES.overOrdered(1, '7', 'Portland Cement 40kg', 'PR-000002', '6')).toBe('lines.1.quantity: 7 of Portland Cement 40kg is more than the 6 request PR-000002 still needs');
  });
});
