import { z } from 'zod';
import { isoDate, pesoAmount } from '../leads/lead.schemas';
import { movedQuantity } from '../inventory/inventory.schemas';
import { patchSchemaOf } from '../records/patch';
import { numberFrom, recordId, text } from '../validation';
import { EQUIPMENT_METER_TYPE_KEYS, EQUIPMENT_STATUS_KEYS } from './equipment.rules';

const id = recordId();

/** A meter reading: at least 0, at most 4 decimals. */
export const meterReading = numberFrom(
  z
    .number()
    .min(0, 'must be at least 0')
    .max(99_999_999_999, 'is too large')
    .refine((v) => Math.round(v * 10_000) === Number((v * 10_000).toFixed(6)), 'at most 4 decimals'),
);

/** POST /equipment. */
export const equipmentRequest = z.object({
  code: text().trim().min(1, 'is required').max(50),
  name: text().trim().min(1, 'is required').max(200),
  type: text().trim().max(100).optional().default(''),
  status: z.enum(EQUIPMENT_STATUS_KEYS, { error: `must be one of ${EQUIPMENT_STATUS_KEYS.join(', ')}` }).optional().default('AVAILABLE'),
  projectId: id.nullable().optional(),
  warehouseId: id.nullable().optional(),
  meterType: z.enum(EQUIPMENT_METER_TYPE_KEYS, { error: `must be one of ${EQUIPMENT_METER_TYPE_KEYS.join(', ')}` }).optional().default('HOURS'),
  meterReading: meterReading.optional().default(0),
  plateNumber: text().trim().max(50).optional().default(''),
  serialNumber: text().trim().max(100).optional().default(''),
  acquisitionCost: pesoAmount.optional().default(0),
  acquiredAt: isoDate.nullable().optional(),
});
/** PATCH /equipment: the id and the fields to change. */
export const updateEquipmentRequest = patchSchemaOf(equipmentRequest).extend({ id });
export type EquipmentRequest = z.infer<typeof equipmentRequest>;
export type UpdateEquipmentRequest = z.infer<typeof updateEquipmentRequest>;

/** POST /equipment/{id}/meter */
export const meterRequest = z.object({ reading: meterReading, note: text().trim().max(500).optional().default('') });
/** POST /equipment/{id}/parts */
export const equipmentPartRequest = z.object({ itemId: id, note: text().trim().max(500).optional().default('') });
export const equipmentPartParams = z.object({ id, itemId: id });

/** POST /job-order */
export const jobOrderRequest = z.object({
  equipmentId: id,
  description: text().trim().min(1, 'is required').max(2000),
  warehouseId: id.nullable().optional(),
  estimatedCost: pesoAmount.optional().default(0),
});
export type JobOrderRequest = z.infer<typeof jobOrderRequest>;

/** POST /job-order/{id}/issue-parts */
export const jobOrderIssueRequest = z.object({
  warehouseId: id,
  lines: z.array(z.object({ itemId: id, quantity: movedQuantity })).min(1, 'needs at least one part').max(200),
});
export type JobOrderIssueRequest = z.infer<typeof jobOrderIssueRequest>;

/** Hours worked: above 0, at most 2 decimals. */
const laborHours = numberFrom(
  z
    .number()
    .positive('must be above 0')
    .max(100_000, 'is too large')
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'at most 2 decimals'),
);
/** POST /job-order/{id}/labor */
export const jobOrderLaborRequest = z.object({ description: text().trim().min(1, 'is required').max(500), hours: laborHours, rate: pesoAmount });
/** POST /job-order/{id}/complete */
export const jobOrderCompleteRequest = z.object({ meterReading: meterReading.optional() }).optional().default({});
/** POST /job-order/{id}/cancel */
export const jobOrderCancelRequest = z.object({ reason: text().trim().min(1, 'is required').max(2000) });
