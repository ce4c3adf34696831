import { resolveDayPlan, eachDate, type DayPlan, type ScheduleAssignmentRow, type ShiftOverrideRow } from '@haligi/shared';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleAssignments, scheduleDays, shiftOverrides, shifts, teamMembers } from '../../db/schema';

export type ShiftRow = typeof shifts.$inferSelect;

export interface DayPlans {
  /** employee id -> date -> the day's plan (decision 0046). */
  plans: Map<number, Map<string, DayPlan>>;
  /** Every shift a plan names, deleted ones included (a past day keeps its shift). */
  shifts: Map<number, ShiftRow>;
}

const CHUNK = 5000;

/**
 * Each employee's plan for every day from `from` to `to` (YYYY-MM-DD, inclusive): the one place that
 * decides which shift applies (overrides, own assignment, team assignment; shared `resolveDayPlan`).
 * Reads in a few set queries whatever the number of employees.
 */
export async function loadDayPlans(db: Db, companyId: number, employeeIds: readonly number[], from: string, to: string): Promise<DayPlans> {
  const plans = new Map<number, Map<string, DayPlan>>();
  const shiftMap = new Map<number, ShiftRow>();
  if (employeeIds.length === 0 || from > to) return { plans, shifts: shiftMap };
  const ids = [...new Set(employeeIds)];
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));

  const teamOf = new Map<number, number>();
  const overridesOf = new Map<number, Map<string, ShiftOverrideRow>>();
  const ownOf = new Map<number, ScheduleAssignmentRow[]>();
  for (const chunk of chunks) {
    const [memberships, overrides, own] = await Promise.all([
      db.select({ employeeId: teamMembers.employeeId, teamId: teamMembers.teamId }).from(teamMembers).where(and(eq(teamMembers.companyId, companyId), inArray(teamMembers.employeeId, chunk))),
      db
        .select({ employeeId: shiftOverrides.employeeId, date: shiftOverrides.date, shiftId: shiftOverrides.shiftId, source: shiftOverrides.source })
        .from(shiftOverrides)
        .where(and(eq(shiftOverrides.companyId, companyId), inArray(shiftOverrides.employeeId, chunk), gte(shiftOverrides.date, from), lte(shiftOverrides.date, to))),
      db
        .select({ id: scheduleAssignments.id, employeeId: scheduleAssignments.employeeId, scheduleId: scheduleAssignments.scheduleId, effectiveFrom: scheduleAssignments.effectiveFrom, effectiveTo: scheduleAssignments.effectiveTo })
        .from(scheduleAssignments)
        .where(
          and(
            eq(scheduleAssignments.companyId, companyId),
            eq(scheduleAssignments.isDeleted, false),
            inArray(scheduleAssignments.employeeId, chunk),
            lte(scheduleAssignments.effectiveFrom, to),
            or(isNull(scheduleAssignments.effectiveTo), gte(scheduleAssignments.effectiveTo, from)),
          ),
        ),
    ]);
    for (const m of memberships) teamOf.set(m.employeeId, m.teamId);
    for (const o of overrides) {
      let byDate = overridesOf.get(o.employeeId);
      if (!byDate) overridesOf.set(o.employeeId, (byDate = new Map()));
      byDate.set(o.date, o);
    }
    for (const a of own) {
      const list = ownOf.get(a.employeeId!) ?? [];
      list.push(a);
      ownOf.set(a.employeeId!, list);
    }
  }
  const teamIds = [...new Set(teamOf.values())];
  const teamRows = teamIds.length
    ? await db
        .select({ id: scheduleAssignments.id, teamId: scheduleAssignments.teamId, scheduleId: scheduleAssignments.scheduleId, effectiveFrom: scheduleAssignments.effectiveFrom, effectiveTo: scheduleAssignments.effectiveTo })
        .from(scheduleAssignments)
        .where(
          and(
            eq(scheduleAssignments.companyId, companyId),
            eq(scheduleAssignments.isDeleted, false),
            inArray(scheduleAssignments.teamId, teamIds),
            lte(scheduleAssignments.effectiveFrom, to),
            or(isNull(scheduleAssignments.effectiveTo), gte(scheduleAssignments.effectiveTo, from)),
          ),
        )
    : [];
  const teamAssignmentsOf = new Map<number, ScheduleAssignmentRow[]>();
  for (const a of teamRows) {
    const list = teamAssignmentsOf.get(a.teamId!) ?? [];
    list.push(a);
    teamAssignmentsOf.set(a.teamId!, list);
  }

  const scheduleIds = [...new Set([...ownOf.values(), ...teamAssignmentsOf.values()].flat().map((a) => a.scheduleId))];
  const weekRows = scheduleIds.length
    ? await db.select({ scheduleId: scheduleDays.scheduleId, weekday: scheduleDays.weekday, shiftId: scheduleDays.shiftId }).from(scheduleDays).where(inArray(scheduleDays.scheduleId, scheduleIds))
    : [];
  const weeks = new Map<number, Map<number, number | null>>();
  for (const row of weekRows) {
    let week = weeks.get(row.scheduleId);
    if (!week) weeks.set(row.scheduleId, (week = new Map()));
    week.set(row.weekday, row.shiftId);
  }

  const dates = eachDate(from, to);
  const shiftIds = new Set<number>();
  for (const employeeId of ids) {
    const byDate = new Map<string, DayPlan>();
    const teamId = teamOf.get(employeeId);
    const input = {
      employeeAssignments: ownOf.get(employeeId) ?? [],
      teamAssignments: teamId === undefined ? [] : (teamAssignmentsOf.get(teamId) ?? []),
      weeks,
    };
    const overrides = overridesOf.get(employeeId);
    for (const date of dates) {
      const plan = resolveDayPlan(date, { ...input, override: overrides?.get(date) });
      if (plan.kind === 'SHIFT') shiftIds.add(plan.shiftId);
      byDate.set(date, plan);
    }
    plans.set(employeeId, byDate);
  }
  if (shiftIds.size) {
    for (const shift of await db.select().from(shifts).where(and(eq(shifts.companyId, companyId), inArray(shifts.id, [...shiftIds])))) shiftMap.set(shift.id, shift);
  }
  return { plans, shifts: shiftMap };
}
