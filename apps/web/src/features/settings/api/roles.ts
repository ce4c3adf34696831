import { useQuery } from '@tanstack/react-query';
import type { RoleRequest } from '@haligi/shared';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

export const ROLE_TABLE_URL = '/role';
/** Saving or deleting a role changes the roles table, the select lists and the scope counts. */
const ROLE_CHANGES = [['table', ROLE_TABLE_URL], ['table', '/role-group'], ['select'], ['scopes']] as const;

export interface RoleRow extends Record<string, unknown> {
  id: number;
  name: string;
  isDeveloper: boolean;
  accountCount: number;
}

export interface Role {
  id: number;
  name: string;
  isDeveloper: boolean;
  isFullAccess: boolean;
  scopeList: string[];
  roleGroupId: number | null;
}

export function useRole(id: number | null) {
  return useQuery({
    queryKey: ['role', id],
    queryFn: ({ signal }) => api<Role>('GET', `${ROLE_TABLE_URL}/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useSaveRole() {
  return useServerAction(
    ({ id, body }: { id: number | null; body: RoleRequest }) =>
      id === null ? api<ActionAnswer>('POST', ROLE_TABLE_URL, { body }) : api<ActionAnswer>('PATCH', `${ROLE_TABLE_URL}/${id}`, { body }),
    { invalidates: ROLE_CHANGES },
  );
}

export function useDeleteRole() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${ROLE_TABLE_URL}/${id}`), { invalidates: ROLE_CHANGES });
}
