import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { patchSchemaOf } from '../records/patch';
import { dateTime, recordId } from '../validation';
import { calendarRangeProblems } from './calendar.rules';

/** GET /calendar/events?from=YYYY-MM-DD&to=YYYY-MM-DD (at most CALENDAR_MAX_DAYS days). */
export const calendarEventsQuery = z
  .object({ from: isoDate, to: isoDate })
  .superRefine((range, context) => {
    for (const problem of calendarRangeProblems(range.from, range.to)) context.addIssue({ code: 'custom', message: problem.replace(/^to: /, ''), path: ['to'] });
  });
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuery>;

/** A meeting's times: what dragging it on the calendar changes. */
export const meetingTimesRequest = z.object({ startsAt: dateTime(), endsAt: dateTime() });

/** PATCH /calendar/meeting: only the times named; the merged meeting must end after it starts. */
export const moveMeetingRequest = patchSchemaOf(meetingTimesRequest).extend({ id: recordId() });
export type MoveMeetingRequest = z.infer<typeof moveMeetingRequest>;
