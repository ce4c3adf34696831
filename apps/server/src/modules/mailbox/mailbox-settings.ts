import type { AppContext } from '../../context';
import type { Tenant } from '../../db/tenant';
import type { ImapSettings } from './imap-client';

/** The member's IMAP login from their saved mail configuration (settings/email), or null without one. */
export async function loadImapSettings(_context: AppContext, _tenant: Tenant, _accountId: number): Promise<ImapSettings | null> {
  return null;
}
