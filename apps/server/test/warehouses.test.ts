import { buildLeadPayload } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, locations, psgcBarangays, psgcMunicipalities, psgcRegions, warehouses } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { adjust, ALL_WAREHOUSE_SCOPES, createWarehouse, insertItem } from './inventory-helpers';

let server: TestServer;
/** Company A's warehouse keeper (every warehouse kind), and company B's. */
let keeperA: TestUser;
let keeperB: TestUser;
/** Company A users: project warehouses only; the item catalogue only; no scopes at all. */
let projectKeeperA: TestUser;
let catalogueA: TestUser;
let nobodyA: TestUser;
let locationA: number;

const table = (user: TestUser, body: Record<string, unknown> = {}) =>
  call(server, 'PUT', '/warehouse?page=1&perPage=50', { token: user.token, body: { searchKeyword: '', filters: [], ...body } });

beforeAll(async () => {
  server = await startTestServer();
  keeperA = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
  keeperB = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
  projectKeeperA = await createUser(server, { companyId: keeperA.companyId, scopes: ['ASSET_WAREHOUSE_PROJECT_ACCESS'] });
  catalogueA = await createUser(server, { companyId: keeperA.companyId, scopes: ['ASSET_ITEM_SIMPLE_ACCESS'] });
  nobodyA = await createUser(server, { companyId: keeperA.companyId, scopes: ['LEADS_ACCESS'] });
  const { db } = server.context;
  // One PSGC place of its own (the full list is not loaded for this file).
  const [region] = await db.insert(psgcRegions).values({ code: 'T-NCR', name: 'National Capital Region' }).returning();
  const [city] = await db.insert(psgcMunicipalities).values({ code: 'T-MKT', name: 'City of Makati', regionId: region.id }).returning();
  const [barangay] = await db.insert(psgcBarangays).values({ code: 'T-SL', name: 'San Lorenzo', municipalityId: city.id }).returning();
  const [location] = await db
    .insert(locations)
    .values({ companyId: keeperA.companyId, name: 'Makati yard', zipCode: '1223', street: 'Chino Roces Avenue', regionId: region.id, municipalityId: city.id, barangayId: barangay.id })
    .returning();
  locationA = location.id;
});
afterAll(async () => server?.stop());

describe('creating, reading and changing a warehouse', () => {
  it('POST /warehouse answers 201 with the warehouse and a message', async () => {
    const answer = await call(server, 'POST', '/warehouse', {
      token: keeperA.token,
      body: { kind: 'COMPANY', name: '  Makati Central Warehouse ', description: 'Main yard', address: '2306 Chino Roces Ave, Makati', locationId: locationA },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      data: {
        id: expect.any(Number),
        kind: 'COMPANY',
        name: 'Makati Central Warehouse',
        description: 'Main yard',
        address: '2306 Chino Roces Ave, Makati',
        locationId: locationA,
        location: { id: locationA, name: 'Makati yard' },
        projectId: null,
        project: null,
        itemCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      message: 'Warehouse created successfully',
    });
    const read = await call(server, 'GET', `/warehouse?id=${answer.body.data.id}`, { token: keeperA.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(answer.body.data);
  });

  it('a bad payload answers 400 with every field problem', async () => {
    const answer = await call(server, 'POST', '/warehouse', { token: keeperA.token, body: { kind: 'GARAGE', name: '   ' } });
    expectError(answer, 400);
    expect(answer.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/^kind: /), expect.stringMatching(/^name: /)]));
    expectError(await call(server, 'POST', '/warehouse', { token: keeperA.token, body: { kind: 'COMPANY', name: 'x', projectId: 5 } }), 400, [
      'projectId: only a project warehouse belongs to a project',
    ]);
    expectError(await call(server, 'GET', '/warehouse?id=abc', { token: keeperA.token }), 400);
    expectError(await call(server, 'PATCH', '/warehouse', { token: keeperA.token, body: { name: 'x' } }), 400);
  });

  it("another company's location or project is refused", async () => {
    expectError(
      await call(server, 'POST', '/warehouse', { token: keeperB.token, body: { kind: 'COMPANY', name: 'Poached', locationId: locationA } }),
      422,
      'The chosen location does not exist',
    );
    const projectA = await call(server, 'POST', '/project', { token: (await createUser(server, { companyId: keeperA.companyId, scopes: ['PROJECT_ACCESS'] })).token, body: { name: 'Alpha Tower', budget: 0 } });
    expect(projectA.status).toBe(201);
    expectError(await call(server, 'POST', '/warehouse', { token: keeperB.token, body: { kind: 'PROJECT', name: 'Poached', projectId: projectA.body.data.id } }), 422, 'The chosen project does not exist');
  });

  it('PATCH /warehouse changes the fields given and keeps the others', async () => {
    const created = await createWarehouse(server, keeperA, { name: 'Cebu Warehouse', description: 'Mandaue', address: 'Mandaue City' });
    const answer = await call(server, 'PATCH', '/warehouse', { token: keeperA.token, body: { id: created.id, name: 'Cebu Distribution Center' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Warehouse updated successfully');
    expect(answer.body.data).toMatchObject({ id: created.id, name: 'Cebu Distribution Center', description: 'Mandaue', address: 'Mandaue City', kind: 'COMPANY' });
    // Kind change: to TEMPORARY is allowed for the keeper; company B never reaches it.
    const moved = await call(server, 'PATCH', '/warehouse', { token: keeperA.token, body: { id: created.id, kind: 'TEMPORARY' } });
    expect(moved.body.data.kind).toBe('TEMPORARY');
    expectError(await call(server, 'PATCH', '/warehouse', { token: keeperB.token, body: { id: created.id, name: 'Taken over' } }), 404, 'Warehouse not found');
    expectError(await call(server, 'GET', `/warehouse?id=${created.id}`, { token: keeperB.token }), 404);
    const [row] = await server.context.db.select().from(warehouses).where(eq(warehouses.id, created.id));
    expect(row.name).toBe('Cebu Distribution Center');
  });
});

describe('scope per warehouse kind', () => {
  it('a project-warehouse keeper cannot create, change or delete a company warehouse (403) but can a project one', async () => {
    expectError(await call(server, 'POST', '/warehouse', { token: projectKeeperA.token, body: { kind: 'COMPANY', name: 'Not mine' } }), 403);
    const company = await createWarehouse(server, keeperA);
    expectError(await call(server, 'PATCH', '/warehouse', { token: projectKeeperA.token, body: { id: company.id, name: 'x' } }), 403);
    expectError(await call(server, 'DELETE', `/warehouse/${company.id}`, { token: projectKeeperA.token }), 403);
    expectError(await call(server, 'GET', `/warehouse?id=${company.id}`, { token: projectKeeperA.token }), 403);
    const project = await createWarehouse(server, projectKeeperA, { kind: 'PROJECT', name: 'Site Bodega' });
    expect(project.kind).toBe('PROJECT');
    // Turning it into a company warehouse needs that kind's scope too.
    expectError(await call(server, 'PATCH', '/warehouse', { token: projectKeeperA.token, body: { id: project.id, kind: 'COMPANY' } }), 403);
  });

  it('catalogue users read warehouses (the item information tabs) but cannot write them; others are turned away', async () => {
    const company = await createWarehouse(server, keeperA);
    expect((await call(server, 'GET', `/warehouse?id=${company.id}`, { token: catalogueA.token })).status).toBe(200);
    expect((await table(catalogueA)).status).toBe(200);
    expect((await call(server, 'GET', '/select-box/warehouse-list', { token: catalogueA.token })).status).toBe(200);
    expectError(await call(server, 'POST', '/warehouse', { token: catalogueA.token, body: { kind: 'COMPANY', name: 'x' } }), 403);
    expectError(await call(server, 'DELETE', `/warehouse/${company.id}`, { token: catalogueA.token }), 403);
    expectError(await call(server, 'GET', `/warehouse?id=${company.id}`, { token: nobodyA.token }), 403);
    expectError(await table(nobodyA), 403);
  });
});

describe('deleting a warehouse', () => {
  it('is refused with 422 while it holds stock, and soft-deletes it once empty', async () => {
    const warehouse = await createWarehouse(server, keeperA);
    const item = await insertItem(server, keeperA.companyId);
    await adjust(server, keeperA, warehouse.id, 'ADD', [{ itemId: item.id, quantity: 5 }]);
    expectError(await call(server, 'DELETE', `/warehouse/${warehouse.id}`, { token: keeperA.token }), 422, 'Warehouse still holds stock');
    expectError(await call(server, 'DELETE', `/warehouse/${warehouse.id}`, { token: keeperB.token }), 404);
    await adjust(server, keeperA, warehouse.id, 'DEDUCT', [{ itemId: item.id, quantity: 5 }]);
    const answer = await call(server, 'DELETE', `/warehouse/${warehouse.id}`, { token: keeperA.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ message: 'Warehouse deleted successfully' });
    const [row] = await server.context.db.select().from(warehouses).where(eq(warehouses.id, warehouse.id));
    expect(row.isDeleted).toBe(true);
    expectError(await call(server, 'GET', `/warehouse?id=${warehouse.id}`, { token: keeperA.token }), 404);
    expectError(await call(server, 'DELETE', `/warehouse/${warehouse.id}`, { token: keeperA.token }), 404);
    // Movements into a deleted warehouse are not found.
    expectError(
      await call(server, 'POST', '/inventory/adjustment', { token: keeperA.token, body: { warehouseId: warehouse.id, direction: 'ADD', items: [{ itemId: item.id, quantity: 1 }] } }),
      404,
    );
  });
});

describe('the warehouse table and select list', () => {
  it('PUT /warehouse filters by kind (key or slug), searches by name, counts items held and never shows other companies', async () => {
    const keeper = await createUser(server, { scopes: ALL_WAREHOUSE_SCOPES });
    const central = await createWarehouse(server, keeper, { name: 'Makati Central Warehouse' });
    const temporary = await createWarehouse(server, keeper, { kind: 'TEMPORARY', name: 'Pasig Staging Area' });
    await createWarehouse(server, keeperB, { name: 'Makati Bravo Warehouse' });
    const [cement, rebar] = [await insertItem(server, keeper.companyId), await insertItem(server, keeper.companyId)];
    await adjust(server, keeper, central.id, 'ADD', [
      { itemId: cement.id, quantity: 10 },
      { itemId: rebar.id, quantity: 2.5 },
    ]);

    const all = await table(keeper);
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBe(2);
    expect(all.body.list.map((w: any) => w.id)).toEqual([temporary.id, central.id]);
    const centralRow = all.body.list.find((w: any) => w.id === central.id);
    expect(centralRow).toMatchObject({ kind: 'COMPANY', name: 'Makati Central Warehouse', itemCount: 2, project: null });

    const companyOnly = await table(keeper, { filters: [{ key: 'kind', value: 'COMPANY' }] });
    expect(companyOnly.body.list.map((w: any) => w.id)).toEqual([central.id]);
    const bySlug = await table(keeper, { filters: [{ key: 'kind', value: 'temporary' }] });
    expect(bySlug.body.list.map((w: any) => w.id)).toEqual([temporary.id]);
    const search = await table(keeper, { searchKeyword: 'makati' });
    expect(search.body.list.map((w: any) => w.id)).toEqual([central.id]);
    const sorted = await table(keeper, { settings: { sortBy: 'name', sortOrder: 'asc' } });
    expect(sorted.body.list.map((w: any) => w.name)).toEqual(['Makati Central Warehouse', 'Pasig Staging Area']);
    expectError(await table(keeper, { filters: [{ key: 'kind', value: 'GARAGE' }] }), 400);
    expectError(await table(keeper, { filters: [{ key: 'color', value: 'red' }] }), 400);

    const list = await call(server, 'GET', '/select-box/warehouse-list', { token: keeper.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { label: 'Makati Central Warehouse', value: central.id, kind: 'COMPANY', projectId: null },
      { label: 'Pasig Staging Area', value: temporary.id, kind: 'TEMPORARY', projectId: null },
    ]);
    const temporaries = await call(server, 'GET', '/select-box/warehouse-list?kind=TEMPORARY', { token: keeper.token });
    expect(temporaries.body.map((o: any) => o.value)).toEqual([temporary.id]);
    expectError(await call(server, 'GET', '/select-box/warehouse-list?kind=GARAGE', { token: keeper.token }), 400);
  });
});

describe('a project gets its warehouse', () => {
  it('POST /project creates the PROJECT warehouse "{name} Warehouse" in the same transaction', async () => {
    const sales = await createUser(server, { scopes: ['PROJECT_ACCESS', 'ASSET_WAREHOUSE_PROJECT_ACCESS'] });
    const answer = await call(server, 'POST', '/project', { token: sales.token, body: { name: 'Iloilo Business Park Tower', budget: 2500000 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const projectId = answer.body.data.id;
    const rows = await server.context.db.select().from(warehouses).where(eq(warehouses.projectId, projectId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: sales.companyId, kind: 'PROJECT', name: 'Iloilo Business Park Tower Warehouse', isDeleted: false, createdById: sales.accountId });
    const list = await call(server, 'GET', `/select-box/warehouse-list?kind=project&projectId=${projectId}`, { token: sales.token });
    expect(list.body).toEqual([{ label: 'Iloilo Business Park Tower Warehouse', value: rows[0].id, kind: 'PROJECT', projectId }]);
    const read = await call(server, 'GET', `/warehouse?id=${rows[0].id}`, { token: sales.token });
    expect(read.body.project).toEqual({ id: projectId, name: 'Iloilo Business Park Tower' });

    // A refused project leaves no warehouse behind.
    const before = (await server.context.db.select().from(warehouses).where(eq(warehouses.companyId, sales.companyId))).length;
    expect((await call(server, 'POST', '/project', { token: sales.token, body: { name: 'Bad', budget: 0, clientId: 999999 } })).status).toBe(422);
    expect((await server.context.db.select().from(warehouses).where(eq(warehouses.companyId, sales.companyId))).length).toBe(before);
  });

  it('a lead gets none; converting it creates the project and its warehouse', async () => {
    const sales = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });
    const [client] = await server.context.db.insert(clients).values({ companyId: sales.companyId, name: 'Mabuhay Builders', contactNumber: '0917 555 0101', email: 'info@mabuhay.ph' }).returning();
    const lead = await call(server, 'POST', '/lead', {
      token: sales.token,
      body: buildLeadPayload({
        name: 'Bodega sa Batangas',
        clientId: client.id,
        leadType: 'Design and Build',
        abc: '1500000',
        mmr: 0,
        initialCosting: '900000.50',
        locationId: null,
        winProbability: 'HIGH',
        contactDetails: 'Engr. Cruz 0917 123 4567',
        relationshipOwnerId: sales.accountId,
        leadSource: 'Referral',
        startDate: '2026-11-21',
        endDate: '2026-12-21',
      }),
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const leadId = lead.body.data.id;
    expect(await server.context.db.select().from(warehouses).where(eq(warehouses.companyId, sales.companyId))).toEqual([]);

    const converted = await call(server, 'POST', `/lead/${leadId}/convert`, { token: sales.token });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    const projectId = converted.body.id;
    const rows = await server.context.db.select().from(warehouses).where(and(eq(warehouses.companyId, sales.companyId), eq(warehouses.projectId, projectId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'PROJECT', name: 'Bodega sa Batangas Warehouse' });
    // Converting again is refused and makes no second warehouse.
    expect((await call(server, 'POST', `/lead/${leadId}/convert`, { token: sales.token })).status).toBe(409);
    expect(await server.context.db.select().from(warehouses).where(eq(warehouses.companyId, sales.companyId))).toHaveLength(1);
  });
});
