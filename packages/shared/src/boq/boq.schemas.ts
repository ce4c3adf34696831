import Decimal from 'decimal.js';
import { z } from 'zod';
import { BOQ_INSERT_METHODS } from './boq.constants';
import { MAX_RECORD_ID, numberFrom, recordId, text, wholeNumber } from '../validation';
import { UNIT_SCALE } from './boq.arithmetic';

const id = recordId();
const amount = numberFrom(z.number().min(0, 'must be at least 0').max(99_999_999_999, 'is too large'));
/** Unit costs and quantities are kept as entered, to at most 4 decimals (UNIT_SCALE). */
const fourDecimals = numberFrom(
  z
    .number()
    .min(0, 'must be at least 0')
    .max(99_999_999_999, 'is too large')
    .refine((v) => new Decimal(v).decimalPlaces() <= UNIT_SCALE, `must have at most ${UNIT_SCALE} decimal places`),
);
const unitCost = fourDecimals;
const quantity = fourDecimals;
const percent = numberFrom(
  z
    .number()
    .min(0, 'must be at least 0')
    .max(1000, 'must be at most 1000')
    .refine((v) => new Decimal(v).decimalPlaces() <= UNIT_SCALE, `must have at most ${UNIT_SCALE} decimal places`),
);
/** itemId 0 means "no catalogue item" (spec). */
const catalogueItemId = wholeNumber(0, MAX_RECORD_ID).transform((v) => (v === 0 ? null : v));

/** Every room message carries the BOQ id. */
export const boqRoomMessage = z.object({ boqId: id });
export const boqLockMessage = z.object({ boqId: id, isLock: z.boolean() });

/** BOQ_EDIT_ITEM params: {updateId, updateValue}. Only the fields given are changed. */
export const boqEditParams = z.object({
  updateId: id,
  updateValue: z
    .object({
      description: text().trim().max(2000),
      materialUnitCost: unitCost,
      laborUnitCost: unitCost,
      laborPercentageCost: percent,
      quantity,
      materialUnit: text().trim().min(1, 'is required').max(20),
      itemId: catalogueItemId,
      profitMarginPercentage: percent,
    })
    .partial(),
});
export const boqColorParams = z.object({ itemId: id, color: text().trim().max(30).nullable() });
export const boqDeleteParams = z.object({ itemId: id });
export const boqMoveParams = z.object({
  moveReferenceMethod: z.literal('after'),
  moveFromReferenceId: id,
  moveToReferenceId: id,
});
export const boqAddParams = z.object({
  insertReferenceMethod: z.enum(BOQ_INSERT_METHODS),
  /** 0 with "inside": a HEADING at the top level. */
  insertReferenceId: wholeNumber(0, MAX_RECORD_ID),
  insertValue: z.object({
    /** 'ITEM' inside a HEADING makes an ITEM instead of a SUBHEADING (decision 0035); refused where no ITEM can go. */
    type: z.literal('ITEM').optional(),
    itemId: wholeNumber(0, MAX_RECORD_ID).optional().default(0).transform((v) => (v === 0 ? null : v)),
    description: text().trim().min(1, 'is required').max(2000),
    materialUnitCost: unitCost.optional().default(0),
    laborUnitCost: unitCost.optional().default(0),
    quantity: quantity.optional().default(1),
    materialUnit: text().trim().max(20).optional().default('pc'),
  }),
});
/** {boqId, params} of the edit messages. */
export const boqEnvelope = <T extends z.ZodTypeAny>(params: T) => z.object({ boqId: id, params });

/** Acknowledgement of every room message. */
export type BoqAck = { ok: true } | { ok: false; message: string };

/** QTO. */
export const qtoChangeRequest = z.object({ key: text().min(1), itemId: id, amount: amount.refine((v) => v > 0, 'must be above 0') });
export const qtoSubmitRequest = z.object({ key: text().min(1) });
/** Versions. */
export const boqVersionRequest = z.object({
  projectId: id,
  versionTitle: text().trim().min(1, 'is required').max(200),
  sourceBoqId: id.optional(),
});
/** POST /purchase-order/request (spec part 2 section 3). */
export const purchaseRequestLine = z.object({
  itemId: id,
  itemName: text().trim().max(300).optional().default(''),
  quantity: numberFrom(z.number().min(-99_999_999_999).max(99_999_999_999, 'is too large')),
  description: text().trim().max(2000).optional().default(''),
  rate: amount,
  amount: amount.optional(),
  boqKey: text().max(100).nullable().optional(),
  /** Why more than the BOQ line has left is requested (decision 0021); kept on the line. */
  overRequestReason: text().trim().max(1000).nullable().optional(),
});
export const purchaseRequestPayload = z.object({
  projectId: id,
  warehouseId: id,
  items: z.array(purchaseRequestLine).max(2000),
  memo: text().trim().max(2000).optional().default(''),
  deliveryDate: text().min(1, 'is required').nullable().refine((v) => v !== null && !Number.isNaN(Date.parse(v)), 'is required'),
  billOfQuantityId: id.nullable().optional(),
});
