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
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, money, qty, timestamps } from './columns';


/** A tenant of the installation. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    /** Company profile (settings/company, decision 0064): the TIN as digits, the brand colour `#rrggbb`. */
    tin: text('tin').notNull().default(''),
    brandColor: text('brand_color'),
    /** The logo's upload; its bytes are copied into `logo_image` so every PDF writer can draw it from the database. */
    logoFileId: integer('logo_file_id'),
    logoImage: bytea('logo_image'),
    /** Inventory: whether a deducting receipt may take a warehouse's stock below zero. */
    allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Suspended by a developer (issue 19, decision 0070): its members cannot sign in, their sessions were ended. */
    isSuspended: boolean('is_suspended').notNull().default(false),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
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
    /** The default role (developer template) this role was copied from, and what was copied (decision 0070). */
    defaultRoleId: integer('default_role_id'),
    templateCopy: jsonb('template_copy').$type<Record<string, unknown>>(),
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
    /** The default user level (developer template) this level was copied from, and what was copied (decision 0070). */
    defaultUserLevelId: integer('default_user_level_id'),
    templateCopy: jsonb('template_copy').$type<Record<string, unknown>>(),
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
    /** A developer signed in as this account (impersonation, decision 0070). */
    impersonatorAccountId: integer('impersonator_account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash), index('sessions_account_idx').on(t.accountId)],
);

/**
 * Password attempts counted before the password is checked (sign-in and "confirm with your
 * password"), one row per key (`login:a:<email>`, `login:i:<ip>`, `confirm:a:<accountId>`, ...):
 * a fixed window opened by its first attempt. Shared by every process on the database.
 */
export const authAttempts = pgTable('auth_attempts', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Server secrets every process shares, made once by the first process that needs them (`file-links`). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

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

/**
 * "Forgot password?" links: the token's SHA-256 only, valid one hour, used once (decision 0030).
 * A new request leaves earlier links valid until they expire or one of them is used.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash), index('password_resets_account_idx').on(t.accountId, t.createdAt)],
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
    /** When the running attempt was claimed. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** A running job belongs to `lease_owner` until `lease_until`; the heartbeat renews it, any process reclaims it once expired (decision 0024). */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    lastError: text('last_error'),
    /** A developer canceled it while it waited (decision 0071): the job is FAILED and never retried by the queue. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    canceledById: integer('canceled_by_id').references(() => accounts.id),
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
    /** When the card last entered its column (days in stage). */
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why a lead in Closed Lost was lost; cleared when it leaves that stage (the timeline keeps it). */
    lostReason: text('lost_reason'),
    /** The lead a project was converted from; the lead keeps its own row and history. */
    convertedFromId: integer('converted_from_id'),
    convertedToId: integer('converted_to_id'),
    createdById: integer('created_by_id').references(() => accounts.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('projects_board_idx').on(t.companyId, t.isLead, t.isDeleted, t.boardKey, t.boardPosition),
    // One live card per place in a column (decision 0026); deleted cards keep theirs.
    uniqueIndex('projects_board_position_unique').on(t.companyId, t.isLead, t.boardKey, t.boardPosition).where(sql`not ${t.isDeleted}`),
    index('projects_company_list_idx').on(t.companyId, t.isLead, t.isDeleted, t.createdAt, t.id),
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

/** A lead's notes: each save adds one, dated, with its author (null: unknown, as for notes kept before the list). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    projectId: integer('project_id').notNull().references(() => projects.id),
    text: text('text').notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_project_idx').on(t.companyId, t.projectId, t.createdAt)],
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
    /** The invitation's recipients (addresses); each scheduling or move mails them an .ics. */
    attendees: jsonb('attendees').$type<string[]>().notNull().default([]),
    /** The invitation's SEQUENCE (RFC 5545): raised on every move, so calendar clients take the newest. */
    sequence: integer('sequence').notNull().default(0),
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
    /** Set when the task is ticked done; null while open. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneById: integer('done_by_id').references(() => accounts.id),
    createdById: integer('created_by_id').references(() => accounts.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('tasks_company_idx').on(t.companyId, t.createdAt),
    // "My tasks" and a lead's open tasks.
    index('tasks_assignee_open_idx').on(t.companyId, t.assigneeId, t.dueDate).where(sql`not ${t.isDeleted} and ${t.doneAt} is null`),
    index('tasks_project_idx').on(t.companyId, t.projectId).where(sql`not ${t.isDeleted}`),
  ],
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
    /** Bumped by every accepted edit; servers cache a BOQ's rows by it. */
    editVersion: integer('edit_version').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Marked "submitted to client": the revision is frozen (no edits, no lock change). */
    submittedToClientAt: timestamp('submitted_to_client_at', { withTimezone: true }),
    submittedToClientById: integer('submitted_to_client_by_id').references(() => accounts.id),
    /** Quotation summary (decision 0036): overhead (OCM) and contingency, percent of the direct cost; null: no such line. */
    ocmPercentage: numeric('ocm_percentage', { precision: 5, scale: 2 }),
    contingencyPercentage: numeric('contingency_percentage', { precision: 5, scale: 2 }),
    /** The quotation's terms; null: the default terms. */
    quotationTerms: text('quotation_terms'),
    /** QT-000001, from the company's QT series the first time the quotation is printed. */
    quotationNumber: text('quotation_number'),
    createdById: integer('created_by_id').references(() => accounts.id),
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

// ---------------------------------------------------------------------------------------------
// Items, warehouses, stock ledger, suppliers (issue 4)

/** Quantities (stock, sizes): exact decimals with 4 places. */

/** Per-company counters for document codes (receipts IR-000001, purchase orders PO-000001). */
export const companySequences = pgTable(
  'company_sequences',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [uniqueIndex('company_sequences_pk').on(t.companyId, t.name)],
);

/**
 * How many rows a big table holds per company and kind (`items:simple:live`, `leads:live`,
 * `ledger_lines`...): what a table answers as its total when the request filters by nothing but
 * the company. Kept by statement triggers on the counted tables, in the writing transaction
 * (migration 0016, decision 0029); no foreign key, so a company's rows can be removed in any order.
 */
export const recordCounts = pgTable(
  'record_counts',
  {
    companyId: integer('company_id').notNull(),
    counter: text('counter').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.counter] })],
);

/** Units of measure: reference data shared by every company. `key` is the abbreviation (pc, kg, cu.m). */
export const unitsOfMeasure = pgTable('units_of_measure', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

/**
 * The catalogue. A simple item has no parent and no tiers. An item with variations is a parent
 * (tiers set, variationCount > 0) whose variants are items with parentId and a `variation` map
 * (tier key -> attribute); each variant has its own SKU, prices and stock.
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    description: text('description').notNull().default(''),
    estimatedBuyingPrice: money('estimated_buying_price').notNull().default('0'),
    sellingPrice: money('selling_price').notNull().default('0'),
    size: qty('size').notNull().default('0'),
    uom: text('uom').notNull().default('pc'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    minimumStockLevel: qty('minimum_stock_level').notNull().default('0'),
    maximumStockLevel: qty('maximum_stock_level').notNull().default('0'),
    /** Parent only: [{key, attributes[]}] in order. */
    tiers: jsonb('tiers').$type<{ key: string; attributes: string[] }[]>().notNull().default([]),
    /** Variant only: tier key -> attribute. */
    variation: jsonb('variation').$type<Record<string, string>>(),
    variationCount: integer('variation_count').notNull().default(0),
    /** Sum of stock_levels over the company's warehouses, kept in the same transaction as the ledger. */
    stockCount: qty('stock_count').notNull().default('0'),
    isDraft: boolean('is_draft').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdById: integer('created_by_id').references(() => accounts.id),
    /**
     * Name and SKU lower-cased in one text (a line break between, which no keyword holds): the
     * item table's keyword is one LIKE over one trigram index, half the work of two ILIKEs.
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name) || chr(10) || lower(sku)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('items_company_sku_unique').on(t.companyId, sql`lower(${t.sku})`),
    index('items_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('items_list_idx').on(t.companyId, t.isDeleted, t.parentId, t.createdAt, t.id),
    index('items_parent_idx').on(t.companyId, t.parentId),
    index('items_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('items_sku_trgm').using('gin', sql`${t.sku} gin_trgm_ops`),
  ],
);

/** COMPANY | PROJECT | IN_TRANSIT | TEMPORARY. A project's warehouse is created with the project. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    projectId: integer('project_id').references(() => projects.id),
    locationId: integer('location_id').references(() => locations.id),
    address: text('address').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    index('warehouses_company_idx').on(t.companyId, t.kind, t.isDeleted, t.createdAt),
    index('warehouses_project_idx').on(t.companyId, t.projectId),
  ],
);

/** Current stock of an item in a warehouse: derived from the ledger lines, updated with them. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    quantity: qty('quantity').notNull().default('0'),
    /** What the quantity cost (moving average): receipts add quantity x unit cost, issues take quantity x average. */
    value: qty('value').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_levels_pk').on(t.warehouseId, t.itemId),
    index('stock_levels_item_idx').on(t.companyId, t.itemId),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    contactNumber: text('contact_number').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    locationId: integer('location_id').references(() => locations.id),
    tin: text('tin').notNull().default(''),
    paymentTerms: text('payment_terms').notNull().default(''),
    /** Expanded withholding tax code (WC158...); null: nothing is withheld when paying the supplier. */
    ewtAtc: text('ewt_atc'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    index('suppliers_company_idx').on(t.companyId, t.isDeleted, t.createdAt),
    index('suppliers_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** The price a supplier sells an item at now; every change is kept in supplier_price_updates. */
export const supplierItems = pgTable(
  'supplier_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    price: money('price').notNull(),
    updatedById: integer('updated_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('supplier_items_unique').on(t.supplierId, t.itemId),
    index('supplier_items_item_idx').on(t.companyId, t.itemId),
  ],
);

export const supplierPriceUpdates = pgTable(
  'supplier_price_updates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    supplierId: integer('supplier_id').notNull().references(() => suppliers.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    previousPrice: money('previous_price'),
    price: money('price').notNull(),
    updatedById: integer('updated_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_price_updates_idx').on(t.companyId, t.supplierId, t.itemId, t.createdAt)],
);

/**
 * Purchase orders, as far as receipts need them: a PURCHASE_ORDER receipt belongs to one; its
 * balance is total minus payments. Requests, approvals and deliveries come with purchasing.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    projectId: integer('project_id').references(() => projects.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    status: text('status').notNull().default('DELIVERED'),
    total: money('total').notNull().default('0'),
    /** The 12% VAT inside the total (lines VAT-inclusive) or added to it (VAT-exclusive lines). */
    vatAmount: money('vat_amount').notNull().default('0'),
    paidAmount: money('paid_amount').notNull().default('0'),
    memo: text('memo').notNull().default(''),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    /** When the supplier is to be paid: the delivery date plus the supplier's credit days; null: on delivery. */
    dueDate: date('due_date', { mode: 'string' }),
    deliveryTerms: text('delivery_terms'),
    /** The last rejection or cancel reason, for lists (the approval trail keeps every decision). */
    statusReason: text('status_reason'),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('purchase_orders_code_unique').on(t.companyId, t.code),
    // The orders table's default sort (newest first), unfiltered, by status and by supplier: page 1 read from the index.
    index('purchase_orders_company_idx').on(t.companyId, t.createdAt, t.id),
    index('purchase_orders_status_list_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('purchase_orders_supplier_list_idx').on(t.companyId, t.supplierId, t.createdAt, t.id),
    // A supplier's open balance: its orders' totals and payments read from the index alone.
    index('purchase_orders_supplier_idx').on(t.companyId, t.supplierId, t.status, t.total, t.paidAmount),
    // Payables aging: the open orders' due dates and balances read from the index alone.
    index('purchase_orders_payables_idx').on(t.companyId, t.dueDate, t.total, t.paidAmount).where(sql`${t.paidAmount} < ${t.total} and ${t.status} not in ('CANCELED', 'REJECTED', 'FOR_APPROVAL', 'RETURNED')`),
    // The orders table's search by code ("PO-0001" anywhere in it).
    index('purchase_orders_code_trgm').using('gin', sql`${t.code} gin_trgm_ops`),
  ],
);

/** An order line: what was ordered from a request line, at what price, and how much has been received. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    purchaseOrderId: integer('purchase_order_id').notNull().references(() => purchaseOrders.id),
    purchaseRequestLineId: integer('purchase_request_line_id').references(() => purchaseRequestLines.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    itemName: text('item_name').notNull(),
    description: text('description').notNull().default(''),
    quantity: qty('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    vatInclusive: boolean('vat_inclusive').notNull().default(true),
    /** round2(quantity x unitPrice) */
    amount: money('amount').notNull(),
    vatAmount: money('vat_amount').notNull().default('0'),
    quantityReceived: qty('quantity_received').notNull().default('0'),
    /** On deliveries not yet done or canceled (what is on its way). */
    quantityInDelivery: qty('quantity_in_delivery').notNull().default('0'),
    boqItemId: integer('boq_item_id').references(() => boqItems.id),
    projectId: integer('project_id').references(() => projects.id),
  },
  (t) => [
    index('purchase_order_lines_po_idx').on(t.purchaseOrderId),
    index('purchase_order_lines_prl_idx').on(t.purchaseRequestLineId),
    index('purchase_order_lines_boq_idx').on(t.boqItemId),
    index('purchase_order_lines_item_idx').on(t.companyId, t.itemId),
  ],
);

export const purchaseOrderPayments = pgTable(
  'purchase_order_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    purchaseOrderId: integer('purchase_order_id').notNull().references(() => purchaseOrders.id),
    /** The fund account's name when paid (earlier payments recorded the name only). */
    fundAccountName: text('fund_account_name').notNull(),
    fundAccountId: integer('fund_account_id').references(() => fundAccounts.id),
    paymentRequestId: integer('payment_request_id').references(() => paymentRequests.id),
    /** Expanded withholding on this payment (BIR Form 2307): its code, the base net of VAT, the tax kept. */
    ewtAtc: text('ewt_atc'),
    taxBase: money('tax_base'),
    withheldTax: money('withheld_tax').notNull().default('0'),
    amount: money('amount').notNull(),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_order_payments_idx').on(t.companyId, t.purchaseOrderId, t.createdAt)],
);

/**
 * An item receipt: one stock movement document (its type has an item impact, ADDING or DEDUCTING).
 * A transfer is two receipts (TRANSFER_OUT and TRANSFER_IN) linked by relatedReceiptId.
 */
export const itemReceipts = pgTable(
  'item_receipts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    type: text('type').notNull(),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    relatedReceiptId: integer('related_receipt_id'),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    /** An issue charged to a project (its material cost). */
    projectId: integer('project_id').references(() => projects.id),
    deliveryId: integer('delivery_id'),
    jobOrderId: integer('job_order_id'),
    reference: text('reference').notNull().default(''),
    memo: text('memo').notNull().default(''),
    totalPayableAmount: money('total_payable_amount').notNull().default('0'),
    processedById: integer('processed_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_receipts_code_unique').on(t.companyId, t.code),
    index('item_receipts_company_idx').on(t.companyId, t.createdAt, t.id),
    index('item_receipts_po_idx').on(t.companyId, t.purchaseOrderId),
  ],
);

/** The stock ledger: one line per item moved. signedQuantity is +quantity (ADDING) or -quantity (DEDUCTING). */
export const itemReceiptLines = pgTable(
  'item_receipt_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    receiptId: integer('receipt_id').notNull().references(() => itemReceipts.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    warehouseId: integer('warehouse_id').notNull().references(() => warehouses.id),
    type: text('type').notNull(),
    quantity: qty('quantity').notNull(),
    signedQuantity: qty('signed_quantity').notNull(),
    rate: money('rate').notNull().default('0'),
    total: money('total').notNull().default('0'),
    /** The stock value moved: + quantity x unit cost on receipts, - quantity x moving average on issues. */
    costTotal: qty('cost_total').notNull().default('0'),
    purchaseOrderLineId: integer('purchase_order_line_id'),
    /** An issue charged to a BOQ line of the receipt's project. */
    boqItemId: integer('boq_item_id'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_receipt_lines_receipt_idx').on(t.receiptId),
    // The ledger table's default sort (newest first) over the whole company: page 1 without sorting every line.
    index('item_receipt_lines_company_idx').on(t.companyId, t.createdAt, t.id),
    index('item_receipt_lines_item_idx').on(t.companyId, t.itemId, t.createdAt),
    index('item_receipt_lines_item_wh_idx').on(t.companyId, t.itemId, t.warehouseId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Bill of quantities rows, history, take-off, purchase requests (issue 5)

/**
 * One BOQ row: HEADING, SUBHEADING or ITEM, nested through parentId, ordered by position among
 * its siblings. Only inputs are stored; costs, subtotals and numerals are computed by the shared
 * BOQ arithmetic. `key` is the row's stable public id (QTO and purchase requests refer to it).
 */
export const boqItems = pgTable(
  'boq_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    boqId: integer('boq_id').notNull().references(() => billOfQuantities.id),
    parentId: integer('parent_id'),
    position: doublePrecision('position').notNull(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    description: text('description').notNull().default(''),
    itemId: integer('item_id').references(() => items.id),
    quantity: qty('quantity').notNull().default('0'),
    quantityPurchased: qty('quantity_purchased').notNull().default('0'),
    /** On purchase orders (of this line's request lines), and received into stock. */
    quantityOrdered: qty('quantity_ordered').notNull().default('0'),
    quantityReceived: qty('quantity_received').notNull().default('0'),
    materialUnit: text('material_unit').notNull().default('pc'),
    /** Unit costs are kept as entered, to 4 decimals; only amounts are rounded to the centavo. */
    materialUnitCost: qty('material_unit_cost').notNull().default('0'),
    laborUnitCost: qty('labor_unit_cost').notNull().default('0'),
    laborPercentageCost: numeric('labor_percentage_cost', { precision: 9, scale: 4 }).notNull().default('0'),
    profitMarginPercentage: numeric('profit_margin_percentage', { precision: 9, scale: 4 }).notNull().default('0'),
    color: text('color'),
    /** Take-off: NO_ITEM, PENDING, APPROVED. */
    approvalStatus: text('approval_status').notNull().default('NO_ITEM'),
    isQuantityTakeOffItem: boolean('is_quantity_take_off_item').notNull().default(false),
    quantityTakeOffTotal: money('quantity_take_off_total').notNull().default('0'),
    /** Who last submitted the take-off for approval (a change to an approved one re-submits it); they may not approve it. */
    qtoSubmittedById: integer('qto_submitted_by_id').references(() => accounts.id),
    qtoSubmittedAt: timestamp('qto_submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('boq_items_boq_idx').on(t.boqId, t.parentId, t.position),
    uniqueIndex('boq_items_key_unique').on(t.companyId, t.key),
  ],
);

/** Every accepted BOQ edit: who, when, what changed. */
export const boqHistory = pgTable(
  'boq_history',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    boqId: integer('boq_id').notNull().references(() => billOfQuantities.id),
    accountId: integer('account_id').references(() => accounts.id),
    action: text('action').notNull(),
    rowId: integer('row_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('boq_history_boq_idx').on(t.boqId, t.createdAt)],
);

/** A BOQ line's quantity take-off: catalogue items and amounts, submitted then approved. */
export const boqTakeOffs = pgTable(
  'boq_take_offs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    boqItemId: integer('boq_item_id').notNull().references(() => boqItems.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    amount: qty('amount').notNull().default('1'),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('boq_take_offs_unique').on(t.boqItemId, t.itemId)],
);

export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    projectId: integer('project_id').references(() => projects.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    billOfQuantityId: integer('bill_of_quantity_id').references(() => billOfQuantities.id),
    status: text('status').notNull().default('FOR_APPROVAL'),
    memo: text('memo').notNull().default(''),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    total: money('total').notNull().default('0'),
    /** The last rejection, return or cancel reason, for lists (the approval trail keeps every decision). */
    statusReason: text('status_reason'),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('purchase_requests_code_unique').on(t.companyId, t.code),
    index('purchase_requests_company_idx').on(t.companyId, t.createdAt),
  ],
);

export const purchaseRequestLines = pgTable(
  'purchase_request_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    purchaseRequestId: integer('purchase_request_id').notNull().references(() => purchaseRequests.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    itemName: text('item_name').notNull(),
    description: text('description').notNull().default(''),
    quantity: qty('quantity').notNull(),
    rate: money('rate').notNull(),
    amount: money('amount').notNull(),
    boqItemId: integer('boq_item_id').references(() => boqItems.id),
    boqKey: text('boq_key'),
    /** Why more than the BOQ line had left was requested; null when not over (decision 0021). */
    overRequestReason: text('over_request_reason'),
    /** On purchase orders so far; the line still needs quantity - quantityOrdered. */
    quantityOrdered: qty('quantity_ordered').notNull().default('0'),
  },
  (t) => [index('purchase_request_lines_pr_idx').on(t.purchaseRequestId), index('purchase_request_lines_boq_idx').on(t.boqItemId)],
);

// ---------------------------------------------------------------------------------------------
// Approval engine (issue 13): workflows per document type, and each document's approval with its
// steps and decisions. A document's steps are copied from its workflow when submitted, so editing
// a workflow changes only documents submitted after.

/** A company's workflow of one document type; absent: the default (shared `defaultWorkflow`). */
export const workflows = pgTable(
  'workflows',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    documentType: text('document_type').notNull(),
    allowSelfApproval: boolean('allow_self_approval').notNull().default(false),
    updatedById: integer('updated_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('workflows_type_unique').on(t.companyId, t.documentType)],
);

export const workflowSteps = pgTable(
  'workflow_steps',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    workflowId: integer('workflow_id').notNull().references(() => workflows.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    approverType: text('approver_type').notNull(),
    scope: text('scope'),
    approverIds: jsonb('approver_ids').$type<number[]>().notNull().default([]),
    minAmount: money('min_amount'),
    requiredCount: integer('required_count').notNull().default(1),
  },
  (t) => [index('workflow_steps_workflow_idx').on(t.workflowId, t.position)],
);

/** One submission of a document for approval (a returned document submitted again starts a new one). */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    documentType: text('document_type').notNull(),
    documentId: integer('document_id').notNull(),
    documentCode: text('document_code').notNull(),
    amount: money('amount').notNull().default('0'),
    requestedById: integer('requested_by_id').references(() => accounts.id),
    /** PENDING, APPROVED, REJECTED, RETURNED, CANCELED */
    status: text('status').notNull().default('PENDING'),
    allowSelfApproval: boolean('allow_self_approval').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_requests_document_idx').on(t.companyId, t.documentType, t.documentId),
    index('approval_requests_pending_idx').on(t.companyId, t.status),
  ],
);

/** A step of one submission. WAITING until the steps before it are approved, then PENDING. */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    approvalRequestId: integer('approval_request_id').notNull().references(() => approvalRequests.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    approverType: text('approver_type').notNull(),
    scope: text('scope'),
    approverIds: jsonb('approver_ids').$type<number[]>().notNull().default([]),
    requiredCount: integer('required_count').notNull().default(1),
    /** WAITING, PENDING, APPROVED, REJECTED, RETURNED, CANCELED */
    status: text('status').notNull().default('WAITING'),
    /** When it became PENDING (the queue's createdAt). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('approval_steps_request_idx').on(t.approvalRequestId, t.position),
    index('approval_steps_pending_idx').on(t.companyId, t.status),
  ],
);

/** Every decision, with who made it and for whom (a delegate decides for the approver who is away). */
export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    approvalStepId: integer('approval_step_id').notNull().references(() => approvalSteps.id),
    approvalRequestId: integer('approval_request_id').notNull().references(() => approvalRequests.id),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    onBehalfOfId: integer('on_behalf_of_id').references(() => accounts.id),
    /** APPROVED, REJECTED, RETURNED */
    decision: text('decision').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('approval_decisions_once').on(t.approvalStepId, t.accountId),
    index('approval_decisions_request_idx').on(t.approvalRequestId),
  ],
);

/** "Decide for me while I am away": from one member to another, for a period. */
export const approvalDelegations = pgTable(
  'approval_delegations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    fromAccountId: integer('from_account_id').notNull().references(() => accounts.id),
    toAccountId: integer('to_account_id').notNull().references(() => accounts.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_delegations_to_idx').on(t.companyId, t.toAccountId), index('approval_delegations_from_idx').on(t.companyId, t.fromAccountId)],
);

// ---------------------------------------------------------------------------------------------
// Deliveries (issue 13): an approved order's goods (or a transfer between warehouses) on their way.

export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    /** PURCHASE_ORDER or TRANSFER */
    kind: text('kind').notNull(),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    fromWarehouseId: integer('from_warehouse_id').references(() => warehouses.id),
    toWarehouseId: integer('to_warehouse_id').notNull().references(() => warehouses.id),
    /** PENDING, IN_TRANSIT, DONE, CANCELED (DECISIONS status sets) */
    status: text('status').notNull().default('PENDING'),
    /** While IN_TRANSIT: LOADING, DISPATCHED, ARRIVED */
    stage: text('stage'),
    /** FOR_APPROVAL, APPROVED, REJECTED (the delivery workflow) */
    approvalStatus: text('approval_status').notNull().default('APPROVED'),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    deliveryTerms: text('delivery_terms'),
    plateNumber: text('plate_number').notNull().default(''),
    driverName: text('driver_name').notNull().default(''),
    memo: text('memo').notNull().default(''),
    statusReason: text('status_reason'),
    /** The stock receipt posted when it was received. */
    receiptId: integer('receipt_id').references(() => itemReceipts.id),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('deliveries_code_unique').on(t.companyId, t.code),
    index('deliveries_status_idx').on(t.companyId, t.status, t.createdAt),
    index('deliveries_po_idx').on(t.companyId, t.purchaseOrderId),
  ],
);

export const deliveryLines = pgTable(
  'delivery_lines',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    deliveryId: integer('delivery_id').notNull().references(() => deliveries.id),
    purchaseOrderLineId: integer('purchase_order_line_id').references(() => purchaseOrderLines.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    quantity: qty('quantity').notNull(),
    quantityReceived: qty('quantity_received').notNull().default('0'),
  },
  (t) => [index('delivery_lines_delivery_idx').on(t.deliveryId)],
);

/** Every status and stage change of a delivery, with who and when. */
export const deliveryEvents = pgTable(
  'delivery_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    deliveryId: integer('delivery_id').notNull().references(() => deliveries.id),
    status: text('status').notNull(),
    stage: text('stage'),
    note: text('note').notNull().default(''),
    accountId: integer('account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_events_delivery_idx').on(t.deliveryId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Equipment (issue 13): the register, spare parts, job orders and each unit's history.

export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    /** AVAILABLE, IN_USE, UNDER_REPAIR, RETIRED */
    status: text('status').notNull().default('AVAILABLE'),
    projectId: integer('project_id').references(() => projects.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    /** HOURS (hour meter) or KILOMETERS (odometer) */
    meterType: text('meter_type').notNull().default('HOURS'),
    meterReading: qty('meter_reading').notNull().default('0'),
    plateNumber: text('plate_number').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    acquisitionCost: money('acquisition_cost').notNull().default('0'),
    acquiredAt: date('acquired_at', { mode: 'string' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('equipment_code_unique').on(t.companyId, t.code), index('equipment_company_idx').on(t.companyId, t.isDeleted, t.createdAt)],
);

/** A stock item that is a spare part of a unit. */
export const equipmentParts = pgTable(
  'equipment_parts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    equipmentId: integer('equipment_id').notNull().references(() => equipment.id),
    itemId: integer('item_id').notNull().references(() => items.id),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('equipment_parts_unique').on(t.equipmentId, t.itemId), index('equipment_parts_company_idx').on(t.companyId, t.itemId)],
);

/** A repair or service: request -> approval -> parts issued from stock -> labour -> done. */
export const jobOrders = pgTable(
  'job_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    equipmentId: integer('equipment_id').notNull().references(() => equipment.id),
    description: text('description').notNull(),
    /** FOR_APPROVAL, APPROVED, IN_PROGRESS, DONE, REJECTED, CANCELED */
    status: text('status').notNull().default('FOR_APPROVAL'),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    partsCost: qty('parts_cost').notNull().default('0'),
    laborCost: money('labor_cost').notNull().default('0'),
    estimatedCost: money('estimated_cost').notNull().default('0'),
    meterReading: qty('meter_reading'),
    statusReason: text('status_reason'),
    requestedById: integer('requested_by_id').references(() => accounts.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('job_orders_code_unique').on(t.companyId, t.code), index('job_orders_company_idx').on(t.companyId, t.createdAt), index('job_orders_equipment_idx').on(t.equipmentId)],
);

export const jobOrderLabor = pgTable(
  'job_order_labor',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    jobOrderId: integer('job_order_id').notNull().references(() => jobOrders.id),
    description: text('description').notNull(),
    hours: qty('hours').notNull(),
    rate: money('rate').notNull(),
    amount: money('amount').notNull(),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_order_labor_jo_idx').on(t.jobOrderId)],
);

/** A unit's history: assignments, meter readings, job orders, status changes. */
export const equipmentEvents = pgTable(
  'equipment_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    equipmentId: integer('equipment_id').notNull().references(() => equipment.id),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    meterReading: qty('meter_reading'),
    accountId: integer('account_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('equipment_events_idx').on(t.equipmentId, t.createdAt)],
);

export * from './schema-manpower';
export * from './schema-payroll';
export * from './schema-treasury';
export * from './schema-ai';
export * from './schema-settings';
export * from './schema-mailbox';
export * from './schema-email-config';
import { fundAccounts, paymentRequests } from './schema-treasury';
export * from './schema-school';
export * from './schema-audit';
export * from './schema-developer-data';
export * from './schema-developer';
export * from './schema-school-gate';
export * from './schema-school-grading';
export * from './schema-developer-tools';
