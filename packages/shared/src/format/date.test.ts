import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatDateTime, normalizeDateInput } from './date';

describe('dates', () => {
  it('replaces slashes with dashes', () => {
    expect(normalizeDateInput('2026/11/21')).toBe('2026-11-21');
  });
  it('formats an instant as YYYY-MM-DD in Philippine time', () => {
    // 2026-11-21 17:30 UTC is already 2026-11-22 01:30 in Manila.
    expect(formatDate(new Date('2026-11-21T17:30:00Z'))).toBe('2026-11-22');
    expect(formatDate('2026/01/05')).toBe('2026-01-05');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
  it('formats date-times as YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime('2026-11-21T01:05:00Z')).toBe('2026-11-21 09:05');
  });
  it('adds days across month ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
  });
});
