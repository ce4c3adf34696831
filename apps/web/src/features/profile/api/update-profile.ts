import type { AccountInformation } from '@haligi/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionStore } from '../../../lib/session-store';

export interface UpdateProfileRequest {
  firstName: string;
  lastName: string;
}

export const updateProfile = (body: UpdateProfileRequest) =>
  api<{ data: AccountInformation; message: string }>('PATCH', '/account/profile', { body });

/** PATCH /account/profile; the answer replaces the stored account. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      if (data && typeof data === 'object' && 'id' in data) sessionStore.setAccount(data);
    },
  });
}
