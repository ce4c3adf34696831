import { computeBoq, type BoqRowInput, type BoqRowType, type QtoApprovalStatus } from '@haligi/shared';
import { asc, eq } from 'drizzle-orm';
import { billOfQuantities, boqItems, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import { liveProject } from '../projects/project-answer';

export const BOQ_NOT_FOUND = 'Bill of Quantity not found';
export const boqNotFound = () => new HttpError(404, BOQ_NOT_FOUND);

/** A BOQ of the caller's company on a live project, or 404 "Bill of Quantity not found". */
export async function findBoq(tenant: Tenant, id: number) {
  const [row] = await tenant.db
    .select({ boq: billOfQuantities, projectName: projects.name })
    .from(billOfQuantities)
    .innerJoin(projects, eq(projects.id, billOfQuantities.projectId))
    .where(tenant.byId(billOfQuantities, id));
  if (!row) throw boqNotFound();
  const [project] = await tenant.db.select({ id: projects.id }).from(projects).where(liveProject(tenant, row.boq.projectId));
  if (!project) throw boqNotFound();
  return { ...row.boq, projectName: row.projectName };
}
export type BoqRecord = Awaited<ReturnType<typeof findBoq>>;

/** A BOQ's rows as the shared arithmetic takes them. */
export async function loadBoqInputs(tenant: Tenant, boqId: number): Promise<BoqRowInput[]> {
  const rows = await tenant.db
    .select()
    .from(boqItems)
    .where(tenant.where(boqItems, eq(boqItems.boqId, boqId)))
    .orderBy(asc(boqItems.parentId), asc(boqItems.position), asc(boqItems.id));
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    position: r.position,
    type: r.type as BoqRowType,
    key: r.key,
    description: r.description,
    itemId: r.itemId,
    quantity: r.quantity,
    quantityPurchased: r.quantityPurchased,
    materialUnit: r.materialUnit,
    materialUnitCost: r.materialUnitCost,
    laborUnitCost: r.laborUnitCost,
    laborPercentageCost: r.laborPercentageCost,
    profitMarginPercentage: r.profitMarginPercentage,
    color: r.color,
    approvalStatus: r.approvalStatus as QtoApprovalStatus,
    isQuantityTakeOffItem: r.isQuantityTakeOffItem,
    quantityTakeOffTotal: r.quantityTakeOffTotal,
  }));
}

/** The BOQ_DATA body of a BOQ (read-only: preview and the export dialog). */
export async function readBoqData(tenant: Tenant, id: number) {
  const boq = await findBoq(tenant, id);
  const computed = computeBoq(await loadBoqInputs(tenant, id));
  return {
    boq,
    computed,
    body: {
      boqInformation: { id: boq.id, status: boq.status, projectId: boq.projectId, revision: boq.revision, name: boq.name },
      boqItems: computed.tree,
      boqTotal: computed.boqTotal,
      boqTotalWithProfit: computed.boqTotalWithProfit,
    },
  };
}
