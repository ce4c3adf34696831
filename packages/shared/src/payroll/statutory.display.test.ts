import { describe, expect, it } from 'vitest';
import { amountPlus, amountTimes, centavoBefore, ratePercent } from './statutory.display';

describe('statutory display helpers', () => {
  it.each([
    ['0.05', '5%'],
    ['0.10', '10%'],
    ['0.015', '1.5%'],
    ['0', '0%'],
  ])('rate %s reads %s', (rate, text) => expect(ratePercent(rate)).toBe(text));
  it('the last centavo of a band, products and sums to the centavo', () => {
    expect(centavoBefore('5250.00')).toBe('5249.99');
    expect(amountTimes('10000.10', '0.05')).toBe('500.01');
    expect(amountPlus('750.00', '1500.00')).toBe('2250.00');
  });
});
