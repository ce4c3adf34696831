import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INVENTORY_KEYS, INVENTORY_URLS } from './inventory-keys';
import type { Supplier } from './inventory-types';

/** GET /supplier?id= answers the supplier (or {data}). */
export function useSupplier(id: number | null) {
  return useQuery({
    queryKey: INVENTORY_KEYS.supplier(id ?? 0),
    queryFn: async ({ signal }) => {
      const answer = await api<Supplier | { data: Supplier }>('GET', INVENTORY_URLS.supplier, { query: { id }, signal });
      return ('data' in answer && answer.data ? answer.data : answer) as Supplier;
    },
    enabled: id !== null && id > 0,
    retry: false,
  });
}
