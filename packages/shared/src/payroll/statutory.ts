import Decimal from 'decimal.js';

// Philippine statutory contributions and withholding tax (issue 15, decision 0054). The tables are
// data (`statutory_tables` rows with an effective date); these functions only apply a version.
// Money in and out is a decimal string with two places, rounded half up to the centavo.

export const STATUTORY_AGENCIES = ['SSS', 'PHILHEALTH', 'PAGIBIG', 'TAX'] as const;
export type StatutoryAgency = (typeof STATUTORY_AGENCIES)[number];

/** One SSS band: compensation from `from` (inclusive) up to the next band's `from` earns `monthlySalaryCredit`. */
export interface SssBand {
  from: string;
  monthlySalaryCredit: string;
}

export interface SssParameters {
  /** Employee share of the MSC, "0.05". */
  employeeRate: string;
  /** Employer share of the MSC, "0.10". */
  employerRate: string;
  /** The regular Social Security part uses the MSC up to this; the rest is the MPF (WISP) part. */
  regularCreditCap: string;
  /** Employees' Compensation (employer only): `ecLow` when the MSC is at most `ecThreshold`, else `ecHigh`. */
  ecThreshold: string;
  ecLow: string;
  ecHigh: string;
  /** Ascending by `from`; the first starts at 0. */
  bands: SssBand[];
}

export interface PhilhealthParameters {
  /** Premium rate on the monthly basic salary, "0.05". */
  rate: string;
  salaryFloor: string;
  salaryCeiling: string;
}

export interface PagibigParameters {
  /** Fund salary above this is not counted (10,000). */
  fundSalaryCap: string;
  /** The employee pays `employeeRateLow` when the fund salary is at most this (1,500). */
  lowSalaryLimit: string;
  employeeRateLow: string;
  employeeRate: string;
  employerRate: string;
}

export const TAX_PERIODS = ['daily', 'weekly', 'semi-monthly', 'monthly', 'annual'] as const;
export type TaxPeriod = (typeof TAX_PERIODS)[number];

/** One row of a BIR table: compensation of at least `over` pays `fixed` + `rate` x (compensation - `over`). */
export interface TaxBracket {
  over: string;
  fixed: string;
  rate: string;
}

export interface TaxParameters {
  /** Each period's table as published, ascending by `over`, the first from 0. */
  brackets: Record<TaxPeriod, TaxBracket[]>;
}

export interface StatutoryParameters {
  SSS: SssParameters;
  PHILHEALTH: PhilhealthParameters;
  PAGIBIG: PagibigParameters;
  TAX: TaxParameters;
}

/** The parameters of every agency in force on one date. */
export type StatutoryTablesInForce = StatutoryParameters;

const money = (value: Decimal.Value): string => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
const centavos = (value: Decimal.Value): Decimal => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The version in force on `date`: the latest `effectiveFrom` on or before it (ISO dates compare as text). */
export function tableInForce<T extends { effectiveFrom: string }>(versions: readonly T[], date: string): T | null {
  let found: T | null = null;
  for (const version of versions) {
    if (version.effectiveFrom <= date && (found === null || version.effectiveFrom > found.effectiveFrom)) found = version;
  }
  return found;
}

/** The last row whose lower bound is at or below `amount` (rows ascending); the first row when none. */
function rowFor<T>(rows: readonly T[], amount: Decimal, lowerBound: (row: T) => string): T {
  let found = rows[0];
  for (const row of rows) {
    if (amount.gte(lowerBound(row))) found = row;
  }
  if (found === undefined) throw new RangeError('a statutory table needs at least one row');
  return found;
}

export interface SssContribution {
  monthlySalaryCredit: string;
  /** Employee share, the MPF part included. */
  employee: string;
  /** Employer share, the MPF part included, the EC not. */
  employer: string;
  employerEc: string;
  /** employee + employer + employerEc */
  total: string;
  mpfEmployee: string;
  mpfEmployer: string;
}

/** SSS contribution on a month's compensation (RA 11199; SSS Circular 2024-006 from January 2025). */
export function sssContribution(p: SssParameters, monthlyCompensation: string): SssContribution {
  const credit = new Decimal(rowFor(p.bands, new Decimal(monthlyCompensation), (band) => band.from).monthlySalaryCredit);
  const mpfCredit = Decimal.max(0, credit.minus(p.regularCreditCap));
  const employee = centavos(credit.times(p.employeeRate));
  const employer = centavos(credit.times(p.employerRate));
  const employerEc = centavos(credit.lte(p.ecThreshold) ? p.ecLow : p.ecHigh);
  return {
    monthlySalaryCredit: money(credit),
    employee: money(employee),
    employer: money(employer),
    employerEc: money(employerEc),
    total: money(employee.plus(employer).plus(employerEc)),
    mpfEmployee: money(mpfCredit.times(p.employeeRate)),
    mpfEmployer: money(mpfCredit.times(p.employerRate)),
  };
}

/** The odd centavo goes to the second half: "100.01" -> 50.00 and 50.01. */
export function splitInHalves(amount: string): { first: string; second: string } {
  const whole = centavos(amount);
  const first = whole.dividedBy(2).toDecimalPlaces(2, Decimal.ROUND_FLOOR);
  return { first: money(first), second: money(whole.minus(first)) };
}

/** PhilHealth premium (RA 11223, 5% from 2024): the salary clamped to floor..ceiling, shared equally, the employee taking the lower half. */
export function philhealthContribution(p: PhilhealthParameters, monthlyBasicSalary: string): { premium: string; employee: string; employer: string } {
  const salary = Decimal.min(p.salaryCeiling, Decimal.max(p.salaryFloor, monthlyBasicSalary));
  const premium = money(salary.times(p.rate));
  const halves = splitInHalves(premium);
  return { premium, employee: halves.first, employer: halves.second };
}

/** Pag-IBIG (HDMF Circular 460): fund salary capped; employee 1% up to 1,500 else 2%, employer 2%. */
export function pagibigContribution(p: PagibigParameters, fundSalary: string): { employee: string; employer: string } {
  const salary = new Decimal(fundSalary);
  const counted = Decimal.min(p.fundSalaryCap, salary);
  const employeeRate = salary.lte(p.lowSalaryLimit) ? p.employeeRateLow : p.employeeRate;
  return { employee: money(counted.times(employeeRate)), employer: money(counted.times(p.employerRate)) };
}

/** Withholding tax on one period's taxable compensation (BIR RR 11-2018 Annex E; annual: RA 10963 as amended). */
export function withholdingTax(p: TaxParameters, period: TaxPeriod, taxableCompensation: string): string {
  const brackets = p.brackets[period];
  if (brackets === undefined) throw new RangeError(`no tax table for the period ${period}`);
  const compensation = new Decimal(taxableCompensation);
  const bracket = rowFor(brackets, compensation, (row) => row.over);
  const excess = Decimal.max(0, compensation.minus(bracket.over));
  return money(excess.times(bracket.rate).plus(bracket.fixed));
}

export { PAGIBIG_2024, PHILHEALTH_2024, SEEDED_STATUTORY_TABLES, SSS_2025, TAX_2023, type StatutoryTableSeed } from './statutory.tables';
