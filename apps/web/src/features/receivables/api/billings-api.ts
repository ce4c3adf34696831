import type { BillingRequest, CollectionRequest } from '@haligi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import type { BillingDetail, FundAccountOption } from './receivables-types';
import { BILLING_CHANGES, COLLECTION_CHANGES, RECEIVABLES_KEYS, RECEIVABLES_URLS } from './receivables-urls';

/** GET /treasury/billing?id=: a billing with its lines and collections. */
export function useBilling(id: number | null) {
  return useQuery({
    queryKey: RECEIVABLES_KEYS.billing(id ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: BillingDetail }>('GET', RECEIVABLES_URLS.billing, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    staleTime: 0,
    retry: false,
  });
}

/** The body of POST /treasury/billing as the dialog sends it. */
export type BillingBody = Omit<BillingRequest, 'memo' | 'lines'> & { memo: string; lines: { boqItemId: number; toDatePercent: string }[] };

/**
 * POST /treasury/billing. The dialog shows a 400 or 422 beside the lines it names, so the Error
 * dialog is skipped here.
 */
export function useCreateBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingBody) => api<ActionAnswer<BillingDetail>>('POST', RECEIVABLES_URLS.billing, { body }),
    meta: { skipErrorDialog: true },
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: answer.message, position: 'top' });
      await Promise.all(BILLING_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export function useCancelBilling() {
  return useServerAction(({ id, reason }: { id: number; reason: string }) => api<ActionAnswer<BillingDetail>>('POST', `${RECEIVABLES_URLS.billing}/${id}/cancel`, { body: { reason } }), {
    invalidates: BILLING_CHANGES,
  });
}

/** The body of POST /treasury/billing/{id}/collect with the amount as exact text. */
export type CollectionBody = Omit<CollectionRequest, 'amount' | 'reference' | 'memo'> & { amount: string; reference: string; memo: string };

export function useCollectBilling() {
  return useServerAction(({ id, body }: { id: number; body: CollectionBody }) => api<ActionAnswer<BillingDetail>>('POST', `${RECEIVABLES_URLS.billing}/${id}/collect`, { body }), {
    invalidates: COLLECTION_CHANGES,
  });
}

/** GET /treasury/billing/{id}/pdf with the token header (a plain link cannot send it), saved as {code}.pdf. */
export function useDownloadBillingPdf() {
  return useMutation({
    mutationFn: async ({ id, code }: { id: number; code: string }) => {
      saveBlob(await api<Blob>('GET', `${RECEIVABLES_URLS.billing}/${id}/pdf`, { isBlob: true }), `${code}.pdf`);
    },
  });
}

/** GET /select-box/fund-account-list: the accounts money can be collected into, with their balances. */
export function useFundAccountOptions(isEnabled = true) {
  return useQuery({
    queryKey: RECEIVABLES_KEYS.fundAccountList,
    queryFn: ({ signal }) => api<FundAccountOption[]>('GET', RECEIVABLES_URLS.fundAccountList, { signal }),
    enabled: isEnabled,
    staleTime: 0,
    retry: false,
  });
}
