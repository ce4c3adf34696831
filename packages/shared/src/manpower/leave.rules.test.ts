import { describe, expect, it } from 'vitest';
import { leaveCreditRequest } from './filing.schemas';
import { firstServiceAnniversary, fromHundredths, leaveBalanceOf, LEAVE_MESSAGES, silEligible, sumDays, toHundredths } from './leave.rules';

describe('leave rules', () => {
  it('sums days exactly', () => {
    expect(sumDays(['0.10', '0.20'])).toBe('0.30');
    expect(sumDays(['5.00', '-2.50', '-0.50'])).toBe('2.00');
    expect(sumDays([])).toBe('0.00');
    expect(sumDays(['-0.5'])).toBe('-0.50');
    expect(toHundredths('2.5')).toBe(250);
    expect(fromHundredths(5)).toBe('0.05');
    expect(fromHundredths(-105)).toBe('-1.05');
    expect(fromHundredths(1200)).toBe('12.00');
  });

  it('the first service anniversary (29 February: 1 March)', () => {
    expect(firstServiceAnniversary('2025-09-01')).toBe('2026-09-01');
    expect(firstServiceAnniversary('2024-02-29')).toBe('2025-03-01');
    expect(firstServiceAnniversary('2023-12-31')).toBe('2024-12-31');
  });

  it('SIL after a year of service (Labor Code art. 95), on or before the grant day within the year', () => {
    expect(silEligible({ hiredAt: null }, 2026, '2026-11-25')).toBe(false);
    expect(silEligible({ hiredAt: '2025-11-25' }, 2026, '2026-11-25')).toBe(true);
    expect(silEligible({ hiredAt: '2025-11-26' }, 2026, '2026-11-25')).toBe(false);
    // A past year: the year's end is the day that counts.
    expect(silEligible({ hiredAt: '2024-12-31' }, 2025, '2026-11-25')).toBe(true);
    expect(silEligible({ hiredAt: '2025-01-01' }, 2025, '2026-11-25')).toBe(false);
    // Separated before the year: none; during the year: still earned.
    expect(silEligible({ hiredAt: '2019-01-01', separatedAt: '2025-12-31' }, 2026, '2026-11-25')).toBe(false);
    expect(silEligible({ hiredAt: '2019-01-01', separatedAt: '2026-01-01' }, 2026, '2026-11-25')).toBe(true);
  });

  it('a balance row: ledger less pending', () => {
    expect(leaveBalanceOf({ id: 1, code: 'SIL', name: 'Service incentive leave', isPaid: true }, ['5.00'], ['1.50'])).toEqual({
      leaveTypeId: 1,
      code: 'SIL',
      name: 'Service incentive leave',
      isPaid: true,
      balance: '5.00',
      pending: '1.50',
      available: '3.50',
    });
  });

  it('messages', () => {
    expect(LEAVE_MESSAGES.silGranted(1, 2026)).toBe('SIL granted to 1 employee for 2026');
    expect(LEAVE_MESSAGES.silGranted(3, 2026)).toBe('SIL granted to 3 employees for 2026');
    expect(LEAVE_MESSAGES.silGranted(0, 2026)).toBe('Every eligible employee already has their 2026 SIL');
    expect(LEAVE_MESSAGES.belowZero('VL', '2.50')).toBe('days: the VL balance would fall below zero (2.5 left)');
  });

  it('a credit: days with at most 2 decimals, not zero, as text', () => {
    expect(leaveCreditRequest.parse({ employeeId: 1, leaveTypeId: 2, year: 2026, days: '1.5', note: 'x' }).days).toBe('1.50');
    expect(leaveCreditRequest.parse({ employeeId: 1, leaveTypeId: 2, year: 2026, days: -0.25, note: 'x' }).days).toBe('-0.25');
    expect(leaveCreditRequest.safeParse({ employeeId: 1, leaveTypeId: 2, year: 2026, days: 0.125, note: 'x' }).error!.issues[0].message).toBe('must have at most 2 decimals');
    expect(leaveCreditRequest.safeParse({ employeeId: 1, leaveTypeId: 2, year: 2026, days: 367, note: 'x' }).error!.issues[0].message).toBe('must be at most 366');
  });
});
