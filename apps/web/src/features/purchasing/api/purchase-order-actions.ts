import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { saveBlob } from '../../../lib/save-blob';
import { ORDER_CHANGES, PURCHASING_URLS } from './purchasing-urls';

export interface CreatePurchaseOrderBody {
  supplierId: number;
  warehouseId: number;
  deliveryDate: string;
  deliveryTerms?: string;
  memo?: string;
  lines: { purchaseRequestLineId: number; quantity: number; unitPrice: number; vatInclusive: boolean }[];
}

/** POST /purchase-order: an order from approved request lines. */
export function useCreatePurchaseOrder() {
  return useServerAction((body: CreatePurchaseOrderBody) => api<ActionAnswer<{ id: number; code: string }>>('POST', PURCHASING_URLS.order, { body }), { invalidates: ORDER_CHANGES });
}

/** POST /purchase-order/{id}/cancel: only while nothing has been received. */
export function useCancelPurchaseOrder() {
  return useServerAction(({ id, reason }: { id: number; reason: string }) => api<ActionAnswer>('POST', `${PURCHASING_URLS.order}/${id}/cancel`, { body: { reason } }), {
    invalidates: ORDER_CHANGES,
  });
}

export interface ReceiveBody {
  warehouseId: number;
  lines: { purchaseOrderLineId: number; quantity: number }[];
}

/** POST /purchase-order/{id}/receive: posts the stock receipt at the order's unit prices. */
export function useReceivePurchaseOrder() {
  return useServerAction(({ id, body }: { id: number; body: ReceiveBody }) => api<ActionAnswer<{ id: number; code: string }>>('POST', `${PURCHASING_URLS.order}/${id}/receive`, { body }), {
    invalidates: ORDER_CHANGES,
  });
}

/** GET /purchase-order/{id}/pdf with the token header, saved as {code}.pdf. */
export function useDownloadOrderPdf() {
  return useMutation({
    mutationFn: async ({ id, code }: { id: number; code: string }) => {
      saveBlob(await api<Blob>('GET', `${PURCHASING_URLS.order}/${id}/pdf`, { isBlob: true }), `${code}.pdf`);
    },
  });
}
