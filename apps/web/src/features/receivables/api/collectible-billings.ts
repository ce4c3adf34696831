import { useQuery } from '@tanstack/react-query';
import { readTableResponse } from '../../../components/data-table';
import { api } from '../../../lib/api';
import type { Billing } from './receivables-types';
import { RECEIVABLES_KEYS, RECEIVABLES_URLS } from './receivables-urls';

/** Approved billings with a balance (APPROVED and PARTIALLY_COLLECTED), soonest due first. */
export function useCollectibleBillings(isEnabled = true) {
  return useQuery({
    queryKey: [...RECEIVABLES_KEYS.all, 'collectible'],
    queryFn: async ({ signal }) => {
      const read = async (status: string) =>
        readTableResponse<Billing>(
          await api<unknown>('PUT', RECEIVABLES_URLS.billing, {
            query: { page: 1, perPage: 1000 },
            body: { searchKeyword: '', filters: [{ key: 'status', value: status }], settings: { sortBy: 'dueDate', sortOrder: 'asc' } },
            signal,
          }),
        ).list;
      const [approved, partly] = await Promise.all([read('APPROVED'), read('PARTIALLY_COLLECTED')]);
      return [...approved, ...partly].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.code.localeCompare(b.code));
    },
    enabled: isEnabled,
    staleTime: 0,
    retry: false,
  });
}
