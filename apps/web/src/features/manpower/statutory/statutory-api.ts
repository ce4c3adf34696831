import type { StatutoryAgency, StatutoryAgencyPath, StatutoryParameters, StatutoryVersion } from '@haligi/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** The statutory table URLs (docs/api/statutory.md). */
export const STATUTORY_URLS = {
  versions: (path: StatutoryAgencyPath) => `/payroll/statutory/${path}`,
  contributions: '/payroll/statutory/contributions',
  withholdingTax: '/payroll/statutory/withholding-tax',
  dayPay: '/payroll/statutory/day-pay',
  payslipPreview: '/payroll/payslip-preview',
} as const;

export type Version<A extends StatutoryAgency = StatutoryAgency> = StatutoryVersion<StatutoryParameters[A]>;

export function useStatutoryVersions<A extends StatutoryAgency>(path: StatutoryAgencyPath) {
  return useQuery({
    queryKey: ['statutory', path],
    queryFn: async ({ signal }) => (await api<{ data: Version<A>[] }>('GET', STATUTORY_URLS.versions(path), { signal })).data,
  });
}

export interface NewVersion {
  effectiveFrom: string;
  title: string;
  source: string;
  sourceUrl: string;
  parameters: unknown;
}

export const useAddVersion = (path: StatutoryAgencyPath) =>
  useServerAction((body: NewVersion) => api<ActionAnswer<Version>>('POST', STATUTORY_URLS.versions(path), { body }), { invalidates: [['statutory', path]] });

export interface ContributionsAnswer {
  sss: { monthlySalaryCredit: string; employee: string; employer: string; employerEc: string; total: string };
  philhealth: { premium: string; employee: string; employer: string };
  pagibig: { employee: string; employer: string };
}

/** A calculator call: nothing is stored, so no notice and nothing to reload. */
export const useCalculate = <TBody, TAnswer>(url: string) => useMutation({ mutationFn: (body: TBody) => api<TAnswer>('POST', url, { body }) });
