import type { PurchaseOrderLine } from '../api/purchasing-types';

export type ReceiveQuantities = Record<number, string>;

/** The receive body's lines: those with a quantity above 0. */
export const receiveLinesOf = (lines: readonly PurchaseOrderLine[], quantities: ReceiveQuantities) =>
  lines.map((line) => ({ purchaseOrderLineId: line.id, quantity: Number(quantities[line.id] || 0) })).filter((line) => line.quantity > 0);
