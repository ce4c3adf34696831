/**
 * A student's attendance for one school day (issue 18, decision 0069). The gate decides first:
 * the student's first check_in of that Asia/Manila day at or before the school day's start plus
 * the late grace is PRESENT, a later one LATE, none ABSENT. A teacher's mark for that day (class
 * attendance) overrides what the gate says, and only it can say EXCUSED. Pure: no clock.
 */

export const CLASS_ATTENDANCE_STATUSES = ['PRESENT', 'LATE', 'ABSENT', 'EXCUSED'] as const;
export type ClassAttendanceStatus = (typeof CLASS_ATTENDANCE_STATUSES)[number];

export const CLASS_ATTENDANCE_LABELS: Record<ClassAttendanceStatus, string> = {
  PRESENT: 'Present',
  LATE: 'Late',
  ABSENT: 'Absent',
  EXCUSED: 'Excused',
};

/** The school day's defaults until a school saves its own (`school_settings`). */
export const DEFAULT_SCHOOL_DAY_START = '07:30';
export const DEFAULT_LATE_GRACE_MINUTES = 0;
export const MAX_LATE_GRACE_MINUTES = 240;

/** 'HH:MM' on a 24-hour clock. */
export const SCHOOL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const MANILA_OFFSET_MINUTES = 8 * 60;

/** The Asia/Manila calendar day (YYYY-MM-DD) and minute of the day of an instant (Manila keeps UTC+8, no summer time). */
export function manilaDayAndMinute(instant: Date | string): { day: string; minute: number } {
  const time = (instant instanceof Date ? instant : new Date(instant)).getTime();
  if (Number.isNaN(time)) throw new RangeError('Not a date and time');
  const shifted = new Date(time + MANILA_OFFSET_MINUTES * 60_000);
  const day = shifted.toISOString().slice(0, 10);
  return { day, minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** Minutes after midnight of 'HH:MM'. */
export function schoolMinutesOfDay(time: string): number {
  if (!SCHOOL_TIME_PATTERN.test(time)) throw new RangeError(`Not a time HH:MM: ${time}`);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export interface SchoolDay {
  /** 'HH:MM' */
  dayStartTime: string;
  lateGraceMinutes: number;
}

/**
 * What the gate says of a day: the first check_in's Manila minute against start + grace. The
 * comparison is by the minute: a tap at 07:45:59 is "at 07:45". A check_in on another Manila day
 * than `day` is not this day's (ABSENT).
 */
export function gateStatus(firstCheckIn: Date | string | null | undefined, day: string, school: SchoolDay): 'PRESENT' | 'LATE' | 'ABSENT' {
  if (firstCheckIn == null) return 'ABSENT';
  const at = manilaDayAndMinute(firstCheckIn);
  if (at.day !== day) return 'ABSENT';
  return at.minute <= schoolMinutesOfDay(school.dayStartTime) + school.lateGraceMinutes ? 'PRESENT' : 'LATE';
}

/** The day's status: the teacher's mark when there is one, else the gate's. */
export function dayStatus(firstCheckIn: Date | string | null | undefined, mark: ClassAttendanceStatus | null | undefined, day: string, school: SchoolDay): ClassAttendanceStatus {
  return mark ?? gateStatus(firstCheckIn, day, school);
}

export type AttendanceCounts = Record<ClassAttendanceStatus, number> & { total: number };

/** Counts of each status (total: every student counted). */
export function countStatuses(statuses: readonly ClassAttendanceStatus[]): AttendanceCounts {
  const counts: AttendanceCounts = { PRESENT: 0, LATE: 0, ABSENT: 0, EXCUSED: 0, total: statuses.length };
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/** Whether a status counts as a day present on the report card (SF9): present or late. */
export const countsAsPresent = (status: ClassAttendanceStatus) => status === 'PRESENT' || status === 'LATE';

/**
 * The school days of a range for the report card: Monday to Friday from `from` to `to` inclusive,
 * leaving out the `closed` dates (holidays). Dates are YYYY-MM-DD.
 */
export function schoolDaysBetween(from: string, to: string, closed: ReadonlySet<string> = new Set()): string[] {
  const days: string[] = [];
  let cursor = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  while (cursor <= end) {
    const day = cursor.toISOString().slice(0, 10);
    const weekday = cursor.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !closed.has(day)) days.push(day);
    cursor = new Date(cursor.getTime() + 86_400_000);
  }
  return days;
}
