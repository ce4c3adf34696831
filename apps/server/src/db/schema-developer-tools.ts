import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, companies, jobs } from './schema';

/**
 * Recurring runs of a registered maintenance script (decision 0071): a cron expression read in
 * Philippine time and the next time it is due. The scheduler loop of every process claims due rows
 * FOR UPDATE SKIP LOCKED, moves `next_run_at` on and queues the run in the same transaction, so a
 * due schedule is queued once whichever process sees it first.
 */
export const jobSchedules = pgTable(
  'job_schedules',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    cron: text('cron').notNull(),
    script: text('script').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    isPaused: boolean('is_paused').notNull().default(false),
    /** Null while paused. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => accounts.id),
    updatedById: integer('updated_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [index('job_schedules_due_idx').on(t.isPaused, t.nextRunAt)],
);

/**
 * Every run of a maintenance script: its parameters, who ran it (or the schedule), status,
 * progress, the lines it wrote and its timing. The work itself is the queue job `job_id`.
 */
export const scriptRuns = pgTable(
  'script_runs',
  {
    id: serial('id').primaryKey(),
    script: text('script').notNull(),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    /** The company the parameters name, if any (null: every company). */
    companyId: integer('company_id').references(() => companies.id),
    ranById: integer('ran_by_id').references(() => accounts.id),
    scheduleId: integer('schedule_id').references(() => jobSchedules.id),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('QUEUED'),
    progress: integer('progress').notNull().default(0),
    /** The run's output, one entry per line, appended as it runs. */
    output: jsonb('output').$type<string[]>().notNull().default([]),
    /** What the script reported at the end (e.g. {differences: 3, fixed: 3}). */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('script_runs_created_idx').on(t.createdAt), index('script_runs_schedule_idx').on(t.scheduleId, t.createdAt), index('script_runs_job_idx').on(t.jobId)],
);
