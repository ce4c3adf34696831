import { LEAD_STAGES, LEAD_STAGE_KEYS, lostReasonAfterMove, lostReasonProblem, type BoardQuery, type MoveLeadRequest } from '@haligi/shared';
import { sql } from 'drizzle-orm';
import type { Tenant } from '../../db/tenant';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import { recordStageChange } from '../activities/activity-log';
import { computeDropPosition, findDropAnchor, lockCard, placeCard, retryOnPositionClash } from '../boards/board.repository';
import { openBoard } from '../boards/board.service';
import { leadStageLabel } from './leads.service';

/** PUT /lead/board: every stage with its count, peso total and first page; with boardKey, that column's page. */
export async function openLeadBoard(tenant: Tenant, query: BoardQuery) {
  if (query.boardKey && !LEAD_STAGE_KEYS.includes(query.boardKey as never)) throw badRequest([`boardKey: unknown stage ${query.boardKey}`]);
  const stages = query.boardKey ? LEAD_STAGES.filter((s) => s.key === query.boardKey) : LEAD_STAGES;
  return openBoard(tenant, true, stages, query.boardKey ? query.page : 1, query.perPage);
}

/**
 * PATCH /lead/move: the card goes to the top of the column, just above beforeId or just below
 * afterId (the bottom of the column after its last card). A stage change is kept in the lead's
 * history as STAGE_CHANGED {from, to}. A move into Closed Lost needs a lost reason (400 without),
 * kept on the lead while it stays lost and in the STAGE_CHANGED entry; leaving Closed Lost clears it.
 */
export async function moveLead(tenant: Tenant, accountId: number, input: MoveLeadRequest) {
  return retryOnPositionClash(() => tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const lead = await lockCard(tx, scoped, true, input.projectId);
    if (!lead) throw notFound('Lead');
    const { rows } = await tx.execute<{ lostReason: string | null }>(sql`select lost_reason as "lostReason" from projects where company_id = ${scoped.companyId} and id = ${lead.id}`);
    const stored = rows[0]?.lostReason ?? null;
    const entering = lead.boardKey !== input.boardKey;
    const problem = entering ? lostReasonProblem(input.boardKey, input.lostReason) : null;
    if (problem) throw badRequest(problem);
    const anchor = await findDropAnchor(tx, scoped, true, input, lead.id);
    if (anchor === 'missing') throw unprocessable(`The card to place it ${input.afterId ? 'after' : 'before'} is not in that column`);
    const boardPosition = await computeDropPosition(tx, scoped, true, input.boardKey, lead.id, anchor);
    await placeCard(tx, scoped, lead.id, input.boardKey, boardPosition);
    const lostReason = lostReasonAfterMove(input.boardKey, input.lostReason, entering ? null : stored);
    if (lostReason !== stored) await tx.execute(sql`update projects set lost_reason = ${lostReason} where company_id = ${scoped.companyId} and id = ${lead.id}`);
    if (entering) await recordStageChange(tx, scoped, { projectId: lead.id, from: lead.boardKey, to: input.boardKey, accountId, lostReason }, leadStageLabel);
    return { data: { id: lead.id, boardKey: input.boardKey, boardPosition, lostReason, previousBoardKey: lead.boardKey }, message: 'Lead moved successfully' };
  }));
}
