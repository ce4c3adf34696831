import type { EmailConfigAnswer, EmailOutcome, EmailServerPreset } from '@haligi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_CONFIG_KEY } from '../../../components/email-compose';
import { api } from '../../../lib/api';

/** What the settings form sends: a blank password is left out (the saved one stays). */
export interface EmailConfigBody {
  fromName: string;
  fromEmail: string;
  smtpHost: string;
  smtpPort: number;
  smtpSecure: boolean;
  smtpUser: string;
  smtpPassword?: string;
  imapHost: string;
  imapPort: number;
  imapSecure: boolean;
  imapUser: string;
  imapPassword?: string;
}

type Saved = { data: EmailConfigAnswer; message: string };

/** POST /email-config the first time, PUT after: the servers are not contacted. */
export function useSaveEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isNew }: { body: EmailConfigBody; isNew: boolean }) => api<Saved>(isNew ? 'POST' : 'PUT', '/email-config', { body }),
    onSuccess: ({ data }) => queryClient.setQueryData(EMAIL_CONFIG_KEY, data),
  });
}

/** DELETE /email-config. */
export function useDeleteEmailConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('DELETE', '/email-config'),
    onSuccess: () => queryClient.setQueryData(EMAIL_CONFIG_KEY, null),
  });
}

/** POST /email-config/test: the SMTP and IMAP logins of the form's settings (blank passwords: the saved ones). */
export function useTestEmailConfig() {
  return useMutation({
    mutationFn: (body: Omit<EmailConfigBody, 'fromName' | 'fromEmail'>) => api<EmailOutcome>('POST', '/email-config/test', { body }),
    // The answer (or the refusal) shows beside the button.
    meta: { skipErrorDialog: true },
  });
}

/** GET /email-config/presets/{provider}. */
export const fetchEmailPreset = (provider: string) => api<{ data: EmailServerPreset }>('GET', `/email-config/presets/${encodeURIComponent(provider)}`).then((answer) => answer.data);
