import { describeLeadStage, LEAD_STAGES, LEAD_STAGE_KEYS, toMoney, type BoardQuery } from '@haligi/shared';
import { and, eq, ne } from 'drizzle-orm';
import { projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, unprocessable } from '../../http/errors';
import { computeDropPosition, findColumnCards, sumColumns, type BoardCardRow } from './board.repository';
import { addActivity, liveLeads } from './leads.repository';
import { findLiveLead } from './leads.service';

const toCard = (row: BoardCardRow) => ({
  id: row.id,
  name: row.name,
  boardKey: row.boardKey,
  boardPosition: row.boardPosition,
  budget: toMoney(row.budget),
  client: row.clientId ? { id: row.clientId, name: row.clientName! } : null,
  winProbability: row.winProbability,
  endDate: row.endDate,
  relationshipOwner: row.ownerId ? { id: row.ownerId, name: row.ownerName } : null,
});

/**
 * PUT /lead/board: every stage with its count, peso total and first page; with boardKey, that
 * column's page. One grouped query for the sums, one index range scan per column for the cards.
 */
export async function openLeadBoard(tenant: Tenant, query: BoardQuery) {
  if (query.boardKey && !LEAD_STAGE_KEYS.includes(query.boardKey as never)) throw badRequest([`boardKey: unknown stage ${query.boardKey}`]);
  const stages = query.boardKey ? LEAD_STAGES.filter((s) => s.key === query.boardKey) : LEAD_STAGES;
  const page = query.boardKey ? query.page : 1;
  const { perPage } = query;
  const [sums, pages] = await Promise.all([
    sumColumns(tenant, true, stages.map((s) => s.key)),
    Promise.all(stages.map((s) => findColumnCards(tenant, true, s.key, perPage, (page - 1) * perPage))),
  ]);
  return {
    columns: stages.map((stage, i) => {
      const { count, total } = sums.get(stage.key) ?? { count: 0, total: '0' };
      return {
        key: stage.key,
        label: stage.label,
        color: stage.color,
        count,
        total: toMoney(total),
        page,
        perPage,
        hasMore: page * perPage < count,
        list: pages[i].map(toCard),
      };
    }),
  };
}

/**
 * PATCH /lead/move: the card goes to the top of the column, or just above beforeId. A stage change
 * is kept in the lead's history as STAGE_CHANGED {from, to}.
 */
export async function moveLead(tenant: Tenant, accountId: number, input: { projectId: number; boardKey: string; beforeId?: number | null }) {
  return tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const lead = await findLiveLead(scoped, input.projectId, true);
    let before: { id: number; boardKey: string; boardPosition: number } | null = null;
    if (input.beforeId) {
      const [found] = await tx
        .select({ id: projects.id, boardKey: projects.boardKey, boardPosition: projects.boardPosition })
        .from(projects)
        .where(and(liveLeads(scoped, eq(projects.id, input.beforeId), eq(projects.boardKey, input.boardKey)), ne(projects.id, lead.id)));
      if (!found) throw unprocessable('The card to place it before is not in that column');
      before = found;
    }
    const boardPosition = await computeDropPosition(tx, scoped, true, input.boardKey, lead.id, before);
    await tx.update(projects).set({ boardKey: input.boardKey, boardPosition }).where(scoped.byId(projects, lead.id));
    if (lead.boardKey !== input.boardKey) {
      const from = describeLeadStage(lead.boardKey).label;
      const to = describeLeadStage(input.boardKey).label;
      await addActivity(tx, scoped, {
        projectId: lead.id,
        kind: 'STAGE_CHANGED',
        message: `Stage changed from ${from} to ${to}`,
        data: { from: lead.boardKey, to: input.boardKey },
        accountId,
      });
    }
    return { data: { id: lead.id, boardKey: input.boardKey, boardPosition }, message: 'Lead moved successfully' };
  });
}
