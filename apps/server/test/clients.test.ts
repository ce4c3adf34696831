import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, locations, psgcBarangays, psgcMunicipalities, psgcProvinces } from '../src/db/schema';
import { loadPsgc } from '../src/modules/locations/psgc.loader';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

const SALES_SCOPES = ['LEADS_ACCESS', 'PROJECT_ACCESS'];

let server: TestServer;
/** Company A's sales user, and company B's. */
let salesA: TestUser;
let salesB: TestUser;
let locationA: number;
let locationB: number;
let clientA: { id: number; name: string };

const tableOf = (token: string, path: string, body: unknown = {}) => call(server, 'PUT', `${path}?page=1&perPage=50`, { token, body });

/** A location in Calamba, Laguna, saved through the API for the user's company. */
async function saveLocation(user: TestUser, name: string): Promise<number> {
  const { db } = server.context;
  const [place] = await db
    .select({ regionId: psgcProvinces.regionId, provinceId: psgcProvinces.id, municipalityId: psgcMunicipalities.id, barangayId: psgcBarangays.id })
    .from(psgcBarangays)
    .innerJoin(psgcMunicipalities, eq(psgcMunicipalities.id, psgcBarangays.municipalityId))
    .innerJoin(psgcProvinces, eq(psgcProvinces.id, psgcMunicipalities.provinceId))
    .where(eq(psgcMunicipalities.name, 'City of Calamba'))
    .limit(1);
  const answer = await call(server, 'POST', '/location', { token: user.token, body: { name, ...place, zipCode: '4027', street: 'National Highway' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

beforeAll(async () => {
  server = await startTestServer();
  await loadPsgc(server.context.db);
  salesA = await createUser(server, { scopes: SALES_SCOPES });
  salesB = await createUser(server, { scopes: SALES_SCOPES });
  locationA = await saveLocation(salesA, 'Alpha Calamba Plant');
  locationB = await saveLocation(salesB, 'Bravo Calamba Plant');
}, 180_000);
afterAll(async () => server?.stop());

describe('clients', () => {
  it('POST /client answers 201 with the client itself and its location', async () => {
    const answer = await call(server, 'POST', '/client', {
      token: salesA.token,
      body: { name: 'Laguna Agro Industrial Park', contactNumber: '+63 49 545 1200', email: 'Engineering@LagunaAgro.ph', locationId: locationA, clientLogo: null },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      name: 'Laguna Agro Industrial Park',
      contactNumber: '+63 49 545 1200',
      email: 'engineering@lagunaagro.ph',
      locationId: locationA,
      location: { id: locationA, name: 'Alpha Calamba Plant' },
      logo: null,
      createdAt: expect.any(String),
    });
    clientA = answer.body;
    expect((await call(server, 'GET', `/client?id=${clientA.id}`, { token: salesA.token })).body).toEqual(answer.body);
  });

  it('missing fields answer 400 naming each one', async () => {
    const answer = await call(server, 'POST', '/client', { token: salesA.token, body: { name: '', email: 'not-mail' } });
    expect(answer.status).toBe(400);
    const fields = (answer.body.message as string[]).map((m) => m.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'contactNumber', 'email', 'locationId']));
  });

  it("another company's location is refused with 422", async () => {
    const answer = await call(server, 'POST', '/client', {
      token: salesA.token,
      body: { name: 'Poached', contactNumber: '0917 000 0000', email: 'p@example.ph', locationId: locationB },
    });
    expect(answer.status).toBe(422);
  });

  it('client-list offers the company clients with their email and contact number (the lead dialog fills its contact details); the table searches name and email', async () => {
    await call(server, 'POST', '/client', {
      token: salesA.token,
      body: { name: 'Sugbo Development Corporation', contactNumber: '+63 32 231 4455', email: 'build@sugbodev.ph', locationId: locationA },
    });
    const list = await call(server, 'GET', '/select-box/client-list', { token: salesA.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { label: 'Laguna Agro Industrial Park', value: clientA.id, email: 'engineering@lagunaagro.ph', contactNumber: '+63 49 545 1200' },
      { label: 'Sugbo Development Corporation', value: expect.any(Number), email: 'build@sugbodev.ph', contactNumber: '+63 32 231 4455' },
    ]);

    const byName = await tableOf(salesA.token, '/client', { searchKeyword: 'sugbo' });
    expect(byName.body.list.map((c: any) => c.name)).toEqual(['Sugbo Development Corporation']);
    const byEmail = await tableOf(salesA.token, '/client', { searchKeyword: 'lagunaagro', searchBy: 'email' });
    expect(byEmail.body.list.map((c: any) => c.name)).toEqual(['Laguna Agro Industrial Park']);
    expect(byEmail.body.list[0].location).toEqual({ id: locationA, name: 'Alpha Calamba Plant' });
    const all = await tableOf(salesA.token, '/client', { settings: { sortBy: 'name', sortOrder: 'asc' } });
    expect(all.body.pagination.total).toBe(2);
  });

  it('PATCH /client changes only the given fields; DELETE hides the client softly', async () => {
    const created = await call(server, 'POST', '/client', {
      token: salesA.token,
      body: { name: 'Short Lived Inc.', contactNumber: '0917 111 2222', email: 'short@example.ph', locationId: locationA },
    });
    const patched = await call(server, 'PATCH', '/client', { token: salesA.token, body: { id: created.body.id, name: 'Short Lived Corp.' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ data: { name: 'Short Lived Corp.', email: 'short@example.ph', locationId: locationA }, message: expect.any(String) });

    const removed = await call(server, 'DELETE', `/client/${created.body.id}`, { token: salesA.token });
    expect(removed).toEqual({ status: 200, body: { message: expect.any(String) } });
    expect((await call(server, 'GET', `/client?id=${created.body.id}`, { token: salesA.token })).status).toBe(404);
    const list = await call(server, 'GET', '/select-box/client-list', { token: salesA.token });
    expect(list.body.map((o: any) => o.value)).not.toContain(created.body.id);
    const [row] = await server.context.db.select().from(clients).where(eq(clients.id, created.body.id));
    expect(row.isDeleted).toBe(true);
  });
});

describe('organizations and people', () => {
  let organizationId: number;

  it('an organization is created, listed with its client, updated and soft-deleted', async () => {
    const created = await call(server, 'POST', '/organization', {
      token: salesA.token,
      body: { name: 'Calamba Steel Works', industry: 'Manufacturing', email: 'info@calambasteel.ph', clientId: clientA.id, locationId: locationA },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ data: { id: expect.any(Number), name: 'Calamba Steel Works', clientName: clientA.name, website: '' }, message: expect.any(String) });
    organizationId = created.body.data.id;

    const patched = await call(server, 'PATCH', '/organization', { token: salesA.token, body: { id: organizationId, website: 'https://calambasteel.ph' } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ industry: 'Manufacturing', website: 'https://calambasteel.ph' });

    const table = await tableOf(salesA.token, '/organization', { searchKeyword: 'steel' });
    expect(table.body.list).toEqual([expect.objectContaining({ id: organizationId, clientName: clientA.name, peopleCount: 0 })]);
    const byClient = await tableOf(salesA.token, '/organization', { filters: [{ key: 'clientId', value: clientA.id }] });
    expect(byClient.body.pagination.total).toBe(1);

    const doomed = await call(server, 'POST', '/organization', { token: salesA.token, body: { name: 'Gone Corp' } });
    expect((await call(server, 'DELETE', `/organization/${doomed.body.data.id}`, { token: salesA.token })).status).toBe(200);
    const after = await tableOf(salesA.token, '/organization');
    expect(after.body.list.map((o: any) => o.id)).toEqual([organizationId]);
  });

  it('a person is created under an organization; the people table shows the organization name', async () => {
    const created = await call(server, 'POST', '/person', {
      token: salesA.token,
      body: { firstName: 'Teresita', lastName: 'Magbanua', position: 'Purchasing Head', email: 'tess@calambasteel.ph', organizationId },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Teresita Magbanua', organizationName: 'Calamba Steel Works' });

    const patched = await call(server, 'PATCH', '/person', { token: salesA.token, body: { id: created.body.data.id, position: 'Vice President' } });
    expect(patched.body.data).toMatchObject({ position: 'Vice President', email: 'tess@calambasteel.ph', organizationId });

    const table = await tableOf(salesA.token, '/person', { searchKeyword: 'calamba steel', searchBy: 'organizationName' });
    expect(table.body.list).toEqual([expect.objectContaining({ name: 'Teresita Magbanua', organizationName: 'Calamba Steel Works' })]);
    expect(table.body.pagination.total).toBe(1);
    const organizations = await tableOf(salesA.token, '/organization');
    expect(organizations.body.list[0].peopleCount).toBe(1);

    expect((await call(server, 'DELETE', `/person/${created.body.data.id}`, { token: salesA.token })).status).toBe(200);
    expect((await tableOf(salesA.token, '/person')).body.pagination.total).toBe(0);
  });

  it('a person without a first name answers 400; an unknown organization 422', async () => {
    expect((await call(server, 'POST', '/person', { token: salesA.token, body: { lastName: 'Solo' } })).status).toBe(400);
    expect((await call(server, 'POST', '/person', { token: salesA.token, body: { firstName: 'A', lastName: 'B', organizationId: 999999 } })).status).toBe(422);
  });
});

describe('lead types and win probabilities', () => {
  it('a new lead type is added and listed by name; a duplicate answers 409', async () => {
    const created = await call(server, 'POST', '/lead-type', { token: salesA.token, body: { name: 'Design and Build' } });
    expect(created).toEqual({ status: 201, body: { data: { id: expect.any(Number), name: 'Design and Build' }, message: expect.any(String) } });
    const list = await call(server, 'GET', '/select-box/lead-type-list', { token: salesA.token });
    expect(list.body).toEqual([{ label: 'Design and Build', value: 'Design and Build' }]);
    expect((await call(server, 'POST', '/lead-type', { token: salesA.token, body: { name: 'design and build' } })).status).toBe(409);
    expect((await call(server, 'GET', '/select-box/lead-type-list', { token: salesB.token })).body).toEqual([]);
  });

  it('win-probability-list offers every choice by key', async () => {
    const answer = await call(server, 'GET', '/select-box/win-probability-list', { token: salesA.token });
    expect(answer.status).toBe(200);
    expect(answer.body.map((o: any) => o.value)).toEqual(['UNKNOWN', 'LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH']);
    expect(answer.body[1]).toEqual({ label: 'Low (25%)', value: 'LOW' });
  });
});

describe('tenancy: a sales user of company B', () => {
  it("never sees company A's clients, locations, organizations or people", async () => {
    const person = await call(server, 'POST', '/person', { token: salesA.token, body: { firstName: 'Alpha', lastName: 'Contact' } });
    expect(person.status).toBe(201);
    expect((await call(server, 'GET', '/select-box/client-list', { token: salesB.token })).body).toEqual([]);
    expect((await call(server, 'GET', '/select-box/location-list', { token: salesB.token })).body.map((o: any) => o.value)).toEqual([locationB]);
    expect((await call(server, 'GET', '/select-box/organization-list', { token: salesB.token })).body).toEqual([]);
    for (const path of ['/client', '/location', '/organization', '/person']) {
      const table = await tableOf(salesB.token, path, { searchKeyword: 'Alpha' });
      expect(table.status, path).toBe(200);
      expect(table.body.pagination.total, path).toBe(0);
    }
    expect((await call(server, 'GET', `/client?id=${clientA.id}`, { token: salesB.token })).status).toBe(404);
    expect((await call(server, 'GET', `/location?id=${locationA}`, { token: salesB.token })).status).toBe(404);
  });

  it("never changes company A's records: updates and deletes answer 404 and links to them 422", async () => {
    const before = await server.context.db.select().from(clients).where(eq(clients.companyId, salesA.companyId));
    expect((await call(server, 'PATCH', '/client', { token: salesB.token, body: { id: clientA.id, name: 'Taken over' } })).status).toBe(404);
    expect((await call(server, 'DELETE', `/client/${clientA.id}`, { token: salesB.token })).status).toBe(404);
    const organization = await call(server, 'POST', '/organization', { token: salesB.token, body: { name: 'Bravo Org', clientId: clientA.id } });
    expect(organization.status).toBe(422);
    expect(await server.context.db.select().from(clients).where(eq(clients.companyId, salesA.companyId))).toEqual(before);
    const [location] = await server.context.db.select().from(locations).where(eq(locations.id, locationA));
    expect(location.companyId).toBe(salesA.companyId);
  });

  it('a user without LEADS_ACCESS or PROJECT_ACCESS is refused with 403; PROJECT_ACCESS alone may add clients but not organizations', async () => {
    const clerk = await createUser(server, { companyId: salesA.companyId, scopes: ['SETTINGS_ROLES_ACCESS'] });
    const body = { name: 'Nope', contactNumber: '0917', email: 'n@example.ph', locationId: locationA };
    expect((await call(server, 'POST', '/client', { token: clerk.token, body })).status).toBe(403);
    expect((await tableOf(clerk.token, '/client')).status).toBe(403);
    expect((await call(server, 'POST', '/organization', { token: clerk.token, body: { name: 'Nope' } })).status).toBe(403);
    expect((await call(server, 'POST', '/lead-type', { token: clerk.token, body: { name: 'Nope' } })).status).toBe(403);

    const estimator = await createUser(server, { companyId: salesA.companyId, scopes: ['PROJECT_ACCESS'] });
    expect((await call(server, 'POST', '/client', { token: estimator.token, body: { ...body, name: 'Estimator Client' } })).status).toBe(201);
    expect((await call(server, 'POST', '/organization', { token: estimator.token, body: { name: 'Nope' } })).status).toBe(403);
  });
});
