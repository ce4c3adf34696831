import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Realtime } from '../realtime/realtime';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  /** Reports progress 0-100 on the job row and over the live channel. */
  progress(percent: number, message?: string): Promise<void>;
  /**
   * Renews the lease inside the caller's transaction and throws `LeaseLostError` when another
   * process has taken the job over, so a checkpoint written with it commits only while this
   * attempt still owns the job. The row stays locked until the transaction ends.
   */
  holdLease(db: Db): Promise<void>;
  /** Aborted when the heartbeat finds the lease taken over. */
  signal: AbortSignal;
}

export type JobHandler = (job: JobRow, context: JobContext) => Promise<void>;

/** A job's new state or progress, for the developer queue screen's live updates (decision 0071). */
export interface JobChange {
  jobId: number;
  name: string;
  state: string;
  progress: number;
}
export type JobChangeListener = (change: JobChange) => void;

/** Why a canceled job failed (its `last_error`). */
export const JOB_CANCELED_MESSAGE = 'Canceled by a developer before it ran';

export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`Job ${jobId} was taken over by another process`);
  }
}

export interface JobQueueOptions {
  /** How long a claim holds without a heartbeat (decision 0024). */
  leaseSeconds?: number;
  pollMs?: number;
}

export const DEFAULT_LEASE_SECONDS = 20;
const DEFAULT_POLL_MS = 500;
export const LEASE_LOST_MESSAGE = 'The process running this job stopped before it finished';

/**
 * A durable job queue in the `jobs` table (docs/decisions/0002-job-queue.md, 0024): it survives a
 * restart, retries with exponential backoff and claims work with FOR UPDATE SKIP LOCKED so
 * several server processes can share it. A claimed job holds a lease that a heartbeat renews
 * while its handler runs; every poll of every process requeues jobs whose lease ran out.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private listeners: JobChangeListener[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private reclaiming: Promise<void> | null = null;
  readonly leaseSeconds: number;
  private pollMs: number;

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    private realtime?: Realtime,
    options: JobQueueOptions = {},
  ) {
    this.leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    this.pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  }

  register(name: string, handler: JobHandler) {
    this.handlers.set(name, handler);
  }

  /** Hears every state and progress change this process makes (enqueue, claim, outcome, retry, cancel). */
  onChange(listener: JobChangeListener) {
    this.listeners.push(listener);
  }

  private changed(row: { id: number; name: string; state: string; progress: number }) {
    for (const listener of this.listeners) {
      try {
        listener({ jobId: row.id, name: row.name, state: row.state, progress: row.progress });
      } catch (error) {
        this.log.warn({ err: error }, 'job change listener failed');
      }
    }
  }

  async enqueue(
    name: string,
    payload: Record<string, unknown>,
    options: { companyId?: number | null; maxAttempts?: number; db?: Db } = {},
  ): Promise<JobRow> {
    const [row] = await (options.db ?? this.db)
      .insert(jobs)
      .values({ name, payload, companyId: options.companyId ?? null, maxAttempts: options.maxAttempts ?? 5 })
      .returning();
    this.changed(row);
    this.nudge();
    return row;
  }

  start() {
    if (this.timer) return;
    this.running = true;
    this.timer = setInterval(() => this.poll(), this.pollMs);
    this.poll();
  }

  async stop() {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([this.draining, this.reclaiming]);
  }

  /** Every poll: reclaim expired leases (even while this process is busy with a long job), then work. */
  private poll() {
    if (!this.running) return;
    if (!this.reclaiming) {
      this.reclaiming = this.reclaimExpired()
        .then((count) => {
          if (count) this.nudge();
        })
        .catch((error) => this.log.error({ err: error }, 'could not reclaim expired jobs'))
        .finally(() => (this.reclaiming = null));
    }
    this.nudge();
  }

  /** Works through ready jobs now rather than at the next poll. */
  nudge() {
    if (!this.running) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        while (this.running && (await this.workOnce())) {
          /* keep going while there is work */
        }
      } while (this.running && this.drainAgain);
    })()
      .catch((error) => this.log.error({ err: error }, 'job loop failed'))
      .finally(() => (this.draining = null));
  }

  /**
   * Running jobs whose lease ran out belonged to a process that died or stalled: they go back to
   * the queue at once (FAILED when their attempts are used up). Returns how many.
   */
  async reclaimExpired(): Promise<number> {
    const result = await this.db.execute(sql`
      update jobs set
        state = case when attempts >= max_attempts then 'FAILED' else 'RETRYING' end,
        last_error = ${LEASE_LOST_MESSAGE},
        lease_owner = null, lease_until = null, locked_at = null, run_at = now(), updated_at = now()
      where state = 'RUNNING' and (lease_until is null or lease_until < now())
      returning id, name, company_id, state, progress`);
    const rows = result.rows as { id: number; name: string; company_id: number | null; state: 'FAILED' | 'RETRYING'; progress: number }[];
    for (const row of rows) {
      this.changed(row);
      this.log.warn({ jobId: row.id, state: row.state }, 'reclaimed a job whose lease expired');
      this.realtime?.jobProgress(row.company_id, { queueId: row.id, status: row.state, progress: row.progress, message: LEASE_LOST_MESSAGE });
    }
    return rows.length;
  }

  /** Claims and runs one ready job; false when none is ready. */
  async workOnce(): Promise<boolean> {
    const owner = randomUUID();
    const claimed = await this.db.execute(sql`
      update jobs set state = 'RUNNING', attempts = attempts + 1, locked_at = now(), updated_at = now(),
        lease_owner = ${owner}, lease_until = now() + make_interval(secs => ${this.leaseSeconds})
      where id = (
        select id from jobs
        where state in ('QUEUED', 'RETRYING') and run_at <= now()
        order by run_at, id
        for update skip locked
        limit 1
      )
      returning id`);
    const id = (claimed.rows[0] as { id?: number } | undefined)?.id;
    if (!id) return false;
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    this.changed(job);
    const handler = this.handlers.get(job.name);
    const owned = and(eq(jobs.id, id), eq(jobs.leaseOwner, owner));
    const aborter = new AbortController();
    const renew = async (db: Db) => {
      const rows = await db
        .update(jobs)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
        .where(and(owned, eq(jobs.state, 'RUNNING')))
        .returning({ id: jobs.id });
      if (rows.length === 0) {
        aborter.abort(new LeaseLostError(id));
        throw new LeaseLostError(id);
      }
    };
    const heartbeat = setInterval(
      () => void renew(this.db).catch((error) => this.log.warn({ jobId: id, err: error }, 'job heartbeat failed')),
      Math.max(200, (this.leaseSeconds * 1000) / 4),
    );
    const context: JobContext = { progress: (percent, message) => this.report(job, percent, message), holdLease: renew, signal: aborter.signal };
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      await handler(job, context);
      clearInterval(heartbeat);
      const done = await this.db
        .update(jobs)
        .set({ state: 'COMPLETED', progress: 100, lockedAt: null, leaseOwner: null, leaseUntil: null, lastError: null })
        .where(owned)
        .returning({ id: jobs.id });
      if (done.length) {
        this.changed({ id, name: job.name, state: 'COMPLETED', progress: 100 });
        this.realtime?.jobProgress(job.companyId, { queueId: id, status: 'COMPLETED', progress: 100 });
      }
    } catch (error) {
      clearInterval(heartbeat);
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = job.attempts >= job.maxAttempts;
      const backoffSeconds = 2 ** job.attempts;
      // Only the attempt that still owns the job records its outcome; a taken-over one says nothing.
      const recorded = await this.db
        .update(jobs)
        .set({
          state: isFinal ? 'FAILED' : 'RETRYING',
          lastError: message,
          lockedAt: null,
          leaseOwner: null,
          leaseUntil: null,
          runAt: new Date(Date.now() + backoffSeconds * 1000),
        })
        .where(owned)
        .returning({ id: jobs.id });
      if (recorded.length) {
        this.changed({ id, name: job.name, state: isFinal ? 'FAILED' : 'RETRYING', progress: job.progress });
        this.realtime?.jobProgress(job.companyId, { queueId: id, status: isFinal ? 'FAILED' : 'RETRYING', progress: job.progress, message });
      }
      this.log.warn({ jobId: id, err: message, isFinal, leaseLost: recorded.length === 0 }, 'job failed');
    }
    return true;
  }

  private async report(job: JobRow, percent: number, message?: string) {
    const progress = Math.max(0, Math.min(100, Math.round(percent)));
    await this.db.update(jobs).set({ progress }).where(eq(jobs.id, job.id));
    this.changed({ id: job.id, name: job.name, state: 'RUNNING', progress });
    this.realtime?.jobProgress(job.companyId, { queueId: job.id, status: 'RUNNING', progress, message });
  }

  /**
   * A failed (or canceled) job goes back to the queue with a fresh set of attempts. Pass the
   * caller's transaction as `db` to record the retry with it (the audit entry).
   */
  async retry(id: number, db: Db = this.db): Promise<JobRow | null> {
    const [row] = await db
      .update(jobs)
      .set({ state: 'QUEUED', attempts: 0, runAt: new Date(), lockedAt: null, leaseOwner: null, leaseUntil: null, canceledAt: null, canceledById: null, updatedAt: new Date() })
      .where(sql`${jobs.id} = ${id} and ${jobs.state} = 'FAILED'`)
      .returning();
    if (row) {
      this.changed(row);
      this.nudge();
    }
    return row ?? null;
  }

  /**
   * Cancels a job that waits (QUEUED or RETRYING): it becomes FAILED with `canceled_at`, so no
   * process claims it; a running one is not touched (null: the caller answers 409, decision 0071).
   */
  async cancel(id: number, byAccountId: number | null, db: Db = this.db): Promise<JobRow | null> {
    const [row] = await db
      .update(jobs)
      .set({ state: 'FAILED', lastError: JOB_CANCELED_MESSAGE, canceledAt: new Date(), canceledById: byAccountId, updatedAt: new Date() })
      .where(sql`${jobs.id} = ${id} and ${jobs.state} in ('QUEUED', 'RETRYING')`)
      .returning();
    if (row) this.changed(row);
    return row ?? null;
  }

  latest(limit = 50) {
    return this.db.select().from(jobs).orderBy(desc(jobs.id)).limit(limit);
  }
}
