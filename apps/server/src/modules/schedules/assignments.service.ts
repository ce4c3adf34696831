import {
  eachDate,
  manilaDate,
  MAX_PLAN_DAYS,
  SCHEDULE_MESSAGES,
  type ScheduleAssignmentRequest,
  type ShiftOverrideRequest,
} from '@haligi/shared';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { employees, scheduleAssignments, schedules, shiftOverrides, shifts, teamMembers, teams } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { employeeBranchCondition } from '../employees/branch-limit';
import { loadDayPlans } from './schedule-resolver';
import { toShiftAnswer } from './shifts.service';
import { inTransaction } from './transaction';

type Auth = Pick<AuthContext, 'account' | 'tenant'>;

const employeeName = sql<string>`${employees.lastName} || ', ' || ${employees.firstName}`;

/** The status of an assignment on `today`: ACTIVE, UPCOMING or ENDED. */
export function assignmentStatus(a: { effectiveFrom: string; effectiveTo: string | null }, today: string): 'ACTIVE' | 'UPCOMING' | 'ENDED' {
  if (a.effectiveFrom > today) return 'UPCOMING';
  if (a.effectiveTo !== null && a.effectiveTo < today) return 'ENDED';
  return 'ACTIVE';
}

const selectAssignments = (tenant: Tenant) =>
  tenant.db
    .select({
      id: scheduleAssignments.id,
      scheduleId: scheduleAssignments.scheduleId,
      scheduleName: schedules.name,
      employeeId: scheduleAssignments.employeeId,
      employeeName,
      employeeNo: employees.employeeNo,
      teamId: scheduleAssignments.teamId,
      teamName: teams.name,
      effectiveFrom: scheduleAssignments.effectiveFrom,
      effectiveTo: scheduleAssignments.effectiveTo,
      createdAt: scheduleAssignments.createdAt,
    })
    .from(scheduleAssignments)
    .innerJoin(schedules, eq(schedules.id, scheduleAssignments.scheduleId))
    .leftJoin(employees, eq(employees.id, scheduleAssignments.employeeId))
    .leftJoin(teams, eq(teams.id, scheduleAssignments.teamId));

type AssignmentRow = Awaited<ReturnType<ReturnType<typeof selectAssignments>['execute']>>[number];

/** `{id, target: EMPLOYEE|TEAM, assignee: "Dela Cruz, Ligaya (EMP-000001)", employee|null, team|null, schedule: {id, name}, effectiveFrom, effectiveTo, status, createdAt}` */
const toAssignmentAnswer = (row: AssignmentRow, today: string) => ({
  id: row.id,
  target: row.employeeId !== null ? ('EMPLOYEE' as const) : ('TEAM' as const),
  assignee: row.employeeId !== null ? `${row.employeeName} (${row.employeeNo})` : (row.teamName ?? ''),
  employee: row.employeeId !== null ? { id: row.employeeId, name: row.employeeName ?? '', employeeNo: row.employeeNo ?? '' } : null,
  team: row.teamId !== null ? { id: row.teamId, name: row.teamName ?? '' } : null,
  schedule: { id: row.scheduleId, name: row.scheduleName },
  effectiveFrom: row.effectiveFrom,
  effectiveTo: row.effectiveTo,
  status: assignmentStatus(row, today),
  createdAt: row.createdAt,
});

/** A live employee of the company within the caller's branch limit, or 404. */
async function assertEmployee(auth: Auth, tenant: Tenant, employeeId: number) {
  const [row] = await tenant.db
    .select({ id: employees.id })
    .from(employees)
    .where(tenant.where(employees, eq(employees.id, employeeId), eq(employees.isDeleted, false), employeeBranchCondition(auth)));
  if (!row) throw notFound('Employee');
}

async function assertTeam(tenant: Tenant, teamId: number) {
  const [row] = await tenant.db.select({ id: teams.id }).from(teams).where(tenant.where(teams, eq(teams.id, teamId), eq(teams.isDeleted, false)));
  if (!row) throw notFound('Team');
}

/** Rows the caller may see: every team row, and employee rows within the branch limit. */
const visible = (auth: Auth): SQL | undefined => {
  const limit = employeeBranchCondition(auth);
  return limit ? (or(isNotNull(scheduleAssignments.teamId), limit) as SQL) : undefined;
};

export class AssignmentsService {
  private async find(auth: Auth, id: number) {
    const { tenant } = auth;
    const [row] = await selectAssignments(tenant).where(tenant.where(scheduleAssignments, eq(scheduleAssignments.id, id), eq(scheduleAssignments.isDeleted, false), visible(auth)));
    if (!row) throw notFound('Schedule assignment');
    return toAssignmentAnswer(row, manilaDate(new Date()));
  }

  /** POST /schedule-assignment: from its date it wins over older assignments (decision 0046). */
  async create(auth: Auth, accountId: number, input: ScheduleAssignmentRequest) {
    const { tenant } = auth;
    const [schedule] = await tenant.db.select({ id: schedules.id }).from(schedules).where(tenant.where(schedules, eq(schedules.id, input.scheduleId), eq(schedules.isDeleted, false)));
    if (!schedule) throw notFound('Schedule');
    if (input.employeeId != null) await assertEmployee(auth, tenant, input.employeeId);
    if (input.teamId != null) await assertTeam(tenant, input.teamId);
    const [row] = await tenant.db
      .insert(scheduleAssignments)
      .values(
        tenant.values({
          scheduleId: input.scheduleId,
          employeeId: input.employeeId ?? null,
          teamId: input.teamId ?? null,
          effectiveFrom: input.effectiveFrom,
          effectiveTo: input.effectiveTo ?? null,
          createdById: accountId,
        }),
      )
      .returning({ id: scheduleAssignments.id });
    return { data: await this.find(auth, row.id), message: SCHEDULE_MESSAGES.assigned };
  }

  /** POST /schedule-assignment/{id}/end: the last day it applies (on or after its start: 422). */
  async end(auth: Auth, id: number, effectiveTo: string) {
    const current = await this.find(auth, id);
    if (effectiveTo < current.effectiveFrom) throw unprocessable(SCHEDULE_MESSAGES.endBeforeStart);
    await auth.tenant.db.update(scheduleAssignments).set({ effectiveTo }).where(auth.tenant.byId(scheduleAssignments, id));
    return { data: await this.find(auth, id), message: SCHEDULE_MESSAGES.ended };
  }

  /** GET /schedule-assignment?employeeId= or ?teamId=: the history, newest start first. */
  async history(auth: Auth, query: { employeeId?: number; teamId?: number }) {
    const { tenant } = auth;
    if (query.employeeId != null) await assertEmployee(auth, tenant, query.employeeId);
    if (query.teamId != null) await assertTeam(tenant, query.teamId);
    const rows = await selectAssignments(tenant)
      .where(
        tenant.where(
          scheduleAssignments,
          eq(scheduleAssignments.isDeleted, false),
          query.employeeId != null ? eq(scheduleAssignments.employeeId, query.employeeId) : eq(scheduleAssignments.teamId, query.teamId!),
        ),
      )
      .orderBy(desc(scheduleAssignments.effectiveFrom), desc(scheduleAssignments.id));
    const today = manilaDate(new Date());
    return { data: rows.map((r) => toAssignmentAnswer(r, today)) };
  }

  /** PUT /schedule-assignment: filters target (EMPLOYEE, TEAM), scheduleId, employeeId, teamId. */
  table(auth: Auth): TableSource<ReturnType<typeof toAssignmentAnswer>> {
    const { tenant } = auth;
    const assignee = sql`coalesce(${employees.lastName} || ', ' || ${employees.firstName}, ${teams.name})`;
    const today = manilaDate(new Date());
    return {
      sortable: { assignee, schedule: schedules.name, effectiveFrom: scheduleAssignments.effectiveFrom, effectiveTo: scheduleAssignments.effectiveTo, createdAt: scheduleAssignments.createdAt },
      searchable: { assignee, schedule: schedules.name },
      filters: {
        target: (value) => {
          if (value === 'EMPLOYEE') return isNotNull(scheduleAssignments.employeeId);
          if (value === 'TEAM') return isNotNull(scheduleAssignments.teamId);
          throw badRequest(['filters: target must be EMPLOYEE or TEAM']);
        },
        scheduleId: (value) => eq(scheduleAssignments.scheduleId, filterId('scheduleId', value)),
        employeeId: (value) => eq(scheduleAssignments.employeeId, filterId('employeeId', value)),
        teamId: (value) => eq(scheduleAssignments.teamId, filterId('teamId', value)),
      },
      baseWhere: tenant.where(scheduleAssignments, eq(scheduleAssignments.isDeleted, false), visible(auth)),
      idColumn: scheduleAssignments.id,
      list: async (where, orderBy, limit, offset) => (await selectAssignments(tenant).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map((r) => toAssignmentAnswer(r, today)),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(scheduleAssignments)
            .innerJoin(schedules, eq(schedules.id, scheduleAssignments.scheduleId))
            .leftJoin(employees, eq(employees.id, scheduleAssignments.employeeId))
            .leftJoin(teams, eq(teams.id, scheduleAssignments.teamId))
            .where(where)
        )[0].n,
    };
  }

  /**
   * GET /shift-plan?teamId=&from=&to=: each member (within the branch limit) x each day, the shift
   * `loadDayPlans` resolves, overrides marked.
   */
  async plan(auth: Auth, query: { teamId: number; from: string; to: string }) {
    const { tenant } = auth;
    const dates = eachDate(query.from, query.to);
    if (dates.length > MAX_PLAN_DAYS) throw badRequest([SCHEDULE_MESSAGES.planTooLong]);
    const [team] = await tenant.db.select({ id: teams.id, name: teams.name }).from(teams).where(tenant.where(teams, eq(teams.id, query.teamId), eq(teams.isDeleted, false)));
    if (!team) throw notFound('Team');
    const members = await tenant.db
      .select({ id: employees.id, name: employeeName, employeeNo: employees.employeeNo, isLeader: teamMembers.isLeader })
      .from(teamMembers)
      .innerJoin(employees, eq(employees.id, teamMembers.employeeId))
      .where(and(eq(teamMembers.companyId, tenant.companyId), eq(teamMembers.teamId, team.id), eq(employees.isDeleted, false), employeeBranchCondition(auth)))
      .orderBy(desc(teamMembers.isLeader), asc(employees.lastName), asc(employees.firstName));
    const { plans, shifts: shiftMap } = await loadDayPlans(tenant.db, tenant.companyId, members.map((m) => m.id), query.from, query.to);
    const overrideRows = members.length
      ? await tenant.db
          .select({ employeeId: shiftOverrides.employeeId, date: shiftOverrides.date, source: shiftOverrides.source })
          .from(shiftOverrides)
          .where(and(eq(shiftOverrides.companyId, tenant.companyId), inArray(shiftOverrides.employeeId, members.map((m) => m.id)), gte(shiftOverrides.date, query.from), lte(shiftOverrides.date, query.to)))
      : [];
    const overrideSource = new Map(overrideRows.map((o) => [`${o.employeeId}:${o.date}`, o.source]));
    return {
      data: {
        team,
        from: query.from,
        to: query.to,
        dates,
        shifts: [...shiftMap.values()].map(toShiftAnswer),
        rows: members.map((m) => ({
          employee: m,
          days: dates.map((date) => {
            const plan = plans.get(m.id)?.get(date) ?? { kind: 'NONE' as const };
            return {
              date,
              kind: plan.kind === 'NONE' ? 'NO_SCHEDULE' : plan.kind,
              shiftId: plan.kind === 'SHIFT' ? plan.shiftId : null,
              source: plan.kind === 'NONE' ? null : plan.source,
              overrideSource: overrideSource.get(`${m.id}:${date}`) ?? null,
              isOverride: plan.kind !== 'NONE' && plan.source === 'OVERRIDE',
            };
          }),
        })),
      },
    };
  }

  /** PUT /shift-override: a day set to a shift or a rest day (MANUAL), or cleared back to the schedule. */
  async setOverride(auth: Auth, accountId: number, input: ShiftOverrideRequest) {
    const { tenant } = auth;
    await assertEmployee(auth, tenant, input.employeeId);
    if (input.kind === 'SHIFT') {
      const [shift] = await tenant.db.select({ id: shifts.id }).from(shifts).where(tenant.where(shifts, eq(shifts.id, input.shiftId!), eq(shifts.isDeleted, false)));
      if (!shift) throw notFound('Shift');
    }
    await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx
        .select({ id: shiftOverrides.id, source: shiftOverrides.source })
        .from(shiftOverrides)
        .where(scoped.where(shiftOverrides, eq(shiftOverrides.employeeId, input.employeeId), eq(shiftOverrides.date, input.date)))
        .for('update');
      if (current?.source === 'FILING') throw unprocessable(SCHEDULE_MESSAGES.overrideFromFiling);
      if (input.kind === 'CLEAR') {
        if (current) await tx.delete(shiftOverrides).where(scoped.byId(shiftOverrides, current.id));
        return;
      }
      const shiftId = input.kind === 'SHIFT' ? input.shiftId! : null;
      await tx
        .insert(shiftOverrides)
        .values(scoped.values({ employeeId: input.employeeId, date: input.date, shiftId, source: 'MANUAL', createdById: accountId }))
        .onConflictDoUpdate({ target: [shiftOverrides.employeeId, shiftOverrides.date], set: { shiftId, source: 'MANUAL', createdById: accountId, updatedAt: new Date() } });
    });
    const { plans } = await loadDayPlans(tenant.db, tenant.companyId, [input.employeeId], input.date, input.date);
    const plan = plans.get(input.employeeId)!.get(input.date)!;
    return {
      data: {
        employeeId: input.employeeId,
        date: input.date,
        kind: plan.kind === 'NONE' ? 'NO_SCHEDULE' : plan.kind,
        shiftId: plan.kind === 'SHIFT' ? plan.shiftId : null,
        source: plan.kind === 'NONE' ? null : plan.source,
        isOverride: plan.kind !== 'NONE' && plan.source === 'OVERRIDE',
      },
      message: input.kind === 'CLEAR' ? SCHEDULE_MESSAGES.overrideCleared : SCHEDULE_MESSAGES.overrideSaved,
    };
  }
}
