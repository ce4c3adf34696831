import { useQueryClient, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';

/**
 * DELETE {tableUrl}/{id} (soft delete) -> {message}; the table and the record's select list reload.
 * A failure reaches the Error dialog.
 */
export function useDeleteRecord(tableUrl: string, selectUrl?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>('DELETE', `${tableUrl}/${id}`),
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: answer.message, position: 'top' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['table', tableUrl] }),
        selectUrl ? queryClient.invalidateQueries({ queryKey: ['select', selectUrl] }) : undefined,
      ]);
    },
  });
}
