import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { MAX_PAGE_SIZE, MAX_RECORD_ID, recordId, tableQuery, tableRequest, type TableRequest, type TableResponse } from '@haligi/shared';
import type { Db } from '../db/client';
import { recordCounts } from '../db/schema';
import type { Tenant } from '../db/tenant';
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
  /** Replaces the ILIKE over defaultSearch when no searchBy is chosen: the condition for a LIKE pattern. */
  keywordWhere?: (pattern: string) => SQL;
  filters?: Record<string, (value: string) => SQL | undefined>;
  /** The always-on condition (the company, the active flag). */
  baseWhere: SQL | undefined;
  /** Unique tie-breaker so pages never overlap. */
  idColumn: AnyColumn;
  list(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
  count(where: SQL | undefined): Promise<number>;
  /**
   * The number of rows `baseWhere` selects, read from a counter kept with the writes
   * (`db/record-counts.ts`): the total when the request searches and filters by nothing more.
   */
  countAll?: () => Promise<number>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A source's entry for a key the request names, or undefined. Only the source's own keys count:
 * `__proto__`, `constructor` or `toString` must not find what every object inherits.
 */
export const ownEntry = <T>(entries: Record<string, T> | undefined, key: string): T | undefined =>
  entries !== undefined && Object.hasOwn(entries, key) ? entries[key] : undefined;

const filterIdSchema = recordId();

/**
 * A filter value naming a record: a positive whole number that fits an id column
 * (at most ${MAX_RECORD_ID}), anything else a 400 naming the filter.
 */
export function filterId(key: string, value: string, prefix = 'filters: '): number {
  const parsed = filterIdSchema.safeParse(value);
  if (!parsed.success) throw badRequest([`${prefix}${key} must be a record id (a whole number from 1 to ${MAX_RECORD_ID})`]);
  return parsed.data;
}

/**
 * The WHERE of a table request: the source's base condition, the keyword over the chosen field (or
 * the default search fields) and the filters. Exports reuse it to write the rows the table shows.
 */
export function tableWhere<Row>(source: TableSource<Row>, request: TableRequest): SQL | undefined {
  return narrowedWhere(source, request).where;
}

/** `tableWhere`, and whether anything beyond the base condition narrows it. */
function narrowedWhere<Row>(source: TableSource<Row>, request: TableRequest): { where: SQL | undefined; narrowed: boolean } {
  const conditions: (SQL | undefined)[] = [];
  const keyword = request.searchKeyword.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    if (!request.searchBy && source.keywordWhere) conditions.push(source.keywordWhere(pattern));
    else conditions.push(or(...searchFields(source, request).map((field) => ilike(field as AnyColumn, pattern))));
  }
  for (const filter of request.filters) {
    if (filter.value === null || filter.value === '' || filter.value === 'all') continue;
    const build = ownEntry(source.filters, filter.key);
    if (!build) throw badRequest([`filters: unknown filter ${filter.key}`]);
    conditions.push(build(String(filter.value)));
  }
  const all = [source.baseWhere, ...conditions].filter(Boolean) as SQL[];
  return { where: all.length ? sql.join(all, sql` and `) : undefined, narrowed: conditions.some(Boolean) };
}

type Searchable = Pick<TableSource<unknown>, 'searchable' | 'defaultSearch'>;
type Sortable = Pick<TableSource<unknown>, 'sortable' | 'idColumn'>;

/** The fields a keyword searches: the chosen searchBy, else the source's default search fields. */
function searchFields(source: Searchable, request: TableRequest): Expression[] {
  const searchBy = request.searchBy || null;
  const chosen = searchBy ? ownEntry(source.searchable, searchBy) : undefined;
  if (searchBy && !chosen) throw badRequest([`searchBy: cannot search by ${searchBy}`]);
  if (chosen) return [chosen];
  return source.defaultSearch?.map((key) => source.searchable[key]) ?? Object.values(source.searchable);
}

/** The request's sort, then the source's id in the same direction. */
function tableOrder(source: Sortable, request: TableRequest) {
  const sortBy = request.settings?.sortBy ?? 'createdAt';
  const sortExpression = ownEntry(source.sortable, sortBy);
  if (!sortExpression) throw badRequest([`settings.sortBy: cannot sort by ${sortBy}`]);
  const direction = request.settings?.sortOrder ?? 'desc';
  const orderBy = [direction === 'asc' ? asc(sortExpression) : desc(sortExpression), direction === 'asc' ? asc(source.idColumn) : desc(source.idColumn)];
  return { sortBy, direction, orderBy };
}

/** perPage 0 is "all", still answered in bounded pages. */
function tablePage(query: unknown) {
  const { page, perPage } = parseInput(tableQuery, query);
  const limit = perPage === 0 ? MAX_PAGE_SIZE : perPage;
  return { page, perPage, limit, offset: (page - 1) * limit };
}

const tableAnswer = <Row>(list: Row[], total: number, { page, perPage, limit }: ReturnType<typeof tablePage>): TableResponse<Row> => ({
  list,
  pagination: { page, perPage, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
  currentPage: page,
});

/** Answers `PUT {apiUrl}?page=&perPage=` with `{list, pagination, currentPage}`. */
export async function answerTable<Row>(source: TableSource<Row>, body: unknown, query: unknown): Promise<TableResponse<Row>> {
  const request = parseInput(tableRequest, body);
  const paging = tablePage(query);
  const { where, narrowed } = narrowedWhere(source, request);
  const { orderBy } = tableOrder(source, request);
  // Nothing beyond the company (and the source's fixed base): the counter, not count(*) over every row.
  const total = !narrowed && source.countAll ? source.countAll() : source.count(where);
  const [list, n] = await Promise.all([source.list(where, orderBy, paging.limit, paging.offset), total]);
  return tableAnswer(list, n, paging);
}

/** A statement compiled once and run again with new values (see `PreparedTableSource`). */
export interface ReusableQuery<R> {
  execute(values?: Record<string, unknown>): Promise<R[]>;
}
/** What `listQuery` answers: a Drizzle select to which the page's limit and offset are added. */
export interface PageQuery<R> {
  limit(limit: Placeholder): { offset(offset: Placeholder): { prepare(name: string): ReusableQuery<R> } };
}

/**
 * A table read on a hot path. Its conditions carry no values, only placeholders, so the two
 * statements of each shape (which filters, which search fields, which sort) are built once per
 * database and afterwards only filled with the request's values: no query building per request.
 */
export interface PreparedTableSource<Row, Raw = Record<string, unknown>> {
  /** Names the source's statements in the cache. */
  name: string;
  sortable: Record<string, Expression>;
  searchable: Record<string, Expression>;
  defaultSearch?: string[];
  /** Replaces the ILIKE over defaultSearch when no searchBy is chosen: the condition over the placeholder of the LIKE pattern. */
  keywordWhere?: (keyword: Placeholder) => SQL;
  /**
   * Placeholder values keywordWhere needs beyond the pattern, looked up first (one more statement),
   * so the page's statement is planned knowing them (how many rows a list of ids selects).
   */
  keywordValues?: (tenant: Tenant, pattern: string) => Promise<Record<string, unknown>>;
  /** A filter's condition over the placeholder of its value, and the check that turns the request's text into that value. */
  filters?: Record<string, { where(value: Placeholder): SQL; value(raw: string): unknown }>;
  /** The always-on condition; the placeholder `companyId` is filled with the caller's company. */
  baseWhere: SQL;
  idColumn: AnyColumn;
  /**
   * The `record_counts` counter (`db/record-counts.ts`) equal to count(*) of a request that searches
   * nothing and uses exactly these filters with these values ({} for none: the base condition), read
   * instead of counting the rows; undefined where no counter matches (then the rows are counted).
   * It must decide by the filters' keys alone: the statements are kept per shape.
   */
  counter?: (filters: Record<string, unknown>) => string | undefined;
  listQuery(db: Db, where: SQL, orderBy: SQL[]): PageQuery<Raw>;
  countQuery(db: Db, where: SQL): { prepare(name: string): ReusableQuery<{ n: number }> };
  toRow(raw: Raw): Row;
}

interface PreparedStatements<Raw> {
  list: ReusableQuery<Raw>;
  count: ReusableQuery<{ n: number }>;
}
const MAX_SHAPES_PER_DATABASE = 1000;
const statementCache = new WeakMap<Db, Map<string, PreparedStatements<unknown>>>();

// Drizzle compiles the statement and keeps it; with no name the database still parses and plans it
// on every run (an unnamed statement), exactly as `execute()` would, so plans follow each request's values.
const UNNAMED = undefined as unknown as string;

/** The company's count of a counter, over the `companyId` and `counter` placeholders. */
const counterQuery = (db: Db): ReusableQuery<{ n: number }> =>
  db
    .select({ n: recordCounts.n })
    .from(recordCounts)
    .where(and(eq(recordCounts.companyId, sql.placeholder('companyId')), eq(recordCounts.counter, sql.placeholder('counter'))))
    .prepare(UNNAMED);

/** `answerTable` for a prepared source, read in the tenant's company. */
export async function answerPreparedTable<Row, Raw>(
  tenant: Tenant,
  source: PreparedTableSource<Row, Raw>,
  body: unknown,
  query: unknown,
): Promise<TableResponse<Row>> {
  const { db } = tenant;
  const request = parseInput(tableRequest, body);
  const paging = tablePage(query);
  const { sortBy, direction, orderBy } = tableOrder(source, request);
  const keyword = request.searchKeyword.trim();
  const fields = keyword ? searchFields(source, request) : [];
  const filled: Record<string, unknown> = { companyId: tenant.companyId, limit: paging.limit, offset: paging.offset };
  const used: string[] = [];
  for (const filter of request.filters) {
    if (filter.value === null || filter.value === '' || filter.value === 'all') continue;
    const definition = ownEntry(source.filters, filter.key);
    if (!definition) throw badRequest([`filters: unknown filter ${filter.key}`]);
    if (used.includes(filter.key)) throw badRequest([`filters: ${filter.key} is given twice`]);
    used.push(filter.key);
    filled[`filter:${filter.key}`] = definition.value(String(filter.value));
  }
  if (keyword) filled.keyword = `%${escapeLike(keyword)}%`;
  if (keyword && !request.searchBy && source.keywordWhere && source.keywordValues) Object.assign(filled, await source.keywordValues(tenant, filled.keyword as string));
  const counter = keyword ? undefined : source.counter?.(Object.fromEntries(used.map((name) => [name, filled[`filter:${name}`]])));
  if (counter !== undefined) filled.counter = counter;

  const key = [source.name, keyword ? request.searchBy || '*' : '', used.join(','), sortBy, direction, counter === undefined ? '' : 'counted'].join('|');
  let shapes = statementCache.get(db);
  if (!shapes) statementCache.set(db, (shapes = new Map()));
  let statements = shapes.get(key) as PreparedStatements<Raw> | undefined;
  if (!statements) {
    const conditions = [source.baseWhere, ...used.map((name) => source.filters![name].where(sql.placeholder(`filter:${name}`)))];
    if (keyword && !request.searchBy && source.keywordWhere) conditions.push(source.keywordWhere(sql.placeholder('keyword')));
    else if (keyword) conditions.push(or(...fields.map((field) => sql`${field} ilike ${sql.placeholder('keyword')}`))!);
    const where = sql.join(conditions, sql` and `);
    statements = {
      list: source.listQuery(db, where, orderBy).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(UNNAMED),
      count: counter === undefined ? source.countQuery(db, where).prepare(UNNAMED) : counterQuery(db),
    };
    if (shapes.size >= MAX_SHAPES_PER_DATABASE) shapes.clear();
    shapes.set(key, statements as PreparedStatements<unknown>);
  }
  const [raw, counted] = await Promise.all([statements.list.execute(filled), statements.count.execute(filled)]);
  // A counter row appears with the company's first counted record: none yet is 0.
  return tableAnswer(raw.map(source.toRow), Number(counted[0]?.n ?? 0), paging);
}

/** A record id in the path: a positive whole number that fits an id column, else a 400. */
export const idParam = (value: unknown): number => {
  const parsed = filterIdSchema.safeParse(value);
  if (!parsed.success || (typeof value !== 'string' && typeof value !== 'number')) throw badRequest([`id: must be a record id (a whole number from 1 to ${MAX_RECORD_ID})`]);
  return parsed.data;
};
