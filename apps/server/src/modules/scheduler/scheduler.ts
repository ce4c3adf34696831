import { nextRun } from '@haligi/shared';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { jobSchedules } from '../../db/schema';
import { queueScriptRun } from '../developer-scripts/script-runner';
import { findScript, scriptSchema } from '../developer-scripts/script-registry';

/** How often every process looks for due schedules. Cron's smallest step is a minute. */
export const SCHEDULER_POLL_MS = 5000;
/** Due schedules claimed per transaction. */
const CLAIM_BATCH = 20;

/**
 * The scheduler loop (decision 0071). Every process runs one; each tick claims due schedules with
 * `FOR UPDATE SKIP LOCKED`, queues each one's script run and moves `next_run_at` to the first cron
 * time after now, all in one transaction: a due schedule is queued exactly once whichever process
 * claims it, and a process that sees it locked skips it. Runs missed while no process was up are
 * not replayed one by one: the next tick runs a late schedule once and moves it on.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<unknown> | null = null;

  constructor(private app: AppContext) {}

  start(pollMs = SCHEDULER_POLL_MS) {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.ticking) return;
      this.ticking = this.tick()
        .catch((error) => this.app.realtime.closing || console.error('scheduler tick failed', error))
        .finally(() => (this.ticking = null));
    }, pollMs);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /** Queues every due schedule once; answers the ids of the runs it queued. */
  async tick(now: Date = new Date()): Promise<number[]> {
    const queued: number[] = [];
    await this.app.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(jobSchedules)
        .where(and(eq(jobSchedules.isPaused, false), lte(jobSchedules.nextRunAt, now)))
        .orderBy(asc(jobSchedules.nextRunAt), asc(jobSchedules.id))
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true });
      for (const schedule of due) {
        const script = findScript(schedule.script);
        if (script) {
          // A parameter the script no longer accepts fails the run (the runner checks again) rather than the loop.
          const parsed = scriptSchema(script).safeParse(schedule.parameters);
          const run = await queueScriptRun(this.app, tx, script, parsed.success ? (parsed.data as Record<string, unknown>) : schedule.parameters, {
            accountId: null,
            scheduleId: schedule.id,
          });
          queued.push(run.id);
        }
        await tx.update(jobSchedules).set({ nextRunAt: nextRun(schedule.cron, now), lastRunAt: now }).where(eq(jobSchedules.id, schedule.id));
      }
    });
    if (queued.length) this.app.queue.nudge();
    return queued;
  }
}
