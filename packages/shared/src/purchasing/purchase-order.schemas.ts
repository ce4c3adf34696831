import Decimal from 'decimal.js';
import { z } from 'zod';
import { numberFrom, recordId, text } from '../validation';
import { movedQuantity } from '../inventory/inventory.schemas';
import { DELIVERY_TERMS_KEYS } from './purchasing.constants';

const id = recordId();
/** A unit price: at least 0, to the centavo. */
const unitPrice = numberFrom(
  z
    .number()
    .min(0, 'must be at least 0')
    .max(99_999_999_999, 'is too large')
    .refine((v) => new Decimal(v).decimalPlaces() <= 2, 'at most 2 decimals'),
);

/** One line of POST /purchase-order: an approved request line, how much of it, at what price. */
export const purchaseOrderLineInput = z.object({
  purchaseRequestLineId: id,
  quantity: movedQuantity,
  unitPrice,
  /** The price includes the 12% VAT unless false. */
  vatInclusive: z.boolean({ error: 'must be true or false' }).optional().default(true),
});

/** POST /purchase-order */
export const purchaseOrderPayload = z.object({
  supplierId: id,
  warehouseId: id,
  deliveryDate: text()
    .min(1, 'is required')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date'),
  deliveryTerms: z.enum(DELIVERY_TERMS_KEYS, { error: `must be one of ${DELIVERY_TERMS_KEYS.join(', ')}` }).nullable().optional().default(null),
  memo: text().trim().max(2000).optional().default(''),
  lines: z.array(purchaseOrderLineInput).min(1, 'add at least one line').max(500),
});

/** POST /purchase-order/{id}/cancel and /purchase-order/request/{id}/cancel: the reason is required. */
export const cancelDocumentRequest = z.object({ reason: text().trim().min(1, 'is required').max(2000) });

/** GET /purchase-order/request/open-lines?search=&projectId= */
export const openRequestLinesQuery = z.object({
  search: text().trim().max(200).optional().default(''),
  projectId: id.optional(),
});

/** GET /purchase-order/supplier-prices?itemId= */
export const supplierPricesQuery = z.object({ itemId: id });
