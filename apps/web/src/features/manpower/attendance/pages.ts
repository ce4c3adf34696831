import type { ComponentType } from 'react';
import { ManpowerDashboardPage } from './manpower-dashboard-page';
import { PayrollTimeKeepingPage } from './payroll-time-keeping-page';
import { TeamAttendancePage } from './team-attendance-page';

/** The attendance screens by route name (issue 14). */
export const ATTENDANCE_PAGES: Record<string, ComponentType> = {
  member_manpower_team_attendance: TeamAttendancePage,
  member_manpower_payroll_time_keeping: PayrollTimeKeepingPage,
  member_manpower_dashboard: ManpowerDashboardPage,
};
