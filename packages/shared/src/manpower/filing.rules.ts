import { addDays } from '../format/date';
import { FILING_STATUS, FILING_TYPE, type FilingStatus, type FilingType } from './manpower.constants';

/**
 * Filings (issue 14, decision 0051): the checks every filing type needs, as pure rules the server
 * and the web share. Dates are Philippine calendar days, times 'HH:mm' on `dateFrom` (an end at or
 * before the start is the next day).
 */
export const FILING_CODE_PREFIX = 'FL';
export const FILING_DOCUMENT_TYPE = 'FILING' as const;

/** 'HH:mm', 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The longest filing: a leave (maternity leave is 105 days) or an official business trip. */
export const MAX_FILING_DAYS = 120;
/** The longest schedule adjustment in one filing. */
export const MAX_SCHEDULE_ADJUSTMENT_DAYS = 31;

/** Who may file for another employee and see every filing (within the branch limit). */
export const FILING_FOR_OTHERS_SCOPES = ['MANPOWER_TEAM_ATTENDANCE_ACCESS', 'MANPOWER_TIME_KEEPING_ACCESS_ALL', 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] as const;
/** Who sees every filing of the company (the HR view): the above and the filing approvers. */
export const FILING_ALL_SCOPES = [...FILING_FOR_OTHERS_SCOPES, 'MANPOWER_FILING_APPROVE_ACCESS'] as const;

export const FILING_MESSAGES = {
  created: 'Filing submitted for approval',
  canceled: 'Filing canceled',
  notLinked: 'Your account is not linked to an employee',
  notFiler: 'Only the person who filed it can cancel a pending filing',
  approvedLeaveByHrOnly: 'Only HR can cancel an approved leave',
  notCancelable: (status: FilingStatus, type: FilingType) =>
    status === 'APPROVED'
      ? `An approved ${FILING_TYPE.label[type].toLowerCase()} filing cannot be canceled`
      : `This filing is already ${FILING_STATUS.label[status].toLowerCase()}`,
  overlap: (type: FilingType, code: string) => `A pending or approved ${FILING_TYPE.label[type].toLowerCase()} filing (${code}) already covers these dates`,
  notEnoughCredits: (leaveCode: string, daysLeft: number) => `Not enough ${leaveCode} credits: ${formatLeaveDays(daysLeft)} left`,
  noLeaveDays: 'Every date chosen is a rest day or a holiday: there is no leave day to file',
  unknownLeaveType: 'leaveTypeId: is not a leave type of your company',
  unknownShift: 'shiftId: is not a shift of your company',
  unknownEmployee: 'Employee',
} as const;

export interface FilingFields {
  type: FilingType;
  dateFrom: string;
  dateTo: string;
  startTime?: string | null;
  endTime?: string | null;
  leaveTypeId?: number | null;
  isHalfDay?: boolean;
  shiftId?: number | null;
  timeIn?: string | null;
  timeOut?: string | null;
}

export interface FieldProblem {
  path: keyof FilingFields;
  message: string;
}

/** Calendar days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daySpan(from: string, to: string): number {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  return days < 0 ? 0 : days + 1;
}

/** Minutes from `start` to `end` ('HH:mm'); an end at or before the start is the next day. */
export function spanMinutes(start: string, end: string): number {
  const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const minutes = toMinutes(end) - toMinutes(start);
  return minutes <= 0 ? minutes + 24 * 60 : minutes;
}

/**
 * Every problem of a filing's fields for its type, each on the field to fix:
 * - dates in order, at most MAX_FILING_DAYS (schedule adjustments MAX_SCHEDULE_ADJUSTMENT_DAYS);
 * - LEAVE: a leave type; a half day is one day; no times;
 * - OVERTIME: one day, start and end times that differ;
 * - OFFICIAL_BUSINESS: both times or neither (whole days), different;
 * - SCHEDULE_ADJUSTMENT: the shift asked for (null: a rest day);
 * - ATTENDANCE_CORRECTION: one day, a time in or a time out (or both).
 */
export function filingProblems(input: FilingFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (path: keyof FilingFields, message: string) => problems.push({ path, message });
  const span = daySpan(input.dateFrom, input.dateTo);
  if (input.dateTo < input.dateFrom) add('dateTo', 'must be on or after the start date');
  else if (input.type === 'SCHEDULE_ADJUSTMENT' && span > MAX_SCHEDULE_ADJUSTMENT_DAYS) add('dateTo', `must be within ${MAX_SCHEDULE_ADJUSTMENT_DAYS} days of the start date`);
  else if (span > MAX_FILING_DAYS) add('dateTo', `must be within ${MAX_FILING_DAYS} days of the start date`);
  const oneDay = (what: string) => {
    if (input.dateTo !== input.dateFrom) add('dateTo', `must be the start date (${what} is for one day)`);
  };
  const bothTimes = (required: boolean) => {
    const { startTime, endTime } = input;
    if (required && !startTime) add('startTime', 'is required');
    if (required && !endTime) add('endTime', 'is required');
    if (!required && Boolean(startTime) !== Boolean(endTime)) add(startTime ? 'endTime' : 'startTime', 'is required with the other time');
    if (startTime && endTime && startTime === endTime) add('endTime', 'must differ from the start time');
  };
  const noTimes = () => {
    if (input.startTime) add('startTime', `is not used by a ${FILING_TYPE.label[input.type].toLowerCase()} filing`);
    if (input.endTime) add('endTime', `is not used by a ${FILING_TYPE.label[input.type].toLowerCase()} filing`);
  };
  switch (input.type) {
    case 'LEAVE':
      if (input.leaveTypeId == null) add('leaveTypeId', 'is required');
      if (input.isHalfDay && input.dateTo !== input.dateFrom) add('isHalfDay', 'a half day must be a single day');
      noTimes();
      break;
    case 'OVERTIME':
      oneDay('overtime');
      bothTimes(true);
      break;
    case 'OFFICIAL_BUSINESS':
      bothTimes(false);
      break;
    case 'SCHEDULE_ADJUSTMENT':
      noTimes();
      break;
    case 'ATTENDANCE_CORRECTION':
      oneDay('a correction');
      noTimes();
      if (!input.timeIn && !input.timeOut) add('timeIn', 'a time in or a time out is required');
      if (input.timeIn && input.timeOut && input.timeIn === input.timeOut) add('timeOut', 'must differ from the time in');
      break;
  }
  if (input.type !== 'LEAVE' && input.isHalfDay) add('isHalfDay', 'is only for a leave');
  return problems;
}

/** One day of a leave's range: what the schedule says and the holiday on it, if any. */
export interface LeaveDayInput {
  /** SHIFT: a work day; REST_DAY; NONE: no schedule (counted as a work day). */
  plan: 'SHIFT' | 'REST_DAY' | 'NONE';
  /** REGULAR, SPECIAL_NON_WORKING, SPECIAL_WORKING or null. */
  holidayType: string | null;
}

/**
 * A leave uses credits only on work days: not on rest days, not on regular or special
 * non-working holidays (paid or free anyway). A special working day is a work day. A day without
 * a schedule counts (nobody can tell it is free).
 */
export function isLeaveDay(day: LeaveDayInput): boolean {
  if (day.plan === 'REST_DAY') return false;
  return day.holidayType !== 'REGULAR' && day.holidayType !== 'SPECIAL_NON_WORKING';
}

/** The days a leave uses: its work days, or 0.5 for a half day that falls on one. */
export function leaveDayCount(days: readonly LeaveDayInput[], isHalfDay: boolean): number {
  const count = days.filter(isLeaveDay).length;
  return isHalfDay ? count * 0.5 : count;
}

/** "1 day", "0.5 days", "2 days", "1.5 days". */
export function formatLeaveDays(days: number): string {
  const value = Number(days.toFixed(2));
  return `${value} ${value === 1 ? 'day' : 'days'}`;
}

/** Two date ranges share at least one day. */
export function rangesOverlap(a: { dateFrom: string; dateTo: string }, b: { dateFrom: string; dateTo: string }): boolean {
  return a.dateFrom <= b.dateTo && b.dateFrom <= a.dateTo;
}

/** Every calendar date of a filing (a range, both ends included). */
export function filingDates(filing: { dateFrom: string; dateTo: string }): string[] {
  const dates: string[] = [];
  for (let date = filing.dateFrom; date <= filing.dateTo; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * Why a filing cannot be canceled by this person, or null: a PENDING filing only by the person who
 * filed it; an APPROVED leave only by HR (its credits come back); nothing else.
 */
export function filingCancelRefusal(
  filing: { status: FilingStatus; type: FilingType; filedById: number | null },
  who: { accountId: number; isLeaveAdmin: boolean },
): { status: 403 | 409; message: string } | null {
  if (filing.status === 'PENDING') return filing.filedById === who.accountId ? null : { status: 403, message: FILING_MESSAGES.notFiler };
  if (filing.status === 'APPROVED' && filing.type === 'LEAVE') return who.isLeaveAdmin ? null : { status: 403, message: FILING_MESSAGES.approvedLeaveByHrOnly };
  return { status: 409, message: FILING_MESSAGES.notCancelable(filing.status, filing.type) };
}
