import type { ComponentType } from 'react';
import { HolidaysPage } from './holidays-page';
import { ScheduleManagementPage } from './schedule-management-page';
import { IndividualSchedulingPage, TeamSchedulingPage } from './scheduling-page';
import { ShiftManagementPage } from './shift-management-page';
import { TeamShiftingPage } from './team-shifting-page';

/** The schedules screens by route name (issue 14). */
export const SCHEDULES_PAGES: Record<string, ComponentType> = {
  member_manpower_shift_management: ShiftManagementPage,
  member_manpower_schedule_management: ScheduleManagementPage,
  member_manpower_individual_scheduling: IndividualSchedulingPage,
  member_manpower_team_scheduling: TeamSchedulingPage,
  member_manpower_team_shifting_management: TeamShiftingPage,
  member_manpower_holidays: HolidaysPage,
};
