import type { ComponentType } from 'react';
import { EnrollmentPage } from './enrollment-page';
import { GuardiansPage } from './guardians-page';
import { CoursesPage, GradeLevelsPage, SchoolYearsPage, SectionsPage } from './structure-pages';
import { StudentsPage } from './students-page';

/** The school records screens by route name (issue 18). */
export const SCHOOL_RECORDS_PAGES: Record<string, ComponentType> = {
  member_school_student: StudentsPage,
  member_school_guardian: GuardiansPage,
  member_school_school_year: SchoolYearsPage,
  member_school_grade_level: GradeLevelsPage,
  member_school_section: SectionsPage,
  member_school_course: CoursesPage,
  member_school_enrollment: EnrollmentPage,
};
