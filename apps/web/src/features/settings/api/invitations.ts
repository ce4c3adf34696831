import type { InviteRequest } from '@haligi/shared';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

export const INVITATION_TABLE_URL = '/invitation';

export interface InvitationRow extends Record<string, unknown> {
  id: number;
  email: string;
  status: string;
}

export function useCreateInvitation() {
  return useServerAction((body: InviteRequest) => api<ActionAnswer>('POST', INVITATION_TABLE_URL, { body }), {
    invalidates: [['table', INVITATION_TABLE_URL]],
  });
}

export function useCancelInvitation() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${INVITATION_TABLE_URL}/${id}`), {
    invalidates: [['table', INVITATION_TABLE_URL]],
  });
}
