import { z } from 'zod';
import { numberFrom, recordId, text, wholeNumber } from '../validation';
import { CLASS_ATTENDANCE_STATUSES, MAX_LATE_GRACE_MINUTES, SCHOOL_TIME_PATTERN } from './attendance-summary';
import { GRADING_COMPONENTS } from './grading';

/** Requests of the school grading and attendance-summary API (docs/api/school-grading.md). */

/** A real calendar day (2026-02-31 is not) between 1900 and 2999, so it fits a `date` column. */
const isCalendarDay = (v: string) => /^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const schoolDate = () => text().refine(isCalendarDay, 'must be a date YYYY-MM-DD');

/** PUT /school/settings: the school day's start and the minutes of grace before a student is late. */
export const schoolSettingsRequest = z.object({
  dayStartTime: text().regex(SCHOOL_TIME_PATTERN, 'must be a time HH:MM (24-hour clock)'),
  lateGraceMinutes: wholeNumber(0, MAX_LATE_GRACE_MINUTES),
});
export type SchoolSettingsRequest = z.infer<typeof schoolSettingsRequest>;

/** A day (defaults to today in Manila). */
export const schoolDayQuery = z.object({ date: schoolDate().optional() });

/** One section's day. */
export const sectionDayQuery = z.object({ sectionId: recordId(), date: schoolDate().optional() });

/** POST /school/attendance/class: the teacher's marks for a day; null takes a mark back (the gate decides again). */
export const classAttendanceMarksRequest = z.object({
  sectionId: recordId(),
  date: schoolDate(),
  marks: z
    .array(z.object({ studentId: recordId(), status: z.enum(CLASS_ATTENDANCE_STATUSES, { error: 'must be PRESENT, LATE, ABSENT or EXCUSED' }).nullable() }))
    .min(1, 'must name at least one student')
    .max(500, 'must name at most 500 students'),
});
export type ClassAttendanceMarksRequest = z.infer<typeof classAttendanceMarksRequest>;

/** POST /school/grading/class-record: a class record of a section and course. */
export const createClassRecordRequest = z.object({ sectionId: recordId(), courseId: recordId() });

export const quarterField = () => wholeNumber(1, 4);

/** GET /school/grading/class-record: one class record's grid for a quarter. */
export const classRecordQuery = z.object({ id: recordId(), quarter: quarterField().optional() });

/** GET /school/grading/class-records: the class records of a section (all when left out). */
export const classRecordListQuery = z.object({ sectionId: recordId().optional() });

/** A score or highest possible score: 0 to 1000, at most two decimals. */
const points = (min: number) =>
  numberFrom(
    z
      .number()
      .min(min)
      .max(1000)
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'must have at most two decimals'),
  );

/** POST /school/grading/item: a score item of a component in a quarter. */
export const createGradingItemRequest = z.object({
  classRecordId: recordId(),
  quarter: quarterField(),
  component: z.enum(GRADING_COMPONENTS, { error: 'must be WW, PT or QA' }),
  name: text().trim().min(1, 'is required').max(80),
  highestScore: points(1),
});
export type CreateGradingItemRequest = z.infer<typeof createGradingItemRequest>;

/** POST /school/grading/scores: raw scores (null clears one). Each is checked against its item's highest possible score. */
export const saveScoresRequest = z.object({
  classRecordId: recordId(),
  scores: z
    .array(z.object({ itemId: recordId(), studentId: recordId(), score: points(0).nullable() }))
    .min(1, 'must hold at least one score')
    .max(5000, 'must hold at most 5000 scores'),
});
export type SaveScoresRequest = z.infer<typeof saveScoresRequest>;

/** GET /school/grading/report-card: a student's SF9 of a school year (the active one when left out). */
export const reportCardQuery = z.object({ studentId: recordId(), schoolYearId: recordId().optional() });
