import { addDays } from '../format/date';
import { manilaDate, manilaInstant } from '../manpower/schedule.resolve';

/** What the calendar shows: meetings and tasks of leads and projects, holidays, payroll cutoffs and pay days. */
export const CALENDAR_EVENT_TYPES = ['MEETING', 'TASK', 'HOLIDAY', 'CUTOFF', 'PAY_DAY'] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];
export type CalendarEventState = 'open' | 'done' | 'overdue';
export type CalendarView = 'month' | 'week' | 'day';

/** The longest range one GET /calendar/events answers: a month grid of six weeks, with room. */
export const CALENDAR_MAX_DAYS = 62;

/** Word-for-word messages of the calendar. */
export const CALENDAR_MESSAGES = {
  rangeOrder: 'to: must be on or after from',
  rangeTooLong: `to: a range is at most ${CALENDAR_MAX_DAYS} days`,
  endsAfterStart: 'endsAt: must be after the start',
  meetingMoved: 'Meeting moved',
  meetingNotAllowed: 'Only the creator of the meeting or a user with access to its lead or project can move it',
  invalidAttendee: (email: string) => `attendees: ${email} is not a valid email address`,
} as const;

const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The problems of a requested range, each as "field: problem". */
export function calendarRangeProblems(from: string, to: string): string[] {
  if (to < from) return [CALENDAR_MESSAGES.rangeOrder];
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return days > CALENDAR_MAX_DAYS ? [CALENDAR_MESSAGES.rangeTooLong] : [];
}

/** The Philippine time of day of an instant, HH:MM (the Philippines keeps no daylight saving). */
export function manilaTime(instant: Date | string): string {
  return new Date(new Date(instant).getTime() + MANILA_OFFSET_MS).toISOString().slice(11, 16);
}

/** A task on the calendar: done once ticked, overdue when its due day (Philippine) has passed. */
export function taskEventState(task: { dueDate: string | null; done: boolean }, today: string): CalendarEventState {
  if (task.done) return 'done';
  return task.dueDate !== null && task.dueDate < today ? 'overdue' : 'open';
}

/** A meeting is done once it has ended; it is never overdue. */
export function meetingEventState(meeting: { endsAt: Date | string }, now: Date): CalendarEventState {
  return new Date(meeting.endsAt).getTime() <= now.getTime() ? 'done' : 'open';
}

/**
 * A meeting moved to another day keeps its length and, unless a time is given, its Philippine
 * time of day: dragging 10:00-11:30 on the 3rd to the 5th makes it 10:00-11:30 on the 5th.
 */
export function moveMeeting(meeting: { startsAt: Date | string; endsAt: Date | string }, toDate: string, toTime?: string): { startsAt: Date; endsAt: Date } {
  const start = new Date(meeting.startsAt);
  const length = new Date(meeting.endsAt).getTime() - start.getTime();
  const startsAt = manilaInstant(toDate, toTime ?? manilaTime(start));
  return { startsAt, endsAt: new Date(startsAt.getTime() + length) };
}

/** Which record a meeting or task belongs to, for the scope its viewers and movers need. */
export type CalendarRecordKind = 'LEAD' | 'PROJECT' | null;

/** The scope a lead's or project's meetings and tasks need to be seen (none for one of your own). */
export function recordScopeOf(kind: CalendarRecordKind): 'LEADS_ACCESS' | 'PROJECT_ACCESS' | null {
  return kind === 'LEAD' ? 'LEADS_ACCESS' : kind === 'PROJECT' ? 'PROJECT_ACCESS' : null;
}

/** May the caller move this meeting? Its creator, or a holder of its lead's or project's scope. */
export function canMoveMeeting(meeting: { createdById: number | null; record: CalendarRecordKind }, accountId: number, holds: (scope: string) => boolean): boolean {
  if (meeting.createdById === accountId) return true;
  const scope = recordScopeOf(meeting.record);
  return scope !== null && holds(scope);
}

/** Sunday of the week holding `date` (weeks start on Sunday, as Philippine wall calendars do). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -weekday);
}

/** The days a view shows around `anchor`: a month grid of whole weeks, a week, or the day. */
export function calendarViewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'day') return { from: anchor, to: anchor };
  if (view === 'week') {
    const from = weekStart(anchor);
    return { from, to: addDays(from, 6) };
  }
  const first = `${anchor.slice(0, 8)}01`;
  const [y, m] = anchor.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const from = weekStart(first);
  return { from, to: addDays(weekStart(last), 6) };
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The anchor one step back (-1) or forward (+1): a month (the 31st becomes the month's last day), a week or a day. */
export function shiftAnchor(view: CalendarView, anchor: string, step: number): string {
  if (view === 'day') return addDays(anchor, step);
  if (view === 'week') return addDays(anchor, 7 * step);
  const [y, m, d] = anchor.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + step, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** An event as the calendar places it: its Philippine day (all-day date, or the day a meeting starts). */
export function eventDay(event: { allDay: boolean; date: string | null; startsAt: string | null }): string {
  return event.allDay || !event.startsAt ? (event.date ?? '') : manilaDate(new Date(event.startsAt));
}

/** One event of GET /calendar/events (docs/api/calendar.md). */
export interface CalendarEvent {
  /** Unique in the answer: `meeting-12`, `task-7`, `holiday-3`, `cutoff-5`, `payday-5`. */
  key: string;
  type: CalendarEventType;
  /** The id of the meeting, task, holiday or cutoff. */
  id: number;
  title: string;
  allDay: boolean;
  /** YYYY-MM-DD: the day of an all-day event (a task's due day, a holiday, a cutoff's last day, a pay day). */
  date: string | null;
  /** ISO instants of a meeting; null for all-day events. */
  startsAt: string | null;
  endsAt: string | null;
  state: CalendarEventState;
  /** The web path of the record it belongs to (a lead, a project, the holidays or cutoffs screen), or null. */
  link: string | null;
  record: { kind: 'LEAD' | 'PROJECT'; id: number; name: string } | null;
  assignee: { id: number; name: string } | null;
  place: string;
  attendees: string[];
  /** A holiday's kind (REGULAR, SPECIAL_NON_WORKING...), a cutoff's status; otherwise null. */
  detail: string | null;
  /** What the caller may do with it. */
  can: { move: boolean; complete: boolean };
}
