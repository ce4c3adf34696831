import { describe, expect, it } from 'vitest';
import { awaitedQuantity, orderDraftTotals, orderLineProblem, progressPercent } from './purchasing.progress';

describe('progressPercent', () => {
  it('is the share done, rounded down to a whole percent', () => {
    expect(progressPercent('3', '10')).toBe(30);
    expect(progressPercent('2', '3')).toBe(66);
    expect(progressPercent('9.999', '10')).toBe(99);
  });
  it('is 0 when nothing is due and never leaves 0 to 100', () => {
    expect(progressPercent('5', '0')).toBe(0);
    expect(progressPercent(null, null)).toBe(0);
    expect(progressPercent('12', '10')).toBe(100);
    expect(progressPercent('-1', '10')).toBe(0);
  });
});

describe('orderDraftTotals', () => {
  it('sums VAT-inclusive lines with the 12% inside the amount', () => {
    expect(orderDraftTotals([{ quantity: '10', unitPrice: '112', vatInclusive: true }])).toEqual({ amount: '1120.00', vat: '120.00', total: '1120.00' });
  });
  it('shows 12% on top of VAT-exclusive lines, the total staying the sum of amounts', () => {
    expect(orderDraftTotals([{ quantity: '10', unitPrice: '100', vatInclusive: false }])).toEqual({ amount: '1000.00', vat: '120.00', total: '1000.00' });
  });
  it('sums mixed lines exactly, without float drift', () => {
    const lines = [
      { quantity: '3', unitPrice: '0.1', vatInclusive: true },
      { quantity: '1.5', unitPrice: '250.25', vatInclusive: false },
    ];
    // 0.30 (vat 0.03 inside) + 375.38 (vat 45.05 on top)
    expect(orderDraftTotals(lines)).toEqual({ amount: '375.68', vat: '45.08', total: '375.68' });
  });
  it('counts a half-typed quantity or price as 0', () => {
    expect(orderDraftTotals([{ quantity: '', unitPrice: '100', vatInclusive: true }, { quantity: '2', unitPrice: '1.', vatInclusive: true }])).toEqual({
      amount: '2.00',
      vat: '0.21',
      total: '2.00',
    });
    expect(orderDraftTotals([{ quantity: '-', unitPrice: 'abc', vatInclusive: true }]).total).toBe('0.00');
  });
});

describe('orderLineProblem', () => {
  it('accepts a quantity up to what the request line still needs', () => {
    expect(orderLineProblem('5', '100', '5')).toBeNull();
    expect(orderLineProblem('0.5', '0', '5')).toBeNull();
  });
  it('refuses more than the request line still needs, naming what is left', () => {
    expect(orderLineProblem('5.01', '100', '5')).toBe('Only 5 still needed on this request line');
  });
  it('asks for a quantity above 0 and a price', () => {
    expect(orderLineProblem('0', '100', '5')).toBe('Enter a quantity above 0');
    expect(orderLineProblem('', '100', '5')).toBe('Enter a quantity above 0');
    expect(orderLineProblem('1', '', '5')).toBe('Enter a unit price of 0 or more');
  });
});

describe('awaitedQuantity', () => {
  it('is ordered less received', () => {
    expect(awaitedQuantity('10', '3.5')).toBe('6.5');
    expect(awaitedQuantity('0.3', '0.1')).toBe('0.2');
  });
  it('is never below 0', () => {
    expect(awaitedQuantity('10', '12')).toBe('0');
  });
});
