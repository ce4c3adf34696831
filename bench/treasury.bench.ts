/**
 * Treasury benchmark (issue 16, decision 0061): 50 fund accounts with 200,000 ledger entries and
 * 100,000 payables (purchase orders with due dates over the last 200 days, some paid, some not
 * yet payable) in one company, a second company beside it. Through the API and, alternately, the
 * same SQL on the same connection pool: the fund accounts with their balances (the table page and
 * one account), and the payables aging. Target: under 50 ms median, the API at most 2x its SQL.
 *
 *   npm run bench:treasury           # local PostgreSQL when it answers (fresh database), else PGlite
 *   BENCH_ENTRIES=20000 BENCH_PAYABLES=10000 npm run bench:treasury
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/modules/auth/secrets';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { httpClient, ITERATIONS, openBenchDatabase, timePair, WARMUP_MS } from './bench-kit';

const ACCOUNTS = 50;
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 200_000);
const PAYABLES = Number(process.env.BENCH_PAYABLES ?? 100_000);
const TARGET_MS = 50;
const TARGET_RATIO = 2;
const AS_OF = '2026-11-27';

async function seed(database: Database) {
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const [company] = await q<{ id: number }>(`insert into companies (name) values ('Bench Treasury Builders') returning id`);
  const [role] = await q<{ id: number }>(`insert into roles (company_id, name, is_full_access, scope_list) values ($1, 'Owner', true, '[]') returning id`, [company.id]);
  const [account] = await q<{ id: number }>(
    `insert into accounts (company_id, first_name, last_name, email, password_hash, role_id, email_verified_at) values ($1, 'Bench', 'Treasurer', 'bench@treasury.example.ph', $2, $3, now()) returning id`,
    [company.id, await hashPassword('Correct-Horse-9'), role.id],
  );
  await q(
    `insert into fund_accounts (company_id, name, kind, bank_name, created_by_id)
     select $1, case when g % 10 = 0 then 'Petty Cash ' else 'Bank Account ' end || lpad(g::text, 2, '0'), case when g % 10 = 0 then 'PETTY_CASH' else 'BANK' end,
       case when g % 10 = 0 then '' else 'BDO Unibank' end, $2
     from generate_series(1, ${ACCOUNTS}) g`,
    [company.id, account.id],
  );
  const [first] = await q<{ id: number }>(`select min(id) as id from fund_accounts where company_id = $1`, [company.id]);
  // Entries: an opening of 1,000,000 per account, then deposits and payments that never go below zero.
  await q(
    `insert into fund_ledger (company_id, fund_account_id, kind, amount, balance_after, memo, created_by_id, created_at)
     select $1, $2::int + (g - 1) % ${ACCOUNTS}, case when g <= ${ACCOUNTS} then 'OPENING' when g % 3 = 0 then 'DEPOSIT' else 'PAYMENT' end,
       case when g <= ${ACCOUNTS} then 1000000 when g % 3 = 0 then (g % 9000) + 0.25 else -((g % 4000) + 0.10) end, 0,
       'Bench entry ' || g, $3, now() - ((${ENTRIES} - g) || ' seconds')::interval
     from generate_series(1, $4::int) g`,
    [company.id, first.id, account.id, ENTRIES],
  );
  await q(`update fund_accounts f set balance = s.total from (select fund_account_id, sum(amount) as total from fund_ledger group by fund_account_id) s where s.fund_account_id = f.id`);
  const [supplier] = await q<{ id: number }>(`insert into suppliers (company_id, name, payment_terms) values ($1, 'Holcim Philippines', 'Net 30') returning id`, [company.id]);
  await q(
    `insert into purchase_orders (company_id, code, supplier_id, status, total, paid_amount, due_date, created_by_id)
     select $1, 'PO-' || lpad(g::text, 6, '0'), $2,
       case when g % 20 = 0 then 'CANCELED' when g % 20 = 1 then 'FOR_APPROVAL' when g % 3 = 0 then 'DELIVERED' else 'APPROVED' end,
       round((1000 + (g * 37) % 90000)::numeric + 0.45, 2),
       case when g % 4 = 0 then round((1000 + (g * 37) % 90000)::numeric + 0.45, 2) when g % 4 = 1 then 500 else 0 end,
       ${`'${AS_OF}'`}::date - (g % 200) + 20, $3
     from generate_series(1, $4::int) g`,
    [company.id, supplier.id, account.id, PAYABLES],
  );
  const [other] = await q<{ id: number }>(`insert into companies (name) values ('Other Co.') returning id`);
  await q(`insert into fund_accounts (company_id, name, kind, balance) select $1, 'Other ' || g, 'BANK', 1000 from generate_series(1, 20) g`, [other.id]);
  await q(`insert into purchase_orders (company_id, code, status, total, due_date) select $1, 'PO-' || lpad(g::text, 6, '0'), 'APPROVED', 1000, '2026-01-01' from generate_series(1, 10000) g`, [other.id]);
  await q(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
  if (database.kind === 'postgres') await q('checkpoint');
  return { companyId: company.id, accountId: account.id, firstAccountId: first.id };
}

/** The fund accounts table's page as the server runs it (fund-accounts.service.ts), and its count. */
const ACCOUNTS_PAGE_SQL = `select f.id, f.name, f.kind, f.bank_name, f.account_number, f.balance, f.fund_amount, f.holder_id,
    (select a.first_name || ' ' || a.last_name from accounts a where a.id = f.holder_id) as holder_name, f.created_at, f.updated_at
  from fund_accounts f where f.company_id = $1 order by f.created_at desc, f.id desc limit 50 offset 0`;
const ACCOUNTS_COUNT_SQL = `select count(*) from fund_accounts where company_id = $1`;
const ONE_ACCOUNT_SQL = `select f.id, f.name, f.kind, f.bank_name, f.account_number, f.balance, f.fund_amount, f.holder_id,
    (select a.first_name || ' ' || a.last_name from accounts a where a.id = f.holder_id) as holder_name, f.created_at, f.updated_at
  from fund_accounts f where f.company_id = $1 and f.id = $2`;
/** The payables aging as the server runs it (payables.service.ts): the open balances per due date, bucketed. */
const AGING_SQL = `select
    coalesce(sum(amount) filter (where ($2::date - due_date) <= 0), 0)::text as current,
    coalesce(sum(amount) filter (where ($2::date - due_date) between 1 and 30), 0)::text as d1_30,
    coalesce(sum(amount) filter (where ($2::date - due_date) between 31 and 60), 0)::text as d31_60,
    coalesce(sum(amount) filter (where ($2::date - due_date) between 61 and 90), 0)::text as d61_90,
    coalesce(sum(amount) filter (where ($2::date - due_date) > 90), 0)::text as over90,
    coalesce(sum(amount), 0)::text as total, coalesce(sum(orders), 0)::int as orders
  from payables_by_due_date where company_id = $1`;
/** The same aging straight from the orders (what the per-due-date rows replace), checked equal once. */
const AGING_FROM_ORDERS_SQL = `select coalesce(sum(total - paid_amount), 0)::text as total, count(*)::int as orders
  from purchase_orders where company_id = $1 and paid_amount < total and status not in ('CANCELED', 'REJECTED', 'FOR_APPROVAL', 'RETURNED')`;

async function main() {
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench' };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  try {
    console.log(`Seeding ${ACCOUNTS} fund accounts, ${ENTRIES.toLocaleString()} ledger entries and ${PAYABLES.toLocaleString()} payables on ${database.kind}...`);
    const t0 = performance.now();
    const { companyId, accountId, firstAccountId } = await seed(database);
    console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // Each balance is the sum of its entries (checked once, not timed).
    const [drift] = await database.query<{ n: number }>(
      `select count(*)::int as n from fund_accounts f where f.company_id = $1 and f.balance <> (select coalesce(sum(amount), 0) from fund_ledger l where l.fund_account_id = f.id)`,
      [companyId],
    );
    if (drift.n !== 0) throw new Error(`${drift.n} accounts whose balance is not the sum of their entries`);
    if (process.env.BENCH_EXPLAIN) {
      const plan = await database.query<{ 'QUERY PLAN': string }>(`explain analyze ${AGING_FROM_ORDERS_SQL}`, [companyId]);
      console.log(plan.map((p) => p['QUERY PLAN']).join('\n'));
    }
    const { token } = await createSession(database.db, accountId, 1);
    const api = httpClient(base, token);
    const results: { label: string; apiMs: number; sqlMs: number }[] = [];

    let page: any;
    const [pageApi, pageSql] = await timePair(
      async () => (page = await api('PUT', '/treasury/fund-account?page=1&perPage=50', { searchKeyword: '', filters: [], settings: { sortBy: 'createdAt', sortOrder: 'desc' } })),
      () => Promise.all([database.query(ACCOUNTS_PAGE_SQL, [companyId]), database.query(ACCOUNTS_COUNT_SQL, [companyId])]),
    );
    const rows = await database.query<{ id: number; balance: string }>(ACCOUNTS_PAGE_SQL, [companyId]);
    if (page.list.map((r: any) => `${r.id}:${r.balance}`).join() !== rows.map((r) => `${r.id}:${r.balance}`).join()) throw new Error('fund accounts: API and SQL pages differ');
    results.push({ label: `fund accounts with their balances (table page of ${ACCOUNTS})`, apiMs: pageApi, sqlMs: pageSql });

    let one: any;
    const [oneApi, oneSql] = await timePair(
      async () => (one = await api('GET', `/treasury/fund-account?id=${firstAccountId}`)),
      () => database.query(ONE_ACCOUNT_SQL, [companyId, firstAccountId]),
    );
    const [oneRow] = await database.query<{ balance: string }>(ONE_ACCOUNT_SQL, [companyId, firstAccountId]);
    if (one.data.balance !== oneRow.balance) throw new Error(`one account: API ${one.data.balance}, SQL ${oneRow.balance}`);
    results.push({ label: "one fund account with today's balance", apiMs: oneApi, sqlMs: oneSql });

    let aging: any;
    const [agingApi, agingSql] = await timePair(
      async () => (aging = await api('GET', `/treasury/payables/aging?asOf=${AS_OF}`)),
      () => database.query(AGING_SQL, [companyId, AS_OF]),
    );
    const [expected] = await database.query<{ total: string; orders: number }>(AGING_SQL, [companyId, AS_OF]);
    const [fromOrders] = await database.query<{ total: string; orders: number }>(AGING_FROM_ORDERS_SQL, [companyId]);
    if (fromOrders.total !== expected.total || fromOrders.orders !== expected.orders) throw new Error(`aging rows ${JSON.stringify(expected)} differ from the orders ${JSON.stringify(fromOrders)}`);
    if (Number(aging.data.total) !== Number(expected.total) || aging.data.orders !== expected.orders) {
      throw new Error(`aging: API ${JSON.stringify(aging.data)}, SQL ${JSON.stringify(expected)}`);
    }
    results.push({ label: `payables aging (${expected.orders.toLocaleString()} open orders, ₱${aging.data.total})`, apiMs: agingApi, sqlMs: agingSql });

    const health = httpClient(base);
    const [healthMs] = await timePair(() => health('GET', '/health'), () => health('GET', '/health'), 50);
    console.log(`\nTreasury on ${database.kind}, median of ${ITERATIONS}, API and SQL sampled alternately after ${WARMUP_MS / 1000} s of warm-up`);
    let failed = 0;
    for (const r of results) {
      const pass = r.apiMs < TARGET_MS && r.apiMs <= TARGET_RATIO * r.sqlMs;
      if (!pass) failed++;
      console.log(`- ${r.label}: API ${r.apiMs.toFixed(2)} ms, SQL ${r.sqlMs.toFixed(2)} ms, ratio ${(r.apiMs / r.sqlMs).toFixed(2)}x ${pass ? 'PASS' : 'FAIL'}`);
    }
    console.log(`- HTTP round trip without the database (GET /api/health): ${healthMs.toFixed(2)} ms`);
    console.log(`\nTarget: under ${TARGET_MS} ms median and API at most ${TARGET_RATIO}x SQL: ${failed ? `FAIL (${failed} of ${results.length})` : `PASS (${results.length} of ${results.length})`}`);
    process.exitCode = failed ? 1 : 0;
  } finally {
    await app.close();
    await drop();
  }
}

await main();
