// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { toMoney } from './money';

describe('toMoney', () => {
  it('answers the exact amount with 2 decimals and the peso reading', () => {
    expect(toMoney('1500000')).toEqual({ raw: '1500000.00', formatted: '₱1,500,000.00' });
    expect(toMoney(0.125)).toEqual({ raw: '0.13', formatted: '₱0.13' });
  });
  it('reads a missing amount as zero', () => {
    expect(toMoney(null)).toEqual({ raw: '0.00', formatted: '₱0.00' });
  });
});
