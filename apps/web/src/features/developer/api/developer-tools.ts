import type { ScriptDescription } from '@haligi/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, ApiError } from '../../../lib/api';
import { socketManager } from '../../../lib/socket';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { JOB_TABLE_URL } from './retry-job';

export const SCRIPT_RUN_TABLE_URL = '/developer/script-runs';
export const SCHEDULE_TABLE_URL = '/developer/schedules';

export interface ScriptRunDetail {
  id: number;
  script: string;
  title: string;
  parameters: Record<string, unknown>;
  companyName: string | null;
  ranByName: string | null;
  scheduleName: string | null;
  jobId: number | null;
  status: string;
  progress: number;
  error: string | null;
  summary: Record<string, unknown> | null;
  output: string[];
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
}

export interface JobDetail {
  id: number;
  name: string;
  state: string;
  companyName: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  progress: number;
  lastError: string | null;
  runAt: string;
  lockedAt: string | null;
  canceledAt: string | null;
  canceledByName: string | null;
  scriptRunId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface ScheduleDetail {
  id: number;
  name: string;
  cron: string;
  script: string;
  title: string;
  parameters: Record<string, unknown>;
  isPaused: boolean;
  nextRunAt: string | null;
  lastRunAt: string | null;
  upcoming: string[];
  runs: ScriptRunDetail[];
}

export const useScripts = () => useQuery({ queryKey: ['developer', 'scripts'], queryFn: () => api<ScriptDescription[]>('GET', '/developer/scripts'), staleTime: Infinity });

/** Every company, for the company parameter (the developer company table, up to 1000). */
export const useCompanyOptions = () =>
  useQuery({
    queryKey: ['developer', 'company-options'],
    queryFn: async () => {
      const answer = await api<{ list: { id: number; name: string }[] }>('PUT', '/developer/company', { query: { page: 1, perPage: 1000 }, body: { settings: { sortBy: 'name', sortOrder: 'asc' } } });
      return answer.list.map((company) => ({ value: String(company.id), label: company.name }));
    },
    staleTime: 60_000,
  });

export const useScriptRun = (id: number | null) =>
  useQuery({ queryKey: ['developer', 'script-run', id], queryFn: () => api<ScriptRunDetail>('GET', `${SCRIPT_RUN_TABLE_URL}/${id}`), enabled: id !== null });

export function useRunScript() {
  return useServerAction(({ name, parameters }: { name: string; parameters: Record<string, unknown> }) =>
    api<ActionAnswer<{ id: number }>>('POST', `/developer/scripts/${encodeURIComponent(name)}/run`, { body: { parameters } }),
  { invalidates: [['table', SCRIPT_RUN_TABLE_URL]] });
}

export const useJobCounts = () =>
  useQuery({ queryKey: ['developer', 'job-counts'], queryFn: () => api<{ counts: Record<string, number>; names: string[] }>('GET', `${JOB_TABLE_URL}/counts`) });

export const useJob = (id: number | null) => useQuery({ queryKey: ['developer', 'job', id], queryFn: () => api<JobDetail>('GET', `${JOB_TABLE_URL}/${id}`), enabled: id !== null });

const JOB_QUERIES = [['table', JOB_TABLE_URL], ['developer', 'job-counts'], ['developer', 'job']] as const;

export function useCancelJob() {
  return useServerAction((id: number) => api<ActionAnswer>('POST', `${JOB_TABLE_URL}/${id}/cancel`), { invalidates: JOB_QUERIES });
}

/** Reloads the queue's table, counts and open job when any job changes (pushed to developers), at most twice a second. */
export function useLiveJobs() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = socketManager.on('developer-job-changed', () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        for (const queryKey of JOB_QUERIES) void queryClient.invalidateQueries({ queryKey });
        void queryClient.invalidateQueries({ queryKey: ['table', SCRIPT_RUN_TABLE_URL] });
      }, 500);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}

export const useSchedule = (id: number | null) =>
  useQuery({ queryKey: ['developer', 'schedule', id], queryFn: () => api<ScheduleDetail>('GET', `${SCHEDULE_TABLE_URL}/${id}`), enabled: id !== null });

const SCHEDULE_QUERIES = [['table', SCHEDULE_TABLE_URL], ['developer', 'schedule']] as const;

export function useSaveSchedule() {
  return useServerAction(
    (body: { id?: number; name: string; cron: string; script: string; parameters: Record<string, unknown>; isPaused?: boolean }) =>
      api<ActionAnswer<{ id: number }>>(body.id ? 'PATCH' : 'POST', SCHEDULE_TABLE_URL, { body }),
    { invalidates: SCHEDULE_QUERIES },
  );
}

export function useScheduleAction() {
  return useServerAction(({ id, action }: { id: number; action: 'pause' | 'resume' | 'run-now' }) => api<ActionAnswer>('POST', `${SCHEDULE_TABLE_URL}/${id}/${action}`), {
    invalidates: [...SCHEDULE_QUERIES, ['table', SCRIPT_RUN_TABLE_URL]],
  });
}

/** The next five run times of a cron expression, or the server's plain reason it is refused. */
export async function previewCron(cron: string): Promise<{ nextRuns: string[] } | { problem: string }> {
  try {
    return await api<{ nextRuns: string[] }>('POST', `${SCHEDULE_TABLE_URL}/preview`, { body: { cron } });
  } catch (error) {
    const message = error instanceof ApiError ? error.serverMessage : null;
    const text = Array.isArray(message) ? message.join('; ') : typeof message === 'string' ? message : 'The expression could not be checked';
    return { problem: text.replace(/^cron: /, '') };
  }
}
