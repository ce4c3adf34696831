import Decimal from 'decimal.js';
import type { BoqInsertMethod, BoqRowType, QtoApprovalStatus } from './boq.constants';

/**
 * BOQ arithmetic and numbering (issue 5, decided here). Inputs are exact decimals as text; every
 * amount is rounded half-up to the centavo; parents sum their children's rounded amounts.
 */
export interface BoqRowInput {
  id: number;
  parentId: number | null;
  position: number;
  type: BoqRowType;
  key: string;
  description: string;
  itemId: number | null;
  quantity: string;
  quantityPurchased: string;
  materialUnit: string;
  materialUnitCost: string;
  laborUnitCost: string;
  laborPercentageCost: string;
  profitMarginPercentage: string;
  color: string | null;
  approvalStatus: QtoApprovalStatus;
  isQuantityTakeOffItem: boolean;
  quantityTakeOffTotal: string;
}

/** The computed amounts of a row; a parent's are the sums of its children's. */
export interface BoqAmounts {
  materialTotalCost: string;
  laborUnitCostDisplay: string;
  laborTotalCost: string;
  directCost: string;
  profitMargin: string;
  totalWithProfit: string;
  subTotalWithProfit: string;
}

export interface BoqRowView extends BoqRowInput, BoqAmounts {
  numerals: string;
  /** Nesting depth: 0 at the top level. */
  generation: number;
  hasChildren: boolean;
  children: BoqRowView[];
}

export interface BoqComputed {
  /** Top-level rows, each with its children, in order. */
  tree: BoqRowView[];
  /** Every row by id (the same objects as in the tree). */
  byId: Map<number, BoqRowView>;
  /** Rows in display order (depth first). */
  ordered: BoqRowView[];
  boqTotal: string;
  boqTotalWithProfit: string;
}

const D = (v: Decimal.Value | null | undefined) => new Decimal(v === '' || v === null || v === undefined ? 0 : v);
const cents = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const money = (v: Decimal) => cents(v).toFixed(2);

/** The amounts of a leaf ITEM row. */
export function leafAmounts(row: Pick<BoqRowInput, 'quantity' | 'materialUnitCost' | 'laborUnitCost' | 'laborPercentageCost' | 'profitMarginPercentage'>): BoqAmounts {
  const quantity = D(row.quantity);
  const materialUnitCost = D(row.materialUnitCost);
  const laborPercentage = D(row.laborPercentageCost);
  const effectiveLabor = cents(laborPercentage.gt(0) ? materialUnitCost.mul(laborPercentage).div(100) : D(row.laborUnitCost));
  const materialTotalCost = cents(quantity.mul(materialUnitCost));
  const laborTotalCost = cents(quantity.mul(effectiveLabor));
  const directCost = materialTotalCost.add(laborTotalCost);
  const profitMargin = cents(directCost.mul(D(row.profitMarginPercentage)).div(100));
  const totalWithProfit = directCost.add(profitMargin);
  return {
    materialTotalCost: money(materialTotalCost),
    laborUnitCostDisplay: money(effectiveLabor),
    laborTotalCost: money(laborTotalCost),
    directCost: money(directCost),
    profitMargin: money(profitMargin),
    totalWithProfit: money(totalWithProfit),
    subTotalWithProfit: money(totalWithProfit),
  };
}

const ZERO: BoqAmounts = {
  materialTotalCost: '0.00',
  laborUnitCostDisplay: '0.00',
  laborTotalCost: '0.00',
  directCost: '0.00',
  profitMargin: '0.00',
  totalWithProfit: '0.00',
  subTotalWithProfit: '0.00',
};

/** A parent's amounts: the sums of its children's rounded amounts (its own cost fields do not count). */
export function sumAmounts(children: readonly BoqAmounts[]): BoqAmounts {
  if (children.length === 0) return { ...ZERO };
  const sum = (key: keyof BoqAmounts) => money(children.reduce((acc, c) => acc.add(D(c[key])), new Decimal(0)));
  const totalWithProfit = sum('totalWithProfit');
  return {
    materialTotalCost: sum('materialTotalCost'),
    laborUnitCostDisplay: '0.00',
    laborTotalCost: sum('laborTotalCost'),
    directCost: sum('directCost'),
    profitMargin: sum('profitMargin'),
    totalWithProfit,
    subTotalWithProfit: totalWithProfit,
  };
}

const ROMAN: [number, string][] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];
/** 1 -> I, 4 -> IV, 14 -> XIV. */
export function toRoman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, glyph] of ROMAN) {
    while (rest >= value) {
      out += glyph;
      rest -= value;
    }
  }
  return out;
}
/** 1 -> A, 26 -> Z, 27 -> AA. */
export function toLetters(n: number): string {
  let rest = n;
  let out = '';
  while (rest > 0) {
    const r = (rest - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    rest = Math.floor((rest - 1) / 26);
  }
  return out;
}

/**
 * Numerals: headings I, II, III…; subheadings A, B, C…; items 1, 2, 3… under their parent;
 * breakdown items (an item inside an item) 1.1, 1.2…, and deeper 1.1.1. Each kind counts among its
 * siblings of the same kind.
 */
function numeralFor(type: BoqRowType, indexOfKind: number, parent: BoqRowView | null): string {
  if (type === 'HEADING') return toRoman(indexOfKind);
  if (type === 'SUBHEADING') return toLetters(indexOfKind);
  if (parent && parent.type === 'ITEM') return `${parent.numerals}.${indexOfKind}`;
  return String(indexOfKind);
}

const byPosition = (a: BoqRowInput, b: BoqRowInput) => a.position - b.position || a.id - b.id;

/** Builds the tree, numbers it and computes every amount and the grand totals. */
export function computeBoq(rows: readonly BoqRowInput[]): BoqComputed {
  const childrenOf = new Map<number | null, BoqRowInput[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    // A row whose parent is missing is shown at the top level rather than lost.
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : null;
    const list = childrenOf.get(parent);
    if (list) list.push(row);
    else childrenOf.set(parent, [row]);
  }
  for (const list of childrenOf.values()) list.sort(byPosition);

  const byId = new Map<number, BoqRowView>();
  const ordered: BoqRowView[] = [];
  const build = (parent: BoqRowView | null, generation: number): BoqRowView[] => {
    const inputs = childrenOf.get(parent ? parent.id : null) ?? [];
    const counters: Record<BoqRowType, number> = { HEADING: 0, SUBHEADING: 0, ITEM: 0 };
    return inputs.map((input) => {
      counters[input.type] += 1;
      const view: BoqRowView = {
        ...input,
        ...ZERO,
        numerals: numeralFor(input.type, counters[input.type], parent),
        generation,
        hasChildren: false,
        children: [],
      };
      byId.set(view.id, view);
      ordered.push(view);
      view.children = build(view, generation + 1);
      view.hasChildren = view.children.length > 0;
      Object.assign(view, view.hasChildren ? sumAmounts(view.children) : input.type === 'ITEM' ? leafAmounts(input) : ZERO);
      return view;
    });
  };
  const tree = build(null, 0);
  const total = (key: keyof BoqAmounts) => money(tree.reduce((acc, r) => acc.add(D(r[key])), new Decimal(0)));
  return { tree, byId, ordered, boqTotal: total('directCost'), boqTotalWithProfit: total('totalWithProfit') };
}

/** The type a new row gets: inside a HEADING a SUBHEADING, inside a SUBHEADING or ITEM an ITEM; before/after, the reference's type. */
export function insertedRowType(method: BoqInsertMethod, referenceType: BoqRowType | null): BoqRowType {
  if (referenceType === null) return 'HEADING';
  if (method === 'inside') return referenceType === 'HEADING' ? 'SUBHEADING' : 'ITEM';
  return referenceType;
}

/** The insert dialog shows the item fields only inside a SUBHEADING or ITEM, or before/after an ITEM. */
export function insertShowsItemFields(method: BoqInsertMethod, referenceType: BoqRowType | null): boolean {
  return insertedRowType(method, referenceType) === 'ITEM';
}

/** The fields whose values differ between two computed rows (to send the room only what changed). */
export const BOQ_VIEW_FIELDS = [
  'parentId', 'position', 'type', 'description', 'itemId', 'quantity', 'quantityPurchased', 'materialUnit',
  'materialUnitCost', 'laborUnitCost', 'laborPercentageCost', 'profitMarginPercentage', 'color', 'approvalStatus',
  'isQuantityTakeOffItem', 'quantityTakeOffTotal', 'materialTotalCost', 'laborUnitCostDisplay', 'laborTotalCost',
  'directCost', 'profitMargin', 'totalWithProfit', 'subTotalWithProfit', 'numerals', 'generation', 'hasChildren',
] as const satisfies readonly (keyof BoqRowView)[];

/** Rows (without children) that are new or whose shown values changed, and the ids that disappeared. */
export function diffBoq(before: BoqComputed, after: BoqComputed): { changed: Omit<BoqRowView, 'children'>[]; removedIds: number[] } {
  const changed: Omit<BoqRowView, 'children'>[] = [];
  for (const row of after.ordered) {
    const old = before.byId.get(row.id);
    if (!old || BOQ_VIEW_FIELDS.some((f) => old[f] !== row[f])) {
      const { children: _children, ...flat } = row;
      changed.push(flat);
    }
  }
  const removedIds = before.ordered.filter((r) => !after.byId.has(r.id)).map((r) => r.id);
  return { changed, removedIds };
}
