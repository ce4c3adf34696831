import Decimal from 'decimal.js';
import type { PayslipFigures } from './reports.rules';
import { contributionShare, taxPeriodOf } from './payroll.rules';
import { deMinimisSplit, planAmountForCutoff, silCashValue, silDailyRate } from './plan.rules';
import { dayPay, thirteenthMonthPay, type DayType } from './premiums';
import {
  pagibigContribution,
  philhealthContribution,
  sssContribution,
  withholdingTax,
  type PagibigParameters,
  type PhilhealthParameters,
  type SssParameters,
  type TaxParameters,
} from './statutory';

/**
 * One employee's pay for one cutoff (issue 15, decision 0055): a pure function of the employee,
 * the group, the cutoff, the cutoff's attendance days, the plans the employee is in, what earlier
 * cutoffs of the month and the year already paid, and the statutory tables in force. Money is
 * exact decimal (decimal.js), every line rounded half-up to the centavo.
 */

export interface PayslipLine {
  kind: 'EARNING' | 'DEDUCTION' | 'CONTRIBUTION' | 'EMPLOYER';
  code: string;
  label: string;
  quantity?: string;
  unit?: 'DAY' | 'HOUR' | 'MINUTE';
  amount: string;
  isTaxable?: boolean;
  planId?: number;
  planMemberId?: number;
}

export interface PayslipAttendanceDay {
  date: string;
  /** Whether a shift was planned (a workday unless it is a non-working holiday). */
  hasShift: boolean;
  workedMinutes: number;
  lateMinutes: number;
  undertimeMinutes: number;
  overtimeApprovedMinutes: number;
  nightMinutes: number;
  isAbsent: boolean;
  isRestDay: boolean;
  /** REGULAR, SPECIAL_NON_WORKING, SPECIAL_WORKING or null */
  holidayType: string | null;
  /** '0', '0.5', '1' */
  leaveDays: string;
}

export interface PayslipPlan {
  planId: number;
  planMemberId: number;
  kind: 'ALLOWANCE' | 'DEDUCTION';
  code: string;
  name: string;
  /** FIXED, PER_DAY, LOAN */
  method: string;
  /** The member's amount, else the plan's. */
  amount: string;
  /** EVERY, FIRST, SECOND, LAST */
  cutoffRule: string;
  isTaxable: boolean;
  /** De minimis: exempt up to this much a month (non-taxable allowances); null: all exempt. */
  monthlyExemptLimit: string | null;
  isInFundSalary: boolean;
  isPreTax: boolean;
  /** Loans: amortisation per cutoff and the balance (sum of the ledger). */
  amortization?: string | null;
  balance?: string | null;
}

export interface PayslipInput {
  employee: {
    id: number;
    rateType: string;
    rate: string;
    isMinimumWageEarner: boolean;
    hiredAt: string | null;
    separatedAt: string | null;
  };
  group: { frequency: string; workingDaysPerYear: number; contributionSplit: string };
  cutoff: {
    periodStart: string;
    periodEnd: string;
    month: string;
    monthSequence: number;
    isLastOfMonth: boolean;
    includeThirteenthMonth: boolean;
    includeSilConversion: boolean;
  };
  days: readonly PayslipAttendanceDay[];
  /** Whether the employee was present or on paid leave on the workday before each unworked regular holiday (date -> eligible); missing: eligible. */
  holidayEligibility?: Readonly<Record<string, boolean>>;
  plans: readonly PayslipPlan[];
  /** What earlier cutoffs of the same month deducted (employee and employer shares) and exempted. */
  monthToDate: MonthToDate;
  /** Earlier cutoffs of the year: basic pay earned, 13th month paid, 13th month and other benefits exempted. */
  yearToDate: { basicPay: string; thirteenthMonthPaid: string; exemptBenefits: string };
  /** Unused service incentive leave days (converted on a cutoff with includeSilConversion or at separation). */
  unusedSilDays: string;
  statutory: { SSS: SssParameters; PHILHEALTH: PhilhealthParameters; PAGIBIG: PagibigParameters; TAX: TaxParameters };
}

export interface MonthToDate {
  sssEmployee: string;
  sssMpfEmployee: string;
  sssEmployer: string;
  sssEc: string;
  philhealthEmployee: string;
  philhealthEmployer: string;
  pagibigEmployee: string;
  pagibigEmployer: string;
  /** De minimis exempted this month per plan id. */
  deMinimis: Readonly<Record<number, string>>;
}

export const EMPTY_MONTH_TO_DATE: MonthToDate = {
  sssEmployee: '0',
  sssMpfEmployee: '0',
  sssEmployer: '0',
  sssEc: '0',
  philhealthEmployee: '0',
  philhealthEmployer: '0',
  pagibigEmployee: '0',
  pagibigEmployer: '0',
  deMinimis: {},
};

/** A computed payslip: the money columns reports add up, with its rates, lines and flags. */
export interface PayslipResult extends Omit<PayslipFigures, 'lines'> {
  rateType: string;
  rate: string;
  dailyRate: string;
  hourlyRate: string;
  daysWorked: string;
  lines: PayslipLine[];
  flags: string[];
}

/** 13th month pay and other benefits exempt a year (RA 10963, TRAIN; RR 11-2018 sec. 2.78.1(B)(7)). */
export const THIRTEENTH_MONTH_EXEMPT_LIMIT = '90000';
/** Monetised unused leave of private employees is de minimis up to 10 days a year (RR 11-2018). */
export const DE_MINIMIS_LEAVE_DAYS = '10';
export const PAYSLIP_FLAGS = { noAttendance: 'NO_ATTENDANCE', negativeNetPay: 'NEGATIVE_NET_PAY', noRate: 'NO_RATE', finalPay: 'FINAL_PAY' } as const;

const D = (value: string | number | Decimal) => new Decimal(value);
const ZERO = D(0);
const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const text = (value: Decimal) => money(value).toFixed(2);
const minutes = (n: number) => D(n).div(60);

/** The monthly basic salary a rate stands for (PhilHealth's base; SSS and Pag-IBIG start from it). */
export function monthlyBasicOf(rateType: string, rate: string, workingDaysPerYear: number): string {
  if (rateType === 'MONTHLY') return text(D(rate));
  return text(D(silDailyRate(rateType, rate, workingDaysPerYear)).times(workingDaysPerYear).div(12));
}

/** The Labor Code day type of an attendance day's holiday. */
export function dayTypeOf(holidayType: string | null): DayType {
  if (holidayType === 'REGULAR') return 'regular-holiday';
  if (holidayType === 'SPECIAL_NON_WORKING') return 'special-non-working';
  if (holidayType === 'SPECIAL_WORKING') return 'special-working';
  return 'ordinary';
}

/** The basic pay of a period for a monthly-paid employee: half the rate semi-monthly, the rate monthly, rate x 12 / 52 weekly. */
export function periodBasicOf(frequency: string, monthlyRate: string): string {
  if (frequency === 'MONTHLY') return text(D(monthlyRate));
  if (frequency === 'WEEKLY') return text(D(monthlyRate).times(12).div(52));
  return text(D(monthlyRate).div(2));
}

export function computePayslip(input: PayslipInput): PayslipResult {
  const { employee, group, cutoff, statutory } = input;
  const lines: PayslipLine[] = [];
  const flags: string[] = [];
  const add = (line: PayslipLine) => {
    if (D(line.amount).isZero()) return;
    lines.push(line);
  };
  const dailyRateText = silDailyRate(employee.rateType, employee.rate, group.workingDaysPerYear);
  const dailyRate = D(dailyRateText);
  const hourlyRate = dailyRate.div(8).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  if (dailyRate.isZero()) flags.push(PAYSLIP_FLAGS.noRate);
  const days = input.days.filter((d) => d.date >= cutoff.periodStart && d.date <= cutoff.periodEnd);
  if (days.length === 0) flags.push(PAYSLIP_FLAGS.noAttendance);
  const isMonthly = employee.rateType === 'MONTHLY';
  // A monthly-paid employee hired or separated inside the cutoff is paid by the day for it (no hire
  // date: employed before the cutoff; no separation date: employed after it).
  const hiredInside = (employee.hiredAt ?? cutoff.periodStart) > cutoff.periodStart;
  const separatedInside = (employee.separatedAt ?? cutoff.periodEnd) < cutoff.periodEnd;
  const byTheDay = !isMonthly || hiredInside || separatedInside;

  // Per day: what the rate already pays and what is paid on top.
  let paidDays = ZERO;
  let leaveDays = ZERO;
  let holidayUnworkedDays = ZERO;
  let absentDays = ZERO;
  let lateMinutes = 0;
  let undertimeMinutes = 0;
  let overtimeMinutes = 0;
  let workedDays = 0;
  let overtimePay = ZERO;
  let nightPay = ZERO;
  let holidayPay = ZERO;
  let restDayPay = ZERO;
  let holidayHours = ZERO;
  let restDayHours = ZERO;
  let nightMinutes = 0;
  for (const day of days) {
    const dayType = dayTypeOf(day.holidayType);
    const worked = day.workedMinutes > 0;
    const special = day.isRestDay || dayType === 'regular-holiday' || dayType === 'special-non-working';
    const leave = D(day.leaveDays);
    if (worked) workedDays += 1;
    if (day.isAbsent) absentDays = absentDays.plus(1);
    if (!special) {
      // An ordinary workday (or a special working day): the daily rate, less late and undertime. Its
      // regular hours are in the basic pay, so only its overtime and night hours are paid here.
      if (worked) paidDays = paidDays.plus(leave.greaterThan(0) ? D(1).minus(leave) : 1);
      leaveDays = leaveDays.plus(leave);
      lateMinutes += day.lateMinutes;
      undertimeMinutes += day.undertimeMinutes;
      const pay = dayPay({
        hourlyRate: hourlyRate.toFixed(4),
        dayType,
        isRestDay: false,
        worked,
        hoursWorked: '0',
        overtimeHours: minutes(day.overtimeApprovedMinutes).toString(),
        nightHours: minutes(day.nightMinutes).toString(),
      });
      overtimePay = overtimePay.plus(pay.overtimePay);
      nightPay = nightPay.plus(pay.nightDifferentialPay);
      overtimeMinutes += day.overtimeApprovedMinutes;
      nightMinutes += day.nightMinutes;
      continue;
    }
    if (worked) {
      const hours = Decimal.min(minutes(day.workedMinutes), 8);
      const pay = dayPay({
        hourlyRate: hourlyRate.toFixed(4),
        dayType,
        isRestDay: day.isRestDay,
        worked: true,
        hoursWorked: hours.toString(),
        overtimeHours: minutes(day.overtimeApprovedMinutes).toString(),
        nightHours: minutes(day.nightMinutes).toString(),
      });
      // The monthly rate already pays 100% of every day that is not a rest day.
      const inRate = !byTheDay && !day.isRestDay ? hours.times(hourlyRate) : ZERO;
      const premium = D(pay.regularPay).minus(inRate);
      if (day.isRestDay && dayType === 'ordinary') {
        restDayPay = restDayPay.plus(premium);
        restDayHours = restDayHours.plus(hours);
      } else {
        holidayPay = holidayPay.plus(premium);
        holidayHours = holidayHours.plus(hours);
      }
      overtimePay = overtimePay.plus(pay.overtimePay);
      nightPay = nightPay.plus(pay.nightDifferentialPay);
      overtimeMinutes += day.overtimeApprovedMinutes;
      nightMinutes += day.nightMinutes;
    } else if (dayType === 'regular-holiday' && !day.isRestDay && byTheDay) {
      // An unworked regular holiday: 100% when present or on paid leave the workday before (art. 94).
      if (input.holidayEligibility?.[day.date] !== false) holidayUnworkedDays = holidayUnworkedDays.plus(1);
    }
  }

  // Basic pay.
  let basicPay: Decimal;
  if (byTheDay) {
    add({ kind: 'EARNING', code: 'BASIC', label: 'Basic pay', quantity: paidDays.toFixed(2), unit: 'DAY', amount: text(paidDays.times(dailyRate)), isTaxable: true });
    add({ kind: 'EARNING', code: 'LEAVE', label: 'Paid leave', quantity: leaveDays.toFixed(2), unit: 'DAY', amount: text(leaveDays.times(dailyRate)), isTaxable: true });
    basicPay = money(paidDays.times(dailyRate)).plus(money(leaveDays.times(dailyRate)));
  } else {
    const periodBasic = D(periodBasicOf(group.frequency, employee.rate));
    add({ kind: 'EARNING', code: 'BASIC', label: 'Basic pay', amount: text(periodBasic), isTaxable: true });
    const absence = money(absentDays.times(dailyRate));
    add({ kind: 'EARNING', code: 'ABSENCE', label: 'Absences', quantity: absentDays.toFixed(2), unit: 'DAY', amount: text(absence.negated()), isTaxable: true });
    basicPay = periodBasic.minus(absence);
  }
  const late = money(minutes(lateMinutes).times(hourlyRate));
  const undertime = money(minutes(undertimeMinutes).times(hourlyRate));
  add({ kind: 'EARNING', code: 'LATE', label: 'Late', quantity: String(lateMinutes), unit: 'MINUTE', amount: text(late.negated()), isTaxable: true });
  add({ kind: 'EARNING', code: 'UNDERTIME', label: 'Undertime', quantity: String(undertimeMinutes), unit: 'MINUTE', amount: text(undertime.negated()), isTaxable: true });
  basicPay = Decimal.max(ZERO, basicPay.minus(late).minus(undertime));
  const holidayUnworked = money(holidayUnworkedDays.times(dailyRate));
  add({ kind: 'EARNING', code: 'HOLIDAY', label: 'Regular holiday (not worked)', quantity: holidayUnworkedDays.toFixed(2), unit: 'DAY', amount: text(holidayUnworked), isTaxable: true });
  add({ kind: 'EARNING', code: 'HOLIDAY', label: 'Holiday worked', quantity: holidayHours.toFixed(2), unit: 'HOUR', amount: text(holidayPay), isTaxable: true });
  add({ kind: 'EARNING', code: 'REST_DAY', label: 'Rest day worked', quantity: restDayHours.toFixed(2), unit: 'HOUR', amount: text(restDayPay), isTaxable: true });
  add({ kind: 'EARNING', code: 'OVERTIME', label: 'Overtime', quantity: minutes(overtimeMinutes).toFixed(2), unit: 'HOUR', amount: text(overtimePay), isTaxable: true });
  add({ kind: 'EARNING', code: 'NIGHT_DIFF', label: 'Night differential', quantity: minutes(nightMinutes).toFixed(2), unit: 'HOUR', amount: text(nightPay), isTaxable: true });
  const holidayTotal = holidayUnworked.plus(money(holidayPay)).plus(money(restDayPay));
  const overtimeTotal = money(overtimePay);
  const nightTotal = money(nightPay);

  // Allowances: taxable, or de minimis up to the month's limit (the excess is taxable).
  let allowances = ZERO;
  let taxableAllowances = ZERO;
  let fundSalaryAllowances = ZERO;
  const daysForPerDay = D(workedDays).plus(leaveDays);
  // A plan's amount this cutoff (nothing on a cutoff its rule skips); per-day plans count days worked and on leave.
  const planCutoff = { ...cutoff, daysWorked: daysForPerDay.toFixed() };
  const perDayQuantity = (plan: PayslipPlan) => (plan.method === 'PER_DAY' ? { quantity: daysForPerDay.toFixed(2), unit: 'DAY' as const } : {});
  for (const plan of input.plans) {
    if (plan.kind !== 'ALLOWANCE') continue;
    const amount = planAmountForCutoff(plan, plan, planCutoff);
    const base = { planId: plan.planId, planMemberId: plan.planMemberId, label: plan.name };
    const split = deMinimisSplit(plan, amount, input.monthToDate.deMinimis[plan.planId]);
    if (plan.isTaxable) {
      add({ kind: 'EARNING', code: 'ALLOWANCE', ...base, ...perDayQuantity(plan), amount: split.taxable, isTaxable: true });
    } else {
      add({ kind: 'EARNING', code: 'ALLOWANCE', ...base, ...perDayQuantity(plan), amount: split.exempt, isTaxable: false });
      add({ kind: 'EARNING', code: 'ALLOWANCE', ...base, label: `${plan.name} (over the de minimis limit)`, amount: split.taxable, isTaxable: true });
    }
    taxableAllowances = taxableAllowances.plus(split.taxable);
    allowances = allowances.plus(amount);
    if (plan.isInFundSalary) fundSalaryAllowances = fundSalaryAllowances.plus(amount);
  }

  // 13th month (year's basic pay / 12, less what was paid) and unused SIL in cash: on the cutoffs that include them, and at separation.
  const separatedHere = employee.separatedAt !== null && employee.separatedAt >= cutoff.periodStart && employee.separatedAt <= cutoff.periodEnd;
  if (separatedHere) flags.push(PAYSLIP_FLAGS.finalPay);
  let thirteenth = ZERO;
  if (cutoff.includeThirteenthMonth || separatedHere) {
    const earned = D(input.yearToDate.basicPay).plus(basicPay);
    thirteenth = Decimal.max(ZERO, D(thirteenthMonthPay(earned.toFixed())).minus(input.yearToDate.thirteenthMonthPaid));
    add({ kind: 'EARNING', code: 'THIRTEENTH_MONTH', label: separatedHere ? '13th month pay (pro-rated)' : '13th month pay', amount: text(thirteenth), isTaxable: false });
  }
  let silCash = ZERO;
  let silTaxable = ZERO;
  if (cutoff.includeSilConversion || separatedHere) {
    const silDays = D(input.unusedSilDays);
    silCash = D(silCashValue(input.unusedSilDays, dailyRateText));
    silTaxable = silCash.minus(silCashValue(Decimal.min(silDays, DE_MINIMIS_LEAVE_DAYS).toFixed(), dailyRateText));
    add({ kind: 'EARNING', code: 'SIL_CASH', label: 'Unused service incentive leave', quantity: silDays.toFixed(2), unit: 'DAY', amount: text(silCash), isTaxable: false });
  }

  const grossPay = basicPay.plus(holidayTotal).plus(overtimeTotal).plus(nightTotal).plus(allowances).plus(thirteenth).plus(silCash);

  // Contributions: the month's amounts on the monthly basic salary, this cutoff's share of them.
  const monthlyBasic = monthlyBasicOf(employee.rateType, employee.rate, group.workingDaysPerYear);
  const sss = sssContribution(statutory.SSS, monthlyBasic);
  const philhealth = philhealthContribution(statutory.PHILHEALTH, monthlyBasic);
  const fundSalaryMonthly = money(D(monthlyBasic).plus(fundSalaryAllowances.times(cutoffsPerMonthOf(group.frequency))));
  const pagibig = pagibigContribution(statutory.PAGIBIG, fundSalaryMonthly.toFixed(2));
  const mtd = input.monthToDate;
  const share = (total: string, already: string) => D(contributionShare(group.contributionSplit, cutoff, total, already));
  const sssEmployee = share(sss.employee, mtd.sssEmployee);
  const sssMpf = share(sss.mpfEmployee, mtd.sssMpfEmployee);
  const sssEmployer = share(sss.employer, mtd.sssEmployer);
  const sssEc = share(sss.employerEc, mtd.sssEc);
  const phEmployee = share(philhealth.employee, mtd.philhealthEmployee);
  const phEmployer = share(philhealth.employer, mtd.philhealthEmployer);
  const piEmployee = share(pagibig.employee, mtd.pagibigEmployee);
  const piEmployer = share(pagibig.employer, mtd.pagibigEmployer);
  add({ kind: 'CONTRIBUTION', code: 'SSS', label: 'SSS', amount: text(sssEmployee.minus(sssMpf)) });
  add({ kind: 'CONTRIBUTION', code: 'SSS_MPF', label: 'SSS MPF (WISP)', amount: text(sssMpf) });
  add({ kind: 'CONTRIBUTION', code: 'PHILHEALTH', label: 'PhilHealth', amount: text(phEmployee) });
  add({ kind: 'CONTRIBUTION', code: 'PAGIBIG', label: 'Pag-IBIG', amount: text(piEmployee) });
  add({ kind: 'EMPLOYER', code: 'SSS', label: 'SSS (employer)', amount: text(sssEmployer) });
  add({ kind: 'EMPLOYER', code: 'SSS_EC', label: 'SSS EC (employer)', amount: text(sssEc) });
  add({ kind: 'EMPLOYER', code: 'PHILHEALTH', label: 'PhilHealth (employer)', amount: text(phEmployer) });
  add({ kind: 'EMPLOYER', code: 'PAGIBIG', label: 'Pag-IBIG (employer)', amount: text(piEmployer) });
  const contributions = sssEmployee.plus(phEmployee).plus(piEmployee);

  // Deductions and loans.
  let otherDeductions = ZERO;
  let preTax = ZERO;
  for (const plan of input.plans) {
    if (plan.kind !== 'DEDUCTION') continue;
    const amount = planAmountForCutoff(plan, plan, planCutoff);
    const code = plan.method === 'LOAN' ? 'LOAN' : 'DEDUCTION';
    // A deduction before tax (union dues) is marked not taxable: the BIR forms count it with the contributions.
    add({ kind: 'DEDUCTION', code, label: plan.name, planId: plan.planId, planMemberId: plan.planMemberId, amount, ...perDayQuantity(plan), ...(plan.isPreTax ? { isTaxable: false } : {}) });
    otherDeductions = otherDeductions.plus(amount);
    if (plan.isPreTax) preTax = preTax.plus(amount);
  }

  // Withholding tax on the period's taxable compensation (RR 11-2018 Annex E).
  const exemptRoom = Decimal.max(ZERO, D(THIRTEENTH_MONTH_EXEMPT_LIMIT).minus(input.yearToDate.exemptBenefits));
  const thirteenthTaxable = Decimal.max(ZERO, thirteenth.minus(exemptRoom));
  const regularEarnings = basicPay.plus(holidayTotal).plus(overtimeTotal).plus(nightTotal);
  let taxable: Decimal;
  let mweExempt = ZERO;
  let tax = ZERO;
  if (employee.isMinimumWageEarner) {
    // Minimum wage earners: the minimum wage and its holiday, overtime and night pay are exempt.
    mweExempt = regularEarnings;
    taxable = Decimal.max(ZERO, taxableAllowances.plus(thirteenthTaxable).plus(silTaxable));
  } else {
    taxable = Decimal.max(ZERO, regularEarnings.plus(taxableAllowances).plus(thirteenthTaxable).plus(silTaxable).minus(contributions).minus(preTax));
    tax = D(withholdingTax(statutory.TAX, taxPeriodOf(group.frequency), taxable.toFixed(2)));
  }
  add({ kind: 'DEDUCTION', code: 'TAX', label: 'Withholding tax', amount: text(tax) });

  const totalDeductions = contributions.plus(tax).plus(otherDeductions);
  const netPay = grossPay.minus(totalDeductions);
  if (netPay.isNegative()) flags.push(PAYSLIP_FLAGS.negativeNetPay);

  return {
    rateType: employee.rateType,
    rate: text(D(employee.rate)),
    dailyRate: dailyRateText,
    hourlyRate: hourlyRate.toFixed(4),
    daysWorked: D(workedDays).plus(leaveDays).toFixed(2),
    basicPay: text(basicPay),
    overtimePay: text(overtimeTotal),
    holidayPay: text(holidayTotal),
    nightDifferentialPay: text(nightTotal),
    allowances: text(allowances),
    grossPay: text(grossPay),
    sssMonthlySalaryCredit: sss.monthlySalaryCredit,
    sssEmployee: text(sssEmployee),
    sssEmployer: text(sssEmployer),
    sssEc: text(sssEc),
    philhealthEmployee: text(phEmployee),
    philhealthEmployer: text(phEmployer),
    pagibigEmployee: text(piEmployee),
    pagibigEmployer: text(piEmployer),
    taxableCompensation: text(taxable),
    mweExemptPay: text(mweExempt),
    thirteenthMonthPay: text(thirteenth),
    withholdingTax: text(tax),
    otherDeductions: text(otherDeductions),
    totalDeductions: text(totalDeductions),
    netPay: text(netPay),
    lines,
    flags,
  };
}

/** How many cutoffs a month usually has (monthly amounts of per-cutoff allowances). */
export function cutoffsPerMonthOf(frequency: string): number {
  return frequency === 'MONTHLY' ? 1 : frequency === 'WEEKLY' ? 4 : 2;
}
