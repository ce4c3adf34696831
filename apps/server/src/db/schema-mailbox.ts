import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, companies } from './schema';

// The member's mailbox (issue 17, decision 0063): a copy of each member's IMAP folders and mails,
// read by member/email and by the timelines of leads, projects and purchase orders.

/**
 * A folder of a member's mailbox as last synced: `uidValidity` and `lastUid` let the next sync
 * fetch only UIDs above the last one seen; a changed UIDVALIDITY re-reads the folder.
 * `mailbox` names the server account it came from (user@host:port): another one starts afresh.
 */
export const mailFolders = pgTable(
  'mail_folders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    mailbox: text('mailbox').notNull(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    specialUse: text('special_use'),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull().default(0),
    lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mail_folders_account_path_unique').on(t.accountId, t.path)],
);

/** One mail of a member's folder, parsed by mailparser when synced; flags follow the member's actions. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    folder: text('folder').notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    messageId: text('message_id'),
    subject: text('subject').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    fromAddress: text('from_address').notNull().default(''),
    to: jsonb('to').$type<{ name: string; address: string }[]>().notNull().default([]),
    cc: jsonb('cc').$type<{ name: string; address: string }[]>().notNull().default([]),
    /** From, to and cc in lower case: what the timelines match a client's address against. */
    addresses: text('addresses').array().notNull().default(sql`'{}'::text[]`),
    date: timestamp('date', { withTimezone: true }),
    isRead: boolean('is_read').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    text: text('text').notNull().default(''),
    html: text('html'),
    snippet: text('snippet').notNull().default(''),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_messages_account_folder_uid_unique').on(t.accountId, t.folder, t.uid),
    index('mail_messages_list_idx').on(t.accountId, t.folder, t.date, t.id),
    index('mail_messages_addresses_idx').using('gin', t.addresses),
    index('mail_messages_company_idx').on(t.companyId, t.date),
  ],
);
