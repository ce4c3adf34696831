import {
  canEditTask,
  groupMyTasks,
  isTaskOverdue,
  namedFields,
  TASK_MESSAGES,
  todayInManila,
  type CreateTaskRequest,
  type UpdateTaskRequest,
} from '@haligi/shared';
import { aliasedTable, and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, projects, tasks } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { recordActivity } from '../activities/activity-log';
import { findPipelineRecord } from '../activities/activities.service';

/** Who is acting: their account and whether they hold the leads scope (may change any task). */
export interface TaskCaller {
  accountId: number;
  holdsLeadsScope: boolean;
}

const assignee = aliasedTable(accounts, 'assignee');

/** A task as lists show it, with its assignee's name and its lead. */
function selectTasks(tenant: Tenant, ...conditions: (SQL | undefined)[]) {
  return tenant.db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      dueDate: tasks.dueDate,
      doneAt: tasks.doneAt,
      createdById: tasks.createdById,
      createdAt: tasks.createdAt,
      assigneeId: tasks.assigneeId,
      assigneeName: sql<string | null>`(${assignee.firstName} || ' ' || ${assignee.lastName})`,
      leadId: projects.id,
      leadName: projects.name,
      isLead: projects.isLead,
    })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(projects, and(eq(projects.id, tasks.projectId), eq(projects.isDeleted, false)))
    .where(tenant.where(tasks, eq(tasks.isDeleted, false), ...conditions));
}
type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

/** The answer shape of a task (docs/api/tasks.md). */
export function toTaskResponse(row: TaskRow, today = todayInManila()) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    done: row.doneAt !== null,
    doneAt: row.doneAt,
    isOverdue: isTaskOverdue(row, today),
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    createdById: row.createdById,
    lead: row.leadId && row.isLead ? { id: row.leadId, name: row.leadName ?? '' } : null,
    recordId: row.leadId,
    createdAt: row.createdAt,
  };
}
export type TaskResponse = ReturnType<typeof toTaskResponse>;

async function readTask(tenant: Tenant, id: number) {
  const [row] = await selectTasks(tenant, eq(tasks.id, id));
  if (!row) throw notFound('Task');
  return row;
}

async function checkAssignee(tenant: Tenant, assigneeId: number | null | undefined) {
  if (!assigneeId) return;
  const [found] = await tenant.db.select({ id: accounts.id }).from(accounts).where(tenant.where(accounts, eq(accounts.id, assigneeId), eq(accounts.isDeleted, false)));
  if (!found) throw unprocessable(TASK_MESSAGES.assigneeNotFound);
}

/** A task linked to a lead needs the leads scope to be seen or made through the lead. */
function requireLeadsScope(caller: TaskCaller) {
  if (!caller.holdsLeadsScope) throw forbidden();
}

/** The task `id` when the caller may change it: 404 when it is not the company's, 403 when not theirs to change. */
async function editableTask(tenant: Tenant, caller: TaskCaller, id: number) {
  const row = await readTask(tenant, id);
  if (!canEditTask(row, caller.accountId, caller.holdsLeadsScope)) throw forbidden(TASK_MESSAGES.notAllowed);
  return row;
}

const taskActivity = (tx: Db, tenant: Tenant, leadId: number, accountId: number, kind: 'TASK', message: string, data: Record<string, unknown>) =>
  recordActivity(tx, tenant, { projectId: leadId, kind, message, data, accountId });

/**
 * POST /task, POST /lead/{id}/task and POST /project/{id}/task: a task (the caller's when no
 * assignee is named); on a lead or project (`leadId` names either: one table), a TASK entry on its
 * timeline. A project task's route checks PROJECT_ACCESS; a lead's needs the leads scope here.
 */
export async function createTask(tenant: Tenant, caller: TaskCaller, input: CreateTaskRequest, record: 'LEAD' | 'PROJECT' = 'LEAD') {
  const leadId = input.leadId ?? null;
  if (leadId) {
    if (record === 'LEAD') requireLeadsScope(caller);
    await findPipelineRecord(tenant, leadId, record === 'LEAD');
  }
  const assigneeId = input.assigneeId === undefined ? caller.accountId : input.assigneeId;
  await checkAssignee(tenant, assigneeId);
  const id = await tenant.db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const [row] = await tx
      .insert(tasks)
      .values(scoped.values({ projectId: leadId, title: input.title, description: input.description ?? '', dueDate: input.dueDate ?? null, assigneeId, createdById: caller.accountId }))
      .returning();
    if (leadId) {
      await taskActivity(tx, scoped, leadId, caller.accountId, 'TASK', `Task created: ${row.title}`, { taskId: row.id, title: row.title, dueDate: row.dueDate, assigneeId: row.assigneeId });
    }
    return row.id;
  });
  return { data: toTaskResponse(await readTask(tenant, id)), message: TASK_MESSAGES.created };
}

/** PATCH /task: only the fields named; null clears the due date or the assignee. */
export async function updateTask(tenant: Tenant, caller: TaskCaller, { id, ...patch }: UpdateTaskRequest) {
  await editableTask(tenant, caller, id);
  await checkAssignee(tenant, patch.assigneeId);
  const columns = namedFields({ title: patch.title, description: patch.description, dueDate: patch.dueDate, assigneeId: patch.assigneeId });
  if (Object.keys(columns).length) await tenant.db.update(tasks).set({ ...columns, updatedAt: new Date() }).where(tenant.byId(tasks, id));
  return { data: toTaskResponse(await readTask(tenant, id)), message: TASK_MESSAGES.updated };
}

/** POST /task/{id}/complete: ticked done (or open again with done false); on a lead, a TASK entry. */
export async function completeTask(tenant: Tenant, caller: TaskCaller, id: number, done: boolean) {
  const row = await editableTask(tenant, caller, id);
  if ((row.doneAt !== null) !== done) {
    await tenant.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      await tx
        .update(tasks)
        .set(done ? { doneAt: new Date(), doneById: caller.accountId, status: 'DONE', updatedAt: new Date() } : { doneAt: null, doneById: null, status: 'PENDING', updatedAt: new Date() })
        .where(scoped.byId(tasks, id));
      if (row.leadId && row.isLead) {
        await taskActivity(tx, scoped, row.leadId, caller.accountId, 'TASK', `${done ? 'Task completed' : 'Task reopened'}: ${row.title}`, { taskId: id, title: row.title, done });
      }
    });
  }
  return { data: toTaskResponse(await readTask(tenant, id)), message: done ? TASK_MESSAGES.completed : TASK_MESSAGES.reopened };
}

/** DELETE /task/{id}: soft delete. */
export async function deleteTask(tenant: Tenant, caller: TaskCaller, id: number) {
  const row = await editableTask(tenant, caller, id);
  await tenant.db.update(tasks).set({ isDeleted: true, updatedAt: new Date() }).where(tenant.byId(tasks, id));
  return { data: { id, leadId: row.leadId && row.isLead ? row.leadId : null, assigneeId: row.assigneeId }, message: TASK_MESSAGES.deleted };
}

/** GET /task/mine: the caller's open tasks grouped overdue, today (Philippine day), upcoming. */
export async function listMyTasks(tenant: Tenant, accountId: number, today = todayInManila()) {
  const rows = await selectTasks(tenant, eq(tasks.assigneeId, accountId), isNull(tasks.doneAt)).orderBy(asc(tasks.dueDate), asc(tasks.id));
  const groups = groupMyTasks(rows.map((row) => toTaskResponse(row, today)), today);
  return { date: today, ...groups, count: rows.length };
}

/** GET /lead/{id}/tasks: open tasks first (earliest due first), then done ones (latest first). */
export async function listLeadTasks(tenant: Tenant, leadId: number) {
  await findPipelineRecord(tenant, leadId, true);
  const rows = await selectTasks(tenant, eq(tasks.projectId, leadId)).orderBy(
    sql`${tasks.doneAt} is not null`,
    asc(tasks.dueDate),
    desc(tasks.doneAt),
    asc(tasks.id),
  );
  const today = todayInManila();
  return { list: rows.map((row) => toTaskResponse(row, today)) };
}
