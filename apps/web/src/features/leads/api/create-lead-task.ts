import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { LEAD_KEYS } from './lead-keys';

/** The body scheduleMeetingRequest / createTaskRequest in packages/shared validates. */
export interface CreateTaskBody {
  title: string;
  description?: string;
  /** YYYY-MM-DD. */
  dueDate?: string | null;
  assigneeId?: number | null;
}

/** POST /lead/{id}/task: a task and a TASK activity. */
export function useCreateLeadTask(leadId: number) {
  return useServerAction((body: CreateTaskBody) => api<ActionAnswer>('POST', `/lead/${leadId}/task`, { body }), {
    invalidates: [LEAD_KEYS.activities(leadId)],
  });
}
