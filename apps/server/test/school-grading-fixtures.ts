import { randomBytes } from 'node:crypto';
import { courses, enrollments, gradeLevels, schoolAttendanceLogs, schoolGates, schoolYears, sections, students } from '../src/db/schema-school';
import type { TestServer } from './helper';

/**
 * School records for the grading and attendance-summary tests, inserted directly (their CRUD APIs
 * belong to other modules): an active school year of two weeks in July 2026, a grade level, a
 * section and courses, students and enrollments, and gate taps.
 */
export async function createSchool(server: TestServer, companyId: number, options: { adviserAccountId?: number | null; startDate?: string; endDate?: string } = {}) {
  const { db } = server.context;
  const [year] = await db
    .insert(schoolYears)
    .values({ companyId, name: '2026-2027', startDate: options.startDate ?? '2026-07-06', endDate: options.endDate ?? '2026-07-17', isActive: true })
    .returning();
  const [grade] = await db.insert(gradeLevels).values({ companyId, name: 'Grade 7', sortOrder: 7 }).returning();
  const [section] = await db
    .insert(sections)
    .values({ companyId, schoolYearId: year.id, gradeLevelId: grade.id, name: 'Rizal', adviserAccountId: options.adviserAccountId ?? null })
    .returning();
  const [math] = await db.insert(courses).values({ companyId, code: 'MATH7', name: 'Mathematics', gradeLevelId: grade.id, learningArea: 'MATH' }).returning();
  const [english] = await db.insert(courses).values({ companyId, code: 'ENG7', name: 'English', gradeLevelId: grade.id, learningArea: 'LANGUAGES' }).returning();
  const [gate] = await db.insert(schoolGates).values({ companyId, name: 'Main Gate' }).returning();
  return { year, grade, section, math, english, gate };
}

let lrnCounter = Number.parseInt(randomBytes(3).toString('hex'), 16);

/** A student enrolled (ENROLLED unless told) in the section. */
export async function enrolStudent(
  server: TestServer,
  school: Awaited<ReturnType<typeof createSchool>>,
  name: { firstName: string; lastName: string; middleName?: string },
  status = 'ENROLLED',
) {
  const { db } = server.context;
  const lrn = String(100_000_000_000 + (lrnCounter++ % 899_999_999_999));
  const [student] = await db
    .insert(students)
    .values({ companyId: school.section.companyId, lrn, firstName: name.firstName, lastName: name.lastName, middleName: name.middleName ?? '', cardNumber: `CARD-${lrn}` })
    .returning();
  await db.insert(enrollments).values({
    companyId: school.section.companyId,
    studentId: student.id,
    schoolYearId: school.year.id,
    gradeLevelId: school.grade.id,
    sectionId: school.section.id,
    status,
    enrolledOn: school.year.startDate,
  });
  return student;
}

/** A gate tap of a student at an ISO time with offset; the school day is its Manila date. */
export async function tap(server: TestServer, school: Awaited<ReturnType<typeof createSchool>>, student: { id: number; cardNumber: string | null }, at: string, action: 'check_in' | 'check_out' = 'check_in') {
  const tappedAt = new Date(at);
  const schoolDate = new Date(tappedAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  await server.context.db.insert(schoolAttendanceLogs).values({
    companyId: school.section.companyId,
    personType: 'student',
    studentId: student.id,
    cardNumber: student.cardNumber ?? '',
    action,
    tappedAt,
    schoolDate,
    gateId: school.gate.id,
  });
}
