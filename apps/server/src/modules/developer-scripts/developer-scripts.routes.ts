import { DEVELOPER_TOOLS_AUDIT, runScriptSchema, SCRIPT_NAME_MAX, text } from '@haligi/shared';
import { z } from 'zod';
import { count, eq, sql } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { accounts, companies, jobs, jobSchedules, scriptRuns } from '../../db/schema';
import { requireAuth } from '../../http/auth';
import { badRequest, notFound, parseInput } from '../../http/errors';
import { idParams, tableRoute } from '../../http/openapi';
import { answerTable, idParam, type TableSource, filterId } from '../../http/table';
import { auditActorOf, recordAudit } from '../audit/audit';
import { describeScript, findScript, SCRIPTS, scriptSchema } from './script-registry';
import { queueScriptRun, registerScriptJob } from './script-runner';

/** A script's parameter problems named under `parameters` ("parameters.dryRun: must be true or false"). */
export const parameterProblems = (error: z.ZodError) =>
  error.issues.map((issue) => (issue.path.length ? `parameters.${issue.path.join('.')}: ${issue.message}` : `parameters: ${issue.message}`));

const DEVELOPER = { access: 'developer' } as const;
const tags = ['Developer tools'];
const nameParams = z.object({ name: text().min(1).max(SCRIPT_NAME_MAX) });

/**
 * A run's status as people should read it: a run whose job failed without the script saying so
 * (its process died, or a developer canceled it while it waited) is FAILED with the job's reason.
 */
const runStatus = sql<string>`case when ${scriptRuns.status} in ('QUEUED', 'RUNNING') and ${jobs.state} = 'FAILED' then 'FAILED' else ${scriptRuns.status} end`;
const runError = sql<string | null>`coalesce(${scriptRuns.error}, case when ${jobs.state} = 'FAILED' then ${jobs.lastError} end)`;
const ranByName = sql<string | null>`(${accounts.firstName} || ' ' || ${accounts.lastName})`;

export const scriptRunColumns = {
  id: scriptRuns.id,
  script: scriptRuns.script,
  parameters: scriptRuns.parameters,
  companyId: scriptRuns.companyId,
  companyName: companies.name,
  ranById: scriptRuns.ranById,
  ranByName,
  scheduleId: scriptRuns.scheduleId,
  scheduleName: jobSchedules.name,
  jobId: scriptRuns.jobId,
  status: runStatus,
  progress: scriptRuns.progress,
  error: runError,
  summary: scriptRuns.summary,
  startedAt: scriptRuns.startedAt,
  finishedAt: scriptRuns.finishedAt,
  createdAt: scriptRuns.createdAt,
};

/** Developer > developer scripts (decision 0071, docs/api/developer-tools.md). */
export const developerScriptsRoutes: ModuleRoutes = (app, context) => {
  const { db } = context;
  registerScriptJob(context);

  app.get('/developer/scripts', { config: DEVELOPER, schema: { tags, summary: 'The registered maintenance scripts and their parameters' } }, async () => SCRIPTS.map(describeScript));

  app.post<{ Params: { name: string } }>(
    '/developer/scripts/:name/run',
    { config: DEVELOPER, schema: { tags, summary: 'Run a registered script as a background job', params: nameParams, body: runScriptSchema } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { name } = parseInput(nameParams, request.params);
      const script = findScript(name);
      if (!script) throw notFound(`Script ${name}`);
      const body = parseInput(runScriptSchema, request.body);
      const parsed = scriptSchema(script).safeParse(body.parameters);
      if (!parsed.success) throw badRequest(parameterProblems(parsed.error));
      const parameters = parsed.data as Record<string, unknown>;
      if (typeof parameters.companyId === 'number') {
        const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, parameters.companyId));
        if (!company) throw badRequest([`parameters.companyId: there is no company ${parameters.companyId}`]);
      }
      const run = await db.transaction(async (tx) => {
        const queued = await queueScriptRun(context, tx, script, parameters, { accountId: auth.account.id });
        await recordAudit(tx, auditActorOf(request), {
          action: DEVELOPER_TOOLS_AUDIT.scriptRun,
          entity: 'script_run',
          entityId: queued.id,
          companyId: queued.companyId,
          after: { script: script.name, parameters, jobId: queued.jobId },
        });
        return queued;
      });
      context.queue.nudge();
      reply.status(201);
      return { data: run, message: `${script.title}: run ${run.id} queued` };
    },
  );

  const runTable: TableSource<Record<string, unknown>> = {
    sortable: { id: scriptRuns.id, script: scriptRuns.script, status: runStatus, createdAt: scriptRuns.createdAt, finishedAt: scriptRuns.finishedAt },
    searchable: { script: scriptRuns.script },
    filters: {
      script: (value) => eq(scriptRuns.script, value),
      status: (value) => sql`${runStatus} = ${value}`,
      scheduleId: (value) => eq(scriptRuns.scheduleId, filterId('scheduleId', value)),
    },
    baseWhere: undefined,
    idColumn: scriptRuns.id,
    list: (where, orderBy, limit, offset) =>
      db
        .select(scriptRunColumns)
        .from(scriptRuns)
        .leftJoin(jobs, eq(jobs.id, scriptRuns.jobId))
        .leftJoin(accounts, eq(accounts.id, scriptRuns.ranById))
        .leftJoin(companies, eq(companies.id, scriptRuns.companyId))
        .leftJoin(jobSchedules, eq(jobSchedules.id, scriptRuns.scheduleId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async (where) => (await db.select({ n: count() }).from(scriptRuns).leftJoin(jobs, eq(jobs.id, scriptRuns.jobId)).where(where))[0].n,
  };
  app.put('/developer/script-runs', { config: DEVELOPER, schema: tableRoute('Developer tools', 'Table of script runs: parameters, who ran them, status and timing') }, async (request) =>
    answerTable(runTable, request.body, request.query),
  );

  app.get<{ Params: { id: string } }>('/developer/script-runs/:id', { config: DEVELOPER, schema: { tags, summary: "A script run with its output", params: idParams } }, async (request) => {
    const id = idParam(request.params.id);
    const [run] = await db
      .select({ ...scriptRunColumns, output: scriptRuns.output, jobState: jobs.state })
      .from(scriptRuns)
      .leftJoin(jobs, eq(jobs.id, scriptRuns.jobId))
      .leftJoin(accounts, eq(accounts.id, scriptRuns.ranById))
      .leftJoin(companies, eq(companies.id, scriptRuns.companyId))
      .leftJoin(jobSchedules, eq(jobSchedules.id, scriptRuns.scheduleId))
      .where(eq(scriptRuns.id, id));
    if (!run) throw notFound('Script run');
    const script = findScript(run.script);
    return { ...run, title: script?.title ?? run.script };
  });
};
