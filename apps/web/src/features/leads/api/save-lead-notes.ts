import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { LEAD_KEYS } from './lead-keys';

/** PUT /lead/{id}/notes: 'Notes saved successfully' shows only once the server saved them. */
export function useSaveLeadNotes(leadId: number) {
  return useServerAction((notes: string) => api<ActionAnswer>('PUT', `/lead/${leadId}/notes`, { body: { notes } }), {
    invalidates: [LEAD_KEYS.lead(leadId), LEAD_KEYS.activities(leadId)],
  });
}
