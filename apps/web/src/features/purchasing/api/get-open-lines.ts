import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { OpenRequestLine } from './purchasing-types';
import { PURCHASING_KEYS, PURCHASING_URLS } from './purchasing-urls';

/** GET /purchase-order/request/open-lines: approved request lines still needing quantity. */
export function useOpenRequestLines(search: string, enabled: boolean) {
  return useQuery({
    queryKey: PURCHASING_KEYS.openLines(search),
    queryFn: ({ signal }) => api<OpenRequestLine[]>('GET', PURCHASING_URLS.openLines, { query: { search: search || undefined }, signal }),
    enabled,
  });
}
