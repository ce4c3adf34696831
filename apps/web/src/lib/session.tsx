import type { AccountInformation } from '@haligi/shared';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { api } from './api';
import { getActiveConnection } from './connections';
import { queryClient } from './query-client';
import { sessionStore, type SessionState } from './session-store';
import { socketManager } from './socket';

/** GET /account/my_account: the body is stored as accountInformation (spec part 1 section 7). */
export async function refreshAccount(): Promise<AccountInformation> {
  try {
    const account = await api<AccountInformation>('GET', '/account/my_account');
    sessionStore.setAccount(account);
    return account;
  } catch (error) {
    console.error('Failed to refresh account information', error);
    throw error;
  }
}

/** On login the token is stored, the live channel starts, then the account is refreshed. */
export async function signIn(token: string, account: AccountInformation) {
  sessionStore.setToken(token);
  sessionStore.setAccount(account);
  const connection = getActiveConnection();
  if (connection.NAME !== 'Default') sessionStore.setServerName(connection.NAME);
  socketManager.start();
  await refreshAccount();
}

/** Clears login data (token, accountInformation, serverName, select cache) and stops the live channel. */
export async function clearLogin() {
  socketManager.stop();
  queryClient.clear();
  await sessionStore.clearLogin();
}

export interface SessionValue extends SessionState {
  isSignedIn: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
  const value = useMemo(() => ({ ...state, isSignedIn: Boolean(state.token && state.account) }), [state]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in account; member pages only render once the guard let them through. */
export function useAccount(): AccountInformation {
  const { account } = useSession();
  if (!account) throw new Error('useAccount needs a signed-in account');
  return account;
}
