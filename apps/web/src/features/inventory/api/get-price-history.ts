import { useQuery } from '@tanstack/react-query';
import { readTableResponse } from '../../../components/data-table';
import { api } from '../../../lib/api';
import { INVENTORY_KEYS, INVENTORY_URLS } from './inventory-keys';
import type { PriceUpdateRow } from './inventory-types';

/** Every price update of one supplier and item, oldest first (the chart's points). */
export function usePriceHistory(supplierId: number, itemId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: INVENTORY_KEYS.priceHistory(supplierId, itemId),
    queryFn: async ({ signal }) =>
      readTableResponse<PriceUpdateRow>(
        await api<unknown>('PUT', INVENTORY_URLS.priceUpdates, {
          query: { page: 1, perPage: 0 },
          body: {
            searchKeyword: '',
            searchBy: null,
            filters: [
              { key: 'supplierId', value: supplierId },
              { key: 'itemId', value: itemId },
            ],
            settings: { sortBy: 'createdAt', sortOrder: 'asc' },
          },
          signal,
        }),
      ).list,
    enabled: isEnabled,
    retry: false,
    meta: { skipErrorDialog: true },
  });
}
