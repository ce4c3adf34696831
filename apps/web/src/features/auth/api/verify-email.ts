import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const verifyEmail = (token: string) =>
  api<{ message: string }>('POST', '/auth/verify-email', { body: { token }, isAuthAttempt: true });

/** A query, not a mutation: the token is spent once, and a query is not sent twice on mount. */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { skipErrorDialog: true },
  });
}
