import { COUNTERS, counterOf } from '../../db/record-counts';
import { toMoney } from '@haligi/shared';
import { count, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { accounts, clients, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { accountName } from '../boards/board.repository';
import { documentLinksOf, type DocumentLink } from '../documents/documents.service';
import { liveLeads } from './leads.repository';
import { filterId } from '../../http/table';

const idFilter = (column: AnyColumn, key: string) => (value: string) => {
  return eq(column, filterId(key, value)) as SQL;
};

type LeadListRow = ReturnType<typeof toLeadListRow> & { documents?: DocumentLink[] };

/**
 * PUT /lead: the company's live leads; search by name; filters boardKey, relationshipOwnerId,
 * winProbability, clientId. With `withDocuments` (PUT /lead?include=documents, the stage tabs)
 * every row also carries its documents, read in one extra query for the page's ids.
 */
export function leadTable(tenant: Tenant, { withDocuments = false } = {}): TableSource<LeadListRow> {
  const { db } = tenant;
  return {
    sortable: {
      name: projects.name,
      createdAt: projects.createdAt,
      endDate: projects.endDate,
      budget: projects.budget,
      boardKey: projects.boardKey,
      leadBoardStage: projects.boardKey,
      winProbability: projects.winProbability,
    },
    searchable: { name: projects.name },
    filters: {
      boardKey: (value) => eq(projects.boardKey, value) as SQL,
      winProbability: (value) => eq(projects.winProbability, value) as SQL,
      relationshipOwnerId: idFilter(projects.relationshipOwnerId, 'relationshipOwnerId'),
      clientId: idFilter(projects.clientId, 'clientId'),
    },
    baseWhere: liveLeads(tenant),
    idColumn: projects.id,
    list: async (where, orderBy, limit, offset) => {
      const rows = (
        await db
          .select({ lead: projects, clientName: clients.name, ownerName: accountName })
          .from(projects)
          .leftJoin(clients, eq(clients.id, projects.clientId))
          .leftJoin(accounts, eq(accounts.id, projects.relationshipOwnerId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toLeadListRow);
      if (!withDocuments) return rows;
      const documents = await documentLinksOf(tenant, rows.map((row) => row.id));
      return rows.map((row) => ({ ...row, documents: documents.get(row.id) ?? [] }));
    },
    count: async (where) => (await db.select({ n: count() }).from(projects).where(where))[0].n,
    countAll: counterOf(tenant, COUNTERS.liveLeads),
  };
}

function toLeadListRow({ lead, clientName, ownerName }: { lead: typeof projects.$inferSelect; clientName: string | null; ownerName: string | null }) {
  return {
    id: lead.id,
    name: lead.name,
    leadBoardStage: lead.boardKey,
    budget: toMoney(lead.budget),
    client: lead.clientId ? { id: lead.clientId, name: clientName ?? '' } : null,
    relationshipOwner: lead.relationshipOwnerId ? { id: lead.relationshipOwnerId, name: ownerName ?? '' } : null,
    winProbability: lead.winProbability,
    leadSource: lead.leadSource,
    startDate: lead.startDate,
    endDate: lead.endDate,
    convertedToId: lead.convertedToId,
    createdAt: lead.createdAt,
  };
}
