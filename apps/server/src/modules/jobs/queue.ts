import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Realtime } from '../realtime/realtime';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  /** Reports progress 0-100 on the job row and over the live channel. */
  progress(percent: number, message?: string): Promise<void>;
}

export type JobHandler = (job: JobRow, context: JobContext) => Promise<void>;

/** A running job whose lock is older than this belonged to a process that died. */
const STALE_LOCK_SECONDS = 120;
const POLL_MS = 500;

/**
 * A durable job queue in the `jobs` table (docs/decisions/0002-job-queue.md): it survives a
 * restart, retries with exponential backoff and claims work with FOR UPDATE SKIP LOCKED so
 * several server processes can share it.
 */
export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private idle: Promise<void> = Promise.resolve();

  constructor(
    private db: Db,
    private log: FastifyBaseLogger,
    private realtime?: Realtime,
  ) {}

  register(name: string, handler: JobHandler) {
    this.handlers.set(name, handler);
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
    this.nudge();
    return row;
  }

  start() {
    if (this.timer) return;
    this.running = true;
    void this.db
      .update(jobs)
      .set({ state: 'RETRYING', lockedAt: null })
      .where(sql`${jobs.state} = 'RUNNING' and ${jobs.lockedAt} < now() - make_interval(secs => ${STALE_LOCK_SECONDS})`)
      .catch((error) => this.log.error({ err: error }, 'could not requeue stale jobs'));
    this.timer = setInterval(() => this.nudge(), POLL_MS);
  }

  async stop() {
    this.running = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle;
  }

  /** Works through ready jobs now rather than at the next poll. */
  nudge() {
    if (!this.running) return;
    this.idle = this.idle.then(() => this.drain()).catch((error) => this.log.error({ err: error }, 'job loop failed'));
  }

  private async drain() {
    while (this.running && (await this.workOnce())) {
      /* keep going while there is work */
    }
  }

  /** Claims and runs one ready job; false when none is ready. */
  async workOnce(): Promise<boolean> {
    const claimed = await this.db.execute(sql`
      update jobs set state = 'RUNNING', attempts = attempts + 1, locked_at = now(), updated_at = now()
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
    const handler = this.handlers.get(job.name);
    try {
      if (!handler) throw new Error(`No handler for job ${job.name}`);
      await handler(job, { progress: (percent, message) => this.report(job, percent, message) });
      await this.db.update(jobs).set({ state: 'COMPLETED', progress: 100, lockedAt: null, lastError: null }).where(eq(jobs.id, id));
      this.realtime?.jobProgress(job.companyId, { queueId: id, status: 'COMPLETED', progress: 100 });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = job.attempts >= job.maxAttempts;
      const backoffSeconds = 2 ** job.attempts;
      await this.db
        .update(jobs)
        .set({
          state: isFinal ? 'FAILED' : 'RETRYING',
          lastError: message,
          lockedAt: null,
          runAt: new Date(Date.now() + backoffSeconds * 1000),
        })
        .where(eq(jobs.id, id));
      this.realtime?.jobProgress(job.companyId, { queueId: id, status: isFinal ? 'FAILED' : 'RETRYING', progress: job.progress, message });
      this.log.warn({ jobId: id, err: message, isFinal }, 'job failed');
    }
    return true;
  }

  private async report(job: JobRow, percent: number, message?: string) {
    const progress = Math.max(0, Math.min(100, Math.round(percent)));
    await this.db.update(jobs).set({ progress }).where(eq(jobs.id, job.id));
    this.realtime?.jobProgress(job.companyId, { queueId: job.id, status: 'RUNNING', progress, message });
  }

  /** A failed job goes back to the queue with a fresh set of attempts. */
  async retry(id: number): Promise<JobRow | null> {
    const [row] = await this.db
      .update(jobs)
      .set({ state: 'QUEUED', attempts: 0, runAt: new Date(), lockedAt: null })
      .where(sql`${jobs.id} = ${id} and ${jobs.state} = 'FAILED'`)
      .returning();
    if (row) this.nudge();
    return row ?? null;
  }

  latest(limit = 50) {
    return this.db.select().from(jobs).orderBy(desc(jobs.id)).limit(limit);
  }
}
