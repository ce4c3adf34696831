import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { LEAD_KEYS } from './lead-keys';

/** The body scheduleMeetingRequest / createTaskRequest in packages/shared validates. */
export interface ScheduleMeetingBody {
  title: string;
  /** ISO date-time. */
  startsAt: string;
  endsAt: string;
  place?: string;
  description?: string;
  /** Addresses separated by commas: each gets the invitation (.ics). */
  attendees?: string;
}

/** A lead or a project: both take meetings (one table). */
export type MeetingRecordKind = 'lead' | 'project';

/** POST /lead/{id}/meeting or /project/{id}/meeting: a calendar event and a MEETING activity on that record's timeline. */
export function useScheduleMeeting(kind: MeetingRecordKind, id: number) {
  return useServerAction((body: ScheduleMeetingBody) => api<ActionAnswer>('POST', `/${kind}/${id}/meeting`, { body }), {
    invalidates: [kind === 'lead' ? LEAD_KEYS.activities(id) : ['activities', `/project/${id}/activities`], ['calendar']],
  });
}
