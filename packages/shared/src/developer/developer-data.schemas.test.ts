import { describe, expect, it } from 'vitest';
import { databaseRowsQuery, databaseTableQuery, isCalendarDate } from './developer-data.schemas';

describe('isCalendarDate', () => {
  it('accepts a day that exists, written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-03-02')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('refuses a day that does not exist or another writing', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-3-2')).toBe(false);
    expect(isCalendarDate('02/03/2026')).toBe(false);
    expect(isCalendarDate('2026-03-02T00:00')).toBe(false);
    expect(isCalendarDate('x2026-03-02')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('database viewer queries', () => {
  it('need a table name of 1 to 63 characters', () => {
    expect(databaseTableQuery.safeParse({ table: 'accounts' }).success).toBe(true);
    expect(databaseTableQuery.safeParse({ table: '' }).success).toBe(false);
    expect(databaseTableQuery.safeParse({ table: 'a'.repeat(63) }).success).toBe(true);
    expect(databaseTableQuery.safeParse({ table: 'a'.repeat(64) }).success).toBe(false);
    expect(databaseTableQuery.safeParse({}).success).toBe(false);
  });

  it('rows read the page and page size beside the table', () => {
    expect(databaseRowsQuery.parse({ table: 'accounts', page: '2', perPage: '5' })).toEqual({ table: 'accounts', page: 2, perPage: 5 });
    expect(databaseRowsQuery.safeParse({ table: 'a'.repeat(64) }).success).toBe(false);
  });
});
