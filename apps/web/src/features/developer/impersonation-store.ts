import type { AccountInformation } from '@haligi/shared';
import type { ImpersonationInfo } from './api/developer-companies';

/**
 * What the browser keeps while a developer is signed in as someone (decision 0070): the
 * developer's own token and account, to return to, and who is impersonated by whom, for the banner.
 * The developer's session stays live on the server the whole time.
 */
export interface StoredImpersonation {
  developerToken: string;
  developerAccount: AccountInformation;
  impersonatedToken: string;
  info: ImpersonationInfo;
}

const KEY = 'haligi.impersonation';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: StoredImpersonation | null } = { raw: null, value: null };

function read(): StoredImpersonation | null {
  const raw = window.localStorage.getItem(KEY);
  if (raw === cached.raw) return cached.value;
  let value: StoredImpersonation | null = null;
  try {
    value = raw ? (JSON.parse(raw) as StoredImpersonation) : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

export const impersonationStore = {
  get: read,
  set(value: StoredImpersonation | null) {
    if (value) window.localStorage.setItem(KEY, JSON.stringify(value));
    else window.localStorage.removeItem(KEY);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
