import type { ComponentType } from 'react';
import { MailboxPage } from './pages/mailbox-page';

/** The mailbox screens by route name (packages/shared access/routes.ts). */
export const MAILBOX_PAGES: Record<string, ComponentType> = {
  member_email: MailboxPage,
};
