import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One type for both drivers: they share the PostgreSQL dialect and the query builder. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL and returns rows (benchmarks, health). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * LISTENs on a channel. `onState(true)` once notifications flow; `onState(false)` when they may
   * have been missed (the connection was lost; it is retried). Resolves to the unlisten function.
   */
  listen(channel: string, onNotify: (payload: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is given, otherwise the embedded
 * PGlite persisted under `dataDir/db` (or in memory for `dataDir = 'memory://'`). Applies the
 * committed migrations either way.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closed (restart, a dropped database) is replaced by the pool
    // on next use; without a listener its error event would crash the process.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01') console.error(`database connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'postgres',
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      listen: (channel, onNotify, onState) => listenOnServer(options.databaseUrl!, channel, onNotify, onState),
      close: () => pool.end(),
    };
  }
  let dataPath = options.dataDir;
  if (dataPath !== 'memory://') {
    dataPath = join(resolve(options.dataDir), 'db');
    mkdirSync(dirname(dataPath), { recursive: true });
  }
  const client = await PGlite.create(dataPath === 'memory://' ? undefined : dataPath, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    query: async (text, params) => (await client.query(text, params as unknown[])).rows as never,
    listen: async (channel, onNotify, onState) => {
      const unlisten = await client.listen(channel, onNotify);
      onState(true);
      return async () => {
        onState(false);
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * A LISTEN on its own connection (a pooled one would be handed to other queries). When the
 * connection drops it reports `false`, then reconnects with a growing delay (at most 5 s).
 */
async function listenOnServer(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      onState(false);
      if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), delay);
      delay = Math.min(delay * 2, 5000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      if (stopped) return;
      onState(false);
      retry = setTimeout(() => void connect().catch(() => undefined), delay);
      delay = Math.min(delay * 2, 5000);
      return void console.error(`database LISTEN ${channel} failed, retrying: ${(error as Error).message}`);
    }
    if (stopped) return void (await next.end().catch(() => undefined));
    client = next;
    delay = 100;
    onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onState(false);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}
