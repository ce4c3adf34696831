import type { DashboardSummary } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const DASHBOARD_SUMMARY_KEY = ['dashboard', 'summary'] as const;

/** GET /dashboard/summary (docs/api/dashboard.md): only the sections the user's scopes allow. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: DASHBOARD_SUMMARY_KEY,
    queryFn: async ({ signal }) => (await api<{ data: DashboardSummary }>('GET', '/dashboard/summary', { signal })).data,
    staleTime: 0,
  });
}
