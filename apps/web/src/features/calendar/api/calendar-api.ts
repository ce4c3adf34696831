import { PUSH, type CalendarEvent } from '@haligi/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { socketManager } from '../../../lib/socket';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

export interface CalendarAnswer {
  from: string;
  to: string;
  today: string;
  data: CalendarEvent[];
}

export const CALENDAR_KEYS = {
  all: ['calendar'] as const,
  range: (from: string, to: string) => ['calendar', from, to] as const,
};

/** What a move makes stale: the calendar, task lists and the timelines. */
const STALE = [CALENDAR_KEYS.all, ['tasks'], ['activities'], ['lead-board']] as const;

/** GET /calendar/events?from&to. */
export const useCalendarEvents = (from: string, to: string) =>
  useQuery({
    queryKey: CALENDAR_KEYS.range(from, to),
    queryFn: ({ signal }) => api<CalendarAnswer>('GET', `/calendar/events?from=${from}&to=${to}`, { signal }),
    placeholderData: (previous) => previous,
  });

/** PATCH /calendar/meeting {id, startsAt, endsAt}: mails the attendees the new invitation. */
export function useMoveMeeting() {
  return useServerAction(
    (body: { id: number; startsAt: string; endsAt: string }) => api<ActionAnswer<CalendarEvent | null>>('PATCH', '/calendar/meeting', { body }),
    { invalidates: STALE },
  );
}

/** PATCH /task {id, dueDate}: a task's new due day. */
export function useMoveTask() {
  return useServerAction((body: { id: number; dueDate: string }) => api<ActionAnswer>('PATCH', '/task', { body }), { invalidates: STALE });
}

/** POST /task/{id}/complete {done}. */
export function useCompleteCalendarTask() {
  return useServerAction(({ id, done }: { id: number; done: boolean }) => api<ActionAnswer>('POST', `/task/${id}/complete`, { body: { done } }), { invalidates: STALE });
}

/** The calendar reloads when a task of the company changes elsewhere (task-changed) or a meeting it can show is scheduled or moved (calendar-changed). */
export function useLiveCalendar() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: CALENDAR_KEYS.all });
    const offTasks = socketManager.on(PUSH.taskChanged, reload);
    const offMeetings = socketManager.on(PUSH.calendarChanged, reload);
    return () => {
      offTasks();
      offMeetings();
    };
  }, [queryClient]);
}
