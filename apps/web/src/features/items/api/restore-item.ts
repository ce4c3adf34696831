import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { invalidateItems } from './invalidate-items';

/** PUT /items/restore/{id} -> {message}. */
export function useRestoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>('PUT', `/items/restore/${id}`),
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: answer.message, position: 'top' });
      await invalidateItems(queryClient);
    },
  });
}
