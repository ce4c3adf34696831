import { z } from 'zod';
import { isoDate, pesoAmount } from '../leads/lead.schemas';
import { patchSchemaOf } from '../records/patch';
import { numberFrom, recordId, text, wholeNumber } from '../validation';
import { CUTOFF_RULES, PLAN_KINDS, PLAN_METHODS } from './plan.rules';

const id = recordId();
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` });
/** Days a year, to the hundredth. */
const planDays = numberFrom(
  z
    .number()
    .min(0, 'must be at least 0')
    .max(366, 'must be at most 366')
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'at most 2 decimals'),
);
/** A loan's principal or amortization: more than zero. */
const positiveAmount = numberFrom(
  z
    .number()
    .gt(0, 'must be more than 0')
    .max(9_999_999_999_999, 'is too large')
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'at most 2 decimals'),
);
/** A loan correction: signed, not zero. */
const signedAmount = numberFrom(
  z
    .number()
    .min(-9_999_999_999_999, 'is too small')
    .max(9_999_999_999_999, 'is too large')
    .refine((v) => v !== 0, 'must not be 0')
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'at most 2 decimals'),
);

export const planKind = oneOf(PLAN_KINDS);

const planFields = z.object({
  kind: planKind,
  code: text().trim().min(1, 'is required').max(30),
  name: text().trim().min(1, 'is required').max(200),
  /** Default: the kind's first method (FIXED; YEARLY for SIL). */
  method: oneOf(PLAN_METHODS).optional(),
  amount: pesoAmount.optional().default(0),
  cutoffRule: oneOf(CUTOFF_RULES).optional().default('EVERY'),
  isTaxable: z.boolean().optional().default(true),
  monthlyExemptLimit: pesoAmount.nullable().optional(),
  isInFundSalary: z.boolean().optional().default(false),
  isPreTax: z.boolean().optional().default(false),
  /** Default: 5 for SIL (Labor Code art. 95), else 0. */
  daysPerYear: planDays.optional(),
  isActive: z.boolean().optional().default(true),
});
/** POST /payroll/plan */
export const planRequest = planFields;
export type PlanRequest = z.infer<typeof planRequest>;
/** PATCH /payroll/plan: the fields sent; the kind never changes. */
export const updatePlanRequest = patchSchemaOf(planFields.omit({ kind: true })).extend({ id });
export type UpdatePlanRequest = z.infer<typeof updatePlanRequest>;

const memberFields = z.object({
  planId: id,
  employeeId: id,
  /** Overrides the plan's amount; null: the plan's. */
  amount: pesoAmount.nullable().optional(),
  /** Loans: what was lent, written as the ledger's + row. */
  principal: positiveAmount.optional(),
  /** Loans: deducted each cutoff the plan applies to until the balance is paid. */
  amortization: positiveAmount.optional(),
  startDate: isoDate,
  endDate: isoDate.nullable().optional(),
  note: text().trim().max(500).optional().default(''),
});
/** POST /payroll/plan/member: enrol an employee (a loan: with principal and amortization). */
export const planMemberRequest = memberFields;
export type PlanMemberRequest = z.infer<typeof planMemberRequest>;
/** PATCH /payroll/plan/member: amount, amortization, dates and note; the principal is the ledger's. */
export const updatePlanMemberRequest = patchSchemaOf(memberFields.omit({ planId: true, employeeId: true, principal: true })).extend({ id });
export type UpdatePlanMemberRequest = z.infer<typeof updatePlanMemberRequest>;

/** POST /payroll/plan/member/bulk: everyone (not separated) of a team or a department. */
export const bulkEnrolRequest = z
  .object({
    planId: id,
    teamId: id.optional(),
    departmentId: id.optional(),
    amount: pesoAmount.nullable().optional(),
    startDate: isoDate,
    endDate: isoDate.nullable().optional(),
  })
  .refine((b) => (b.teamId === undefined) !== (b.departmentId === undefined), { message: 'name a team or a department (one of them)', path: ['teamId'] });
export type BulkEnrolRequest = z.infer<typeof bulkEnrolRequest>;

/** POST /payroll/plan/member/{id}/end */
export const endEnrolmentRequest = z.object({ endDate: isoDate });

/** GET /payroll/loan?memberId= */
export const loanQuery = z.object({ memberId: id });
/** POST /payroll/loan/correction: a new ledger row (never an edit). */
export const loanCorrectionRequest = z.object({
  memberId: id,
  amount: signedAmount,
  memo: text().trim().min(1, 'is required').max(500),
});
export type LoanCorrectionRequest = z.infer<typeof loanCorrectionRequest>;

/** POST /payroll/plan/sil-grant: the plan's days to its eligible members for a year. */
export const silGrantRequest = z.object({ planId: id, year: wholeNumber(2000, 2100) });
