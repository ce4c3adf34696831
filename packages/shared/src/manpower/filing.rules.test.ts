import { describe, expect, it } from 'vitest';
import { createFilingRequest } from './filing.schemas';
import { daySpan, filingCancelRefusal, filingDates, filingProblems, formatLeaveDays, isLeaveDay, leaveDayCount, rangesOverlap, spanMinutes, FILING_MESSAGES } from './filing.rules';

const base = { dateFrom: '2026-12-07', dateTo: '2026-12-07' };

describe('filing rules', () => {
  it('counts calendar days and minutes across midnight', () => {
    expect(daySpan('2026-12-07', '2026-12-07')).toBe(1);
    expect(daySpan('2026-12-07', '2026-12-09')).toBe(3);
    expect(daySpan('2026-12-09', '2026-12-07')).toBe(0);
    expect(daySpan('2026-12-31', '2027-01-01')).toBe(2);
    expect(spanMinutes('17:00', '19:30')).toBe(150);
    expect(spanMinutes('22:00', '02:00')).toBe(240);
    expect(spanMinutes('08:00', '08:00')).toBe(1440);
    expect(spanMinutes('08:01', '08:00')).toBe(1439);
    expect(spanMinutes('00:00', '00:01')).toBe(1);
  });

  it('leave: a leave type, a half day only for one day, no times', () => {
    expect(filingProblems({ type: 'LEAVE', ...base, leaveTypeId: 1 })).toEqual([]);
    expect(filingProblems({ type: 'LEAVE', ...base, leaveTypeId: 1, isHalfDay: true })).toEqual([]);
    expect(filingProblems({ type: 'LEAVE', dateFrom: '2026-12-07', dateTo: '2026-12-08', isHalfDay: true, startTime: '08:00', endTime: '12:00' })).toEqual([
      { path: 'leaveTypeId', message: 'is required' },
      { path: 'isHalfDay', message: 'a half day must be a single day' },
      { path: 'startTime', message: 'is not used by a leave filing' },
      { path: 'endTime', message: 'is not used by a leave filing' },
    ]);
  });

  it('dates in order and within the longest span', () => {
    expect(filingProblems({ type: 'LEAVE', dateFrom: '2026-12-08', dateTo: '2026-12-07', leaveTypeId: 1 })).toEqual([{ path: 'dateTo', message: 'must be on or after the start date' }]);
    // 120 days allowed, 121 not.
    expect(filingProblems({ type: 'LEAVE', dateFrom: '2026-01-01', dateTo: '2026-04-30', leaveTypeId: 1 })).toEqual([]);
    expect(filingProblems({ type: 'LEAVE', dateFrom: '2026-01-01', dateTo: '2026-05-01', leaveTypeId: 1 })).toEqual([{ path: 'dateTo', message: 'must be within 120 days of the start date' }]);
    expect(filingProblems({ type: 'SCHEDULE_ADJUSTMENT', dateFrom: '2026-01-01', dateTo: '2026-01-31' })).toEqual([]);
    expect(filingProblems({ type: 'SCHEDULE_ADJUSTMENT', dateFrom: '2026-01-01', dateTo: '2026-02-01' })).toEqual([{ path: 'dateTo', message: 'must be within 31 days of the start date' }]);
  });

  it('overtime: one day and both times, different', () => {
    expect(filingProblems({ type: 'OVERTIME', ...base, startTime: '17:00', endTime: '20:00' })).toEqual([]);
    expect(filingProblems({ type: 'OVERTIME', dateFrom: '2026-12-07', dateTo: '2026-12-08', startTime: '17:00' })).toEqual([
      { path: 'dateTo', message: 'must be the start date (overtime is for one day)' },
      { path: 'endTime', message: 'is required' },
    ]);
    expect(filingProblems({ type: 'OVERTIME', ...base, endTime: '17:00' })).toEqual([{ path: 'startTime', message: 'is required' }]);
    expect(filingProblems({ type: 'OVERTIME', ...base, startTime: '17:00', endTime: '17:00' })).toEqual([{ path: 'endTime', message: 'must differ from the start time' }]);
    expect(filingProblems({ type: 'OVERTIME', ...base, startTime: '17:00', endTime: '18:00', isHalfDay: true })).toEqual([{ path: 'isHalfDay', message: 'is only for a leave' }]);
  });

  it('official business: whole days, or both times', () => {
    expect(filingProblems({ type: 'OFFICIAL_BUSINESS', dateFrom: '2026-12-07', dateTo: '2026-12-09' })).toEqual([]);
    expect(filingProblems({ type: 'OFFICIAL_BUSINESS', ...base, startTime: '09:00', endTime: '12:00' })).toEqual([]);
    expect(filingProblems({ type: 'OFFICIAL_BUSINESS', ...base, startTime: '09:00' })).toEqual([{ path: 'endTime', message: 'is required with the other time' }]);
    expect(filingProblems({ type: 'OFFICIAL_BUSINESS', ...base, endTime: '09:00' })).toEqual([{ path: 'startTime', message: 'is required with the other time' }]);
  });

  it('schedule adjustment and attendance correction', () => {
    expect(filingProblems({ type: 'SCHEDULE_ADJUSTMENT', ...base, shiftId: null })).toEqual([]);
    expect(filingProblems({ type: 'SCHEDULE_ADJUSTMENT', ...base, startTime: '08:00' })).toEqual([{ path: 'startTime', message: 'is not used by a schedule adjustment filing' }]);
    expect(filingProblems({ type: 'ATTENDANCE_CORRECTION', ...base, timeIn: '08:00' })).toEqual([]);
    expect(filingProblems({ type: 'ATTENDANCE_CORRECTION', ...base, timeOut: '17:00' })).toEqual([]);
    expect(filingProblems({ type: 'ATTENDANCE_CORRECTION', dateFrom: '2026-12-07', dateTo: '2026-12-08' })).toEqual([
      { path: 'dateTo', message: 'must be the start date (a correction is for one day)' },
      { path: 'timeIn', message: 'a time in or a time out is required' },
    ]);
    expect(filingProblems({ type: 'ATTENDANCE_CORRECTION', ...base, timeIn: '08:00', timeOut: '08:00' })).toEqual([{ path: 'timeOut', message: 'must differ from the time in' }]);
  });

  it('leave days: rest days and non-working holidays do not count; no schedule counts', () => {
    expect(isLeaveDay({ plan: 'SHIFT', holidayType: null })).toBe(true);
    expect(isLeaveDay({ plan: 'NONE', holidayType: null })).toBe(true);
    expect(isLeaveDay({ plan: 'REST_DAY', holidayType: null })).toBe(false);
    expect(isLeaveDay({ plan: 'SHIFT', holidayType: 'REGULAR' })).toBe(false);
    expect(isLeaveDay({ plan: 'SHIFT', holidayType: 'SPECIAL_NON_WORKING' })).toBe(false);
    expect(isLeaveDay({ plan: 'SHIFT', holidayType: 'SPECIAL_WORKING' })).toBe(true);
    const week = [
      { plan: 'SHIFT' as const, holidayType: null },
      { plan: 'SHIFT' as const, holidayType: 'REGULAR' },
      { plan: 'REST_DAY' as const, holidayType: null },
      { plan: 'NONE' as const, holidayType: null },
    ];
    expect(leaveDayCount(week, false)).toBe(2);
    expect(leaveDayCount(week.slice(0, 1), true)).toBe(0.5);
    expect(leaveDayCount(week.slice(2, 3), true)).toBe(0);
  });

  it('formats days and checks overlaps', () => {
    expect(formatLeaveDays(1)).toBe('1 day');
    expect(formatLeaveDays(2)).toBe('2 days');
    expect(formatLeaveDays(0)).toBe('0 days');
    expect(formatLeaveDays(0.5)).toBe('0.5 days');
    expect(FILING_MESSAGES.notEnoughCredits('SIL', 2)).toBe('Not enough SIL credits: 2 days left');
    expect(rangesOverlap({ dateFrom: '2026-12-01', dateTo: '2026-12-03' }, { dateFrom: '2026-12-03', dateTo: '2026-12-05' })).toBe(true);
    expect(rangesOverlap({ dateFrom: '2026-12-01', dateTo: '2026-12-03' }, { dateFrom: '2026-12-04', dateTo: '2026-12-05' })).toBe(false);
    expect(rangesOverlap({ dateFrom: '2026-12-04', dateTo: '2026-12-05' }, { dateFrom: '2026-12-01', dateTo: '2026-12-03' })).toBe(false);
    expect(filingDates({ dateFrom: '2026-12-30', dateTo: '2027-01-01' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('who may cancel', () => {
    const me = { accountId: 7, isLeaveAdmin: false };
    const hr = { accountId: 9, isLeaveAdmin: true };
    expect(filingCancelRefusal({ status: 'PENDING', type: 'OVERTIME', filedById: 7 }, me)).toBeNull();
    expect(filingCancelRefusal({ status: 'PENDING', type: 'OVERTIME', filedById: 7 }, hr)).toEqual({ status: 403, message: FILING_MESSAGES.notFiler });
    expect(filingCancelRefusal({ status: 'APPROVED', type: 'LEAVE', filedById: 7 }, me)).toEqual({ status: 403, message: 'Only HR can cancel an approved leave' });
    expect(filingCancelRefusal({ status: 'APPROVED', type: 'LEAVE', filedById: 7 }, hr)).toBeNull();
    expect(filingCancelRefusal({ status: 'APPROVED', type: 'OVERTIME', filedById: 9 }, hr)).toEqual({ status: 409, message: 'An approved overtime filing cannot be canceled' });
    expect(filingCancelRefusal({ status: 'REJECTED', type: 'LEAVE', filedById: 7 }, hr)).toEqual({ status: 409, message: 'This filing is already rejected' });
    expect(filingCancelRefusal({ status: 'CANCELED', type: 'LEAVE', filedById: 7 }, me)).toEqual({ status: 409, message: 'This filing is already canceled' });
  });

  it('the request schema lists field and type problems together', () => {
    const result = createFilingRequest.safeParse({ type: 'OVERTIME', dateFrom: '2026-12-07', dateTo: '2026-12-07', startTime: '25:00', reason: 'x' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['startTime: must be a time HH:mm']);
    const ok = createFilingRequest.parse({ type: 'LEAVE', dateFrom: '2026/12/07', dateTo: '2026-12-07', leaveTypeId: '3', reason: ' Sick ' });
    expect(ok).toMatchObject({ type: 'LEAVE', dateFrom: '2026-12-07', leaveTypeId: 3, isHalfDay: false, reason: 'Sick' });
  });
});
