/**
 * School records (issue 18): the fixed lists the records, grading and gate modules share.
 * Pure data: no Node, React or database code.
 */

/**
 * Learning areas, the groups of DepEd Order 8, s. 2015, table 4 ("Weight of the Components for
 * Grades 1–10 and Senior High School"). A course names one; the grading module maps each to its
 * written work / performance task / quarterly assessment weights.
 */
export const LEARNING_AREAS = [
  { key: 'LANGUAGES', label: 'Languages (Filipino, English, Mother Tongue)', level: 'Grades 1-10' },
  { key: 'AP', label: 'Araling Panlipunan (AP)', level: 'Grades 1-10' },
  { key: 'ESP', label: 'Edukasyon sa Pagpapakatao (EsP)', level: 'Grades 1-10' },
  { key: 'SCIENCE', label: 'Science', level: 'Grades 1-10' },
  { key: 'MATH', label: 'Mathematics', level: 'Grades 1-10' },
  { key: 'MAPEH', label: 'MAPEH (Music, Arts, PE, Health)', level: 'Grades 1-10' },
  { key: 'EPP_TLE', label: 'EPP / TLE', level: 'Grades 1-10' },
  { key: 'SHS_CORE', label: 'SHS Core Subjects', level: 'Senior High School' },
  { key: 'SHS_ACADEMIC', label: 'SHS Academic Track: all other subjects', level: 'Senior High School' },
  { key: 'SHS_ACADEMIC_IMMERSION_RESEARCH', label: 'SHS Academic Track: Work Immersion, Research, Business Enterprise Simulation, Exhibit, Performance', level: 'Senior High School' },
  { key: 'SHS_TVL', label: 'SHS TVL, Sports, Arts and Design Track: all other subjects', level: 'Senior High School' },
  { key: 'SHS_TVL_IMMERSION_RESEARCH', label: 'SHS TVL, Sports, Arts and Design Track: Work Immersion, Research, Exhibit, Performance', level: 'Senior High School' },
] as const;
export type LearningArea = (typeof LEARNING_AREAS)[number]['key'];
export const LEARNING_AREA_KEYS = LEARNING_AREAS.map((a) => a.key) as unknown as readonly [LearningArea, ...LearningArea[]];
export const learningAreaLabel = (key: string): string => LEARNING_AREAS.find((a) => a.key === key)?.label ?? key;

/** An enrollment's standing in its school year. */
export const ENROLLMENT_STATUSES = [
  { key: 'ENROLLED', label: 'Enrolled' },
  { key: 'TRANSFERRED_OUT', label: 'Transferred out' },
  { key: 'DROPPED', label: 'Dropped' },
  { key: 'COMPLETED', label: 'Completed' },
] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number]['key'];
export const ENROLLMENT_STATUS_KEYS = ENROLLMENT_STATUSES.map((s) => s.key) as unknown as readonly [EnrollmentStatus, ...EnrollmentStatus[]];
export const enrollmentStatusLabel = (key: string): string => ENROLLMENT_STATUSES.find((s) => s.key === key)?.label ?? key;
/** The statuses that hold a seat in a section (capacity counts only these). */
export const SEAT_HOLDING_STATUSES: readonly EnrollmentStatus[] = ['ENROLLED'];

export const STUDENT_SEX_KEYS = ['MALE', 'FEMALE'] as const;
export const NOTIFY_BY_KEYS = ['email', 'sms'] as const;
export const GUARDIAN_LANGUAGE_KEYS = ['en', 'fil'] as const;
export const GUARDIAN_LANGUAGE_LABEL: Record<(typeof GUARDIAN_LANGUAGE_KEYS)[number], string> = { en: 'English', fil: 'Filipino' };

/** The RFID card number as the reader sends it: text up to 32 characters. */
export const MAX_CARD_NUMBER_LENGTH = 32;
export const DEFAULT_SECTION_CAPACITY = 40;

/** "Male" / "Female" for MALE / FEMALE. */
export const sexLabel = (key: string): string => (key === 'MALE' ? 'Male' : key === 'FEMALE' ? 'Female' : key);
