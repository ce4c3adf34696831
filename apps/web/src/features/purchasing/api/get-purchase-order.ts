import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PurchaseOrderDetail } from './purchasing-types';
import { PURCHASING_KEYS, PURCHASING_URLS } from './purchasing-urls';

/** GET /purchase-order?id=: one order with its lines, received and in-delivery quantities, balance. */
export function usePurchaseOrder(id: number | null) {
  return useQuery({
    queryKey: PURCHASING_KEYS.order(id ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: PurchaseOrderDetail }>('GET', PURCHASING_URLS.order, { query: { id }, signal })).data,
    enabled: id !== null,
  });
}
