import { PURCHASE_ORDER_STATUS_LIST } from '@haligi/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tenant } from '../../db/tenant';
import { COUNTERS } from '../../db/record-counts';
import { purchaseOrderLines, purchaseOrders, suppliers, warehouses } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { filterId, type PreparedTableSource, type ReusableQuery } from '../../http/table';

const STATUS_KEYS: readonly string[] = PURCHASE_ORDER_STATUS_LIST.map((status) => status.key);

const parseStatus = (value: string) => {
  if (!STATUS_KEYS.includes(value)) throw badRequest([`filters: status must be one of ${STATUS_KEYS.join(', ')}`]);
  return value;
};

/** What is still owed on an order: its total less what was paid on it. */
const balance = sql<string>`(${purchaseOrders.total} - ${purchaseOrders.paidAmount})`;

/**
 * The share of the ordered quantity received, in whole percent rounded down (an order shows 100
 * only when every line is in): summed over the order's lines by `purchase_order_lines_po_idx`,
 * evaluated for the page's rows only (a subquery in the select list, run after the limit).
 */
const receivedPercent = sql<number>`(select coalesce(floor(sum(${purchaseOrderLines.quantityReceived}) * 100 / nullif(sum(${purchaseOrderLines.quantity}), 0)), 0)::int
  from ${purchaseOrderLines} where ${purchaseOrderLines.purchaseOrderId} = ${purchaseOrders.id})`;

const supplierStatements = new WeakMap<Db, ReusableQuery<{ id: number }>>();

/** The company's suppliers whose name matches a LIKE pattern (`suppliers_name_trgm`), live or deleted: their orders still count. */
async function matchingSuppliers(tenant: Tenant, pattern: string): Promise<number[]> {
  let statement = supplierStatements.get(tenant.db);
  if (!statement) {
    statement = tenant.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.companyId, sql.placeholder('companyId')), sql`${suppliers.name} ilike ${sql.placeholder('pattern')}`))
      .prepare(undefined as unknown as string);
    supplierStatements.set(tenant.db, statement);
  }
  return (await statement.execute({ companyId: tenant.companyId, pattern })).map((row) => row.id);
}

const columns = {
  id: purchaseOrders.id,
  code: purchaseOrders.code,
  status: purchaseOrders.status,
  statusReason: purchaseOrders.statusReason,
  supplierId: suppliers.id,
  supplierName: suppliers.name,
  warehouseId: warehouses.id,
  warehouseName: warehouses.name,
  total: purchaseOrders.total,
  paidAmount: purchaseOrders.paidAmount,
  balance: sql<string>`${balance}::numeric(18,2)::text`,
  deliveryDate: purchaseOrders.deliveryDate,
  createdAt: purchaseOrders.createdAt,
  receivedPercent,
};
interface OrderRaw {
  id: number;
  code: string;
  status: string;
  statusReason: string | null;
  supplierId: number | null;
  supplierName: string | null;
  warehouseId: number | null;
  warehouseName: string | null;
  total: string;
  paidAmount: string;
  balance: string;
  deliveryDate: Date | null;
  createdAt: Date;
  receivedPercent: number;
}

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export interface PurchaseOrderRow {
  id: number;
  code: string;
  status: string;
  statusReason: string | null;
  supplier: { id: number; name: string } | null;
  warehouse: { id: number; name: string } | null;
  total: string;
  paidAmount: string;
  balance: string;
  deliveryDate: Date | null;
  createdAt: Date;
  receivedPercent: number;
}

/**
 * PUT /purchase-order: the company's purchase orders, newest first. Filters status and supplierId
 * (and warehouseId); a keyword searches the code and the supplier's name. Prepared per shape;
 * unfiltered or by status alone, its total is a `record_counts` counter (decision 0045).
 */
export const purchaseOrderTable: PreparedTableSource<PurchaseOrderRow, OrderRaw> = {
  name: 'purchase-orders',
  sortable: {
    createdAt: purchaseOrders.createdAt,
    code: purchaseOrders.code,
    status: purchaseOrders.status,
    supplier: suppliers.name,
    warehouse: warehouses.name,
    total: purchaseOrders.total,
    paidAmount: purchaseOrders.paidAmount,
    balance,
    deliveryDate: purchaseOrders.deliveryDate,
  },
  searchable: { code: purchaseOrders.code, supplier: suppliers.name },
  // The code by its trigram index, or an order of a supplier whose name matches. The suppliers are
  // looked up first (keywordValues), so the page is planned knowing how many orders they hold: a few
  // matches are found by the indexes (a bitmap OR) and sorted, many by walking the date index.
  keywordWhere: (keyword) =>
    sql`(${purchaseOrders.code} ilike ${keyword} or (${purchaseOrders.companyId} = ${sql.placeholder('companyId')} and ${purchaseOrders.supplierId} = any(${sql.placeholder('supplierIds')}::int[])))`,
  keywordValues: async (tenant, pattern) => ({ supplierIds: `{${(await matchingSuppliers(tenant, pattern)).join(',')}}` }),
  filters: {
    status: { where: (value) => sql`${purchaseOrders.status} = ${value}`, value: parseStatus },
    supplierId: { where: (value) => sql`${purchaseOrders.supplierId} = ${value}`, value: (raw) => filterId('supplierId', raw) },
    warehouseId: { where: (value) => sql`${purchaseOrders.warehouseId} = ${value}`, value: (raw) => filterId('warehouseId', raw) },
  },
  baseWhere: sql`${purchaseOrders.companyId} = ${sql.placeholder('companyId')}`,
  idColumn: purchaseOrders.id,
  // Unfiltered, or filtered by status alone (the status tabs), the total is a counter the database keeps.
  counter: (filters) => {
    const keys = Object.keys(filters);
    if (keys.length === 0) return COUNTERS.purchaseOrders;
    if (keys.length === 1 && keys[0] === 'status') return COUNTERS.purchaseOrdersOfStatus(String(filters.status));
    return undefined;
  },
  listQuery: (db, where, orderBy) =>
    db
      .select(columns)
      .from(purchaseOrders)
      .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .leftJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouseId))
      .where(where)
      .orderBy(...orderBy)
      .$dynamic(),
  countQuery: (db, where) =>
    db.select({ n: count() }).from(purchaseOrders).leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId)).where(where),
  toRow: (row) => ({
    id: row.id,
    code: row.code,
    status: row.status,
    statusReason: row.statusReason,
    supplier: named(row.supplierId, row.supplierName),
    warehouse: named(row.warehouseId, row.warehouseName),
    total: row.total,
    paidAmount: row.paidAmount,
    balance: row.balance,
    deliveryDate: row.deliveryDate,
    createdAt: row.createdAt,
    receivedPercent: row.receivedPercent,
  }),
};
