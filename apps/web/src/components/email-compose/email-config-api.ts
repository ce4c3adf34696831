import type { EmailConfigAnswer } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The member's own mailbox settings: settings/email edits them, the compose dialog reads them. */
export const EMAIL_CONFIG_KEY = ['email-config'] as const;

/** GET /email-config -> {data}: null when the member has not connected a mailbox. */
export const fetchEmailConfig = () => api<{ data: EmailConfigAnswer | null }>('GET', '/email-config').then((answer) => answer.data);

export function useEmailConfig(options: { enabled?: boolean; showErrors?: boolean } = {}) {
  return useQuery({
    queryKey: EMAIL_CONFIG_KEY,
    queryFn: fetchEmailConfig,
    enabled: options.enabled ?? true,
    meta: { skipErrorDialog: !options.showErrors },
  });
}
