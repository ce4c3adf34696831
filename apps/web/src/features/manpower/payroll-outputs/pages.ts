import type { ComponentType } from 'react';
import { MyPayslipsPage } from './my-payslips-page';
import { PagibigReportPage, PhilhealthReportPage, SssReportPage, TaxReportPage } from './government-report-page';
import { PayslipCenterPage } from './payslip-center-page';

/** The payroll outputs screens by route name (issue 15, decision 0057). */
export const PAYROLL_OUTPUTS_PAGES: Record<string, ComponentType> = {
  member_manpower_payslip_center: PayslipCenterPage,
  member_payslips: MyPayslipsPage,
  member_manpower_reports_sss: SssReportPage,
  member_manpower_reports_philhealth: PhilhealthReportPage,
  member_manpower_reports_pagibig: PagibigReportPage,
  member_manpower_reports_tax: TaxReportPage,
};
