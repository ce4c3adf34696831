import { useQuery } from '@tanstack/react-query';
import type { Money } from '../../../components/kanban-board';
import { api } from '../../../lib/api';
import { LEAD_KEYS } from './lead-keys';

/** GET /lead?id=: the lead as the lead page shows it (docs/api/sales-pipeline.md). */
export interface LeadInformation {
  id: number;
  name: string;
  description: string | null;
  leadBoardStage: string;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  budget: Money;
  abc: Money;
  mmr: Money;
  initialCosting: Money;
  client: { id: number; name: string; email: string | null } | null;
  location: { id: number; name: string } | null;
  /** Percent. */
  downpaymentAmount: number;
  /** Percent. */
  retentionAmount: number;
  winProbability: string;
  leadSource: string;
  leadType: string | null;
  contactDetails: string;
  relationshipOwner: { id: number; name: string } | null;
  convertedToId: number | null;
  /** Why the lead was lost, while it is in Closed Lost. */
  lostReason?: string | null;
  isLead: true;
}

export function useLead(id: number) {
  return useQuery({
    queryKey: LEAD_KEYS.lead(id),
    queryFn: ({ signal }) => api<LeadInformation>('GET', '/lead', { query: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
    retry: false,
    // The page says 'Failed to load lead information' itself (spec part 1 section 8).
    meta: { skipErrorDialog: true },
  });
}
