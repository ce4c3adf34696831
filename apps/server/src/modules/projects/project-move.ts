import { PROJECT_STAGES, type MoveBoardRequest } from '@haligi/shared';
import type { Tenant } from '../../db/tenant';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import { recordStageChange } from '../activities/activity-log';
import { computeDropPosition, findDropAnchor, lockCard, placeCard, retryOnPositionClash } from '../boards/board.repository';
import { PROJECT_STAGE_KEYS } from './project-board';
import { PROJECT_MESSAGES } from './projects.service';

const labelOf = (key: string) => PROJECT_STAGES.find((stage) => stage.key === key)?.label ?? key;

/**
 * PATCH /project/move: a card to the top of a column, just above beforeId or just below afterId
 * (the bottom of the column after its last card); a column change is kept in the timeline.
 */
export async function moveProject(tenant: Tenant, accountId: number, request: MoveBoardRequest) {
  if (!PROJECT_STAGE_KEYS.includes(request.boardKey)) throw badRequest([`boardKey: unknown stage ${request.boardKey}`]);
  return retryOnPositionClash(() => tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const project = await lockCard(tx, scoped, false, request.projectId);
    if (!project) throw notFound('Project');
    const anchor = await findDropAnchor(tx, scoped, false, request, project.id);
    if (anchor === 'missing') throw unprocessable(`The card to drop ${request.afterId ? 'after' : 'before'} is not in that column`);
    const boardPosition = await computeDropPosition(tx, scoped, false, request.boardKey, project.id, anchor);
    await placeCard(tx, scoped, project.id, request.boardKey, boardPosition);
    if (project.boardKey !== request.boardKey) await recordStageChange(tx, scoped, { projectId: project.id, from: project.boardKey, to: request.boardKey, accountId }, labelOf);
    return { data: { id: project.id, boardKey: request.boardKey, boardPosition }, message: PROJECT_MESSAGES.moved };
  }));
}
