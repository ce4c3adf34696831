/** Local storage keys (spec part 1 section 9). */
export const STORAGE_KEYS = {
  token: 'token',
  accountInformation: 'accountInformation',
  serverName: 'serverName',
  selectedConnection: 'selectedConnection',
} as const;

export const DEFAULT_SERVER_NAME = 'DEVELOPMENT';
export const DEFAULT_CONNECTION_NAME = 'Default';
export const ENVIRONMENT_LABEL = 'staging';

/** Live channel timing (spec part 1 section 9). */
export const SOCKET_RECONNECTION_DELAY_MS = 1000;
export const SOCKET_RESTART_DELAY_MS = 100;
export const BOQ_JOIN_RETRY_MS = 1000;

export interface Connection {
  NAME: string;
  API_URL: string;
  SOCKET_URL: string;
}

/** Adds the connections of /connections.json whose names are new (spec part 1 section 7). */
export function mergeConnections(existing: Connection[], extra: unknown): Connection[] {
  const out = [...existing];
  if (!Array.isArray(extra)) return out;
  for (const c of extra) {
    if (!c || typeof c !== 'object') continue;
    const { NAME, API_URL, SOCKET_URL } = c as Partial<Connection>;
    if (typeof NAME !== 'string' || typeof API_URL !== 'string' || typeof SOCKET_URL !== 'string') continue;
    if (out.some((o) => o.NAME === NAME)) continue;
    out.push({ NAME, API_URL, SOCKET_URL });
  }
  return out;
}

export const connectionNotFound = (name: string) => `Connection "${name}" not found`;

/**
 * Local storage key, beside the spec's own: set while the last account signed in on this browser is
 * a developer, so the sign-in page offers the connection picker before anyone is signed in.
 */
export const DEVELOPER_DEVICE_KEY = 'developerDevice';
/** `/login?connections`: shows the connection picker on a browser no developer has used yet. */
export const CONNECTIONS_QUERY = 'connections';

/**
 * Whether the sign-in page shows the connection picker: only for developers (issue 12). Before
 * sign-in that means a developer signed in last on this browser, or the address asks for it; and
 * a connection other than Default still chosen on this browser keeps it, so it can be undone.
 */
export function showsConnectionPicker(input: { search: string; developerDevice: boolean; selectedConnection: string | null }): boolean {
  if (input.developerDevice) return true;
  const names = input.search.replace(/^\?/, '').split('&').map((pair) => pair.split('=')[0]);
  if (names.includes(CONNECTIONS_QUERY)) return true;
  return input.selectedConnection !== null && input.selectedConnection !== DEFAULT_CONNECTION_NAME;
}
