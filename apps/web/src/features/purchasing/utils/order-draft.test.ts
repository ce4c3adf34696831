import { describe, expect, it } from 'vitest';
import type { OpenRequestLine, SupplierPrice } from '../api/purchasing-types';
import { draftLineOf, proposedPrice } from './order-draft';

const line: OpenRequestLine = {
  id: 7,
  purchaseRequestId: 3,
  requestCode: 'PR-000003',
  project: { id: 1, name: 'Tower A' },
  warehouse: { id: 2, name: 'Tower A Warehouse' },
  itemId: 11,
  itemName: 'Cement',
  description: '',
  quantity: '10',
  quantityOrdered: '4',
  quantityRemaining: '6',
  rate: '250.00',
};
const prices: SupplierPrice[] = [
  { supplier: { id: 5, name: 'Holcim Dealer' }, price: '245.50', updatedAt: '2026-11-20T00:00:00Z', history: [] },
  { supplier: { id: 6, name: 'Eagle Cement' }, price: { raw: '248.00', formatted: '₱248.00' }, updatedAt: '2026-11-19T00:00:00Z', history: [] },
];

describe('proposedPrice', () => {
  it('is the chosen supplier’s last price for the item', () => {
    expect(proposedPrice(line, prices, 5)).toBe('245.50');
    expect(proposedPrice(line, prices, 6)).toBe('248.00');
  });
  it('is the request’s rate without a supplier, or when the supplier has no price for the item', () => {
    expect(proposedPrice(line, prices, null)).toBe('250.00');
    expect(proposedPrice(line, prices, 99)).toBe('250.00');
    expect(proposedPrice(line, undefined, 5)).toBe('250.00');
  });
});

describe('draftLineOf', () => {
  it('orders all the request line still needs, VAT-inclusive, at the proposed price', () => {
    expect(draftLineOf(line, '245.50')).toEqual({ requestLine: line, quantity: '6', unitPrice: '245.50', vatInclusive: true, isPriceEdited: false });
  });
});
