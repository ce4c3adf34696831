import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, companies, files } from './schema';

// School (issue 18). Records, gates and taps; grading tables live beside the grading module.

/** A school year ("2026-2027"); at most one active per company (partial unique index). */
export const schoolYears = pgTable(
  'school_years',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('school_years_active_unique').on(t.companyId).where(sql`${t.isActive} AND NOT ${t.isDeleted}`),
    index('school_years_company_idx').on(t.companyId, t.isDeleted),
  ],
);

/** Grade 1 … Grade 12, Kindergarten; `sortOrder` orders them. */
export const gradeLevels = pgTable(
  'grade_levels',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('grade_levels_company_idx').on(t.companyId, t.isDeleted)],
);

/** A class of one grade level in one school year, with its adviser (a member who signs in) and capacity. */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    schoolYearId: integer('school_year_id').notNull().references(() => schoolYears.id),
    gradeLevelId: integer('grade_level_id').notNull().references(() => gradeLevels.id),
    name: text('name').notNull(),
    adviserAccountId: integer('adviser_account_id').references(() => accounts.id),
    capacity: integer('capacity').notNull().default(40),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('sections_company_idx').on(t.companyId, t.schoolYearId, t.isDeleted)],
);

/**
 * A course (subject) a grade level takes. `learningArea` picks the DepEd Order 8, s. 2015 weights
 * (written work, performance tasks, quarterly assessment); the grading module owns those values.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    gradeLevelId: integer('grade_level_id').references(() => gradeLevels.id),
    learningArea: text('learning_area').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('courses_company_idx').on(t.companyId, t.isDeleted)],
);

/**
 * A learner. LRN is 12 digits and unique in the company among live students; the RFID card number
 * is kept as the reader sends it (text up to 32) and unique in the company among live students.
 */
export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    lrn: text('lrn').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    suffix: text('suffix').notNull().default(''),
    birthDate: date('birth_date'),
    sex: text('sex'),
    address: text('address').notNull().default(''),
    photoFileId: integer('photo_file_id').references(() => files.id),
    cardNumber: text('card_number'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('students_lrn_unique').on(t.companyId, t.lrn).where(sql`NOT ${t.isDeleted}`),
    uniqueIndex('students_card_unique').on(t.companyId, t.cardNumber).where(sql`${t.cardNumber} IS NOT NULL AND NOT ${t.isDeleted}`),
    index('students_company_idx').on(t.companyId, t.isDeleted, t.createdAt),
  ],
);

/** A parent or guardian: told of each of their students' taps by mail or SMS, in English or Filipino. */
export const guardians = pgTable(
  'guardians',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    /** 'email' | 'sms' */
    notifyBy: text('notify_by').notNull().default('email'),
    /** 'en' | 'fil' */
    language: text('language').notNull().default('en'),
    /** A guardian may carry a card too (fetching a child); unique in the company with the students' cards by the service. */
    cardNumber: text('card_number'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('guardians_card_unique').on(t.companyId, t.cardNumber).where(sql`${t.cardNumber} IS NOT NULL AND NOT ${t.isDeleted}`),
    index('guardians_company_idx').on(t.companyId, t.isDeleted),
  ],
);

export const studentGuardians = pgTable(
  'student_guardians',
  {
    studentId: integer('student_id').notNull().references(() => students.id),
    guardianId: integer('guardian_id').notNull().references(() => guardians.id),
    relationship: text('relationship').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.guardianId] }), index('student_guardians_guardian_idx').on(t.guardianId)],
);

/** A student's place in one school year: one enrollment per student and year. */
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    studentId: integer('student_id').notNull().references(() => students.id),
    schoolYearId: integer('school_year_id').notNull().references(() => schoolYears.id),
    gradeLevelId: integer('grade_level_id').notNull().references(() => gradeLevels.id),
    sectionId: integer('section_id').references(() => sections.id),
    /** ENROLLED | TRANSFERRED_OUT | DROPPED | COMPLETED */
    status: text('status').notNull().default('ENROLLED'),
    enrolledOn: date('enrolled_on').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('enrollments_student_year_unique').on(t.studentId, t.schoolYearId),
    index('enrollments_section_idx').on(t.companyId, t.sectionId, t.status),
  ],
);

/** An entrance with readers. */
export const schoolGates = pgTable(
  'school_gates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('school_gates_company_idx').on(t.companyId, t.isDeleted)],
);

/**
 * A device licence at a gate: an HTTP reader (key in `x-device-key`, only its SHA-256 kept) or a
 * push-protocol terminal (`serialNumber` registered to the gate).
 */
export const schoolDevices = pgTable(
  'school_devices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    gateId: integer('gate_id').notNull().references(() => schoolGates.id),
    name: text('name').notNull(),
    licenceKeyHash: text('licence_key_hash').notNull(),
    serialNumber: text('serial_number'),
    isActive: boolean('is_active').notNull().default(true),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    lastIp: text('last_ip').notNull().default(''),
    /** A push-protocol terminal's ATTLOG stamp: what it was told was received (issue 18, school gates). */
    attlogStamp: text('attlog_stamp').notNull().default('0'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('school_devices_key_unique').on(t.licenceKeyHash),
    uniqueIndex('school_devices_serial_unique').on(t.serialNumber).where(sql`${t.serialNumber} IS NOT NULL AND NOT ${t.isDeleted}`),
    index('school_devices_company_idx').on(t.companyId, t.gateId, t.isDeleted),
  ],
);

/**
 * The attendance log: one row per matched tap that was not a duplicate. `schoolDate` is the
 * Asia/Manila calendar day of `tappedAt` (the tap's own time, not the upload's). Never edited.
 */
export const schoolAttendanceLogs = pgTable(
  'school_attendance_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** 'student' | 'guardian' */
    personType: text('person_type').notNull(),
    studentId: integer('student_id').references(() => students.id),
    guardianId: integer('guardian_id').references(() => guardians.id),
    cardNumber: text('card_number').notNull(),
    /** 'check_in' | 'check_out' */
    action: text('action').notNull(),
    tappedAt: timestamp('tapped_at', { withTimezone: true }).notNull(),
    schoolDate: date('school_date').notNull(),
    gateId: integer('gate_id').references(() => schoolGates.id),
    deviceId: integer('device_id').references(() => schoolDevices.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('school_attendance_logs_card_day_idx').on(t.companyId, t.cardNumber, t.schoolDate, t.tappedAt),
    index('school_attendance_logs_day_idx').on(t.companyId, t.schoolDate, t.tappedAt),
  ],
);

/** A tap of a card nobody holds: kept for review, the one thing a refused tap keeps. */
export const schoolUnmatchedTaps = pgTable(
  'school_unmatched_taps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    deviceId: integer('device_id').references(() => schoolDevices.id),
    cardNumber: text('card_number').notNull(),
    tappedAt: timestamp('tapped_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('school_unmatched_taps_company_idx').on(t.companyId, t.createdAt)],
);
