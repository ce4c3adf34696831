import { DELIVERABLE_ORDER_STATUSES, DELIVERY_MESSAGES } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemReceipts, purchaseOrderLines, purchaseOrders } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { Actor } from '../approvals/approval-engine';
import { post } from '../inventory/ledger';
import { postTransfer } from '../inventory/inventory.service';

export interface ReceivedLine {
  purchaseOrderLineId: number;
  quantity: Decimal;
}

/**
 * Posts the stock receipt of a received purchase order delivery, inside the caller's transaction,
 * and answers its id. The one place a delivery reaches the receiving module: this body is what
 * `receivePurchaseOrder` (receiving.service.ts) does for an order, kept here until that function
 * is on main. The order's lines are locked, each received quantity must still be awaited (422),
 * the receipt posts at the order's unit price through the ledger, the lines' received quantities
 * rise and the order becomes PARTIALLY_DELIVERED, then DELIVERED.
 */
export async function receiveOrderDelivery(
  tx: Db,
  tenant: Tenant,
  actor: Actor,
  purchaseOrderId: number,
  input: { warehouseId: number; lines: ReceivedLine[]; deliveryId: number },
): Promise<number> {
  const [order] = await tx.select().from(purchaseOrders).where(tenant.byId(purchaseOrders, purchaseOrderId)).for('update');
  if (!order) throw notFound('Purchase order');
  // An order canceled or closed while its truck travelled takes no more stock.
  if (!(DELIVERABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) throw conflict(DELIVERY_MESSAGES.orderNotDeliverable(order.code, order.status));
  const orderLines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.purchaseOrderId, order.id), eq(purchaseOrderLines.companyId, tenant.companyId)))
    .orderBy(asc(purchaseOrderLines.id))
    .for('update');
  const byId = new Map(orderLines.map((line) => [line.id, line]));
  for (const line of input.lines) {
    const orderLine = byId.get(line.purchaseOrderLineId);
    if (!orderLine) throw notFound('Purchase order line');
    const awaited = new Decimal(orderLine.quantity).minus(orderLine.quantityReceived);
    if (line.quantity.greaterThan(awaited)) throw unprocessable(`${orderLine.itemName}: only ${awaited.toString()} still awaits receipt on ${order.code}`);
  }
  const receipt = await post(tx, tenant, {
    type: 'PURCHASE_ORDER',
    warehouseId: input.warehouseId,
    lines: input.lines.map((line) => {
      const orderLine = byId.get(line.purchaseOrderLineId)!;
      return { itemId: orderLine.itemId, quantity: line.quantity, rate: orderLine.unitPrice, description: orderLine.description };
    }),
    reference: order.code,
    supplierId: order.supplierId,
    purchaseOrderId: order.id,
    processedById: actor.id,
  });
  await tx.update(itemReceipts).set({ deliveryId: input.deliveryId }).where(tenant.byId(itemReceipts, receipt.id));
  for (const line of input.lines) {
    const orderLine = byId.get(line.purchaseOrderLineId)!;
    orderLine.quantityReceived = new Decimal(orderLine.quantityReceived).plus(line.quantity).toFixed(4);
    await tx.update(purchaseOrderLines).set({ quantityReceived: orderLine.quantityReceived }).where(eq(purchaseOrderLines.id, orderLine.id));
  }
  const complete = orderLines.every((line) => new Decimal(line.quantityReceived).greaterThanOrEqualTo(line.quantity));
  await tx
    .update(purchaseOrders)
    .set({ status: complete ? 'DELIVERED' : 'PARTIALLY_DELIVERED', updatedAt: new Date() })
    .where(tenant.byId(purchaseOrders, order.id));
  return receipt.id;
}

/** A received transfer: TRANSFER_OUT of the source and TRANSFER_IN of the destination, both pointing at the delivery. */
export async function receiveTransferDelivery(
  tx: Db,
  tenant: Tenant,
  actor: Actor,
  input: { code: string; fromWarehouseId: number; toWarehouseId: number; lines: { itemId: number; quantity: Decimal }[]; deliveryId: number },
): Promise<number> {
  const { out, into } = await postTransfer(tx, tenant, {
    fromWarehouseId: input.fromWarehouseId,
    toWarehouseId: input.toWarehouseId,
    lines: input.lines,
    reference: input.code,
    processedById: actor.id,
  });
  await tx.update(itemReceipts).set({ deliveryId: input.deliveryId }).where(tenant.where(itemReceipts, inArray(itemReceipts.id, [out.id, into.id])));
  return into.id;
}
