import {
  dayPay,
  pagibigContribution,
  payslipPreview,
  philhealthContribution,
  sssContribution,
  withholdingTax,
  type ContributionsRequest,
  type DayPayRequest,
  type PayslipPreviewRequest,
  type WithholdingTaxRequest,
} from '@haligi/shared';
import type { Tenant } from '../../db/tenant';
import { loadStatutoryTables } from './statutory.service';

/** The calculation API: the shared rules applied to the company's versions in force on `date`. */
export class StatutoryCalculator {
  async contributions(tenant: Tenant, input: ContributionsRequest) {
    const tables = await loadStatutoryTables(tenant.db, tenant, input.date);
    const sss = sssContribution(tables.SSS, input.monthlyCompensation);
    return {
      sss: { monthlySalaryCredit: sss.monthlySalaryCredit, employee: sss.employee, employer: sss.employer, employerEc: sss.employerEc, total: sss.total },
      philhealth: philhealthContribution(tables.PHILHEALTH, input.monthlyBasicSalary),
      pagibig: pagibigContribution(tables.PAGIBIG, input.pagibigFundSalary ?? input.monthlyCompensation),
    };
  }

  async withholdingTax(tenant: Tenant, input: WithholdingTaxRequest) {
    const tables = await loadStatutoryTables(tenant.db, tenant, input.date);
    return { tax: withholdingTax(tables.TAX, input.period, input.taxableCompensation) };
  }

  /** Labor Code premiums are law, not table rows; the date is still held to the tables' (400 before any). */
  async dayPay(tenant: Tenant, input: DayPayRequest) {
    const { date, ...day } = input;
    await loadStatutoryTables(tenant.db, tenant, date);
    return dayPay(day);
  }

  async payslipPreview(tenant: Tenant, input: PayslipPreviewRequest) {
    const { date, ...payslip } = input;
    return payslipPreview(await loadStatutoryTables(tenant.db, tenant, date), payslip);
  }
}
