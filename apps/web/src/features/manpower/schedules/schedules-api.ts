import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** The URLs of the schedule screens (docs/api/schedules.md). */
export const SCHEDULE_URLS = {
  shift: '/shift',
  schedule: '/schedule',
  assignment: '/schedule-assignment',
  shiftPlan: '/shift-plan',
  shiftOverride: '/shift-override',
  holiday: '/holiday',
  shiftList: '/select-box/shift-list',
  scheduleList: '/select-box/schedule-list',
  employeeList: '/select-box/employee-list',
  teamList: '/select-box/team-list',
  branchList: '/select-box/branch',
} as const;

export interface ShiftBreak {
  start: string;
  end: string;
}

export interface Shift extends Record<string, unknown> {
  id: number;
  name: string;
  startTime: string;
  endTime: string;
  breaks: ShiftBreak[];
  graceMinutes: number;
  isFlexible: boolean;
  requiredMinutes: number;
  crossesMidnight: boolean;
  color: string;
}

export interface ScheduleDay {
  weekday: number;
  label: string;
  shift: { id: number; name: string; startTime: string; endTime: string; color: string; requiredMinutes: number } | null;
}

export interface Schedule extends Record<string, unknown> {
  id: number;
  name: string;
  description: string;
  days: ScheduleDay[];
  workDays: number;
  weeklyMinutes: number;
  week: string;
  createdAt: string;
}

export interface Assignment extends Record<string, unknown> {
  id: number;
  target: 'EMPLOYEE' | 'TEAM';
  assignee: string;
  employee: { id: number; name: string; employeeNo: string } | null;
  team: { id: number; name: string } | null;
  schedule: { id: number; name: string };
  effectiveFrom: string;
  effectiveTo: string | null;
  status: 'ACTIVE' | 'UPCOMING' | 'ENDED';
}

export interface PlanDay {
  date: string;
  kind: 'SHIFT' | 'REST_DAY' | 'NO_SCHEDULE';
  shiftId: number | null;
  source: 'OVERRIDE' | 'EMPLOYEE' | 'TEAM' | null;
  overrideSource: 'MANUAL' | 'FILING' | null;
  isOverride: boolean;
}

export interface ShiftPlan {
  team: { id: number; name: string };
  from: string;
  to: string;
  dates: string[];
  shifts: Shift[];
  rows: { employee: { id: number; name: string; employeeNo: string; isLeader: boolean }; days: PlanDay[] }[];
}

export interface Holiday extends Record<string, unknown> {
  id: number;
  name: string;
  date: string;
  type: string;
  scope: string;
  branch: { id: number; name: string } | null;
  source: string;
}

const SHIFT_CHANGES = [['table', SCHEDULE_URLS.shift], ['select', SCHEDULE_URLS.shiftList], ['table', SCHEDULE_URLS.schedule], ['shift-plan']] as const;
const SCHEDULE_CHANGES = [['table', SCHEDULE_URLS.schedule], ['select', SCHEDULE_URLS.scheduleList], ['table', SCHEDULE_URLS.assignment], ['shift-plan']] as const;
const ASSIGNMENT_CHANGES = [['table', SCHEDULE_URLS.assignment], ['shift-plan']] as const;
const HOLIDAY_CHANGES = [['table', SCHEDULE_URLS.holiday]] as const;

export const useSaveShift = () =>
  useServerAction((body: Partial<Omit<Shift, 'requiredMinutes'>> & { requiredMinutes?: number | null }) => api<ActionAnswer<Shift>>(body.id ? 'PATCH' : 'POST', SCHEDULE_URLS.shift, { body }), { invalidates: SHIFT_CHANGES });
export const useDeleteShift = () => useServerAction((id: number) => api<ActionAnswer>('DELETE', `${SCHEDULE_URLS.shift}/${id}`), { invalidates: SHIFT_CHANGES });

export const useSaveSchedule = () =>
  useServerAction((body: { id?: number; name: string; description: string; days: { weekday: number; shiftId: number | null }[] }) =>
    api<ActionAnswer<Schedule>>(body.id ? 'PATCH' : 'POST', SCHEDULE_URLS.schedule, { body }), { invalidates: SCHEDULE_CHANGES });
export const useDeleteSchedule = () => useServerAction((id: number) => api<ActionAnswer>('DELETE', `${SCHEDULE_URLS.schedule}/${id}`), { invalidates: SCHEDULE_CHANGES });

export const useAssignSchedule = () =>
  useServerAction((body: { scheduleId: number; employeeId?: number; teamId?: number; effectiveFrom: string; effectiveTo: string | null }) =>
    api<ActionAnswer<Assignment>>('POST', SCHEDULE_URLS.assignment, { body }), { invalidates: ASSIGNMENT_CHANGES });
export const useEndAssignment = () =>
  useServerAction(({ id, effectiveTo }: { id: number; effectiveTo: string }) => api<ActionAnswer<Assignment>>('POST', `${SCHEDULE_URLS.assignment}/${id}/end`, { body: { effectiveTo } }), {
    invalidates: ASSIGNMENT_CHANGES,
  });

export function useShiftPlan(teamId: number | null, from: string, to: string) {
  return useQuery({
    queryKey: ['shift-plan', teamId, from, to],
    queryFn: async ({ signal }) => (await api<{ data: ShiftPlan }>('GET', SCHEDULE_URLS.shiftPlan, { query: { teamId, from, to }, signal })).data,
    enabled: teamId !== null && teamId > 0,
    retry: false,
  });
}

export const useSetOverride = () =>
  useServerAction((body: { employeeId: number; date: string; kind: 'SHIFT' | 'REST_DAY' | 'CLEAR'; shiftId?: number | null }) =>
    api<ActionAnswer<PlanDay>>('PUT', SCHEDULE_URLS.shiftOverride, { body }), { invalidates: [['shift-plan']] });

export const useSaveHoliday = () =>
  useServerAction((body: { id?: number; name: string; date: string; type: string; scope: string; branchId: number | null; source: string }) =>
    api<ActionAnswer<Holiday>>(body.id ? 'PATCH' : 'POST', SCHEDULE_URLS.holiday, { body }), { invalidates: HOLIDAY_CHANGES });
export const useDeleteHoliday = () => useServerAction((id: number) => api<ActionAnswer>('DELETE', `${SCHEDULE_URLS.holiday}/${id}`), { invalidates: HOLIDAY_CHANGES });
