import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { patchSchemaOf } from '../records/patch';
import { recordId, text } from '../validation';

/** The fields of a task a person edits. */
const taskFields = {
  title: text().trim().min(1, 'is required').max(200),
  description: text().trim().max(2000).optional().default(''),
  /** YYYY-MM-DD, Philippine calendar day. */
  dueDate: isoDate.nullable().optional(),
  assigneeId: recordId().nullable().optional(),
};

/** POST /task: a task, on its own or for a lead (leadId). Without assigneeId it is the caller's. */
export const createTaskRequest = z.object({ ...taskFields, leadId: recordId().nullable().optional() });
export type CreateTaskRequest = z.infer<typeof createTaskRequest>;

/** POST /lead/{id}/task: the lead comes from the path. */
export const createLeadTaskRequest = z.object(taskFields);

/** PATCH /task: the id and the fields to change; a field left out keeps its value, null clears the due date or assignee. */
export const updateTaskRequest = patchSchemaOf(z.object(taskFields)).extend({ id: recordId() });
export type UpdateTaskRequest = z.infer<typeof updateTaskRequest>;

/** POST /task/{id}/complete: done (the default) or open again. */
export const completeTaskRequest = z.object({ done: z.boolean().optional().default(true) }).optional().default({ done: true });
