import type { FundAccountRequest, FundEntryRequest } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import type { FundAccount, FundAccountOption, FundLedgerEntry, TreasuryDashboard } from './treasury-types';
import { MONEY_CHANGES, TREASURY_KEYS, TREASURY_URLS } from './treasury-urls';

/** GET /treasury/dashboard: cash position, payables aging and what falls due this week. */
export function useTreasuryDashboard() {
  return useQuery({
    queryKey: TREASURY_KEYS.dashboard,
    queryFn: async ({ signal }) => (await api<{ data: TreasuryDashboard }>('GET', TREASURY_URLS.dashboard, { signal })).data,
    staleTime: 0,
    retry: false,
  });
}

/** GET /select-box/fund-account-list: every fund account with its balance, by name. */
export function useFundAccountOptions(isEnabled = true) {
  return useQuery({
    queryKey: TREASURY_KEYS.fundAccountList,
    queryFn: ({ signal }) => api<FundAccountOption[]>('GET', TREASURY_URLS.fundAccountList, { signal }),
    enabled: isEnabled,
    staleTime: 0,
    retry: false,
  });
}

/** The body of POST /treasury/fund-account as the dialog sends it (amounts as exact text). */
export type FundAccountBody = Omit<FundAccountRequest, 'openingBalance'> & { openingBalance: string };

export function useCreateFundAccount() {
  return useServerAction((body: FundAccountBody) => api<ActionAnswer<FundAccount>>('POST', TREASURY_URLS.fundAccount, { body }), { invalidates: [...MONEY_CHANGES, ['select', TREASURY_URLS.fundAccountList]] });
}

/** POST /treasury/fund-account/{id}/entry: a deposit or a withdrawal. */
export function useRecordFundEntry() {
  return useServerAction(
    ({ fundAccountId, body }: { fundAccountId: number; body: Omit<FundEntryRequest, 'amount'> & { amount: string } }) =>
      api<ActionAnswer<FundLedgerEntry>>('POST', `${TREASURY_URLS.fundAccount}/${fundAccountId}/entry`, { body }),
    { invalidates: MONEY_CHANGES },
  );
}

/** POST /treasury/fund-ledger/{id}/reverse: an entry of the opposite sign, with the reason. */
export function useReverseFundEntry() {
  return useServerAction(({ entryId, reason }: { entryId: number; reason: string }) => api<ActionAnswer<FundLedgerEntry>>('POST', `${TREASURY_URLS.fundLedger}/${entryId}/reverse`, { body: { reason } }), {
    invalidates: MONEY_CHANGES,
  });
}

/** GET /treasury/fund-account?id=: one account with today's balance. */
export function useFundAccount(id: number | null) {
  return useQuery({
    queryKey: [...TREASURY_KEYS.all, 'fund-account', id ?? 0],
    queryFn: async ({ signal }) => (await api<{ data: FundAccount }>('GET', TREASURY_URLS.fundAccount, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    staleTime: 0,
    retry: false,
  });
}
