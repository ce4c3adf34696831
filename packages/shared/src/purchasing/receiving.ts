import { z } from 'zod';
import { movedQuantity } from '../inventory/inventory.schemas';
import { recordId, text } from '../validation';

/** Order statuses that can still be received. */
export const RECEIVABLE_ORDER_STATUSES = ['APPROVED', 'PARTIALLY_DELIVERED'] as const;

/** POST /purchase-order/{id}/receive: what arrived, per order line, into which warehouse. */
export const receivePurchaseOrderRequest = z.object({
  warehouseId: recordId(),
  deliveryId: recordId().nullable().optional(),
  /** The supplier's delivery receipt or invoice number; the order's code when empty. */
  reference: text().trim().max(200).optional().default(''),
  memo: text().trim().max(2000).optional().default(''),
  lines: z
    .array(z.object({ purchaseOrderLineId: recordId(), quantity: movedQuantity }))
    .min(1, 'needs at least one line')
    .max(1000)
    .refine((lines) => new Set(lines.map((line) => line.purchaseOrderLineId)).size === lines.length, 'names an order line more than once'),
});
export type ReceivePurchaseOrderRequest = z.infer<typeof receivePurchaseOrderRequest>;

export const RECEIVING_MESSAGES = {
  received: 'Items received successfully',
  notReceivable: (code: string, statusLabel: string) => `${code} is ${statusLabel}: only an approved or partially delivered order can be received`,
  aboveAwaited: (itemName: string, awaited: string, code: string) => `${itemName}: only ${awaited} still awaited on ${code}`,
  notAboveZero: (itemName: string) => `${itemName}: the quantity received must be above 0`,
  notOnOrder: (code: string) => `A line received is not on ${code}`,
} as const;
