import { useQuery } from '@tanstack/react-query';
import { readTableResponse } from '../../../components/data-table';
import { api } from '../../../lib/api';
import type { Billing, ClientStatement, MonthFigures, ReceivablesAging } from './receivables-types';
import { RECEIVABLES_KEYS, RECEIVABLES_URLS } from './receivables-urls';

/** GET /treasury/receivables/aging: open billing balances by days past due, as of today. */
export function useReceivablesAging() {
  return useQuery({
    queryKey: RECEIVABLES_KEYS.aging,
    queryFn: async ({ signal }) => (await api<{ data: ReceivablesAging }>('GET', RECEIVABLES_URLS.aging, { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** GET /treasury/receivables/monthly: billed and collected in each of the last `months` months, oldest first. */
export function useMonthlyReceivables(months = 12) {
  return useQuery({
    queryKey: RECEIVABLES_KEYS.monthly(months),
    queryFn: async ({ signal }) => (await api<{ data: MonthFigures[] }>('GET', RECEIVABLES_URLS.monthly, { query: { months }, signal })).data,
    staleTime: 0,
    retry: false,
  });
}

export function useClientStatement(clientId: number | null) {
  return useQuery({
    queryKey: RECEIVABLES_KEYS.clientStatement(clientId ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: ClientStatement }>('GET', RECEIVABLES_URLS.clientStatement, { query: { clientId }, signal })).data,
    enabled: clientId !== null && clientId > 0,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The clients that were billed, from the billings table: the picker of a member who may read
 * billings but not the client list (that list belongs to the sales and project screens).
 */
export function useBilledClients(isEnabled: boolean) {
  return useQuery({
    queryKey: RECEIVABLES_KEYS.billedClients,
    queryFn: async ({ signal }) => {
      const table = readTableResponse<Billing>(
        await api<unknown>('PUT', RECEIVABLES_URLS.billing, { query: { page: 1, perPage: 1000 }, body: { searchKeyword: '', filters: [], settings: { sortBy: 'createdAt', sortOrder: 'desc' } }, signal }),
      );
      const byId = new Map<number, string>();
      for (const billing of table.list) if (billing.client) byId.set(billing.client.id, billing.client.name);
      return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
    },
    enabled: isEnabled,
    staleTime: 0,
    retry: false,
  });
}
