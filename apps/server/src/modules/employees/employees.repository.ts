import { branchLimit, currentRate, employeeName, manilaDate } from '@haligi/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, branches, departments, employeeRates, employees, teamMembers, teams } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { EMPLOYEE_MESSAGES } from '@haligi/shared';
import { employeeBranchCondition } from './branch-limit';

/** Runs work in one transaction with the tenant bound to it. */
export function inTransaction<T>(tenant: Tenant, work: (tx: Db, scoped: Tenant) => Promise<T>): Promise<T> {
  return tenant.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    return work(tx, tenant.on(tx));
  });
}

/** Live employees of the company within the caller's branch limit. */
export const visibleEmployee = (tenant: Tenant, auth: Pick<AuthContext, 'account'>, ...conditions: (SQL | undefined)[]) =>
  tenant.where(employees, eq(employees.isDeleted, false), employeeBranchCondition(auth), ...conditions);

/** Today in the Philippines (rates take effect on Manila calendar days). */
export const today = () => manilaDate(new Date());

/**
 * A BY_BRANCH user keeps employees of their own branch only: a new employee with no branch goes
 * to theirs, another branch is refused (403). Answers the branch to store.
 */
export function branchForWrite(auth: Pick<AuthContext, 'account'>, branchId: number | null | undefined, creating: boolean): number | null | undefined {
  const limit = branchLimit(auth.account.role, auth.account.branchId);
  if (limit.kind === 'all') return branchId;
  if (limit.branchId == null) throw forbidden(EMPLOYEE_MESSAGES.noBranch);
  if (branchId === undefined) return creating ? limit.branchId : undefined;
  if (branchId !== limit.branchId) throw forbidden(EMPLOYEE_MESSAGES.otherBranch);
  return branchId;
}

/** The rate in effect today: the newest employee_rates row effective on or before today (else the stored mirror). */
const rateNow = (column: 'rate' | 'rate_type') =>
  sql<string>`coalesce((select r.${sql.raw(column)}::text from ${employeeRates} r where r.employee_id = "employees"."id" and r.effective_from <= ${today()}::date order by r.effective_from desc, r.id desc limit 1), ${employees[column === 'rate' ? 'rate' : 'rateType']}::text)`;

export const selectEmployees = (db: Db) =>
  db
    .select({
      id: employees.id,
      employeeNo: employees.employeeNo,
      firstName: employees.firstName,
      middleName: employees.middleName,
      lastName: employees.lastName,
      suffix: employees.suffix,
      gender: employees.gender,
      birthDate: employees.birthDate,
      civilStatus: employees.civilStatus,
      mobile: employees.mobile,
      email: employees.email,
      address: employees.address,
      sssNo: employees.sssNo,
      philhealthNo: employees.philhealthNo,
      pagibigNo: employees.pagibigNo,
      tin: employees.tin,
      employmentStatus: employees.employmentStatus,
      hiredAt: employees.hiredAt,
      regularizedAt: employees.regularizedAt,
      separatedAt: employees.separatedAt,
      position: employees.position,
      branchId: employees.branchId,
      branchName: branches.name,
      departmentId: employees.departmentId,
      departmentName: departments.name,
      teamId: teams.id,
      teamName: teams.name,
      isTeamLeader: teamMembers.isLeader,
      rateType: rateNow('rate_type'),
      rate: sql<string>`round(${rateNow('rate')}::numeric, 2)::text`,
      isMinimumWageEarner: employees.isMinimumWageEarner,
      bankName: employees.bankName,
      bankAccountNo: employees.bankAccountNo,
      biometricId: employees.biometricId,
      accountId: employees.accountId,
      accountName: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
      accountEmail: accounts.email,
      createdAt: employees.createdAt,
      updatedAt: employees.updatedAt,
    })
    .from(employees)
    .leftJoin(branches, eq(branches.id, employees.branchId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(teamMembers, eq(teamMembers.employeeId, employees.id))
    .leftJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.isDeleted, false)))
    .leftJoin(accounts, eq(accounts.id, employees.accountId));

type EmployeeRow = Awaited<ReturnType<ReturnType<typeof selectEmployees>['execute']>>[number];

/**
 * `{id, employeeNo, name, firstName … bankAccountNo, biometricId, branch: {id, name}|null,
 * department, team: {id, name, isLeader}|null, account: {id, name, email}|null, …}`; government
 * numbers as stored digits.
 */
export const toEmployeeAnswer = ({ branchName, departmentName, teamId, teamName, isTeamLeader, accountName, accountEmail, ...row }: EmployeeRow) => ({
  ...row,
  name: employeeName(row),
  branchName: branchName ?? null,
  departmentName: departmentName ?? null,
  teamName: teamName ?? null,
  branch: row.branchId !== null ? { id: row.branchId, name: branchName ?? '' } : null,
  department: row.departmentId !== null ? { id: row.departmentId, name: departmentName ?? '' } : null,
  team: teamId !== null ? { id: teamId, name: teamName ?? '', isLeader: isTeamLeader ?? false } : null,
  account: row.accountId !== null ? { id: row.accountId, name: accountName ?? '', email: accountEmail ?? '' } : null,
});
export type EmployeeAnswer = ReturnType<typeof toEmployeeAnswer>;

/** Sets the employee's rate mirror to the row in effect today (or the earliest row when none is yet). */
export async function refreshRateMirror(tx: Db, tenant: Tenant, employeeId: number) {
  const rows = await tx
    .select({ id: employeeRates.id, effectiveFrom: employeeRates.effectiveFrom, rate: employeeRates.rate, rateType: employeeRates.rateType })
    .from(employeeRates)
    .where(tenant.where(employeeRates, eq(employeeRates.employeeId, employeeId)))
    .orderBy(desc(employeeRates.effectiveFrom), desc(employeeRates.id));
  const row = currentRate(rows, today()) ?? rows[rows.length - 1];
  if (row) await tx.update(employees).set({ rate: row.rate, rateType: row.rateType }).where(tenant.byId(employees, employeeId));
}
