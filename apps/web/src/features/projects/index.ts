import type { ComponentType } from 'react';
import { ProjectPage } from './pages/project-page';
import { ProjectsPage } from './pages/projects-page';

/** The project screens by route name (packages/shared access/routes.ts). */
export const PROJECTS_PAGES: Record<string, ComponentType> = {
  member_project: ProjectsPage,
  member_project_page: ProjectPage,
};
