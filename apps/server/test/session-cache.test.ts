import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache, sessionCacheOf } from '../src/http/session-cache';
import { hashToken } from '../src/modules/auth/secrets';
import { expectError } from './assertions';
import { call, createUser, startSecondServer, startTestServer, waitFor, type TestServer } from './helper';

describe('SessionCache', () => {
  const expires = (ms: number) => new Date(1_000_000 + ms);

  it('serves nothing until it is listening, and nothing again once the listener is lost', () => {
    const cache = new SessionCache<string>();
    cache.set('a', 'caller', expires(60_000), cache.begin(), 1_000_000);
    expect(cache.get('a', 1_000_001)).toBeUndefined();
    cache.setListening(true);
    cache.set('a', 'caller', expires(60_000), cache.begin(), 1_000_000);
    expect(cache.get('a', 1_000_001)).toBe('caller');
    cache.setListening(false);
    expect(cache.get('a', 1_000_002)).toBeUndefined();
  });

  it(`keeps an entry at most ${SESSION_CACHE_TTL_MS} ms, and never past the session's expiry`, () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    cache.set('long', 'caller', expires(60_000), cache.begin(), 1_000_000);
    expect(cache.get('long', 1_000_000 + SESSION_CACHE_TTL_MS - 1)).toBe('caller');
    expect(cache.get('long', 1_000_000 + SESSION_CACHE_TTL_MS)).toBeUndefined();
    cache.set('short', 'caller', expires(500), cache.begin(), 1_000_000);
    expect(cache.get('short', 1_000_499)).toBe('caller');
    expect(cache.get('short', 1_000_500)).toBeUndefined();
  });

  it('does not store a lookup that started before a clear', () => {
    const cache = new SessionCache<string>();
    cache.setListening(true);
    const generation = cache.begin();
    cache.clear();
    cache.set('a', 'stale', expires(60_000), generation, 1_000_000);
    expect(cache.get('a', 1_000_001)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('signed-in callers cached by the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  const cacheOf = () => sessionCacheOf(server.context.db)!;
  const me = (token: string) => call(server, 'GET', '/account/my_account', { token });

  it('answers a repeated caller from the cache', async () => {
    const user = await createUser(server);
    expect((await me(user.token)).status).toBe(200);
    expect(cacheOf().get(hashToken(user.token))).toMatchObject({ account: { id: user.accountId } });
  });

  it('a session revoked by any writer, even plain SQL, stops working (database notification)', async () => {
    const user = await createUser(server);
    expect((await me(user.token)).status).toBe(200);
    await server.context.database.query('update sessions set revoked_at = now() where token_hash = $1', [hashToken(user.token)]);
    await waitFor(async () => (await me(user.token)).status === 401, 2000);
    expectError(await me(user.token), 401, 'Your session has expired or was signed out. Please sign in again.');
  });

  it('a role losing its scope is refused on the next call (role saved through the API)', async () => {
    const admin = await createUser(server, { scopes: ['SETTINGS_ROLES_ACCESS', 'LEADS_ACCESS'] });
    const member = await createUser(server, { companyId: admin.companyId, scopes: ['SETTINGS_ROLES_ACCESS'] });
    expect((await call(server, 'PUT', '/role?page=1&perPage=10', { token: member.token, body: {} })).status).toBe(200);
    const saved = await call(server, 'PATCH', `/role/${member.roleId}`, {
      token: admin.token,
      body: { name: 'Reduced', scopeList: ['LEADS_ACCESS'], isFullAccess: false },
    });
    expect(saved.status).toBe(200);
    expectError(await call(server, 'PUT', '/role?page=1&perPage=10', { token: member.token, body: {} }), 403);
  });

  it('an account deactivated by plain SQL is refused within moments', async () => {
    const user = await createUser(server);
    expect((await me(user.token)).status).toBe(200);
    await server.context.database.query('update accounts set is_deleted = true where id = $1', [user.accountId]);
    await waitFor(async () => (await me(user.token)).status === 401, 2000);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer();
    second = await startSecondServer(first);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  // Both run in this test process, so the writer's own forgetSessions() would clear both caches:
  // the revocation is written on the first process's connection pool, not through its service.
  it("a session revoked through one process's connections ends on the other", async () => {
    const user = await createUser(first);
    const onSecond = () => call(second, 'GET', '/account/my_account', { token: user.token });
    expect((await onSecond()).status).toBe(200);
    expect(sessionCacheOf(second.context.db)!.get(hashToken(user.token))).toBeDefined();
    await first.context.database.query('update sessions set revoked_at = now() where token_hash = $1', [hashToken(user.token)]);
    await waitFor(async () => (await onSecond()).status === 401, 2000);
  });
});
