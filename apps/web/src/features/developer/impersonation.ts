import { queryClient } from '../../lib/query-client';
import { refreshAccount, signIn } from '../../lib/session';
import { sessionStore } from '../../lib/session-store';
import { socketManager } from '../../lib/socket';
import { endImpersonationCall, startImpersonation } from './api/developer-companies';
import { impersonationStore } from './impersonation-store';

/**
 * Signs in as the user; the developer's own token is kept to return to. `leaveDeveloperPage` moves
 * to a page the user may open before the session changes (a developer screen would answer "Access
 * Denied" the moment the user's rights arrive).
 */
export async function beginImpersonation(accountId: number, leaveDeveloperPage: () => void) {
  const { token, account } = sessionStore.getState();
  if (!token || !account) throw new Error('Sign in first');
  const started = await startImpersonation(accountId);
  leaveDeveloperPage();
  await new Promise((resolve) => setTimeout(resolve, 0));
  impersonationStore.set({ developerToken: token, developerAccount: account, impersonatedToken: started.token, info: started.impersonation });
  socketManager.stop();
  queryClient.clear();
  await signIn(started.token, started.accountInformation);
  return started;
}

/** Ends the impersonated session on the server (when it still lives) and returns to the developer's own session. */
export async function finishImpersonation() {
  const stored = impersonationStore.get();
  await endImpersonationCall().catch(() => undefined);
  socketManager.stop();
  queryClient.clear();
  impersonationStore.set(null);
  if (!stored) return;
  sessionStore.setToken(stored.developerToken);
  sessionStore.setAccount(stored.developerAccount);
  socketManager.start();
  await refreshAccount().catch(() => undefined);
}
