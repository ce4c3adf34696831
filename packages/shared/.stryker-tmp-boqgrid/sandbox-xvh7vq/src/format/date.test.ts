// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { addDays, formatDate, formatDateTime, formatDisplayDate, formatDisplayDateTime, normalizeDateInput } from './date';

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

describe('dates: edges', () => {
  it('trims before replacing slashes', () => {
    expect(normalizeDateInput(' 2026/11/21 ')).toBe('2026-11-21');
  });
  it('a calendar date is kept as it is, in any time zone', () => {
    expect(formatDate('2026/11/21', 'America/Los_Angeles')).toBe('2026-11-21');
    expect(formatDate('2026-11-21', 'America/Los_Angeles')).toBe('2026-11-21');
  });
  it('an instant is shown in Manila: a timestamp string is not mistaken for a calendar date', () => {
    expect(formatDate('2026-11-21T20:00:00Z')).toBe('2026-11-22');
  });
  it('text that is not a date reads as empty; loose dates come out padded', () => {
    for (const text of ['x2026-11-21', '2026-ab-21', '2026-11-21x', 'nonsense']) expect(formatDate(text)).toBe('');
    for (const text of ['2026.11-21', '2026-11.21', '2026-1-21', '2026-11-2', '2-11-21']) expect(formatDate(text)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('null and undefined read as empty, not as 1970', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
  });
});

describe('dates from instants', () => {
  it('a Date or a timestamp is shown in Manila', () => {
    expect(formatDate(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22');
    expect(formatDate(Date.UTC(2026, 10, 21, 15, 0))).toBe('2026-11-21');
    expect(formatDateTime(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-22 00:30');
  });
});

describe('formatDisplayDate and formatDisplayDateTime', () => {
  it('reads a calendar date day first with the short month, never as ISO', () => {
    expect(formatDisplayDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDisplayDate('2026/01/05')).toBe('5 Jan 2026');
  });
  it('reads an instant in Philippine time', () => {
    // 23 Nov 2026 20:30 UTC is already 24 Nov in Manila.
    expect(formatDisplayDate('2026-11-23T20:30:00Z')).toBe('24 Nov 2026');
    expect(formatDisplayDateTime('2026-11-23T06:05:00Z')).toBe('23 Nov 2026, 2:05 PM');
    expect(formatDisplayDateTime(new Date('2026-11-22T16:00:00Z'))).toBe('23 Nov 2026, 12:00 AM');
  });
  it('is empty for nothing or a bad date', () => {
    expect(formatDisplayDate(null)).toBe('');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDateTime(undefined)).toBe('');
  });
});
