import { SCOPES } from '@haligi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

const ADMIN_SCOPES = ['SETTINGS_ROLES_ACCESS', 'SETTINGS_ROLE_GROUP_ACCESS', 'SETTINGS_USER_LEVEL_ACCESS', 'SETTINGS_SCOPE_ACCESS', 'SETTINGS_USER_ACCESS'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

/** Full access: these tests grant scopes and full access, which only someone holding them may (decision 0026). */
const admin = () => createUser(server, { scopes: ADMIN_SCOPES, isFullAccess: true });
const tableOf = (user: TestUser, path: string, body: unknown = {}, query = 'page=1&perPage=0') => call(server, 'PUT', `${path}?${query}`, { token: user.token, body });
const names = (response: { body: any }) => response.body.list.map((row: any) => row.name);

describe('roles', () => {
  it('POST /role creates a role (201) that GET /role/:id reads back', async () => {
    const user = await admin();
    const created = await call(server, 'POST', '/role', {
      token: user.token,
      body: { name: 'Estimator', scopeList: ['LEADS_ACCESS', 'LEADS_ACCESS', 'SETTINGS_ROLES_ACCESS'], isFullAccess: false },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ data: { id: expect.any(Number), name: 'Estimator', isFullAccess: false, isDeveloper: false, scopeList: ['LEADS_ACCESS', 'SETTINGS_ROLES_ACCESS'] }, message: 'Role created' });
    const read = await call(server, 'GET', `/role/${created.body.data.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.body.data.id, name: 'Estimator', scopeList: ['LEADS_ACCESS', 'SETTINGS_ROLES_ACCESS'], roleGroupId: null });
  });

  it('PATCH /role/:id saves name, scopes and group', async () => {
    const user = await admin();
    const group = (await call(server, 'POST', '/role-group', { token: user.token, body: { name: 'Field' } })).body.data;
    const id = (await call(server, 'POST', '/role', { token: user.token, body: { name: 'Foreman', scopeList: [] } })).body.data.id;
    const patched = await call(server, 'PATCH', `/role/${id}`, { token: user.token, body: { name: 'Site Foreman', scopeList: ['LEADS_ACCESS'], isFullAccess: true, roleGroupId: group.id } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ id, name: 'Site Foreman', scopeList: ['LEADS_ACCESS'], isFullAccess: true, roleGroupId: group.id });
    expect((await call(server, 'GET', `/role/${id}`, { token: user.token })).body.name).toBe('Site Foreman');
  });

  it('an unknown scope in scopeList answers 400 naming it, and saves nothing', async () => {
    const user = await admin();
    const rolesBefore = await countRows(server, 'roles');
    const response = await call(server, 'POST', '/role', { token: user.token, body: { name: 'Bad', scopeList: ['LEADS_ACCESS', 'LAUNCH_ROCKETS'] } });
    expectError(response, 400, ['scopeList: unknown scope LAUNCH_ROCKETS']);
    const nameless = await call(server, 'POST', '/role', { token: user.token, body: { name: '', scopeList: ['LAUNCH_ROCKETS'] } });
    expectError(nameless, 400, ['name: is required', 'scopeList: unknown scope LAUNCH_ROCKETS']);
    expect(await countRows(server, 'roles')).toBe(rolesBefore);

    const id = (await call(server, 'POST', '/role', { token: user.token, body: { name: 'Good', scopeList: ['LEADS_ACCESS'] } })).body.data.id;
    expectError(await call(server, 'PATCH', `/role/${id}`, { token: user.token, body: { name: 'Changed', scopeList: ['NOPE_ACCESS'] } }), 400, ['scopeList: unknown scope NOPE_ACCESS']);
    expect((await call(server, 'GET', `/role/${id}`, { token: user.token })).body).toMatchObject({ name: 'Good', scopeList: ['LEADS_ACCESS'] });
  });

  it('a missing name answers 400 naming the field', async () => {
    const user = await admin();
    expectError(await call(server, 'POST', '/role', { token: user.token, body: { scopeList: [] } }), 400, ['name: is required']);
  });

  it('a role group of another company answers 422', async () => {
    const user = await admin();
    const other = await admin();
    const foreignGroup = (await call(server, 'POST', '/role-group', { token: other.token, body: { name: 'Theirs' } })).body.data;
    expectError(await call(server, 'POST', '/role', { token: user.token, body: { name: 'X', roleGroupId: foreignGroup.id } }), 422);
  });

  it("another company's role answers 404 to read, change and delete, and is untouched", async () => {
    const user = await admin();
    const other = await admin();
    const id = (await call(server, 'POST', '/role', { token: other.token, body: { name: 'Private', scopeList: [] } })).body.data.id;
    expectError(await call(server, 'GET', `/role/${id}`, { token: user.token }), 404);
    expectError(await call(server, 'PATCH', `/role/${id}`, { token: user.token, body: { name: 'Hijacked', scopeList: [] } }), 404);
    expectError(await call(server, 'DELETE', `/role/${id}`, { token: user.token }), 404);
    expect(await countRows(server, 'roles', "id = $1 and name = 'Private' and is_deleted = false", [id])).toBe(1);
  });

  it('DELETE /role/:id removes an unused role', async () => {
    const user = await admin();
    const id = (await call(server, 'POST', '/role', { token: user.token, body: { name: 'Temporary', scopeList: [] } })).body.data.id;
    expect(await call(server, 'DELETE', `/role/${id}`, { token: user.token })).toEqual({ status: 200, body: { message: 'Role deleted' } });
    expectError(await call(server, 'GET', `/role/${id}`, { token: user.token }), 404);
    expect(names(await tableOf(user, '/role'))).not.toContain('Temporary');
  });

  it('deleting a role held by a user answers 409 and the role stays', async () => {
    const user = await admin();
    const holder = await createUser(server, { companyId: user.companyId });
    const response = await call(server, 'DELETE', `/role/${holder.roleId}`, { token: user.token });
    expectError(response, 409, /held by 1 user/);
    expect(await countRows(server, 'roles', 'id = $1 and is_deleted = false', [holder.roleId])).toBe(1);
    expect((await call(server, 'GET', '/account/my_account', { token: holder.token })).status).toBe(200);
  });

  it('PUT /role answers the company roles table with search and sort', async () => {
    const user = await admin();
    for (const name of ['Accountant', 'Buyer', 'Cashier']) {
      await call(server, 'POST', '/role', { token: user.token, body: { name, scopeList: ['LEADS_ACCESS'] } });
    }
    const other = await admin();
    await call(server, 'POST', '/role', { token: other.token, body: { name: 'Buyer Elsewhere', scopeList: [] } });

    const all = await tableOf(user, '/role', { settings: { sortBy: 'name', sortOrder: 'asc' } });
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBe(4);
    expect(names(all).slice(0, 3)).toEqual(['Accountant', 'Buyer', 'Cashier']);
    const accountant = all.body.list[0];
    expect(accountant).toMatchObject({ scopeCount: 1, accountCount: 0, isFullAccess: false, scopeList: ['LEADS_ACCESS'] });
    const own = all.body.list.find((row: any) => row.id === user.roleId);
    expect(own.accountCount).toBe(1);

    const search = await tableOf(user, '/role', { searchKeyword: 'buy' });
    expect(names(search)).toEqual(['Buyer']);
    const paged = await tableOf(user, '/role', { settings: { sortBy: 'name', sortOrder: 'desc' } }, 'page=2&perPage=2');
    expect(names(paged)).toEqual(['Buyer', 'Accountant']);
    expectError(await tableOf(user, '/role', { settings: { sortBy: 'scopeList' } }), 400);
  });

  it('needs SETTINGS_ROLES_ACCESS', async () => {
    const plain = await createUser(server);
    const rolesBefore = await countRows(server, 'roles');
    expectError(await call(server, 'POST', '/role', { token: plain.token, body: { name: 'Sneaky', scopeList: [] } }), 403);
    expect(await countRows(server, 'roles')).toBe(rolesBefore);
  });
});

describe('role groups', () => {
  it('create, rename, list with roleCount, and delete', async () => {
    const user = await admin();
    const created = await call(server, 'POST', '/role-group', { token: user.token, body: { name: 'Office', description: 'Back office' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ data: { id: expect.any(Number), name: 'Office', description: 'Back office', companyId: user.companyId }, message: 'Role group created' });
    const id = created.body.data.id;

    const renamed = await call(server, 'PATCH', `/role-group/${id}`, { token: user.token, body: { name: 'Main Office' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Main Office' });

    await call(server, 'POST', '/role-group', { token: user.token, body: { name: 'Yard' } });
    await call(server, 'POST', '/role', { token: user.token, body: { name: 'Clerk', scopeList: [], roleGroupId: id } });
    const table = await tableOf(user, '/role-group', { settings: { sortBy: 'name', sortOrder: 'asc' } });
    expect(table.status).toBe(200);
    expect(table.body.list.map((row: any) => [row.name, row.roleCount])).toEqual([
      ['Main Office', 1],
      ['Yard', 0],
    ]);
    expect(table.body.pagination.total).toBe(2);

    const yard = table.body.list[1].id;
    expect(await call(server, 'DELETE', `/role-group/${yard}`, { token: user.token })).toEqual({ status: 200, body: { message: 'Role group deleted' } });
    expect(names(await tableOf(user, '/role-group'))).toEqual(['Main Office']);
    expectError(await call(server, 'DELETE', `/role-group/${yard}`, { token: user.token }), 404);
  });

  it('deleting a group that roles use answers 409 and it stays', async () => {
    const user = await admin();
    const id = (await call(server, 'POST', '/role-group', { token: user.token, body: { name: 'Busy' } })).body.data.id;
    await call(server, 'POST', '/role', { token: user.token, body: { name: 'Member', scopeList: [], roleGroupId: id } });
    expectError(await call(server, 'DELETE', `/role-group/${id}`, { token: user.token }), 409);
    expect(await countRows(server, 'role_groups', 'id = $1 and is_deleted = false', [id])).toBe(1);
  });

  it("another company's group answers 404 and is untouched; a blank name answers 400", async () => {
    const user = await admin();
    const other = await admin();
    const id = (await call(server, 'POST', '/role-group', { token: other.token, body: { name: 'Theirs' } })).body.data.id;
    expectError(await call(server, 'PATCH', `/role-group/${id}`, { token: user.token, body: { name: 'Mine now' } }), 404);
    expectError(await call(server, 'DELETE', `/role-group/${id}`, { token: user.token }), 404);
    expect(await countRows(server, 'role_groups', "id = $1 and name = 'Theirs' and is_deleted = false", [id])).toBe(1);
    expectError(await call(server, 'POST', '/role-group', { token: user.token, body: { name: '  ' } }), 400, ['name: is required']);
  });
});

describe('user levels', () => {
  it('create, rename, list sorted by level, and delete', async () => {
    const user = await admin();
    const senior = await call(server, 'POST', '/user-level', { token: user.token, body: { name: 'Senior', level: 3 } });
    expect(senior.status).toBe(201);
    expect(senior.body.data).toMatchObject({ name: 'Senior', level: 3, companyId: user.companyId });
    await call(server, 'POST', '/user-level', { token: user.token, body: { name: 'Junior', level: 1 } });
    const mid = (await call(server, 'POST', '/user-level', { token: user.token, body: { name: 'Mid', level: 2 } })).body.data.id;

    const renamed = await call(server, 'PATCH', `/user-level/${mid}`, { token: user.token, body: { name: 'Intermediate', level: 2 } });
    expect(renamed.body.data).toMatchObject({ id: mid, name: 'Intermediate', level: 2 });

    const table = await tableOf(user, '/user-level', { settings: { sortBy: 'level', sortOrder: 'asc' } });
    expect(table.body.list.map((row: any) => [row.name, row.level])).toEqual([
      ['Junior', 1],
      ['Intermediate', 2],
      ['Senior', 3],
    ]);
    expect(await call(server, 'DELETE', `/user-level/${mid}`, { token: user.token })).toEqual({ status: 200, body: { message: 'User level deleted' } });
    expect(names(await tableOf(user, '/user-level', { settings: { sortBy: 'level', sortOrder: 'asc' } }))).toEqual(['Junior', 'Senior']);
  });

  it('a level out of range answers 400 naming the field', async () => {
    const user = await admin();
    expectError(await call(server, 'POST', '/user-level', { token: user.token, body: { name: 'Too high', level: 101 } }), 400, /level/);
    expect(await countRows(server, 'user_levels', "name = 'Too high'")).toBe(0);
  });

  it('deleting a level a user holds answers 409 and it stays', async () => {
    const user = await admin();
    const level = (await call(server, 'POST', '/user-level', { token: user.token, body: { name: 'Lead', level: 5 } })).body.data.id;
    const holder = await createUser(server, { companyId: user.companyId });
    const assigned = await call(server, 'PATCH', `/account/${holder.accountId}`, { token: user.token, body: { roleId: holder.roleId, userLevelId: level } });
    expect(assigned.status).toBe(200);
    expectError(await call(server, 'DELETE', `/user-level/${level}`, { token: user.token }), 409);
    expect(await countRows(server, 'user_levels', 'id = $1 and is_deleted = false', [level])).toBe(1);
  });
});

describe('scope catalogue', () => {
  it('GET /scope lists every scope with how many of the company roles hold it', async () => {
    const user = await admin();
    await call(server, 'POST', '/role', { token: user.token, body: { name: 'Sales', scopeList: ['LEADS_ACCESS', 'SETTINGS_SCOPE_ACCESS'] } });
    const gone = (await call(server, 'POST', '/role', { token: user.token, body: { name: 'Gone', scopeList: ['LEADS_ACCESS'] } })).body.data.id;
    await call(server, 'DELETE', `/role/${gone}`, { token: user.token });
    // Another company's roles do not count.
    const other = await admin();
    await call(server, 'POST', '/role', { token: other.token, body: { name: 'Sales', scopeList: ['LEADS_ACCESS'] } });

    const response = await call(server, 'GET', '/scope', { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(SCOPES.length);
    const byKey = new Map(response.body.map((s: any) => [s.key, s]));
    expect(byKey.get('LEADS_ACCESS')).toMatchObject({ key: 'LEADS_ACCESS', label: expect.any(String), module: expect.any(String), roleCount: 1 });
    expect((byKey.get('SETTINGS_SCOPE_ACCESS') as any).roleCount).toBe(2);
    expect((byKey.get('SETTINGS_SYSTEM_EMAILS_ACCESS') as any).roleCount).toBe(0);
  });

  it('needs SETTINGS_SCOPE_ACCESS', async () => {
    const plain = await createUser(server, { scopes: ['SETTINGS_ROLES_ACCESS'] });
    expectError(await call(server, 'GET', '/scope', { token: plain.token }), 403);
  });
});

/** The screens that use these lists: users, leads, company and branches settings (decision 0026). */
const LIST_SCOPES = ['SETTINGS_USER_ACCESS', 'LEADS_ACCESS', 'SETTINGS_COMPANY_ACCESS', 'SETTINGS_BRANCHES_ACCESS'];

describe('select lists', () => {
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    user = await createUser(server, { scopes: LIST_SCOPES });
    other = await createUser(server, { scopes: LIST_SCOPES });
    await server.context.db.insert(branches).values([
      { companyId: user.companyId, name: 'Cebu' },
      { companyId: user.companyId, name: 'Bacolod' },
      { companyId: user.companyId, name: 'Closed', isDeleted: true },
      { companyId: other.companyId, name: 'Davao' },
    ]);
  });

  const list = async (path: string, token = user.token) => {
    const response = await call(server, 'GET', `/select-box/${path}`, { token });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    for (const item of response.body) expect(item).toMatchObject({ label: expect.any(String), value: expect.any(Number) });
    return response.body as { label: string; value: number }[];
  };

  it("role-list answers the caller company's roles only", async () => {
    const roles = await list('role-list');
    expect(roles.map((r) => r.value)).toEqual([user.roleId]);
  });

  it("user-list answers the caller company's active users only", async () => {
    const colleague = await createUser(server, { companyId: user.companyId });
    await server.context.database.query('update accounts set is_deleted = true where id = $1', [colleague.accountId]);
    const active = await createUser(server, { companyId: user.companyId });
    const users = await list('user-list');
    expect(users.map((u) => u.value).sort()).toEqual([user.accountId, active.accountId].sort());
    expect(users[0].label).toBe('Juan Dela Cruz');
  });

  it('company-list answers the own company only, unless the caller is a developer', async () => {
    const companies = await list('company-list');
    expect(companies.map((c) => c.value)).toEqual([user.companyId]);
    const developer = await createUser(server, { isDeveloper: true, scopes: ['SETTINGS_COMPANY_ACCESS'] });
    const all = (await list('company-list', developer.token)).map((c) => c.value);
    expect(all).toEqual(expect.arrayContaining([user.companyId, other.companyId, developer.companyId]));
    expect(all.length).toBe(await countRows(server, 'companies', 'is_deleted = false'));
  });

  it("branch answers the caller company's open branches, by name", async () => {
    expect((await list('branch')).map((b) => b.label)).toEqual(['Bacolod', 'Cebu']);
    expect((await list('branch', other.token)).map((b) => b.label)).toEqual(['Davao']);
  });

  it('needs a signed-in caller', async () => {
    expectError(await call(server, 'GET', '/select-box/role-list'), 401);
  });

  it("needs a scope of the screens that use the list: a Warehouse member reads none of these", async () => {
    const warehouse = await createUser(server, { companyId: user.companyId, scopes: ['ASSET_WAREHOUSE_COMPANY_ACCESS', 'ASSET_ITEM_SIMPLE_ACCESS'] });
    for (const path of ['user-list', 'company-list', 'branch', 'role-list', 'role-group-list', 'user-level-list', 'client-list', 'organization-list', 'lead-type-list']) {
      expectError(await call(server, 'GET', `/select-box/${path}`, { token: warehouse.token }), 403, 'You do not have permission to access this resource');
    }
    // The saved addresses are picked in the warehouse dialog.
    expect((await call(server, 'GET', '/select-box/location-list', { token: warehouse.token })).status).toBe(200);
  });
});
