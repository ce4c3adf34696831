// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { formatDocumentCode, INSUFFICIENT_STOCK_MESSAGE, receiptType, warehouseKindBySlug } from './inventory.constants';

describe('inventory constants', () => {
  it('finds a warehouse kind by its URL slug', () => {
    expect(warehouseKindBySlug('intransit')?.key).toBe('IN_TRANSIT');
    expect(warehouseKindBySlug('company')?.key).toBe('COMPANY');
    expect(warehouseKindBySlug('nowhere')).toBeUndefined();
  });
  it('finds a receipt type and its item impact', () => {
    expect(receiptType('ISSUANCE')).toMatchObject({ label: 'Material Issuance', itemImpact: 'DEDUCTING' });
    expect(receiptType('TRANSFER_IN')?.itemImpact).toBe('ADDING');
    expect(receiptType('GIFT')).toBeUndefined();
  });
  it('numbers documents with six digits', () => {
    expect(formatDocumentCode('IR', 42)).toBe('IR-000042');
    expect(formatDocumentCode('PO', 1234567)).toBe('PO-1234567');
  });
  it('says how much stock there is when there is not enough', () => {
    expect(INSUFFICIENT_STOCK_MESSAGE('Cement', 'Main', '3.5')).toBe('Not enough stock of Cement in Main: 3.5 available');
  });
});
