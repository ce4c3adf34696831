import { describe, expect, it } from 'vitest';
import { formatQuantity } from './quantity';

describe('formatQuantity', () => {
  it('groups thousands and drops trailing zeros', () => {
    expect(formatQuantity('475.0000')).toBe('475');
    expect(formatQuantity('1200.5000')).toBe('1,200.5');
    expect(formatQuantity('1234567.1234')).toBe('1,234,567.1234');
    expect(formatQuantity(25)).toBe('25');
    expect(formatQuantity('1200')).toBe('1,200');
    expect(formatQuantity('1.0500')).toBe('1.05');
    expect(formatQuantity(' 12.50 ')).toBe('12.5');
  });
  it('keeps at most 4 decimals, leading zeros trimmed, no negative zero', () => {
    expect(formatQuantity('0.12345')).toBe('0.1234');
    expect(formatQuantity('007.5')).toBe('7.5');
    expect(formatQuantity('-0.0000')).toBe('0');
    expect(formatQuantity('-12.50')).toBe('-12.5');
    expect(formatQuantity('-12')).toBe('-12');
    expect(formatQuantity('-0.5')).toBe('-0.5');
    expect(formatQuantity('-00.000')).toBe('0');
  });
  it('empty is 0; what is not a number is shown as it came', () => {
    expect(formatQuantity(null)).toBe('0');
    expect(formatQuantity(undefined)).toBe('0');
    expect(formatQuantity('')).toBe('0');
    expect(formatQuantity('n/a')).toBe('n/a');
    expect(formatQuantity('x12')).toBe('x12');
    expect(formatQuantity('12 kg')).toBe('12 kg');
  });
});
