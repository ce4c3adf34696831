import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, approvalRequests, companies, jobs } from './schema';
import { employees } from './schema-manpower';

// Payroll (issue 15, decision 0053): statutory tables with effective dates, payroll groups and
// their cutoffs, allowance / deduction / service incentive leave plans with loans, payslips (one
// per employee and cutoff), the loan ledger, government remittances and the company's employer
// numbers.

/**
 * One version of a statutory table (SSS, PhilHealth, Pag-IBIG, BIR withholding tax), copied into
 * every company at set-up. A version is never edited: next year's circular is a new row with a
 * later `effectiveFrom`; the row in force on a date is the latest `effectiveFrom` on or before it.
 * `parameters` holds the table itself in the shape of the shared `StatutoryParameters[agency]`.
 */
export const statutoryTables = pgTable(
  'statutory_tables',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** SSS, PHILHEALTH, PAGIBIG, TAX */
    agency: text('agency').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** "SSS contribution schedule 2025" */
    title: text('title').notNull(),
    /** The document it comes from: "SSS Circular No. 2024-006". */
    source: text('source').notNull(),
    sourceUrl: text('source_url').notNull().default(''),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull(),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('statutory_tables_version_unique').on(t.companyId, t.agency, t.effectiveFrom)],
);

/** The company's numbers as an employer, printed on payslips and government reports. */
export const payrollSettings = pgTable('payroll_settings', {
  companyId: integer('company_id').primaryKey().references(() => companies.id),
  tin: text('tin').notNull().default(''),
  rdoCode: text('rdo_code').notNull().default(''),
  sssEmployerNo: text('sss_employer_no').notNull().default(''),
  philhealthEmployerNo: text('philhealth_employer_no').notNull().default(''),
  pagibigEmployerNo: text('pagibig_employer_no').notNull().default(''),
  signatoryName: text('signatory_name').notNull().default(''),
  signatoryPosition: text('signatory_position').notNull().default(''),
  ...timestamps,
});

/**
 * A payroll group: who is paid together, how often and on which cutoff days. `cutoffStartDay` is
 * the day of the month the first cutoff of a month starts on (1: 1st-15th and 16th-end; 26: 26th-10th
 * and 11th-25th). `workingDaysPerYear` turns a monthly rate into a daily one (rate x 12 / factor).
 * `contributionSplit` says on which cutoffs of a month SSS, PhilHealth and Pag-IBIG are deducted:
 * FIRST, SECOND or HALF (the odd centavo on the second); a month's total always equals the table.
 */
export const payrollGroups = pgTable(
  'payroll_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    /** SEMI_MONTHLY, MONTHLY, WEEKLY */
    frequency: text('frequency').notNull().default('SEMI_MONTHLY'),
    workingDaysPerYear: smallint('working_days_per_year').notNull().default(261),
    cutoffStartDay: smallint('cutoff_start_day').notNull().default(1),
    /** Days after a cutoff's end that it is paid. */
    payDayOffset: smallint('pay_day_offset').notNull().default(5),
    /** FIRST, SECOND, HALF */
    contributionSplit: text('contribution_split').notNull().default('HALF'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('payroll_groups_name_unique').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.isDeleted} = false`)],
);

/** Which payroll group an employee is paid in (one at a time; null: not on payroll yet). */
export const employeePayrollGroups = pgTable(
  'employee_payroll_groups',
  {
    employeeId: integer('employee_id').primaryKey().references(() => employees.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    payrollGroupId: integer('payroll_group_id').notNull().references(() => payrollGroups.id),
    ...timestamps,
  },
  (t) => [index('employee_payroll_groups_group_idx').on(t.companyId, t.payrollGroupId)],
);

/**
 * A cutoff date range of a payroll group (the spec's cutoffDateRange). States:
 * OPEN -> PROCESSING -> FOR_APPROVAL -> APPROVED -> POSTED (a rejected one goes back to OPEN).
 * `month` (YYYY-MM) is the month whose contributions it carries and `monthSequence` its place among
 * that month's cutoffs (1, 2, … ; `isLastOfMonth` on the last). `runNo` goes up on every run: a
 * run's job writes only while its number is the cutoff's, so a replaced run cannot add payslips.
 */
export const payrollCutoffs = pgTable(
  'payroll_cutoffs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    payrollGroupId: integer('payroll_group_id').notNull().references(() => payrollGroups.id),
    /** "PC-000001" from company_sequences. */
    code: text('code').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    month: text('month').notNull(),
    monthSequence: smallint('month_sequence').notNull().default(1),
    isLastOfMonth: boolean('is_last_of_month').notNull().default(false),
    /** Pay the 13th month (year to date, less what was paid) and convert unused SIL days to cash. */
    includeThirteenthMonth: boolean('include_thirteenth_month').notNull().default(false),
    includeSilConversion: boolean('include_sil_conversion').notNull().default(false),
    /** OPEN, PROCESSING, FOR_APPROVAL, APPROVED, POSTED */
    status: text('status').notNull().default('OPEN'),
    runNo: integer('run_no').notNull().default(0),
    runJobId: integer('run_job_id').references(() => jobs.id),
    employeeCount: integer('employee_count').notNull().default(0),
    processedCount: integer('processed_count').notNull().default(0),
    grossPay: money('gross_pay').notNull().default('0'),
    totalDeductions: money('total_deductions').notNull().default('0'),
    netPay: money('net_pay').notNull().default('0'),
    employerContributions: money('employer_contributions').notNull().default('0'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    postedById: integer('posted_by_id').references(() => accounts.id),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payroll_cutoffs_code_unique').on(t.companyId, t.code),
    uniqueIndex('payroll_cutoffs_period_unique').on(t.payrollGroupId, t.periodStart),
    index('payroll_cutoffs_company_idx').on(t.companyId, t.periodStart),
  ],
);

/**
 * An allowance, deduction or service incentive leave plan (spec: deduction/{planId},
 * allowance/{planId}, service-incentive-leave/{planId}).
 * - kind ALLOWANCE: method FIXED (amount each cutoff, or only on the cutoffs `cutoffRule` names)
 *   or PER_DAY (amount per day worked); `isTaxable`, or de minimis up to `monthlyExemptLimit`.
 * - kind DEDUCTION: FIXED, PER_DAY or LOAN (each member's principal and amortisation; the balance
 *   is the sum of `payroll_loan_ledger`); `isPreTax` for union dues (not taxable).
 * - kind SIL: `daysPerYear` credited after a year of service; unused days paid in cash on a cutoff
 *   with `includeSilConversion`.
 */
export const payrollPlans = pgTable(
  'payroll_plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** ALLOWANCE, DEDUCTION, SIL */
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** FIXED, PER_DAY, LOAN (deductions), YEARLY (SIL) */
    method: text('method').notNull().default('FIXED'),
    /** Default amount for members without their own. */
    amount: money('amount').notNull().default('0'),
    /** EVERY, FIRST, SECOND (cutoff of the month), LAST */
    cutoffRule: text('cutoff_rule').notNull().default('EVERY'),
    isTaxable: boolean('is_taxable').notNull().default(true),
    /** De minimis (allowances): exempt up to this much a month; null: no limit set. */
    monthlyExemptLimit: money('monthly_exempt_limit'),
    /** Counted in the Pag-IBIG fund salary (allowances). */
    isInFundSalary: boolean('is_in_fund_salary').notNull().default(false),
    /** Deducted before tax (union dues). */
    isPreTax: boolean('is_pre_tax').notNull().default(false),
    daysPerYear: numeric('days_per_year', { precision: 6, scale: 2 }).notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payroll_plans_code_unique').on(t.companyId, t.kind, sql`lower(${t.code})`).where(sql`${t.isDeleted} = false`),
    index('payroll_plans_company_idx').on(t.companyId, t.kind),
  ],
);

/**
 * An employee enrolled in a plan, from `startDate` to `endDate` (inclusive; null: open). `amount`
 * overrides the plan's. Loans: `principal` and `amortization` per cutoff; the balance is never
 * stored here, it is the sum of the member's `payroll_loan_ledger` rows.
 */
export const payrollPlanMembers = pgTable(
  'payroll_plan_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    planId: integer('plan_id').notNull().references(() => payrollPlans.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    amount: money('amount'),
    principal: money('principal'),
    amortization: money('amortization'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    note: text('note').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    index('payroll_plan_members_plan_idx').on(t.planId),
    index('payroll_plan_members_employee_idx').on(t.companyId, t.employeeId),
  ],
);

/**
 * A loan's movements, never edited: the principal (+) when granted, each posted cutoff's
 * payment (-), and corrections as new rows. Written at posting, so a re-run never moves it.
 */
export const payrollLoanLedger = pgTable(
  'payroll_loan_ledger',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    planMemberId: integer('plan_member_id').notNull().references(() => payrollPlanMembers.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    cutoffId: integer('cutoff_id').references(() => payrollCutoffs.id),
    /** Signed: + granted, - paid. */
    amount: money('amount').notNull(),
    memo: text('memo').notNull().default(''),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_loan_ledger_member_idx').on(t.planMemberId),
    uniqueIndex('payroll_loan_ledger_cutoff_unique').on(t.planMemberId, t.cutoffId).where(sql`${t.cutoffId} IS NOT NULL`),
  ],
);

/** One line of a payslip: what it is, how many and how much. */
export interface PayslipLine {
  /** EARNING, DEDUCTION, CONTRIBUTION (employee share), EMPLOYER (employer share, not in net pay) */
  kind: 'EARNING' | 'DEDUCTION' | 'CONTRIBUTION' | 'EMPLOYER';
  /** BASIC, ABSENCE, LATE, UNDERTIME, OVERTIME, HOLIDAY, REST_DAY, NIGHT_DIFF, LEAVE, ALLOWANCE, SIL_CASH,
   *  THIRTEENTH_MONTH, SSS, SSS_MPF, PHILHEALTH, PAGIBIG, TAX, LOAN, DEDUCTION, ADJUSTMENT… */
  code: string;
  label: string;
  /** Days, hours or minutes when the line is counted, with its unit. */
  quantity?: string;
  unit?: 'DAY' | 'HOUR' | 'MINUTE';
  amount: string;
  isTaxable?: boolean;
  planId?: number;
  planMemberId?: number;
}

/**
 * An employee's pay for one cutoff: one row per employee and cutoff (unique), written by the run
 * in the same transaction as its checkpoint, replaced when an unapproved cutoff is run again and
 * never changed once the cutoff is POSTED (a correction is an ADJUSTMENT line of a later cutoff).
 * The money columns are what reports add up; `lines` is the payslip itself.
 */
export const payslips = pgTable(
  'payslips',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    cutoffId: integer('cutoff_id').notNull().references(() => payrollCutoffs.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    runNo: integer('run_no').notNull(),
    rateType: text('rate_type').notNull(),
    rate: money('rate').notNull(),
    dailyRate: money('daily_rate').notNull(),
    hourlyRate: numeric('hourly_rate', { precision: 18, scale: 4 }).notNull(),
    daysWorked: numeric('days_worked', { precision: 6, scale: 2 }).notNull().default('0'),
    basicPay: money('basic_pay').notNull().default('0'),
    overtimePay: money('overtime_pay').notNull().default('0'),
    holidayPay: money('holiday_pay').notNull().default('0'),
    nightDifferentialPay: money('night_differential_pay').notNull().default('0'),
    allowances: money('allowances').notNull().default('0'),
    grossPay: money('gross_pay').notNull().default('0'),
    sssMonthlySalaryCredit: money('sss_msc').notNull().default('0'),
    sssEmployee: money('sss_employee').notNull().default('0'),
    sssEmployer: money('sss_employer').notNull().default('0'),
    sssEc: money('sss_ec').notNull().default('0'),
    philhealthEmployee: money('philhealth_employee').notNull().default('0'),
    philhealthEmployer: money('philhealth_employer').notNull().default('0'),
    pagibigEmployee: money('pagibig_employee').notNull().default('0'),
    pagibigEmployer: money('pagibig_employer').notNull().default('0'),
    taxableCompensation: money('taxable_compensation').notNull().default('0'),
    /** Non-taxable compensation of a minimum wage earner (BIR 2316 box). */
    mweExemptPay: money('mwe_exempt_pay').notNull().default('0'),
    thirteenthMonthPay: money('thirteenth_month_pay').notNull().default('0'),
    withholdingTax: money('withholding_tax').notNull().default('0'),
    otherDeductions: money('other_deductions').notNull().default('0'),
    totalDeductions: money('total_deductions').notNull().default('0'),
    netPay: money('net_pay').notNull().default('0'),
    lines: jsonb('lines').$type<PayslipLine[]>().notNull().default([]),
    /** Problems found while computing (NO_ATTENDANCE, NEGATIVE_NET_PAY, NO_RATE…). */
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payslips_cutoff_employee_unique').on(t.cutoffId, t.employeeId),
    index('payslips_employee_idx').on(t.companyId, t.employeeId),
  ],
);

/**
 * A remittance to SSS, PhilHealth, Pag-IBIG or the BIR for one month (the spec's
 * hr-processing/government-payment-history/{agency}); amounts as paid, with the receipt reference.
 */
export const governmentRemittances = pgTable(
  'government_remittances',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** SSS, PHILHEALTH, PAGIBIG, TAX */
    agency: text('agency').notNull(),
    /** YYYY-MM */
    month: text('month').notNull(),
    employeeShare: money('employee_share').notNull().default('0'),
    employerShare: money('employer_share').notNull().default('0'),
    ec: money('ec').notNull().default('0'),
    total: money('total').notNull(),
    referenceNo: text('reference_no').notNull(),
    paidAt: date('paid_at', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    recordedById: integer('recorded_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('government_remittances_idx').on(t.companyId, t.agency, t.month)],
);
