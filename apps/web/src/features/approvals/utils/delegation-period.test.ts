import { describe, expect, it } from 'vitest';
import { delegationPeriod, delegationState, lastDayOf } from './delegation-period';

describe('delegationPeriod', () => {
  it('runs from midnight of the first day to midnight after the last, Manila time', () => {
    expect(delegationPeriod('2026-12-01', '2026-12-05')).toEqual({ startsAt: '2026-12-01T00:00:00+08:00', endsAt: '2026-12-06T00:00:00+08:00' });
  });
  it('one day away covers that whole day, across a month end', () => {
    const period = delegationPeriod('2026-11-30', '2026-11-30');
    expect(period.endsAt).toBe('2026-12-01T00:00:00+08:00');
    expect(lastDayOf(period.endsAt)).toBe('2026-11-30');
  });
});

describe('delegationState', () => {
  const period = { ...delegationPeriod('2026-12-01', '2026-12-05'), endedAt: null };
  it('is upcoming before it starts, active inside, over after its end', () => {
    expect(delegationState(period, new Date('2026-11-30T15:59:59Z'))).toBe('UPCOMING');
    expect(delegationState(period, new Date('2026-11-30T16:00:00Z'))).toBe('ACTIVE');
    expect(delegationState(period, new Date('2026-12-05T15:59:59Z'))).toBe('ACTIVE');
    expect(delegationState(period, new Date('2026-12-05T16:00:00Z'))).toBe('OVER');
  });
  it('is over once ended by hand, even before it started', () => {
    expect(delegationState({ ...period, endedAt: '2026-11-20T00:00:00Z' }, new Date('2026-11-21T00:00:00Z'))).toBe('OVER');
    expect(delegationState({ ...period, endedAt: '2026-12-02T00:00:00Z' }, new Date('2026-12-03T00:00:00Z'))).toBe('OVER');
  });
});
