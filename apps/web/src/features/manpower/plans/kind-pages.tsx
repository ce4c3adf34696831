import { PlanPage } from './plan-page';
import { PlansPage } from './plans-page';

/** One page per route: each kind's plan list and plan page. */
export const AllowancePlansPage = () => <PlansPage kind="ALLOWANCE" />;
export const AllowancePlanPage = () => <PlanPage kind="ALLOWANCE" />;
export const DeductionPlansPage = () => <PlansPage kind="DEDUCTION" />;
export const DeductionPlanPage = () => <PlanPage kind="DEDUCTION" />;
export const SilPlansPage = () => <PlansPage kind="SIL" />;
export const SilPlanPage = () => <PlanPage kind="SIL" />;
