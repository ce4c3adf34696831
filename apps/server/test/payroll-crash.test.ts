import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCOPE_KEYS, SEEDED_STATUTORY_TABLES } from '@haligi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { accounts, companies, roles } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/secrets';
import { createSession } from '../src/modules/auth/sessions';
import { startChildServer, stopChildServer, type ChildServer } from './child-server';
import { openTestDatabase, waitFor } from './helper';

/**
 * kill -9 mid-payroll (issue 15, decision 0055): the real server runs as a child process, is killed
 * with SIGKILL while the run is part-way through its batches, and the restarted server finishes
 * the run with exactly one payslip per employee; the totals equal those of a clean run of the same
 * cutoff made afterwards.
 */

type Child = ChildServer;
const EMPLOYEES = 1200;
const BATCH = 100;
const LEASE_SECONDS = 3;

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => undefined;
const children: Child[] = [];
let token: string;
let cutoffId: number;

async function startChild(): Promise<Child> {
  const started = await startChildServer({
    dataDir,
    databaseUrl,
    env: {
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      IMPORT_BATCH_PAUSE_MS: '250',
    },
  });
  children.push(started);
  return started;
}

const kill = stopChildServer;

async function api(child: Child, method: string, path: string, body?: unknown) {
  const response = await fetch(`${child.url}/api${path}`, {
    method,
    headers: { token, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}
const cutoffOf = async (child: Child) => (await api(child, 'GET', `/payroll/cutoff?id=${cutoffId}`)).body.data;
const summaryOf = async (child: Child) => (await api(child, 'GET', `/payroll/cutoff/${cutoffId}/summary`)).body.data;

const openOwnDatabase = (): Promise<Database> => openDatabase({ databaseUrl, dataDir });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'haligi-payroll-crash-'));
  let database: Database;
  if (process.env.TEST_DATABASE_URL) {
    const own = await openTestDatabase();
    databaseUrl = own.url;
    dropDatabase = own.drop;
    database = own.database;
  } else {
    database = await openOwnDatabase();
  }
  const { db } = database;
  const [company] = await db.insert(companies).values({ name: 'Crash Payroll Builders' }).returning();
  const [role] = await db.insert(roles).values({ companyId: company.id, name: 'Owner', isFullAccess: true, scopeList: [...SCOPE_KEYS] }).returning();
  const [account] = await db
    .insert(accounts)
    .values({ companyId: company.id, firstName: 'Rosa', lastName: 'Villanueva', email: 'rosa@payroll-crash.example.ph', passwordHash: await hashPassword('Correct-Horse-9'), roleId: role.id, emailVerifiedAt: new Date() })
    .returning();
  token = (await createSession(db, account.id, 24)).token;
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  for (const t of SEEDED_STATUTORY_TABLES) {
    await q(`insert into statutory_tables (company_id, agency, effective_from, title, source, source_url, parameters) values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing`, [
      company.id,
      t.agency,
      t.effectiveFrom,
      t.title,
      t.source,
      t.sourceUrl,
      JSON.stringify(t.parameters),
    ]);
  }
  const [group] = await q(`insert into payroll_groups (company_id, name) values ($1, 'Semi-monthly staff') returning id`, [company.id]);
  // Half monthly (18,000 + i), half daily (610 + i % 200); every tenth a minimum wage earner.
  await q(
    `insert into employees (company_id, employee_no, first_name, last_name, rate_type, rate, hired_at, is_minimum_wage_earner)
     select $1, 'EMP-' || lpad(g::text, 6, '0'), 'Worker', 'No. ' || g, case when g % 2 = 0 then 'MONTHLY' else 'DAILY' end,
       case when g % 2 = 0 then 18000 + g else 610 + g % 200 end, '2020-01-01', g % 10 = 0
     from generate_series(1, $2::int) g`,
    [company.id, EMPLOYEES],
  );
  await q(`insert into employee_payroll_groups (employee_id, company_id, payroll_group_id) select id, $1, $2 from employees where company_id = $1`, [company.id, (group as { id: number }).id]);
  // Ten workdays each, one absence for every seventh employee, an hour of approved overtime for every fifth.
  await q(
    `insert into attendance_days (company_id, employee_id, date, shift_id, worked_minutes, overtime_approved_minutes, is_absent, late_minutes)
     select $1, e.id, d::date, null, case when e.id % 7 = 0 and d::date = '2026-11-18' then 0 else 480 end,
       case when e.id % 5 = 0 and d::date = '2026-11-19' then 60 else 0 end, e.id % 7 = 0 and d::date = '2026-11-18', case when e.id % 3 = 0 then 7 else 0 end
     from employees e cross join generate_series('2026-11-16'::date, '2026-11-27'::date, interval '1 day') d
     where e.company_id = $1 and extract(isodow from d) < 6`,
    [company.id],
  );
  const [cutoff] = await q(
    `insert into payroll_cutoffs (company_id, payroll_group_id, code, period_start, period_end, pay_date, month, month_sequence, is_last_of_month)
     values ($1, $2, 'PC-000001', '2026-11-16', '2026-11-30', '2026-12-05', '2026-11', 2, true) returning id`,
    [company.id, (group as { id: number }).id],
  );
  cutoffId = (cutoff as { id: number }).id;
  await database.close();
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null && child.process.signalCode === null) await kill(child, 'SIGKILL');
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('payroll crash recovery (kill -9)', () => {
  it('a run killed part-way finishes after the restart with one payslip per employee, totals equal to a clean run', async () => {
    // 1. The first server starts the run and dies part-way through its batches.
    const first = await startChild();
    const started = await api(first, 'POST', `/payroll/cutoff/${cutoffId}/run`, { computeAttendance: false, batchSize: BATCH });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const jobId: number = started.body.data.queueId;
    const partway = await waitFor(async () => {
      const c = await cutoffOf(first);
      return c.processedCount >= 3 * BATCH ? c : null;
    }, 60_000);
    await kill(first, 'SIGKILL');
    expect(partway.processedCount).toBeLessThan(EMPLOYEES);
    expect(partway.status).toBe('PROCESSING');

    // 2. The second server reclaims the expired lease and finishes the run.
    const restartedAt = Date.now();
    const second = await startChild();
    const finished = await waitFor(async () => {
      const c = await cutoffOf(second);
      return c.status === 'FOR_APPROVAL' ? c : null;
    }, 90_000);
    expect(Date.now() - restartedAt).toBeLessThan(90_000);
    expect(finished).toMatchObject({ runNo: 1, employeeCount: EMPLOYEES, processedCount: EMPLOYEES });
    const crashed = await summaryOf(second);
    expect(crashed.totals.payslips).toBe(EMPLOYEES);
    expect((await api(second, 'GET', `/payroll/cutoff/${cutoffId}/unpaid`)).body.data).toEqual([]);

    // 3. A clean run of the same cutoff (no kill) gives the same totals.
    const rerun = await api(second, 'POST', `/payroll/cutoff/${cutoffId}/run`, { computeAttendance: false, batchSize: 400 });
    expect(rerun.status, JSON.stringify(rerun.body)).toBe(202);
    await waitFor(async () => {
      const c = await cutoffOf(second);
      return c.status === 'FOR_APPROVAL' && c.runNo === 2 ? c : null;
    }, 90_000);
    const clean = await summaryOf(second);
    expect(clean.totals).toEqual(crashed.totals);
    expect(clean.lines).toEqual(crashed.lines);
    expect(clean.cutoff.netPay).toBe(finished.netPay);
    await kill(second, 'SIGTERM');

    const database = await openOwnDatabase();
    try {
      const [slips] = await database.query<{ n: number; people: number; runs: string }>(
        `select count(*)::int as n, count(distinct employee_id)::int as people, string_agg(distinct run_no::text, ',') as runs from payslips where cutoff_id = $1`,
        [cutoffId],
      );
      expect(slips).toEqual({ n: EMPLOYEES, people: EMPLOYEES, runs: '2' });
      const [job] = await database.query<{ state: string; attempts: number }>(`select state, attempts from jobs where id = $1`, [jobId]);
      expect(job.state).toBe('COMPLETED');
      expect(job.attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await database.close();
    }
  }, 240_000);
});
