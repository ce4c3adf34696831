import Decimal from 'decimal.js';
import { addDays } from '../format/date';
import { isoWeekday } from '../manpower/schedule.resolve';

/**
 * Payroll groups and cutoffs (issue 15, decision 0055): the date ranges of a group's cutoffs in a
 * month, their pay dates and places in the month, how a month's contributions are split over
 * them, and the cutoff state machine. Pure: dates are 'YYYY-MM-DD' Philippine calendar days.
 */

export const PAYROLL_FREQUENCIES = ['SEMI_MONTHLY', 'MONTHLY', 'WEEKLY'] as const;
export type PayrollFrequency = (typeof PAYROLL_FREQUENCIES)[number];
export const CONTRIBUTION_SPLITS = ['FIRST', 'SECOND', 'HALF'] as const;
export type ContributionSplit = (typeof CONTRIBUTION_SPLITS)[number];
export const CUTOFF_STATUSES = ['OPEN', 'PROCESSING', 'FOR_APPROVAL', 'APPROVED', 'POSTED'] as const;
export type CutoffStatus = (typeof CUTOFF_STATUSES)[number];
/** Common working-days factors: 5 days a week (261), 6 days (313), every day (365). */
export const WORKING_DAYS_FACTORS = [261, 262, 313, 314, 365] as const;

export interface CutoffRange {
  periodStart: string;
  periodEnd: string;
  payDate: string;
  /** YYYY-MM: the month the cutoff ends in (whose contributions it carries). */
  month: string;
  monthSequence: number;
  isLastOfMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Days in a month (1-12) of a year. */
export const monthDays = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** The date of year/month/day, the month rolled over (month 0 is December of the year before, 13 January after). */
export function calendarDate(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
const shiftDays = addDays;

/**
 * The cutoffs of a payroll group that end in `year`-`month`, in order. A cutoff belongs to the
 * month it ends in.
 * - SEMI_MONTHLY: the two start days are the start day and 15 days from it (26: the 26th and the
 *   11th, so 26th-10th and 11th-25th; 1: 1st-15th and 16th-end of the month). Start days 1-28.
 * - MONTHLY: from the start day of the month before to the day before it (1: the calendar month).
 * - WEEKLY: `cutoffStartDay` is the weekday a week starts on (1 Monday ... 7 Sunday); the weeks that
 *   end in the month.
 * The pay date is `payDayOffset` days after the end.
 */
export function cutoffRanges(group: { frequency: string; cutoffStartDay: number; payDayOffset: number }, year: number, month: number): CutoffRange[] {
  const ranges: { periodStart: string; periodEnd: string }[] = [];
  const start = group.cutoffStartDay;
  if (group.frequency === 'WEEKLY') {
    const first = calendarDate(year, month, 1);
    const last = calendarDate(year, month, monthDays(year, month));
    // The week containing the 1st ends on the day before the next start weekday.
    let weekStart = shiftDays(first, -((isoWeekday(first) - start + 7) % 7));
    while (weekStart <= last) {
      const weekEnd = shiftDays(weekStart, 6);
      if (weekEnd >= first && weekEnd <= last) ranges.push({ periodStart: weekStart, periodEnd: weekEnd });
      weekStart = shiftDays(weekStart, 7);
    }
  } else if (group.frequency === 'MONTHLY') {
    if (start === 1) ranges.push({ periodStart: calendarDate(year, month, 1), periodEnd: calendarDate(year, month, monthDays(year, month)) });
    else ranges.push({ periodStart: calendarDate(year, month - 1, start), periodEnd: calendarDate(year, month, start - 1) });
  } else {
    const d1 = start > 15 ? start - 15 : start;
    const d2 = d1 + 15;
    if (d1 === 1) {
      ranges.push({ periodStart: calendarDate(year, month, 1), periodEnd: calendarDate(year, month, 15) });
      ranges.push({ periodStart: calendarDate(year, month, 16), periodEnd: calendarDate(year, month, monthDays(year, month)) });
    } else {
      ranges.push({ periodStart: calendarDate(year, month - 1, d2), periodEnd: calendarDate(year, month, d1 - 1) });
      ranges.push({ periodStart: calendarDate(year, month, d1), periodEnd: calendarDate(year, month, d2 - 1) });
    }
  }
  const monthKey = `${year}-${pad(month)}`;
  return ranges.map((r, i) => ({
    ...r,
    payDate: shiftDays(r.periodEnd, group.payDayOffset),
    month: monthKey,
    monthSequence: i + 1,
    isLastOfMonth: i === ranges.length - 1,
  }));
}

/** The tax table period of a group's cutoffs. */
export function taxPeriodOf(frequency: string): 'semi-monthly' | 'monthly' | 'weekly' {
  return frequency === 'MONTHLY' ? 'monthly' : frequency === 'WEEKLY' ? 'weekly' : 'semi-monthly';
}

/**
 * This cutoff's part of a month's contribution `monthTotal` when earlier cutoffs of the month took
 * `alreadyDeducted`: the month's last cutoff takes whatever is left (so a month always adds up to
 * the table); before it FIRST puts the whole month on the first cutoff, SECOND on the second, HALF
 * the lower half on the first (the odd centavo goes to the last).
 */
export function contributionShare(split: string, cutoff: { monthSequence: number; isLastOfMonth: boolean }, monthTotal: string, alreadyDeducted: string): string {
  const total = new Decimal(monthTotal);
  const left = total.minus(alreadyDeducted);
  if (cutoff.isLastOfMonth) return left.toFixed(2);
  if (split === 'FIRST' && cutoff.monthSequence === 1) return left.toFixed(2);
  if (split === 'SECOND' && cutoff.monthSequence === 2) return left.toFixed(2);
  if (split === 'HALF' && cutoff.monthSequence === 1) return total.div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
  return '0.00';
}

/** What may happen to a cutoff in each state (409 otherwise). */
export const CUTOFF_ACTIONS = {
  run: ['OPEN', 'FOR_APPROVAL'],
  post: ['APPROVED'],
  edit: ['OPEN'],
  delete: ['OPEN'],
} as const satisfies Record<string, readonly CutoffStatus[]>;
export type CutoffAction = keyof typeof CUTOFF_ACTIONS;
export const cutoffAllows = (status: string, action: CutoffAction) => (CUTOFF_ACTIONS[action] as readonly string[]).includes(status);

export const PAYROLL_MESSAGES = {
  groupCreated: 'Payroll group created',
  groupUpdated: 'Payroll group updated',
  groupDeleted: 'Payroll group deleted',
  groupNameTaken: (name: string) => `A payroll group named "${name}" already exists`,
  groupHasOpenCutoffs: 'This payroll group has cutoffs that are not posted yet',
  membersAssigned: (n: number) => `${n} ${n === 1 ? 'employee' : 'employees'} assigned`,
  membersRemoved: (n: number) => `${n} ${n === 1 ? 'employee' : 'employees'} removed`,
  cutoffsGenerated: (n: number) => (n === 0 ? 'The cutoffs of that month already exist' : `${n} ${n === 1 ? 'cutoff' : 'cutoffs'} generated`),
  cutoffCreated: 'Cutoff created',
  cutoffUpdated: 'Cutoff updated',
  cutoffDeleted: 'Cutoff deleted',
  cutoffOverlaps: 'The cutoff overlaps another cutoff of the group',
  runStarted: 'Payroll run started',
  cannotRun: (status: string) => `A cutoff that is ${status.replace('_', ' ').toLowerCase()} cannot be run again; adjust it in a later cutoff`,
  running: 'The payroll is already running for this cutoff',
  approved: 'Cutoff approved',
  notApproved: 'Only an approved cutoff can be posted',
  posted: 'Cutoff posted',
  notEditable: 'Only an open cutoff can be changed',
  periodOrder: 'must be on or after periodStart',
} as const;

/** Payroll pushes to the company room (spec part 1 section 7). */
export const PAYROLL_PUSH = {
  statusUpdated: 'cutoff-date-range-status-updated',
  listChanged: 'payroll-cutoff-list-changed',
  itemUpdated: 'payroll-cutoff-item-updated',
  queueProgress: 'payroll-queue-progress',
} as const;
/** cutoff-date-range-status-updated */
export interface CutoffStatusPayload {
  cutoffDateRangeId: number;
  status: CutoffStatus;
}
/** payroll-cutoff-list-changed: cutoffs were generated, created, changed or deleted. */
export interface CutoffListChangedPayload {
  action: 'generated' | 'created' | 'updated' | 'deleted';
  payrollGroupId: number;
  cutoffDateRangeIds: number[];
}
/** payroll-cutoff-item-updated: one employee's payslip of a cutoff changed. */
export interface CutoffItemPayload {
  cutoffDateRangeId: number;
  employeeId: number;
}
/** payroll-queue-progress: the run's progress. */
export interface PayrollQueueProgressPayload {
  cutoffDateRangeId: number;
  queueId: number;
  processed: number;
  total: number;
  percent: number;
}
