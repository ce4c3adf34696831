import { PUSH } from '@haligi/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { socketManager } from '../../../lib/socket';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** A task as the server answers it (docs/api/tasks.md). */
export interface Task {
  id: number;
  title: string;
  description: string;
  /** YYYY-MM-DD or null. */
  dueDate: string | null;
  done: boolean;
  doneAt: string | null;
  isOverdue: boolean;
  assignee: { id: number; name: string } | null;
  createdById: number | null;
  lead: { id: number; name: string } | null;
}

export interface MyTasks {
  date: string;
  overdue: Task[];
  today: Task[];
  upcoming: Task[];
  count: number;
}

export const TASK_KEYS = {
  all: ['tasks'] as const,
  mine: ['tasks', 'mine'] as const,
  lead: (leadId: number) => ['tasks', 'lead', leadId] as const,
};
/** What a task change makes stale: every task list and the lead board's next-task line. */
const STALE = [TASK_KEYS.all, ['lead-board'], ['activities']] as const;

/** GET /task/mine. */
export const useMyTasks = () => useQuery({ queryKey: TASK_KEYS.mine, queryFn: ({ signal }) => api<MyTasks>('GET', '/task/mine', { signal }) });

/** GET /lead/{id}/tasks. */
export const useLeadTasks = (leadId: number) =>
  useQuery({ queryKey: TASK_KEYS.lead(leadId), queryFn: ({ signal }) => api<{ list: Task[] }>('GET', `/lead/${leadId}/tasks`, { signal }) });

export interface TaskBody {
  title: string;
  description?: string;
  dueDate?: string | null;
  assigneeId?: number | null;
}

/** POST /task, or POST /lead/{id}/task or /project/{id}/task when a lead or project is given. */
export function useCreateTask(leadId?: number, projectId?: number) {
  const path = leadId ? `/lead/${leadId}/task` : projectId ? `/project/${projectId}/task` : '/task';
  return useServerAction((body: TaskBody) => api<ActionAnswer<Task>>('POST', path, { body }), { invalidates: [...STALE, ['calendar']] });
}

/** POST /task/{id}/complete {done}. */
export function useCompleteTask() {
  return useServerAction(({ id, done }: { id: number; done: boolean }) => api<ActionAnswer<Task>>('POST', `/task/${id}/complete`, { body: { done } }), { invalidates: STALE });
}

/** DELETE /task/{id}. */
export function useDeleteTask() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `/task/${id}`), { invalidates: STALE });
}

/** Task lists reload when a task of the company changes elsewhere (task-changed). */
export function useLiveTasks() {
  const queryClient = useQueryClient();
  useEffect(
    () => socketManager.on(PUSH.taskChanged, () => void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all })),
    [queryClient],
  );
}
