import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  numeric,
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

/** Money: exact decimal pesos, read and written as strings. */
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

// Philippine Standard Geographic Code: reference data shared by every company (PSA, 2025 Q2).
export const psgcRegions = pgTable('psgc_regions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const psgcProvinces = pgTable(
  'psgc_provinces',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    regionId: integer('region_id').notNull().references(() => psgcRegions.id),
  },
  (t) => [index('psgc_provinces_region_idx').on(t.regionId)],
);

export const psgcMunicipalities = pgTable(
  'psgc_municipalities',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    regionId: integer('region_id').notNull().references(() => psgcRegions.id),
    /** Null for cities outside any province (NCR, highly urbanised cities listed as such). */
    provinceId: integer('province_id').references(() => psgcProvinces.id),
  },
  (t) => [index('psgc_municipalities_province_idx').on(t.provinceId), index('psgc_municipalities_region_idx').on(t.regionId)],
);

export const psgcBarangays = pgTable(
  'psgc_barangays',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    municipalityId: integer('municipality_id').notNull().references(() => psgcMunicipalities.id),
  },
  (t) => [index('psgc_barangays_municipality_idx').on(t.municipalityId)],
);

/** A saved address of a company (spec part 2, Add Location dialog). */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    regionId: integer('region_id').notNull().references(() => psgcRegions.id),
    provinceId: integer('province_id').references(() => psgcProvinces.id),
    municipalityId: integer('municipality_id').notNull().references(() => psgcMunicipalities.id),
    barangayId: integer('barangay_id').notNull().references(() => psgcBarangays.id),
    zipCode: text('zip_code').notNull(),
    street: text('street').notNull(),
    landmark: text('landmark').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('locations_company_idx').on(t.companyId, t.createdAt)],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    locationId: integer('location_id').references(() => locations.id),
    /** The upload answer {id, url, originalName, name}. */
    logo: jsonb('logo').$type<{ id: number; url: string; originalName: string; name: string } | null>(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('clients_company_idx').on(t.companyId, t.createdAt), index('clients_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/** Organisations the sales team deals with (Leads > companies tab). */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    industry: text('industry').notNull().default(''),
    website: text('website').notNull().default(''),
    email: text('email').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    clientId: integer('client_id').references(() => clients.id),
    locationId: integer('location_id').references(() => locations.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('organizations_company_idx').on(t.companyId, t.createdAt)],
);

/** Contact persons (Leads > people tab). */
export const people = pgTable(
  'people',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position').notNull().default(''),
    email: text('email').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    organizationId: integer('organization_id').references(() => organizations.id),
    clientId: integer('client_id').references(() => clients.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('people_company_idx').on(t.companyId, t.createdAt)],
);

/** Deal types of the lead dialog (searchable select with add). */
export const leadTypes = pgTable(
  'lead_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('lead_types_company_name_unique').on(t.companyId, t.name)],
);

/**
 * Leads and projects share one record, told apart by is_lead (spec part 1 section 3). A lead's
 * stage is its board_key on the lead board; a project's board_key is its column on the project
 * board. board_position orders cards within a column.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    isLead: boolean('is_lead').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull(),
    budget: money('budget').notNull().default('0'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    clientId: integer('client_id').references(() => clients.id),
    locationId: integer('location_id').references(() => locations.id),
    /** Percent of the contract. */
    downpaymentAmount: numeric('downpayment_amount', { precision: 7, scale: 2 }).notNull().default('0'),
    /** Percent of the contract. */
    retentionAmount: numeric('retention_amount', { precision: 7, scale: 2 }).notNull().default('0'),
    winProbability: text('win_probability').notNull().default('UNKNOWN'),
    leadSource: text('lead_source').notNull().default(''),
    leadTypeId: integer('lead_type_id').references(() => leadTypes.id),
    abc: money('abc').notNull().default('0'),
    mmr: money('mmr').notNull().default('0'),
    initialCosting: money('initial_costing').notNull().default('0'),
    contactDetails: text('contact_details').notNull().default(''),
    relationshipOwnerId: integer('relationship_owner_id').references(() => accounts.id),
    boardKey: text('board_key').notNull(),
    boardPosition: doublePrecision('board_position').notNull().default(0),
    /** The lead a project was converted from; the lead keeps its own row and history. */
    convertedFromId: integer('converted_from_id'),
    convertedToId: integer('converted_to_id'),
    notes: text('notes').notNull().default(''),
    createdById: integer('created_by_id').references(() => accounts.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('projects_board_idx').on(t.companyId, t.isLead, t.isDeleted, t.boardKey, t.boardPosition),
    index('projects_company_list_idx').on(t.companyId, t.isLead, t.isDeleted, t.createdAt),
    index('projects_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** The activity timeline of a lead or project: created, stage changes, notes, emails, meetings, tasks. */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    projectId: integer('project_id').notNull().references(() => projects.id),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    accountId: integer('account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_activities_project_idx').on(t.companyId, t.projectId, t.createdAt)],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    projectId: integer('project_id').references(() => projects.id),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place').notNull().default(''),
    description: text('description').notNull().default(''),
    createdById: integer('created_by_id').references(() => accounts.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('calendar_events_company_idx').on(t.companyId, t.startsAt)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    projectId: integer('project_id').references(() => projects.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dueDate: date('due_date', { mode: 'string' }),
    assigneeId: integer('assignee_id').references(() => accounts.id),
    status: text('status').notNull().default('PENDING'),
    createdById: integer('created_by_id').references(() => accounts.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('tasks_company_idx').on(t.companyId, t.createdAt)],
);

/** A project's bills of quantities; a new project starts with an empty PENDING one. */
export const billOfQuantities = pgTable(
  'bill_of_quantities',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    projectId: integer('project_id').notNull().references(() => projects.id),
    name: text('name').notNull(),
    status: text('status').notNull().default('PENDING'),
    revision: integer('revision').notNull().default(1),
    sourceBoqId: integer('source_boq_id'),
    ...timestamps,
  },
  (t) => [index('boq_project_idx').on(t.companyId, t.projectId, t.revision)],
);

/**
 * Documents attached to a lead or project (proposal, presentation, contract…). The file itself is
 * an upload in `files`; this row links it to the record with a document kind.
 */
export const projectDocuments = pgTable(
  'project_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    projectId: integer('project_id').notNull().references(() => projects.id),
    fileId: integer('file_id').notNull().references(() => files.id),
    /** PROPOSAL | PRESENTATION | CONTRACT | OTHER */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => accounts.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('project_documents_project_idx').on(t.companyId, t.projectId, t.isDeleted)],
);
