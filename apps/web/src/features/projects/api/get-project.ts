import { useQuery } from '@tanstack/react-query';
import type { Money } from '../../../components/kanban-board';
import { api } from '../../../lib/api';
import { PROJECT_KEYS, PROJECT_TABLE_URL } from './project-keys';

/** GET /project?id= (docs/api/sales-pipeline.md). */
export interface ProjectInformation {
  id: number;
  name: string;
  description: string | null;
  status: string;
  boardKey: string;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  budget: Money;
  client: { id: number; name: string; email?: string | null } | null;
  location: { id: number; name: string } | null;
  /** Percent. */
  downpaymentAmount: number;
  /** Percent. */
  retentionAmount: number;
  latestBoq: { id: number; name: string; status: string; revision: number } | null;
  convertedFromId: number | null;
  purchaseRequests: unknown[];
}

export function useProject(id: number) {
  return useQuery({
    queryKey: PROJECT_KEYS.project(id),
    queryFn: ({ signal }) => api<ProjectInformation>('GET', PROJECT_TABLE_URL, { query: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
    retry: false,
  });
}
