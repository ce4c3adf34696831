import { describe, expect, it } from 'vitest';
import { cronProblem, nextRun, nextRuns } from './cron';

describe('cronProblem', () => {
  it('accepts five-field expressions', () => {
    expect(cronProblem('0 2 * * *')).toBeNull();
    expect(cronProblem(' */15 8-17 * * 1-5 ')).toBeNull();
    expect(cronProblem('0 0 1 1 *')).toBeNull();
  });

  it('refuses empty text, the wrong number of fields and values out of range, in plain words', () => {
    expect(cronProblem('  ')).toBe('Enter a cron expression such as "0 2 * * *" (every day at 2:00 AM)');
    expect(cronProblem('* * *')).toBe('A cron expression has 5 fields (minute, hour, day of month, month, day of week); this one has 3');
    expect(cronProblem('0 0 * * * *')).toContain('this one has 6');
    expect(cronProblem('61 * * * *')).toBe('Not a valid cron expression: 61 is outside 0-59');
    expect(cronProblem('0 25 * * *')).toBe('Not a valid cron expression: 25 is outside 0-23');
    expect(cronProblem('often * * * *')).toBe('Not a valid cron expression: a field holds a word cron does not know (use numbers, or names such as mon or jan)');
    expect(cronProblem('*/0 * * * *')).toBe('Not a valid cron expression: a step of 0 never repeats');
    expect(cronProblem('0 0 31 2 *')).toBe('Not a valid cron expression: that day of the month never comes in that month');
    expect(cronProblem('NaN NaN NaN NaN NaN')).not.toMatch(/NaN|expected/);
    expect(cronProblem('1 '.repeat(60))).toBe('A cron expression has at most 100 characters');
  });
});

describe('nextRuns', () => {
  it('counts in Philippine time (UTC+8)', () => {
    const from = new Date('2026-11-28T00:00:00Z'); // 08:00 in Manila
    expect(nextRuns('0 2 * * *', from, 3).map((d) => d.toISOString())).toEqual([
      '2026-11-28T18:00:00.000Z',
      '2026-11-29T18:00:00.000Z',
      '2026-11-30T18:00:00.000Z',
    ]);
  });

  it('is strictly after the given time', () => {
    const from = new Date('2026-11-28T18:00:00Z'); // exactly 02:00 Manila
    expect(nextRun('0 2 * * *', from).toISOString()).toBe('2026-11-29T18:00:00.000Z');
    expect(nextRun('*/15 * * * *', new Date('2026-11-28T18:07:30Z')).toISOString()).toBe('2026-11-28T18:15:00.000Z');
  });

  it('gives five runs by default and follows weekdays', () => {
    const runs = nextRuns('30 9 * * 1', new Date('2026-11-28T00:00:00Z'));
    expect(runs).toHaveLength(5);
    // Mondays 09:30 Manila = 01:30 UTC Monday.
    expect(runs[0].toISOString()).toBe('2026-11-30T01:30:00.000Z');
    expect(runs[1].toISOString()).toBe('2026-12-07T01:30:00.000Z');
  });

  it('throws the plain reason for an invalid expression', () => {
    expect(() => nextRuns('61 * * * *', new Date())).toThrow('Not a valid cron expression: 61 is outside 0-59');
  });
});
