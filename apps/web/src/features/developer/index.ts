import type { ComponentType } from 'react';
import { CompanyManagementPage } from './company-management-page';
import { DefaultRolesPage, DefaultUserLevelsPage } from './default-templates-pages';
import { DeveloperScriptsPage } from './developer-scripts-page';
import { SchedulerManagementPage } from './scheduler-management-page';
import { QueueProcessPage } from './queue-process-page';
import { DeveloperSystemEmailsPage } from './system-emails-page';
import { UserManagementPage } from './user-management-page';

/** The developer screens by route name (packages/shared access/routes.ts). */
export const DEVELOPER_PAGES: Record<string, ComponentType> = {
  member_developer_company_management: CompanyManagementPage,
  member_developer_user_management: UserManagementPage,
  member_developer_queue_process: QueueProcessPage,
  member_developer_system_emails: DeveloperSystemEmailsPage,
  member_developer_default_roles: DefaultRolesPage,
  member_developer_default_user_levels: DefaultUserLevelsPage,
  member_developer_developer_scripts: DeveloperScriptsPage,
  member_developer_scheduler_management: SchedulerManagementPage,
};
