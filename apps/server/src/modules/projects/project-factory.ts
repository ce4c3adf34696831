import { DEFAULT_PROJECT_STAGE } from '@haligi/shared';
import type { Db } from '../../db/client';
import { billOfQuantities, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { computeDropPosition } from '../boards/board.repository';
import { createProjectWarehouse } from '../warehouses/warehouses.service';

type ProjectInsert = typeof projects.$inferInsert;

/** A new project's fields; the company, isLead and createdById are stamped here. */
export type NewProjectValues = Omit<ProjectInsert, 'id' | 'companyId' | 'isLead' | 'createdById' | 'boardKey' | 'status'> &
  Partial<Pick<ProjectInsert, 'boardKey' | 'status'>>;

export type ProjectRow = typeof projects.$inferSelect;
export type BoqRow = typeof billOfQuantities.$inferSelect;

/**
 * Creates a project at the top of its board column (planning unless given, status ACTIVE unless
 * given) with its empty PENDING bill of quantities "<name> BOQ", revision 1, and its PROJECT
 * warehouse "<name> Warehouse". Run it inside the
 * caller's transaction (`tx`): POST /project and lead conversion both use it. Activities are the
 * caller's: a created project and a converted lead say different things.
 */
export async function createProjectWithBoq(
  tx: Db,
  tenant: Tenant,
  values: NewProjectValues,
  accountId: number | null,
): Promise<{ project: ProjectRow; boq: BoqRow }> {
  const boardKey = values.boardKey ?? DEFAULT_PROJECT_STAGE;
  const boardPosition = await computeDropPosition(tx, tenant, false, boardKey, null, null);
  const [project] = await tx
    .insert(projects)
    .values(tenant.values({ ...values, status: values.status ?? 'ACTIVE', boardKey, boardPosition, isLead: false, createdById: accountId }))
    .returning();
  const [boq] = await tx
    .insert(billOfQuantities)
    .values(tenant.values({ projectId: project.id, name: `${project.name} BOQ`, status: 'PENDING', revision: 1 }))
    .returning();
  await createProjectWarehouse(tx, tenant, project, accountId);
  return { project, boq };
}
