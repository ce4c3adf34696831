import { MAX_PAGE_SIZE, tableQuery, tableRequest, type TableRequest, type TableResponse } from '@haligi/shared';
import type { Database } from '../../db/client';
import { badRequest, notFound, parseInput } from '../../http/errors';
import { MASK, isSecretColumn } from './secret-columns';

/**
 * The read-only database viewer (decision 0072): every table of the `public` schema as the
 * database's own catalogue lists it, its rows paged, sorted and filtered in SQL. Secret columns are
 * never read: the statement selects the mask in their place. Binary columns answer their size,
 * long text and JSON their first TEXT_LIMIT characters.
 */

/** Below this many rows (by the planner's estimate) a table's rows are counted exactly. */
export const EXACT_COUNT_LIMIT = 100_000;
/** A text or JSON value longer than this is cut, with "…" after it. */
export const TEXT_LIMIT = 200;

export interface ViewerColumn {
  name: string;
  /** The column's type as PostgreSQL writes it (`integer`, `timestamp with time zone`, `jsonb`...). */
  type: string;
  isMasked: boolean;
  isBinary: boolean;
  /** Secret and binary columns neither sort nor filter: ordering by a hash would tell about it. */
  isSortable: boolean;
  isPrimaryKey: boolean;
}

export interface ViewerTable {
  name: string;
  /** Exact below EXACT_COUNT_LIMIT rows, else the planner's estimate (`isEstimate`). */
  rowCount: number;
  isEstimate: boolean;
}

interface CatalogRow {
  table_name: string;
  column_name: string;
  type: string;
  typname: string;
  is_primary: boolean;
  estimate: number;
}

interface CatalogTable {
  name: string;
  estimate: number;
  columns: (ViewerColumn & { typname: string })[];
}

const CATALOG = `
  select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type, t.typname,
    coalesce(exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey)), false) as is_primary,
    c.reltuples::float8 as estimate
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  join pg_type t on t.oid = a.atttypid
  where n.nspname = 'public' and c.relkind in ('r', 'p')
  order by c.relname, a.attnum`;

/** Types whose values compare natively; any other sorts by its text. */
const ORDERED_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'bool', 'text', 'varchar', 'bpchar', 'date', 'timestamp', 'timestamptz', 'time', 'uuid', 'jsonb', 'interval', 'oid']);
/** Types answered as they are (JSON numbers and booleans); every other type is answered as text. */
const NATIVE_TYPES = new Set(['int2', 'int4', 'float4', 'float8', 'bool']);
const WHOLE_NUMBER_TYPES = new Set(['int2', 'int4', 'int8']);

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The database's tables and their columns, with which are masked. Read on each call: cheap, and never stale after a migration. */
export async function readCatalog(database: Database): Promise<Map<string, CatalogTable>> {
  const rows = await database.query<CatalogRow>(CATALOG);
  const tables = new Map<string, CatalogTable>();
  for (const row of rows) {
    let table = tables.get(row.table_name);
    if (!table) tables.set(row.table_name, (table = { name: row.table_name, estimate: Number(row.estimate), columns: [] }));
    const isMasked = isSecretColumn(row.table_name, row.column_name);
    const isBinary = row.typname === 'bytea';
    table.columns.push({
      name: row.column_name,
      type: row.type,
      typname: row.typname,
      isMasked,
      isBinary,
      isSortable: !isMasked && !isBinary,
      isPrimaryKey: row.is_primary,
    });
  }
  return tables;
}

async function findTable(database: Database, name: string): Promise<CatalogTable> {
  const table = (await readCatalog(database)).get(name);
  if (!table) throw notFound(`Table ${name}`);
  return table;
}

/** Every table with its number of rows: exact for tables under EXACT_COUNT_LIMIT rows, else the planner's estimate. */
export async function listTables(database: Database): Promise<ViewerTable[]> {
  const tables = [...(await readCatalog(database)).values()];
  // reltuples is -1 for a table never analysed: counted, like a small one.
  const exact = tables.filter((t) => t.estimate < EXACT_COUNT_LIMIT);
  const counts = new Map<string, number>();
  if (exact.length) {
    const union = exact.map((t, i) => `select ${i}::int as i, count(*)::float8 as n from ${quoteIdentifier(t.name)}`).join(' union all ');
    for (const row of await database.query<{ i: number; n: number }>(union)) counts.set(exact[Number(row.i)].name, Number(row.n));
  }
  return tables.map((t) =>
    counts.has(t.name) ? { name: t.name, rowCount: counts.get(t.name)!, isEstimate: false } : { name: t.name, rowCount: Math.round(t.estimate), isEstimate: true },
  );
}

/** A table's columns for the grid. */
export async function tableColumns(database: Database, name: string): Promise<{ table: string; columns: ViewerColumn[] }> {
  const table = await findTable(database, name);
  return { table: table.name, columns: table.columns.map(({ typname: _typname, ...column }) => column) };
}

/** What a column reads as in the grid. */
function selectExpression(column: CatalogTable['columns'][number]): string {
  const id = quoteIdentifier(column.name);
  if (column.isMasked) return `'${MASK}'::text as ${id}`;
  if (column.isBinary) return `case when ${id} is null then null else '(binary, ' || octet_length(${id}) || ' bytes)' end as ${id}`;
  if (NATIVE_TYPES.has(column.typname)) return id;
  if (column.typname === 'timestamptz') return `to_char(${id} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${id}`;
  return `case when length(${id}::text) > ${TEXT_LIMIT} then left(${id}::text, ${TEXT_LIMIT}) || '…' else ${id}::text end as ${id}`;
}

/** The request after checks: what the audit entry records. */
export interface RowsRequestSummary {
  filters: { column: string; op: 'equals' | 'contains'; value: string }[];
  searchKeyword: string;
  searchBy: string | null;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
}

/**
 * One page of a table's rows. Filters: `{key: column, value}` is "column equals value",
 * `{key: "column:contains", value}` is "column contains value" (case-insensitive, on its text);
 * a keyword searches the searchBy column, or every visible column. Sorting by any visible column
 * (`settings.sortBy`), default the primary key. Masked and binary columns refuse all three.
 */
export async function readRows(
  database: Database,
  tableName: string,
  body: unknown,
  query: unknown,
): Promise<{ answer: TableResponse<Record<string, unknown>>; summary: RowsRequestSummary }> {
  const table = await findTable(database, tableName);
  const request: TableRequest = parseInput(tableRequest, body);
  const { page, perPage } = parseInput(tableQuery, query);
  const limit = perPage === 0 ? MAX_PAGE_SIZE : perPage;
  const byName = new Map(table.columns.map((c) => [c.name, c]));
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const problems: string[] = [];
  const usable = (key: string, what: string) => {
    const column = byName.get(key);
    if (!column) problems.push(`${what}: ${tableName} has no column ${key}`);
    else if (column.isMasked) problems.push(`${what}: ${key} is a secret column and cannot be used`);
    else if (column.isBinary) problems.push(`${what}: ${key} is a binary column and cannot be used`);
    else return column;
    return undefined;
  };

  const conditions: string[] = [];
  const summary: RowsRequestSummary = { filters: [], searchKeyword: request.searchKeyword.trim(), searchBy: request.searchBy || null, sortBy: '', sortOrder: 'asc' };
  for (const filter of request.filters) {
    if (filter.value === null || filter.value === '') continue;
    const value = String(filter.value);
    const contains = filter.key.endsWith(':contains');
    const column = usable(contains ? filter.key.slice(0, -':contains'.length) : filter.key, 'filters');
    if (!column) continue;
    const id = quoteIdentifier(column.name);
    summary.filters.push({ column: column.name, op: contains ? 'contains' : 'equals', value });
    if (contains) conditions.push(`${id}::text ilike ${param(`%${escapeLike(value)}%`)}`);
    else if (WHOLE_NUMBER_TYPES.has(column.typname)) {
      if (!/^-?\d{1,18}$/.test(value.trim())) problems.push(`filters: ${column.name} must be a whole number`);
      else conditions.push(`${id} = ${param(value.trim())}::bigint`);
    } else conditions.push(`${id}::text = ${param(value)}`);
  }
  if (summary.searchKeyword) {
    const pattern = `%${escapeLike(summary.searchKeyword)}%`;
    const columns = summary.searchBy ? [usable(summary.searchBy, 'searchBy')].filter((c) => c !== undefined) : table.columns.filter((c) => c.isSortable);
    if (columns.length) {
      const p = param(pattern);
      conditions.push(`(${columns.map((c) => `${quoteIdentifier(c.name)}::text ilike ${p}`).join(' or ')})`);
    }
  }
  const primaryKey = table.columns.filter((c) => c.isPrimaryKey);
  const defaultSort = primaryKey[0] ?? table.columns.find((c) => c.isSortable);
  const sortBy = request.settings?.sortBy ?? defaultSort?.name;
  const sortColumn = sortBy ? usable(sortBy, 'settings.sortBy') : undefined;
  if (problems.length) throw badRequest(problems);
  const direction = request.settings?.sortOrder ?? 'asc';
  summary.sortBy = sortColumn?.name ?? '';
  summary.sortOrder = direction;
  const orderOf = (column: CatalogTable['columns'][number]) =>
    `${quoteIdentifier(column.name)}${ORDERED_TYPES.has(column.typname) ? '' : '::text'} ${direction} nulls last`;
  // The primary key breaks ties so pages never overlap; a table without one falls back to its row address.
  const tieBreak = primaryKey.length ? primaryKey.filter((c) => c !== sortColumn).map(orderOf) : ['ctid'];
  const orderBy = [...(sortColumn ? [orderOf(sortColumn)] : []), ...tieBreak].join(', ');

  const from = quoteIdentifier(table.name);
  const where = conditions.length ? ` where ${conditions.join(' and ')}` : '';
  const listParams = [...params, limit, (page - 1) * limit];
  const list = database.query(
    `select ${table.columns.map(selectExpression).join(', ')} from ${from}${where} order by ${orderBy} limit $${params.length + 1} offset $${params.length + 2}`,
    listParams,
  );
  const total =
    !conditions.length && table.estimate >= EXACT_COUNT_LIMIT
      ? Promise.resolve(Math.round(table.estimate))
      : database.query<{ n: number }>(`select count(*)::float8 as n from ${from}${where}`, params).then((rows) => Number(rows[0].n));
  const [rows, n] = await Promise.all([list, total]);
  return {
    answer: { list: rows, pagination: { page, perPage, total: n, totalPages: Math.max(1, Math.ceil(n / limit)) }, currentPage: page },
    summary,
  };
}
