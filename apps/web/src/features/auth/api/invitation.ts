import type { AcceptInviteRequest, AccountInformation } from '@haligi/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signIn } from '../../../lib/session';

export interface Invitation {
  email: string;
  companyName: string;
  roleName: string;
  expiresAt: string;
}

export const getInvitation = (token: string) =>
  api<Invitation>('GET', `/auth/invite/${encodeURIComponent(token)}`, { isAuthAttempt: true });

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
    meta: { skipErrorDialog: true },
  });
}

interface AcceptInviteResponse {
  token: string;
  accountInformation: AccountInformation;
  message: string;
}

/** Accepting creates the account and signs in. */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: async (body: AcceptInviteRequest) => {
      const answer = await api<AcceptInviteResponse>('POST', '/auth/accept-invite', { body, isAuthAttempt: true });
      await signIn(answer.token, answer.accountInformation);
      return answer;
    },
    meta: { skipErrorDialog: true },
  });
}
