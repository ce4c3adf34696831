import {
  QUARTERS,
  countsAsPresent,
  dayStatus,
  finalGrade,
  generalAverage,
  gradeDescriptor,
  gradeRemark,
  quarterlyGrade,
  schoolDaysBetween,
  todayInManila,
  weightsFor,
  type ClassAttendanceStatus,
  type ComponentWeights,
  type CreateGradingItemRequest,
  type GradingComponent,
  type QuarterScores,
  type SaveScoresRequest,
} from '@haligi/shared';
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { accounts, holidays } from '../../db/schema';
import { courses, enrollments, gradeLevels, schoolAttendanceLogs, schoolYears, sections, students } from '../../db/schema-school';
import { gradingClassRecords, gradingItems, gradingScores, schoolClassAttendance } from '../../db/schema-school-grading';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { findSection, learnerName, loadSchoolDay, sectionAnswer, sectionsOfActiveYear, studentColumns, type SchoolCaller } from './school-common';

type Section = Awaited<ReturnType<typeof findSection>>;

/** The caller keeps a section's class records: the registrar (SCHOOL_SECTION_ACCESS), or the section's adviser. */
const keepsSection = (caller: SchoolCaller, section: { adviserAccountId: number | null }) => caller.gradesAnySection || section.adviserAccountId === caller.accountId;

/** The caller keeps this class record: as above, or as its teacher. */
function assertKeeps(caller: SchoolCaller, section: Section, record: { teacherAccountId: number | null }) {
  if (keepsSection(caller, section) || record.teacherAccountId === caller.accountId) return;
  throw forbidden("Only the class record's teacher, the section's adviser or the registrar keeps this class record");
}

const courseColumns = { id: courses.id, code: courses.code, name: courses.name, learningArea: courses.learningArea, gradeLevelId: courses.gradeLevelId };
const courseAnswer = (c: { id: number; code: string; name: string; learningArea: string }) => ({ ...c, weights: weightsFor(c.learningArea) });

/** The courses a grade level takes (those of no grade level are everyone's). */
async function coursesOfGrade(tenant: Tenant, gradeLevelIds: number[]) {
  return tenant.db
    .select(courseColumns)
    .from(courses)
    .where(tenant.where(courses, eq(courses.isDeleted, false), or(isNull(courses.gradeLevelId), gradeLevelIds.length ? inArray(courses.gradeLevelId, gradeLevelIds) : sql`false`)))
    .orderBy(asc(courses.code), asc(courses.name));
}

const teacherName = sql<string | null>`nullif(trim(${accounts.firstName} || ' ' || ${accounts.lastName}), '')`;

/**
 * GET /school/grading/sections: the sections of the active school year the caller grades, each
 * with its courses and their class records (the registrar sees every section; a teacher the
 * sections they advise and those where they teach a class record, that class record only).
 */
export async function gradingSections(caller: SchoolCaller) {
  const { tenant } = caller;
  const list = await sectionsOfActiveYear(tenant);
  const records = list.length
    ? await tenant.db
        .select({ id: gradingClassRecords.id, sectionId: gradingClassRecords.sectionId, courseId: gradingClassRecords.courseId, teacherAccountId: gradingClassRecords.teacherAccountId, teacherName })
        .from(gradingClassRecords)
        .leftJoin(accounts, eq(accounts.id, gradingClassRecords.teacherAccountId))
        .where(tenant.where(gradingClassRecords, inArray(gradingClassRecords.sectionId, list.map((s) => s.id))))
    : [];
  const courseList = await coursesOfGrade(tenant, [...new Set(list.map((s) => s.gradeLevelId))]);
  return list
    .map((section) => {
      const whole = keepsSection(caller, section);
      const ofSection = records.filter((r) => r.sectionId === section.id);
      const available = courseList
        .filter((c) => c.gradeLevelId === null || c.gradeLevelId === section.gradeLevelId)
        .map((c) => {
          const record = ofSection.find((r) => r.courseId === c.id);
          return {
            ...courseAnswer(c),
            classRecord: record ? { id: record.id, teacher: record.teacherAccountId ? { id: record.teacherAccountId, name: record.teacherName ?? '' } : null } : null,
            canKeep: whole || (record?.teacherAccountId ?? null) === caller.accountId,
          };
        })
        .filter((c) => c.canKeep);
      return { ...sectionAnswer(section), canCreate: whole, courses: available };
    })
    .filter((s) => s.courses.length > 0 || s.canCreate);
}

/** POST /school/grading/class-record: a section's class record of a course, kept by the caller. */
export async function createClassRecord(caller: SchoolCaller, input: { sectionId: number; courseId: number }) {
  const { tenant } = caller;
  const section = await findSection(tenant, input.sectionId);
  const [course] = await tenant.db.select(courseColumns).from(courses).where(tenant.where(courses, eq(courses.id, input.courseId), eq(courses.isDeleted, false)));
  if (!course) throw notFound('Course');
  if (!keepsSection(caller, section)) throw forbidden("Only the section's adviser or the registrar opens a class record");
  if (course.gradeLevelId !== null && course.gradeLevelId !== section.gradeLevelId) throw badRequest([`courseId: is not a course of ${section.gradeLevelName}`]);
  if (!weightsFor(course.learningArea)) throw unprocessable(`The course's learning area ${course.learningArea} has no DepEd weights`);
  const [created] = await tenant.db
    .insert(gradingClassRecords)
    .values(tenant.values({ sectionId: section.id, courseId: course.id, teacherAccountId: caller.accountId }))
    .onConflictDoNothing()
    .returning({ id: gradingClassRecords.id });
  if (!created) throw conflict(`${section.name} already has a class record of ${course.name}`);
  return { message: 'Class record created', data: (await classRecordGrid(caller, created.id, 1)).data };
}

async function findClassRecord(caller: SchoolCaller, id: number) {
  const { tenant } = caller;
  const [record] = await tenant.db
    .select({ id: gradingClassRecords.id, sectionId: gradingClassRecords.sectionId, teacherAccountId: gradingClassRecords.teacherAccountId, teacherName, course: courseColumns })
    .from(gradingClassRecords)
    .innerJoin(courses, eq(courses.id, gradingClassRecords.courseId))
    .leftJoin(accounts, eq(accounts.id, gradingClassRecords.teacherAccountId))
    .where(tenant.byId(gradingClassRecords, id));
  if (!record) throw notFound('Class record');
  const section = await findSection(tenant, record.sectionId);
  assertKeeps(caller, section, record);
  const weights = weightsFor(record.course.learningArea);
  if (!weights) throw unprocessable(`The course's learning area ${record.course.learningArea} has no DepEd weights`);
  return { record, section, weights };
}

/** The ENROLLED students of a section. */
async function enrolledStudents(tenant: Tenant, sectionId: number) {
  return tenant.db
    .select(studentColumns)
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .where(tenant.where(enrollments, eq(enrollments.sectionId, sectionId), eq(enrollments.status, 'ENROLLED'), eq(students.isDeleted, false)))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
}

interface ItemRow {
  id: number;
  quarter: number;
  component: string;
  name: string;
  highestScore: number;
}

async function itemsAndScores(tenant: Tenant, classRecordIds: number[], studentIds?: number[]) {
  if (classRecordIds.length === 0) return { items: [] as (ItemRow & { classRecordId: number })[], scores: new Map<string, number>() };
  const items = (
    await tenant.db
      .select({ id: gradingItems.id, classRecordId: gradingItems.classRecordId, quarter: gradingItems.quarter, component: gradingItems.component, name: gradingItems.name, highestScore: gradingItems.highestScore })
      .from(gradingItems)
      .where(tenant.where(gradingItems, inArray(gradingItems.classRecordId, classRecordIds)))
      .orderBy(asc(gradingItems.quarter), asc(gradingItems.component), asc(gradingItems.id))
  ).map((item) => ({ ...item, highestScore: Number(item.highestScore) }));
  const rows = items.length
    ? await tenant.db
        .select({ itemId: gradingScores.itemId, studentId: gradingScores.studentId, score: gradingScores.score })
        .from(gradingScores)
        .where(
          and(
            eq(gradingScores.companyId, tenant.companyId),
            inArray(gradingScores.itemId, items.map((i) => i.id)),
            studentIds ? inArray(gradingScores.studentId, studentIds.length ? studentIds : [0]) : undefined,
          ),
        )
    : [];
  return { items, scores: new Map(rows.map((r) => [`${r.itemId}:${r.studentId}`, Number(r.score)])) };
}

/** A student's four quarters of one class record, and the final grade. */
function studentGrades(items: readonly ItemRow[], scores: Map<string, number>, studentId: number, weights: ComponentWeights) {
  const quarters = QUARTERS.map((quarter) => {
    const of = (component: GradingComponent) =>
      items.filter((i) => i.quarter === quarter && i.component === component).map((i) => ({ score: scores.get(`${i.id}:${studentId}`) ?? null, highestScore: i.highestScore }));
    const scoresOfQuarter: QuarterScores = { WW: of('WW'), PT: of('PT'), QA: of('QA') };
    return quarterlyGrade(scoresOfQuarter, weights);
  });
  const quarterly = quarters.map((q) => q.quarterlyGrade);
  const final = finalGrade(quarterly);
  return { quarters, quarterly, final };
}

/** GET /school/grading/class-record: the grid of one quarter, every student's grades of every quarter, the final grade. */
export async function classRecordGrid(caller: SchoolCaller, id: number, quarter: number) {
  const { tenant } = caller;
  const { record, section, weights } = await findClassRecord(caller, id);
  const roster = await enrolledStudents(tenant, section.id);
  const { items, scores } = await itemsAndScores(tenant, [record.id]);
  const ofQuarter = items.filter((i) => i.quarter === quarter);
  return {
    data: {
      id: record.id,
      quarter,
      section: sectionAnswer(section),
      course: courseAnswer(record.course),
      weights,
      teacher: record.teacherAccountId ? { id: record.teacherAccountId, name: record.teacherName ?? '' } : null,
      items: ofQuarter.map(({ classRecordId: _unused, ...item }) => item),
      itemCounts: QUARTERS.map((q) => items.filter((i) => i.quarter === q).length),
      students: roster.map((s) => {
        const grades = studentGrades(items, scores, s.id, weights);
        const current = grades.quarters[quarter - 1];
        return {
          id: s.id,
          lrn: s.lrn,
          name: learnerName(s),
          scores: Object.fromEntries(ofQuarter.map((i) => [i.id, scores.get(`${i.id}:${s.id}`) ?? null])),
          components: current.components,
          initialGrade: current.initialGrade,
          quarterlyGrade: current.quarterlyGrade,
          quarterlyGrades: grades.quarterly,
          finalGrade: grades.final,
          descriptor: grades.final === null ? null : gradeDescriptor(grades.final),
        };
      }),
    },
  };
}

/** POST /school/grading/item: a score item of a quarter's component. */
export async function createGradingItem(caller: SchoolCaller, input: CreateGradingItemRequest) {
  const { record } = await findClassRecord(caller, input.classRecordId);
  const [item] = await caller.tenant.db
    .insert(gradingItems)
    .values(caller.tenant.values({ classRecordId: record.id, quarter: input.quarter, component: input.component, name: input.name, highestScore: String(input.highestScore) }))
    .returning({ id: gradingItems.id });
  return { message: 'Score item added', data: (await classRecordGrid(caller, record.id, input.quarter)).data, itemId: item.id };
}

/** DELETE /school/grading/item: a score item and its scores. */
export async function deleteGradingItem(caller: SchoolCaller, itemId: number) {
  const { tenant } = caller;
  const [item] = await tenant.db.select({ id: gradingItems.id, classRecordId: gradingItems.classRecordId, quarter: gradingItems.quarter }).from(gradingItems).where(tenant.byId(gradingItems, itemId));
  if (!item) throw notFound('Score item');
  await findClassRecord(caller, item.classRecordId);
  await tenant.db.transaction(async (tx) => {
    await tx.delete(gradingScores).where(and(eq(gradingScores.companyId, tenant.companyId), eq(gradingScores.itemId, item.id)));
    await tx.delete(gradingItems).where(tenant.on(tx).byId(gradingItems, item.id));
  });
  return { message: 'Score item removed', data: (await classRecordGrid(caller, item.classRecordId, item.quarter)).data };
}

/**
 * POST /school/grading/scores: raw scores of the class record's items. Every item must be the
 * class record's, every student enrolled in its section, every score at most the item's highest
 * possible score; any problem refuses the whole request (400) and nothing is saved.
 */
export async function saveScores(caller: SchoolCaller, input: SaveScoresRequest) {
  const { tenant } = caller;
  const { record, section } = await findClassRecord(caller, input.classRecordId);
  const { items } = await itemsAndScores(tenant, [record.id], []);
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const enrolled = new Set((await enrolledStudents(tenant, section.id)).map((s) => s.id));
  const problems: string[] = [];
  input.scores.forEach((entry, i) => {
    const item = itemOf.get(entry.itemId);
    if (!item) problems.push(`scores.${i}.itemId: is not a score item of this class record`);
    if (!enrolled.has(entry.studentId)) problems.push(`scores.${i}.studentId: is not a student enrolled in ${section.name}`);
    if (item && entry.score !== null && entry.score > item.highestScore) problems.push(`scores.${i}.score: must be at most ${item.highestScore}, the highest possible score of ${item.name}`);
  });
  if (problems.length) throw badRequest(problems);
  await tenant.db.transaction(async (tx) => {
    for (const entry of input.scores) {
      if (entry.score === null) {
        await tx.delete(gradingScores).where(and(eq(gradingScores.companyId, tenant.companyId), eq(gradingScores.itemId, entry.itemId), eq(gradingScores.studentId, entry.studentId)));
      }
    }
    const set = input.scores.filter((s) => s.score !== null);
    // The last entry for an item and student wins (one row per pair in a statement).
    const unique = [...new Map(set.map((s) => [`${s.itemId}:${s.studentId}`, s])).values()];
    if (unique.length) {
      await tx
        .insert(gradingScores)
        .values(unique.map((s) => ({ companyId: tenant.companyId, itemId: s.itemId, studentId: s.studentId, score: String(s.score) })))
        .onConflictDoUpdate({ target: [gradingScores.itemId, gradingScores.studentId], set: { score: sql`excluded.score`, updatedAt: new Date() } });
    }
  });
  const quarter = itemOf.get(input.scores[0].itemId)!.quarter;
  return { message: 'Scores saved', data: (await classRecordGrid(caller, record.id, quarter)).data };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A student's report card (SF9) of a school year: each learning area's four quarterly grades,
 * final grade and remark, the general average, and the attendance record per month (days of
 * school: Monday to Friday within the school year up to today, national holidays and the
 * company's regular and special non-working days left out; days present: present or late).
 */
export async function reportCard(caller: SchoolCaller, studentId: number, schoolYearId: number | undefined) {
  const { tenant } = caller;
  const [student] = await tenant.db.select(studentColumns).from(students).where(tenant.where(students, eq(students.id, studentId), eq(students.isDeleted, false)));
  if (!student) throw notFound('Student');
  const [enrollment] = await tenant.db
    .select({ sectionId: enrollments.sectionId, status: enrollments.status, schoolYearId: enrollments.schoolYearId, gradeLevelName: gradeLevels.name })
    .from(enrollments)
    .innerJoin(schoolYears, eq(schoolYears.id, enrollments.schoolYearId))
    .innerJoin(gradeLevels, eq(gradeLevels.id, enrollments.gradeLevelId))
    .where(
      tenant.where(
        enrollments,
        eq(enrollments.studentId, student.id),
        eq(schoolYears.isDeleted, false),
        schoolYearId === undefined ? eq(schoolYears.isActive, true) : eq(enrollments.schoolYearId, schoolYearId),
      ),
    );
  if (!enrollment || enrollment.sectionId === null) throw notFound('Enrollment in a section for that school year');
  const section = await findSection(tenant, enrollment.sectionId);
  const records = await tenant.db
    .select({ id: gradingClassRecords.id, teacherAccountId: gradingClassRecords.teacherAccountId, course: courseColumns })
    .from(gradingClassRecords)
    .innerJoin(courses, eq(courses.id, gradingClassRecords.courseId))
    .where(tenant.where(gradingClassRecords, eq(gradingClassRecords.sectionId, section.id)))
    .orderBy(asc(courses.code), asc(courses.name));
  if (!keepsSection(caller, section) && !records.some((r) => r.teacherAccountId === caller.accountId)) {
    throw forbidden("Only the section's adviser, its teachers or the registrar see this report card");
  }
  const { items, scores } = await itemsAndScores(tenant, records.map((r) => r.id), [student.id]);
  const learningAreas = records.map((r) => {
    const weights = weightsFor(r.course.learningArea);
    const ofRecord = items.filter((i) => i.classRecordId === r.id);
    const grades = weights ? studentGrades(ofRecord, scores, student.id, weights) : { quarterly: [null, null, null, null], final: null };
    return {
      course: courseAnswer(r.course),
      quarterlyGrades: grades.quarterly,
      finalGrade: grades.final,
      remarks: grades.final === null ? null : gradeRemark(grades.final),
    };
  });
  const average = generalAverage(learningAreas.map((a) => a.finalGrade));

  const school = await loadSchoolDay(tenant);
  const today = todayInManila();
  const lastDay = section.schoolYearEnd < today ? section.schoolYearEnd : today;
  const closed = await tenant.db
    .select({ date: holidays.date })
    .from(holidays)
    .where(tenant.where(holidays, eq(holidays.isDeleted, false), eq(holidays.scope, 'NATIONAL'), ne(holidays.type, 'SPECIAL_WORKING'), gte(holidays.date, section.schoolYearStart), lte(holidays.date, lastDay)));
  const days = schoolDaysBetween(section.schoolYearStart, lastDay, new Set(closed.map((c) => c.date)));
  const firsts = await tenant.db
    .select({ day: schoolAttendanceLogs.schoolDate, first: sql<Date | string>`min(${schoolAttendanceLogs.tappedAt})` })
    .from(schoolAttendanceLogs)
    .where(
      tenant.where(
        schoolAttendanceLogs,
        eq(schoolAttendanceLogs.studentId, student.id),
        eq(schoolAttendanceLogs.action, 'check_in'),
        gte(schoolAttendanceLogs.schoolDate, section.schoolYearStart),
        lte(schoolAttendanceLogs.schoolDate, lastDay),
      ),
    )
    .groupBy(schoolAttendanceLogs.schoolDate);
  const firstOf = new Map(firsts.map((f) => [f.day, new Date(f.first).toISOString()]));
  const marks = await tenant.db
    .select({ day: schoolClassAttendance.schoolDate, status: schoolClassAttendance.status })
    .from(schoolClassAttendance)
    .where(tenant.where(schoolClassAttendance, eq(schoolClassAttendance.studentId, student.id), eq(schoolClassAttendance.sectionId, section.id)));
  const markOf = new Map(marks.map((m) => [m.day, m.status as ClassAttendanceStatus]));
  const months = new Map<string, { month: string; label: string; schoolDays: number; present: number; absent: number }>();
  for (const day of days) {
    const key = day.slice(0, 7);
    const entry = months.get(key) ?? { month: key, label: `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`, schoolDays: 0, present: 0, absent: 0 };
    entry.schoolDays += 1;
    if (countsAsPresent(dayStatus(firstOf.get(day) ?? null, markOf.get(day) ?? null, day, school))) entry.present += 1;
    else entry.absent += 1;
    months.set(key, entry);
  }
  const monthList = [...months.values()];
  return {
    data: {
      student: { id: student.id, lrn: student.lrn, name: learnerName(student), sex: student.sex, birthDate: student.birthDate },
      section: sectionAnswer(section),
      gradeLevel: enrollment.gradeLevelName,
      enrollmentStatus: enrollment.status,
      learningAreas,
      generalAverage: average,
      generalAverageDescriptor: average === null ? null : gradeDescriptor(average),
      generalAverageRemarks: average === null ? null : gradeRemark(average),
      attendance: {
        months: monthList,
        total: { schoolDays: monthList.reduce((s, m) => s + m.schoolDays, 0), present: monthList.reduce((s, m) => s + m.present, 0), absent: monthList.reduce((s, m) => s + m.absent, 0) },
      },
    },
  };
}
