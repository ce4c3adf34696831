import { z } from 'zod';
import { tableQuery } from '../table/table.schemas';
import { text } from '../validation';

/** PostgreSQL's longest identifier. */
const MAX_TABLE_NAME = 63;

/** `?table=` of the database viewer's routes. */
export const databaseTableQuery = z.object({ table: text().min(1).max(MAX_TABLE_NAME) });
/** `PUT /developer/database/rows?table=&page=&perPage=`. */
export const databaseRowsQuery = tableQuery.extend({ table: text().min(1).max(MAX_TABLE_NAME) });

/** A calendar day, `YYYY-MM-DD`, that exists: it reads back the same after a round trip through a date. */
export const isCalendarDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Where a migration stands (docs/api/developer-data.md). */
export type MigrationState = 'applied' | 'pending' | 'changed' | 'unknown';

export interface MigrationStatus {
  /** The migration's name (its file without `.sql`), or null for a database row no file matches. */
  tag: string | null;
  /** When the migration was generated (drizzle's `created_at`, the journal's `when`). */
  createdAt: string;
  /** When the database applied it; null for one applied before this was tracked, or not applied. */
  appliedAt: string | null;
  /** SHA-256 of the file, as drizzle computes it; null when there is no file. */
  fileChecksum: string | null;
  /** The hash the database recorded; null when not applied. */
  databaseChecksum: string | null;
  state: MigrationState;
}

export interface MigrationsAnswer {
  migrations: MigrationStatus[];
  /** True when any migration is not `applied`: the code and the database disagree. */
  differs: boolean;
  counts: Record<MigrationState, number>;
}

/** A seed step as the seed-tracking screen lists it. */
export interface SeedStepStatus {
  name: string;
  description: string;
  /** The checksum of the step's input data in the running code (null when it is worked out per run). */
  currentChecksum: string | null;
  runs: number;
  lastRun: { ranAt: string; checksum: string; rows: number; durationMs: number; companyId: number | null } | null;
  /** `current`: the last run loaded today's data; `changed`: the data changed since; `never`: not run here. */
  state: 'current' | 'changed' | 'never';
}
