import Decimal from 'decimal.js';
import { orderLineMoney } from './purchasing.constants';

/** How much of `total` is done, as a whole percent from 0 to 100 (0 when nothing is due). */
export function progressPercent(done: Decimal.Value | null | undefined, total: Decimal.Value | null | undefined): number {
  const of = new Decimal(total || 0);
  if (of.lte(0)) return 0;
  const percent = new Decimal(done || 0).div(of).times(100);
  return Decimal.max(0, Decimal.min(100, percent)).toDecimalPlaces(0, Decimal.ROUND_FLOOR).toNumber();
}

export interface OrderDraftLine {
  quantity: Decimal.Value;
  unitPrice: Decimal.Value;
  vatInclusive: boolean;
}

/**
 * An order's totals as the order dialog shows them before saving, as the server computes them:
 * each line by `orderLineMoney`; `total` = Σ amount (round2(quantity x unitPrice)) and `vat` = Σ
 * line VAT (inside the amount when VAT-inclusive, on top of it when exclusive).
 */
export function orderDraftTotals(lines: readonly OrderDraftLine[]) {
  let amount = new Decimal(0);
  let vat = new Decimal(0);
  let total = new Decimal(0);
  for (const line of lines) {
    const money = orderLineMoney(safeDecimal(line.quantity), safeDecimal(line.unitPrice), line.vatInclusive);
    amount = amount.plus(money.amount);
    vat = vat.plus(money.vat);
    total = total.plus(money.amount);
  }
  return { amount: amount.toFixed(2), vat: vat.toFixed(2), total: total.toFixed(2) };
}

/** A typed-in number, or 0 while the field is empty or half written ("", "-", "1."). */
function safeDecimal(value: Decimal.Value): Decimal {
  try {
    const parsed = new Decimal(value === '' ? 0 : value);
    return parsed.isFinite() ? parsed : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

export const PURCHASE_ORDER_LINE_MESSAGES = {
  quantityRequired: 'Enter a quantity above 0',
  priceRequired: 'Enter a unit price of 0 or more',
  overRemaining: (remaining: string) => `Only ${remaining} still needed on this request line`,
};

/**
 * What is wrong with an order line as typed (quantity above 0 and at most what the request line
 * still needs; a price of 0 or more), or null. The server checks the same and answers 422.
 */
export function orderLineProblem(quantity: string, unitPrice: string, remaining: Decimal.Value): string | null {
  const typed = safeDecimal(quantity);
  if (typed.lte(0)) return PURCHASE_ORDER_LINE_MESSAGES.quantityRequired;
  if (typed.gt(remaining)) return PURCHASE_ORDER_LINE_MESSAGES.overRemaining(new Decimal(remaining).toString());
  if (unitPrice.trim() === '' || safeDecimal(unitPrice).lt(0)) return PURCHASE_ORDER_LINE_MESSAGES.priceRequired;
  return null;
}

/** What an order line still awaits: ordered less received, never below 0. */
export function awaitedQuantity(quantity: Decimal.Value, quantityReceived: Decimal.Value): string {
  return Decimal.max(0, safeDecimal(quantity).minus(safeDecimal(quantityReceived))).toString();
}
