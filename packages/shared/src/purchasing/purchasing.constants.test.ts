import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS_LIST, orderLineMoney, PURCHASE_ORDER_STATUS_LIST, PURCHASE_REQUEST_STATUS_LIST, TRUCK_LOAD_STAGE_LIST } from './purchasing.constants';

describe('order line money (12% VAT)', () => {
  it('VAT-inclusive by default: the 12% is inside the amount', () => {
    expect(orderLineMoney('10', '112.00')).toEqual({ amount: '1120.00', vat: '120.00', gross: '1120.00', net: '1000.00' });
    expect(orderLineMoney(3, '0.35')).toEqual({ amount: '1.05', vat: '0.11', gross: '1.05', net: '0.94' });
  });
  it('VAT-exclusive adds the 12% on top', () => {
    expect(orderLineMoney('10', '100.00', false)).toEqual({ amount: '1000.00', vat: '120.00', gross: '1120.00', net: '1000.00' });
  });
  it('rounds the amount to the centavo half up, exactly (no float)', () => {
    expect(orderLineMoney('0.3333', '10.005').amount).toBe('3.33');
    expect(orderLineMoney('1.5', '0.01').amount).toBe('0.02');
    expect(orderLineMoney('2.5', '1.13', false)).toEqual({ amount: '2.83', vat: '0.34', gross: '3.17', net: '2.83' });
  });
});

describe('status sets (spec DECISIONS)', () => {
  it('hold the decided keys in order', () => {
    expect(PURCHASE_REQUEST_STATUS_LIST.map((s) => s.key)).toEqual(['DRAFT', 'FOR_APPROVAL', 'APPROVED', 'REJECTED', 'PARTIALLY_ORDERED', 'ORDERED', 'CANCELED']);
    expect(PURCHASE_ORDER_STATUS_LIST.map((s) => s.key).slice(0, 6)).toEqual(['FOR_APPROVAL', 'APPROVED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'CLOSED', 'CANCELED']);
    expect(DELIVERY_STATUS_LIST.map((s) => s.key)).toEqual(['PENDING', 'IN_TRANSIT', 'DONE', 'CANCELED']);
    expect(TRUCK_LOAD_STAGE_LIST.map((s) => s.key)).toEqual(['LOADING', 'DISPATCHED', 'ARRIVED']);
  });
});
