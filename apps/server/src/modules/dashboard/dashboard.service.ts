import {
  compareLowStock,
  DASHBOARD_LIST_LIMIT,
  findBoqWaitingReasons,
  findDashboardSections,
  stockShortfall,
  summarizePipeline,
  summarizeProjects,
  type AccountInformation,
  type BoqWaiting,
  type DashboardList,
  type DashboardSummary,
  type LowStockItem,
} from '@haligi/shared';
import type { Tenant } from '../../db/tenant';
import { findCurrentBoqs, findLowStockItems, sumLeadsByStage, sumProjectsByStage } from './dashboard.repository';

const firstOf = <T>(all: T[]): DashboardList<T> => ({ total: all.length, list: all.slice(0, DASHBOARD_LIST_LIMIT) });

/** Project BOQs waiting on someone, the longest waiting first. */
async function findBoqsWaiting(tenant: Tenant): Promise<DashboardList<BoqWaiting>> {
  const waiting = (await findCurrentBoqs(tenant)).flatMap((boq) => {
    const waitingFor = findBoqWaitingReasons({ ...boq, isSubmittedToClient: boq.submittedToClientAt !== null });
    if (waitingFor.length === 0) return [];
    const since = boq.firstPendingAt ?? boq.createdAt;
    return [
      {
        boqId: boq.boqId,
        boqName: boq.boqName,
        revision: boq.revision,
        projectId: boq.projectId,
        projectName: boq.projectName,
        waitingFor,
        pendingTakeOffs: boq.pendingTakeOffs,
        since: since.toISOString(),
      },
    ];
  });
  waiting.sort((a, b) => a.since.localeCompare(b.since) || a.boqId - b.boqId);
  return firstOf(waiting);
}

/** Items under their minimum stock level, the smallest share of it on hand first. */
async function findLowStock(tenant: Tenant): Promise<DashboardList<LowStockItem>> {
  const rows = await findLowStockItems(tenant);
  const low = rows
    .map((row) => ({
      itemId: row.itemId,
      name: row.name,
      sku: row.sku,
      uom: row.uom,
      isVariant: row.parentId !== null,
      onHand: row.onHand,
      minimum: row.minimum,
      shortfall: stockShortfall(row.onHand, row.minimum),
    }))
    .sort((a, b) => compareLowStock(a, b) || a.itemId - b.itemId);
  return firstOf(low);
}

/** GET /dashboard/summary: the sections the caller's role allows, each from the caller's company only. */
export async function getDashboardSummary(tenant: Tenant, account: AccountInformation): Promise<{ data: DashboardSummary }> {
  const sections = new Set(findDashboardSections(account.role));
  const [leads, projectStages, boqsWaiting, lowStock] = await Promise.all([
    sections.has('pipeline') ? sumLeadsByStage(tenant) : null,
    sections.has('projects') ? sumProjectsByStage(tenant) : null,
    sections.has('boqsWaiting') ? findBoqsWaiting(tenant) : null,
    sections.has('lowStock') ? findLowStock(tenant) : null,
  ]);
  const data: DashboardSummary = {};
  if (leads) data.pipeline = summarizePipeline(leads);
  if (projectStages) data.projects = summarizeProjects(projectStages);
  if (boqsWaiting) data.boqsWaiting = boqsWaiting;
  if (lowStock) data.lowStock = lowStock;
  return { data };
}
