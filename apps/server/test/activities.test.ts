import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, calendarEvents, emailOutbox, jobs, projectActivities, projects, tasks } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, freshBoardPosition, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let sales: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  sales = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });
});
afterAll(async () => server?.stop());

/** A lead made directly in the database, with its CREATED activity an hour ago. */
async function createLead(user: TestUser, name = 'Calamba Warehouse') {
  const { db } = server.context;
  const [lead] = await db.insert(projects).values({ companyId: user.companyId, isLead: true, name, status: 'LEAD', boardKey: 'opportunity', boardPosition: freshBoardPosition() }).returning();
  await db
    .insert(projectActivities)
    .values({ companyId: user.companyId, projectId: lead.id, kind: 'CREATED', message: 'Lead created', accountId: user.accountId, createdAt: new Date(Date.now() - 3_600_000) });
  return lead.id;
}

const timeline = async (user: TestUser, path: string) => {
  const answer = await call(server, 'GET', path, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as any[];
};

const email = (leadId: number, body: Record<string, unknown>, user = sales) =>
  call(server, 'POST', `/lead/${leadId}/email`, { token: user.token, body: { subject: 'Site visit', html: '<p>Good day,</p><p>See you &amp; the team on Monday.</p>', ...body } });

describe('notes', () => {
  const addNote = (leadId: number, text: unknown, user = sales) => call(server, 'POST', `/lead/${leadId}/notes`, { token: user.token, body: { text } });

  it("POST /lead/{id}/notes adds a dated note with its author, answers 'Notes saved successfully', and the timeline shows a NOTE", async () => {
    const leadId = await createLead(sales);
    const answer = await addNote(leadId, '  Client prefers steel roofing.  ');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      message: 'Notes saved successfully',
      data: { id: expect.any(Number), text: 'Client prefers steel roofing.', createdAt: expect.any(String), account: { id: sales.accountId, name: 'Juan Dela Cruz' } },
    });
    const events = await timeline(sales, `/lead/${leadId}/activities`);
    expect(events.map((e) => e.kind)).toEqual(['NOTE', 'CREATED']);
    expect(events[0]).toEqual({
      id: expect.any(Number), kind: 'NOTE', message: 'Note added', data: { noteId: answer.body.data.id, text: 'Client prefers steel roofing.' }, createdAt: expect.any(String),
      account: { id: sales.accountId, name: 'Juan Dela Cruz' },
    });
    expectError(await call(server, 'POST', `/lead/${leadId}/notes`, { token: sales.token, body: {} }), 400, /text: is required/);
    expectError(await addNote(leadId, '   '), 400, /text: is required/);
  });

  it('a second note keeps the first: GET /lead/{id}/notes lists both, newest first, each with its author', async () => {
    const leadId = await createLead(sales);
    const colleague = await createUser(server, { companyId: sales.companyId, scopes: ['LEADS_ACCESS'] });
    await server.context.db.update(accounts).set({ firstName: 'Ana', lastName: 'Reyes' }).where(eq(accounts.id, colleague.accountId));
    expect((await addNote(leadId, 'First visit went well.')).status).toBe(201);
    expect((await addNote(leadId, 'Asked for a revised quote.', colleague)).status).toBe(201);
    const notes = await call(server, 'GET', `/lead/${leadId}/notes`, { token: sales.token });
    expect(notes.status).toBe(200);
    expect(notes.body.map((note: any) => [note.text, note.account?.name])).toEqual([
      ['Asked for a revised quote.', 'Ana Reyes'],
      ['First visit went well.', 'Juan Dela Cruz'],
    ]);
    expect(new Date(notes.body[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(notes.body[1].createdAt).getTime());
  });
});

describe('meetings and tasks', () => {
  it('POST /lead/{id}/meeting creates a calendar event and a MEETING activity; an end not after the start is a 400', async () => {
    const leadId = await createLead(sales);
    const body = { title: 'Site survey', startsAt: '2026-12-01T01:00:00.000Z', endsAt: '2026-12-01T03:00:00.000Z', place: 'Calamba' };
    const answer = await call(server, 'POST', `/lead/${leadId}/meeting`, { token: sales.token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ message: 'Meeting scheduled', data: { id: expect.any(Number), projectId: leadId, title: 'Site survey', place: 'Calamba', startsAt: body.startsAt, endsAt: body.endsAt } });
    const [event] = await server.context.db.select().from(calendarEvents).where(eq(calendarEvents.id, answer.body.data.id));
    expect(event).toMatchObject({ companyId: sales.companyId, createdById: sales.accountId });
    const events = await timeline(sales, `/lead/${leadId}/activities`);
    expect(events[0]).toMatchObject({ kind: 'MEETING', message: 'Meeting scheduled: Site survey', data: { eventId: event.id, title: 'Site survey' } });

    const before = await countRows(server, 'calendar_events');
    expectError(await call(server, 'POST', `/lead/${leadId}/meeting`, { token: sales.token, body: { ...body, endsAt: body.startsAt } }), 400, ['endsAt: must be after the start']);
    expectError(await call(server, 'POST', `/lead/${leadId}/meeting`, { token: sales.token, body: { ...body, title: '', endsAt: body.startsAt } }), 400, [
      'title: is required',
      'endsAt: must be after the start',
    ]);
    expect(await countRows(server, 'calendar_events')).toBe(before);
  });

  it('POST /lead/{id}/task creates a task and a TASK activity; an assignee from another company is a 422', async () => {
    const leadId = await createLead(sales);
    const colleague = await createUser(server, { companyId: sales.companyId });
    const answer = await call(server, 'POST', `/lead/${leadId}/task`, { token: sales.token, body: { title: 'Send proposal', dueDate: '2026/12/05', assigneeId: colleague.accountId } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ message: 'Task created', data: { title: 'Send proposal', dueDate: '2026-12-05', assignee: { id: colleague.accountId }, done: false, lead: { id: leadId } } });
    const events = await timeline(sales, `/lead/${leadId}/activities`);
    expect(events.map((e) => e.kind)).toEqual(['TASK', 'CREATED']);
    expect(events[0].data).toMatchObject({ taskId: answer.body.data.id, title: 'Send proposal' });

    const stranger = await createUser(server);
    const before = await countRows(server, 'tasks');
    expectError(await call(server, 'POST', `/lead/${leadId}/task`, { token: sales.token, body: { title: 'Poach', assigneeId: stranger.accountId } }), 422);
    expect(await countRows(server, 'tasks')).toBe(before);
    // No assignee named: the task is the caller's own.
    const unassigned = await call(server, 'POST', `/lead/${leadId}/task`, { token: sales.token, body: { title: 'Call back' } });
    expect(unassigned.status).toBe(201);
    expect(unassigned.body.data.assignee.id).toBe(sales.accountId);
    const rows = await server.context.db.select().from(tasks).where(eq(tasks.projectId, leadId));
    expect(rows).toHaveLength(2);
  });
});

describe('email', () => {
  it('POST /lead/{id}/email puts one mail in the outbox addressed to every recipient, queues it, and adds an EMAIL activity', async () => {
    const leadId = await createLead(sales);
    const answer = await email(leadId, { to: ' ana@example.ph ,ben@example.ph,, ', cc: 'boss@example.ph', bcc: 'audit@example.ph' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Email sent successfully' });
    const mails = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.companyId, sales.companyId));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ana@example.ph, ben@example.ph', subject: 'Site visit', html: '<p>Good day,</p><p>See you &amp; the team on Monday.</p>' });
    expect(mails[0].text).toBe('Cc: boss@example.ph\n\nGood day,\nSee you & the team on Monday.');
    expect(mails[0].text).not.toContain('audit@example.ph');
    const [job] = await server.context.db.select().from(jobs).where(eq(jobs.companyId, sales.companyId));
    expect(job.payload).toEqual({ outboxId: mails[0].id, cc: ['boss@example.ph'], bcc: ['audit@example.ph'] });
    const events = await timeline(sales, `/lead/${leadId}/activities`);
    expect(events[0]).toMatchObject({
      kind: 'EMAIL',
      data: { outboxId: mails[0].id, to: ['ana@example.ph', 'ben@example.ph'], cc: ['boss@example.ph'], bcc: ['audit@example.ph'], subject: 'Site visit' },
    });
  });

  it("no recipient is a 400 'Please specify at least one recipient'; a bad address is a 400 naming it; nothing is sent", async () => {
    const leadId = await createLead(sales);
    const before = await countRows(server, 'email_outbox');
    expectError(await email(leadId, { to: '' }), 400, 'Please specify at least one recipient');
    expectError(await email(leadId, { to: ' , ,' }), 400, 'Please specify at least one recipient');
    expectError(await email(leadId, {}), 400, 'Please specify at least one recipient');
    expectError(await email(leadId, { to: 'ana@example.ph, not-an-address' }), 400, ['to: not-an-address is not a valid email address']);
    expectError(await email(leadId, { to: 'ana@example.ph', cc: 'boss@' }), 400, ['cc: boss@ is not a valid email address']);
    expectError(await email(leadId, { to: 'ana@example.ph', subject: '' }), 400);
    expect(await countRows(server, 'email_outbox')).toBe(before);
    expect((await timeline(sales, `/lead/${leadId}/activities`)).map((e) => e.kind)).toEqual(['CREATED']);
  });
});

describe('timelines of converted projects', () => {
  it("a project converted from a lead lists its own and its lead's activities, newest first", async () => {
    const leadId = await createLead(sales, 'Converted lead');
    await call(server, 'POST', `/lead/${leadId}/notes`, { token: sales.token, body: { text: 'Before conversion' } });
    const created = await call(server, 'POST', '/project', { token: sales.token, body: { name: 'Converted project', budget: 1 } });
    const projectId = created.body.data.id;
    await server.context.db.update(projects).set({ convertedFromId: leadId }).where(eq(projects.id, projectId));
    const events = await timeline(sales, `/project/${projectId}/activities`);
    expect(events.map((e) => [e.kind, e.message])).toEqual([
      ['CREATED', 'Project created'],
      ['NOTE', 'Note added'],
      ['CREATED', 'Lead created'],
    ]);
    // The lead's own timeline stays its own; a lead id is not a project and vice versa.
    expect((await timeline(sales, `/lead/${leadId}/activities`)).map((e) => e.kind)).toEqual(['NOTE', 'CREATED']);
    expectError(await call(server, 'GET', `/project/${leadId}/activities`, { token: sales.token }), 404);
    expectError(await call(server, 'GET', `/lead/${projectId}/activities`, { token: sales.token }), 404);
  });
});

describe('tenancy and access', () => {
  it("another company's lead is 404 on every lead route and nothing is written", async () => {
    const leadId = await createLead(sales);
    const intruder = await createUser(server, { scopes: ['LEADS_ACCESS'] });
    const token = intruder.token;
    const counts = async () => [await countRows(server, 'lead_notes'), await countRows(server, 'project_activities'), await countRows(server, 'calendar_events'), await countRows(server, 'tasks'), await countRows(server, 'email_outbox')];
    const before = await counts();
    expectError(await call(server, 'GET', `/lead/${leadId}/activities`, { token }), 404, 'Lead not found');
    expectError(await call(server, 'POST', `/lead/${leadId}/notes`, { token, body: { text: 'Taken over' } }), 404);
    expectError(await call(server, 'GET', `/lead/${leadId}/notes`, { token }), 404);
    expectError(await call(server, 'POST', `/lead/${leadId}/meeting`, { token, body: { title: 'x', startsAt: '2026-12-01T01:00:00Z', endsAt: '2026-12-01T02:00:00Z' } }), 404);
    expectError(await call(server, 'POST', `/lead/${leadId}/task`, { token, body: { title: 'x' } }), 404);
    expectError(await email(leadId, { to: 'ana@example.ph' }, intruder), 404);
    expect(await counts()).toEqual(before);
  });

  it('lead routes need LEADS_ACCESS and project timelines PROJECT_ACCESS', async () => {
    const leadId = await createLead(sales);
    const projectsOnly = await createUser(server, { companyId: sales.companyId, scopes: ['PROJECT_ACCESS'] });
    const leadsOnly = await createUser(server, { companyId: sales.companyId, scopes: ['LEADS_ACCESS'] });
    expectError(await call(server, 'GET', `/lead/${leadId}/activities`, { token: projectsOnly.token }), 403);
    expectError(await call(server, 'POST', `/lead/${leadId}/notes`, { token: projectsOnly.token, body: { text: 'x' } }), 403);
    expectError(await call(server, 'GET', `/lead/${leadId}/notes`, { token: projectsOnly.token }), 403);
    expectError(await email(leadId, { to: 'ana@example.ph' }, projectsOnly), 403);
    expectError(await call(server, 'GET', `/project/1/activities`, { token: leadsOnly.token }), 403);
  });
});
