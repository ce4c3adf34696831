import { z } from 'zod';
import { normalizeDateInput } from '../format/date';
import { LEAD_STAGE_KEYS, WIN_PROBABILITIES } from './lead.constants';
import { dateTime, numberFrom, recordId, text } from '../validation';
import { patchSchemaOf } from '../records/patch';

/** A calendar date YYYY-MM-DD (slashes accepted). */
export const isoDate = text()
  .trim()
  .transform(normalizeDateInput)
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), 'must be a date YYYY-MM-DD');
/** Pesos: a number or numeric string, at least 0, at most 2 decimals. */
export const pesoAmount = numberFrom(
  z
    .number()
    .min(0, 'must be at least 0')
    .max(9_999_999_999_999, 'is too large')
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'at most 2 decimals'),
);
const percent = numberFrom(z.number().min(0, 'must be at least 0').max(100, 'must be at most 100'));
const id = recordId();

/** POST /lead: the payload of spec part 1 section 3. */
export const createLeadRequest = z.object({
  name: text().trim().min(1, 'is required').max(200),
  description: text().max(2000).optional().default('Lead Opportunity'),
  budget: pesoAmount.optional(),
  startDate: isoDate,
  endDate: isoDate,
  status: z.literal('LEAD').optional().default('LEAD'),
  clientId: id,
  locationId: id.nullable().optional(),
  downpaymentAmount: percent.optional().default(0),
  retentionAmount: percent.optional().default(0),
  isLead: z.literal(true).optional().default(true),
  winProbability: z.enum(WIN_PROBABILITIES.map((w) => w.key) as [string, ...string[]]).default('UNKNOWN'),
  leadSource: text().trim().min(1, 'is required').max(200),
  leadType: text().trim().max(100).nullable().optional(),
  abc: pesoAmount,
  mmr: pesoAmount,
  initialCosting: pesoAmount,
  contactDetails: text().trim().min(1, 'is required').max(500),
  relationshipOwnerId: id,
});
export type CreateLeadRequest = z.infer<typeof createLeadRequest>;
/** PATCH /lead: the id and the fields to change; a field left out keeps its stored value. */
export const updateLeadRequest = patchSchemaOf(createLeadRequest).extend({ id });
export type UpdateLeadRequest = z.infer<typeof updateLeadRequest>;

/**
 * PATCH /lead/move and /project/move. With neither beforeId nor afterId the card goes to the top
 * of the column; afterId the column's last card puts it at the bottom.
 */
export const moveBoardRequest = z
  .object({
    projectId: id,
    boardKey: text().trim().min(1).max(50),
    /** Optional: the card it is dropped just above. */
    beforeId: id.nullable().optional(),
    /** Optional: the card it is dropped just below. */
    afterId: id.nullable().optional(),
  })
  .refine((move) => !(move.beforeId && move.afterId), { message: 'give beforeId or afterId, not both', path: ['afterId'] });
export type MoveBoardRequest = z.infer<typeof moveBoardRequest>;
export const leadStageKey = z.enum(LEAD_STAGE_KEYS as unknown as [string, ...string[]]);

/** DELETE /lead and /project (password required) and DELETE /lead/{id} (optional). */
export const deleteWithPasswordRequest = z.object({ password: text().min(1, 'is required'), ids: z.array(id).optional() });
export const optionalPasswordRequest = z.object({ password: text().optional() }).optional();

/** POST /lead/{id}/notes: one note added to the lead's list. */
export const leadNoteRequest = z.object({ text: text().trim().min(1, 'is required').max(20_000) });
export const scheduleMeetingRequest = z.object({
  title: text().trim().min(1, 'is required').max(200),
  startsAt: dateTime(),
  endsAt: dateTime(),
  place: text().trim().max(300).optional().default(''),
  description: text().trim().max(2000).optional().default(''),
  /** Who gets the invitation (.ics): addresses separated by commas. */
  attendees: text().trim().max(2000).optional().default(''),
});
export const leadEmailRequest = z.object({
  to: text().trim().min(1, 'Please specify at least one recipient'),
  cc: text().trim().optional().default(''),
  bcc: text().trim().optional().default(''),
  subject: text().trim().min(1, 'is required').max(300),
  html: text().max(200_000),
});

/** POST /project. */
export const createProjectRequest = z.object({
  name: text().trim().min(1, 'is required').max(200),
  description: text().trim().max(2000).optional().default(''),
  budget: pesoAmount,
  startDate: isoDate.nullable().optional(),
  endDate: isoDate.nullable().optional(),
  status: text().trim().max(50).optional().default('ACTIVE'),
  clientId: id.nullable().optional(),
  locationId: id.nullable().optional(),
  downpaymentAmount: percent.optional().default(0),
  retentionAmount: percent.optional().default(0),
});
export type CreateProjectRequest = z.infer<typeof createProjectRequest>;
/** PATCH /project: the id and the fields to change; a field left out keeps its stored value. */
export const updateProjectRequest = patchSchemaOf(createProjectRequest).extend({ id });
export type UpdateProjectRequest = z.infer<typeof updateProjectRequest>;
