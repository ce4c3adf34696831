import { patchSchemaOf } from '../records/patch';
import { recordId, text, z } from '../validation';
import { cronProblem, MAX_CRON_LENGTH } from './cron';

/** Queue job states (spec DECISIONS.md). A canceled job is FAILED with `canceledAt` set (decision 0071). */
export const JOB_STATES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'RETRYING'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** A job in these states has not started (or waits for its next attempt): it can be canceled. */
export const CANCELABLE_JOB_STATES: readonly JobState[] = ['QUEUED', 'RETRYING'];

/** A script run's states. */
export const SCRIPT_RUN_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] as const;
export type ScriptRunStatus = (typeof SCRIPT_RUN_STATUSES)[number];

/** The job type every script run is queued as. */
export const SCRIPT_JOB = 'developer.script';

/** The audited actions of the developer tools (docs/api/developer-tools.md). */
export const DEVELOPER_TOOLS_AUDIT = {
  scriptRun: 'script.run',
  jobRetry: 'job.retry',
  jobCancel: 'job.cancel',
  scheduleCreate: 'schedule.create',
  scheduleUpdate: 'schedule.update',
  schedulePause: 'schedule.pause',
  scheduleResume: 'schedule.resume',
  scheduleRunNow: 'schedule.run-now',
} as const;

export const SCRIPT_NAME_MAX = 100;
const scriptName = text().trim().min(1).max(SCRIPT_NAME_MAX);
/** A script's parameters as sent: checked against the script's own schema on the server. */
const parameterValues = z.record(text().max(100), z.union([text().max(1000), z.number(), z.boolean(), z.null()])).refine((value) => Object.keys(value).length <= 30, 'must have at most 30 fields');

/** POST /developer/scripts/:name/run */
export const runScriptSchema = z.object({ parameters: parameterValues.optional().default({}) });
export type RunScriptInput = z.infer<typeof runScriptSchema>;

export const cronExpression = () =>
  text()
    .max(MAX_CRON_LENGTH)
    .superRefine((value, context) => {
      const problem = cronProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim().replace(/\s+/g, ' '));

/** POST /developer/schedules */
export const scheduleCreateSchema = z.object({
  name: text().trim().min(1).max(120),
  cron: cronExpression(),
  /** The registered script the schedule runs. */
  script: scriptName,
  parameters: parameterValues.optional().default({}),
  isPaused: z.boolean().optional().default(false),
});
export type ScheduleCreateInput = z.infer<typeof scheduleCreateSchema>;

/** PATCH /developer/schedules: a field left out keeps its value. */
export const schedulePatchSchema = patchSchemaOf(scheduleCreateSchema).extend({ id: recordId() });
export type SchedulePatchInput = z.infer<typeof schedulePatchSchema>;

/** POST /developer/schedules/preview */
export const cronPreviewSchema = z.object({ cron: cronExpression() });

/** A live script run's news, to the account room of the developer who started it. */
export interface ScriptOutputPayload {
  runId: number;
  status: ScriptRunStatus;
  progress: number;
  /** Lines added since the last push... */
  lines: string[];
  /** ...the first of them at this index of the run's output (a client merges pushes and a fetched output by index). */
  offset: number;
}

/** A queue job changed state (or progress): open queue screens reload. */
export interface DeveloperJobChangedPayload {
  jobId: number;
  name: string;
  state: string;
  progress: number;
}
