import { AGING_BUCKETS, formatDate, addDays, type AgingBucket } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fundAccounts, itemReceipts, payablesByDueDate, paymentRequests, purchaseOrderPayments, purchaseOrders, suppliers } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';

/**
 * An order still owed: approved by purchasing, not canceled, not fully paid. The same words as
 * the `purchase_orders_payables_idx` predicate, so the aging reads the index alone.
 */
const openPayable = sql`${purchaseOrders.paidAmount} < ${purchaseOrders.total} and ${purchaseOrders.status} not in ('CANCELED', 'REJECTED', 'FOR_APPROVAL', 'RETURNED')`;
/** An order without a due date (made before treasury) is due now. */
const due = (today: string) => sql`coalesce(${purchaseOrders.dueDate}, ${today}::date)`;
const owed = sql`${purchaseOrders.total} - ${purchaseOrders.paidAmount}`;

export class PayablesService {
  /**
   * GET /treasury/payables/aging: the open balances (total - paid) by days past due (current, 1-30,
   * 31-60, 61-90, over 90) on the Philippine calendar day, exact decimal text, with their total and
   * count; summed from `payables_by_due_date` (one row per due date, kept by a trigger).
   */
  async aging(tenant: Tenant, today = formatDate(new Date())) {
    const days = sql`(${today}::date - ${payablesByDueDate.dueDate})`;
    const bucket = (condition: ReturnType<typeof sql>) => sql<string>`coalesce(sum(${payablesByDueDate.amount}) filter (where ${condition}), 0)::text`;
    const [row] = await tenant.db
      .select({
        current: bucket(sql`${days} <= 0`),
        d1_30: bucket(sql`${days} between 1 and 30`),
        d31_60: bucket(sql`${days} between 31 and 60`),
        d61_90: bucket(sql`${days} between 61 and 90`),
        over90: bucket(sql`${days} > 90`),
        total: sql<string>`coalesce(sum(${payablesByDueDate.amount}), 0)::text`,
        orders: sql<number>`coalesce(sum(${payablesByDueDate.orders}), 0)::int`,
      })
      .from(payablesByDueDate)
      .where(eq(payablesByDueDate.companyId, tenant.companyId));
    const buckets = Object.fromEntries(AGING_BUCKETS.map((b) => [b, new Decimal(row[b]).toFixed(2)])) as Record<AgingBucket, string>;
    return { data: { asOf: today, ...buckets, total: new Decimal(row.total).toFixed(2), orders: row.orders } };
  }

  /** GET /treasury/payables/due: open orders due within the next 7 days or overdue, soonest first. */
  async dueThisWeek(tenant: Tenant, today = formatDate(new Date())) {
    const until = addDays(today, 6);
    const rows = await tenant.db
      .select({
        id: purchaseOrders.id,
        code: purchaseOrders.code,
        supplierId: suppliers.id,
        supplierName: suppliers.name,
        dueDate: sql<string>`${due(today)}::text`,
        total: purchaseOrders.total,
        balance: sql<string>`(${owed})::text`,
      })
      .from(purchaseOrders)
      .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(and(eq(purchaseOrders.companyId, tenant.companyId), openPayable, sql`${due(today)} <= ${until}::date`))
      .orderBy(asc(due(today)), asc(purchaseOrders.id))
      .limit(200);
    return {
      data: rows.map((r) => ({
        id: r.id,
        code: r.code,
        supplier: r.supplierId !== null ? { id: r.supplierId, name: r.supplierName ?? '' } : null,
        dueDate: r.dueDate,
        isOverdue: r.dueDate < today,
        total: r.total,
        balance: new Decimal(r.balance).toFixed(2),
      })),
    };
  }

  /**
   * GET /treasury/supplier-statement?supplierId=: the supplier's orders, deliveries and payments,
   * oldest first, each with the running balance owed (orders add, payments subtract).
   */
  async supplierStatement(tenant: Tenant, supplierId: number) {
    const [supplier] = await tenant.db
      .select({ id: suppliers.id, name: suppliers.name, paymentTerms: suppliers.paymentTerms, tin: suppliers.tin })
      .from(suppliers)
      .where(tenant.byId(suppliers, supplierId));
    if (!supplier) throw notFound('Supplier');
    const counted = sql`${purchaseOrders.status} not in ('CANCELED', 'REJECTED', 'FOR_APPROVAL', 'RETURNED')`;
    const [orders, deliveries, payments, bills] = await Promise.all([
      tenant.db
        .select({ id: purchaseOrders.id, code: purchaseOrders.code, at: purchaseOrders.createdAt, amount: purchaseOrders.total, status: purchaseOrders.status, dueDate: purchaseOrders.dueDate })
        .from(purchaseOrders)
        .where(and(tenant.where(purchaseOrders, eq(purchaseOrders.supplierId, supplierId)), counted)),
      tenant.db
        .select({ id: itemReceipts.id, code: itemReceipts.code, at: itemReceipts.createdAt, amount: itemReceipts.totalPayableAmount, orderCode: purchaseOrders.code })
        .from(itemReceipts)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, itemReceipts.purchaseOrderId))
        .where(and(eq(itemReceipts.companyId, tenant.companyId), eq(purchaseOrders.supplierId, supplierId))),
      tenant.db
        .select({
          id: purchaseOrderPayments.id,
          at: purchaseOrderPayments.createdAt,
          amount: purchaseOrderPayments.amount,
          orderCode: purchaseOrders.code,
          fundAccountName: purchaseOrderPayments.fundAccountName,
          requestCode: paymentRequests.code,
        })
        .from(purchaseOrderPayments)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderPayments.purchaseOrderId))
        .leftJoin(paymentRequests, eq(paymentRequests.id, purchaseOrderPayments.paymentRequestId))
        .where(and(eq(purchaseOrderPayments.companyId, tenant.companyId), eq(purchaseOrders.supplierId, supplierId))),
      // Bills without an order: charged when requested (unless rejected or canceled), paid when the request is.
      tenant.db
        .select({
          code: paymentRequests.code,
          billReference: paymentRequests.billReference,
          amount: paymentRequests.amount,
          status: paymentRequests.status,
          createdAt: paymentRequests.createdAt,
          paidAt: paymentRequests.paidAt,
          fundAccountName: fundAccounts.name,
        })
        .from(paymentRequests)
        .leftJoin(fundAccounts, eq(fundAccounts.id, paymentRequests.fundAccountId))
        .where(tenant.where(paymentRequests, eq(paymentRequests.supplierId, supplierId), isNull(paymentRequests.purchaseOrderId), sql`${paymentRequests.status} not in ('REJECTED', 'CANCELED')`)),
    ]);
    type Line = { kind: 'ORDER' | 'BILL' | 'DELIVERY' | 'PAYMENT'; at: Date; reference: string; description: string; charge: string; payment: string };
    const lines: Line[] = [
      ...orders.map((o) => ({ kind: 'ORDER' as const, at: o.at, reference: o.code, description: `Purchase order${o.dueDate ? `, due ${o.dueDate}` : ''}`, charge: o.amount, payment: '0.00' })),
      ...deliveries.map((r) => ({ kind: 'DELIVERY' as const, at: r.at, reference: r.code, description: `Received on ${r.orderCode} (₱${new Decimal(r.amount).toFixed(2)})`, charge: '0.00', payment: '0.00' })),
      ...payments.map((p) => ({
        kind: 'PAYMENT' as const,
        at: p.at,
        reference: p.requestCode ?? p.orderCode,
        description: `Paid on ${p.orderCode} from ${p.fundAccountName}`,
        charge: '0.00',
        payment: p.amount,
      })),
      ...bills.map((b) => ({ kind: 'BILL' as const, at: b.createdAt, reference: b.code, description: `Bill ${b.billReference}`, charge: b.amount, payment: '0.00' })),
      ...bills
        .filter((b) => b.status === 'PAID' && b.paidAt)
        .map((b) => ({ kind: 'PAYMENT' as const, at: b.paidAt!, reference: b.code, description: `Paid bill ${b.billReference} from ${b.fundAccountName ?? ''}`, charge: '0.00', payment: b.amount })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.kind.localeCompare(b.kind));
    let balance = new Decimal(0);
    const withBalance = lines.map((line) => {
      balance = balance.plus(line.charge).minus(line.payment);
      return { ...line, balance: balance.toFixed(2) };
    });
    const charged = lines.reduce((sum, l) => sum.plus(l.charge), new Decimal(0));
    const paid = lines.reduce((sum, l) => sum.plus(l.payment), new Decimal(0));
    return { data: { supplier, lines: withBalance, totals: { orders: charged.toFixed(2), payments: paid.toFixed(2), balance: charged.minus(paid).toFixed(2) } } };
  }

  /** GET /treasury/dashboard: cash position per fund account, payables aging and due this week. */
  async dashboard(tenant: Tenant) {
    const [cash, aging, dueSoon] = await Promise.all([
      tenant.db
        .select({ id: fundAccounts.id, name: fundAccounts.name, kind: fundAccounts.kind, balance: fundAccounts.balance })
        .from(fundAccounts)
        .where(tenant.where(fundAccounts))
        .orderBy(asc(fundAccounts.name)),
      this.aging(tenant),
      this.dueThisWeek(tenant),
    ]);
    const totalCash = cash.reduce((sum, a) => sum.plus(a.balance), new Decimal(0));
    return { data: { cashPosition: cash, totalCash: totalCash.toFixed(2), payablesAging: aging.data, dueThisWeek: dueSoon.data } };
  }
}
