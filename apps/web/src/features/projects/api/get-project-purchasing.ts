import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MoneyValue } from '../../../lib/money';

/** A BOQ line's purchasing trail, `GET /project/{id}/purchasing` (docs/api/purchasing.md). */
export interface BoqLinePurchasing {
  boqItemId: number;
  boqKey: string;
  description: string;
  itemName: string | null;
  quantity: string;
  /** Requested (the BOQ's purchased-of-total counts requests). */
  quantityPurchased: string;
  quantityOrdered: string;
  quantityReceived: string;
  materialCost: MoneyValue;
  requests: { code: string; status: string; quantity: string }[];
  orders: { code: string; status: string; quantity: string; quantityReceived: string }[];
}

export function useProjectPurchasing(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['project-purchasing', projectId],
    queryFn: ({ signal }) => api<BoqLinePurchasing[]>('GET', `/project/${projectId}/purchasing`, { signal }),
    enabled,
    staleTime: 0,
  });
}
