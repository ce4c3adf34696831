import { buildLeadPayload, type ServerToClientEvents } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clients, projectActivities, projects } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

let server: TestServer;
const open: Socket[] = [];

interface Team {
  user: TestUser;
  clientId: number;
}

async function createTeam(companyId?: number): Promise<Team> {
  const user = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'], companyId });
  const [client] = await server.context.db.insert(clients).values({ companyId: user.companyId, name: 'Lakan Realty', contactNumber: '0917 555 0101', email: 'info@lakan.ph' }).returning();
  return { user, clientId: client.id };
}

async function createLead(team: Team, overrides: Record<string, unknown> = {}) {
  const body = {
    ...buildLeadPayload({
      name: 'Clinic in Lipa',
      clientId: team.clientId,
      leadType: 'Build',
      abc: '1000000',
      mmr: 0,
      initialCosting: '0',
      locationId: null,
      winProbability: 'HIGH',
      contactDetails: 'Engr. Reyes',
      relationshipOwnerId: team.user.accountId,
      leadSource: 'Referral',
      startDate: '2026-11-21',
      endDate: '2026-12-21',
    }),
    ...overrides,
  };
  const answer = await call(server, 'POST', '/lead', { token: team.user.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as number;
}

const move = (team: Team, body: Record<string, unknown>) => call(server, 'PATCH', '/lead/move', { token: team.user.token, body });
const board = async (team: Team) => (await call(server, 'PUT', '/lead/board?isLead=true', { token: team.user.token, body: {} })).body.columns as any[];
const column = async (team: Team, key: string) => (await board(team)).find((c) => c.key === key);

type EventName = keyof ServerToClientEvents;
async function listen(token: string) {
  const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event, payload) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const of = (event: EventName) => heard.filter((h) => h.event === event).map((h) => h.payload);
  return { of, next: (event: EventName, match: (p: any) => boolean = () => true) => waitFor(() => of(event).find(match)) };
}

let a: Team;
let colleague: Team;
let other: Team;

beforeAll(async () => {
  server = await startTestServer();
  a = await createTeam();
  colleague = await createTeam(a.user.companyId);
  other = await createTeam();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => server?.stop());

describe('lost reason', () => {
  it('a move into Closed Lost without a reason answers 400 in plain words and changes nothing', async () => {
    const id = await createLead(a);
    for (const lostReason of [undefined, null, '', '   ']) {
      expectError(await move(a, { projectId: id, boardKey: 'closed-lost', ...(lostReason === undefined ? {} : { lostReason }) }), 400, 'Please give the reason this lead was lost');
    }
    const [row] = await server.context.db.select().from(projects).where(eq(projects.id, id));
    expect(row.boardKey).toBe('opportunity');
    expect(row.lostReason).toBeNull();
    expect(await server.context.db.select().from(projectActivities).where(eq(projectActivities.projectId, id))).toHaveLength(1);
  });

  it('is kept on the lead, shown on its card and page and in the timeline; leaving Closed Lost clears it', async () => {
    const id = await createLead(a, { name: 'Lost clinic' });
    const lost = await move(a, { projectId: id, boardKey: 'closed-lost', lostReason: '  Went with another bidder ' });
    expect(lost.status, JSON.stringify(lost.body)).toBe(200);
    expect(lost.body.data).toMatchObject({ boardKey: 'closed-lost', lostReason: 'Went with another bidder', previousBoardKey: 'opportunity' });
    const card = (await column(a, 'closed-lost')).list.find((c: any) => c.id === id);
    expect(card.lostReason).toBe('Went with another bidder');
    const page = await call(server, 'GET', `/lead?id=${id}`, { token: a.user.token });
    expect(page.body.lostReason).toBe('Went with another bidder');
    const timeline = await call(server, 'GET', `/lead/${id}/activities`, { token: a.user.token });
    expect(JSON.stringify(timeline.body)).toContain('Stage changed from Opportunity to Closed Lost: Went with another bidder');

    // Reordering inside Closed Lost needs no new reason and keeps it.
    const other = await createLead(a, { name: 'Other lost' });
    expect((await move(a, { projectId: other, boardKey: 'closed-lost', lostReason: 'Budget cut' })).status).toBe(200);
    const reorder = await move(a, { projectId: id, boardKey: 'closed-lost', beforeId: other });
    expect(reorder.status, JSON.stringify(reorder.body)).toBe(200);
    expect(reorder.body.data.lostReason).toBe('Went with another bidder');

    // Undo: back to where it was, through the same call.
    const back = await move(a, { projectId: id, boardKey: 'opportunity' });
    expect(back.status).toBe(200);
    const [row] = await server.context.db.select().from(projects).where(eq(projects.id, id));
    expect(row.lostReason).toBeNull();
    expect((await call(server, 'GET', `/lead?id=${id}`, { token: a.user.token })).body.lostReason).toBeNull();
  });

  it('a reason longer than 500 characters is a 400', async () => {
    const id = await createLead(a);
    expectError(await move(a, { projectId: id, boardKey: 'closed-lost', lostReason: 'x'.repeat(501) }), 400);
  });
});

describe('cards and column sums', () => {
  it('columns answer count, exact total and the total weighted by win probability', async () => {
    const team = await createTeam();
    await createLead(team, { abc: '1000000.10', winProbability: 'HIGH' });
    await createLead(team, { abc: '0.10', winProbability: 'VERY_HIGH' });
    await createLead(team, { abc: '0.20', winProbability: 'VERY_HIGH' });
    await createLead(team, { abc: '500', winProbability: 'UNKNOWN' });
    const opportunity = await column(team, 'opportunity');
    expect(opportunity.count).toBe(4);
    expect(opportunity.total.raw).toBe('1000500.40');
    // 1000000.10 * 0.75 + 0.30 * 0.9 + 500 * 0 = 750000.075 + 0.27 = 750000.345 -> 750000.35
    expect(opportunity.weightedTotal).toEqual({ raw: '750000.35', formatted: '₱750,000.35' });
    const empty = await column(team, 'proposal');
    expect(empty.weightedTotal.raw).toBe('0.00');
  });

  it('a card tells when it entered its stage; a move to another stage restarts it, a reorder does not', async () => {
    const team = await createTeam();
    const id = await createLead(team);
    const second = await createLead(team);
    const old = new Date('2026-01-05T02:00:00Z');
    await server.context.db.update(projects).set({ stageChangedAt: old }).where(eq(projects.id, id));
    const card = async () => (await board(team)).flatMap((c) => c.list).find((c: any) => c.id === id);
    expect(new Date((await card()).stageChangedAt).toISOString()).toBe(old.toISOString());
    expect((await move(team, { projectId: id, boardKey: 'opportunity', afterId: second })).status).toBe(200);
    expect(new Date((await card()).stageChangedAt).toISOString()).toBe(old.toISOString());
    expect((await move(team, { projectId: id, boardKey: 'qualified' })).status).toBe(200);
    expect(Date.now() - new Date((await card()).stageChangedAt).getTime()).toBeLessThan(60_000);
  });

  it('a card shows its open task due first and whether it is overdue', async () => {
    const team = await createTeam();
    const id = await createLead(team);
    const card = async () => (await board(team)).flatMap((c) => c.list).find((c: any) => c.id === id);
    expect((await card()).nextTask).toBeNull();
    const later = await call(server, 'POST', `/lead/${id}/task`, { token: team.user.token, body: { title: 'Site visit', dueDate: '2099-01-10' } });
    await call(server, 'POST', `/lead/${id}/task`, { token: team.user.token, body: { title: 'Undated follow-up' } });
    expect((await card()).nextTask).toMatchObject({ id: later.body.data.id, title: 'Site visit', dueDate: '2099-01-10', isOverdue: false });
    const overdue = await call(server, 'POST', `/lead/${id}/task`, { token: team.user.token, body: { title: 'Send quotation', dueDate: '2020-01-10' } });
    expect((await card()).nextTask).toMatchObject({ id: overdue.body.data.id, title: 'Send quotation', isOverdue: true });
    await call(server, 'POST', `/task/${overdue.body.data.id}/complete`, { token: team.user.token, body: {} });
    expect((await card()).nextTask).toMatchObject({ title: 'Site visit', isOverdue: false });
  });
});

describe('live board', () => {
  it("creating, moving, editing and deleting a lead pushes lead-changed to the company's room only", async () => {
    const mine = await listen(colleague.user.token);
    const stranger = await listen(other.user.token);

    const id = await createLead(a, { name: 'Live lead' });
    expect(await mine.next('lead-changed', (p) => p.leadId === id && p.action === 'created')).toEqual({ action: 'created', leadId: id, boardKey: 'opportunity', by: { accountId: a.user.accountId } });

    await move(a, { projectId: id, boardKey: 'proposal' });
    expect(await mine.next('lead-changed', (p) => p.leadId === id && p.action === 'moved')).toMatchObject({ boardKey: 'proposal' });

    await call(server, 'PATCH', '/lead', { token: a.user.token, body: { id, name: 'Live lead, renamed' } });
    await mine.next('lead-changed', (p) => p.leadId === id && p.action === 'updated');

    await call(server, 'DELETE', `/lead/${id}`, { token: a.user.token, body: {} });
    await mine.next('lead-changed', (p) => p.leadId === id && p.action === 'deleted');

    // A refused move pushes nothing.
    const before = mine.of('lead-changed').length;
    const kept = await createLead(a);
    await mine.next('lead-changed', (p) => p.leadId === kept);
    expect((await move(a, { projectId: kept, boardKey: 'closed-lost' })).status).toBe(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(mine.of('lead-changed').length).toBe(before + 1);

    expect(stranger.of('lead-changed')).toEqual([]);
  });

  it('task changes push task-changed to the company', async () => {
    const mine = await listen(colleague.user.token);
    const id = await createLead(a);
    const task = await call(server, 'POST', `/lead/${id}/task`, { token: a.user.token, body: { title: 'Call', dueDate: '2026-12-01' } });
    expect(await mine.next('task-changed', (p) => p.taskId === task.body.data.id)).toEqual({
      action: 'created',
      taskId: task.body.data.id,
      leadId: id,
      assigneeId: a.user.accountId,
      by: { accountId: a.user.accountId },
    });
    await call(server, 'POST', `/task/${task.body.data.id}/complete`, { token: a.user.token });
    await mine.next('task-changed', (p) => p.taskId === task.body.data.id && p.action === 'completed');
  });
});
