import { setUpNewCompany } from '../src/modules/companies/company-setup';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp, type HaligiApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { accounts, companies, roles } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/secrets';
import { createSession } from '../src/modules/auth/sessions';

export const TEST_PASSWORD = 'Correct-Horse-9';
let passwordHash: Promise<string> | null = null;
const sharedHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
let templateName: Promise<string> | null = null;

/**
 * The name of a database on the server holding every committed migration, made once and copied
 * for each test database (CREATE DATABASE … TEMPLATE copies files: a fraction of the time the
 * migrations take). Its name carries a hash of the migrations folder, so a changed migration makes
 * a new one; an advisory lock lets one of the parallel test workers build it while the others wait,
 * and it is built under another name and renamed, so a half-built template is never copied.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  templateName ??= (async () => {
    const hash = createHash('sha256');
    for (const file of readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()) {
      const path = join(MIGRATIONS, file);
      if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
    }
    const name = `haligi_template_${hash.digest('hex').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
        await database.close();
        await admin.query(`alter database ${building} rename to ${name}`);
      }
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    } finally {
      await admin.end();
    }
    return name;
  })();
  return templateName;
}

/**
 * A fresh database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a new database
 * on that PostgreSQL server, dropped afterwards.
 */
export async function openTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => undefined };
  }
  const name = `haligi_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestServer extends HaligiApp {
  url: string;
  config: Config;
  /** The database URL when running on PostgreSQL (for a second process). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

/** Starts the real app on a free port with its own database and upload folder. */
export async function startTestServer(overrides: Partial<Config> = {}, shared?: { database: Database; databaseUrl?: string }): Promise<TestServer> {
  const own = shared ? null : await openTestDatabase();
  const database = shared?.database ?? own!.database;
  const dataDir = mkdtempSync(join(tmpdir(), 'haligi-test-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    port: 0,
    host: '127.0.0.1',
    logLevel: 'silent',
    publicUrl: 'http://haligi.test',
    redisUrl: undefined,
    smtpUrl: undefined,
    ...overrides,
  };
  const haligi = await buildApp(config, { database, logger: false });
  await haligi.app.listen({ port: 0, host: '127.0.0.1' });
  const address = haligi.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ...haligi,
    url: `http://127.0.0.1:${port}`,
    config,
    databaseUrl: shared?.databaseUrl ?? own?.url,
    async stop() {
      await haligi.close();
      await own?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second server process on the first one's database: its own pool on PostgreSQL, or the same
 * embedded database object (which the first process closes).
 */
export async function startSecondServer(first: TestServer, overrides: Partial<Config> = {}): Promise<TestServer> {
  const database: Database = first.databaseUrl
    ? await openDatabase({ databaseUrl: first.databaseUrl, dataDir: 'unused' })
    : { ...first.context.database, close: async () => undefined };
  return startTestServer(overrides, { database, databaseUrl: first.databaseUrl });
}

/** The Redis the two-process tests use (REDIS_URL, else the local one). */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at `url` within 1.5 s. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export interface TestUser {
  token: string;
  accountId: number;
  companyId: number;
  roleId: number;
  email: string;
}

/** A company with no members yet. */
export async function createCompany(server: HaligiApp, name = `Company ${randomBytes(3).toString('hex')}`) {
  const [company] = await server.context.db.insert(companies).values({ name }).returning();
  // As sign-up does: the records every company starts with.
  await setUpNewCompany(server.context.db, company.id);
  return company;
}

/**
 * A verified, signed-in user in a company (a new one unless given) with a role holding the given
 * scopes. Sessions are created directly; the sign-in flow itself has its own tests.
 */
export async function createUser(
  server: HaligiApp,
  options: { companyId?: number; scopes?: string[]; isFullAccess?: boolean; isDeveloper?: boolean; email?: string } = {},
): Promise<TestUser> {
  const { db } = server.context;
  const companyId = options.companyId ?? (await createCompany(server)).id;
  const [role] = await db
    .insert(roles)
    .values({ companyId, name: `Role ${randomBytes(3).toString('hex')}`, scopeList: options.scopes ?? [], isFullAccess: options.isFullAccess ?? false })
    .returning();
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@example.ph`;
  const [account] = await db
    .insert(accounts)
    .values({
      companyId,
      firstName: 'Juan',
      lastName: 'Dela Cruz',
      email,
      passwordHash: await sharedHash(),
      roleId: role.id,
      isDeveloper: options.isDeveloper ?? false,
      emailVerifiedAt: new Date(),
    })
    .returning();
  const { token } = await createSession(db, account.id, 24);
  return { token, accountId: account.id, companyId, roleId: role.id, email };
}

/** fetch against the test server with the spec's token header and JSON body. */
export async function call(
  server: { url: string },
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.token = options.token;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${server.url}/api${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed };
}

/** Waits until the predicate holds, polling every 50 ms. */
export async function waitFor<T>(probe: () => Promise<T | undefined | null | false> | T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value as T;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

let lastBoardPosition = 0;
/**
 * A board position no other card of this test run holds, for records inserted straight into the
 * database: each live card of a column has its own position (decision 0026). Increasing, so such
 * cards keep their insertion order.
 */
export const freshBoardPosition = () => 1_000_000 + ++lastBoardPosition;
