import { COUNTED_BILLING_STATUSES, type BoqDataPayload } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { readTableResponse } from '../../../components/data-table';
import { api } from '../../../lib/api';
import type { Billing, BillingDetail } from './receivables-types';
import { RECEIVABLES_KEYS, RECEIVABLES_URLS } from './receivables-urls';

/** What the billing form reads of a project (GET /project?id=): its terms and its current BOQ. */
export interface BillingProject {
  id: number;
  name: string;
  client: { id: number; name: string } | null;
  /** Percent of the contract paid in advance. */
  downpaymentAmount: number | string;
  /** Percent of each billing withheld. */
  retentionAmount: number | string;
  latestBoq: { id: number; name: string; status: string; revision: number } | null;
}

export interface BoqVersion {
  id: number;
  revision: number;
  name: string;
  isCurrent: boolean;
}

export function useBillingProject(projectId: number | null) {
  return useQuery({
    queryKey: ['receivables', 'project', projectId ?? 0],
    queryFn: ({ signal }) => api<BillingProject>('GET', RECEIVABLES_URLS.project, { query: { id: projectId }, signal }),
    enabled: projectId !== null && projectId > 0,
    staleTime: 0,
    retry: false,
  });
}

/** GET /boq/version?projectId=: the project's BOQ revisions, to bill against another one than the current. */
export function useBoqVersions(projectId: number | null) {
  return useQuery({
    queryKey: ['receivables', 'boq-versions', projectId ?? 0],
    queryFn: async ({ signal }) => (await api<{ data: BoqVersion[] }>('GET', RECEIVABLES_URLS.boqVersions, { query: { projectId }, signal })).data,
    enabled: projectId !== null && projectId > 0,
    staleTime: 0,
    retry: false,
  });
}

/** GET /boq/{id}: the rows with their amounts (the tree of BOQ_DATA). */
export function useBoqRows(boqId: number | null) {
  return useQuery({
    queryKey: ['receivables', 'boq', boqId ?? 0],
    queryFn: ({ signal }) => api<BoqDataPayload>('GET', `${RECEIVABLES_URLS.boq}/${boqId}`, { signal }),
    enabled: boqId !== null && boqId > 0,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The project's billings that count for the next one (not rejected or canceled), each with its
 * lines: their percents are where the next billing starts, their recoupments what is left of
 * the down payment. A project has a billing a month or so: reading each one is cheap.
 */
export function useCountedBillings(projectId: number | null) {
  return useQuery({
    queryKey: RECEIVABLES_KEYS.projectBillings(projectId ?? 0),
    queryFn: async ({ signal }) => {
      const table = readTableResponse<Billing>(
        await api<unknown>('PUT', RECEIVABLES_URLS.billing, {
          query: { page: 1, perPage: 1000 },
          body: { searchKeyword: '', filters: [{ key: 'projectId', value: projectId }], settings: { sortBy: 'createdAt', sortOrder: 'asc' } },
          signal,
        }),
      );
      const counted = table.list.filter((billing) => COUNTED_BILLING_STATUSES.includes(billing.status));
      return Promise.all(counted.map(async (billing) => (await api<{ data: BillingDetail }>('GET', RECEIVABLES_URLS.billing, { query: { id: billing.id }, signal })).data));
    },
    enabled: projectId !== null && projectId > 0,
    staleTime: 0,
    retry: false,
  });
}
