import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SupplierPrice } from './purchasing-types';
import { PURCHASING_KEYS, PURCHASING_URLS } from './purchasing-urls';

/** GET /purchase-order/supplier-prices?itemId= for each item: every supplier's last price and its history. */
export function useSupplierPrices(itemIds: readonly number[]) {
  return useQueries({
    queries: itemIds.map((itemId) => ({
      queryKey: PURCHASING_KEYS.supplierPrices(itemId),
      queryFn: ({ signal }: { signal: AbortSignal }) => api<SupplierPrice[]>('GET', PURCHASING_URLS.supplierPrices, { query: { itemId }, signal }),
      staleTime: 30_000,
    })),
    combine: (results) => new Map(itemIds.map((itemId, index) => [itemId, results[index]] as const)),
  });
}
