import Decimal from 'decimal.js';
// One limit for the run and the reports (merge of wt/run and wt/outputs: both declared it).
import { THIRTEENTH_MONTH_EXEMPT_LIMIT } from './payslip.compute';

/**
 * Payroll outputs (issue 15, decision 0057): how posted payslips add up into the payslip's
 * year-to-date, the payroll register, the bank file and the government reports (SSS R-3,
 * PhilHealth RF-1, Pag-IBIG MCRF, BIR 1601-C, BIR 2316 and the 1604-C alphalist), and the
 * payment history per agency. Pure functions over money strings; every total is exact.
 */

/** The 13th month pay and other benefits exempt a year (NIRC sec. 32(B)(7)(e) as amended by TRAIN, RR 11-2018): `THIRTEENTH_MONTH_EXEMPT_LIMIT` of payslip.compute.ts. */

export type ReportAgency = 'SSS' | 'PHILHEALTH' | 'PAGIBIG' | 'TAX';
export const REPORT_AGENCIES: readonly ReportAgency[] = ['SSS', 'PHILHEALTH', 'PAGIBIG', 'TAX'];
/** The path segment of each agency (spec part 2: government-payment-history/{sss|philhealth|pagibig|tax}). */
export const AGENCY_OF_SLUG: Record<string, ReportAgency> = { sss: 'SSS', philhealth: 'PHILHEALTH', pagibig: 'PAGIBIG', tax: 'TAX' };

/** One line of a payslip as the run writes it (schema-payroll PayslipLine). */
export interface ReportLine {
  kind: 'EARNING' | 'DEDUCTION' | 'CONTRIBUTION' | 'EMPLOYER';
  code: string;
  label: string;
  amount: string;
  isTaxable?: boolean;
}

/** The money columns of a payslip that reports add up. */
export interface PayslipFigures {
  basicPay: string;
  overtimePay: string;
  holidayPay: string;
  nightDifferentialPay: string;
  allowances: string;
  grossPay: string;
  sssMonthlySalaryCredit: string;
  sssEmployee: string;
  sssEmployer: string;
  sssEc: string;
  philhealthEmployee: string;
  philhealthEmployer: string;
  pagibigEmployee: string;
  pagibigEmployer: string;
  taxableCompensation: string;
  mweExemptPay: string;
  thirteenthMonthPay: string;
  withholdingTax: string;
  otherDeductions: string;
  totalDeductions: string;
  netPay: string;
  lines?: readonly ReportLine[];
}

export const PAYSLIP_MONEY_KEYS = [
  'basicPay',
  'overtimePay',
  'holidayPay',
  'nightDifferentialPay',
  'allowances',
  'grossPay',
  'sssMonthlySalaryCredit',
  'sssEmployee',
  'sssEmployer',
  'sssEc',
  'philhealthEmployee',
  'philhealthEmployer',
  'pagibigEmployee',
  'pagibigEmployer',
  'taxableCompensation',
  'mweExemptPay',
  'thirteenthMonthPay',
  'withholdingTax',
  'otherDeductions',
  'totalDeductions',
  'netPay',
] as const satisfies readonly (keyof PayslipFigures)[];
export type PayslipMoneyKey = (typeof PAYSLIP_MONEY_KEYS)[number];

const fixed = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);

/** The exact sum of money strings, two places ("0.00" for none). */
export function sumMoney(values: readonly Decimal.Value[]): string {
  return fixed(values.reduce<Decimal>((sum, v) => sum.plus(v || 0), new Decimal(0)));
}

/** Column by column totals of payslips. */
export function totalsOf(payslips: readonly Pick<PayslipFigures, PayslipMoneyKey>[]): Record<PayslipMoneyKey, string> {
  const totals = {} as Record<PayslipMoneyKey, string>;
  for (const key of PAYSLIP_MONEY_KEYS) totals[key] = sumMoney(payslips.map((p) => p[key]));
  return totals;
}

/** A payslip's employee share of SSS, PhilHealth and Pag-IBIG. */
export const employeeContributions = (p: Pick<PayslipFigures, 'sssEmployee' | 'philhealthEmployee' | 'pagibigEmployee'>) =>
  sumMoney([p.sssEmployee, p.philhealthEmployee, p.pagibigEmployee]);

/** A payslip's employer share (EC included). */
export const employerContributions = (p: Pick<PayslipFigures, 'sssEmployer' | 'sssEc' | 'philhealthEmployer' | 'pagibigEmployer'>) =>
  sumMoney([p.sssEmployer, p.sssEc, p.philhealthEmployer, p.pagibigEmployer]);

export interface YearToDate {
  grossPay: string;
  withholdingTax: string;
  /** Employee shares of SSS, PhilHealth and Pag-IBIG. */
  contributions: string;
  netPay: string;
}

/**
 * A payslip's year-to-date: the calendar year of its cutoff through that cutoff. `slips` are the
 * employee's payslips of counted cutoffs, each with its cutoff's period end; those of another year
 * or ending after `through` are left out.
 */
export function yearToDate(slips: readonly (Pick<PayslipFigures, 'grossPay' | 'withholdingTax' | 'sssEmployee' | 'philhealthEmployee' | 'pagibigEmployee' | 'netPay'> & { periodEnd: string })[], through: string): YearToDate {
  const year = through.slice(0, 4);
  const inYear = slips.filter((s) => s.periodEnd.slice(0, 4) === year && s.periodEnd <= through);
  return {
    grossPay: sumMoney(inYear.map((s) => s.grossPay)),
    withholdingTax: sumMoney(inYear.map((s) => s.withholdingTax)),
    contributions: sumMoney(inYear.map(employeeContributions)),
    netPay: sumMoney(inYear.map((s) => s.netPay)),
  };
}

/** Names as the agencies print them: "DELA CRUZ JR., Juan P." (SSS R-3 instruction 4: suffix after the family name). */
export function formalName(e: { lastName: string; firstName: string; middleName?: string; suffix?: string }): string {
  const last = `${e.lastName.toUpperCase()}${e.suffix ? ` ${e.suffix}` : ''}`;
  const middle = e.middleName?.trim() ? ` ${e.middleName.trim().charAt(0).toUpperCase()}.` : '';
  return `${last}, ${e.firstName}${middle}`;
}

/** Alphabetical by printed name, then employee number (the alphalist and the R-3 list members alphabetically). */
export function byName<T extends { name: string; employeeNo?: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.employeeNo ?? '').localeCompare(b.employeeNo ?? '', 'en'));
}

// ---------------------------------------------------------------------------------------------
// Bank file

export interface BankLine {
  accountNo: string;
  name: string;
  netPay: string;
}

/**
 * The bank file of a cutoff: one line per employee with net pay above zero and an account number;
 * those without an account are listed apart (paid another way). Totals: count and amount.
 */
export function bankFile(rows: readonly BankLine[]): { lines: BankLine[]; missingAccount: BankLine[]; count: number; total: string } {
  const payable = rows.filter((r) => new Decimal(r.netPay).greaterThan(0));
  const lines = payable.filter((r) => r.accountNo.trim() !== '').map((r) => ({ ...r, accountNo: r.accountNo.trim(), netPay: fixed(r.netPay) }));
  const missingAccount = payable.filter((r) => r.accountNo.trim() === '');
  return { lines, missingAccount, count: lines.length, total: sumMoney(lines.map((l) => l.netPay)) };
}

const csvCell = (value: string) => (/[",\r\n]/.test(value) || /^[=+\-@]/.test(value) ? `"${value.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : value);

/** The bank file as CSV: a header, a line per account, a totals line; account numbers stay text. */
export function bankFileCsv(file: { lines: readonly BankLine[]; count: number; total: string }): string {
  const rows = [['Account Number', 'Account Name', 'Net Pay'], ...file.lines.map((l) => [l.accountNo, l.name, l.netPay]), ['TOTAL', `${file.count} employees`, file.total]];
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

// ---------------------------------------------------------------------------------------------
// Government reports

/** The three months of a quarter (1-4) of a year, YYYY-MM. */
export function quarterMonths(year: number, quarter: number): [string, string, string] {
  const first = (quarter - 1) * 3 + 1;
  return [0, 1, 2].map((i) => `${year}-${String(first + i).padStart(2, '0')}`) as [string, string, string];
}

/** A payslip with who and which month it counts in (its cutoff's `month`). */
export interface ReportSlip extends PayslipFigures {
  employeeId: number;
  month: string;
}

export interface ReportEmployee {
  id: number;
  employeeNo: string;
  name: string;
  sssNo?: string;
  philhealthNo?: string;
  pagibigNo?: string;
  tin?: string;
  isMinimumWageEarner?: boolean;
}

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
};

export interface SssMonth {
  employee: string;
  employer: string;
  ec: string;
  /** The R-3's "Social Security" column: employee + employer share. */
  socialSecurity: string;
}

const sssMonthOf = (slips: readonly ReportSlip[]): SssMonth => {
  const employee = sumMoney(slips.map((s) => s.sssEmployee));
  const employer = sumMoney(slips.map((s) => s.sssEmployer));
  return { employee, employer, ec: sumMoney(slips.map((s) => s.sssEc)), socialSecurity: sumMoney([employee, employer]) };
};

/**
 * SSS R-3 Contribution Collection List for a quarter: per member (SS number, name) the Social
 * Security (EE + ER) and Employees' Compensation of each month of the quarter; totals per month.
 */
export function sssQuarterReport(months: readonly string[], employees: readonly ReportEmployee[], slips: readonly ReportSlip[]) {
  const inQuarter = slips.filter((s) => months.includes(s.month));
  const bySlipEmployee = groupBy(inQuarter, (s) => s.employeeId);
  const rows = byName(
    employees
      .filter((e) => bySlipEmployee.has(e.id))
      .map((e) => {
        const own = bySlipEmployee.get(e.id)!;
        const perMonth = months.map((m) => sssMonthOf(own.filter((s) => s.month === m)));
        return { employeeId: e.id, employeeNo: e.employeeNo, sssNo: e.sssNo ?? '', name: e.name, months: perMonth, total: sumMoney(perMonth.flatMap((m) => [m.socialSecurity, m.ec])) };
      }),
  );
  const totals = months.map((_, i) => {
    const employee = sumMoney(rows.map((r) => r.months[i].employee));
    const employer = sumMoney(rows.map((r) => r.months[i].employer));
    return { employee, employer, ec: sumMoney(rows.map((r) => r.months[i].ec)), socialSecurity: sumMoney([employee, employer]) };
  });
  return { months: [...months], rows, totals, grandTotal: sumMoney(totals.flatMap((t) => [t.socialSecurity, t.ec])) };
}

/**
 * PhilHealth RF-1 Employer's Remittance Report for a month: per member (PhilHealth number, name)
 * the monthly basic salary (the month's basic pay) and the personal (PS) and employer (ES) shares.
 */
export function philhealthMonthReport(month: string, employees: readonly ReportEmployee[], slips: readonly ReportSlip[]) {
  const byEmployee = groupBy(slips.filter((s) => s.month === month), (s) => s.employeeId);
  const rows = byName(
    employees
      .filter((e) => byEmployee.has(e.id))
      .map((e) => {
        const own = byEmployee.get(e.id)!;
        const employee = sumMoney(own.map((s) => s.philhealthEmployee));
        const employer = sumMoney(own.map((s) => s.philhealthEmployer));
        return { employeeId: e.id, employeeNo: e.employeeNo, philhealthNo: e.philhealthNo ?? '', name: e.name, monthlyBasicSalary: sumMoney(own.map((s) => s.basicPay)), employee, employer, total: sumMoney([employee, employer]) };
      }),
  );
  return { month, rows, totals: { monthlyBasicSalary: sumMoney(rows.map((r) => r.monthlyBasicSalary)), employee: sumMoney(rows.map((r) => r.employee)), employer: sumMoney(rows.map((r) => r.employer)), total: sumMoney(rows.map((r) => r.total)) } };
}

/**
 * Pag-IBIG Membership Contributions Remittance Form (MCRF) for a month: per member (MID, name)
 * the monthly compensation (basic pay and allowances) and the employee and employer shares.
 */
export function pagibigMonthReport(month: string, employees: readonly ReportEmployee[], slips: readonly ReportSlip[]) {
  const byEmployee = groupBy(slips.filter((s) => s.month === month), (s) => s.employeeId);
  const rows = byName(
    employees
      .filter((e) => byEmployee.has(e.id))
      .map((e) => {
        const own = byEmployee.get(e.id)!;
        const employee = sumMoney(own.map((s) => s.pagibigEmployee));
        const employer = sumMoney(own.map((s) => s.pagibigEmployer));
        return {
          employeeId: e.id,
          employeeNo: e.employeeNo,
          pagibigNo: e.pagibigNo ?? '',
          name: e.name,
          monthlyCompensation: sumMoney(own.flatMap((s) => [s.basicPay, s.allowances])),
          employee,
          employer,
          total: sumMoney([employee, employer]),
        };
      }),
  );
  return { month, rows, totals: { monthlyCompensation: sumMoney(rows.map((r) => r.monthlyCompensation)), employee: sumMoney(rows.map((r) => r.employee)), employer: sumMoney(rows.map((r) => r.employer)), total: sumMoney(rows.map((r) => r.total)) } };
}

/** The sum of the lines of a payslip that `keep` picks (none when it carries no lines). */
const linesSum = (s: PayslipFigures, keep: (l: ReportLine) => boolean) => sumMoney(s.lines?.filter(keep).map((l) => l.amount) ?? []);
const isAllowance = (l: ReportLine) => l.kind === 'EARNING' && l.code === 'ALLOWANCE';
/** Allowance lines a payslip marks not taxable (de minimis within its limit). */
const deMinimisOf = (s: PayslipFigures) => linesSum(s, (l) => isAllowance(l) && l.isTaxable === false);
/** Allowance lines taxed (taxable allowances, and de minimis over its limit). */
const taxableAllowancesOf = (s: PayslipFigures) => linesSum(s, (l) => isAllowance(l) && l.isTaxable !== false);
/** Deductions before tax (union dues): DEDUCTION lines marked not taxable. */
const preTaxDeductionsOf = (s: PayslipFigures) => linesSum(s, (l) => l.kind === 'DEDUCTION' && l.isTaxable === false);

/**
 * How a set of payslips' gross pay splits into the BIR's non-taxable and taxable boxes (BIR 2316
 * items 29-52, the 1604-C alphalist columns 7a-7j, the 1601-C items 14-22). Gross = non-taxable +
 * taxable always: the residual boxes (37 "salaries and other forms of compensation" and 39 "basic
 * salary net of contributions") take what the named boxes leave.
 */
export function compensationBoxes(slips: readonly PayslipFigures[]) {
  const gross = sumMoney(slips.map((s) => s.grossPay));
  const taxable = sumMoney(slips.map((s) => s.taxableCompensation));
  const nonTaxable = fixed(new Decimal(gross).minus(taxable));
  // Minimum wage earners: the exempt pay is their statutory minimum wage plus its holiday, overtime and night pay.
  const mwe = slips.filter((s) => new Decimal(s.mweExemptPay).greaterThan(0));
  const mweHoliday = sumMoney(mwe.map((s) => s.holidayPay));
  const mweOvertime = sumMoney(mwe.map((s) => s.overtimePay));
  const mweNight = sumMoney(mwe.map((s) => s.nightDifferentialPay));
  const mweBasic = Decimal.max(0, new Decimal(sumMoney(mwe.map((s) => s.mweExemptPay))).minus(mweHoliday).minus(mweOvertime).minus(mweNight));
  const thirteenth = new Decimal(sumMoney(slips.map((s) => s.thirteenthMonthPay)));
  const thirteenthExempt = Decimal.min(thirteenth, THIRTEENTH_MONTH_EXEMPT_LIMIT);
  const deMinimis = sumMoney(slips.map(deMinimisOf));
  const contributions = sumMoney([...slips.map(employeeContributions), ...slips.map(preTaxDeductionsOf)]);
  const named = new Decimal(fixed(mweBasic)).plus(mweHoliday).plus(mweOvertime).plus(mweNight).plus(thirteenthExempt).plus(deMinimis).plus(contributions);
  const otherNonTaxable = new Decimal(nonTaxable).minus(named);
  // Taxable side: the 13th month above the limit, the overtime of those who are not MWEs, taxable allowances, holiday and night pay; basic takes the rest.
  const thirteenthTaxable = thirteenth.minus(thirteenthExempt);
  const regular = slips.filter((s) => !new Decimal(s.mweExemptPay).greaterThan(0));
  const overtimeTaxable = sumMoney(regular.map((s) => s.overtimePay));
  const otherTaxable = sumMoney([...regular.map(taxableAllowancesOf), ...regular.map((s) => s.holidayPay), ...regular.map((s) => s.nightDifferentialPay)]);
  const basicTaxable = new Decimal(taxable).minus(thirteenthTaxable).minus(overtimeTaxable).minus(otherTaxable);
  return {
    gross,
    nonTaxable: {
      /** 2316 item 29 / 1601-C item 15 */
      mweBasic: fixed(mweBasic),
      /** 2316 items 30-32 / 1601-C item 16 */
      mweHoliday,
      mweOvertime,
      mweNightDifferential: mweNight,
      /** 2316 item 34 / 1601-C item 17 */
      thirteenthMonth: fixed(thirteenthExempt),
      /** 2316 item 35 / 1601-C item 18 */
      deMinimis,
      /** 2316 item 36 / 1601-C item 19 */
      contributions,
      /** 2316 item 37 / 1601-C item 20 */
      other: fixed(otherNonTaxable),
      /** 2316 item 38 / 1601-C item 21 */
      total: nonTaxable,
    },
    taxable: {
      /** 2316 item 39 */
      basic: fixed(basicTaxable),
      /** 2316 item 48 */
      thirteenthMonth: fixed(thirteenthTaxable),
      /** 2316 item 50 */
      overtime: overtimeTaxable,
      /** 2316 item 51 */
      other: otherTaxable,
      /** 2316 item 52 / 1601-C item 22 */
      total: taxable,
    },
    withholdingTax: sumMoney(slips.map((s) => s.withholdingTax)),
  };
}

/**
 * BIR 1601-C (Monthly Remittance Return of Income Taxes Withheld on Compensation, January 2018
 * ENCS), Part II items 14-25 for a month's payslips. Item 23 is the taxable compensation of
 * employees other than MWEs from whom nothing was withheld in the month (those at P250,000 and
 * below a year).
 */
export function bir1601c(month: string, slips: readonly ReportSlip[]) {
  const own = slips.filter((s) => s.month === month);
  const boxes = compensationBoxes(own);
  const byEmployee = groupBy(own, (s) => s.employeeId);
  const notWithheld = [...byEmployee.values()].filter((list) => new Decimal(sumMoney(list.map((s) => s.withholdingTax))).isZero()).flat();
  const item23 = sumMoney(notWithheld.map((s) => s.taxableCompensation));
  const n = boxes.nonTaxable;
  return {
    month,
    employeeCount: byEmployee.size,
    item14TotalCompensation: boxes.gross,
    item15StatutoryMinimumWage: n.mweBasic,
    item16MweHolidayOvertimeNightHazard: sumMoney([n.mweHoliday, n.mweOvertime, n.mweNightDifferential]),
    item17ThirteenthMonthAndOtherBenefits: n.thirteenthMonth,
    item18DeMinimis: n.deMinimis,
    item19Contributions: n.contributions,
    item20OtherNonTaxable: n.other,
    item21TotalNonTaxable: n.total,
    item22TotalTaxable: boxes.taxable.total,
    item23TaxableNotSubjectToWithholding: item23,
    item24NetTaxable: fixed(new Decimal(boxes.taxable.total).minus(item23)),
    item25TotalTaxesWithheld: boxes.withholdingTax,
  };
}

/**
 * BIR 2316 (Certificate of Compensation Payment/Tax Withheld, September 2021 ENCS) of one employee
 * for a year: Part IV-A summary (items 19-28) and Part IV-B details (items 29-52). `taxDue` is the
 * annual tax on item 21 (the annual table of RR 11-2018), computed by the caller.
 */
export function bir2316(slips: readonly PayslipFigures[], taxDue: string) {
  const boxes = compensationBoxes(slips);
  const n = boxes.nonTaxable;
  const t = boxes.taxable;
  return {
    item19GrossCompensation: boxes.gross,
    item20NonTaxable: n.total,
    item21TaxablePresent: t.total,
    item22TaxablePrevious: '0.00',
    item23GrossTaxable: t.total,
    item24TaxDue: fixed(taxDue),
    item25aWithheldPresent: boxes.withholdingTax,
    item25bWithheldPrevious: '0.00',
    item26TotalWithheldAdjusted: boxes.withholdingTax,
    item27PeraCredit: '0.00',
    item28TotalWithheld: boxes.withholdingTax,
    item29BasicSalaryOrSmw: n.mweBasic,
    item30HolidayPayMwe: n.mweHoliday,
    item31OvertimePayMwe: n.mweOvertime,
    item32NightShiftDifferentialMwe: n.mweNightDifferential,
    item33HazardPayMwe: '0.00',
    item34ThirteenthMonthAndOtherBenefits: n.thirteenthMonth,
    item35DeMinimis: n.deMinimis,
    item36Contributions: n.contributions,
    item37SalariesAndOtherNonTaxable: n.other,
    item38TotalNonTaxable: n.total,
    item39BasicSalary: t.basic,
    item48TaxableThirteenthMonth: t.thirteenthMonth,
    item50OvertimePay: t.overtime,
    item51Others: t.other,
    item52TotalTaxable: t.total,
  };
}
export type Bir2316 = ReturnType<typeof bir2316>;

/** The 2316 items in the form's order with their printed labels (the PDF and the docs read these). */
export const BIR_2316_ITEMS: readonly { key: keyof Bir2316; no: string; label: string }[] = [
  { key: 'item19GrossCompensation', no: '19', label: 'Gross Compensation Income from Present Employer' },
  { key: 'item20NonTaxable', no: '20', label: 'Less: Total Non-Taxable/Exempt Compensation Income from Present Employer' },
  { key: 'item21TaxablePresent', no: '21', label: 'Taxable Compensation Income from Present Employer' },
  { key: 'item22TaxablePrevious', no: '22', label: 'Add: Taxable Compensation Income from Previous Employer' },
  { key: 'item23GrossTaxable', no: '23', label: 'Gross Taxable Compensation Income' },
  { key: 'item24TaxDue', no: '24', label: 'Tax Due' },
  { key: 'item25aWithheldPresent', no: '25A', label: 'Amount of Taxes Withheld: Present Employer' },
  { key: 'item25bWithheldPrevious', no: '25B', label: 'Amount of Taxes Withheld: Previous Employer' },
  { key: 'item26TotalWithheldAdjusted', no: '26', label: 'Total Amount of Taxes Withheld as Adjusted' },
  { key: 'item27PeraCredit', no: '27', label: '5% Tax Credit (PERA Act of 2008)' },
  { key: 'item28TotalWithheld', no: '28', label: 'Total Taxes Withheld' },
  { key: 'item29BasicSalaryOrSmw', no: '29', label: 'Basic Salary (including the exempt P250,000 & below) or the Statutory Minimum Wage of the MWE' },
  { key: 'item30HolidayPayMwe', no: '30', label: 'Holiday Pay (MWE)' },
  { key: 'item31OvertimePayMwe', no: '31', label: 'Overtime Pay (MWE)' },
  { key: 'item32NightShiftDifferentialMwe', no: '32', label: 'Night Shift Differential (MWE)' },
  { key: 'item33HazardPayMwe', no: '33', label: 'Hazard Pay (MWE)' },
  { key: 'item34ThirteenthMonthAndOtherBenefits', no: '34', label: '13th Month Pay and Other Benefits (maximum of P90,000)' },
  { key: 'item35DeMinimis', no: '35', label: 'De Minimis Benefits' },
  { key: 'item36Contributions', no: '36', label: 'SSS, GSIS, PHIC & PAG-IBIG Contributions and Union Dues (Employee share only)' },
  { key: 'item37SalariesAndOtherNonTaxable', no: '37', label: 'Salaries and Other Forms of Compensation' },
  { key: 'item38TotalNonTaxable', no: '38', label: 'Total Non-Taxable/Exempt Compensation Income' },
  { key: 'item39BasicSalary', no: '39', label: 'Basic Salary' },
  { key: 'item48TaxableThirteenthMonth', no: '48', label: 'Taxable 13th Month Benefits' },
  { key: 'item50OvertimePay', no: '50', label: 'Overtime Pay' },
  { key: 'item51Others', no: '51', label: 'Others (holiday pay, night shift differential, taxable allowances)' },
  { key: 'item52TotalTaxable', no: '52', label: 'Total Taxable Compensation Income' },
];

/**
 * The 1604-C alphalist of a year (RMC 34-2022 Annex A format): Schedule 1 the employees other than
 * MWEs, Schedule 2 the minimum wage earners, each a row per employee with the present employer's
 * columns and totals. A year-end adjustment is tax due less tax withheld (positive: collected in
 * December; negative: refunded).
 */
export function alphalist(employees: readonly ReportEmployee[], slips: readonly (PayslipFigures & { employeeId: number })[], annualTax: (taxable: string) => string) {
  const byEmployee = groupBy(slips, (s) => s.employeeId);
  const rowOf = (e: ReportEmployee) => {
    const own = byEmployee.get(e.id)!;
    const boxes = compensationBoxes(own);
    const isMwe = e.isMinimumWageEarner === true || own.every((s) => new Decimal(s.mweExemptPay).greaterThan(0));
    const taxDue = isMwe && new Decimal(boxes.taxable.total).isZero() ? '0.00' : fixed(annualTax(boxes.taxable.total));
    return {
      employeeId: e.id,
      employeeNo: e.employeeNo,
      tin: e.tin ?? '',
      name: e.name,
      isMwe,
      grossCompensation: boxes.gross,
      mweBasic: boxes.nonTaxable.mweBasic,
      mweHolidayOvertimeNight: sumMoney([boxes.nonTaxable.mweHoliday, boxes.nonTaxable.mweOvertime, boxes.nonTaxable.mweNightDifferential]),
      thirteenthMonthExempt: boxes.nonTaxable.thirteenthMonth,
      deMinimis: boxes.nonTaxable.deMinimis,
      contributions: boxes.nonTaxable.contributions,
      otherNonTaxable: boxes.nonTaxable.other,
      totalNonTaxable: boxes.nonTaxable.total,
      basicTaxable: boxes.taxable.basic,
      thirteenthMonthTaxable: boxes.taxable.thirteenthMonth,
      otherTaxable: sumMoney([boxes.taxable.overtime, boxes.taxable.other]),
      totalTaxable: boxes.taxable.total,
      taxDue,
      taxWithheld: boxes.withholdingTax,
      yearEndAdjustment: fixed(new Decimal(taxDue).minus(boxes.withholdingTax)),
    };
  };
  const rows = byName(employees.filter((e) => byEmployee.has(e.id)).map(rowOf));
  const MONEY_COLUMNS = ['grossCompensation', 'mweBasic', 'mweHolidayOvertimeNight', 'thirteenthMonthExempt', 'deMinimis', 'contributions', 'otherNonTaxable', 'totalNonTaxable', 'basicTaxable', 'thirteenthMonthTaxable', 'otherTaxable', 'totalTaxable', 'taxDue', 'taxWithheld', 'yearEndAdjustment'] as const;
  const schedule = (list: typeof rows) => {
    const totals = {} as Record<(typeof MONEY_COLUMNS)[number], string>;
    for (const key of MONEY_COLUMNS) totals[key] = sumMoney(list.map((r) => r[key]));
    return { rows: list, totals };
  };
  return { schedule1: schedule(rows.filter((r) => !r.isMwe)), schedule2: schedule(rows.filter((r) => r.isMwe)) };
}
export type AlphalistRow = ReturnType<typeof alphalist>['schedule1']['rows'][number];

// ---------------------------------------------------------------------------------------------
// What is due to an agency and what was paid

/** What a payslip makes due to an agency (SSS: EE + ER + EC; PhilHealth and Pag-IBIG: EE + ER; BIR: tax withheld). */
export function dueOf(agency: ReportAgency, s: PayslipFigures) {
  switch (agency) {
    case 'SSS':
      return { employeeShare: fixed(s.sssEmployee), employerShare: fixed(s.sssEmployer), ec: fixed(s.sssEc) };
    case 'PHILHEALTH':
      return { employeeShare: fixed(s.philhealthEmployee), employerShare: fixed(s.philhealthEmployer), ec: '0.00' };
    case 'PAGIBIG':
      return { employeeShare: fixed(s.pagibigEmployee), employerShare: fixed(s.pagibigEmployer), ec: '0.00' };
    case 'TAX':
      return { employeeShare: fixed(s.withholdingTax), employerShare: '0.00', ec: '0.00' };
  }
}

export interface RemittanceRecord {
  id: number;
  month: string;
  employeeShare: string;
  employerShare: string;
  ec: string;
  total: string;
  referenceNo: string;
  paidAt: string;
}

/**
 * The payment history of an agency for a year: for each month that had anything due or paid, what
 * posted payslips made due (shares and total), what was remitted (with each payment's reference
 * and date) and the balance (due - paid; negative when overpaid). Months in order.
 */
export function paymentHistory(agency: ReportAgency, year: number, slips: readonly ReportSlip[], remittances: readonly RemittanceRecord[]) {
  const prefix = `${year}-`;
  const dueSlips = groupBy(slips.filter((s) => s.month.startsWith(prefix)), (s) => s.month);
  const paid = groupBy(remittances.filter((r) => r.month.startsWith(prefix)), (r) => r.month);
  const months = [...new Set([...dueSlips.keys(), ...paid.keys()])].sort();
  const list = months.map((month) => {
    const dues = (dueSlips.get(month) ?? []).map((s) => dueOf(agency, s));
    const employeeShare = sumMoney(dues.map((d) => d.employeeShare));
    const employerShare = sumMoney(dues.map((d) => d.employerShare));
    const ec = sumMoney(dues.map((d) => d.ec));
    const due = sumMoney([employeeShare, employerShare, ec]);
    const payments = [...(paid.get(month) ?? [])].sort((a, b) => a.paidAt.localeCompare(b.paidAt) || a.id - b.id);
    const paidTotal = sumMoney(payments.map((p) => p.total));
    const balance = fixed(new Decimal(due).minus(paidTotal));
    const status = new Decimal(paidTotal).isZero() ? 'UNPAID' : new Decimal(balance).greaterThan(0) ? 'PARTIAL' : new Decimal(balance).isZero() ? 'PAID' : 'OVERPAID';
    return { month, due: { employeeShare, employerShare, ec, total: due }, paid: paidTotal, balance, status, payments };
  });
  return {
    agency,
    year,
    list,
    totals: { due: sumMoney(list.map((m) => m.due.total)), paid: sumMoney(list.map((m) => m.paid)), balance: sumMoney(list.map((m) => m.balance)) },
  };
}
