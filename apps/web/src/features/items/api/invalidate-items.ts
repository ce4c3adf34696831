import type { QueryClient } from '@tanstack/react-query';
import { ITEM_TABLE_URL, ITEM_VARIATION_TABLE_URL } from './item-types';

/** After any item write: both item tables, every loaded item and the item select list reload. */
export function invalidateItems(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['table', ITEM_TABLE_URL] }),
    queryClient.invalidateQueries({ queryKey: ['table', ITEM_VARIATION_TABLE_URL] }),
    queryClient.invalidateQueries({ queryKey: ['item'] }),
    queryClient.invalidateQueries({ queryKey: ['item-search'] }),
  ]);
}
