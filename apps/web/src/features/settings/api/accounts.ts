import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

export const ACCOUNT_TABLE_URL = '/account';
export const INACTIVE_ACCOUNT_TABLE_URL = '/account/inactive';
const ACCOUNT_TABLES = [['table', ACCOUNT_TABLE_URL], ['table', INACTIVE_ACCOUNT_TABLE_URL]] as const;

export interface AccountRow extends Record<string, unknown> {
  id: number;
  name: string;
  email: string;
  roleId: number;
  roleName: string;
  userLevelId: number | null;
  userLevelName: string | null;
  branchId: number | null;
  branchName: string | null;
}

export interface UpdateAccountVariables {
  id: number;
  roleId: number;
  userLevelId: number | null;
  branchId: number | null;
}

export function useUpdateAccount() {
  return useServerAction(
    ({ id, ...body }: UpdateAccountVariables) => api<ActionAnswer>('PATCH', `/account/${id}`, { body }),
    { invalidates: ACCOUNT_TABLES },
  );
}

export function useDeactivateAccount() {
  return useServerAction((id: number) => api<ActionAnswer>('POST', `/account/${id}/deactivate`), { invalidates: ACCOUNT_TABLES });
}

export function useReactivateAccount() {
  return useServerAction((id: number) => api<ActionAnswer>('POST', `/account/${id}/reactivate`), { invalidates: ACCOUNT_TABLES });
}
