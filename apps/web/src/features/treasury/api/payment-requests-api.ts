import { canPay, PAYABLE_ORDER_STATUSES } from '@haligi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { readTableResponse } from '../../../components/data-table';
import type { PayableOrder, PaymentRequest } from './treasury-types';
import { REQUEST_CHANGES, TREASURY_KEYS, TREASURY_URLS } from './treasury-urls';

/** GET /treasury/payment-request?id= */
export function usePaymentRequest(id: number | null) {
  return useQuery({
    queryKey: TREASURY_KEYS.paymentRequest(id ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: PaymentRequest }>('GET', TREASURY_URLS.paymentRequest, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    staleTime: 0,
    retry: false,
  });
}

/** The orders a new request for payment may name: payable, with a balance, matching `search` (code or supplier). */
export function usePayableOrderChoices(search: string, isEnabled: boolean) {
  return useQuery({
    queryKey: TREASURY_KEYS.orderChoices(search),
    queryFn: async ({ signal }) => {
      const answer = await api<unknown>('PUT', TREASURY_URLS.purchaseOrder, {
        query: { page: 1, perPage: 50 },
        body: { searchKeyword: search, searchBy: null, filters: [], settings: { sortBy: 'balance', sortOrder: 'desc' } },
        signal,
      });
      return readTableResponse<PayableOrder>(answer).list.filter(isPayable);
    },
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

/** More than nothing is owed: nothing (0) does not cover the balance. */
export const isOwed = (balance: string) => !canPay(0, balance);

/** An order money can still be requested for: approved (or further) and not fully paid. */
export const isPayable = (order: Pick<PayableOrder, 'status' | 'balance'>) => PAYABLE_ORDER_STATUSES.includes(order.status) && isOwed(order.balance);

export function useCreatePaymentRequest() {
  return useServerAction((body: { purchaseOrderId?: number; supplierId?: number; billReference?: string; dueDate?: string; amount: string; memo: string }) => api<ActionAnswer<PaymentRequest>>('POST', TREASURY_URLS.paymentRequest, { body }), {
    invalidates: REQUEST_CHANGES,
  });
}

/** POST /treasury/payment-request/{id}/pay from a fund account. */
export function usePayRequest() {
  return useServerAction(({ id, fundAccountId }: { id: number; fundAccountId: number }) => api<ActionAnswer>('POST', `${TREASURY_URLS.paymentRequest}/${id}/pay`, { body: { fundAccountId } }), {
    invalidates: REQUEST_CHANGES,
  });
}

/** POST /treasury/payment-request/{id}/submit: a returned request to approval again. */
export function useResubmitRequest() {
  return useServerAction((id: number) => api<ActionAnswer<PaymentRequest>>('POST', `${TREASURY_URLS.paymentRequest}/${id}/submit`), { invalidates: REQUEST_CHANGES });
}

/** POST /treasury/payment-request/{id}/cancel with the reason. */
export function useCancelRequest() {
  return useServerAction(({ id, reason }: { id: number; reason: string }) => api<ActionAnswer<PaymentRequest>>('POST', `${TREASURY_URLS.paymentRequest}/${id}/cancel`, { body: { reason } }), {
    invalidates: REQUEST_CHANGES,
  });
}
