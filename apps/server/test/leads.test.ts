import { buildLeadPayload, LEAD_STAGE_KEYS } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, clients, leadTypes, projectActivities, projects } from '../src/db/schema';
import { call, createUser, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from './helper';

let server: TestServer;

interface SalesTeam {
  user: TestUser;
  clientId: number;
}

/** A company with a sales user (leads and projects) and one client. */
async function createSalesTeam(name = 'Mabuhay Builders'): Promise<SalesTeam> {
  const user = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });
  const [client] = await server.context.db
    .insert(clients)
    .values({ companyId: user.companyId, name, contactNumber: '0917 555 0101', email: 'info@mabuhay.ph' })
    .returning();
  return { user, clientId: client.id };
}

const leadPayload = (team: SalesTeam, overrides: Record<string, unknown> = {}) => ({
  ...buildLeadPayload({
    name: 'Warehouse in Calamba',
    clientId: team.clientId,
    leadType: 'Design and Build',
    abc: '1500000',
    mmr: 0,
    initialCosting: '900000.50',
    locationId: null,
    winProbability: 'HIGH',
    contactDetails: 'Engr. Cruz 0917 123 4567',
    relationshipOwnerId: team.user.accountId,
    leadSource: 'Referral',
    startDate: '2026-11-21',
    endDate: '2026-12-21',
  }),
  ...overrides,
});

async function createLead(team: SalesTeam, overrides: Record<string, unknown> = {}) {
  const answer = await call(server, 'POST', '/lead', { token: team.user.token, body: leadPayload(team, overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; [key: string]: any };
}

const openBoard = async (team: SalesTeam, query = 'isLead=true&perPage=20') =>
  call(server, 'PUT', `/lead/board?${query}`, { token: team.user.token, body: {} });

const activitiesOf = (projectId: number) =>
  server.context.db.select().from(projectActivities).where(eq(projectActivities.projectId, projectId)).orderBy(projectActivities.id);

let a: SalesTeam;
let b: SalesTeam;

beforeAll(async () => {
  server = await startTestServer();
  a = await createSalesTeam('Alpha Client');
  b = await createSalesTeam('Bravo Client');
});
afterAll(async () => server?.stop());

describe('creating and reading leads', () => {
  it('the payload of spec section 3 is accepted and answered as the lead page shows it', async () => {
    const answer = await call(server, 'POST', '/lead', { token: a.user.token, body: leadPayload(a) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Lead created successfully');
    const read = await call(server, 'GET', `/lead?id=${answer.body.data.id}`, { token: a.user.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(answer.body.data);
    expect(read.body).toEqual({
      id: answer.body.data.id,
      name: 'Warehouse in Calamba',
      description: 'Lead Opportunity',
      leadBoardStage: 'opportunity',
      startDate: '2026-11-21',
      endDate: '2026-12-21',
      createdAt: expect.any(String),
      budget: { raw: '1500000.00', formatted: '₱1,500,000.00' },
      abc: { raw: '1500000.00', formatted: '₱1,500,000.00' },
      mmr: { raw: '0.00', formatted: '₱0.00' },
      initialCosting: { raw: '900000.50', formatted: '₱900,000.50' },
      client: { id: a.clientId, name: 'Alpha Client', email: 'info@mabuhay.ph' },
      location: null,
      downpaymentAmount: 0,
      retentionAmount: 0,
      winProbability: 'HIGH',
      leadSource: 'Referral',
      leadType: 'Design and Build',
      contactDetails: 'Engr. Cruz 0917 123 4567',
      relationshipOwner: { id: a.user.accountId, name: 'Juan Dela Cruz' },
      convertedToId: null,
      lostReason: null,
      stageChangedAt: expect.any(String),
      isLead: true,
    });
    const history = await activitiesOf(answer.body.data.id);
    expect(history.map((h) => h.kind)).toEqual(['CREATED']);
  });

  it('required fields missing answer 400 with the list of field problems', async () => {
    const answer = await call(server, 'POST', '/lead', { token: a.user.token, body: {} });
    expect(answer.status).toBe(400);
    expect(Array.isArray(answer.body.message)).toBe(true);
    for (const field of ['name', 'startDate', 'endDate', 'clientId', 'leadSource', 'abc', 'mmr', 'initialCosting', 'contactDetails', 'relationshipOwnerId']) {
      expect(answer.body.message.some((m: string) => m.startsWith(`${field}:`)), field).toBe(true);
    }
  });

  it('a negative ABC answers 400', async () => {
    const answer = await call(server, 'POST', '/lead', { token: a.user.token, body: leadPayload(a, { abc: -1 }) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('abc: must be at least 0');
  });

  it('end date not after start date becomes start date plus one day', async () => {
    const same = await createLead(a, { startDate: '2026-12-31', endDate: '2026-12-31' });
    expect([same.startDate, same.endDate]).toEqual(['2026-12-31', '2027-01-01']);
    const earlier = await createLead(a, { startDate: '2026/11/21', endDate: '2026/11/01' });
    expect([earlier.startDate, earlier.endDate]).toEqual(['2026-11-21', '2026-11-22']);
  });

  it('defaults: win probability UNKNOWN, stage opportunity, status LEAD, budget equals ABC, at the top of its column', async () => {
    const { winProbability: _, budget: __, ...payload } = leadPayload(a, { abc: 250000 });
    const answer = await call(server, 'POST', '/lead', { token: a.user.token, body: payload });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ winProbability: 'UNKNOWN', leadBoardStage: 'opportunity', budget: { raw: '250000.00' } });
    const [row] = await server.context.db.select().from(projects).where(eq(projects.id, answer.body.data.id));
    expect(row.status).toBe('LEAD');
    const board = await openBoard(a);
    expect(board.body.columns[0].list[0].id).toBe(answer.body.data.id);
  });

  it('a deal type is a name, created for the company once', async () => {
    await createLead(a, { leadType: 'Fit-out' });
    await createLead(a, { leadType: 'Fit-out' });
    const types = await server.context.db.select().from(leadTypes).where(and(eq(leadTypes.companyId, a.user.companyId), eq(leadTypes.name, 'Fit-out')));
    expect(types).toHaveLength(1);
  });

  it("another company's client or relationship owner answers 422", async () => {
    expect((await call(server, 'POST', '/lead', { token: a.user.token, body: leadPayload(a, { clientId: b.clientId }) })).status).toBe(422);
    expect((await call(server, 'POST', '/lead', { token: a.user.token, body: leadPayload(a, { relationshipOwnerId: b.user.accountId }) })).status).toBe(422);
  });

  it('an update changes the fields and answers the lead', async () => {
    const lead = await createLead(a);
    const answer = await call(server, 'PATCH', '/lead', { token: a.user.token, body: { ...leadPayload(a, { name: 'Clinic in Tagaytay', abc: 2000000.25 }), id: lead.id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Lead updated successfully');
    expect(answer.body.data).toMatchObject({ name: 'Clinic in Tagaytay', budget: { raw: '2000000.25' }, leadBoardStage: 'opportunity' });
  });
});

describe('editing a lead', () => {
  it('an edit that leaves out the payment terms keeps them (the dialog sends 0 only for a new lead)', async () => {
    const lead = await createLead(a, { downpaymentAmount: 20, retentionAmount: 10 });
    expect(lead).toMatchObject({ downpaymentAmount: 20, retentionAmount: 10 });
    const { downpaymentAmount, retentionAmount, ...edit } = buildLeadPayload({
      id: lead.id,
      name: 'Warehouse in Calamba, phase 2',
      clientId: a.clientId,
      leadType: 'Design and Build',
      abc: '1600000',
      mmr: 0,
      initialCosting: '900000.50',
      locationId: null,
      winProbability: 'HIGH',
      contactDetails: 'Engr. Cruz 0917 123 4567',
      relationshipOwnerId: a.user.accountId,
      leadSource: 'Referral',
      startDate: '2026-11-21',
      endDate: '2026-12-21',
    }) as Record<string, unknown>;
    expect([downpaymentAmount, retentionAmount], 'the edit payload does not carry payment terms').toEqual([undefined, undefined]);
    const answer = await call(server, 'PATCH', '/lead', { token: a.user.token, body: edit });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Warehouse in Calamba, phase 2', abc: { raw: '1600000.00' }, downpaymentAmount: 20, retentionAmount: 10 });
    // And a PATCH naming only the name keeps everything else.
    const named = await call(server, 'PATCH', '/lead', { token: a.user.token, body: { id: lead.id, name: 'Only the name' } });
    expect(named.body.data).toEqual({ ...answer.body.data, name: 'Only the name' });
  });

  it('a date named alone follows the lead rule against the stored other date', async () => {
    const lead = await createLead(a);
    const answer = await call(server, 'PATCH', '/lead', { token: a.user.token, body: { id: lead.id, startDate: '2027-01-10' } });
    expect(answer.body.data).toMatchObject({ startDate: '2027-01-10', endDate: '2027-01-11' });
  });

  it('each save lists who changed which field from what to what; names and pesos as the page shows them', async () => {
    const lead = await createLead(a);
    await call(server, 'PATCH', '/lead', { token: a.user.token, body: { id: lead.id, abc: 1750000, leadType: null, winProbability: 'LOW' } });
    await call(server, 'PATCH', '/lead', { token: a.user.token, body: { id: lead.id, abc: 1750000 } });
    const timeline = await call(server, 'GET', `/lead/${lead.id}/activities`, { token: a.user.token });
    expect(timeline.body.map((entry: any) => entry.kind)).toEqual(['UPDATED', 'CREATED']);
    expect(timeline.body[0]).toMatchObject({
      message: 'Updated Deal Type, Approved Budget Contract (ABC), Win Probability',
      account: { id: a.user.accountId },
      data: {
        changes: [
          { field: 'leadType', from: 'Design and Build', to: '' },
          { field: 'abc', from: '₱1,500,000.00', to: '₱1,750,000.00' },
          { field: 'winProbability', from: 'High (75%)', to: 'Low (25%)' },
        ],
      },
    });
  });
});

describe('the board', () => {
  it('every stage is a column; counts and peso totals are exact', async () => {
    const team = await createSalesTeam();
    // 0.10 + 0.20 is not 0.30 in floats; the total must be.
    await createLead(team, { abc: 0.1 });
    await createLead(team, { abc: 0.2 });
    await createLead(team, { abc: 9999999999.99 });
    const answer = await openBoard(team);
    expect(answer.status).toBe(200);
    expect(answer.body.columns.map((c: any) => c.key)).toEqual(LEAD_STAGE_KEYS);
    const opportunity = answer.body.columns[0];
    expect(opportunity).toMatchObject({ key: 'opportunity', label: 'Opportunity', color: 'blue', count: 3, page: 1, perPage: 20, hasMore: false });
    expect(opportunity.total).toEqual({ raw: '10000000000.29', formatted: '₱10,000,000,000.29' });
    expect(opportunity.list[0]).toEqual({
      id: expect.any(Number),
      name: 'Warehouse in Calamba',
      boardKey: 'opportunity',
      boardPosition: expect.any(Number),
      budget: { raw: '9999999999.99', formatted: '₱9,999,999,999.99' },
      client: { id: team.clientId, name: 'Mabuhay Builders' },
      winProbability: 'HIGH',
      endDate: '2026-12-21',
      relationshipOwner: { id: team.user.accountId, name: 'Juan Dela Cruz' },
      stageChangedAt: expect.any(String),
      lostReason: null,
      nextTask: null,
    });
    expect(answer.body.columns[1]).toMatchObject({ count: 0, total: { raw: '0.00' }, list: [], hasMore: false });
  });

  it("one column's next page comes with boardKey and page", async () => {
    const team = await createSalesTeam();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createLead(team, { name: `Lead ${i}` })).id);
    const first = await openBoard(team, 'isLead=true&perPage=2');
    expect(first.body.columns[0]).toMatchObject({ count: 5, hasMore: true });
    expect(first.body.columns[0].list.map((c: any) => c.id)).toEqual([ids[4], ids[3]]);
    const third = await openBoard(team, 'isLead=true&boardKey=opportunity&page=3&perPage=2');
    expect(third.body.columns).toHaveLength(1);
    expect(third.body.columns[0]).toMatchObject({ key: 'opportunity', count: 5, page: 3, hasMore: false });
    expect(third.body.columns[0].list.map((c: any) => c.id)).toEqual([ids[0]]);
    expect((await openBoard(team, 'isLead=true&boardKey=nowhere')).status).toBe(400);
  });

  it('a move changes the stage, goes to the top or before a card, and is kept in the history', async () => {
    const team = await createSalesTeam();
    const [first, second, third] = [await createLead(team), await createLead(team), await createLead(team)];
    const move = (body: object) => call(server, 'PATCH', '/lead/move', { token: team.user.token, body });
    const toTop = await move({ projectId: first.id, boardKey: 'qualified' });
    expect(toTop.status, JSON.stringify(toTop.body)).toBe(200);
    expect(toTop.body.data).toEqual({ id: first.id, boardKey: 'qualified', boardPosition: expect.any(Number), lostReason: null, previousBoardKey: 'opportunity' });
    expect((await move({ projectId: second.id, boardKey: 'qualified' })).status).toBe(200);
    // qualified is now [second, first]; third goes between them.
    expect((await move({ projectId: third.id, boardKey: 'qualified', beforeId: first.id })).status).toBe(200);
    const column = (await openBoard(team, 'isLead=true&boardKey=qualified')).body.columns[0];
    expect(column.list.map((c: any) => c.id)).toEqual([second.id, third.id, first.id]);
    // Within a column: no stage change, no history.
    expect((await move({ projectId: first.id, boardKey: 'qualified' })).status).toBe(200);
    const reordered = (await openBoard(team, 'isLead=true&boardKey=qualified')).body.columns[0];
    expect(reordered.list.map((c: any) => c.id)).toEqual([first.id, second.id, third.id]);
    const history = await activitiesOf(first.id);
    expect(history.map((h) => [h.kind, h.data])).toEqual([
      ['CREATED', { stage: 'opportunity' }],
      ['STAGE_CHANGED', { from: 'opportunity', to: 'qualified' }],
    ]);
    expect((await move({ projectId: first.id, boardKey: 'mystery' })).status).toBe(400);
    expect((await move({ projectId: first.id, boardKey: 'proposal', beforeId: second.id })).status).toBe(422);
  });

  it('a move after a card lands just below it, or at the bottom of a column after its last card', async () => {
    const team = await createSalesTeam();
    const [first, second, third] = [await createLead(team), await createLead(team), await createLead(team)];
    const move = (body: object) => call(server, 'PATCH', '/lead/move', { token: team.user.token, body });
    const order = async () => (await openBoard(team, 'isLead=true&boardKey=qualified')).body.columns[0].list.map((c: any) => c.id);
    expect((await move({ projectId: first.id, boardKey: 'qualified' })).status).toBe(200);
    // The bottom of another column: after its last card.
    const last = await move({ projectId: second.id, boardKey: 'qualified', afterId: first.id });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.data).toEqual({ id: second.id, boardKey: 'qualified', boardPosition: expect.any(Number), lostReason: null, previousBoardKey: expect.any(String) });
    expect(await order()).toEqual([first.id, second.id]);
    // Between two cards: after the upper one.
    expect((await move({ projectId: third.id, boardKey: 'qualified', afterId: first.id, beforeId: null })).status).toBe(200);
    expect(await order()).toEqual([first.id, third.id, second.id]);
    // The bottom of its own column: a reorder, no stage change and no history.
    expect((await move({ projectId: first.id, boardKey: 'qualified', afterId: second.id })).status).toBe(200);
    expect(await order()).toEqual([third.id, second.id, first.id]);
    expect((await activitiesOf(first.id)).map((h) => [h.kind, h.data])).toEqual([
      ['CREATED', { stage: 'opportunity' }],
      ['STAGE_CHANGED', { from: 'opportunity', to: 'qualified' }],
    ]);
    // The card must be another card of that column; beforeId and afterId do not go together.
    expect((await move({ projectId: first.id, boardKey: 'qualified', afterId: first.id })).status).toBe(422);
    expect((await move({ projectId: first.id, boardKey: 'proposal', afterId: second.id })).status).toBe(422);
    const both = await move({ projectId: first.id, boardKey: 'qualified', beforeId: third.id, afterId: second.id });
    expect(both.status).toBe(400);
    expect(both.body.message).toEqual(['afterId: give beforeId or afterId, not both']);
    expect(await order()).toEqual([third.id, second.id, first.id]);
  });

  it('repeated drops between the same two cards keep their order, past the last float between them', async () => {
    const team = await createSalesTeam();
    const anchor = await createLead(team);
    const top = await createLead(team);
    // Each card goes just below the top card: the gap halves every time, and after 52 halvings the
    // column is renumbered.
    const dropped: number[] = [];
    let below = anchor.id;
    for (let i = 0; i < 56; i++) {
      const lead = await createLead(team);
      const answer = await call(server, 'PATCH', '/lead/move', { token: team.user.token, body: { projectId: lead.id, boardKey: 'opportunity', beforeId: below } });
      expect(answer.status).toBe(200);
      dropped.unshift(lead.id);
      below = lead.id;
    }
    const column = (await openBoard(team, 'isLead=true&boardKey=opportunity&perPage=100')).body.columns[0];
    expect(column.list.map((c: any) => c.id)).toEqual([top.id, ...dropped, anchor.id]);
  });
});

describe('deleting leads', () => {
  it('a wrong password answers 422 and deletes nothing', async () => {
    const team = await createSalesTeam();
    const lead = await createLead(team);
    const one = await call(server, 'DELETE', `/lead/${lead.id}`, { token: team.user.token, body: { password: 'wrong' } });
    expect(one.status).toBe(422);
    expect(one.body.message).toBe('Incorrect password');
    const all = await call(server, 'DELETE', '/lead', { token: team.user.token, body: { password: 'wrong' } });
    expect(all.status).toBe(422);
    expect((await call(server, 'GET', `/lead?id=${lead.id}`, { token: team.user.token })).status).toBe(200);
  });

  it('DELETE /lead without a password answers 400', async () => {
    const answer = await call(server, 'DELETE', '/lead', { token: a.user.token, body: { ids: [1] } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(['password: is required']);
  });

  it('one lead needs no password; a set or all of them needs the right one', async () => {
    const team = await createSalesTeam();
    const [one, two, three, four] = [await createLead(team), await createLead(team), await createLead(team), await createLead(team)];
    expect((await call(server, 'DELETE', `/lead/${one.id}`, { token: team.user.token })).status).toBe(200);
    expect((await call(server, 'GET', `/lead?id=${one.id}`, { token: team.user.token })).status).toBe(404);
    expect((await call(server, 'DELETE', `/lead/${two.id}`, { token: team.user.token, body: { password: TEST_PASSWORD } })).status).toBe(200);
    const set = await call(server, 'DELETE', '/lead', { token: team.user.token, body: { password: TEST_PASSWORD, ids: [three.id] } });
    expect(set.body).toEqual({ message: '1 lead deleted successfully' });
    expect((await openBoard(team)).body.columns[0].list.map((c: any) => c.id)).toEqual([four.id]);
    const all = await call(server, 'DELETE', '/lead', { token: team.user.token, body: { password: TEST_PASSWORD } });
    expect(all.body).toEqual({ message: '1 lead deleted successfully' });
    expect((await openBoard(team)).body.columns[0].count).toBe(0);
    // Soft delete: the rows stay.
    expect(await server.context.db.select().from(projects).where(eq(projects.companyId, team.user.companyId))).toHaveLength(4);
  });
});

describe('converting a lead', () => {
  it('makes a project with an empty PENDING BOQ and keeps the lead, once', async () => {
    const team = await createSalesTeam();
    const lead = await createLead(team, { name: 'Bodega sa Batangas', abc: 3250000.75 });
    const answer = await call(server, 'POST', `/lead/${lead.id}/convert`, { token: team.user.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ id: expect.any(Number), message: 'Lead successfully converted to project' });
    const projectId = answer.body.id;
    expect(projectId).not.toBe(lead.id);

    const [project] = await server.context.db.select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({ isLead: false, boardKey: 'planning', status: 'ACTIVE', name: 'Bodega sa Batangas', budget: '3250000.75', clientId: team.clientId, convertedFromId: lead.id, startDate: '2026-11-21', endDate: '2026-12-21' });
    const boqs = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, projectId));
    expect(boqs).toEqual([expect.objectContaining({ name: 'Bodega sa Batangas BOQ', status: 'PENDING', revision: 1 })]);
    const page = await call(server, 'GET', `/project?id=${projectId}`, { token: team.user.token });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.latestBoq).toMatchObject({ name: 'Bodega sa Batangas BOQ', status: 'PENDING', revision: 1 });

    const kept = await call(server, 'GET', `/lead?id=${lead.id}`, { token: team.user.token });
    expect(kept.body).toMatchObject({ convertedToId: projectId, leadBoardStage: 'closed-won', isLead: true });
    expect((await activitiesOf(lead.id)).map((h) => h.kind)).toEqual(['CREATED', 'STAGE_CHANGED', 'CONVERTED']);
    expect((await activitiesOf(projectId)).map((h) => h.kind)).toEqual(['CONVERTED']);

    const again = await call(server, 'POST', `/lead/${lead.id}/convert`, { token: team.user.token });
    expect(again.status).toBe(409);
    expect(await server.context.db.select().from(projects).where(eq(projects.convertedFromId, lead.id))).toHaveLength(1);
  });
});

describe('the dashboard', () => {
  it('counts, totals, win rate, forecast, sources, owners and what closes this month', async () => {
    const team = await createSalesTeam();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    const thisMonth = `${today.slice(0, 7)}-28`;
    const move = (id: number, boardKey: string) => call(server, 'PATCH', '/lead/move', { token: team.user.token, body: { projectId: id, boardKey, lostReason: 'Budget cut' } });
    const high = await createLead(team, { abc: 1000000.01, winProbability: 'HIGH', leadSource: 'Referral', startDate: `${today.slice(0, 7)}-01`, endDate: thisMonth });
    const low = await createLead(team, { abc: 200000.02, winProbability: 'LOW', leadSource: 'PhilGEPS' });
    const won = await createLead(team, { abc: 500000, leadSource: 'Referral' });
    const lost1 = await createLead(team, { abc: 100000, leadSource: 'Walk-in' });
    const lost2 = await createLead(team, { abc: 100000, leadSource: 'Walk-in' });
    await move(low.id, 'proposal');
    await move(won.id, 'closed-won');
    await move(lost1.id, 'closed-lost');
    await move(lost2.id, 'closed-lost');

    const answer = await call(server, 'GET', '/lead/dashboard', { token: team.user.token });
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.byStage.map((s: any) => [s.key, s.count, s.total.raw])).toEqual([
      ['opportunity', 1, '1000000.01'],
      ['qualified', 0, '0.00'],
      ['proposal', 1, '200000.02'],
      ['contacted', 0, '0.00'],
      ['in-negotiation', 0, '0.00'],
      ['closed-won', 1, '500000.00'],
      ['closed-lost', 2, '200000.00'],
    ]);
    expect(body.winRate).toBeCloseTo(1 / 3, 10);
    // 1,000,000.01 x 0.75 + 200,000.02 x 0.25 = 750,000.0075 + 50,000.005 = 800,000.0125 -> 800,000.01
    expect(body.forecast).toEqual({ raw: '800000.01', formatted: '₱800,000.01' });
    expect(body.openCount).toBe(2);
    expect(body.openTotal.raw).toBe('1200000.03');
    expect(body.bySource).toEqual([
      { source: 'Referral', count: 2, total: { raw: '1500000.01', formatted: '₱1,500,000.01' } },
      { source: 'Walk-in', count: 2, total: { raw: '200000.00', formatted: '₱200,000.00' } },
      { source: 'PhilGEPS', count: 1, total: { raw: '200000.02', formatted: '₱200,000.02' } },
    ]);
    expect(body.byOwner).toEqual([{ ownerId: team.user.accountId, name: 'Juan Dela Cruz', count: 5, total: { raw: '1900000.03', formatted: '₱1,900,000.03' } }]);
    expect(body.closingThisMonth).toEqual([
      { id: high.id, name: 'Warehouse in Calamba', endDate: thisMonth, budget: { raw: '1000000.01', formatted: '₱1,000,000.01' }, leadBoardStage: 'opportunity' },
    ]);
  });
});

describe('tenancy and access', () => {
  it("company B's sales user gets 404 for company A's lead ids and changes nothing", async () => {
    const lead = await createLead(a, { name: 'Alpha secret tower' });
    const token = b.user.token;
    expect((await call(server, 'GET', `/lead?id=${lead.id}`, { token })).status).toBe(404);
    expect((await call(server, 'PATCH', '/lead', { token, body: { ...leadPayload(b), id: lead.id } })).status).toBe(404);
    expect((await call(server, 'PATCH', '/lead/move', { token, body: { projectId: lead.id, boardKey: 'qualified' } })).status).toBe(404);
    expect((await call(server, 'DELETE', `/lead/${lead.id}`, { token })).status).toBe(404);
    expect((await call(server, 'POST', `/lead/${lead.id}/convert`, { token })).status).toBe(404);
    expect((await call(server, 'DELETE', '/lead', { token, body: { password: TEST_PASSWORD, ids: [lead.id] } })).status).toBe(200);
    const read = await call(server, 'GET', `/lead?id=${lead.id}`, { token: a.user.token });
    expect(read.body).toMatchObject({ name: 'Alpha secret tower', leadBoardStage: 'opportunity', convertedToId: null });
  });

  it("company B never sees company A's leads on its board, table or dashboard", async () => {
    await createLead(b, { name: 'Bravo only', abc: 42 });
    const board = await openBoard(b);
    const names = board.body.columns.flatMap((c: any) => c.list.map((card: any) => card.name));
    expect(names).toEqual(['Bravo only']);
    expect(board.body.columns[0].total.raw).toBe('42.00');
    const table = await call(server, 'PUT', '/lead?page=1&perPage=0', { token: b.user.token, body: { searchKeyword: '', filters: [] } });
    expect(table.status).toBe(200);
    expect(table.body.list.map((r: any) => r.name)).toEqual(['Bravo only']);
    const search = await call(server, 'PUT', '/lead?page=1&perPage=10', { token: b.user.token, body: { searchKeyword: 'Alpha', filters: [] } });
    expect(search.body.pagination.total).toBe(0);
    const dashboard = await call(server, 'GET', '/lead/dashboard', { token: b.user.token });
    expect(dashboard.body.openCount).toBe(1);
    expect(dashboard.body.openTotal.raw).toBe('42.00');
  });

  it('the table filters by stage, owner, win probability and client', async () => {
    const team = await createSalesTeam();
    const one = await createLead(team, { name: 'Mall expansion', winProbability: 'LOW' });
    await createLead(team, { name: 'Condo', winProbability: 'HIGH' });
    await call(server, 'PATCH', '/lead/move', { token: team.user.token, body: { projectId: one.id, boardKey: 'contacted' } });
    const filtered = async (filters: object[]) =>
      (await call(server, 'PUT', '/lead?page=1&perPage=10', { token: team.user.token, body: { searchKeyword: '', filters } })).body.list.map((r: any) => r.name);
    expect(await filtered([{ key: 'boardKey', value: 'contacted' }])).toEqual(['Mall expansion']);
    expect(await filtered([{ key: 'winProbability', value: 'HIGH' }])).toEqual(['Condo']);
    expect(await filtered([{ key: 'clientId', value: team.clientId }, { key: 'relationshipOwnerId', value: team.user.accountId }])).toHaveLength(2);
  });

  it('a user without LEADS_ACCESS answers 403', async () => {
    const outsider = await createUser(server, { companyId: a.user.companyId, scopes: ['PROJECT_ACCESS'] });
    for (const [method, path] of [
      ['GET', '/lead/dashboard'],
      ['PUT', '/lead/board?isLead=true'],
      ['POST', '/lead'],
      ['PUT', '/lead?page=1&perPage=10'],
    ]) {
      expect((await call(server, method, path, { token: outsider.token, body: method === 'GET' ? undefined : {} })).status, path).toBe(403);
    }
  });
});
