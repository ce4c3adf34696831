import {
  dueDate,
  formatDate,
  ORDERABLE_REQUEST_STATUSES,
  orderLineMoney,
  orderTotals,
  PURCHASE_ORDER_CODE_PREFIX,
  PURCHASING_MESSAGES,
  quantityRemaining,
  requestStatusFromLines,
  type purchaseOrderPayload,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { accounts, boqItems, items, purchaseOrderLines, purchaseOrders, purchaseRequestLines, purchaseRequests, supplierItems, supplierPriceUpdates, suppliers, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { cancelApproval, submitForApproval, type Actor } from '../approvals/approval-engine';
import { nextDocumentCode } from '../inventory/sequences';
import { recordSupplierPrice } from '../suppliers/suppliers.service';

type Payload = z.output<typeof purchaseOrderPayload>;

/** Order statuses a cancel is allowed from (nothing received or on its way). */
const CANCELABLE_ORDER = ['FOR_APPROVAL', 'APPROVED'];

const qtyText = (value: Decimal.Value) => new Decimal(value).toString();
const moneyText = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/**
 * GET /purchase-order?id=: the order with supplier, warehouse, creator, money (total, VAT, paid,
 * balance) and its lines with their request codes; 404 when not the company's.
 */
export async function orderDetail(db: Db, tenant: Tenant, id: number) {
  const [order] = await db
    .select({
      order: purchaseOrders,
      supplierName: suppliers.name,
      warehouseName: warehouses.name,
      creatorFirstName: accounts.firstName,
      creatorLastName: accounts.lastName,
    })
    .from(purchaseOrders)
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouseId))
    .leftJoin(accounts, eq(accounts.id, purchaseOrders.createdById))
    .where(tenant.byId(purchaseOrders, id));
  if (!order) throw notFound('Purchase order');
  const lines = await db
    .select({ line: purchaseOrderLines, requestCode: purchaseRequests.code })
    .from(purchaseOrderLines)
    .leftJoin(purchaseRequestLines, eq(purchaseRequestLines.id, purchaseOrderLines.purchaseRequestLineId))
    .leftJoin(purchaseRequests, eq(purchaseRequests.id, purchaseRequestLines.purchaseRequestId))
    .where(tenant.where(purchaseOrderLines, eq(purchaseOrderLines.purchaseOrderId, id)))
    .orderBy(asc(purchaseOrderLines.id));
  const o = order.order;
  return {
    id: o.id,
    code: o.code,
    status: o.status,
    statusReason: o.statusReason,
    supplier: o.supplierId !== null ? { id: o.supplierId, name: order.supplierName ?? '' } : null,
    warehouse: o.warehouseId !== null ? { id: o.warehouseId, name: order.warehouseName ?? '' } : null,
    projectId: o.projectId,
    deliveryDate: o.deliveryDate,
    deliveryTerms: o.deliveryTerms,
    memo: o.memo,
    total: moneyText(o.total),
    vatAmount: moneyText(o.vatAmount),
    paidAmount: moneyText(o.paidAmount),
    balance: new Decimal(o.total).minus(o.paidAmount).toFixed(2),
    createdAt: o.createdAt,
    createdBy: o.createdById !== null ? { id: o.createdById, name: `${order.creatorFirstName ?? ''} ${order.creatorLastName ?? ''}`.trim() } : null,
    lines: lines.map(({ line, requestCode }) => ({
      id: line.id,
      itemId: line.itemId,
      itemName: line.itemName,
      description: line.description,
      quantity: qtyText(line.quantity),
      unitPrice: moneyText(line.unitPrice),
      vatInclusive: line.vatInclusive,
      amount: moneyText(line.amount),
      vatAmount: moneyText(line.vatAmount),
      quantityReceived: qtyText(line.quantityReceived),
      quantityInDelivery: qtyText(line.quantityInDelivery),
      purchaseRequestLineId: line.purchaseRequestLineId,
      requestCode,
    })),
  };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

/** Locks requests, then their lines, in id order: every purchasing write takes them in this order. */
async function lockRequestsAndLines(tx: Db, scoped: Tenant, lineIds: number[]) {
  const located = await tx
    .select({ id: purchaseRequestLines.id, purchaseRequestId: purchaseRequestLines.purchaseRequestId })
    .from(purchaseRequestLines)
    .where(scoped.where(purchaseRequestLines, inArray(purchaseRequestLines.id, lineIds)));
  const requestIds = [...new Set(located.map((line) => line.purchaseRequestId))].sort((a, b) => a - b);
  const requests = requestIds.length
    ? await tx.select().from(purchaseRequests).where(scoped.where(purchaseRequests, inArray(purchaseRequests.id, requestIds))).orderBy(asc(purchaseRequests.id)).for('update')
    : [];
  const lines = located.length
    ? await tx.select().from(purchaseRequestLines).where(inArray(purchaseRequestLines.id, located.map((line) => line.id))).orderBy(asc(purchaseRequestLines.id)).for('update')
    : [];
  return { requests: new Map(requests.map((r) => [r.id, r])), lines: new Map(lines.map((l) => [l.id, l])) };
}

/** Adds (or with a negative quantity gives back) ordered quantity on BOQ lines, locked in id order; never below 0. */
async function addBoqOrdered(tx: Db, scoped: Tenant, byBoqLine: Map<number, Decimal>) {
  const ids = [...byBoqLine.keys()].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const rows = await tx.select({ id: boqItems.id, quantityOrdered: boqItems.quantityOrdered }).from(boqItems).where(scoped.where(boqItems, inArray(boqItems.id, ids))).orderBy(asc(boqItems.id)).for('update');
  for (const row of rows) {
    const after = Decimal.max(new Decimal(row.quantityOrdered).plus(byBoqLine.get(row.id)!), 0);
    await tx.update(boqItems).set({ quantityOrdered: after.toFixed(4) }).where(eq(boqItems.id, row.id));
  }
}

/** Each touched request's status from all its lines (APPROVED, PARTIALLY_ORDERED or ORDERED). */
async function refreshRequestStatuses(tx: Db, requestIds: number[]) {
  for (const requestId of requestIds) {
    const lines = await tx.select({ quantity: purchaseRequestLines.quantity, quantityOrdered: purchaseRequestLines.quantityOrdered }).from(purchaseRequestLines).where(eq(purchaseRequestLines.purchaseRequestId, requestId));
    await tx.update(purchaseRequests).set({ status: requestStatusFromLines(lines), updatedAt: new Date() }).where(eq(purchaseRequests.id, requestId));
  }
}

/**
 * POST /purchase-order, in one transaction: the PO code (one series with the receipts' orders),
 * supplier and warehouse checked, the request lines' requests then lines locked FOR UPDATE (two
 * orders racing for a line's last quantity run one after the other), every request APPROVED or
 * PARTIALLY_ORDERED (409), every quantity within what its line still needs (422 listing each
 * line), the order and its lines (amount = round2(quantity x unitPrice), VAT per line), the
 * request lines' and BOQ lines' quantityOrdered, the requests' statuses, the supplier's price of
 * each item, and the order submitted to its workflow (APPROVED when no step applies).
 */
export async function createOrder(db: Db, tenant: Tenant, actor: Actor, input: Payload) {
  const seen = new Map<number, number>();
  const duplicates: string[] = [];
  input.lines.forEach((line, index) => {
    if (seen.has(line.purchaseRequestLineId)) duplicates.push(PURCHASING_MESSAGES.duplicateLine(index));
    seen.set(line.purchaseRequestLineId, index);
  });
  if (duplicates.length) throw badRequest(duplicates);

  return db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const code = await nextDocumentCode(tx, scoped, PURCHASE_ORDER_CODE_PREFIX);
    const [supplier] = await tx.select({ id: suppliers.id, paymentTerms: suppliers.paymentTerms }).from(suppliers).where(scoped.where(suppliers, eq(suppliers.id, input.supplierId), eq(suppliers.isDeleted, false)));
    if (!supplier) throw notFound('Supplier');
    const [warehouse] = await tx.select({ id: warehouses.id }).from(warehouses).where(scoped.where(warehouses, eq(warehouses.id, input.warehouseId), eq(warehouses.isDeleted, false)));
    if (!warehouse) throw notFound('Warehouse');

    const { requests, lines } = await lockRequestsAndLines(tx, scoped, input.lines.map((line) => line.purchaseRequestLineId));
    if (lines.size !== input.lines.length) throw notFound('Purchase request line');
    for (const request of requests.values()) {
      if (!ORDERABLE_REQUEST_STATUSES.includes(request.status as never)) throw conflict(PURCHASING_MESSAGES.requestNotApproved(request.code, request.status));
    }
    const problems: string[] = [];
    input.lines.forEach((line, index) => {
      const requested = lines.get(line.purchaseRequestLineId)!;
      const remaining = quantityRemaining(requested.quantity, requested.quantityOrdered);
      if (new Decimal(line.quantity).greaterThan(remaining)) {
        problems.push(PURCHASING_MESSAGES.overOrdered(index, qtyText(line.quantity), requested.itemName, requests.get(requested.purchaseRequestId)!.code, remaining.toString()));
      }
    });
    if (problems.length) throw new HttpError(422, problems);

    const priced = input.lines.map((line) => {
      const requested = lines.get(line.purchaseRequestLineId)!;
      const quantity = new Decimal(line.quantity).toDecimalPlaces(4);
      return { line, requested, quantity, money: orderLineMoney(quantity, line.unitPrice, line.vatInclusive) };
    });
    const totals = orderTotals(priced.map((p) => p.money));
    const projectIds = new Set([...requests.values()].map((r) => r.projectId));
    const now = new Date();
    const [order] = await tx
      .insert(purchaseOrders)
      .values(
        scoped.values({
          code,
          supplierId: supplier.id,
          warehouseId: warehouse.id,
          projectId: projectIds.size === 1 ? [...projectIds][0] : null,
          status: 'FOR_APPROVAL',
          total: totals.total,
          vatAmount: totals.vatAmount,
          memo: input.memo,
          deliveryDate: new Date(input.deliveryDate),
          // Payables aging: the supplier's credit days from the delivery date.
          dueDate: dueDate(formatDate(new Date(input.deliveryDate)), supplier.paymentTerms),
          deliveryTerms: input.deliveryTerms,
          createdById: actor.id,
          createdAt: now,
          updatedAt: now,
        }),
      )
      .returning({ id: purchaseOrders.id });
    await tx.insert(purchaseOrderLines).values(
      priced.map(({ line, requested, quantity, money }) =>
        scoped.values({
          purchaseOrderId: order.id,
          purchaseRequestLineId: requested.id,
          itemId: requested.itemId,
          itemName: requested.itemName,
          description: requested.description,
          quantity: quantity.toFixed(4),
          unitPrice: moneyText(line.unitPrice),
          vatInclusive: line.vatInclusive,
          amount: money.amount,
          vatAmount: money.vat,
          boqItemId: requested.boqItemId,
          projectId: requests.get(requested.purchaseRequestId)!.projectId,
        }),
      ),
    );

    const boqOrdered = new Map<number, Decimal>();
    for (const { requested, quantity } of priced) {
      await tx.update(purchaseRequestLines).set({ quantityOrdered: new Decimal(requested.quantityOrdered).plus(quantity).toFixed(4) }).where(eq(purchaseRequestLines.id, requested.id));
      if (requested.boqItemId !== null) boqOrdered.set(requested.boqItemId, (boqOrdered.get(requested.boqItemId) ?? new Decimal(0)).plus(quantity));
    }
    await refreshRequestStatuses(tx, [...requests.keys()]);
    await addBoqOrdered(tx, scoped, boqOrdered);

    // The supplier's price of each item: the last line's unit price for it.
    const prices = new Map<number, string>();
    for (const { requested, line } of priced) prices.set(requested.itemId, moneyText(line.unitPrice));
    for (const [itemId, price] of prices) await recordSupplierPrice(tx, scoped, { supplierId: supplier.id, itemId, price, accountId: actor.id, at: now });

    const submitted = await submitForApproval(tx, scoped, { documentType: 'PURCHASE_ORDER', documentId: order.id, documentCode: code, amount: totals.total, requestedById: actor.id });
    await tx.update(purchaseOrders).set({ status: submitted.status === 'APPROVED' ? 'APPROVED' : 'FOR_APPROVAL' }).where(eq(purchaseOrders.id, order.id));
    return { data: await orderDetail(tx, scoped, order.id), message: PURCHASING_MESSAGES.orderCreated };
  });
}

/** Locks the order row FOR UPDATE (404 when not the company's). */
async function lockOrder(tx: Db, scoped: Tenant, id: number) {
  const [order] = await tx.select().from(purchaseOrders).where(scoped.byId(purchaseOrders, id)).for('update');
  if (!order) throw notFound('Purchase order');
  return order;
}

/**
 * Gives a rejected or canceled order's quantities back: its request lines' quantityOrdered (and
 * their requests' statuses) and its BOQ lines' quantityOrdered.
 */
async function releaseOrderedQuantities(tx: Db, scoped: Tenant, orderId: number) {
  const orderLines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, orderId));
  const requestLineIds = orderLines.map((line) => line.purchaseRequestLineId).filter((id): id is number => id !== null);
  const { requests, lines } = await lockRequestsAndLines(tx, scoped, requestLineIds);
  const boqOrdered = new Map<number, Decimal>();
  for (const line of orderLines) {
    const requested = line.purchaseRequestLineId !== null ? lines.get(line.purchaseRequestLineId) : undefined;
    if (requested) {
      requested.quantityOrdered = Decimal.max(new Decimal(requested.quantityOrdered).minus(line.quantity), 0).toFixed(4);
      await tx.update(purchaseRequestLines).set({ quantityOrdered: requested.quantityOrdered }).where(eq(purchaseRequestLines.id, requested.id));
    }
    if (line.boqItemId !== null) boqOrdered.set(line.boqItemId, (boqOrdered.get(line.boqItemId) ?? new Decimal(0)).minus(line.quantity));
  }
  await refreshRequestStatuses(
    tx,
    [...requests.values()].filter((r) => ORDERABLE_REQUEST_STATUSES.includes(r.status as never) || r.status === 'ORDERED').map((r) => r.id),
  );
  await addBoqOrdered(tx, scoped, boqOrdered);
}

/**
 * POST /purchase-order/{id}/cancel: an order FOR_APPROVAL or APPROVED with nothing received or in
 * delivery becomes CANCELED with the reason; its open approval ends and its quantities are given
 * back. Otherwise 409. The approval is ended first (the lock order of a decision).
 */
export async function cancelOrder(db: Db, tenant: Tenant, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    await cancelApproval(tx, scoped, 'PURCHASE_ORDER', id);
    const order = await lockOrder(tx, scoped, id);
    if (!CANCELABLE_ORDER.includes(order.status)) throw conflict(PURCHASING_MESSAGES.orderNotCancelable(order.status));
    const lines = await tx.select({ received: purchaseOrderLines.quantityReceived, inDelivery: purchaseOrderLines.quantityInDelivery }).from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
    if (lines.some((line) => new Decimal(line.received).greaterThan(0) || new Decimal(line.inDelivery).greaterThan(0))) throw conflict(PURCHASING_MESSAGES.orderReceived);
    await tx.update(purchaseOrders).set({ status: 'CANCELED', statusReason: reason, updatedAt: new Date() }).where(eq(purchaseOrders.id, id));
    await releaseOrderedQuantities(tx, scoped, id);
  });
}

/**
 * The PURCHASE_ORDER approval handler: approved -> APPROVED; rejected -> REJECTED with the reason
 * and the quantities given back. An order has no draft: returned for changes is a rejection too
 * (the buyer orders again from the request lines given back).
 */
export const purchaseOrderApprovals = {
  async onApproved(tx: Db, scoped: Tenant, id: number) {
    await lockOrder(tx, scoped, id);
    await tx.update(purchaseOrders).set({ status: 'APPROVED', updatedAt: new Date() }).where(eq(purchaseOrders.id, id));
  },
  async onRejected(tx: Db, scoped: Tenant, id: number, reason: string) {
    await lockOrder(tx, scoped, id);
    await tx.update(purchaseOrders).set({ status: 'REJECTED', statusReason: reason, updatedAt: new Date() }).where(eq(purchaseOrders.id, id));
    await releaseOrderedQuantities(tx, scoped, id);
  },
  async onReturned(tx: Db, scoped: Tenant, id: number, reason: string) {
    await purchaseOrderApprovals.onRejected(tx, scoped, id, reason);
  },
};

/**
 * GET /purchase-order/supplier-prices?itemId=: each supplier's current price of the item, the
 * latest updated first, with its price history (newest first, at most 10). 404 for an item not
 * the company's.
 */
export async function supplierPrices(db: Db, tenant: Tenant, itemId: number) {
  const [item] = await db.select({ id: items.id }).from(items).where(tenant.where(items, eq(items.id, itemId), eq(items.isDeleted, false)));
  if (!item) throw notFound('Item');
  const current = await db
    .select({ supplierId: suppliers.id, supplierName: suppliers.name, price: supplierItems.price, updatedAt: supplierItems.updatedAt })
    .from(supplierItems)
    .innerJoin(suppliers, eq(suppliers.id, supplierItems.supplierId))
    .where(tenant.where(supplierItems, eq(supplierItems.itemId, itemId), eq(suppliers.isDeleted, false)))
    .orderBy(desc(supplierItems.updatedAt), asc(suppliers.name));
  const history = current.length
    ? await db
        .select({ supplierId: supplierPriceUpdates.supplierId, price: supplierPriceUpdates.price, createdAt: supplierPriceUpdates.createdAt })
        .from(supplierPriceUpdates)
        .where(tenant.where(supplierPriceUpdates, eq(supplierPriceUpdates.itemId, itemId), inArray(supplierPriceUpdates.supplierId, current.map((row) => row.supplierId))))
        .orderBy(desc(supplierPriceUpdates.createdAt), desc(supplierPriceUpdates.id))
    : [];
  return current.map((row) => ({
    supplier: { id: row.supplierId, name: row.supplierName },
    price: moneyText(row.price),
    updatedAt: row.updatedAt,
    history: history
      .filter((h) => h.supplierId === row.supplierId)
      .slice(0, 10)
      .map((h) => ({ price: moneyText(h.price), createdAt: h.createdAt })),
  }));
}

