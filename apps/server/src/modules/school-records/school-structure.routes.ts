import {
  courseRequest,
  gradeLevelRequest,
  namedFields,
  SCHOOL_MESSAGES,
  schoolSelectQuery,
  schoolYearDateProblems,
  schoolYearRequest,
  sectionRequest,
  updateCourseRequest,
  updateGradeLevelRequest,
  updateSchoolYearRequest,
  updateSectionRequest,
} from '@haligi/shared';
import { asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import type { Db } from '../../db/client';
import { accounts, courses, enrollments, gradeLevels, schoolYears, sections } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { requireAuth } from '../../http/auth';
import { badRequest, notFound, parseInput, unprocessable } from '../../http/errors';
import { idParams, idQuery, selectListRoute, tableRoute } from '../../http/openapi';
import { answerTable, filterId, idParam, type TableSource } from '../../http/table';
import { assertCompanyRecord } from '../clients/company-records';
import { inTransaction, SCHOOL_SCREEN_SCOPES } from './school-records.repository';

const YEARS = { scope: 'SCHOOL_SCHOOL_YEAR_ACCESS' } as const;
const GRADES = { scope: 'SCHOOL_GRADE_LEVEL_ACCESS' } as const;
const SECTIONS = { scope: 'SCHOOL_SECTION_ACCESS' } as const;
const COURSES = { scope: 'SCHOOL_COURSE_ACCESS' } as const;
const PICK = { scope: SCHOOL_SCREEN_SCOPES } as const;
const TAG = 'School records';
const tags = [TAG];
type IdParams = { Params: { id: string } };
type IdQuery = { Querystring: { id?: string } };

// ---- School years ---------------------------------------------------------------------------

const liveYear = (tenant: Tenant, ...c: (SQL | undefined)[]) => tenant.where(schoolYears, eq(schoolYears.isDeleted, false), ...c);
const yearSections = sql<number>`(select count(*)::int from ${sections} s where s.school_year_id = "school_years"."id" and s.is_deleted = false)`;
const yearEnrollments = sql<number>`(select count(*)::int from ${enrollments} e where e.school_year_id = "school_years"."id")`;
const selectYears = (db: Db) =>
  db
    .select({
      id: schoolYears.id,
      name: schoolYears.name,
      startDate: schoolYears.startDate,
      endDate: schoolYears.endDate,
      isActive: schoolYears.isActive,
      sectionCount: yearSections,
      enrollmentCount: yearEnrollments,
      createdAt: schoolYears.createdAt,
      updatedAt: schoolYears.updatedAt,
    })
    .from(schoolYears);

async function findYear(tenant: Tenant, id: number) {
  const [row] = await selectYears(tenant.db).where(liveYear(tenant, eq(schoolYears.id, id)));
  if (!row) throw notFound('School year');
  return row;
}

function assertYearDates(record: { startDate: string; endDate: string }) {
  const problems = schoolYearDateProblems(record);
  if (problems.length) throw badRequest(problems.map(([f, m]) => `${f}: ${m}`));
}

/** Makes one year the active one: every other year of the company is deactivated in the same transaction. */
async function activate(tx: Db, tenant: Tenant, id: number) {
  await tx.update(schoolYears).set({ isActive: false }).where(tenant.where(schoolYears, eq(schoolYears.isActive, true), sql`${schoolYears.id} <> ${id}`));
  await tx.update(schoolYears).set({ isActive: true }).where(tenant.byId(schoolYears, id));
}

/** Serialises changes of the active year within a company (the partial unique index is the backstop). */
const lockYears = (tx: Db, tenant: Tenant) => tx.execute(sql`select pg_advisory_xact_lock(${tenant.companyId}, hashtext('school-years'))`);

// ---- Grade levels ---------------------------------------------------------------------------

const liveGrade = (tenant: Tenant, ...c: (SQL | undefined)[]) => tenant.where(gradeLevels, eq(gradeLevels.isDeleted, false), ...c);
const selectGrades = (db: Db) =>
  db
    .select({
      id: gradeLevels.id,
      name: gradeLevels.name,
      sortOrder: gradeLevels.sortOrder,
      sectionCount: sql<number>`(select count(*)::int from ${sections} s where s.grade_level_id = "grade_levels"."id" and s.is_deleted = false)`,
      courseCount: sql<number>`(select count(*)::int from ${courses} c where c.grade_level_id = "grade_levels"."id" and c.is_deleted = false)`,
      createdAt: gradeLevels.createdAt,
      updatedAt: gradeLevels.updatedAt,
    })
    .from(gradeLevels);
async function findGrade(tenant: Tenant, id: number) {
  const [row] = await selectGrades(tenant.db).where(liveGrade(tenant, eq(gradeLevels.id, id)));
  if (!row) throw notFound('Grade level');
  return row;
}

// ---- Sections -------------------------------------------------------------------------------

const liveSection = (tenant: Tenant, ...c: (SQL | undefined)[]) => tenant.where(sections, eq(sections.isDeleted, false), ...c);
/** Seats taken: ENROLLED enrollments of the section. */
export const sectionEnrolled = sql<number>`(select count(*)::int from ${enrollments} e where e.section_id = "sections"."id" and e.status = 'ENROLLED')`;
const selectSections = (db: Db) =>
  db
    .select({
      id: sections.id,
      name: sections.name,
      schoolYearId: sections.schoolYearId,
      schoolYearName: schoolYears.name,
      gradeLevelId: sections.gradeLevelId,
      gradeLevelName: gradeLevels.name,
      adviserAccountId: sections.adviserAccountId,
      adviserName: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
      capacity: sections.capacity,
      enrolledCount: sectionEnrolled,
      createdAt: sections.createdAt,
      updatedAt: sections.updatedAt,
    })
    .from(sections)
    .innerJoin(schoolYears, eq(schoolYears.id, sections.schoolYearId))
    .innerJoin(gradeLevels, eq(gradeLevels.id, sections.gradeLevelId))
    .leftJoin(accounts, eq(accounts.id, sections.adviserAccountId));
async function findSection(tenant: Tenant, id: number) {
  const [row] = await selectSections(tenant.db).where(liveSection(tenant, eq(sections.id, id)));
  if (!row) throw notFound('Section');
  return row;
}
async function assertSectionRefs(tenant: Tenant, fields: { schoolYearId?: number; gradeLevelId?: number; adviserAccountId?: number | null }) {
  await assertCompanyRecord(tenant, schoolYears, fields.schoolYearId, 'school year');
  await assertCompanyRecord(tenant, gradeLevels, fields.gradeLevelId, 'grade level');
  await assertCompanyRecord(tenant, accounts, fields.adviserAccountId, 'adviser');
}

// ---- Courses --------------------------------------------------------------------------------

const liveCourse = (tenant: Tenant, ...c: (SQL | undefined)[]) => tenant.where(courses, eq(courses.isDeleted, false), ...c);
const selectCourses = (db: Db) =>
  db
    .select({
      id: courses.id,
      code: courses.code,
      name: courses.name,
      gradeLevelId: courses.gradeLevelId,
      gradeLevelName: gradeLevels.name,
      learningArea: courses.learningArea,
      createdAt: courses.createdAt,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .leftJoin(gradeLevels, eq(gradeLevels.id, courses.gradeLevelId));
async function findCourse(tenant: Tenant, id: number) {
  const [row] = await selectCourses(tenant.db).where(liveCourse(tenant, eq(courses.id, id)));
  if (!row) throw notFound('Course');
  return row;
}

/** School years, grade levels, sections and courses (issue 18 "Records"), with their select lists. */
export const schoolStructureRoutes: ModuleRoutes = (app) => {
  // School years.
  app.post('/school/school-year', { config: YEARS, schema: { tags, summary: 'Create a school year (isActive makes it the one active year)', body: schoolYearRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const input = parseInput(schoolYearRequest, request.body);
    assertYearDates(input);
    const id = await inTransaction(tenant, async (tx, scoped) => {
      await lockYears(tx, scoped);
      const [created] = await tx.insert(schoolYears).values(scoped.values({ ...input, isActive: false })).returning({ id: schoolYears.id });
      if (input.isActive) await activate(tx, scoped, created.id);
      return created.id;
    });
    return reply.status(201).send({ data: await findYear(tenant, id), message: SCHOOL_MESSAGES.saved });
  });
  app.patch('/school/school-year', { config: YEARS, schema: { tags, summary: 'Change a school year (the fields sent; isActive true deactivates the other years)', body: updateSchoolYearRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    const { id, isActive, ...fields } = parseInput(updateSchoolYearRequest, request.body);
    const current = await findYear(tenant, id);
    const named = namedFields(fields);
    assertYearDates({ startDate: named.startDate ?? current.startDate, endDate: named.endDate ?? current.endDate });
    await inTransaction(tenant, async (tx, scoped) => {
      await lockYears(tx, scoped);
      if (Object.keys(named).length) await tx.update(schoolYears).set(named).where(scoped.byId(schoolYears, id));
      if (isActive === true) await activate(tx, scoped, id);
      else if (isActive === false) await tx.update(schoolYears).set({ isActive: false }).where(scoped.byId(schoolYears, id));
    });
    return { data: await findYear(tenant, id), message: SCHOOL_MESSAGES.saved };
  });
  app.post<IdParams>('/school/school-year/:id/activate', { config: YEARS, schema: { tags, summary: 'Make a school year the active one (the others are deactivated)', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const id = idParam(request.params.id);
    await findYear(tenant, id);
    await inTransaction(tenant, async (tx, scoped) => {
      await lockYears(tx, scoped);
      await activate(tx, scoped, id);
    });
    return { data: await findYear(tenant, id), message: SCHOOL_MESSAGES.saved };
  });
  app.get<IdQuery>('/school/school-year', { config: YEARS, schema: { tags, summary: 'A school year', querystring: idQuery } }, async (request) => ({
    data: await findYear(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.delete<IdParams>('/school/school-year/:id', { config: YEARS, schema: { tags, summary: 'Delete a school year without sections or enrollments', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const year = await findYear(tenant, idParam(request.params.id));
    if (year.sectionCount > 0 || year.enrollmentCount > 0) throw unprocessable(SCHOOL_MESSAGES.yearInUse);
    await tenant.db.update(schoolYears).set({ isDeleted: true, isActive: false }).where(tenant.byId(schoolYears, year.id));
    return { message: SCHOOL_MESSAGES.deleted };
  });
  app.put('/school/school-year', { config: YEARS, schema: tableRoute(TAG, 'Table of school years (filter isActive)') }, async (request) => {
    const { tenant } = requireAuth(request);
    const source: TableSource<Awaited<ReturnType<typeof findYear>>> = {
      sortable: { name: schoolYears.name, startDate: schoolYears.startDate, endDate: schoolYears.endDate, isActive: schoolYears.isActive, createdAt: schoolYears.createdAt },
      searchable: { name: schoolYears.name },
      filters: { isActive: (v) => eq(schoolYears.isActive, v === 'true') },
      baseWhere: liveYear(tenant),
      idColumn: schoolYears.id,
      list: (where, orderBy, limit, offset) => selectYears(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(schoolYears).where(where))[0].n,
    };
    return answerTable(source, request.body, request.query);
  });

  // Grade levels.
  app.post('/school/grade-level', { config: GRADES, schema: { tags, summary: 'Create a grade level', body: gradeLevelRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const input = parseInput(gradeLevelRequest, request.body);
    const [created] = await tenant.db.insert(gradeLevels).values(tenant.values(input)).returning({ id: gradeLevels.id });
    return reply.status(201).send({ data: await findGrade(tenant, created.id), message: SCHOOL_MESSAGES.saved });
  });
  app.patch('/school/grade-level', { config: GRADES, schema: { tags, summary: 'Change a grade level (the fields sent)', body: updateGradeLevelRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    const { id, ...fields } = parseInput(updateGradeLevelRequest, request.body);
    await findGrade(tenant, id);
    const named = namedFields(fields);
    if (Object.keys(named).length) await tenant.db.update(gradeLevels).set(named).where(tenant.byId(gradeLevels, id));
    return { data: await findGrade(tenant, id), message: SCHOOL_MESSAGES.saved };
  });
  app.get<IdQuery>('/school/grade-level', { config: GRADES, schema: { tags, summary: 'A grade level', querystring: idQuery } }, async (request) => ({
    data: await findGrade(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.delete<IdParams>('/school/grade-level/:id', { config: GRADES, schema: { tags, summary: 'Delete a grade level no section, course or enrollment uses', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const grade = await findGrade(tenant, idParam(request.params.id));
    const [{ n }] = await tenant.db.select({ n: count() }).from(enrollments).where(tenant.where(enrollments, eq(enrollments.gradeLevelId, grade.id)));
    if (grade.sectionCount > 0 || grade.courseCount > 0 || n > 0) throw unprocessable(SCHOOL_MESSAGES.gradeInUse);
    await tenant.db.update(gradeLevels).set({ isDeleted: true }).where(tenant.byId(gradeLevels, grade.id));
    return { message: SCHOOL_MESSAGES.deleted };
  });
  app.put('/school/grade-level', { config: GRADES, schema: tableRoute(TAG, 'Table of grade levels') }, async (request) => {
    const { tenant } = requireAuth(request);
    const source: TableSource<Awaited<ReturnType<typeof findGrade>>> = {
      sortable: { sortOrder: gradeLevels.sortOrder, name: gradeLevels.name, createdAt: gradeLevels.createdAt },
      searchable: { name: gradeLevels.name },
      baseWhere: liveGrade(tenant),
      idColumn: gradeLevels.id,
      list: (where, orderBy, limit, offset) => selectGrades(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(gradeLevels).where(where))[0].n,
    };
    return answerTable(source, request.body, request.query);
  });

  // Sections.
  app.post('/school/section', { config: SECTIONS, schema: { tags, summary: 'Create a section (grade level, school year, adviser, capacity)', body: sectionRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const input = parseInput(sectionRequest, request.body);
    await assertSectionRefs(tenant, input);
    const [created] = await tenant.db
      .insert(sections)
      .values(tenant.values({ ...input, adviserAccountId: input.adviserAccountId ?? null }))
      .returning({ id: sections.id });
    return reply.status(201).send({ data: await findSection(tenant, created.id), message: SCHOOL_MESSAGES.saved });
  });
  app.patch('/school/section', { config: SECTIONS, schema: { tags, summary: 'Change a section (the fields sent; capacity not below the enrolled count)', body: updateSectionRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    const { id, ...fields } = parseInput(updateSectionRequest, request.body);
    const current = await findSection(tenant, id);
    const named = namedFields(fields);
    await assertSectionRefs(tenant, named);
    if (named.capacity !== undefined && named.capacity < current.enrolledCount) {
      throw unprocessable(`Section ${current.name} has ${current.enrolledCount} enrolled students; the capacity cannot go below that`);
    }
    if ((named.schoolYearId !== undefined && named.schoolYearId !== current.schoolYearId) || (named.gradeLevelId !== undefined && named.gradeLevelId !== current.gradeLevelId)) {
      const [{ n }] = await tenant.db.select({ n: count() }).from(enrollments).where(tenant.where(enrollments, eq(enrollments.sectionId, id)));
      if (n > 0) throw unprocessable('The section has enrollments; its school year and grade level cannot change');
    }
    if (Object.keys(named).length) await tenant.db.update(sections).set(named).where(tenant.byId(sections, id));
    return { data: await findSection(tenant, id), message: SCHOOL_MESSAGES.saved };
  });
  app.get<IdQuery>('/school/section', { config: SECTIONS, schema: { tags, summary: 'A section with its enrolled count', querystring: idQuery } }, async (request) => ({
    data: await findSection(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.delete<IdParams>('/school/section/:id', { config: SECTIONS, schema: { tags, summary: 'Delete a section without enrollments', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const section = await findSection(tenant, idParam(request.params.id));
    const [{ n }] = await tenant.db.select({ n: count() }).from(enrollments).where(tenant.where(enrollments, eq(enrollments.sectionId, section.id)));
    if (n > 0) throw unprocessable(SCHOOL_MESSAGES.sectionInUse);
    await tenant.db.update(sections).set({ isDeleted: true }).where(tenant.byId(sections, section.id));
    return { message: SCHOOL_MESSAGES.deleted };
  });
  app.put('/school/section', { config: SECTIONS, schema: tableRoute(TAG, 'Table of sections (filters schoolYearId, gradeLevelId)') }, async (request) => {
    const { tenant } = requireAuth(request);
    const source: TableSource<Awaited<ReturnType<typeof findSection>>> = {
      sortable: { name: sections.name, gradeLevelName: gradeLevels.sortOrder, schoolYearName: schoolYears.name, capacity: sections.capacity, createdAt: sections.createdAt },
      searchable: { name: sections.name },
      filters: {
        schoolYearId: (v) => eq(sections.schoolYearId, filterId('schoolYearId', v)),
        gradeLevelId: (v) => eq(sections.gradeLevelId, filterId('gradeLevelId', v)),
      },
      baseWhere: liveSection(tenant),
      idColumn: sections.id,
      list: (where, orderBy, limit, offset) => selectSections(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(sections).innerJoin(gradeLevels, eq(gradeLevels.id, sections.gradeLevelId)).innerJoin(schoolYears, eq(schoolYears.id, sections.schoolYearId)).where(where))[0].n,
    };
    return answerTable(source, request.body, request.query);
  });

  // Courses.
  app.post('/school/course', { config: COURSES, schema: { tags, summary: 'Create a course (code, name, grade level, DepEd learning area)', body: courseRequest } }, async (request, reply) => {
    const { tenant } = requireAuth(request);
    const input = parseInput(courseRequest, request.body);
    await assertCompanyRecord(tenant, gradeLevels, input.gradeLevelId, 'grade level');
    const [created] = await tenant.db.insert(courses).values(tenant.values({ ...input, gradeLevelId: input.gradeLevelId ?? null })).returning({ id: courses.id });
    return reply.status(201).send({ data: await findCourse(tenant, created.id), message: SCHOOL_MESSAGES.saved });
  });
  app.patch('/school/course', { config: COURSES, schema: { tags, summary: 'Change a course (the fields sent)', body: updateCourseRequest } }, async (request) => {
    const { tenant } = requireAuth(request);
    const { id, ...fields } = parseInput(updateCourseRequest, request.body);
    await findCourse(tenant, id);
    const named = namedFields(fields);
    await assertCompanyRecord(tenant, gradeLevels, named.gradeLevelId, 'grade level');
    if (Object.keys(named).length) await tenant.db.update(courses).set(named).where(tenant.byId(courses, id));
    return { data: await findCourse(tenant, id), message: SCHOOL_MESSAGES.saved };
  });
  app.get<IdQuery>('/school/course', { config: COURSES, schema: { tags, summary: 'A course', querystring: idQuery } }, async (request) => ({
    data: await findCourse(requireAuth(request).tenant, idParam(request.query.id)),
  }));
  app.delete<IdParams>('/school/course/:id', { config: COURSES, schema: { tags, summary: 'Delete a course (kept, marked deleted)', params: idParams } }, async (request) => {
    const { tenant } = requireAuth(request);
    const course = await findCourse(tenant, idParam(request.params.id));
    await tenant.db.update(courses).set({ isDeleted: true }).where(tenant.byId(courses, course.id));
    return { message: SCHOOL_MESSAGES.deleted };
  });
  app.put('/school/course', { config: COURSES, schema: tableRoute(TAG, 'Table of courses (filters gradeLevelId, learningArea)') }, async (request) => {
    const { tenant } = requireAuth(request);
    const source: TableSource<Awaited<ReturnType<typeof findCourse>>> = {
      sortable: { code: courses.code, name: courses.name, gradeLevelName: gradeLevels.sortOrder, learningArea: courses.learningArea, createdAt: courses.createdAt },
      searchable: { code: courses.code, name: courses.name },
      filters: {
        gradeLevelId: (v) => eq(courses.gradeLevelId, filterId('gradeLevelId', v)),
        learningArea: (v) => eq(courses.learningArea, v),
      },
      baseWhere: liveCourse(tenant),
      idColumn: courses.id,
      list: (where, orderBy, limit, offset) => selectCourses(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(courses).leftJoin(gradeLevels, eq(gradeLevels.id, courses.gradeLevelId)).where(where))[0].n,
    };
    return answerTable(source, request.body, request.query);
  });

  // Select lists.
  app.get('/select-box/school/school-year-list', { config: PICK, schema: selectListRoute(TAG, 'School years, newest first; `isActive` marks the active one') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db.select({ label: schoolYears.name, value: schoolYears.id, isActive: schoolYears.isActive }).from(schoolYears).where(liveYear(tenant)).orderBy(desc(schoolYears.startDate));
  });
  app.get('/select-box/school/grade-level-list', { config: PICK, schema: selectListRoute(TAG, 'Grade levels in their order') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db.select({ label: gradeLevels.name, value: gradeLevels.id }).from(gradeLevels).where(liveGrade(tenant)).orderBy(asc(gradeLevels.sortOrder), asc(gradeLevels.name));
  });
  app.get('/select-box/school/section-list', { config: PICK, schema: selectListRoute(TAG, 'Sections, "Grade 7 - Rizal"; `schoolYearId`, `gradeLevelId` narrow it', { querystring: schoolSelectQuery }) }, async (request) => {
    const { tenant } = requireAuth(request);
    const q = parseInput(schoolSelectQuery, request.query);
    return tenant.db
      .select({
        label: sql<string>`${gradeLevels.name} || ' - ' || ${sections.name}`,
        value: sections.id,
        schoolYearId: sections.schoolYearId,
        gradeLevelId: sections.gradeLevelId,
        capacity: sections.capacity,
        enrolledCount: sectionEnrolled,
      })
      .from(sections)
      .innerJoin(gradeLevels, eq(gradeLevels.id, sections.gradeLevelId))
      .where(liveSection(tenant, q.schoolYearId ? eq(sections.schoolYearId, q.schoolYearId) : undefined, q.gradeLevelId ? eq(sections.gradeLevelId, q.gradeLevelId) : undefined))
      .orderBy(asc(gradeLevels.sortOrder), asc(sections.name));
  });
  app.get('/select-box/school/course-list', { config: PICK, schema: selectListRoute(TAG, 'Courses, "MATH7 Mathematics 7"; `gradeLevelId` narrows it', { querystring: schoolSelectQuery }) }, async (request) => {
    const { tenant } = requireAuth(request);
    const q = parseInput(schoolSelectQuery, request.query);
    const term = q.search ? `%${q.search}%` : null;
    return tenant.db
      .select({ label: sql<string>`${courses.code} || ' ' || ${courses.name}`, value: courses.id, gradeLevelId: courses.gradeLevelId, learningArea: courses.learningArea })
      .from(courses)
      .where(liveCourse(tenant, q.gradeLevelId ? eq(courses.gradeLevelId, q.gradeLevelId) : undefined, term ? or(ilike(courses.code, term), ilike(courses.name, term)) : undefined))
      .orderBy(asc(courses.code));
  });
  app.get('/select-box/school/adviser-list', { config: { scope: 'SCHOOL_SECTION_ACCESS' }, schema: selectListRoute(TAG, 'Active users of the company who may advise a section, "Name (email)"') }, async (request) => {
    const { tenant } = requireAuth(request);
    return tenant.db
      .select({ label: sql<string>`${accounts.firstName} || ' ' || ${accounts.lastName} || ' (' || ${accounts.email} || ')'`, value: accounts.id })
      .from(accounts)
      .where(tenant.where(accounts, eq(accounts.isDeleted, false)))
      .orderBy(asc(accounts.firstName), asc(accounts.lastName));
  });
};
