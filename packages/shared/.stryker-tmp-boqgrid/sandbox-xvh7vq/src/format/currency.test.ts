// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { formatCurrency, formatCurrencyCompact, formatUnitCost } from './currency';

describe('formatCurrency', () => {
  it('shows the peso sign and 2 decimals with thousands separators', () => {
    expect(formatCurrency('1234.5')).toBe('₱1,234.50');
    expect(formatCurrency(0)).toBe('₱0.00');
    expect(formatCurrency('1000000')).toBe('₱1,000,000.00');
  });
  it('rounds half-up on the exact decimal, not a float', () => {
    expect(formatCurrency('1.005')).toBe('₱1.01');
    expect(formatCurrency('0.125')).toBe('₱0.13');
  });
  it('puts the minus before the sign', () => {
    expect(formatCurrency('-50')).toBe('-₱50.00');
  });
});

describe('formatCurrencyCompact', () => {
  it('shows amounts up to 1,000 in full', () => {
    expect(formatCurrencyCompact(999)).toBe('₱999.00');
    expect(formatCurrencyCompact(1000)).toBe('₱1,000.00');
  });
  it('uses K above 1,000 with one decimal below 10K', () => {
    expect(formatCurrencyCompact(1500)).toBe('₱1.5K');
    expect(formatCurrencyCompact(2000)).toBe('₱2K');
  });
  it('drops the decimal at 10K and above', () => {
    expect(formatCurrencyCompact(15_400)).toBe('₱15K');
    expect(formatCurrencyCompact(999_999)).toBe('₱1M');
  });
  it('uses M above 1,000,000, no decimal at 10M and above', () => {
    expect(formatCurrencyCompact(2_500_000)).toBe('₱2.5M');
    expect(formatCurrencyCompact(12_340_000)).toBe('₱12M');
  });
});

describe('formatUnitCost', () => {
  it('shows a unit cost as entered, with 2 to 4 decimals', () => {
    expect(formatUnitCost('0.1250')).toBe('₱0.125');
    expect(formatUnitCost('41.6663')).toBe('₱41.6663');
    expect(formatUnitCost('1250.0000')).toBe('₱1,250.00');
    expect(formatUnitCost('12.5')).toBe('₱12.50');
    expect(formatUnitCost(null)).toBe('₱0.00');
  });
});

describe('currency: signs', () => {
  it('an amount that rounds to zero has no minus sign', () => {
    expect(formatCurrency('-0.004')).toBe('₱0.00');
    expect(formatCurrency(-0.001)).toBe('₱0.00');
    expect(formatCurrency('-0.005')).toBe('-₱0.01');
    expect(formatCurrency('-1234.5')).toBe('-₱1,234.50');
  });
  it('compact amounts keep the minus sign', () => {
    expect(formatCurrencyCompact('-1500')).toBe('-₱1.5K');
    expect(formatCurrencyCompact(-2_500_000)).toBe('-₱2.5M');
    expect(formatCurrencyCompact('-12')).toBe('-₱12.00');
  });
});
