import type { AttendanceCounts, ClassAttendanceStatus, ComponentWeights, GradingComponent } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useServerAction, type ActionAnswer } from '../../lib/use-server-action';

/** Answers of docs/api/school-grading.md as the screens read them. */

export interface SchoolDaySettings {
  dayStartTime: string;
  lateGraceMinutes: number;
  isSaved: boolean;
}

export interface SectionInfo {
  id: number;
  name: string;
  gradeLevel: { id: number; name: string };
  schoolYear: { id: number; name: string; startDate: string; endDate: string };
  adviser: { id: number; name: string } | null;
}

export interface AttendanceSummary {
  date: string;
  schoolDay: SchoolDaySettings;
  sections: (SectionInfo & { counts: AttendanceCounts })[];
  totals: AttendanceCounts;
}

export interface StudentDay {
  id: number;
  lrn: string;
  name: string;
  firstCheckIn: string | null;
  gateStatus: 'PRESENT' | 'LATE' | 'ABSENT';
  mark: ClassAttendanceStatus | null;
  status: ClassAttendanceStatus;
}

export interface SectionDay {
  date: string;
  schoolDay: SchoolDaySettings;
  section: SectionInfo;
  students: StudentDay[];
  counts: AttendanceCounts;
}

export interface SchoolDashboard {
  date: string;
  schoolDay: SchoolDaySettings;
  attendance: {
    totals: AttendanceCounts;
    byGradeLevel: { gradeLevel: { id: number; name: string }; counts: AttendanceCounts }[];
    bySection: { id: number; name: string; gradeLevel: { id: number; name: string }; counts: AttendanceCounts }[];
  };
  enrolment: { total: number; byGradeLevel: { gradeLevel: { id: number; name: string }; count: number }[] };
  recentTaps: { id: number; personType: string; name: string; action: 'check_in' | 'check_out'; tappedAt: string; gate: string | null }[];
}

export interface GradingCourse {
  id: number;
  code: string;
  name: string;
  learningArea: string;
  weights: ComponentWeights | null;
  classRecord: { id: number; teacher: { id: number; name: string } | null } | null;
  canKeep: boolean;
}

export type GradingSection = SectionInfo & { canCreate: boolean; courses: GradingCourse[] };

export interface ComponentResult {
  total: number;
  highest: number;
  percentage: number | null;
  weighted: number;
}

export interface GradingItem {
  id: number;
  quarter: number;
  component: GradingComponent;
  name: string;
  highestScore: number;
}

export interface ClassRecordStudent {
  id: number;
  lrn: string;
  name: string;
  scores: Record<string, number | null>;
  components: Record<GradingComponent, ComponentResult>;
  initialGrade: number | null;
  quarterlyGrade: number | null;
  quarterlyGrades: (number | null)[];
  finalGrade: number | null;
  descriptor: string | null;
}

export interface ClassRecord {
  id: number;
  quarter: number;
  section: SectionInfo;
  course: { id: number; code: string; name: string; learningArea: string; weights: ComponentWeights | null };
  weights: ComponentWeights;
  teacher: { id: number; name: string } | null;
  items: GradingItem[];
  itemCounts: number[];
  students: ClassRecordStudent[];
}

const KEYS = {
  all: ['school-grading'] as const,
  settings: ['school-grading', 'settings'] as const,
  summary: (date: string) => ['school-grading', 'summary', date] as const,
  sectionDay: (sectionId: number, date: string) => ['school-grading', 'section-day', sectionId, date] as const,
  mySections: ['school-grading', 'my-sections'] as const,
  dashboard: (date: string) => ['school-grading', 'dashboard', date] as const,
  gradingSections: ['school-grading', 'grading-sections'] as const,
  classRecord: (id: number, quarter: number) => ['school-grading', 'class-record', id, quarter] as const,
};

const quiet = { staleTime: 0, retry: false } as const;

export function useSchoolSettings() {
  return useQuery({ queryKey: KEYS.settings, queryFn: async ({ signal }) => (await api<{ data: SchoolDaySettings }>('GET', '/school/settings', { signal })).data, ...quiet });
}

export function useSaveSchoolSettings() {
  return useServerAction((body: { dayStartTime: string; lateGraceMinutes: number }) => api<ActionAnswer<SchoolDaySettings>>('PUT', '/school/settings', { body }), { invalidates: [KEYS.all] });
}

export function useAttendanceSummary(date: string, isEnabled = true) {
  return useQuery({ queryKey: KEYS.summary(date), queryFn: ({ signal }) => api<AttendanceSummary>('GET', '/school/attendance/summary', { query: { date }, signal }), enabled: isEnabled, ...quiet });
}

export function useSectionDay(sectionId: number | null, date: string) {
  return useQuery({
    queryKey: KEYS.sectionDay(sectionId ?? 0, date),
    queryFn: async ({ signal }) => (await api<{ data: SectionDay }>('GET', '/school/attendance/section', { query: { sectionId, date }, signal })).data,
    enabled: sectionId !== null,
    ...quiet,
  });
}

export function useMySections() {
  return useQuery({ queryKey: KEYS.mySections, queryFn: ({ signal }) => api<SectionInfo[]>('GET', '/school/attendance/my-sections', { signal }), ...quiet });
}

export function useSaveMarks() {
  return useServerAction(
    (body: { sectionId: number; date: string; marks: { studentId: number; status: ClassAttendanceStatus | null }[] }) => api<ActionAnswer<SectionDay>>('POST', '/school/attendance/class', { body }),
    { invalidates: [KEYS.all] },
  );
}

export function useSchoolDashboard(date: string) {
  return useQuery({ queryKey: KEYS.dashboard(date), queryFn: ({ signal }) => api<SchoolDashboard>('GET', '/school/dashboard', { query: { date }, signal }), ...quiet });
}

export function useGradingSections() {
  return useQuery({ queryKey: KEYS.gradingSections, queryFn: ({ signal }) => api<GradingSection[]>('GET', '/school/grading/sections', { signal }), ...quiet });
}

export function useClassRecord(id: number | null, quarter: number) {
  return useQuery({
    queryKey: KEYS.classRecord(id ?? 0, quarter),
    queryFn: async ({ signal }) => (await api<{ data: ClassRecord }>('GET', '/school/grading/class-record', { query: { id, quarter }, signal })).data,
    enabled: id !== null,
    ...quiet,
  });
}

export function useCreateClassRecord() {
  return useServerAction((body: { sectionId: number; courseId: number }) => api<ActionAnswer<ClassRecord>>('POST', '/school/grading/class-record', { body }), { invalidates: [KEYS.gradingSections] });
}

export function useAddGradingItem() {
  return useServerAction(
    (body: { classRecordId: number; quarter: number; component: GradingComponent; name: string; highestScore: number }) => api<ActionAnswer<ClassRecord>>('POST', '/school/grading/item', { body }),
    { invalidates: [[...KEYS.all, 'class-record']] },
  );
}

export function useRemoveGradingItem() {
  return useServerAction((id: number) => api<ActionAnswer<ClassRecord>>('DELETE', '/school/grading/item', { query: { id } }), { invalidates: [[...KEYS.all, 'class-record']] });
}

export function useSaveScores() {
  return useServerAction(
    (body: { classRecordId: number; scores: { itemId: number; studentId: number; score: number | null }[] }) => api<ActionAnswer<ClassRecord>>('POST', '/school/grading/scores', { body }),
    { invalidates: [[...KEYS.all, 'class-record']] },
  );
}

/** The SF9 of a student of the active school year, as a Blob. */
export const downloadReportCard = (studentId: number) => api<Blob>('GET', '/school/grading/report-card/pdf', { query: { studentId }, isBlob: true });
