import { addMoney, computeBoardPosition } from '@haligi/shared';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, clients, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

/**
 * Board queries shared by the lead and project boards: one board is the live records of one kind
 * (isLead) in the caller's company, ordered within a column by (board_position, id). Every query
 * here runs on projects_board_idx (company_id, is_lead, is_deleted, board_key, board_position).
 */

/** The live (not deleted) leads (isLead) or projects of the caller's company, with any further conditions. */
export const onBoard = (tenant: Tenant, isLead: boolean, ...conditions: (SQL | undefined)[]) =>
  tenant.where(projects, eq(projects.isLead, isLead), eq(projects.isDeleted, false), ...conditions);

/** "First Last" of the joined account: a card's relationship owner. */
export const accountName = sql<string>`(${accounts.firstName} || ' ' || ${accounts.lastName})`;

export interface ColumnSums {
  count: number;
  /** Exact numeric peso total, as text. */
  total: string;
  /** The peso total of each win probability (for the weighted total). */
  byProbability: { winProbability: string; total: string }[];
}

/**
 * Count, exact peso total and the total of each win probability of each column, in one grouped
 * query on the covering index projects_board_sums_idx (numeric sums, as text).
 */
export async function sumColumns(tenant: Tenant, isLead: boolean, boardKeys: readonly string[]): Promise<Map<string, ColumnSums>> {
  const rows = await tenant.db
    .select({ key: projects.boardKey, winProbability: projects.winProbability, count: count(), total: sql<string>`coalesce(sum(${projects.budget}), 0)::text` })
    .from(projects)
    .where(onBoard(tenant, isLead, inArray(projects.boardKey, [...boardKeys])))
    .groupBy(projects.boardKey, projects.winProbability);
  const sums = new Map<string, ColumnSums>();
  for (const row of rows) {
    const column = sums.get(row.key) ?? { count: 0, total: '0', byProbability: [] };
    column.count += Number(row.count);
    column.byProbability.push({ winProbability: row.winProbability, total: row.total });
    sums.set(row.key, column);
  }
  for (const column of sums.values()) column.total = addMoney(column.byProbability.map((p) => p.total));
  return sums;
}

/** One page of a column's cards, top first. */
export async function findColumnCards(tenant: Tenant, isLead: boolean, boardKey: string, limit: number, offset: number) {
  return tenant.db
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
      ownerName: accountName,
      stageChangedAt: projects.stageChangedAt,
      lostReason: projects.lostReason,
      nextTask: sql<{ id: number; title: string; dueDate: string | null } | null>`(select json_build_object('id', t.id, 'title', t.title, 'dueDate', t.due_date)
        from tasks t where t.company_id = ${projects.companyId} and t.project_id = ${projects.id} and not t.is_deleted and t.done_at is null
        order by t.due_date asc nulls last, t.id asc limit 1)`,
    })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(accounts, eq(accounts.id, projects.relationshipOwnerId))
    .where(onBoard(tenant, isLead, eq(projects.boardKey, boardKey)))
    .orderBy(asc(projects.boardPosition), asc(projects.id))
    .limit(limit)
    .offset(offset);
}
export type BoardCardRow = Awaited<ReturnType<typeof findColumnCards>>[number];

/** A card's place: its column and position. */
export type BoardNeighbour = {
  id: number;
  boardKey: string;
  boardPosition: number;
};

/*
 * The statements of a move (and of placing a new card) are written as SQL rather than through the
 * query builder: building a statement costs drizzle 0.1-0.2 ms, more than PostgreSQL takes to run
 * it, and a drop runs four to six of them (bench/board.bench.ts). Each one still takes the company
 * from the Tenant and keeps onBoard's conditions: company, kind (is_lead), not deleted.
 */

/** The live card `id` of the board, locked until the transaction ends (the card being moved); null when there is none. */
export async function lockCard(tx: Db, tenant: Tenant, isLead: boolean, id: number): Promise<BoardNeighbour | null> {
  const { rows } = await tx.execute<BoardNeighbour>(sql`select id, board_key as "boardKey", board_position as "boardPosition" from projects
    where company_id = ${tenant.companyId} and is_lead = ${isLead} and not is_deleted and id = ${id} for update`);
  return rows[0] ?? null;
}

/** The live card `id` when it is in column `boardKey` and is not the card being moved; null otherwise. */
export async function findCardInColumn(tx: Db, tenant: Tenant, isLead: boolean, boardKey: string, id: number, movingId: number) {
  const { rows } = await tx.execute<BoardNeighbour>(sql`select id, board_key as "boardKey", board_position as "boardPosition" from projects
    where company_id = ${tenant.companyId} and is_lead = ${isLead} and not is_deleted and board_key = ${boardKey} and id = ${id} and id <> ${movingId}`);
  return rows[0] ?? null;
}

/** Puts card `id` in column `boardKey` at `boardPosition`; entering another column restarts its days in stage. */
export async function placeCard(tx: Db, tenant: Tenant, id: number, boardKey: string, boardPosition: number) {
  await tx.execute(sql`update projects set board_key = ${boardKey}, board_position = ${boardPosition}, updated_at = now(),
    stage_changed_at = case when board_key = ${boardKey} then stage_changed_at else now() end
    where company_id = ${tenant.companyId} and id = ${id}`);
}

/** A drop next to a card of the column: just above it (before) or just below it (after). */
export interface DropAnchor {
  side: 'before' | 'after';
  card: BoardNeighbour;
}

/**
 * The card a move is dropped against (beforeId or afterId) when it is a live card of column
 * `boardKey` other than the moving one; null when the move names none (top of the column);
 * 'missing' when the named card is not there.
 */
export async function findDropAnchor(
  tx: Db,
  tenant: Tenant,
  isLead: boolean,
  move: { boardKey: string; beforeId?: number | null; afterId?: number | null },
  movingId: number,
): Promise<DropAnchor | null | 'missing'> {
  const side = move.afterId ? 'after' : move.beforeId ? 'before' : null;
  if (!side) return null;
  const card = await findCardInColumn(tx, tenant, isLead, move.boardKey, (side === 'after' ? move.afterId : move.beforeId)!, movingId);
  return card ? { side, card } : 'missing';
}

/** The top of a column, ignoring the card being moved (none for a new card). */
async function findTopPosition(tx: Db, tenant: Tenant, isLead: boolean, boardKey: string, movingId: number | null) {
  const { rows } = await tx.execute<{ position: number | null }>(sql`select min(board_position) as position from projects
    where company_id = ${tenant.companyId} and is_lead = ${isLead} and not is_deleted and board_key = ${boardKey} and id <> ${movingId ?? 0}`);
  return rows[0]?.position ?? null;
}

/** The card just above (before) or just below (after) `card` in its column, ignoring the card being moved. */
async function findAdjacentPosition(tx: Db, tenant: Tenant, isLead: boolean, { side, card }: DropAnchor, movingId: number) {
  const column = sql`company_id = ${tenant.companyId} and is_lead = ${isLead} and not is_deleted and board_key = ${card.boardKey} and id <> ${movingId}`;
  const { rows } = await tx.execute<{ position: number }>(
    side === 'before'
      ? sql`select board_position as position from projects where ${column} and (board_position, id) < (${card.boardPosition}, ${card.id})
          order by board_position desc, id desc limit 1`
      : sql`select board_position as position from projects where ${column} and (board_position, id) > (${card.boardPosition}, ${card.id})
          order by board_position, id limit 1`,
  );
  return rows[0]?.position ?? null;
}

/** The position beside the anchor by the shared rule; null when its neighbours leave no room. */
async function positionBeside(tx: Db, tenant: Tenant, isLead: boolean, anchor: DropAnchor, movingId: number) {
  const adjacent = await findAdjacentPosition(tx, tenant, isLead, anchor, movingId);
  const { boardPosition } = anchor.card;
  return computeBoardPosition(anchor.side === 'before' ? { previous: adjacent, next: boardPosition } : { previous: boardPosition, next: adjacent });
}

/**
 * Spreads a column's positions out to 1, 2, 3... keeping its order (when two cards left no room).
 * The unique index is checked row by row, so the cards first move above every position the column
 * holds (rank + offset), then down to their ranks: neither step lands on a place still taken.
 */
async function renumberColumn(tx: Db, tenant: Tenant, isLead: boolean, boardKey: string) {
  const ranked = tx
    .select({
      id: projects.id,
      rank: sql<number>`row_number() over (order by ${projects.boardPosition}, ${projects.id})`.as('rank'),
      offset: sql<number>`ceil(max(abs(${projects.boardPosition})) over ()) + count(*) over () + 1`.as('offset'),
    })
    .from(projects)
    .where(onBoard(tenant, isLead, eq(projects.boardKey, boardKey)))
    .as('ranked');
  for (const position of [sql`${ranked.rank} + ${ranked.offset}`, sql`${ranked.rank}`]) {
    await tx
      .update(projects)
      .set({ boardPosition: position })
      .from(ranked)
      .where(and(eq(projects.id, ranked.id), onBoard(tenant, isLead)));
  }
}

/** The unique index giving each live card of a column its own position. */
export const BOARD_POSITION_INDEX = 'projects_board_position_unique';

function isPositionClash(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && e.constraint === BOARD_POSITION_INDEX) return true;
  }
  return false;
}

/**
 * Runs a write that places a card (its own transaction) again when a simultaneous drop took the
 * same place first: the unique index refuses the later one, whose retry reads the column afresh.
 */
export async function retryOnPositionClash<T>(write: () => Promise<T>, attempts = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isPositionClash(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}

/**
 * The position for a card dropped at the top of a column (no anchor), just above the anchor card
 * or just below it (the bottom of the column when it is the last card), by the shared rule;
 * renumbers the column once when the neighbours leave no room.
 */
export async function computeDropPosition(
  tx: Db,
  tenant: Tenant,
  isLead: boolean,
  boardKey: string,
  movingId: number | null,
  anchor: DropAnchor | null,
): Promise<number> {
  if (!anchor) return computeBoardPosition({ previous: null, next: await findTopPosition(tx, tenant, isLead, boardKey, movingId) }) ?? 0;
  const position = await positionBeside(tx, tenant, isLead, anchor, movingId ?? 0);
  if (position !== null) return position;
  await renumberColumn(tx, tenant, isLead, boardKey);
  const [renumbered] = await tx.select({ boardPosition: projects.boardPosition }).from(projects).where(tenant.byId(projects, anchor.card.id));
  const moved = { side: anchor.side, card: { ...anchor.card, boardPosition: renumbered.boardPosition } };
  return (await positionBeside(tx, tenant, isLead, moved, movingId ?? 0))!;
}
