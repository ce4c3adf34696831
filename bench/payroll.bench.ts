/**
 * Payroll run benchmark (issue 15, decision 0055): 10,000 employees in one semi-monthly group, one
 * cutoff (1-15 November 2026) with its attendance (10 workdays each, written straight into
 * attendance_days), a de minimis rice allowance for everyone and a loan for every tenth, on
 * PostgreSQL. The whole run goes through the API and the queue (`POST /payroll/cutoff/{id}/run`
 * until the cutoff is FOR_APPROVAL); beside it, in the same run, the same 10,000 payslip rows
 * inserted with plain multi-row SQL (the run's bare inserts). Target: the whole run under 60 s.
 *
 *   npm run bench:payroll                      # local PostgreSQL when it answers (fresh database), else PGlite
 *   BENCH_EMPLOYEES=2000 BENCH_BATCH=500 npm run bench:payroll
 */
import { performance } from 'node:perf_hooks';
import { SEEDED_STATUTORY_TABLES } from '@haligi/shared';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { hashPassword } from '../apps/server/src/modules/auth/secrets';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { openBenchDatabase } from './bench-kit';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
/** Rows per statement of the plain insert (33 columns each, under PostgreSQL's 65,535 parameters). */
const RAW_ROWS_PER_INSERT = 1000;
const TARGET_SECONDS = 60;

async function seed(database: Database) {
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const [company] = await q<{ id: number }>(`insert into companies (name) values ('Bench Payroll Builders') returning id`);
  const companyId = company.id;
  const [role] = await q<{ id: number }>(`insert into roles (company_id, name, is_full_access, scope_list) values ($1, 'Owner', true, '[]') returning id`, [companyId]);
  const [account] = await q<{ id: number }>(
    `insert into accounts (company_id, first_name, last_name, email, password_hash, role_id, email_verified_at) values ($1, 'Bench', 'Owner', 'bench@payroll.example.ph', $2, $3, now()) returning id`,
    [companyId, await hashPassword('Correct-Horse-9'), role.id],
  );
  for (const t of SEEDED_STATUTORY_TABLES) {
    await q(`insert into statutory_tables (company_id, agency, effective_from, title, source, source_url, parameters) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`, [
      companyId, t.agency, t.effectiveFrom, t.title, t.source, t.sourceUrl, JSON.stringify(t.parameters),
    ]);
  }
  const [group] = await q<{ id: number }>(`insert into payroll_groups (company_id, name) values ($1, 'Semi-monthly staff') returning id`, [companyId]);
  await q(
    `insert into employees (company_id, employee_no, first_name, last_name, rate_type, rate, hired_at, is_minimum_wage_earner)
     select $1, 'EMP-' || lpad(g::text, 6, '0'), 'Worker', 'No. ' || g, case when g % 2 = 0 then 'MONTHLY' else 'DAILY' end,
       case when g % 2 = 0 then 18000 + g * 3 else 610 + g % 400 end, '2020-01-01', g % 10 = 1
     from generate_series(1, $2::int) g`,
    [companyId, EMPLOYEES],
  );
  await q(`insert into employee_payroll_groups (employee_id, company_id, payroll_group_id) select id, $1, $2 from employees where company_id = $1`, [companyId, group.id]);
  // 10 workdays (2 Nov is a holiday) of 8 hours; every seventh absent once, every third 7 minutes late, every fifth an hour of overtime.
  await q(
    `insert into attendance_days (company_id, employee_id, date, worked_minutes, late_minutes, overtime_approved_minutes, is_absent)
     select $1, e.id, d::date, case when e.id % 7 = 0 and d::date = '2026-11-10' then 0 else 480 end,
       case when e.id % 3 = 0 then 7 else 0 end, case when e.id % 5 = 0 and d::date = '2026-11-12' then 60 else 0 end,
       e.id % 7 = 0 and d::date = '2026-11-10'
     from employees e cross join generate_series('2026-11-03'::date, '2026-11-13'::date, interval '1 day') d
     where e.company_id = $1 and extract(isodow from d) < 6`,
    [companyId],
  );
  const [rice] = await q<{ id: number }>(
    `insert into payroll_plans (company_id, kind, code, name, method, amount, is_taxable, monthly_exempt_limit) values ($1, 'ALLOWANCE', 'RICE', 'Rice subsidy', 'FIXED', 1000, false, 2000) returning id`,
    [companyId],
  );
  const [loan] = await q<{ id: number }>(`insert into payroll_plans (company_id, kind, code, name, method) values ($1, 'DEDUCTION', 'SSSL', 'SSS salary loan', 'LOAN') returning id`, [companyId]);
  await q(`insert into payroll_plan_members (company_id, plan_id, employee_id, start_date) select $1, $2, id, '2026-01-01' from employees where company_id = $1`, [companyId, rice.id]);
  await q(
    `insert into payroll_plan_members (company_id, plan_id, employee_id, principal, amortization, start_date) select $1, $2, id, 12000, 1000, '2026-01-01' from employees where company_id = $1 and id % 10 = 0`,
    [companyId, loan.id],
  );
  await q(`insert into payroll_loan_ledger (company_id, plan_member_id, employee_id, amount, memo) select company_id, id, employee_id, 12000, 'Granted' from payroll_plan_members where plan_id = $1`, [loan.id]);
  const cutoffs = await q<{ id: number }>(
    `insert into payroll_cutoffs (company_id, payroll_group_id, code, period_start, period_end, pay_date, month, month_sequence, is_last_of_month)
     values ($1, $2, 'PC-000001', '2026-11-01', '2026-11-15', '2026-11-20', '2026-11', 1, false),
            ($1, $2, 'PC-000002', '2026-11-16', '2026-11-30', '2026-12-05', '2026-11', 2, true) returning id`,
    [companyId, group.id],
  );
  return { companyId, accountId: account.id, cutoffId: cutoffs[0].id, rawCutoffId: cutoffs[1].id };
}

/** The run's rows again, for another cutoff, by plain multi-row INSERT ... VALUES (no conflict handling). */
async function bareInserts(database: Database, rows: Record<string, unknown>[], cutoffId: number) {
  const columns = Object.keys(rows[0]).filter((c) => c !== 'id');
  for (let start = 0; start < rows.length; start += RAW_ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + RAW_ROWS_PER_INSERT);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const cells = columns.map((c) => {
        params.push(c === 'cutoff_id' ? cutoffId : c === 'lines' || c === 'flags' ? JSON.stringify(row[c]) : row[c]);
        return `$${params.length}`;
      });
      return `(${cells.join(', ')})`;
    });
    await database.query(`insert into payslips (${columns.join(', ')}) values ${values.join(', ')}`, params);
  }
}

async function main() {
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench' };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    console.log(`${EMPLOYEES.toLocaleString()} employees, one semi-monthly cutoff (10 workdays each), batches of ${BATCH}, on ${database.kind}`);
    let t0 = performance.now();
    const { accountId, cutoffId, rawCutoffId } = await seed(database);
    const { token } = await createSession(database.db, accountId, 24);
    await database.query(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    t0 = performance.now();
    const started = await fetch(`${base}/api/payroll/cutoff/${cutoffId}/run`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ computeAttendance: false, batchSize: BATCH }),
    });
    if (started.status !== 202) throw new Error(`run: ${started.status} ${await started.text()}`);
    let status = '';
    while (status !== 'FOR_APPROVAL') {
      await new Promise((r) => setTimeout(r, 50));
      const [row] = await database.query<{ status: string }>(`select status from payroll_cutoffs where id = $1`, [cutoffId]);
      status = row.status;
      if (performance.now() - t0 > 600_000) throw new Error('the run took more than 10 minutes');
    }
    const runSeconds = (performance.now() - t0) / 1000;
    const [stored] = await database.query<{ n: number; net: string; flags: number }>(
      `select count(*)::int as n, sum(net_pay)::text as net, count(*) filter (where jsonb_array_length(flags) > 0)::int as flags from payslips where cutoff_id = $1`,
      [cutoffId],
    );
    if (stored.n !== EMPLOYEES) throw new Error(`stored ${stored.n} payslips, expected ${EMPLOYEES}`);

    const rows = await database.query<Record<string, unknown>>(`select * from payslips where cutoff_id = $1 order by employee_id`, [cutoffId]);
    t0 = performance.now();
    await bareInserts(database, rows, rawCutoffId);
    const rawSeconds = (performance.now() - t0) / 1000;
    // The same rows once more as the run writes them: one JSON parameter per batch, nothing computed.
    await database.query(`delete from payslips where cutoff_id = $1`, [rawCutoffId]);
    t0 = performance.now();
    for (let start = 0; start < rows.length; start += BATCH) {
      const chunk = rows.slice(start, start + BATCH).map(({ id: _id, ...row }) => ({ ...row, cutoff_id: rawCutoffId }));
      await database.query(`insert into payslips select * from json_populate_recordset(null::payslips, $1::json) on conflict (cutoff_id, employee_id) do nothing`.replace('select *', `select ${Object.keys(chunk[0]).join(', ')}`).replace('insert into payslips', `insert into payslips (${Object.keys(chunk[0]).join(', ')})`), [JSON.stringify(chunk)]);
    }
    const jsonSeconds = (performance.now() - t0) / 1000;

    console.log('');
    console.log(`whole run           ${runSeconds.toFixed(2).padStart(8)} s   ${(EMPLOYEES / runSeconds).toFixed(0).padStart(6)} employees/s   (net pay ${stored.net}; ${stored.flags} flagged)`);
    console.log(`bare inserts        ${rawSeconds.toFixed(2).padStart(8)} s   ${(EMPLOYEES / rawSeconds).toFixed(0).padStart(6)} rows/s        (the same ${EMPLOYEES.toLocaleString()} payslip rows, plain multi-row INSERT)`);
    console.log(`bare JSON inserts   ${jsonSeconds.toFixed(2).padStart(8)} s   ${(EMPLOYEES / jsonSeconds).toFixed(0).padStart(6)} rows/s        (the same rows, one JSON parameter per ${BATCH}, as the run writes them)`);
    console.log(`run / bare inserts  ${(runSeconds / rawSeconds).toFixed(1).padStart(8)} x   (run / bare JSON inserts ${(runSeconds / jsonSeconds).toFixed(1)} x)`);
    console.log(`target: whole run < ${TARGET_SECONDS} s: ${runSeconds < TARGET_SECONDS ? 'met' : 'NOT met'}`);
  } finally {
    await app.close();
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
