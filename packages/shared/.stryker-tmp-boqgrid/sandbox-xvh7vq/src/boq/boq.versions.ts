// @ts-nocheck
import Decimal from 'decimal.js';
import type { BoqComputed, BoqRowView } from './boq.arithmetic';
import type { BoqRowType } from './boq.constants';

/** Answers of the version calls (docs/api/boq.md, "REST"). */
export const BOQ_VERSION_MESSAGES = {
  created: 'Version created successfully',
  submittedToClient: 'Revision marked as submitted to the client',
  submitToClientPrompt: 'Mark this revision as submitted to the client? It is then frozen: nobody can edit, lock or unlock it.',
  switchPrompt: 'Are you sure you want to switch version?',
} as const;

/** GET /boq/version?projectId= list entry. */
export interface BoqVersion {
  id: number;
  revision: number;
  subject: string;
  name: string;
  status: string;
  sourceBillOfQuantity: { id: number; revision: number } | null;
  createdAt: string;
  /** YYYY-MM-DD and HH:mm, Philippine time. */
  date: string;
  time: string;
  /** The project's current revision (the only one that can be edited). */
  isCurrent: boolean;
  /** When and by whom the revision was marked "submitted to client" (frozen), or null. */
  submittedToClient: { at: string; by: { id: number; name: string } | null } | null;
}

/**
 * Copies carry the key `${lineage}@r${revision}`: the lineage is the key of the row it was first
 * copied from, so rows of two versions match whatever the path between them.
 */
export const boqKeyLineage = (key: string): string => key.replace(/@r\d+$/, '');
export const boqVersionKey = (key: string, revision: number): string => `${boqKeyLineage(key)}@r${revision}`;

/** The inputs a diff compares, with the row's direct cost (the export's Gross Total). */
export const BOQ_DIFF_FIELDS = [
  'type',
  'description',
  'quantity',
  'materialUnit',
  'materialUnitCost',
  'laborUnitCost',
  'laborPercentageCost',
  'profitMarginPercentage',
  'directCost',
] as const satisfies readonly (keyof BoqRowView)[];
export type BoqDiffField = (typeof BOQ_DIFF_FIELDS)[number];

export interface BoqDiffRow {
  /** The lineage key. */
  key: string;
  type: BoqRowType;
  numerals: string;
  description: string;
  /** Direct cost (Gross Total) in the version it is in. */
  amount: string;
}
export interface BoqDiffChange extends BoqDiffRow {
  fields: Partial<Record<BoqDiffField, [string, string]>>;
  amountFrom: string;
  amountTo: string;
  amountDelta: string;
}
/** GET /boq/version/diff?fromId=&toId= */
export interface BoqVersionDiff {
  from: { id: number; revision: number; name: string };
  to: { id: number; revision: number; name: string };
  added: BoqDiffRow[];
  removed: BoqDiffRow[];
  changed: BoqDiffChange[];
  /** Grand totals (direct cost) and the with-profit totals. */
  totals: { from: string; to: string; delta: string; fromWithProfit: string; toWithProfit: string; deltaWithProfit: string };
}

const NUMERIC_FIELDS = new Set<BoqDiffField>(['quantity', 'materialUnitCost', 'laborUnitCost', 'laborPercentageCost', 'profitMarginPercentage', 'directCost']);
/** Numbers as plain decimals without trailing zeros ('2.5000' -> '2.5'); text as it is. */
const shown = (field: BoqDiffField, value: string) => (NUMERIC_FIELDS.has(field) ? new Decimal(value || 0).toFixed() : value);
const delta = (from: string, to: string) => new Decimal(to || 0).sub(new Decimal(from || 0)).toFixed(2);
const diffRow = (row: BoqRowView): BoqDiffRow => ({
  key: boqKeyLineage(row.key),
  type: row.type,
  numerals: row.numerals,
  description: row.description,
  amount: row.directCost,
});

/** Rows of two computed versions matched by key lineage: added, removed and changed (in display order). */
export function diffBoqVersions(
  from: Pick<BoqComputed, 'ordered' | 'boqTotal' | 'boqTotalWithProfit'>,
  to: Pick<BoqComputed, 'ordered' | 'boqTotal' | 'boqTotalWithProfit'>,
): Pick<BoqVersionDiff, 'added' | 'removed' | 'changed' | 'totals'> {
  const fromByKey = new Map(from.ordered.map((row) => [boqKeyLineage(row.key), row]));
  const toKeys = new Set(to.ordered.map((row) => boqKeyLineage(row.key)));
  const added: BoqDiffRow[] = [];
  const changed: BoqDiffChange[] = [];
  for (const row of to.ordered) {
    const before = fromByKey.get(boqKeyLineage(row.key));
    if (!before) {
      added.push(diffRow(row));
      continue;
    }
    const fields: BoqDiffChange['fields'] = {};
    for (const field of BOQ_DIFF_FIELDS) {
      const a = shown(field, String(before[field] ?? ''));
      const b = shown(field, String(row[field] ?? ''));
      if (a !== b) fields[field] = [a, b];
    }
    if (Object.keys(fields).length > 0) {
      changed.push({ ...diffRow(row), fields, amountFrom: before.directCost, amountTo: row.directCost, amountDelta: delta(before.directCost, row.directCost) });
    }
  }
  const removed = from.ordered.filter((row) => !toKeys.has(boqKeyLineage(row.key))).map(diffRow);
  return {
    added,
    removed,
    changed,
    totals: {
      from: from.boqTotal,
      to: to.boqTotal,
      delta: delta(from.boqTotal, to.boqTotal),
      fromWithProfit: from.boqTotalWithProfit,
      toWithProfit: to.boqTotalWithProfit,
      deltaWithProfit: delta(from.boqTotalWithProfit, to.boqTotalWithProfit),
    },
  };
}
