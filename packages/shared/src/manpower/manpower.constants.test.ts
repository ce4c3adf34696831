import { describe, expect, it } from 'vitest';
import { branchLimit, deviceConnection, DEVICE_ONLINE_SECONDS, EMPLOYMENT_STATUS, FILING_STATUS } from './manpower.constants';

describe('branchLimit', () => {
  it('lets developers, full access and the ALL scope see every branch', () => {
    expect(branchLimit({ isDeveloper: true }, 3)).toEqual({ kind: 'all' });
    expect(branchLimit({ isFullAccess: true }, 3)).toEqual({ kind: 'all' });
    expect(branchLimit({ scopeList: ['MANPOWER_TIME_KEEPING_ACCESS_ALL', 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] }, 3)).toEqual({ kind: 'all' });
  });
  it('limits a BY_BRANCH role to the account branch, and to nothing without one', () => {
    expect(branchLimit({ scopeList: ['MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] }, 3)).toEqual({ kind: 'branch', branchId: 3 });
    expect(branchLimit({ scopeList: ['MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] }, null)).toEqual({ kind: 'branch', branchId: null });
    expect(branchLimit(null, 3)).toEqual({ kind: 'branch', branchId: null });
  });
  it('does not limit a role that holds neither time-keeping scope (its screen scope decides)', () => {
    expect(branchLimit({ scopeList: ['MANPOWER_HRIS_ACCESS'] }, 3)).toEqual({ kind: 'all' });
  });
});

describe('deviceConnection', () => {
  const now = new Date('2026-11-25T04:00:00Z');
  it('is NEVER before the first contact, ONLINE within the window, OFFLINE after', () => {
    expect(deviceConnection(null, now)).toBe('NEVER');
    expect(deviceConnection(new Date(now.getTime() - DEVICE_ONLINE_SECONDS * 1000), now)).toBe('ONLINE');
    expect(deviceConnection(new Date(now.getTime() - DEVICE_ONLINE_SECONDS * 1000 - 1).toISOString(), now)).toBe('OFFLINE');
  });
});

describe('status sets', () => {
  it('follow DECISIONS.md for filings', () => {
    expect(FILING_STATUS.keys).toEqual(['PENDING', 'APPROVED', 'REJECTED', 'CANCELED']);
    expect(EMPLOYMENT_STATUS.label.REGULAR).toBe('Regular');
  });
});
