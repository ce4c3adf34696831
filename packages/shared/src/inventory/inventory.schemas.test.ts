import { describe, expect, it } from 'vitest';
import { paymentRequestRequest } from '../treasury/treasury.schemas';
import { movedQuantity, stockTransferRequest } from './inventory.schemas';

describe('inventory request schemas', () => {
  it('a moved quantity has at most 4 decimals', () => {
    for (const ok of [1, 2.5, '0.0001', 1234.5678]) expect(movedQuantity.safeParse(ok).success).toBe(true);
    expect(movedQuantity.safeParse(0.00001).error?.issues[0].message).toBe('at most 4 decimals');
    expect(movedQuantity.safeParse('1.23456').error?.issues[0].message).toBe('at most 4 decimals');
  });
  it('a transfer goes between two different warehouses', () => {
    const transfer = { fromWarehouseId: 1, toWarehouseId: 2, items: [{ itemId: 5, quantity: 1 }] };
    expect(stockTransferRequest.safeParse(transfer).success).toBe(true);
    const same = stockTransferRequest.safeParse({ ...transfer, toWarehouseId: 1 });
    expect(same.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['toWarehouseId: must differ from the source warehouse']);
  });
  it('a request for payment is above 0', () => {
    const payment = { purchaseOrderId: 1 };
    expect(paymentRequestRequest.parse({ ...payment, amount: '0.01' }).amount).toBe(0.01);
    expect(paymentRequestRequest.safeParse({ ...payment, amount: 0 }).error?.issues[0].message).toBe('must be above 0');
  });
});
