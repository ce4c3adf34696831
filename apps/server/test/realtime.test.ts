import type { ServerToClientEvents } from '@haligi/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/auth/sessions';
import { call, createUser, startTestServer, TEST_PASSWORD, waitFor, type TestServer } from './helper';

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** How long a socket that should hear nothing is given to hear something anyway. */
const QUIET_MS = 400;

let server: TestServer;
const open: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => server?.stop());

function socketFor(token: string | undefined, url = server.url): Socket {
  const socket = io(url, { path: '/socket.io', auth: token === undefined ? {} : { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  return socket;
}

/** A connected socket, with every push it hears recorded. */
async function connect(token: string, url?: string) {
  const socket = socketFor(token, url);
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event, payload) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const of = <E extends EventName>(event: E) => heard.filter((h) => h.event === event).map((h) => h.payload as Payload<E>);
  return { socket, heard, of, next: <E extends EventName>(event: E, timeoutMs?: number) => waitFor(() => of(event)[0], timeoutMs) };
}

function connectError(auth: Record<string, unknown>) {
  const socket = io(server.url, { path: '/socket.io', auth, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  return new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid token')));
    socket.once('connect_error', resolve);
  });
}

const quiet = () => new Promise((r) => setTimeout(r, QUIET_MS));

describe('handshake', () => {
  it('a socket is cut off when its session expires', async () => {
    const user = await createUser(server);
    // A session of about 1.5 seconds.
    const { token } = await createSession(server.context.db, user.accountId, 1.5 / 3600);
    const live = await connect(token);
    expect(live.socket.connected).toBe(true);
    await waitFor(() => !live.socket.connected, 5000);
  });

  it('a socket without a token is refused', async () => {
    expect((await connectError({})).message).toBe('Authentication required');
  });

  it('a socket with an unknown token is refused', async () => {
    expect((await connectError({ token: 'not-a-real-token-at-all' })).message).toBe('Invalid or expired token');
  });

  it('a socket with a signed-out token is refused', async () => {
    const user = await createUser(server);
    expect((await call(server, 'POST', '/auth/logout', { token: user.token })).status).toBe(200);
    expect((await connectError({ token: user.token })).message).toBe('Invalid or expired token');
  });

  it('signing out disconnects that session’s socket', async () => {
    const user = await createUser(server);
    const live = await connect(user.token);
    expect((await call(server, 'POST', '/auth/logout', { token: user.token })).status).toBe(200);
    await waitFor(() => !live.socket.connected);
  });
});

describe('role-updated', () => {
  it('saving a role pushes {roleId, role} to its holders only, not to other roles of the same company', async () => {
    const admin = await createUser(server, { isFullAccess: true });
    const holder = await createUser(server, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
    const other = await createUser(server, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
    const holderSocket = await connect(holder.token);
    const otherSocket = await connect(other.token);
    const adminSocket = await connect(admin.token);

    const saved = await call(server, 'PATCH', `/role/${holder.roleId}`, {
      token: admin.token,
      body: { name: 'Estimator', scopeList: ['LEADS_ACCESS', 'PROJECT_ACCESS'], isFullAccess: false },
    });
    expect(saved.status).toBe(200);

    const pushed = await holderSocket.next('role-updated');
    expect(pushed).toMatchObject({ roleId: holder.roleId, role: { id: holder.roleId, name: 'Estimator', isFullAccess: false, isDeveloper: false, scopeList: ['LEADS_ACCESS', 'PROJECT_ACCESS'] } });
    await quiet();
    expect(otherSocket.of('role-updated')).toEqual([]);
    expect(adminSocket.of('role-updated')).toEqual([]);
    expect(holderSocket.of('role-updated')).toHaveLength(1);
  });
});

describe('account-updated', () => {
  it('editing one’s profile pushes the new account information to that account', async () => {
    const user = await createUser(server);
    const colleague = await createUser(server, { companyId: user.companyId });
    const mine = await connect(user.token);
    const theirs = await connect(colleague.token);
    const answer = await call(server, 'PATCH', '/account/profile', { token: user.token, body: { firstName: 'Maria', lastName: 'Santos' } });
    expect(answer.status).toBe(200);
    const { account } = await mine.next('account-updated');
    expect(account).toMatchObject({ id: user.accountId, firstName: 'Maria', lastName: 'Santos', name: 'Maria Santos', roleID: user.roleId, isDeleted: false });
    await quiet();
    expect(theirs.of('account-updated')).toEqual([]);
  });
});

describe('password-changed', () => {
  it('changing the password tells the other sessions, cuts them off, and keeps the session that changed it', async () => {
    const user = await createUser(server);
    const other = await createSession(server.context.db, user.accountId, 24);
    const changer = await connect(user.token);
    const elsewhere = await connect(other.token);

    const answer = await call(server, 'POST', '/account/change-password', {
      token: user.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Brand-New-Password-7' },
    });
    expect(answer.status).toBe(200);

    expect((await elsewhere.next('password-changed')).message).toEqual(expect.any(String));
    await waitFor(() => !elsewhere.socket.connected);
    await quiet();
    expect(changer.of('password-changed')).toEqual([]);
    expect(changer.socket.connected).toBe(true);
    expect((await call(server, 'GET', '/account/my_account', { token: other.token })).status).toBe(401);
    expect((await call(server, 'GET', '/account/my_account', { token: user.token })).status).toBe(200);
    expect((await connectError({ token: other.token })).message).toBe('Invalid or expired token');
  });
});

describe('account-deactivated', () => {
  it('deactivating a user pushes account-deactivated to them, disconnects them, and their token is refused at once', async () => {
    const admin = await createUser(server, { scopes: ['SETTINGS_USER_ACCESS'] });
    const user = await createUser(server, { companyId: admin.companyId });
    const second = await createSession(server.context.db, user.accountId, 24);
    const adminSocket = await connect(admin.token);
    const userSocket = await connect(user.token);
    const userSecondSocket = await connect(second.token);

    const answer = await call(server, 'POST', `/account/${user.accountId}/deactivate`, { token: admin.token });
    expect(answer.status).toBe(200);
    // Immediately: no waiting for the push before the token stops working.
    const refused = await call(server, 'GET', '/account/my_account', { token: user.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    expect((await call(server, 'GET', '/account/my_account', { token: second.token })).status).toBe(401);

    expect((await userSocket.next('account-deactivated')).message).toEqual(expect.any(String));
    expect((await userSecondSocket.next('account-deactivated')).message).toEqual(expect.any(String));
    await waitFor(() => !userSocket.socket.connected && !userSecondSocket.socket.connected);
    expect(adminSocket.of('account-deactivated')).toEqual([]);
    expect(adminSocket.socket.connected).toBe(true);
    expect((await connectError({ token: user.token })).message).toBe('Invalid or expired token');
  });
});

describe('changing a user’s role', () => {
  it('moves their open socket to the new role’s room: the new role’s updates reach them, the old role’s do not', async () => {
    const admin = await createUser(server, { isFullAccess: true });
    const user = await createUser(server, { companyId: admin.companyId, scopes: ['LEADS_ACCESS'] });
    const stayer = await createUser(server, { companyId: admin.companyId, scopes: ['PROJECT_ACCESS'] });
    const newRoleId = stayer.roleId;
    const oldRoleId = user.roleId;
    const live = await connect(user.token);

    const moved = await call(server, 'PATCH', `/account/${user.accountId}`, { token: admin.token, body: { roleId: newRoleId } });
    expect(moved.status).toBe(200);
    const { account } = await live.next('account-updated');
    expect(account).toMatchObject({ id: user.accountId, roleID: newRoleId, role: { id: newRoleId } });

    const saveOld = await call(server, 'PATCH', `/role/${oldRoleId}`, { token: admin.token, body: { name: 'Old role', scopeList: [] } });
    expect(saveOld.status).toBe(200);
    const saveNew = await call(server, 'PATCH', `/role/${newRoleId}`, { token: admin.token, body: { name: 'New role', scopeList: ['PROJECT_ACCESS', 'LEADS_ACCESS'] } });
    expect(saveNew.status).toBe(200);

    const pushed = await live.next('role-updated');
    expect(pushed).toMatchObject({ roleId: newRoleId, role: { name: 'New role' } });
    await quiet();
    expect(live.of('role-updated').map((p) => p.roleId)).toEqual([newRoleId]);
  });
});

describe('socket-test', () => {
  it('answers the sender with {ok: true, echo} and reaches the company’s other sockets, not another company’s', async () => {
    const sender = await createUser(server, { isDeveloper: true });
    const colleague = await createUser(server, { companyId: sender.companyId });
    const outsider = await createUser(server);
    const from = await connect(sender.token);
    const same = await connect(colleague.token);
    const otherCompany = await connect(outsider.token);

    const ack = await from.socket.timeout(5000).emitWithAck('socket-test', { message: 'Kumusta' });
    expect(ack).toEqual({ ok: true, echo: 'Kumusta' });
    const heard = await same.next('socket-test');
    expect(heard).toMatchObject({ message: 'Kumusta', from: 'Juan Dela Cruz', at: expect.any(String) });
    expect(Number.isNaN(Date.parse(heard.at))).toBe(false);
    await quiet();
    expect(otherCompany.of('socket-test')).toEqual([]);
  });

  it('a socket-test from a non-developer is refused in the ack and broadcast to nobody', async () => {
    const sender = await createUser(server);
    const colleague = await createUser(server, { companyId: sender.companyId });
    const from = await connect(sender.token);
    const same = await connect(colleague.token);
    const ack = await from.socket.timeout(5000).emitWithAck('socket-test', { message: 'hello' });
    expect(ack).toEqual({ ok: false, echo: '' });
    await quiet();
    expect(same.of('socket-test')).toEqual([]);
  });

  it('a malformed socket-test is refused in the ack and broadcast to nobody', async () => {
    const sender = await createUser(server, { isDeveloper: true });
    const colleague = await createUser(server, { companyId: sender.companyId });
    const from = await connect(sender.token);
    const same = await connect(colleague.token);
    const ack = await from.socket.timeout(5000).emitWithAck('socket-test', { message: 'x'.repeat(501) });
    expect(ack).toEqual({ ok: false, echo: '' });
    await quiet();
    expect(same.of('socket-test')).toEqual([]);
  });
});
