import { DEFAULT_SERVER_NAME, type AccountInformation, type AccountRole } from '@haligi/shared';
import { deleteSelectCache } from './select-cache';
import { storage } from './storage';

/** The auth state of spec part 1 section 3, mirrored in local storage under the spec's keys. */
export interface SessionState {
  token: string | null;
  account: AccountInformation | null;
  serverName: string;
  /**
   * Login data was just cleared and the caller is navigating away (sign-in page, inactive-account
   * page). Until that navigation lands the guard redirects nowhere, so its own "guest on a member
   * page" redirect cannot overtake the caller's.
   */
  isLeaving: boolean;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let state: SessionState = readStored();

function readStored(): SessionState {
  return { token: storage.getToken(), account: storage.getAccount(), serverName: storage.getServerName(), isLeaving: false };
}

function setState(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * One store outside React so the API client, the live channel and the components read the same
 * session; React reads it through `useSyncExternalStore` (see session.tsx).
 */
export const sessionStore = {
  getState: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  setToken(token: string) {
    storage.setToken(token);
    setState({ ...state, token });
  },
  setAccount(account: AccountInformation) {
    storage.setAccount(account);
    setState({ ...state, account });
  },
  /** role-updated: only the role the account holds is replaced (spec part 1 section 4). */
  replaceRole(roleId: number, role: AccountRole) {
    const { account } = state;
    if (!account || account.roleID !== roleId) return;
    sessionStore.setAccount({ ...account, role });
  },
  setServerName(serverName: string) {
    storage.setServerName(serverName);
    setState({ ...state, serverName });
  },
  /**
   * Clear login data: token, accountInformation, serverName back to default, and the select cache.
   * The caller navigates away right after (see `isLeaving`).
   */
  async clearLogin() {
    storage.clearLogin();
    setState({ token: null, account: null, serverName: DEFAULT_SERVER_NAME, isLeaving: true });
    await deleteSelectCache();
  },
  /** The navigation after clearLogin has landed. */
  finishLeaving() {
    if (state.isLeaving) setState({ ...state, isLeaving: false });
  },
  /** Another tab signed in or out: follow it. */
  reloadFromStorage() {
    setState(readStored());
  },
};
