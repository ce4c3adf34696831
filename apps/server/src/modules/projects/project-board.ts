import { PROJECT_STAGES, type BoardQuery } from '@haligi/shared';
import type { Tenant } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import { openBoard } from '../boards/board.service';

export const PROJECT_STAGE_KEYS: readonly string[] = PROJECT_STAGES.map((stage) => stage.key);

/**
 * The project board (`GET /project/board?isLead=false&boardKey=&page=&perPage=`, through
 * `openPipelineBoard`): every stage with its count and budget total and a page of cards; with
 * boardKey, just that column's page.
 */
export async function readProjectBoard(tenant: Tenant, { boardKey, page, perPage }: BoardQuery) {
  if (boardKey !== undefined && !PROJECT_STAGE_KEYS.includes(boardKey)) throw badRequest([`boardKey: unknown stage ${boardKey}`]);
  const stages = PROJECT_STAGES.filter((stage) => boardKey === undefined || stage.key === boardKey);
  return openBoard(tenant, false, stages, page, perPage);
}
