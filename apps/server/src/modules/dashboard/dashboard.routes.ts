import type { FastifySchema } from 'fastify';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { getDashboardSummary } from './dashboard.service';

/** The member dashboard (docs/api/dashboard.md): any signed-in member; each section needs its own scope. */
export const dashboardRoutes: ModuleRoutes = (app) => {
  app.get(
    '/dashboard/summary',
    {
      // Documentation only (OpenAPI); the route reads no input.
      schema: {
        tags: ['dashboard'],
        summary: "The morning view: pipeline, projects, BOQs waiting and low stock, only the sections the caller's scopes allow",
      } as FastifySchema,
    },
    async (request) => {
      const { tenant, account } = requireAuth(request);
      return getDashboardSummary(tenant, account);
    },
  );
};
