import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, min, or, sql } from 'drizzle-orm';
import { billOfQuantities, boqItems, items, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { onBoard } from '../boards/board.repository';

/**
 * The morning view's queries: sums and short lists of the caller's company, one statement each;
 * the figures are computed from them by the shared dashboard rules.
 */

const budgetSum = sql<string>`coalesce(sum(${projects.budget}), 0)::text`;

/** Live leads summed by stage and win probability (exact numeric sums, as text). */
export async function sumLeadsByStage(tenant: Tenant) {
  const rows = await tenant.db
    .select({ stage: projects.boardKey, winProbability: projects.winProbability, count: count(), value: budgetSum })
    .from(projects)
    .where(onBoard(tenant, true))
    .groupBy(projects.boardKey, projects.winProbability);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/** Live projects summed by board stage. */
export async function sumProjectsByStage(tenant: Tenant) {
  const rows = await tenant.db
    .select({ stage: projects.boardKey, count: count(), value: budgetSum })
    .from(projects)
    .where(onBoard(tenant, false))
    .groupBy(projects.boardKey);
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

/**
 * Each live project's current BOQ revision (the highest revision, then the highest id, as the BOQ
 * module decides) with what says whether it waits: its item lines and pending take-offs.
 */
export async function findCurrentBoqs(tenant: Tenant) {
  const current = await tenant.db
    .selectDistinctOn([billOfQuantities.projectId], {
      boqId: billOfQuantities.id,
      boqName: billOfQuantities.name,
      revision: billOfQuantities.revision,
      status: billOfQuantities.status,
      createdAt: billOfQuantities.createdAt,
      submittedToClientAt: billOfQuantities.submittedToClientAt,
      projectId: projects.id,
      projectName: projects.name,
    })
    .from(billOfQuantities)
    .innerJoin(projects, eq(projects.id, billOfQuantities.projectId))
    .where(and(tenant.where(billOfQuantities), onBoard(tenant, false)))
    .orderBy(asc(billOfQuantities.projectId), desc(billOfQuantities.revision), desc(billOfQuantities.id));
  if (current.length === 0) return [];
  const lines = await tenant.db
    .select({
      boqId: boqItems.boqId,
      itemLines: sql<number>`count(*) filter (where ${boqItems.type} = 'ITEM')`.mapWith(Number),
      pendingTakeOffs: sql<number>`count(*) filter (where ${boqItems.approvalStatus} = 'PENDING')`.mapWith(Number),
      firstPendingAt: min(sql<Date>`case when ${boqItems.approvalStatus} = 'PENDING' then ${boqItems.qtoSubmittedAt} end`),
    })
    .from(boqItems)
    .where(
      tenant.where(
        boqItems,
        inArray(
          boqItems.boqId,
          current.map((boq) => boq.boqId),
        ),
      ),
    )
    .groupBy(boqItems.boqId);
  const byBoq = new Map(lines.map((l) => [l.boqId, l]));
  return current.map((boq) => {
    const found = byBoq.get(boq.boqId);
    return {
      ...boq,
      itemLines: found?.itemLines ?? 0,
      pendingTakeOffs: found?.pendingTakeOffs ?? 0,
      firstPendingAt: found?.firstPendingAt ? new Date(found.firstPendingAt) : null,
    };
  });
}

/**
 * Live, published, stockable items (no parent of variations) holding less than their minimum
 * stock level over all warehouses; a minimum of 0 means none was set.
 */
export async function findLowStockItems(tenant: Tenant) {
  return tenant.db
    .select({
      itemId: items.id,
      name: items.name,
      sku: items.sku,
      uom: items.uom,
      parentId: items.parentId,
      onHand: items.stockCount,
      minimum: items.minimumStockLevel,
    })
    .from(items)
    .where(
      tenant.where(
        items,
        eq(items.isDeleted, false),
        eq(items.isDraft, false),
        or(isNotNull(items.parentId), eq(items.variationCount, 0)),
        gt(items.minimumStockLevel, '0'),
        lt(items.stockCount, items.minimumStockLevel),
      ),
    );
}
