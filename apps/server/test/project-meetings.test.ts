import { icsTextValue, parseIcs, PUSH } from '@haligi/shared';
import { and, desc, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clients, emailOutbox, jobs, projects } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

/** How long a socket that should hear nothing is given to hear something anyway. */
const QUIET_MS = 400;

let server: TestServer;
let planner: TestUser;
let colleague: TestUser;
let calendarOnly: TestUser;
let leadsOnly: TestUser;
let stranger: TestUser;
let projectId: number;
let leadId: number;
let strangerProjectId: number;
let meetingId: number;
const open: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  planner = await createUser(server, { scopes: ['CALENDAR_ACCESS', 'PROJECT_ACCESS'] });
  const companyId = planner.companyId;
  colleague = await createUser(server, { companyId, scopes: ['CALENDAR_ACCESS', 'PROJECT_ACCESS'] });
  calendarOnly = await createUser(server, { companyId, scopes: ['CALENDAR_ACCESS'] });
  leadsOnly = await createUser(server, { companyId, scopes: ['CALENDAR_ACCESS', 'LEADS_ACCESS'] });
  stranger = await createUser(server, { scopes: ['CALENDAR_ACCESS', 'PROJECT_ACCESS'] });
  const { db } = server.context;
  const [client] = await db.insert(clients).values({ companyId, name: 'Bayanihan Corp', contactNumber: '0917', email: 'x@y.ph' }).returning();
  const [project] = await db.insert(projects).values({ companyId, isLead: false, name: 'Tower 2', status: 'ACTIVE', boardKey: 'ongoing', boardPosition: 1, clientId: client.id }).returning();
  const [lead] = await db.insert(projects).values({ companyId, isLead: true, name: 'Mall fit-out', status: 'LEAD', boardKey: 'opportunity', boardPosition: 1, clientId: client.id }).returning();
  const [other] = await db.insert(projects).values({ companyId: stranger.companyId, isLead: false, name: 'Their tower', status: 'ACTIVE', boardKey: 'ongoing', boardPosition: 1 }).returning();
  projectId = project.id;
  leadId = lead.id;
  strangerProjectId = other.id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => server?.stop());

/** A connected socket (the real socket.io-client), with every calendar-changed it hears. */
async function listen(user: TestUser) {
  const socket = io(server.url, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  const heard: any[] = [];
  socket.on(PUSH.calendarChanged, (payload) => heard.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return heard;
}

const MEETING = { title: 'Pour schedule', startsAt: '2026-12-07T09:00:00+08:00', endsAt: '2026-12-07T10:00:00+08:00', place: 'Site office', attendees: 'engineer@example.com' };

describe('POST /project/{id}/meeting', () => {
  it('schedules the meeting, mails the attendees the .ics with the project link, and pushes calendar-changed to who can see it', async () => {
    const [colleagueHears, calendarOnlyHears, leadsOnlyHears, strangerHears] = await Promise.all([listen(colleague), listen(calendarOnly), listen(leadsOnly), listen(stranger)]);
    const answer = await call(server, 'POST', `/project/${projectId}/meeting`, { token: planner.token, body: MEETING });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Meeting scheduled');
    expect(answer.body.data).toMatchObject({ projectId, title: 'Pour schedule', attendees: ['engineer@example.com'], createdById: planner.accountId });
    meetingId = answer.body.data.id;

    const [mail] = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.companyId, planner.companyId)).orderBy(desc(emailOutbox.id));
    expect(mail.to).toBe('engineer@example.com');
    expect(mail.subject).toBe('Invitation: Pour schedule, 7 Dec 2026, 9:00 AM');
    const delivery = (await server.context.db.select().from(jobs).where(and(eq(jobs.name, 'mail.send'), eq(jobs.companyId, planner.companyId)))).find((job) => job.payload.outboxId === mail.id);
    const attachments = delivery!.payload.attachments as { filename: string; contentType: string; content: string }[];
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([['invite.ics', 'text/calendar; charset=utf-8; method=REQUEST']]);
    const props = parseIcs(Buffer.from(attachments[0].content, 'base64').toString('utf8'));
    const one = (name: string) => props.find((p) => p.name === name)?.value;
    expect(one('METHOD')).toBe('REQUEST');
    expect(icsTextValue(one('SUMMARY')!)).toBe('Pour schedule');
    expect(one('DTSTART')).toBe('20261207T010000Z');
    expect(one('URL')).toBe(`${server.context.config.publicUrl}/member/project/${projectId}`);

    await waitFor(() => colleagueHears[0]);
    expect(colleagueHears).toEqual([{ action: 'scheduled', meetingId, by: { accountId: planner.accountId } }]);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    // CALENDAR_ACCESS without PROJECT_ACCESS, or the lead scope only, does not show a project's meeting; nor does another company.
    expect(calendarOnlyHears).toEqual([]);
    expect(leadsOnlyHears).toEqual([]);
    expect(strangerHears).toEqual([]);
  });

  it("shows on the project's timeline and in the calendar with the link to the project", async () => {
    const timeline = await call(server, 'GET', `/project/${projectId}/activities`, { token: planner.token });
    expect(timeline.status).toBe(200);
    const entries = (timeline.body.data ?? timeline.body.list ?? timeline.body) as any[];
    expect(entries.find((entry) => entry.kind === 'MEETING')).toMatchObject({ kind: 'MEETING', message: 'Meeting scheduled: Pour schedule' });
    const calendar = await call(server, 'GET', '/calendar/events?from=2026-12-07&to=2026-12-07', { token: colleague.token });
    expect(calendar.status).toBe(200);
    expect(calendar.body.data.find((event: any) => event.key === `meeting-${meetingId}`)).toMatchObject({
      type: 'MEETING',
      title: 'Pour schedule',
      link: `/member/project/${projectId}`,
      record: { kind: 'PROJECT', id: projectId, name: 'Tower 2' },
      attendees: ['engineer@example.com'],
    });
  });

  it('needs PROJECT_ACCESS; a lead, another company\'s project or a missing one is 404; bad input lists its problems', async () => {
    expectError(await call(server, 'POST', `/project/${projectId}/meeting`, { token: leadsOnly.token, body: MEETING }), 403);
    expectError(await call(server, 'POST', `/project/${projectId}/meeting`, { body: MEETING }), 401);
    expectError(await call(server, 'POST', `/project/${strangerProjectId}/meeting`, { token: planner.token, body: MEETING }), 404, 'Project not found');
    expectError(await call(server, 'POST', `/project/${leadId}/meeting`, { token: planner.token, body: MEETING }), 404, 'Project not found');
    expectError(await call(server, 'POST', `/project/999999/meeting`, { token: planner.token, body: MEETING }), 404, 'Project not found');
    // Another company's project is 404 before its body is read.
    expectError(await call(server, 'POST', `/project/${strangerProjectId}/meeting`, { token: planner.token, body: {} }), 404, 'Project not found');
    const bad = await call(server, 'POST', `/project/${projectId}/meeting`, { token: planner.token, body: { ...MEETING, endsAt: MEETING.startsAt, attendees: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.message)).toContain('endsAt: must be after the start');
  });
});

describe('moving a meeting pushes calendar-changed', () => {
  it('reaches the open calendars of the members who can see it, not the others', async () => {
    const [colleagueHears, calendarOnlyHears, strangerHears] = await Promise.all([listen(colleague), listen(calendarOnly), listen(stranger)]);
    const moved = await call(server, 'PATCH', '/calendar/meeting', { token: planner.token, body: { id: meetingId, startsAt: '2026-12-08T09:00:00+08:00', endsAt: '2026-12-08T10:00:00+08:00' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await waitFor(() => colleagueHears[0]);
    expect(colleagueHears).toEqual([{ action: 'moved', meetingId, by: { accountId: planner.accountId } }]);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(calendarOnlyHears).toEqual([]);
    expect(strangerHears).toEqual([]);
  });

  it('pushes nothing when the times do not change', async () => {
    const colleagueHears = await listen(colleague);
    const same = await call(server, 'PATCH', '/calendar/meeting', { token: planner.token, body: { id: meetingId, startsAt: '2026-12-08T09:00:00+08:00' } });
    expect(same.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(colleagueHears).toEqual([]);
  });
});

describe('POST /project/{id}/task', () => {
  it("creates the task on the project's timeline and in the calendar; needs PROJECT_ACCESS; another company's project is 404", async () => {
    const created = await call(server, 'POST', `/project/${projectId}/task`, { token: planner.token, body: { title: 'Order rebar', dueDate: '2026-12-09', assigneeId: colleague.accountId } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ message: 'Task created', data: { title: 'Order rebar', dueDate: '2026-12-09', assignee: { id: colleague.accountId }, recordId: projectId, lead: null } });
    const taskId = created.body.data.id;
    const timeline = await call(server, 'GET', `/project/${projectId}/activities`, { token: planner.token });
    const entries = (timeline.body.data ?? timeline.body.list ?? timeline.body) as any[];
    expect(entries.find((entry) => entry.kind === 'TASK')).toMatchObject({ kind: 'TASK', message: 'Task created: Order rebar' });
    const calendar = await call(server, 'GET', '/calendar/events?from=2026-12-09&to=2026-12-09', { token: colleague.token });
    expect(calendar.body.data.find((event: any) => event.key === `task-${taskId}`)).toMatchObject({ type: 'TASK', title: 'Order rebar', link: `/member/project/${projectId}` });

    expectError(await call(server, 'POST', `/project/${projectId}/task`, { token: leadsOnly.token, body: { title: 'x' } }), 403);
    expectError(await call(server, 'POST', `/project/${strangerProjectId}/task`, { token: planner.token, body: {} }), 404, 'Project not found');
    expectError(await call(server, 'POST', `/project/${leadId}/task`, { token: planner.token, body: { title: 'x' } }), 404, 'Project not found');
    expectError(await call(server, 'POST', `/project/${projectId}/task`, { token: planner.token, body: { title: '' } }), 400);
  });
});
