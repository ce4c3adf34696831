import {
  PAYROLL_PUSH,
  PUSH,
  type ContributionSplit,
  type CutoffStatus,
  type PayrollFrequency,
  type PayrollQueueProgressPayload,
  type PayslipLine,
} from '@haligi/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../../lib/api';
import { saveBlob } from '../../../../lib/save-blob';
import { socketManager } from '../../../../lib/socket';
import { useServerAction, type ActionAnswer } from '../../../../lib/use-server-action';
import { useMutation } from '@tanstack/react-query';
import type { CutoffTotals } from '../utils/pay-breakdown';

export type { CutoffTotals };

/** The URLs of the payroll screens (docs/api/payroll.md, docs/api/payroll-outputs.md). */
export const PAYROLL_URLS = {
  group: '/payroll/group',
  groupList: '/select-box/payroll-group',
  employeeList: '/select-box/employee-list',
  cutoff: '/payroll/cutoff',
  generate: '/payroll/cutoff/generate',
  payslip: '/payroll/payslip',
} as const;

export interface PayrollGroup extends Record<string, unknown> {
  id: number;
  name: string;
  frequency: PayrollFrequency;
  workingDaysPerYear: number;
  cutoffStartDay: number;
  payDayOffset: number;
  contributionSplit: ContributionSplit;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface GroupMember {
  employeeId: number;
  employeeNo: string;
  name: string;
  rateType: string;
  rate: string;
  employmentStatus: string;
  isMinimumWageEarner: boolean;
}

export interface Cutoff extends Record<string, unknown> {
  id: number;
  code: string;
  payrollGroupId: number;
  payrollGroupName: string;
  frequency: PayrollFrequency;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  month: string;
  monthSequence: number;
  isLastOfMonth: boolean;
  includeThirteenthMonth: boolean;
  includeSilConversion: boolean;
  status: CutoffStatus;
  runNo: number;
  runJobId: number | null;
  employeeCount: number;
  processedCount: number;
  grossPay: string;
  totalDeductions: string;
  netPay: string;
  employerContributions: string;
  approvalRequestId: number | null;
  processedAt: string | null;
  approvedAt: string | null;
  postedAt: string | null;
  postedById: number | null;
  createdAt: string;
}

/** A payslip row of a cutoff (PUT /payroll/cutoff/{id}/payslip) and, with lines, GET /payroll/payslip. */
export interface Payslip extends Record<string, unknown> {
  id: number;
  cutoffId: number;
  employeeId: number;
  employeeNo: string;
  employeeName: string;
  runNo: number;
  rateType: string;
  rate: string;
  dailyRate: string;
  hourlyRate: string;
  daysWorked: string;
  basicPay: string;
  grossPay: string;
  sssEmployee: string;
  philhealthEmployee: string;
  pagibigEmployee: string;
  withholdingTax: string;
  totalDeductions: string;
  netPay: string;
  taxableCompensation: string;
  lines: PayslipLine[];
  flags: string[];
  computedAt: string;
}

export interface CutoffSummary {
  cutoff: Cutoff;
  totals: CutoffTotals;
  lines: { kind: string; code: string; count: number; amount: string }[];
  flags: { flag: string; count: number }[];
}

export const PAYROLL_KEYS = {
  all: ['payroll'] as const,
  members: (groupId: number) => ['payroll', 'members', groupId] as const,
  cutoff: (id: number) => ['payroll', 'cutoff', id] as const,
  summary: (id: number) => ['payroll', 'summary', id] as const,
  cutoffOptions: ['payroll', 'cutoff-options'] as const,
  payslip: (id: number) => ['payroll', 'payslip', id] as const,
};

export const cutoffPayslipUrl = (cutoffId: number) => `${PAYROLL_URLS.cutoff}/${cutoffId}/payslip`;

const GROUP_CHANGES = [['table', PAYROLL_URLS.group], ['select', PAYROLL_URLS.groupList], PAYROLL_KEYS.all] as const;
/** Everything a cutoff change can touch: both cutoff tables' prefixes, the picker and the open cutoff. */
const CUTOFF_CHANGES = [['table', PAYROLL_URLS.cutoff], PAYROLL_KEYS.all, ['approval']] as const;

export type PayrollGroupBody = Pick<PayrollGroup, 'name' | 'frequency' | 'workingDaysPerYear' | 'cutoffStartDay' | 'payDayOffset' | 'contributionSplit'>;

export function useSavePayrollGroup() {
  return useServerAction(
    ({ id, ...body }: PayrollGroupBody & { id?: number }) =>
      id ? api<ActionAnswer<PayrollGroup>>('PATCH', PAYROLL_URLS.group, { body: { id, ...body } }) : api<ActionAnswer<PayrollGroup>>('POST', PAYROLL_URLS.group, { body }),
    { invalidates: GROUP_CHANGES },
  );
}

export function useDeletePayrollGroup() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${PAYROLL_URLS.group}/${id}`), { invalidates: GROUP_CHANGES });
}

export function useGroupMembers(groupId: number | null) {
  return useQuery({
    queryKey: PAYROLL_KEYS.members(groupId ?? 0),
    queryFn: ({ signal }) => api<{ data: GroupMember[] }>('GET', `${PAYROLL_URLS.group}/${groupId}/member`, { signal }).then((answer) => answer.data),
    enabled: groupId !== null,
  });
}

export function useChangeMembers(groupId: number, change: 'assign' | 'remove') {
  return useServerAction(
    (employeeIds: number[]) => api<ActionAnswer<PayrollGroup>>('POST', `${PAYROLL_URLS.group}/${groupId}/member${change === 'remove' ? '/remove' : ''}`, { body: { employeeIds } }),
    { invalidates: GROUP_CHANGES },
  );
}

export function useGenerateCutoffs() {
  return useServerAction(
    (body: { payrollGroupId: number; year: number; month: number }) => api<ActionAnswer<Cutoff[]> & { created: number }>('POST', PAYROLL_URLS.generate, { body }),
    { invalidates: CUTOFF_CHANGES },
  );
}

export type CutoffBody = {
  payrollGroupId: number;
  periodStart: string;
  periodEnd: string;
  payDate?: string;
  includeThirteenthMonth: boolean;
  includeSilConversion: boolean;
};

export function useCreateCutoff() {
  return useServerAction((body: CutoffBody) => api<ActionAnswer<Cutoff>>('POST', PAYROLL_URLS.cutoff, { body }), { invalidates: CUTOFF_CHANGES });
}

export function useUpdateCutoff() {
  return useServerAction(
    (body: { id: number; payDate?: string; includeThirteenthMonth?: boolean; includeSilConversion?: boolean }) => api<ActionAnswer<Cutoff>>('PATCH', PAYROLL_URLS.cutoff, { body }),
    { invalidates: CUTOFF_CHANGES },
  );
}

export function useDeleteCutoff() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${PAYROLL_URLS.cutoff}/${id}`), { invalidates: CUTOFF_CHANGES });
}

export function useRunCutoff() {
  return useServerAction((id: number) => api<ActionAnswer<{ queueId: number; cutoff: Cutoff }>>('POST', `${PAYROLL_URLS.cutoff}/${id}/run`, { body: {} }), { invalidates: CUTOFF_CHANGES });
}

export function usePostCutoff() {
  return useServerAction((id: number) => api<ActionAnswer<Cutoff>>('POST', `${PAYROLL_URLS.cutoff}/${id}/post`), { invalidates: CUTOFF_CHANGES });
}

export function useRecomputePayslip() {
  return useServerAction(
    async ({ cutoffId, employeeId, name }: { cutoffId: number; employeeId: number; name: string }) => {
      const answer = await api<{ data: Payslip }>('POST', `${PAYROLL_URLS.cutoff}/${cutoffId}/employee/${employeeId}/recompute`);
      return { ...answer, message: `${name}'s payslip computed again` };
    },
    { invalidates: CUTOFF_CHANGES },
  );
}

export function useCutoff(id: number | null) {
  return useQuery({
    queryKey: PAYROLL_KEYS.cutoff(id ?? 0),
    queryFn: ({ signal }) => api<{ data: Cutoff }>('GET', PAYROLL_URLS.cutoff, { query: { id: id! }, signal }).then((answer) => answer.data),
    enabled: id !== null,
  });
}

export function useCutoffSummary(id: number | null) {
  return useQuery({
    queryKey: PAYROLL_KEYS.summary(id ?? 0),
    queryFn: ({ signal }) => api<{ data: CutoffSummary }>('GET', `${PAYROLL_URLS.cutoff}/${id}/summary`, { signal }).then((answer) => answer.data),
    enabled: id !== null,
  });
}

/** The newest cutoffs for the payroll center's picker (the cutoff table, newest first). */
export function useCutoffOptions() {
  return useQuery({
    queryKey: PAYROLL_KEYS.cutoffOptions,
    queryFn: ({ signal }) =>
      api<{ list: Cutoff[] }>('PUT', PAYROLL_URLS.cutoff, {
        query: { page: 1, perPage: 100 },
        body: { searchKeyword: '', searchBy: 'code', filters: [], settings: { sortBy: 'periodStart', sortOrder: 'desc' } },
        signal,
      }).then((answer) => answer.list),
  });
}

export function usePayslip(id: number | null) {
  return useQuery({
    queryKey: PAYROLL_KEYS.payslip(id ?? 0),
    queryFn: ({ signal }) => api<{ data: Payslip & { cutoff: Cutoff } }>('GET', PAYROLL_URLS.payslip, { query: { id: id! }, signal }).then((answer) => answer.data),
    enabled: id !== null,
  });
}

/** GET /payroll/payslip/{id}/pdf with the token header (a plain link cannot send it), saved as a file. */
export function useDownloadPayslipPdf() {
  return useMutation({
    mutationFn: async ({ id, fileName }: { id: number; fileName: string }) => {
      saveBlob(await api<Blob>('GET', `${PAYROLL_URLS.payslip}/${id}/pdf`, { isBlob: true }), fileName);
    },
  });
}

/**
 * Cutoff pushes reload the cutoff tables, the picker, the open cutoff and its payslips: generated,
 * created, changed or deleted cutoffs, status changes, one payslip recomputed, a decision.
 */
export function useLiveCutoffs() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => {
      for (const queryKey of CUTOFF_CHANGES) void queryClient.invalidateQueries({ queryKey });
      // A cutoff's payslip table: ['table', '/payroll/cutoff/{id}/payslip', …].
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'table' && String(query.queryKey[1]).startsWith(`${PAYROLL_URLS.cutoff}/`) });
    };
    const events = [PAYROLL_PUSH.statusUpdated, PAYROLL_PUSH.listChanged, PAYROLL_PUSH.itemUpdated, PUSH.approvalProcessed];
    const offs = events.map((event) => socketManager.on(event, reload));
    return () => offs.forEach((off) => off());
  }, [queryClient]);
}

/** The run's progress of one cutoff from `payroll-queue-progress` pushes (null until the first). */
export function useRunProgress(cutoffId: number | null) {
  const [progress, setProgress] = useState<PayrollQueueProgressPayload | null>(null);
  useEffect(() => {
    setProgress(null);
    if (cutoffId === null) return;
    return socketManager.on(PAYROLL_PUSH.queueProgress, (payload) => {
      const next = payload as PayrollQueueProgressPayload;
      if (next?.cutoffDateRangeId === cutoffId && typeof next.percent === 'number') setProgress(next);
    });
  }, [cutoffId]);
  return progress;
}
