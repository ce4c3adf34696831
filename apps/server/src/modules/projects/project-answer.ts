import { toMoney } from '@haligi/shared';
import { desc, eq } from 'drizzle-orm';
import { billOfQuantities, clients, locations, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { onBoard } from '../boards/board.repository';

/**
 * GET /project?id=: the project as the project page shows it, with its latest bill of quantities
 * (the highest revision). Purchase requests are empty until purchasing exists.
 */
export async function findProjectAnswer(tenant: Tenant, id: number) {
  const { db } = tenant;
  const [row] = await db
    .select({
      project: projects,
      client: { id: clients.id, name: clients.name, email: clients.email },
      location: { id: locations.id, name: locations.name },
    })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(locations, eq(locations.id, projects.locationId))
    .where(liveProject(tenant, id));
  if (!row) throw notFound('Project');
  const [latestBoq] = await db
    .select({ id: billOfQuantities.id, name: billOfQuantities.name, status: billOfQuantities.status, revision: billOfQuantities.revision })
    .from(billOfQuantities)
    .where(tenant.where(billOfQuantities, eq(billOfQuantities.projectId, id)))
    .orderBy(desc(billOfQuantities.revision), desc(billOfQuantities.id))
    .limit(1);
  const { project } = row;
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    status: project.status,
    boardKey: project.boardKey,
    startDate: project.startDate,
    endDate: project.endDate,
    createdAt: project.createdAt,
    budget: toMoney(project.budget),
    client: row.client?.id ? row.client : null,
    location: row.location?.id ? row.location : null,
    clientId: project.clientId,
    locationId: project.locationId,
    downpaymentAmount: Number(project.downpaymentAmount),
    retentionAmount: Number(project.retentionAmount),
    latestBoq: latestBoq ?? null,
    convertedFromId: project.convertedFromId,
    purchaseRequests: [] as unknown[],
  };
}

export type ProjectAnswer = Awaited<ReturnType<typeof findProjectAnswer>>;

/** The condition for a live (not deleted) project of the caller's company; leads do not match. */
export const liveProject = (tenant: Tenant, id: number) => onBoard(tenant, false, eq(projects.id, id));
