import { describe, expect, it } from 'vitest';
import {
  calendarRangeProblems,
  calendarViewRange,
  canMoveMeeting,
  daysBetween,
  eventDay,
  manilaTime,
  meetingEventState,
  moveMeeting,
  recordScopeOf,
  shiftAnchor,
  taskEventState,
  weekStart,
} from './calendar.rules';
import { manilaDate, manilaInstant } from '../manpower/schedule.resolve';
import { calendarEventsQuery, moveMeetingRequest } from './calendar.schemas';

describe('ranges', () => {
  it('accepts up to 62 days, in order', () => {
    expect(calendarRangeProblems('2026-11-01', '2026-11-01')).toEqual([]);
    expect(calendarRangeProblems('2026-11-01', '2027-01-01')).toEqual([]);
    expect(calendarRangeProblems('2026-11-01', '2027-01-02')).toEqual(['to: a range is at most 62 days']);
    expect(calendarRangeProblems('2026-11-02', '2026-11-01')).toEqual(['to: must be on or after from']);
  });
  it('the query schema lists the range problem under to', () => {
    expect(calendarEventsQuery.safeParse({ from: '2026-11-01', to: '2026-11-30' }).data).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    const bad = calendarEventsQuery.safeParse({ from: '2026-11-01', to: '2027-03-01' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'a range is at most 62 days']]);
  });
});

describe('Manila time', () => {
  it('converts between instants and the Philippine day and time', () => {
    expect(manilaInstant('2026-12-01', '07:30').toISOString()).toBe('2026-11-30T23:30:00.000Z');
    expect(manilaDate(new Date('2026-11-30T23:30:00.000Z'))).toBe('2026-12-01');
    expect(manilaDate(new Date('2026-11-30T15:59:59.000Z'))).toBe('2026-11-30');
    expect(manilaTime(new Date('2026-11-30T23:30:00.000Z'))).toBe('07:30');
  });
});

describe('states', () => {
  it('a task is done, overdue after its due day, or open', () => {
    expect(taskEventState({ dueDate: '2026-11-27', done: true }, '2026-11-28')).toBe('done');
    expect(taskEventState({ dueDate: '2026-11-27', done: false }, '2026-11-28')).toBe('overdue');
    expect(taskEventState({ dueDate: '2026-11-28', done: false }, '2026-11-28')).toBe('open');
    expect(taskEventState({ dueDate: null, done: false }, '2026-11-28')).toBe('open');
  });
  it('a meeting is done once it has ended', () => {
    const now = new Date('2026-11-28T02:00:00Z');
    expect(meetingEventState({ endsAt: '2026-11-28T02:00:00Z' }, now)).toBe('done');
    expect(meetingEventState({ endsAt: '2026-11-28T02:00:01Z' }, now)).toBe('open');
  });
});

describe('moving a meeting', () => {
  const meeting = { startsAt: manilaInstant('2026-12-03', '10:00'), endsAt: manilaInstant('2026-12-03', '11:30') };
  it('keeps its length and Philippine time of day on another day', () => {
    const moved = moveMeeting(meeting, '2026-12-05');
    expect(moved.startsAt.toISOString()).toBe('2026-12-05T02:00:00.000Z');
    expect(moved.endsAt.toISOString()).toBe('2026-12-05T03:30:00.000Z');
  });
  it('takes a new time when given', () => {
    const moved = moveMeeting({ startsAt: '2026-12-02T16:30:00.000Z', endsAt: '2026-12-02T17:00:00.000Z' }, '2026-12-01', '14:15');
    expect([moved.startsAt.toISOString(), moved.endsAt.toISOString()]).toEqual(['2026-12-01T06:15:00.000Z', '2026-12-01T06:45:00.000Z']);
  });
  it('is for its creator or a holder of its record scope', () => {
    const holds = (scope: string) => scope === 'LEADS_ACCESS';
    expect(canMoveMeeting({ createdById: 5, record: 'PROJECT' }, 5, () => false)).toBe(true);
    expect(canMoveMeeting({ createdById: 5, record: 'LEAD' }, 6, holds)).toBe(true);
    expect(canMoveMeeting({ createdById: 5, record: 'PROJECT' }, 6, holds)).toBe(false);
    expect(canMoveMeeting({ createdById: 5, record: null }, 6, () => true)).toBe(false);
    expect(canMoveMeeting({ createdById: null, record: null }, 6, () => true)).toBe(false);
    expect([recordScopeOf('LEAD'), recordScopeOf('PROJECT'), recordScopeOf(null)]).toEqual(['LEADS_ACCESS', 'PROJECT_ACCESS', null]);
  });
  it('the PATCH names only times, and null cannot clear one', () => {
    expect(moveMeetingRequest.safeParse({ id: 3, startsAt: '2026-12-01T02:00:00Z' }).data).toEqual({ id: 3, startsAt: new Date('2026-12-01T02:00:00Z') });
    expect(moveMeetingRequest.safeParse({ id: 3, endsAt: null }).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endsAt', 'cannot be cleared']]);
  });
});

describe('views', () => {
  it('a month view covers whole weeks from Sunday', () => {
    expect(calendarViewRange('month', '2026-11-28')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(calendarViewRange('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(calendarViewRange('month', '2026-12-31')).toEqual({ from: '2026-11-29', to: '2027-01-02' });
  });
  it('a week runs Sunday to Saturday; a day is itself', () => {
    expect(weekStart('2026-11-28')).toBe('2026-11-22');
    expect(weekStart('2026-11-22')).toBe('2026-11-22');
    expect(calendarViewRange('week', '2026-11-25')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(calendarViewRange('day', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });
  it('steps by a month, week or day', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftAnchor('week', '2026-11-28', 1)).toBe('2026-12-05');
    expect(shiftAnchor('week', '2026-11-28', 2)).toBe('2026-12-12');
    expect(shiftAnchor('day', '2026-11-28', -3)).toBe('2026-11-25');
    expect(shiftAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
  });
  it('lists days and places events on their Philippine day', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(eventDay({ allDay: true, date: '2026-12-25', startsAt: null })).toBe('2026-12-25');
    expect(eventDay({ allDay: true, date: '2026-12-25', startsAt: '2026-12-24T17:00:00.000Z' })).toBe('2026-12-25');
    expect(eventDay({ allDay: true, date: null, startsAt: null })).toBe('');
    expect(eventDay({ allDay: false, date: null, startsAt: '2026-12-24T17:00:00.000Z' })).toBe('2026-12-25');
  });
});
