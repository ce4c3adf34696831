import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity';

describe('formatQuantity', () => {
  it('drops trailing zeros and groups thousands', () => {
    expect(formatQuantity('12.5000')).toBe('12.5');
    expect(formatQuantity('1200.0000')).toBe('1,200');
    expect(formatQuantity('1234567.1250')).toBe('1,234,567.125');
  });
  it('keeps the sign of a negative balance and reads zero without one', () => {
    expect(formatQuantity('-4.0000')).toBe('-4');
    expect(formatQuantity('-0.0000')).toBe('0');
    expect(formatQuantity(null)).toBe('0');
  });
});
