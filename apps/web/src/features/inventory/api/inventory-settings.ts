import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { INVENTORY_KEYS, INVENTORY_URLS } from './inventory-keys';

export interface InventorySettings {
  allowNegativeStock: boolean;
}

/** GET /inventory/settings. */
export function useInventorySettings() {
  return useQuery({
    queryKey: INVENTORY_KEYS.settings,
    queryFn: ({ signal }) => api<InventorySettings>('GET', INVENTORY_URLS.settings, { signal }),
    retry: false,
  });
}

/** PUT /inventory/settings; the cached settings follow the answer. */
export function useSaveInventorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InventorySettings) => api<{ data?: InventorySettings; message?: string }>('PUT', INVENTORY_URLS.settings, { body }),
    onSuccess: (answer, body) => {
      queryClient.setQueryData(INVENTORY_KEYS.settings, answer.data ?? body);
      notify({ type: 'positive', position: 'top', message: answer.message ?? (body.allowNegativeStock ? 'Negative stock is allowed' : 'Negative stock is refused') });
    },
  });
}
