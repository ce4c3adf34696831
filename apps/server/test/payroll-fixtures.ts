import type { Db } from '../src/db/client';
import { payrollCutoffs, payrollGroups, payslips, statutoryTables, type PayslipLine } from '../src/db/schema-payroll';

/**
 * Payroll rows written straight into the database, so the outputs are tested without the run
 * (issue 15: the run is built beside them). Money as strings with two places.
 */
export async function insertPayrollGroup(db: Db, companyId: number, name = 'Semi-monthly') {
  const [group] = await db.insert(payrollGroups).values({ companyId, name }).returning();
  return group;
}

let cutoffSeq = 0;
export async function insertCutoff(
  db: Db,
  values: { companyId: number; payrollGroupId: number; periodStart: string; periodEnd: string; status: 'OPEN' | 'PROCESSING' | 'FOR_APPROVAL' | 'APPROVED' | 'POSTED'; payDate?: string; month?: string; monthSequence?: number; code?: string },
) {
  const [cutoff] = await db
    .insert(payrollCutoffs)
    .values({
      code: values.code ?? `PC-${String(++cutoffSeq).padStart(6, '0')}`,
      payDate: values.payDate ?? values.periodEnd,
      month: values.month ?? values.periodEnd.slice(0, 7),
      ...values,
      postedAt: values.status === 'POSTED' ? new Date() : null,
    })
    .returning();
  return cutoff;
}

export type PayslipMoney = Partial<Record<
  | 'basicPay' | 'overtimePay' | 'holidayPay' | 'nightDifferentialPay' | 'allowances' | 'grossPay' | 'sssMonthlySalaryCredit' | 'sssEmployee' | 'sssEmployer' | 'sssEc'
  | 'philhealthEmployee' | 'philhealthEmployer' | 'pagibigEmployee' | 'pagibigEmployer' | 'taxableCompensation' | 'mweExemptPay' | 'thirteenthMonthPay' | 'withholdingTax'
  | 'otherDeductions' | 'totalDeductions' | 'netPay',
  string
>>;

/** A payslip; `lines` default to the money columns as lines (basic, overtime, contributions, tax). */
export async function insertPayslip(db: Db, values: { companyId: number; cutoffId: number; employeeId: number; daysWorked?: string; lines?: PayslipLine[] } & PayslipMoney) {
  const m = (key: keyof PayslipMoney) => values[key] ?? '0.00';
  const lines: PayslipLine[] = values.lines ?? [
    { kind: 'EARNING', code: 'BASIC', label: 'Basic pay', quantity: values.daysWorked ?? '11', unit: 'DAY', amount: m('basicPay') },
    ...(Number(m('overtimePay')) ? [{ kind: 'EARNING' as const, code: 'OVERTIME', label: 'Overtime', amount: m('overtimePay') }] : []),
    ...(Number(m('sssEmployee')) ? [{ kind: 'CONTRIBUTION' as const, code: 'SSS', label: 'SSS', amount: m('sssEmployee') }] : []),
    ...(Number(m('philhealthEmployee')) ? [{ kind: 'CONTRIBUTION' as const, code: 'PHILHEALTH', label: 'PhilHealth', amount: m('philhealthEmployee') }] : []),
    ...(Number(m('pagibigEmployee')) ? [{ kind: 'CONTRIBUTION' as const, code: 'PAGIBIG', label: 'Pag-IBIG', amount: m('pagibigEmployee') }] : []),
    ...(Number(m('withholdingTax')) ? [{ kind: 'DEDUCTION' as const, code: 'TAX', label: 'Withholding tax', amount: m('withholdingTax') }] : []),
  ];
  const { lines: _lines, daysWorked, ...rest } = values;
  const [row] = await db
    .insert(payslips)
    .values({ runNo: 1, rateType: 'MONTHLY', rate: '30000.00', dailyRate: '1379.31', hourlyRate: '172.4138', daysWorked: daysWorked ?? '11', ...rest, lines })
    .returning();
  return row;
}

/** The annual table of RA 10963 (TRAIN) from 2023, in the shape of the shared TaxParameters. */
export const ANNUAL_TAX_2023 = [
  { over: '0.00', fixed: '0.00', rate: '0' },
  { over: '250000.00', fixed: '0.00', rate: '0.15' },
  { over: '400000.00', fixed: '22500.00', rate: '0.20' },
  { over: '800000.00', fixed: '102500.00', rate: '0.25' },
  { over: '2000000.00', fixed: '402500.00', rate: '0.30' },
  { over: '8000000.00', fixed: '2202500.00', rate: '0.35' },
];

/** A TAX version for a company unless one is already seeded for that date. */
export async function insertTaxTable(db: Db, companyId: number, effectiveFrom = '2023-01-01') {
  await db
    .insert(statutoryTables)
    .values({ companyId, agency: 'TAX', effectiveFrom, title: 'BIR withholding tax 2023', source: 'RR 11-2018 Annex E', parameters: { brackets: { annual: ANNUAL_TAX_2023 } } })
    .onConflictDoNothing();
}
