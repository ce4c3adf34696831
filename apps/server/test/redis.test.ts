import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/sessions';
import { call, createUser, redisReachable, startSecondServer, startTestServer, TEST_PASSWORD, TEST_REDIS_URL, waitFor, type TestServer } from './helper';

/**
 * Two server processes on one database with the Redis adapter: a push caused on one reaches
 * sockets held by the other. Redis is shared with other users, so each run publishes under its
 * own channel prefix and nothing is flushed.
 */

const REDIS_URL = TEST_REDIS_URL;
const QUIET_MS = 400;


const reachable = await redisReachable(REDIS_URL);
if (!reachable) console.warn(`redis.test.ts skipped: no Redis answers at ${REDIS_URL} (set REDIS_URL to run it)`);

let first: TestServer;
let second: TestServer;
const open: Socket[] = [];

function connect(token: string, server: TestServer) {
  const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event, payload) => heard.push({ event, payload }));
  const of = (event: string) => heard.filter((h) => h.event === event).map((h) => h.payload);
  return new Promise<{ socket: Socket; of: typeof of; next: (event: string) => Promise<any> }>((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, of, next: (event) => waitFor(() => of(event)[0]) }));
    socket.once('connect_error', reject);
  });
}

const quiet = () => new Promise((r) => setTimeout(r, QUIET_MS));

describe.skipIf(!reachable)(`two server processes sharing Redis at ${REDIS_URL}`, () => {
  beforeAll(async () => {
    const redisPrefix = `haligi-test-${randomBytes(6).toString('hex')}`;
    first = await startTestServer({ redisUrl: REDIS_URL, redisPrefix });
    second = await startSecondServer(first, { redisUrl: REDIS_URL, redisPrefix });

    // The adapters subscribe asynchronously: wait until a broadcast from one process reaches the other.
    const sender = await createUser(first, { isDeveloper: true });
    const listener = await createUser(first, { companyId: sender.companyId });
    const from = await connect(sender.token, first);
    const to = await connect(listener.token, second);
    await waitFor(async () => {
      await from.socket.timeout(2000).emitWithAck('socket-test', { message: 'warm-up' });
      await new Promise((r) => setTimeout(r, 100));
      return to.of('socket-test').length > 0;
    }, 15_000);
    for (const socket of open.splice(0)) socket.disconnect();
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it('a role saved through process A reaches its holder connected to process B, and no one else', async () => {
    const admin = await createUser(first, { isFullAccess: true });
    const holder = await createUser(first, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
    const other = await createUser(first, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
    const onB = await connect(holder.token, second);
    const otherOnB = await connect(other.token, second);

    const saved = await call(first, 'PATCH', `/role/${holder.roleId}`, { token: admin.token, body: { name: 'Site engineer', scopeList: ['PROJECT_ACCESS'] } });
    expect(saved.status).toBe(200);
    expect(await onB.next('role-updated')).toMatchObject({ roleId: holder.roleId, role: { id: holder.roleId, name: 'Site engineer', scopeList: ['PROJECT_ACCESS'] } });
    await quiet();
    expect(otherOnB.of('role-updated')).toEqual([]);
  });

  it('deactivating through process A pushes account-deactivated to the user on process B and cuts them off there', async () => {
    const admin = await createUser(first, { scopes: ['SETTINGS_USER_ACCESS'] });
    const user = await createUser(first, { companyId: admin.companyId });
    const onB = await connect(user.token, second);

    const answer = await call(first, 'POST', `/account/${user.accountId}/deactivate`, { token: admin.token });
    expect(answer.status).toBe(200);
    expect((await call(second, 'GET', '/account/my_account', { token: user.token })).status).toBe(401);
    expect((await onB.next('account-deactivated')).message).toEqual(expect.any(String));
    await waitFor(() => !onB.socket.connected);
  });

  it('a password changed through process A signs out the other session on process B, not the one on A', async () => {
    const user = await createUser(first);
    const other = await createSession(first.context.db, user.accountId, 24);
    const onA = await connect(user.token, first);
    const onB = await connect(other.token, second);

    const answer = await call(first, 'POST', '/account/change-password', { token: user.token, body: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Password-8' } });
    expect(answer.status).toBe(200);
    expect((await onB.next('password-changed')).message).toEqual(expect.any(String));
    await waitFor(() => !onB.socket.connected);
    await quiet();
    expect(onA.of('password-changed')).toEqual([]);
    expect(onA.socket.connected).toBe(true);
  });

  it('a role change through process A moves the socket on process B to the new role’s room', async () => {
    const admin = await createUser(first, { isFullAccess: true });
    const user = await createUser(first, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
    const newRole = await createUser(first, { companyId: admin.companyId, scopes: ['PROJECT_ACCESS'] });
    const onB = await connect(user.token, second);

    expect((await call(first, 'PATCH', `/account/${user.accountId}`, { token: admin.token, body: { roleId: newRole.roleId } })).status).toBe(200);
    expect((await onB.next('account-updated')).account).toMatchObject({ roleID: newRole.roleId });
    expect((await call(first, 'PATCH', `/role/${user.roleId}`, { token: admin.token, body: { name: 'Former role' } })).status).toBe(200);
    expect((await call(first, 'PATCH', `/role/${newRole.roleId}`, { token: admin.token, body: { name: 'Current role' } })).status).toBe(200);
    expect(await onB.next('role-updated')).toMatchObject({ roleId: newRole.roleId, role: { name: 'Current role' } });
    await quiet();
    expect(onB.of('role-updated').map((p) => p.roleId)).toEqual([newRole.roleId]);
  });

  it('a socket-test emitted on process A reaches the company’s socket on process B, not another company’s', async () => {
    const sender = await createUser(first, { isDeveloper: true });
    const colleague = await createUser(first, { companyId: sender.companyId });
    const outsider = await createUser(first);
    const onA = await connect(sender.token, first);
    const colleagueOnB = await connect(colleague.token, second);
    const outsiderOnB = await connect(outsider.token, second);

    expect(await onA.socket.timeout(5000).emitWithAck('socket-test', { message: 'Magandang araw' })).toEqual({ ok: true, echo: 'Magandang araw' });
    expect(await colleagueOnB.next('socket-test')).toMatchObject({ message: 'Magandang araw', from: 'Juan Dela Cruz' });
    await quiet();
    expect(outsiderOnB.of('socket-test')).toEqual([]);
  });
});
