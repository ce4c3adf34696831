import { ENROLLMENT_STATUS_KEYS, SEAT_HOLDING_STATUSES, type EnrollmentStatus } from './records.constants';

/** The LRN (Learner Reference Number): exactly 12 digits. */
export const LRN_PATTERN = /^\d{12}$/;
export const LRN_MESSAGE = 'must be 12 digits';

/** An LRN as typed: spaces and dashes people put in are dropped ("1234 5678 9012" -> "123456789012"). */
export const normalizeLrn = (value: string): string => value.replace(/[\s-]/g, '');
export const isValidLrn = (value: string): boolean => LRN_PATTERN.test(normalizeLrn(value));

/** A card number as the reader sends it, trimmed; empty means no card. */
export const normalizeCardNumber = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** "Dela Cruz, Juan Santos Jr." */
export function studentName(student: { firstName: string; middleName?: string | null; lastName: string; suffix?: string | null }): string {
  const given = [student.firstName, student.middleName, student.suffix].filter((part) => part && part.trim()).join(' ');
  return `${student.lastName}, ${given}`;
}

/** Whether an enrollment with this status takes a seat in its section. */
export const holdsSeat = (status: string): boolean => SEAT_HOLDING_STATUSES.includes(status as EnrollmentStatus);
export const isEnrollmentStatus = (status: string): status is EnrollmentStatus => (ENROLLMENT_STATUS_KEYS as readonly string[]).includes(status);

/**
 * Whether one more seat may be taken in a section: `taken` seats already held (not counting the
 * enrollment being moved in), `capacity` the section's.
 */
export const sectionHasRoom = (taken: number, capacity: number): boolean => taken < capacity;

export const sectionFullMessage = (section: string, capacity: number) =>
  `Section ${section} is full (${capacity} of ${capacity} seats taken). Choose another section or raise its capacity.`;

/**
 * A school year's name from its dates ("2026-2027"); a year within one calendar year keeps that year.
 */
export function schoolYearName(startDate: string, endDate: string): string {
  const from = startDate.slice(0, 4);
  const to = endDate.slice(0, 4);
  return from === to ? from : `${from}-${to}`;
}

/** The 400 problems of a school year's dates (the end comes after the start). */
export function schoolYearDateProblems(record: { startDate: string; endDate: string }): [string, string][] {
  return record.endDate <= record.startDate ? [['endDate', 'must be after the start date']] : [];
}

/** The repeated values of a list, each with the first index it appeared at (imports: the first row keeps it). */
export function repeatedValues(values: (string | null | undefined)[]): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  values.forEach((value, index) => {
    if (value === null || value === undefined || value === '') return;
    const key = value.toLowerCase();
    const at = first.get(key);
    if (at === undefined) first.set(key, index);
    else repeats.set(index, at);
  });
  return repeats;
}

export const SCHOOL_MESSAGES = {
  lrnTaken: (lrn: string) => `LRN ${lrn} already belongs to another student`,
  cardTaken: (card: string) => `Card number ${card} is already assigned to another student or guardian`,
  alreadyEnrolled: 'This student is already enrolled in this school year',
  sectionOtherYear: 'The section belongs to another school year',
  sectionOtherGrade: 'The section is of another grade level',
  yearInUse: 'This school year has sections or enrollments; remove them first',
  gradeInUse: 'This grade level has sections, courses or enrollments; remove them first',
  sectionInUse: 'This section has enrolled students; move them first',
  studentCreated: 'Student saved',
  studentUpdated: 'Student updated',
  studentDeleted: 'Student deleted',
  studentRestored: 'Student restored',
  guardianLinked: 'Guardian linked',
  guardianUnlinked: 'Guardian unlinked',
  saved: 'Saved',
  deleted: 'Deleted',
} as const;
