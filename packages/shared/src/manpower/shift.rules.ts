/**
 * Shifts and schedules (issue 14, decision 0048): the pure rules. Times are 'HH:mm' Philippine
 * time; an end at or before the start crosses midnight (the day belongs to the start).
 */
export const MINUTES_PER_DAY = 1440;

/** 'HH:mm' from 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ShiftBreak {
  start: string;
  end: string;
}

export interface ShiftTimes {
  startTime: string;
  endTime: string;
  breaks: readonly ShiftBreak[];
  isFlexible: boolean;
  /** Asked only of a flexible shift: minutes of work counted from the first punch. */
  requiredMinutes?: number | null;
}

export const SHIFT_MESSAGES = {
  created: 'Shift created',
  updated: 'Shift updated',
  deleted: 'Shift deleted',
  inUse: (schedules: string) => `This shift is used by ${schedules}: take it out of the schedule before deleting it`,
  breakOutside: (index: number, start: string, end: string) => `breaks.${index}: must be inside the shift (${start} to ${end})`,
  breakEmpty: (index: number) => `breaks.${index}: must end after it starts`,
  breakOverlap: (index: number) => `breaks.${index}: overlaps another break`,
  flexibleMinutes: 'requiredMinutes: a flexible shift needs the minutes of work it asks for',
  flexibleTooLong: (span: number) => `requiredMinutes: must not be more than the shift's ${span} minutes`,
  noWork: 'breaks: leave some working time in the shift',
} as const;

export const SCHEDULE_MESSAGES = {
  created: 'Schedule created',
  updated: 'Schedule updated',
  deleted: 'Schedule deleted',
  inUse: 'This schedule is assigned to employees or teams from today on: end those assignments before deleting it',
  unknownShift: (id: number) => `The shift ${id} does not exist`,
  assigned: 'Schedule assigned',
  ended: 'Assignment ended',
  endBeforeStart: 'effectiveTo: must be on or after effectiveFrom',
  employeeOrTeam: 'Choose either an employee or a team',
  overrideSaved: 'Shift set for the day',
  overrideCleared: 'Day set back to the schedule',
  overrideFromFiling: 'This day was set by an approved schedule adjustment; change it with a new filing',
  planTooLong: 'to: the plan covers at most 31 days',
} as const;

/** 'HH:mm' -> minutes after midnight. */
export function timeToMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Minutes from `start` to `end` on a clock: an end at or before the start is the next day (24 h when equal). */
export function clockSpan(start: string, end: string): number {
  const diff = timeToMinutes(end) - timeToMinutes(start);
  return diff > 0 ? diff : diff + MINUTES_PER_DAY;
}

/** Whether the shift ends on the next calendar day. */
export function crossesMidnight(startTime: string, endTime: string): boolean {
  return timeToMinutes(endTime) <= timeToMinutes(startTime);
}

/** Minutes after the shift's start at which a clock time falls (0 … 1439). */
function offsetInShift(shiftStart: string, time: string): number {
  return (timeToMinutes(time) - timeToMinutes(shiftStart) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** Each break as [from, to] minutes after the shift's start. */
export function breakOffsets(startTime: string, breaks: readonly ShiftBreak[]): [number, number][] {
  return breaks.map((b) => {
    const from = offsetInShift(startTime, b.start);
    return [from, from + clockSpan(b.start, b.end)];
  });
}

/** The problems of a shift's times, in plain words (empty when it is fine). */
export function shiftProblems(shift: ShiftTimes): string[] {
  const problems: string[] = [];
  const span = clockSpan(shift.startTime, shift.endTime);
  const offsets = breakOffsets(shift.startTime, shift.breaks);
  offsets.forEach(([from, to], index) => {
    const b = shift.breaks[index];
    if (b.start === b.end) problems.push(SHIFT_MESSAGES.breakEmpty(index));
    else if (to > span) problems.push(SHIFT_MESSAGES.breakOutside(index, shift.startTime, shift.endTime));
    else if (offsets.some(([f, t], other) => other < index && from < t && f < to)) problems.push(SHIFT_MESSAGES.breakOverlap(index));
  });
  if (problems.length) return problems;
  const breakTotal = offsets.reduce((sum, [from, to]) => sum + (to - from), 0);
  if (breakTotal >= span) problems.push(SHIFT_MESSAGES.noWork);
  if (shift.isFlexible) {
    if (shift.requiredMinutes == null || shift.requiredMinutes <= 0) problems.push(SHIFT_MESSAGES.flexibleMinutes);
    else if (shift.requiredMinutes > span) problems.push(SHIFT_MESSAGES.flexibleTooLong(span));
  }
  return problems;
}

/**
 * Minutes of work a shift asks for: a flexible shift's own `requiredMinutes`; otherwise the span
 * from start to end (across midnight when the end is at or before the start) less its breaks.
 */
export function requiredMinutes(shift: ShiftTimes): number {
  if (shift.isFlexible) return shift.requiredMinutes ?? 0;
  const breakTotal = breakOffsets(shift.startTime, shift.breaks).reduce((sum, [from, to]) => sum + (to - from), 0);
  return clockSpan(shift.startTime, shift.endTime) - breakTotal;
}

/** "8h", "7h 30m", "45m". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** ISO weekdays 1 Monday … 7 Sunday with their names. */
export const WEEKDAYS = [
  { weekday: 1, label: 'Monday', short: 'Mon' },
  { weekday: 2, label: 'Tuesday', short: 'Tue' },
  { weekday: 3, label: 'Wednesday', short: 'Wed' },
  { weekday: 4, label: 'Thursday', short: 'Thu' },
  { weekday: 5, label: 'Friday', short: 'Fri' },
  { weekday: 6, label: 'Saturday', short: 'Sat' },
  { weekday: 7, label: 'Sunday', short: 'Sun' },
] as const;

/** Shift colours a user picks from (Mantine colour names). */
export const SHIFT_COLORS = ['blue', 'teal', 'green', 'lime', 'yellow', 'orange', 'red', 'pink', 'grape', 'violet', 'indigo', 'cyan', 'gray'] as const;

/** Whether an assignment's dates are in order (an open end is always fine). */
export const assignmentDatesValid = (effectiveFrom: string, effectiveTo: string | null | undefined) => effectiveTo == null || effectiveTo >= effectiveFrom;

/** The plan grid spans at most 31 days. */
export const MAX_PLAN_DAYS = 31;
