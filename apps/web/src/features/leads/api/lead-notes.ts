import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { LEAD_KEYS } from './lead-keys';

/** One of a lead's notes (docs/api/sales-pipeline.md); account null when the author is unknown. */
export interface LeadNote {
  id: number;
  text: string;
  createdAt: string;
  account: { id: number; name: string } | null;
}

/** GET /lead/{id}/notes: newest first. */
export function useLeadNotes(leadId: number) {
  return useQuery({
    queryKey: LEAD_KEYS.notes(leadId),
    queryFn: ({ signal }) => api<LeadNote[]>('GET', `/lead/${leadId}/notes`, { signal }),
    staleTime: 0,
  });
}

/** POST /lead/{id}/notes adds a note; 'Notes saved successfully' shows only once the server saved it. */
export function useAddLeadNote(leadId: number) {
  return useServerAction((text: string) => api<ActionAnswer<LeadNote>>('POST', `/lead/${leadId}/notes`, { body: { text } }), {
    invalidates: [LEAD_KEYS.notes(leadId), LEAD_KEYS.activities(leadId)],
  });
}
