import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { INVENTORY_KEYS, INVENTORY_URLS } from './inventory-keys';
import type { PaymentRow, ReceiptAnswer } from './inventory-types';

/** GET /item-receipts?id=. A failure shows the Error dialog (spec part 2 section 8). */
export function useReceipt(id: number | null) {
  return useQuery({
    queryKey: INVENTORY_KEYS.receipt(id ?? 0),
    queryFn: ({ signal }) => api<ReceiptAnswer>('GET', INVENTORY_URLS.receipts, { query: { id }, signal }),
    enabled: id !== null && id > 0,
    staleTime: 0,
    retry: false,
  });
}

/** Spec part 2: payment history and Balance Due show for PURCHASE_ORDER receipts with a balance above 0. */
export function hasBalanceDue(receipt: ReceiptAnswer | undefined): boolean {
  const info = receipt?.itemReceiptInfo;
  return info?.type.key === 'PURCHASE_ORDER' && !!info.purchaseOrder && Number(info.purchaseOrder.balance) > 0;
}

/** GET /purchase-order/payment-history?purchaseOrderId=. */
export function usePaymentHistory(purchaseOrderId: number | null) {
  return useQuery({
    queryKey: INVENTORY_KEYS.paymentHistory(purchaseOrderId ?? 0),
    queryFn: ({ signal }) => api<PaymentRow[]>('GET', INVENTORY_URLS.paymentHistory, { query: { purchaseOrderId }, signal }),
    enabled: purchaseOrderId !== null && purchaseOrderId > 0,
    staleTime: 0,
    retry: false,
  });
}
