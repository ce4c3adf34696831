import { payslipMoneyColumns as moneyColumns } from '../payroll/payslip-columns';
import {
  formalName,
  paymentHistory,
  sumMoney,
  yearToDate,
  type RemittanceRecord,
  type ReportAgency,
  type ReportEmployee,
  type ReportSlip,
} from '@haligi/shared';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { employees } from '../../db/schema-manpower';
import { governmentRemittances, payrollCutoffs, payrollGroups, payrollSettings, payslips, type PayslipLine } from '../../db/schema-payroll';
import type { Tenant } from '../../db/tenant';
import { notFound, unprocessable } from '../../http/errors';
import type { TableSource } from '../../http/table';
import type { AuthContext } from '../../http/auth';

/** Cutoffs whose payslips count in reports and self-service (decision 0057). */
export const REPORTED_STATUSES = ['POSTED'] as const;
/** Cutoffs whose payslips the payslip center opens and emails. */
export const CENTER_STATUSES = ['FOR_APPROVAL', 'APPROVED', 'POSTED'] as const;
export const EMAILABLE_STATUSES = ['APPROVED', 'POSTED'] as const;

const employeeName = sql<string>`${employees.lastName} || ', ' || ${employees.firstName}`;


export interface EmployeeInfo {
  id: number;
  employeeNo: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  name: string;
  email: string;
  position: string;
  tin: string;
  sssNo: string;
  philhealthNo: string;
  pagibigNo: string;
  bankName: string;
  bankAccountNo: string;
  isMinimumWageEarner: boolean;
  birthDate: string | null;
  address: string;
  hiredAt: string | null;
  separatedAt: string | null;
  employmentStatus: string;
}

const employeeColumns = {
  id: employees.id,
  employeeNo: employees.employeeNo,
  firstName: employees.firstName,
  middleName: employees.middleName,
  lastName: employees.lastName,
  suffix: employees.suffix,
  email: employees.email,
  position: employees.position,
  tin: employees.tin,
  sssNo: employees.sssNo,
  philhealthNo: employees.philhealthNo,
  pagibigNo: employees.pagibigNo,
  bankName: employees.bankName,
  bankAccountNo: employees.bankAccountNo,
  isMinimumWageEarner: employees.isMinimumWageEarner,
  birthDate: employees.birthDate,
  address: employees.address,
  hiredAt: employees.hiredAt,
  separatedAt: employees.separatedAt,
  employmentStatus: employees.employmentStatus,
};
const withName = <T extends { lastName: string; firstName: string; middleName: string; suffix: string }>(e: T) => ({ ...e, name: formalName(e) });

export interface CompanyInfo {
  name: string;
  address: string;
  tin: string;
  rdoCode: string;
  sssEmployerNo: string;
  philhealthEmployerNo: string;
  pagibigEmployerNo: string;
  signatoryName: string;
  signatoryPosition: string;
}

const cutoffColumns = {
  id: payrollCutoffs.id,
  code: payrollCutoffs.code,
  periodStart: payrollCutoffs.periodStart,
  periodEnd: payrollCutoffs.periodEnd,
  payDate: payrollCutoffs.payDate,
  month: payrollCutoffs.month,
  status: payrollCutoffs.status,
  groupName: payrollGroups.name,
};
export type CutoffInfo = { id: number; code: string; periodStart: string; periodEnd: string; payDate: string; month: string; status: string; groupName: string };

export interface PayslipRow {
  id: number;
  cutoffId: number;
  employeeId: number;
  employeeNo: string;
  employee: string;
  email: string;
  grossPay: string;
  totalDeductions: string;
  netPay: string;
  emailedAt: Date | null;
}

export interface MyPayslipRow {
  id: number;
  cutoffId: number;
  cutoffCode: string;
  period: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  grossPay: string;
  totalDeductions: string;
  netPay: string;
}

export class PayrollOutputsService {
  constructor(private db: Db) {}

  async company(tenant: Tenant): Promise<CompanyInfo> {
    const [row] = await this.db
      .select({
        name: companies.name,
        address: companies.address,
        // The employer TIN of the payroll settings; the company profile's while those have none.
        tin: sql<string>`coalesce(nullif(${payrollSettings.tin}, ''), ${companies.tin})`,
        rdoCode: sql<string>`coalesce(${payrollSettings.rdoCode}, '')`,
        sssEmployerNo: sql<string>`coalesce(${payrollSettings.sssEmployerNo}, '')`,
        philhealthEmployerNo: sql<string>`coalesce(${payrollSettings.philhealthEmployerNo}, '')`,
        pagibigEmployerNo: sql<string>`coalesce(${payrollSettings.pagibigEmployerNo}, '')`,
        signatoryName: sql<string>`coalesce(${payrollSettings.signatoryName}, '')`,
        signatoryPosition: sql<string>`coalesce(${payrollSettings.signatoryPosition}, '')`,
      })
      .from(companies)
      .leftJoin(payrollSettings, eq(payrollSettings.companyId, companies.id))
      .where(eq(companies.id, tenant.companyId));
    return row;
  }

  /** The cutoffs the payslip center picks from: those with payslips to open, newest first. */
  async centerCutoffs(tenant: Tenant) {
    const rows = await this.db
      .select({
        ...cutoffColumns,
        employeeCount: count(payslips.id),
        grossPay: sql<string>`coalesce(sum(${payslips.grossPay}), 0)::numeric(18,2)::text`,
        netPay: sql<string>`coalesce(sum(${payslips.netPay}), 0)::numeric(18,2)::text`,
        emailedCount: sql<number>`count(${payslips.emailedAt})::int`,
      })
      .from(payrollCutoffs)
      .innerJoin(payrollGroups, eq(payrollGroups.id, payrollCutoffs.payrollGroupId))
      .leftJoin(payslips, eq(payslips.cutoffId, payrollCutoffs.id))
      .where(tenant.where(payrollCutoffs, inArray(payrollCutoffs.status, [...CENTER_STATUSES])))
      .groupBy(payrollCutoffs.id, payrollGroups.name)
      .orderBy(desc(payrollCutoffs.periodStart), desc(payrollCutoffs.id));
    return rows.map((r) => ({ ...r, employeeCount: Number(r.employeeCount), emailedCount: Number(r.emailedCount) }));
  }

  async cutoff(tenant: Tenant, id: number, statuses: readonly string[] = CENTER_STATUSES): Promise<CutoffInfo> {
    const [row] = await this.db
      .select(cutoffColumns)
      .from(payrollCutoffs)
      .innerJoin(payrollGroups, eq(payrollGroups.id, payrollCutoffs.payrollGroupId))
      .where(tenant.where(payrollCutoffs, eq(payrollCutoffs.id, id), inArray(payrollCutoffs.status, [...statuses])));
    if (!row) throw notFound('Cutoff');
    return row;
  }

  /** PUT /payroll/payslip: a cutoff's payslips (filter cutoffId, required). */
  payslipTable(tenant: Tenant): TableSource<PayslipRow> {
    let cutoffId: number | null = null;
    const columns = {
      id: payslips.id,
      cutoffId: payslips.cutoffId,
      employeeId: payslips.employeeId,
      employeeNo: employees.employeeNo,
      employee: employeeName,
      email: employees.email,
      grossPay: payslips.grossPay,
      totalDeductions: payslips.totalDeductions,
      netPay: payslips.netPay,
      emailedAt: payslips.emailedAt,
    };
    const from = () =>
      this.db
        .select(columns)
        .from(payslips)
        .innerJoin(employees, eq(employees.id, payslips.employeeId))
        .innerJoin(payrollCutoffs, eq(payrollCutoffs.id, payslips.cutoffId));
    return {
      sortable: { createdAt: payslips.computedAt, employee: employeeName, employeeNo: employees.employeeNo, grossPay: payslips.grossPay, totalDeductions: payslips.totalDeductions, netPay: payslips.netPay, emailedAt: payslips.emailedAt },
      searchable: { employee: sql`${employees.firstName} || ' ' || ${employees.lastName}`, employeeNo: employees.employeeNo },
      filters: {
        cutoffId: (value) => {
          cutoffId = Number(value);
          if (!/^\d{1,10}$/.test(value) || !Number.isSafeInteger(cutoffId) || cutoffId < 1 || cutoffId > 2_147_483_647) throw unprocessable('filters: cutoffId must be a record id');
          return eq(payslips.cutoffId, cutoffId);
        },
      },
      get baseWhere() {
        // Without a cutoff the table is empty: the center always shows one cutoff.
        return and(tenant.where(payslips), inArray(payrollCutoffs.status, [...CENTER_STATUSES]), cutoffId === null ? sql`false` : undefined) as SQL;
      },
      idColumn: payslips.id,
      list: async (where, orderBy, limit, offset) => from().where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) =>
        (
          await this.db
            .select({ n: count() })
            .from(payslips)
            .innerJoin(employees, eq(employees.id, payslips.employeeId))
            .innerJoin(payrollCutoffs, eq(payrollCutoffs.id, payslips.cutoffId))
            .where(where)
        )[0].n,
    };
  }

  /** The signed-in member's employee record (null when the account is not linked to one). */
  async ownEmployeeId(auth: AuthContext): Promise<number | null> {
    const [own] = await this.db.select({ id: employees.id }).from(employees).where(auth.tenant.where(employees, eq(employees.accountId, auth.account.id), eq(employees.isDeleted, false)));
    return own?.id ?? null;
  }

  /** PUT /payroll/my-payslips: the member's own payslips of posted cutoffs. */
  myPayslipTable(tenant: Tenant, employeeId: number | null): TableSource<MyPayslipRow> {
    const columns = {
      id: payslips.id,
      cutoffId: payslips.cutoffId,
      cutoffCode: payrollCutoffs.code,
      periodStart: payrollCutoffs.periodStart,
      periodEnd: payrollCutoffs.periodEnd,
      payDate: payrollCutoffs.payDate,
      grossPay: payslips.grossPay,
      totalDeductions: payslips.totalDeductions,
      netPay: payslips.netPay,
    };
    const base = and(tenant.where(payslips), employeeId === null ? sql`false` : eq(payslips.employeeId, employeeId), inArray(payrollCutoffs.status, [...REPORTED_STATUSES])) as SQL;
    return {
      sortable: { createdAt: payrollCutoffs.payDate, cutoffCode: payrollCutoffs.code, payDate: payrollCutoffs.payDate, grossPay: payslips.grossPay, totalDeductions: payslips.totalDeductions, netPay: payslips.netPay },
      searchable: { cutoffCode: payrollCutoffs.code },
      filters: {},
      baseWhere: base,
      idColumn: payslips.id,
      list: async (where, orderBy, limit, offset) =>
        (await this.db.select(columns).from(payslips).innerJoin(payrollCutoffs, eq(payrollCutoffs.id, payslips.cutoffId)).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map((r) => ({
          ...r,
          period: `${r.periodStart} to ${r.periodEnd}`,
        })),
      count: async (where) => (await this.db.select({ n: count() }).from(payslips).innerJoin(payrollCutoffs, eq(payrollCutoffs.id, payslips.cutoffId)).where(where))[0].n,
    };
  }

  /**
   * One payslip with everything its PDF prints: the employee, the cutoff, the company, the lines and
   * the year-to-date. `statuses` limits the cutoffs it may belong to; `employeeId` limits it to one
   * employee's (self-service). Anything else is a 404.
   */
  async payslip(tenant: Tenant, id: number, options: { statuses?: readonly string[]; employeeId?: number | null } = {}) {
    if (options.employeeId === null) throw notFound('Payslip');
    const [row] = await this.db
      .select({ id: payslips.id, employeeId: payslips.employeeId, cutoffId: payslips.cutoffId, rateType: payslips.rateType, rate: payslips.rate, dailyRate: payslips.dailyRate, daysWorked: payslips.daysWorked, lines: payslips.lines, emailedAt: payslips.emailedAt, ...moneyColumns })
      .from(payslips)
      .innerJoin(payrollCutoffs, eq(payrollCutoffs.id, payslips.cutoffId))
      .where(
        tenant.where(payslips, eq(payslips.id, id), inArray(payrollCutoffs.status, [...(options.statuses ?? CENTER_STATUSES)]), options.employeeId === undefined ? undefined : eq(payslips.employeeId, options.employeeId)),
      );
    if (!row) throw notFound('Payslip');
    const cutoff = await this.cutoff(tenant, row.cutoffId, options.statuses ?? CENTER_STATUSES);
    const [employee] = await this.db.select(employeeColumns).from(employees).where(tenant.where(employees, eq(employees.id, row.employeeId)));
    const ytd = await this.yearToDateOf(tenant, row.employeeId, cutoff);
    return { payslip: { ...row, lines: row.lines as PayslipLine[] }, cutoff, employee: withName(employee), company: await this.company(tenant), yearToDate: ytd };
  }

  /** The calendar year through this cutoff: posted cutoffs, and this one whatever its state. */
  async yearToDateOf(tenant: Tenant, employeeId: number, cutoff: CutoffInfo) {
    const year = cutoff.periodEnd.slice(0, 4);
    const slips = await this.db
      .select({ periodEnd: payrollCutoffs.periodEnd, grossPay: payslips.grossPay, withholdingTax: payslips.withholdingTax, sssEmployee: payslips.sssEmployee, philhealthEmployee: payslips.philhealthEmployee, pagibigEmployee: payslips.pagibigEmployee, netPay: payslips.netPay })
      .from(payslips)
      .innerJoin(payrollCutoffs, eq(payrollCutoffs.id, payslips.cutoffId))
      .where(
        tenant.where(
          payslips,
          eq(payslips.employeeId, employeeId),
          or(inArray(payrollCutoffs.status, [...REPORTED_STATUSES]), eq(payrollCutoffs.id, cutoff.id)),
          gte(payrollCutoffs.periodEnd, `${year}-01-01`),
          lte(payrollCutoffs.periodEnd, cutoff.periodEnd),
        ),
      );
    return yearToDate(slips, cutoff.periodEnd);
  }

  /** Every payslip of a cutoff with its employee (register, bank file, emailing). */
  async cutoffPayslips(tenant: Tenant, cutoffId: number) {
    const rows = await this.db
      .select({ id: payslips.id, employeeId: payslips.employeeId, daysWorked: payslips.daysWorked, emailedAt: payslips.emailedAt, lines: payslips.lines, ...moneyColumns, employee: employeeColumns })
      .from(payslips)
      .innerJoin(employees, eq(employees.id, payslips.employeeId))
      .where(tenant.where(payslips, eq(payslips.cutoffId, cutoffId)));
    return rows.map((r) => ({ ...r, lines: r.lines as PayslipLine[], employee: withName(r.employee) })).sort((a, b) => a.employee.name.localeCompare(b.employee.name, 'en') || a.employee.employeeNo.localeCompare(b.employee.employeeNo, 'en'));
  }

  /**
   * Payslips of posted cutoffs whose month is one of `months` (or in `year`), optionally one
   * employee's, with the employees they name.
   */
  async postedSlips(tenant: Tenant, where: { months?: readonly string[]; year?: number; employeeId?: number }) {
    const conditions: (SQL | undefined)[] = [inArray(payrollCutoffs.status, [...REPORTED_STATUSES])];
    if (where.months) conditions.push(inArray(payrollCutoffs.month, [...where.months]));
    if (where.year !== undefined) conditions.push(ilike(payrollCutoffs.month, `${where.year}-%`));
    if (where.employeeId !== undefined) conditions.push(eq(payslips.employeeId, where.employeeId));
    const rows = await this.db
      .select({ employeeId: payslips.employeeId, month: payrollCutoffs.month, periodStart: payrollCutoffs.periodStart, periodEnd: payrollCutoffs.periodEnd, lines: payslips.lines, ...moneyColumns, employee: employeeColumns })
      .from(payslips)
      .innerJoin(payrollCutoffs, eq(payrollCutoffs.id, payslips.cutoffId))
      .innerJoin(employees, eq(employees.id, payslips.employeeId))
      .where(tenant.where(payslips, ...conditions))
      .orderBy(asc(payrollCutoffs.periodStart));
    const people = new Map<number, ReportEmployee & EmployeeInfo>();
    const slips: (ReportSlip & { periodStart: string; periodEnd: string })[] = [];
    for (const { employee, lines, ...slip } of rows) {
      if (!people.has(employee.id)) people.set(employee.id, withName(employee));
      slips.push({ ...slip, lines: (lines as PayslipLine[]).map((l) => ({ kind: l.kind, code: l.code, label: l.label, amount: l.amount, isTaxable: l.isTaxable })) });
    }
    return { employees: [...people.values()], slips };
  }

  async remittances(tenant: Tenant, agency: ReportAgency, year: number): Promise<RemittanceRecord[]> {
    const rows = await this.db
      .select({ id: governmentRemittances.id, month: governmentRemittances.month, employeeShare: governmentRemittances.employeeShare, employerShare: governmentRemittances.employerShare, ec: governmentRemittances.ec, total: governmentRemittances.total, referenceNo: governmentRemittances.referenceNo, paidAt: governmentRemittances.paidAt })
      .from(governmentRemittances)
      .where(tenant.where(governmentRemittances, eq(governmentRemittances.agency, agency), ilike(governmentRemittances.month, `${year}-%`)));
    return rows;
  }

  async recordRemittance(tenant: Tenant, by: number, input: { agency: ReportAgency; month: string; employeeShare: string; employerShare: string; ec: string; referenceNo: string; paidAt: string; note: string }) {
    const [row] = await this.db
      .insert(governmentRemittances)
      .values(tenant.values({ ...input, total: sumMoney([input.employeeShare, input.employerShare, input.ec]), recordedById: by }))
      .returning();
    return row;
  }

  /** GET /hr-processing/government-payment-history/{agency}: a page of the year's months. */
  async history(tenant: Tenant, agency: ReportAgency, year: number, page: number, perPage: number) {
    const [{ slips }, remitted] = await Promise.all([this.postedSlips(tenant, { year }), this.remittances(tenant, agency, year)]);
    const history = paymentHistory(agency, year, slips, remitted);
    const total = history.list.length;
    return {
      agency,
      year,
      list: history.list.slice((page - 1) * perPage, page * perPage),
      totals: history.totals,
      pagination: { page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) },
    };
  }

  /** Posted cutoffs of a year for the dashboard: payroll cost and overtime per cutoff. */
  async dashboard(tenant: Tenant, year: number) {
    const rows = await this.db
      .select({
        id: payrollCutoffs.id,
        code: payrollCutoffs.code,
        periodStart: payrollCutoffs.periodStart,
        periodEnd: payrollCutoffs.periodEnd,
        payDate: payrollCutoffs.payDate,
        groupName: payrollGroups.name,
        employeeCount: count(payslips.id),
        grossPay: sql<string>`coalesce(sum(${payslips.grossPay}), 0)::numeric(18,2)::text`,
        netPay: sql<string>`coalesce(sum(${payslips.netPay}), 0)::numeric(18,2)::text`,
        employerContributions: sql<string>`coalesce(sum(${payslips.sssEmployer} + ${payslips.sssEc} + ${payslips.philhealthEmployer} + ${payslips.pagibigEmployer}), 0)::numeric(18,2)::text`,
        overtimePay: sql<string>`coalesce(sum(${payslips.overtimePay}), 0)::numeric(18,2)::text`,
      })
      .from(payrollCutoffs)
      .innerJoin(payrollGroups, eq(payrollGroups.id, payrollCutoffs.payrollGroupId))
      .leftJoin(payslips, eq(payslips.cutoffId, payrollCutoffs.id))
      .where(tenant.where(payrollCutoffs, inArray(payrollCutoffs.status, [...REPORTED_STATUSES]), gte(payrollCutoffs.periodEnd, `${year}-01-01`), lte(payrollCutoffs.periodEnd, `${year}-12-31`)))
      .groupBy(payrollCutoffs.id, payrollGroups.name)
      .orderBy(asc(payrollCutoffs.periodStart), asc(payrollCutoffs.id));
    const cutoffs = rows.map((r) => ({ ...r, employeeCount: Number(r.employeeCount), payrollCost: sumMoney([r.grossPay, r.employerContributions]) }));
    return {
      year,
      cutoffs,
      totals: {
        grossPay: sumMoney(cutoffs.map((c) => c.grossPay)),
        payrollCost: sumMoney(cutoffs.map((c) => c.payrollCost)),
        overtimePay: sumMoney(cutoffs.map((c) => c.overtimePay)),
      },
    };
  }

  /** Payslips of a cutoff to email: with an address and not emailed yet. */
  async unsentPayslipIds(tenant: Tenant, cutoffId: number) {
    const rows = await this.db
      .select({ id: payslips.id, email: employees.email })
      .from(payslips)
      .innerJoin(employees, eq(employees.id, payslips.employeeId))
      .where(tenant.where(payslips, eq(payslips.cutoffId, cutoffId), isNull(payslips.emailedAt)));
    return { toSend: rows.filter((r) => r.email.trim() !== '').map((r) => r.id), skipped: rows.filter((r) => r.email.trim() === '').length };
  }

  async markEmailed(db: Db, tenant: Tenant, payslipId: number) {
    await db.update(payslips).set({ emailedAt: new Date() }).where(tenant.where(payslips, eq(payslips.id, payslipId)));
  }
}
