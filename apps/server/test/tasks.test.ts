import { todayInManila, addDays } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, projects, tasks } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let sales: TestUser;
let member: TestUser;
let colleague: TestUser;
let stranger: TestUser;
let leadId: number;

beforeAll(async () => {
  server = await startTestServer();
  sales = await createUser(server, { scopes: ['LEADS_ACCESS'] });
  member = await createUser(server, { companyId: sales.companyId, scopes: ['ITEMS_ACCESS'] });
  colleague = await createUser(server, { companyId: sales.companyId, scopes: ['ITEMS_ACCESS'] });
  stranger = await createUser(server, { scopes: ['LEADS_ACCESS'] });
  const [client] = await server.context.db.insert(clients).values({ companyId: sales.companyId, name: 'Bayanihan Corp', contactNumber: '0917', email: 'x@y.ph' }).returning();
  const [lead] = await server.context.db
    .insert(projects)
    .values({ companyId: sales.companyId, isLead: true, name: 'Mall fit-out', status: 'LEAD', boardKey: 'opportunity', boardPosition: 1, clientId: client.id })
    .returning();
  leadId = lead.id;
});
afterAll(async () => server?.stop());

const today = todayInManila();
const create = (user: TestUser, body: Record<string, unknown>) => call(server, 'POST', '/task', { token: user.token, body });

describe('creating tasks', () => {
  it('a member makes their own task; no assignee named means the caller', async () => {
    const answer = await create(member, { title: 'Count rebar', dueDate: today });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ message: 'Task created', data: { title: 'Count rebar', dueDate: today, done: false, doneAt: null, isOverdue: false, assignee: { id: member.accountId, name: 'Juan Dela Cruz' }, lead: null } });
  });

  it('bad input is a 400 with field problems and saves nothing', async () => {
    const before = await countRows(server, 'tasks');
    expectError(await create(member, { title: '  ' }), 400, ['title: is required']);
    expectError(await create(member, { title: 'x', dueDate: 'next week' }), 400, ['dueDate: must be a date YYYY-MM-DD']);
    expect(await countRows(server, 'tasks')).toBe(before);
  });

  it("an assignee outside the company is a 422; another company's lead is a 404; a lead task needs the leads scope", async () => {
    expectError(await create(sales, { title: 'x', assigneeId: stranger.accountId }), 422, 'The assignee is not an active user of your company');
    expectError(await create(stranger, { title: 'x', leadId }), 404);
    expectError(await create(member, { title: 'x', leadId }), 403);
    expectError(await call(server, 'POST', `/lead/${leadId}/task`, { token: stranger.token, body: { title: 'x' } }), 404);
  });
});

describe('my tasks', () => {
  it('groups my open tasks overdue, today and upcoming by the Philippine day; done and others\' tasks are left out', async () => {
    const me = await createUser(server, { companyId: sales.companyId, scopes: ['LEADS_ACCESS'] });
    const titles = async () => {
      const answer = await call(server, 'GET', '/task/mine', { token: me.token });
      expect(answer.status).toBe(200);
      const { date, overdue, today: due, upcoming, count } = answer.body;
      return { date, count, overdue: overdue.map((t: any) => t.title), today: due.map((t: any) => t.title), upcoming: upcoming.map((t: any) => t.title) };
    };
    await create(me, { title: 'Late 2', dueDate: addDays(today, -1) });
    await create(me, { title: 'Late 1', dueDate: addDays(today, -5), leadId });
    await create(me, { title: 'Now', dueDate: today });
    await create(me, { title: 'Someday' });
    await create(me, { title: 'Next week', dueDate: addDays(today, 7) });
    const done = await create(me, { title: 'Finished', dueDate: addDays(today, -2) });
    await call(server, 'POST', `/task/${done.body.data.id}/complete`, { token: me.token });
    await create(sales, { title: 'For sales only', dueDate: today });
    await create(sales, { title: 'Given to me', dueDate: addDays(today, 1), assigneeId: me.accountId });
    expect(await titles()).toEqual({ date: today, count: 6, overdue: ['Late 1', 'Late 2'], today: ['Now'], upcoming: ['Given to me', 'Next week', 'Someday'] });
    const mine = await call(server, 'GET', '/task/mine', { token: me.token });
    expect(mine.body.overdue[0]).toMatchObject({ isOverdue: true, lead: { id: leadId, name: 'Mall fit-out' } });
  });
});

describe('changing tasks', () => {
  it('PATCH changes only the fields it names; null clears the due date', async () => {
    const task = (await create(sales, { title: 'Draft proposal', description: 'Use the 2026 rates', dueDate: '2026-12-01', leadId })).body.data;
    const renamed = await call(server, 'PATCH', '/task', { token: sales.token, body: { id: task.id, title: 'Send proposal' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ message: 'Task updated', data: { title: 'Send proposal', description: 'Use the 2026 rates', dueDate: '2026-12-01', assignee: { id: sales.accountId } } });
    const cleared = await call(server, 'PATCH', '/task', { token: sales.token, body: { id: task.id, dueDate: null, assigneeId: colleague.accountId } });
    expect(cleared.body.data).toMatchObject({ title: 'Send proposal', dueDate: null, assignee: { id: colleague.accountId } });
    expectError(await call(server, 'PATCH', '/task', { token: sales.token, body: { id: task.id, title: null } }), 400, ['title: cannot be cleared']);
  });

  it('the assignee, the creator or a leads scope holder may change it; anyone else gets 403; another company 404', async () => {
    const task = (await create(member, { title: 'Check delivery', assigneeId: member.accountId })).body.data;
    expectError(await call(server, 'PATCH', '/task', { token: colleague.token, body: { id: task.id, title: 'Mine now' } }), 403, 'Only the assignee, the creator or a user with leads access can change this task');
    expectError(await call(server, 'POST', `/task/${task.id}/complete`, { token: colleague.token }), 403);
    expectError(await call(server, 'DELETE', `/task/${task.id}`, { token: colleague.token }), 403);
    expectError(await call(server, 'PATCH', '/task', { token: stranger.token, body: { id: task.id, title: 'x' } }), 404);
    expectError(await call(server, 'DELETE', `/task/${task.id}`, { token: stranger.token }), 404);
    expect((await call(server, 'PATCH', '/task', { token: sales.token, body: { id: task.id, assigneeId: colleague.accountId } })).status).toBe(200);
    // Now the colleague is the assignee and may tick it.
    const ticked = await call(server, 'POST', `/task/${task.id}/complete`, { token: colleague.token });
    expect(ticked.body).toMatchObject({ message: 'Task completed', data: { done: true } });
    const [row] = await server.context.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row.doneById).toBe(colleague.accountId);
    expect(row.status).toBe('DONE');
  });

  it('complete and reopen; on a lead each is in its timeline; delete hides it', async () => {
    const task = (await create(sales, { title: 'Call Engr. Santos', leadId })).body.data;
    expect((await call(server, 'POST', `/task/${task.id}/complete`, { token: sales.token, body: { done: true } })).body.data.done).toBe(true);
    const reopened = await call(server, 'POST', `/task/${task.id}/complete`, { token: sales.token, body: { done: false } });
    expect(reopened.body).toMatchObject({ message: 'Task reopened', data: { done: false, doneAt: null } });
    const timeline = JSON.stringify((await call(server, 'GET', `/lead/${leadId}/activities`, { token: sales.token })).body);
    expect(timeline).toContain('Task completed: Call Engr. Santos');
    expect(timeline).toContain('Task reopened: Call Engr. Santos');

    const list = async () => (await call(server, 'GET', `/lead/${leadId}/tasks`, { token: sales.token })).body.list.map((t: any) => t.id);
    expect(await list()).toContain(task.id);
    const deleted = await call(server, 'DELETE', `/task/${task.id}`, { token: sales.token });
    expect(deleted.body.message).toBe('Task deleted');
    expect(await list()).not.toContain(task.id);
    expectError(await call(server, 'PATCH', '/task', { token: sales.token, body: { id: task.id, title: 'x' } }), 404);
  });

  it("a lead's tasks: open ones first, earliest due first; leads scope required; another company's lead 404", async () => {
    const [lead] = await server.context.db
      .insert(projects)
      .values({ companyId: sales.companyId, isLead: true, name: 'School', status: 'LEAD', boardKey: 'opportunity', boardPosition: 99 })
      .returning();
    const a = (await create(sales, { title: 'A undated', leadId: lead.id })).body.data;
    const b = (await create(sales, { title: 'B late', dueDate: '2026-01-01', leadId: lead.id })).body.data;
    const c = (await create(sales, { title: 'C done', dueDate: '2025-01-01', leadId: lead.id })).body.data;
    await call(server, 'POST', `/task/${c.id}/complete`, { token: sales.token });
    const answer = await call(server, 'GET', `/lead/${lead.id}/tasks`, { token: sales.token });
    expect(answer.body.list.map((t: any) => t.id)).toEqual([b.id, a.id, c.id]);
    expectError(await call(server, 'GET', `/lead/${lead.id}/tasks`, { token: member.token }), 403);
    expectError(await call(server, 'GET', `/lead/${lead.id}/tasks`, { token: stranger.token }), 404);
  });
});
