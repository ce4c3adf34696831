import { date, index, integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
// Only referenced inside `references(() => …)` callbacks, so the circular import with schema.ts is safe.
import { accounts, companies } from './schema';
import { courses, sections, students } from './schema-school';

// School attendance summary and grading (issue 18, decision 0069).

/** A school's day: when it starts and the minutes of grace before a student is late. One row per company, made on first save. */
export const schoolSettings = pgTable(
  'school_settings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** 'HH:MM', Asia/Manila */
    dayStartTime: text('day_start_time').notNull().default('07:30'),
    lateGraceMinutes: integer('late_grace_minutes').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('school_settings_company_unique').on(t.companyId)],
);

/** A teacher's mark of a student for a day: it overrides what the gate says. One per section, student and day. */
export const schoolClassAttendance = pgTable(
  'school_class_attendance',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    sectionId: integer('section_id').notNull().references(() => sections.id),
    studentId: integer('student_id').notNull().references(() => students.id),
    schoolDate: date('school_date').notNull(),
    /** PRESENT | LATE | ABSENT | EXCUSED */
    status: text('status').notNull(),
    markedBy: integer('marked_by').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('school_class_attendance_unique').on(t.sectionId, t.studentId, t.schoolDate),
    index('school_class_attendance_day_idx').on(t.companyId, t.schoolDate),
  ],
);

/** A class record: one section taking one course, kept by its teacher. */
export const gradingClassRecords = pgTable(
  'grading_class_records',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    sectionId: integer('section_id').notNull().references(() => sections.id),
    courseId: integer('course_id').notNull().references(() => courses.id),
    teacherAccountId: integer('teacher_account_id').references(() => accounts.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('grading_class_records_unique').on(t.sectionId, t.courseId), index('grading_class_records_company_idx').on(t.companyId, t.sectionId)],
);

/** A score item (a quiz, a task, the quarterly test) of one component in one quarter, with its highest possible score. */
export const gradingItems = pgTable(
  'grading_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    classRecordId: integer('class_record_id').notNull().references(() => gradingClassRecords.id),
    quarter: integer('quarter').notNull(),
    /** WW | PT | QA */
    component: text('component').notNull(),
    name: text('name').notNull(),
    highestScore: numeric('highest_score', { precision: 7, scale: 2 }).notNull(),
    ...timestamps,
  },
  (t) => [index('grading_items_record_idx').on(t.companyId, t.classRecordId, t.quarter)],
);

/** A student's raw score on an item. */
export const gradingScores = pgTable(
  'grading_scores',
  {
    itemId: integer('item_id').notNull().references(() => gradingItems.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').notNull().references(() => students.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    score: numeric('score', { precision: 7, scale: 2 }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.itemId, t.studentId] })],
);
