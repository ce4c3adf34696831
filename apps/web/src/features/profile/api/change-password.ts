import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** POST /account/change-password; this session stays signed in, the others are signed out. */
export const changePassword = (body: ChangePasswordRequest) =>
  api<{ message: string }>('POST', '/account/change-password', { body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
