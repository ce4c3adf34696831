import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const resendVerification = (email: string) =>
  api<{ message: string }>('POST', '/auth/resend-verification', { body: { email }, isAuthAttempt: true });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { skipErrorDialog: true } });
}
