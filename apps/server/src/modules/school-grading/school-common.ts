import { DEFAULT_LATE_GRACE_MINUTES, DEFAULT_SCHOOL_DAY_START, hasPermission, type SchoolDay } from '@haligi/shared';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { gradeLevels, schoolYears, sections, students } from '../../db/schema-school';
import { schoolSettings } from '../../db/schema-school-grading';
import type { Tenant } from '../../db/tenant';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';

/** What the school modules need of the caller: who they are and whether they see every section. */
export interface SchoolCaller {
  tenant: Tenant;
  accountId: number;
  /** Holds SCHOOL_ATTENDANCE_ACCESS: marks any section's class attendance. */
  marksAnySection: boolean;
  /** Holds SCHOOL_SECTION_ACCESS (the registrar): keeps any class record and reads any report card. */
  gradesAnySection: boolean;
}

export const schoolCaller = (auth: AuthContext): SchoolCaller => ({
  tenant: auth.tenant,
  accountId: auth.account.id,
  marksAnySection: hasPermission(auth.account.role, 'SCHOOL_ATTENDANCE_ACCESS'),
  gradesAnySection: hasPermission(auth.account.role, 'SCHOOL_SECTION_ACCESS'),
});

/** "DELA CRUZ, Juan P." as school forms write a learner. */
export const learnerName = (s: { firstName: string; middleName: string; lastName: string; suffix: string }) =>
  `${s.lastName.toUpperCase()}, ${s.firstName}${s.suffix ? ` ${s.suffix}` : ''}${s.middleName ? ` ${s.middleName.charAt(0).toUpperCase()}.` : ''}`;

export const studentColumns = {
  id: students.id,
  lrn: students.lrn,
  firstName: students.firstName,
  middleName: students.middleName,
  lastName: students.lastName,
  suffix: students.suffix,
  sex: students.sex,
  birthDate: students.birthDate,
};

/** The school day of the company: its saved settings or the defaults. */
export async function loadSchoolDay(tenant: Tenant): Promise<SchoolDay & { isSaved: boolean }> {
  const [row] = await tenant.db.select().from(schoolSettings).where(eq(schoolSettings.companyId, tenant.companyId));
  return row
    ? { dayStartTime: row.dayStartTime, lateGraceMinutes: row.lateGraceMinutes, isSaved: true }
    : { dayStartTime: DEFAULT_SCHOOL_DAY_START, lateGraceMinutes: DEFAULT_LATE_GRACE_MINUTES, isSaved: false };
}

export async function saveSchoolDay(tenant: Tenant, input: SchoolDay) {
  await tenant.db
    .insert(schoolSettings)
    .values(tenant.values({ dayStartTime: input.dayStartTime, lateGraceMinutes: input.lateGraceMinutes }))
    .onConflictDoUpdate({ target: schoolSettings.companyId, set: { dayStartTime: input.dayStartTime, lateGraceMinutes: input.lateGraceMinutes, updatedAt: new Date() } });
  return loadSchoolDay(tenant);
}

const adviserName = sql<string | null>`nullif(trim(${accounts.firstName} || ' ' || ${accounts.lastName}), '')`;

/** A section as the screens show it. */
export const sectionColumns = {
  id: sections.id,
  name: sections.name,
  capacity: sections.capacity,
  schoolYearId: sections.schoolYearId,
  schoolYearName: schoolYears.name,
  schoolYearStart: schoolYears.startDate,
  schoolYearEnd: schoolYears.endDate,
  gradeLevelId: gradeLevels.id,
  gradeLevelName: gradeLevels.name,
  gradeLevelOrder: gradeLevels.sortOrder,
  adviserAccountId: sections.adviserAccountId,
  adviserName,
};

export type SectionRow = Awaited<ReturnType<typeof findSection>>;

const sectionQuery = (tenant: Tenant) =>
  tenant.db
    .select(sectionColumns)
    .from(sections)
    .innerJoin(schoolYears, eq(schoolYears.id, sections.schoolYearId))
    .innerJoin(gradeLevels, eq(gradeLevels.id, sections.gradeLevelId))
    .leftJoin(accounts, eq(accounts.id, sections.adviserAccountId));

/** A live section of the caller's company, or 404. */
export async function findSection(tenant: Tenant, sectionId: number) {
  const [row] = await sectionQuery(tenant).where(tenant.where(sections, eq(sections.id, sectionId), eq(sections.isDeleted, false)));
  if (!row) throw notFound('Section');
  return row;
}

/**
 * The sections of a day: those of the school years whose dates hold it, or, when none does, of
 * the active school year; ordered by grade level then name.
 */
export async function sectionsOfDay(tenant: Tenant, day: string) {
  const live = (extra: ReturnType<typeof and>) => sectionQuery(tenant).where(tenant.where(sections, eq(sections.isDeleted, false), eq(schoolYears.isDeleted, false), extra)).orderBy(asc(gradeLevels.sortOrder), asc(gradeLevels.name), asc(sections.name));
  const covering = await live(and(lte(schoolYears.startDate, day), gte(schoolYears.endDate, day)));
  return covering.length ? covering : live(and(eq(schoolYears.isActive, true)));
}

/** The sections of the active school year. */
export async function sectionsOfActiveYear(tenant: Tenant) {
  return sectionQuery(tenant)
    .where(tenant.where(sections, eq(sections.isDeleted, false), eq(schoolYears.isActive, true), eq(schoolYears.isDeleted, false)))
    .orderBy(asc(gradeLevels.sortOrder), asc(gradeLevels.name), asc(sections.name));
}

/** The caller marks this section's class attendance: SCHOOL_ATTENDANCE_ACCESS, or its adviser. */
export function assertMarksSection(caller: SchoolCaller, section: { adviserAccountId: number | null }) {
  if (caller.marksAnySection || section.adviserAccountId === caller.accountId) return;
  throw forbidden("Only the section's adviser or a holder of the Attendance scope keeps this section's attendance");
}

export const sectionAnswer = (s: Awaited<ReturnType<typeof findSection>>) => ({
  id: s.id,
  name: s.name,
  gradeLevel: { id: s.gradeLevelId, name: s.gradeLevelName },
  schoolYear: { id: s.schoolYearId, name: s.schoolYearName, startDate: s.schoolYearStart, endDate: s.schoolYearEnd },
  adviser: s.adviserAccountId ? { id: s.adviserAccountId, name: s.adviserName ?? '' } : null,
});
