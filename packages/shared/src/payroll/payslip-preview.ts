import Decimal from 'decimal.js';
import { pagibigContribution, philhealthContribution, splitInHalves, sssContribution, withholdingTax, type StatutoryTablesInForce } from './statutory';

export const PAYSLIP_PREVIEW_PERIODS = ['monthly', 'semi-monthly'] as const;
export type PayslipPreviewPeriod = (typeof PAYSLIP_PREVIEW_PERIODS)[number];

export interface PayslipPreviewInput {
  period: PayslipPreviewPeriod;
  /** The payslip's own amounts: a month's for monthly, one cutoff's (half a month) for semi-monthly. */
  basicPay: string;
  taxableAllowances?: string;
  nonTaxableAllowances?: string;
  overtimePay?: string;
  /** Other deductions after tax (loans, union dues already net of tax treatment). */
  deductions?: string;
  /** Semi-monthly: which cutoff of the month; the odd centavo of a contribution falls on the second. */
  cutoff?: 'first' | 'second';
}

export interface PayslipPreview {
  grossPay: string;
  sss: { employee: string };
  philhealth: { employee: string };
  pagibig: { employee: string };
  taxableCompensation: string;
  withholdingTax: string;
  netPay: string;
}

const money = (value: Decimal): string => value.toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * One payslip with the month's contributions: a monthly payslip carries them whole, a semi-monthly
 * one half of each (the odd centavo on the second cutoff). The month's bases are the payslip's
 * amounts times the cutoffs in a month: SSS on basic + taxable allowances + overtime, PhilHealth on
 * basic, Pag-IBIG on basic + all allowances. The employee shares are not taxable (RR 11-2018);
 * tax comes from the period's own table.
 */
export function payslipPreview(tables: StatutoryTablesInForce, input: PayslipPreviewInput): PayslipPreview {
  const basic = new Decimal(input.basicPay);
  const taxable = new Decimal(input.taxableAllowances ?? 0);
  const nonTaxable = new Decimal(input.nonTaxableAllowances ?? 0);
  const overtime = new Decimal(input.overtimePay ?? 0);
  const deductions = new Decimal(input.deductions ?? 0);
  const perMonth = input.period === 'monthly' ? 1 : 2;
  const share = (monthly: string): string => {
    if (perMonth === 1) return monthly;
    const halves = splitInHalves(monthly);
    return input.cutoff === 'second' ? halves.second : halves.first;
  };
  const sss = share(sssContribution(tables.SSS, money(basic.plus(taxable).plus(overtime).times(perMonth))).employee);
  const philhealth = share(philhealthContribution(tables.PHILHEALTH, money(basic.times(perMonth))).employee);
  const pagibig = share(pagibigContribution(tables.PAGIBIG, money(basic.plus(taxable).plus(nonTaxable).times(perMonth))).employee);
  const contributions = new Decimal(sss).plus(philhealth).plus(pagibig);
  const taxableCompensation = Decimal.max(0, basic.plus(taxable).plus(overtime).minus(contributions));
  const tax = withholdingTax(tables.TAX, input.period, money(taxableCompensation));
  const grossPay = basic.plus(taxable).plus(nonTaxable).plus(overtime);
  return {
    grossPay: money(grossPay),
    sss: { employee: sss },
    philhealth: { employee: philhealth },
    pagibig: { employee: pagibig },
    taxableCompensation: money(taxableCompensation),
    withholdingTax: tax,
    netPay: money(grossPay.minus(contributions).minus(tax).minus(deductions)),
  };
}
