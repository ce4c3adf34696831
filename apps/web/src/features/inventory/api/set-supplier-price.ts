import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { INVENTORY_URLS } from './inventory-keys';

export interface SupplierPriceBody {
  supplierId: number;
  itemId: number;
  /** Pesos. */
  price: number;
}

/** POST /supplier/item-price: sets what a supplier sells an item at; a change is kept in the history. */
export function useSetSupplierPrice() {
  return useServerAction((body: SupplierPriceBody) => api<ActionAnswer>('POST', INVENTORY_URLS.supplierItemPrice, { body }), {
    invalidates: [['table', INVENTORY_URLS.supplierItems], ['table', INVENTORY_URLS.priceUpdates], ['price-history']],
  });
}
