import { describe, expect, it } from 'vitest';
import {
  attendanceMark,
  breakIntervals,
  computeAttendanceDay,
  mergeIntervals,
  nightMinutesOf,
  punchWindows,
  summarizeAttendance,
  type AttendanceDayInput,
  type AttendanceShift,
} from './attendance.rules';
import { attendanceAdjustmentRequest, attendanceSummaryQuery, ATTENDANCE_MESSAGES } from './attendance.schemas';
import { manilaInstant } from './schedule.resolve';

const D = '2026-11-23';
const at = (time: string, plusDays = 0, date = D) => manilaInstant(date, time, plusDays);
const DAY: AttendanceShift = { id: 1, startTime: '08:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }], graceMinutes: 5, isFlexible: false, requiredMinutes: 480 };
const NIGHT: AttendanceShift = { id: 2, startTime: '22:00', endTime: '07:00', breaks: [{ start: '02:00', end: '03:00' }], graceMinutes: 0, isFlexible: false, requiredMinutes: 480 };
const FLEX: AttendanceShift = { id: 3, startTime: '07:00', endTime: '19:00', breaks: [{ start: '12:00', end: '13:00' }], graceMinutes: 0, isFlexible: true, requiredMinutes: 480 };
const day = (input: Partial<AttendanceDayInput> & { punches: Date[] }) => computeAttendanceDay({ date: D, plan: { kind: 'SHIFT', shift: DAY }, ...input });

describe('computeAttendanceDay: a day shift', () => {
  it('takes the first in and the last out, breaks not counted as work', () => {
    const d = day({ punches: [at('16:59'), at('07:55'), at('12:01'), at('17:00')] });
    expect(d.timeIn).toEqual(at('07:55'));
    expect(d.timeOut).toEqual(at('17:00'));
    expect(d).toMatchObject({ workedMinutes: 480, lateMinutes: 0, undertimeMinutes: 0, overtimeCandidateMinutes: 0, nightMinutes: 0, isAbsent: false, flags: [], shiftId: 1, leaveDays: '0', isAdjusted: false });
    expect(d.scheduledStart).toEqual(at('08:00'));
    expect(d.scheduledEnd).toEqual(at('17:00'));
  });
  it('counts lateness beyond the grace minutes as every minute after the start', () => {
    expect(day({ punches: [at('08:05'), at('17:00')] }).lateMinutes).toBe(0);
    expect(day({ punches: [at('08:06'), at('17:00')] }).lateMinutes).toBe(6);
    expect(day({ punches: [at('08:06'), at('17:00')] }).workedMinutes).toBe(474);
    expect(day({ punches: [at('09:30'), at('17:00')] })).toMatchObject({ lateMinutes: 90, workedMinutes: 390 });
  });
  it('counts undertime as the minutes left before the end, a break left out', () => {
    expect(day({ punches: [at('08:00'), at('16:00')] })).toMatchObject({ undertimeMinutes: 60, workedMinutes: 420 });
    expect(day({ punches: [at('08:00'), at('16:59')] }).undertimeMinutes).toBe(1);
    expect(day({ punches: [at('08:00'), at('11:00')] })).toMatchObject({ undertimeMinutes: 300, workedMinutes: 180 });
    expect(day({ punches: [at('08:00'), at('12:30')] })).toMatchObject({ undertimeMinutes: 240, workedMinutes: 240 });
  });
  it('caps worked minutes at the required ones; minutes after the end are overtime candidates', () => {
    const d = day({ punches: [at('07:00'), at('19:30')] });
    expect(d).toMatchObject({ workedMinutes: 480, overtimeCandidateMinutes: 150, overtimeApprovedMinutes: 0 });
    expect(day({ punches: [at('07:00'), at('17:00')] }).overtimeCandidateMinutes).toBe(0);
  });
  it('flags a single punch MISSING_OUT without counting worked minutes', () => {
    const d = day({ punches: [at('08:10')] });
    expect(d).toMatchObject({ timeOut: null, workedMinutes: 0, lateMinutes: 10, isAbsent: false, flags: ['MISSING_OUT'] });
  });
  it('marks a scheduled workday without punches absent, but not a day still to come', () => {
    expect(day({ punches: [] })).toMatchObject({ isAbsent: true, lateMinutes: 0, undertimeMinutes: 0, workedMinutes: 0 });
    expect(day({ punches: [], now: at('10:00') }).isAbsent).toBe(false);
    expect(day({ punches: [at('08:00')], now: at('10:00') }).flags).toEqual([]);
    expect(day({ punches: [], now: at('01:00', 1) }).isAbsent).toBe(true);
    expect(day({ punches: [], now: at('00:59', 1) }).isAbsent).toBe(false);
  });
});

describe('computeAttendanceDay: rest days, holidays, no schedule', () => {
  it('a rest day with punches is worked, flagged, never absent', () => {
    const d = computeAttendanceDay({ date: D, plan: { kind: 'REST_DAY' }, punches: [at('08:00'), at('18:30')] });
    expect(d).toMatchObject({ isRestDay: true, isAbsent: false, workedMinutes: 480, overtimeCandidateMinutes: 150, flags: ['REST_DAY_WORK'], shiftId: null, lateMinutes: 0 });
    expect(computeAttendanceDay({ date: D, plan: { kind: 'REST_DAY' }, punches: [] })).toMatchObject({ isAbsent: false, flags: [], workedMinutes: 0 });
  });
  it('a regular or special non-working holiday without work is not an absence', () => {
    expect(day({ punches: [], holidayType: 'REGULAR' })).toMatchObject({ isAbsent: false, holidayType: 'REGULAR' });
    expect(day({ punches: [], holidayType: 'SPECIAL_NON_WORKING' }).isAbsent).toBe(false);
    expect(day({ punches: [], holidayType: 'SPECIAL_WORKING' }).isAbsent).toBe(true);
  });
  it('flags holiday work', () => {
    const d = day({ punches: [at('08:00'), at('17:00')], holidayType: 'REGULAR' });
    expect(d).toMatchObject({ workedMinutes: 480, flags: ['HOLIDAY_WORK'], isAbsent: false });
    expect(day({ punches: [at('08:00'), at('17:00')], holidayType: 'SPECIAL_WORKING' }).flags).toEqual([]);
  });
  it('flags NO_SCHEDULE and counts the punched span', () => {
    expect(computeAttendanceDay({ date: D, plan: { kind: 'NONE' }, punches: [] })).toMatchObject({ flags: ['NO_SCHEDULE'], isAbsent: false });
    expect(computeAttendanceDay({ date: D, plan: { kind: 'NONE' }, punches: [at('09:00'), at('13:00')] })).toMatchObject({ flags: ['NO_SCHEDULE'], workedMinutes: 240, overtimeCandidateMinutes: 0 });
  });
});

describe('computeAttendanceDay: night work and shifts across midnight', () => {
  it('counts night minutes between 22:00 and 06:00 across midnight, breaks left out', () => {
    const d = computeAttendanceDay({ date: D, plan: { kind: 'SHIFT', shift: NIGHT }, punches: [at('21:50'), at('07:00', 1)] });
    expect(d).toMatchObject({ workedMinutes: 480, lateMinutes: 0, undertimeMinutes: 0, nightMinutes: 420, overtimeCandidateMinutes: 0 });
    expect(d.scheduledEnd).toEqual(at('07:00', 1));
    const overtime = computeAttendanceDay({ date: D, plan: { kind: 'SHIFT', shift: NIGHT }, punches: [at('22:00'), at('08:15', 1)] });
    expect(overtime.overtimeCandidateMinutes).toBe(75);
  });
  it('counts the night minutes of a day shift run late', () => {
    expect(day({ punches: [at('08:00'), at('23:30')] })).toMatchObject({ nightMinutes: 90, overtimeCandidateMinutes: 390 });
    expect(day({ punches: [at('05:00'), at('17:00')] }).nightMinutes).toBe(60);
  });
  it('nightMinutesOf merges overlaps and spans two nights', () => {
    expect(nightMinutesOf([[at('21:00').getTime(), at('23:00').getTime()], [at('22:30').getTime(), at('23:30').getTime()]])).toBe(90);
    expect(nightMinutesOf([[at('05:00').getTime(), at('23:00', 1).getTime()]])).toBe(60 + 480 + 60);
    expect(nightMinutesOf([[at('06:00').getTime(), at('22:00').getTime()]])).toBe(0);
  });
});

describe('computeAttendanceDay: flexible shifts', () => {
  it('has no lateness; the required minutes count from the first punch', () => {
    const d = computeAttendanceDay({ date: D, plan: { kind: 'SHIFT', shift: FLEX }, punches: [at('10:00'), at('19:00')] });
    expect(d).toMatchObject({ lateMinutes: 0, workedMinutes: 480, undertimeMinutes: 0, overtimeCandidateMinutes: 0 });
    const short = computeAttendanceDay({ date: D, plan: { kind: 'SHIFT', shift: FLEX }, punches: [at('10:00'), at('17:00')] });
    expect(short).toMatchObject({ lateMinutes: 0, workedMinutes: 360, undertimeMinutes: 120 });
    const long = computeAttendanceDay({ date: D, plan: { kind: 'SHIFT', shift: FLEX }, punches: [at('07:00'), at('18:00')] });
    expect(long).toMatchObject({ workedMinutes: 480, overtimeCandidateMinutes: 120 });
  });
});

describe('computeAttendanceDay: approved filings', () => {
  const leave = { type: 'LEAVE', dateFrom: '2026-11-22', dateTo: '2026-11-24', leaveTypeCode: 'SIL' };
  it('a leave day is not an absence', () => {
    expect(day({ punches: [], filings: [leave] })).toMatchObject({ isAbsent: false, leaveDays: '1', leaveTypeCode: 'SIL' });
    expect(day({ punches: [], filings: [{ ...leave, dateFrom: '2026-11-24' }] })).toMatchObject({ isAbsent: true, leaveDays: '0', leaveTypeCode: null });
  });
  it('a half-day leave counts 0.5 and excuses half the shift', () => {
    const d = day({ punches: [at('13:00'), at('17:00')], filings: [{ ...leave, isHalfDay: true }] });
    expect(d).toMatchObject({ leaveDays: '0.5', lateMinutes: 60, workedMinutes: 240, isAbsent: false });
    expect(day({ punches: [at('08:00'), at('12:00')], filings: [{ ...leave, isHalfDay: true }] })).toMatchObject({ undertimeMinutes: 0, lateMinutes: 0 });
  });
  it('leave on a rest day or a regular holiday is not counted', () => {
    expect(computeAttendanceDay({ date: D, plan: { kind: 'REST_DAY' }, punches: [], filings: [leave] }).leaveDays).toBe('0');
    expect(day({ punches: [], holidayType: 'REGULAR', filings: [leave] }).leaveDays).toBe('0');
  });
  it('official business counts as worked time, not absent, not late inside it', () => {
    const whole = day({ punches: [], filings: [{ type: 'OFFICIAL_BUSINESS', dateFrom: D, dateTo: D }] });
    expect(whole).toMatchObject({ isAbsent: false, officialBusinessMinutes: 480, workedMinutes: 480, lateMinutes: 0, undertimeMinutes: 0 });
    const morning = day({ punches: [at('11:00'), at('17:00')], filings: [{ type: 'OFFICIAL_BUSINESS', dateFrom: D, dateTo: D, startTime: '08:00', endTime: '11:00' }] });
    expect(morning).toMatchObject({ lateMinutes: 0, officialBusinessMinutes: 180, workedMinutes: 480, undertimeMinutes: 0 });
  });
  it('approves overtime up to the candidates', () => {
    const ot = (minutes: number | null, extra = {}) => day({ punches: [at('08:00'), at('19:00')], filings: [{ type: 'OVERTIME', dateFrom: D, dateTo: D, minutes, ...extra }] });
    expect(ot(60).overtimeApprovedMinutes).toBe(60);
    expect(ot(180).overtimeApprovedMinutes).toBe(120);
    expect(ot(null, { startTime: '17:00', endTime: '18:30' }).overtimeApprovedMinutes).toBe(90);
    expect(ot(120).overtimeCandidateMinutes).toBe(120);
  });
  it('an attendance correction replaces the punched times', () => {
    const d = day({ punches: [at('08:30')], filings: [{ type: 'ATTENDANCE_CORRECTION', dateFrom: D, dateTo: D, timeIn: at('08:00'), timeOut: at('17:00') }] });
    expect(d).toMatchObject({ lateMinutes: 0, workedMinutes: 480, flags: [] });
    const outOnly = day({ punches: [at('08:30')], filings: [{ type: 'ATTENDANCE_CORRECTION', dateFrom: D, dateTo: D, timeOut: at('17:00') }] });
    expect(outOnly).toMatchObject({ lateMinutes: 30, workedMinutes: 450 });
    expect(day({ punches: [], filings: [{ type: 'ATTENDANCE_CORRECTION', dateFrom: D, dateTo: D, timeOut: at('17:00') }] }).flags).toEqual(['MISSING_IN']);
  });
});

describe('computeAttendanceDay: approved adjustments', () => {
  it('override the fields they name and mark the day adjusted', () => {
    const d = day({ punches: [], adjustments: [{ isAbsent: false, workedMinutes: 480 }, { lateMinutes: 3 }] });
    expect(d).toMatchObject({ isAbsent: false, workedMinutes: 480, lateMinutes: 3, isAdjusted: true });
  });
  it('times recompute the day before the other fields apply', () => {
    const d = day({ punches: [at('09:00'), at('17:00')], adjustments: [{ timeIn: at('08:00').toISOString() }] });
    expect(d).toMatchObject({ lateMinutes: 0, workedMinutes: 480, isAdjusted: true });
    expect(day({ punches: [at('08:00'), at('17:00')], adjustments: [{ timeOut: null }] }).flags).toEqual(['MISSING_OUT']);
    expect(day({ punches: [at('08:00'), at('19:00')], adjustments: [{ overtimeApprovedMinutes: 90 }] }).overtimeApprovedMinutes).toBe(90);
    expect(day({ punches: [at('08:00'), at('19:00')], adjustments: [{ nightMinutes: 5, undertimeMinutes: 7 }] })).toMatchObject({ nightMinutes: 5, undertimeMinutes: 7 });
  });
});

describe('punchWindows', () => {
  const ms = (d: Date) => d.getTime();
  it('opens 4 hours before a shift and closes 8 hours after it', () => {
    const [w] = punchWindows([{ date: D, shift: DAY }]);
    expect(ms(w.from)).toBe(ms(at('04:00')));
    expect(ms(w.to)).toBe(ms(at('01:00', 1)));
  });
  it('gives a rest day its calendar day and a night shift its morning after', () => {
    const [night, rest] = punchWindows([{ date: D, shift: NIGHT }, { date: '2026-11-24', shift: null }]);
    expect(ms(night.to)).toBe(ms(at('15:00', 1)));
    expect(ms(rest.from)).toBe(ms(at('15:00', 1)));
    expect(ms(rest.to)).toBe(ms(at('00:00', 2)));
  });
  it('a shift after a rest day takes its early hours', () => {
    const [rest, shift] = punchWindows([{ date: D, shift: null }, { date: '2026-11-24', shift: { startTime: '02:00', endTime: '10:00' } }]);
    expect(ms(rest.to)).toBe(ms(at('22:00')));
    expect(ms(shift.from)).toBe(ms(at('22:00')));
  });
  it('splits two close shifts halfway between the end and the next start', () => {
    const [night, dayShift] = punchWindows([{ date: D, shift: NIGHT }, { date: '2026-11-24', shift: { startTime: '09:00', endTime: '18:00' } }]);
    expect(ms(night.to)).toBe(ms(at('08:00', 1)));
    expect(ms(dayShift.from)).toBe(ms(at('08:00', 1)));
  });
  it('leaves a gap between distant shifts', () => {
    const [a, b] = punchWindows([{ date: D, shift: DAY }, { date: '2026-11-24', shift: DAY }]);
    expect(ms(a.to)).toBe(ms(at('01:00', 1)));
    expect(ms(b.from)).toBe(ms(at('04:00', 1)));
  });
});

describe('helpers', () => {
  it('breakIntervals puts a break after midnight on the next day', () => {
    expect(breakIntervals(D, NIGHT)).toEqual([[ms('02:00', 1), ms('03:00', 1)]]);
    expect(breakIntervals(D, DAY)).toEqual([[ms('12:00'), ms('13:00')]]);
    function ms(t: string, p = 0) {
      return at(t, p).getTime();
    }
  });
  it('mergeIntervals joins touching intervals and drops empty ones', () => {
    expect(mergeIntervals([[5, 8], [1, 3], [3, 4], [9, 9]])).toEqual([[1, 4], [5, 8]]);
  });
  it('summarizeAttendance totals a cutoff, leave in halves', () => {
    const base = { workedMinutes: 480, isAbsent: false, lateMinutes: 0, undertimeMinutes: 0, overtimeCandidateMinutes: 0, overtimeApprovedMinutes: 0, nightMinutes: 0, flags: [] as string[], timeIn: new Date(), timeOut: new Date(), leaveDays: '0' };
    const s = summarizeAttendance([
      { ...base, lateMinutes: 6, overtimeCandidateMinutes: 30, overtimeApprovedMinutes: 20, nightMinutes: 10 },
      { ...base, workedMinutes: 0, timeIn: null, timeOut: null, isAbsent: true },
      { ...base, workedMinutes: 0, timeIn: null, timeOut: null, leaveDays: '0.5', undertimeMinutes: 4 },
      { ...base, workedMinutes: 0, timeIn: null, timeOut: null, leaveDays: '1.00' },
      { ...base, flags: ['REST_DAY_WORK'] },
      { ...base, flags: ['HOLIDAY_WORK', 'MISSING_OUT'], workedMinutes: 0, timeOut: null },
    ]);
    expect(s).toEqual({ daysWorked: 3, absences: 1, lateMinutes: 6, undertimeMinutes: 4, overtimeCandidateMinutes: 30, overtimeApprovedMinutes: 20, nightMinutes: 10, leaveDays: '1.5', restDayWorkDays: 1, holidayWorkDays: 1, flaggedDays: 1 });
    expect(summarizeAttendance([]).leaveDays).toBe('0');
    expect(summarizeAttendance([{ ...base, leaveDays: '1' }, { ...base, leaveDays: '1' }]).leaveDays).toBe('2');
  });
  it('attendanceMark picks one badge', () => {
    const base = { isAbsent: false, leaveDays: '0', holidayType: null, isRestDay: false, lateMinutes: 0, timeIn: null, timeOut: null, flags: [] as string[], shiftId: 1 };
    expect(attendanceMark({ ...base, isAbsent: true })).toBe('ABSENT');
    expect(attendanceMark({ ...base, leaveDays: '0.5' })).toBe('LEAVE');
    expect(attendanceMark({ ...base, holidayType: 'REGULAR' })).toBe('HOLIDAY');
    expect(attendanceMark({ ...base, holidayType: 'SPECIAL_WORKING' })).toBe('UPCOMING');
    expect(attendanceMark({ ...base, isRestDay: true })).toBe('REST_DAY');
    expect(attendanceMark({ ...base, isRestDay: true, timeIn: 'x', timeOut: 'y' })).toBe('PRESENT');
    expect(attendanceMark({ ...base, timeIn: 'x', flags: ['MISSING_OUT'] })).toBe('INCOMPLETE');
    expect(attendanceMark({ ...base, timeIn: 'x', timeOut: 'y', lateMinutes: 1 })).toBe('LATE');
    expect(attendanceMark({ ...base, flags: ['NO_SCHEDULE'] })).toBe('NO_SCHEDULE');
    expect(attendanceMark({ ...base, workedMinutes: 480 })).toBe('PRESENT');
    expect(attendanceMark({ ...base, workedMinutes: 0 })).toBe('UPCOMING');
  });
});

describe('attendance schemas', () => {
  it('checks the range', () => {
    expect(attendanceSummaryQuery.safeParse({ from: '2026-11-16', to: '2026-11-30' }).success).toBe(true);
    const back = attendanceSummaryQuery.safeParse({ from: '2026-11-16', to: '2026-11-15' });
    expect(back.error?.issues[0].message).toBe(ATTENDANCE_MESSAGES.rangeOrder);
    expect(attendanceSummaryQuery.safeParse({ from: '2026-01-01', to: '2026-03-03' }).success).toBe(true);
    expect(attendanceSummaryQuery.safeParse({ from: '2026-01-01', to: '2026-03-04' }).error?.issues[0].message).toBe(ATTENDANCE_MESSAGES.rangeTooLong);
  });
  it('asks an adjustment for at least one change and a reason', () => {
    const ok = attendanceAdjustmentRequest.safeParse({ employeeId: 1, date: D, changes: { lateMinutes: 0 }, reason: 'Traffic advisory' });
    expect(ok.success).toBe(true);
    const none = attendanceAdjustmentRequest.safeParse({ employeeId: 1, date: D, changes: {}, reason: '' });
    expect(none.error?.issues.map((i) => i.message).sort()).toEqual([ATTENDANCE_MESSAGES.noChanges, 'is required'].sort());
    expect(attendanceAdjustmentRequest.safeParse({ employeeId: 1, date: D, changes: { timeIn: '2026-11-23 08:00' }, reason: 'x' }).success).toBe(false);
    expect(attendanceAdjustmentRequest.safeParse({ employeeId: 1, date: D, changes: { timeIn: '2026-11-23T08:00:00+08:00' }, reason: 'x' }).success).toBe(true);
    expect(attendanceAdjustmentRequest.safeParse({ employeeId: 1, date: D, changes: { status: 'x' }, reason: 'x' }).success).toBe(false);
  });
});
