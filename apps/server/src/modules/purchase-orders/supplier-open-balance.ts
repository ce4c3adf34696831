import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PurchaseOrderStatus } from '@haligi/shared';
import type { Db } from '../../db/client';
import { purchaseOrders, suppliers } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { ReusableQuery } from '../../http/table';

/** Orders that owe nothing any more: never approved, called off, or closed. Every other status counts. */
export const SETTLED_ORDER_STATUSES: PurchaseOrderStatus[] = ['CANCELED', 'REJECTED', 'CLOSED'];

export interface SupplierOpenBalance {
  supplier: { id: number; name: string };
  openOrders: number;
  total: string;
  paid: string;
  balance: string;
}

type BalanceRaw = { id: number; name: string; openOrders: number; total: string; paid: string; balance: string };

const money = (expression: ReturnType<typeof sql>) => sql<string>`coalesce(${expression}, 0)::numeric(18,2)::text`;

/**
 * The supplier's row and the sums of its open orders in one statement: the orders are read by
 * `purchase_orders_supplier_idx` (company, supplier, status), so the cost grows with that supplier's
 * orders only. Built once per database, filled per call (unnamed, planned for each supplier).
 */
function balanceStatement(db: Db): ReusableQuery<BalanceRaw> {
  const open = db
    .select({
      openOrders: sql<number>`count(*)::int`.as('open_orders'),
      total: money(sql`sum(${purchaseOrders.total})`).as('total'),
      paid: money(sql`sum(${purchaseOrders.paidAmount})`).as('paid'),
      balance: money(sql`sum(${purchaseOrders.total} - ${purchaseOrders.paidAmount})`).as('balance'),
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.companyId, sql.placeholder('companyId')),
        eq(purchaseOrders.supplierId, sql.placeholder('supplierId')),
        notInArray(purchaseOrders.status, SETTLED_ORDER_STATUSES),
      ),
    )
    .as('open');
  return db
    .select({ id: suppliers.id, name: suppliers.name, openOrders: open.openOrders, total: open.total, paid: open.paid, balance: open.balance })
    .from(suppliers)
    .innerJoinLateral(open, sql`true`)
    .where(and(eq(suppliers.id, sql.placeholder('supplierId')), eq(suppliers.companyId, sql.placeholder('companyId'))))
    .prepare(undefined as unknown as string) as ReusableQuery<BalanceRaw>;
}

const statements = new WeakMap<Db, ReusableQuery<BalanceRaw>>();

/** GET /supplier/open-balance: what the company still owes a supplier on its open orders. Another company's supplier is a 404. */
export async function supplierOpenBalance(tenant: Tenant, supplierId: number): Promise<SupplierOpenBalance> {
  let statement = statements.get(tenant.db);
  if (!statement) statements.set(tenant.db, (statement = balanceStatement(tenant.db)));
  const [row] = await statement.execute({ companyId: tenant.companyId, supplierId });
  if (!row) throw notFound('Supplier');
  return { supplier: { id: row.id, name: row.name }, openOrders: row.openOrders, total: row.total, paid: row.paid, balance: row.balance };
}
