import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** A delegation given or received (GET /approval/delegation). */
export interface Delegation {
  id: number;
  from: { id: number; name: string };
  to: { id: number; name: string };
  startsAt: string;
  endsAt: string;
  note: string;
  endedAt: string | null;
}

export const DELEGATION_KEYS = { all: ['approval', 'delegation'] as const };

export const useDelegations = () =>
  useQuery({ queryKey: DELEGATION_KEYS.all, queryFn: ({ signal }) => api<Delegation[]>('GET', '/approval/delegation', { signal }) });

export interface DelegationBody {
  toAccountId: number;
  startsAt: string;
  endsAt: string;
  note?: string;
}

/** POST /approval/delegation; the queue changes with it (the delegate now sees the steps). */
export function useCreateDelegation() {
  return useServerAction((body: DelegationBody) => api<ActionAnswer<Delegation>>('POST', '/approval/delegation', { body }), {
    invalidates: [['approval']],
  });
}

/** DELETE /approval/delegation/{id}. */
export function useEndDelegation() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `/approval/delegation/${id}`), { invalidates: [['approval']] });
}
