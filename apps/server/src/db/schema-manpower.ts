import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, approvalRequests, branches, companies, files } from './schema';

// Manpower (issue 14, decision 0046): employees, teams, shifts and schedules, holidays, timekeeping
// devices and their raw punches, attendance, filings with leave credits, discussions.

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('departments_name_unique').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.isDeleted} = false`)],
);

/** The 201 file. `rateType`/`rate` mirror the newest row of `employee_rates` (its history). */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** The company's employee number (EMP-000001 from company_sequences when not given). */
    employeeNo: text('employee_no').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    suffix: text('suffix').notNull().default(''),
    /** MALE, FEMALE */
    gender: text('gender'),
    birthDate: date('birth_date', { mode: 'string' }),
    /** SINGLE, MARRIED, WIDOWED, SEPARATED */
    civilStatus: text('civil_status'),
    mobile: text('mobile').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Government numbers, stored as digits only (formats checked by the shared rules). */
    sssNo: text('sss_no').notNull().default(''),
    philhealthNo: text('philhealth_no').notNull().default(''),
    pagibigNo: text('pagibig_no').notNull().default(''),
    tin: text('tin').notNull().default(''),
    /** PROBATIONARY, REGULAR, CONTRACTUAL, PROJECT_BASED, RESIGNED, TERMINATED */
    employmentStatus: text('employment_status').notNull().default('PROBATIONARY'),
    hiredAt: date('hired_at', { mode: 'string' }),
    regularizedAt: date('regularized_at', { mode: 'string' }),
    separatedAt: date('separated_at', { mode: 'string' }),
    position: text('position').notNull().default(''),
    branchId: integer('branch_id').references(() => branches.id),
    departmentId: integer('department_id').references(() => departments.id),
    /** MONTHLY, DAILY, HOURLY */
    rateType: text('rate_type').notNull().default('DAILY'),
    rate: money('rate').notNull().default('0'),
    /** Statutory minimum wage earner (withholding tax exemption, issue 15). */
    isMinimumWageEarner: boolean('is_minimum_wage_earner').notNull().default(false),
    bankName: text('bank_name').notNull().default(''),
    bankAccountNo: text('bank_account_no').notNull().default(''),
    /** The PIN the timekeeping terminals know the employee by. */
    biometricId: text('biometric_id'),
    accountId: integer('account_id').references(() => accounts.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_no_unique').on(t.companyId, t.employeeNo),
    uniqueIndex('employees_biometric_unique').on(t.companyId, t.biometricId).where(sql`${t.biometricId} IS NOT NULL AND ${t.isDeleted} = false`),
    uniqueIndex('employees_account_unique').on(t.companyId, t.accountId).where(sql`${t.accountId} IS NOT NULL AND ${t.isDeleted} = false`),
    index('employees_company_idx').on(t.companyId, t.isDeleted, t.createdAt),
    index('employees_branch_idx').on(t.companyId, t.branchId),
    index('employees_name_trgm').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

/** Rate history: a row per change, never edited. */
export const employeeRates = pgTable(
  'employee_rates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    rateType: text('rate_type').notNull(),
    rate: money('rate').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_rates_employee_idx').on(t.employeeId, t.effectiveFrom)],
);

export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    fileId: integer('file_id').notNull().references(() => files.id),
    title: text('title').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_documents_employee_idx').on(t.employeeId)],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    branchId: integer('branch_id').references(() => branches.id),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('teams_company_idx').on(t.companyId, t.isDeleted)],
);

/** An employee is in at most one team; a team may have several leaders. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    teamId: integer('team_id').notNull().references(() => teams.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    isLeader: boolean('is_leader').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_members_employee_unique').on(t.employeeId), index('team_members_team_idx').on(t.teamId)],
);

/**
 * A shift: times are 'HH:mm' in Philippine time; an end at or before the start crosses midnight
 * (the day belongs to the start). `breaks` are [{start, end}] 'HH:mm' pairs inside the shift.
 * A flexible shift has no lateness: `requiredMinutes` of work counted from the first punch.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    breaks: jsonb('breaks').$type<{ start: string; end: string }[]>().notNull().default([]),
    graceMinutes: integer('grace_minutes').notNull().default(0),
    isFlexible: boolean('is_flexible').notNull().default(false),
    /** Minutes of work the shift asks for (end - start - breaks unless flexible). */
    requiredMinutes: integer('required_minutes').notNull(),
    color: text('color').notNull().default('blue'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('shifts_company_idx').on(t.companyId, t.isDeleted)],
);

/** A week of shifts and rest days. */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('schedules_company_idx').on(t.companyId, t.isDeleted)],
);

/** One row per ISO weekday (1 Monday … 7 Sunday); `shiftId` null is a rest day. */
export const scheduleDays = pgTable(
  'schedule_days',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    scheduleId: integer('schedule_id').notNull().references(() => schedules.id),
    weekday: smallint('weekday').notNull(),
    shiftId: integer('shift_id').references(() => shifts.id),
  },
  (t) => [uniqueIndex('schedule_days_unique').on(t.scheduleId, t.weekday)],
);

/**
 * A schedule given to one employee or one team from `effectiveFrom` (to `effectiveTo`, inclusive,
 * or open). For an employee on a date: a day override first, then the employee's own assignment
 * with the latest `effectiveFrom` covering the date, then their team's.
 */
export const scheduleAssignments = pgTable(
  'schedule_assignments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    scheduleId: integer('schedule_id').notNull().references(() => schedules.id),
    employeeId: integer('employee_id').references(() => employees.id),
    teamId: integer('team_id').references(() => teams.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedule_assignments_employee_idx').on(t.companyId, t.employeeId, t.effectiveFrom),
    index('schedule_assignments_team_idx').on(t.companyId, t.teamId, t.effectiveFrom),
  ],
);

/**
 * One day's shift for one employee, winning over every assignment (team-shifting-management, or an
 * approved schedule adjustment filing). `shiftId` null: a rest day.
 */
export const shiftOverrides = pgTable(
  'shift_overrides',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    date: date('date', { mode: 'string' }).notNull(),
    shiftId: integer('shift_id').references(() => shifts.id),
    /** MANUAL or FILING */
    source: text('source').notNull().default('MANUAL'),
    filingId: integer('filing_id'),
    createdById: integer('created_by_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('shift_overrides_unique').on(t.employeeId, t.date), index('shift_overrides_company_idx').on(t.companyId, t.date)],
);

/**
 * Holidays: REGULAR, SPECIAL_NON_WORKING, SPECIAL_WORKING. A NATIONAL holiday applies to every
 * branch; a LOCAL one only to `branchId`. Each company holds its own rows (the year's proclamation
 * is copied in for it, `source` naming the proclamation).
 */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type').notNull(),
    scope: text('scope').notNull().default('NATIONAL'),
    branchId: integer('branch_id').references(() => branches.id),
    source: text('source').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('holidays_company_date_idx').on(t.companyId, t.date)],
);

/** A registered terminal. A serial is registered in at most one company. */
export const timekeepingDevices = pgTable(
  'timekeeping_devices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    serialNumber: text('serial_number').notNull(),
    name: text('name').notNull(),
    branchId: integer('branch_id').references(() => branches.id),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    lastIp: text('last_ip').notNull().default(''),
    /** The ATTLOG stamp the device last sent (told back in the handshake). */
    attlogStamp: text('attlog_stamp').notNull().default('0'),
    /** TERMINAL (push protocol) or KIOSK (a phone at /preview/timekeeping; migration timekeeping_kiosk, decision 0049). */
    kind: text('kind').notNull().default('TERMINAL'),
    /** SHA-256 of a kiosk's key (hex), set up once on the phone; null until a key is issued. */
    kioskKeyHash: text('kiosk_key_hash'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('timekeeping_devices_serial_unique').on(t.serialNumber).where(sql`${t.isDeleted} = false`),
    index('timekeeping_devices_company_idx').on(t.companyId, t.isDeleted),
  ],
);

/** An unregistered serial that knocked: the one thing a refused device request keeps. */
export const timekeepingDeviceRequests = pgTable(
  'timekeeping_device_requests',
  {
    id: serial('id').primaryKey(),
    serialNumber: text('serial_number').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastIp: text('last_ip').notNull().default(''),
    hits: integer('hits').notNull().default(1),
  },
  (t) => [uniqueIndex('timekeeping_device_requests_serial_unique').on(t.serialNumber)],
);

/**
 * Every punch exactly once (unique on company, device serial, biometric id and time), whether
 * pushed by a terminal, imported from a file (`source` IMPORT, serial of the file's device or
 * 'IMPORT') or punched on the kiosk (`source` KIOSK). `employeeId` is matched by biometric id when
 * stored. Never edited; corrections are filings or adjustments.
 */
export const timekeepingRawLogs = pgTable(
  'timekeeping_raw_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    deviceId: integer('device_id').references(() => timekeepingDevices.id),
    deviceSerial: text('device_serial').notNull(),
    biometricId: text('biometric_id').notNull(),
    punchedAt: timestamp('punched_at', { withTimezone: true }).notNull(),
    /** The device's status code (0 check-in, 1 check-out, 4/5 overtime in/out…). */
    status: smallint('status').notNull().default(0),
    verify: smallint('verify').notNull().default(0),
    workCode: text('work_code').notNull().default(''),
    /** DEVICE, IMPORT, KIOSK */
    source: text('source').notNull().default('DEVICE'),
    employeeId: integer('employee_id').references(() => employees.id),
    photoFileId: integer('photo_file_id').references(() => files.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timekeeping_raw_logs_once').on(t.companyId, t.deviceSerial, t.biometricId, t.punchedAt),
    index('timekeeping_raw_logs_company_time_idx').on(t.companyId, t.punchedAt),
    index('timekeeping_raw_logs_employee_idx').on(t.companyId, t.employeeId, t.punchedAt),
    index('timekeeping_raw_logs_biometric_idx').on(t.companyId, t.biometricId, t.punchedAt),
  ],
);

/**
 * An employee's computed day (minutes), rewritten whenever it is computed again from raw logs,
 * schedule, holidays, approved filings and approved adjustments. Payroll reads these rows.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    date: date('date', { mode: 'string' }).notNull(),
    shiftId: integer('shift_id').references(() => shifts.id),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }),
    timeIn: timestamp('time_in', { withTimezone: true }),
    timeOut: timestamp('time_out', { withTimezone: true }),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    lateMinutes: integer('late_minutes').notNull().default(0),
    undertimeMinutes: integer('undertime_minutes').notNull().default(0),
    /** Minutes beyond the shift (candidates: paid only through an approved overtime filing). */
    overtimeCandidateMinutes: integer('overtime_candidate_minutes').notNull().default(0),
    overtimeApprovedMinutes: integer('overtime_approved_minutes').notNull().default(0),
    nightMinutes: integer('night_minutes').notNull().default(0),
    isAbsent: boolean('is_absent').notNull().default(false),
    isRestDay: boolean('is_rest_day').notNull().default(false),
    /** REGULAR, SPECIAL_NON_WORKING, SPECIAL_WORKING or null. */
    holidayType: text('holiday_type'),
    /** Paid leave days (0, 0.5, 1) from an approved leave filing, and official business minutes. */
    leaveDays: numeric('leave_days', { precision: 4, scale: 2 }).notNull().default('0'),
    leaveTypeCode: text('leave_type_code'),
    officialBusinessMinutes: integer('official_business_minutes').notNull().default(0),
    /** Problems a person should look at: MISSING_OUT, MISSING_IN, NO_SCHEDULE… */
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    isAdjusted: boolean('is_adjusted').notNull().default(false),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendance_days_unique').on(t.employeeId, t.date), index('attendance_days_company_date_idx').on(t.companyId, t.date)],
);

/**
 * A manual change to one computed day (payroll-time-keeping), through the approval engine
 * (document type ATTENDANCE_ADJUSTMENT) and kept with who asked and why. `changes` holds the
 * fields it sets (timeIn, timeOut, lateMinutes, undertimeMinutes, overtimeApprovedMinutes,
 * nightMinutes, isAbsent…); `before` the day as it was computed when asked.
 */
export const attendanceAdjustments = pgTable(
  'attendance_adjustments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    date: date('date', { mode: 'string' }).notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    reason: text('reason').notNull(),
    /** PENDING, APPROVED, REJECTED, CANCELED */
    status: text('status').notNull().default('PENDING'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id),
    requestedById: integer('requested_by_id').references(() => accounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('attendance_adjustments_day_idx').on(t.companyId, t.employeeId, t.date)],
);

export const leaveTypes = pgTable(
  'leave_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** SIL (service incentive leave, Labor Code art. 95), VL, SL, ML, PL, SPL, LWOP… */
    code: text('code').notNull(),
    name: text('name').notNull(),
    isPaid: boolean('is_paid').notNull().default(true),
    /** Days credited each year (0: no yearly credit). */
    daysPerYear: numeric('days_per_year', { precision: 6, scale: 2 }).notNull().default('0'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('leave_types_code_unique').on(t.companyId, t.code)],
);

/** Leave credits move only through this ledger: a balance is the sum of its rows. */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    leaveTypeId: integer('leave_type_id').notNull().references(() => leaveTypes.id),
    year: integer('year').notNull(),
    /** Signed days: a grant is positive, an approved leave negative. */
    days: numeric('days', { precision: 6, scale: 2 }).notNull(),
    /** GRANT, USE, ADJUST, REVERSAL */
    kind: text('kind').notNull(),
    filingId: integer('filing_id'),
    note: text('note').notNull().default(''),
    createdById: integer('created_by_id').references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leave_ledger_balance_idx').on(t.companyId, t.employeeId, t.leaveTypeId, t.year)],
);

/**
 * Filings: LEAVE, OVERTIME, OFFICIAL_BUSINESS, SCHEDULE_ADJUSTMENT, ATTENDANCE_CORRECTION, each
 * through the approval engine (document type FILING). Status PENDING, APPROVED, REJECTED, CANCELED.
 * Dates are Philippine calendar days; times 'HH:mm' on `dateFrom` (an end at or before the start is
 * the next day).
 */
export const filings = pgTable(
  'filings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    type: text('type').notNull(),
    status: text('status').notNull().default('PENDING'),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    /** LEAVE */
    leaveTypeId: integer('leave_type_id').references(() => leaveTypes.id),
    isHalfDay: boolean('is_half_day').notNull().default(false),
    days: numeric('days', { precision: 6, scale: 2 }),
    /** OVERTIME / OFFICIAL_BUSINESS: the minutes asked for. */
    minutes: integer('minutes'),
    /** SCHEDULE_ADJUSTMENT: the shift asked for (null: rest day). */
    shiftId: integer('shift_id').references(() => shifts.id),
    /** ATTENDANCE_CORRECTION: the times that should have been punched. */
    timeIn: timestamp('time_in', { withTimezone: true }),
    timeOut: timestamp('time_out', { withTimezone: true }),
    reason: text('reason').notNull(),
    statusReason: text('status_reason'),
    approvalRequestId: integer('approval_request_id').references(() => approvalRequests.id),
    filedById: integer('filed_by_id').references(() => accounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('filings_code_unique').on(t.companyId, t.code),
    index('filings_employee_idx').on(t.companyId, t.employeeId, t.dateFrom),
    index('filings_status_idx').on(t.companyId, t.status, t.createdAt),
  ],
);

/** A discussion thread on a record (`subjectType` FILING…): messages are only added. */
export const discussionMessages = pgTable(
  'discussion_messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discussion_messages_subject_idx').on(t.companyId, t.subjectType, t.subjectId, t.createdAt)],
);
