import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { companies, emailOutbox } from './schema';
import { guardians, schoolAttendanceLogs } from './schema-school';

// School gates (issue 18, decision 0068): the guardians' notices of each tap and the SMS outbox.

/**
 * One guardian told of one stored tap: written by the `school.tap-notice` job, once per (log,
 * guardian) by the unique index, so a retried job never tells anyone twice.
 */
export const schoolTapNotices = pgTable(
  'school_tap_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    attendanceLogId: bigint('attendance_log_id', { mode: 'number' }).notNull().references(() => schoolAttendanceLogs.id),
    guardianId: integer('guardian_id').notNull().references(() => guardians.id),
    /** 'email' | 'sms' */
    channel: text('channel').notNull(),
    /** 'en' | 'fil' */
    language: text('language').notNull(),
    outboxId: integer('outbox_id').references(() => emailOutbox.id),
    smsMessageId: bigint('sms_message_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('school_tap_notices_log_guardian_unique').on(t.attendanceLogId, t.guardianId), index('school_tap_notices_guardian_idx').on(t.companyId, t.guardianId)],
);

/**
 * Text messages out: every SMS is written here and delivered by the `sms.send` job through the
 * configured provider; with none configured it stays here (status KEPT), like mail without SMTP.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    to: text('to').notNull(),
    body: text('body').notNull(),
    /** QUEUED | SENT | KEPT | FAILED */
    status: text('status').notNull().default('QUEUED'),
    provider: text('provider').notNull().default(''),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_messages_company_idx').on(t.companyId, t.createdAt)],
);
