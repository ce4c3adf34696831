import type { AccountInformation, LoginRequest } from '@haligi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signIn } from '../../../lib/session';

export interface LoginResponse {
  token: string;
  accountInformation: AccountInformation;
}

export const login = (body: LoginRequest) => api<LoginResponse>('POST', '/auth/login', { body, isAuthAttempt: true });

/** Signs in: stores the session, starts the live channel, refreshes the account. */
export function useLogin() {
  return useMutation({
    mutationFn: async (body: LoginRequest) => {
      const answer = await login(body);
      await signIn(answer.token, answer.accountInformation);
      return answer;
    },
    // The sign-in form shows its own failures inline.
    meta: { skipErrorDialog: true },
  });
}
