import type { AboutInstallation, CompanyProfile, MailTemplateAnswer, UpdateCompanyProfileRequest } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshAccount } from '../../../lib/session';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

export const COMPANY_KEYS = {
  profile: ['company', 'profile'] as const,
  about: ['settings', 'about'] as const,
  templates: ['settings', 'mail-templates'] as const,
};

/**
 * GET /company/profile: every member's header reads it. The logo's signed link lasts 15 minutes,
 * so the profile is read again every 10.
 */
export function useCompanyProfile(isEnabled = true) {
  return useQuery({
    queryKey: COMPANY_KEYS.profile,
    queryFn: async ({ signal }) => (await api<{ data: CompanyProfile }>('GET', '/company/profile', { signal })).data,
    enabled: isEnabled,
    staleTime: 60_000,
    refetchInterval: 10 * 60_000,
    retry: false,
  });
}

/** PATCH /company/profile with the fields that changed; the account is read again for the company's name. */
export function useUpdateCompanyProfile() {
  return useServerAction(
    async (body: UpdateCompanyProfileRequest) => {
      const answer = await api<ActionAnswer<CompanyProfile>>('PATCH', '/company/profile', { body });
      if (body.name !== undefined) await refreshAccount().catch(() => undefined);
      return answer;
    },
    { invalidates: [COMPANY_KEYS.profile] },
  );
}

/** GET /settings/about */
export function useAbout() {
  return useQuery({
    queryKey: COMPANY_KEYS.about,
    queryFn: async ({ signal }) => (await api<{ data: AboutInstallation }>('GET', '/settings/about', { signal })).data,
    retry: false,
  });
}

/** GET /settings/mail-templates */
export function useMailTemplates() {
  return useQuery({
    queryKey: COMPANY_KEYS.templates,
    queryFn: async ({ signal }) => (await api<{ list: MailTemplateAnswer[] }>('GET', '/settings/mail-templates', { signal })).list,
    staleTime: 0,
    retry: false,
  });
}

/** POST /settings/mail-template: the company's own subject and body. */
export function useSaveMailTemplate() {
  return useServerAction((body: { key: string; subject: string; body: string }) => api<ActionAnswer<MailTemplateAnswer>>('POST', '/settings/mail-template', { body }), {
    invalidates: [COMPANY_KEYS.templates],
  });
}

/** POST /settings/mail-template/reset */
export function useResetMailTemplate() {
  return useServerAction((key: string) => api<ActionAnswer<MailTemplateAnswer>>('POST', '/settings/mail-template/reset', { body: { key } }), {
    invalidates: [COMPANY_KEYS.templates],
  });
}
