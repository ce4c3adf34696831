import { PROJECT_STAGES } from '@haligi/shared';
import { projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import { recordStageChange } from '../activities/activity-log';
import { computeDropPosition, findCardInColumn } from '../boards/board.repository';
import { liveProject } from './project-answer';
import { PROJECT_STAGE_KEYS } from './project-board';
import { PROJECT_MESSAGES } from './projects.service';

export interface MoveRequest {
  projectId: number;
  boardKey: string;
  beforeId?: number | null;
}

const labelOf = (key: string) => PROJECT_STAGES.find((stage) => stage.key === key)?.label ?? key;

/** PATCH /project/move: a card to the top of a column or just above beforeId; a column change is kept in the timeline. */
export async function moveProject(tenant: Tenant, accountId: number, request: MoveRequest) {
  if (!PROJECT_STAGE_KEYS.includes(request.boardKey)) throw badRequest([`boardKey: unknown stage ${request.boardKey}`]);
  return tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const [project] = await tx.select().from(projects).where(liveProject(scoped, request.projectId)).for('update');
    if (!project) throw notFound('Project');
    const before = request.beforeId ? await findCardInColumn(tx, scoped, false, request.boardKey, request.beforeId, project.id) : null;
    if (request.beforeId && !before) throw unprocessable('The card to drop before is not in that column');
    const boardPosition = await computeDropPosition(tx, scoped, false, request.boardKey, project.id, before);
    const [moved] = await tx
      .update(projects)
      .set({ boardKey: request.boardKey, boardPosition })
      .where(scoped.byId(projects, project.id))
      .returning({ id: projects.id, boardKey: projects.boardKey, boardPosition: projects.boardPosition });
    if (project.boardKey !== request.boardKey) await recordStageChange(tx, scoped, { projectId: project.id, from: project.boardKey, to: request.boardKey, accountId }, labelOf);
    return { data: moved, message: PROJECT_MESSAGES.moved };
  });
}
