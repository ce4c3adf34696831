import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** The URLs of the school records screens (docs/api/school-records.md). */
export const SCHOOL_URLS = {
  student: '/school/student',
  guardian: '/school/guardian',
  schoolYear: '/school/school-year',
  gradeLevel: '/school/grade-level',
  section: '/school/section',
  course: '/school/course',
  enrollment: '/school/enrollment',
  schoolYearList: '/select-box/school/school-year-list',
  gradeLevelList: '/select-box/school/grade-level-list',
  sectionList: '/select-box/school/section-list',
  courseList: '/select-box/school/course-list',
  studentList: '/select-box/school/student-list',
  guardianList: '/select-box/school/guardian-list',
  adviserList: '/select-box/school/adviser-list',
} as const;

export interface Guardian extends Record<string, unknown> {
  id: number;
  name: string;
  email: string;
  mobile: string;
  notifyBy: 'email' | 'sms';
  language: 'en' | 'fil';
  cardNumber: string | null;
  relationship?: string;
  students?: string;
}

export interface Student extends Record<string, unknown> {
  id: number;
  lrn: string;
  name: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  birthDate: string | null;
  sex: 'MALE' | 'FEMALE' | null;
  address: string;
  photoFileId: number | null;
  photoUrl: string | null;
  cardNumber: string | null;
  gradeLevelName: string | null;
  sectionName: string | null;
  guardianNames: string;
  enrollment: { id: number; schoolYearName: string; gradeLevelName: string; sectionName: string | null; status: string } | null;
  createdAt: string;
}
export interface StudentDetail extends Student {
  guardians: Guardian[];
}

export interface SchoolYear extends Record<string, unknown> {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
  sectionCount: number;
  enrollmentCount: number;
}
export interface GradeLevel extends Record<string, unknown> {
  id: number;
  name: string;
  sortOrder: number;
  sectionCount: number;
  courseCount: number;
}
export interface Section extends Record<string, unknown> {
  id: number;
  name: string;
  schoolYearId: number;
  schoolYearName: string;
  gradeLevelId: number;
  gradeLevelName: string;
  adviserAccountId: number | null;
  adviserName: string | null;
  capacity: number;
  enrolledCount: number;
}
export interface Course extends Record<string, unknown> {
  id: number;
  code: string;
  name: string;
  gradeLevelId: number | null;
  gradeLevelName: string | null;
  learningArea: string;
}
export interface Enrollment extends Record<string, unknown> {
  id: number;
  studentId: number;
  studentName: string;
  lrn: string;
  schoolYearId: number;
  schoolYearName: string;
  gradeLevelId: number;
  gradeLevelName: string;
  sectionId: number | null;
  sectionName: string | null;
  status: string;
  enrolledOn: string;
}

/** What a change to each record makes stale: its table, its select list, and the tables that show it. */
const CHANGES = {
  student: [['table', SCHOOL_URLS.student], ['select', SCHOOL_URLS.studentList], ['school-student'], ['table', SCHOOL_URLS.guardian], ['table', SCHOOL_URLS.enrollment]],
  guardian: [['table', SCHOOL_URLS.guardian], ['select', SCHOOL_URLS.guardianList], ['table', SCHOOL_URLS.student], ['school-student']],
  schoolYear: [['table', SCHOOL_URLS.schoolYear], ['select', SCHOOL_URLS.schoolYearList], ['table', SCHOOL_URLS.student]],
  gradeLevel: [['table', SCHOOL_URLS.gradeLevel], ['select', SCHOOL_URLS.gradeLevelList]],
  section: [['table', SCHOOL_URLS.section], ['select']],
  course: [['table', SCHOOL_URLS.course], ['select', SCHOOL_URLS.courseList], ['table', SCHOOL_URLS.gradeLevel]],
  enrollment: [['table', SCHOOL_URLS.enrollment], ['table', SCHOOL_URLS.student], ['table', SCHOOL_URLS.section], ['table', SCHOOL_URLS.schoolYear], ['select'], ['school-student']],
} as const;
type Kind = keyof typeof CHANGES;
const URL_OF: Record<Kind, string> = {
  student: SCHOOL_URLS.student,
  guardian: SCHOOL_URLS.guardian,
  schoolYear: SCHOOL_URLS.schoolYear,
  gradeLevel: SCHOOL_URLS.gradeLevel,
  section: SCHOOL_URLS.section,
  course: SCHOOL_URLS.course,
  enrollment: SCHOOL_URLS.enrollment,
};

/** POST creates, PATCH (with id) changes the fields sent. */
export function useSaveRecord<T = unknown>(kind: Kind) {
  return useServerAction((body: Record<string, unknown> & { id?: number }) => api<ActionAnswer<T>>(body.id ? 'PATCH' : 'POST', URL_OF[kind], { body }), { invalidates: CHANGES[kind] });
}

export function useDeleteRecord(kind: Kind) {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${URL_OF[kind]}/${id}`), { invalidates: CHANGES[kind] });
}

export function useRestoreRecord(kind: 'student' | 'guardian') {
  return useServerAction((id: number) => api<ActionAnswer>('POST', `${URL_OF[kind]}/${id}/restore`), { invalidates: CHANGES[kind] });
}

export function useActivateSchoolYear() {
  return useServerAction((id: number) => api<ActionAnswer>('POST', `${SCHOOL_URLS.schoolYear}/${id}/activate`), { invalidates: CHANGES.schoolYear });
}

export function useStudent(id: number | null) {
  return useQuery({
    queryKey: ['school-student', id ?? 0],
    queryFn: async ({ signal }) => (await api<{ data: StudentDetail }>('GET', SCHOOL_URLS.student, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export function useLinkGuardian() {
  return useServerAction(({ studentId, ...body }: { studentId: number } & Record<string, unknown>) => api<ActionAnswer>('POST', `${SCHOOL_URLS.student}/${studentId}/guardian`, { body }), {
    invalidates: CHANGES.guardian,
  });
}

export function useUnlinkGuardian() {
  return useServerAction(({ studentId, guardianId }: { studentId: number; guardianId: number }) => api<ActionAnswer>('DELETE', `${SCHOOL_URLS.student}/${studentId}/guardian/${guardianId}`), {
    invalidates: CHANGES.guardian,
  });
}

/** A photo goes through the files module; the student keeps its file id. */
export async function uploadPhoto(file: File): Promise<{ id: number; signedUrl: string }> {
  const form = new FormData();
  form.append('fileData', file);
  return api<{ id: number; signedUrl: string }>('POST', '/file-upload/upload-document', { body: form });
}

export interface ImportPreview {
  importId: string;
  total: number;
  validCount: number;
  errorCount: number;
  rows: { row: number; data: Record<string, unknown>; errors: string[] }[];
}

export function previewStudentImport(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append('fileData', file);
  return api<ImportPreview>('POST', '/school/student/import/preview', { body });
}

export function commitStudentImport(importId: string): Promise<{ jobId: number | string }> {
  return api<{ jobId: number | string }>('POST', '/school/student/import/commit', { body: { importId } });
}
