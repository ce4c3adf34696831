import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PUSH, type AttendanceChanges, type AttendanceMark, type AttendanceSummary } from '@haligi/shared';
import { useEffect } from 'react';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';
import { socketManager } from '../../../lib/socket';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** The URLs of the attendance screens (docs/api/attendance.md). */
export const ATTENDANCE_URLS = {
  team: '/attendance/team',
  day: '/attendance/day',
  summary: '/attendance/summary',
  summaryExport: '/attendance/summary/export',
  employee: '/attendance/employee',
  adjustment: '/attendance/adjustment',
  adjustmentList: '/attendance/adjustment-list',
  dashboard: '/manpower/dashboard',
  teamList: '/select-box/team-list',
  branchList: '/select-box/attendance-branch-list',
} as const;

export interface AttendanceDay {
  date: string;
  shiftId: number | null;
  shiftName?: string | null;
  scheduledStart: string | null;
  scheduledEnd: string | null;
  timeIn: string | null;
  timeOut: string | null;
  workedMinutes: number;
  lateMinutes: number;
  undertimeMinutes: number;
  overtimeCandidateMinutes: number;
  overtimeApprovedMinutes: number;
  nightMinutes: number;
  isAbsent: boolean;
  isRestDay: boolean;
  holidayType: string | null;
  leaveDays: string;
  leaveTypeCode: string | null;
  officialBusinessMinutes: number;
  flags: string[];
  isAdjusted: boolean;
  mark: AttendanceMark;
}

export interface TeamAttendance {
  team: { id: number; name: string };
  from: string;
  to: string;
  dates: string[];
  holidays: { date: string; name: string; type: string; scope: string; branchId: number | null }[];
  members: { employeeId: number; employeeNo: string; name: string; position: string; isLeader: boolean; days: AttendanceDay[] }[];
}

export interface Adjustment {
  id: number;
  employeeId: number;
  employeeNo: string;
  employeeName: string;
  date: string;
  changes: AttendanceChanges;
  before: Record<string, unknown> | null;
  reason: string;
  status: string;
  approvalRequestId: number | null;
  requestedById: number | null;
  requestedByName: string | null;
  decidedAt: string | null;
  createdAt: string;
}

export interface DayDetail {
  employee: { id: number; employeeNo: string; name: string };
  date: string;
  day: AttendanceDay | null;
  punches: { id: number; punchedAt: string; deviceSerial: string; source: string; status: number }[];
  filings: { id: number; code: string; type: string; status: string; dateFrom: string; dateTo: string; minutes: number | null; leaveTypeCode: string | null }[];
  adjustments: Adjustment[];
}

export interface SummaryRow extends AttendanceSummary, Record<string, unknown> {
  employeeId: number;
  employeeNo: string;
  name: string;
  branchId: number | null;
  branchName: string | null;
  departmentName: string | null;
  teamName: string | null;
  adjustedDays: number;
  pendingAdjustments: number;
}

export interface SummaryAnswer {
  from: string;
  to: string;
  list: SummaryRow[];
  totals: AttendanceSummary;
}

export interface SummaryFilters {
  from: string;
  to: string;
  branchId?: number | null;
  teamId?: number | null;
  search?: string;
}

export interface EmployeeDays {
  employee: { id: number; employeeNo: string; name: string };
  from: string;
  to: string;
  summary: AttendanceSummary;
  days: AttendanceDay[];
  adjustments: Adjustment[];
}

export interface DashboardTally {
  date: string;
  present: number;
  late: number;
  absent: number;
  onLeave: number;
  restDay: number;
  notIn: number;
}

export interface ManpowerDashboard {
  date: string;
  headcount: {
    total: number;
    byBranch: { branchId: number | null; name: string; count: number }[];
    byDepartment: { departmentId: number | null; name: string; count: number }[];
    byStatus: { status: string; count: number }[];
  };
  today: DashboardTally;
  week: DashboardTally[];
  pending: { filings: number; adjustments: number };
}

export const ATTENDANCE_KEYS = {
  all: ['attendance'] as const,
  team: (teamId: number | null, from: string, to: string) => ['attendance', 'team', teamId, from, to] as const,
  day: (employeeId: number | null, date: string | null) => ['attendance', 'day', employeeId, date] as const,
  summary: (filters: SummaryFilters) => ['attendance', 'summary', filters] as const,
  employee: (employeeId: number | null, from: string, to: string) => ['attendance', 'employee', employeeId, from, to] as const,
  adjustments: (from: string, to: string) => ['attendance', 'adjustments', from, to] as const,
  dashboard: (date: string | null) => ['attendance', 'dashboard', date] as const,
};

const filterQuery = (f: SummaryFilters) => ({ from: f.from, to: f.to, branchId: f.branchId || undefined, teamId: f.teamId || undefined, search: f.search?.trim() || undefined });

export function useTeamAttendance(teamId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: ATTENDANCE_KEYS.team(teamId, from, to),
    queryFn: ({ signal }) => api<TeamAttendance>('GET', ATTENDANCE_URLS.team, { query: { teamId, from, to }, signal }),
    enabled: teamId !== null,
  });
}

export function useDayDetail(employeeId: number | null, date: string | null) {
  return useQuery({
    queryKey: ATTENDANCE_KEYS.day(employeeId, date),
    queryFn: ({ signal }) => api<DayDetail>('GET', ATTENDANCE_URLS.day, { query: { employeeId, date }, signal }),
    enabled: employeeId !== null && date !== null,
  });
}

export function useAttendanceSummary(filters: SummaryFilters) {
  return useQuery({
    queryKey: ATTENDANCE_KEYS.summary(filters),
    queryFn: ({ signal }) => api<SummaryAnswer>('GET', ATTENDANCE_URLS.summary, { query: filterQuery(filters), signal }),
  });
}

export async function exportSummary(filters: SummaryFilters) {
  const blob = await api<Blob>('GET', ATTENDANCE_URLS.summaryExport, { query: filterQuery(filters), isBlob: true });
  saveBlob(blob, `time-keeping ${filters.from} to ${filters.to}.xlsx`);
}

export function useEmployeeDays(employeeId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: ATTENDANCE_KEYS.employee(employeeId, from, to),
    queryFn: ({ signal }) => api<EmployeeDays>('GET', ATTENDANCE_URLS.employee, { query: { employeeId, from, to }, signal }),
    enabled: employeeId !== null,
  });
}

export function useAdjustmentList(from: string, to: string) {
  return useQuery({
    queryKey: ATTENDANCE_KEYS.adjustments(from, to),
    queryFn: ({ signal }) => api<Adjustment[]>('GET', ATTENDANCE_URLS.adjustmentList, { query: { from, to }, signal }),
  });
}

export interface AdjustmentInput {
  employeeId: number;
  date: string;
  changes: AttendanceChanges;
  reason: string;
}

export function useRequestAdjustment() {
  return useServerAction((body: AdjustmentInput) => api<ActionAnswer<Adjustment>>('POST', ATTENDANCE_URLS.adjustment, { body }), { invalidates: [ATTENDANCE_KEYS.all] });
}

export function useManpowerDashboard(date: string | null) {
  return useQuery({
    queryKey: ATTENDANCE_KEYS.dashboard(date),
    queryFn: ({ signal }) => api<ManpowerDashboard>('GET', ATTENDANCE_URLS.dashboard, { query: { date: date ?? undefined }, signal }),
  });
}

/** Reloads every attendance screen when days change by a decision (attendance-updated, approval-processed). */
export function useLiveAttendance() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEYS.all });
    const offAttendance = socketManager.on(PUSH.attendanceUpdated, reload);
    const offApproval = socketManager.on(PUSH.approvalProcessed, reload);
    return () => {
      offAttendance();
      offApproval();
    };
  }, [queryClient]);
}

/** 95 -> "1h 35m"; 0 -> "—". */
export function minutesText(minutes: number): string {
  if (!minutes) return '—';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? (m ? `${h}h ${m}m` : `${h}h`) : `${m}m`;
}
