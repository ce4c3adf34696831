import type { AppContext } from '../../context';
import type { Tenant } from '../../db/tenant';
import { unprocessable } from '../../http/errors';
import { secretBoxFor } from '../../lib/secret-box';
import { EmailConfigService, unreadablePassword, type Mailbox } from '../email-config/email-config.service';
import type { ImapSettings } from './imap-client';

/** The member's saved mailbox (settings/email), or null without one. */
export async function loadMailbox(context: AppContext, tenant: Tenant, accountId: number): Promise<Mailbox | null> {
  return new EmailConfigService(secretBoxFor(context.config)).mailbox(tenant, accountId);
}

/** The member's IMAP login, or null without a configuration; 422 when the saved password cannot be opened. */
export async function loadImapSettings(context: AppContext, tenant: Tenant, accountId: number): Promise<ImapSettings | null> {
  const mailbox = await loadMailbox(context, tenant, accountId);
  if (!mailbox) return null;
  if (mailbox.imap.password === null) throw unprocessable(unreadablePassword('imap'));
  return { ...mailbox.imap, password: mailbox.imap.password };
}
