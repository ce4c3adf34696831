import { z } from 'zod';
import { MAX_PAGE_NUMBER, text, wholeNumber } from '../validation';

/** The member's mailbox (member/email; spec part 2 section 7, decision 0063). */
export const MAILBOX_MESSAGES = {
  syncStarted: 'Sync started',
  verified: 'Your mailbox is configured and the mail server accepted the login',
  moved: 'Email moved',
  markedRead: 'Marked as read',
  markedUnread: 'Marked as unread',
  starred: 'Starred',
  unstarred: 'Star removed',
  deleted: 'Email deleted',
} as const;

/** POST /email/test: the mail sent to the member's own address. */
export const MAIL_TEST_SUBJECT = 'Haligi test email';
export const mailTestSentMessage = (address: string) => `Test email sent to ${address}`;

/** How the answer to a refused IMAP call begins; the server's own reason follows. */
export const MAIL_SERVER_REFUSED = 'The mail server refused the request';

export const MAIL_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_MAIL_PAGE_SIZE = 25;

const folderName = () => text().trim().min(1, 'is required').max(500);
const yesNo = () => z.enum(['true', 'false'], { error: 'must be true or false' }).optional();

/** GET /email/list: one folder's mails, newest first. */
export const mailListQuery = z.object({
  folder: folderName().default('INBOX'),
  page: wholeNumber(1, MAX_PAGE_NUMBER).default(1),
  pageSize: wholeNumber(1, 100).default(DEFAULT_MAIL_PAGE_SIZE),
  /** Subject, sender, recipients and text, anywhere in them. */
  search: text().trim().max(200).optional(),
  /** true: only unread mails; false: only read ones. */
  unread: yesNo(),
  /** true: only starred mails; false: only the others. */
  starred: yesNo(),
});
export type MailListQuery = z.infer<typeof mailListQuery>;

/** PUT /email/{id}/move */
export const mailMoveRequest = z.object({ folder: folderName() });

export interface MailAddress {
  name: string;
  address: string;
}

/** A mail in the list. */
export interface MailSummary {
  id: number;
  folder: string;
  uid: number;
  from: MailAddress | null;
  to: MailAddress[];
  subject: string;
  /** The first characters of its text. */
  snippet: string;
  date: string | null;
  isRead: boolean;
  isStarred: boolean;
  hasAttachments: boolean;
}

/** GET /email/{id}: the mail with its bodies (html as the sender wrote it: show it sandboxed). */
export interface MailDetail extends MailSummary {
  cc: MailAddress[];
  messageId: string | null;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

export interface MailListAnswer {
  list: MailSummary[];
  pagination: { page: number; pageSize: number; total: number };
}

/** GET /email/folders */
export interface MailFolder {
  path: string;
  name: string;
  /** \Inbox, \Sent, \Drafts, \Junk, \Trash, \Archive, \Flagged or null. */
  specialUse: string | null;
  total: number;
  unread: number;
}

/** GET /email/sync and the `email-sync-progress` push. */
export interface MailSyncStatus {
  jobId: number | null;
  state: 'IDLE' | 'QUEUED' | 'RUNNING' | 'COMPLETED' | 'FAILED' | 'RETRYING';
  percent: number;
  /** The folder being read. */
  folder: string | null;
  /** New mails stored so far by this sync. */
  fetched: number;
  message: string | null;
  finishedAt: string | null;
}
