// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, startTestServer, waitFor, type TestServer } from '../../../server/test/helper';

/**
 * The live channel rules of spec part 1 section 4, against the real server: the browser globals
 * the client reads (window.location, localStorage) are given before the modules load.
 */
let server: TestServer;
let manager: typeof import('./socket').socketManager;
let store: typeof import('./session-store').sessionStore;

beforeAll(async () => {
  server = await startTestServer();
  const items = new Map<string, string>();
  vi.stubGlobal('window', { location: { origin: server.url } });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => items.set(k, v),
    removeItem: (k: string) => items.delete(k),
  });
  vi.stubGlobal('indexedDB', undefined);
  // Test files share loaded modules (isolate: false): the connection's URL is read when it loads.
  vi.resetModules();
  manager = (await import('./socket')).socketManager;
  store = (await import('./session-store')).sessionStore;
});
afterAll(async () => {
  manager?.stop();
  await server?.stop();
  vi.unstubAllGlobals();
});

describe('socket manager', () => {
  it('is not started without a token, and says so', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    manager.start();
    expect(log).toHaveBeenCalledWith('User not authenticated. Cannot initialize socket.');
    expect(manager.getSocket()).toBeNull();
    expect(manager.getState()).toBe('disconnected');
    log.mockRestore();
  });

  it('goes initialising then connected, and a second start is skipped while connecting or connected', async () => {
    const user = await createUser(server);
    store.setToken(user.token);
    const states: string[] = [];
    const unsubscribe = manager.subscribeState(() => states.push(manager.getState()));
    manager.start();
    const first = manager.getSocket();
    expect(manager.getState()).toBe('initialising');
    manager.start(); // init in progress: skipped
    expect(manager.getSocket()).toBe(first);
    await waitFor(() => manager.getState() === 'connected');
    manager.start(); // connected: skipped
    expect(manager.getSocket()).toBe(first);
    expect(states).toEqual(['initialising', 'connected']);
    unsubscribe();
  });

  it('reconnects without limit, 1000 ms apart', () => {
    const socket = manager.getSocket()!;
    expect(socket.io.reconnectionAttempts()).toBe(Infinity);
    expect(socket.io.reconnectionDelay()).toBe(1000);
  });

  it('replaces a dead socket on start', async () => {
    const dead = manager.getSocket()!;
    dead.disconnect(); // a client-side disconnect leaves the socket inactive for good
    await waitFor(() => manager.getState() === 'disconnected');
    manager.start();
    expect(manager.getSocket()).not.toBe(dead);
    await waitFor(() => manager.getState() === 'connected');
  });

  it('restarts 100 ms after a connection change', async () => {
    const before = manager.getSocket();
    manager.restartAfterConnectionChange();
    expect(manager.getSocket()).toBeNull();
    expect(manager.getState()).toBe('disconnected');
    await new Promise((r) => setTimeout(r, 60));
    expect(manager.getSocket()).toBeNull();
    await waitFor(() => manager.getSocket() !== null, 1000);
    expect(manager.getSocket()).not.toBe(before);
    await waitFor(() => manager.getState() === 'connected');
  });
});

describe('session store', () => {
  it('role-updated replaces the stored role only when the role id matches the account roleID', () => {
    const role = { id: 7, name: 'Sales', isDeveloper: false, isFullAccess: false, scopeList: ['LEADS_ACCESS'] };
    store.setAccount({
      id: 1, isDeveloper: false, isDeleted: false, roleID: 7, role, firstName: 'A', lastName: 'B', name: 'A B', email: 'a@b.ph',
      company: { id: 1, name: 'C' }, branchId: null,
    });
    store.replaceRole(8, { ...role, id: 8, scopeList: ['SETTINGS_USER_ACCESS'] });
    expect(store.getState().account?.role.scopeList).toEqual(['LEADS_ACCESS']);
    store.replaceRole(7, { ...role, scopeList: ['PROJECT_ACCESS'] });
    expect(store.getState().account?.role.scopeList).toEqual(['PROJECT_ACCESS']);
    expect(JSON.parse(localStorage.getItem('accountInformation')!).role.scopeList).toEqual(['PROJECT_ACCESS']);
  });

  it('clearing login data empties token, accountInformation and serverName (back to DEVELOPMENT)', async () => {
    store.setServerName('Local');
    await store.clearLogin();
    expect(store.getState()).toMatchObject({ token: null, account: null, serverName: 'DEVELOPMENT' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('accountInformation')).toBeNull();
    expect(localStorage.getItem('serverName')).toBeNull();
  });
});
