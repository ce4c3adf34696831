import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

export const JOB_TABLE_URL = '/developer/jobs';

export interface JobRow extends Record<string, unknown> {
  id: number;
  name: string;
  state: string;
}

/** Puts a FAILED job back in the queue (POST /developer/jobs/:id/retry). */
export function useRetryJob() {
  return useServerAction((id: number) => api<ActionAnswer>('POST', `${JOB_TABLE_URL}/${id}/retry`), {
    invalidates: [['table', JOB_TABLE_URL], ['developer', 'job-counts'], ['developer', 'job']],
  });
}
