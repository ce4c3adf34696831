import type { ComponentType } from 'react';
import { AllowancePlanPage, AllowancePlansPage, DeductionPlanPage, DeductionPlansPage, SilPlanPage, SilPlansPage } from './kind-pages';
import { PayrollApproversPage } from './payroll-approvers-page';

/** The plan screens by route name (issue 15): each kind's list and plan page share one permission. */
export const PLANS_PAGES: Record<string, ComponentType> = {
  member_manpower_allowance: AllowancePlansPage,
  member_manpower_allowance_plan: AllowancePlanPage,
  member_manpower_deduction: DeductionPlansPage,
  member_manpower_deduction_plan: DeductionPlanPage,
  member_manpower_service_incentive_leave: SilPlansPage,
  member_manpower_service_incentive_leave_plan: SilPlanPage,
  member_manpower_payroll_approvers: PayrollApproversPage,
};
