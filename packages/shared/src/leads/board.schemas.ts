import { z } from 'zod';
import { MAX_PAGE_NUMBER, text, wholeNumber } from '../validation';
import { leadStageKey, moveBoardRequest } from './lead.schemas';
import { LOST_REASON_MAX_LENGTH } from './board-insights';

/** The most cards one board request answers per column. */
export const BOARD_MAX_PER_PAGE = 100;

/** PUT /lead/board and GET /project/board: every column's first page, or one column's page with boardKey. */
export const boardQuery = z.object({
  isLead: z.enum(['true', 'false']).optional(),
  boardKey: text().trim().min(1).max(50).optional(),
  page: wholeNumber(1, MAX_PAGE_NUMBER).default(1),
  perPage: wholeNumber(1, BOARD_MAX_PER_PAGE).default(20),
});
export type BoardQuery = z.infer<typeof boardQuery>;

/** PATCH /lead/move: a move, with the lost reason a move into Closed Lost needs (lostReasonProblem). */
export const moveLeadRequest = moveBoardRequest.safeExtend({
  boardKey: leadStageKey,
  lostReason: text().trim().max(LOST_REASON_MAX_LENGTH).nullable().optional(),
});
export type MoveLeadRequest = z.infer<typeof moveLeadRequest>;
