import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { companies } from './schema';

/**
 * Seed tracking (issue 19, decision 0072): one row per seed step that ran and wrote something
 * (`trackSeedStep`, modules/developer-data/seed-runs.ts), in the step's own transaction.
 * `checksum` is the SHA-256 of the step's input data (the PSGC file, the statutory tables, the
 * demo data's source...), so a developer sees which version of the data each step loaded.
 * `rows` counts the rows the step inserted; `company_id` is set for a company's set-up.
 */
export const seedRuns = pgTable(
  'seed_runs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    checksum: text('checksum').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
    durationMs: integer('duration_ms').notNull(),
    rows: integer('rows').notNull(),
  },
  (t) => [index('seed_runs_name_idx').on(t.name, t.ranAt), index('seed_runs_ran_at_idx').on(t.ranAt)],
);
