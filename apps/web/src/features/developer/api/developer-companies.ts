import type { AccountInformation } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

export const COMPANY_TABLE_URL = '/developer/company';
export const ACCOUNT_TABLE_URL = '/developer/account';
export const DEFAULT_ROLE_URL = '/developer/default-role';
export const DEFAULT_USER_LEVEL_URL = '/developer/default-user-level';

export interface CompanyRow extends Record<string, unknown> {
  id: number;
  name: string;
  address: string;
  tin: string;
  brandColor: string | null;
  isSuspended: boolean;
  suspendedAt: string | null;
  accountCount: number;
  recordCount: number;
  storageBytes: number;
  lastActivityAt: string | null;
}

export interface DeveloperAccountRow extends Record<string, unknown> {
  id: number;
  name: string;
  email: string;
  companyId: number;
  companyName: string;
  isDeveloper: boolean;
  isDeleted: boolean;
  companySuspended: boolean;
}

export interface CompanyFields {
  name: string;
  address: string;
  tin: string;
  brandColor: string | null;
}

const companyInvalidates = [['table', COMPANY_TABLE_URL], ['table', ACCOUNT_TABLE_URL]] as const;

/** POST /developer/company (with its administrator's address) or PATCH /developer/company (whitelabel fields). */
export function useSaveCompany() {
  return useServerAction(
    ({ id, body }: { id: number | null; body: CompanyFields & { adminEmail?: string } }) =>
      id === null ? api<ActionAnswer<CompanyRow>>('POST', COMPANY_TABLE_URL, { body }) : api<ActionAnswer<CompanyRow>>('PATCH', COMPANY_TABLE_URL, { body: { id, ...body } }),
    { invalidates: companyInvalidates },
  );
}

/** PATCH /developer/company {id, isSuspended}. */
export function useSetSuspended() {
  return useServerAction(({ id, isSuspended }: { id: number; isSuspended: boolean }) => api<ActionAnswer<CompanyRow>>('PATCH', COMPANY_TABLE_URL, { body: { id, isSuspended } }), {
    invalidates: companyInvalidates,
  });
}

export type AccountAction = 'deactivate' | 'reactivate' | 'password-reset-mail';

export function useAccountAction() {
  return useServerAction(({ id, action }: { id: number; action: AccountAction }) => api<ActionAnswer>('POST', `/developer/account/${action}`, { body: { id } }), {
    invalidates: [['table', ACCOUNT_TABLE_URL], ['table', COMPANY_TABLE_URL]],
  });
}

export interface ImpersonationInfo {
  developer: { id: number; name: string };
  account: { id: number; name: string; companyName: string };
  expiresAt: string;
}

export interface ImpersonationStarted {
  token: string;
  accountInformation: AccountInformation;
  impersonation: ImpersonationInfo;
  message: string;
}

export const startImpersonation = (id: number) => api<ImpersonationStarted>('POST', '/developer/impersonation', { body: { id } });
export const endImpersonationCall = () => api<ActionAnswer>('POST', '/impersonation/end');

/** GET /impersonation: whether the signed-in session is an impersonation (the banner checks its stored state against it). */
export function useCurrentImpersonation(enabled: boolean) {
  return useQuery({ queryKey: ['impersonation'], queryFn: () => api<{ data: ImpersonationInfo | null }>('GET', '/impersonation'), enabled, staleTime: 60_000 });
}

export interface TemplateAnswer<T> extends ActionAnswer<T> {
  applicableCompanies: number;
}

export type TemplateUrl = typeof DEFAULT_ROLE_URL | typeof DEFAULT_USER_LEVEL_URL;

/** POST or PATCH a template; the answer says how many companies an apply would update. */
export function useSaveTemplate<TBody>(url: TemplateUrl) {
  return useServerAction(
    ({ id, body }: { id: number | null; body: TBody }) =>
      id === null ? api<TemplateAnswer<{ id: number; name: string }>>('POST', url, { body }) : api<TemplateAnswer<{ id: number; name: string }>>('PATCH', url, { body: { id, ...body } }),
    { invalidates: [['table', url]] },
  );
}

export function useApplyTemplate(url: TemplateUrl) {
  return useServerAction((id: number) => api<ActionAnswer<{ updated: number }>>('POST', `${url}/apply`, { body: { id } }), { invalidates: [['table', url]] });
}
