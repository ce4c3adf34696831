// @ts-nocheck
import { z } from 'zod';
import { MAX_PAGE_NUMBER, text, wholeNumber } from '../validation';

/** Page sizes the table offers (spec part 1 section 9); 0 stands for "all". */
export const TABLE_PAGE_SIZES = [5, 7, 10, 15, 20, 25, 50, 0] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** "All" still answers in bounded pages of at most this many rows. */
export const MAX_PAGE_SIZE = 1000;

export const tableQuery = z.object({
  page: wholeNumber(1, MAX_PAGE_NUMBER).default(1),
  perPage: wholeNumber(0, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const tableFilter = z.object({
  key: text().min(1),
  value: z.union([text().max(200), z.number(), z.boolean(), z.null()]),
});

export const tableRequest = z.object({
  searchKeyword: text().max(200).optional().default(''),
  searchBy: text().max(100).optional().nullable(),
  filters: z.array(tableFilter).max(20).optional().default([]),
  settings: z
    .object({
      sortBy: text().max(100).optional(),
      sortOrder: z.enum(['asc', 'desc']).optional(),
    })
    .passthrough()
    .optional()
    .nullable(),
});
export type TableRequest = z.infer<typeof tableRequest>;

export interface TablePagination {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

export interface TableResponse<T> {
  list: T[];
  pagination: TablePagination;
  currentPage: number;
}

/**
 * Page buttons with gaps: always the first and last page, the current page and its neighbours;
 * a null stands for a gap.
 */
export function computePageButtons(current: number, totalPages: number, siblings = 1): (number | null)[] {
  if (totalPages <= 0) return [];
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - siblings; p <= current + siblings; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(p - sorted[i - 1] === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}
