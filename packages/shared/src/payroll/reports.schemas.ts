import Decimal from 'decimal.js';
import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { recordId, text, wholeNumber } from '../validation';

/** A calendar month YYYY-MM. */
export const yearMonth = text()
  .trim()
  .refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), 'must be a month YYYY-MM');

/** Money in: a number or a decimal string, at least 0, at most 2 places; out: a string with two places ("1025.00"). */
export const moneyInput = z
  .union([z.number({ error: 'must be an amount' }), text()], { error: 'must be an amount' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,13}(\.\d{1,2})?$/.test(v), 'must be an amount of at least 0 with at most 2 decimals')
  .transform((v) => new Decimal(v).toFixed(2));

export const REPORT_YEAR_MIN = 2000;
export const REPORT_YEAR_MAX = 2100;
const year = wholeNumber(REPORT_YEAR_MIN, REPORT_YEAR_MAX);

/** ?month=YYYY-MM (PhilHealth RF-1, Pag-IBIG MCRF, BIR 1601-C). */
export const reportMonthQuery = z.object({ month: yearMonth });
/** ?year=&quarter= (SSS R-3). */
export const reportQuarterQuery = z.object({ year, quarter: wholeNumber(1, 4) });
/** ?year= (1604-C alphalist, 2316). */
export const reportYearQuery = z.object({ year });
/** ?year=&employeeId= (one employee's 2316). */
export const report2316Query = z.object({ year, employeeId: recordId() });

export const REPORT_FORMATS = ['json', 'xlsx', 'pdf'] as const;

/** POST /payroll/remittance: a payment to an agency for a month ("Record payment"). */
export const recordRemittanceRequest = z
  .object({
    agency: z.enum(['SSS', 'PHILHEALTH', 'PAGIBIG', 'TAX'], { error: 'must be SSS, PHILHEALTH, PAGIBIG or TAX' }),
    month: yearMonth,
    employeeShare: moneyInput.optional().default('0.00'),
    employerShare: moneyInput.optional().default('0.00'),
    ec: moneyInput.optional().default('0.00'),
    referenceNo: text().trim().min(1, 'is required').max(100),
    paidAt: isoDate,
    note: text().trim().max(500).optional().default(''),
  })
  .refine((v) => new Decimal(v.employeeShare).plus(v.employerShare).plus(v.ec).greaterThan(0), { message: 'the amounts must add up to more than 0', path: ['employeeShare'] });

/** GET /hr-processing/government-payment-history/{agency}?year=&page=&perPage= */
export const paymentHistoryQuery = z.object({
  year: year.optional(),
  page: wholeNumber(1, 1_000_000).optional().default(1),
  perPage: wholeNumber(1, 100).optional().default(12),
});

/** GET /payroll/report/register, /payroll/report/bank-file: ?cutoffId= */
export const cutoffReportQuery = z.object({ cutoffId: recordId(), format: z.enum(['csv', 'xlsx'], { error: 'must be csv or xlsx' }).optional().default('xlsx') });

/** GET /manpower/payroll-dashboard: the posted cutoffs of a year (default this one). */
export const payrollDashboardQuery = z.object({ year: year.optional() });

export const PAYROLL_OUTPUT_MESSAGES = {
  emailQueued: 'The payslips are being emailed',
  remittanceRecorded: 'Payment recorded',
  notPosted: 'Only an approved or posted cutoff has payslips to send',
  noPayslips: 'This cutoff has no payslips',
} as const;
