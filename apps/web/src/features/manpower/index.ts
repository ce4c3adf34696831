import { ATTENDANCE_PAGES } from './attendance/pages';
import { FILINGS_PAGES } from './filings/pages';
import { HRIS_PAGES } from './hris/pages';
import { PLANS_PAGES } from './plans/pages';
import { PAYROLL_PAGES } from './payroll/pages';
import { PAYROLL_OUTPUTS_PAGES } from './payroll-outputs/pages';
import { SCHEDULES_PAGES } from './schedules/pages';
import { STATUTORY_PAGES } from './statutory/pages';
import { TIMEKEEPING_PAGES } from './timekeeping/pages';

/** Manpower screens (issue 14): each area lists its own pages. */
export const MANPOWER_PAGES = {
  ...HRIS_PAGES,
  ...SCHEDULES_PAGES,
  ...TIMEKEEPING_PAGES,
  ...ATTENDANCE_PAGES,
  ...FILINGS_PAGES,
  ...STATUTORY_PAGES,
  ...PLANS_PAGES,
  ...PAYROLL_PAGES,
  ...PAYROLL_OUTPUTS_PAGES,
};
