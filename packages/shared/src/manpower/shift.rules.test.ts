import { describe, expect, it } from 'vitest';
import { shiftRequest } from './shift.schemas';
import { assignmentDatesValid, breakOffsets, clockSpan, crossesMidnight, formatMinutes, requiredMinutes, SHIFT_MESSAGES, shiftProblems, timeToMinutes } from './shift.rules';

const day = { startTime: '08:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }], isFlexible: false };
const night = { startTime: '22:00', endTime: '06:00', breaks: [{ start: '02:00', end: '02:30' }], isFlexible: false };

describe('shift times', () => {
  it('reads HH:mm as minutes after midnight', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('08:30')).toBe(510);
    expect(timeToMinutes('23:59')).toBe(1439);
  });

  it('spans across midnight when the end is at or before the start', () => {
    expect(clockSpan('08:00', '17:00')).toBe(540);
    expect(clockSpan('22:00', '06:00')).toBe(480);
    expect(clockSpan('08:00', '08:00')).toBe(1440);
    expect(clockSpan('08:00', '08:01')).toBe(1);
    expect(clockSpan('08:01', '08:00')).toBe(1439);
    expect(crossesMidnight('22:00', '06:00')).toBe(true);
    expect(crossesMidnight('08:00', '08:00')).toBe(true);
    expect(crossesMidnight('08:00', '08:01')).toBe(false);
  });

  it('places breaks as minutes after the shift starts, across midnight too', () => {
    expect(breakOffsets('08:00', [{ start: '12:00', end: '13:00' }])).toEqual([[240, 300]]);
    expect(breakOffsets('22:00', [{ start: '02:00', end: '02:30' }])).toEqual([[240, 270]]);
    expect(breakOffsets('22:00', [{ start: '23:30', end: '00:30' }])).toEqual([[90, 150]]);
  });
});

describe('requiredMinutes', () => {
  it('a day shift: 08:00 to 17:00 less an hour of lunch is 8 hours', () => {
    expect(requiredMinutes(day)).toBe(480);
  });
  it('a night shift across midnight: 22:00 to 06:00 less 30 minutes', () => {
    expect(requiredMinutes(night)).toBe(450);
  });
  it('no breaks: the whole span; several breaks all count', () => {
    expect(requiredMinutes({ ...day, breaks: [] })).toBe(540);
    expect(requiredMinutes({ ...day, breaks: [{ start: '10:00', end: '10:15' }, { start: '12:00', end: '13:00' }, { start: '15:00', end: '15:15' }] })).toBe(450);
  });
  it('a flexible shift asks for its own minutes, whatever its span', () => {
    expect(requiredMinutes({ ...day, isFlexible: true, requiredMinutes: 420 })).toBe(420);
    expect(requiredMinutes({ ...day, isFlexible: true, requiredMinutes: null })).toBe(0);
  });
});

describe('shiftProblems', () => {
  it('a fine day or night shift has none', () => {
    expect(shiftProblems(day)).toEqual([]);
    expect(shiftProblems(night)).toEqual([]);
  });
  it('a break outside the shift, empty or overlapping another', () => {
    expect(shiftProblems({ ...day, breaks: [{ start: '16:30', end: '17:30' }] })).toEqual([SHIFT_MESSAGES.breakOutside(0, '08:00', '17:00')]);
    expect(shiftProblems({ ...day, breaks: [{ start: '07:00', end: '07:30' }] })).toEqual(['breaks.0: must be inside the shift (08:00 to 17:00)']);
    expect(shiftProblems({ ...day, breaks: [{ start: '12:00', end: '12:00' }] })).toEqual(['breaks.0: must end after it starts']);
    expect(shiftProblems({ ...day, breaks: [{ start: '12:00', end: '13:00' }, { start: '12:30', end: '13:30' }] })).toEqual(['breaks.1: overlaps another break']);
    // Touching breaks do not overlap; a break may end exactly when the shift ends.
    expect(shiftProblems({ ...day, breaks: [{ start: '12:00', end: '12:30' }, { start: '12:30', end: '13:00' }, { start: '16:30', end: '17:00' }] })).toEqual([]);
    expect(shiftProblems({ ...night, breaks: [{ start: '05:30', end: '06:00' }] })).toEqual([]);
    expect(shiftProblems({ ...night, breaks: [{ start: '05:30', end: '06:01' }] })).toEqual(['breaks.0: must be inside the shift (22:00 to 06:00)']);
  });
  it('breaks that fill the whole shift leave no work', () => {
    expect(shiftProblems({ startTime: '08:00', endTime: '09:00', breaks: [{ start: '08:00', end: '09:00' }], isFlexible: false })).toEqual([SHIFT_MESSAGES.noWork]);
    expect(shiftProblems({ startTime: '08:00', endTime: '09:00', breaks: [{ start: '08:00', end: '08:59' }], isFlexible: false })).toEqual([]);
  });
  it('a flexible shift needs its minutes, at most its span', () => {
    expect(shiftProblems({ ...day, isFlexible: true })).toEqual([SHIFT_MESSAGES.flexibleMinutes]);
    expect(shiftProblems({ ...day, isFlexible: true, requiredMinutes: 0 })).toEqual([SHIFT_MESSAGES.flexibleMinutes]);
    expect(shiftProblems({ ...day, isFlexible: true, requiredMinutes: 540 })).toEqual([]);
    expect(shiftProblems({ ...day, isFlexible: true, requiredMinutes: 541 })).toEqual(["requiredMinutes: must not be more than the shift's 540 minutes"]);
  });
});

describe('shiftRequest', () => {
  it('checks the times and says every problem', () => {
    const bad = shiftRequest.safeParse({ name: 'Day', startTime: '8:00', endTime: '24:00' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['startTime: must be a time HH:mm (00:00 to 23:59)', 'endTime: must be a time HH:mm (00:00 to 23:59)']);
    const outside = shiftRequest.safeParse({ ...day, name: 'Day', breaks: [{ start: '18:00', end: '19:00' }] });
    expect(outside.error!.issues.map((i) => i.message)).toEqual(['breaks.0: must be inside the shift (08:00 to 17:00)']);
    expect(shiftRequest.parse({ ...day, name: 'Day' })).toMatchObject({ graceMinutes: 0, color: 'blue', isFlexible: false });
  });
});

describe('small helpers', () => {
  it('formats minutes as hours and minutes', () => {
    expect(formatMinutes(480)).toBe('8h');
    expect(formatMinutes(450)).toBe('7h 30m');
    expect(formatMinutes(45)).toBe('45m');
    expect(formatMinutes(60)).toBe('1h');
  });
  it('assignment dates: an end on or after the start, or open', () => {
    expect(assignmentDatesValid('2026-01-05', null)).toBe(true);
    expect(assignmentDatesValid('2026-01-05', '2026-01-05')).toBe(true);
    expect(assignmentDatesValid('2026-01-05', '2026-01-04')).toBe(false);
  });
});
