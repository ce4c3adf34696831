/**
 * Stock ledger benchmark: 2,000,000 ledger lines in one company (20,000 items over 25 warehouses,
 * plus one busy item with 100,000 lines of its own). Prints the median time, through the API next
 * to the same queries in SQL, of the stock-per-warehouse tab (PUT /inventory, filter itemId), the
 * item's ledger (PUT /inventory/transactions, filter itemId) for a typical and the busy item, and
 * of a deduction posted through the ledger (POST /inventory/issue).
 *
 *   npx tsx bench/inventory.bench.ts        # local PostgreSQL when it answers (fresh database), else PGlite
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { ITERATIONS, openBenchDatabase, time } from './bench-kit';

const LINES = Number(process.env.BENCH_LINES ?? 2_000_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const BUSY_LINES = Number(process.env.BENCH_BUSY_LINES ?? 100_000);
const WAREHOUSES = 25;
const LINES_PER_RECEIPT = 10;
const PER_PAGE = 10;

async function seed(database: Database) {
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const [company] = await q<{ id: number }>(`insert into companies (name) values ('Bench Builders Corp.') returning id`);
  const [role] = await q<{ id: number }>(
    `insert into roles (company_id, name, scope_list) values ($1, 'Warehouse', '["ASSET_WAREHOUSE_COMPANY_ACCESS"]'::jsonb) returning id`,
    [company.id],
  );
  const [account] = await q<{ id: number }>(
    `insert into accounts (company_id, first_name, last_name, email, password_hash, role_id, email_verified_at)
     values ($1, 'Teodoro', 'Aquino', 'warehouse@bench.ph', 'x', $2, now()) returning id`,
    [company.id, role.id],
  );
  await q(`insert into items (company_id, name, sku, estimated_buying_price) select $1, 'Bench item ' || g, 'B-' || lpad(g::text, 6, '0'), 100 from generate_series(1, $2::int) g`, [
    company.id,
    ITEMS + 1,
  ]);
  const [range] = await q<{ min: number }>(`select min(id) as min from items where company_id = $1`, [company.id]);
  const busyItem = range.min + ITEMS; // the last one
  await q(`insert into warehouses (company_id, kind, name) select $1, 'COMPANY', 'Warehouse ' || g from generate_series(1, $2::int) g`, [company.id, WAREHOUSES]);
  const [wh] = await q<{ min: number }>(`select min(id) as min from warehouses where company_id = $1`, [company.id]);
  const receipts = LINES / LINES_PER_RECEIPT;
  await q(
    `insert into item_receipts (company_id, code, type, warehouse_id, processed_by_id, created_at)
     select $1, 'IR-' || lpad(g::text, 7, '0'), case when g % 3 = 0 then 'ISSUANCE' else 'PURCHASE_ORDER' end, $2 + (g % $3::int), $4,
            now() - ((${receipts} - g) || ' minutes')::interval
     from generate_series(1, $5::int) g`,
    [company.id, wh.min, WAREHOUSES, account.id, receipts],
  );
  await q(`select setval(pg_get_serial_sequence('item_receipts', 'id'), (select max(id) from item_receipts))`).catch(() => undefined);
  await q(`insert into company_sequences (company_id, name, value) values ($1, 'IR', $2)`, [company.id, receipts]);
  const [r] = await q<{ min: number }>(`select min(id) as min from item_receipts where company_id = $1`, [company.id]);
  // Every line g: the busy item for the first BUSY_LINES, else one of ITEMS; adding receipts put in 10..109, issues take 1..5.
  await q(
    `insert into item_receipt_lines (company_id, receipt_id, item_id, warehouse_id, type, quantity, signed_quantity, rate, total, created_at)
     select $1, rc.id, case when g < $6::int then $7::int else $2 + ((g::bigint * 7919) % $3::int)::int end, rc.warehouse_id, rc.type, x.q,
            case when rc.type = 'ISSUANCE' then -x.q else x.q end, 10, x.q * 10, rc.created_at
     from generate_series(0, $4::int - 1) g
     join item_receipts rc on rc.id = $5::int + g / ${LINES_PER_RECEIPT}
     cross join lateral (select case when rc.type = 'ISSUANCE' then 1 + g % 5 else 10 + g % 100 end::numeric as q) x`,
    [company.id, range.min, ITEMS, LINES, r.min, BUSY_LINES, busyItem],
  );
  await q(
    `insert into stock_levels (company_id, warehouse_id, item_id, quantity)
     select $1, warehouse_id, item_id, sum(signed_quantity) from item_receipt_lines where company_id = $1 group by warehouse_id, item_id`,
    [company.id],
  );
  await q(
    `update items i set stock_count = s.total from (select item_id, sum(quantity) as total from stock_levels where company_id = $1 group by item_id) s where i.id = s.item_id`,
    [company.id],
  );
  await q(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
  const [typical] = await q<{ item_id: number; n: number }>(
    `select item_id, count(*)::int as n from item_receipt_lines where company_id = $1 and item_id <> $2 group by item_id order by count(*) desc limit 1`,
    [company.id, busyItem],
  );
  return { companyId: company.id, accountId: account.id, busyItem, typicalItem: typical.item_id, typicalLines: typical.n, warehouseId: wh.min };
}

const STOCK_SQL = `select s.warehouse_id, s.item_id, s.quantity, s.updated_at, w.name, w.kind, i.name, i.sku, i.uom
  from stock_levels s join warehouses w on w.id = s.warehouse_id join items i on i.id = s.item_id
  where s.company_id = $1 and w.is_deleted = false and s.item_id = $2 order by w.name asc, s.warehouse_id asc, s.item_id asc limit ${PER_PAGE}`;
const STOCK_COUNT_SQL = `select count(*)::int as n from stock_levels s join warehouses w on w.id = s.warehouse_id join items i on i.id = s.item_id
  where s.company_id = $1 and w.is_deleted = false and s.item_id = $2`;
const LEDGER_SQL = `select l.*, r.code, i.name, i.sku, w.name, s.name, po.code, a.first_name
  from item_receipt_lines l join item_receipts r on r.id = l.receipt_id join items i on i.id = l.item_id join warehouses w on w.id = l.warehouse_id
  left join suppliers s on s.id = r.supplier_id left join purchase_orders po on po.id = r.purchase_order_id left join accounts a on a.id = r.processed_by_id
  where l.company_id = $1 and l.item_id = $2 order by l.created_at desc, l.id desc limit ${PER_PAGE}`;
const LEDGER_COUNT_SQL = `select count(*)::int as n from item_receipt_lines l where l.company_id = $1 and l.item_id = $2`;

async function main() {
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench' };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  try {
    console.log(`Seeding ${LINES.toLocaleString()} ledger lines on ${database.kind}...`);
    const t0 = performance.now();
    const s = await seed(database);
    console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const { token } = await createSession(database.db, s.accountId, 1);
    const api = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${base}${path}`, { method, headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<any>;
    };
    if (process.env.BENCH_EXPLAIN) {
      for (const [text, item] of [[LEDGER_SQL, s.busyItem], [LEDGER_COUNT_SQL, s.busyItem], [STOCK_SQL, s.busyItem]] as const) {
        const plan = await database.query<{ 'QUERY PLAN': string }>(`explain analyze ${text}`, [s.companyId, item]);
        console.log(plan.map((p) => p['QUERY PLAN']).join('\n'));
      }
    }
    const table = (filters: unknown[], sortBy: string, sortOrder: string) => ({ searchKeyword: '', searchBy: '', filters, settings: { sortBy, sortOrder } });
    const results: { label: string; apiMs: number; sqlMs: number }[] = [];
    for (const [label, item, lines] of [
      // A first pass warms the process and the database caches; it is not printed.
      ['warm-up', s.typicalItem, s.typicalLines],
      ['typical item', s.typicalItem, s.typicalLines],
      ['busy item', s.busyItem, BUSY_LINES],
    ] as const) {
      const stockBody = table([{ key: 'itemId', value: String(item) }], 'warehouse', 'asc');
      const stockSqlMs = await time(() => Promise.all([database.query(STOCK_SQL, [s.companyId, item]), database.query(STOCK_COUNT_SQL, [s.companyId, item])]));
      const stockApiMs = await time(() => api('PUT', `/inventory?page=1&perPage=${PER_PAGE}`, stockBody));
      results.push({ label: `stock per warehouse (PUT /inventory itemId), ${label}`, apiMs: stockApiMs, sqlMs: stockSqlMs });
      const ledgerBody = table([{ key: 'itemId', value: String(item) }], 'createdAt', 'desc');
      const ledgerSqlMs = await time(() => Promise.all([database.query(LEDGER_SQL, [s.companyId, item]), database.query(LEDGER_COUNT_SQL, [s.companyId, item])]));
      let answer: any;
      const ledgerApiMs = await time(async () => (answer = await api('PUT', `/inventory/transactions?page=1&perPage=${PER_PAGE}`, ledgerBody)));
      if (answer.pagination.total !== lines) throw new Error(`ledger of ${label}: API ${answer.pagination.total}, expected ${lines}`);
      results.push({ label: `item ledger (PUT /inventory/transactions itemId), ${label} with ${lines.toLocaleString()} lines`, apiMs: ledgerApiMs, sqlMs: ledgerSqlMs });
    }
    // Posting: one issue of 1 unit of the busy item per call (its stock is large).
    const postMs = await time(() => api('POST', '/inventory/issue', { warehouseId: s.warehouseId, items: [{ itemId: s.busyItem, quantity: 1 }] }));
    const healthMs = await time(async () => (await fetch(`${base}/health`)).json());
    const settingsMs = await time(async () => (await fetch(`${base}/inventory/settings`, { headers: { token } })).json());
    console.log(`\nStock ledger, ${LINES.toLocaleString()} lines in one company, ${database.kind}, median of ${ITERATIONS}`);
    for (const r of results.filter((x) => !x.label.includes('warm-up'))) console.log(`- ${r.label}: API ${r.apiMs.toFixed(2)} ms, SQL ${r.sqlMs.toFixed(2)} ms`);
    console.log(`- HTTP round trip without the database (GET /api/health): ${healthMs.toFixed(2)} ms; signed-in one-row read (GET /api/inventory/settings): ${settingsMs.toFixed(2)} ms`);
    console.log(`- POST /inventory/issue (one line, through the ledger with its locks): API ${postMs.toFixed(2)} ms`);
  } finally {
    await app.close();
    await drop();
  }
}

await main();
