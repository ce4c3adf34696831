import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { LEAD_PIPELINE_KEYS } from './lead-keys';

const reloadPipeline = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(LEAD_PIPELINE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/** DELETE /lead/{id} with the user's password (soft delete) -> {message}. A wrong password reaches the Error dialog. */
export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, password }: { id: number; password: string }) => api<{ message: string }>('DELETE', `/lead/${id}`, { body: { password } }),
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: answer.message, position: 'top' });
      await reloadPipeline(queryClient);
    },
  });
}

/** PUT /lead/restore/{id} -> {message}: the lead is back on the list and the board. */
export function useRestoreLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>('PUT', `/lead/restore/${id}`),
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: answer.message, position: 'top' });
      await reloadPipeline(queryClient);
    },
  });
}
