import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@haligi/shared';
import { readTableResponse } from '../../../components/data-table';
import { api } from '../../../lib/api';
import { INVENTORY_URLS } from './inventory-keys';

/**
 * The company's projects as select options, read from the projects table (PUT /project, all rows
 * by name): there is no project select list yet.
 */
export function useProjectOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: ['table', INVENTORY_URLS.project, 'options'],
    queryFn: async ({ signal }): Promise<SelectOption[]> => {
      const answer = await api<unknown>('PUT', INVENTORY_URLS.project, {
        query: { page: 1, perPage: 0 },
        body: { searchKeyword: '', searchBy: null, filters: [], settings: { sortBy: 'name', sortOrder: 'asc' } },
        signal,
      });
      return readTableResponse<{ id: number; name: string }>(answer).list.map((p) => ({ label: p.name, value: p.id }));
    },
    enabled: isEnabled,
    retry: false,
  });
}
