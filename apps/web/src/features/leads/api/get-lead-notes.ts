import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
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
