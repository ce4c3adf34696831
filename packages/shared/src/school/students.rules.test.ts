import { describe, expect, it } from 'vitest';
import { LEARNING_AREA_KEYS, learningAreaLabel } from './records.constants';
import { studentRequest, guardianRequest, courseRequest, updateStudentRequest, sectionRequest } from './records.schemas';
import { importGuardianOf, STUDENT_EXPORT_HEADERS, STUDENT_IMPORT_COLUMNS, studentImportRow } from './students.export';
import {
  holdsSeat,
  isValidLrn,
  normalizeCardNumber,
  normalizeLrn,
  repeatedValues,
  schoolYearDateProblems,
  schoolYearName,
  sectionFullMessage,
  sectionHasRoom,
  studentName,
} from './students.rules';

describe('LRN', () => {
  it('is exactly 12 digits, spaces and dashes dropped', () => {
    expect(isValidLrn('123456789012')).toBe(true);
    expect(isValidLrn('1234 5678 9012')).toBe(true);
    expect(isValidLrn('1234-5678-9012')).toBe(true);
    expect(normalizeLrn('1234 5678-9012')).toBe('123456789012');
    expect(isValidLrn('12345678901')).toBe(false);
    expect(isValidLrn('1234567890123')).toBe(false);
    expect(isValidLrn('12345678901A')).toBe(false);
    expect(isValidLrn('')).toBe(false);
  });
  it('the create schema answers the plain message', () => {
    const result = studentRequest.safeParse({ firstName: 'Ana', lastName: 'Cruz', lrn: '12345' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(['lrn: must be 12 digits']);
  });
});

describe('card numbers', () => {
  it('are trimmed text up to 32; empty is none', () => {
    expect(normalizeCardNumber('  0004521987 ')).toBe('0004521987');
    expect(normalizeCardNumber('')).toBeNull();
    expect(normalizeCardNumber(null)).toBeNull();
    const base = { firstName: 'Ana', lastName: 'Cruz', lrn: '123456789012' };
    expect(studentRequest.parse({ ...base, cardNumber: '0004521987' }).cardNumber).toBe('0004521987');
    expect(studentRequest.parse({ ...base, cardNumber: '' }).cardNumber).toBeNull();
    expect(studentRequest.safeParse({ ...base, cardNumber: 'x'.repeat(32) }).success).toBe(true);
    expect(studentRequest.safeParse({ ...base, cardNumber: 'x'.repeat(33) }).success).toBe(false);
  });
});

describe('student request', () => {
  it('takes the contract body; guardians default to none', () => {
    const parsed = studentRequest.parse({ firstName: 'Ana', lastName: 'Cruz', lrn: '123456789012', cardNumber: 'A1' });
    expect(parsed.guardians).toEqual([]);
    const withGuardian = studentRequest.parse({
      firstName: 'Ana', lastName: 'Cruz', lrn: '123456789012', cardNumber: 'A1',
      guardians: [{ name: 'Maria Cruz', email: 'maria@example.com', mobile: '09171234567', notifyBy: 'sms' }],
    });
    expect(withGuardian.guardians[0]).toMatchObject({ name: 'Maria Cruz', notifyBy: 'sms', language: 'en' });
  });
  it('refuses a guardian notice channel other than email or sms', () => {
    expect(guardianRequest.safeParse({ name: 'X', notifyBy: 'fax' }).success).toBe(false);
    expect(guardianRequest.safeParse({ name: 'X', language: 'es' }).success).toBe(false);
    expect(guardianRequest.safeParse({ name: 'X', email: 'not-mail' }).success).toBe(false);
  });
  it('PATCH keeps left-out fields out', () => {
    expect(updateStudentRequest.parse({ id: 3, firstName: 'Bea' })).toEqual({ id: 3, firstName: 'Bea' });
    expect(updateStudentRequest.safeParse({ id: 3, lrn: null }).success).toBe(false);
    expect(updateStudentRequest.parse({ id: 3, cardNumber: null })).toEqual({ id: 3, cardNumber: null });
  });
  it('sections take a capacity from 1', () => {
    expect(sectionRequest.parse({ name: 'Rizal', schoolYearId: 1, gradeLevelId: 2 }).capacity).toBe(40);
    expect(sectionRequest.safeParse({ name: 'Rizal', schoolYearId: 1, gradeLevelId: 2, capacity: 0 }).success).toBe(false);
  });
});

describe('learning areas', () => {
  it('cover DepEd Order 8 s. 2015 table 4 groups and only those', () => {
    expect(LEARNING_AREA_KEYS).toEqual(
      expect.arrayContaining(['LANGUAGES', 'AP', 'ESP', 'SCIENCE', 'MATH', 'MAPEH', 'EPP_TLE', 'SHS_CORE', 'SHS_ACADEMIC', 'SHS_TVL']),
    );
    expect(new Set(LEARNING_AREA_KEYS).size).toBe(LEARNING_AREA_KEYS.length);
    expect(courseRequest.safeParse({ code: 'M7', name: 'Math 7', learningArea: 'MATH' }).success).toBe(true);
    expect(courseRequest.safeParse({ code: 'M7', name: 'Math 7', learningArea: 'ALGEBRA' }).success).toBe(false);
    expect(learningAreaLabel('MATH')).toBe('Mathematics');
    expect(learningAreaLabel('UNKNOWN')).toBe('UNKNOWN');
  });
});

describe('sections and years', () => {
  it('a section has room below its capacity', () => {
    expect(sectionHasRoom(39, 40)).toBe(true);
    expect(sectionHasRoom(40, 40)).toBe(false);
    expect(sectionHasRoom(41, 40)).toBe(false);
    expect(sectionFullMessage('Rizal', 2)).toBe('Section Rizal is full (2 of 2 seats taken). Choose another section or raise its capacity.');
  });
  it('only enrolled students hold a seat', () => {
    expect(holdsSeat('ENROLLED')).toBe(true);
    expect(holdsSeat('DROPPED')).toBe(false);
    expect(holdsSeat('TRANSFERRED_OUT')).toBe(false);
    expect(holdsSeat('COMPLETED')).toBe(false);
  });
  it('a school year ends after it starts', () => {
    expect(schoolYearDateProblems({ startDate: '2026-06-08', endDate: '2027-04-09' })).toEqual([]);
    expect(schoolYearDateProblems({ startDate: '2026-06-08', endDate: '2026-06-08' })).toEqual([['endDate', 'must be after the start date']]);
    expect(schoolYearName('2026-06-08', '2027-04-09')).toBe('2026-2027');
    expect(schoolYearName('2026-01-08', '2026-11-09')).toBe('2026');
  });
  it('names a student last name first', () => {
    expect(studentName({ firstName: 'Juan', middleName: 'Santos', lastName: 'Dela Cruz', suffix: 'Jr.' })).toBe('Dela Cruz, Juan Santos Jr.');
    expect(studentName({ firstName: 'Ana', lastName: 'Reyes' })).toBe('Reyes, Ana');
  });
  it('finds values repeated in a list, case-insensitively, pointing at the first', () => {
    expect([...repeatedValues(['A', 'b', null, 'a', '', 'B', 'c'])]).toEqual([[3, 0], [5, 1]]);
  });
});

describe('students export and import', () => {
  it('imports read the export header, in the same order', () => {
    expect(STUDENT_IMPORT_COLUMNS.map((c) => c.header)).toEqual([...STUDENT_EXPORT_HEADERS]);
  });
  it('reads a row: M/F, LRN with spaces', () => {
    const row = studentImportRow.parse({ lrn: '1234 5678 9012', lastName: 'Cruz', firstName: 'Ana', sex: 'f' });
    expect(row).toMatchObject({ lrn: '123456789012', sex: 'FEMALE' });
    expect(studentImportRow.safeParse({ lrn: '1', lastName: 'Cruz', firstName: 'Ana' }).success).toBe(false);
  });
  it('a guardian with a mobile and no email is told by SMS', () => {
    expect(importGuardianOf({ guardianName: '', guardianMobile: '0917', guardianEmail: '' })).toBeNull();
    expect(importGuardianOf({ guardianName: 'Maria', guardianMobile: '0917', guardianEmail: '' })).toMatchObject({ notifyBy: 'sms' });
    expect(importGuardianOf({ guardianName: 'Maria', guardianMobile: '0917', guardianEmail: 'm@x.ph' })).toMatchObject({ notifyBy: 'email' });
  });
});
