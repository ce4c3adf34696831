import { describe, expect, it } from 'vitest';
import { assignmentOn, eachDate, isoWeekday, manilaDate, manilaInstant, minutesOfDay, resolveDayPlan, shiftWindow } from './schedule.resolve';

const weeks = new Map([
  [1, new Map<number, number | null>([[1, 10], [2, 10], [3, 10], [4, 10], [5, 10], [6, null], [7, null]])],
  [2, new Map<number, number | null>([[1, 20], [2, 20], [3, 20], [4, 20], [5, 20], [6, 20], [7, null]])],
]);

describe('resolveDayPlan', () => {
  // 2026-11-23 is a Monday; 2026-11-28 a Saturday.
  it('takes the weekday of the schedule in force, a null day being a rest day', () => {
    const input = { employeeAssignments: [{ id: 1, scheduleId: 1, effectiveFrom: '2026-01-01', effectiveTo: null }], teamAssignments: [], weeks };
    expect(resolveDayPlan('2026-11-23', input)).toEqual({ kind: 'SHIFT', shiftId: 10, source: 'EMPLOYEE', scheduleId: 1 });
    expect(resolveDayPlan('2026-11-28', input)).toEqual({ kind: 'REST_DAY', source: 'EMPLOYEE', scheduleId: 1 });
  });
  it('prefers an override, then the employee, then the team', () => {
    const team = [{ id: 5, scheduleId: 2, effectiveFrom: '2026-01-01', effectiveTo: null }];
    expect(resolveDayPlan('2026-11-28', { employeeAssignments: [], teamAssignments: team, weeks })).toEqual({ kind: 'SHIFT', shiftId: 20, source: 'TEAM', scheduleId: 2 });
    const own = [{ id: 6, scheduleId: 1, effectiveFrom: '2026-11-01', effectiveTo: null }];
    expect(resolveDayPlan('2026-11-28', { employeeAssignments: own, teamAssignments: team, weeks }).kind).toBe('REST_DAY');
    expect(resolveDayPlan('2026-11-28', { override: { date: '2026-11-28', shiftId: 30, source: 'MANUAL' }, employeeAssignments: own, teamAssignments: team, weeks })).toEqual({ kind: 'SHIFT', shiftId: 30, source: 'OVERRIDE', scheduleId: null });
    expect(resolveDayPlan('2026-11-23', { override: { date: '2026-11-23', shiftId: null, source: 'FILING' }, employeeAssignments: own, teamAssignments: team, weeks }).kind).toBe('REST_DAY');
  });
  it('is NONE when nothing covers the day', () => {
    const ended = [{ id: 1, scheduleId: 1, effectiveFrom: '2026-01-01', effectiveTo: '2026-11-22' }];
    expect(resolveDayPlan('2026-11-23', { employeeAssignments: ended, teamAssignments: [], weeks })).toEqual({ kind: 'NONE' });
    expect(resolveDayPlan('2026-11-22', { employeeAssignments: ended, teamAssignments: [], weeks }).kind).toBe('REST_DAY');
  });
});

describe('assignmentOn', () => {
  it('takes the latest start covering the day, then the latest id', () => {
    const rows = [
      { id: 1, scheduleId: 1, effectiveFrom: '2026-01-01', effectiveTo: null },
      { id: 2, scheduleId: 2, effectiveFrom: '2026-06-01', effectiveTo: null },
      { id: 3, scheduleId: 3, effectiveFrom: '2026-06-01', effectiveTo: null },
      { id: 4, scheduleId: 4, effectiveFrom: '2026-12-01', effectiveTo: null },
    ];
    expect(assignmentOn('2026-05-31', rows)?.id).toBe(1);
    expect(assignmentOn('2026-06-01', rows)?.id).toBe(3);
    expect(assignmentOn('2025-12-31', rows)).toBeUndefined();
  });
});

describe('dates and times in Philippine time', () => {
  it('counts weekdays and dates', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(eachDate('2026-11-30', '2026-12-02')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(eachDate('2026-12-02', '2026-12-01')).toEqual([]);
    expect(minutesOfDay('22:30')).toBe(1350);
  });
  it('reads wall-clock times as UTC+8', () => {
    expect(manilaInstant('2026-11-23', '08:00').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(manilaInstant('2026-11-23', '06:00').toISOString()).toBe('2026-11-22T22:00:00.000Z');
    expect(manilaDate(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(manilaDate(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
  });
  it('puts the end of a shift crossing midnight on the next day', () => {
    const night = shiftWindow('2026-11-23', { startTime: '22:00', endTime: '06:00' });
    expect(night.start.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(night.end.toISOString()).toBe('2026-11-23T22:00:00.000Z');
    const day = shiftWindow('2026-11-23', { startTime: '08:00', endTime: '17:00' });
    expect((day.end.getTime() - day.start.getTime()) / 3_600_000).toBe(9);
  });
});
