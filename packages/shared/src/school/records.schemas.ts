import { z } from 'zod';
import { isoDate } from '../leads/lead.schemas';
import { patchSchemaOf } from '../records/patch';
import { recordId, text, wholeNumber } from '../validation';
import {
  DEFAULT_SECTION_CAPACITY,
  ENROLLMENT_STATUS_KEYS,
  GUARDIAN_LANGUAGE_KEYS,
  LEARNING_AREA_KEYS,
  MAX_CARD_NUMBER_LENGTH,
  NOTIFY_BY_KEYS,
  STUDENT_SEX_KEYS,
} from './records.constants';
import { LRN_MESSAGE, LRN_PATTERN, normalizeCardNumber, normalizeLrn } from './students.rules';

const id = recordId();
const trimmed = (max: number) => text().trim().max(max);
const required = (max: number) => text().trim().min(1, 'is required').max(max);
const oneOf = <K extends readonly [string, ...string[]]>(keys: K) => z.enum(keys, { error: `must be one of ${keys.join(', ')}` });

/** The Learner Reference Number: 12 digits (spaces and dashes typed between them are dropped). */
export const lrnField = text()
  .trim()
  .max(40)
  .transform(normalizeLrn)
  .refine((v) => LRN_PATTERN.test(v), LRN_MESSAGE);

/** An RFID card number as the reader sends it (text up to 32); empty means none. */
export const cardNumberField = text()
  .trim()
  .max(MAX_CARD_NUMBER_LENGTH, `must be at most ${MAX_CARD_NUMBER_LENGTH} characters`)
  .transform((v) => normalizeCardNumber(v));

const emailField = z.union([z.literal(''), text().trim().max(200).pipe(z.email('must be an email address'))]);

/** POST /school/school-year, PATCH /school/school-year. */
export const schoolYearRequest = z.object({
  name: required(40),
  startDate: isoDate,
  endDate: isoDate,
  isActive: z.boolean().optional().default(false),
});
export type SchoolYearRequest = z.infer<typeof schoolYearRequest>;
export const updateSchoolYearRequest = patchSchemaOf(schoolYearRequest).extend({ id });

/** POST /school/grade-level, PATCH. */
export const gradeLevelRequest = z.object({ name: required(60), sortOrder: wholeNumber(0, 1000).optional().default(0) });
export const updateGradeLevelRequest = patchSchemaOf(gradeLevelRequest).extend({ id });

/** POST /school/section, PATCH. The adviser is a member account of the company. */
export const sectionRequest = z.object({
  name: required(60),
  schoolYearId: id,
  gradeLevelId: id,
  adviserAccountId: id.nullable().optional(),
  capacity: wholeNumber(1, 500).optional().default(DEFAULT_SECTION_CAPACITY),
});
export type SectionRequest = z.infer<typeof sectionRequest>;
export const updateSectionRequest = patchSchemaOf(sectionRequest).extend({ id });

/** POST /school/course, PATCH: a course (subject) with its DepEd learning area. */
export const courseRequest = z.object({
  code: required(30),
  name: required(120),
  gradeLevelId: id.nullable().optional(),
  learningArea: oneOf(LEARNING_AREA_KEYS),
});
export const updateCourseRequest = patchSchemaOf(courseRequest).extend({ id });

/** A guardian's fields (POST /school/guardian, and each of a new student's guardians). */
export const guardianRequest = z.object({
  name: required(150),
  email: emailField.optional().default(''),
  mobile: trimmed(30).optional().default(''),
  notifyBy: oneOf(NOTIFY_BY_KEYS).optional().default('email'),
  language: oneOf(GUARDIAN_LANGUAGE_KEYS).optional().default('en'),
  cardNumber: cardNumberField.nullable().optional(),
});
export type GuardianRequest = z.infer<typeof guardianRequest>;
export const updateGuardianRequest = patchSchemaOf(guardianRequest).extend({ id });

/** A guardian given with a student: a new one by its fields, or an existing one by `guardianId`. */
export const studentGuardianInput = guardianRequest.extend({ relationship: trimmed(40).optional().default('') });

/** POST /school/student (issue 18, exact contract). */
export const studentRequest = z.object({
  firstName: required(100),
  middleName: trimmed(100).optional().default(''),
  lastName: required(100),
  suffix: trimmed(20).optional().default(''),
  lrn: lrnField,
  cardNumber: cardNumberField.nullable().optional(),
  birthDate: isoDate.nullable().optional(),
  sex: oneOf(STUDENT_SEX_KEYS).nullable().optional(),
  address: trimmed(500).optional().default(''),
  photoFileId: id.nullable().optional(),
  guardians: z.array(studentGuardianInput).max(10).optional().default([]),
});
export type StudentRequest = z.infer<typeof studentRequest>;
/** PATCH /school/student: the student's own fields (guardians through link/unlink). */
export const updateStudentRequest = patchSchemaOf(studentRequest.omit({ guardians: true })).extend({ id });
export type UpdateStudentRequest = z.infer<typeof updateStudentRequest>;

/** POST /school/student/:id/guardian: link an existing guardian, or create one and link it. */
export const linkGuardianRequest = z.union([
  z.object({ guardianId: id, relationship: trimmed(40).optional().default('') }).strict(),
  studentGuardianInput,
]);
export const studentGuardianParams = z.object({ id, guardianId: id });

/** POST /school/enrollment, PATCH. */
export const enrollmentRequest = z.object({
  studentId: id,
  schoolYearId: id,
  gradeLevelId: id,
  sectionId: id.nullable().optional(),
  status: oneOf(ENROLLMENT_STATUS_KEYS).optional().default('ENROLLED'),
  enrolledOn: isoDate.optional(),
});
export type EnrollmentRequest = z.infer<typeof enrollmentRequest>;
export const updateEnrollmentRequest = patchSchemaOf(enrollmentRequest.omit({ studentId: true, schoolYearId: true })).extend({ id });
export type UpdateEnrollmentRequest = z.infer<typeof updateEnrollmentRequest>;

/** GET /select-box/school/section-list, course-list: optional narrowing. */
export const schoolSelectQuery = z.object({
  schoolYearId: id.optional(),
  gradeLevelId: id.optional(),
  search: trimmed(100).optional(),
});
