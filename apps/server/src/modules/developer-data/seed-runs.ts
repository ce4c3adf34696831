import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LEAVE_TYPES, PROCLAIMED_HOLIDAYS_2026, SEEDED_STATUTORY_TABLES, type SeedStepStatus } from '@haligi/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, seedRuns } from '../../db/schema';
import type { TableSource } from '../../http/table';
import { PSGC_FILE } from '../locations/psgc.loader';

/**
 * Seed tracking (decision 0072): each seed step runs through `trackSeedStep`, which times it,
 * counts the rows it inserted and records a `seed_runs` row in the same transaction, with the
 * checksum of the step's input data. A step that wrote nothing (PSGC already loaded, statutory
 * tables already present) is not recorded.
 */

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const SEED_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../seed');

/** The demo data is code: its checksum is over the seed folder's source files. */
function demoSourceChecksum(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(SEED_FOLDER).filter((name) => name.startsWith('demo-')).sort()) hash.update(file).update(readFileSync(join(SEED_FOLDER, file)));
  return hash.digest('hex');
}

/** The steps and where their checksum comes from. */
export const SEED_STEPS = {
  'psgc-locations': { description: 'PSGC regions, provinces, cities and barangays (apps/server/data)', checksum: () => sha256(readFileSync(PSGC_FILE)) },
  'statutory-tables': { description: "SSS, PhilHealth, Pag-IBIG and BIR tables added to existing companies on start", checksum: () => sha256(JSON.stringify(SEEDED_STATUTORY_TABLES)) },
  'company-setup': {
    description: "A new company's starting records: the year's holidays, leave types, statutory tables",
    checksum: () => sha256(JSON.stringify({ holidays: PROCLAIMED_HOLIDAYS_2026, leaveTypes: DEFAULT_LEAVE_TYPES, statutory: SEEDED_STATUTORY_TABLES })),
  },
  'demo-company': { description: 'The demo company with its people, records and sign-ins (SEED_DEMO)', checksum: demoSourceChecksum },
  'first-company': { description: 'The first, empty company when the demo data is off', checksum: () => sha256('first-company') },
  'seed-admin': { description: 'The SEED_ADMIN developer account (checksum of its address)', checksum: null },
} as const satisfies Record<string, { description: string; checksum: (() => string) | null }>;
export type SeedStepName = keyof typeof SEED_STEPS;

const checksums = new Map<string, string>();
/** The checksum of a step's data in the running code, worked out once per process. */
export function currentChecksum(name: SeedStepName): string | null {
  const compute = SEED_STEPS[name].checksum;
  if (!compute) return null;
  if (!checksums.has(name)) checksums.set(name, compute());
  return checksums.get(name)!;
}

/** Rows inserted by the current transaction so far (PostgreSQL's per-transaction table statistics). */
async function rowsInsertedSoFar(tx: Db): Promise<number> {
  const result = await tx.execute<{ n: number | string | null }>(sql`select coalesce(sum(n_tup_ins), 0)::float8 as n from pg_stat_xact_user_tables`);
  const rows = (result as unknown as { rows: { n: number | string | null }[] }).rows;
  return Number(rows[0]?.n ?? 0);
}

export interface SeedStepOptions<T> {
  /** The company the step set up, or how to read it from the step's result. */
  companyId?: number | null | ((result: T) => number | null);
  /** For a step whose checksum is per run (seed-admin). */
  checksum?: string;
  /** Record the run even when it inserted nothing. */
  recordEmpty?: boolean;
}

/**
 * Runs one seed step in a transaction (a savepoint inside the caller's) and records it:
 * name, checksum, when, how long and how many rows it inserted.
 */
export async function trackSeedStep<T>(db: Db, name: SeedStepName, run: (tx: Db) => Promise<T>, options: SeedStepOptions<T> = {}): Promise<T> {
  return db.transaction(async (tx) => {
    const ranAt = new Date();
    const started = performance.now();
    const before = await rowsInsertedSoFar(tx);
    const result = await run(tx);
    const rows = (await rowsInsertedSoFar(tx)) - before;
    if (rows > 0 || options.recordEmpty) {
      await tx.insert(seedRuns).values({
        name,
        checksum: options.checksum ?? currentChecksum(name) ?? '',
        companyId: (typeof options.companyId === 'function' ? options.companyId(result) : options.companyId) ?? null,
        ranAt,
        durationMs: Math.round(performance.now() - started),
        rows,
      });
    }
    return result;
  });
}

/** The checksum seed-admin records: of the address, never of the password. */
export const seedAdminChecksum = (email: string) => sha256(email.toLowerCase());

export function seedRunTable(db: Db): TableSource<Record<string, unknown>> {
  const select = () =>
    db
      .select({
        id: seedRuns.id,
        name: seedRuns.name,
        checksum: seedRuns.checksum,
        companyId: seedRuns.companyId,
        companyName: companies.name,
        ranAt: seedRuns.ranAt,
        durationMs: seedRuns.durationMs,
        rows: seedRuns.rows,
      })
      .from(seedRuns)
      .leftJoin(companies, eq(companies.id, seedRuns.companyId));
  return {
    // createdAt: the generic tables' default sort.
    sortable: { name: seedRuns.name, ranAt: seedRuns.ranAt, createdAt: seedRuns.ranAt, rows: seedRuns.rows, durationMs: seedRuns.durationMs },
    searchable: { name: seedRuns.name },
    filters: { name: (value) => eq(seedRuns.name, value) },
    baseWhere: undefined,
    idColumn: seedRuns.id,
    list: (where, orderBy, limit, offset) => select().where(where).orderBy(...orderBy).limit(limit).offset(offset),
    count: async (where) => (await db.select({ n: count() }).from(seedRuns).where(where))[0].n,
  };
}

/** Each step: its data's checksum now, how often it ran and its last run. */
export async function seedStepStatus(db: Db): Promise<SeedStepStatus[]> {
  const stats = await db
    .select({ name: seedRuns.name, runs: count() })
    .from(seedRuns)
    .groupBy(seedRuns.name);
  const runsOf = new Map(stats.map((s) => [s.name, s.runs]));
  const steps = Object.keys(SEED_STEPS) as SeedStepName[];
  return Promise.all(
    steps.map(async (name) => {
      const [last] = await db.select().from(seedRuns).where(eq(seedRuns.name, name)).orderBy(desc(seedRuns.ranAt), desc(seedRuns.id)).limit(1);
      const current = currentChecksum(name);
      const state: SeedStepStatus['state'] = !last ? 'never' : current === null || last.checksum === current ? 'current' : 'changed';
      return {
        name,
        description: SEED_STEPS[name].description,
        currentChecksum: current,
        runs: runsOf.get(name) ?? 0,
        lastRun: last ? { ranAt: last.ranAt.toISOString(), checksum: last.checksum, rows: last.rows, durationMs: last.durationMs, companyId: last.companyId } : null,
        state,
      };
    }),
  );
}
