import { PROJECT_STAGES } from '@haligi/shared';
import { z } from 'zod';
import type { Tenant } from '../../db/tenant';
import { badRequest, parseInput } from '../../http/errors';
import { openBoard } from '../boards/board.service';

export const PROJECT_STAGE_KEYS: readonly string[] = PROJECT_STAGES.map((stage) => stage.key);

/** GET /project/board?isLead=false&boardKey=&page=&perPage= */
export const projectBoardQuery = z.object({
  // The project board shows projects; leads have their own board under /lead/board.
  isLead: z.enum(['false']).optional(),
  boardKey: z.string().trim().min(1).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The project board: every stage with its count and budget total and a page of cards; with
 * boardKey, just that column's page.
 */
export async function readProjectBoard(tenant: Tenant, query: unknown) {
  const { boardKey, page, perPage } = parseInput(projectBoardQuery, query);
  if (boardKey !== undefined && !PROJECT_STAGE_KEYS.includes(boardKey)) throw badRequest([`boardKey: unknown stage ${boardKey}`]);
  const stages = PROJECT_STAGES.filter((stage) => boardKey === undefined || stage.key === boardKey);
  return openBoard(tenant, false, stages, page, perPage);
}
