import {
  formatMinutes,
  manilaDate,
  namedFields,
  requiredMinutes,
  SCHEDULE_MESSAGES,
  SHIFT_MESSAGES,
  shiftProblems,
  WEEKDAYS,
  type ScheduleRequest,
  type ShiftRequest,
  type UpdateScheduleRequest,
  type UpdateShiftRequest,
} from '@haligi/shared';
import { and, asc, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleAssignments, scheduleDays, schedules, shifts } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { inTransaction } from './transaction';

type ShiftRow = typeof shifts.$inferSelect;

/** `{id, name, startTime, endTime, breaks, graceMinutes, isFlexible, requiredMinutes, crossesMidnight, color, createdAt, updatedAt}` */
export const toShiftAnswer = (row: ShiftRow) => ({
  id: row.id,
  name: row.name,
  startTime: row.startTime,
  endTime: row.endTime,
  breaks: row.breaks,
  graceMinutes: row.graceMinutes,
  isFlexible: row.isFlexible,
  requiredMinutes: row.requiredMinutes,
  crossesMidnight: row.endTime <= row.startTime,
  color: row.color,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const liveShift = (tenant: Tenant, ...conditions: Parameters<Tenant['where']>[1][]) => tenant.where(shifts, eq(shifts.isDeleted, false), ...conditions);
const liveSchedule = (tenant: Tenant, ...conditions: Parameters<Tenant['where']>[1][]) => tenant.where(schedules, eq(schedules.isDeleted, false), ...conditions);

export class ShiftsService {
  async find(tenant: Tenant, id: number) {
    const [row] = await tenant.db.select().from(shifts).where(liveShift(tenant, eq(shifts.id, id)));
    if (!row) throw notFound('Shift');
    return toShiftAnswer(row);
  }

  async create(tenant: Tenant, input: ShiftRequest) {
    const [row] = await tenant.db
      .insert(shifts)
      .values(tenant.values({ ...input, requiredMinutes: requiredMinutes(input) }))
      .returning();
    return { data: toShiftAnswer(row), message: SHIFT_MESSAGES.created };
  }

  /** PATCH /shift: the fields named; the merged shift is checked and its minutes computed again. */
  async update(tenant: Tenant, input: UpdateShiftRequest) {
    const { id, ...fields } = input;
    const named = namedFields(fields);
    return inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(shifts).where(liveShift(scoped, eq(shifts.id, id))).for('update');
      if (!current) throw notFound('Shift');
      const merged = { ...current, ...named, requiredMinutes: named.requiredMinutes !== undefined ? named.requiredMinutes : current.isFlexible ? current.requiredMinutes : null };
      const problems = shiftProblems(merged);
      if (problems.length) throw unprocessable(problems.join('; '));
      const [row] = await tx
        .update(shifts)
        .set({ ...named, requiredMinutes: requiredMinutes(merged), updatedAt: new Date() })
        .where(scoped.byId(shifts, id))
        .returning();
      return { data: toShiftAnswer(row), message: SHIFT_MESSAGES.updated };
    });
  }

  /** DELETE /shift/{id}: marked deleted (past days keep it); 409 while a live schedule uses it. */
  async remove(tenant: Tenant, id: number) {
    return inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select({ id: shifts.id }).from(shifts).where(liveShift(scoped, eq(shifts.id, id))).for('update');
      if (!current) throw notFound('Shift');
      const users = await tx
        .selectDistinct({ name: schedules.name })
        .from(scheduleDays)
        .innerJoin(schedules, eq(schedules.id, scheduleDays.scheduleId))
        .where(and(eq(scheduleDays.companyId, scoped.companyId), eq(scheduleDays.shiftId, id), eq(schedules.isDeleted, false)))
        .orderBy(asc(schedules.name));
      if (users.length) throw conflict(SHIFT_MESSAGES.inUse(users.map((u) => u.name).join(', ')));
      await tx.update(shifts).set({ isDeleted: true, updatedAt: new Date() }).where(scoped.byId(shifts, id));
      return { message: SHIFT_MESSAGES.deleted };
    });
  }

  selectList(tenant: Tenant) {
    return tenant.db
      .select({ label: sql<string>`${shifts.name} || ' (' || ${shifts.startTime} || '–' || ${shifts.endTime} || ')'`, value: shifts.id, color: shifts.color, startTime: shifts.startTime, endTime: shifts.endTime })
      .from(shifts)
      .where(liveShift(tenant))
      .orderBy(asc(shifts.startTime), asc(shifts.name), asc(shifts.id));
  }

  /** PUT /shift: live shifts; search name; filter isFlexible. */
  table(tenant: Tenant): TableSource<ReturnType<typeof toShiftAnswer>> {
    return {
      sortable: { name: shifts.name, time: shifts.startTime, requiredMinutes: shifts.requiredMinutes, graceMinutes: shifts.graceMinutes, createdAt: shifts.createdAt, updatedAt: shifts.updatedAt },
      searchable: { name: shifts.name },
      filters: { isFlexible: (value) => eq(shifts.isFlexible, value === 'true') },
      baseWhere: liveShift(tenant),
      idColumn: shifts.id,
      list: async (where, orderBy, limit, offset) => (await tenant.db.select().from(shifts).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toShiftAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(shifts).where(where))[0].n,
    };
  }
}

type ScheduleRow = typeof schedules.$inferSelect;
interface WeekDay {
  weekday: number;
  label: string;
  shift: { id: number; name: string; startTime: string; endTime: string; color: string; requiredMinutes: number } | null;
}

/** The seven weekdays of each schedule, rest days (null shift) included. */
async function weeksOf(db: Db, companyId: number, scheduleIds: number[]): Promise<Map<number, WeekDay[]>> {
  const weeks = new Map<number, WeekDay[]>();
  if (!scheduleIds.length) return weeks;
  const rows = await db
    .select({ scheduleId: scheduleDays.scheduleId, weekday: scheduleDays.weekday, shiftId: shifts.id, name: shifts.name, startTime: shifts.startTime, endTime: shifts.endTime, color: shifts.color, requiredMinutes: shifts.requiredMinutes })
    .from(scheduleDays)
    .leftJoin(shifts, eq(shifts.id, scheduleDays.shiftId))
    .where(and(eq(scheduleDays.companyId, companyId), inArray(scheduleDays.scheduleId, scheduleIds)));
  for (const id of scheduleIds) {
    const byDay = new Map(rows.filter((r) => r.scheduleId === id).map((r) => [r.weekday, r]));
    weeks.set(
      id,
      WEEKDAYS.map(({ weekday, label }) => {
        const r = byDay.get(weekday);
        return {
          weekday,
          label,
          shift: r?.shiftId != null ? { id: r.shiftId, name: r.name!, startTime: r.startTime!, endTime: r.endTime!, color: r.color!, requiredMinutes: r.requiredMinutes! } : null,
        };
      }),
    );
  }
  return weeks;
}

/** `{id, name, description, days: [{weekday, label, shift|null}] (7), workDays, weeklyMinutes, week: "Mon–Fri Day shift; Sat, Sun rest", createdAt, updatedAt}` */
const toScheduleAnswer = (row: ScheduleRow, days: WeekDay[]) => {
  const work = days.filter((d) => d.shift);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    days,
    workDays: work.length,
    weeklyMinutes: work.reduce((sum, d) => sum + d.shift!.requiredMinutes, 0),
    week: days.map((d) => `${d.label.slice(0, 3)} ${d.shift ? d.shift.name : 'Rest'}`).join(' · '),
    weeklyHours: formatMinutes(work.reduce((sum, d) => sum + d.shift!.requiredMinutes, 0)),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
};

export class SchedulesService {
  async find(tenant: Tenant, id: number) {
    const [row] = await tenant.db.select().from(schedules).where(liveSchedule(tenant, eq(schedules.id, id)));
    if (!row) throw notFound('Schedule');
    return toScheduleAnswer(row, (await weeksOf(tenant.db, tenant.companyId, [id])).get(id)!);
  }

  /** Every shift a week names must be a live shift of the company (422 naming it). */
  private async assertShifts(db: Db, tenant: Tenant, days: { shiftId: number | null }[]) {
    const ids = [...new Set(days.map((d) => d.shiftId).filter((v): v is number => v != null))];
    if (!ids.length) return;
    const found = new Set((await db.select({ id: shifts.id }).from(shifts).where(liveShift(tenant, inArray(shifts.id, ids)))).map((r) => r.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw unprocessable(SCHEDULE_MESSAGES.unknownShift(missing));
  }

  private async writeWeek(tx: Db, tenant: Tenant, scheduleId: number, days: { weekday: number; shiftId: number | null }[]) {
    await tx.delete(scheduleDays).where(and(eq(scheduleDays.companyId, tenant.companyId), eq(scheduleDays.scheduleId, scheduleId)));
    const byDay = new Map(days.map((d) => [d.weekday, d.shiftId]));
    await tx.insert(scheduleDays).values(WEEKDAYS.map(({ weekday }) => tenant.values({ scheduleId, weekday, shiftId: byDay.get(weekday) ?? null })));
  }

  async create(tenant: Tenant, input: ScheduleRequest) {
    const id = await inTransaction(tenant, async (tx, scoped) => {
      await this.assertShifts(tx, scoped, input.days);
      const [row] = await tx.insert(schedules).values(scoped.values({ name: input.name, description: input.description })).returning({ id: schedules.id });
      await this.writeWeek(tx, scoped, row.id, input.days);
      return row.id;
    });
    return { data: await this.find(tenant, id), message: SCHEDULE_MESSAGES.created };
  }

  /** PATCH /schedule: the fields named; `days` given replaces the whole week. */
  async update(tenant: Tenant, input: UpdateScheduleRequest) {
    const { id, days, ...fields } = input;
    const named = namedFields(fields);
    await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select({ id: schedules.id }).from(schedules).where(liveSchedule(scoped, eq(schedules.id, id))).for('update');
      if (!current) throw notFound('Schedule');
      if (days !== undefined) {
        await this.assertShifts(tx, scoped, days);
        await this.writeWeek(tx, scoped, id, days);
      }
      await tx.update(schedules).set({ ...named, updatedAt: new Date() }).where(scoped.byId(schedules, id));
    });
    return { data: await this.find(tenant, id), message: SCHEDULE_MESSAGES.updated };
  }

  /** DELETE /schedule/{id}: marked deleted; 409 while an assignment runs today or later. */
  async remove(tenant: Tenant, id: number) {
    return inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select({ id: schedules.id }).from(schedules).where(liveSchedule(scoped, eq(schedules.id, id))).for('update');
      if (!current) throw notFound('Schedule');
      const today = manilaDate(new Date());
      const [running] = await tx
        .select({ id: scheduleAssignments.id })
        .from(scheduleAssignments)
        .where(scoped.where(scheduleAssignments, eq(scheduleAssignments.scheduleId, id), eq(scheduleAssignments.isDeleted, false), or(isNull(scheduleAssignments.effectiveTo), gte(scheduleAssignments.effectiveTo, today))))
        .limit(1);
      if (running) throw conflict(SCHEDULE_MESSAGES.inUse);
      await tx.update(schedules).set({ isDeleted: true, updatedAt: new Date() }).where(scoped.byId(schedules, id));
      return { message: SCHEDULE_MESSAGES.deleted };
    });
  }

  selectList(tenant: Tenant) {
    return tenant.db.select({ label: schedules.name, value: schedules.id }).from(schedules).where(liveSchedule(tenant)).orderBy(asc(schedules.name), asc(schedules.id));
  }

  /** PUT /schedule: live schedules with their week; search name. */
  table(tenant: Tenant): TableSource<ReturnType<typeof toScheduleAnswer>> {
    return {
      sortable: { name: schedules.name, createdAt: schedules.createdAt, updatedAt: schedules.updatedAt },
      searchable: { name: schedules.name },
      filters: { shiftId: (value) => sql`exists (select 1 from schedule_days d where d.schedule_id = ${schedules.id} and d.shift_id = ${filterId('shiftId', value)})` },
      baseWhere: liveSchedule(tenant),
      idColumn: schedules.id,
      list: async (where, orderBy, limit, offset) => {
        const rows = await tenant.db.select().from(schedules).where(where).orderBy(...orderBy).limit(limit).offset(offset);
        const weeks = await weeksOf(tenant.db, tenant.companyId, rows.map((r) => r.id));
        return rows.map((r) => toScheduleAnswer(r, weeks.get(r.id)!));
      },
      count: async (where) => (await tenant.db.select({ n: count() }).from(schedules).where(where))[0].n,
    };
  }
}
