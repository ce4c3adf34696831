import Decimal from 'decimal.js';
import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { text } from '../validation';
import { PAYSLIP_PREVIEW_PERIODS } from './payslip-preview';
import { DAY_TYPES } from './premiums';
import { TAX_PERIODS, type StatutoryAgency } from './statutory';

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * An exact decimal in a request, as text ("1025.50") or a JSON number, to text with `places`
 * decimals: never a float past this point. At least 0, at most `max`.
 */
export const decimalText = (places: number, max: string) =>
  z
    .preprocess(
      (value) => (Number.isFinite(value) ? String(value) : value),
      text()
        .trim()
        .min(1, 'is required')
        .superRefine((value, context) => {
          if (!DECIMAL_TEXT.test(value)) return void context.addIssue('must be a number');
          const decimal = new Decimal(value);
          if (decimal.isNegative() && !decimal.isZero()) return void context.addIssue('must be at least 0');
          if (decimal.decimalPlaces() > places) return void context.addIssue(`at most ${places} decimals`);
          if (decimal.gt(max)) context.addIssue(`must be at most ${max}`);
        }),
    )
    .transform((value) => new Decimal(value).abs().toFixed(places));

/** Pesos to the centavo: "1025.50". */
export const moneyText = decimalText(2, '9999999999999.99');
/** A rate between 0 and 1: "0.05". */
const rateText = decimalText(6, '1');
const hours = (max: number) => decimalText(2, String(max));

const STATUTORY_AGENCY_PATHS = ['sss', 'philhealth', 'pagibig', 'tax'] as const;
export type StatutoryAgencyPath = (typeof STATUTORY_AGENCY_PATHS)[number];
export const STATUTORY_AGENCY_OF_PATH: Record<StatutoryAgencyPath, StatutoryAgency> = { sss: 'SSS', philhealth: 'PHILHEALTH', pagibig: 'PAGIBIG', tax: 'TAX' };

/** The {agency} of /payroll/statutory/{agency}. */
export const statutoryAgencyParams = z.object({
  agency: z.enum(STATUTORY_AGENCY_PATHS, { error: `must be one of ${STATUTORY_AGENCY_PATHS.join(', ')}` }),
});

/** Rows ascending by `key`, the first from 0. */
const ascendingFromZero =
  <T>(key: (row: T) => string, what: string) =>
  (rows: T[], context: z.RefinementCtx) => {
    if (rows.length > 0 && !new Decimal(key(rows[0])).isZero()) context.addIssue({ code: 'custom', path: [0], message: `the first ${what} starts at 0` });
    for (let i = 1; i < rows.length; i++) {
      if (!new Decimal(key(rows[i])).gt(key(rows[i - 1]))) context.addIssue({ code: 'custom', path: [i], message: `${what}s must be in ascending order` });
    }
  };

const sssBand = z.object({ from: moneyText, monthlySalaryCredit: moneyText });
export const sssParametersInput = z.object({
  employeeRate: rateText,
  employerRate: rateText,
  regularCreditCap: moneyText,
  ecThreshold: moneyText,
  ecLow: moneyText,
  ecHigh: moneyText,
  bands: z.array(sssBand).min(1).max(500).superRefine(ascendingFromZero((band) => band.from, 'band')),
});
export const philhealthParametersInput = z
  .object({ rate: rateText, salaryFloor: moneyText, salaryCeiling: moneyText })
  .refine((p) => new Decimal(p.salaryCeiling).gte(p.salaryFloor), { path: ['salaryCeiling'], message: 'must be at least the floor' });
export const pagibigParametersInput = z.object({
  fundSalaryCap: moneyText,
  lowSalaryLimit: moneyText,
  employeeRateLow: rateText,
  employeeRate: rateText,
  employerRate: rateText,
});
const taxBracket = z.object({ over: moneyText, fixed: moneyText, rate: rateText });
const taxTable = z.array(taxBracket).min(1).max(30).superRefine(ascendingFromZero((row) => row.over, 'bracket'));
export const taxParametersInput = z.object({
  brackets: z.object({ daily: taxTable, weekly: taxTable, 'semi-monthly': taxTable, monthly: taxTable, annual: taxTable }),
});

export const STATUTORY_PARAMETERS_INPUT = {
  SSS: sssParametersInput,
  PHILHEALTH: philhealthParametersInput,
  PAGIBIG: pagibigParametersInput,
  TAX: taxParametersInput,
} as const;

const versionFields = {
  effectiveFrom: isoDate,
  title: text().trim().min(1, 'is required').max(200),
  source: text().trim().min(1, 'is required').max(300),
  sourceUrl: text()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), 'must be a web address (https://…)')
    .optional()
    .default(''),
};
/** POST /payroll/statutory/{agency}: a new version; `parameters` in the agency's shape. */
export const statutoryVersionRequestOf = <A extends StatutoryAgency>(agency: A) => z.object({ ...versionFields, parameters: STATUTORY_PARAMETERS_INPUT[agency] });
/** The documented body: parameters in any agency's shape (the handler parses the path's). */
export const statutoryVersionRequest = z.object({
  ...versionFields,
  parameters: z.union([sssParametersInput, philhealthParametersInput, pagibigParametersInput, taxParametersInput]),
});

/** POST /payroll/statutory/contributions */
export const contributionsRequest = z.object({
  date: isoDate,
  monthlyCompensation: moneyText,
  monthlyBasicSalary: moneyText,
  /** Defaults to the monthly compensation. */
  pagibigFundSalary: moneyText.optional(),
});
/** POST /payroll/statutory/withholding-tax */
export const withholdingTaxRequest = z.object({
  date: isoDate,
  period: z.enum(TAX_PERIODS, { error: `must be one of ${TAX_PERIODS.join(', ')}` }),
  taxableCompensation: moneyText,
});
/** POST /payroll/statutory/day-pay */
export const dayPayRequest = z
  .object({
    date: isoDate,
    hourlyRate: decimalText(4, '99999999.9999'),
    dayType: z.enum(DAY_TYPES, { error: `must be one of ${DAY_TYPES.join(', ')}` }),
    isRestDay: z.boolean({ error: 'must be true or false' }).optional().default(false),
    worked: z.boolean({ error: 'must be true or false' }).optional().default(true),
    /** Regular hours, at most 8. */
    hoursWorked: hours(8).optional().default('0.00'),
    overtimeHours: hours(16).optional().default('0.00'),
    nightHours: hours(24).optional().default('0.00'),
  })
  .refine((r) => new Decimal(r.nightHours).lte(new Decimal(r.hoursWorked).plus(r.overtimeHours)), {
    path: ['nightHours'],
    message: 'must be at most the hours worked plus overtime',
  });
/** POST /payroll/payslip-preview */
export const payslipPreviewRequest = z.object({
  date: isoDate,
  period: z.enum(PAYSLIP_PREVIEW_PERIODS, { error: `must be one of ${PAYSLIP_PREVIEW_PERIODS.join(', ')}` }),
  basicPay: moneyText,
  taxableAllowances: moneyText.optional(),
  nonTaxableAllowances: moneyText.optional(),
  overtimePay: moneyText.optional(),
  deductions: moneyText.optional(),
  cutoff: z.enum(['first', 'second'], { error: 'must be one of first, second' }).optional(),
});

export type ContributionsRequest = z.infer<typeof contributionsRequest>;
export type WithholdingTaxRequest = z.infer<typeof withholdingTaxRequest>;
export type DayPayRequest = z.infer<typeof dayPayRequest>;
export type PayslipPreviewRequest = z.infer<typeof payslipPreviewRequest>;
export type StatutoryVersionRequest = z.infer<typeof statutoryVersionRequest>;

/** One version as GET /payroll/statutory/{agency} answers it. */
export interface StatutoryVersion<P = unknown> {
  id: number;
  agency: StatutoryAgency;
  effectiveFrom: string;
  title: string;
  source: string;
  sourceUrl: string;
  parameters: P;
  /** Who added it; null for the seeded versions. */
  createdBy: { id: number; name: string } | null;
  createdAt: string;
  /** The version in force today. */
  isInForce: boolean;
}

export const STATUTORY_MESSAGES = {
  created: 'Version added',
  duplicate: (agency: string, date: string) => `A ${agency} version effective ${date} already exists`,
  noneInForce: (agency: string, date: string) => `date: no ${agency} table is in force on ${date}`,
} as const;
