import { DEFAULT_SERVER_NAME, DEVELOPER_DEVICE_KEY, STORAGE_KEYS, type AccountInformation } from '@haligi/shared';

/** The auth state the spec keeps in local storage under its own keys (part 1 sections 3-4). */
export const storage = {
  getToken: () => localStorage.getItem(STORAGE_KEYS.token),
  setToken: (token: string) => localStorage.setItem(STORAGE_KEYS.token, token),
  getAccount(): AccountInformation | null {
    const raw = localStorage.getItem(STORAGE_KEYS.accountInformation);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as AccountInformation;
    } catch {
      return null;
    }
  },
  setAccount(account: AccountInformation) {
    localStorage.setItem(STORAGE_KEYS.accountInformation, JSON.stringify(account));
    // Kept after sign-out: the sign-in page offers the connection picker while a developer signed in last.
    if (account.isDeveloper) localStorage.setItem(DEVELOPER_DEVICE_KEY, '1');
    else localStorage.removeItem(DEVELOPER_DEVICE_KEY);
  },
  isDeveloperDevice: () => localStorage.getItem(DEVELOPER_DEVICE_KEY) === '1',
  getServerName: () => localStorage.getItem(STORAGE_KEYS.serverName) ?? DEFAULT_SERVER_NAME,
  setServerName: (name: string) => localStorage.setItem(STORAGE_KEYS.serverName, name),
  getSelectedConnection: () => localStorage.getItem(STORAGE_KEYS.selectedConnection),
  setSelectedConnection: (name: string) => localStorage.setItem(STORAGE_KEYS.selectedConnection, name),
  /** Empties token, accountInformation and serverName (the spec's clear login data). */
  clearLogin() {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.accountInformation);
    localStorage.removeItem(STORAGE_KEYS.serverName);
  },
};
