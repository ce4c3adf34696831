import Decimal from 'decimal.js';
import type { PurchaseRequestStatus } from './purchasing.constants';

/** The words purchasing answers with (tests compare them word for word). */
export const PURCHASING_MESSAGES = {
  orderCreated: 'Purchase order created successfully',
  orderCanceled: 'Purchase order canceled',
  requestCanceled: 'Purchase request canceled',
  requestSubmitted: 'Purchase request submitted for approval',
  requestNotApproved: (code: string, status: string) => `Purchase request ${code} is ${status.replaceAll('_', ' ').toLowerCase()}: only approved request lines can be ordered`,
  overOrdered: (index: number, quantity: string, itemName: string, code: string, remaining: string) =>
    `lines.${index}.quantity: ${quantity} of ${itemName} is more than the ${remaining} request ${code} still needs`,
  duplicateLine: (index: number) => `lines.${index}.purchaseRequestLineId: the same request line is named twice`,
  requestOrdered: 'This purchase request has ordered lines and can no longer be canceled',
  requestNotCancelable: (status: string) => `A ${status.replaceAll('_', ' ').toLowerCase()} purchase request cannot be canceled`,
  requestNotDraft: 'Only a draft or returned purchase request can be submitted again',
  notRequester: 'Only the requester or purchasing can submit this purchase request',
  orderNotCancelable: (status: string) => `A ${status.replaceAll('_', ' ').toLowerCase()} purchase order cannot be canceled`,
  orderReceived: 'This purchase order has received or in-delivery quantities and can no longer be canceled',
} as const;

/** Statuses whose lines may be ordered. */
export const ORDERABLE_REQUEST_STATUSES: readonly PurchaseRequestStatus[] = ['APPROVED', 'PARTIALLY_ORDERED'];

/** What a request line still needs: quantity - quantityOrdered, never below 0. */
export function quantityRemaining(quantity: Decimal.Value, quantityOrdered: Decimal.Value): Decimal {
  return Decimal.max(new Decimal(quantity).minus(quantityOrdered), 0);
}

/**
 * A request's status from its lines' ordered quantities (after an order, or after an order is
 * rejected or canceled): nothing ordered APPROVED, everything ORDERED, otherwise PARTIALLY_ORDERED.
 */
export function requestStatusFromLines(lines: readonly { quantity: Decimal.Value; quantityOrdered: Decimal.Value }[]): 'APPROVED' | 'PARTIALLY_ORDERED' | 'ORDERED' {
  const ordered = lines.filter((line) => new Decimal(line.quantityOrdered).greaterThan(0));
  if (ordered.length === 0) return 'APPROVED';
  return lines.every((line) => quantityRemaining(line.quantity, line.quantityOrdered).isZero()) ? 'ORDERED' : 'PARTIALLY_ORDERED';
}

/** An order's totals: total = Σ amount (issue 13), vatAmount = Σ line VAT. */
export function orderTotals(lines: readonly { amount: Decimal.Value; vat: Decimal.Value }[]) {
  const total = lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  const vat = lines.reduce((sum, line) => sum.plus(line.vat), new Decimal(0));
  return { total: total.toFixed(2), vatAmount: vat.toFixed(2) };
}
