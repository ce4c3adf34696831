import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, companies } from './schema';

// Company settings and one-time codes (issue 17, decision 0064).

/** A company's own subject and body of a system mail; without a row the default of the shared catalogue applies. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    key: text('key').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedById: integer('updated_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('mail_templates_company_key_unique').on(t.companyId, t.key)],
);

/**
 * One-time codes: only a salted SHA-256 of the code is kept. `purpose` keeps the general codes
 * (`POST /otp/request`, any type) apart from developer promotion, so no caller-chosen type can
 * mint a promotion code. `spent_at` is set when the code is used or its tries run out.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    purpose: text('purpose').notNull(),
    type: text('type').notNull(),
    context: text('context').notNull().default(''),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    failedTries: integer('failed_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    /** From the service's clock (tests move it), not the database's. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('one_time_codes_account_idx').on(t.accountId, t.purpose, t.type, t.requestedAt)],
);
