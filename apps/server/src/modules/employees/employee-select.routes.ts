import { SCOPE_KEYS, text } from '@haligi/shared';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { employees, teams } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { selectListRoute } from '../../http/openapi';
import { parseInput } from '../../http/errors';
import { employeeBranchCondition } from './branch-limit';

/** Every manpower screen picks employees and teams (issue 14). */
export const MANPOWER_SCREEN_SCOPES = SCOPE_KEYS.filter((key) => key.startsWith('MANPOWER_'));
const TAG = 'Select lists';
const EMPLOYEE_QUERY = z.object({ search: text().max(100).optional() });

/** Employee and team select lists, within the caller's branch limit (decision 0046). */
export const employeeSelectRoutes: ModuleRoutes = (app) => {
  app.get(
    '/select-box/employee-list',
    { config: { scope: MANPOWER_SCREEN_SCOPES }, schema: selectListRoute(TAG, 'Employees (not separated), "Last, First (EMP-000001)"; `search` by name or number', { querystring: EMPLOYEE_QUERY }) },
    async (request) => {
      const auth = requireAuth(request);
      const { search } = parseInput(EMPLOYEE_QUERY, request.query);
      const term = search?.trim() ? `%${search.trim()}%` : null;
      return auth.tenant.db
        .select({
          label: sql<string>`${employees.lastName} || ', ' || ${employees.firstName} || ' (' || ${employees.employeeNo} || ')'`,
          value: employees.id,
          branchId: employees.branchId,
          biometricId: employees.biometricId,
        })
        .from(employees)
        .where(
          auth.tenant.where(
            employees,
            eq(employees.isDeleted, false),
            sql`${employees.employmentStatus} not in ('RESIGNED', 'TERMINATED')`,
            employeeBranchCondition(auth),
            term ? or(ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, term), ilike(employees.employeeNo, term)) : undefined,
          ),
        )
        .orderBy(asc(employees.lastName), asc(employees.firstName))
        .limit(500);
    },
  );

  app.get('/select-box/team-list', { config: { scope: MANPOWER_SCREEN_SCOPES }, schema: selectListRoute(TAG, 'Teams of the company') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: teams.name, value: teams.id })
      .from(teams)
      .where(and(tenant.where(teams, eq(teams.isDeleted, false))))
      .orderBy(asc(teams.name));
  });
};
