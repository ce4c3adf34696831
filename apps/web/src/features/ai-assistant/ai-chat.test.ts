// @vitest-environment node
import { AI_TEXTS, type AiChatServerMessage } from '@haligi/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, startTestServer, waitFor, type TestServer } from '../../../../server/test/helper';

/**
 * The assistant's send on the web (spec part 1 sections 7 and 9): false with the spec's message
 * while the live channel is down; on the channel against the real server once it is up.
 */
let server: TestServer;
let manager: typeof import('../../lib/socket').socketManager;
let store: typeof import('../../lib/session-store').sessionStore;
let send: typeof import('./ai-chat').sendAiChatMessage;

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
  manager = (await import('../../lib/socket')).socketManager;
  store = (await import('../../lib/session-store')).sessionStore;
  send = (await import('./ai-chat')).sendAiChatMessage;
});
afterAll(async () => {
  manager?.stop();
  await server?.stop();
  vi.unstubAllGlobals();
});

describe('sendAiChatMessage', () => {
  it('while offline logs "Socket not connected. Cannot send AI chat message." and returns false', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(send({ message: 'user_message', data: { content: 'Hello' } })).toBe(false);
    expect(log).toHaveBeenCalledWith('Socket not connected. Cannot send AI chat message.');
    log.mockRestore();
  });

  it('once connected sends {message: "user_message", data: {content}} on ai_chat_message, and hears the answer', async () => {
    const user = await createUser(server);
    store.setToken(user.token);
    manager.start();
    await waitFor(() => manager.getState() === 'connected');
    const heard: AiChatServerMessage[] = [];
    const unsubscribe = manager.on('ai_chat_message', (payload) => heard.push(payload as AiChatServerMessage));
    expect(send({ message: 'user_message', data: { content: 'Hello' } })).toBe(true);
    // This server has no AI_BASE_URL: it answers how to configure it.
    const answer = await waitFor(() => heard[0]);
    expect(answer).toEqual({ message: 'error', data: { conversationId: null, code: 'NOT_CONFIGURED', message: AI_TEXTS.notConfigured } });
    unsubscribe();
    manager.stop();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(send({ message: 'confirm_action', data: { proposalId: 1 } })).toBe(false);
    expect(log).toHaveBeenCalledWith('Socket not connected. Cannot send AI chat message.');
    log.mockRestore();
  });
});
