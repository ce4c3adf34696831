import { and, asc, eq, sql } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { accounts, branches, companies, roleGroups, roles, userLevels } from '../../db/schema';
import { requireAuth } from '../../http/auth';

/**
 * Select lists (`GET /select-box/*`): arrays of {label, value}. Any signed-in member may read
 * them; each is scoped to the caller's company. The company list is the caller's own company,
 * or every company for a developer.
 */
export const selectBoxRoutes: ModuleRoutes = (app) => {
  app.get('/select-box/user-list', async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: sql<string>`${accounts.firstName} || ' ' || ${accounts.lastName}`, value: accounts.id, email: accounts.email })
      .from(accounts)
      .where(tenant.where(accounts, eq(accounts.isDeleted, false)))
      .orderBy(asc(accounts.firstName), asc(accounts.lastName));
  });

  app.get('/select-box/company-list', async (request) => {
    const auth = requireAuth(request);
    const query = auth.tenant.db.select({ label: companies.name, value: companies.id }).from(companies);
    return auth.account.isDeveloper
      ? query.where(eq(companies.isDeleted, false)).orderBy(asc(companies.name))
      : query.where(eq(companies.id, auth.tenant.companyId));
  });

  app.get('/select-box/branch', async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: branches.name, value: branches.id })
      .from(branches)
      .where(tenant.where(branches, eq(branches.isDeleted, false)))
      .orderBy(asc(branches.name));
  });

  app.get('/select-box/role-list', async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: roles.name, value: roles.id })
      .from(roles)
      .where(tenant.where(roles, eq(roles.isDeleted, false)))
      .orderBy(asc(roles.name));
  });

  app.get('/select-box/role-group-list', async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: roleGroups.name, value: roleGroups.id })
      .from(roleGroups)
      .where(and(tenant.where(roleGroups, eq(roleGroups.isDeleted, false))))
      .orderBy(asc(roleGroups.name));
  });

  app.get('/select-box/user-level-list', async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: userLevels.name, value: userLevels.id, level: userLevels.level })
      .from(userLevels)
      .where(tenant.where(userLevels, eq(userLevels.isDeleted, false)))
      .orderBy(asc(userLevels.level));
  });
};
