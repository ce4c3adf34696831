import { WORKFLOW_SETTINGS_SCOPES } from '@haligi/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { accounts, branches, companies, roleGroups, roles, userLevels } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { selectListRoute } from '../../http/openapi';

/**
 * Select lists (`GET /select-box/*`): arrays of {label, value}, each scoped to the caller's company
 * and readable with a scope of the screens that use it (decision 0026). The company list is the
 * caller's own company, or every company for a developer.
 */
/** The workflow settings pick a step's approvers: members, a role or a user level. */
const WORKFLOW_SETTINGS = WORKFLOW_SETTINGS_SCOPES;
/** The lead and project dialogs pick a salesperson; the workflow settings pick approvers. */
/** Leads and projects (owners), the workflow settings (approvers), and treasury (a petty cash fund's holder). */
const USER_LIST = { scope: ['LEADS_ACCESS', 'PROJECT_ACCESS', ...WORKFLOW_SETTINGS, 'TREASURY_ACCESS'] } as const;
/** No screen uses it yet: the company settings. */
const COMPANY_LIST = { scope: 'SETTINGS_COMPANY_ACCESS' } as const;
/** No screen uses it yet: the branches settings. */
const BRANCH_LIST = { scope: 'SETTINGS_BRANCHES_ACCESS' } as const;
/** Users > edit a user, Invite users, and the workflow settings. */
const ROLE_LIST = { scope: ['SETTINGS_USER_ACCESS', 'SETTINGS_USER_INVITE_ACCESS', ...WORKFLOW_SETTINGS] } as const;
/** Roles > the role dialog. */
const ROLE_GROUP_LIST = { scope: ['SETTINGS_ROLES_ACCESS', 'SETTINGS_ROLE_GROUP_ACCESS'] } as const;
/** Users > edit a user, and the workflow settings. */
const USER_LEVEL_LIST = { scope: ['SETTINGS_USER_ACCESS', 'SETTINGS_USER_LEVEL_ACCESS', ...WORKFLOW_SETTINGS] } as const;
const TAG = 'Select lists';

export const selectBoxRoutes: ModuleRoutes = (app) => {
  app.get('/select-box/user-list', { config: USER_LIST, schema: selectListRoute(TAG, 'Active users of the company (with email)') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: sql<string>`${accounts.firstName} || ' ' || ${accounts.lastName}`, value: accounts.id, email: accounts.email })
      .from(accounts)
      .where(tenant.where(accounts, eq(accounts.isDeleted, false)))
      .orderBy(asc(accounts.firstName), asc(accounts.lastName));
  });

  app.get('/select-box/company-list', { config: COMPANY_LIST, schema: selectListRoute(TAG, 'My company, or every company for a developer') }, async (request) => {
    const auth = requireAuth(request);
    const query = auth.tenant.db.select({ label: companies.name, value: companies.id }).from(companies);
    return auth.account.isDeveloper
      ? query.where(eq(companies.isDeleted, false)).orderBy(asc(companies.name))
      : query.where(eq(companies.id, auth.tenant.companyId));
  });

  app.get('/select-box/branch', { config: BRANCH_LIST, schema: selectListRoute(TAG, 'Branches of the company') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: branches.name, value: branches.id })
      .from(branches)
      .where(tenant.where(branches, eq(branches.isDeleted, false)))
      .orderBy(asc(branches.name));
  });

  app.get('/select-box/role-list', { config: ROLE_LIST, schema: selectListRoute(TAG, 'Roles of the company') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: roles.name, value: roles.id })
      .from(roles)
      .where(tenant.where(roles, eq(roles.isDeleted, false)))
      .orderBy(asc(roles.name));
  });

  app.get('/select-box/role-group-list', { config: ROLE_GROUP_LIST, schema: selectListRoute(TAG, 'Role groups of the company') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: roleGroups.name, value: roleGroups.id })
      .from(roleGroups)
      .where(and(tenant.where(roleGroups, eq(roleGroups.isDeleted, false))))
      .orderBy(asc(roleGroups.name));
  });

  app.get('/select-box/user-level-list', { config: USER_LEVEL_LIST, schema: selectListRoute(TAG, 'User levels of the company (with level)') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: userLevels.name, value: userLevels.id, level: userLevels.level })
      .from(userLevels)
      .where(tenant.where(userLevels, eq(userLevels.isDeleted, false)))
      .orderBy(asc(userLevels.level));
  });
};
