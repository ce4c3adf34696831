import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A tenant of the installation. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('companies_created_idx').on(t.createdAt), index('companies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('branches_company_idx').on(t.companyId)],
);

export const roleGroups = pgTable(
  'role_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('role_groups_company_idx').on(t.companyId, t.createdAt)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    scopeList: jsonb('scope_list').$type<string[]>().notNull().default([]),
    isFullAccess: boolean('is_full_access').notNull().default(false),
    isDeveloper: boolean('is_developer').notNull().default(false),
    roleGroupId: integer('role_group_id').references(() => roleGroups.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('roles_company_idx').on(t.companyId, t.createdAt)],
);

export const userLevels = pgTable(
  'user_levels',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    level: integer('level').notNull().default(0),
    description: text('description').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('user_levels_company_idx').on(t.companyId, t.createdAt)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id').notNull().references(() => roles.id),
    userLevelId: integer('user_level_id').references(() => userLevels.id),
    branchId: integer('branch_id').references(() => branches.id),
    isDeveloper: boolean('is_developer').notNull().default(false),
    /** Inactive (deactivated) accounts: spec part 1 section 4. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_email_unique').on(t.email),
    index('accounts_company_list_idx').on(t.companyId, t.isDeleted, t.createdAt),
    index('accounts_company_role_idx').on(t.companyId, t.roleId),
    index('accounts_name_trgm').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('accounts_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Bearer tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash), index('sessions_account_idx').on(t.accountId)],
);

/** One-time links: email verification. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_verifications_token_unique').on(t.tokenHash)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    email: text('email').notNull(),
    roleId: integer('role_id').notNull().references(() => roles.id),
    invitedById: integer('invited_by_id').references(() => accounts.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('invitations_token_unique').on(t.tokenHash), index('invitations_company_idx').on(t.companyId, t.createdAt)],
);

/** Every mail the system sends; without SMTP_URL this is the outbox developers read. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').notNull().default('QUEUED'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt), index('email_outbox_company_idx').on(t.companyId, t.createdAt)],
);

/** The durable job queue (docs/decisions/0002-job-queue.md). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [index('jobs_ready_idx').on(t.state, t.runAt), index('jobs_created_idx').on(t.createdAt)],
);

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedById: integer('uploaded_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('files_name_unique').on(t.name), index('files_company_idx').on(t.companyId)],
);
