import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psgcBarangays, psgcMunicipalities, psgcProvinces, psgcRegions } from '../src/db/schema';
import { loadPsgc } from '../src/modules/locations/psgc.loader';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let sales: TestUser;
let otherSales: TestUser;
/** Region, province, city and barangay ids of 125 Ayala Avenue, San Lorenzo, City of Makati. */
let makati: { regionId: number; provinceId: number; municipalityId: number; barangayId: number };

const option = (list: { label: string; value: number }[], label: string) => {
  const found = list.find((o) => o.label === label);
  expect(found, `${label} in ${JSON.stringify(list.slice(0, 20))}`).toBeTruthy();
  return found!.value;
};

/** Sorted by the database's collation: byte order on PGlite, the locale's order on a PostgreSQL server. */
const expectSortedByName = (labels: string[]) =>
  expect([[...labels].sort(), [...labels].sort(new Intl.Collator('en').compare)]).toContainEqual(labels);

const makatiSite = () => ({ name: 'Rizal Tower Site', ...makati, zipCode: '1223', street: '125 Ayala Avenue', landmark: 'Near Greenbelt' });

beforeAll(async () => {
  server = await startTestServer();
  expect(await loadPsgc(server.context.db)).toBe(true);
  sales = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });
  otherSales = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });
}, 120_000);
afterAll(async () => server?.stop());

describe('PSGC data', () => {
  it('loads all of the 2025 2nd quarter list: 18 regions, 118 province-level entries, 1,656 cities and municipalities, 42,011 barangays', async () => {
    const { db } = server.context;
    const n = async (table: typeof psgcRegions | typeof psgcProvinces | typeof psgcMunicipalities | typeof psgcBarangays) =>
      (await db.select({ n: count() }).from(table))[0].n;
    expect(await n(psgcRegions)).toBe(18);
    expect(await n(psgcProvinces)).toBe(118);
    expect(await n(psgcMunicipalities)).toBe(1656);
    expect(await n(psgcBarangays)).toBe(42011);
  });

  it('a second load leaves a loaded database alone', async () => {
    expect(await loadPsgc(server.context.db)).toBe(false);
    expect((await server.context.db.select({ n: count() }).from(psgcRegions))[0].n).toBe(18);
  });
});

describe('location cascade select lists', () => {
  it('regions come sorted by code; NCR leads to the City of Makati and its barangay San Lorenzo', async () => {
    const regions = await call(server, 'GET', '/select-box/location-region-list', { token: sales.token });
    expect(regions.status).toBe(200);
    expect(regions.body).toHaveLength(18);
    expect(regions.body[0].label).toBe('Region I (Ilocos Region)');
    const [ncr] = await server.context.db.select().from(psgcRegions).where(eq(psgcRegions.code, '13'));
    const regionId = option(regions.body, ncr.name);

    const provinces = await call(server, 'GET', `/select-box/location-province-list?regionId=${regionId}`, { token: sales.token });
    expect(provinces.status).toBe(200);
    expectSortedByName(provinces.body.map((o: any) => o.label));
    const provinceId = option(provinces.body, 'City of Makati');

    const municipalities = await call(server, 'GET', `/select-box/location-municipality-list?provinceId=${provinceId}`, { token: sales.token });
    expect(municipalities.status).toBe(200);
    const municipalityId = option(municipalities.body, 'City of Makati');

    const barangays = await call(server, 'GET', `/select-box/location-barangay-list?municipalityId=${municipalityId}`, { token: sales.token });
    expect(barangays.status).toBe(200);
    expect(barangays.body.length).toBeGreaterThan(20);
    const barangayId = option(barangays.body, 'San Lorenzo');
    makati = { regionId, provinceId, municipalityId, barangayId };
  });

  it('a province lists its cities and municipalities sorted by name: Laguna has the City of Calamba', async () => {
    const [laguna] = await server.context.db.select().from(psgcProvinces).where(eq(psgcProvinces.name, 'Laguna'));
    const answer = await call(server, 'GET', `/select-box/location-municipality-list?provinceId=${laguna.id}`, { token: sales.token });
    const labels: string[] = answer.body.map((o: any) => o.label);
    expect(labels).toContain('City of Calamba');
    expectSortedByName(labels);
  });

  it('a missing or malformed parent id answers 400', async () => {
    for (const path of [
      '/select-box/location-province-list',
      '/select-box/location-municipality-list?provinceId=',
      '/select-box/location-barangay-list?municipalityId=abc',
      '/select-box/location-province-list?regionId=-1',
    ]) {
      const answer = await call(server, 'GET', path, { token: sales.token });
      expect(answer.status, path).toBe(400);
      expect(Array.isArray(answer.body.message)).toBe(true);
    }
  });

  it('the cascade lists need a sign-in', async () => {
    expect((await call(server, 'GET', '/select-box/location-region-list')).status).toBe(401);
  });
});

describe('POST /location', () => {
  it('saves the location and answers it with its id and full address', async () => {
    const answer = await call(server, 'POST', '/location', { token: sales.token, body: makatiSite() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      id: expect.any(Number),
      name: 'Rizal Tower Site',
      ...makati,
      zipCode: '1223',
      street: '125 Ayala Avenue',
      landmark: 'Near Greenbelt',
      fullAddress: '125 Ayala Avenue, San Lorenzo, City of Makati 1223',
    });
    const read = await call(server, 'GET', `/location?id=${answer.body.id}`, { token: sales.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: answer.body.id, name: 'Rizal Tower Site', barangayName: 'San Lorenzo' });
  });

  it('missing name, street and zip code answer 400 naming each field', async () => {
    const answer = await call(server, 'POST', '/location', { token: sales.token, body: { ...makatiSite(), name: '', street: ' ', zipCode: undefined } });
    expect(answer.status).toBe(400);
    const fields = (answer.body.message as string[]).map((m) => m.split(':')[0]);
    expect(fields).toEqual(expect.arrayContaining(['name', 'street', 'zipCode']));
  });

  it('a barangay outside the chosen city answers 422 and saves nothing', async () => {
    const [lahug] = await server.context.db.select().from(psgcBarangays).where(eq(psgcBarangays.name, 'Lahug'));
    const before = await call(server, 'GET', '/select-box/location-list', { token: sales.token });
    const answer = await call(server, 'POST', '/location', { token: sales.token, body: { ...makatiSite(), barangayId: lahug.id } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/Lahug is not in City of Makati/);
    const after = await call(server, 'GET', '/select-box/location-list', { token: sales.token });
    expect(after.body).toEqual(before.body);
  });

  it('a province outside the region and a city outside the province answer 422', async () => {
    const [laguna] = await server.context.db.select().from(psgcProvinces).where(eq(psgcProvinces.name, 'Laguna'));
    const [calamba] = await server.context.db.select().from(psgcMunicipalities).where(eq(psgcMunicipalities.name, 'City of Calamba'));
    expect((await call(server, 'POST', '/location', { token: sales.token, body: { ...makatiSite(), provinceId: laguna.id } })).status).toBe(422);
    expect((await call(server, 'POST', '/location', { token: sales.token, body: { ...makatiSite(), municipalityId: calamba.id } })).status).toBe(422);
    expect((await call(server, 'POST', '/location', { token: sales.token, body: { ...makatiSite(), regionId: 999999 } })).status).toBe(422);
  });
});

describe('saved locations belong to their company', () => {
  it("location-list and the table show only the caller's company's locations", async () => {
    const other = await call(server, 'POST', '/location', { token: otherSales.token, body: { ...makatiSite(), name: 'Other Company Site' } });
    expect(other.status).toBe(201);

    const mine = await call(server, 'GET', '/select-box/location-list', { token: sales.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toContainEqual({ label: 'Rizal Tower Site — 125 Ayala Avenue, San Lorenzo, City of Makati', value: expect.any(Number) });
    expect(mine.body.map((o: any) => o.value)).not.toContain(other.body.id);

    const table = await call(server, 'PUT', '/location?page=1&perPage=10', { token: sales.token, body: { searchKeyword: 'site' } });
    expect(table.status).toBe(200);
    expect(table.body.list.map((r: any) => r.name)).toEqual(['Rizal Tower Site']);
    expect(table.body.pagination.total).toBe(1);

    const byCity = await call(server, 'PUT', '/location?page=1&perPage=10', { token: sales.token, body: { searchKeyword: 'makati', searchBy: 'municipalityName' } });
    expect(byCity.body.pagination.total).toBe(1);

    expect((await call(server, 'GET', `/location?id=${other.body.id}`, { token: sales.token })).status).toBe(404);
  });

  it('a user without LEADS_ACCESS or PROJECT_ACCESS is refused with 403', async () => {
    const clerk = await createUser(server, { companyId: sales.companyId, scopes: ['SETTINGS_ROLES_ACCESS'] });
    expect((await call(server, 'POST', '/location', { token: clerk.token, body: makatiSite() })).status).toBe(403);
    expect((await call(server, 'PUT', '/location?page=1&perPage=10', { token: clerk.token, body: {} })).status).toBe(403);
    const projectsOnly = await createUser(server, { companyId: sales.companyId, scopes: ['PROJECT_ACCESS'] });
    expect((await call(server, 'POST', '/location', { token: projectsOnly.token, body: { ...makatiSite(), name: 'Estimator Site' } })).status).toBe(201);
  });
});
