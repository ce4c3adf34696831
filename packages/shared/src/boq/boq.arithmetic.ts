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

/*
 * Fixed-point arithmetic on BigInt. Quantities, unit costs and percentages are kept as entered, at
 * 4 decimals (UNIT_SCALE: the columns are numeric(.,4)); the effective labour unit cost (material
 * unit cost x Labor %) is a unit cost too, rounded half-up to 4 decimals. Only amounts (a quantity
 * times a unit cost, a margin) are rounded, half-up, to the centavo. A 10,000-row BOQ is recomputed
 * on every structural edit, and decimal.js objects made that ~300 ms; BigInt gives the same exact
 * results (the tests are worked by hand) in a fraction of it.
 */
export const UNIT_SCALE = 4;
const SCALE = UNIT_SCALE;
const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);
const PLAIN = /^(-)?(\d*)(?:\.(\d*))?$/;

/** Divides by 10^digits rounding half away from zero (half-up on the amounts, which are never negative). */
function shiftRound(value: bigint, digits: number): bigint {
  if (digits <= 0) return value * pow10(-digits);
  const divisor = pow10(digits);
  const half = divisor / 2n;
  return value >= 0n ? (value + half) / divisor : -((-value + half) / divisor);
}

/** A decimal text or number as an integer at 4 decimals ("12.5" -> 125000n), rounded half-up past the 4th. */
function scaled(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = PLAIN.exec(text);
  if (!match) return scaled(new Decimal(text).toFixed(SCALE + 2));
  const [, sign, whole = '', fraction = ''] = match;
  const digits = BigInt((whole || '0') + fraction.padEnd(SCALE + 2, '0').slice(0, SCALE + 2));
  // Read with two guard digits, then rounded to 4 decimals (stored inputs have at most 4).
  return (sign ? -1n : 1n) * shiftRound(digits, 2);
}

/** Centavos as "1234.50". */
function pesos(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** A unit cost at 4 decimals as text with 2 to 4 decimals ("41.6663", "0.125", "35.00"). */
function unitText(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 10_000n;
  let fraction = (abs % 10_000n).toString().padStart(4, '0');
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** The effective labour unit cost: material unit cost x Labor % (to 4 decimals) when Labor % is above 0, else the labour unit cost. */
export function effectiveLaborUnitCost(row: Pick<BoqRowInput, 'materialUnitCost' | 'laborUnitCost' | 'laborPercentageCost'>): string {
  return unitText(effectiveLabor(row));
}

function effectiveLabor(row: Pick<BoqRowInput, 'materialUnitCost' | 'laborUnitCost' | 'laborPercentageCost'>): bigint {
  const laborPercentage = scaled(row.laborPercentageCost);
  // 4 decimals x 4 decimals = 8; a percentage divides by 100 (2 more); back to 4.
  return laborPercentage > 0n ? shiftRound(scaled(row.materialUnitCost) * laborPercentage, SCALE + 2) : scaled(row.laborUnitCost);
}

/** The amounts of a leaf ITEM row. */
export function leafAmounts(row: Pick<BoqRowInput, 'quantity' | 'materialUnitCost' | 'laborUnitCost' | 'laborPercentageCost' | 'profitMarginPercentage'>): BoqAmounts {
  const quantity = scaled(row.quantity);
  const labor = effectiveLabor(row);
  // A product of two 4-decimal values has 8 decimals: to centavos is 6 digits off.
  const materialTotalCost = shiftRound(quantity * scaled(row.materialUnitCost), 2 * SCALE - 2);
  const laborTotalCost = shiftRound(quantity * labor, 2 * SCALE - 2);
  const directCost = materialTotalCost + laborTotalCost;
  // Centavos x a 4-decimal percentage / 100.
  const profitMargin = shiftRound(directCost * scaled(row.profitMarginPercentage), SCALE + 2);
  const totalWithProfit = directCost + profitMargin;
  return {
    materialTotalCost: pesos(materialTotalCost),
    laborUnitCostDisplay: unitText(labor),
    laborTotalCost: pesos(laborTotalCost),
    directCost: pesos(directCost),
    profitMargin: pesos(profitMargin),
    totalWithProfit: pesos(totalWithProfit),
    subTotalWithProfit: pesos(totalWithProfit),
  };
}

/** Centavos of an amount text ("1234.50" -> 123450n). */
const cents = (amount: string) => shiftRound(scaled(amount), SCALE - 2);

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
  const sum = (key: keyof BoqAmounts) => pesos(children.reduce((acc, c) => acc + cents(c[key]), 0n));
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
function numeralFor(type: BoqRowType, indexOfKind: number, parentType: BoqRowType | null, parentNumerals: string): string {
  if (type === 'HEADING') return toRoman(indexOfKind);
  if (type === 'SUBHEADING') return toLetters(indexOfKind);
  if (parentType === 'ITEM') return `${parentNumerals}.${indexOfKind}`;
  return String(indexOfKind);
}

const byPosition = (a: BoqRowInput, b: BoqRowInput) => a.position - b.position || a.id - b.id;

/** One literal with every field, so 10,000 rows share one object shape (spreads made this 5x slower). */
function makeView(input: BoqRowInput, amounts: BoqAmounts, numerals: string, generation: number, children: BoqRowView[]): BoqRowView {
  return {
    id: input.id,
    parentId: input.parentId,
    position: input.position,
    type: input.type,
    key: input.key,
    description: input.description,
    itemId: input.itemId,
    quantity: input.quantity,
    quantityPurchased: input.quantityPurchased,
    materialUnit: input.materialUnit,
    materialUnitCost: input.materialUnitCost,
    laborUnitCost: input.laborUnitCost,
    laborPercentageCost: input.laborPercentageCost,
    profitMarginPercentage: input.profitMarginPercentage,
    color: input.color,
    approvalStatus: input.approvalStatus,
    isQuantityTakeOffItem: input.isQuantityTakeOffItem,
    quantityTakeOffTotal: input.quantityTakeOffTotal,
    materialTotalCost: amounts.materialTotalCost,
    laborUnitCostDisplay: amounts.laborUnitCostDisplay,
    laborTotalCost: amounts.laborTotalCost,
    directCost: amounts.directCost,
    profitMargin: amounts.profitMargin,
    totalWithProfit: amounts.totalWithProfit,
    subTotalWithProfit: amounts.subTotalWithProfit,
    numerals,
    generation,
    hasChildren: children.length > 0,
    children,
  };
}

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
  const build = (parentId: number | null, parentType: BoqRowType | null, parentNumerals: string, generation: number): BoqRowView[] => {
    const inputs = childrenOf.get(parentId);
    if (!inputs) return [];
    const counters: Record<BoqRowType, number> = { HEADING: 0, SUBHEADING: 0, ITEM: 0 };
    const views: BoqRowView[] = [];
    for (const input of inputs) {
      counters[input.type] += 1;
      const numerals = numeralFor(input.type, counters[input.type], parentType, parentNumerals);
      // Depth-first order: the row's slot is taken before its children's.
      const slot = ordered.length;
      ordered.push(undefined as unknown as BoqRowView);
      const children = build(input.id, input.type, numerals, generation + 1);
      const amounts = children.length > 0 ? sumAmounts(children) : input.type === 'ITEM' ? leafAmounts(input) : ZERO;
      const view = makeView(input, amounts, numerals, generation, children);
      ordered[slot] = view;
      byId.set(view.id, view);
      views.push(view);
    }
    return views;
  };
  const tree = build(null, null, '', 0);
  const total = (key: keyof BoqAmounts) => pesos(tree.reduce((acc, r) => acc + cents(r[key]), 0n));
  return { tree, byId, ordered, boqTotal: total('directCost'), boqTotalWithProfit: total('totalWithProfit') };
}

/** The only row type BOQ_ADD_ITEM's insertValue.type may ask for (decision 0035). */
export type BoqRequestedType = 'ITEM';

/**
 * The type a new row gets: inside a HEADING a SUBHEADING (an ITEM when insertValue.type asks for
 * one: "+ Item" on a heading, the only way to put an ITEM directly under a HEADING), inside a
 * SUBHEADING or ITEM an ITEM; before/after, the reference's type; with no reference a HEADING.
 */
export function insertedRowType(method: BoqInsertMethod, referenceType: BoqRowType | null, requestedType?: BoqRequestedType): BoqRowType {
  if (referenceType === null) return 'HEADING';
  if (method === 'inside') return referenceType === 'HEADING' && requestedType !== 'ITEM' ? 'SUBHEADING' : 'ITEM';
  return referenceType;
}

export const BOQ_ITEM_PLACE_MESSAGE = 'An item goes inside a heading, a subheading or an item, or before or after an item';

/** Why an insert asking for an ITEM cannot make one there (null: it can, or no type was asked for). */
export function insertTypeRefusal(method: BoqInsertMethod, referenceType: BoqRowType | null, requestedType?: BoqRequestedType): string | null {
  if (requestedType === undefined) return null;
  return insertedRowType(method, referenceType, requestedType) === requestedType ? null : BOQ_ITEM_PLACE_MESSAGE;
}

/** The insert dialog shows the item fields only when the new row is an ITEM. */
export function insertShowsItemFields(method: BoqInsertMethod, referenceType: BoqRowType | null, requestedType?: BoqRequestedType): boolean {
  return insertedRowType(method, referenceType, requestedType) === 'ITEM';
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
