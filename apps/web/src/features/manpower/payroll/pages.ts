import type { ComponentType } from 'react';
import { CutoffManagementPage } from './pages/cutoff-management-page';
import { PayrollCenterPage } from './pages/payroll-center-page';
import { PayrollGroupPage } from './pages/payroll-group-page';

/** The payroll screens by route name (issue 15). */
export const PAYROLL_PAGES: Record<string, ComponentType> = {
  member_manpower_payroll_group: PayrollGroupPage,
  member_manpower_cutoff_management: CutoffManagementPage,
  member_manpower_payroll_center: PayrollCenterPage,
};
