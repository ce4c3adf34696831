/**
 * Catalogue benchmark: 200,000 items and 2,000,000 stock movements in one company. Prints the median
 * time of the item table's page 1 unfiltered, of its search and of the stock-per-warehouse tab,
 * through the API next to the same queries run directly in SQL, in one run, sampled alternately.
 * Page 1 unfiltered also prints its statements, and the exact count(*) it no longer runs.
 *
 *   npm run bench:items                      # local PostgreSQL when it answers (fresh database), else PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:items
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { httpClient, openBenchDatabase, time, timePair, WARMUP_MS } from './bench-kit';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 200_000);
const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 2_000_000);
const WAREHOUSES = 25;
const LINES_PER_RECEIPT = 10;
const PER_PAGE = 10;
/** Rounds of API and SQL each: the stock read is sub-millisecond, so its median wants many. */
const ROUNDS = Number(process.env.BENCH_ITERATIONS ?? 1000);

const MATERIALS = [
  'Portland Cement', 'Deformed Bar', 'Marine Plywood', 'GI Sheet', 'Hollow Block', 'Washed Sand', 'Gravel', 'Angle Bar',
  'C-Purlin', 'Tile Adhesive', 'Latex Paint', 'Enamel Paint', 'PVC Pipe', 'Electrical Wire', 'Common Nail', 'Tie Wire',
  'Floor Tile', 'Ceiling Board', 'Metal Furring', 'Roof Sealant', 'Masonry Cement', 'Concrete Epoxy', 'Door Hinge', 'Circuit Breaker',
];
const BRANDS = ['Republic', 'Holcim', 'Eagle', 'Apo', 'Steelasia', 'Boysen', 'Davies', 'Neltex', 'Phelps Dodge', 'Union', 'Mariwasa', 'Knauf'];
const SPECS = ['40kg', '10mm', '12mm', '16mm', '1/4"', '3/4"', '4ft x 8ft', 'Ga. 26', '4"', '1 gal', '4L', '2.0mm', '60x60cm', '2x3'];

/** One company: 200,000 items, 25 warehouses, 2,000,000 ledger lines in 200,000 receipts; stock derived from them. */
async function seed(database: Database) {
  const [company] = await database.query<{ id: number }>(`insert into companies (name) values ('Bench Builders Corp.') returning id`);
  const [role] = await database.query<{ id: number }>(
    `insert into roles (company_id, name, scope_list, is_full_access) values ($1, 'Warehouse', '["ASSET_ITEM_SIMPLE_ACCESS","ASSET_WAREHOUSE_COMPANY_ACCESS"]'::jsonb, false) returning id`,
    [company.id],
  );
  const [account] = await database.query<{ id: number }>(
    `insert into accounts (company_id, first_name, last_name, email, password_hash, role_id, email_verified_at)
     values ($1, 'Teodoro', 'Aquino', 'warehouse@bench.ph', 'x', $2, now()) returning id`,
    [company.id, role.id],
  );
  await database.query(
    `insert into items (company_id, name, sku, description, estimated_buying_price, uom, size, created_at)
     select $1,
            ($2::text[])[1 + (g % array_length($2::text[], 1))] || ' ' || ($3::text[])[1 + ((g / 24) % array_length($3::text[], 1))]
              || ' ' || ($4::text[])[1 + ((g / 288) % array_length($4::text[], 1))] || ' #' || g,
            'SKU-' || lpad(g::text, 7, '0'), 'Bench item ' || g, round((50 + (g * 7919) % 50000) / 10.0, 2), 'pc', 1,
            now() - (g || ' seconds')::interval
     from generate_series(1, $5::int) g`,
    [company.id, MATERIALS, BRANDS, SPECS, ITEMS],
  );
  const warehouses = await database.query<{ id: number }>(
    `insert into warehouses (company_id, kind, name) select $1, 'COMPANY', 'Warehouse ' || g from generate_series(1, $2::int) g returning id`,
    [company.id, WAREHOUSES],
  );
  const [range] = await database.query<{ min: number; max: number }>(`select min(id) as min, max(id) as max from items where company_id = $1`, [company.id]);
  const [whRange] = await database.query<{ min: number }>(`select min(id) as min from warehouses where company_id = $1`, [company.id]);
  const receipts = MOVEMENTS / LINES_PER_RECEIPT;
  await database.query(
    `insert into item_receipts (company_id, code, type, warehouse_id, processed_by_id, total_payable_amount, created_at)
     select $1, 'IR-' || lpad(g::text, 7, '0'), case when g % 3 = 0 then 'ISSUANCE' else 'PURCHASE_ORDER' end,
            $2 + ((g / 3) % $3::int), $4, 0, now() - (g || ' minutes')::interval
     from generate_series(1, $5::int) g`,
    [company.id, whRange.min, WAREHOUSES, account.id, receipts],
  );
  const [rRange] = await database.query<{ min: number }>(`select min(id) as min from item_receipts where company_id = $1`, [company.id]);
  // Lines: receipts that add put in 10..109 units; every third receipt (an issuance) takes out 1..5.
  await database.query(
    `insert into item_receipt_lines (company_id, receipt_id, item_id, warehouse_id, type, quantity, signed_quantity, rate, total, created_at)
     select $1, r.id, $2 + ((g::bigint * 7919) % ($3::int - $2::int + 1))::int, r.warehouse_id, r.type, q, case when r.type = 'ISSUANCE' then -q else q end,
            10, q * 10, r.created_at
     from generate_series(0, $4::int - 1) g
     join item_receipts r on r.id = $5::int + g / ${LINES_PER_RECEIPT}
     cross join lateral (select case when r.type = 'ISSUANCE' then 1 + g % 5 else 10 + g % 100 end::numeric as q) x`,
    [company.id, range.min, range.max, MOVEMENTS, rRange.min],
  );
  await database.query(
    `insert into stock_levels (company_id, warehouse_id, item_id, quantity)
     select $1, warehouse_id, item_id, sum(signed_quantity) from item_receipt_lines where company_id = $1 group by warehouse_id, item_id`,
    [company.id],
  );
  await database.query(
    `update items i set stock_count = s.total from (select item_id, sum(quantity) as total from stock_levels where company_id = $1 group by item_id) s
     where i.id = s.item_id`,
    [company.id],
  );
  // A second company, so the company filter has something to exclude.
  const [other] = await database.query<{ id: number }>(`insert into companies (name) values ('Other Co.') returning id`);
  await database.query(
    `insert into items (company_id, name, sku) select $1, 'Portland Cement other ' || g, 'O-' || g from generate_series(1, 5000) g`,
    [other.id],
  );
  await database.query(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
  // The seed's dirty pages written out now, not by the checkpointer while the first reads are timed.
  if (database.kind === 'postgres') await database.query('checkpoint');
  // The item whose stock tab is read: the one with the most warehouses.
  const [busy] = await database.query<{ item_id: number }>(
    `select item_id from stock_levels where company_id = $1 group by item_id order by count(*) desc, item_id limit 1`,
    [company.id],
  );
  return { companyId: company.id, accountId: account.id, itemId: busy.item_id };
}

/** The item table search as the server runs it: the page (in items_list_idx order) and the count with the same filter. */
const SEARCH_LIST_SQL = `select i.id, i.parent_id, i.name, i.sku, i.description, i.estimated_buying_price, i.selling_price, i.size, i.uom,
    u.label as uom_label, i.tags, i.minimum_stock_level, i.maximum_stock_level, i.tiers, i.variation, i.variation_count,
    i.stock_count, i.is_draft, i.is_deleted, i.created_at, i.updated_at
  from items i left join units_of_measure u on u.key = i.uom
  where i.company_id = $1 and i.parent_id is null and i.is_deleted = false and i.search_text like lower($2)
  order by i.parent_id desc nulls first, i.created_at desc, i.id desc limit ${PER_PAGE}`;
const SEARCH_COUNT_SQL = `select count(*)::int as n from items i
  where i.company_id = $1 and i.is_deleted = false and i.parent_id is null and i.search_text like lower($2)`;
/**
 * Page 1 of the unfiltered item table as the server runs it: the page read in items_list_idx order
 * (company, deleted, parent, created, id) and the total from the counter the triggers keep
 * (decision 0029).
 */
const PAGE_LIST_SQL = `select i.id, i.parent_id, i.name, i.sku, i.description, i.estimated_buying_price, i.selling_price, i.size, i.uom,
    u.label as uom_label, i.tags, i.minimum_stock_level, i.maximum_stock_level, i.tiers, i.variation, i.variation_count,
    i.stock_count, i.is_draft, i.is_deleted, i.created_at, i.updated_at
  from items i left join units_of_measure u on u.key = i.uom
  where i.company_id = $1 and i.parent_id is null and i.is_deleted = false
  order by i.parent_id desc nulls first, i.created_at desc, i.id desc limit ${PER_PAGE}`;
const PAGE_COUNTER_SQL = `select n from record_counts where company_id = $1 and counter = 'items:simple:live'`;
/** What the total cost before the counter: every live parent-less row of the company counted. */
const PAGE_EXACT_COUNT_SQL = `select count(*)::int as n from items i where i.company_id = $1 and i.parent_id is null and i.is_deleted = false`;

/**
 * Stock per warehouse of one item, as the server reads it: live warehouses' balance rows and their
 * count. The server's statements, unnamed like its own: parsed and planned on every run.
 */
const STOCK_LIST_SQL = `select w.id as warehouse_id, w.name as warehouse_name, w.kind, i.id as item_id, i.name as item_name, i.sku, i.uom,
    s.quantity, s.updated_at
  from stock_levels s join warehouses w on w.id = s.warehouse_id join items i on i.id = s.item_id
  where s.company_id = $1 and w.is_deleted = false and s.item_id = $2
  order by w.name asc, s.warehouse_id asc, s.item_id asc limit $3 offset $4`;
const STOCK_COUNT_SQL = `select count(*) as n from stock_levels s join warehouses w on w.id = s.warehouse_id
  join items i on i.id = s.item_id where s.company_id = $1 and w.is_deleted = false and s.item_id = $2`;

async function main() {
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench' };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  try {
    console.log(`Seeding ${ITEMS.toLocaleString()} items and ${MOVEMENTS.toLocaleString()} stock movements on ${database.kind}...`);
    const t0 = performance.now();
    const { companyId, accountId, itemId } = await seed(database);
    console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const { token } = await createSession(database.db, accountId, 1);
    const api = httpClient(base, token);
    const pattern = '%cement%';

    if (process.env.BENCH_EXPLAIN) {
      for (const [q, params] of [
        [PAGE_LIST_SQL, [companyId]],
        [PAGE_COUNTER_SQL, [companyId]],
        [PAGE_EXACT_COUNT_SQL, [companyId]],
        [SEARCH_LIST_SQL, [companyId, pattern]],
        [SEARCH_COUNT_SQL, [companyId, pattern]],
        [STOCK_LIST_SQL, [companyId, itemId, PER_PAGE, 0]],
      ] as const) {
        const plan = await database.query<{ 'QUERY PLAN': string }>(`explain analyze ${q}`, [...params]);
        console.log(plan.map((p) => p['QUERY PLAN']).join('\n'));
      }
    }

    // Item table, page 1 with nothing searched or filtered, default sort (createdAt desc).
    const pageBody = { searchKeyword: '', searchBy: '', filters: [], settings: { sortBy: 'createdAt', sortOrder: 'desc' } };
    let page: any;
    const [pageApiMs, pageSqlMs] = await timePair(
      async () => (page = await api('PUT', `/items/simpleView?page=1&perPage=${PER_PAGE}`, pageBody)),
      () => Promise.all([database.query(PAGE_LIST_SQL, [companyId]), database.query(PAGE_COUNTER_SQL, [companyId])]),
      ROUNDS,
    );
    const [{ n: liveParents }] = await database.query<{ n: number }>(PAGE_EXACT_COUNT_SQL, [companyId]);
    if (page.pagination.total !== liveParents || page.list.length !== PER_PAGE) {
      throw new Error(`page 1: API ${page.pagination.total} rows / ${page.list.length} on the page, count(*) ${liveParents}`);
    }
    const pageExactSqlMs = await time(() => Promise.all([database.query(PAGE_LIST_SQL, [companyId]), database.query(PAGE_EXACT_COUNT_SQL, [companyId])]));

    // Item table: search "cement" in name or SKU, first page, default sort (createdAt desc).
    const searchBody = { searchKeyword: 'cement', searchBy: '', filters: [], settings: { sortBy: 'createdAt', sortOrder: 'desc' } };
    let search: any;
    const [searchApiMs, searchSqlMs] = await timePair(
      async () => (search = await api('PUT', `/items/simpleView?page=1&perPage=${PER_PAGE}`, searchBody)),
      () => Promise.all([database.query(SEARCH_LIST_SQL, [companyId, pattern]), database.query(SEARCH_COUNT_SQL, [companyId, pattern])]),
      ROUNDS,
    );
    const [{ n: matches }] = await database.query<{ n: number }>(SEARCH_COUNT_SQL, [companyId, pattern]);
    if (search.pagination.total !== matches || search.list.length !== PER_PAGE) {
      throw new Error(`search: API ${search.pagination.total} rows / ${search.list.length} on the page, SQL ${matches}`);
    }

    // Stock per warehouse tab of the item held in the most warehouses.
    const stockBody = { searchKeyword: '', searchBy: '', filters: [{ key: 'itemId', value: String(itemId) }], settings: { sortBy: 'warehouse', sortOrder: 'asc' } };
    let stock: any;
    const [stockApiMs, stockSqlMs] = await timePair(
      async () => (stock = await api('PUT', `/inventory?page=1&perPage=${PER_PAGE}`, stockBody)),
      () => Promise.all([database.query(STOCK_LIST_SQL, [companyId, itemId, PER_PAGE, 0]), database.query(STOCK_COUNT_SQL, [companyId, itemId])]),
      ROUNDS,
    );
    const levels = Number((await database.query<{ n: string }>(STOCK_COUNT_SQL, [companyId, itemId]))[0].n);
    const ledger = await database.query<{ total: string }>(
      `select coalesce(sum(signed_quantity), 0)::text as total from item_receipt_lines where company_id = $1 and item_id = $2`,
      [companyId, itemId],
    );
    const [{ total: held }] = await database.query<{ total: string }>(
      `select coalesce(sum(quantity), 0)::text as total from stock_levels where company_id = $1 and item_id = $2`,
      [companyId, itemId],
    );
    if (stock.pagination.total !== levels) throw new Error(`stock: API ${stock.pagination.total} warehouses, SQL ${levels}`);
    if (Number(held) !== Number(ledger[0].total)) throw new Error(`stock ${held} differs from the ledger ${ledger[0].total}`);

    const health = httpClient(base);
    const healthMs = await time(() => health('GET', '/health'));
    const results = [
      { label: `item table: page 1 of ${PER_PAGE}, unfiltered (${liveParents.toLocaleString()} items), with the total`, apiMs: pageApiMs, sqlMs: pageSqlMs },
      { label: `item table: search "cement" (${matches.toLocaleString()} matches), first page of ${PER_PAGE} with the count`, apiMs: searchApiMs, sqlMs: searchSqlMs },
      { label: `stock per warehouse of one item (${levels} warehouses) with the count`, apiMs: stockApiMs, sqlMs: stockSqlMs },
    ];
    console.log(`\nCatalogue, ${ITEMS.toLocaleString()} items and ${MOVEMENTS.toLocaleString()} movements in one company, ${database.kind}, median of ${ROUNDS}, API and SQL sampled alternately after ${WARMUP_MS / 1000} s of warm-up`);
    for (const r of results) console.log(`- ${r.label}: API ${r.apiMs.toFixed(2)} ms, SQL ${r.sqlMs.toFixed(2)} ms, ratio ${(r.apiMs / r.sqlMs).toFixed(2)}x`);
    console.log(`- HTTP round trip without the database (GET /api/health): ${healthMs.toFixed(2)} ms`);
    console.log(`- item table page 1, the same page with the exact count(*) instead of the counter (what it ran before): SQL ${pageExactSqlMs.toFixed(2)} ms`);
    console.log(`\nItem table page 1 unfiltered runs:\n${PAGE_LIST_SQL}\n${PAGE_COUNTER_SQL}\n(was: ${PAGE_EXACT_COUNT_SQL})`);
    console.log(`Target: item table page 1 unfiltered under 8 ms (${pageApiMs.toFixed(2)} ms)`);
    console.log(
      `Target: under 40 ms (search ${searchApiMs.toFixed(2)} ms, stock ${stockApiMs.toFixed(2)} ms) and API at most 2x SQL (${(searchApiMs / searchSqlMs).toFixed(2)}x, ${(stockApiMs / stockSqlMs).toFixed(2)}x)`,
    );
  } finally {
    await app.close();
    await drop();
  }
}

await main();
