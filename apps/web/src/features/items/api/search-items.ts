import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readTableResponse } from '../../../components/data-table';
import { api } from '../../../lib/api';
import { ITEM_TABLE_URL, type ItemRow } from './item-types';

const CHOOSER_PAGE_SIZE = 20;

/**
 * The chooser's options: active parent-less items (simple items and parents of variations) from
 * the items table, searched by name and SKU. The table rows carry variationCount, which the
 * select list does not. `publishedOnly` leaves drafts out (filter isDraft false) for the pickers
 * whose use needs a published item: stock, purchase requests, the BOQ.
 */
export async function searchItems(keyword: string, signal?: AbortSignal, publishedOnly = false): Promise<ItemRow[]> {
  const raw = await api<unknown>('PUT', ITEM_TABLE_URL, {
    query: { page: 1, perPage: CHOOSER_PAGE_SIZE },
    body: { searchKeyword: keyword, searchBy: null, filters: publishedOnly ? [{ key: 'isDraft', value: 'false' }] : [], settings: { sortBy: 'name', sortOrder: 'asc' } },
    signal,
  });
  return readTableResponse<ItemRow>(raw).list;
}

export function useItemSearch(keyword: string, isEnabled: boolean, publishedOnly = false) {
  return useQuery({
    queryKey: ['item-search', keyword, publishedOnly],
    queryFn: ({ signal }) => searchItems(keyword, signal, publishedOnly),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
