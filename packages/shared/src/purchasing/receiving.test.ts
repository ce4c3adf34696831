import { describe, expect, it } from 'vitest';
import { receivePurchaseOrderRequest, RECEIVING_MESSAGES } from './receiving';

const issues = (input: unknown) => {
  const parsed = receivePurchaseOrderRequest.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('receivePurchaseOrderRequest', () => {
  it('takes a warehouse and lines; reference and memo default to empty', () => {
    expect(receivePurchaseOrderRequest.parse({ warehouseId: 3, lines: [{ purchaseOrderLineId: 7, quantity: '2.5' }] })).toEqual({
      warehouseId: 3,
      lines: [{ purchaseOrderLineId: 7, quantity: 2.5 }],
      reference: '',
      memo: '',
    });
  });

  it('refuses no lines, a line named twice, quantities not above 0 or with more than 4 decimals', () => {
    expect(issues({ warehouseId: 3, lines: [] })).toEqual(['lines: needs at least one line']);
    expect(issues({ warehouseId: 3, lines: [{ purchaseOrderLineId: 7, quantity: 1 }, { purchaseOrderLineId: 7, quantity: 2 }] })).toEqual(['lines: names an order line more than once']);
    expect(issues({ warehouseId: 3, lines: [{ purchaseOrderLineId: 7, quantity: 0 }] })).toEqual(['lines.0.quantity: must be above 0']);
    expect(issues({ warehouseId: 3, lines: [{ purchaseOrderLineId: 7, quantity: 1.00001 }] })).toEqual(['lines.0.quantity: at most 4 decimals']);
  });

  it('words its refusals', () => {
    expect(RECEIVING_MESSAGES.aboveAwaited('Washed Sand', '2.5', 'PO-000004')).toBe('Washed Sand: only 2.5 still awaited on PO-000004');
    expect(RECEIVING_MESSAGES.notReceivable('PO-000004', 'Canceled')).toBe('PO-000004 is Canceled: only an approved or partially delivered order can be received');
  });
});
