import { DEVELOPER_TOOLS_AUDIT, JOB_STATES, SCRIPT_JOB, type DeveloperJobChangedPayload } from '@haligi/shared';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { accounts, jobs, scriptRuns } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { idParams, tableRoute } from '../../http/openapi';
import { answerTable, idParam, type TableSource } from '../../http/table';
import { auditActorOf, recordAudit } from '../audit/audit';

const DEVELOPER = { access: 'developer' } as const;
const tags = ['Developer tools'];
/** Every signed-in developer's sockets join it: the queue screen's live updates. */
export const DEVELOPERS_ROOM = 'developers';
/** Progress pushes of one job are sent at most this often (state changes always). */
const PROGRESS_PUSH_MS = 250;

const canceledByName = sql<string | null>`(select a.first_name || ' ' || a.last_name from ${accounts} a where a.id = ${jobs.canceledById})`;

/** Developer > queue process (decision 0071, docs/api/developer-tools.md): jobs by state, retry, cancel, live. */
export const queueProcessRoutes: ModuleRoutes = (app, context) => {
  const { db, queue, realtime } = context;

  realtime.onConnection((socket) => {
    if (socket.data.isDeveloper) void socket.join(DEVELOPERS_ROOM);
  });
  const lastProgressPush = new Map<number, number>();
  queue.onChange((change) => {
    if (realtime.closing) return;
    if (change.state === 'RUNNING' && change.progress > 0) {
      const last = lastProgressPush.get(change.jobId) ?? 0;
      if (Date.now() - last < PROGRESS_PUSH_MS) return;
      lastProgressPush.set(change.jobId, Date.now());
    } else lastProgressPush.delete(change.jobId);
    const payload: DeveloperJobChangedPayload = { jobId: change.jobId, name: change.name, state: change.state, progress: change.progress };
    realtime.io.to(DEVELOPERS_ROOM).emit('developer-job-changed', payload);
  });

  const stateFilter = (value: string) => {
    if (!(JOB_STATES as readonly string[]).includes(value)) throw badRequest([`filters: state must be one of ${JOB_STATES.join(', ')}`]);
    return eq(jobs.state, value);
  };
  const jobTable: TableSource<Record<string, unknown>> = {
    sortable: { id: jobs.id, name: jobs.name, state: jobs.state, attempts: jobs.attempts, runAt: jobs.runAt, createdAt: jobs.createdAt, updatedAt: jobs.updatedAt },
    searchable: { name: jobs.name },
    filters: { state: stateFilter, name: (value) => eq(jobs.name, value) },
    baseWhere: undefined,
    idColumn: jobs.id,
    list: (where, orderBy, limit, offset) =>
      db
        .select({
          id: jobs.id,
          name: jobs.name,
          state: jobs.state,
          companyId: jobs.companyId,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
          progress: jobs.progress,
          lastError: jobs.lastError,
          canceledAt: jobs.canceledAt,
          runAt: jobs.runAt,
          createdAt: jobs.createdAt,
          updatedAt: jobs.updatedAt,
        })
        .from(jobs)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async (where) => (await db.select({ n: count() }).from(jobs).where(where))[0].n,
  };
  app.put('/developer/jobs', { config: DEVELOPER, schema: tableRoute('Developer tools', 'Table of queue jobs; filters state and name (job type)') }, async (request) =>
    answerTable(jobTable, request.body, request.query),
  );

  app.get('/developer/jobs/counts', { config: DEVELOPER, schema: { tags, summary: 'How many jobs are in each state, and the job types seen' } }, async () => {
    const rows = await db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state);
    const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<string, number>;
    for (const row of rows) counts[row.state] = Number(row.n);
    const names = await db.selectDistinct({ name: jobs.name }).from(jobs).orderBy(asc(jobs.name));
    return { counts, names: names.map((row) => row.name) };
  });

  const findJob = async (id: number) => {
    const [job] = await db
      .select({
        id: jobs.id,
        name: jobs.name,
        state: jobs.state,
        companyId: jobs.companyId,
        companyName: sql<string | null>`(select c.name from companies c where c.id = ${jobs.companyId})`,
        payload: jobs.payload,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        progress: jobs.progress,
        lastError: jobs.lastError,
        runAt: jobs.runAt,
        lockedAt: jobs.lockedAt,
        leaseUntil: jobs.leaseUntil,
        canceledAt: jobs.canceledAt,
        canceledById: jobs.canceledById,
        canceledByName,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .where(eq(jobs.id, id));
    return job;
  };

  app.get<{ Params: { id: string } }>('/developer/jobs/:id', { config: DEVELOPER, schema: { tags, summary: 'A job: payload, error, attempts and timings', params: idParams } }, async (request) => {
    const job = await findJob(idParam(request.params.id));
    if (!job) throw notFound('Job');
    // A script's job names its run, whose output the screen links to; attachments stay out of the answer.
    const payload = { ...job.payload };
    if (Array.isArray(payload.attachments)) payload.attachments = (payload.attachments as { filename?: string }[]).map((a) => ({ filename: a.filename, content: '(left out)' }));
    const [run] = job.name === SCRIPT_JOB ? await db.select({ id: scriptRuns.id }).from(scriptRuns).where(eq(scriptRuns.jobId, job.id)) : [];
    return { ...job, payload, scriptRunId: run?.id ?? null };
  });

  app.post<{ Params: { id: string } }>('/developer/jobs/:id/retry', { config: DEVELOPER, schema: { tags, summary: 'Queue a failed (or canceled) job again', params: idParams } }, async (request) => {
    const id = idParam(request.params.id);
    const job = await findJob(id);
    if (!job) throw notFound('Job');
    const retried = await db.transaction(async (tx) => {
      const row = await queue.retry(id, tx);
      if (!row) return null;
      await recordAudit(tx, auditActorOf(request), {
        action: DEVELOPER_TOOLS_AUDIT.jobRetry,
        entity: 'job',
        entityId: id,
        companyId: job.companyId,
        before: { state: job.state, attempts: job.attempts, lastError: job.lastError },
        after: { state: row.state, attempts: row.attempts },
      });
      return row;
    });
    if (!retried) throw unprocessable(`Only a failed job can be retried; job ${id} is ${job.state}`);
    queue.nudge();
    return { data: retried, message: `Job ${id} queued again` };
  });

  app.post<{ Params: { id: string } }>('/developer/jobs/:id/cancel', { config: DEVELOPER, schema: { tags, summary: 'Cancel a job that waits (QUEUED or RETRYING); a running one is refused (409)', params: idParams } }, async (request) => {
    const auth = requireAuth(request);
    const id = idParam(request.params.id);
    const job = await findJob(id);
    if (!job) throw notFound('Job');
    const canceled = await db.transaction(async (tx) => {
      const row = await queue.cancel(id, auth.account.id, tx);
      if (!row) return null;
      await recordAudit(tx, auditActorOf(request), {
        action: DEVELOPER_TOOLS_AUDIT.jobCancel,
        entity: 'job',
        entityId: id,
        companyId: job.companyId,
        before: { state: job.state },
        after: { state: row.state, canceledAt: row.canceledAt },
      });
      return row;
    });
    if (!canceled) {
      const [now] = await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
      throw conflict(
        now?.state === 'RUNNING'
          ? `Job ${id} is running and cannot be canceled; wait for it to finish`
          : `Only a queued or retrying job can be canceled; job ${id} is ${now?.state ?? job.state}`,
      );
    }
    return { data: canceled, message: `Job ${id} canceled` };
  });
};
