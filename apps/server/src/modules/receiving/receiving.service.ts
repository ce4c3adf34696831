import {
  PURCHASE_ORDER_STATUS_LIST,
  RECEIVABLE_ORDER_STATUSES,
  RECEIVING_MESSAGES,
  type AccountInformation,
  type ReceivePurchaseOrderRequest,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boqItems, deliveries, itemReceiptLines, itemReceipts, purchaseOrderLines, purchaseOrders, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { post, readableQuantity, type PostedReceipt } from '../inventory/ledger';
import { findReceipt } from '../inventory/receipts.service';
import { assertWarehouseKindAccess } from '../warehouses/warehouses.service';

export interface ReceiveInput {
  warehouseId: number;
  lines: { purchaseOrderLineId: number; quantity: Decimal.Value }[];
  deliveryId?: number | null;
  reference?: string;
  memo?: string;
  /** Backdating (the demo seed); now unless given. */
  at?: Date;
}

const statusLabel = (key: string) => PURCHASE_ORDER_STATUS_LIST.find((status) => status.key === key)?.label ?? key;

/**
 * Receives goods of a purchase order inside the caller's transaction (the deliveries module calls
 * it when a delivery arrives). The order and its lines are locked FOR UPDATE, so two receipts
 * racing for the last awaited quantity run one after the other: the second finds less awaited.
 * The order must be APPROVED or PARTIALLY_DELIVERED (409); each quantity above 0 and at most what
 * its line still awaits (quantity - quantityReceived), else 422 naming the item and nothing is
 * posted. One PURCHASE_ORDER receipt goes through the ledger at each line's unit price (the stock
 * cost is the order's unit price as written, decision 0040), then the lines' quantityReceived,
 * their BOQ lines' quantity_received and the order status (PARTIALLY_DELIVERED, or DELIVERED once
 * every line is in) follow. The caller checks who may receive (`assertReceivingAccess`).
 */
export async function receivePurchaseOrder(
  tx: Db,
  tenant: Tenant,
  actor: { id: number | null; name: string },
  purchaseOrderId: number,
  input: ReceiveInput,
): Promise<PostedReceipt> {
  const scoped = tenant.on(tx);
  const [order] = await tx
    .select({ id: purchaseOrders.id, code: purchaseOrders.code, status: purchaseOrders.status, supplierId: purchaseOrders.supplierId })
    .from(purchaseOrders)
    .where(scoped.byId(purchaseOrders, purchaseOrderId))
    .for('update');
  if (!order) throw notFound('Purchase order');
  if (!(RECEIVABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) throw conflict(RECEIVING_MESSAGES.notReceivable(order.code, statusLabel(order.status)));

  if (input.deliveryId != null) {
    const [delivery] = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(scoped.where(deliveries, eq(deliveries.id, input.deliveryId), eq(deliveries.purchaseOrderId, order.id)));
    if (!delivery) throw notFound('Delivery');
  }

  const lines = await tx
    .select({
      id: purchaseOrderLines.id,
      itemId: purchaseOrderLines.itemId,
      itemName: purchaseOrderLines.itemName,
      description: purchaseOrderLines.description,
      quantity: purchaseOrderLines.quantity,
      quantityReceived: purchaseOrderLines.quantityReceived,
      unitPrice: purchaseOrderLines.unitPrice,
      boqItemId: purchaseOrderLines.boqItemId,
    })
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.companyId, tenant.companyId), eq(purchaseOrderLines.purchaseOrderId, order.id)))
    .orderBy(asc(purchaseOrderLines.id))
    .for('update');
  const byId = new Map(lines.map((line) => [line.id, line]));

  const received = input.lines.map((wanted) => {
    const line = byId.get(wanted.purchaseOrderLineId);
    if (!line) throw unprocessable(RECEIVING_MESSAGES.notOnOrder(order.code));
    const quantity = new Decimal(wanted.quantity).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
    if (quantity.lessThanOrEqualTo(0)) throw unprocessable(RECEIVING_MESSAGES.notAboveZero(line.itemName));
    const awaited = new Decimal(line.quantity).minus(line.quantityReceived);
    if (quantity.greaterThan(awaited)) throw unprocessable(RECEIVING_MESSAGES.aboveAwaited(line.itemName, readableQuantity(awaited.lessThan(0) ? 0 : awaited), order.code));
    return { line, quantity };
  });

  const receipt = await post(tx, scoped, {
    type: 'PURCHASE_ORDER',
    warehouseId: input.warehouseId,
    lines: received.map(({ line, quantity }) => ({
      itemId: line.itemId,
      quantity,
      rate: line.unitPrice,
      description: line.description,
      purchaseOrderLineId: line.id,
    })),
    reference: input.reference || order.code,
    memo: input.memo,
    supplierId: order.supplierId,
    purchaseOrderId: order.id,
    deliveryId: input.deliveryId ?? null,
    processedById: actor.id,
    at: input.at,
  });

  for (const { line, quantity } of received) {
    const after = new Decimal(line.quantityReceived).plus(quantity);
    line.quantityReceived = after.toFixed(4);
    await tx.update(purchaseOrderLines).set({ quantityReceived: line.quantityReceived }).where(eq(purchaseOrderLines.id, line.id));
    if (line.boqItemId !== null) {
      await tx
        .update(boqItems)
        .set({ quantityReceived: sql`${boqItems.quantityReceived} + ${quantity.toFixed(4)}::numeric` })
        .where(scoped.where(boqItems, eq(boqItems.id, line.boqItemId)));
    }
  }
  const complete = lines.every((line) => new Decimal(line.quantityReceived).greaterThanOrEqualTo(line.quantity));
  await tx
    .update(purchaseOrders)
    .set({ status: complete ? 'DELIVERED' : 'PARTIALLY_DELIVERED', updatedAt: input.at ?? new Date() })
    .where(scoped.byId(purchaseOrders, order.id));
  return receipt;
}

/** Receiving needs ASSET_RECEIVING_ACCESS (the route's scope) and the scope of the warehouse's kind (403). */
export async function assertReceivingAccess(tenant: Tenant, account: AccountInformation, warehouseId: number) {
  const [warehouse] = await tenant.db
    .select({ kind: warehouses.kind })
    .from(warehouses)
    .where(tenant.where(warehouses, eq(warehouses.id, warehouseId), eq(warehouses.isDeleted, false)));
  if (!warehouse) throw notFound('Warehouse');
  assertWarehouseKindAccess(account, warehouse.kind);
}

/**
 * A project's material cost: what its issues took out of stock at the moving average
 * (-Σ cost_total of ISSUANCE lines charged to it, returns to stock not netted), with the part
 * charged to each BOQ line.
 */
export async function projectMaterialCost(db: Db, tenant: Tenant, projectId: number) {
  const rows = await db
    .select({ boqItemId: itemReceiptLines.boqItemId, cost: sql<string>`(-sum(${itemReceiptLines.costTotal}))::numeric(18,4)::text` })
    .from(itemReceiptLines)
    .innerJoin(itemReceipts, eq(itemReceipts.id, itemReceiptLines.receiptId))
    .where(and(eq(itemReceipts.companyId, tenant.companyId), eq(itemReceipts.projectId, projectId), eq(itemReceipts.type, 'ISSUANCE')))
    .groupBy(itemReceiptLines.boqItemId);
  const total = rows.reduce((sum, row) => sum.plus(row.cost), new Decimal(0));
  return {
    total: total.toFixed(4),
    byBoqItem: rows.filter((row) => row.boqItemId !== null).map((row) => ({ boqItemId: row.boqItemId!, cost: row.cost })),
  };
}

export class ReceivingService {
  async receive(tenant: Tenant, account: AccountInformation, purchaseOrderId: number, input: ReceivePurchaseOrderRequest) {
    await assertReceivingAccess(tenant, account, input.warehouseId);
    const actor = { id: account.id, name: `${account.firstName} ${account.lastName}`.trim() };
    const id = await tenant.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const receipt = await receivePurchaseOrder(tx, tenant, actor, purchaseOrderId, input);
      return receipt.id;
    });
    return { data: await findReceipt(tenant.db, tenant, id), message: RECEIVING_MESSAGES.received };
  }
}
