import { LOGIN_PATH } from '@haligi/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { clearLogin } from '../../../lib/session';

/** Ends the server session (best effort), clears login data and opens the sign-in page. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await api('POST', '/auth/logout').catch((error: unknown) => console.warn('Sign out request failed', error));
    void clearLogin();
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);
}
