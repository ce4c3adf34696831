import { COUNTERS, counterOf } from '../../db/record-counts';
import { toMoney } from '@haligi/shared';
import { count, eq, type SQL } from 'drizzle-orm';
import { clients, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { TableSource } from '../../http/table';
import { filterId } from '../../http/table';

/** PUT /project: the company's live projects (search name; filters boardKey and clientId). */
export function projectTable(tenant: Tenant): TableSource<Record<string, unknown>> {
  const { db } = tenant;
  return {
    sortable: {
      name: projects.name,
      clientName: clients.name,
      boardKey: projects.boardKey,
      status: projects.status,
      budget: projects.budget,
      startDate: projects.startDate,
      endDate: projects.endDate,
      createdAt: projects.createdAt,
    },
    searchable: { name: projects.name },
    filters: {
      boardKey: (value) => eq(projects.boardKey, value) as SQL,
      clientId: (value) => eq(projects.clientId, filterId('clientId', value)) as SQL,
    },
    baseWhere: tenant.where(projects, eq(projects.isLead, false), eq(projects.isDeleted, false)),
    idColumn: projects.id,
    list: async (where, orderBy, limit, offset) => {
      const rows = await db
        .select({
          id: projects.id,
          name: projects.name,
          description: projects.description,
          status: projects.status,
          boardKey: projects.boardKey,
          budget: projects.budget,
          startDate: projects.startDate,
          endDate: projects.endDate,
          clientId: projects.clientId,
          clientName: clients.name,
          convertedFromId: projects.convertedFromId,
          createdAt: projects.createdAt,
        })
        .from(projects)
        .leftJoin(clients, eq(clients.id, projects.clientId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, budget: toMoney(row.budget) }));
    },
    // Every search and filter is on projects itself: the count needs no join.
    count: async (where) => (await db.select({ n: count() }).from(projects).where(where))[0].n,
    countAll: counterOf(tenant, COUNTERS.liveProjects),
  };
}
