import {
  ADJUSTABLE_FIELDS,
  ATTENDANCE_MESSAGES,
  addDays,
  attendanceMark,
  branchLimit,
  eachDate,
  manilaDate,
  summarizeAttendance,
  type AttendanceAdjustmentRequest,
  type AttendanceSummaryQuery,
  type EmployeeAttendanceQuery,
  type TeamAttendanceQuery,
} from '@haligi/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  attendanceAdjustments,
  attendanceDays,
  branches,
  departments,
  employees,
  filings,
  holidays,
  leaveTypes,
  shifts,
  teamMembers,
  teams,
  timekeepingRawLogs,
} from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { submitForApproval } from '../approvals/approval-engine';
import { employeeBranchCondition } from '../employees/branch-limit';
import { computeAttendance } from './attendance.compute';

export type DayRow = typeof attendanceDays.$inferSelect;

const nameOf = sql<string>`${employees.lastName} || ', ' || ${employees.firstName}`;

/** A computed day as the API answers it (instants ISO 8601, leave days exact text, one badge). */
export function dayAnswer(row: DayRow) {
  return {
    date: row.date,
    shiftId: row.shiftId,
    scheduledStart: row.scheduledStart?.toISOString() ?? null,
    scheduledEnd: row.scheduledEnd?.toISOString() ?? null,
    timeIn: row.timeIn?.toISOString() ?? null,
    timeOut: row.timeOut?.toISOString() ?? null,
    workedMinutes: row.workedMinutes,
    lateMinutes: row.lateMinutes,
    undertimeMinutes: row.undertimeMinutes,
    overtimeCandidateMinutes: row.overtimeCandidateMinutes,
    overtimeApprovedMinutes: row.overtimeApprovedMinutes,
    nightMinutes: row.nightMinutes,
    isAbsent: row.isAbsent,
    isRestDay: row.isRestDay,
    holidayType: row.holidayType,
    leaveDays: trimDays(row.leaveDays),
    leaveTypeCode: row.leaveTypeCode,
    officialBusinessMinutes: row.officialBusinessMinutes,
    flags: row.flags,
    isAdjusted: row.isAdjusted,
    mark: attendanceMark(row),
  };
}

/** '1.00' -> '1', '0.50' -> '0.5'. */
const trimDays = (value: string) => value.replace(/\.?0+$/, '') || '0';

/** Today in the Philippines. */
export const manilaToday = (now = new Date()) => manilaDate(now);

export class AttendanceService {
  constructor(private readonly db: Db) {}

  /** Employees the caller may see, with the filters of a screen, employed during the range. */
  private async visibleEmployees(auth: AuthContext, range: { from: string; to: string }, extra: (SQL | undefined)[] = []) {
    return this.db
      .select({
        id: employees.id,
        employeeNo: employees.employeeNo,
        name: nameOf,
        position: employees.position,
        branchId: employees.branchId,
        branchName: branches.name,
        departmentName: departments.name,
        teamId: teamMembers.teamId,
        teamName: teams.name,
        isLeader: teamMembers.isLeader,
      })
      .from(employees)
      .leftJoin(branches, eq(branches.id, employees.branchId))
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .leftJoin(teamMembers, eq(teamMembers.employeeId, employees.id))
      .leftJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(
        and(
          eq(employees.companyId, auth.tenant.companyId),
          eq(employees.isDeleted, false),
          or(isNull(employees.hiredAt), lte(employees.hiredAt, range.to)),
          or(isNull(employees.separatedAt), gte(employees.separatedAt, range.from)),
          employeeBranchCondition(auth),
          ...extra,
        ),
      )
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  }

  /** Computes, then reads the days of these employees in the range. */
  private async daysOf(companyId: number, employeeIds: number[], from: string, to: string) {
    if (employeeIds.length === 0) return new Map<number, DayRow[]>();
    await computeAttendance(this.db, companyId, { from, to, employeeIds });
    const rows = await this.db
      .select()
      .from(attendanceDays)
      .where(and(eq(attendanceDays.companyId, companyId), inArray(attendanceDays.employeeId, employeeIds), gte(attendanceDays.date, from), lte(attendanceDays.date, to)))
      .orderBy(asc(attendanceDays.employeeId), asc(attendanceDays.date));
    const byEmployee = new Map<number, DayRow[]>();
    for (const row of rows) {
      const list = byEmployee.get(row.employeeId) ?? [];
      list.push(row);
      byEmployee.set(row.employeeId, list);
    }
    return byEmployee;
  }

  /** An employee the caller may see (404 otherwise: another company, another branch, deleted). */
  async employeeOf(auth: AuthContext, employeeId: number) {
    const [row] = await this.db
      .select({ id: employees.id, employeeNo: employees.employeeNo, name: nameOf, branchId: employees.branchId, position: employees.position, hiredAt: employees.hiredAt })
      .from(employees)
      .where(and(eq(employees.companyId, auth.tenant.companyId), eq(employees.id, employeeId), eq(employees.isDeleted, false), employeeBranchCondition(auth)));
    if (!row) throw notFound('Employee');
    return row;
  }

  /** GET /attendance/team: a team's members by day. */
  async team(auth: AuthContext, query: TeamAttendanceQuery) {
    const [team] = await this.db.select({ id: teams.id, name: teams.name }).from(teams).where(auth.tenant.where(teams, eq(teams.id, query.teamId), eq(teams.isDeleted, false)));
    if (!team) throw notFound('Team');
    const members = await this.visibleEmployees(auth, query, [eq(teamMembers.teamId, team.id)]);
    const days = await this.daysOf(auth.tenant.companyId, members.map((m) => m.id), query.from, query.to);
    const holidayRows = await this.db
      .select({ date: holidays.date, name: holidays.name, type: holidays.type, scope: holidays.scope, branchId: holidays.branchId })
      .from(holidays)
      .where(auth.tenant.where(holidays, eq(holidays.isDeleted, false), gte(holidays.date, query.from), lte(holidays.date, query.to)))
      .orderBy(asc(holidays.date));
    return {
      team,
      from: query.from,
      to: query.to,
      dates: eachDate(query.from, query.to),
      holidays: holidayRows,
      members: members.map((m) => ({
        employeeId: m.id,
        employeeNo: m.employeeNo,
        name: m.name,
        position: m.position,
        isLeader: m.isLeader ?? false,
        days: (days.get(m.id) ?? []).map(dayAnswer),
      })),
    };
  }

  /** GET /attendance/summary: a cutoff's totals per employee. */
  async summary(auth: AuthContext, query: AttendanceSummaryQuery) {
    const term = query.search?.trim() ? `%${query.search.trim()}%` : null;
    const people = await this.visibleEmployees(auth, query, [
      query.branchId ? eq(employees.branchId, query.branchId) : undefined,
      query.teamId ? eq(teamMembers.teamId, query.teamId) : undefined,
      term ? or(ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, term), ilike(employees.employeeNo, term)) : undefined,
    ]);
    const days = await this.daysOf(auth.tenant.companyId, people.map((p) => p.id), query.from, query.to);
    const pending = people.length
      ? await this.db
          .select({ employeeId: attendanceAdjustments.employeeId, n: count() })
          .from(attendanceAdjustments)
          .where(
            and(
              eq(attendanceAdjustments.companyId, auth.tenant.companyId),
              eq(attendanceAdjustments.status, 'PENDING'),
              inArray(attendanceAdjustments.employeeId, people.map((p) => p.id)),
              gte(attendanceAdjustments.date, query.from),
              lte(attendanceAdjustments.date, query.to),
            ),
          )
          .groupBy(attendanceAdjustments.employeeId)
      : [];
    const pendingOf = new Map(pending.map((p) => [p.employeeId, Number(p.n)]));
    const list = people.map((p) => {
      const rows = days.get(p.id) ?? [];
      return {
        employeeId: p.id,
        employeeNo: p.employeeNo,
        name: p.name,
        branchId: p.branchId,
        branchName: p.branchName,
        departmentName: p.departmentName,
        teamName: p.teamName,
        ...summarizeAttendance(rows),
        adjustedDays: rows.filter((r) => r.isAdjusted).length,
        pendingAdjustments: pendingOf.get(p.id) ?? 0,
      };
    });
    return { from: query.from, to: query.to, list, totals: summarizeAttendance([...days.values()].flat()) };
  }

  /** GET /attendance/employee: one employee's days in the range, with their adjustments. */
  async employeeDays(auth: AuthContext, query: EmployeeAttendanceQuery) {
    const employee = await this.employeeOf(auth, query.employeeId);
    const days = (await this.daysOf(auth.tenant.companyId, [employee.id], query.from, query.to)).get(employee.id) ?? [];
    const shiftNames = await this.shiftNames(auth.tenant, days);
    return {
      employee,
      from: query.from,
      to: query.to,
      summary: summarizeAttendance(days),
      days: days.map((d) => ({ ...dayAnswer(d), shiftName: d.shiftId ? (shiftNames.get(d.shiftId) ?? null) : null })),
      adjustments: await this.adjustmentRows(auth.tenant, [eq(attendanceAdjustments.employeeId, employee.id), gte(attendanceAdjustments.date, query.from), lte(attendanceAdjustments.date, query.to)]),
    };
  }

  private async shiftNames(tenant: Tenant, days: DayRow[]) {
    const ids = [...new Set(days.map((d) => d.shiftId).filter((id): id is number => id !== null))];
    if (!ids.length) return new Map<number, string>();
    const rows = await this.db.select({ id: shifts.id, name: shifts.name }).from(shifts).where(tenant.where(shifts, inArray(shifts.id, ids)));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** GET /attendance/day: one day with the punches of its window and what made it. */
  async day(auth: AuthContext, employeeId: number, date: string) {
    const employee = await this.employeeOf(auth, employeeId);
    const [row] = (await this.daysOf(auth.tenant.companyId, [employee.id], date, date)).get(employee.id) ?? [];
    // Punches shown: the day's calendar day and its neighbours' edges (the window is decided by the rules).
    const from = new Date(Date.parse(`${addDays(date, -1)}T00:00:00+08:00`) + 20 * 3_600_000);
    const to = new Date(Date.parse(`${addDays(date, 1)}T00:00:00+08:00`) + 16 * 3_600_000);
    const [employeeRow] = await this.db.select({ biometricId: employees.biometricId }).from(employees).where(eq(employees.id, employee.id));
    const punches = await this.db
      .select({ id: timekeepingRawLogs.id, punchedAt: timekeepingRawLogs.punchedAt, deviceSerial: timekeepingRawLogs.deviceSerial, source: timekeepingRawLogs.source, status: timekeepingRawLogs.status })
      .from(timekeepingRawLogs)
      .where(
        and(
          eq(timekeepingRawLogs.companyId, auth.tenant.companyId),
          gte(timekeepingRawLogs.punchedAt, from),
          lte(timekeepingRawLogs.punchedAt, to),
          or(
            eq(timekeepingRawLogs.employeeId, employee.id),
            employeeRow?.biometricId ? and(isNull(timekeepingRawLogs.employeeId), eq(timekeepingRawLogs.biometricId, employeeRow.biometricId)) : undefined,
          ),
        ),
      )
      .orderBy(asc(timekeepingRawLogs.punchedAt));
    const dayFilings = await this.db
      .select({ id: filings.id, code: filings.code, type: filings.type, status: filings.status, dateFrom: filings.dateFrom, dateTo: filings.dateTo, minutes: filings.minutes, leaveTypeCode: leaveTypes.code })
      .from(filings)
      .leftJoin(leaveTypes, eq(leaveTypes.id, filings.leaveTypeId))
      .where(and(eq(filings.companyId, auth.tenant.companyId), eq(filings.employeeId, employee.id), lte(filings.dateFrom, date), gte(filings.dateTo, date)))
      .orderBy(asc(filings.id));
    const shiftNames = row ? await this.shiftNames(auth.tenant, [row]) : new Map();
    return {
      employee,
      date,
      day: row ? { ...dayAnswer(row), shiftName: row.shiftId ? (shiftNames.get(row.shiftId) ?? null) : null } : null,
      punches: punches.map((p) => ({ ...p, punchedAt: p.punchedAt.toISOString() })),
      filings: dayFilings,
      adjustments: await this.adjustmentRows(auth.tenant, [eq(attendanceAdjustments.employeeId, employee.id), eq(attendanceAdjustments.date, date)]),
    };
  }

  private async adjustmentRows(tenant: Tenant, conditions: (SQL | undefined)[], extraJoinCondition?: SQL) {
    const rows = await this.db
      .select({
        id: attendanceAdjustments.id,
        employeeId: attendanceAdjustments.employeeId,
        employeeNo: employees.employeeNo,
        employeeName: nameOf,
        date: attendanceAdjustments.date,
        changes: attendanceAdjustments.changes,
        before: attendanceAdjustments.before,
        reason: attendanceAdjustments.reason,
        status: attendanceAdjustments.status,
        approvalRequestId: attendanceAdjustments.approvalRequestId,
        requestedById: attendanceAdjustments.requestedById,
        requestedByName: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
        decidedAt: attendanceAdjustments.decidedAt,
        createdAt: attendanceAdjustments.createdAt,
      })
      .from(attendanceAdjustments)
      .innerJoin(employees, eq(employees.id, attendanceAdjustments.employeeId))
      .leftJoin(accounts, eq(accounts.id, attendanceAdjustments.requestedById))
      .where(and(tenant.where(attendanceAdjustments, ...conditions), extraJoinCondition))
      .orderBy(desc(attendanceAdjustments.createdAt), desc(attendanceAdjustments.id));
    return rows.map((r) => ({ ...r, decidedAt: r.decidedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() }));
  }

  /** GET /attendance/adjustment-list: the audit of adjustments (who asked, why, before and after). */
  async adjustmentList(auth: AuthContext, query: { from: string; to: string; employeeId?: number; status?: string }) {
    return this.adjustmentRows(
      auth.tenant,
      [
        gte(attendanceAdjustments.date, query.from),
        lte(attendanceAdjustments.date, query.to),
        query.employeeId ? eq(attendanceAdjustments.employeeId, query.employeeId) : undefined,
        query.status ? eq(attendanceAdjustments.status, query.status) : undefined,
      ],
      employeeBranchCondition(auth),
    );
  }

  /** POST /attendance/adjustment: asks for a change to one computed day, through the approval engine. */
  async requestAdjustment(auth: AuthContext, input: AttendanceAdjustmentRequest, now = new Date()) {
    const employee = await this.employeeOf(auth, input.employeeId);
    if (input.date > manilaToday(now)) throw unprocessable(ATTENDANCE_MESSAGES.futureDay);
    const [before] = (await this.daysOf(auth.tenant.companyId, [employee.id], input.date, input.date)).get(employee.id) ?? [];
    const changes = Object.fromEntries(ADJUSTABLE_FIELDS.filter((f) => input.changes[f] !== undefined).map((f) => [f, input.changes[f]]));
    const snapshot = before ? dayAnswer(before) : null;
    const beforeFields = snapshot ? Object.fromEntries(ADJUSTABLE_FIELDS.map((f) => [f, snapshot[f]])) : null;
    const result = await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const scoped = auth.tenant.on(tx);
      // One open request per day: the row lock on the employee serializes two requests for them.
      await tx.execute(sql`select id from employees where id = ${employee.id} for update`);
      const [open] = await tx
        .select({ id: attendanceAdjustments.id })
        .from(attendanceAdjustments)
        .where(scoped.where(attendanceAdjustments, eq(attendanceAdjustments.employeeId, employee.id), eq(attendanceAdjustments.date, input.date), eq(attendanceAdjustments.status, 'PENDING')));
      if (open) throw conflict(ATTENDANCE_MESSAGES.pendingExists);
      const [row] = await tx
        .insert(attendanceAdjustments)
        .values(scoped.values({ employeeId: employee.id, date: input.date, changes, before: beforeFields, reason: input.reason, requestedById: auth.account.id }))
        .returning();
      const submitted = await submitForApproval(tx, scoped, {
        documentType: 'ATTENDANCE_ADJUSTMENT',
        documentId: row.id,
        documentCode: `ADJ-${String(row.id).padStart(6, '0')}`,
        amount: '0',
        requestedById: auth.account.id,
      });
      const [saved] = await tx
        .update(attendanceAdjustments)
        .set({ approvalRequestId: submitted.approvalRequestId, status: submitted.status, decidedAt: submitted.status === 'APPROVED' ? new Date() : null })
        .where(eq(attendanceAdjustments.id, row.id))
        .returning();
      return saved;
    });
    if (result.status === 'APPROVED') await computeAttendance(this.db, auth.tenant.companyId, { from: input.date, to: input.date, employeeIds: [employee.id] });
    const [answer] = await this.adjustmentRows(auth.tenant, [eq(attendanceAdjustments.id, result.id)]);
    return answer;
  }

  /** Branches a time keeper filters by: every branch, or only their own under BY_BRANCH. */
  async branchList(auth: AuthContext) {
    const limit = branchLimit(auth.account.role, auth.account.branchId);
    return this.db
      .select({ label: branches.name, value: branches.id })
      .from(branches)
      .where(auth.tenant.where(branches, eq(branches.isDeleted, false), limit.kind === 'branch' ? (limit.branchId === null ? sql`false` : eq(branches.id, limit.branchId)) : undefined))
      .orderBy(asc(branches.name));
  }

  /** GET /manpower/dashboard: headcount, today's attendance, pending filings and adjustments, a week's chart. */
  async dashboard(auth: AuthContext, date: string) {
    const limit = employeeBranchCondition(auth);
    const active = and(
      eq(employees.companyId, auth.tenant.companyId),
      eq(employees.isDeleted, false),
      sql`${employees.employmentStatus} not in ('RESIGNED', 'TERMINATED')`,
      limit,
    );
    const [byBranch, byDepartment, byStatus, people] = await Promise.all([
      this.db.select({ id: employees.branchId, name: branches.name, count: count() }).from(employees).leftJoin(branches, eq(branches.id, employees.branchId)).where(active).groupBy(employees.branchId, branches.name).orderBy(asc(branches.name)),
      this.db
        .select({ id: employees.departmentId, name: departments.name, count: count() })
        .from(employees)
        .leftJoin(departments, eq(departments.id, employees.departmentId))
        .where(active)
        .groupBy(employees.departmentId, departments.name)
        .orderBy(asc(departments.name)),
      this.db.select({ status: employees.employmentStatus, count: count() }).from(employees).where(and(eq(employees.companyId, auth.tenant.companyId), eq(employees.isDeleted, false), limit)).groupBy(employees.employmentStatus),
      this.db.select({ id: employees.id }).from(employees).where(and(active, or(isNull(employees.hiredAt), lte(employees.hiredAt, date)))),
    ]);
    const ids = people.map((p) => p.id);
    const weekFrom = addDays(date, -6);
    const days = await this.daysOf(auth.tenant.companyId, ids, weekFrom, date);
    const tally = (d: string) => {
      const t = { date: d, present: 0, late: 0, absent: 0, onLeave: 0, restDay: 0, notIn: 0 };
      for (const list of days.values()) {
        const row = list.find((r) => r.date === d);
        if (!row) continue;
        const mark = attendanceMark(row);
        if (mark === 'ABSENT') t.absent++;
        else if (mark === 'LEAVE') t.onLeave++;
        else if (mark === 'REST_DAY' || mark === 'HOLIDAY') t.restDay++;
        else if (mark === 'PRESENT' || mark === 'LATE' || mark === 'INCOMPLETE') {
          t.present++;
          if (row.lateMinutes > 0) t.late++;
        } else t.notIn++;
      }
      return t;
    };
    const week = eachDate(weekFrom, date).map(tally);
    const visible = ids.length ? inArray(filings.employeeId, ids) : sql`false`;
    const [pendingFilings] = await this.db.select({ n: count() }).from(filings).where(and(eq(filings.companyId, auth.tenant.companyId), eq(filings.status, 'PENDING'), visible));
    const [pendingAdjustments] = await this.db
      .select({ n: count() })
      .from(attendanceAdjustments)
      .where(and(eq(attendanceAdjustments.companyId, auth.tenant.companyId), eq(attendanceAdjustments.status, 'PENDING'), ids.length ? inArray(attendanceAdjustments.employeeId, ids) : sql`false`));
    return {
      date,
      headcount: {
        total: ids.length,
        byBranch: byBranch.map((b) => ({ branchId: b.id, name: b.name ?? 'No branch', count: Number(b.count) })),
        byDepartment: byDepartment.map((d) => ({ departmentId: d.id, name: d.name ?? 'No department', count: Number(d.count) })),
        byStatus: byStatus.map((s) => ({ status: s.status, count: Number(s.count) })),
      },
      today: week[week.length - 1],
      week,
      pending: { filings: Number(pendingFilings.n), adjustments: Number(pendingAdjustments.n) },
    };
  }
}
