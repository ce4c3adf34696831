import { describe, expect, it } from 'vitest';
import { agingBucket, agingTotals, canPay, creditDays, daysPastDue, dueDate, requestableBalance } from './treasury.rules';
import { PAYMENT_REQUEST_STATUS_LABELS, TREASURY_MESSAGES } from './treasury.constants';

describe('aging', () => {
  it('counts calendar days past the due date', () => {
    expect(daysPastDue('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysPastDue('2026-11-26', '2026-11-27')).toBe(1);
    expect(daysPastDue('2026-12-01', '2026-11-27')).toBe(-4);
    expect(daysPastDue('2026-02-28', '2026-03-01')).toBe(1);
  });
  it('puts each amount in current, 1-30, 31-60, 61-90 or over 90 days', () => {
    const today = '2026-11-27';
    expect(agingBucket('2026-12-15', today)).toBe('current');
    expect(agingBucket('2026-11-27', today)).toBe('current');
    expect(agingBucket('2026-11-26', today)).toBe('d1_30');
    expect(agingBucket('2026-10-28', today)).toBe('d1_30'); // 30 days
    expect(agingBucket('2026-10-27', today)).toBe('d31_60'); // 31
    expect(agingBucket('2026-09-28', today)).toBe('d31_60'); // 60
    expect(agingBucket('2026-09-27', today)).toBe('d61_90'); // 61
    expect(agingBucket('2026-08-29', today)).toBe('d61_90'); // 90
    expect(agingBucket('2026-08-28', today)).toBe('over90'); // 91
  });
  it('sums the buckets exactly', () => {
    const totals = agingTotals(
      [
        { due: '2026-12-01', amount: '0.10' },
        { due: '2026-12-02', amount: '0.20' },
        { due: '2026-11-01', amount: '1000.05' },
        { due: '2026-01-01', amount: '99999999.99' },
      ],
      '2026-11-27',
    );
    expect(totals).toEqual({ current: '0.30', d1_30: '1000.05', d31_60: '0.00', d61_90: '0.00', over90: '99999999.99', total: '100001000.34' });
  });
});

describe('supplier terms', () => {
  it('reads the credit days from the payment terms', () => {
    expect(creditDays('Net 30')).toBe(30);
    expect(creditDays('60 days PDC')).toBe(60);
    expect(creditDays('COD')).toBe(0);
    expect(creditDays('')).toBe(0);
  });
  it('puts the due date that many days after the bill', () => {
    expect(dueDate('2026-11-15', 'Net 30')).toBe('2026-12-15');
    expect(dueDate('2026-12-20', '15 days')).toBe('2027-01-04');
    expect(dueDate('2026-11-15', 'COD')).toBe('2026-11-15');
  });
});

describe('balances', () => {
  it('never lets an account go below zero', () => {
    expect(canPay('100.00', '100.00')).toBe(true);
    expect(canPay('100.00', '100.01')).toBe(false);
    expect(canPay('0', '0.01')).toBe(false);
  });
  it('leaves for new requests what is neither paid nor held by open requests', () => {
    expect(requestableBalance({ total: '1000.00', paidAmount: '250.00' }, '500.00').toFixed(2)).toBe('250.00');
    expect(requestableBalance({ total: '1000.00', paidAmount: '1000.00' }, '0').toFixed(2)).toBe('0.00');
    expect(requestableBalance({ total: '1000.00', paidAmount: '600.00' }, '500.00').toFixed(2)).toBe('0.00');
  });
});

describe('messages', () => {
  it('names the fund account that is short', () => {
    expect(TREASURY_MESSAGES.insufficientFunds('BDO Current Account')).toBe('Insufficient funds in BDO Current Account');
  });
  it('labels every status', () => {
    expect(PAYMENT_REQUEST_STATUS_LABELS.FOR_APPROVAL).toBe('For approval');
    expect(PAYMENT_REQUEST_STATUS_LABELS.PAID).toBe('Paid');
  });
});
