import { LEAD_STAGES, LEAD_STAGE_KEYS, type BoardQuery } from '@haligi/shared';
import { projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, unprocessable } from '../../http/errors';
import { recordStageChange } from '../activities/activity-log';
import { computeDropPosition, findCardInColumn } from '../boards/board.repository';
import { openBoard } from '../boards/board.service';
import { findLiveLead, leadStageLabel } from './leads.service';

/** PUT /lead/board: every stage with its count, peso total and first page; with boardKey, that column's page. */
export async function openLeadBoard(tenant: Tenant, query: BoardQuery) {
  if (query.boardKey && !LEAD_STAGE_KEYS.includes(query.boardKey as never)) throw badRequest([`boardKey: unknown stage ${query.boardKey}`]);
  const stages = query.boardKey ? LEAD_STAGES.filter((s) => s.key === query.boardKey) : LEAD_STAGES;
  return openBoard(tenant, true, stages, query.boardKey ? query.page : 1, query.perPage);
}

/**
 * PATCH /lead/move: the card goes to the top of the column, or just above beforeId. A stage change
 * is kept in the lead's history as STAGE_CHANGED {from, to}.
 */
export async function moveLead(tenant: Tenant, accountId: number, input: { projectId: number; boardKey: string; beforeId?: number | null }) {
  return tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const lead = await findLiveLead(scoped, input.projectId, true);
    const before = input.beforeId ? await findCardInColumn(tx, scoped, true, input.boardKey, input.beforeId, lead.id) : null;
    if (input.beforeId && !before) throw unprocessable('The card to place it before is not in that column');
    const boardPosition = await computeDropPosition(tx, scoped, true, input.boardKey, lead.id, before);
    await tx.update(projects).set({ boardKey: input.boardKey, boardPosition }).where(scoped.byId(projects, lead.id));
    if (lead.boardKey !== input.boardKey) await recordStageChange(tx, scoped, { projectId: lead.id, from: lead.boardKey, to: input.boardKey, accountId }, leadStageLabel);
    return { data: { id: lead.id, boardKey: input.boardKey, boardPosition }, message: 'Lead moved successfully' };
  });
}
