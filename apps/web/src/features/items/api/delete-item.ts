import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { invalidateItems } from './invalidate-items';

/** DELETE /items/{id} (soft; a parent takes its variants along) -> {message}. */
export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>('DELETE', `/items/${id}`),
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: answer.message, position: 'top' });
      await invalidateItems(queryClient);
    },
  });
}
