// @ts-nocheck
import Decimal from 'decimal.js';
import { addDays, formatDate } from '../format/date';
import { PURCHASE_REQUEST_DELIVERY_DAYS, QTO_ADD_QUANTITY } from './boq.constants';

/**
 * Purchase request dialog rules (spec part 2 "Purchase request" validation, decision 0016): pure
 * so the dialog and its tests share them.
 */

/** One line of the dialog's editable item table. Rate and quantity are kept as typed text. */
export interface PurchaseRequestDraftLine {
  itemId: number;
  itemName: string;
  description: string;
  rate: string;
  quantity: string;
  boqKey: string | null;
  /** What is left to request on the line's BOQ line (null for a line without one). */
  remaining?: string | null;
  /** Why more than what remains is requested (kept on the request line). */
  overRequestReason?: string;
}

/** Keys the rate box lets through besides digits and one decimal point. */
export const RATE_CONTROL_KEYS = ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab'] as const;

/**
 * Whether a key press may reach the rate box: digits, one decimal point (none in the value yet,
 * or the selected text holds it), Backspace, Delete, the arrows and Tab.
 */
export function rateKeyAllowed(key: string, value: string, selected = ''): boolean {
  if ((RATE_CONTROL_KEYS as readonly string[]).includes(key)) return true;
  if (/^[0-9]$/.test(key)) return true;
  if (key === '.') return !value.includes('.') || selected.includes('.');
  return false;
}

/** Pasted or typed text reduced to what the rate box accepts: digits and the first decimal point. */
export function sanitizeRate(text: string): string {
  const kept = text.replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

const num = (text: string | number) => {
  try {
    const d = new Decimal(typeof text === 'string' && text.trim() === '' ? 0 : text);
    return d.isFinite() ? d : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
};

/** amount = rate × quantity, rounded half-up to the centavo: "796.50". */
export function lineAmount(rate: string | number, quantity: string | number): string {
  return num(rate).times(num(quantity)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Σ line amounts: "946.55". */
export function requestTotal(lines: readonly Pick<PurchaseRequestDraftLine, 'rate' | 'quantity'>[]): string {
  return lines.reduce((sum, line) => sum.plus(lineAmount(line.rate, line.quantity)), new Decimal(0)).toFixed(2);
}

/** Lines with quantity 0 or less (or no number) are dropped. */
export function dropEmptyLines<T extends Pick<PurchaseRequestDraftLine, 'quantity'>>(lines: readonly T[]): T[] {
  return lines.filter((line) => num(line.quantity).greaterThan(0));
}

/**
 * Adds an item: an item already in the table (same item and BOQ line) gets its quantity raised by
 * 1; a new one is appended with quantity 1.
 */
export function mergeLine(lines: readonly PurchaseRequestDraftLine[], line: Omit<PurchaseRequestDraftLine, 'quantity'> & { quantity?: string }): PurchaseRequestDraftLine[] {
  const index = lines.findIndex((l) => l.itemId === line.itemId && (l.boqKey ?? null) === (line.boqKey ?? null));
  if (index === -1) return [...lines, { ...line, quantity: line.quantity ?? String(QTO_ADD_QUANTITY) }];
  return lines.map((l, i) => (i === index ? { ...l, quantity: num(l.quantity).plus(QTO_ADD_QUANTITY).toString() } : l));
}

/**
 * The BOQ lines ticked for purchase as the table's first lines: the quantity left to request
 * (`quantity` of the ticked line) and the material unit cost. A line with nothing left stays, at
 * quantity 0, so the user can still request more with a reason (left at 0, it is dropped on submit).
 */
export function linesFromBoq(
  checked: readonly { itemId: number; quantity: number | string; cost: number | string; description: string; boqKey: string }[],
): PurchaseRequestDraftLine[] {
  return checked.map((item) => {
    const remaining = Decimal.max(num(item.quantity), 0).toString();
    return {
      itemId: item.itemId,
      itemName: item.description,
      description: item.description,
      rate: num(item.cost).toString(),
      quantity: remaining,
      boqKey: item.boqKey,
      remaining,
      overRequestReason: '',
    };
  });
}

/** What is left to request on a BOQ line: quantity - already requested, never below 0 ("6.5"). */
export function remainingToRequest(quantity: string | number, alreadyRequested: string | number): string {
  return Decimal.max(num(quantity).minus(num(alreadyRequested)), 0).toString();
}

/** Whether a dialog line asks for more than its BOQ line has left (then it needs a reason). */
export function isOverRequest(line: Pick<PurchaseRequestDraftLine, 'quantity' | 'remaining'>): boolean {
  return line.remaining !== undefined && line.remaining !== null && num(line.quantity).greaterThan(num(line.remaining));
}

/** The purchase request refusals tied to the BOQ (decision 0021), word for word. */
export const PURCHASE_REQUEST_BOQ_MESSAGES = {
  boqNotLocked: 'Lock the Bill of Quantity before requesting a purchase from it',
  noCatalogueItem: (index: number, boqLine: string) => `items.${index}.boqKey: BOQ line "${boqLine}" has no catalogue item to request`,
  itemMismatch: (index: number, itemName: string, boqLine: string, boqItemName: string) =>
    `items.${index}.itemId: ${itemName} is not the item of BOQ line "${boqLine}" (${boqItemName})`,
  reasonRequired: (index: number, requested: string, itemName: string, boqLine: string, remaining: string) =>
    `items.${index}.overRequestReason: ${requested} of ${itemName} requested for BOQ line "${boqLine}" is more than the ${remaining} left: give a reason for requesting more`,
  dialogReasonRequired: 'Give a reason for requesting more than what is left',
  boqNotCurrent: 'This is an older revision of the Bill of Quantity: request purchases from the current revision',
} as const;

/**
 * Why purchasing cannot record a request against a BOQ revision (its lines' quantity purchased),
 * or null (decision 0021). The revision frozen as "submitted to client" is the baseline purchasing
 * works from, so it does not refuse a request; an older revision does (what was purchased is
 * counted on the current one). The BOQ must also be LOCKED (checked with the request's project).
 */
export function boqPurchasingRefusal(boq: { isCurrent: boolean }): string | null {
  return boq.isCurrent ? null : PURCHASE_REQUEST_BOQ_MESSAGES.boqNotCurrent;
}

/** A BOQ line as a purchase request is checked against it. */
export interface BoqLineToRequest {
  description: string;
  itemId: number | null;
  itemName: string | null;
  quantity: string | number;
  quantityPurchased: string | number;
}

/** A request line that names a BOQ line; `index` is its place in the payload's items. */
export interface RequestLineAgainstBoq {
  index: number;
  itemId: number;
  itemName: string;
  quantity: string | number;
  boqKey: string;
  overRequestReason?: string | null;
}

/**
 * Every problem of request lines against their BOQ lines, in line order: the line must request
 * the BOQ line's own catalogue item, and the lines naming one BOQ line may together exceed what it
 * has left (quantity - already requested) only with a reason: each line that takes the running
 * total past what remains, and every line after it, needs a non-blank overRequestReason.
 */
export function boqRequestProblems(lines: readonly RequestLineAgainstBoq[], boqLines: ReadonlyMap<string, BoqLineToRequest>): string[] {
  const problems: string[] = [];
  const requested = new Map<string, Decimal>();
  for (const line of lines) {
    const boqLine = boqLines.get(line.boqKey);
    if (!boqLine) continue;
    if (boqLine.itemId === null) {
      problems.push(PURCHASE_REQUEST_BOQ_MESSAGES.noCatalogueItem(line.index, boqLine.description));
      continue;
    }
    if (boqLine.itemId !== line.itemId) {
      problems.push(PURCHASE_REQUEST_BOQ_MESSAGES.itemMismatch(line.index, line.itemName, boqLine.description, boqLine.itemName ?? ''));
      continue;
    }
    const remaining = remainingToRequest(boqLine.quantity, boqLine.quantityPurchased);
    const total = (requested.get(line.boqKey) ?? new Decimal(0)).plus(num(line.quantity));
    requested.set(line.boqKey, total);
    if (total.greaterThan(remaining) && !(line.overRequestReason ?? '').trim()) {
      problems.push(PURCHASE_REQUEST_BOQ_MESSAGES.reasonRequired(line.index, total.toString(), line.itemName, boqLine.description, remaining));
    }
  }
  return problems;
}

/** Today (Manila) + 3 days as YYYY-MM-DD. */
export function defaultDeliveryDate(now: Date = new Date()): string {
  return addDays(formatDate(now), PURCHASE_REQUEST_DELIVERY_DAYS);
}

/** A YYYY-MM-DD delivery date as the API takes it: ISO midnight UTC; null when empty. */
export function deliveryDateToIso(date: string | null | undefined): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const iso = `${date}T00:00:00.000Z`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** The POST /purchase-order/request items of the table (empty lines dropped). */
export function toRequestItems(lines: readonly PurchaseRequestDraftLine[]) {
  return dropEmptyLines(lines).map((line) => ({
    itemId: line.itemId,
    itemName: line.itemName,
    description: line.description,
    quantity: Number(line.quantity),
    rate: Number(sanitizeRate(line.rate) || '0'),
    amount: Number(lineAmount(line.rate, line.quantity)),
    boqKey: line.boqKey,
    ...(isOverRequest(line) ? { overRequestReason: (line.overRequestReason ?? '').trim() } : {}),
  }));
}
