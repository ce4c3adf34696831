import { buildLeadPayload } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, projects } from '../src/db/schema';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

/**
 * Decision 0026: each live card of a board column has its own position (a partial unique index on
 * company, board, column and position); a drop that loses the race for a place is retried.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

const lead = (user: TestUser, clientId: number, name: string) =>
  buildLeadPayload({
    name,
    clientId,
    leadType: 'Design and Build',
    abc: '1000',
    mmr: 0,
    initialCosting: '0',
    locationId: null,
    winProbability: 'HIGH',
    contactDetails: 'Engr. Cruz 0917 123 4567',
    relationshipOwnerId: user.accountId,
    leadSource: 'Referral',
    startDate: '2026-11-21',
    endDate: '2026-12-21',
  });

async function positions(companyId: number, isLead: boolean, boardKey: string) {
  const rows = await server.context.db
    .select({ id: projects.id, position: projects.boardPosition })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.isLead, isLead), eq(projects.isDeleted, false), eq(projects.boardKey, boardKey)));
  return rows;
}

describe('twenty simultaneous "move to top" drops', () => {
  it('on the lead board: every drop answers 200 and the column ends with twenty-one distinct positions', async () => {
    const user = await createUser(server, { scopes: ['LEADS_ACCESS', 'PROJECT_ACCESS'] });
    const [client] = await server.context.db.insert(clients).values({ companyId: user.companyId, name: 'Mabuhay Builders', contactNumber: '0917 555 0101', email: 'info@mabuhay.ph' }).returning();
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await call(server, 'POST', '/lead', { token: user.token, body: lead(user, client.id, `Lead ${i}`) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      ids.push(answer.body.data.id);
    }
    const first = await call(server, 'PATCH', '/lead/move', { token: user.token, body: { projectId: ids[0], boardKey: 'qualified' } });
    expect(first.status).toBe(200);

    const answers = await Promise.all(ids.slice(1).map((projectId) => call(server, 'PATCH', '/lead/move', { token: user.token, body: { projectId, boardKey: 'qualified' } })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const column = await positions(user.companyId, true, 'qualified');
    expect(column).toHaveLength(21);
    expect(new Set(column.map((c) => c.position)).size).toBe(21);
    // Each answer names the place its card holds.
    for (const answer of answers) expect(column.find((c) => c.id === answer.body.data.id)!.position).toBe(answer.body.data.boardPosition);
  });

  it('on the project board, and new projects made at once each get their own place', async () => {
    const user = await createUser(server, { scopes: ['PROJECT_ACCESS'] });
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(server, 'POST', '/project', { token: user.token, body: { name: `Tower ${i}`, budget: 1000 } })),
    );
    expect(created.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = created.map((a) => a.body.data.id as number);
    const answers = await Promise.all(ids.map((projectId) => call(server, 'PATCH', '/project/move', { token: user.token, body: { projectId, boardKey: 'in-progress' } })));
    expect(answers.map((a) => a.status), JSON.stringify(answers.find((a) => a.status !== 200)?.body)).toEqual(Array(10).fill(200));
    const column = await positions(user.companyId, false, 'in-progress');
    expect(new Set(column.map((c) => c.position)).size).toBe(10);
  });

  it('the database itself refuses a second live card at a taken place; a deleted card keeps its place without blocking it', async () => {
    const user = await createUser(server, { scopes: ['LEADS_ACCESS'] });
    const values = { companyId: user.companyId, isLead: true, status: 'LEAD', boardKey: 'proposal', boardPosition: 5 };
    await server.context.db.insert(projects).values({ ...values, name: 'Deleted', isDeleted: true });
    await server.context.db.insert(projects).values({ ...values, name: 'Live' });
    await expect(server.context.db.insert(projects).values({ ...values, name: 'Second' })).rejects.toThrow();
    expect(await positions(user.companyId, true, 'proposal')).toHaveLength(1);
  });
});
