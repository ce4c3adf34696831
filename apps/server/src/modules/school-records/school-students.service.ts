import {
  holdsSeat,
  manilaDate,
  namedFields,
  SCHOOL_MESSAGES,
  sectionFullMessage,
  sectionHasRoom,
  studentName,
  type EnrollmentRequest,
  type GuardianRequest,
  type StudentRequest,
  type UpdateEnrollmentRequest,
  type UpdateStudentRequest,
} from '@haligi/shared';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enrollments, files, gradeLevels, guardians, schoolYears, sections, studentGuardians, students } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { assertCompanyRecord } from '../clients/company-records';
import { fileLinkSigner } from '../files/file-links';
import { assertCardFree, assertLrnFree, inTransaction, isForeignKeyViolation, lockCards, uniqueIndexOf } from './school-records.repository';

type NewGuardian = GuardianRequest & { relationship?: string };

const liveStudent = (tenant: Tenant, ...c: (SQL | undefined)[]) => tenant.where(students, eq(students.isDeleted, false), ...c);
const liveGuardian = (tenant: Tenant, ...c: (SQL | undefined)[]) => tenant.where(guardians, eq(guardians.isDeleted, false), ...c);

/** The active school year's enrollment of a student, as columns of the student row. */
const activeEnrollment = sql`(select e.id from ${enrollments} e join ${schoolYears} y on y.id = e.school_year_id and y.is_active and not y.is_deleted where e.student_id = "students"."id" limit 1)`;

export const selectStudents = (db: Db) =>
  db
    .select({
      id: students.id,
      lrn: students.lrn,
      firstName: students.firstName,
      middleName: students.middleName,
      lastName: students.lastName,
      suffix: students.suffix,
      birthDate: students.birthDate,
      sex: students.sex,
      address: students.address,
      photoFileId: students.photoFileId,
      photoName: files.name,
      cardNumber: students.cardNumber,
      isDeleted: students.isDeleted,
      enrollmentId: enrollments.id,
      schoolYearId: enrollments.schoolYearId,
      schoolYearName: schoolYears.name,
      gradeLevelId: enrollments.gradeLevelId,
      gradeLevelName: gradeLevels.name,
      sectionId: enrollments.sectionId,
      sectionName: sections.name,
      enrollmentStatus: enrollments.status,
      guardianNames: sql<string>`coalesce((select string_agg(g.name, ', ' order by g.name) from ${studentGuardians} sg join ${guardians} g on g.id = sg.guardian_id and not g.is_deleted where sg.student_id = "students"."id"), '')`,
      createdAt: students.createdAt,
      updatedAt: students.updatedAt,
    })
    .from(students)
    .leftJoin(files, eq(files.id, students.photoFileId))
    .leftJoin(enrollments, sql`${enrollments.id} = ${activeEnrollment}`)
    .leftJoin(schoolYears, eq(schoolYears.id, enrollments.schoolYearId))
    .leftJoin(gradeLevels, eq(gradeLevels.id, enrollments.gradeLevelId))
    .leftJoin(sections, eq(sections.id, enrollments.sectionId));

type StudentRow = Awaited<ReturnType<ReturnType<typeof selectStudents>['execute']>>[number];

/** A student as every route answers it: the active year's enrollment nested, the photo as a signed link. */
export function toStudentAnswer(row: StudentRow, sign: (name: string) => string) {
  const { photoName, enrollmentId, schoolYearId, schoolYearName, gradeLevelId, gradeLevelName, sectionId, sectionName, enrollmentStatus, ...rest } = row;
  return {
    ...rest,
    name: studentName(rest),
    photoUrl: photoName ? sign(photoName) : null,
    gradeLevelName: gradeLevelName ?? null,
    sectionName: sectionName ?? null,
    enrollment:
      enrollmentId !== null
        ? { id: enrollmentId, schoolYearId, schoolYearName, gradeLevelId, gradeLevelName, sectionId, sectionName, status: enrollmentStatus }
        : null,
  };
}

const guardianColumns = {
  id: guardians.id,
  name: guardians.name,
  email: guardians.email,
  mobile: guardians.mobile,
  notifyBy: guardians.notifyBy,
  language: guardians.language,
  cardNumber: guardians.cardNumber,
};

/** Students, guardians and enrollments (issue 18 "Records"). */
export class SchoolStudentsService {
  async find(tenant: Tenant, id: number, options: { deleted?: boolean } = {}) {
    const [row] = await selectStudents(tenant.db).where(tenant.where(students, eq(students.id, id), options.deleted === undefined ? eq(students.isDeleted, false) : undefined));
    if (!row) throw notFound('Student');
    const sign = await fileLinkSigner(tenant.db);
    const guardianRows = await tenant.db
      .select({ ...guardianColumns, relationship: studentGuardians.relationship })
      .from(studentGuardians)
      .innerJoin(guardians, and(eq(guardians.id, studentGuardians.guardianId), eq(guardians.isDeleted, false)))
      .where(and(eq(studentGuardians.studentId, id), eq(guardians.companyId, tenant.companyId)))
      .orderBy(asc(guardians.name));
    return { ...toStudentAnswer(row, sign), guardians: guardianRows };
  }

  private async assertPhoto(tenant: Tenant, fileId: number | null | undefined) {
    if (fileId === null || fileId === undefined) return;
    const [file] = await tenant.db.select({ mimeType: files.mimeType }).from(files).where(tenant.byId(files, fileId));
    if (!file) throw unprocessable('The chosen photo does not exist');
    if (!file.mimeType.startsWith('image/')) throw unprocessable('The photo must be an image (PNG, JPEG, WebP or GIF)');
  }

  /** Inserts a guardian in the caller's transaction (the card lock held). */
  private async insertGuardian(tx: Db, scoped: Tenant, input: GuardianRequest) {
    await assertCardFree(tx, scoped, input.cardNumber);
    const [created] = await tx
      .insert(guardians)
      .values(scoped.values({ name: input.name, email: input.email, mobile: input.mobile, notifyBy: input.notifyBy, language: input.language, cardNumber: input.cardNumber ?? null }))
      .returning({ id: guardians.id });
    return created.id;
  }

  /** Inserts a student and their guardians in the caller's transaction. Used by the import too. */
  async insert(tx: Db, scoped: Tenant, input: Omit<StudentRequest, 'guardians'> & { guardians: NewGuardian[] }) {
    await lockCards(tx, scoped);
    await assertLrnFree(tx, scoped, input.lrn);
    await assertCardFree(tx, scoped, input.cardNumber);
    const cards = [input.cardNumber, ...input.guardians.map((g) => g.cardNumber)].filter((c): c is string => !!c);
    if (new Set(cards).size !== cards.length) throw conflict(SCHOOL_MESSAGES.cardTaken(cards.find((c, i) => cards.indexOf(c) !== i)!));
    const { guardians: guardianInputs, ...fields } = input;
    let created: { id: number };
    try {
      [created] = await tx
        .insert(students)
        .values(
          scoped.values({
            ...fields,
            cardNumber: fields.cardNumber ?? null,
            birthDate: fields.birthDate ?? null,
            sex: fields.sex ?? null,
            photoFileId: fields.photoFileId ?? null,
          }),
        )
        .returning({ id: students.id });
    } catch (error) {
      throw this.conflictOf(error, input);
    }
    for (const guardian of guardianInputs) {
      const guardianId = await this.insertGuardian(tx, scoped, guardian);
      await tx.insert(studentGuardians).values({ studentId: created.id, guardianId, relationship: guardian.relationship ?? '' });
    }
    return created.id;
  }

  private conflictOf(error: unknown, input: { lrn?: string; cardNumber?: string | null }) {
    const index = uniqueIndexOf(error);
    if (index === null) return error;
    if (index.includes('card')) return conflict(SCHOOL_MESSAGES.cardTaken(input.cardNumber ?? ''));
    return conflict(SCHOOL_MESSAGES.lrnTaken(input.lrn ?? ''));
  }

  async create(tenant: Tenant, input: StudentRequest) {
    await this.assertPhoto(tenant, input.photoFileId);
    const id = await inTransaction(tenant, (tx, scoped) => this.insert(tx, scoped, input));
    return { data: await this.find(tenant, id), message: SCHOOL_MESSAGES.studentCreated };
  }

  /** PATCH /school/student: only the fields named. */
  async update(tenant: Tenant, input: UpdateStudentRequest) {
    const { id, ...rest } = input;
    const named = namedFields(rest);
    await this.assertPhoto(tenant, named.photoFileId);
    await inTransaction(tenant, async (tx, scoped) => {
      await lockCards(tx, scoped);
      const [current] = await tx.select({ id: students.id }).from(students).where(liveStudent(scoped, eq(students.id, id))).for('update');
      if (!current) throw notFound('Student');
      if (named.lrn !== undefined) await assertLrnFree(tx, scoped, named.lrn, id);
      if (named.cardNumber) await assertCardFree(tx, scoped, named.cardNumber, { studentId: id });
      if (!Object.keys(named).length) return;
      try {
        await tx.update(students).set(named).where(scoped.byId(students, id));
      } catch (error) {
        throw this.conflictOf(error, named);
      }
    });
    return { data: await this.find(tenant, id), message: SCHOOL_MESSAGES.studentUpdated };
  }

  async remove(tenant: Tenant, id: number) {
    await this.find(tenant, id);
    await tenant.db.update(students).set({ isDeleted: true }).where(tenant.byId(students, id));
    return { message: SCHOOL_MESSAGES.studentDeleted };
  }

  /** Restores a deleted student unless their LRN or card was given to someone since (409). */
  async restore(tenant: Tenant, id: number) {
    await inTransaction(tenant, async (tx, scoped) => {
      await lockCards(tx, scoped);
      const [row] = await tx.select().from(students).where(scoped.where(students, eq(students.id, id), eq(students.isDeleted, true))).for('update');
      if (!row) throw notFound('Deleted student');
      await assertLrnFree(tx, scoped, row.lrn, id);
      await assertCardFree(tx, scoped, row.cardNumber, { studentId: id });
      await tx.update(students).set({ isDeleted: false }).where(scoped.byId(students, id));
    });
    return { data: await this.find(tenant, id), message: SCHOOL_MESSAGES.studentRestored };
  }

  /** The students table: search name, LRN, card; filters gradeLevelId, sectionId, schoolYearId (of any year's enrollment), isDeleted. */
  table(tenant: Tenant, sign: (name: string) => string): TableSource<ReturnType<typeof toStudentAnswer>> {
    const enrolledWhere = (column: 'grade_level_id' | 'section_id' | 'school_year_id', id: number, sameYearAsActive: boolean) =>
      sql`exists (select 1 from ${enrollments} e ${sameYearAsActive ? sql`join ${schoolYears} y on y.id = e.school_year_id and y.is_active and not y.is_deleted` : sql``} where e.student_id = ${students.id} and e.${sql.raw(column)} = ${id})`;
    let deleted = false;
    const filters: Record<string, (v: string) => SQL | undefined> = {
      // Grade level is the active year's unless a school year filter is given too (then any year).
      gradeLevelId: (v) => enrolledWhere('grade_level_id', filterId('gradeLevelId', v), true),
      sectionId: (v) => enrolledWhere('section_id', filterId('sectionId', v), false),
      schoolYearId: (v) => enrolledWhere('school_year_id', filterId('schoolYearId', v), false),
      isDeleted: (v) => {
        deleted = v === 'true';
        return undefined;
      },
    };
    const source: TableSource<ReturnType<typeof toStudentAnswer>> = {
      sortable: { name: sql`lower(${students.lastName} || ', ' || ${students.firstName})`, lastName: students.lastName, firstName: students.firstName, lrn: students.lrn, gradeLevelName: gradeLevels.sortOrder, sectionName: sections.name, createdAt: students.createdAt },
      searchable: { name: sql`${students.lastName} || ', ' || ${students.firstName} || ' ' || ${students.middleName}`, lrn: students.lrn, cardNumber: students.cardNumber },
      filters,
      get baseWhere() {
        return tenant.where(students, eq(students.isDeleted, deleted));
      },
      idColumn: students.id,
      list: async (where, orderBy, limit, offset) => (await selectStudents(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map((r) => toStudentAnswer(r, sign)),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(students)
            .leftJoin(enrollments, sql`${enrollments.id} = ${activeEnrollment}`)
            .leftJoin(gradeLevels, eq(gradeLevels.id, enrollments.gradeLevelId))
            .leftJoin(sections, eq(sections.id, enrollments.sectionId))
            .where(where)
        )[0].n,
    };
    return source;
  }

  // ---- Guardians --------------------------------------------------------------------------

  async findGuardian(tenant: Tenant, id: number) {
    const [row] = await tenant.db
      .select({ ...guardianColumns, studentCount: sql<number>`(select count(*)::int from ${studentGuardians} sg join ${students} s on s.id = sg.student_id and not s.is_deleted where sg.guardian_id = "guardians"."id")`, createdAt: guardians.createdAt, updatedAt: guardians.updatedAt })
      .from(guardians)
      .where(liveGuardian(tenant, eq(guardians.id, id)));
    if (!row) throw notFound('Guardian');
    const studentRows = await tenant.db
      .select({ id: students.id, lrn: students.lrn, firstName: students.firstName, middleName: students.middleName, lastName: students.lastName, suffix: students.suffix, relationship: studentGuardians.relationship })
      .from(studentGuardians)
      .innerJoin(students, and(eq(students.id, studentGuardians.studentId), eq(students.isDeleted, false)))
      .where(and(eq(studentGuardians.guardianId, id), eq(students.companyId, tenant.companyId)))
      .orderBy(asc(students.lastName));
    return { ...row, students: studentRows.map((s) => ({ id: s.id, lrn: s.lrn, name: studentName(s), relationship: s.relationship })) };
  }

  async createGuardian(tenant: Tenant, input: GuardianRequest) {
    const id = await inTransaction(tenant, async (tx, scoped) => {
      await lockCards(tx, scoped);
      return this.insertGuardian(tx, scoped, input);
    });
    return { data: await this.findGuardian(tenant, id), message: SCHOOL_MESSAGES.saved };
  }

  async updateGuardian(tenant: Tenant, input: Partial<GuardianRequest> & { id: number }) {
    const { id, ...rest } = input;
    const named = namedFields(rest);
    await inTransaction(tenant, async (tx, scoped) => {
      await lockCards(tx, scoped);
      const [current] = await tx.select({ id: guardians.id }).from(guardians).where(liveGuardian(scoped, eq(guardians.id, id))).for('update');
      if (!current) throw notFound('Guardian');
      if (named.cardNumber) await assertCardFree(tx, scoped, named.cardNumber, { guardianId: id });
      if (Object.keys(named).length) await tx.update(guardians).set(named).where(scoped.byId(guardians, id));
    });
    return { data: await this.findGuardian(tenant, id), message: SCHOOL_MESSAGES.saved };
  }

  async removeGuardian(tenant: Tenant, id: number) {
    await this.findGuardian(tenant, id);
    await tenant.db.update(guardians).set({ isDeleted: true }).where(tenant.byId(guardians, id));
    return { message: SCHOOL_MESSAGES.deleted };
  }

  async restoreGuardian(tenant: Tenant, id: number) {
    await inTransaction(tenant, async (tx, scoped) => {
      await lockCards(tx, scoped);
      const [row] = await tx.select().from(guardians).where(scoped.where(guardians, eq(guardians.id, id), eq(guardians.isDeleted, true))).for('update');
      if (!row) throw notFound('Deleted guardian');
      await assertCardFree(tx, scoped, row.cardNumber, { guardianId: id });
      await tx.update(guardians).set({ isDeleted: false }).where(scoped.byId(guardians, id));
    });
    return { data: await this.findGuardian(tenant, id), message: SCHOOL_MESSAGES.saved };
  }

  guardianTable(tenant: Tenant): TableSource<unknown> {
    let deleted = false;
    return {
      sortable: { name: guardians.name, createdAt: guardians.createdAt },
      searchable: { name: guardians.name, email: guardians.email, mobile: guardians.mobile, cardNumber: guardians.cardNumber },
      filters: {
        notifyBy: (v) => eq(guardians.notifyBy, v),
        studentId: (v) => sql`exists (select 1 from ${studentGuardians} sg where sg.guardian_id = ${guardians.id} and sg.student_id = ${filterId('studentId', v)})`,
        isDeleted: (v) => {
          deleted = v === 'true';
          return undefined;
        },
      },
      get baseWhere() {
        return tenant.where(guardians, eq(guardians.isDeleted, deleted));
      },
      idColumn: guardians.id,
      list: (where, orderBy, limit, offset) =>
        tenant.db
          .select({
            ...guardianColumns,
            students: sql<string>`coalesce((select string_agg(s.last_name || ', ' || s.first_name, '; ' order by s.last_name) from ${studentGuardians} sg join ${students} s on s.id = sg.student_id and not s.is_deleted where sg.guardian_id = "guardians"."id"), '')`,
            isDeleted: guardians.isDeleted,
            createdAt: guardians.createdAt,
            updatedAt: guardians.updatedAt,
          })
          .from(guardians)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: async (where) => (await tenant.db.select({ n: count() }).from(guardians).where(where))[0].n,
    };
  }

  /** Links an existing guardian, or creates one and links it. */
  async linkGuardian(tenant: Tenant, studentId: number, input: { guardianId: number; relationship: string } | (NewGuardian & { relationship: string })) {
    await this.find(tenant, studentId);
    await inTransaction(tenant, async (tx, scoped) => {
      await lockCards(tx, scoped);
      let guardianId: number;
      if ('guardianId' in input) {
        const [found] = await tx.select({ id: guardians.id }).from(guardians).where(liveGuardian(scoped, eq(guardians.id, input.guardianId)));
        if (!found) throw unprocessable('The chosen guardian does not exist');
        guardianId = found.id;
      } else {
        guardianId = await this.insertGuardian(tx, scoped, input);
      }
      await tx
        .insert(studentGuardians)
        .values({ studentId, guardianId, relationship: input.relationship })
        .onConflictDoUpdate({ target: [studentGuardians.studentId, studentGuardians.guardianId], set: { relationship: input.relationship } });
    });
    return { data: await this.find(tenant, studentId), message: SCHOOL_MESSAGES.guardianLinked };
  }

  async unlinkGuardian(tenant: Tenant, studentId: number, guardianId: number) {
    const student = await this.find(tenant, studentId);
    if (!student.guardians.some((g) => g.id === guardianId)) throw notFound('Guardian of this student');
    await tenant.db.delete(studentGuardians).where(and(eq(studentGuardians.studentId, studentId), eq(studentGuardians.guardianId, guardianId)));
    return { data: await this.find(tenant, studentId), message: SCHOOL_MESSAGES.guardianUnlinked };
  }

  // ---- Enrollments ------------------------------------------------------------------------

  selectEnrollments(db: Db) {
    return db
      .select({
        id: enrollments.id,
        studentId: enrollments.studentId,
        lrn: students.lrn,
        firstName: students.firstName,
        middleName: students.middleName,
        lastName: students.lastName,
        suffix: students.suffix,
        schoolYearId: enrollments.schoolYearId,
        schoolYearName: schoolYears.name,
        gradeLevelId: enrollments.gradeLevelId,
        gradeLevelName: gradeLevels.name,
        sectionId: enrollments.sectionId,
        sectionName: sections.name,
        status: enrollments.status,
        enrolledOn: enrollments.enrolledOn,
        createdAt: enrollments.createdAt,
        updatedAt: enrollments.updatedAt,
      })
      .from(enrollments)
      .innerJoin(students, eq(students.id, enrollments.studentId))
      .innerJoin(schoolYears, eq(schoolYears.id, enrollments.schoolYearId))
      .innerJoin(gradeLevels, eq(gradeLevels.id, enrollments.gradeLevelId))
      .leftJoin(sections, eq(sections.id, enrollments.sectionId));
  }

  private enrollmentAnswer<T extends { firstName: string; middleName: string; lastName: string; suffix: string }>(row: T) {
    const { firstName, middleName, lastName, suffix, ...rest } = row;
    return { ...rest, studentName: studentName({ firstName, middleName, lastName, suffix }) };
  }

  async findEnrollment(tenant: Tenant, id: number) {
    const [row] = await this.selectEnrollments(tenant.db).where(tenant.where(enrollments, eq(enrollments.id, id)));
    if (!row) throw notFound('Enrollment');
    return this.enrollmentAnswer(row);
  }

  /**
   * Checks the section (same year and grade, a seat free) with the section row locked, so two
   * enrollments racing for the last seat cannot both take it.
   */
  private async assertSeat(tx: Db, scoped: Tenant, target: { sectionId: number | null; schoolYearId: number; gradeLevelId: number; status: string }, exceptEnrollmentId?: number) {
    if (target.sectionId === null) return;
    const [section] = await tx.select().from(sections).where(scoped.where(sections, eq(sections.id, target.sectionId), eq(sections.isDeleted, false))).for('update');
    if (!section) throw unprocessable('The chosen section does not exist');
    if (section.schoolYearId !== target.schoolYearId) throw unprocessable(SCHOOL_MESSAGES.sectionOtherYear);
    if (section.gradeLevelId !== target.gradeLevelId) throw unprocessable(SCHOOL_MESSAGES.sectionOtherGrade);
    if (!holdsSeat(target.status)) return;
    const [{ n }] = await tx
      .select({ n: count() })
      .from(enrollments)
      .where(and(eq(enrollments.sectionId, section.id), eq(enrollments.status, 'ENROLLED'), exceptEnrollmentId ? sql`${enrollments.id} <> ${exceptEnrollmentId}` : undefined));
    if (!sectionHasRoom(n, section.capacity)) throw unprocessable(sectionFullMessage(section.name, section.capacity));
  }

  /** Enrolls in the caller's transaction (the import uses it too). */
  async insertEnrollment(tx: Db, scoped: Tenant, input: EnrollmentRequest) {
    const [student] = await tx.select({ id: students.id }).from(students).where(liveStudent(scoped, eq(students.id, input.studentId)));
    if (!student) throw unprocessable('The chosen student does not exist');
    const [year] = await tx.select({ id: schoolYears.id }).from(schoolYears).where(scoped.where(schoolYears, eq(schoolYears.id, input.schoolYearId), eq(schoolYears.isDeleted, false)));
    if (!year) throw unprocessable('The chosen school year does not exist');
    const [grade] = await tx.select({ id: gradeLevels.id }).from(gradeLevels).where(scoped.where(gradeLevels, eq(gradeLevels.id, input.gradeLevelId), eq(gradeLevels.isDeleted, false)));
    if (!grade) throw unprocessable('The chosen grade level does not exist');
    await this.assertSeat(tx, scoped, { sectionId: input.sectionId ?? null, schoolYearId: input.schoolYearId, gradeLevelId: input.gradeLevelId, status: input.status });
    const [existing] = await tx.select({ id: enrollments.id }).from(enrollments).where(and(eq(enrollments.studentId, input.studentId), eq(enrollments.schoolYearId, input.schoolYearId)));
    if (existing) throw conflict(SCHOOL_MESSAGES.alreadyEnrolled);
    try {
      const [created] = await tx
        .insert(enrollments)
        .values(scoped.values({ ...input, sectionId: input.sectionId ?? null, enrolledOn: input.enrolledOn ?? manilaDate(new Date()) }))
        .returning({ id: enrollments.id });
      return created.id;
    } catch (error) {
      if (uniqueIndexOf(error) !== null) throw conflict(SCHOOL_MESSAGES.alreadyEnrolled);
      throw error;
    }
  }

  async enroll(tenant: Tenant, input: EnrollmentRequest) {
    const id = await inTransaction(tenant, (tx, scoped) => this.insertEnrollment(tx, scoped, input));
    return { data: await this.findEnrollment(tenant, id), message: SCHOOL_MESSAGES.saved };
  }

  async updateEnrollment(tenant: Tenant, input: UpdateEnrollmentRequest) {
    const { id, ...rest } = input;
    const named = namedFields(rest);
    await inTransaction(tenant, async (tx, scoped) => {
      const [current] = await tx.select().from(enrollments).where(scoped.byId(enrollments, id)).for('update');
      if (!current) throw notFound('Enrollment');
      await assertCompanyRecord(scoped, gradeLevels, named.gradeLevelId, 'grade level');
      const merged = {
        sectionId: named.sectionId === undefined ? current.sectionId : named.sectionId,
        gradeLevelId: named.gradeLevelId ?? current.gradeLevelId,
        status: named.status ?? current.status,
        schoolYearId: current.schoolYearId,
      };
      const takesNewSeat = merged.sectionId !== null && (merged.sectionId !== current.sectionId || (holdsSeat(merged.status) && !holdsSeat(current.status)) || merged.gradeLevelId !== current.gradeLevelId);
      if (takesNewSeat) await this.assertSeat(tx, scoped, merged, id);
      if (Object.keys(named).length) await tx.update(enrollments).set(named).where(scoped.byId(enrollments, id));
    });
    return { data: await this.findEnrollment(tenant, id), message: SCHOOL_MESSAGES.saved };
  }

  async removeEnrollment(tenant: Tenant, id: number) {
    await this.findEnrollment(tenant, id);
    try {
      await tenant.db.delete(enrollments).where(tenant.byId(enrollments, id));
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unprocessable('This enrollment has grades or attendance; set its status to Dropped or Transferred out instead');
      throw error;
    }
    return { message: SCHOOL_MESSAGES.deleted };
  }

  enrollmentTable(tenant: Tenant): TableSource<unknown> {
    return {
      sortable: { studentName: sql`lower(${students.lastName} || ', ' || ${students.firstName})`, lrn: students.lrn, schoolYearName: schoolYears.name, gradeLevelName: gradeLevels.sortOrder, sectionName: sections.name, status: enrollments.status, enrolledOn: enrollments.enrolledOn, createdAt: enrollments.createdAt },
      searchable: { name: sql`${students.lastName} || ', ' || ${students.firstName}`, lrn: students.lrn },
      filters: {
        schoolYearId: (v) => eq(enrollments.schoolYearId, filterId('schoolYearId', v)),
        gradeLevelId: (v) => eq(enrollments.gradeLevelId, filterId('gradeLevelId', v)),
        sectionId: (v) => eq(enrollments.sectionId, filterId('sectionId', v)),
        status: (v) => eq(enrollments.status, v),
      },
      baseWhere: tenant.where(enrollments),
      idColumn: enrollments.id,
      list: async (where, orderBy, limit, offset) => (await this.selectEnrollments(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map((r) => this.enrollmentAnswer(r)),
      count: async (where) =>
        (
          await tenant.db
            .select({ n: count() })
            .from(enrollments)
            .innerJoin(students, eq(students.id, enrollments.studentId))
            .innerJoin(schoolYears, eq(schoolYears.id, enrollments.schoolYearId))
            .innerJoin(gradeLevels, eq(gradeLevels.id, enrollments.gradeLevelId))
            .leftJoin(sections, eq(sections.id, enrollments.sectionId))
            .where(where)
        )[0].n,
    };
  }

  /** `GET /select-box/school/student-list`: live students, "Last, First (LRN)". */
  async selectList(tenant: Tenant, search?: string) {
    const term = search?.trim() ? `%${search.trim()}%` : null;
    const rows = await tenant.db
      .select({ id: students.id, lrn: students.lrn, firstName: students.firstName, middleName: students.middleName, lastName: students.lastName, suffix: students.suffix })
      .from(students)
      .where(liveStudent(tenant, term ? or(ilike(sql`${students.firstName} || ' ' || ${students.lastName}`, term), ilike(students.lrn, term), ilike(students.cardNumber, term)) : undefined))
      .orderBy(asc(students.lastName), asc(students.firstName))
      .limit(500);
    return rows.map((r) => ({ label: `${studentName(r)} (${r.lrn})`, value: r.id }));
  }

  async guardianSelectList(tenant: Tenant, search?: string) {
    const term = search?.trim() ? `%${search.trim()}%` : null;
    const rows = await tenant.db
      .select({ id: guardians.id, name: guardians.name, mobile: guardians.mobile, email: guardians.email })
      .from(guardians)
      .where(liveGuardian(tenant, term ? or(ilike(guardians.name, term), ilike(guardians.mobile, term), ilike(guardians.email, term)) : undefined))
      .orderBy(asc(guardians.name))
      .limit(500);
    return rows.map((r) => ({ label: r.mobile || r.email ? `${r.name} (${r.mobile || r.email})` : r.name, value: r.id }));
  }

  /** Guardians of many students at once (the export). */
  async guardiansOf(tenant: Tenant, studentIds: number[]) {
    if (!studentIds.length) return new Map<number, { name: string; mobile: string; email: string }[]>();
    const rows = await tenant.db
      .select({ studentId: studentGuardians.studentId, name: guardians.name, mobile: guardians.mobile, email: guardians.email })
      .from(studentGuardians)
      .innerJoin(guardians, and(eq(guardians.id, studentGuardians.guardianId), eq(guardians.isDeleted, false), eq(guardians.companyId, tenant.companyId)))
      .where(inArray(studentGuardians.studentId, studentIds))
      .orderBy(asc(guardians.name));
    const map = new Map<number, { name: string; mobile: string; email: string }[]>();
    for (const { studentId, ...g } of rows) map.set(studentId, [...(map.get(studentId) ?? []), g]);
    return map;
  }
}
