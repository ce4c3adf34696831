import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { readTableResponse } from '../../../components/data-table';
import type { NamedRef, PayableOrder, SupplierStatement } from './treasury-types';
import { TREASURY_KEYS, TREASURY_URLS } from './treasury-urls';

/** GET /treasury/supplier-statement?supplierId=: orders, deliveries and payments with the running balance. */
export function useSupplierStatement(supplierId: number | null) {
  return useQuery({
    queryKey: TREASURY_KEYS.supplierStatement(supplierId ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: SupplierStatement }>('GET', TREASURY_URLS.supplierStatement, { query: { supplierId }, signal })).data,
    enabled: supplierId !== null && supplierId > 0,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The suppliers found on purchase orders matching `search` (supplier name or order code), for a
 * member who reads the payable orders but not purchasing's supplier list.
 */
export function useSuppliersOnOrders(search: string) {
  return useQuery({
    queryKey: ['treasury', 'suppliers-on-orders', search],
    queryFn: async ({ signal }) => {
      const answer = await api<unknown>('PUT', TREASURY_URLS.purchaseOrder, {
        query: { page: 1, perPage: 100 },
        body: { searchKeyword: search, searchBy: search ? 'supplier' : null, filters: [], settings: { sortBy: 'supplier', sortOrder: 'asc' } },
        signal,
      });
      const found = new Map<number, NamedRef>();
      for (const order of readTableResponse<PayableOrder>(answer).list) if (order.supplier) found.set(order.supplier.id, order.supplier);
      return [...found.values()];
    },
    staleTime: 30_000,
    retry: false,
  });
}
