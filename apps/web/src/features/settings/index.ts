import type { ComponentType } from 'react';
import { InactiveUsersPage } from './inactive-users-page';
import { RoleGroupsPage } from './role-groups-page';
import { RolesPage } from './roles-page';
import { ScopesPage } from './scopes-page';
import { SystemEmailsPage } from './system-emails-page';
import { UserInvitePage } from './user-invite-page';
import { UserLevelsPage } from './user-levels-page';
import { UsersPage } from './users-page';
import { BranchesPage } from '../manpower/hris/branches-page';
import { AboutPage } from './about-page';
import { CompanyPage } from './company-page';
import { DeveloperPromotionPage } from './developer-promotion-page';

/** The settings screens by route name (packages/shared access/routes.ts). */
export const SETTINGS_PAGES: Record<string, ComponentType> = {
  member_settings_user: UsersPage,
  member_settings_user_invite: UserInvitePage,
  member_settings_inactive_users: InactiveUsersPage,
  member_settings_roles: RolesPage,
  member_settings_role_group: RoleGroupsPage,
  member_settings_user_level: UserLevelsPage,
  member_settings_scope: ScopesPage,
  member_settings_system_emails: SystemEmailsPage,
  member_settings_branches: BranchesPage,
  member_settings_company: CompanyPage,
  member_settings_about: AboutPage,
  member_settings_developer_promotion: DeveloperPromotionPage,
};
