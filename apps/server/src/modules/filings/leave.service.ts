import { DEFAULT_LEAVE_TYPES, LEAVE_MESSAGES, leaveBalanceOf, manilaDate, SEPARATED_STATUSES, SIL_CODE, silEligible, toHundredths, fromHundredths, type LeaveCreditRequest } from '@haligi/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, filings, leaveLedger, leaveTypes } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound, unprocessable } from '../../http/errors';

/** Every new company's leave types (setUpNewCompany); existing companies got theirs in migration 0024. */
export async function setUpLeaveTypes(tx: Db, companyId: number) {
  await tx
    .insert(leaveTypes)
    .values(DEFAULT_LEAVE_TYPES.map((t) => ({ companyId, code: t.code, name: t.name, isPaid: t.isPaid, daysPerYear: t.daysPerYear })))
    .onConflictDoNothing();
}

export async function listLeaveTypes(db: Db, tenant: Tenant) {
  return db.select({ id: leaveTypes.id, code: leaveTypes.code, name: leaveTypes.name, isPaid: leaveTypes.isPaid, daysPerYear: leaveTypes.daysPerYear }).from(leaveTypes).where(tenant.where(leaveTypes, eq(leaveTypes.isDeleted, false))).orderBy(leaveTypes.id);
}

/** Each leave type's balance for an employee and year: ledger sum, days held by pending leave filings, and what is left. */
export async function leaveBalances(db: Db, tenant: Tenant, employeeId: number, year: number) {
  const types = await listLeaveTypes(db, tenant);
  const ledger = await db
    .select({ leaveTypeId: leaveLedger.leaveTypeId, days: sql<string>`sum(${leaveLedger.days})::text` })
    .from(leaveLedger)
    .where(tenant.where(leaveLedger, eq(leaveLedger.employeeId, employeeId), eq(leaveLedger.year, year)))
    .groupBy(leaveLedger.leaveTypeId);
  const pending = await db
    .select({ leaveTypeId: filings.leaveTypeId, days: sql<string>`coalesce(sum(${filings.days}), 0)::text` })
    .from(filings)
    .where(
      tenant.where(
        filings,
        eq(filings.employeeId, employeeId),
        eq(filings.type, 'LEAVE'),
        eq(filings.status, 'PENDING'),
        sql`extract(year from ${filings.dateFrom}) = ${year}`,
      ),
    )
    .groupBy(filings.leaveTypeId);
  const ledgerOf = new Map(ledger.map((r) => [r.leaveTypeId, r.days]));
  const pendingOf = new Map(pending.map((r) => [r.leaveTypeId, r.days]));
  return types.map((type) => leaveBalanceOf(type, [ledgerOf.get(type.id) ?? '0'], [pendingOf.get(type.id) ?? '0']));
}

/** POST /leave/credit: an ADJUST row with its note; a balance never goes below zero by it. */
export async function creditLeave(db: Db, tenant: Tenant, accountId: number, input: LeaveCreditRequest, assertEmployee: (tx: Db, id: number) => Promise<unknown>) {
  return db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    await assertEmployee(tx, input.employeeId);
    const [type] = await tx.select().from(leaveTypes).where(scoped.where(leaveTypes, eq(leaveTypes.id, input.leaveTypeId), eq(leaveTypes.isDeleted, false)));
    if (!type) throw notFound('Leave type');
    // One writer per employee's credits at a time.
    await tx.execute(sql`select id from employees where id = ${input.employeeId} for update`);
    if (toHundredths(input.days) < 0) {
      const [row] = await tx
        .select({ days: sql<string>`coalesce(sum(${leaveLedger.days}), 0)::text` })
        .from(leaveLedger)
        .where(scoped.where(leaveLedger, eq(leaveLedger.employeeId, input.employeeId), eq(leaveLedger.leaveTypeId, type.id), eq(leaveLedger.year, input.year)));
      if (toHundredths(row.days) + toHundredths(input.days) < 0) throw unprocessable(LEAVE_MESSAGES.belowZero(type.code, fromHundredths(toHundredths(row.days))));
    }
    const [entry] = await tx
      .insert(leaveLedger)
      .values(scoped.values({ employeeId: input.employeeId, leaveTypeId: type.id, year: input.year, days: input.days, kind: 'ADJUST', note: input.note, createdById: accountId }))
      .returning();
    return { data: { id: entry.id, employeeId: entry.employeeId, leaveTypeId: entry.leaveTypeId, year: entry.year, days: entry.days, kind: entry.kind, note: entry.note }, message: LEAVE_MESSAGES.credited };
  });
}

/**
 * POST /leave/grant-sil?year=: a GRANT row of the SIL type's daysPerYear for every employee who
 * has completed a year of service by today (or the year's end when the year is past) and has no
 * grant for that year yet. Idempotent per employee-year.
 */
export async function grantSil(
  db: Db,
  tenant: Tenant,
  accountId: number | null,
  year: number,
  branchCondition?: ReturnType<typeof sql> | undefined,
  today = manilaDate(new Date()),
  /** A service incentive leave plan (payroll-plans): only its members, its days a year. */
  plan?: { employeeIds: number[]; days: string; note: string },
) {
  return db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const [sil] = await tx.select().from(leaveTypes).where(scoped.where(leaveTypes, eq(leaveTypes.code, SIL_CODE)));
    if (!sil) throw notFound('SIL leave type');
    // Two grants at once must not both write: the leave type row is the lock.
    await tx.execute(sql`select id from leave_types where id = ${sil.id} for update`);
    const people = await tx
      .select({ id: employees.id, hiredAt: employees.hiredAt, separatedAt: employees.separatedAt, status: employees.employmentStatus })
      .from(employees)
      .where(scoped.where(employees, eq(employees.isDeleted, false), branchCondition, plan ? inArray(employees.id, plan.employeeIds.length ? plan.employeeIds : [0]) : undefined));
    const eligible = people.filter((p) => !(SEPARATED_STATUSES as readonly string[]).includes(p.status) && silEligible(p, year, today));
    if (eligible.length === 0) return { data: { granted: 0, year }, message: LEAVE_MESSAGES.silGranted(0, year) };
    const already = await tx
      .select({ employeeId: leaveLedger.employeeId })
      .from(leaveLedger)
      .where(scoped.where(leaveLedger, eq(leaveLedger.leaveTypeId, sil.id), eq(leaveLedger.year, year), eq(leaveLedger.kind, 'GRANT'), inArray(leaveLedger.employeeId, eligible.map((e) => e.id))));
    const have = new Set(already.map((r) => r.employeeId));
    const toGrant = eligible.filter((e) => !have.has(e.id));
    if (toGrant.length) {
      await tx.insert(leaveLedger).values(
        toGrant.map((e) => scoped.values({ employeeId: e.id, leaveTypeId: sil.id, year, days: plan?.days ?? sil.daysPerYear, kind: 'GRANT', note: plan?.note ?? `Service incentive leave ${year} (Labor Code art. 95)`, createdById: accountId })),
      );
    }
    return { data: { granted: toGrant.length, year }, message: LEAVE_MESSAGES.silGranted(toGrant.length, year) };
  });
}

