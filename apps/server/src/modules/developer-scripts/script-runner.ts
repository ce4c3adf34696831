import { SCRIPT_JOB, type ScriptOutputPayload, type ScriptRunStatus } from '@haligi/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { scriptRuns } from '../../db/schema';
import type { JobContext, JobRow } from '../jobs/queue';
import { findScript, scriptSchema, type DeveloperScript } from './script-registry';

/** A run keeps at most this many output lines; the rest is summed up in one line. */
export const MAX_OUTPUT_LINES = 5000;
const MAX_LINE_LENGTH = 2000;

export type ScriptRunRow = typeof scriptRuns.$inferSelect;

/**
 * Queues a run of a registered script with already checked parameters, inside the caller's
 * transaction (the audit entry goes with it): the `script_runs` row, then its job (one attempt:
 * a maintenance script is not repeated on its own).
 */
export async function queueScriptRun(
  app: AppContext,
  tx: Db,
  script: DeveloperScript,
  parameters: Record<string, unknown>,
  by: { accountId: number | null; scheduleId?: number | null },
): Promise<ScriptRunRow> {
  const companyId = typeof parameters.companyId === 'number' ? parameters.companyId : null;
  const [run] = await tx
    .insert(scriptRuns)
    .values({ script: script.name, parameters, companyId, ranById: by.accountId, scheduleId: by.scheduleId ?? null })
    .returning();
  const job = await app.queue.enqueue(SCRIPT_JOB, { runId: run.id, script: script.name }, { maxAttempts: 1, db: tx });
  const [withJob] = await tx.update(scriptRuns).set({ jobId: job.id }).where(eq(scriptRuns.id, run.id)).returning();
  return withJob;
}

/** The account room of whoever started the run (a scheduled run has nobody to tell). */
function push(app: AppContext, run: ScriptRunRow, payload: ScriptOutputPayload) {
  if (run.ranById === null || app.realtime.closing) return;
  app.realtime.io.to(`account:${run.ranById}`).emit('script-output', payload);
}

/** The queue handler of `developer.script`: runs the script, keeping its output, progress and outcome on the run. */
export function registerScriptJob(app: AppContext) {
  app.queue.register(SCRIPT_JOB, async (job: JobRow, jobContext: JobContext) => {
    const runId = Number(job.payload.runId);
    const [run] = await app.db.select().from(scriptRuns).where(eq(scriptRuns.id, runId));
    if (!run) throw new Error(`Script run ${runId} not found`);
    const script = findScript(run.script);
    let progress = 0;
    let lines = run.output.length;
    const setStatus = async (status: ScriptRunStatus, fields: Partial<ScriptRunRow> = {}) => {
      await app.db.update(scriptRuns).set({ status, progress, ...fields }).where(eq(scriptRuns.id, runId));
      push(app, run, { runId, status, progress, lines: [], offset: lines });
    };
    const log = async (line: string) => {
      if (lines > MAX_OUTPUT_LINES) return;
      const text = lines === MAX_OUTPUT_LINES ? `… output cut at ${MAX_OUTPUT_LINES} lines` : line.slice(0, MAX_LINE_LENGTH);
      const offset = lines++;
      await app.db.execute(sql`update script_runs set output = output || jsonb_build_array(${text}::text) where id = ${runId}`);
      push(app, run, { runId, status: 'RUNNING', progress, lines: [text], offset });
    };
    await setStatus('RUNNING', { startedAt: new Date(), error: null });
    try {
      if (!script) throw new Error(`No script is registered as ${run.script}`);
      // Checked again: a schedule's parameters were checked when saved, the script may have changed since.
      const parsed = scriptSchema(script).safeParse(run.parameters);
      if (!parsed.success) throw new Error(`The parameters no longer fit the script: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      const summary = await script.run({
        app,
        parameters: parsed.data,
        log,
        progress: async (percent) => {
          progress = Math.max(0, Math.min(100, Math.round(percent)));
          await jobContext.progress(progress);
          await app.db.update(scriptRuns).set({ progress }).where(eq(scriptRuns.id, runId));
          push(app, run, { runId, status: 'RUNNING', progress, lines: [], offset: lines });
        },
        checkpoint: (tx) => jobContext.holdLease(tx),
      });
      progress = 100;
      await setStatus('COMPLETED', { summary, finishedAt: new Date() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await log(`Failed: ${message}`).catch(() => undefined);
      await setStatus('FAILED', { error: message, finishedAt: new Date() });
      throw error;
    }
  });
}
