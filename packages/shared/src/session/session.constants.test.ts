import { describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_NAME, DEFAULT_SERVER_NAME, mergeConnections, STORAGE_KEYS } from './session.constants';

describe('session constants', () => {
  it('uses the spec storage keys and defaults', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(['token', 'accountInformation', 'serverName', 'selectedConnection']);
    expect(DEFAULT_SERVER_NAME).toBe('DEVELOPMENT');
    expect(DEFAULT_CONNECTION_NAME).toBe('Default');
  });
  it('adds a listed connection only when its name is new', () => {
    const base = [{ NAME: 'Default', API_URL: '/api', SOCKET_URL: '/' }];
    const merged = mergeConnections(base, [
      { NAME: 'Default', API_URL: 'x', SOCKET_URL: 'y' },
      { NAME: 'Local', API_URL: 'http://l/api', SOCKET_URL: 'http://l' },
      { NAME: 'Broken' },
    ]);
    expect(merged.map((c) => c.NAME)).toEqual(['Default', 'Local']);
    expect(merged[0].API_URL).toBe('/api');
  });
});
