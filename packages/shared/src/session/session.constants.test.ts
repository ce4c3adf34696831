import { describe, expect, it } from 'vitest';
import {
  CONNECTIONS_QUERY,
  connectionNotFound,
  DEFAULT_CONNECTION_NAME,
  DEFAULT_SERVER_NAME,
  mergeConnections,
  showsConnectionPicker,
  STORAGE_KEYS,
} from './session.constants';

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

describe('mergeConnections: what it skips', () => {
  const a = { NAME: 'A', API_URL: 'https://a', SOCKET_URL: 'wss://a' };
  const b = { NAME: 'B', API_URL: 'https://b', SOCKET_URL: 'wss://b' };
  it('a file that is not a list adds nothing', () => {
    for (const extra of [null, 5, {}, { NAME: 'C' }]) expect(mergeConnections([a], extra)).toEqual([a]);
  });
  it('adds a new connection to an empty list, and skips a name already there', () => {
    expect(mergeConnections([], [a])).toEqual([a]);
    expect(mergeConnections([a, b], [{ ...b, API_URL: 'https://other' }])).toEqual([a, b]);
  });
  it('skips entries that are not objects or lack any of the three texts', () => {
    const extra = [null, 0, 'C', { NAME: 'C', API_URL: 'u', SOCKET_URL: 1 }, { NAME: 'D', API_URL: 1, SOCKET_URL: 's' }, { NAME: 5, API_URL: 'u', SOCKET_URL: 's' }, b];
    expect(mergeConnections([a], extra)).toEqual([a, b]);
  });
  it('names a missing connection', () => {
    expect(connectionNotFound('Staging')).toBe('Connection "Staging" not found');
  });
});

describe('showsConnectionPicker: only for developers', () => {
  const guest = { search: '', developerDevice: false, selectedConnection: null };
  it('is hidden from a browser where no developer signed in', () => {
    expect(showsConnectionPicker(guest)).toBe(false);
    expect(showsConnectionPicker({ ...guest, selectedConnection: DEFAULT_CONNECTION_NAME })).toBe(false);
    expect(showsConnectionPicker({ ...guest, search: '?redirect=%2Fmember%2Fprofile' })).toBe(false);
    expect(showsConnectionPicker({ ...guest, search: '?connection=1' })).toBe(false);
  });
  it('shows after a developer signed in on this browser', () => {
    expect(showsConnectionPicker({ ...guest, developerDevice: true })).toBe(true);
  });
  it('shows when the address asks for it, with or without a value', () => {
    expect(showsConnectionPicker({ ...guest, search: `?${CONNECTIONS_QUERY}` })).toBe(true);
    expect(showsConnectionPicker({ ...guest, search: '?redirect=%2Fmember&connections=1' })).toBe(true);
  });
  it('shows while another connection than Default is chosen, so the choice can be undone', () => {
    expect(showsConnectionPicker({ ...guest, selectedConnection: 'Local' })).toBe(true);
  });
});
