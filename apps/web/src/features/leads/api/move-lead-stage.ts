import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { LEAD_KEYS, LEAD_PIPELINE_KEYS } from './lead-keys';

/** PATCH /lead/move from the lead page's stage control: the lead goes to the top of that stage. */
export function useMoveLeadStage(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boardKey, lostReason }: { boardKey: string; lostReason?: string }) =>
      api<{ message: string }>('PATCH', '/lead/move', { body: { projectId: leadId, boardKey, ...(lostReason ? { lostReason } : {}) } }),
    onSuccess: (answer) => notify({ type: 'positive', message: answer.message, position: 'top' }),
    onSettled: () =>
      Promise.all(
        [...LEAD_PIPELINE_KEYS, LEAD_KEYS.activities(leadId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
