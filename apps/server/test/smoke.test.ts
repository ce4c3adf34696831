import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, startTestServer, type TestServer } from './helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.stop());

describe('health and basics', () => {
  it('GET /api/health answers ok once migrations ran', async () => {
    expect(await call(server, 'GET', '/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });
  it('answers my_account for a signed-in user', async () => {
    const user = await createUser(server, { scopes: ['LEADS_ACCESS'] });
    const { status, body } = await call(server, 'GET', '/account/my_account', { token: user.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: user.accountId, isDeveloper: false, isDeleted: false, roleID: user.roleId, role: { scopeList: ['LEADS_ACCESS'] } });
  });
});
