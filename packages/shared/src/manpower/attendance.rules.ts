import { addDays } from '../format/date';
import { manilaInstant, minutesOfDay, shiftWindow } from './schedule.resolve';

/**
 * One employee-day of attendance (issue 14, decision 0050), computed from the day's plan, the
 * punches of its window, the holiday, approved filings and approved adjustments. Pure: the server
 * loads the rows and writes the answer into `attendance_days`.
 */

/** How far before a shift's start and after its end a punch still belongs to that day. */
export const WINDOW_BEFORE_MINUTES = 4 * 60;
export const WINDOW_AFTER_MINUTES = 8 * 60;
/** Regular hours of a day worked without a shift (rest day, no schedule): beyond is overtime. */
export const UNSCHEDULED_REGULAR_MINUTES = 8 * 60;
/** Night work (Labor Code art. 86): 22:00 to 06:00. */
export const NIGHT_START = '22:00';
export const NIGHT_END = '06:00';

export const ATTENDANCE_FLAG = {
  missingOut: 'MISSING_OUT',
  missingIn: 'MISSING_IN',
  noSchedule: 'NO_SCHEDULE',
  restDayWork: 'REST_DAY_WORK',
  holidayWork: 'HOLIDAY_WORK',
} as const;

export const ATTENDANCE_FLAG_LABEL: Record<string, string> = {
  MISSING_OUT: 'No time out',
  MISSING_IN: 'No time in',
  NO_SCHEDULE: 'No schedule',
  REST_DAY_WORK: 'Rest-day work',
  HOLIDAY_WORK: 'Holiday work',
};

export interface AttendanceShift {
  id: number;
  startTime: string;
  endTime: string;
  breaks: readonly { start: string; end: string }[];
  graceMinutes: number;
  isFlexible: boolean;
  requiredMinutes: number;
}

export type AttendancePlan = { kind: 'SHIFT'; shift: AttendanceShift } | { kind: 'REST_DAY' } | { kind: 'NONE' };

/** An approved filing touching the day (filings table, decision 0046). */
export interface AttendanceFiling {
  type: 'LEAVE' | 'OVERTIME' | 'OFFICIAL_BUSINESS' | 'SCHEDULE_ADJUSTMENT' | 'ATTENDANCE_CORRECTION' | string;
  dateFrom: string;
  dateTo: string;
  startTime?: string | null;
  endTime?: string | null;
  isHalfDay?: boolean;
  minutes?: number | null;
  leaveTypeCode?: string | null;
  timeIn?: Date | null;
  timeOut?: Date | null;
}

/** The fields an attendance adjustment may set (attendance_adjustments.changes). */
export const ADJUSTABLE_FIELDS = [
  'timeIn',
  'timeOut',
  'workedMinutes',
  'lateMinutes',
  'undertimeMinutes',
  'overtimeApprovedMinutes',
  'nightMinutes',
  'isAbsent',
] as const;
export type AdjustableField = (typeof ADJUSTABLE_FIELDS)[number];
export interface AttendanceChanges {
  timeIn?: string | null;
  timeOut?: string | null;
  workedMinutes?: number;
  lateMinutes?: number;
  undertimeMinutes?: number;
  overtimeApprovedMinutes?: number;
  nightMinutes?: number;
  isAbsent?: boolean;
}

export const ADJUSTABLE_FIELD_LABEL: Record<AdjustableField, string> = {
  timeIn: 'Time in',
  timeOut: 'Time out',
  workedMinutes: 'Worked minutes',
  lateMinutes: 'Late minutes',
  undertimeMinutes: 'Undertime minutes',
  overtimeApprovedMinutes: 'Approved overtime minutes',
  nightMinutes: 'Night minutes',
  isAbsent: 'Absent',
};

export interface AttendanceDayInput {
  date: string;
  plan: AttendancePlan;
  /** Punches of the day's window (any order). */
  punches: readonly Date[];
  holidayType?: string | null;
  filings?: readonly AttendanceFiling[];
  /** Approved adjustments of the day, oldest first. */
  adjustments?: readonly AttendanceChanges[];
  /** Days whose window has not ended yet are never absent nor missing a time out. */
  now?: Date;
}

export interface AttendanceDayValues {
  date: string;
  shiftId: number | null;
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  timeIn: Date | null;
  timeOut: Date | null;
  workedMinutes: number;
  lateMinutes: number;
  undertimeMinutes: number;
  overtimeCandidateMinutes: number;
  overtimeApprovedMinutes: number;
  nightMinutes: number;
  isAbsent: boolean;
  isRestDay: boolean;
  holidayType: string | null;
  leaveDays: '0' | '0.5' | '1';
  leaveTypeCode: string | null;
  officialBusinessMinutes: number;
  flags: string[];
  isAdjusted: boolean;
}

type Interval = readonly [number, number];
const MINUTE = 60_000;
const toMinutes = (ms: number) => Math.floor(ms / MINUTE);

/** Total length of the overlap of `a` with every interval of `list` (list intervals must not overlap). */
function overlapMs(a: Interval, list: readonly Interval[]): number {
  let total = 0;
  for (const b of list) total += Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
  return total;
}

/** Merges intervals into a sorted list without overlaps. */
export function mergeIntervals(list: readonly Interval[]): Interval[] {
  const sorted = list.filter(([s, e]) => e > s).sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** Measure of `a` minus whatever of it lies in `cut` (merged). */
function lengthWithout(a: Interval, cut: readonly Interval[]): number {
  return Math.max(0, a[1] - a[0]) - overlapMs(a, cut);
}

/** The night intervals (22:00-06:00 Manila) that can touch [from, to]. */
function nightIntervals(from: number, to: number): Interval[] {
  const out: Interval[] = [];
  const first = new Date(from - 24 * 60 * MINUTE);
  let date = new Date(first.getTime() + 8 * 60 * MINUTE).toISOString().slice(0, 10);
  for (let i = 0; i < 4; i++) {
    const s = manilaInstant(date, NIGHT_START).getTime();
    const e = manilaInstant(date, NIGHT_END, 1).getTime();
    if (s < to && e > from) out.push([s, e]);
    date = addDays(date, 1);
  }
  return out;
}

/** Minutes of the intervals (merged) falling between 22:00 and 06:00 Philippine time, across midnight too. */
export function nightMinutesOf(worked: readonly Interval[]): number {
  let total = 0;
  for (const w of mergeIntervals(worked)) total += overlapMs(w, nightIntervals(w[0], w[1]));
  return toMinutes(total);
}

/** A shift's breaks as instants on `date` (a break before the start time falls on the next day). */
export function breakIntervals(date: string, shift: Pick<AttendanceShift, 'startTime' | 'breaks'>): Interval[] {
  const start = minutesOfDay(shift.startTime);
  return shift.breaks.map((b) => {
    const s = minutesOfDay(b.start);
    const e = minutesOfDay(b.end);
    const sDay = s < start ? 1 : 0;
    const eDay = e <= s ? sDay + 1 : sDay;
    return [manilaInstant(date, b.start, sDay).getTime(), manilaInstant(date, b.end, eDay).getTime()] as const;
  });
}

/**
 * Where each day's punches are looked for (decision 0050): a shift day from 4 h before its start
 * to 8 h after its end (a shift across midnight belongs to the day it starts); a rest day or a day
 * without a schedule is its calendar day. When two windows meet, a shift wins over a day without
 * one, and between two shifts the boundary is halfway between the first's end and the next's start.
 * `days` are consecutive dates; each answer is [from, to).
 */
export function punchWindows(days: readonly { date: string; shift?: Pick<AttendanceShift, 'startTime' | 'endTime'> | null }[]): { date: string; from: Date; to: Date }[] {
  const natural = days.map(({ date, shift }) => {
    if (!shift) return { date, shift: false, anchorStart: manilaInstant(date, '00:00').getTime(), anchorEnd: manilaInstant(date, '00:00', 1).getTime(), from: 0, to: 0 };
    const { start, end } = shiftWindow(date, shift);
    return { date, shift: true, anchorStart: start.getTime(), anchorEnd: end.getTime(), from: start.getTime() - WINDOW_BEFORE_MINUTES * MINUTE, to: end.getTime() + WINDOW_AFTER_MINUTES * MINUTE };
  });
  for (const n of natural) if (!n.shift) [n.from, n.to] = [n.anchorStart, n.anchorEnd];
  for (let i = 0; i + 1 < natural.length; i++) {
    const a = natural[i];
    const b = natural[i + 1];
    if (a.to <= b.from) continue;
    let boundary: number;
    if (a.shift && b.shift) boundary = Math.max(a.anchorEnd, Math.min(b.anchorStart, Math.round((a.anchorEnd + b.anchorStart) / 2)));
    else if (a.shift) boundary = a.to;
    else boundary = b.from;
    a.to = boundary;
    b.from = boundary;
  }
  return natural.map((n) => ({ date: n.date, from: new Date(n.from), to: new Date(Math.max(n.from, n.to)) }));
}

const covers = (f: AttendanceFiling, date: string) => f.dateFrom <= date && date <= f.dateTo;

/** A filing's time range on `date` ('HH:mm' on the day, an end at or before the start being the next day). */
function filingInterval(date: string, f: AttendanceFiling): Interval | null {
  if (!f.startTime || !f.endTime) return null;
  const w = shiftWindow(date, { startTime: f.startTime, endTime: f.endTime });
  return [w.start.getTime(), w.end.getTime()];
}

/** Holidays on which a scheduled employee who does not work is not absent. */
export const NON_WORKING_HOLIDAYS: readonly string[] = ['REGULAR', 'SPECIAL_NON_WORKING'];

/**
 * Computes one employee-day (decision 0050). Minutes are whole minutes (seconds dropped).
 */
export function computeAttendanceDay(input: AttendanceDayInput): AttendanceDayValues {
  const { date, plan } = input;
  const filings = (input.filings ?? []).filter((f) => covers(f, date));
  const holidayType = input.holidayType ?? null;
  const shift = plan.kind === 'SHIFT' ? plan.shift : null;
  const window = shift ? shiftWindow(date, shift) : null;
  const flags: string[] = [];

  // Punches: first in, last out; an approved correction (then an adjustment) replaces them.
  const punches = [...input.punches].map((p) => p.getTime()).sort((a, b) => a - b);
  let timeIn: number | null = punches.length ? punches[0] : null;
  let timeOut: number | null = punches.length > 1 ? punches[punches.length - 1] : null;
  for (const f of filings) {
    if (f.type !== 'ATTENDANCE_CORRECTION') continue;
    if (f.timeIn) timeIn = f.timeIn.getTime();
    if (f.timeOut) timeOut = f.timeOut.getTime();
  }
  const adjustments = input.adjustments ?? [];
  for (const a of adjustments) {
    if (a.timeIn !== undefined) timeIn = a.timeIn === null ? null : Date.parse(a.timeIn);
    if (a.timeOut !== undefined) timeOut = a.timeOut === null ? null : Date.parse(a.timeOut);
  }
  if (timeIn !== null && timeOut !== null && timeOut < timeIn) [timeIn, timeOut] = [timeOut, timeIn];

  const leave = filings.find((f) => f.type === 'LEAVE');
  const obFilings = filings.filter((f) => f.type === 'OFFICIAL_BUSINESS');
  const overtimeFilings = filings.filter((f) => f.type === 'OVERTIME');
  const isWorkday = plan.kind === 'SHIFT' && !NON_WORKING_HOLIDAYS.includes(holidayType ?? '');
  const now = input.now?.getTime() ?? Number.POSITIVE_INFINITY;
  const dayOver = window ? window.end.getTime() + WINDOW_AFTER_MINUTES * MINUTE <= now : manilaInstant(date, '00:00', 1).getTime() <= now;

  const hasIn = timeIn !== null;
  const hasOut = timeOut !== null;
  if (hasIn && !hasOut && dayOver) flags.push(ATTENDANCE_FLAG.missingOut);
  if (!hasIn && hasOut) flags.push(ATTENDANCE_FLAG.missingIn);
  if (plan.kind === 'NONE') flags.push(ATTENDANCE_FLAG.noSchedule);
  const punched = hasIn || hasOut;
  if (punched && plan.kind === 'REST_DAY') flags.push(ATTENDANCE_FLAG.restDayWork);
  if (punched && NON_WORKING_HOLIDAYS.includes(holidayType ?? '')) flags.push(ATTENDANCE_FLAG.holidayWork);

  // Leave counts only on a scheduled workday.
  const leaveDays: AttendanceDayValues['leaveDays'] = leave && isWorkday ? (leave.isHalfDay ? '0.5' : '1') : '0';
  const leaveTypeCode = leaveDays !== '0' ? (leave?.leaveTypeCode ?? null) : null;

  const presence: Interval | null = hasIn && hasOut ? [timeIn!, timeOut!] : null;
  let worked = 0;
  let late = 0;
  let undertime = 0;
  let candidate = 0;
  let obMinutes = 0;
  let night = 0;

  if (shift && window) {
    const start = window.start.getTime();
    const end = window.end.getTime();
    const breaks = mergeIntervals(breakIntervals(date, shift));
    const obIntervals = obFilings.map((f) => filingInterval(date, f) ?? ([start, end] as const));
    const ob = mergeIntervals(obIntervals.map(([s, e]) => [Math.max(s, start), Math.min(e, end)] as const));
    // Time at work inside the shift: the punched span and official business, breaks not counted.
    const atWork = mergeIntervals([...(presence ? [presence] : []), ...ob]);
    obMinutes = toMinutes(ob.reduce((sum, i) => sum + lengthWithout(i, breaks), 0));
    if (shift.isFlexible) {
      const spanMs = atWork.reduce((sum, i) => sum + lengthWithout(i, breaks), 0);
      const total = toMinutes(spanMs);
      worked = Math.min(total, shift.requiredMinutes);
      candidate = Math.max(0, total - shift.requiredMinutes);
      undertime = atWork.length ? Math.max(0, shift.requiredMinutes - total) : 0;
    } else {
      const inside = atWork.map(([s, e]) => [Math.max(s, start), Math.min(e, end)] as const).filter(([s, e]) => e > s);
      worked = Math.min(toMinutes(inside.reduce((sum, i) => sum + lengthWithout(i, breaks), 0)), shift.requiredMinutes);
      const firstIn = atWork.length ? atWork[0][0] : hasIn ? timeIn! : null;
      if (firstIn !== null) {
        const lateBy = toMinutes(firstIn - start);
        late = lateBy > shift.graceMinutes ? lateBy : 0;
      }
      const lastOut = atWork.length ? atWork[atWork.length - 1][1] : null;
      if (lastOut !== null && lastOut < end) undertime = toMinutes(end - lastOut) - toMinutes(overlapMs([Math.max(lastOut, start), end], breaks));
      if (presence && presence[1] > end) candidate = toMinutes(presence[1] - end);
    }
    if (presence) night = nightMinutesOf([[presence[0], presence[1]]].flatMap(([s, e]) => splitWithout([s, e], breaks)));
    if (leaveDays === '1') {
      late = 0;
      undertime = 0;
    } else if (leaveDays === '0.5') {
      // A half-day leave excuses up to half the shift's required minutes of lateness and undertime.
      let excuse = Math.floor(shift.requiredMinutes / 2);
      const lateOff = Math.min(late, excuse);
      late -= lateOff;
      excuse -= lateOff;
      undertime -= Math.min(undertime, excuse);
    }
  } else if (presence) {
    // Rest day or no schedule: the punched span, its first 8 hours regular and the rest overtime.
    const total = toMinutes(presence[1] - presence[0]);
    worked = Math.min(total, UNSCHEDULED_REGULAR_MINUTES);
    candidate = Math.max(0, total - UNSCHEDULED_REGULAR_MINUTES);
    night = nightMinutesOf([presence]);
  }
  if (!shift) obMinutes = 0;

  // Overtime: the minutes asked by approved filings, never more than the candidates.
  let asked = 0;
  for (const f of overtimeFilings) {
    const interval = filingInterval(date, f);
    asked += f.minutes ?? (interval ? toMinutes(interval[1] - interval[0]) : 0);
  }
  let overtimeApproved = Math.min(asked, candidate);

  let isAbsent = isWorkday && !punched && leaveDays === '0' && obMinutes === 0 && dayOver;
  if (isAbsent) {
    late = 0;
    undertime = 0;
  }

  const values: AttendanceDayValues = {
    date,
    shiftId: shift?.id ?? null,
    scheduledStart: window?.start ?? null,
    scheduledEnd: window?.end ?? null,
    timeIn: timeIn === null ? null : new Date(timeIn),
    timeOut: timeOut === null ? null : new Date(timeOut),
    workedMinutes: worked,
    lateMinutes: late,
    undertimeMinutes: Math.max(0, undertime),
    overtimeCandidateMinutes: candidate,
    overtimeApprovedMinutes: overtimeApproved,
    nightMinutes: night,
    isAbsent,
    isRestDay: plan.kind === 'REST_DAY',
    holidayType,
    leaveDays,
    leaveTypeCode,
    officialBusinessMinutes: obMinutes,
    flags,
    isAdjusted: false,
  };

  // Approved adjustments set the fields they name, last one winning.
  for (const a of adjustments) {
    if (a.workedMinutes !== undefined) values.workedMinutes = a.workedMinutes;
    if (a.lateMinutes !== undefined) values.lateMinutes = a.lateMinutes;
    if (a.undertimeMinutes !== undefined) values.undertimeMinutes = a.undertimeMinutes;
    if (a.overtimeApprovedMinutes !== undefined) overtimeApproved = values.overtimeApprovedMinutes = a.overtimeApprovedMinutes;
    if (a.nightMinutes !== undefined) values.nightMinutes = a.nightMinutes;
    if (a.isAbsent !== undefined) isAbsent = values.isAbsent = a.isAbsent;
    values.isAdjusted = true;
  }
  return values;
}

/** An interval minus the cut intervals, as the pieces left. */
function splitWithout(a: Interval, cut: readonly Interval[]): Interval[] {
  let pieces: Interval[] = [a];
  for (const c of cut) {
    pieces = pieces.flatMap(([s, e]) => {
      if (c[1] <= s || c[0] >= e) return [[s, e] as const];
      const out: Interval[] = [];
      if (c[0] > s) out.push([s, c[0]]);
      if (c[1] < e) out.push([c[1], e]);
      return out;
    });
  }
  return pieces;
}

/** A cutoff's totals for one employee (payroll-time-keeping). */
export interface AttendanceSummary {
  daysWorked: number;
  absences: number;
  lateMinutes: number;
  undertimeMinutes: number;
  overtimeCandidateMinutes: number;
  overtimeApprovedMinutes: number;
  nightMinutes: number;
  leaveDays: string;
  restDayWorkDays: number;
  holidayWorkDays: number;
  flaggedDays: number;
}

type SummaryDay = Pick<
  AttendanceDayValues,
  'workedMinutes' | 'isAbsent' | 'lateMinutes' | 'undertimeMinutes' | 'overtimeCandidateMinutes' | 'overtimeApprovedMinutes' | 'nightMinutes' | 'flags' | 'timeIn' | 'timeOut'
> & { leaveDays: string | number };

/** Days worked count a day with any worked minutes or a punch; leave days are summed exactly in halves. */
export function summarizeAttendance(days: readonly SummaryDay[]): AttendanceSummary {
  const s: AttendanceSummary = {
    daysWorked: 0,
    absences: 0,
    lateMinutes: 0,
    undertimeMinutes: 0,
    overtimeCandidateMinutes: 0,
    overtimeApprovedMinutes: 0,
    nightMinutes: 0,
    leaveDays: '0',
    restDayWorkDays: 0,
    holidayWorkDays: 0,
    flaggedDays: 0,
  };
  let halves = 0;
  for (const d of days) {
    if (d.workedMinutes > 0 || (!d.isAbsent && (d.timeIn || d.timeOut))) s.daysWorked += 1;
    if (d.isAbsent) s.absences += 1;
    s.lateMinutes += d.lateMinutes;
    s.undertimeMinutes += d.undertimeMinutes;
    s.overtimeCandidateMinutes += d.overtimeCandidateMinutes;
    s.overtimeApprovedMinutes += d.overtimeApprovedMinutes;
    s.nightMinutes += d.nightMinutes;
    halves += Math.round(Number(d.leaveDays) * 2);
    if (d.flags.includes(ATTENDANCE_FLAG.restDayWork)) s.restDayWorkDays += 1;
    if (d.flags.includes(ATTENDANCE_FLAG.holidayWork)) s.holidayWorkDays += 1;
    if (d.flags.some((f) => f === ATTENDANCE_FLAG.missingOut || f === ATTENDANCE_FLAG.missingIn || f === ATTENDANCE_FLAG.noSchedule)) s.flaggedDays += 1;
  }
  s.leaveDays = halves % 2 === 0 ? String(halves / 2) : `${(halves - 1) / 2}.5`;
  return s;
}

/** What a team-attendance cell shows first (one badge). */
export type AttendanceMark = 'ABSENT' | 'LEAVE' | 'HOLIDAY' | 'REST_DAY' | 'LATE' | 'PRESENT' | 'INCOMPLETE' | 'NO_SCHEDULE' | 'UPCOMING';

export const ATTENDANCE_MARK = {
  ABSENT: { label: 'Absent', color: 'red' },
  LEAVE: { label: 'On leave', color: 'blue' },
  HOLIDAY: { label: 'Holiday', color: 'grape' },
  REST_DAY: { label: 'Rest day', color: 'gray' },
  LATE: { label: 'Late', color: 'orange' },
  PRESENT: { label: 'Present', color: 'green' },
  INCOMPLETE: { label: 'Incomplete', color: 'yellow' },
  NO_SCHEDULE: { label: 'No schedule', color: 'gray' },
  UPCOMING: { label: 'Upcoming', color: 'gray' },
} as const satisfies Record<AttendanceMark, { label: string; color: string }>;

export function attendanceMark(day: {
  isAbsent: boolean;
  leaveDays: string | number;
  holidayType: string | null;
  isRestDay: boolean;
  lateMinutes: number;
  timeIn: unknown;
  timeOut: unknown;
  flags: readonly string[];
  shiftId: number | null;
  workedMinutes?: number;
}): AttendanceMark {
  if (day.isAbsent) return 'ABSENT';
  if (Number(day.leaveDays) > 0) return 'LEAVE';
  const punched = Boolean(day.timeIn || day.timeOut);
  if (!punched && day.holidayType && NON_WORKING_HOLIDAYS.includes(day.holidayType)) return 'HOLIDAY';
  if (!punched && day.isRestDay) return 'REST_DAY';
  if (day.flags.includes(ATTENDANCE_FLAG.missingOut) || day.flags.includes(ATTENDANCE_FLAG.missingIn)) return 'INCOMPLETE';
  if (day.lateMinutes > 0) return 'LATE';
  if (punched || (day.workedMinutes ?? 0) > 0) return 'PRESENT';
  if (day.flags.includes(ATTENDANCE_FLAG.noSchedule)) return 'NO_SCHEDULE';
  return 'UPCOMING';
}
