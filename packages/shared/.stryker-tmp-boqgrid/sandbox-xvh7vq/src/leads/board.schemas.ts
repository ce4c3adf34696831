// @ts-nocheck
import { z } from 'zod';
import { MAX_PAGE_NUMBER, text, wholeNumber } from '../validation';

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
