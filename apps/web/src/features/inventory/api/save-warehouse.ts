import type { WarehouseKind } from '@haligi/shared';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { INVENTORY_URLS } from './inventory-keys';
import type { Warehouse } from './inventory-types';

/** The body warehouseRequest / updateWarehouseRequest validate. */
export interface WarehouseBody {
  id?: number;
  kind: WarehouseKind;
  name: string;
  description: string;
  address: string;
  locationId: number | null;
  projectId: number | null;
}

/** POST /warehouse creates, PATCH /warehouse (with id) updates; both answer {data, message}. */
export function useSaveWarehouse() {
  return useServerAction(
    (body: WarehouseBody) => api<ActionAnswer<Warehouse>>(body.id ? 'PATCH' : 'POST', INVENTORY_URLS.warehouse, { body }),
    { invalidates: [['table', INVENTORY_URLS.warehouse], ['select', INVENTORY_URLS.warehouseList], ['warehouse']] },
  );
}
