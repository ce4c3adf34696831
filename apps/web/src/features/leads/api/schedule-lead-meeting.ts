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

/** POST /lead/{id}/meeting: a calendar event and a MEETING activity. */
export function useScheduleLeadMeeting(leadId: number) {
  return useServerAction((body: ScheduleMeetingBody) => api<ActionAnswer>('POST', `/lead/${leadId}/meeting`, { body }), {
    invalidates: [LEAD_KEYS.activities(leadId), ['calendar']],
  });
}
