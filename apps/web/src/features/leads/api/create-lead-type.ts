import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ActionAnswer } from '../../../lib/use-server-action';
import { SELECT_URLS, selectKey } from './select-lists';

/** POST /lead-type {name} -> {data: {id, name}, message}; the lead-type list reloads. */
export function useCreateLeadType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<ActionAnswer<{ id: number; name: string }>>('POST', '/lead-type', { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: selectKey(SELECT_URLS.leadType) }),
  });
}
