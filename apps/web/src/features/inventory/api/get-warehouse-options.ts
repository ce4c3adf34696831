import { useQuery } from '@tanstack/react-query';
import { loadSelectOptions } from '../../../components/select-field';
import { INVENTORY_URLS } from './inventory-keys';

/** The warehouses to move stock to: GET /select-box/warehouse-list without the source warehouse. */
export function useWarehouseOptions(excludeId: number, isEnabled: boolean) {
  return useQuery({
    queryKey: ['select', INVENTORY_URLS.warehouseList, 'destinations'],
    queryFn: ({ signal }) => loadSelectOptions(INVENTORY_URLS.warehouseList, false, signal),
    enabled: isEnabled,
    select: (options) => options.filter((o) => Number(o.value) !== excludeId),
    retry: false,
  });
}
