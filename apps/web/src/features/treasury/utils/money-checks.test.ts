import { describe, expect, it } from 'vitest';
import { isMoreThanHeld } from './money-checks';

describe('isMoreThanHeld', () => {
  it('compares exact decimals: a centavo more is more', () => {
    expect(isMoreThanHeld('100.00', '100.01')).toBe(true);
    expect(isMoreThanHeld('100.00', 100)).toBe(false);
    expect(isMoreThanHeld('0.30', 0.3)).toBe(false);
  });
  it('a field not holding a number yet is not more', () => {
    expect(isMoreThanHeld('100.00', '')).toBe(false);
    expect(isMoreThanHeld('100.00', '-')).toBe(false);
    expect(isMoreThanHeld('100.00', 'abc')).toBe(false);
  });
});
