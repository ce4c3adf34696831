import { calendarEventsQuery, moveMeetingRequest } from '@haligi/shared';
import type { ModuleRoutes } from '../../context';
import { requireAuth } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { listCalendarEvents } from './calendar-events.service';
import { moveMeeting } from './meeting-move.service';

const CALENDAR = { scope: 'CALENDAR_ACCESS' } as const;
const tags = ['Calendar'];

/**
 * member/calendar (decision 0065, docs/api/calendar.md): one call for a range's events, each only
 * as the caller's scopes allow; moving a meeting. A task is moved with PATCH /task {id, dueDate}.
 */
export const calendarRoutes: ModuleRoutes = (app, context) => {
  app.get(
    '/calendar/events',
    { config: CALENDAR, schema: { tags, summary: 'Meetings, tasks, holidays and payroll cutoffs from one day to another (at most 62 days)', querystring: calendarEventsQuery } },
    async (request) => {
      const { tenant, account } = requireAuth(request);
      return listCalendarEvents(tenant, account, parseInput(calendarEventsQuery, request.query));
    },
  );
  app.patch('/calendar/meeting', { config: CALENDAR, schema: { tags, summary: "Move a meeting: change only its start and end (mails the attendees the new invitation)", body: moveMeetingRequest } }, async (request) => {
    const { tenant, account } = requireAuth(request);
    return moveMeeting(context, tenant, account, parseInput(moveMeetingRequest, request.body));
  });
};
