import { describe, expect, it } from 'vitest';
import { currentPhilippineMonth, periodFilters } from './months';

describe('periodFilters', () => {
  it.each([
    [null, null, []],
    [null, 11, []],
    [2026, null, [{ key: 'year', value: '2026' }]],
    [2026, 3, [{ key: 'month', value: '2026-03' }]],
    [2026, 11, [{ key: 'month', value: '2026-11' }]],
  ])('year %s, month %s', (year, month, filters) => expect(periodFilters(year, month)).toEqual(filters));
});

describe('currentPhilippineMonth', () => {
  it('is already the next month in Manila at 16:00 UTC on the last day', () => expect(currentPhilippineMonth(new Date('2026-11-30T16:00:00Z'))).toEqual({ year: 2026, month: 12 }));
  it('is still the same month at 15:59 UTC', () => expect(currentPhilippineMonth(new Date('2026-11-30T15:59:00Z'))).toEqual({ year: 2026, month: 11 }));
});
