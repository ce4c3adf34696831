import { moneyRaw } from '../../../lib/money';
import type { OpenRequestLine, SupplierPrice } from '../api/purchasing-types';

/** A line of the order being written, from one approved request line. */
export interface OrderDraftLine {
  requestLine: OpenRequestLine;
  quantity: string;
  unitPrice: string;
  vatInclusive: boolean;
  /** Typed by hand: a change of supplier no longer re-fills it. */
  isPriceEdited: boolean;
}

/** The chosen supplier's last price for an item, else the rate the request estimated. */
export function proposedPrice(line: OpenRequestLine, prices: readonly SupplierPrice[] | undefined, supplierId: number | null): string {
  const own = supplierId === null ? undefined : prices?.find((p) => p.supplier.id === supplierId);
  return moneyRaw(own?.price ?? line.rate);
}

/** A request line added to the order: all it still needs, at the proposed price, VAT-inclusive. */
export const draftLineOf = (line: OpenRequestLine, price: string): OrderDraftLine => ({
  requestLine: line,
  quantity: line.quantityRemaining,
  unitPrice: price,
  vatInclusive: true,
  isPriceEdited: false,
});
