import { z } from 'zod';
import { recordId, text } from '../validation';
import { patchSchemaOf } from '../records/patch';
import { TAP_FUTURE_TOLERANCE_SECONDS } from './gate.rules';

/** Requests of the school gate API (issue 18, docs/api/school-gate.md). */

export const gateRequest = z.object({
  name: text().trim().min(1, 'is required').max(100),
});
export type GateRequest = z.infer<typeof gateRequest>;
export const updateGateRequest = patchSchemaOf(gateRequest);

/** A push-protocol terminal's serial (the `SN` it sends): letters, digits, dash or underscore. */
export const schoolDeviceSerial = text()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, dashes or underscores');

export const schoolDeviceRequest = z.object({
  gateId: recordId(),
  name: text().trim().min(1, 'is required').max(100),
  /** Registers a push-protocol terminal to the gate; null for an HTTP reader. */
  serialNumber: schoolDeviceSerial.nullable().optional(),
});
export type SchoolDeviceRequest = z.infer<typeof schoolDeviceRequest>;
export const updateSchoolDeviceRequest = patchSchemaOf(schoolDeviceRequest);

/** An instant in ISO 8601 with its offset (`Z` or `+08:00`): a reader's clock time is never guessed. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

export const tapRequest = z.object({
  cardNumber: text().trim().min(1, 'is required').max(32),
  tappedAt: z
    .string('must be a date and time in ISO 8601 with its offset, e.g. 2026-11-28T07:42:10+08:00')
    .regex(ISO_WITH_OFFSET, 'must be a date and time in ISO 8601 with its offset, e.g. 2026-11-28T07:42:10+08:00')
    .transform((value) => new Date(value))
    .refine((value) => !Number.isNaN(value.getTime()) && value.getUTCFullYear() >= 2000, 'is not a real date and time')
    .refine((value) => Number.isNaN(value.getTime()) || value.getTime() <= Date.now() + TAP_FUTURE_TOLERANCE_SECONDS * 1000, 'is in the future (check the reader\'s clock)'),
});
export type TapRequest = z.infer<typeof tapRequest>;
