import { and, eq } from 'drizzle-orm';
import { recordCounts } from './schema';
import type { Tenant } from './tenant';

/**
 * The counters kept by the `count_records` triggers (migration 0016, decision 0029): each names the
 * rows of one table, in one company, that a table's base condition selects.
 */
export const COUNTERS = {
  /** Parent-less items (simple items and parents of variations), live or deleted: the simple view. */
  simpleItems: (isDeleted: boolean) => `items:simple:${isDeleted ? 'deleted' : 'live'}`,
  /** Variants, live or deleted: the advance view. */
  variantItems: (isDeleted: boolean) => `items:variants:${isDeleted ? 'deleted' : 'live'}`,
  liveLeads: 'leads:live',
  liveProjects: 'projects:live',
  ledgerLines: 'ledger_lines',
  receipts: 'receipts',
  /** Every purchase order: the orders table with nothing searched or filtered. */
  purchaseOrders: 'purchase_orders',
  /** Purchase orders of one status: the orders table filtered by status alone. */
  purchaseOrdersOfStatus: (status: string) => `purchase_orders:${status}`,
} as const;

/** The company's count of a counter (0 when nothing was ever counted). */
export async function countedRecords(tenant: Tenant, counter: string): Promise<number> {
  const [row] = await tenant.db
    .select({ n: recordCounts.n })
    .from(recordCounts)
    .where(and(eq(recordCounts.companyId, tenant.companyId), eq(recordCounts.counter, counter)));
  return Number(row?.n ?? 0);
}

/** A table source's `countAll`: the counter that equals count(*) over the source's base condition. */
export const counterOf = (tenant: Tenant, counter: string) => () => countedRecords(tenant, counter);
