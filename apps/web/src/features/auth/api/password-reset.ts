import type { ForgotPasswordRequest, ResetPasswordRequest } from '@haligi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const forgotPassword = (body: ForgotPasswordRequest) =>
  api<{ message: string }>('POST', '/auth/forgot-password', { body, isAuthAttempt: true });

export const resetPassword = (body: ResetPasswordRequest) =>
  api<{ message: string }>('POST', '/auth/reset-password', { body, isAuthAttempt: true });

/** "Forgot password?": the pages show the answer and any failure inline. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { skipErrorDialog: true } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { skipErrorDialog: true } });
}
