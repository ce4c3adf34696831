/**
 * Generic table benchmark: 100,000 users in one company. Prints the median time of a filtered,
 * sorted, searched page through the API next to the same queries run directly in SQL, in one run.
 *
 *   npm run bench                      # local PostgreSQL when it answers, else PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { ITERATIONS, openBenchDatabase, time } from './bench-kit';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

const FIRST = ['Juan', 'Maria', 'Jose', 'Ana', 'Pedro', 'Rosa', 'Carlo', 'Liza', 'Miguel', 'Grace', 'Paolo', 'Joy', 'Ramon', 'Cecilia', 'Andres', 'Teresa'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Aquino', 'Ramos', 'Castillo', 'Villanueva', 'Flores', 'Gonzales', 'Navarro', 'Dela Cruz', 'Soriano', 'Manalo', 'Pascual', 'Salazar'];

async function seed(database: Database) {
  const [company] = await database.query<{ id: number }>(`insert into companies (name) values ('Bench Construction Inc.') returning id`);
  const roles = await database.query<{ id: number }>(
    `insert into roles (company_id, name, scope_list, is_full_access)
     select $1, 'Role ' || g, '[]'::jsonb, g = 1 from generate_series(1, 5) g returning id`,
    [company.id],
  );
  const roleIds = roles.map((r) => r.id);
  await database.query(
    `insert into accounts (company_id, first_name, last_name, email, password_hash, role_id, email_verified_at, created_at)
     select $1,
            ($2::text[])[1 + (g % array_length($2::text[], 1))],
            ($3::text[])[1 + ((g / 7) % array_length($3::text[], 1))],
            'user' || g || '@bench.ph', 'x',
            ($4::int[])[1 + (g % 5)], now(), now() - (g || ' seconds')::interval
     from generate_series(1, $5::int) g`,
    [company.id, FIRST, LAST, roleIds, ROWS],
  );
  // A second company so the company filter has something to exclude.
  const [other] = await database.query<{ id: number }>(`insert into companies (name) values ('Other Co.') returning id`);
  const [otherRole] = await database.query<{ id: number }>(`insert into roles (company_id, name) values ($1, 'Other') returning id`, [other.id]);
  await database.query(
    `insert into accounts (company_id, first_name, last_name, email, password_hash, role_id, created_at)
     select $1, 'Maria', 'Santos', 'other' || g || '@other.ph', 'x', $2, now() from generate_series(1, 10000) g`,
    [other.id, otherRole.id],
  );
  // A live database is vacuumed by autovacuum; a freshly bulk-loaded one is not yet.
  await database.query(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
  return { companyId: company.id, roleIds };
}

const NAME = `(a.first_name || ' ' || a.last_name)`;

async function main() {
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench' };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  try {
    console.log(`Seeding ${ROWS.toLocaleString()} users on ${database.kind}...`);
    const t0 = performance.now();
    const { companyId, roleIds } = await seed(database);
    console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const [{ id: accountId }] = await database.query<{ id: number }>(
      `select a.id from accounts a join roles r on r.id = a.role_id where a.company_id = $1 and r.is_full_access limit 1`,
      [companyId],
    );
    const { token } = await createSession(database.db, accountId, 1);

    const scenarios = [
      {
        label: 'search "santos" by name + role filter, sorted by name, page 3 of 20',
        body: { searchKeyword: 'santos', searchBy: 'name', filters: [{ key: 'roleId', value: roleIds[2] }], settings: { sortBy: 'name', sortOrder: 'asc' } },
        query: 'page=3&perPage=20',
        where: `a.company_id = $1 and a.is_deleted = false and ${NAME} ilike $2 and a.role_id = $3`,
        params: [companyId, '%santos%', roleIds[2]],
        order: `${NAME} asc, a.id asc`,
        limit: 20,
        offset: 40,
      },
      {
        label: 'first page, default sort (createdAt desc), 10 rows',
        body: {},
        query: 'page=1&perPage=10',
        where: `a.company_id = $1 and a.is_deleted = false`,
        params: [companyId],
        order: `a.created_at desc, a.id desc`,
        limit: 10,
        offset: 0,
      },
    ];

    const results = [];
    for (const s of scenarios) {
      const listSql = `select a.id, ${NAME} as name, a.first_name, a.last_name, a.email, a.role_id, r.name as role_name,
          a.user_level_id, ul.name as user_level_name, a.is_developer, a.is_deleted, a.email_verified_at is not null as is_verified, a.created_at
        from accounts a join roles r on r.id = a.role_id left join user_levels ul on ul.id = a.user_level_id
        where ${s.where} order by ${s.order} limit ${s.limit} offset ${s.offset}`;
      const countSql = `select count(*)::int as n from accounts a where ${s.where}`;
      if (process.env.BENCH_EXPLAIN) {
        for (const q of [listSql, countSql]) {
          const plan = await database.query<{ 'QUERY PLAN': string }>(`explain analyze ${q}`, s.params);
          console.log(plan.map((p) => p['QUERY PLAN']).join('\n'));
        }
      }
      const sqlMs = await time(() => Promise.all([database.query(listSql, s.params), database.query(countSql, s.params)]));
      let total = 0;
      const apiMs = await time(async () => {
        const response = await fetch(`${base}/account?${s.query}`, {
          method: 'PUT',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify(s.body),
        });
        const json = (await response.json()) as { pagination: { total: number } };
        total = json.pagination.total;
      });
      const [{ n }] = await database.query<{ n: number }>(countSql, s.params);
      if (n !== total) throw new Error(`API total ${total} differs from SQL total ${n}`);
      results.push({ label: s.label, matches: n, apiMs, sqlMs, ratio: apiMs / sqlMs });
    }

    console.log(`\nGeneric table, ${ROWS.toLocaleString()} users in one company, ${database.kind}, median of ${ITERATIONS}`);
    for (const r of results) {
      console.log(
        `- ${r.label} (${r.matches.toLocaleString()} matches): API ${r.apiMs.toFixed(2)} ms, SQL ${r.sqlMs.toFixed(2)} ms, ratio ${r.ratio.toFixed(2)}x`,
      );
    }
    const worst = results.reduce((a, b) => (b.apiMs > a.apiMs ? b : a));
    const worstRatio = Math.max(...results.map((r) => r.ratio));
    console.log(`Target: API median under 50 ms (worst ${worst.apiMs.toFixed(2)} ms) and at most 2x SQL (worst ${worstRatio.toFixed(2)}x)`);
  } finally {
    await app.close();
    await drop();
  }
}

await main();
