import { WAREHOUSE_SCOPES } from '../inventory/inventory.constants';

/** The sections of the owner's morning view (`GET /dashboard/summary`, decision 0032). */
export const DASHBOARD_SECTIONS = ['pipeline', 'projects', 'boqsWaiting', 'lowStock'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/**
 * Who gets each section: whoever may open the screen its card links to. Pipeline: the leads
 * screens; projects and BOQs waiting: the project list and page (a BOQ opens from its project);
 * low stock: the item and warehouse screens, which show stock. Any one scope is enough.
 */
export const DASHBOARD_SECTION_SCOPES: Record<DashboardSection, readonly string[]> = {
  pipeline: ['LEADS_ACCESS'],
  projects: ['PROJECT_ACCESS'],
  boqsWaiting: ['PROJECT_ACCESS'],
  lowStock: ['ASSET_ITEM_SIMPLE_ACCESS', 'ASSET_ITEM_ADVANCE_ACCESS', ...WAREHOUSE_SCOPES],
};

/** How many rows the BOQ and low-stock lists hold; `total` says how many there are in all. */
export const DASHBOARD_LIST_LIMIT = 8;

/** Why a BOQ waits: take-offs submitted for approval, or a filled revision not locked yet. */
export type BoqWaitingReason = 'APPROVAL' | 'LOCK';

/** Amounts are pesos as exact decimal text with 2 places ("1500000.00"); quantities 4 places. */
export interface PipelineStageSummary {
  stage: string;
  label: string;
  color: string;
  count: number;
  value: string;
  /** Value times win probability, summed exactly and rounded to the centavo. */
  weightedValue: string;
  /** Leads of the stage whose win probability is UNKNOWN: counted in value, weighted as 0. */
  unknownProbabilityCount: number;
  unknownProbabilityValue: string;
}

export interface StageTotals {
  count: number;
  value: string;
}

export interface PipelineSummary {
  /** The open stages, in board order. */
  stages: PipelineStageSummary[];
  open: StageTotals & { weightedValue: string; unknownProbabilityCount: number; unknownProbabilityValue: string };
  won: StageTotals;
  lost: StageTotals;
}

export interface ProjectStageSummary extends StageTotals {
  stage: string;
  label: string;
  color: string;
}

export interface ProjectsSummary {
  stages: ProjectStageSummary[];
  total: StageTotals;
}

export interface BoqWaiting {
  boqId: number;
  boqName: string;
  revision: number;
  projectId: number;
  projectName: string;
  waitingFor: BoqWaitingReason[];
  /** Take-off lines submitted and not approved yet. */
  pendingTakeOffs: number;
  /** Since when: the earliest pending submission, else when the revision was started (ISO time). */
  since: string;
}

export interface LowStockItem {
  itemId: number;
  name: string;
  sku: string;
  uom: string;
  /** A variant of an item with variations (listed on the "with variations" screen). */
  isVariant: boolean;
  /** Stock over all the company's warehouses. */
  onHand: string;
  minimum: string;
  shortfall: string;
}

export interface DashboardList<T> {
  total: number;
  list: T[];
}

/** `GET /dashboard/summary`: `{data}` holding only the sections the caller's scopes allow. */
export interface DashboardSummary {
  pipeline?: PipelineSummary;
  projects?: ProjectsSummary;
  boqsWaiting?: DashboardList<BoqWaiting>;
  lowStock?: DashboardList<LowStockItem>;
}
