import {
  enrolmentStatus,
  manilaDate,
  memberAmount,
  money2,
  namedFields,
  PLAN_MESSAGES,
  SEPARATED_STATUSES,
  SIL_CODE,
  silCashValue,
  silDailyRate,
  silEligible,
  type BulkEnrolRequest,
  type PlanMemberRequest,
  type UpdatePlanMemberRequest,
} from '@haligi/shared';
import { and, count, eq, gte, inArray, isNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeePayrollGroups, employees, payrollGroups, payrollLoanLedger, payrollPlanMembers, payrollPlans, teamMembers } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { inTransaction } from '../schedules/transaction';

const today = () => manilaDate(new Date());
/** The Manila date in SQL, for the status of an enrolment. */
const TODAY_SQL = sql`(now() at time zone 'Asia/Manila')::date`;
const statusSql = sql<string>`case when ${payrollPlanMembers.startDate} > ${TODAY_SQL} then 'UPCOMING' when ${payrollPlanMembers.endDate} < ${TODAY_SQL} then 'ENDED' else 'ACTIVE' end`;
const employeeName = sql<string>`${employees.lastName} || ', ' || ${employees.firstName}`;
/** A loan's balance: the sum of its ledger, never stored (schema-payroll.ts). */
export const loanBalanceSql = sql<string | null>`(select sum(l.amount)::text from ${payrollLoanLedger} l where l.plan_member_id = payroll_plan_members.id)`;
/** This year's SIL days left: the filings module's leave ledger for the SIL leave type. */
const silBalanceSql = (year: number) =>
  sql<string>`(select coalesce(sum(l.days), 0)::text from leave_ledger l join leave_types t on t.id = l.leave_type_id where l.company_id = payroll_plan_members.company_id and l.employee_id = payroll_plan_members.employee_id and t.code = ${SIL_CODE} and l.year = ${year})`;

const selectMembers = (db: Db, year: number) =>
  db
    .select({
      member: payrollPlanMembers,
      plan: { kind: payrollPlans.kind, method: payrollPlans.method, amount: payrollPlans.amount, code: payrollPlans.code, name: payrollPlans.name, cutoffRule: payrollPlans.cutoffRule, daysPerYear: payrollPlans.daysPerYear },
      employee: { name: employeeName, employeeNo: employees.employeeNo, hiredAt: employees.hiredAt, separatedAt: employees.separatedAt, rateType: employees.rateType, rate: employees.rate },
      group: { id: payrollGroups.id, name: payrollGroups.name, frequency: payrollGroups.frequency, workingDaysPerYear: payrollGroups.workingDaysPerYear, cutoffStartDay: payrollGroups.cutoffStartDay },
      balance: loanBalanceSql,
      silBalance: silBalanceSql(year),
    })
    .from(payrollPlanMembers)
    .innerJoin(payrollPlans, eq(payrollPlans.id, payrollPlanMembers.planId))
    .innerJoin(employees, eq(employees.id, payrollPlanMembers.employeeId))
    .leftJoin(employeePayrollGroups, eq(employeePayrollGroups.employeeId, employees.id))
    .leftJoin(payrollGroups, eq(payrollGroups.id, employeePayrollGroups.payrollGroupId));
export type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];

/** The working days factor when the employee is in no payroll group yet (the groups' default). */
export const DEFAULT_WORKING_DAYS = 261;

/**
 * A member answer: the enrolment, its employee and effective amount; a loan's principal,
 * amortization and balance (ledger sum); a SIL member's eligibility, days left this year, daily
 * rate and the cash value of those days.
 */
export function toMemberAnswer(row: MemberRow, on = today()) {
  const { member, plan, employee, group } = row;
  const isLoan = plan.method === 'LOAN';
  const isSil = plan.kind === 'SIL';
  const year = Number(on.slice(0, 4));
  const dailyRate = isSil ? silDailyRate(employee.rateType, employee.rate, group?.workingDaysPerYear ?? DEFAULT_WORKING_DAYS) : null;
  return {
    id: member.id,
    planId: member.planId,
    planKind: plan.kind,
    employeeId: member.employeeId,
    employeeName: employee.name,
    employeeNo: employee.employeeNo,
    ownAmount: member.amount === null ? null : money2(member.amount),
    amount: memberAmount(plan.amount, member.amount),
    principal: member.principal === null ? null : money2(member.principal),
    amortization: member.amortization === null ? null : money2(member.amortization),
    balance: isLoan ? money2(row.balance ?? 0) : null,
    startDate: member.startDate,
    endDate: member.endDate,
    note: member.note,
    status: enrolmentStatus(member, on),
    payrollGroup: group?.id ? { id: group.id, name: group.name } : null,
    silEligible: isSil ? silEligible(employee, year, on) : null,
    silBalance: isSil ? money2(row.silBalance) : null,
    dailyRate,
    cashValue: isSil ? silCashValue(row.silBalance, dailyRate!) : null,
    createdAt: member.createdAt,
    updatedAt: member.updatedAt,
  };
}
export type MemberAnswer = ReturnType<typeof toMemberAnswer>;

const liveMember = (tenant: Tenant, ...conditions: (SQL | undefined)[]) => tenant.where(payrollPlanMembers, eq(payrollPlanMembers.isDeleted, false), ...conditions);

/** Enrolments of employees in plans: one at a time, a team or department at once, changes and ends. */
export class MembersService {
  /** A live member of a live plan, with everything its answer shows (404 otherwise). */
  async row(db: Db, tenant: Tenant, id: number, branch?: SQL): Promise<MemberRow> {
    const [row] = await selectMembers(db, Number(today().slice(0, 4))).where(liveMember(tenant, eq(payrollPlanMembers.id, id), eq(payrollPlans.isDeleted, false), branch));
    if (!row) throw notFound('Plan member');
    return row;
  }

  async find(tenant: Tenant, id: number, branch?: SQL) {
    return toMemberAnswer(await this.row(tenant.db, tenant, id, branch));
  }

  /** The employee of the company, not removed, within the caller's branch limit (404 otherwise). */
  private async employee(db: Db, tenant: Tenant, id: number, branch?: SQL) {
    const [row] = await db.select({ id: employees.id }).from(employees).where(tenant.where(employees, eq(employees.id, id), eq(employees.isDeleted, false), branch));
    if (!row) throw notFound('Employee');
    return row;
  }

  /** 409 when the employee is in the plan for any of these dates (a loan: while an earlier loan of the plan is unpaid). */
  private async assertNoOverlap(db: Db, tenant: Tenant, plan: { id: number; method: string }, employeeId: number, dates: { startDate: string; endDate: string | null }, exceptId?: number) {
    const others = await db
      .select({ id: payrollPlanMembers.id, balance: loanBalanceSql })
      .from(payrollPlanMembers)
      .where(
        liveMember(
          tenant,
          eq(payrollPlanMembers.planId, plan.id),
          eq(payrollPlanMembers.employeeId, employeeId),
          exceptId !== undefined ? ne(payrollPlanMembers.id, exceptId) : undefined,
          plan.method === 'LOAN'
            ? undefined
            : and(lte(payrollPlanMembers.startDate, dates.endDate ?? '9999-12-31'), or(isNull(payrollPlanMembers.endDate), gte(payrollPlanMembers.endDate, dates.startDate))),
        ),
      );
    const clash = plan.method === 'LOAN' ? others.some((o) => Number(o.balance ?? 0) !== 0) : others.length > 0;
    if (clash) throw conflict(PLAN_MESSAGES.alreadyEnrolled);
  }

  /** The field problems of an enrolment on this plan (400). */
  private problems(plan: { method: string }, values: { amount?: unknown; principal?: unknown; amortization?: unknown; startDate: string; endDate: string | null }, isNew: boolean) {
    const problems: string[] = [];
    if (values.endDate !== null && values.endDate < values.startDate) problems.push('endDate: must be on or after startDate');
    if (plan.method === 'LOAN') {
      if (isNew && values.principal === undefined) problems.push('principal: is required for a loan');
      if (values.amortization === undefined || values.amortization === null) problems.push('amortization: is required for a loan');
    } else {
      if (values.principal !== undefined && values.principal !== null) problems.push('principal: only a loan has a principal');
      if (values.amortization !== undefined && values.amortization !== null) problems.push('amortization: only a loan has an amortization');
    }
    if (problems.length) throw badRequest(problems);
  }

  /** POST /payroll/plan/member. A loan writes its principal as the ledger's first (+) row. */
  async enrol(tenant: Tenant, accountId: number, input: PlanMemberRequest, plan: { id: number; method: string; isActive: boolean }, branch?: SQL) {
    const endDate = input.endDate ?? null;
    this.problems(plan, { ...input, endDate }, true);
    if (!plan.isActive) throw unprocessable(PLAN_MESSAGES.inactive);
    const id = await inTransaction(tenant, async (tx, scoped) => {
      await this.employee(tx, scoped, input.employeeId, branch);
      // One enrolment writer per plan at a time, so two requests cannot both pass the overlap check.
      await tx.execute(sql`select id from payroll_plans where id = ${plan.id} for update`);
      await this.assertNoOverlap(tx, scoped, plan, input.employeeId, { startDate: input.startDate, endDate });
      const isLoan = plan.method === 'LOAN';
      const [row] = await tx
        .insert(payrollPlanMembers)
        .values(
          scoped.values({
            planId: plan.id,
            employeeId: input.employeeId,
            amount: input.amount == null ? null : money2(input.amount),
            principal: isLoan ? money2(input.principal!) : null,
            amortization: isLoan ? money2(input.amortization!) : null,
            startDate: input.startDate,
            endDate,
            note: input.note,
            createdById: accountId,
          }),
        )
        .returning({ id: payrollPlanMembers.id });
      if (isLoan) {
        await tx.insert(payrollLoanLedger).values(scoped.values({ planMemberId: row.id, employeeId: input.employeeId, amount: money2(input.principal!), memo: 'Loan granted', createdById: accountId }));
      }
      return row.id;
    });
    return { data: await this.find(tenant, id), message: plan.method === 'LOAN' ? PLAN_MESSAGES.loanGranted : PLAN_MESSAGES.enrolled };
  }

  /** POST /payroll/plan/member/bulk: everyone not separated of a team or department, skipping those already in the plan for those dates. */
  async bulkEnrol(tenant: Tenant, accountId: number, input: BulkEnrolRequest, plan: { id: number; method: string; isActive: boolean }, branch?: SQL) {
    const endDate = input.endDate ?? null;
    if (plan.method === 'LOAN') throw unprocessable(PLAN_MESSAGES.loansOneByOne);
    this.problems(plan, { startDate: input.startDate, endDate }, true);
    if (!plan.isActive) throw unprocessable(PLAN_MESSAGES.inactive);
    return inTransaction(tenant, async (tx, scoped) => {
      const group =
        input.teamId !== undefined
          ? sql`${employees.id} in (select tm.employee_id from ${teamMembers} tm join teams t on t.id = tm.team_id where tm.team_id = ${input.teamId} and t.company_id = ${scoped.companyId})`
          : eq(employees.departmentId, input.departmentId!);
      const table = input.teamId !== undefined ? 'teams' : 'departments';
      const [exists] = await tx.execute<{ id: number }>(sql`select id from ${sql.raw(table)} where id = ${input.teamId ?? input.departmentId} and company_id = ${scoped.companyId} and is_deleted = false`).then((r) => r.rows);
      if (!exists) throw notFound(input.teamId !== undefined ? 'Team' : 'Department');
      await tx.execute(sql`select id from payroll_plans where id = ${plan.id} for update`);
      const people = await tx
        .select({ id: employees.id })
        .from(employees)
        .where(scoped.where(employees, eq(employees.isDeleted, false), notInArray(employees.employmentStatus, [...SEPARATED_STATUSES]), group, branch));
      const ids = people.map((p) => p.id);
      const already = ids.length
        ? await tx
            .select({ employeeId: payrollPlanMembers.employeeId })
            .from(payrollPlanMembers)
            .where(
              liveMember(
                scoped,
                eq(payrollPlanMembers.planId, plan.id),
                inArray(payrollPlanMembers.employeeId, ids),
                lte(payrollPlanMembers.startDate, endDate ?? '9999-12-31'),
                or(isNull(payrollPlanMembers.endDate), gte(payrollPlanMembers.endDate, input.startDate)),
              ),
            )
        : [];
      const skip = new Set(already.map((a) => a.employeeId));
      const fresh = ids.filter((id) => !skip.has(id));
      if (fresh.length) {
        await tx.insert(payrollPlanMembers).values(
          fresh.map((employeeId) =>
            scoped.values({ planId: plan.id, employeeId, amount: input.amount == null ? null : money2(input.amount), startDate: input.startDate, endDate, createdById: accountId }),
          ),
        );
      }
      return { data: { enrolled: fresh.length, skipped: skip.size }, message: PLAN_MESSAGES.bulkEnrolled(fresh.length, skip.size) };
    });
  }

  /** PATCH /payroll/plan/member: the fields named; the dates and loan rules hold for the merged enrolment. */
  async update(tenant: Tenant, input: UpdatePlanMemberRequest, current: MemberRow, branch?: SQL) {
    const { id, ...fields } = input;
    const named = namedFields(fields);
    const plan = current.plan;
    const merged = {
      startDate: named.startDate ?? current.member.startDate,
      endDate: named.endDate !== undefined ? named.endDate : current.member.endDate,
      amortization: named.amortization ?? current.member.amortization ?? undefined,
    };
    this.problems(plan, { ...merged, amortization: plan.method === 'LOAN' ? merged.amortization : named.amortization }, false);
    const { amount, amortization, ...rest } = named;
    const changes = {
      ...rest,
      ...(amount !== undefined ? { amount: amount === null ? null : money2(amount) } : {}),
      ...(amortization !== undefined ? { amortization: money2(amortization) } : {}),
    };
    await inTransaction(tenant, async (tx, scoped) => {
      await tx.execute(sql`select id from payroll_plans where id = ${current.member.planId} for update`);
      if (named.startDate !== undefined || named.endDate !== undefined) {
        await this.assertNoOverlap(tx, scoped, { id: current.member.planId, method: plan.method }, current.member.employeeId, merged, id);
      }
      await tx.update(payrollPlanMembers).set({ ...changes, updatedAt: new Date() }).where(scoped.byId(payrollPlanMembers, id));
    });
    return { data: await this.find(tenant, id, branch), message: PLAN_MESSAGES.memberUpdated };
  }

  /** POST /payroll/plan/member/{id}/end: the last day the plan applies to this employee. */
  async end(tenant: Tenant, current: MemberRow, endDate: string, branch?: SQL) {
    if (endDate < current.member.startDate) throw badRequest(['endDate: must be on or after startDate']);
    await tenant.db.update(payrollPlanMembers).set({ endDate, updatedAt: new Date() }).where(tenant.byId(payrollPlanMembers, current.member.id));
    return { data: await this.find(tenant, current.member.id, branch), message: PLAN_MESSAGES.memberEnded };
  }

  /** PUT /payroll/plan/member: filter planId (and status); the kinds the member may see; their branch limit. */
  table(tenant: Tenant, kinds: readonly string[], branch?: SQL): TableSource<MemberAnswer> {
    const on = today();
    return {
      sortable: {
        employeeName,
        employeeNo: employees.employeeNo,
        principal: payrollPlanMembers.principal,
        amortization: payrollPlanMembers.amortization,
        startDate: payrollPlanMembers.startDate,
        endDate: payrollPlanMembers.endDate,
        createdAt: payrollPlanMembers.createdAt,
      },
      searchable: { employeeName, employeeNo: employees.employeeNo },
      filters: {
        planId: (value) => eq(payrollPlanMembers.planId, filterId('planId', value)),
        employeeId: (value) => eq(payrollPlanMembers.employeeId, filterId('employeeId', value)),
        status: (value) => {
          if (!['ACTIVE', 'UPCOMING', 'ENDED'].includes(value)) throw badRequest(['filters: status must be one of ACTIVE, UPCOMING, ENDED']);
          return sql`${statusSql} = ${value}`;
        },
      },
      baseWhere: liveMember(tenant, eq(payrollPlans.isDeleted, false), kinds.length ? inArray(payrollPlans.kind, [...kinds]) : sql`false`, branch),
      idColumn: payrollPlanMembers.id,
      list: async (where, orderBy, limit, offset) =>
        (await selectMembers(tenant.db, Number(on.slice(0, 4))).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map((row) => toMemberAnswer(row, on)),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(payrollPlanMembers)
            .innerJoin(payrollPlans, eq(payrollPlans.id, payrollPlanMembers.planId))
            .innerJoin(employees, eq(employees.id, payrollPlanMembers.employeeId))
            .where(where)
        )[0].n,
    };
  }
}
