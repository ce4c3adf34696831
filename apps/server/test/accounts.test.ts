import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError } from './assertions';
import { call, createCompany, createUser, startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from './helper';

const INACTIVE = 'Your account is inactive. Contact your company administrator.';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  // LEADS_ACCESS: moving someone into a role grants only what the mover holds (decision 0026).
  admin = await createUser(server, { scopes: ['SETTINGS_USER_ACCESS', 'SETTINGS_INACTIVE_USERS_ACCESS', 'LEADS_ACCESS'] });
});
afterAll(async () => server.stop());

const login = (email: string, password = TEST_PASSWORD) => call(server, 'POST', '/auth/login', { body: { email, password } });
const me = (token: string) => call(server, 'GET', '/account/my_account', { token });
const table = (path: string, body: unknown, query = 'page=1&perPage=10', token = admin.token) =>
  call(server, 'PUT', `${path}?${query}`, { token, body });

async function member(firstName: string, lastName: string, companyId = admin.companyId) {
  const user = await createUser(server, { companyId });
  const { status } = await call(server, 'PATCH', '/account/profile', { token: user.token, body: { firstName, lastName } });
  expect(status).toBe(200);
  return user;
}

const passwordHashOf = async (accountId: number) =>
  (await server.context.database.query<{ password_hash: string }>('select password_hash from accounts where id = $1', [accountId]))[0].password_hash;

describe('profile', () => {
  it('PATCH /account/profile renames the caller and answers the new accountInformation', async () => {
    const user = await createUser(server);
    const response = await call(server, 'PATCH', '/account/profile', { token: user.token, body: { firstName: '  Rosa ', lastName: 'Mendoza' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: user.accountId, firstName: 'Rosa', lastName: 'Mendoza', name: 'Rosa Mendoza' });
    expect((await me(user.token)).body.name).toBe('Rosa Mendoza');
  });

  it('an empty name answers 400 and changes nothing', async () => {
    const user = await createUser(server);
    const response = await call(server, 'PATCH', '/account/profile', { token: user.token, body: { firstName: '', lastName: 'Mendoza' } });
    expectError(response, 400, ['firstName: is required']);
    expect((await me(user.token)).body.name).toBe('Juan Dela Cruz');
  });
});

describe('change password', () => {
  it('a wrong current password answers 422 and changes nothing', async () => {
    const user = await createUser(server);
    const other = (await login(user.email)).body.token;
    const hashBefore = await passwordHashOf(user.accountId);
    const response = await call(server, 'POST', '/account/change-password', {
      token: user.token,
      body: { currentPassword: 'not-my-password', newPassword: 'Brand-New-Pass-1' },
    });
    expectError(response, 422, 'Current password is incorrect');
    expect(await passwordHashOf(user.accountId)).toBe(hashBefore);
    expect((await me(other)).status).toBe(200);
    expect((await login(user.email)).status).toBe(200);
    expectError(await login(user.email, 'Brand-New-Pass-1'), 401);
  });

  it('the right one signs out the other tokens, keeps the changing token, and the new password logs in', async () => {
    const user = await createUser(server);
    const second = (await login(user.email)).body.token;
    const third = (await login(user.email)).body.token;
    const response = await call(server, 'POST', '/account/change-password', {
      token: second,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Brand-New-Pass-1' },
    });
    expect(response.status).toBe(200);
    expect((await me(second)).status).toBe(200);
    expectError(await me(user.token), 401);
    expectError(await me(third), 401);
    expectError(await login(user.email), 401, 'Invalid email or password');
    expect((await login(user.email, 'Brand-New-Pass-1')).status).toBe(200);
  });

  it('a too short new password answers 400 and changes nothing', async () => {
    const user = await createUser(server);
    const hashBefore = await passwordHashOf(user.accountId);
    const response = await call(server, 'POST', '/account/change-password', { token: user.token, body: { currentPassword: TEST_PASSWORD, newPassword: 'short' } });
    expectError(response, 400, ['newPassword: must be at least 10 characters']);
    expect(await passwordHashOf(user.accountId)).toBe(hashBefore);
  });
});

describe('users table', () => {
  // A company of its own, so the counts are exact.
  let owner: TestUser;
  let ana: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    owner = await createUser(server, { scopes: ['SETTINGS_USER_ACCESS'] });
    await call(server, 'PATCH', '/account/profile', { token: owner.token, body: { firstName: 'Zoe', lastName: 'Admin' } });
    ana = await member('Ana', 'Reyes', owner.companyId);
    ben = await member('Ben', 'Cruz', owner.companyId);
    await member('Carla', 'Diaz', owner.companyId);
    await member('Dan', 'Lim', owner.companyId);
    await member('Ella', 'Cruz', owner.companyId);
    // Another company's user never shows.
    await member('Ana', 'Outsider', (await createCompany(server)).id);
  });
  const table = (path: string, body: unknown, query = 'page=1&perPage=10', token = owner.token) =>
    call(server, 'PUT', `${path}?${query}`, { token, body });

  const byName = (order: 'asc' | 'desc') => ({ searchKeyword: '', filters: [], settings: { sortBy: 'name', sortOrder: order } });

  it('pages the caller company users: page 1 of 5 then page 2', async () => {
    const first = await table('/account', byName('asc'), 'page=1&perPage=5');
    expect(first.status).toBe(200);
    expect(first.body.list.map((u: any) => u.name)).toEqual(['Ana Reyes', 'Ben Cruz', 'Carla Diaz', 'Dan Lim', 'Ella Cruz']);
    expect(first.body.pagination).toEqual({ page: 1, perPage: 5, total: 6, totalPages: 2 });
    expect(first.body.currentPage).toBe(1);
    expect(first.body.list[0]).toMatchObject({ id: ana.accountId, email: ana.email, roleId: ana.roleId, roleName: expect.any(String), isDeleted: false, isVerified: true });
    expect(first.body.list[0]).not.toHaveProperty('passwordHash');

    const second = await table('/account', byName('asc'), 'page=2&perPage=5');
    expect(second.body.list.map((u: any) => u.name)).toEqual(['Zoe Admin']);
    expect(second.body.currentPage).toBe(2);
  });

  it('sorts by name descending', async () => {
    const { body } = await table('/account', byName('desc'), 'page=1&perPage=5');
    expect(body.list.map((u: any) => u.name)).toEqual(['Zoe Admin', 'Ella Cruz', 'Dan Lim', 'Carla Diaz', 'Ben Cruz']);
  });

  it('searches every searchable column, or only the searchBy one', async () => {
    const anywhere = await table('/account', { ...byName('asc'), searchKeyword: 'cruz' });
    expect(anywhere.body.list.map((u: any) => u.name)).toEqual(['Ben Cruz', 'Ella Cruz']);
    expect(anywhere.body.pagination.total).toBe(2);

    const byNameOnly = await table('/account', { ...byName('asc'), searchKeyword: 'ana', searchBy: 'name' });
    expect(byNameOnly.body.list.map((u: any) => u.name)).toEqual(['Ana Reyes']);

    const byEmail = await table('/account', { ...byName('asc'), searchKeyword: ben.email.slice(0, 12).toUpperCase(), searchBy: 'email' });
    expect(byEmail.body.list.map((u: any) => u.id)).toEqual([ben.accountId]);

    const nameNotEmail = await table('/account', { ...byName('asc'), searchKeyword: 'example.ph', searchBy: 'name' });
    expect(nameNotEmail.body.list).toEqual([]);
    expect(nameNotEmail.body.pagination.total).toBe(0);

    expectError(await table('/account', { ...byName('asc'), searchKeyword: 'x', searchBy: 'passwordHash' }), 400, ['searchBy: cannot search by passwordHash']);
  });

  it('filters by roleId', async () => {
    const { body } = await table('/account', { ...byName('asc'), filters: [{ key: 'roleId', value: ana.roleId }] });
    expect(body.list.map((u: any) => u.id)).toEqual([ana.accountId]);
    expect(body.pagination.total).toBe(1);
    const all = await table('/account', { ...byName('asc'), filters: [{ key: 'roleId', value: 'all' }] });
    expect(all.body.pagination.total).toBe(6);
    expectError(await table('/account', { ...byName('asc'), filters: [{ key: 'salary', value: 1 }] }), 400, ['filters: unknown filter salary']);
  });

  it('an unknown sortBy answers 400', async () => {
    expectError(await table('/account', { settings: { sortBy: 'passwordHash', sortOrder: 'asc' } }), 400, ['settings.sortBy: cannot sort by passwordHash']);
    expectError(await table('/account', { settings: { sortBy: 'name', sortOrder: 'sideways' } }), 400);
  });

  it('perPage=0 answers every row', async () => {
    const { body } = await table('/account', byName('asc'), 'page=1&perPage=0');
    expect(body.list).toHaveLength(6);
    expect(body.pagination).toEqual({ page: 1, perPage: 0, total: 6, totalPages: 1 });
    expectError(await table('/account', byName('asc'), 'page=0&perPage=5'), 400);
  });

  it('needs SETTINGS_USER_ACCESS', async () => {
    const plain = await createUser(server, { companyId: owner.companyId });
    expectError(await table('/account', byName('asc'), 'page=1&perPage=5', plain.token), 403);
  });
});

describe('deactivate and reactivate', () => {
  it('a deactivated user loses their token at once, moves to the inactive table and cannot log in', async () => {
    const user = await member('Gina', 'Inactive');
    expect((await me(user.token)).status).toBe(200);
    const response = await call(server, 'POST', `/account/${user.accountId}/deactivate`, { token: admin.token });
    expect(response).toEqual({ status: 200, body: { message: 'Gina Inactive was deactivated' } });
    expectError(await me(user.token), 401);

    const active = await table('/account', { searchKeyword: 'Gina' });
    expect(active.body.list).toEqual([]);
    const inactive = await table('/account/inactive', { searchKeyword: 'Gina' });
    expect(inactive.body.list.map((u: any) => [u.id, u.isDeleted])).toEqual([[user.accountId, true]]);

    expectError(await login(user.email), 403, INACTIVE);
    expectError(await call(server, 'POST', `/account/${user.accountId}/deactivate`, { token: admin.token }), 422);
  });

  it('cannot deactivate yourself (422) and stays active', async () => {
    expectError(await call(server, 'POST', `/account/${admin.accountId}/deactivate`, { token: admin.token }), 422, 'You cannot deactivate your own account');
    expect(await countRows(server, 'accounts', 'id = $1 and is_deleted = false', [admin.accountId])).toBe(1);
    expect((await me(admin.token)).status).toBe(200);
  });

  it("another company's user answers 404 and is not touched", async () => {
    const outsider = await createUser(server);
    expectError(await call(server, 'POST', `/account/${outsider.accountId}/deactivate`, { token: admin.token }), 404);
    expect((await me(outsider.token)).status).toBe(200);
  });

  it('reactivating lets the user log in again and moves them back', async () => {
    const user = await member('Hugo', 'Back');
    await call(server, 'POST', `/account/${user.accountId}/deactivate`, { token: admin.token });
    const response = await call(server, 'POST', `/account/${user.accountId}/reactivate`, { token: admin.token });
    expect(response).toEqual({ status: 200, body: { message: 'Hugo Back was reactivated' } });
    expect((await login(user.email)).status).toBe(200);
    expect((await table('/account', { searchKeyword: 'Hugo' })).body.list.map((u: any) => u.id)).toEqual([user.accountId]);
    expect((await table('/account/inactive', { searchKeyword: 'Hugo' })).body.list).toEqual([]);
    expectError(await call(server, 'POST', `/account/${user.accountId}/reactivate`, { token: admin.token }), 422);
  });
});

describe('change a user role', () => {
  it('PATCH /account/:id moves the user to another role of the company', async () => {
    const user = await member('Iris', 'Role');
    const other = await createUser(server, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
    const response = await call(server, 'PATCH', `/account/${user.accountId}`, { token: admin.token, body: { roleId: other.roleId } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: user.accountId, roleID: other.roleId, role: { scopeList: ['LEADS_ACCESS'] } });
    expect((await me(user.token)).body.roleID).toBe(other.roleId);
  });

  it("a role from another company answers 422 and the role stays", async () => {
    const user = await member('Jose', 'Stay');
    const outsider = await createUser(server);
    const response = await call(server, 'PATCH', `/account/${user.accountId}`, { token: admin.token, body: { roleId: outsider.roleId } });
    expectError(response, 422, 'The chosen role does not exist');
    expect(await countRows(server, 'accounts', 'id = $1 and role_id = $2', [user.accountId, user.roleId])).toBe(1);
  });

  it('roleId null answers 400 (a member always has a role); a body without roleId keeps the role', async () => {
    const user = await member('Karl', 'Body');
    expectError(await call(server, 'PATCH', `/account/${user.accountId}`, { token: admin.token, body: { roleId: null } }), 400, /roleId: cannot be cleared/);
    expect((await call(server, 'PATCH', `/account/${user.accountId}`, { token: admin.token, body: {} })).status).toBe(200);
    expect(await countRows(server, 'accounts', 'id = $1 and role_id = $2', [user.accountId, user.roleId])).toBe(1);
  });
});

describe('developer company table', () => {
  it("counts each company's own accounts", async () => {
    const developer = await createUser(server, { isDeveloper: true });
    const lone = await createUser(server);
    await createUser(server, { companyId: lone.companyId });
    await createUser(server, { companyId: lone.companyId });
    const { status, body } = await call(server, 'PUT', '/developer/company?page=1&perPage=0', { token: developer.token, body: {} });
    expect(status).toBe(200);
    const counts = new Map(body.list.map((row: any) => [row.id, row.accountCount]));
    expect(counts.get(lone.companyId)).toBe(3);
    expect(counts.get(developer.companyId)).toBe(1);
    expectError(await call(server, 'PUT', '/developer/company?page=1&perPage=0', { token: lone.token, body: {} }), 403);
  });
});
