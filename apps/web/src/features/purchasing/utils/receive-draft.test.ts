import { describe, expect, it } from 'vitest';
import type { PurchaseOrderLine } from '../api/purchasing-types';
import { receiveLinesOf } from './receive-draft';

const orderLine = (id: number): PurchaseOrderLine => ({
  id,
  itemId: id,
  itemName: `Item ${id}`,
  description: '',
  quantity: '10',
  unitPrice: '1.00',
  vatInclusive: true,
  amount: '10.00',
  vatAmount: '1.07',
  quantityReceived: '0',
  quantityInDelivery: '0',
  purchaseRequestLineId: id,
  requestCode: 'PR-000001',
});

describe('receiveLinesOf', () => {
  it('sends only the lines with a quantity above 0', () => {
    expect(receiveLinesOf([orderLine(1), orderLine(2), orderLine(3)], { 1: '2.5', 2: '0', 3: '' })).toEqual([{ purchaseOrderLineId: 1, quantity: 2.5 }]);
  });
});
