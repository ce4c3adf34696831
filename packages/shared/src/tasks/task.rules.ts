import { todayInManila } from '../leads/lead.rules';

/** Word-for-word messages of tasks. */
export const TASK_MESSAGES = {
  created: 'Task created',
  updated: 'Task updated',
  completed: 'Task completed',
  reopened: 'Task reopened',
  deleted: 'Task deleted',
  notAllowed: 'Only the assignee, the creator or a user with leads access can change this task',
  assigneeNotFound: 'The assignee is not an active user of your company',
  overdue: 'Overdue',
  noTasks: 'No open tasks',
} as const;

/** What a task list needs of a task. */
export interface TaskDue {
  id: number;
  /** YYYY-MM-DD or null. */
  dueDate: string | null;
  doneAt: string | Date | null;
}

export type TaskDueState = 'done' | 'overdue' | 'today' | 'upcoming';

/** Where a task stands on `today`: done, overdue (due before today), due today, or upcoming (later or no date). */
export function taskDueState(task: Pick<TaskDue, 'dueDate' | 'doneAt'>, today: string): TaskDueState {
  if (task.doneAt) return 'done';
  if (!task.dueDate) return 'upcoming';
  if (task.dueDate < today) return 'overdue';
  return task.dueDate === today ? 'today' : 'upcoming';
}

export const isTaskOverdue = (task: Pick<TaskDue, 'dueDate' | 'doneAt'>, today: string) => taskDueState(task, today) === 'overdue';

/** Earliest due first, tasks without a date last, then oldest first. */
export function compareTasksByDue(a: TaskDue, b: TaskDue): number {
  if (a.dueDate !== b.dueDate) {
    if (!a.dueDate) return 1;
    if (!b.dueDate) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.id - b.id;
}

/** "My tasks": the open tasks grouped overdue, today, upcoming, each by due date. */
export function groupMyTasks<T extends TaskDue>(tasks: readonly T[], today: string): { overdue: T[]; today: T[]; upcoming: T[] } {
  const groups = { overdue: [] as T[], today: [] as T[], upcoming: [] as T[] };
  for (const task of [...tasks].sort(compareTasksByDue)) {
    const state = taskDueState(task, today);
    if (state !== 'done') groups[state].push(task);
  }
  return groups;
}

/** The open task a lead card shows: the one due first (dated before undated). */
export function nextOpenTask<T extends TaskDue>(tasks: readonly T[]): T | null {
  return [...tasks].filter((t) => !t.doneAt).sort(compareTasksByDue)[0] ?? null;
}

/** Who may change a task: its assignee, its creator, or a holder of the leads scope. */
export function canEditTask(task: { assigneeId: number | null; createdById: number | null }, accountId: number, holdsLeadsScope: boolean): boolean {
  return holdsLeadsScope || task.assigneeId === accountId || task.createdById === accountId;
}
