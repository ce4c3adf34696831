import {
  countStatuses,
  dayStatus,
  gateStatus,
  todayInManila,
  type ClassAttendanceMarksRequest,
  type ClassAttendanceStatus,
  type SchoolDay,
} from '@haligi/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { enrollments, gradeLevels, guardians, schoolAttendanceLogs, schoolGates, students } from '../../db/schema-school';
import { schoolClassAttendance } from '../../db/schema-school-grading';
import type { Tenant } from '../../db/tenant';
import { badRequest } from '../../http/errors';
import {
  assertMarksSection,
  findSection,
  learnerName,
  loadSchoolDay,
  sectionAnswer,
  sectionsOfActiveYear,
  sectionsOfDay,
  studentColumns,
  type SchoolCaller,
} from './school-common';

/** One student's day in a section. */
export interface StudentDay {
  id: number;
  lrn: string;
  name: string;
  firstCheckIn: string | null;
  gateStatus: 'PRESENT' | 'LATE' | 'ABSENT';
  mark: ClassAttendanceStatus | null;
  status: ClassAttendanceStatus;
}

/**
 * Every ENROLLED student of the sections with their day: first check_in of that Manila day
 * (school_date) at the gates, the teacher's mark, and the status the shared rule gives.
 */
async function studentDays(tenant: Tenant, sectionIds: number[], day: string, school: SchoolDay) {
  if (sectionIds.length === 0) return new Map<number, StudentDay[]>();
  const enrolled = await tenant.db
    .select({ ...studentColumns, sectionId: enrollments.sectionId })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(tenant.where(enrollments, inArray(enrollments.sectionId, sectionIds), eq(enrollments.status, 'ENROLLED'), eq(students.isDeleted, false)))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  const ids = enrolled.map((s) => s.id);
  const firsts = ids.length
    ? await tenant.db
        .select({ studentId: schoolAttendanceLogs.studentId, first: sql<Date | string>`min(${schoolAttendanceLogs.tappedAt})` })
        .from(schoolAttendanceLogs)
        .where(
          tenant.where(
            schoolAttendanceLogs,
            eq(schoolAttendanceLogs.schoolDate, day),
            eq(schoolAttendanceLogs.personType, 'student'),
            eq(schoolAttendanceLogs.action, 'check_in'),
            inArray(schoolAttendanceLogs.studentId, ids),
          ),
        )
        .groupBy(schoolAttendanceLogs.studentId)
    : [];
  const firstOf = new Map(firsts.map((f) => [f.studentId!, new Date(f.first).toISOString()]));
  const marks = await tenant.db
    .select({ sectionId: schoolClassAttendance.sectionId, studentId: schoolClassAttendance.studentId, status: schoolClassAttendance.status })
    .from(schoolClassAttendance)
    .where(tenant.where(schoolClassAttendance, inArray(schoolClassAttendance.sectionId, sectionIds), eq(schoolClassAttendance.schoolDate, day)));
  const markOf = new Map(marks.map((m) => [`${m.sectionId}:${m.studentId}`, m.status as ClassAttendanceStatus]));
  const bySection = new Map<number, StudentDay[]>(sectionIds.map((id) => [id, []]));
  for (const s of enrolled) {
    const firstCheckIn = firstOf.get(s.id) ?? null;
    const mark = markOf.get(`${s.sectionId}:${s.id}`) ?? null;
    bySection.get(s.sectionId!)!.push({
      id: s.id,
      lrn: s.lrn,
      name: learnerName(s),
      firstCheckIn,
      gateStatus: gateStatus(firstCheckIn, day, school),
      mark,
      status: dayStatus(firstCheckIn, mark, day, school),
    });
  }
  return bySection;
}

/** GET /school/attendance/summary: each section's present, late, absent and excused counts of a day. */
export async function attendanceSummary(tenant: Tenant, date: string | undefined) {
  const day = date ?? todayInManila();
  const school = await loadSchoolDay(tenant);
  const list = await sectionsOfDay(tenant, day);
  const days = await studentDays(tenant, list.map((s) => s.id), day, school);
  const rows = list.map((s) => ({ ...sectionAnswer(s), counts: countStatuses((days.get(s.id) ?? []).map((d) => d.status)) }));
  return {
    date: day,
    schoolDay: school,
    sections: rows,
    totals: countStatuses([...days.values()].flat().map((d) => d.status)),
  };
}

/** GET /school/attendance/section: one section's day, student by student. */
export async function sectionDay(caller: SchoolCaller, sectionId: number, date: string | undefined) {
  const day = date ?? todayInManila();
  const section = await findSection(caller.tenant, sectionId);
  assertMarksSection(caller, section);
  const school = await loadSchoolDay(caller.tenant);
  const list = (await studentDays(caller.tenant, [section.id], day, school)).get(section.id) ?? [];
  return { data: { date: day, schoolDay: school, section: sectionAnswer(section), students: list, counts: countStatuses(list.map((d) => d.status)) } };
}

/** GET /school/attendance/my-sections: the sections whose class attendance the caller keeps (active school year). */
export async function markableSections(caller: SchoolCaller) {
  const list = await sectionsOfActiveYear(caller.tenant);
  return list.filter((s) => caller.marksAnySection || s.adviserAccountId === caller.accountId).map(sectionAnswer);
}

/**
 * POST /school/attendance/class: the teacher's marks for a day. A student must be enrolled in the
 * section; a day after today cannot be marked; null takes a mark back.
 */
export async function saveClassAttendance(caller: SchoolCaller, input: ClassAttendanceMarksRequest) {
  const { tenant } = caller;
  const section = await findSection(tenant, input.sectionId);
  assertMarksSection(caller, section);
  const problems: string[] = [];
  if (input.date > todayInManila()) problems.push('date: must not be after today');
  const enrolled = await tenant.db
    .select({ studentId: enrollments.studentId })
    .from(enrollments)
    .where(tenant.where(enrollments, eq(enrollments.sectionId, section.id), eq(enrollments.status, 'ENROLLED'), inArray(enrollments.studentId, input.marks.map((m) => m.studentId))));
  const inSection = new Set(enrolled.map((e) => e.studentId));
  input.marks.forEach((mark, i) => {
    if (!inSection.has(mark.studentId)) problems.push(`marks.${i}.studentId: is not a student enrolled in this section`);
  });
  if (problems.length) throw badRequest(problems);
  await tenant.db.transaction(async (tx) => {
    const t = tenant.on(tx);
    const cleared = input.marks.filter((m) => m.status === null).map((m) => m.studentId);
    if (cleared.length) {
      await tx
        .delete(schoolClassAttendance)
        .where(t.where(schoolClassAttendance, eq(schoolClassAttendance.sectionId, section.id), eq(schoolClassAttendance.schoolDate, input.date), inArray(schoolClassAttendance.studentId, cleared)));
    }
    const set = input.marks.filter((m) => m.status !== null);
    if (set.length) {
      await tx
        .insert(schoolClassAttendance)
        .values(set.map((m) => t.values({ sectionId: section.id, studentId: m.studentId, schoolDate: input.date, status: m.status!, markedBy: caller.accountId })))
        .onConflictDoUpdate({
          target: [schoolClassAttendance.sectionId, schoolClassAttendance.studentId, schoolClassAttendance.schoolDate],
          set: { status: sql`excluded.status`, markedBy: caller.accountId, updatedAt: new Date() },
        });
    }
  });
  const answer = await sectionDay(caller, section.id, input.date);
  return { message: 'Attendance saved', ...answer };
}

/**
 * GET /school/dashboard: today's attendance (counts, per grade level and per section), enrolment
 * counts of the active school year per grade level, and the last taps at the gates.
 */
export async function schoolDashboard(tenant: Tenant, date: string | undefined) {
  const summary = await attendanceSummary(tenant, date);
  const byGrade = new Map<number, { gradeLevel: { id: number; name: string }; counts: ReturnType<typeof countStatuses> }>();
  for (const s of summary.sections) {
    const entry = byGrade.get(s.gradeLevel.id) ?? { gradeLevel: s.gradeLevel, counts: countStatuses([]) };
    for (const key of ['PRESENT', 'LATE', 'ABSENT', 'EXCUSED', 'total'] as const) entry.counts[key] += s.counts[key];
    byGrade.set(s.gradeLevel.id, entry);
  }
  const enrolment = await tenant.db
    .select({ gradeLevelId: gradeLevels.id, gradeLevelName: gradeLevels.name, count: sql<number>`count(*)::int` })
    .from(enrollments)
    .innerJoin(gradeLevels, eq(gradeLevels.id, enrollments.gradeLevelId))
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(
      tenant.where(
        enrollments,
        eq(enrollments.status, 'ENROLLED'),
        eq(students.isDeleted, false),
        sql`${enrollments.schoolYearId} IN (SELECT id FROM school_years WHERE company_id = ${tenant.companyId} AND is_active AND NOT is_deleted)`,
      ),
    )
    .groupBy(gradeLevels.id, gradeLevels.name, gradeLevels.sortOrder)
    .orderBy(asc(gradeLevels.sortOrder), asc(gradeLevels.name));
  const taps = await tenant.db
    .select({
      id: schoolAttendanceLogs.id,
      personType: schoolAttendanceLogs.personType,
      action: schoolAttendanceLogs.action,
      tappedAt: schoolAttendanceLogs.tappedAt,
      gate: schoolGates.name,
      studentFirst: students.firstName,
      studentMiddle: students.middleName,
      studentLast: students.lastName,
      studentSuffix: students.suffix,
      guardianName: guardians.name,
    })
    .from(schoolAttendanceLogs)
    .leftJoin(students, eq(students.id, schoolAttendanceLogs.studentId))
    .leftJoin(guardians, eq(guardians.id, schoolAttendanceLogs.guardianId))
    .leftJoin(schoolGates, eq(schoolGates.id, schoolAttendanceLogs.gateId))
    .where(tenant.where(schoolAttendanceLogs, and(eq(schoolAttendanceLogs.schoolDate, summary.date))))
    .orderBy(desc(schoolAttendanceLogs.tappedAt), desc(schoolAttendanceLogs.id))
    .limit(10);
  return {
    date: summary.date,
    schoolDay: summary.schoolDay,
    attendance: {
      totals: summary.totals,
      byGradeLevel: [...byGrade.values()],
      bySection: summary.sections.map((s) => ({ id: s.id, name: s.name, gradeLevel: s.gradeLevel, counts: s.counts })),
    },
    enrolment: { total: enrolment.reduce((sum, row) => sum + row.count, 0), byGradeLevel: enrolment.map((row) => ({ gradeLevel: { id: row.gradeLevelId, name: row.gradeLevelName }, count: row.count })) },
    recentTaps: taps.map((tap) => ({
      id: tap.id,
      personType: tap.personType,
      name:
        tap.personType === 'student' && tap.studentLast !== null
          ? learnerName({ firstName: tap.studentFirst ?? '', middleName: tap.studentMiddle ?? '', lastName: tap.studentLast, suffix: tap.studentSuffix ?? '' })
          : (tap.guardianName ?? ''),
      action: tap.action,
      tappedAt: tap.tappedAt.toISOString(),
      gate: tap.gate,
    })),
  };
}
