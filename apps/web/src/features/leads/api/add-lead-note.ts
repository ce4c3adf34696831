import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import type { LeadNote } from './get-lead-notes';
import { LEAD_KEYS } from './lead-keys';

/** POST /lead/{id}/notes adds a note; 'Notes saved successfully' shows only once the server saved it. */
export function useAddLeadNote(leadId: number) {
  return useServerAction((text: string) => api<ActionAnswer<LeadNote>>('POST', `/lead/${leadId}/notes`, { body: { text } }), {
    invalidates: [LEAD_KEYS.notes(leadId), LEAD_KEYS.activities(leadId)],
  });
}
