import type Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemReceipts } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { Actor } from '../approvals/approval-engine';
import { postTransfer } from '../inventory/inventory.service';
import { receivePurchaseOrder } from '../receiving/receiving.service';

export interface ReceivedLine {
  purchaseOrderLineId: number;
  quantity: Decimal;
}

/**
 * Posts the stock receipt of a received purchase order delivery, inside the caller's transaction,
 * and answers its id: the receiving module's `receivePurchaseOrder` (the order and its lines locked,
 * only an APPROVED or PARTIALLY_DELIVERED order, each quantity at most what its line still awaits,
 * the receipt at the order's unit price through the ledger pointing at the delivery, the lines' and
 * BOQ lines' received quantities, the order PARTIALLY_DELIVERED then DELIVERED).
 */
export async function receiveOrderDelivery(
  tx: Db,
  tenant: Tenant,
  actor: Actor,
  purchaseOrderId: number,
  input: { warehouseId: number; lines: ReceivedLine[]; deliveryId: number; reference: string },
): Promise<number> {
  return (await receivePurchaseOrder(tx, tenant, actor, purchaseOrderId, input)).id;
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
