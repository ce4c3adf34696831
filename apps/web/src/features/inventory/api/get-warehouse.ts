import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INVENTORY_KEYS, INVENTORY_URLS } from './inventory-keys';
import type { Warehouse } from './inventory-types';

/** GET /warehouse?id= answers the warehouse (or {data}). */
export function useWarehouse(id: number | null) {
  return useQuery({
    queryKey: INVENTORY_KEYS.warehouse(id ?? 0),
    queryFn: async ({ signal }) => {
      const answer = await api<Warehouse | { data: Warehouse }>('GET', INVENTORY_URLS.warehouse, { query: { id }, signal });
      return ('data' in answer && answer.data ? answer.data : answer) as Warehouse;
    },
    enabled: id !== null && id > 0,
    retry: false,
  });
}
