import {
  ACCESS_REVOKED_REASONS,
  ACCESS_REVOKED_TITLE,
  ACCOUNT_DEACTIVATED_MESSAGE,
  COMPANY_SUSPENDED_MESSAGE,
  INACTIVE_ACCOUNT_PATH,
  LOGIN_PATH,
  PASSWORD_CHANGED_MESSAGE,
  PUSH,
  STORAGE_KEYS,
  type AccountInformation,
  type AccountRole,
} from '@haligi/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onUnauthorized } from '../lib/api';
import { notify } from '../lib/notify';
import { clearLogin, refreshAccount } from '../lib/session';
import { sessionStore } from '../lib/session-store';
import { socketManager } from '../lib/socket';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object';
const messageOf = (payload: unknown, fallback: string) =>
  isObject(payload) && typeof payload.message === 'string' && payload.message ? payload.message : fallback;

/**
 * What the app does with session events: a 401 from any call, and the account pushes of the
 * live channel (spec part 1 section 4; docs decision on password-changed and account-deactivated).
 */
export function SessionEffects() {
  const navigate = useNavigate();

  useEffect(() => {
    const currentPath = () => `${window.location.pathname}${window.location.search}`;
    const offUnauthorized = onUnauthorized((error) => {
      const redirect = currentPath();
      void clearLogin();
      // A suspended company's member is told why on the sign-in page (decision 0070).
      const state = error?.message === COMPANY_SUSPENDED_MESSAGE ? { message: COMPANY_SUSPENDED_MESSAGE } : undefined;
      // Several calls of one page fail together: the first 401 has already asked to sign in (with
      // its ?redirect=), and a later one must not replace that address with a bare /login.
      if (window.location.pathname === LOGIN_PATH) return;
      const isMemberPage = redirect.startsWith('/member');
      navigate(isMemberPage ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}` : LOGIN_PATH, { replace: true, state });
    });

    const offAccount = socketManager.on(PUSH.accountUpdated, (payload) => {
      if (isObject(payload) && isObject(payload.account) && typeof payload.account.id === 'number') {
        sessionStore.setAccount(payload.account as unknown as AccountInformation);
      }
    });
    const offRole = socketManager.on(PUSH.roleUpdated, (payload) => {
      if (isObject(payload) && typeof payload.roleId === 'number' && isObject(payload.role)) {
        sessionStore.replaceRole(payload.roleId, payload.role as unknown as AccountRole);
      }
    });
    const offPassword = socketManager.on(PUSH.passwordChanged, (payload) => {
      void clearLogin();
      notify({ type: 'warning', position: 'top', message: messageOf(payload, PASSWORD_CHANGED_MESSAGE), timeout: 0 });
      navigate(LOGIN_PATH, { replace: true });
    });
    const offSuspended = socketManager.on(PUSH.companySuspended, (payload) => {
      void clearLogin();
      navigate(LOGIN_PATH, { replace: true, state: { message: messageOf(payload, COMPANY_SUSPENDED_MESSAGE) } });
    });
    const offDeactivated = socketManager.on(PUSH.accountDeactivated, (payload) => {
      void clearLogin();
      navigate(INACTIVE_ACCOUNT_PATH, { replace: true, state: { message: messageOf(payload, ACCOUNT_DEACTIVATED_MESSAGE) } });
    });

    // Our rights changed and the server took us out of a room (a BOQ...): say so, whatever screen
    // follows (the route guard leaves a screen the new rights do not open). Deactivation has its own page.
    const offRevoked = socketManager.on(PUSH.accessRevoked, (payload) => {
      const reason = messageOf(isObject(payload) ? { message: payload.reason } : null, ACCESS_REVOKED_REASONS.roleChanged);
      if (reason === ACCESS_REVOKED_REASONS.deactivated) return;
      notify({ type: 'warning', position: 'top', title: ACCESS_REVOKED_TITLE, message: reason, id: `access-revoked-${reason}` });
    });

    // A refused handshake: ask the API, whose 401 (if the session is gone) signs out.
    socketManager.onAuthRejected = () => void refreshAccount().catch(() => undefined);

    // Another tab signed in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.accountInformation) {
        sessionStore.reloadFromStorage();
        if (sessionStore.getState().token) socketManager.start();
        else socketManager.stop();
      }
    };
    window.addEventListener('storage', onStorage);

    // A reload with a stored session reconnects the live channel.
    if (sessionStore.getState().token) socketManager.start();

    return () => {
      offUnauthorized();
      offAccount();
      offRole();
      offPassword();
      offDeactivated();
      offSuspended();
      offRevoked();
      socketManager.onAuthRejected = null;
      window.removeEventListener('storage', onStorage);
    };
  }, [navigate]);

  return null;
}
