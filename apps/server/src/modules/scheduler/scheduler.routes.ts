import {
  cronPreviewSchema,
  DEVELOPER_TOOLS_AUDIT,
  namedFields,
  nextRun,
  nextRuns,
  scheduleCreateSchema,
  schedulePatchSchema,
} from '@haligi/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import type { Db } from '../../db/client';
import { accounts, companies, jobs, jobSchedules, scriptRuns } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { badRequest, conflict, notFound, parseInput } from '../../http/errors';
import { idParams, tableRoute } from '../../http/openapi';
import { answerTable, idParam, type TableSource } from '../../http/table';
import { auditActorOf, recordAudit } from '../audit/audit';
import { parameterProblems, scriptRunColumns } from '../developer-scripts/developer-scripts.routes';
import { findScript, scriptSchema } from '../developer-scripts/script-registry';
import { queueScriptRun } from '../developer-scripts/script-runner';
import { Scheduler } from './scheduler';

const DEVELOPER = { access: 'developer' } as const;
const tags = ['Developer tools'];
const RUNS_SHOWN = 20;

type ScheduleRow = typeof jobSchedules.$inferSelect;

/** What the audit log keeps of a schedule. */
const audited = (row: ScheduleRow) => ({ name: row.name, cron: row.cron, script: row.script, parameters: row.parameters, isPaused: row.isPaused, nextRunAt: row.nextRunAt });

/** The script and its checked parameters, or a 400 listing what is wrong. */
function checkTarget(input: { script: string; parameters: Record<string, unknown> }): Record<string, unknown> {
  const script = findScript(input.script);
  if (!script) throw badRequest([`script: no script is registered as "${input.script}"`]);
  const parsed = scriptSchema(script).safeParse(input.parameters);
  if (!parsed.success) throw badRequest(parameterProblems(parsed.error));
  return parsed.data as Record<string, unknown>;
}

/** Developer > scheduler management (decision 0071, docs/api/developer-tools.md). */
export const schedulerRoutes: ModuleRoutes = (app, context) => {
  const { db } = context;
  const scheduler = new Scheduler(context);
  scheduler.start();
  app.addHook('onClose', async () => scheduler.stop());

  // Named in full: in a single-table select drizzle renders a bare "id", which the subquery reads as its own.
  const lastRunStatus = sql<string | null>`(select case when r.status in ('QUEUED', 'RUNNING') and j.state = 'FAILED' then 'FAILED' else r.status end
    from ${scriptRuns} r left join ${jobs} j on j.id = r.job_id where r.schedule_id = ${sql.identifier('job_schedules')}.${sql.identifier('id')} order by r.id desc limit 1)`;
  const scheduleColumns = {
    id: jobSchedules.id,
    name: jobSchedules.name,
    cron: jobSchedules.cron,
    script: jobSchedules.script,
    parameters: jobSchedules.parameters,
    isPaused: jobSchedules.isPaused,
    nextRunAt: jobSchedules.nextRunAt,
    lastRunAt: jobSchedules.lastRunAt,
    lastRunStatus,
    createdAt: jobSchedules.createdAt,
    updatedAt: jobSchedules.updatedAt,
  };

  const table: TableSource<Record<string, unknown>> = {
    sortable: { name: jobSchedules.name, nextRunAt: jobSchedules.nextRunAt, lastRunAt: jobSchedules.lastRunAt, createdAt: jobSchedules.createdAt },
    searchable: { name: jobSchedules.name, script: jobSchedules.script },
    filters: { isPaused: (value) => eq(jobSchedules.isPaused, value === 'true') },
    baseWhere: undefined,
    idColumn: jobSchedules.id,
    list: (where, orderBy, limit, offset) => db.select(scheduleColumns).from(jobSchedules).where(where).orderBy(...orderBy).limit(limit).offset(offset),
    count: async (where) => (await db.select({ n: count() }).from(jobSchedules).where(where))[0].n,
  };
  app.put('/developer/schedules', { config: DEVELOPER, schema: tableRoute('Developer tools', 'Table of recurring script runs (cron schedules)') }, async (request) =>
    answerTable(table, request.body, request.query),
  );

  app.post('/developer/schedules/preview', { config: DEVELOPER, schema: { tags, summary: 'The next 5 run times of a cron expression (Philippine time)', body: cronPreviewSchema } }, async (request) => {
    const { cron } = parseInput(cronPreviewSchema, request.body);
    return { cron, nextRuns: nextRuns(cron, new Date()).map((date) => date.toISOString()) };
  });

  const load = async (tx: Db, id: number, lock = false) => {
    const query = tx.select().from(jobSchedules).where(eq(jobSchedules.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('Schedule');
    return row;
  };

  app.get<{ Params: { id: string } }>('/developer/schedules/:id', { config: DEVELOPER, schema: { tags, summary: 'A schedule with its next 5 run times and its last runs', params: idParams } }, async (request) => {
    const id = idParam(request.params.id);
    const [schedule] = await db.select(scheduleColumns).from(jobSchedules).where(eq(jobSchedules.id, id));
    if (!schedule) throw notFound('Schedule');
    const runs = await db
      .select({ ...scriptRunColumns, output: scriptRuns.output })
      .from(scriptRuns)
      .leftJoin(jobs, eq(jobs.id, scriptRuns.jobId))
      .leftJoin(accounts, eq(accounts.id, scriptRuns.ranById))
      .leftJoin(companies, eq(companies.id, scriptRuns.companyId))
      .leftJoin(jobSchedules, eq(jobSchedules.id, scriptRuns.scheduleId))
      .where(eq(scriptRuns.scheduleId, id))
      .orderBy(desc(scriptRuns.id))
      .limit(RUNS_SHOWN);
    const upcoming = schedule.isPaused ? [] : nextRuns(schedule.cron, new Date()).map((date) => date.toISOString());
    return { ...schedule, title: findScript(schedule.script)?.title ?? schedule.script, upcoming, runs };
  });

  app.post('/developer/schedules', { config: DEVELOPER, schema: { tags, summary: 'Create a schedule that runs a registered script on a cron expression', body: scheduleCreateSchema } }, async (request, reply) => {
    const auth = requireAuth(request);
    const input = parseInput(scheduleCreateSchema, request.body);
    const parameters = checkTarget(input);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(jobSchedules)
        .values({
          name: input.name,
          cron: input.cron,
          script: input.script,
          parameters,
          isPaused: input.isPaused,
          nextRunAt: input.isPaused ? null : nextRun(input.cron, new Date()),
          createdById: auth.account.id,
          updatedById: auth.account.id,
        })
        .returning();
      await recordAudit(tx, auditActorOf(request), { action: DEVELOPER_TOOLS_AUDIT.scheduleCreate, entity: 'job_schedule', entityId: created.id, after: audited(created) });
      return created;
    });
    reply.status(201);
    return { data: row, message: `Schedule "${row.name}" created` };
  });

  app.patch('/developer/schedules', { config: DEVELOPER, schema: { tags, summary: 'Change a schedule (a field left out keeps its value)', body: schedulePatchSchema } }, async (request) => {
    const auth = requireAuth(request);
    const { id, ...patch } = parseInput(schedulePatchSchema, request.body);
    const changes = namedFields(patch);
    const row = await db.transaction(async (tx) => {
      const before = await load(tx, id, true);
      const merged = { ...before, ...changes };
      // Nothing named, or nothing different: nothing is written and nothing audited.
      if (Object.entries(changes).every(([key, value]) => JSON.stringify(value) === JSON.stringify(before[key as keyof ScheduleRow]))) return before;
      const parameters = checkTarget({ script: merged.script, parameters: merged.parameters });
      const cronChanged = merged.cron !== before.cron || merged.isPaused !== before.isPaused;
      const [updated] = await tx
        .update(jobSchedules)
        .set({
          ...changes,
          parameters,
          nextRunAt: merged.isPaused ? null : cronChanged || before.nextRunAt === null ? nextRun(merged.cron, new Date()) : before.nextRunAt,
          updatedById: auth.account.id,
          updatedAt: new Date(),
        })
        .where(eq(jobSchedules.id, id))
        .returning();
      await recordAudit(tx, auditActorOf(request), { action: DEVELOPER_TOOLS_AUDIT.scheduleUpdate, entity: 'job_schedule', entityId: id, before: audited(before), after: audited(updated) });
      return updated;
    });
    return { data: row, message: `Schedule "${row.name}" saved` };
  });

  const setPaused = (isPaused: boolean) => async (request: { params: { id: string } } & Parameters<typeof auditActorOf>[0]) => {
    const auth = requireAuth(request);
    const id = idParam(request.params.id);
    const row = await db.transaction(async (tx) => {
      const before = await load(tx, id, true);
      if (before.isPaused === isPaused) throw conflict(`Schedule "${before.name}" is already ${isPaused ? 'paused' : 'running'}`);
      const [updated] = await tx
        .update(jobSchedules)
        .set({ isPaused, nextRunAt: isPaused ? null : nextRun(before.cron, new Date()), updatedById: auth.account.id, updatedAt: new Date() })
        .where(eq(jobSchedules.id, id))
        .returning();
      await recordAudit(tx, auditActorOf(request), {
        action: isPaused ? DEVELOPER_TOOLS_AUDIT.schedulePause : DEVELOPER_TOOLS_AUDIT.scheduleResume,
        entity: 'job_schedule',
        entityId: id,
        before: audited(before),
        after: audited(updated),
      });
      return updated;
    });
    return { data: row, message: `Schedule "${row.name}" ${isPaused ? 'paused' : 'resumed'}` };
  };
  app.post<{ Params: { id: string } }>('/developer/schedules/:id/pause', { config: DEVELOPER, schema: { tags, summary: 'Pause a schedule (no next run until resumed)', params: idParams } }, setPaused(true));
  app.post<{ Params: { id: string } }>('/developer/schedules/:id/resume', { config: DEVELOPER, schema: { tags, summary: 'Resume a paused schedule from its next cron time', params: idParams } }, setPaused(false));

  app.post<{ Params: { id: string } }>('/developer/schedules/:id/run-now', { config: DEVELOPER, schema: { tags, summary: "Queue a run of the schedule's script now (the next run stays as it is)", params: idParams } }, async (request, reply) => {
    const auth = requireAuth(request);
    const id = idParam(request.params.id);
    const run = await db.transaction(async (tx) => {
      const schedule = await load(tx, id);
      const script = findScript(schedule.script);
      if (!script) throw conflict(`No script is registered as "${schedule.script}" any more`);
      const parameters = checkTarget({ script: schedule.script, parameters: schedule.parameters });
      const queued = await queueScriptRun(context, tx, script, parameters, { accountId: auth.account.id, scheduleId: id });
      await tx.update(jobSchedules).set({ lastRunAt: new Date() }).where(eq(jobSchedules.id, id));
      await recordAudit(tx, auditActorOf(request), {
        action: DEVELOPER_TOOLS_AUDIT.scheduleRunNow,
        entity: 'job_schedule',
        entityId: id,
        companyId: queued.companyId,
        after: { runId: queued.id, script: script.name, parameters },
      });
      return queued;
    });
    context.queue.nudge();
    reply.status(201);
    return { data: run, message: `Run ${run.id} queued` };
  });
};
