import { addDays } from '../format/date';
import { MANILA_OFFSET_MINUTES } from './manpower.constants';

/**
 * Which shift an employee works on a day (decision 0046): a day override first, then the
 * employee's own schedule assignment with the latest start covering the day, then their team's;
 * the schedule's weekday row gives the shift, or a rest day. Pure: the server loads the rows.
 */
export interface ScheduleAssignmentRow {
  id: number;
  scheduleId: number;
  effectiveFrom: string;
  effectiveTo: string | null;
}

export interface ShiftOverrideRow {
  date: string;
  shiftId: number | null;
  source: string;
}

/** Per schedule id: ISO weekday (1 Monday … 7 Sunday) -> shift id, or null for a rest day. */
export type ScheduleWeeks = ReadonlyMap<number, ReadonlyMap<number, number | null>>;

export type PlanSource = 'OVERRIDE' | 'EMPLOYEE' | 'TEAM';
export type DayPlan =
  | { kind: 'SHIFT'; shiftId: number; source: PlanSource; scheduleId: number | null }
  | { kind: 'REST_DAY'; source: PlanSource; scheduleId: number | null }
  | { kind: 'NONE' };

/** ISO weekday of a YYYY-MM-DD calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Every calendar date from `from` to `to`, both included (empty when `to` is before `from`). */
export function eachDate(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The assignment in force on `date`: covering it, latest `effectiveFrom`, then latest id. */
export function assignmentOn(date: string, assignments: readonly ScheduleAssignmentRow[]): ScheduleAssignmentRow | undefined {
  let best: ScheduleAssignmentRow | undefined;
  for (const a of assignments) {
    if (a.effectiveFrom > date || (a.effectiveTo !== null && a.effectiveTo < date)) continue;
    if (!best || a.effectiveFrom > best.effectiveFrom || (a.effectiveFrom === best.effectiveFrom && a.id > best.id)) best = a;
  }
  return best;
}

export function resolveDayPlan(
  date: string,
  input: {
    override?: ShiftOverrideRow;
    employeeAssignments: readonly ScheduleAssignmentRow[];
    teamAssignments: readonly ScheduleAssignmentRow[];
    weeks: ScheduleWeeks;
  },
): DayPlan {
  if (input.override) {
    return input.override.shiftId == null
      ? { kind: 'REST_DAY', source: 'OVERRIDE', scheduleId: null }
      : { kind: 'SHIFT', shiftId: input.override.shiftId, source: 'OVERRIDE', scheduleId: null };
  }
  const own = assignmentOn(date, input.employeeAssignments);
  const chosen = own ?? assignmentOn(date, input.teamAssignments);
  if (!chosen) return { kind: 'NONE' };
  const source: PlanSource = own ? 'EMPLOYEE' : 'TEAM';
  const shiftId = input.weeks.get(chosen.scheduleId)?.get(isoWeekday(date)) ?? null;
  return shiftId == null ? { kind: 'REST_DAY', source, scheduleId: chosen.scheduleId } : { kind: 'SHIFT', shiftId, source, scheduleId: chosen.scheduleId };
}

/** 'HH:mm' -> minutes after midnight. */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The instant of a Philippine wall-clock time on a calendar date, `plusDays` later. */
export function manilaInstant(date: string, time: string, plusDays = 0): Date {
  const base = Date.parse(`${date}T00:00:00Z`) - MANILA_OFFSET_MINUTES * 60_000;
  return new Date(base + (plusDays * 24 * 60 + minutesOfDay(time)) * 60_000);
}

/** The Philippine calendar date (YYYY-MM-DD) of an instant. */
export function manilaDate(instant: Date): string {
  return new Date(instant.getTime() + MANILA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** A shift's start and end instants on `date`: an end at or before the start is the next day. */
export function shiftWindow(date: string, shift: { startTime: string; endTime: string }): { start: Date; end: Date } {
  const crosses = minutesOfDay(shift.endTime) <= minutesOfDay(shift.startTime);
  return { start: manilaInstant(date, shift.startTime), end: manilaInstant(date, shift.endTime, crosses ? 1 : 0) };
}
