import { describe, expect, it } from 'vitest';
import { canEditTask, compareTasksByDue, groupMyTasks, isTaskOverdue, nextOpenTask, TASK_MESSAGES, taskDueState } from './task.rules';
import { todayInManila } from '../leads/lead.rules';
import { createTaskRequest, updateTaskRequest, completeTaskRequest } from './task.schemas';

const task = (id: number, dueDate: string | null, doneAt: string | null = null) => ({ id, dueDate, doneAt });

describe('task due state', () => {
  const today = '2026-11-24';
  it('overdue before today, today on the day, upcoming later or without a date, done when done', () => {
    expect(taskDueState(task(1, '2026-11-23'), today)).toBe('overdue');
    expect(taskDueState(task(1, '2026-11-24'), today)).toBe('today');
    expect(taskDueState(task(1, '2026-11-25'), today)).toBe('upcoming');
    expect(taskDueState(task(1, null), today)).toBe('upcoming');
    expect(taskDueState(task(1, '2026-11-01', '2026-11-02T00:00:00Z'), today)).toBe('done');
    expect(isTaskOverdue(task(1, '2026-11-23'), today)).toBe(true);
    expect(isTaskOverdue(task(1, '2026-11-24'), today)).toBe(false);
    expect(isTaskOverdue(task(1, '2026-11-23', '2026-11-24T00:00:00Z'), today)).toBe(false);
  });
  it('today is the Philippine day', () => {
    expect(todayInManila(new Date('2026-11-23T16:30:00Z'))).toBe('2026-11-24');
    expect(todayInManila(new Date('2026-11-23T15:30:00Z'))).toBe('2026-11-23');
  });
});

describe('my tasks', () => {
  it('groups open tasks, each group earliest first, undated last, done left out', () => {
    const tasks = [task(5, null), task(4, '2026-11-30'), task(3, '2026-11-24'), task(2, '2026-11-20'), task(1, '2026-11-22'), task(6, '2026-11-24'), task(7, '2026-11-10', '2026-11-11')];
    const groups = groupMyTasks(tasks, '2026-11-24');
    expect(groups.overdue.map((t) => t.id)).toEqual([2, 1]);
    expect(groups.today.map((t) => t.id)).toEqual([3, 6]);
    expect(groups.upcoming.map((t) => t.id)).toEqual([4, 5]);
  });
  it('orders by due date then id', () => {
    expect(compareTasksByDue(task(1, '2026-01-01'), task(2, '2026-01-01'))).toBeLessThan(0);
    expect(compareTasksByDue(task(2, null), task(1, null))).toBeGreaterThan(0);
    expect(compareTasksByDue(task(1, null), task(2, '2026-01-01'))).toBeGreaterThan(0);
    expect(compareTasksByDue(task(1, '2026-01-01'), task(2, null))).toBeLessThan(0);
    expect(compareTasksByDue(task(1, '2026-01-02'), task(2, '2026-01-01'))).toBeGreaterThan(0);
  });
  it('the next open task is the one due first', () => {
    expect(nextOpenTask([task(1, null), task(2, '2026-12-01'), task(3, '2026-11-01', '2026-11-01')])?.id).toBe(2);
    expect(nextOpenTask([task(1, null)])?.id).toBe(1);
    expect(nextOpenTask([task(3, '2026-11-01', '2026-11-01')])).toBeNull();
    expect(nextOpenTask([])).toBeNull();
  });
});

describe('who may change a task', () => {
  it('assignee, creator or leads scope', () => {
    expect(canEditTask({ assigneeId: 7, createdById: 8 }, 7, false)).toBe(true);
    expect(canEditTask({ assigneeId: 7, createdById: 8 }, 8, false)).toBe(true);
    expect(canEditTask({ assigneeId: 7, createdById: 8 }, 9, true)).toBe(true);
    expect(canEditTask({ assigneeId: 7, createdById: 8 }, 9, false)).toBe(false);
    expect(canEditTask({ assigneeId: null, createdById: null }, 9, false)).toBe(false);
    expect(TASK_MESSAGES.notAllowed).toBe('Only the assignee, the creator or a user with leads access can change this task');
  });
});

describe('task requests', () => {
  it('a title is required; dates are calendar dates', () => {
    expect(createTaskRequest.safeParse({ title: ' ' }).success).toBe(false);
    expect(createTaskRequest.safeParse({ title: 'Call back', dueDate: '2026/11/30' }).data?.dueDate).toBe('2026-11-30');
    expect(createTaskRequest.safeParse({ title: 'Call back', dueDate: '30 Nov' }).success).toBe(false);
  });
  it('a patch keeps what it leaves out and may clear the due date and assignee', () => {
    expect(updateTaskRequest.parse({ id: 1, title: 'x' })).toEqual({ id: 1, title: 'x' });
    expect(updateTaskRequest.parse({ id: 1, dueDate: null, assigneeId: null })).toEqual({ id: 1, dueDate: null, assigneeId: null });
    expect(updateTaskRequest.safeParse({ id: 1, title: null }).success).toBe(false);
  });
  it('complete means done unless told otherwise', () => {
    expect(completeTaskRequest.parse(undefined)).toEqual({ done: true });
    expect(completeTaskRequest.parse({})).toEqual({ done: true });
    expect(completeTaskRequest.parse({ done: false })).toEqual({ done: false });
  });
});
