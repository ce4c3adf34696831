import { PROJECT_STAGES, toMoney } from '@haligi/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, clients, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, parseInput } from '../../http/errors';

export const PROJECT_STAGE_KEYS: readonly string[] = PROJECT_STAGES.map((stage) => stage.key);

/** GET /project/board?isLead=false&boardKey=&page=&perPage= */
export const projectBoardQuery = z.object({
  // The project board shows projects; leads have their own board under /lead/board.
  isLead: z.enum(['false']).optional(),
  boardKey: z.string().trim().min(1).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

/** The live projects of the company: the condition the board index starts with. */
export const onBoard = (tenant: Tenant, boardKey?: string) =>
  tenant.where(projects, eq(projects.isLead, false), eq(projects.isDeleted, false), boardKey === undefined ? undefined : eq(projects.boardKey, boardKey));

/** One column's cards in board order, read along projects_board_idx. */
async function readCards(tenant: Tenant, boardKey: string, limit: number, offset: number) {
  const rows = await tenant.db
    .select({
      id: projects.id,
      name: projects.name,
      boardKey: projects.boardKey,
      boardPosition: projects.boardPosition,
      budget: projects.budget,
      clientId: clients.id,
      clientName: clients.name,
      winProbability: projects.winProbability,
      endDate: projects.endDate,
      ownerId: accounts.id,
      ownerName: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
    })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(accounts, eq(accounts.id, projects.relationshipOwnerId))
    .where(onBoard(tenant, boardKey))
    .orderBy(asc(projects.boardPosition), asc(projects.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    boardKey: row.boardKey,
    boardPosition: row.boardPosition,
    budget: toMoney(row.budget),
    client: row.clientId ? { id: row.clientId, name: row.clientName } : null,
    winProbability: row.winProbability,
    endDate: row.endDate,
    relationshipOwner: row.ownerId ? { id: row.ownerId, name: row.ownerName } : null,
  }));
}

/**
 * The project board: every stage with its count and budget total (one grouped query) and a page
 * of cards; with boardKey, just that column's page.
 */
export async function readProjectBoard(tenant: Tenant, query: unknown) {
  const { boardKey, page, perPage } = parseInput(projectBoardQuery, query);
  if (boardKey !== undefined && !PROJECT_STAGE_KEYS.includes(boardKey)) throw badRequest([`boardKey: unknown stage ${boardKey}`]);
  const totals = await tenant.db
    .select({ boardKey: projects.boardKey, count: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${projects.budget}), 0)::text` })
    .from(projects)
    .where(onBoard(tenant))
    .groupBy(projects.boardKey);
  const byKey = new Map(totals.map((row) => [row.boardKey, row]));
  const stages = PROJECT_STAGES.filter((stage) => boardKey === undefined || stage.key === boardKey);
  const columns = [];
  for (const stage of stages) {
    const count = byKey.get(stage.key)?.count ?? 0;
    const list = count > (page - 1) * perPage ? await readCards(tenant, stage.key, perPage, (page - 1) * perPage) : [];
    columns.push({
      key: stage.key,
      label: stage.label,
      color: stage.color,
      count,
      total: toMoney(byKey.get(stage.key)?.total ?? 0),
      page,
      perPage,
      hasMore: page * perPage < count,
      list,
    });
  }
  return { columns };
}
