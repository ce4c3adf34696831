import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { numberFrom, recordId, text, wholeNumber, whenFieldsPass } from '../validation';
import { filingProblems, TIME_OF_DAY } from './filing.rules';
import { FILING_STATUS, FILING_TYPE } from './manpower.constants';

const timeOfDay = text().trim().regex(TIME_OF_DAY, 'must be a time HH:mm');
const optionalTime = timeOfDay.nullable().optional();

/**
 * POST /filing (decision 0051). Without employeeId the filing is for the caller's own employee.
 * The type's own checks (`filingProblems`) are listed beside any other field's problem.
 */
export const createFilingRequest = z
  .object({
    type: z.enum(FILING_TYPE.keys as [string, ...string[]]).transform((v) => v as (typeof FILING_TYPE.keys)[number]),
    employeeId: recordId().nullable().optional(),
    dateFrom: isoDate,
    dateTo: isoDate,
    startTime: optionalTime,
    endTime: optionalTime,
    leaveTypeId: recordId().nullable().optional(),
    isHalfDay: z.boolean().optional().default(false),
    /** SCHEDULE_ADJUSTMENT: the shift asked for; null or left out: a rest day. */
    shiftId: recordId().nullable().optional(),
    /** ATTENDANCE_CORRECTION: 'HH:mm' on dateFrom (a time out at or before the time in is the next day). */
    timeIn: optionalTime,
    timeOut: optionalTime,
    reason: text().trim().min(1, 'is required').max(1000),
  })
  .superRefine(
    (value, ctx) => {
      for (const problem of filingProblems(value)) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    },
    { when: whenFieldsPass('type', 'dateFrom', 'dateTo', 'startTime', 'endTime', 'leaveTypeId', 'isHalfDay', 'shiftId', 'timeIn', 'timeOut') },
  );
export type CreateFilingRequest = z.infer<typeof createFilingRequest>;

/** POST /filing/{id}/cancel: an optional note. */
export const cancelFilingRequest = z.object({ reason: text().trim().max(500).optional().default('') }).optional().default({ reason: '' });

export const filingStatusKeys = FILING_STATUS.keys;

/** GET /leave/balance: an employee (default: the caller's own) and a year (default: this year in Manila). */
export const leaveBalanceQuery = z.object({
  employeeId: recordId().optional(),
  year: wholeNumber(2000, 2100).optional(),
});

/** POST /leave/grant-sil?year= */
export const grantSilQuery = z.object({ year: wholeNumber(2000, 2100) });

const leaveDays = numberFrom(
  z
    .number()
    .min(-366, 'must be at least -366')
    .max(366, 'must be at most 366')
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'must have at most 2 decimals')
    .refine((v) => v !== 0, 'must not be zero'),
).transform((v) => v.toFixed(2));

/** POST /leave/credit: HR grants (positive) or takes back (negative) days, with a note (an ADJUST row). */
export const leaveCreditRequest = z.object({
  employeeId: recordId(),
  leaveTypeId: recordId(),
  year: wholeNumber(2000, 2100),
  days: leaveDays,
  note: text().trim().min(1, 'is required').max(500),
});
export type LeaveCreditRequest = z.infer<typeof leaveCreditRequest>;

/** Discussions: a thread per record; only filings have one so far. */
export const DISCUSSION_SUBJECT_TYPES = ['FILING'] as const;
export type DiscussionSubjectType = (typeof DISCUSSION_SUBJECT_TYPES)[number];
export const DISCUSSION_EVENTS = { join: 'discussion:join', leave: 'discussion:leave', message: 'discussion:message' } as const;

export const discussionSubject = z.object({
  subjectType: z.enum(DISCUSSION_SUBJECT_TYPES),
  subjectId: recordId(),
});
export const discussionMessageRequest = discussionSubject.extend({ body: text().trim().min(1, 'is required').max(2000) });

export interface DiscussionMessage {
  id: number;
  subjectType: DiscussionSubjectType;
  subjectId: number;
  body: string;
  author: { id: number; name: string };
  createdAt: string;
}
