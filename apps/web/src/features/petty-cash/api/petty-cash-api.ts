import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readTableResponse } from '../../../components/data-table';
import { api, ApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { saveBlob } from '../../../lib/save-blob';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import type { Disbursement, DisbursementDetail, FundAccountOption, LiquidationDetail, PettyCashFund, Receipt } from './petty-cash-types';

/** The URLs of the petty cash screens (docs/api/treasury.md "Petty cash"). */
export const PETTY_CASH_URLS = {
  myFund: '/petty-cash/holder/current',
  disbursement: '/petty-cash/disbursement',
  liquidation: '/petty-cash/liquidation',
  replenish: '/petty-cash/replenish',
  fundAccountList: '/select-box/fund-account-list',
  projectList: '/select-box/project-list',
} as const;

export const PETTY_CASH_KEYS = {
  all: ['petty-cash'] as const,
  myFund: ['petty-cash', 'my-fund'] as const,
  disbursement: (id: number) => ['petty-cash', 'disbursement', id] as const,
  liquidation: (id: number) => ['petty-cash', 'liquidation', id] as const,
  unliquidated: (fundAccountId: number) => ['petty-cash', 'unliquidated', fundAccountId] as const,
};

/** Money moved: this feature's reads, its tables, and the treasury overview's balances and ledgers. */
const MONEY_CHANGES = [
  PETTY_CASH_KEYS.all,
  ['table', PETTY_CASH_URLS.disbursement],
  ['table', PETTY_CASH_URLS.liquidation],
  ['treasury'],
  ['table', '/treasury/fund-account'],
  ['table', '/treasury/fund-ledger'],
  ['select', PETTY_CASH_URLS.fundAccountList],
  ['approval'],
] as const;

/** GET /petty-cash/holder/current: null when the member holds no fund (the server's 404). */
export function useMyFund() {
  return useQuery({
    queryKey: PETTY_CASH_KEYS.myFund,
    queryFn: async ({ signal }) => {
      try {
        return (await api<{ data: PettyCashFund }>('GET', PETTY_CASH_URLS.myFund, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
    meta: { skipErrorDialog: true },
  });
}

export function useDisbursement(id: number | null) {
  return useQuery({
    queryKey: PETTY_CASH_KEYS.disbursement(id ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: DisbursementDetail }>('GET', PETTY_CASH_URLS.disbursement, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    staleTime: 0,
    retry: false,
  });
}

/** The fund's unliquidated vouchers, oldest first: what a liquidation can take. */
export function useUnliquidated(fundAccountId: number | null, isEnabled: boolean) {
  return useQuery({
    queryKey: PETTY_CASH_KEYS.unliquidated(fundAccountId ?? 0),
    queryFn: async ({ signal }) =>
      readTableResponse<Disbursement>(
        await api<unknown>('PUT', PETTY_CASH_URLS.disbursement, {
          query: { page: 1, perPage: 500 },
          body: {
            searchKeyword: '',
            filters: [
              { key: 'fundAccountId', value: fundAccountId },
              { key: 'status', value: 'UNLIQUIDATED' },
            ],
            settings: { sortBy: 'createdAt', sortOrder: 'asc' },
          },
          signal,
        }),
      ).list,
    enabled: isEnabled && fundAccountId !== null,
    staleTime: 0,
    retry: false,
  });
}

/** GET /petty-cash/liquidation?id= with each disbursement's receipts (GET /petty-cash/disbursement?id=). */
export function useLiquidation(id: number | null) {
  return useQuery({
    queryKey: PETTY_CASH_KEYS.liquidation(id ?? 0),
    queryFn: async ({ signal }) => {
      const { data } = await api<{ data: LiquidationDetail }>('GET', PETTY_CASH_URLS.liquidation, { query: { id }, signal });
      const withReceipts = await Promise.all(
        data.disbursements.map(async (d) => (await api<{ data: DisbursementDetail }>('GET', PETTY_CASH_URLS.disbursement, { query: { id: d.id }, signal })).data),
      );
      return { ...data, disbursements: withReceipts };
    },
    enabled: id !== null && id > 0,
    staleTime: 0,
    retry: false,
  });
}

export function useFundAccountOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: [...PETTY_CASH_KEYS.all, 'fund-account-list'],
    queryFn: ({ signal }) => api<FundAccountOption[]>('GET', PETTY_CASH_URLS.fundAccountList, { signal }),
    enabled: isEnabled,
    staleTime: 0,
    retry: false,
  });
}

export interface DisbursementBody {
  fundAccountId: number;
  payee: string;
  description: string;
  /** Exact text, 2 decimals. */
  amount: string;
  receiptFileIds: number[];
  projectId: number | null;
}

export function useDisburse() {
  return useServerAction((body: DisbursementBody) => api<ActionAnswer<DisbursementDetail>>('POST', PETTY_CASH_URLS.disbursement, { body }), { invalidates: MONEY_CHANGES });
}

/** POST /petty-cash/disbursement/{id}/receipts (its answer carries no message). */
export function useAttachReceipts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, receiptFileIds }: { id: number; receiptFileIds: number[] }) => api<{ data: DisbursementDetail }>('POST', `${PETTY_CASH_URLS.disbursement}/${id}/receipts`, { body: { receiptFileIds } }),
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: `Receipts attached to ${answer.data.code}`, position: 'top' });
      await Promise.all([PETTY_CASH_KEYS.all, ['table', PETTY_CASH_URLS.disbursement]].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/**
 * POST /petty-cash/liquidation. Its 422 lists each voucher that cannot go (no receipt, another
 * fund): the dialog shows the list beside the vouchers, so the Error dialog is skipped.
 */
export function useLiquidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { fundAccountId: number; disbursementIds: number[]; memo: string }) => api<ActionAnswer<LiquidationDetail>>('POST', PETTY_CASH_URLS.liquidation, { body }),
    meta: { skipErrorDialog: true },
    onSuccess: async (answer) => {
      notify({ type: 'positive', message: answer.message, position: 'top' });
      await Promise.all(MONEY_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export interface ReplenishAnswer {
  amount: string;
  liquidations: string[];
  fundAccount: { id: number; name: string; balance: string; fundAmount: string };
}

export function useReplenish() {
  return useServerAction((body: { fundAccountId: number; sourceFundAccountId: number }) => api<ActionAnswer<ReplenishAnswer>>('POST', PETTY_CASH_URLS.replenish, { body }), { invalidates: MONEY_CHANGES });
}

/** A receipt fetched with the token header (a plain link cannot send it) and saved under its own name. */
export function useOpenReceipt() {
  return useMutation({
    mutationFn: async (receipt: Receipt) => {
      saveBlob(await api<Blob>('GET', receipt.url.replace(/^\/api/, ''), { isBlob: true }), receipt.originalName || receipt.name);
    },
  });
}
