import { randomBytes } from 'node:crypto';
import { ACCESS_REVOKED_REASONS } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billOfQuantities } from '../src/db/schema';
import { call, createUser, redisReachable, startSecondServer, startTestServer, TEST_REDIS_URL, waitFor, type TestServer, type TestUser } from './helper';

/**
 * Decision 0026: when a role's scopes or an account's role or active state change, the account's
 * sockets leave, in every process, each room its new rights do not cover, and hear why.
 */
const QUIET_MS = 400;
const quiet = () => new Promise((r) => setTimeout(r, QUIET_MS));
const open: Socket[] = [];

async function connect(token: string, target: { url: string }) {
  const socket = io(target.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event, payload) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const of = (event: string) => heard.filter((h) => h.event === event).map((h) => h.payload);
  const send = (event: string, payload: unknown) => socket.timeout(8_000).emitWithAck(event, payload) as Promise<{ ok: boolean; message?: string }>;
  return { socket, of, send };
}
type Client = Awaited<ReturnType<typeof connect>>;

async function ok(client: Client, event: string, payload: unknown) {
  expect(await client.send(event, payload), event).toEqual({ ok: true });
}

/** A company with a full-access admin, a project and its BOQ. */
async function companyWithBoq(target: TestServer) {
  const admin = await createUser(target, { isFullAccess: true });
  const answer = await call(target, 'POST', '/project', { token: admin.token, body: { name: `Tower ${randomBytes(3).toString('hex')}`, budget: 1000 } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [boq] = await target.context.db.select().from(billOfQuantities).where(eq(billOfQuantities.projectId, answer.body.data.id));
  return { admin, boqId: boq.id };
}

const addRow = (client: Client, boqId: number, description: string) =>
  ok(client, 'BOQ_ADD_ITEM', { boqId, params: { insertReferenceMethod: 'inside', insertReferenceId: 0, insertValue: { description } } });

/** The estimator, in the BOQ room, stops hearing edits after `revoke`; the admin keeps hearing them. */
async function expectLeftAfter(
  servers: { act: TestServer; watch: TestServer },
  revoke: (admin: TestUser, estimator: TestUser) => Promise<void>,
  reason: string,
) {
  const { admin, boqId } = await companyWithBoq(servers.act);
  const estimator = await createUser(servers.act, { companyId: admin.companyId, scopes: ['PROJECT_ACCESS', 'LEADS_ACCESS'] });
  const watcher = await connect(estimator.token, servers.watch);
  const editor = await connect(admin.token, servers.act);
  await ok(watcher, 'BOQ_JOIN', { boqId });
  await ok(editor, 'BOQ_JOIN', { boqId });
  await waitFor(async () => {
    await addRow(editor, boqId, `Warm-up ${randomBytes(2).toString('hex')}`);
    await new Promise((r) => setTimeout(r, 100));
    return watcher.of('BOQ_PATCH').length > 0;
  }, 15_000);

  await revoke(admin, estimator);
  expect(await waitFor(() => watcher.of('access-revoked')[0])).toEqual({ room: `boq:${boqId}`, reason });
  const heard = watcher.of('BOQ_PATCH').length;
  await addRow(editor, boqId, 'After the change');
  await waitFor(() => editor.of('BOQ_PATCH').some((p) => p.changed.some((r: any) => r.description === 'After the change')));
  await quiet();
  expect(watcher.of('BOQ_PATCH')).toHaveLength(heard);
  return { watcher, boqId };
}

const removeProjectAccess = (target: TestServer) => async (admin: TestUser, estimator: TestUser) => {
  const saved = await call(target, 'PATCH', `/role/${estimator.roleId}`, { token: admin.token, body: { scopeList: ['LEADS_ACCESS'] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};

afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});

describe('one process', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it("the role losing PROJECT_ACCESS: the BOQ room is left at once, with the reason, and REST answers 403", async () => {
    const { watcher, boqId } = await expectLeftAfter({ act: server, watch: server }, removeProjectAccess(server), ACCESS_REVOKED_REASONS.roleChanged);
    // The socket may not join again either.
    expect((await watcher.send('BOQ_JOIN', { boqId })).ok).toBe(false);
  });

  it('the account moved to a role without PROJECT_ACCESS', async () => {
    await expectLeftAfter(
      { act: server, watch: server },
      async (admin, estimator) => {
        const leadsOnly = await createUser(server, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
        const moved = await call(server, 'PATCH', `/account/${estimator.accountId}`, { token: admin.token, body: { roleId: leadsOnly.roleId } });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      },
      ACCESS_REVOKED_REASONS.roleChanged,
    );
  });

  it('the account deactivated', async () => {
    await expectLeftAfter(
      { act: server, watch: server },
      async (admin, estimator) => {
        expect((await call(server, 'POST', `/account/${estimator.accountId}/deactivate`, { token: admin.token })).status).toBe(200);
      },
      ACCESS_REVOKED_REASONS.deactivated,
    );
  });

  it('a change that keeps PROJECT_ACCESS leaves the room alone', async () => {
    const { admin, boqId } = await companyWithBoq(server);
    const estimator = await createUser(server, { companyId: admin.companyId, scopes: ['PROJECT_ACCESS', 'LEADS_ACCESS'] });
    const watcher = await connect(estimator.token, server);
    await ok(watcher, 'BOQ_JOIN', { boqId });
    expect((await call(server, 'PATCH', `/role/${estimator.roleId}`, { token: admin.token, body: { scopeList: ['PROJECT_ACCESS'] } })).status).toBe(200);
    await waitFor(() => watcher.of('role-updated')[0]);
    await quiet();
    expect(watcher.of('access-revoked')).toEqual([]);
    const [socket] = await server.context.realtime.io.in(`account:${estimator.accountId}`).fetchSockets();
    expect(socket.rooms.has(`boq:${boqId}`)).toBe(true);
  });

  it('every room kind is covered: a room of a kind no module declared is left on any change of rights', async () => {
    const admin = await createUser(server, { isFullAccess: true });
    const user = await createUser(server, { companyId: admin.companyId, scopes: ['PROJECT_ACCESS'] });
    const client = await connect(user.token, server);
    const { realtime } = server.context;
    realtime.io.in(`account:${user.accountId}`).socketsJoin(['report:7', 'boq:424242']);
    expect((await call(server, 'PATCH', `/role/${user.roleId}`, { token: admin.token, body: { name: 'Renamed' } })).status).toBe(200);
    expect(await waitFor(() => client.of('access-revoked')[0])).toEqual({ room: 'report:7', reason: ACCESS_REVOKED_REASONS.roleChanged });
    const [socket] = await realtime.io.in(`account:${user.accountId}`).fetchSockets();
    expect(socket.rooms.has('report:7')).toBe(false);
    expect(socket.rooms.has('boq:424242')).toBe(true);
    expect(socket.rooms.has(`role:${user.roleId}`)).toBe(true);
  });
});

const reachable = await redisReachable(TEST_REDIS_URL);
if (!reachable) console.warn(`room-access.test.ts: the two-process test is skipped, no Redis at ${TEST_REDIS_URL}`);

describe.skipIf(!reachable)('two server processes sharing Redis', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const redisPrefix = `haligi-test-${randomBytes(6).toString('hex')}`;
    first = await startTestServer({ redisUrl: TEST_REDIS_URL, redisPrefix });
    second = await startSecondServer(first, { redisUrl: TEST_REDIS_URL, redisPrefix });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('a role changed through process A: its holder in a BOQ room on process B leaves it and hears no more edits', async () => {
    await expectLeftAfter({ act: first, watch: second }, removeProjectAccess(first), ACCESS_REVOKED_REASONS.roleChanged);
  });

  it('an account moved through process A: its socket on process B leaves the room', async () => {
    await expectLeftAfter(
      { act: first, watch: second },
      async (admin, estimator) => {
        const leadsOnly = await createUser(first, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
        expect((await call(first, 'PATCH', `/account/${estimator.accountId}`, { token: admin.token, body: { roleId: leadsOnly.roleId } })).status).toBe(200);
      },
      ACCESS_REVOKED_REASONS.roleChanged,
    );
  });
});
