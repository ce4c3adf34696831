import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationsAnswer, MigrationState, MigrationStatus } from '@haligi/shared';
import { MIGRATIONS, type Database } from '../../db/client';

/**
 * The code's migrations against the database's (decision 0072). Drizzle applies the journal's
 * entries in order, recording each one's SHA-256 and its journal time (`created_at`) in
 * `drizzle.__drizzle_migrations`; migration developer_data adds `applied_at`. A file and a row
 * match by that time: same hash `applied`, another hash `changed`; a file without a row `pending`,
 * a row without a file `unknown`.
 */

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export interface CodeMigration {
  tag: string;
  when: number;
  checksum: string;
}

/** The migrations in the code, each file hashed as drizzle's `readMigrationFiles` does. */
export function codeMigrations(folder = MIGRATIONS): CodeMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries.map((entry) => ({
    tag: entry.tag,
    when: entry.when,
    checksum: createHash('sha256').update(readFileSync(join(folder, `${entry.tag}.sql`)).toString()).digest('hex'),
  }));
}

interface DatabaseMigration {
  hash: string;
  created_at: string | number;
  applied_at: string | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function migrationStatus(database: Database, code = codeMigrations()): Promise<MigrationsAnswer> {
  const rows = await database.query<DatabaseMigration>(
    `select hash, created_at::text as created_at, applied_at::text as applied_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  const byTime = new Map<number, DatabaseMigration>();
  for (const row of rows) byTime.set(Number(row.created_at), row);
  const migrations: MigrationStatus[] = code.map((file) => {
    const row = byTime.get(file.when);
    byTime.delete(file.when);
    const state: MigrationState = !row ? 'pending' : row.hash === file.checksum ? 'applied' : 'changed';
    return {
      tag: file.tag,
      createdAt: new Date(file.when).toISOString(),
      appliedAt: row ? iso(row.applied_at) : null,
      fileChecksum: file.checksum,
      databaseChecksum: row?.hash ?? null,
      state,
    };
  });
  for (const [when, row] of byTime) {
    migrations.push({ tag: null, createdAt: new Date(when).toISOString(), appliedAt: iso(row.applied_at), fileChecksum: null, databaseChecksum: row.hash, state: 'unknown' });
  }
  migrations.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const counts: Record<MigrationState, number> = { applied: 0, pending: 0, changed: 0, unknown: 0 };
  for (const m of migrations) counts[m.state] += 1;
  return { migrations, differs: counts.applied !== migrations.length, counts };
}
