import Decimal from 'decimal.js';
import { z } from 'zod';
import { patchSchemaOf } from '../records/patch';
import { numberFrom, text } from '../validation';

/**
 * The summary under a BOQ's lines in the Excel export and the quotation PDF (decision 0036):
 *
 *   Direct Cost            = the BOQ total (sum of the rows' direct costs)
 *   Overhead (OCM) p%      = Direct Cost x p%            (only when p is set and above 0)
 *   Contingency c%         = Direct Cost x c%            (only when c is set and above 0)
 *   Profit                 = the rows' profit margins (each row's direct cost x its Profit Margin %)
 *   Total with Profit      = Direct Cost + OCM + Contingency + Profit
 *   VAT 12%                = Total with Profit x 12%
 *   Grand Total            = Total with Profit + VAT
 *
 * Every percentage line is rounded half-up to the centavo on its own; the totals are sums of the
 * rounded lines, so the lines shown always add up.
 */
export const BOQ_VAT_PERCENTAGE = '12';

export type BoqSummaryLineKey = 'DIRECT_COST' | 'OCM' | 'CONTINGENCY' | 'PROFIT' | 'TOTAL_WITH_PROFIT' | 'VAT' | 'GRAND_TOTAL';

export interface BoqSummaryLine {
  key: BoqSummaryLineKey;
  /** "Overhead (OCM) 10%". */
  label: string;
  /** The line's percentage as stored ("10.00"), or null on lines that are sums. */
  percentage: string | null;
  /** Pesos to the centavo: "1234.50". */
  amount: string;
  /** Sums (Total with Profit, Grand Total) are shown bold. */
  isTotal: boolean;
}

/** The per-BOQ percentages; null: no such line. */
export interface BoqSummarySettings {
  ocmPercentage: string | null;
  contingencyPercentage: string | null;
}

export const BOQ_SUMMARY_LABELS = {
  directCost: 'Direct Cost',
  ocm: 'Overhead (OCM)',
  contingency: 'Contingency',
  profit: 'Profit',
  totalWithProfit: 'Total with Profit',
  vat: 'VAT',
  grandTotal: 'Grand Total (VAT inclusive)',
} as const;

/** "10.00" -> "10%", "7.50" -> "7.5%", "12.25" -> "12.25%". */
export function formatPercentage(value: Decimal.Value): string {
  return `${new Decimal(value).toFixed()}%`;
}

const centavos = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const isSet = (percentage: string | null): percentage is string => percentage !== null && new Decimal(percentage).greaterThan(0);

/**
 * The summary lines of a BOQ from its totals (`boqTotal`, `boqTotalWithProfit` of `computeBoq`)
 * and its percentages. Amounts in and out are exact decimal text.
 */
export function boqSummaryLines(totals: { boqTotal: string; boqTotalWithProfit: string }, settings: BoqSummarySettings): BoqSummaryLine[] {
  const direct = centavos(totals.boqTotal);
  const profit = centavos(totals.boqTotalWithProfit).minus(direct);
  const lines: BoqSummaryLine[] = [{ key: 'DIRECT_COST', label: BOQ_SUMMARY_LABELS.directCost, percentage: null, amount: direct.toFixed(2), isTotal: false }];
  let total = direct;
  const percentageLine = (key: 'OCM' | 'CONTINGENCY', label: string, percentage: string | null) => {
    if (!isSet(percentage)) return;
    const amount = centavos(direct.times(percentage).dividedBy(100));
    total = total.plus(amount);
    lines.push({ key, label: `${label} ${formatPercentage(percentage)}`, percentage: new Decimal(percentage).toFixed(2), amount: amount.toFixed(2), isTotal: false });
  };
  percentageLine('OCM', BOQ_SUMMARY_LABELS.ocm, settings.ocmPercentage);
  percentageLine('CONTINGENCY', BOQ_SUMMARY_LABELS.contingency, settings.contingencyPercentage);
  total = total.plus(profit);
  const vat = centavos(total.times(BOQ_VAT_PERCENTAGE).dividedBy(100));
  lines.push(
    { key: 'PROFIT', label: BOQ_SUMMARY_LABELS.profit, percentage: null, amount: profit.toFixed(2), isTotal: false },
    { key: 'TOTAL_WITH_PROFIT', label: BOQ_SUMMARY_LABELS.totalWithProfit, percentage: null, amount: total.toFixed(2), isTotal: true },
    { key: 'VAT', label: `${BOQ_SUMMARY_LABELS.vat} ${formatPercentage(BOQ_VAT_PERCENTAGE)}`, percentage: new Decimal(BOQ_VAT_PERCENTAGE).toFixed(2), amount: vat.toFixed(2), isTotal: false },
    { key: 'GRAND_TOTAL', label: BOQ_SUMMARY_LABELS.grandTotal, percentage: null, amount: total.plus(vat).toFixed(2), isTotal: true },
  );
  return lines;
}

/** A summary percentage: 0 to 100 with at most 2 decimals. */
const summaryPercentage = numberFrom(
  z
    .number()
    .min(0, 'must be at least 0')
    .max(100, 'must be at most 100')
    .refine((v) => new Decimal(v).decimalPlaces() <= 2, 'must have at most 2 decimal places'),
);

export const BOQ_QUOTATION_TERMS_MAX = 4000;

/**
 * A BOQ's quotation settings: the OCM and contingency percentages (null: no such line) and the
 * terms printed on the quotation (null: the default terms, `defaultQuotationTerms`).
 */
export const boqSettingsFields = z.object({
  ocmPercentage: summaryPercentage.nullable(),
  contingencyPercentage: summaryPercentage.nullable(),
  quotationTerms: text().trim().max(BOQ_QUOTATION_TERMS_MAX).nullable(),
});
/** PATCH /boq/{id}/settings: only the fields named change; null clears. */
export const updateBoqSettingsRequest = patchSchemaOf(boqSettingsFields);
export type UpdateBoqSettingsRequest = z.infer<typeof updateBoqSettingsRequest>;

/** GET /boq/{id}/settings. */
export interface BoqSettings extends BoqSummarySettings {
  quotationTerms: string | null;
  /** The terms the quotation prints: the BOQ's own, else the default ones. */
  effectiveQuotationTerms: string;
  quotationNumber: string | null;
  summary: BoqSummaryLine[];
  /** Why the settings cannot be changed now (a read-only revision, or LOCKED); null when they can. */
  readOnlyReason: string | null;
}

export const BOQ_SETTINGS_MESSAGES = { saved: 'BOQ settings saved' } as const;

/** The quotation's number series: QT-000001 (company sequence). */
export const QUOTATION_PREFIX = 'QT';

/**
 * The terms a quotation prints when the BOQ has none of its own; the project's downpayment and
 * retention (percent of the contract) are named when set.
 */
export function defaultQuotationTerms(project: { downpaymentAmount: string; retentionAmount: string }): string {
  const terms = [
    'Prices are in Philippine pesos and include 12% VAT.',
    'This quotation is valid for 30 days from its date.',
  ];
  if (new Decimal(project.downpaymentAmount || 0).greaterThan(0)) terms.push(`Downpayment: ${formatPercentage(project.downpaymentAmount)} of the contract price upon signing.`);
  terms.push('Progress billings are based on work accomplished.');
  if (new Decimal(project.retentionAmount || 0).greaterThan(0)) terms.push(`Retention: ${formatPercentage(project.retentionAmount)} of each billing, released upon completion and acceptance.`);
  terms.push('Work not listed in this quotation is billed separately.');
  return terms.map((term, i) => `${i + 1}. ${term}`).join('\n');
}

/** "QT-000001 Tower BOQ r2.pdf" in plain characters (the server's attachment name and the web's saved file). */
export function quotationFileName(number: string, boq: { name: string; revision: number }): string {
  const base = `${number} ${boq.name} r${boq.revision}`.replace(/[^A-Za-z0-9 ._-]+/g, '_').replace(/\s+/g, ' ');
  return `${base.slice(0, 120)}.pdf`;
}
