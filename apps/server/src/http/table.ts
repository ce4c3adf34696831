import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE, tableQuery, tableRequest, type TableRequest, type TableResponse } from '@haligi/shared';
import { badRequest, parseInput } from './errors';

type Expression = SQL | AnyColumn;

/**
 * One server-driven table: which expressions sort, search and filter, and how to read a page.
 * Paging, sorting, searching and counting all happen in SQL.
 */
export interface TableSource<Row> {
  sortable: Record<string, Expression>;
  searchable: Record<string, Expression>;
  /** The searchable keys a keyword searches when no searchBy is chosen (default: all of them). */
  defaultSearch?: string[];
  filters?: Record<string, (value: string) => SQL | undefined>;
  /** The always-on condition (the company, the active flag). */
  baseWhere: SQL | undefined;
  /** Unique tie-breaker so pages never overlap. */
  idColumn: AnyColumn;
  list(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
  count(where: SQL | undefined): Promise<number>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE of a table request: the source's base condition, the keyword over the chosen field (or
 * the default search fields) and the filters. Exports reuse it to write the rows the table shows.
 */
export function tableWhere<Row>(source: TableSource<Row>, request: TableRequest): SQL | undefined {
  const conditions: (SQL | undefined)[] = [source.baseWhere];
  const keyword = request.searchKeyword.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    const searchBy = request.searchBy || null;
    if (searchBy && !source.searchable[searchBy]) throw badRequest([`searchBy: cannot search by ${searchBy}`]);
    const defaults = source.defaultSearch?.map((key) => source.searchable[key]) ?? Object.values(source.searchable);
    const fields = searchBy ? [source.searchable[searchBy]] : defaults;
    conditions.push(or(...fields.map((field) => ilike(field as AnyColumn, pattern))));
  }
  for (const filter of request.filters) {
    if (filter.value === null || filter.value === '' || filter.value === 'all') continue;
    const build = source.filters?.[filter.key];
    if (!build) throw badRequest([`filters: unknown filter ${filter.key}`]);
    conditions.push(build(String(filter.value)));
  }
  return conditions.filter(Boolean).length ? sql.join(conditions.filter(Boolean) as SQL[], sql` and `) : undefined;
}

/** Answers `PUT {apiUrl}?page=&perPage=` with `{list, pagination, currentPage}`. */
export async function answerTable<Row>(source: TableSource<Row>, body: unknown, query: unknown): Promise<TableResponse<Row>> {
  const request = parseInput(tableRequest, body);
  const { page, perPage } = parseInput(tableQuery, query);
  const where = tableWhere(source, request);

  const sortBy = request.settings?.sortBy ?? 'createdAt';
  const sortExpression = source.sortable[sortBy];
  if (!sortExpression) throw badRequest([`settings.sortBy: cannot sort by ${sortBy}`]);
  const direction = request.settings?.sortOrder ?? 'desc';
  const orderBy = [direction === 'asc' ? asc(sortExpression) : desc(sortExpression), direction === 'asc' ? asc(source.idColumn) : desc(source.idColumn)];

  // perPage 0 is "all", still answered in bounded pages.
  const limit = perPage === 0 ? MAX_PAGE_SIZE : perPage;
  const offset = (page - 1) * limit;
  const [list, total] = await Promise.all([source.list(where, orderBy, limit, offset), source.count(where)]);
  return {
    list,
    pagination: { page, perPage, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
    currentPage: page,
  };
}

export const idParam = (value: unknown): number => {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw badRequest(['id: must be a positive whole number']);
  return id;
};
