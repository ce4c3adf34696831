import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { buildLeadPayload } from '@haligi/shared';
import { api } from '../../../lib/api';
import type { ActionAnswer } from '../../../lib/use-server-action';

export type LeadPayload = ReturnType<typeof buildLeadPayload>;

/** POST /lead creates, PATCH /lead (with id) updates; both answer {data, message}. */
export function saveLead(payload: LeadPayload) {
  return api<ActionAnswer<Record<string, unknown>>>('id' in payload ? 'PATCH' : 'POST', '/lead', { body: payload });
}

/** What a saved lead changes: the leads table, the boards, the dashboard, the lead itself and its timeline. */
const LEAD_CHANGES = [['table', '/lead'], ['lead'], ['lead-board'], ['lead-dashboard'], ['select'], ['activities']] as const;

/** Saves a lead; the caller shows the notices. A failure reaches the Error dialog. */
export function useSaveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLead,
    onSuccess: () => Promise.all(LEAD_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
