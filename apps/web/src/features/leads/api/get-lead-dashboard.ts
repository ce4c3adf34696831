import { useQuery } from '@tanstack/react-query';
import type { Money } from '../../../components/kanban-board';
import { api } from '../../../lib/api';
import { LEAD_KEYS } from './lead-keys';

/** GET /lead/dashboard (docs/api/sales-pipeline.md). */
export interface LeadDashboard {
  byStage: { key: string; label: string; color: string; count: number; total: Money }[];
  /** 0..1: won / (won + lost). */
  winRate: number;
  forecast: Money;
  bySource: { source: string; count: number; total: Money }[];
  byOwner: { ownerId: number; name: string; count: number; total: Money }[];
  closingThisMonth: { id: number; name: string; endDate: string; budget: Money; leadBoardStage: string }[];
  openCount: number;
  openTotal: Money;
}

export function useLeadDashboard() {
  return useQuery({
    queryKey: LEAD_KEYS.dashboard,
    queryFn: ({ signal }) => api<LeadDashboard>('GET', '/lead/dashboard', { signal }),
    staleTime: 0,
  });
}
