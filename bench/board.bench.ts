/**
 * Lead board benchmark: 50,000 leads in one company. Prints the median time of opening the board
 * (every column's count, peso total and first page) and of a move, through the API next to the
 * same queries run directly in SQL, in one run.
 *
 *   npm run bench:board                      # local PostgreSQL when it answers (fresh database), else PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench:board
 */
import { performance } from 'node:perf_hooks';
import { LEAD_STAGE_KEYS } from '@haligi/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { httpClient, ITERATIONS, openBenchDatabase, time } from './bench-kit';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const PER_PAGE = 20;

const PLACES = ['Calamba', 'Sta. Rosa', 'Antipolo', 'Lipa', 'Cebu', 'Davao', 'Iloilo', 'Bacolod', 'Baguio', 'Tagaytay', 'Pasig', 'Taguig'];
const KINDS = ['Warehouse', 'Townhouse Row', 'Clinic Fit-out', 'School Building', 'Office Fit-out', 'Covered Court', 'Cold Storage', 'Dormitory'];
const PROBABILITIES = ['UNKNOWN', 'LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH'];

/** One company with 50,000 leads spread over the stages (positions 1..n per column), 200 clients and 20 owners. */
async function seed(database: Database) {
  const [company] = await database.query<{ id: number }>(`insert into companies (name) values ('Bench Builders Corp.') returning id`);
  const [role] = await database.query<{ id: number }>(
    `insert into roles (company_id, name, scope_list, is_full_access) values ($1, 'Sales', '["LEADS_ACCESS"]'::jsonb, true) returning id`,
    [company.id],
  );
  const owners = await database.query<{ id: number }>(
    `insert into accounts (company_id, first_name, last_name, email, password_hash, role_id, email_verified_at)
     select $1, 'Owner', 'No. ' || g, 'owner' || g || '@bench.ph', 'x', $2, now() from generate_series(1, 20) g returning id`,
    [company.id, role.id],
  );
  const clients = await database.query<{ id: number }>(
    `insert into clients (company_id, name, contact_number, email)
     select $1, 'Client ' || g || ' Development Corp.', '0917 000 ' || lpad(g::text, 4, '0'), 'client' || g || '@bench.ph'
     from generate_series(1, 200) g returning id`,
    [company.id],
  );
  await database.query(
    `insert into projects (company_id, is_lead, name, description, status, budget, abc, start_date, end_date, client_id,
                           win_probability, lead_source, relationship_owner_id, board_key, board_position, created_at)
     select $1, true,
            ($2::text[])[1 + (g % array_length($2::text[], 1))] || ', ' || ($3::text[])[1 + ((g / 8) % array_length($3::text[], 1))] || ' #' || g,
            'Lead Opportunity', 'LEAD', amount, amount, current_date - 30, current_date + (g % 120),
            ($4::int[])[1 + (g % array_length($4::int[], 1))],
            ($5::text[])[1 + (g % 5)], 'Referral',
            ($6::int[])[1 + (g % array_length($6::int[], 1))],
            ($7::text[])[1 + (g % array_length($7::text[], 1))],
            g / array_length($7::text[], 1), now() - (g || ' seconds')::interval
     from generate_series(1, $8::int) g, lateral (select round((100000 + (g * 7919) % 49900000) + (g % 100) / 100.0, 2) as amount) a`,
    [company.id, KINDS, PLACES, clients.map((c) => c.id), PROBABILITIES, owners.map((o) => o.id), LEAD_STAGE_KEYS, ROWS],
  );
  // A second company, so the company filter has something to exclude.
  const [other] = await database.query<{ id: number }>(`insert into companies (name) values ('Other Co.') returning id`);
  await database.query(
    `insert into projects (company_id, is_lead, name, status, budget, board_key, board_position)
     select $1, true, 'Other lead ' || g, 'LEAD', 1000, 'opportunity', g from generate_series(1, 5000) g`,
    [other.id],
  );
  // A live database is vacuumed by autovacuum; a freshly bulk-loaded one is not yet.
  await database.query(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
  return { companyId: company.id, accountId: owners[0].id };
}

/** The board's queries as the server runs them: the grouped sums, then each column's first page. */
const SUMS_SQL = `select board_key, count(*)::int as count, coalesce(sum(budget), 0)::text as total from projects
  where company_id = $1 and is_lead = true and is_deleted = false and board_key = any($2::text[]) group by board_key`;
const PAGE_SQL = `select p.id, p.name, p.board_key, p.board_position, p.budget, c.id as client_id, c.name as client_name,
    p.win_probability, p.end_date, a.id as owner_id, (a.first_name || ' ' || a.last_name) as owner_name
  from projects p left join clients c on c.id = p.client_id left join accounts a on a.id = p.relationship_owner_id
  where p.company_id = $1 and p.is_lead = true and p.is_deleted = false and p.board_key = $2
  order by p.board_position, p.id limit ${PER_PAGE}`;

async function main() {
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench' };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;
  try {
    console.log(`Seeding ${ROWS.toLocaleString()} leads on ${database.kind}...`);
    const t0 = performance.now();
    const { companyId, accountId } = await seed(database);
    console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const { token } = await createSession(database.db, accountId, 1);
    const api = httpClient(base, token);

    if (process.env.BENCH_EXPLAIN) {
      for (const [q, params] of [
        [SUMS_SQL, [companyId, LEAD_STAGE_KEYS]],
        [PAGE_SQL, [companyId, 'qualified']],
      ] as const) {
        const plan = await database.query<{ 'QUERY PLAN': string }>(`explain analyze ${q}`, [...params]);
        console.log(plan.map((p) => p['QUERY PLAN']).join('\n'));
      }
    }

    // Board open.
    const sqlBoard = () =>
      Promise.all([database.query(SUMS_SQL, [companyId, LEAD_STAGE_KEYS]), ...LEAD_STAGE_KEYS.map((key) => database.query(PAGE_SQL, [companyId, key]))]);
    const boardSqlMs = await time(sqlBoard);
    let board: any;
    const boardApiMs = await time(async () => (board = await api('PUT', `/lead/board?isLead=true&perPage=${PER_PAGE}`, {})));
    const sums = await database.query<{ board_key: string; count: number; total: string }>(SUMS_SQL, [companyId, LEAD_STAGE_KEYS]);
    for (const column of board.columns) {
      const expected = sums.find((s) => s.board_key === column.key)!;
      if (column.count !== expected.count || column.total.raw !== expected.total) {
        throw new Error(`column ${column.key}: API ${column.count} / ${column.total.raw}, SQL ${expected.count} / ${expected.total}`);
      }
      if (column.list.length !== Math.min(PER_PAGE, expected.count)) throw new Error(`column ${column.key}: ${column.list.length} cards`);
    }

    // A move: the top card of qualified to the top of proposal and back, alternating; the SQL side runs
    // the statements the server runs (boards/board.repository.ts, activities/activity-log.ts), in one
    // transaction: lock the card, the column's top, update, history row.
    const [{ id: movingId }] = await database.query<{ id: number }>(
      `select id from projects where company_id = $1 and is_lead and not is_deleted and board_key = 'qualified' order by board_position, id limit 1`,
      [companyId],
    );
    const target = (i: number) => (i % 2 === 0 ? 'proposal' : 'qualified');
    const moveApiMs = await time((i) => api('PATCH', '/lead/move', { projectId: movingId, boardKey: target(i) }));
    const moveSqlMs = await time((i) =>
      database.db.transaction(async (tx) => {
        const to = target(i + 1);
        const lead = await tx.execute(sql`select id, board_key as "boardKey", board_position as "boardPosition" from projects
          where company_id = ${companyId} and is_lead = ${true} and not is_deleted and id = ${movingId} for update`);
        const top = await tx.execute(sql`select min(board_position) as position from projects
          where company_id = ${companyId} and is_lead = ${true} and not is_deleted and board_key = ${to} and id <> ${movingId}`);
        const position = Number((top.rows[0] as { position: number | null }).position ?? 1) - 1;
        await tx.execute(sql`update projects set board_key = ${to}, board_position = ${position}, updated_at = now()
          where company_id = ${companyId} and id = ${movingId}`);
        const from = (lead.rows[0] as { boardKey: string }).boardKey;
        await tx.execute(sql`insert into project_activities (company_id, project_id, kind, message, data, account_id)
          values (${companyId}, ${movingId}, ${'STAGE_CHANGED'}, ${`Stage changed from ${from} to ${to}`}, ${JSON.stringify({ from, to })}::jsonb, ${accountId})
          returning id`);
      }),
    );

    // The fixed cost of one HTTP round trip in this process (no database), to read the ratios by.
    const health = httpClient(base);
    const healthMs = await time(() => health('GET', '/health'));

    const results = [
      { label: `board open (7 columns: count, peso total, first ${PER_PAGE} cards)`, apiMs: boardApiMs, sqlMs: boardSqlMs },
      { label: 'move a card to the top of another column (with its history row)', apiMs: moveApiMs, sqlMs: moveSqlMs },
    ];
    console.log(`\nLead board, ${ROWS.toLocaleString()} leads in one company, ${database.kind}, median of ${ITERATIONS}`);
    for (const r of results) console.log(`- ${r.label}: API ${r.apiMs.toFixed(2)} ms, SQL ${r.sqlMs.toFixed(2)} ms, ratio ${(r.apiMs / r.sqlMs).toFixed(2)}x`);
    console.log(`- HTTP round trip without the database (GET /api/health): ${healthMs.toFixed(2)} ms`);
    console.log(`Column counts: ${board.columns.map((c: any) => `${c.key} ${c.count} (${c.total.formatted})`).join(', ')}`);
    console.log(
      `Target: board open under 60 ms (${boardApiMs.toFixed(2)} ms) and API at most 2x SQL (board ${(boardApiMs / boardSqlMs).toFixed(2)}x, move ${(moveApiMs / moveSqlMs).toFixed(2)}x)`,
    );
  } finally {
    await app.close();
    await drop();
  }
}

await main();
