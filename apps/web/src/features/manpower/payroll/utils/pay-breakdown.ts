/** A cutoff's totals (GET /payroll/cutoff/{id}/summary), pesos as exact text. */
export interface CutoffTotals {
  payslips: number;
  basicPay: string;
  overtimePay: string;
  holidayPay: string;
  nightDifferentialPay: string;
  allowances: string;
  thirteenthMonthPay: string;
  grossPay: string;
  sssEmployee: string;
  sssEmployer: string;
  sssEc: string;
  philhealthEmployee: string;
  philhealthEmployer: string;
  pagibigEmployee: string;
  pagibigEmployer: string;
  withholdingTax: string;
  otherDeductions: string;
  totalDeductions: string;
  netPay: string;
}


export interface BreakdownSlice {
  name: string;
  /** Pesos, exact text (shown). */
  amount: string;
  /** The same as a number (drawn only). */
  value: number;
  color: string;
}

/** Exact pesos text ("-1234.5") as whole centavos. */
const centavos = (amount: string): bigint => {
  const [whole, cents = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole || '0') * 100n + BigInt((cents + '00').slice(0, 2));
  return amount.startsWith('-') ? -value : value;
};
const pesos = (value: bigint): string => {
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
const slice = (name: string, amount: string, color: string): BreakdownSlice => ({ name, amount: pesos(centavos(amount)), value: Number(centavos(amount)) / 100, color });

/**
 * Where a cutoff's gross pay goes: net pay, each employee contribution, tax and other deductions
 * (they add up to the gross: gross = net + deductions). Empty slices are left out.
 */
export function grossBreakdown(totals: CutoffTotals): BreakdownSlice[] {
  return [
    slice('Net pay', totals.netPay, 'teal.7'),
    slice('SSS', totals.sssEmployee, 'blue.7'),
    slice('PhilHealth', totals.philhealthEmployee, 'green.8'),
    slice('Pag-IBIG', totals.pagibigEmployee, 'violet.7'),
    slice('Withholding tax', totals.withholdingTax, 'orange.8'),
    slice('Other deductions', totals.otherDeductions, 'gray.6'),
  ].filter((s) => s.value > 0);
}

/** What the gross pay is made of: basic, premiums, allowances, 13th month. */
export function earningsBreakdown(totals: CutoffTotals): BreakdownSlice[] {
  return [
    slice('Basic pay', totals.basicPay, 'blue.7'),
    slice('Overtime', totals.overtimePay, 'orange.8'),
    slice('Holiday and rest day', totals.holidayPay, 'grape.7'),
    slice('Night differential', totals.nightDifferentialPay, 'indigo.7'),
    slice('Allowances', totals.allowances, 'teal.7'),
    slice('13th month', totals.thirteenthMonthPay, 'pink.7'),
  ].filter((s) => s.value !== 0);
}

/** The employer's share on top of the gross: SSS (with EC), PhilHealth and Pag-IBIG. */
export function employerContributions(totals: CutoffTotals): string {
  return pesos([totals.sssEmployer, totals.sssEc, totals.philhealthEmployer, totals.pagibigEmployer].reduce((sum, amount) => sum + centavos(amount), 0n));
}
