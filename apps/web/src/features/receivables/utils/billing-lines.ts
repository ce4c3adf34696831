import { progressBilling, type BillingTerms, type BoqRowView, type ProgressBilling } from '@haligi/shared';
import Decimal from 'decimal.js';

/** A leaf item of the BOQ as the billing form shows it. */
export interface BillableLine {
  boqItemId: number;
  numerals: string;
  description: string;
  /** The line's contract amount (total with profit), pesos. */
  amount: string;
  /** Percent reached by the earlier billings that count ("0" for none). */
  previousPercent: string;
  /** The headings above it, nearest last: a heading's "set all to" reaches these lines. */
  headingIds: number[];
}

export interface BillingHeading {
  id: number;
  label: string;
}

/**
 * The BOQ's leaf items in display order (depth first), as the server bills them: ITEM rows
 * without children, each with the percent earlier billings reached; and the rows above items.
 */
export function billableLines(tree: readonly BoqRowView[], previous: ReadonlyMap<number, string>): { lines: BillableLine[]; headings: BillingHeading[] } {
  const lines: BillableLine[] = [];
  const headings: BillingHeading[] = [];
  const walk = (rows: readonly BoqRowView[], above: number[]) => {
    for (const row of rows) {
      if (row.hasChildren) {
        headings.push({ id: row.id, label: `${row.numerals} ${row.description}`.trim() });
        walk(row.children, [...above, row.id]);
      } else if (row.type === 'ITEM') {
        lines.push({ boqItemId: row.id, numerals: row.numerals, description: row.description, amount: row.totalWithProfit, previousPercent: previous.get(row.id) ?? '0', headingIds: above });
      }
    }
  };
  walk(tree, []);
  return { lines, headings: headings.filter((h) => lines.some((l) => l.headingIds.includes(h.id))) };
}

/** Each BOQ line's highest percent among the earlier billings' lines (the server's "previous"). */
export function previousPercents(billings: readonly { lines: readonly { boqItemId: number; toDatePercent: string }[] }[]): Map<number, string> {
  const reached = new Map<number, string>();
  for (const billing of billings) {
    for (const line of billing.lines) {
      const before = reached.get(line.boqItemId);
      if (before === undefined || new Decimal(line.toDatePercent).greaterThan(before)) reached.set(line.boqItemId, line.toDatePercent);
    }
  }
  return reached;
}

/** The down payment the earlier billings recouped. */
export function recoupedSoFar(billings: readonly { downpaymentRecoupment: string }[]): string {
  return billings.reduce((sum, b) => sum.plus(b.downpaymentRecoupment), new Decimal(0)).toFixed(2);
}

const PERCENT = /^\d{1,3}(\.\d{0,2})?$/;

/** Why a typed percent to date cannot be billed, or null; blank keeps the previous percent. */
export function percentProblem(value: string, previousPercent: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (!PERCENT.test(text)) return 'Enter a percent with at most 2 decimals';
  const percent = new Decimal(text);
  if (percent.greaterThan(100)) return 'At most 100%';
  if (percent.lessThan(previousPercent)) return `Not below the previous ${formatPercent(previousPercent)}`;
  return null;
}

/** "40%", "12.5%": a percent without trailing zeros. */
export function formatPercent(value: string | number): string {
  return `${new Decimal(value).toDecimalPlaces(2).toString()}%`;
}

export interface BillingDraft {
  /** The figures as the server will work them out; null while a line has a problem. */
  preview: ProgressBilling | null;
  /** Lines whose percent moved: what is sent. */
  changed: { boqItemId: number; toDatePercent: string }[];
  problems: Map<number, string>;
}

/** The live preview: the shared progressBilling over every leaf, typed percents where given. */
export function billingDraft(lines: readonly BillableLine[], entered: Readonly<Record<number, string>>, terms: BillingTerms): BillingDraft {
  const problems = new Map<number, string>();
  const changed: BillingDraft['changed'] = [];
  const billing = lines.map((line) => {
    const typed = (entered[line.boqItemId] ?? '').trim();
    const problem = percentProblem(typed, line.previousPercent);
    if (problem) problems.set(line.boqItemId, problem);
    const toDate = typed === '' || problem ? line.previousPercent : typed;
    if (!new Decimal(toDate).equals(line.previousPercent)) changed.push({ boqItemId: line.boqItemId, toDatePercent: new Decimal(toDate).toFixed(2) });
    return { amount: line.amount, previousPercent: line.previousPercent, toDatePercent: toDate };
  });
  return { preview: problems.size ? null : progressBilling(billing, terms), changed, problems };
}

/**
 * "Set a heading to X%": the percent for every line under the heading (every line for null) that
 * it does not take below its previous billing; the others are counted as skipped.
 */
export function setHeadingPercent(lines: readonly BillableLine[], headingId: number | null, percent: string, entered: Readonly<Record<number, string>>): { entered: Record<number, string>; skipped: number } {
  const next = { ...entered };
  let skipped = 0;
  for (const line of lines) {
    if (headingId !== null && !line.headingIds.includes(headingId)) continue;
    if (new Decimal(percent).lessThan(line.previousPercent)) skipped++;
    else next[line.boqItemId] = percent;
  }
  return { entered: next, skipped };
}

/** The line index a server message names ("lines.3.toDatePercent: ..."), or null. */
export function lineIndexOf(message: string): number | null {
  const match = /^lines\.(\d+)\./.exec(message);
  return match ? Number(match[1]) : null;
}
