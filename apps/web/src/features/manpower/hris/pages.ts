import type { ComponentType } from 'react';
import { EmployeesPage } from './employees-page';
import { TeamsPage } from './teams-page';

/** The hris screens by route name (issue 14). */
export const HRIS_PAGES: Record<string, ComponentType> = {
  member_manpower_hris: EmployeesPage,
  member_manpower_team_management: TeamsPage,
};
