import type { ComponentType } from 'react';
import { MyTasksPage } from './pages/my-tasks-page';

/** The task screens by route name (packages/shared access/routes.ts). */
export const TASKS_PAGES: Record<string, ComponentType> = {
  member_tasks: MyTasksPage,
};

export { MyTasksCard } from './components/my-tasks-card';
export { LeadTasksCard } from './components/lead-tasks-card';
export { TaskDialog, type TaskDialogProps } from './components/task-dialog';
export type { Task, MyTasks } from './api/tasks-api';
