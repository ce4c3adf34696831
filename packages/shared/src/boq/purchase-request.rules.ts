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

/** The BOQ lines ticked for purchase as the table's first lines (quantity left to buy, material unit cost). */
export function linesFromBoq(
  checked: readonly { itemId: number; quantity: number | string; cost: number | string; description: string; boqKey: string }[],
): PurchaseRequestDraftLine[] {
  return dropEmptyLines(
    checked.map((item) => ({
      itemId: item.itemId,
      itemName: item.description,
      description: item.description,
      rate: num(item.cost).toString(),
      quantity: num(item.quantity).toString(),
      boqKey: item.boqKey,
    })),
  );
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
  }));
}
