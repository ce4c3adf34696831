import { ACCESS_CHANGE_MESSAGES as M, SCOPE_KEYS } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, roles } from '../src/db/schema';
import { createSession } from '../src/modules/auth/sessions';
import { DEMO_ROLES } from '../src/seed/demo-data';
import { expectError } from './assertions';
import { call, createCompany, createUser, startTestServer, type TestServer } from './helper';

/**
 * Decision 0026: every demo role acting on every other. Each actor, for each target role, tries to
 * move the target into the actor's own role, deactivate the target, and give the target's role full
 * access; a refusal is 403 with the plain reason and changes nothing.
 */
const NAMES = ['Owner', 'Sales', 'Estimator', 'Warehouse', 'HR and Payroll', 'Administrator'] as const;
type Name = (typeof NAMES)[number];
const FORBIDDEN = 'You do not have permission to access this resource';
const SELF_DEACTIVATE = 'You cannot deactivate your own account';

interface Member { accountId: number; roleId: number; token: string }

let server: TestServer;
let companyId: number;
const members = {} as Record<Name, Member>;

async function memberOf(name: Name): Promise<Member> {
  const demo = DEMO_ROLES.find((r) => r.name === name)!;
  const scopeList = typeof demo.scopeList === 'function' ? demo.scopeList(SCOPE_KEYS) : demo.scopeList;
  const [role] = await server.context.db.insert(roles).values({ companyId, name, scopeList, isFullAccess: demo.isFullAccess ?? false }).returning();
  const user = await createUser(server, { companyId });
  await server.context.db.update(accounts).set({ roleId: role.id }).where(eq(accounts.id, user.accountId));
  return { accountId: user.accountId, roleId: role.id, token: user.token };
}

const accountRow = async (id: number) => (await server.context.db.select().from(accounts).where(eq(accounts.id, id)))[0];
const roleRow = async (id: number) => (await server.context.db.select().from(roles).where(eq(roles.id, id)))[0];

beforeAll(async () => {
  server = await startTestServer();
  companyId = (await createCompany(server)).id;
  for (const name of NAMES) members[name] = await memberOf(name);
});
afterAll(async () => server.stop());

type Expected = number | string;
/** [move into the actor's role, deactivate, role full access]: 200 or the 403 reason (a 422 for deactivating oneself). */
function expected(actor: Name, target: Name): [Expected, Expected, Expected] {
  if (actor === 'Owner') return target === 'Owner' ? [M.ownAccess, SELF_DEACTIVATE, M.ownRole] : [200, 200, 200];
  if (actor === 'Administrator') {
    if (target === 'Owner') return [M.moreRights, M.moreRights, M.moreRights];
    if (target === 'Administrator') return [M.ownAccess, SELF_DEACTIVATE, M.ownRole];
    return [200, 200, M.grantFullAccess];
  }
  return [FORBIDDEN, FORBIDDEN, FORBIDDEN];
}

function expectOutcome(response: { status: number; body: any }, outcome: Expected) {
  if (outcome === 200) expect(response.status, JSON.stringify(response.body)).toBe(200);
  else expectError(response, outcome === SELF_DEACTIVATE ? 422 : 403, outcome as string);
}

describe('every demo role acting on every demo role', () => {
  for (const actor of NAMES) {
    for (const target of NAMES) {
      it(`${actor} on ${target}`, async () => {
        const a = members[actor];
        const t = members[target];
        const [move, deactivate, fullAccess] = expected(actor, target);

        expectOutcome(await call(server, 'PATCH', `/account/${t.accountId}`, { token: a.token, body: { roleId: a.roleId } }), move);
        expect((await accountRow(t.accountId)).roleId).toBe(move === 200 ? a.roleId : t.roleId);
        await server.context.db.update(accounts).set({ roleId: t.roleId }).where(eq(accounts.id, t.accountId));

        expectOutcome(await call(server, 'POST', `/account/${t.accountId}/deactivate`, { token: a.token }), deactivate);
        expect((await accountRow(t.accountId)).isDeleted).toBe(deactivate === 200);
        if (deactivate === 200) {
          await server.context.db.update(accounts).set({ isDeleted: false }).where(eq(accounts.id, t.accountId));
          t.token = (await createSession(server.context.db, t.accountId, 24)).token;
        }

        const before = await roleRow(t.roleId);
        expectOutcome(await call(server, 'PATCH', `/role/${t.roleId}`, { token: a.token, body: { isFullAccess: true } }), fullAccess);
        expect((await roleRow(t.roleId)).isFullAccess).toBe(fullAccess === 200 ? true : before.isFullAccess);
        await server.context.db.update(roles).set({ isFullAccess: before.isFullAccess }).where(eq(roles.id, t.roleId));
      });
    }
  }
});

describe('the escalations of issue 11', () => {
  it('an Administrator cannot give its own role full access or scopes, nor take the Owner role', async () => {
    const admin = members.Administrator;
    expectError(await call(server, 'PATCH', `/role/${admin.roleId}`, { token: admin.token, body: { isFullAccess: true } }), 403, M.ownRole);
    expectError(await call(server, 'PATCH', `/role/${admin.roleId}`, { token: admin.token, body: { name: 'Admins' } }), 403, M.ownRole);
    expectError(await call(server, 'PATCH', `/account/${admin.accountId}`, { token: admin.token, body: { roleId: members.Owner.roleId } }), 403, M.ownAccess);
    expect((await roleRow(admin.roleId)).isFullAccess).toBe(false);
    expect((await accountRow(admin.accountId)).roleId).toBe(admin.roleId);
  });

  it('an Administrator cannot grant a scope it does not hold: role edits, new roles, moves and invitations', async () => {
    const admin = members.Administrator;
    const sales = members.Sales;
    const salesScopes = (await roleRow(sales.roleId)).scopeList as string[];
    expectError(
      await call(server, 'PATCH', `/role/${sales.roleId}`, { token: admin.token, body: { scopeList: [...salesScopes, 'MANPOWER_HRIS_ACCESS'] } }),
      403,
      M.grantScope,
    );
    expect((await roleRow(sales.roleId)).scopeList).toEqual(salesScopes);
    // Taking scopes away is allowed; giving them back is granting them again.
    expect((await call(server, 'PATCH', `/role/${sales.roleId}`, { token: admin.token, body: { scopeList: ['LEADS_ACCESS'] } })).status).toBe(200);
    expect((await call(server, 'PATCH', `/role/${sales.roleId}`, { token: admin.token, body: { scopeList: salesScopes, name: 'Sales' } })).status).toBe(403);
    await server.context.db.update(roles).set({ scopeList: salesScopes }).where(eq(roles.id, sales.roleId));

    expectError(await call(server, 'POST', '/role', { token: admin.token, body: { name: 'Sneaky', scopeList: ['PROJECT_ACCESS'] } }), 403, M.grantScope);
    expectError(await call(server, 'POST', '/role', { token: admin.token, body: { name: 'Sneaky', isFullAccess: true } }), 403, M.grantFullAccess);
    expect((await call(server, 'POST', '/role', { token: admin.token, body: { name: 'User admins', scopeList: ['SETTINGS_USER_ACCESS'] } })).status).toBe(201);

    expectError(await call(server, 'PATCH', `/account/${sales.accountId}`, { token: admin.token, body: { roleId: members.Warehouse.roleId } }), 403, M.grantScope);
    expectError(await call(server, 'PATCH', `/account/${sales.accountId}`, { token: admin.token, body: { roleId: members.Owner.roleId } }), 403, M.grantFullAccess);
    expect((await accountRow(sales.accountId)).roleId).toBe(sales.roleId);

    const invite = (roleId: number) => call(server, 'POST', '/invitation', { token: admin.token, body: { email: `new-${roleId}@example.ph`, roleId } });
    expectError(await invite(members.Owner.roleId), 403, M.grantFullAccess);
    expectError(await invite(members.Sales.roleId), 403, M.grantScope);
    expect((await invite(members.Administrator.roleId)).status).toBe(201);
  });

  it('an Administrator cannot reactivate an inactive Owner, nor delete the Owner role', async () => {
    const admin = members.Administrator;
    const owner2 = await createUser(server, { companyId });
    await server.context.db.update(accounts).set({ roleId: members.Owner.roleId, isDeleted: true }).where(eq(accounts.id, owner2.accountId));
    expectError(await call(server, 'POST', `/account/${owner2.accountId}/reactivate`, { token: admin.token }), 403, M.grantFullAccess);
    expect((await accountRow(owner2.accountId)).isDeleted).toBe(true);
    const [spare] = await server.context.db.insert(roles).values({ companyId, name: 'Spare owners', isFullAccess: true, scopeList: [] }).returning();
    expectError(await call(server, 'DELETE', `/role/${spare.id}`, { token: admin.token }), 403, M.moreRights);
  });
});

describe('the last full-access user', () => {
  it('two owners demoting each other at once: one of them keeps full access', async () => {
    const company = (await createCompany(server)).id;
    const [ownerRole] = await server.context.db.insert(roles).values({ companyId: company, name: 'Owner', isFullAccess: true, scopeList: [] }).returning();
    const [staffRole] = await server.context.db.insert(roles).values({ companyId: company, name: 'Staff', scopeList: ['SETTINGS_USER_ACCESS'] }).returning();
    const one = await createUser(server, { companyId: company });
    const two = await createUser(server, { companyId: company });
    await server.context.db.update(accounts).set({ roleId: ownerRole.id }).where(eq(accounts.companyId, company));

    const answers = await Promise.all([
      call(server, 'PATCH', `/account/${two.accountId}`, { token: one.token, body: { roleId: staffRole.id } }),
      call(server, 'PATCH', `/account/${one.accountId}`, { token: two.token, body: { roleId: staffRole.id } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    // Refused under the company lock, or (when the first change landed before the second was
    // signed in) because the second owner no longer holds full access.
    expect([M.lastFullAccess, M.moreRights]).toContain(answers.find((a) => a.status === 403)!.body.message);
    const held = [await accountRow(one.accountId), await accountRow(two.accountId)].filter((a) => a.roleId === ownerRole.id);
    expect(held).toHaveLength(1);
  });

  it("two owners taking full access from each other's role at once: one of them keeps it", async () => {
    const company = (await createCompany(server)).id;
    const [ownerRole] = await server.context.db.insert(roles).values({ companyId: company, name: 'Owner', isFullAccess: true, scopeList: ['SETTINGS_ROLES_ACCESS'] }).returning();
    const [coRole] = await server.context.db.insert(roles).values({ companyId: company, name: 'Co-owner', isFullAccess: true, scopeList: ['SETTINGS_ROLES_ACCESS'] }).returning();
    const one = await createUser(server, { companyId: company });
    const two = await createUser(server, { companyId: company });
    await server.context.db.update(accounts).set({ roleId: ownerRole.id }).where(eq(accounts.id, one.accountId));
    await server.context.db.update(accounts).set({ roleId: coRole.id }).where(eq(accounts.id, two.accountId));
    // Each takes full access from the other's role at once: one of them must be refused.
    const answers = await Promise.all([
      call(server, 'PATCH', `/role/${coRole.id}`, { token: one.token, body: { isFullAccess: false } }),
      call(server, 'PATCH', `/role/${ownerRole.id}`, { token: two.token, body: { isFullAccess: false } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect([M.lastFullAccess, M.moreRights]).toContain(answers.find((a) => a.status === 403)!.body.message);
    expect([(await roleRow(ownerRole.id)).isFullAccess, (await roleRow(coRole.id)).isFullAccess].filter(Boolean)).toHaveLength(1);
  });
});
