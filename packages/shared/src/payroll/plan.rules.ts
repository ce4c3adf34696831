import Decimal from 'decimal.js';

/**
 * Allowance, deduction (loans among them) and service incentive leave plans (issue 15, decision
 * 0056). The meaning of each field is the comment of `payroll_plans` / `payroll_plan_members` /
 * `payroll_loan_ledger` in apps/server/src/db/schema-payroll.ts; these pure rules are what the plan
 * screens and the payroll run both apply. Money in and out is decimal text with two places.
 */
export const PLAN_KINDS = ['ALLOWANCE', 'DEDUCTION', 'SIL'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const PLAN_METHODS = ['FIXED', 'PER_DAY', 'LOAN', 'YEARLY'] as const;
export type PlanMethod = (typeof PLAN_METHODS)[number];

/** The methods each kind takes; the first is its default. */
export const PLAN_METHODS_BY_KIND: Record<PlanKind, readonly PlanMethod[]> = {
  ALLOWANCE: ['FIXED', 'PER_DAY'],
  DEDUCTION: ['FIXED', 'PER_DAY', 'LOAN'],
  SIL: ['YEARLY'],
};

export const CUTOFF_RULES = ['EVERY', 'FIRST', 'SECOND', 'LAST'] as const;
export type CutoffRule = (typeof CUTOFF_RULES)[number];

export const PLAN_METHOD_LABELS: Record<PlanMethod, string> = { FIXED: 'Fixed amount', PER_DAY: 'Per day worked', LOAN: 'Loan', YEARLY: 'Days a year' };
export const CUTOFF_RULE_LABELS: Record<CutoffRule, string> = { EVERY: 'Every cutoff', FIRST: 'First cutoff of the month', SECOND: 'Second cutoff of the month', LAST: 'Last cutoff of the month' };
export const PLAN_KIND_LABELS: Record<PlanKind, string> = { ALLOWANCE: 'Allowance', DEDUCTION: 'Deduction', SIL: 'Service incentive leave' };

/** The screen scope of each kind: a plan page shares its list's permission (spec part 1 section 6). */
export const PLAN_SCOPE_BY_KIND: Record<PlanKind, string> = {
  ALLOWANCE: 'MANPOWER_ALLOWANCE_ACCESS',
  DEDUCTION: 'MANPOWER_DEDUCTION_ACCESS',
  SIL: 'MANPOWER_SERVICE_INCENTIVE_LEAVE_ACCESS',
};

/** Labor Code art. 95: at least five days of service incentive leave a year. */
export const SIL_MINIMUM_DAYS = 5;

export const PLAN_MESSAGES = {
  created: 'Plan created',
  updated: 'Plan updated',
  deleted: 'Plan deleted',
  duplicateCode: (code: string) => `code: another plan of this kind already uses ${code}`,
  openLoans: (count: number) => `This plan has ${count} ${count === 1 ? 'loan' : 'loans'} with a balance; a plan is deleted once its loans are paid`,
  enrolled: 'Employee enrolled',
  bulkEnrolled: (enrolled: number, skipped: number) =>
    `${enrolled} ${enrolled === 1 ? 'employee' : 'employees'} enrolled${skipped ? `, ${skipped} already in the plan` : ''}`,
  alreadyEnrolled: 'employeeId: this employee is already in the plan for those dates',
  memberUpdated: 'Enrolment updated',
  memberEnded: 'Enrolment ended',
  loanGranted: 'Loan granted',
  loanCorrected: 'Loan correction recorded',
  belowZero: (balance: string) => `amount: the balance would fall below zero (${balance} left)`,
  overPaid: (balance: string) => `amount: the balance would go above the principal (${balance} left)`,
  inactive: 'planId: the plan is not active',
  loansOneByOne: 'planId: loans are granted one employee at a time',
  notALoan: 'memberId: this enrolment is not a loan',
} as const;

const D = (value: Decimal.Value) => new Decimal(value);
const ZERO = D(0);
/** Two places, half up (the centavo). */
export const money2 = (value: Decimal.Value): string => D(value).toFixed(2, Decimal.ROUND_HALF_UP);

/** The plan fields whose combination the rules check (a create body, or a PATCH merged over the record). */
export interface PlanShape {
  kind: PlanKind;
  method: string;
  amount: string | number;
  isTaxable: boolean;
  monthlyExemptLimit: string | number | null;
  isInFundSalary: boolean;
  isPreTax: boolean;
  daysPerYear: string | number;
}

/** What is wrong with a plan's combination of fields, as "field: problem" (empty when fine). */
export function planProblems(plan: PlanShape): string[] {
  const problems: string[] = [];
  const methods = PLAN_METHODS_BY_KIND[plan.kind];
  if (!methods.includes(plan.method as PlanMethod)) problems.push(`method: a ${PLAN_KIND_LABELS[plan.kind].toLowerCase()} plan is ${methods.join(' or ')}`);
  if (plan.kind === 'SIL' && D(plan.daysPerYear).lt(SIL_MINIMUM_DAYS)) problems.push(`daysPerYear: at least ${SIL_MINIMUM_DAYS} days a year (Labor Code art. 95)`);
  if (plan.kind !== 'SIL' && !D(plan.daysPerYear).isZero()) problems.push('daysPerYear: only a service incentive leave plan has days a year');
  if (plan.monthlyExemptLimit !== null && plan.kind !== 'ALLOWANCE') problems.push('monthlyExemptLimit: only an allowance has a de minimis limit');
  if (plan.monthlyExemptLimit !== null && plan.kind === 'ALLOWANCE' && plan.isTaxable) problems.push('monthlyExemptLimit: a taxable allowance has no de minimis limit');
  if (plan.isInFundSalary && plan.kind !== 'ALLOWANCE') problems.push('isInFundSalary: only an allowance counts in the Pag-IBIG fund salary');
  if (plan.isPreTax && plan.kind !== 'DEDUCTION') problems.push('isPreTax: only a deduction is taken before tax');
  if (plan.kind === 'DEDUCTION' && plan.method !== 'LOAN' && !plan.isTaxable) problems.push('isTaxable: a deduction is not income; mark union dues as isPreTax');
  return problems;
}

/** Whether a plan with this cutoff rule applies to a cutoff (its place in its month). */
export function cutoffRuleApplies(rule: string, cutoff: { monthSequence: number; isLastOfMonth: boolean }): boolean {
  if (rule === 'FIRST') return cutoff.monthSequence === 1;
  if (rule === 'SECOND') return cutoff.monthSequence === 2;
  if (rule === 'LAST') return cutoff.isLastOfMonth;
  return true;
}

/** A member's amount: their own when set, else the plan's. */
export const memberAmount = (planAmount: string, ownAmount: string | null | undefined): string => money2(ownAmount ?? planAmount);

/** A loan's installment this cutoff: the amortization, or the balance when less; never below zero. */
export function loanInstallment(amortization: string, balance: string): string {
  return money2(Decimal.max(ZERO, Decimal.min(D(amortization), D(balance))));
}

/**
 * The amount of a plan for one cutoff: FIXED the amount, PER_DAY the amount times the days worked,
 * LOAN the installment (amortization or the balance left); nothing on a cutoff the rule skips.
 */
export function planAmountForCutoff(
  plan: { method: string; cutoffRule: string },
  member: { amount: string; amortization?: string | null; balance?: string | null },
  cutoff: { monthSequence: number; isLastOfMonth: boolean; daysWorked?: string | number },
): string {
  if (!cutoffRuleApplies(plan.cutoffRule, cutoff)) return '0.00';
  if (plan.method === 'PER_DAY') return money2(D(member.amount).times(cutoff.daysWorked ?? 0));
  if (plan.method === 'LOAN') return loanInstallment(member.amortization ?? member.amount, member.balance ?? '0');
  if (plan.method === 'FIXED') return money2(member.amount);
  return '0.00';
}

/**
 * How much of an allowance is tax-exempt this cutoff: a taxable allowance none of it; a de minimis
 * one up to what its monthly limit has left after `exemptSoFarThisMonth` (RR 11-2018: de minimis
 * benefits within their limits), the rest taxable; a non-taxable one without a limit all of it.
 */
export function deMinimisSplit(
  plan: { isTaxable: boolean; monthlyExemptLimit: string | null },
  amount: string,
  exemptSoFarThisMonth = '0',
): { exempt: string; taxable: string } {
  const whole = D(amount);
  if (plan.isTaxable) return { exempt: '0.00', taxable: money2(whole) };
  const room = plan.monthlyExemptLimit === null ? whole : Decimal.max(ZERO, D(plan.monthlyExemptLimit).minus(exemptSoFarThisMonth));
  const exempt = Decimal.min(whole, room);
  return { exempt: money2(exempt), taxable: money2(whole.minus(exempt)) };
}

/** A daily rate: a monthly rate x 12 / the payroll group's working days a year; a daily rate itself; an hourly rate x 8. */
export function silDailyRate(rateType: string, rate: string, workingDaysPerYear: number): string {
  if (rateType === 'MONTHLY') return money2(D(rate).times(12).div(workingDaysPerYear));
  if (rateType === 'HOURLY') return money2(D(rate).times(8));
  return money2(rate);
}

/** The cash value of unused service incentive leave: days x daily rate (Labor Code art. 95: unused days commuted to cash). */
export function silCashValue(days: string | number, dailyRate: string): string {
  return money2(Decimal.max(ZERO, D(days)).times(dailyRate));
}

export type PayFrequency = 'SEMI_MONTHLY' | 'MONTHLY' | 'WEEKLY';

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDayOf(year, month))).padStart(2, '0')}`;

/**
 * The end dates of `count` cutoffs from `first` on (inclusive). Semi-monthly cutoffs end twice a
 * month: a first end on or before the 15th and a second 15 days later or on the month's last day
 * (1st-15th/16th-end: 15 and the last day; 26th-10th/11th-25th: 10 and 25). `rule` keeps only the
 * first (FIRST) or second (SECOND, LAST) ends of each month; monthly ends keep their day (the last
 * day when `first` is one); weekly ones are seven days apart.
 */
export function cutoffEnds(first: string, frequency: PayFrequency, count: number, rule: string = 'EVERY'): string[] {
  const year0 = Number(first.slice(0, 4));
  const month0 = Number(first.slice(5, 7));
  const day0 = Number(first.slice(8, 10));
  const isMonthEnd = day0 === lastDayOf(year0, month0);
  const ends: string[] = [];
  if (frequency === 'WEEKLY') {
    const start = Date.parse(`${first}T00:00:00Z`);
    for (let i = 0; ends.length < count; i++) ends.push(new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10));
    return ends;
  }
  for (let m = 0; ends.length < count; m++) {
    const year = year0 + Math.floor((month0 - 1 + m) / 12);
    const month = ((month0 - 1 + m) % 12) + 1;
    if (frequency === 'MONTHLY') {
      ends.push(iso(year, month, isMonthEnd ? 31 : day0));
      continue;
    }
    // Semi-monthly: the pair of end days this group's cutoffs fall on.
    const low = isMonthEnd || day0 > 27 ? 15 : day0 > 15 ? day0 - 15 : day0;
    // The second end falls on the month's last day when past it (`iso` keeps a day within its month).
    const high = low === 15 ? 31 : low + 15;
    const pair = [
      { date: iso(year, month, low), second: false },
      { date: iso(year, month, high), second: true },
    ];
    for (const end of pair) {
      if (end.date < first || ends.length >= count) continue;
      if (rule === 'FIRST' && end.second) continue;
      if ((rule === 'SECOND' || rule === 'LAST') && !end.second) continue;
      ends.push(end.date);
    }
  }
  return ends;
}

/**
 * The end of the first cutoff on or after `date` of a group that has no cutoff made that far yet:
 * weekly the date itself; monthly the month's last day; semi-monthly the group's two end days
 * (start day 1: the 15th and the last day; 26: the 10th and 25th; 11: the same; 5: the 4th and 19th).
 */
export function firstCutoffEndOnOrAfter(date: string, frequency: PayFrequency, cutoffStartDay = 1): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (frequency === 'WEEKLY') return date;
  if (frequency === 'MONTHLY') return iso(year, month, 31);
  const s = cutoffStartDay;
  const days = s === 1 ? [15, 31] : s > 16 ? [s - 16, s - 1] : [s - 1, s + 14];
  for (const day of days) if (iso(year, month, day) >= date) return iso(year, month, day);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return iso(next.year, next.month, days[0]);
}

export interface LoanScheduleRow {
  /** 1 for the next installment. */
  no: number;
  /** The end date of the cutoff it is deducted on. */
  cutoffEnd: string;
  installment: string;
  balanceAfter: string;
}

/** The most installments a schedule lists (a tiny amortization on a big loan is cut here). */
export const LOAN_SCHEDULE_MAX_ROWS = 600;

/**
 * A loan's installments left: from `balance` (the ledger sum), `amortization` each cutoff the plan's
 * rule applies to, the last one the remainder, starting on the cutoff ending `firstCutoff`.
 * `paid` is principal - balance.
 */
export function loanSchedule(
  principal: string,
  amortization: string,
  balance: string,
  firstCutoff: string,
  frequency: PayFrequency = 'SEMI_MONTHLY',
  rule: string = 'EVERY',
): { paid: string; installmentsLeft: number; rows: LoanScheduleRow[] } {
  const amort = D(amortization);
  let left = Decimal.max(ZERO, D(balance));
  const paid = money2(D(principal).minus(balance));
  if (amort.lte(0) || left.isZero()) return { paid, installmentsLeft: 0, rows: [] };
  const needed = left.div(amort).ceil().toNumber();
  const shown = Math.min(needed, LOAN_SCHEDULE_MAX_ROWS);
  const dates = cutoffEnds(firstCutoff, frequency, shown, rule);
  const rows = dates.map((cutoffEnd, i) => {
    const installment = Decimal.min(amort, left);
    left = left.minus(installment);
    return { no: i + 1, cutoffEnd, installment: money2(installment), balanceAfter: money2(left) };
  });
  return { paid, installmentsLeft: needed, rows };
}

/** Whether an enrolment covers any day from `from` to `to` (dates inclusive; an open end runs on). */
export function enrolmentCovers(member: { startDate: string; endDate: string | null }, from: string, to: string): boolean {
  return member.startDate <= to && (member.endDate === null || member.endDate >= from);
}

/** ACTIVE on `today`, UPCOMING before its start, ENDED after its end. */
export function enrolmentStatus(member: { startDate: string; endDate: string | null }, today: string): 'ACTIVE' | 'UPCOMING' | 'ENDED' {
  if (member.startDate > today) return 'UPCOMING';
  if (member.endDate !== null && member.endDate < today) return 'ENDED';
  return 'ACTIVE';
}

/** A loan ledger's balance: the exact sum of its signed rows. */
export function ledgerBalance(amounts: readonly string[]): string {
  return money2(amounts.reduce((total, amount) => total.plus(amount), ZERO));
}

/**
 * A correction of a loan (a new ledger row, never an edit): refused when it would take the
 * balance below zero or above the principal. Answers the problem, or null.
 */
export function loanCorrectionProblem(principal: string, balance: string, amount: string): string | null {
  const after = D(balance).plus(amount);
  if (after.lt(0)) return PLAN_MESSAGES.belowZero(money2(balance));
  if (after.gt(principal)) return PLAN_MESSAGES.overPaid(money2(balance));
  return null;
}
