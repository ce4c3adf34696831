import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { PURCHASING_URLS, REQUEST_CHANGES } from './purchasing-urls';

/** POST /purchase-order/request/{id}/cancel: gives the BOQ its quantities back. */
export function useCancelPurchaseRequest() {
  return useServerAction(
    ({ id, reason }: { id: number; reason: string }) => api<ActionAnswer>('POST', `${PURCHASING_URLS.request}/${id}/cancel`, { body: { reason } }),
    { invalidates: REQUEST_CHANGES },
  );
}

/** POST /purchase-order/request/{id}/submit: a draft or returned request goes to approval again. */
export function useSubmitPurchaseRequest() {
  return useServerAction((id: number) => api<ActionAnswer>('POST', `${PURCHASING_URLS.request}/${id}/submit`, { body: {} }), { invalidates: REQUEST_CHANGES });
}
