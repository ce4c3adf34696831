import { z } from 'zod';
import { pesoAmount } from '../leads/lead.schemas';
import { WAREHOUSE_KIND_KEYS } from './inventory.constants';
import { numberFrom, recordId, text, whenFieldsPass } from '../validation';
import { patchSchemaOf } from '../records/patch';
import { EWT_ATCS } from '../treasury/withholding';

const id = recordId();
/** A moved quantity: above 0, at most 4 decimals. */
export const movedQuantity = numberFrom(
  z
    .number()
    .positive('must be above 0')
    .max(99_999_999_999, 'is too large')
    .refine((v) => Math.round(v * 10_000) === Number((v * 10_000).toFixed(6)), 'at most 4 decimals'),
);

/** POST /warehouse, PATCH /warehouse (with id). */
export const warehouseRequest = z.object({
  kind: z.enum(WAREHOUSE_KIND_KEYS),
  name: text().trim().min(1, 'is required').max(200),
  description: text().trim().max(2000).optional().default(''),
  address: text().trim().max(500).optional().default(''),
  locationId: id.nullable().optional(),
  projectId: id.nullable().optional(),
});
/** PATCH /warehouse: the id and the fields to change. */
export const updateWarehouseRequest = patchSchemaOf(warehouseRequest).extend({ id });

const receiptLine = z.object({
  itemId: id,
  quantity: movedQuantity,
  rate: pesoAmount.optional().default(0),
  description: text().trim().max(500).optional().default(''),
});
const receiptCommon = {
  reference: text().trim().max(200).optional().default(''),
  memo: text().trim().max(2000).optional().default(''),
  items: z.array(receiptLine).min(1, 'needs at least one item').max(1000),
};

/** POST /inventory/adjustment: add to or deduct from one warehouse's stock. */
export const stockAdjustmentRequest = z.object({
  warehouseId: id,
  direction: z.enum(['ADD', 'DEDUCT']),
  ...receiptCommon,
});
/** POST /inventory/transfer: move stock between two warehouses (a TRANSFER_OUT and a TRANSFER_IN receipt). */
export const stockTransferRequest = z
  .object({ fromWarehouseId: id, toWarehouseId: id, ...receiptCommon })
  .refine((v) => v.fromWarehouseId !== v.toWarehouseId, {
    message: 'must differ from the source warehouse',
    path: ['toWarehouseId'],
    when: whenFieldsPass('fromWarehouseId', 'toWarehouseId'),
  });
/**
 * POST /inventory/issue: material issued out of a warehouse, optionally charged to a project
 * (its material cost) and per line to a BOQ line of that project's latest BOQ (`boqKey`).
 */
export const stockIssueRequest = z
  .object({
    warehouseId: id,
    projectId: id.nullable().optional(),
    ...receiptCommon,
    items: z
      .array(receiptLine.extend({ boqKey: text().trim().max(100).nullable().optional() }))
      .min(1, 'needs at least one item')
      .max(1000),
  })
  .refine((v) => v.projectId != null || v.items.every((line) => !line.boqKey), {
    message: 'is required when a line names a BOQ line',
    path: ['projectId'],
    when: whenFieldsPass('projectId', 'items'),
  });
/**
 * POST /inventory/receive: stock received without a purchase order (a donation, a return from
 * site); the supplier is optional and no balance is owed. Orders are received on
 * POST /purchase-order/{id}/receive.
 */
export const stockReceiveRequest = z.object({ warehouseId: id, supplierId: id.nullable().optional(), ...receiptCommon });

/** PUT /inventory/settings. */
export const inventorySettingsRequest = z.object({ allowNegativeStock: z.boolean() });

const supplierFields = {
  name: text().trim().min(1, 'is required').max(200),
  contactPerson: text().trim().max(200),
  contactNumber: text().trim().max(50),
  email: z.union([z.literal(''), text().trim().toLowerCase().email('must be an email')]),
  address: text().trim().max(500),
  locationId: id.nullable(),
  tin: text().trim().max(50),
  paymentTerms: text().trim().max(200),
  /** Expanded withholding: the ATC the company withholds under when paying the supplier (null: none). */
  ewtAtc: z.enum(EWT_ATCS, { error: `must be one of ${EWT_ATCS.join(', ')}` }).nullable(),
};
/** POST /supplier. */
export const supplierRequest = z.object({
  name: supplierFields.name,
  contactPerson: supplierFields.contactPerson.optional().default(''),
  contactNumber: supplierFields.contactNumber.optional().default(''),
  email: supplierFields.email.optional().default(''),
  address: supplierFields.address.optional().default(''),
  locationId: supplierFields.locationId.optional(),
  tin: supplierFields.tin.optional().default(''),
  paymentTerms: supplierFields.paymentTerms.optional().default(''),
  ewtAtc: supplierFields.ewtAtc.optional().default(null),
});
/** PATCH /supplier: the id and the fields to change. */
export const updateSupplierRequest = patchSchemaOf(supplierRequest).extend({ id });
export type SupplierRequest = z.infer<typeof supplierRequest>;
export type UpdateSupplierRequest = z.infer<typeof updateSupplierRequest>;
/** POST /supplier/item-price: set (or change) what a supplier sells an item at; every change is kept. */
export const supplierItemPriceRequest = z.object({ supplierId: id, itemId: id, price: pesoAmount });
