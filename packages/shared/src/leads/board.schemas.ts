import { z } from 'zod';

/** The most cards one board request answers per column. */
export const BOARD_MAX_PER_PAGE = 100;

/** PUT /lead/board and GET /project/board: every column's first page, or one column's page with boardKey. */
export const boardQuery = z.object({
  isLead: z.enum(['true', 'false']).optional(),
  boardKey: z.string().trim().min(1).max(50).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(BOARD_MAX_PER_PAGE).default(20),
});
export type BoardQuery = z.infer<typeof boardQuery>;
