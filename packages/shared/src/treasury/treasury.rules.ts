import Decimal from 'decimal.js';

/** Aging buckets of payables and receivables, by days past the due date. */
export const AGING_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  d1_30: '1-30 days',
  d31_60: '31-60 days',
  d61_90: '61-90 days',
  over90: 'Over 90 days',
};

const DAY_MS = 86_400_000;

/** Whole calendar days from `due` to `today` (YYYY-MM-DD each); negative while not yet due. */
export function daysPastDue(due: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / DAY_MS);
}

/** The bucket of an amount due on `due`, seen on `today`: not yet due or due today is current. */
export function agingBucket(due: string, today: string): AgingBucket {
  const days = daysPastDue(due, today);
  if (days <= 0) return 'current';
  if (days <= 30) return 'd1_30';
  if (days <= 60) return 'd31_60';
  if (days <= 90) return 'd61_90';
  return 'over90';
}

/**
 * The credit days a supplier's payment terms grant: the first number in "Net 30", "30 days",
 * "30 days PDC"; 0 (due on delivery) for "COD", "Cash", blank or anything without a number.
 */
export function creditDays(paymentTerms: string): number {
  const match = /(\d{1,3})/.exec(paymentTerms);
  return match ? Number(match[1]) : 0;
}

/** The due date (YYYY-MM-DD) of a bill dated `billDate` under `paymentTerms`. */
export function dueDate(billDate: string, paymentTerms: string): string {
  return new Date(Date.parse(`${billDate}T00:00:00Z`) + creditDays(paymentTerms) * DAY_MS).toISOString().slice(0, 10);
}

/** Each bucket's total (exact decimal text) of the open amounts, with their grand total. */
export function agingTotals(rows: readonly { due: string; amount: Decimal.Value }[], today: string): Record<AgingBucket | 'total', string> {
  const sums = Object.fromEntries(AGING_BUCKETS.map((b) => [b, new Decimal(0)])) as Record<AgingBucket, Decimal>;
  for (const row of rows) sums[agingBucket(row.due, today)] = sums[agingBucket(row.due, today)].plus(row.amount);
  const total = AGING_BUCKETS.reduce((sum, b) => sum.plus(sums[b]), new Decimal(0));
  return { ...(Object.fromEntries(AGING_BUCKETS.map((b) => [b, sums[b].toFixed(2)])) as Record<AgingBucket, string>), total: total.toFixed(2) };
}

/** Whether a fund account holding `balance` can pay `amount` (never below zero). */
export function canPay(balance: Decimal.Value, amount: Decimal.Value): boolean {
  return new Decimal(balance).greaterThanOrEqualTo(amount);
}

/**
 * What an order can still take in new requests for payment: its total less what was paid and
 * what open requests already hold; never below zero.
 */
export function requestableBalance(order: { total: Decimal.Value; paidAmount: Decimal.Value }, openRequests: Decimal.Value): Decimal {
  return Decimal.max(0, new Decimal(order.total).minus(order.paidAmount).minus(openRequests));
}
