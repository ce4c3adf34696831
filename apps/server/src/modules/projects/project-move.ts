import { computeBoardPosition, PROJECT_STAGES } from '@haligi/shared';
import { and, desc, eq, lt, min, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import { recordActivity } from '../activities/activity-log';
import { onBoard, PROJECT_STAGE_KEYS } from './project-board';
import { PROJECT_MESSAGES } from './projects.service';

export interface MoveRequest {
  projectId: number;
  boardKey: string;
  beforeId?: number | null;
}

const labelOf = (key: string) => PROJECT_STAGES.find((stage) => stage.key === key)?.label ?? key;

/** The positions the moved card lands between: above beforeId, or at the top of the column. */
async function findNeighbours(tx: Db, tenant: Tenant, projectId: number, boardKey: string, beforeId: number | null) {
  const others = and(onBoard(tenant, boardKey), ne(projects.id, projectId));
  if (beforeId === null) {
    const [top] = await tx.select({ position: min(projects.boardPosition) }).from(projects).where(others);
    return { previous: null, next: top?.position ?? null };
  }
  const [before] = await tx.select({ id: projects.id, position: projects.boardPosition }).from(projects).where(and(others, eq(projects.id, beforeId)));
  if (!before) throw unprocessable('The card to drop before is not in that column');
  const [above] = await tx
    .select({ position: projects.boardPosition })
    .from(projects)
    .where(and(others, or(lt(projects.boardPosition, before.position), and(eq(projects.boardPosition, before.position), lt(projects.id, before.id)))))
    .orderBy(desc(projects.boardPosition), desc(projects.id))
    .limit(1);
  return { previous: above?.position ?? null, next: before.position };
}

/** Spreads a column's positions out again (0, 1, 2...) when two neighbours leave no room between them. */
async function renumberColumn(tx: Db, tenant: Tenant, projectId: number, boardKey: string) {
  const ordered = tx
    .select({ id: projects.id, n: sql<number>`row_number() over (order by ${projects.boardPosition}, ${projects.id}) - 1`.as('n') })
    .from(projects)
    .where(and(onBoard(tenant, boardKey), ne(projects.id, projectId)))
    .as('ordered');
  await tx.update(projects).set({ boardPosition: sql`${ordered.n}` }).from(ordered).where(eq(projects.id, ordered.id));
}

/** PATCH /project/move: a card to another place or column; a column change is kept in the timeline. */
export async function moveProject(tenant: Tenant, accountId: number, request: MoveRequest) {
  if (!PROJECT_STAGE_KEYS.includes(request.boardKey)) throw badRequest([`boardKey: unknown stage ${request.boardKey}`]);
  return tenant.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [project] = await tx.select().from(projects).where(and(onBoard(tenant), eq(projects.id, request.projectId))).for('update');
    if (!project) throw notFound('Project');
    const beforeId = request.beforeId ?? null;
    let position = computeBoardPosition(await findNeighbours(tx, tenant, project.id, request.boardKey, beforeId));
    if (position === null) {
      await renumberColumn(tx, tenant, project.id, request.boardKey);
      position = computeBoardPosition(await findNeighbours(tx, tenant, project.id, request.boardKey, beforeId)) ?? 0;
    }
    const [moved] = await tx
      .update(projects)
      .set({ boardKey: request.boardKey, boardPosition: position })
      .where(eq(projects.id, project.id))
      .returning({ id: projects.id, boardKey: projects.boardKey, boardPosition: projects.boardPosition });
    if (project.boardKey !== request.boardKey) {
      await recordActivity(tx, tenant, {
        projectId: project.id,
        kind: 'STAGE_CHANGED',
        message: `Stage changed from ${labelOf(project.boardKey)} to ${labelOf(request.boardKey)}`,
        data: { from: project.boardKey, to: request.boardKey },
        accountId,
      });
    }
    return { data: moved, message: PROJECT_MESSAGES.moved };
  });
}
