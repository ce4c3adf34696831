import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LEAD_PIPELINE_KEYS } from './lead-keys';

/** POST /lead/{id}/convert: answers the new project's id. The page says how it went. */
export function useConvertLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: number) => api<{ id: number; message: string }>('POST', `/lead/${leadId}/convert`),
    meta: { skipErrorDialog: true },
    onSuccess: () =>
      Promise.all([...LEAD_PIPELINE_KEYS, ['table', '/project'], ['project-board']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
