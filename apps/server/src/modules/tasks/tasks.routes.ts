import { completeTaskRequest, createLeadTaskRequest, createTaskRequest, hasPermission, recordId, updateTaskRequest, type TaskChangedPayload } from '@haligi/shared';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context';
import { requireAuth, type AuthContext } from '../../http/auth';
import { parseInput } from '../../http/errors';
import { documented } from '../../http/route-docs';
import { idParam } from '../../http/table';
import { findPipelineRecord } from '../activities/activities.service';
import { completeTask, createTask, deleteTask, listLeadTasks, listMyTasks, updateTask, type TaskCaller } from './tasks.service';

const LEADS = { scope: 'LEADS_ACCESS' } as const;
const PROJECTS = { scope: 'PROJECT_ACCESS' } as const;
const idParams = z.object({ id: recordId() });
type IdParams = { Params: { id: string } };

const callerOf = (auth: AuthContext): TaskCaller => ({ accountId: auth.account.id, holdsLeadsScope: hasPermission(auth.account.role, 'LEADS_ACCESS') });

/**
 * Tasks: an assignee, a due date, a done state, optionally a lead (docs/api/tasks.md). Any member
 * has "my tasks"; a task on a lead needs the leads scope; the assignee, the creator or a leads
 * scope holder may change a task. Every change is pushed as task-changed to the company's room.
 */
export const tasksRoutes: ModuleRoutes = (app, { realtime }) => {
  const pushed = <T extends { data: { id: number; leadId?: number | null; lead?: { id: number } | null; assignee?: { id: number } | null; assigneeId?: number | null } }>(
    auth: AuthContext,
    action: TaskChangedPayload['action'],
    answer: T,
  ) => {
    const { data } = answer;
    realtime.taskChanged(auth.tenant.companyId, {
      action,
      taskId: data.id,
      leadId: data.lead?.id ?? data.leadId ?? null,
      assigneeId: data.assignee?.id ?? data.assigneeId ?? null,
      by: { accountId: auth.account.id },
    });
    return answer;
  };

  app.get('/task/mine', documented({ tags: ['tasks'], summary: "My open tasks grouped overdue, today and upcoming (Philippine day)" }), async (request) =>
    listMyTasks(requireAuth(request).tenant, requireAuth(request).account.id),
  );

  app.post('/task', documented({ tags: ['tasks'], summary: 'Create a task, on its own or for a lead', body: createTaskRequest }), async (request, reply) => {
    const auth = requireAuth(request);
    return reply.status(201).send(pushed(auth, 'created', await createTask(auth.tenant, callerOf(auth), parseInput(createTaskRequest, request.body))));
  });

  app.patch('/task', documented({ tags: ['tasks'], summary: 'Change the named fields of a task', body: updateTaskRequest }), async (request) => {
    const auth = requireAuth(request);
    return pushed(auth, 'updated', await updateTask(auth.tenant, callerOf(auth), parseInput(updateTaskRequest, request.body)));
  });

  app.post<IdParams>(
    '/task/:id/complete',
    documented({ tags: ['tasks'], summary: 'Tick a task done, or open it again with done false', params: idParams, body: completeTaskRequest }),
    async (request) => {
      const auth = requireAuth(request);
      const { done } = parseInput(completeTaskRequest, request.body ?? undefined);
      const answer = await completeTask(auth.tenant, callerOf(auth), idParam(request.params.id), done);
      return pushed(auth, done ? 'completed' : 'reopened', answer);
    },
  );

  app.delete<IdParams>('/task/:id', documented({ tags: ['tasks'], summary: 'Delete a task (soft)', params: idParams }), async (request) => {
    const auth = requireAuth(request);
    return pushed(auth, 'deleted', await deleteTask(auth.tenant, callerOf(auth), idParam(request.params.id)));
  });

  app.get<IdParams>('/lead/:id/tasks', { config: LEADS, ...documented({ tags: ['tasks', 'leads'], summary: "A lead's tasks, open ones first", params: idParams }) }, async (request) =>
    listLeadTasks(requireAuth(request).tenant, idParam(request.params.id)),
  );

  app.post<IdParams>(
    '/lead/:id/task',
    { config: LEADS, ...documented({ tags: ['tasks', 'leads'], summary: 'Create a task for a lead (Quick Actions)', params: idParams, body: createLeadTaskRequest }) },
    async (request, reply) => {
      const auth = requireAuth(request);
      const leadId = idParam(request.params.id);
      // Another company's lead is not found before the body is read: 404, not 400.
      await findPipelineRecord(auth.tenant, leadId, true);
      const input = { ...parseInput(createLeadTaskRequest, request.body), leadId };
      return reply.status(201).send(pushed(auth, 'created', await createTask(auth.tenant, callerOf(auth), input)));
    },
  );

  app.post<IdParams>(
    '/project/:id/task',
    { config: PROJECTS, ...documented({ tags: ['tasks', 'projects'], summary: 'Create a task for a project (project page)', params: idParams, body: createLeadTaskRequest }) },
    async (request, reply) => {
      const auth = requireAuth(request);
      const projectId = idParam(request.params.id);
      // Another company's project is not found before the body is read: 404, not 400.
      await findPipelineRecord(auth.tenant, projectId, false);
      const input = { ...parseInput(createLeadTaskRequest, request.body), leadId: projectId };
      return reply.status(201).send(pushed(auth, 'created', await createTask(auth.tenant, callerOf(auth), input, 'PROJECT')));
    },
  );
};
