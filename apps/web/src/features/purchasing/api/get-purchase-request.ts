import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PurchaseRequestDetail } from './purchasing-types';
import { PURCHASING_KEYS, PURCHASING_URLS } from './purchasing-urls';

/** GET /purchase-order/request?id=: one request with its lines and what each has had ordered. */
export function usePurchaseRequest(id: number | null) {
  return useQuery({
    queryKey: PURCHASING_KEYS.request(id ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: PurchaseRequestDetail }>('GET', PURCHASING_URLS.request, { query: { id }, signal })).data,
    enabled: id !== null,
  });
}
