import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Money } from '../../../components/kanban-board';
import { readTableResponse } from '../../../components/data-table';
import type { DocumentLink } from '../../../components/record-documents';
import { api } from '../../../lib/api';
import { LEAD_KEYS } from './lead-keys';

/** A row of PUT /lead. */
export interface LeadRow {
  id: number;
  name: string;
  leadBoardStage: string;
  budget: Money;
  client: { id: number; name: string } | null;
  relationshipOwner: { id: number; name: string } | null;
  winProbability: string;
  endDate: string | null;
  /** Only with include=documents (the stage tabs). */
  documents?: DocumentLink[];
}

/** PUT /lead?include=documents filtered by boardKey, closing soonest first: each row with its documents. */
export function useStageLeads(boardKey: string, page: number, perPage: number) {
  return useQuery({
    queryKey: [...LEAD_KEYS.stageTable, { boardKey, page, perPage }],
    queryFn: async ({ signal }) =>
      readTableResponse<LeadRow>(
        await api<unknown>('PUT', '/lead', {
          query: { page, perPage, include: 'documents' },
          body: { searchKeyword: '', searchBy: 'name', filters: [{ key: 'boardKey', value: boardKey }], settings: { sortBy: 'endDate', sortOrder: 'asc' } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
