import { describe, expect, it } from 'vitest';
import { canReverse } from './ledger-rules';

const entry = (kind: 'OPENING' | 'DEPOSIT' | 'WITHDRAWAL' | 'PAYMENT' | 'REVERSAL', extra: Partial<Parameters<typeof canReverse>[0]> = {}) => ({ kind, reversedById: null, reference: null, ...extra });

describe('canReverse', () => {
  it('offers a deposit, a withdrawal and an opening balance not yet reversed', () => {
    expect(canReverse(entry('DEPOSIT'))).toBe(true);
    expect(canReverse(entry('WITHDRAWAL'))).toBe(true);
    expect(canReverse(entry('OPENING'))).toBe(true);
  });
  it('never a reversal, a payment or an entry already reversed', () => {
    expect(canReverse(entry('REVERSAL'))).toBe(false);
    expect(canReverse(entry('PAYMENT'))).toBe(false);
    expect(canReverse(entry('DEPOSIT', { reversedById: 12 }))).toBe(false);
  });
  it('never an entry that belongs to a request for payment', () => {
    expect(canReverse(entry('WITHDRAWAL', { reference: { type: 'PAYMENT_REQUEST', id: 3, code: 'RFP-000003' } }))).toBe(false);
  });
});
