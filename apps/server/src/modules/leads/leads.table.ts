import { COUNTERS, counterOf } from '../../db/record-counts';
import { closingMonthRange, toMoney } from '@haligi/shared';
import { and, count, eq, gte, lt, type AnyColumn, type SQL } from 'drizzle-orm';
import { accounts, clients, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import type { TableSource } from '../../http/table';
import { accountName } from '../boards/board.repository';
import { documentLinksOf, type DocumentLink } from '../documents/documents.service';
import { deletedLeads, liveLeads } from './leads.repository';
import { filterId } from '../../http/table';

const idFilter = (column: AnyColumn, key: string) => (value: string) => {
  return eq(column, filterId(key, value)) as SQL;
};

type LeadListRow = ReturnType<typeof toLeadListRow> & { documents?: DocumentLink[] };

/** The closing-month filter: leads whose closing date (endDate) falls in the month "YYYY-MM". */
const closingMonthFilter = (value: string) => {
  const range = closingMonthRange(value);
  if (!range) throw badRequest(['filters: endMonth must be a month YYYY-MM']);
  return and(gte(projects.endDate, range.from), lt(projects.endDate, range.until)) as SQL;
};

/**
 * PUT /lead: the company's live leads (with `deleted`, its deleted leads instead: the filter
 * `deleted` true, read by the route); search by name; filters boardKey, relationshipOwnerId,
 * winProbability, clientId and endMonth (the closing month, YYYY-MM). With `withDocuments`
 * (PUT /lead?include=documents, the stage tabs) every row also carries its documents, read in one
 * extra query for the page's ids.
 */
export function leadTable(tenant: Tenant, { withDocuments = false, deleted = false } = {}): TableSource<LeadListRow> {
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
      endMonth: closingMonthFilter,
      // Applied through the base condition (the route reads it); accepted here so the table knows the key.
      deleted: () => undefined,
    },
    baseWhere: deleted ? deletedLeads(tenant) : liveLeads(tenant),
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
    // The counter counts live leads; the deleted view counts its rows.
    countAll: deleted ? undefined : counterOf(tenant, COUNTERS.liveLeads),
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

/** Whether PUT /lead asks for the deleted leads: the filter `deleted` true or false (absent: live leads). */
export function deletedLeadsAsked(body: unknown): boolean {
  const filters = (body as { filters?: unknown } | null)?.filters;
  if (!Array.isArray(filters)) return false;
  const value = (filters.find((f) => (f as { key?: unknown } | null)?.key === 'deleted') as { value?: unknown } | undefined)?.value;
  if (value === undefined || value === null || value === '' || value === 'all' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw badRequest(['filters: deleted must be true or false']);
}
