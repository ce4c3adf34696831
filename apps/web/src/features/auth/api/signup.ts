import type { SignupRequest } from '@haligi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const signup = (body: SignupRequest) => api<{ message: string }>('POST', '/auth/signup', { body, isAuthAttempt: true });

export function useSignup() {
  return useMutation({ mutationFn: signup, meta: { skipErrorDialog: true } });
}
