import { describe, expect, it } from 'vitest';
import { calendarDate, contributionShare, cutoffAllows, cutoffRanges, monthDays, taxPeriodOf } from './payroll.rules';
import { createCutoffRequest, payrollGroupRequest } from './payroll.schemas';

const semi = (cutoffStartDay: number, payDayOffset = 5) => ({ frequency: 'SEMI_MONTHLY', cutoffStartDay, payDayOffset });
const spans = (ranges: ReturnType<typeof cutoffRanges>) => ranges.map((r) => `${r.periodStart}..${r.periodEnd}`);

describe('cutoffRanges (decision 0055: a cutoff belongs to the month it ends in)', () => {
  it.each([
    // [start day, year, month, expected spans]
    [1, 2026, 1, ['2026-01-01..2026-01-15', '2026-01-16..2026-01-31']],
    [1, 2026, 2, ['2026-02-01..2026-02-15', '2026-02-16..2026-02-28']],
    [1, 2028, 2, ['2028-02-01..2028-02-15', '2028-02-16..2028-02-29']],
    [1, 2026, 4, ['2026-04-01..2026-04-15', '2026-04-16..2026-04-30']],
    [26, 2026, 3, ['2026-02-26..2026-03-10', '2026-03-11..2026-03-25']],
    [26, 2026, 1, ['2025-12-26..2026-01-10', '2026-01-11..2026-01-25']],
    [11, 2026, 3, ['2026-02-26..2026-03-10', '2026-03-11..2026-03-25']],
    [6, 2026, 5, ['2026-04-21..2026-05-05', '2026-05-06..2026-05-20']],
    [16, 2026, 2, ['2026-02-01..2026-02-15', '2026-02-16..2026-02-28']],
    [28, 2026, 3, ['2026-02-28..2026-03-12', '2026-03-13..2026-03-27']],
    [15, 2026, 4, ['2026-03-30..2026-04-14', '2026-04-15..2026-04-29']],
  ])('semi-monthly from day %i in %i-%i', (start, year, month, expected) => {
    expect(spans(cutoffRanges(semi(start), year, month))).toEqual(expected);
  });

  it('numbers the cutoffs of the month, marks the last and pays payDayOffset days after the end', () => {
    const [first, second] = cutoffRanges(semi(26, 5), 2026, 12);
    expect(first).toEqual({ periodStart: '2026-11-26', periodEnd: '2026-12-10', payDate: '2026-12-15', month: '2026-12', monthSequence: 1, isLastOfMonth: false });
    expect(second).toEqual({ periodStart: '2026-12-11', periodEnd: '2026-12-25', payDate: '2026-12-30', month: '2026-12', monthSequence: 2, isLastOfMonth: true });
    expect(cutoffRanges(semi(1, 0), 2026, 12)[1].payDate).toBe('2026-12-31');
  });

  it.each([
    [1, 2026, 2, ['2026-02-01..2026-02-28']],
    [26, 2026, 3, ['2026-02-26..2026-03-25']],
    [2, 2026, 1, ['2025-12-02..2026-01-01']],
  ])('monthly from day %i in %i-%i', (start, year, month, expected) => {
    const ranges = cutoffRanges({ frequency: 'MONTHLY', cutoffStartDay: start, payDayOffset: 5 }, year, month);
    expect(spans(ranges)).toEqual(expected);
    expect(ranges[0]).toMatchObject({ monthSequence: 1, isLastOfMonth: true });
  });

  it.each([
    // Weeks starting Monday (1) that end in November 2026 (1 Nov is a Sunday).
    [1, 2026, 11, ['2026-10-26..2026-11-01', '2026-11-02..2026-11-08', '2026-11-09..2026-11-15', '2026-11-16..2026-11-22', '2026-11-23..2026-11-29']],
    // Weeks starting Sunday (7).
    [7, 2026, 11, ['2026-11-01..2026-11-07', '2026-11-08..2026-11-14', '2026-11-15..2026-11-21', '2026-11-22..2026-11-28']],
    [3, 2026, 2, ['2026-01-28..2026-02-03', '2026-02-04..2026-02-10', '2026-02-11..2026-02-17', '2026-02-18..2026-02-24']],
    // May 2026 ends on a Sunday: its last Monday week ends on the 31st.
    [1, 2026, 5, ['2026-04-27..2026-05-03', '2026-05-04..2026-05-10', '2026-05-11..2026-05-17', '2026-05-18..2026-05-24', '2026-05-25..2026-05-31']],
  ])('weekly from weekday %i in %i-%i', (start, year, month, expected) => {
    const ranges = cutoffRanges({ frequency: 'WEEKLY', cutoffStartDay: start, payDayOffset: 3 }, year, month);
    expect(spans(ranges)).toEqual(expected);
    expect(ranges.map((r) => r.monthSequence)).toEqual(expected.map((_, i) => i + 1));
    expect(ranges.map((r) => r.isLastOfMonth)).toEqual(expected.map((_, i) => i === expected.length - 1));
  });

  it('knows month lengths and rolls dates over', () => {
    expect([monthDays(2026, 2), monthDays(2024, 2), monthDays(2026, 4), monthDays(2026, 12)]).toEqual([28, 29, 30, 31]);
    expect(calendarDate(2026, 0, 26)).toBe('2025-12-26');
    expect(calendarDate(2026, 13, 1)).toBe('2027-01-01');
  });
});

describe('contributionShare (the month always equals the table)', () => {
  const first = { monthSequence: 1, isLastOfMonth: false };
  const last = { monthSequence: 2, isLastOfMonth: true };
  it.each([
    // [split, month total, first cutoff, second cutoff]
    ['HALF', '1250.00', '625.00', '625.00'],
    ['HALF', '500.01', '250.00', '250.01'],
    ['HALF', '0.01', '0.00', '0.01'],
    ['FIRST', '1250.00', '1250.00', '0.00'],
    ['SECOND', '1250.00', '0.00', '1250.00'],
  ])('%s split of %s: %s then %s', (split, total, a, b) => {
    const one = contributionShare(split, first, total, '0');
    expect(one).toBe(a);
    const two = contributionShare(split, last, total, one);
    expect(two).toBe(b);
  });
  it('the last cutoff takes what is left, even when the month total changed', () => {
    expect(contributionShare('HALF', last, '1300.00', '625.00')).toBe('675.00');
    expect(contributionShare('FIRST', { monthSequence: 1, isLastOfMonth: true }, '900.00', '0')).toBe('900.00');
  });
  it('a middle weekly cutoff takes nothing; SECOND takes the rest on the second', () => {
    expect(contributionShare('HALF', { monthSequence: 2, isLastOfMonth: false }, '1000.00', '500.00')).toBe('0.00');
    expect(contributionShare('SECOND', { monthSequence: 2, isLastOfMonth: false }, '1000.00', '0')).toBe('1000.00');
    expect(contributionShare('FIRST', { monthSequence: 2, isLastOfMonth: false }, '1000.00', '1000.00')).toBe('0.00');
    // The month's total rose after the first cutoff: the difference waits for the last cutoff.
    expect(contributionShare('FIRST', { monthSequence: 2, isLastOfMonth: false }, '1100.00', '1000.00')).toBe('0.00');
    expect(contributionShare('SECOND', { monthSequence: 3, isLastOfMonth: false }, '1000.00', '1000.00')).toBe('0.00');
  });
});

describe('cutoff states', () => {
  it.each([
    ['OPEN', 'run', true],
    ['FOR_APPROVAL', 'run', true],
    ['PROCESSING', 'run', false],
    ['APPROVED', 'run', false],
    ['POSTED', 'run', false],
    ['APPROVED', 'post', true],
    ['FOR_APPROVAL', 'post', false],
    ['OPEN', 'edit', true],
    ['POSTED', 'delete', false],
  ] as const)('%s allows %s: %s', (status, action, allowed) => {
    expect(cutoffAllows(status, action)).toBe(allowed);
  });
  it('tax periods follow the frequency', () => {
    expect([taxPeriodOf('SEMI_MONTHLY'), taxPeriodOf('MONTHLY'), taxPeriodOf('WEEKLY')]).toEqual(['semi-monthly', 'monthly', 'weekly']);
  });
});

describe('request schemas', () => {
  const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  it.each([
    ['WEEKLY', 7, []],
    ['WEEKLY', 1, []],
    ['WEEKLY', 8, ['cutoffStartDay: must be a weekday 1 (Monday) to 7 (Sunday) for a weekly group']],
    ['SEMI_MONTHLY', 26, []],
    ['MONTHLY', 8, []],
  ] as const)('a %s group starting on %i: %j', (frequency, cutoffStartDay, expected) => {
    expect(problems(payrollGroupRequest.safeParse({ name: 'Field crew', frequency, cutoffStartDay }))).toEqual(expected);
  });
  it('a group takes the defaults: semi-monthly from the 1st, 261 days, paid 5 days after, contributions half each', () => {
    expect(payrollGroupRequest.parse({ name: ' Office ' })).toEqual({ name: 'Office', frequency: 'SEMI_MONTHLY', workingDaysPerYear: 261, cutoffStartDay: 1, payDayOffset: 5, contributionSplit: 'HALF' });
  });
  it.each([
    ['2026-11-15', []],
    ['2026-11-01', []],
    ['2026-10-31', ['periodEnd: must be on or after periodStart']],
  ] as const)('a cutoff from 2026-11-01 to %s: %j', (periodEnd, expected) => {
    expect(problems(createCutoffRequest.safeParse({ payrollGroupId: 1, periodStart: '2026-11-01', periodEnd }))).toEqual(expected);
  });
});
