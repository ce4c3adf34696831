import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, companies, projects } from './schema';

// A member's own mailbox and the mails sent through it (issue 17, decision 0062).

/**
 * One per member (account): the SMTP server mail is sent through and the IMAP server the email
 * client reads. Passwords are sealed with AES-256-GCM under the server's SECRETS_KEY
 * (`lib/secret-box.ts`, bound to the account and the field) and never answered.
 */
export const emailConfigs = pgTable(
  'email_configs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    fromName: text('from_name').notNull().default(''),
    fromEmail: text('from_email').notNull(),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull(),
    smtpSecure: boolean('smtp_secure').notNull(),
    smtpUser: text('smtp_user').notNull(),
    smtpPasswordSealed: text('smtp_password_sealed').notNull(),
    imapHost: text('imap_host').notNull(),
    imapPort: integer('imap_port').notNull(),
    imapSecure: boolean('imap_secure').notNull(),
    imapUser: text('imap_user').notNull(),
    imapPasswordSealed: text('imap_password_sealed').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('email_configs_account_unique').on(t.accountId), index('email_configs_company_idx').on(t.companyId)],
);

/** A mail a member sent through their own mailbox (POST /email/send, the lead page's Send Email). */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    fromEmail: text('from_email').notNull(),
    to: text('to_addresses').array().notNull(),
    cc: text('cc_addresses').array().notNull().default([]),
    bcc: text('bcc_addresses').array().notNull().default([]),
    subject: text('subject').notNull(),
    /** The Message-ID the mail went out with. */
    messageId: text('message_id'),
    /** The lead or project the mail was sent from, when it was. */
    projectId: integer('project_id').references(() => projects.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sent_emails_account_idx').on(t.accountId, t.sentAt)],
);
