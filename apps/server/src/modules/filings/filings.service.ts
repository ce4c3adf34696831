import {
  FILING_ALL_SCOPES,
  FILING_CODE_PREFIX,
  FILING_FOR_OTHERS_SCOPES,
  FILING_MESSAGES,
  FILING_TYPE,
  LEAVE_ADMIN_SCOPES,
  filingCancelRefusal,
  filingDates,
  fromHundredths,
  hasPermission,
  leaveDayCount,
  manilaInstant,
  spanMinutes,
  toHundredths,
  type CreateFilingRequest,
  type FilingStatus,
  type FilingType,
} from '@haligi/shared';
import { and, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, employees, filings, holidays, leaveLedger, leaveTypes, shiftOverrides, shifts } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { cancelApproval, submitForApproval, type Actor } from '../approvals/approval-engine';
import { employeeBranchCondition } from '../employees/branch-limit';
import { nextDocumentCode } from '../inventory/sequences';
import { loadDayPlans } from '../schedules/schedule-resolver';

const filer = alias(accounts, 'filer');
const employeeName = sql<string>`(${employees.firstName} || ' ' || ${employees.lastName})`;
const filerName = sql<string>`(${filer.firstName} || ' ' || ${filer.lastName})`;

const selectFiling = (db: Db) =>
  db
    .select({
      id: filings.id,
      code: filings.code,
      type: filings.type,
      status: filings.status,
      employeeId: filings.employeeId,
      employeeName,
      employeeNo: employees.employeeNo,
      employeeAccountId: employees.accountId,
      employeeBranchId: employees.branchId,
      dateFrom: filings.dateFrom,
      dateTo: filings.dateTo,
      startTime: filings.startTime,
      endTime: filings.endTime,
      leaveTypeId: filings.leaveTypeId,
      leaveTypeCode: leaveTypes.code,
      leaveTypeName: leaveTypes.name,
      isHalfDay: filings.isHalfDay,
      days: filings.days,
      minutes: filings.minutes,
      shiftId: filings.shiftId,
      shiftName: shifts.name,
      timeIn: filings.timeIn,
      timeOut: filings.timeOut,
      reason: filings.reason,
      statusReason: filings.statusReason,
      approvalRequestId: filings.approvalRequestId,
      filedById: filings.filedById,
      filedByName: filerName,
      createdAt: filings.createdAt,
      decidedAt: filings.decidedAt,
    })
    .from(filings)
    .innerJoin(employees, eq(employees.id, filings.employeeId))
    .leftJoin(leaveTypes, eq(leaveTypes.id, filings.leaveTypeId))
    .leftJoin(shifts, eq(shifts.id, filings.shiftId))
    .leftJoin(filer, eq(filer.id, filings.filedById));

type FilingRow = Awaited<ReturnType<ReturnType<typeof selectFiling>['execute']>>[number];

export function toFilingAnswer(row: FilingRow) {
  return {
    id: row.id,
    code: row.code,
    type: row.type as FilingType,
    status: row.status as FilingStatus,
    employee: { id: row.employeeId, name: row.employeeName, employeeNo: row.employeeNo, accountId: row.employeeAccountId },
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    startTime: row.startTime,
    endTime: row.endTime,
    leaveType: row.leaveTypeId ? { id: row.leaveTypeId, code: row.leaveTypeCode, name: row.leaveTypeName } : null,
    isHalfDay: row.isHalfDay,
    days: row.days,
    minutes: row.minutes,
    shift: row.shiftId ? { id: row.shiftId, name: row.shiftName } : null,
    timeIn: row.timeIn?.toISOString() ?? null,
    timeOut: row.timeOut?.toISOString() ?? null,
    reason: row.reason,
    statusReason: row.statusReason,
    approvalRequestId: row.approvalRequestId,
    filedBy: row.filedById ? { id: row.filedById, name: row.filedByName } : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
export type FilingAnswer = ReturnType<typeof toFilingAnswer>;

export const seesAllFilings = (auth: Pick<AuthContext, 'account'>) => hasPermission(auth.account.role, FILING_ALL_SCOPES);
export const isLeaveAdmin = (auth: Pick<AuthContext, 'account'>) => hasPermission(auth.account.role, LEAVE_ADMIN_SCOPES);

/** Who may see a filing: its filer, the employee's own account, or HR within the branch limit. */
export function filingAccessCondition(auth: Pick<AuthContext, 'account'>): SQL {
  const own = or(eq(filings.filedById, auth.account.id), eq(employees.accountId, auth.account.id)) as SQL;
  if (!seesAllFilings(auth)) return own;
  const branch = employeeBranchCondition(auth);
  return branch ? (or(own, branch) as SQL) : sql`true`;
}

/** The caller's own employee (linked account), or 422. */
export async function ownEmployee(db: Db, tenant: Tenant, accountId: number) {
  const [row] = await db.select({ id: employees.id }).from(employees).where(tenant.where(employees, eq(employees.accountId, accountId), eq(employees.isDeleted, false)));
  if (!row) throw unprocessable(FILING_MESSAGES.notLinked);
  return row.id;
}

/** An employee another person may act on: in the company and within the branch limit (404 otherwise). */
export async function assertEmployeeInReach(db: Db, tenant: Tenant, auth: Pick<AuthContext, 'account'>, id: number) {
  const [row] = await db.select({ id: employees.id, branchId: employees.branchId }).from(employees).where(tenant.where(employees, eq(employees.id, id), eq(employees.isDeleted, false), employeeBranchCondition(auth)));
  if (!row) throw notFound('Employee');
  return row;
}

/** The days a leave uses for an employee: work days of their schedule, holidays of their branch left out. */
async function leaveDaysFor(tx: Db, tenant: Tenant, employee: { id: number; branchId: number | null }, dateFrom: string, dateTo: string, isHalfDay: boolean) {
  const { plans } = await loadDayPlans(tx, tenant.companyId, [employee.id], dateFrom, dateTo);
  const rows = await tx
    .select({ date: holidays.date, type: holidays.type, scope: holidays.scope, branchId: holidays.branchId })
    .from(holidays)
    .where(tenant.where(holidays, eq(holidays.isDeleted, false), gte(holidays.date, dateFrom), lte(holidays.date, dateTo)));
  const holidayOf = new Map<string, string>();
  for (const h of rows) {
    if (h.scope === 'LOCAL' && h.branchId !== employee.branchId) continue;
    // A regular holiday wins over a special day on the same date.
    if (!holidayOf.has(h.date) || h.type === 'REGULAR') holidayOf.set(h.date, h.type);
  }
  const days = filingDates({ dateFrom, dateTo }).map((date) => {
    const plan = plans.get(employee.id)?.get(date) ?? { kind: 'NONE' as const };
    return { plan: plan.kind, holidayType: holidayOf.get(date) ?? null };
  });
  return leaveDayCount(days, isHalfDay);
}

export class FilingsService {
  constructor(private db: Db) {}

  async find(tenant: Tenant, auth: Pick<AuthContext, 'account'>, id: number) {
    const [row] = await selectFiling(this.db).where(and(tenant.where(filings, eq(filings.id, id)), filingAccessCondition(auth)));
    if (!row) throw notFound('Filing');
    return toFilingAnswer(row);
  }

  /** A filing of the company, without the caller's access (after a write the caller may see it). */
  async findAny(tenant: Tenant, id: number) {
    const [row] = await selectFiling(this.db).where(tenant.where(filings, eq(filings.id, id)));
    if (!row) throw notFound('Filing');
    return toFilingAnswer(row);
  }

  /** POST /filing: checked, numbered FL-000001, submitted to the FILING workflow in one transaction. */
  async create(tenant: Tenant, auth: AuthContext, input: CreateFilingRequest) {
    const id = await this.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      let employee: { id: number; branchId: number | null };
      const mine = await tx.select({ id: employees.id, branchId: employees.branchId }).from(employees).where(scoped.where(employees, eq(employees.accountId, auth.account.id), eq(employees.isDeleted, false)));
      if (input.employeeId == null || input.employeeId === mine[0]?.id) {
        if (!mine[0]) throw unprocessable(FILING_MESSAGES.notLinked);
        employee = mine[0];
      } else {
        if (!hasPermission(auth.account.role, FILING_FOR_OTHERS_SCOPES)) throw forbidden();
        employee = await assertEmployeeInReach(tx, scoped, auth, input.employeeId);
      }
      // One filing at a time per employee: the overlap and credit checks below see every earlier one.
      await tx.execute(sql`select id from employees where id = ${employee.id} for update`);

      const [overlap] = await tx
        .select({ code: filings.code })
        .from(filings)
        .where(
          scoped.where(
            filings,
            eq(filings.employeeId, employee.id),
            eq(filings.type, input.type),
            inArray(filings.status, ['PENDING', 'APPROVED']),
            lte(filings.dateFrom, input.dateTo),
            gte(filings.dateTo, input.dateFrom),
          ),
        )
        .limit(1);
      if (overlap) throw conflict(FILING_MESSAGES.overlap(input.type, overlap.code));

      let days: string | null = null;
      let minutes: number | null = null;
      let timeIn: Date | null = null;
      let timeOut: Date | null = null;
      if (input.type === 'LEAVE') {
        const [type] = await tx.select().from(leaveTypes).where(scoped.where(leaveTypes, eq(leaveTypes.id, input.leaveTypeId!), eq(leaveTypes.isDeleted, false)));
        if (!type) throw new HttpError(400, [FILING_MESSAGES.unknownLeaveType]);
        const count = await leaveDaysFor(tx, scoped, employee, input.dateFrom, input.dateTo, input.isHalfDay);
        if (count === 0) throw unprocessable(FILING_MESSAGES.noLeaveDays);
        days = count.toFixed(2);
        if (type.isPaid) {
          // Credits of the leave's year (its first day), less what pending filings already hold.
          const year = Number(input.dateFrom.slice(0, 4));
          const [ledger] = await tx
            .select({ days: sql<string>`coalesce(sum(${leaveLedger.days}), 0)::text` })
            .from(leaveLedger)
            .where(scoped.where(leaveLedger, eq(leaveLedger.employeeId, employee.id), eq(leaveLedger.leaveTypeId, type.id), eq(leaveLedger.year, year)));
          const [held] = await tx
            .select({ days: sql<string>`coalesce(sum(${filings.days}), 0)::text` })
            .from(filings)
            .where(scoped.where(filings, eq(filings.employeeId, employee.id), eq(filings.leaveTypeId, type.id), eq(filings.status, 'PENDING'), sql`extract(year from ${filings.dateFrom}) = ${year}`));
          const left = toHundredths(ledger.days) - toHundredths(held.days);
          if (toHundredths(days) > left) throw unprocessable(FILING_MESSAGES.notEnoughCredits(type.code, Number(fromHundredths(Math.max(0, left)))));
        }
      } else if (input.type === 'OVERTIME' || input.type === 'OFFICIAL_BUSINESS') {
        minutes = input.startTime && input.endTime ? spanMinutes(input.startTime, input.endTime) : null;
      } else if (input.type === 'SCHEDULE_ADJUSTMENT') {
        if (input.shiftId != null) {
          const [shift] = await tx.select({ id: shifts.id }).from(shifts).where(scoped.where(shifts, eq(shifts.id, input.shiftId), eq(shifts.isDeleted, false)));
          if (!shift) throw new HttpError(400, [FILING_MESSAGES.unknownShift]);
        }
      } else if (input.type === 'ATTENDANCE_CORRECTION') {
        if (input.timeIn) timeIn = manilaInstant(input.dateFrom, input.timeIn);
        // A time out at or before the time in is the next morning (a night shift).
        if (input.timeOut) timeOut = manilaInstant(input.dateFrom, input.timeOut, input.timeIn && toMinutes(input.timeOut) <= toMinutes(input.timeIn) ? 1 : 0);
      }

      const code = await nextDocumentCode(tx, scoped, FILING_CODE_PREFIX);
      const [created] = await tx
        .insert(filings)
        .values(
          scoped.values({
            code,
            employeeId: employee.id,
            type: input.type,
            status: 'PENDING',
            dateFrom: input.dateFrom,
            dateTo: input.dateTo,
            startTime: input.type === 'OVERTIME' || input.type === 'OFFICIAL_BUSINESS' ? (input.startTime ?? null) : null,
            endTime: input.type === 'OVERTIME' || input.type === 'OFFICIAL_BUSINESS' ? (input.endTime ?? null) : null,
            leaveTypeId: input.type === 'LEAVE' ? input.leaveTypeId! : null,
            isHalfDay: input.type === 'LEAVE' && input.isHalfDay,
            days,
            minutes,
            shiftId: input.type === 'SCHEDULE_ADJUSTMENT' ? (input.shiftId ?? null) : null,
            timeIn,
            timeOut,
            reason: input.reason,
            filedById: auth.account.id,
          }),
        )
        .returning({ id: filings.id });
      const submitted = await submitForApproval(tx, scoped, { documentType: 'FILING', documentId: created.id, documentCode: code, amount: '0', requestedById: auth.account.id });
      await tx.update(filings).set({ approvalRequestId: submitted.approvalRequestId }).where(eq(filings.id, created.id));
      const actor: Actor = { id: auth.account.id, name: auth.account.name };
      if (submitted.status === 'APPROVED') await settleFiling(tx, scoped, created.id, 'APPROVED', null, actor);
      return created.id;
    });
    return this.findAny(tenant, id);
  }

  /** POST /filing/{id}/cancel */
  async cancel(tenant: Tenant, auth: AuthContext, id: number, reason: string) {
    const before = await this.find(tenant, auth, id);
    await this.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      const [row] = await tx.select().from(filings).where(scoped.byId(filings, id)).for('update');
      const refusal = filingCancelRefusal({ status: row.status as FilingStatus, type: row.type as FilingType, filedById: row.filedById }, { accountId: auth.account.id, isLeaveAdmin: isLeaveAdmin(auth) });
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      if (row.status === 'PENDING') {
        await cancelApproval(tx, scoped, 'FILING', id);
      } else {
        // An approved leave: its credits come back (REVERSAL rows equal and opposite to its USE rows).
        const used = await tx.select().from(leaveLedger).where(scoped.where(leaveLedger, eq(leaveLedger.filingId, id), eq(leaveLedger.kind, 'USE')));
        if (used.length) {
          await tx.insert(leaveLedger).values(
            used.map((u) => scoped.values({ employeeId: u.employeeId, leaveTypeId: u.leaveTypeId, year: u.year, days: fromHundredths(-toHundredths(u.days)), kind: 'REVERSAL', filingId: id, note: `${row.code} canceled`, createdById: auth.account.id })),
          );
        }
      }
      await tx.update(filings).set({ status: 'CANCELED', statusReason: reason || null }).where(scoped.byId(filings, id));
    });
    return { before, after: await this.findAny(tenant, id) };
  }

  /** PUT /filing: filters view (mine | company), type, status, employeeId, date (filings covering the day). */
  table(tenant: Tenant, auth: AuthContext): TableSource<FilingAnswer> {
    const mine = or(eq(filings.filedById, auth.account.id), eq(employees.accountId, auth.account.id)) as SQL;
    const all = filingAccessCondition(auth);
    // 'all' in a filter means "no filter" to the table reader: HR's view is 'company'.
    let view: 'mine' | 'company' = 'mine';
    const source: TableSource<FilingAnswer> = {
      sortable: { code: filings.code, createdAt: filings.createdAt, dateFrom: filings.dateFrom, status: filings.status, type: filings.type, employee: employees.lastName },
      searchable: { code: filings.code, reason: filings.reason, employee: employeeName, employeeNo: employees.employeeNo },
      filters: {
        view: (value) => {
          if (value !== 'mine' && value !== 'company') throw new HttpError(400, ['filters: view must be mine or company']);
          if (value === 'company' && !seesAllFilings(auth)) throw forbidden();
          view = value;
          return value === 'company' ? all : mine;
        },
        type: (value) => {
          if (!(FILING_TYPE.keys as string[]).includes(value)) throw new HttpError(400, [`filters: type must be one of ${FILING_TYPE.keys.join(', ')}`]);
          return eq(filings.type, value);
        },
        status: (value) => eq(filings.status, value),
        employeeId: (value) => eq(filings.employeeId, filterId('employeeId', value)),
        date: (value) => {
          if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) throw new HttpError(400, ['filters: date must be a date YYYY-MM-DD']);
          return and(lte(filings.dateFrom, value), gte(filings.dateTo, value));
        },
      },
      // Without view=all the table is the caller's own; the view filter replaces it.
      get baseWhere() {
        return tenant.where(filings, view === 'company' ? undefined : mine);
      },
      idColumn: filings.id,
      list: async (where, orderBy, limit, offset) => (await selectFiling(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toFilingAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(filings).innerJoin(employees, eq(employees.id, filings.employeeId)).where(where))[0].n,
    };
    return source;
  }
}

const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * The FILING document's end (the approval engine's handler, inside the deciding transaction):
 * APPROVED writes what the filing changes (a leave's USE rows, a schedule adjustment's day
 * overrides); REJECTED/RETURNED keep the reason. Returns the filing for the pushes, or null when it
 * was no longer pending.
 */
export async function settleFiling(tx: Db, tenant: Tenant, id: number, status: 'APPROVED' | 'REJECTED', reason: string | null, by: Actor) {
  const [row] = await tx
    .update(filings)
    .set({ status, statusReason: reason, decidedAt: new Date() })
    .where(tenant.where(filings, eq(filings.id, id), eq(filings.status, 'PENDING')))
    .returning();
  if (!row) return null;
  if (status === 'APPROVED' && row.type === 'LEAVE' && row.leaveTypeId && row.days) {
    const [type] = await tx.select({ isPaid: leaveTypes.isPaid }).from(leaveTypes).where(eq(leaveTypes.id, row.leaveTypeId));
    if (type?.isPaid) {
      await tx.insert(leaveLedger).values(
        tenant.values({ employeeId: row.employeeId, leaveTypeId: row.leaveTypeId, year: Number(row.dateFrom.slice(0, 4)), days: fromHundredths(-toHundredths(row.days)), kind: 'USE', filingId: row.id, note: row.code, createdById: by.id }),
      );
    }
  }
  if (status === 'APPROVED' && row.type === 'SCHEDULE_ADJUSTMENT') {
    const values = filingDates(row).map((date) => tenant.values({ employeeId: row.employeeId, date, shiftId: row.shiftId, source: 'FILING', filingId: row.id, createdById: by.id }));
    await tx
      .insert(shiftOverrides)
      .values(values)
      .onConflictDoUpdate({ target: [shiftOverrides.employeeId, shiftOverrides.date], set: { shiftId: sql`excluded.shift_id`, source: 'FILING', filingId: row.id, createdById: by.id, updatedAt: new Date() } });
  }
  return row;
}

