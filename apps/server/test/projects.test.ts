import { eq } from 'drizzle-orm';
import { LEAD_STAGE_KEYS, PROJECT_STAGES } from '@haligi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities, clients, locations, projectActivities, projects, psgcBarangays, psgcMunicipalities } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from './helper';

let server: TestServer;
let owner: TestUser;
let clientId: number;
let locationId: number;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
  const { db } = server.context;
  const [client] = await db.insert(clients).values({ companyId: owner.companyId, name: 'Rivera Builders', contactNumber: '0917 000 0000', email: 'rivera@example.ph' }).returning();
  clientId = client.id;
  // Any barangay of the loaded PSGC data, with its municipality and region.
  const [place] = await db
    .select({ barangayId: psgcBarangays.id, municipalityId: psgcMunicipalities.id, provinceId: psgcMunicipalities.provinceId, regionId: psgcMunicipalities.regionId })
    .from(psgcBarangays)
    .innerJoin(psgcMunicipalities, eq(psgcMunicipalities.id, psgcBarangays.municipalityId))
    .limit(1);
  if (place) {
    const [location] = await db.insert(locations).values({ companyId: owner.companyId, name: 'Calamba site', zipCode: '4027', street: 'National Highway', ...place }).returning();
    locationId = location.id;
  }
});
afterAll(async () => server?.stop());

const create = (user: TestUser, body: Record<string, unknown>) => call(server, 'POST', '/project', { token: user.token, body: { budget: 0, ...body } });
const createdId = async (user: TestUser, body: Record<string, unknown>) => {
  const answer = await create(user, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as number;
};
const board = (user: TestUser, query = 'isLead=false') => call(server, 'GET', `/project/board?${query}`, { token: user.token });
const column = (body: any, key: string) => body.columns.find((c: any) => c.key === key);

describe('creating and reading a project', () => {
  it('POST /project answers 201 and the project starts in planning with an empty PENDING BOQ as latestBoq', async () => {
    const answer = await create(owner, {
      name: 'Calamba Warehouse',
      description: 'Two-storey steel warehouse',
      budget: '1500000.5',
      startDate: '2026/11/21',
      endDate: '2027-05-21',
      clientId,
      locationId: locationId ?? null,
      downpaymentAmount: 30,
      retentionAmount: 10,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Project created successfully');
    const id = answer.body.data.id;
    const boqs = await server.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, id));
    expect(boqs).toHaveLength(1);
    expect(boqs[0]).toMatchObject({ name: 'Calamba Warehouse BOQ', status: 'PENDING', revision: 1, companyId: owner.companyId });

    const read = await call(server, 'GET', `/project?id=${id}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id,
      name: 'Calamba Warehouse',
      description: 'Two-storey steel warehouse',
      status: 'ACTIVE',
      boardKey: 'planning',
      startDate: '2026-11-21',
      endDate: '2027-05-21',
      createdAt: expect.any(String),
      budget: { raw: '1500000.50', formatted: '₱1,500,000.50' },
      client: { id: clientId, name: 'Rivera Builders', email: 'rivera@example.ph' },
      location: locationId ? { id: locationId, name: 'Calamba site' } : null,
      clientId,
      locationId: locationId ?? null,
      downpaymentAmount: 30,
      retentionAmount: 10,
      latestBoq: { id: boqs[0].id, name: 'Calamba Warehouse BOQ', status: 'PENDING', revision: 1 },
      convertedFromId: null,
      purchaseRequests: [],
    });
    const activities = await server.context.db.select().from(projectActivities).where(eq(projectActivities.projectId, id));
    expect(activities.map((a) => a.kind)).toEqual(['CREATED']);
  });

  it('latestBoq is the highest revision', async () => {
    const id = await createdId(owner, { name: 'Revised' });
    await server.context.db.insert(billOfQuantities).values({ companyId: owner.companyId, projectId: id, name: 'Revised BOQ r2', status: 'LOCKED', revision: 2 });
    const read = await call(server, 'GET', `/project?id=${id}`, { token: owner.token });
    expect(read.body.latestBoq).toMatchObject({ name: 'Revised BOQ r2', status: 'LOCKED', revision: 2 });
  });

  it('PATCH /project updates the fields; an invalid body is a 400 listing the problems', async () => {
    const id = await createdId(owner, { name: 'Old name', budget: 100 });
    const answer = await call(server, 'PATCH', '/project', { token: owner.token, body: { id, name: 'New name', budget: 250.75, status: 'ON_HOLD' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Project updated successfully', data: { id, name: 'New name', status: 'ON_HOLD', budget: { raw: '250.75' } } });
    expectError(await call(server, 'PATCH', '/project', { token: owner.token, body: { id, name: '', budget: -1 } }), 400, /name.*budget/);
  });

  it('PATCH /project with {id, name, budget} keeps the dates, client, location and payment terms', async () => {
    const id = await createdId(owner, {
      name: 'Kept',
      budget: 100,
      startDate: '2026-03-01',
      endDate: '2026-09-30',
      clientId,
      locationId: locationId ?? null,
      downpaymentAmount: 30,
      retentionAmount: 10,
    });
    const answer = await call(server, 'PATCH', '/project', { token: owner.token, body: { id, name: 'Kept renamed', budget: 200 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'Kept renamed',
      budget: { raw: '200.00' },
      startDate: '2026-03-01',
      endDate: '2026-09-30',
      clientId,
      locationId: locationId ?? null,
      downpaymentAmount: 30,
      retentionAmount: 10,
    });
    // null clears a clearable field.
    const cleared = await call(server, 'PATCH', '/project', { token: owner.token, body: { id, clientId: null, endDate: null } });
    expect(cleared.body.data).toMatchObject({ clientId: null, client: null, endDate: null, startDate: '2026-03-01', name: 'Kept renamed' });
  });

  it('the end date is checked against the stored start date: an end before it is a 400 that changes nothing', async () => {
    const id = await createdId(owner, { name: 'Dated', startDate: '2026-05-01', endDate: '2026-06-01' });
    expectError(await call(server, 'PATCH', '/project', { token: owner.token, body: { id, endDate: '2026-04-01' } }), 400, /endDate: cannot be before the start date/);
    expectError(await call(server, 'PATCH', '/project', { token: owner.token, body: { id, startDate: '2026-07-01' } }), 400, /endDate: cannot be before the start date/);
    expectError(await create(owner, { name: 'Backwards', startDate: '2026-05-01', endDate: '2026-04-01' }), 400, /endDate/);
    const read = await call(server, 'GET', `/project?id=${id}`, { token: owner.token });
    expect(read.body).toMatchObject({ startDate: '2026-05-01', endDate: '2026-06-01' });
  });

  it('each save that changes fields adds one timeline entry naming who, and each field old -> new in readable form; a save changing nothing adds none', async () => {
    const id = await createdId(owner, { name: 'Timeline', budget: 1000, clientId });
    await call(server, 'PATCH', '/project', { token: owner.token, body: { id, budget: 2500.5, clientId: null, retentionAmount: 5 } });
    await call(server, 'PATCH', '/project', { token: owner.token, body: { id, budget: 2500.5 } });
    const timeline = await call(server, 'GET', `/project/${id}/activities`, { token: owner.token });
    expect(timeline.status).toBe(200);
    expect(timeline.body.map((entry: any) => entry.kind)).toEqual(['UPDATED', 'CREATED']);
    expect(timeline.body[0]).toMatchObject({
      message: 'Updated Budget, Client, Retention',
      account: { id: owner.accountId, name: 'Juan Dela Cruz' },
      createdAt: expect.any(String),
      data: {
        changes: [
          { field: 'budget', label: 'Budget', from: '₱1,000.00', to: '₱2,500.50' },
          { field: 'clientId', label: 'Client', from: 'Rivera Builders', to: '' },
          { field: 'retentionAmount', label: 'Retention', from: '0%', to: '5%' },
        ],
      },
    });
  });

  it("a client of another company is refused (422) and GET /project without an id is a 400", async () => {
    const other = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    expectError(await create(other, { name: 'Poach', clientId }), 422, 'The chosen client does not exist');
    expectError(await call(server, 'GET', '/project', { token: other.token }), 400);
  });
});

describe('the project table', () => {
  it('PUT /project pages, searches by name and filters by stage and client', async () => {
    const user = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    await createdId(user, { name: 'Alpha Tower', budget: 10 });
    const beta = await createdId(user, { name: 'Beta Mall', budget: 20 });
    await call(server, 'PATCH', '/project/move', { token: user.token, body: { projectId: beta, boardKey: 'in-progress' } });
    const all = await call(server, 'PUT', '/project?page=1&perPage=10', { token: user.token, body: {} });
    expect(all.status).toBe(200);
    expect(all.body.pagination).toMatchObject({ total: 2, page: 1 });
    expect(all.body.list.map((r: any) => r.name)).toEqual(['Beta Mall', 'Alpha Tower']);
    expect(all.body.list[0].budget).toEqual({ raw: '20.00', formatted: '₱20.00' });
    const search = await call(server, 'PUT', '/project?page=1&perPage=10', { token: user.token, body: { searchKeyword: 'tower' } });
    expect(search.body.list.map((r: any) => r.name)).toEqual(['Alpha Tower']);
    const staged = await call(server, 'PUT', '/project?page=1&perPage=10', { token: user.token, body: { filters: [{ key: 'boardKey', value: 'in-progress' }] } });
    expect(staged.body.list.map((r: any) => r.name)).toEqual(['Beta Mall']);
    const byClient = await call(server, 'PUT', '/project?page=1&perPage=10', { token: user.token, body: { filters: [{ key: 'clientId', value: clientId }] } });
    expect(byClient.body.pagination.total).toBe(0);
  });
});

describe('the project board', () => {
  it('has every project stage with exact counts and peso totals, and pages a column', async () => {
    const user = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    const first = await createdId(user, { name: 'P1', budget: '0.10' });
    const second = await createdId(user, { name: 'P2', budget: '0.20' });
    const third = await createdId(user, { name: 'P3', budget: '1000000.01' });
    const answer = await board(user);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.columns.map((c: any) => c.key)).toEqual(['planning', 'mobilization', 'in-progress', 'punch-list', 'completed', 'on-hold']);
    const planning = column(answer.body, 'planning');
    expect(planning).toMatchObject({ label: 'Planning', color: 'blue', count: 3, total: { raw: '1000000.31', formatted: '₱1,000,000.31' }, page: 1, perPage: 20, hasMore: false });
    // Each new project goes to the top of its column.
    expect(planning.list.map((c: any) => c.id)).toEqual([third, second, first]);
    expect(planning.list[0]).toEqual({
      id: third, name: 'P3', boardKey: 'planning', boardPosition: expect.any(Number), budget: { raw: '1000000.01', formatted: '₱1,000,000.01' },
      client: null, winProbability: 'UNKNOWN', endDate: null, relationshipOwner: null,
      stageChangedAt: expect.any(String), lostReason: null, nextTask: null,
    });
    expect(column(answer.body, 'completed')).toMatchObject({ count: 0, total: { raw: '0.00' }, hasMore: false, list: [] });

    const page2 = await board(user, 'isLead=false&boardKey=planning&page=2&perPage=2');
    expect(page2.body.columns).toHaveLength(1);
    expect(page2.body.columns[0]).toMatchObject({ key: 'planning', count: 3, page: 2, perPage: 2, hasMore: false });
    expect(page2.body.columns[0].list.map((c: any) => c.id)).toEqual([first]);
    expect((await board(user, 'isLead=false&boardKey=planning&page=1&perPage=2')).body.columns[0].hasMore).toBe(true);
    expectError(await board(user, 'isLead=false&boardKey=nowhere'), 400);
  });

  it('PATCH /project/move moves a card, keeps the stage change in the timeline, and updates counts', async () => {
    const user = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    const a = await createdId(user, { name: 'A', budget: 100 });
    const b = await createdId(user, { name: 'B', budget: 200 });
    const c = await createdId(user, { name: 'C', budget: 300 });

    const moved = await call(server, 'PATCH', '/project/move', { token: user.token, body: { projectId: a, boardKey: 'mobilization' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toEqual({ data: { id: a, boardKey: 'mobilization', boardPosition: expect.any(Number) }, message: 'Project moved successfully' });
    // B goes to the top of mobilization, then C is dropped just above A.
    await call(server, 'PATCH', '/project/move', { token: user.token, body: { projectId: b, boardKey: 'mobilization' } });
    const before = await call(server, 'PATCH', '/project/move', { token: user.token, body: { projectId: c, boardKey: 'mobilization', beforeId: a } });
    expect(before.status, JSON.stringify(before.body)).toBe(200);

    const answer = (await board(user)).body;
    expect(column(answer, 'planning')).toMatchObject({ count: 0, total: { raw: '0.00' } });
    const mobilization = column(answer, 'mobilization');
    expect(mobilization).toMatchObject({ count: 3, total: { raw: '600.00', formatted: '₱600.00' } });
    expect(mobilization.list.map((card: any) => card.id)).toEqual([b, c, a]);

    // Reordering within a column is not a stage change.
    await call(server, 'PATCH', '/project/move', { token: user.token, body: { projectId: a, boardKey: 'mobilization' } });
    expect((await board(user)).body.columns[1].list.map((card: any) => card.id)).toEqual([a, b, c]);

    const timeline = await call(server, 'GET', `/project/${a}/activities`, { token: user.token });
    expect(timeline.status).toBe(200);
    expect(timeline.body.map((e: any) => e.kind)).toEqual(['STAGE_CHANGED', 'CREATED']);
    expect(timeline.body[0]).toMatchObject({ data: { from: 'planning', to: 'mobilization' }, message: 'Stage changed from Planning to Mobilization', account: { id: user.accountId, name: 'Juan Dela Cruz' } });

    expectError(await call(server, 'PATCH', '/project/move', { token: user.token, body: { projectId: a, boardKey: 'closed-won' } }), 400);
  });

  it('PATCH /project/move with afterId puts a card just below another, or at the bottom of a column', async () => {
    const user = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    const a = await createdId(user, { name: 'A', budget: 100 });
    const b = await createdId(user, { name: 'B', budget: 200 });
    const c = await createdId(user, { name: 'C', budget: 300 });
    const move = (body: object) => call(server, 'PATCH', '/project/move', { token: user.token, body });
    const order = async (key: string) => column((await board(user)).body, key).list.map((card: any) => card.id);
    expect(await order('planning')).toEqual([c, b, a]);
    // The bottom of its own column.
    const bottom = await move({ projectId: c, boardKey: 'planning', afterId: a });
    expect(bottom.status, JSON.stringify(bottom.body)).toBe(200);
    expect(bottom.body).toEqual({ data: { id: c, boardKey: 'planning', boardPosition: expect.any(Number) }, message: 'Project moved successfully' });
    expect(await order('planning')).toEqual([b, a, c]);
    // Into another column after its last card, then between two cards.
    expect((await move({ projectId: b, boardKey: 'mobilization' })).status).toBe(200);
    expect((await move({ projectId: a, boardKey: 'mobilization', afterId: b })).status).toBe(200);
    expect((await move({ projectId: c, boardKey: 'mobilization', afterId: b })).status).toBe(200);
    expect(await order('mobilization')).toEqual([b, c, a]);
    const timeline = await call(server, 'GET', `/project/${a}/activities`, { token: user.token });
    expect(timeline.body.map((e: any) => [e.kind, e.data])).toEqual([['STAGE_CHANGED', { from: 'planning', to: 'mobilization' }], ['CREATED', expect.anything()]]);
    expectError(await move({ projectId: a, boardKey: 'planning', afterId: b }), 422);
    expectError(await move({ projectId: a, boardKey: 'mobilization', beforeId: b, afterId: c }), 400);
  });

  it('a card dropped after one whose neighbour is too close still lands in order (the column is renumbered)', async () => {
    const user = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    const low = await createdId(user, { name: 'low' });
    const high = await createdId(user, { name: 'high' });
    const mover = await createdId(user, { name: 'mover' });
    await server.context.db.update(projects).set({ boardPosition: 1 }).where(eq(projects.id, high));
    await server.context.db.update(projects).set({ boardPosition: 1 + Number.EPSILON }).where(eq(projects.id, low));
    const answer = await call(server, 'PATCH', '/project/move', { token: user.token, body: { projectId: mover, boardKey: 'planning', afterId: high } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(column((await board(user)).body, 'planning').list.map((c: any) => c.id)).toEqual([high, mover, low]);
  });

  it('cards squeezed between neighbours too close together still land in order (the column is renumbered)', async () => {
    const user = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    const low = await createdId(user, { name: 'low' });
    const high = await createdId(user, { name: 'high' });
    const mover = await createdId(user, { name: 'mover' });
    await server.context.db.update(projects).set({ boardPosition: 1 }).where(eq(projects.id, high));
    await server.context.db.update(projects).set({ boardPosition: 1 + Number.EPSILON }).where(eq(projects.id, low));
    const answer = await call(server, 'PATCH', '/project/move', { token: user.token, body: { projectId: mover, boardKey: 'planning', beforeId: low } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(column((await board(user)).body, 'planning').list.map((c: any) => c.id)).toEqual([high, mover, low]);
  });
});

describe('deleting projects', () => {
  it('DELETE /project/{id} needs the caller password: wrong is 422 and nothing is deleted; right soft-deletes', async () => {
    const id = await createdId(owner, { name: 'To delete' });
    expectError(await call(server, 'DELETE', `/project/${id}`, { token: owner.token, body: { password: 'wrong-password' } }), 422, 'Incorrect password');
    expectError(await call(server, 'DELETE', `/project/${id}`, { token: owner.token, body: {} }), 400);
    expect(await countRows(server, 'projects', 'id = $1 and is_deleted = false', [id])).toBe(1);
    const answer = await call(server, 'DELETE', `/project/${id}`, { token: owner.token, body: { password: TEST_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Project deleted successfully' });
    expect(await countRows(server, 'projects', 'id = $1 and is_deleted = true', [id])).toBe(1);
    expectError(await call(server, 'GET', `/project?id=${id}`, { token: owner.token }), 404);
  });

  it('DELETE /project needs the password; with ids it deletes those, without ids every project of the company', async () => {
    const user = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    const keep = await createdId(user, { name: 'Keep' });
    const drop = await createdId(user, { name: 'Drop' });
    const bystander = await createdId(owner, { name: 'Other company project' });
    expectError(await call(server, 'DELETE', '/project', { token: user.token, body: {} }), 400);
    expectError(await call(server, 'DELETE', '/project', { token: user.token, body: { password: 'nope' } }), 422, 'Incorrect password');
    expect(await countRows(server, 'projects', 'company_id = $1 and is_deleted = false', [user.companyId])).toBe(2);

    expect((await call(server, 'DELETE', '/project', { token: user.token, body: { password: TEST_PASSWORD, ids: [drop] } })).status).toBe(200);
    expect(await countRows(server, 'projects', 'id = $1 and is_deleted = false', [keep])).toBe(1);
    expect((await call(server, 'DELETE', '/project', { token: user.token, body: { password: TEST_PASSWORD } })).status).toBe(200);
    expect(await countRows(server, 'projects', 'company_id = $1 and is_deleted = false', [user.companyId])).toBe(0);
    expect(await countRows(server, 'projects', 'id = $1 and is_deleted = false', [bystander])).toBe(1);
  });
});

describe('tenancy and access', () => {
  it("another company's project is not found by id on every route, and its board and table never show it", async () => {
    const id = await createdId(owner, { name: 'Owner only' });
    const intruder = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    const token = intruder.token;
    expectError(await call(server, 'GET', `/project?id=${id}`, { token }), 404, 'Project not found');
    expectError(await call(server, 'PATCH', '/project', { token, body: { id, name: 'Taken', budget: 1 } }), 404);
    expectError(await call(server, 'PATCH', '/project/move', { token, body: { projectId: id, boardKey: 'completed' } }), 404);
    expectError(await call(server, 'DELETE', `/project/${id}`, { token, body: { password: TEST_PASSWORD } }), 404);
    expectError(await call(server, 'GET', `/project/${id}/activities`, { token }), 404);
    const mine = await createdId(intruder, { name: 'Intruder project' });
    expectError(await call(server, 'PATCH', '/project/move', { token, body: { projectId: mine, boardKey: 'planning', beforeId: id } }), 422);
    const [row] = await server.context.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ name: 'Owner only', boardKey: 'planning', isDeleted: false });
    const ids = (await board(intruder)).body.columns.flatMap((c: any) => c.list.map((card: any) => card.id));
    expect(ids).toEqual([mine]);
    const table = await call(server, 'PUT', '/project?page=1&perPage=0', { token, body: {} });
    expect(table.body.list.map((r: any) => r.id)).toEqual([mine]);
  });

  it('a lead is not a project: GET /project?id= of a lead is 404', async () => {
    const [lead] = await server.context.db
      .insert(projects)
      .values({ companyId: owner.companyId, isLead: true, name: 'A lead', status: 'LEAD', boardKey: 'opportunity' })
      .returning();
    expectError(await call(server, 'GET', `/project?id=${lead.id}`, { token: owner.token }), 404);
  });

  it('a user without PROJECT_ACCESS is refused with 403 on every project route', async () => {
    const salesOnly = await createUser(server, { scopes: ['LEADS_ACCESS'] });
    const token = salesOnly.token;
    for (const [method, path] of [
      ['POST', '/project'], ['PATCH', '/project'], ['PUT', '/project'], ['GET', '/project?id=1'], ['GET', '/project/board?isLead=false'],
      ['PATCH', '/project/move'], ['DELETE', '/project/1'], ['DELETE', '/project'], ['GET', '/project/1/activities'],
    ]) {
      expectError(await call(server, method, path, { token, body: method === 'GET' ? undefined : {} }), 403);
    }
  });
});

describe('GET /project/board and PUT /lead/board honour isLead', () => {
  it('isLead=true answers the lead board and isLead=false the project board on both routes; left out, each its own; the chosen board needs its scope', async () => {
    const both = await createUser(server, { scopes: ['PROJECT_ACCESS', 'LEADS_ACCESS'] });
    const projectId = await createdId(both, { name: 'Board Project' });
    const [lead] = await server.context.db
      .insert(projects)
      .values({ companyId: both.companyId, isLead: true, name: 'Board Lead', status: 'LEAD', boardKey: 'opportunity', budget: '12.50' })
      .returning();
    const leadBoard = { columns: LEAD_STAGE_KEYS.map((key) => expect.objectContaining({ key })) };
    const projectBoard = { columns: PROJECT_STAGES.map((stage) => expect.objectContaining({ key: stage.key })) };
    const cardsOf = (body: any) => body.columns.flatMap((c: any) => c.list.map((card: any) => card.id));
    const leadsBoard = (user: TestUser, query: string) => call(server, 'PUT', `/lead/board?${query}`, { token: user.token, body: {} });

    for (const answer of [await board(both, 'isLead=true'), await leadsBoard(both, 'isLead=true'), await leadsBoard(both, '')]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual(leadBoard);
      expect(cardsOf(answer.body)).toEqual([lead.id]);
    }
    for (const answer of [await board(both, 'isLead=false'), await leadsBoard(both, 'isLead=false'), await board(both, '')]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual(projectBoard);
      expect(cardsOf(answer.body)).toEqual([projectId]);
    }
    // One column of the other board, by boardKey.
    const opportunity = await board(both, 'isLead=true&boardKey=opportunity&perPage=5');
    expect(opportunity.body.columns).toEqual([expect.objectContaining({ key: 'opportunity', count: 1, total: expect.objectContaining({ raw: '12.50' }) })]);
    expectError(await board(both, 'isLead=true&boardKey=planning'), 400, ['boardKey: unknown stage planning']);
    expectError(await leadsBoard(both, 'isLead=false&boardKey=opportunity'), 400, ['boardKey: unknown stage opportunity']);
    expectError(await board(both, 'isLead=maybe'), 400);

    // The board chosen decides the scope: projects only, leads only.
    const estimator = await createUser(server, { companyId: both.companyId, scopes: ['PROJECT_ACCESS'] });
    const sales = await createUser(server, { companyId: both.companyId, scopes: ['LEADS_ACCESS'] });
    expectError(await board(estimator, 'isLead=true'), 403);
    expectError(await leadsBoard(estimator, 'isLead=true'), 403);
    expect(cardsOf((await leadsBoard(estimator, 'isLead=false')).body)).toEqual([projectId]);
    expectError(await board(sales, 'isLead=false'), 403);
    expectError(await leadsBoard(sales, 'isLead=false'), 403);
    expect(cardsOf((await board(sales, 'isLead=true')).body)).toEqual([lead.id]);
    const nobody = await createUser(server, { companyId: both.companyId, scopes: [] });
    expectError(await board(nobody, 'isLead=false'), 403);
    expectError(await leadsBoard(nobody, 'isLead=true'), 403);
  });
});
