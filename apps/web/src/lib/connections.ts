import { DEFAULT_CONNECTION_NAME, mergeConnections, type Connection } from '@haligi/shared';
import { storage } from './storage';

/** The Default connection: this origin's API and live channel. */
export const DEFAULT_CONNECTION: Connection = {
  NAME: DEFAULT_CONNECTION_NAME,
  API_URL: `${window.location.origin}/api`,
  SOCKET_URL: window.location.origin,
};

let connections: Connection[] = [DEFAULT_CONNECTION];

/** Adds the connections listed in /connections.json (spec part 1 section 7). */
export async function loadConnections(): Promise<Connection[]> {
  try {
    const response = await fetch('/connections.json', { cache: 'no-store' });
    if (response.ok) connections = mergeConnections([DEFAULT_CONNECTION], await response.json());
  } catch {
    // No extra connections: Default only.
  }
  return connections;
}

export const listConnections = () => connections;

/** The selected connection; an unknown name keeps Default. */
export function getActiveConnection(): Connection {
  const name = storage.getSelectedConnection();
  return connections.find((c) => c.NAME === name) ?? DEFAULT_CONNECTION;
}
