import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TableRequest } from '@haligi/shared';
import { api } from '../../lib/api';
import { readTableResponse } from './read-table-response';

export interface TableQueryInput {
  apiUrl: string;
  page: number;
  perPage: number;
  body: TableRequest;
  extraQuery?: Record<string, string | number | boolean | undefined>;
}

/** Every table query starts with ['table', apiUrl]: invalidate that prefix to reload a table. */
export const tableQueryKey = (input: TableQueryInput) => ['table', input.apiUrl, input] as const;

export function invalidateTable(queryClient: QueryClient, apiUrl: string) {
  return queryClient.invalidateQueries({ queryKey: ['table', apiUrl] });
}

/** Returns a function that reloads the tables reading the given URL. */
export function useInvalidateTable() {
  const queryClient = useQueryClient();
  return (apiUrl: string) => invalidateTable(queryClient, apiUrl);
}

export function useTableQuery<Row>(input: TableQueryInput, options: { enabled: boolean; refetchInterval?: number }) {
  return useQuery({
    queryKey: tableQueryKey(input),
    queryFn: async ({ signal }) =>
      readTableResponse<Row>(
        await api<unknown>('PUT', input.apiUrl, {
          query: { page: input.page, perPage: input.perPage, ...input.extraQuery },
          body: input.body,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
    retry: false,
    // The table shows its own error row and one Error dialog per distinct failure.
    meta: { skipErrorDialog: true },
  });
}
