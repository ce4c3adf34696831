import { manilaDate, PAGIBIG_2024, pagibigContribution, PHILHEALTH_2024, philhealthContribution, SSS_2025, sssContribution, TAX_2023, withholdingTax } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { employees } from '../db/schema-manpower';
import { payrollCutoffs, payrollGroups, payrollSettings, payslips, type PayslipLine } from '../db/schema-payroll';

const m = (v: Decimal.Value) => new Decimal(v).toFixed(2, Decimal.ROUND_HALF_UP);

/** A month's contributions from its compensation, by the seeded tables (the rules the run uses). */
function contributions(monthly: Decimal) {
  const sss = sssContribution(SSS_2025, m(monthly));
  const philhealth = philhealthContribution(PHILHEALTH_2024, m(monthly));
  const pagibig = pagibigContribution(PAGIBIG_2024, m(monthly));
  return {
    msc: sss.monthlySalaryCredit,
    sssEmployee: sss.employee,
    sssEmployer: sss.employer,
    sssEc: sss.employerEc,
    philhealthEmployee: philhealth.employee,
    philhealthEmployer: philhealth.employer,
    pagibigEmployee: pagibig.employee,
    pagibigEmployer: pagibig.employer,
  };
}

const semiMonthlyTax = (taxable: Decimal) => withholdingTax(TAX_2023, 'semi-monthly', m(taxable));

/**
 * Payroll outputs demo (decision 0057): last month's two semi-monthly cutoffs, POSTED, with a
 * payslip for every employee (contributions on the second cutoff), so the payslip center, My
 * Payslips, the government reports and the dashboard charts have figures on a fresh demo. Skipped
 * when the company already has a posted cutoff.
 */
export async function createDemoPayrollOutputs(db: Db, companyId: number, today = manilaDate(new Date())) {
  const [posted] = await db.select({ id: payrollCutoffs.id }).from(payrollCutoffs).where(and(eq(payrollCutoffs.companyId, companyId), eq(payrollCutoffs.status, 'POSTED'))).limit(1);
  if (posted) return;
  await db.insert(payrollSettings).values({ companyId, tin: '004987654000', rdoCode: '050', sssEmployerNo: '0398765432', philhealthEmployerNo: '001122334455', pagibigEmployerNo: '208877665544', signatoryName: 'Ligaya Dela Cruz', signatoryPosition: 'HR and Payroll Officer' }).onConflictDoNothing();
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  const month = first.toISOString().slice(0, 7);
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  // Last month of the demo's own payroll group (demo-payroll.ts) when it is there.
  const [existing] = await db.select().from(payrollGroups).where(and(eq(payrollGroups.companyId, companyId), eq(payrollGroups.name, 'Semi-monthly staff'))).limit(1);
  const group = existing ?? (await db.insert(payrollGroups).values({ companyId, name: 'Demo posted payroll', contributionSplit: 'SECOND' }).returning())[0];
  const halves = [
    { periodStart: `${month}-01`, periodEnd: `${month}-15`, payDate: `${month}-20`, monthSequence: 1, isLastOfMonth: false },
    { periodStart: `${month}-16`, periodEnd: `${month}-${lastDay}`, payDate: `${month}-${lastDay}`, monthSequence: 2, isLastOfMonth: true },
  ];
  const people = await db.select().from(employees).where(and(eq(employees.companyId, companyId), eq(employees.isDeleted, false)));
  for (const [i, half] of halves.entries()) {
    const [cutoff] = await db.insert(payrollCutoffs).values({ companyId, payrollGroupId: group.id, code: `PC-DEMO-${i + 1}`, month, status: 'POSTED', postedAt: new Date(), ...half }).returning();
    const rows = people
      .filter((e) => new Decimal(e.rate).gt(0))
      .map((e) => {
        const basic = e.rateType === 'MONTHLY' ? new Decimal(e.rate).div(2) : new Decimal(e.rate).times(11);
        const c = contributions(basic.times(2));
        const second = i === 1;
        const ee = second ? new Decimal(c.sssEmployee).plus(c.philhealthEmployee).plus(c.pagibigEmployee) : new Decimal(0);
        const taxable = e.isMinimumWageEarner ? new Decimal(0) : basic.minus(ee);
        const tax = e.isMinimumWageEarner ? '0.00' : semiMonthlyTax(taxable);
        const totalDeductions = ee.plus(tax);
        const lines: PayslipLine[] = [{ kind: 'EARNING', code: 'BASIC', label: 'Basic pay', quantity: e.rateType === 'MONTHLY' ? undefined : '11', unit: e.rateType === 'MONTHLY' ? undefined : 'DAY', amount: m(basic) }];
        if (second) {
          lines.push(
            { kind: 'CONTRIBUTION', code: 'SSS', label: 'SSS', amount: c.sssEmployee },
            { kind: 'CONTRIBUTION', code: 'PHILHEALTH', label: 'PhilHealth', amount: c.philhealthEmployee },
            { kind: 'CONTRIBUTION', code: 'PAGIBIG', label: 'Pag-IBIG', amount: c.pagibigEmployee },
          );
        }
        if (new Decimal(tax).gt(0)) lines.push({ kind: 'DEDUCTION', code: 'TAX', label: 'Withholding tax', amount: tax });
        return {
          companyId,
          cutoffId: cutoff.id,
          employeeId: e.id,
          runNo: 1,
          rateType: e.rateType,
          rate: e.rate,
          dailyRate: e.rateType === 'MONTHLY' ? m(new Decimal(e.rate).times(12).div(261)) : m(e.rate),
          hourlyRate: (e.rateType === 'MONTHLY' ? new Decimal(e.rate).times(12).div(261) : new Decimal(e.rate)).div(8).toFixed(4),
          daysWorked: '11',
          basicPay: m(basic),
          grossPay: m(basic),
          sssMonthlySalaryCredit: second ? c.msc : '0.00',
          sssEmployee: second ? c.sssEmployee : '0.00',
          sssEmployer: second ? c.sssEmployer : '0.00',
          sssEc: second ? c.sssEc : '0.00',
          philhealthEmployee: second ? c.philhealthEmployee : '0.00',
          philhealthEmployer: second ? c.philhealthEmployer : '0.00',
          pagibigEmployee: second ? c.pagibigEmployee : '0.00',
          pagibigEmployer: second ? c.pagibigEmployer : '0.00',
          taxableCompensation: m(taxable),
          mweExemptPay: e.isMinimumWageEarner ? m(basic) : '0.00',
          withholdingTax: tax,
          totalDeductions: m(totalDeductions),
          netPay: m(basic.minus(totalDeductions)),
          lines,
        };
      });
    if (rows.length) await db.insert(payslips).values(rows);
  }
}
