import { addDays, icsTextValue, icsUtcValue, parseIcs, todayInManila } from '@haligi/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, branches, calendarEvents, clients, emailOutbox, holidays, jobs, projectActivities, projects, tasks } from '../src/db/schema';
import { payrollCutoffs, payrollGroups } from '../src/db/schema-payroll';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let planner: TestUser;
let plain: TestUser;
let noCalendar: TestUser;
let stranger: TestUser;
let leadId: number;
let projectId: number;
let meetingId: number;
const ids = {} as { leadTask: number; projectTask: number; plainTask: number; projectMeeting: number; cutoff: number; strangerMeeting: number };

const DECEMBER = '/calendar/events?from=2026-11-29&to=2027-01-02';
const events = async (user: TestUser, path = DECEMBER) => {
  const answer = await call(server, 'GET', path, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { from: string; to: string; today: string; data: any[] };
};
const keys = async (user: TestUser, path = DECEMBER) => (await events(user, path)).data.map((e) => `${e.key} ${e.date ?? e.startsAt} ${e.title}`);

/** The newest mail.send job of an outbox row, and its .ics read back. */
async function invitationOf(outboxId: number) {
  const [job] = await server.context.db.select().from(jobs).where(and(eq(jobs.name, 'mail.send'), eq(jobs.companyId, planner.companyId))).orderBy(desc(jobs.id));
  const delivery = (await server.context.db.select().from(jobs).where(eq(jobs.name, 'mail.send'))).find((j) => j.payload.outboxId === outboxId) ?? job;
  const attachments = delivery.payload.attachments as { filename: string; contentType: string; content: string }[];
  expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([['invite.ics', 'text/calendar; charset=utf-8; method=REQUEST']]);
  const props = parseIcs(Buffer.from(attachments[0].content, 'base64').toString('utf8'));
  const one = (name: string) => props.find((p) => p.name === name)?.value;
  return { props, one };
}

beforeAll(async () => {
  server = await startTestServer();
  planner = await createUser(server, { scopes: ['CALENDAR_ACCESS', 'LEADS_ACCESS', 'PROJECT_ACCESS', 'MANPOWER_CUTOFF_MANAGEMENT_ACCESS'], email: `planner-${Date.now()}@bayanihan.ph` });
  const companyId = planner.companyId;
  plain = await createUser(server, { companyId, scopes: ['CALENDAR_ACCESS'] });
  noCalendar = await createUser(server, { companyId, scopes: ['LEADS_ACCESS'] });
  stranger = await createUser(server, { scopes: ['CALENDAR_ACCESS', 'LEADS_ACCESS', 'PROJECT_ACCESS'] });
  const { db } = server.context;
  const [makati, cebu] = await db.insert(branches).values([{ companyId, name: 'Makati' }, { companyId, name: 'Cebu' }]).returning();
  await db.update(accounts).set({ branchId: makati.id }).where(eq(accounts.id, planner.accountId));
  await db.insert(holidays).values([
    { companyId, name: 'Makati City Day', date: '2026-12-10', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL', branchId: makati.id },
    { companyId, name: 'Cebu Charter Day', date: '2026-12-11', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL', branchId: cebu.id },
  ]);
  const [client] = await db.insert(clients).values({ companyId, name: 'Bayanihan Corp', contactNumber: '0917', email: 'x@y.ph' }).returning();
  const [lead] = await db.insert(projects).values({ companyId, isLead: true, name: 'Mall fit-out', status: 'LEAD', boardKey: 'opportunity', boardPosition: 1, clientId: client.id }).returning();
  const [project] = await db.insert(projects).values({ companyId, isLead: false, name: 'Tower 2', status: 'ACTIVE', boardKey: 'ongoing', boardPosition: 1, clientId: client.id }).returning();
  leadId = lead.id;
  projectId = project.id;
  const [group] = await db.insert(payrollGroups).values({ companyId, name: 'Site crew' }).returning();
  const [cutoff] = await db
    .insert(payrollCutoffs)
    .values({ companyId, payrollGroupId: group.id, code: 'PC-000007', periodStart: '2026-12-01', periodEnd: '2026-12-15', payDate: '2026-12-20', month: '2026-12' })
    .returning();
  ids.cutoff = cutoff.id;
  const [projectMeeting] = await db
    .insert(calendarEvents)
    .values({ companyId, projectId, title: 'Pour schedule', startsAt: new Date('2026-12-07T01:00:00Z'), endsAt: new Date('2026-12-07T02:00:00Z'), createdById: plain.accountId })
    .returning();
  ids.projectMeeting = projectMeeting.id;
  const [projectTask] = await db.insert(tasks).values({ companyId, projectId, title: 'Order rebar', dueDate: '2026-12-06', assigneeId: planner.accountId, createdById: planner.accountId }).returning();
  ids.projectTask = projectTask.id;

  const [otherLead] = await db.insert(projects).values({ companyId: stranger.companyId, isLead: true, name: 'Other lead', status: 'LEAD', boardKey: 'opportunity', boardPosition: 1 }).returning();
  const [strangerMeeting] = await db
    .insert(calendarEvents)
    .values({ companyId: stranger.companyId, projectId: otherLead.id, title: 'Their meeting', startsAt: new Date('2026-12-03T01:00:00Z'), endsAt: new Date('2026-12-03T02:00:00Z'), createdById: stranger.accountId })
    .returning();
  ids.strangerMeeting = strangerMeeting.id;
  await db.insert(tasks).values({ companyId: stranger.companyId, projectId: otherLead.id, title: 'Their task', dueDate: '2026-12-03', assigneeId: stranger.accountId });
});
afterAll(async () => server?.stop());

describe('scheduling a meeting on a lead', () => {
  it('keeps the attendees and mails them an invitation with an .ics in Manila time as UTC', async () => {
    const answer = await call(server, 'POST', `/lead/${leadId}/meeting`, {
      token: planner.token,
      body: { title: 'Site visit', startsAt: '2026-12-03T10:00:00+08:00', endsAt: '2026-12-03T11:30:00+08:00', place: 'Ayala Ave, Makati', description: 'Bring the plans', attendees: ' client@example.com, jose@bayanihan.ph ,client@example.com' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    meetingId = answer.body.data.id;
    expect(answer.body.data).toMatchObject({ title: 'Site visit', attendees: ['client@example.com', 'jose@bayanihan.ph'], sequence: 0 });
    const [mail] = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.companyId, planner.companyId)).orderBy(desc(emailOutbox.id));
    expect(mail.to).toBe('client@example.com, jose@bayanihan.ph');
    expect(mail.subject).toBe('Invitation: Site visit, 3 Dec 2026, 10:00 AM');
    expect(mail.text).toContain('Juan Dela Cruz invites you to the meeting "Site visit".\nWhen: 3 Dec 2026, 10:00 AM to 3 Dec 2026, 11:30 AM (Philippine time)\nWhere: Ayala Ave, Makati');
    const { props, one } = await invitationOf(mail.id);
    expect(one('METHOD')).toBe('REQUEST');
    expect(one('UID')).toBe(`meeting-${meetingId}-${planner.companyId}@haligi`);
    expect(one('SEQUENCE')).toBe('0');
    expect(icsUtcValue(one('DTSTART')!).toISOString()).toBe('2026-12-03T02:00:00.000Z');
    expect(one('DTEND')).toBe('20261203T033000Z');
    expect(icsTextValue(one('SUMMARY')!)).toBe('Site visit');
    expect(icsTextValue(one('LOCATION')!)).toBe('Ayala Ave, Makati');
    expect(one('URL')).toBe(`${server.context.config.publicUrl}/member/leads/${leadId}`);
    expect(props.find((p) => p.name === 'ORGANIZER')).toEqual({ name: 'ORGANIZER', params: { CN: 'Juan Dela Cruz' }, value: `mailto:${planner.email}` });
    expect(props.filter((p) => p.name === 'ATTENDEE').map((p) => p.value)).toEqual(['mailto:client@example.com', 'mailto:jose@bayanihan.ph']);
  });

  it('a meeting without attendees mails nobody; a bad address is a 400 that saves nothing', async () => {
    const before = await countRows(server, 'email_outbox');
    const meetings = await countRows(server, 'calendar_events');
    const answer = await call(server, 'POST', `/lead/${leadId}/meeting`, { token: planner.token, body: { title: 'Internal prep', startsAt: '2026-12-02T14:00:00+08:00', endsAt: '2026-12-02T15:00:00+08:00' } });
    expect(answer.status).toBe(201);
    expect(await countRows(server, 'email_outbox')).toBe(before);
    expectError(
      await call(server, 'POST', `/lead/${leadId}/meeting`, { token: planner.token, body: { title: 'x', startsAt: '2026-12-02T14:00:00+08:00', endsAt: '2026-12-02T15:00:00+08:00', attendees: 'ok@example.com, nope' } }),
      400,
      ['attendees: nope is not a valid email address'],
    );
    expect(await countRows(server, 'calendar_events')).toBe(meetings + 1);
    expect(await countRows(server, 'email_outbox')).toBe(before);
  });
});

describe('GET /calendar/events', () => {
  beforeAll(async () => {
    ids.leadTask = (await call(server, 'POST', `/lead/${leadId}/task`, { token: planner.token, body: { title: 'Send quotation', dueDate: '2026-12-04' } })).body.data.id;
    ids.plainTask = (await call(server, 'POST', '/task', { token: plain.token, body: { title: 'Renew permit', dueDate: '2026-12-05' } })).body.data.id;
  });

  it("answers the range's meetings, tasks, national and own-branch holidays and cutoffs, in day order", async () => {
    const answer = await events(planner);
    expect([answer.from, answer.to, answer.today]).toEqual(['2026-11-29', '2027-01-02', todayInManila()]);
    expect(answer.data.map((e) => `${e.key} ${e.date ?? e.startsAt} ${e.title}`)).toEqual([
      'holiday-' + answer.data[0].id + ' 2026-11-30 Bonifacio Day',
      `meeting-${meetingId + 1} 2026-12-02T06:00:00.000Z Internal prep`,
      `meeting-${meetingId} 2026-12-03T02:00:00.000Z Site visit`,
      `task-${ids.leadTask} 2026-12-04 Send quotation`,
      `task-${ids.projectTask} 2026-12-06 Order rebar`,
      `meeting-${ids.projectMeeting} 2026-12-07T01:00:00.000Z Pour schedule`,
      expect.stringMatching(/^holiday-\d+ 2026-12-08 Feast of the Immaculate Conception of Mary$/),
      expect.stringMatching(/^holiday-\d+ 2026-12-10 Makati City Day$/),
      `cutoff-${ids.cutoff} 2026-12-15 Cutoff PC-000007 ends (Site crew)`,
      `payday-${ids.cutoff} 2026-12-20 Pay day PC-000007 (Site crew)`,
      expect.stringMatching(/^holiday-\d+ 2026-12-24 Christmas Eve$/),
      expect.stringMatching(/^holiday-\d+ 2026-12-25 Christmas Day$/),
      expect.stringMatching(/^holiday-\d+ 2026-12-30 Rizal Day$/),
      expect.stringMatching(/^holiday-\d+ 2026-12-31 Last Day of the Year$/),
    ]);
    const meeting = answer.data.find((e) => e.key === `meeting-${meetingId}`);
    expect(meeting).toEqual({
      key: `meeting-${meetingId}`,
      type: 'MEETING',
      id: meetingId,
      title: 'Site visit',
      allDay: false,
      date: null,
      startsAt: '2026-12-03T02:00:00.000Z',
      endsAt: '2026-12-03T03:30:00.000Z',
      state: 'open',
      link: `/member/leads/${leadId}`,
      record: { kind: 'LEAD', id: leadId, name: 'Mall fit-out' },
      assignee: null,
      place: 'Ayala Ave, Makati',
      attendees: ['client@example.com', 'jose@bayanihan.ph'],
      detail: null,
      can: { move: true, complete: false },
    });
    expect(answer.data.find((e) => e.key === `task-${ids.leadTask}`)).toMatchObject({
      type: 'TASK', allDay: true, date: '2026-12-04', startsAt: null, state: 'open', link: `/member/leads/${leadId}`, assignee: { id: planner.accountId, name: 'Juan Dela Cruz' }, can: { move: true, complete: true },
    });
    expect(answer.data.find((e) => e.type === 'CUTOFF')).toMatchObject({ detail: 'OPEN', link: '/member/manpower/cutoff-management', can: { move: false, complete: false } });
    expect(answer.data.find((e) => e.title === 'Christmas Day')).toMatchObject({ type: 'HOLIDAY', detail: 'REGULAR', link: null, can: { move: false, complete: false } });
  });

  it('only what the scopes allow: no lead or project events without their scopes, no cutoffs without a payroll scope', async () => {
    const seen = await keys(plain);
    expect(seen.filter((k) => !k.startsWith('holiday-'))).toEqual([`task-${ids.plainTask} 2026-12-05 Renew permit`]);
    // No branch: national holidays only.
    expect(seen.some((k) => k.includes('Makati City Day') || k.includes('Cebu Charter Day'))).toBe(false);
    expect(seen.some((k) => k.includes('Christmas Day'))).toBe(true);
    // The project meeting plain made shows only to holders of the project scope.
    expect(seen.some((k) => k.includes('Pour schedule'))).toBe(false);
  });

  it("a meeting's attendee sees one on no record; another company's events never show", async () => {
    const [own] = await server.context.db
      .insert(calendarEvents)
      .values({ companyId: planner.companyId, title: 'Coffee with the bank', startsAt: new Date('2026-12-09T01:00:00Z'), endsAt: new Date('2026-12-09T02:00:00Z'), createdById: planner.accountId, attendees: [plain.email] })
      .returning();
    expect(await keys(plain)).toContain(`meeting-${own.id} 2026-12-09T01:00:00.000Z Coffee with the bank`);
    expect((await events(plain)).data.find((e) => e.id === own.id).can).toEqual({ move: false, complete: false });
        const theirs = (await events(stranger)).data.filter((e) => e.type !== 'HOLIDAY').map((e) => e.title);
    // Each day: all-day events (the task) before meetings.
    expect(theirs).toEqual(['Their task', 'Their meeting']);
    await server.context.db.update(calendarEvents).set({ isDeleted: true }).where(eq(calendarEvents.id, own.id));
  });

  it('tasks are done or overdue by the Philippine day', async () => {
    const today = todayInManila();
    const late = (await call(server, 'POST', '/task', { token: plain.token, body: { title: 'Late', dueDate: addDays(today, -1) } })).body.data.id;
    const done = (await call(server, 'POST', '/task', { token: plain.token, body: { title: 'Finished', dueDate: addDays(today, -1) } })).body.data.id;
    await call(server, 'POST', `/task/${done}/complete`, { token: plain.token, body: { done: true } });
    const now = (await call(server, 'POST', '/task', { token: plain.token, body: { title: 'Now', dueDate: today } })).body.data.id;
    const answer = await events(plain, `/calendar/events?from=${addDays(today, -1)}&to=${today}`);
    const state = (id: number) => answer.data.find((e) => e.key === `task-${id}`)?.state;
    expect([state(late), state(done), state(now)]).toEqual(['overdue', 'done', 'open']);
  });

  it('refuses without the calendar scope and lists range problems', async () => {
    expectError(await call(server, 'GET', DECEMBER, { token: noCalendar.token }), 403);
    expectError(await call(server, 'GET', DECEMBER), 401);
    expectError(await call(server, 'GET', '/calendar/events?from=2026-12-02&to=2026-12-01', { token: plain.token }), 400, ['to: must be on or after from']);
    expectError(await call(server, 'GET', '/calendar/events?from=2026-01-01&to=2026-03-31', { token: plain.token }), 400, ['to: a range is at most 62 days']);
    expectError(await call(server, 'GET', '/calendar/events?from=soon', { token: plain.token }), 400, ['from: must be a date YYYY-MM-DD', 'to: is required']);
  });
});

describe('rescheduling', () => {
  it('PATCH /calendar/meeting changes only the times, raises the sequence, logs the move and mails the new .ics', async () => {
    const before = (await server.context.db.select().from(calendarEvents).where(eq(calendarEvents.id, meetingId)))[0];
    const answer = await call(server, 'PATCH', '/calendar/meeting', { token: planner.token, body: { id: meetingId, startsAt: '2026-12-05T10:00:00+08:00', endsAt: '2026-12-05T11:30:00+08:00' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Meeting moved', data: { key: `meeting-${meetingId}`, startsAt: '2026-12-05T02:00:00.000Z', endsAt: '2026-12-05T03:30:00.000Z' } });
    const [after] = await server.context.db.select().from(calendarEvents).where(eq(calendarEvents.id, meetingId));
    expect(after).toEqual({ ...before, startsAt: new Date('2026-12-05T02:00:00Z'), endsAt: new Date('2026-12-05T03:30:00Z'), sequence: 1, updatedAt: after.updatedAt });
    const [activity] = await server.context.db.select().from(projectActivities).where(eq(projectActivities.projectId, leadId)).orderBy(desc(projectActivities.id));
    expect(activity).toMatchObject({ kind: 'MEETING', message: 'Meeting moved: Site visit', accountId: planner.accountId });
    const [mail] = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.companyId, planner.companyId)).orderBy(desc(emailOutbox.id));
    expect(mail.subject).toBe('Moved: Site visit, 5 Dec 2026, 10:00 AM');
    const { one } = await invitationOf(mail.id);
    expect([one('UID'), one('SEQUENCE'), one('DTSTART'), one('DTEND')]).toEqual([`meeting-${meetingId}-${planner.companyId}@haligi`, '1', '20261205T020000Z', '20261205T033000Z']);
    expect(await keys(planner, '/calendar/events?from=2026-12-05&to=2026-12-05')).toContain(`meeting-${meetingId} 2026-12-05T02:00:00.000Z Site visit`);
  });

  it('one time alone keeps the other; the same times change nothing and mail nobody', async () => {
    const moved = await call(server, 'PATCH', '/calendar/meeting', { token: planner.token, body: { id: meetingId, startsAt: '2026-12-05T09:00:00+08:00' } });
    expect(moved.body.data).toMatchObject({ startsAt: '2026-12-05T01:00:00.000Z', endsAt: '2026-12-05T03:30:00.000Z' });
    const mails = await countRows(server, 'email_outbox');
    const same = await call(server, 'PATCH', '/calendar/meeting', { token: planner.token, body: { id: meetingId, startsAt: '2026-12-05T01:00:00Z' } });
    expect(same.status).toBe(200);
    expect(await countRows(server, 'email_outbox')).toBe(mails);
    expect((await server.context.db.select().from(calendarEvents).where(eq(calendarEvents.id, meetingId)))[0].sequence).toBe(2);
  });

  it('refuses a move the member may not make and changes nothing', async () => {
    const before = (await server.context.db.select().from(calendarEvents).where(eq(calendarEvents.id, meetingId)))[0];
    const body = { id: meetingId, startsAt: '2026-12-06T10:00:00+08:00', endsAt: '2026-12-06T11:00:00+08:00' };
    expectError(await call(server, 'PATCH', '/calendar/meeting', { token: plain.token, body }), 403, 'Only the creator of the meeting or a user with access to its lead or project can move it');
    expectError(await call(server, 'PATCH', '/calendar/meeting', { token: noCalendar.token, body }), 403);
    expectError(await call(server, 'PATCH', '/calendar/meeting', { token: stranger.token, body }), 404, 'Meeting not found');
    expectError(await call(server, 'PATCH', '/calendar/meeting', { token: planner.token, body: { id: meetingId, endsAt: '2026-12-05T08:00:00+08:00' } }), 400, ['endsAt: must be after the start']);
    expectError(await call(server, 'PATCH', '/calendar/meeting', { token: planner.token, body: { id: meetingId, endsAt: null, startsAt: 'noon' } }), 400, ['startsAt: must be a date', 'endsAt: cannot be cleared']);
    expect((await server.context.db.select().from(calendarEvents).where(eq(calendarEvents.id, meetingId)))[0]).toEqual(before);
    // The creator of a project meeting moves it without the project scope.
    const own = await call(server, 'PATCH', '/calendar/meeting', { token: plain.token, body: { id: ids.projectMeeting, startsAt: '2026-12-08T09:00:00+08:00', endsAt: '2026-12-08T10:00:00+08:00' } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data).toBeNull(); // moved, but plain cannot see a project's meetings
  });

  it('a task moves with PATCH /task {id, dueDate}: only its assignee, creator or a leads scope holder', async () => {
    const moved = await call(server, 'PATCH', '/task', { token: planner.token, body: { id: ids.leadTask, dueDate: '2026-12-11' } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ dueDate: '2026-12-11', title: 'Send quotation' });
    expectError(await call(server, 'PATCH', '/task', { token: plain.token, body: { id: ids.projectTask, dueDate: '2026-12-12' } }), 403, 'Only the assignee, the creator or a user with leads access can change this task');
    expectError(await call(server, 'PATCH', '/task', { token: stranger.token, body: { id: ids.leadTask, dueDate: '2026-12-12' } }), 404);
    expect(await keys(planner, '/calendar/events?from=2026-12-11&to=2026-12-11')).toContain(`task-${ids.leadTask} 2026-12-11 Send quotation`);
  });
});

describe('bad input', () => {
  it('is a 4xx on both routes, never a 5xx', async () => {
    const bad: unknown[] = ['__proto__', 'a\u0000b', '\ud800', 1e20, 2 ** 31, true, [], {}, null, '', 'abc', -1, 1.5, '2026-13-45', 'x'.repeat(70_000)];
    for (const value of bad) {
      // A lone surrogate has no UTF-8 form: its would-be bytes travel instead.
      const text = value === '\ud800' ? '%ED%A0%80' : encodeURIComponent(typeof value === 'string' ? value.slice(0, 100) : JSON.stringify(value));
      for (const path of [`/calendar/events?from=${text}&to=2026-12-01`, `/calendar/events?from=2026-12-01&to=${text}`]) {
        const answer = await call(server, 'GET', path, { token: planner.token });
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(400);
      }
      for (const body of [{ id: value, startsAt: '2026-12-05T09:00:00+08:00' }, { id: meetingId, startsAt: value }, { id: meetingId, endsAt: value }]) {
        const answer = await call(server, 'PATCH', '/calendar/meeting', { token: planner.token, body });
        expect(answer.status, `${JSON.stringify(body).slice(0, 80)}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }
    }
  });
});
