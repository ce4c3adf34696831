import type { SelectOption } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { loadSelectOptions } from '../../../components/select-field';

/** A select list for a multi-select (the shared SelectField picks one); shares the select fields' cache key. */
export function useSelectOptions(apiUrl: string | null) {
  return useQuery({
    queryKey: ['select', apiUrl, 'multi'],
    queryFn: ({ signal }) => loadSelectOptions(apiUrl!, false, signal) as Promise<SelectOption[]>,
    enabled: apiUrl !== null,
    meta: { skipErrorDialog: true },
  });
}
