import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailDraft } from '../../../components/email-compose';
import { api } from '../../../lib/api';
import { LEAD_KEYS } from './lead-keys';

/** POST /lead/{id}/email -> {success, message}. The dialog reports the outcome itself. */
export function useSendLeadEmail(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: EmailDraft) => api<{ success: boolean; message: string }>('POST', `/lead/${leadId}/email`, { body: draft }),
    meta: { skipErrorDialog: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEAD_KEYS.activities(leadId) }),
  });
}
