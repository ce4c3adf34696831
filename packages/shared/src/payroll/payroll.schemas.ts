import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { patchSchemaOf } from '../records/patch';
import { numberFrom, recordId, text, wholeNumber } from '../validation';
import { CONTRIBUTION_SPLITS, PAYROLL_FREQUENCIES } from './payroll.rules';

const id = recordId();
const oneOf = <K extends readonly [string, ...string[]]>(keys: K) => z.enum(keys, { error: `must be one of ${keys.join(', ')}` });

const payrollGroupFields = z.object({
  name: text().trim().min(1, 'is required').max(120),
  frequency: oneOf(PAYROLL_FREQUENCIES).optional().default('SEMI_MONTHLY'),
  /** 261 (5 days a week), 313 (6 days), 365 … */
  workingDaysPerYear: wholeNumber(200, 366).optional().default(261),
  /** 1-28 (semi-monthly and monthly); the weekday 1 Monday … 7 Sunday for weekly groups. */
  cutoffStartDay: wholeNumber(1, 28).optional().default(1),
  payDayOffset: wholeNumber(0, 31).optional().default(5),
  contributionSplit: oneOf(CONTRIBUTION_SPLITS).optional().default('HALF'),
});
/** POST /payroll/group */
export const payrollGroupRequest = payrollGroupFields.refine((g) => g.frequency !== 'WEEKLY' || g.cutoffStartDay <= 7, {
  message: 'must be a weekday 1 (Monday) to 7 (Sunday) for a weekly group',
  path: ['cutoffStartDay'],
});
/** PATCH /payroll/group */
export const updatePayrollGroupRequest = patchSchemaOf(payrollGroupFields).extend({ id });
export type PayrollGroupRequest = z.infer<typeof payrollGroupRequest>;
export type UpdatePayrollGroupRequest = z.infer<typeof updatePayrollGroupRequest>;

/** POST /payroll/group/{id}/member and DELETE (body): employees in or out of the group. */
export const payrollGroupMembersRequest = z.object({ employeeIds: z.array(id).min(1, 'must name at least one employee').max(20_000) });

const yearMonth = {
  year: wholeNumber(2000, 2100),
  month: wholeNumber(1, 12),
};
/** POST /payroll/cutoff/generate */
export const generateCutoffsRequest = z.object({ payrollGroupId: id, ...yearMonth });

const cutoffFields = z.object({
  payrollGroupId: id,
  periodStart: isoDate,
  periodEnd: isoDate,
  payDate: isoDate.optional(),
  /** YYYY-MM whose contributions it carries; default the month of periodEnd. */
  month: text()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month YYYY-MM')
    .optional(),
  monthSequence: wholeNumber(1, 6).optional(),
  isLastOfMonth: z.boolean().optional(),
  includeThirteenthMonth: z.boolean().optional().default(false),
  includeSilConversion: z.boolean().optional().default(false),
});
/** POST /payroll/cutoff (by hand) */
export const createCutoffRequest = cutoffFields.refine((c) => c.periodEnd >= c.periodStart, { message: 'must be on or after periodStart', path: ['periodEnd'] });
/** PATCH /payroll/cutoff (an OPEN cutoff: pay date and what it includes) */
export const updateCutoffRequest = patchSchemaOf(cutoffFields.pick({ payDate: true, includeThirteenthMonth: true, includeSilConversion: true, isLastOfMonth: true })).extend({ id });
export type CreateCutoffRequest = z.infer<typeof createCutoffRequest>;
export type UpdateCutoffRequest = z.infer<typeof updateCutoffRequest>;

/** POST /payroll/cutoff/{id}/run */
export const runCutoffRequest = z
  .object({
    /** Compute the cutoff's attendance from punches and filings first (default true). */
    computeAttendance: z.boolean().optional().default(true),
    /** Employees per checkpoint (default 500). */
    batchSize: wholeNumber(1, 5000).optional(),
  })
  .optional()
  .default({ computeAttendance: true });
export type RunCutoffRequest = z.infer<typeof runCutoffRequest>;

/** GET /payroll/group/{id}/unpaid?cutoffId= */
export const unpaidQuery = z.object({ cutoffId: id });
/** GET /payroll/payslip?id= */
export const payslipQuery = z.object({ id });
/** GET /select-box/payroll-group */
export const payrollGroupSelectQuery = z.object({ search: text().max(200).optional() });
/** Cutoff list filters as query (GET /payroll/cutoff/list) */
export const cutoffListQuery = z.object({ payrollGroupId: id.optional(), year: wholeNumber(2000, 2100).optional(), month: numberFrom(z.number().int().min(1).max(12)).optional() });
