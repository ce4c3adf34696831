import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ITEM_IMPORT_COLUMNS, SCOPE_KEYS } from '@haligi/shared';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { accounts, companies, roles } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/secrets';
import { createSession } from '../src/modules/auth/sessions';
import { startChildServer, stopChildServer, type ChildServer } from './child-server';
import { openTestDatabase, waitFor } from './helper';

/**
 * kill -9 mid-mail and mid-import (decision 0024): the real server runs as a child process on its
 * own database, is killed with SIGKILL twice, and after the last restart the import holds every
 * row exactly once and the verification mail reached the SMTP server exactly once.
 */

type Child = ChildServer;
const ROWS = 2000;
const LEASE_SECONDS = 3;
const SKU_PREFIX = 'CRASH-';

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: () => Promise<void> = async () => undefined;
let smtp: SMTPServer;
let smtpPort: number;
/** Mails the SMTP server accepted. */
const accepted: { to: string[]; data: string }[] = [];
/** The first mail's DATA is never answered: the server is killed while it waits. */
let stallNext = true;
let stalled = false;
const children: Child[] = [];

async function startChild(): Promise<Child> {
  const started = await startChildServer({
    dataDir,
    databaseUrl,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      IMPORT_BATCH_PAUSE_MS: '200',
    },
  });
  children.push(started);
  return started;
}

const kill = stopChildServer;

async function api(child: Child, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${child.url}/api${path}`, {
    method,
    headers: { ...(token ? { token } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const jobOf = async (child: Child, token: string, id: number) =>
  ((await api(child, 'PUT', '/developer/jobs?page=1&perPage=0', token, {})).body.list as { id: number; state: string; progress: number }[]).find((job) => job.id === id);

/** An import file of ROWS rows with SKUs CRASH-0001 ... */
function importCsv(): string {
  const header = ITEM_IMPORT_COLUMNS.map((c) => c.header).join(',');
  const lines = Array.from({ length: ROWS }, (_, i) => `${SKU_PREFIX}${String(i + 1).padStart(4, '0')},Crash Test Cement ${i + 1},40 kg bag,bag,40,250,290,1,10,cement`);
  return [header, ...lines].join('\n');
}

/** The database as the tests see it: PostgreSQL alongside the child, PGlite only while no child runs. */
const openOwnDatabase = (): Promise<Database> => openDatabase({ databaseUrl, dataDir });

let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'haligi-crash-'));
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
  const [company] = await db.insert(companies).values({ name: 'Crash Test Builders' }).returning();
  const [role] = await db.insert(roles).values({ companyId: company.id, name: 'Owner', isFullAccess: true, scopeList: [...SCOPE_KEYS] }).returning();
  const [account] = await db
    .insert(accounts)
    .values({
      companyId: company.id,
      firstName: 'Rosa',
      lastName: 'Villanueva',
      email: 'rosa@crash.example.ph',
      passwordHash: await hashPassword('Correct-Horse-9'),
      roleId: role.id,
      isDeveloper: true,
      emailVerifiedAt: new Date(),
    })
    .returning();
  token = (await createSession(db, account.id, 24)).token;
  await database.close();

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stallNext) {
          stallNext = false;
          stalled = true;
          return;
        }
        accepted.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  smtp.on('error', () => undefined);
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  smtpPort = (smtp.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  for (const child of children) if (child.process.exitCode === null && child.process.signalCode === null) await kill(child, 'SIGKILL');
  await new Promise<void>((done) => smtp?.close(() => done()));
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash recovery (kill -9)', () => {
  it('an import and a verification mail interrupted by kill -9 each finish exactly once within a minute of the restart', async () => {
    const email = 'new-owner@crash.example.ph';

    // 1. The first server: the verification mail is mid-delivery and the import is queued when it dies.
    const first = await startChild();
    const form = new FormData();
    form.append('fileData', new Blob([importCsv()], { type: 'text/csv' }), 'crash.csv');
    const previewed = await fetch(`${first.url}/api/items/import/preview`, { method: 'POST', headers: { token }, body: form });
    const preview = (await previewed.json()) as { importId: string; validCount: number };
    expect(preview.validCount).toBe(ROWS);
    const signup = await api(first, 'POST', '/auth/signup', undefined, { firstName: 'Lito', lastName: 'Garcia', email, password: 'Bayanihan-2024', companyName: 'Garcia Hardware' });
    expect(signup.status).toBe(201);
    await waitFor(() => stalled, 20_000);
    const committed = await api(first, 'POST', '/items/import/commit', token, { importId: preview.importId });
    expect(committed.status).toBe(202);
    const jobId: number = committed.body.jobId;
    await kill(first, 'SIGKILL');
    expect(accepted).toHaveLength(0);

    // 2. The second server takes the import and dies part-way through it.
    const second = await startChild();
    const partway = await waitFor(async () => {
      const job = await jobOf(second, token, jobId);
      return job && job.state === 'RUNNING' && job.progress >= 20 ? job : null;
    }, 30_000);
    await kill(second, 'SIGKILL');
    expect(partway.progress).toBeLessThan(100);
    if (databaseUrl) {
      const database = await openOwnDatabase();
      const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from items where sku like $1`, [`${SKU_PREFIX}%`]);
      await database.close();
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThan(ROWS);
    }

    // 3. The third server reclaims both expired leases and finishes them.
    const restartedAt = Date.now();
    const third = await startChild();
    await waitFor(async () => (await jobOf(third, token, jobId))?.state === 'COMPLETED' && accepted.length > 0, 60_000);
    expect(Date.now() - restartedAt).toBeLessThan(60_000);
    // A late duplicate would arrive within a couple of polls; none may.
    await new Promise((done) => setTimeout(done, LEASE_SECONDS * 1000 + 1000));
    await kill(third, 'SIGTERM');

    expect(accepted.filter((mail) => mail.to.includes(email))).toHaveLength(1);
    expect(accepted[0].data).toMatch(/Subject: Verify your email for Haligi/);

    const database = await openOwnDatabase();
    try {
      const [items] = await database.query<{ n: number; skus: number }>(`select count(*)::int as n, count(distinct lower(sku))::int as skus from items where sku like $1`, [`${SKU_PREFIX}%`]);
      expect(items).toEqual({ n: ROWS, skus: ROWS });
      const [job] = await database.query<{ state: string; progress: unknown; attempts: number }>(`select state, payload->'progress' as progress, attempts from jobs where id = $1`, [jobId]);
      expect(job).toMatchObject({ state: 'COMPLETED', progress: { processed: ROWS, created: ROWS, failed: 0 } });
      expect(job.attempts).toBeGreaterThanOrEqual(2);
      const mails = await database.query<{ status: string; job_state: string }>(
        `select o.status, j.state as job_state from email_outbox o join jobs j on j.name = 'mail.send' and (j.payload->>'outboxId')::int = o.id where o."to" = $1`,
        [email],
      );
      expect(mails).toEqual([{ status: 'SENT', job_state: 'COMPLETED' }]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
