import { z } from 'zod';
import { movedQuantity } from '../inventory/inventory.schemas';
import { DELIVERY_TERMS_KEYS, TRUCK_LOAD_STAGE_LIST, type TruckLoadStage } from '../purchasing/purchasing.constants';
import { dateTime, recordId, text } from '../validation';

const id = recordId();
const STAGE_KEYS = TRUCK_LOAD_STAGE_LIST.map((stage) => stage.key) as [TruckLoadStage, ...TruckLoadStage[]];

const common = {
  toWarehouseId: id,
  scheduledDate: dateTime(),
  deliveryTerms: z.enum(DELIVERY_TERMS_KEYS, { error: `must be one of ${DELIVERY_TERMS_KEYS.join(', ')}` }).nullable().optional().default(null),
  plateNumber: text().trim().max(20).optional().default(''),
  driverName: text().trim().max(200).optional().default(''),
  memo: text().trim().max(2000).optional().default(''),
};

/** POST /delivery of an approved purchase order's lines (partial deliveries allowed). */
export const purchaseOrderDeliveryRequest = z.object({
  kind: z.literal('PURCHASE_ORDER'),
  purchaseOrderId: id,
  ...common,
  /** The order's warehouse unless given. */
  toWarehouseId: id.optional(),
  lines: z.array(z.object({ purchaseOrderLineId: id, quantity: movedQuantity })).min(1, 'needs at least one line').max(1000),
});

/** POST /delivery moving stock between two of the company's warehouses. */
export const transferDeliveryRequest = z
  .object({
    kind: z.literal('TRANSFER'),
    fromWarehouseId: id,
    ...common,
    lines: z.array(z.object({ itemId: id, quantity: movedQuantity })).min(1, 'needs at least one line').max(1000),
  })
  .refine((v) => v.fromWarehouseId !== v.toWarehouseId, { message: 'must differ from the source warehouse', path: ['toWarehouseId'] });

export const createDeliveryRequest = z.discriminatedUnion('kind', [purchaseOrderDeliveryRequest, transferDeliveryRequest], {
  error: 'kind: must be PURCHASE_ORDER or TRANSFER',
});
export type CreateDeliveryRequest = z.infer<typeof createDeliveryRequest>;

/** POST /delivery/{id}/stage */
export const deliveryStageRequest = z.object({ stage: z.enum(STAGE_KEYS, { error: `must be one of ${STAGE_KEYS.join(', ')}` }) });

/** POST /delivery/{id}/receive: each line's received quantity; every line in full when left out. */
export const deliveryReceiveRequest = z
  .object({ lines: z.array(z.object({ deliveryLineId: id, quantity: movedQuantity })).min(1, 'needs at least one line').max(1000).optional() })
  .optional()
  .default({});

/** POST /delivery/{id}/cancel: the reason is required. */
export const deliveryCancelRequest = z.object({ reason: text().trim().min(1, 'is required').max(2000) });

/** GET /delivery/open-orders?search= */
export const openOrdersQuery = z.object({ search: text().trim().max(200).optional().default('') });
