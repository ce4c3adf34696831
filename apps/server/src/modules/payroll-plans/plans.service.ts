import {
  money2,
  namedFields,
  PLAN_MESSAGES,
  PLAN_METHODS_BY_KIND,
  planProblems,
  SIL_MINIMUM_DAYS,
  type PlanKind,
  type PlanRequest,
  type UpdatePlanRequest,
} from '@haligi/shared';
import { count, eq, inArray, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payrollLoanLedger, payrollPlanMembers, payrollPlans } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, notFound } from '../../http/errors';
import { type TableSource } from '../../http/table';
import { inTransaction } from '../schedules/transaction';

type PlanRow = typeof payrollPlans.$inferSelect;

/** (Raw `payroll_plans.id`: a one-table select leaves its columns unqualified, which a subquery would misread.) Members enrolled today or later (not ended before today), and the loans' open balances. */
const memberCount = sql<number>`(select count(*)::int from ${payrollPlanMembers} m where m.plan_id = payroll_plans.id and m.is_deleted = false and (m.end_date is null or m.end_date >= (now() at time zone 'Asia/Manila')::date))`;
const openBalance = sql<string>`(select coalesce(sum(l.amount), 0)::text from ${payrollLoanLedger} l join ${payrollPlanMembers} m on m.id = l.plan_member_id where m.plan_id = payroll_plans.id and m.is_deleted = false)`;

const selectPlans = (db: Db) =>
  db
    .select({ plan: payrollPlans, memberCount, openBalance })
    .from(payrollPlans);

/** How an allowance or deduction is taxed, in words for the tables. */
function taxTreatment(plan: PlanRow): string {
  if (plan.kind === 'ALLOWANCE') return plan.isTaxable ? 'Taxable' : plan.monthlyExemptLimit !== null ? `De minimis up to ${money2(plan.monthlyExemptLimit)} a month` : 'Non-taxable';
  if (plan.kind === 'DEDUCTION') return plan.isPreTax ? 'Before tax' : 'After tax';
  return '';
}

/** The plan answer: every column (money as text with two places), its live member count and open loan balance. */
export function toPlanAnswer({ plan, memberCount: members, openBalance: balance }: { plan: PlanRow; memberCount: number; openBalance: string }) {
  const { companyId: _company, isDeleted: _deleted, createdById: _by, ...fields } = plan;
  return {
    ...fields,
    amount: money2(plan.amount),
    monthlyExemptLimit: plan.monthlyExemptLimit === null ? null : money2(plan.monthlyExemptLimit),
    daysPerYear: money2(plan.daysPerYear),
    memberCount: Number(members),
    openBalance: money2(balance),
    taxTreatment: taxTreatment(plan),
  };
}
export type PlanAnswer = ReturnType<typeof toPlanAnswer>;

const livePlan = (tenant: Tenant, ...conditions: Parameters<Tenant['where']>[1][]) => tenant.where(payrollPlans, eq(payrollPlans.isDeleted, false), ...conditions);

/** Plans CRUD (allowance, deduction, SIL) and the kind's table. */
export class PlansService {
  /** A live plan of the caller's company with its counts, or 404. */
  async find(tenant: Tenant, id: number): Promise<PlanAnswer> {
    const [row] = await selectPlans(tenant.db).where(livePlan(tenant, eq(payrollPlans.id, id)));
    if (!row) throw notFound('Plan');
    return toPlanAnswer(row);
  }

  /** The bare row, locked when inside a transaction that writes. */
  async row(db: Db, tenant: Tenant, id: number, lock = false): Promise<PlanRow> {
    const query = db.select().from(payrollPlans).where(livePlan(tenant, eq(payrollPlans.id, id)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('Plan');
    return row;
  }

  /** Cross-field rules (400 listing each) and the code once per kind (409). */
  private async check(db: Db, tenant: Tenant, plan: Omit<PlanRow, 'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'createdById' | 'isDeleted'>, exceptId?: number) {
    const problems = planProblems({ ...plan, kind: plan.kind as PlanKind });
    if (problems.length) throw badRequest(problems);
    const [twin] = await db
      .select({ id: payrollPlans.id })
      .from(payrollPlans)
      .where(livePlan(tenant, eq(payrollPlans.kind, plan.kind), sql`lower(${payrollPlans.code}) = lower(${plan.code})`, exceptId !== undefined ? ne(payrollPlans.id, exceptId) : undefined));
    if (twin) throw conflict(PLAN_MESSAGES.duplicateCode(plan.code));
  }

  async create(tenant: Tenant, accountId: number, input: PlanRequest) {
    const kind = input.kind;
    const values = {
      kind,
      code: input.code,
      name: input.name,
      method: input.method ?? PLAN_METHODS_BY_KIND[kind][0],
      amount: money2(input.amount),
      cutoffRule: input.cutoffRule,
      isTaxable: input.isTaxable,
      monthlyExemptLimit: input.monthlyExemptLimit == null ? null : money2(input.monthlyExemptLimit),
      isInFundSalary: input.isInFundSalary,
      isPreTax: input.isPreTax,
      daysPerYear: money2(input.daysPerYear ?? (kind === 'SIL' ? SIL_MINIMUM_DAYS : 0)),
      isActive: input.isActive,
    };
    const id = await inTransaction(tenant, async (tx, scoped) => {
      await this.check(tx, scoped, values);
      const [row] = await tx.insert(payrollPlans).values(scoped.values({ ...values, createdById: accountId })).returning({ id: payrollPlans.id });
      return row.id;
    });
    return { data: await this.find(tenant, id), message: PLAN_MESSAGES.created };
  }

  /** PATCH: only the fields named; the rules hold for the merged plan. */
  async update(tenant: Tenant, input: UpdatePlanRequest) {
    const { id, ...fields } = input;
    const named = namedFields(fields);
    const { amount, monthlyExemptLimit, daysPerYear, ...rest } = named;
    const changes = {
      ...rest,
      // A de minimis allowance made taxable drops its limit unless the request names one.
      ...(named.isTaxable === true ? { monthlyExemptLimit: null } : {}),
      ...(amount !== undefined ? { amount: money2(amount) } : {}),
      ...(monthlyExemptLimit !== undefined ? { monthlyExemptLimit: monthlyExemptLimit === null ? null : money2(monthlyExemptLimit) } : {}),
      ...(daysPerYear !== undefined ? { daysPerYear: money2(daysPerYear) } : {}),
    };
    await inTransaction(tenant, async (tx, scoped) => {
      const locked = await this.row(tx, scoped, id, true);
      const merged = { ...locked, ...changes };
      await this.check(tx, scoped, merged, id);
      await tx.update(payrollPlans).set({ ...changes, updatedAt: new Date() }).where(scoped.byId(payrollPlans, id));
    });
    return { data: await this.find(tenant, id), message: PLAN_MESSAGES.updated };
  }

  /** Soft delete, refused (409) while any of its loans has a balance. */
  async remove(tenant: Tenant, id: number) {
    await inTransaction(tenant, async (tx, scoped) => {
      await this.row(tx, scoped, id, true);
      const open = await tx
        .select({ memberId: payrollLoanLedger.planMemberId })
        .from(payrollLoanLedger)
        .innerJoin(payrollPlanMembers, eq(payrollPlanMembers.id, payrollLoanLedger.planMemberId))
        .where(scoped.where(payrollPlanMembers, eq(payrollPlanMembers.planId, id), eq(payrollPlanMembers.isDeleted, false)))
        .groupBy(payrollLoanLedger.planMemberId)
        .having(sql`sum(${payrollLoanLedger.amount}) <> 0`);
      if (open.length) throw conflict(PLAN_MESSAGES.openLoans(open.length));
      await tx.update(payrollPlans).set({ isDeleted: true, updatedAt: new Date() }).where(scoped.byId(payrollPlans, id));
    });
    return { message: PLAN_MESSAGES.deleted };
  }

  /** PUT /payroll/plan: the kinds the member may see; filters kind, method, cutoffRule, isActive; search name, code. */
  table(tenant: Tenant, kinds: readonly string[]): TableSource<PlanAnswer> {
    const filterOf = (key: string, allowed: readonly string[], column: AnyColumn) => (value: string) => {
      if (!allowed.includes(value)) throw badRequest([`filters: ${key} must be one of ${allowed.join(', ')}`]);
      return eq(column, value);
    };
    return {
      sortable: {
        code: payrollPlans.code,
        name: payrollPlans.name,
        method: payrollPlans.method,
        amount: payrollPlans.amount,
        cutoffRule: payrollPlans.cutoffRule,
        daysPerYear: payrollPlans.daysPerYear,
        isActive: payrollPlans.isActive,
        memberCount,
        createdAt: payrollPlans.createdAt,
      },
      searchable: { name: payrollPlans.name, code: payrollPlans.code },
      filters: {
        kind: filterOf('kind', ['ALLOWANCE', 'DEDUCTION', 'SIL'], payrollPlans.kind),
        method: filterOf('method', ['FIXED', 'PER_DAY', 'LOAN', 'YEARLY'], payrollPlans.method),
        cutoffRule: filterOf('cutoffRule', ['EVERY', 'FIRST', 'SECOND', 'LAST'], payrollPlans.cutoffRule),
        isActive: (value) => {
          if (value !== 'true' && value !== 'false') throw badRequest(['filters: isActive must be true or false']);
          return eq(payrollPlans.isActive, value === 'true');
        },
      },
      baseWhere: livePlan(tenant, kinds.length ? inArray(payrollPlans.kind, [...kinds]) : sql`false`),
      idColumn: payrollPlans.id,
      list: async (where, orderBy, limit, offset) => (await selectPlans(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toPlanAnswer),
      count: async (where) => (await tenant.db.select({ n: count() }).from(payrollPlans).where(where))[0].n,
    };
  }
}
