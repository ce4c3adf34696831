import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { patchSchemaOf } from '../records/patch';
import { recordId, text, wholeNumber } from '../validation';
import { SHIFT_COLORS, TIME_PATTERN, shiftProblems } from './shift.rules';

const id = recordId();
export const clockTime = text().trim().regex(TIME_PATTERN, 'must be a time HH:mm (00:00 to 23:59)');
export const shiftBreak = z.object({ start: clockTime, end: clockTime });

const shiftFields = z.object({
  name: text().trim().min(1, 'is required').max(100),
  startTime: clockTime,
  endTime: clockTime,
  breaks: z.array(shiftBreak).max(6, 'at most 6 breaks').default([]),
  graceMinutes: wholeNumber(0, 240).optional().default(0),
  isFlexible: z.boolean().optional().default(false),
  /** Only for a flexible shift; computed for the others. */
  requiredMinutes: wholeNumber(1, 1440).nullable().optional(),
  color: z.enum(SHIFT_COLORS, { error: `must be one of ${SHIFT_COLORS.join(', ')}` }).optional().default('blue'),
});

/** POST /shift: breaks inside the shift, a flexible shift with its minutes. */
export const shiftRequest = shiftFields.superRefine((shift, context) => {
  for (const message of shiftProblems(shift)) context.addIssue({ code: 'custom', message, path: [] });
});
/** PATCH /shift: the id and the fields to change (the merged shift is checked again). */
export const updateShiftRequest = patchSchemaOf(shiftFields).extend({ id });
export type ShiftRequest = z.infer<typeof shiftRequest>;
export type UpdateShiftRequest = z.infer<typeof updateShiftRequest>;

const scheduleDay = z.object({ weekday: wholeNumber(1, 7), shiftId: id.nullable() });
const scheduleFields = z.object({
  name: text().trim().min(1, 'is required').max(100),
  description: text().trim().max(500).optional().default(''),
  /** The seven weekdays, each a shift or a rest day (null); a weekday left out is a rest day. */
  days: z
    .array(scheduleDay)
    .max(7)
    .default([])
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, 'each weekday at most once'),
});
/** POST /schedule */
export const scheduleRequest = scheduleFields;
/** PATCH /schedule */
export const updateScheduleRequest = patchSchemaOf(scheduleFields).extend({ id });
export type ScheduleRequest = z.infer<typeof scheduleRequest>;
export type UpdateScheduleRequest = z.infer<typeof updateScheduleRequest>;

/** POST /schedule-assignment: an employee's or a team's schedule from a date (to a date, or open). */
export const scheduleAssignmentRequest = z
  .object({
    scheduleId: id,
    employeeId: id.nullable().optional(),
    teamId: id.nullable().optional(),
    effectiveFrom: isoDate,
    effectiveTo: isoDate.nullable().optional(),
  })
  .refine((a) => (a.employeeId == null) !== (a.teamId == null), { message: 'choose either an employee or a team', path: ['employeeId'] })
  .refine((a) => a.effectiveTo == null || a.effectiveTo >= a.effectiveFrom, { message: 'must be on or after effectiveFrom', path: ['effectiveTo'] });
export type ScheduleAssignmentRequest = z.infer<typeof scheduleAssignmentRequest>;

/** POST /schedule-assignment/{id}/end */
export const scheduleAssignmentEndRequest = z.object({ effectiveTo: isoDate });

/** GET /schedule-assignment?employeeId= or ?teamId= */
export const scheduleAssignmentQuery = z
  .object({ employeeId: id.optional(), teamId: id.optional() })
  .refine((q) => (q.employeeId == null) !== (q.teamId == null), { message: 'give either employeeId or teamId', path: ['employeeId'] });

/** GET /shift-plan?teamId=&from=&to= */
export const shiftPlanQuery = z.object({ teamId: id, from: isoDate, to: isoDate }).refine((q) => q.to >= q.from, { message: 'must be on or after from', path: ['to'] });

/** PUT /shift-override: one employee's day set to a shift or a rest day, or cleared back to the schedule. */
export const shiftOverrideRequest = z
  .object({
    employeeId: id,
    date: isoDate,
    kind: z.enum(['SHIFT', 'REST_DAY', 'CLEAR'], { error: 'must be one of SHIFT, REST_DAY, CLEAR' }),
    shiftId: id.nullable().optional(),
  })
  .refine((o) => o.kind !== 'SHIFT' || o.shiftId != null, { message: 'is required for a shift', path: ['shiftId'] });
export type ShiftOverrideRequest = z.infer<typeof shiftOverrideRequest>;
