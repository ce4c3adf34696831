import type { ComponentType } from 'react';
import { GradingPage } from './grading-page';
import { SchoolDashboardPage } from './school-dashboard-page';

/** School screens of the attendance summary and grading (issue 18, decision 0069). */
export const SCHOOL_GRADING_PAGES: Record<string, ComponentType> = {
  member_school_dashboard: SchoolDashboardPage,
  member_school_grading: GradingPage,
};
