import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accounts, branches, clients, companies, equipment, equipmentEvents, locations, purchaseRequests, roles } from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { call, startTestServer, type TestServer } from './helper';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('seed', () => {
  it('an empty database gets the demo company, a developer, an owner and narrower roles, printed once', async () => {
    server = await startTestServer();
    const lines = await seed(server.context);
    const { db } = server.context;
    const [company] = await db.select().from(companies);
    expect(company.name).toBe('Bayanihan Builders Corporation');
    expect((await db.select().from(branches)).map((b) => b.name)).toContain('Cebu Branch');
    // Demo locations are real PSGC places (Makati, Cebu City, Davao City, Calamba), each with a client.
    expect(await db.select().from(locations)).toHaveLength(4);
    const demoClients = await db.select().from(clients);
    expect(demoClients).toHaveLength(4);
    expect(demoClients.every((c) => c.locationId !== null)).toBe(true);
    const [sales] = await db.select().from(roles).where(eq(roles.name, 'Sales'));
    expect(sales).toMatchObject({ isFullAccess: false, isDeveloper: false, scopeList: ['LEADS_ACCESS', 'PROJECT_ACCESS', 'CALENDAR_ACCESS'] });
    // Approving a take-off and unlocking a BOQ: the Estimator and the Owner (full access), not Sales.
    const [estimator] = await db.select().from(roles).where(eq(roles.name, 'Estimator'));
    expect(estimator.scopeList).toEqual(expect.arrayContaining(['PROJECT_QTO_APPROVE_ACCESS', 'PROJECT_BOQ_UNLOCK_ACCESS']));
    const [ownerRole] = await db.select().from(roles).where(eq(roles.name, 'Owner'));
    expect(ownerRole.isFullAccess).toBe(true);
    expect(ownerRole.scopeList).toEqual(expect.arrayContaining(['PROJECT_QTO_APPROVE_ACCESS', 'PROJECT_BOQ_UNLOCK_ACCESS']));
    // Demo equipment: units at warehouses (the truck at a project when the demo has one), each with its registration in its history.
    const units = await db.select().from(equipment);
    expect(units.map((u) => u.code).sort()).toEqual(['CM-01', 'DT-01', 'EX-01', 'GEN-01']);
    expect(units.find((u) => u.code === 'EX-01')!.warehouseId).not.toBeNull();
    const truck = units.find((u) => u.code === 'DT-01')!;
    expect(truck).toMatchObject({ status: 'IN_USE', meterType: 'KILOMETERS' });
    expect([truck.projectId, truck.warehouseId].filter((id) => id !== null)).toHaveLength(1);
    expect(await db.select().from(equipmentEvents)).toHaveLength(4);
    expect(lines.some((l) => l.includes('dev@haligi.local'))).toBe(true);
    expect(lines.some((l) => l.includes('sales@bayanihan.ph / Sales12345!'))).toBe(true);

    const login = await call(server, 'POST', '/auth/login', { body: { email: 'dev@haligi.local', password: 'Developer123!' } });
    expect(login.status).toBe(200);
    expect(login.body.accountInformation).toMatchObject({ isDeveloper: true, role: { isFullAccess: true } });

    // Purchasing: one request of the estimator waits in the owner's queue, another's lines wait for an order.
    const owner = await call(server, 'POST', '/auth/login', { body: { email: 'owner@bayanihan.ph', password: 'Owner12345!' } });
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    expect(await db.select().from(purchaseRequests)).toHaveLength(2);
    const queue = await call(server, 'GET', '/approval/pending', { token: owner.body.token });
    expect(queue.body.filter((item: { documentType: string }) => item.documentType === 'PURCHASE_REQUEST')).toMatchObject([{ stepName: 'Approval', requestedBy: { name: 'Jose Mercado' } }]);
    const open = await call(server, 'GET', '/purchase-order/request/open-lines', { token: owner.body.token });
    expect(open.status).toBe(200);
    expect(open.body).toHaveLength(3);

    // A second start adds nothing and prints the sign-ins again.
    const again = await seed(server.context);
    expect(await db.select().from(companies)).toHaveLength(1);
    expect(again).toEqual(lines);
  }, 120_000);

  it('SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD create a verified developer with full access; SEED_DEMO=false skips demo records', async () => {
    server = await startTestServer({ seedAdminEmail: 'Boss@Example.ph', seedAdminPassword: 'Admin-Pass-123', seedDemo: false });
    await seed(server.context);
    const { db } = server.context;
    expect(await db.select().from(accounts)).toHaveLength(1);
    expect(await db.select().from(branches)).toHaveLength(0);
    const login = await call(server, 'POST', '/auth/login', { body: { email: 'boss@example.ph', password: 'Admin-Pass-123' } });
    expect(login.status).toBe(200);
    expect(login.body.accountInformation).toMatchObject({ isDeveloper: true, role: { isFullAccess: true } });
    await seed(server.context);
    expect(await db.select().from(accounts)).toHaveLength(1);
  }, 120_000);
});
