import { describe, expect, it } from 'vitest';
import { countStatuses, countsAsPresent, dayStatus, gateStatus, manilaDayAndMinute, schoolMinutesOfDay, schoolDaysBetween } from './attendance-summary';
import { classAttendanceMarksRequest, schoolSettingsRequest } from './grading.schemas';

const school = { dayStartTime: '07:30', lateGraceMinutes: 15 };
const day = '2026-06-08';

describe('the Manila day', () => {
  it('23:30 UTC is 07:30 of the next Manila day; 15:59 UTC is 23:59 of the same day', () => {
    expect(manilaDayAndMinute('2026-06-07T23:30:00Z')).toEqual({ day: '2026-06-08', minute: 450 });
    expect(manilaDayAndMinute(new Date('2026-06-08T15:59:00Z'))).toEqual({ day: '2026-06-08', minute: 23 * 60 + 59 });
    expect(manilaDayAndMinute('2026-06-08T16:00:00Z')).toEqual({ day: '2026-06-09', minute: 0 });
    expect(() => manilaDayAndMinute('yesterday')).toThrow(new RangeError('Not a date and time'));
  });

  it("minutes of a time of day: 07:30 is 450; a bad time is refused", () => {
    expect(schoolMinutesOfDay('07:30')).toBe(450);
    expect(schoolMinutesOfDay('00:00')).toBe(0);
    expect(() => schoolMinutesOfDay('7:30')).toThrow(new RangeError('Not a time HH:MM: 7:30'));
  });
});

describe('present, late, absent from the gate', () => {
  it('start 07:30 + 15 minutes grace: 07:45:59 is present, 07:46:00 is late, 06:10 is present', () => {
    expect(gateStatus('2026-06-08T07:45:59+08:00', day, school)).toBe('PRESENT');
    expect(gateStatus('2026-06-08T07:46:00+08:00', day, school)).toBe('LATE');
    expect(gateStatus('2026-06-08T06:10:00+08:00', day, school)).toBe('PRESENT');
  });

  it('no grace: 07:30 is present, 07:31 is late', () => {
    const strict = { dayStartTime: '07:30', lateGraceMinutes: 0 };
    expect(gateStatus('2026-06-08T07:30:00+08:00', day, strict)).toBe('PRESENT');
    expect(gateStatus('2026-06-08T07:31:00+08:00', day, strict)).toBe('LATE');
  });

  it('no check_in is absent, and so is one of another Manila day (16:30 UTC of the 8th is the 9th in Manila)', () => {
    expect(gateStatus(null, day, school)).toBe('ABSENT');
    expect(gateStatus(undefined, day, school)).toBe('ABSENT');
    expect(gateStatus('2026-06-08T16:30:00Z', day, school)).toBe('ABSENT');
    expect(gateStatus('2026-06-07T23:40:00Z', day, school)).toBe('PRESENT');
  });
});

describe("the teacher's mark overrides the gate", () => {
  it('absent at the gate but marked excused is excused; present at the gate but marked absent is absent; no mark keeps the gate', () => {
    expect(dayStatus(null, 'EXCUSED', day, school)).toBe('EXCUSED');
    expect(dayStatus('2026-06-08T07:00:00+08:00', 'ABSENT', day, school)).toBe('ABSENT');
    expect(dayStatus('2026-06-08T08:00:00+08:00', 'PRESENT', day, school)).toBe('PRESENT');
    expect(dayStatus('2026-06-08T08:00:00+08:00', null, day, school)).toBe('LATE');
  });

  it('counts each status; present and late are days present on the report card', () => {
    expect(countStatuses(['PRESENT', 'LATE', 'ABSENT', 'PRESENT', 'EXCUSED'])).toEqual({ PRESENT: 2, LATE: 1, ABSENT: 1, EXCUSED: 1, total: 5 });
    expect(['PRESENT', 'LATE', 'ABSENT', 'EXCUSED'].map((s) => countsAsPresent(s as never))).toEqual([true, true, false, false]);
  });
});

describe('school days for the report card', () => {
  it('Monday 8 June to Sunday 14 June 2026 holds five weekdays; 12 June (Independence Day) closed leaves four', () => {
    expect(schoolDaysBetween('2026-06-08', '2026-06-14')).toEqual(['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12']);
    expect(schoolDaysBetween('2026-06-08', '2026-06-14', new Set(['2026-06-12']))).toHaveLength(4);
    expect(schoolDaysBetween('2026-06-14', '2026-06-08')).toEqual([]);
    expect(schoolDaysBetween('2026-06-10', '2026-06-10')).toEqual(['2026-06-10']);
  });
});

describe('request schemas', () => {
  it('settings need a 24-hour time and a grace of 0 to 240 minutes', () => {
    expect(schoolSettingsRequest.safeParse({ dayStartTime: '07:30', lateGraceMinutes: 15 }).success).toBe(true);
    expect(schoolSettingsRequest.safeParse({ dayStartTime: '24:00', lateGraceMinutes: 15 }).success).toBe(false);
    expect(schoolSettingsRequest.safeParse({ dayStartTime: '07:30', lateGraceMinutes: 241 }).success).toBe(false);
  });

  it('marks carry a known status or null', () => {
    expect(classAttendanceMarksRequest.safeParse({ sectionId: 1, date: day, marks: [{ studentId: 1, status: 'EXCUSED' }, { studentId: 2, status: null }] }).success).toBe(true);
    expect(classAttendanceMarksRequest.safeParse({ sectionId: 1, date: day, marks: [{ studentId: 1, status: 'SICK' }] }).success).toBe(false);
    expect(classAttendanceMarksRequest.safeParse({ sectionId: 1, date: '2026-02-31x', marks: [{ studentId: 1, status: null }] }).success).toBe(false);
    // 31 February is no day (Date.parse would roll it into March); nor is year 0.
    expect(classAttendanceMarksRequest.safeParse({ sectionId: 1, date: '2026-02-31', marks: [{ studentId: 1, status: null }] }).success).toBe(false);
    expect(classAttendanceMarksRequest.safeParse({ sectionId: 1, date: '0000-01-01', marks: [{ studentId: 1, status: null }] }).success).toBe(false);
    expect(classAttendanceMarksRequest.safeParse({ sectionId: 1, date: '2028-02-29', marks: [{ studentId: 1, status: null }] }).success).toBe(true);
  });
});
