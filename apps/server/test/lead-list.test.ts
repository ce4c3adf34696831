import { buildLeadPayload, leadDialogDefaults } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, projects } from '../src/db/schema';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

/** The lead list page's calls: the closing-month and deleted views of PUT /lead, restore, and the closed-lost conversion guard. */
let server: TestServer;

interface SalesTeam {
  user: TestUser;
  clientId: number;
}

async function createSalesTeam(): Promise<SalesTeam> {
  const user = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });
  const [client] = await server.context.db
    .insert(clients)
    .values({ companyId: user.companyId, name: 'Cruz Holdings', contactNumber: '0917 555 0101', email: 'ops@cruz.ph' })
    .returning();
  return { user, clientId: client.id };
}

/** A lead as the dialog sends it when the user typed only the name and chose the client. */
const minimalPayload = (team: SalesTeam, name: string, today = '2026-11-24') =>
  buildLeadPayload({
    ...leadDialogDefaults({ accountId: team.user.accountId, today }),
    name,
    clientId: team.clientId,
    contactDetails: '0917 555 0101\nops@cruz.ph',
    leadType: null,
    locationId: null,
  });

async function createLead(team: SalesTeam, name: string, overrides: Record<string, unknown> = {}) {
  const answer = await call(server, 'POST', '/lead', { token: team.user.token, body: { ...minimalPayload(team, name), ...overrides } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; [key: string]: any };
}

const table = (team: SalesTeam, filters: object[], searchKeyword = '') =>
  call(server, 'PUT', '/lead?page=1&perPage=50', { token: team.user.token, body: { searchKeyword, filters } });
const names = async (team: SalesTeam, filters: object[], searchKeyword = '') => {
  const answer = await table(team, filters, searchKeyword);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.list as { name: string }[]).map((row) => row.name).sort();
};

let a: SalesTeam;
let b: SalesTeam;

beforeAll(async () => {
  server = await startTestServer();
  a = await createSalesTeam();
  b = await createSalesTeam();
});
afterAll(async () => server?.stop());

describe('a lead from the name and the client', () => {
  it('saves with the dialog defaults', async () => {
    const lead = await createLead(a, 'Clinic in Lipa');
    expect(lead).toMatchObject({
      name: 'Clinic in Lipa',
      startDate: '2026-11-24',
      endDate: '2026-12-24',
      winProbability: 'UNKNOWN',
      leadSource: 'Phone call',
      contactDetails: '0917 555 0101\nops@cruz.ph',
      relationshipOwner: { id: a.user.accountId },
      leadBoardStage: 'opportunity',
    });
    expect(lead.abc.raw).toBe('0.00');
    expect(lead.mmr.raw).toBe('0.00');
    expect(lead.initialCosting.raw).toBe('0.00');
  });
});

describe('PUT /lead: the closing month', () => {
  it('keeps the leads closing in that month, with the other filters and the search', async () => {
    const team = await createSalesTeam();
    await createLead(team, 'November close', { startDate: '2026-10-01', endDate: '2026-11-30' });
    await createLead(team, 'December first', { startDate: '2026-10-01', endDate: '2026-12-01' });
    await createLead(team, 'December last', { startDate: '2026-10-01', endDate: '2026-12-31', winProbability: 'HIGH' });
    await createLead(team, 'January close', { startDate: '2026-10-01', endDate: '2027-01-01' });
    expect(await names(team, [{ key: 'endMonth', value: '2026-12' }])).toEqual(['December first', 'December last']);
    expect(await names(team, [{ key: 'endMonth', value: '2026-11' }])).toEqual(['November close']);
    expect(await names(team, [{ key: 'endMonth', value: '2027-01' }])).toEqual(['January close']);
    expect(await names(team, [{ key: 'endMonth', value: '2026-12' }, { key: 'winProbability', value: 'HIGH' }])).toEqual(['December last']);
    expect(await names(team, [{ key: 'endMonth', value: '2026-12' }], 'first')).toEqual(['December first']);
    expect(await names(team, [{ key: 'endMonth', value: 'all' }])).toHaveLength(4);
  });

  it('a value that is not a month answers 400 naming the filter', async () => {
    for (const value of ['2026-13', 'december', '2026-12-01']) {
      const answer = await table(a, [{ key: 'endMonth', value }]);
      expect(answer.status, value).toBe(400);
      expect(answer.body.message).toEqual(['filters: endMonth must be a month YYYY-MM']);
    }
  });
});

describe('deleted leads and restore', () => {
  it('a deleted lead leaves the list, shows in the deleted view and comes back at the top of its column', async () => {
    const team = await createSalesTeam();
    const kept = await createLead(team, 'Kept');
    const gone = await createLead(team, 'Gone');
    await call(server, 'PATCH', '/lead/move', { token: team.user.token, body: { projectId: gone.id, boardKey: 'proposal' } });
    await call(server, 'PATCH', '/lead/move', { token: team.user.token, body: { projectId: kept.id, boardKey: 'proposal' } });
    expect((await call(server, 'DELETE', `/lead/${gone.id}`, { token: team.user.token })).status).toBe(200);

    expect(await names(team, [])).toEqual(['Kept']);
    expect(await names(team, [{ key: 'deleted', value: true }])).toEqual(['Gone']);
    expect(await names(team, [{ key: 'deleted', value: 'false' }])).toEqual(['Kept']);
    // Another lead took the top of the column meanwhile; the restored one goes above it.
    const restored = await call(server, 'PUT', `/lead/restore/${gone.id}`, { token: team.user.token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toEqual({ message: 'Lead restored successfully' });
    expect(await names(team, [])).toEqual(['Gone', 'Kept']);
    expect(await names(team, [{ key: 'deleted', value: true }])).toEqual([]);
    // Each view's total counts its own rows: the live-leads counter does not answer the deleted view.
    expect((await table(team, [{ key: 'deleted', value: true }])).body.pagination.total).toBe(0);
    expect((await table(team, [])).body.pagination.total).toBe(2);
    const board = await call(server, 'PUT', '/lead/board?isLead=true&perPage=20', { token: team.user.token, body: {} });
    const proposal = board.body.columns.find((c: { key: string }) => c.key === 'proposal');
    expect(proposal.list.map((c: { id: number }) => c.id)).toEqual([gone.id, kept.id]);
    // Restoring a live lead changes nothing.
    expect((await call(server, 'PUT', `/lead/restore/${gone.id}`, { token: team.user.token })).body).toEqual({ message: 'Lead restored successfully' });
    expect(await names(team, [])).toEqual(['Gone', 'Kept']);
  });

  it("another company's lead answers 404 and stays deleted; its deleted leads are not listed", async () => {
    const lead = await createLead(a, 'Company A secret');
    await call(server, 'DELETE', `/lead/${lead.id}`, { token: a.user.token });
    const answer = await call(server, 'PUT', `/lead/restore/${lead.id}`, { token: b.user.token });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const [row] = await server.context.db.select().from(projects).where(eq(projects.id, lead.id));
    expect(row.isDeleted).toBe(true);
    expect(await names(b, [{ key: 'deleted', value: true }])).not.toContain('Company A secret');
  });

  it('a project id is not a lead: 404', async () => {
    const lead = await createLead(a, 'To convert');
    const converted = await call(server, 'POST', `/lead/${lead.id}/convert`, { token: a.user.token });
    const answer = await call(server, 'PUT', `/lead/restore/${converted.body.id}`, { token: a.user.token });
    expect(answer.status).toBe(404);
  });

  it('needs LEADS_ACCESS (403) and a record id (400)', async () => {
    const lead = await createLead(a, 'Scoped');
    await call(server, 'DELETE', `/lead/${lead.id}`, { token: a.user.token });
    const outsider = await createUser(server, { companyId: a.user.companyId, scopes: ['PROJECT_ACCESS'] });
    expect((await call(server, 'PUT', `/lead/restore/${lead.id}`, { token: outsider.token })).status).toBe(403);
    expect((await call(server, 'PUT', '/lead?page=1&perPage=10', { token: outsider.token, body: { filters: [{ key: 'deleted', value: true }] } })).status).toBe(403);
    const [row] = await server.context.db.select().from(projects).where(eq(projects.id, lead.id));
    expect(row.isDeleted).toBe(true);
    expect((await call(server, 'PUT', '/lead/restore/abc', { token: a.user.token })).status).toBe(400);
    const bad = await table(a, [{ key: 'deleted', value: 'maybe' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['filters: deleted must be true or false']);
  });
});

describe('closed-lost leads', () => {
  it('are not converted: 422 with the reason, and nothing is made', async () => {
    const lead = await createLead(a, 'Lost footbridge');
    const moved = await call(server, 'PATCH', '/lead/move', { token: a.user.token, body: { projectId: lead.id, boardKey: 'closed-lost', lostReason: 'Went with a cheaper contractor' } });
    expect(moved.status).toBe(200);
    const answer = await call(server, 'POST', `/lead/${lead.id}/convert`, { token: a.user.token });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('A closed-lost lead cannot be converted to a project');
    expect(await server.context.db.select().from(projects).where(eq(projects.convertedFromId, lead.id))).toHaveLength(0);
    const kept = await call(server, 'GET', `/lead?id=${lead.id}`, { token: a.user.token });
    expect(kept.body).toMatchObject({ leadBoardStage: 'closed-lost', convertedToId: null });
  });
});
