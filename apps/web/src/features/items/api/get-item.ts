import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { itemKey, type ItemAnswer } from './item-types';

export async function getItem(id: number, signal?: AbortSignal): Promise<ItemAnswer> {
  const answer = await api<{ data: ItemAnswer }>('GET', `/items/${id}`, { signal });
  return answer.data;
}

/** One item, loaded while `id` is set (the item dialog when editing, Choose Variation). */
export function useItem(id: number | null | undefined) {
  return useQuery({
    queryKey: itemKey(id ?? 0),
    queryFn: ({ signal }) => getItem(id!, signal),
    enabled: typeof id === 'number' && id > 0,
    staleTime: 0,
  });
}
