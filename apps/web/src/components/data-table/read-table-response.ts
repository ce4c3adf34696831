import type { TablePagination, TableResponse } from '@haligi/shared';

/**
 * A table answer holds list, pagination and currentPage at the top level, under `table` or under
 * `data` (spec part 2 section 7). Anything else is an error, not an endless loader.
 */
export function readTableResponse<Row>(raw: unknown): TableResponse<Row> {
  const candidates = [raw, (raw as { table?: unknown })?.table, (raw as { data?: unknown })?.data];
  for (const candidate of candidates) {
    if (candidate && typeof candidate === 'object' && Array.isArray((candidate as { list?: unknown }).list)) {
      const found = candidate as { list: Row[]; pagination?: Partial<TablePagination>; currentPage?: number };
      const total = found.pagination?.total ?? found.list.length;
      const perPage = found.pagination?.perPage ?? found.list.length;
      const page = found.pagination?.page ?? found.currentPage ?? 1;
      return {
        list: found.list,
        pagination: { page, perPage, total, totalPages: found.pagination?.totalPages ?? 1 },
        currentPage: found.currentPage ?? page,
      };
    }
  }
  throw new Error('Invalid response from server');
}
