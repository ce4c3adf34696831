import type { PlanKind } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** The URLs of the plan screens (docs/api/payroll-plans.md). */
export const PLAN_URLS = {
  plan: '/payroll/plan',
  member: '/payroll/plan/member',
  bulk: '/payroll/plan/member/bulk',
  loan: '/payroll/loan',
  correction: '/payroll/loan/correction',
  silGrant: '/payroll/plan/sil-grant',
  employeeList: '/select-box/employee-list',
  teamList: '/select-box/team-list',
  departmentList: '/select-box/departmentList',
} as const;

/** Each kind's screen: its route slug, its table key and the words it uses. */
export const KIND_SCREENS: Record<PlanKind, { slug: string; tableKey: string; memberTableKey: string; title: string; noun: string; description: string }> = {
  ALLOWANCE: {
    slug: 'allowance',
    tableKey: 'allowancePlan',
    memberTableKey: 'planMember',
    title: 'Allowances',
    noun: 'allowance plan',
    description: 'Allowances paid with the payroll: a fixed amount or per day worked, taxable or de minimis up to a monthly limit.',
  },
  DEDUCTION: {
    slug: 'deduction',
    tableKey: 'deductionPlan',
    memberTableKey: 'planMember',
    title: 'Deductions',
    noun: 'deduction plan',
    description: 'Deductions taken from pay: fixed, per day, or loans paid by amortization until the balance is zero.',
  },
  SIL: {
    slug: 'service-incentive-leave',
    tableKey: 'silPlan',
    memberTableKey: 'silMember',
    title: 'Service Incentive Leave',
    noun: 'SIL plan',
    description: 'Five days of paid leave a year after a year of service (Labor Code art. 95); unused days are paid in cash.',
  },
};

export interface Plan extends Record<string, unknown> {
  id: number;
  kind: PlanKind;
  code: string;
  name: string;
  method: string;
  amount: string;
  cutoffRule: string;
  isTaxable: boolean;
  monthlyExemptLimit: string | null;
  isInFundSalary: boolean;
  isPreTax: boolean;
  daysPerYear: string;
  isActive: boolean;
  memberCount: number;
  openBalance: string;
  taxTreatment: string;
  createdAt: string;
}

export interface PlanMember extends Record<string, unknown> {
  id: number;
  planId: number;
  employeeId: number;
  employeeName: string;
  employeeNo: string;
  ownAmount: string | null;
  amount: string;
  principal: string | null;
  amortization: string | null;
  balance: string | null;
  startDate: string;
  endDate: string | null;
  note: string;
  status: 'ACTIVE' | 'UPCOMING' | 'ENDED';
  payrollGroup: { id: number; name: string } | null;
  silEligible: boolean | null;
  silBalance: string | null;
  dailyRate: string | null;
  cashValue: string | null;
}

export interface LoanDetail extends PlanMember {
  paid: string;
  plan: { id: number; code: string; name: string; cutoffRule: string };
  ledger: { id: number; amount: string; memo: string; cutoff: { id: number; code: string } | null; by: string | null; createdAt: string; balanceAfter: string }[];
  schedule: { firstCutoff: string; frequency: string; installmentsLeft: number; rows: { no: number; cutoffEnd: string; installment: string; balanceAfter: string }[] };
}

const PLAN_CHANGES = [['table', PLAN_URLS.plan], ['plan']] as const;
const MEMBER_CHANGES = [['table', PLAN_URLS.member], ['table', PLAN_URLS.plan], ['plan'], ['loan']] as const;

export function usePlan(id: number) {
  return useQuery({
    queryKey: ['plan', id],
    queryFn: ({ signal }) => api<{ data: Plan }>('GET', PLAN_URLS.plan, { query: { id }, signal }).then((answer) => answer.data),
    enabled: Number.isInteger(id) && id > 0,
    meta: { skipErrorDialog: true },
  });
}

export function useLoan(memberId: number | null) {
  return useQuery({
    queryKey: ['loan', memberId ?? 0],
    queryFn: ({ signal }) => api<{ data: LoanDetail }>('GET', PLAN_URLS.loan, { query: { memberId: memberId! }, signal }).then((answer) => answer.data),
    enabled: memberId !== null,
    meta: { skipErrorDialog: true },
  });
}

export type PlanBody = Partial<Omit<Plan, 'amount' | 'monthlyExemptLimit' | 'daysPerYear'>> & { amount?: string | number; monthlyExemptLimit?: string | number | null; daysPerYear?: string | number };

export const useSavePlan = () =>
  useServerAction((body: PlanBody) => api<ActionAnswer<Plan>>(body.id ? 'PATCH' : 'POST', PLAN_URLS.plan, { body }), { invalidates: PLAN_CHANGES });

export const useDeletePlan = () => useServerAction((id: number) => api<ActionAnswer>('DELETE', `${PLAN_URLS.plan}/${id}`), { invalidates: PLAN_CHANGES });

export interface EnrolBody {
  planId: number;
  employeeId: number;
  amount?: number | null;
  principal?: number;
  amortization?: number;
  startDate: string;
  endDate?: string | null;
  note?: string;
}
export const useEnrol = () => useServerAction((body: EnrolBody) => api<ActionAnswer<PlanMember>>('POST', PLAN_URLS.member, { body }), { invalidates: MEMBER_CHANGES });

export const useBulkEnrol = () =>
  useServerAction((body: { planId: number; teamId?: number; departmentId?: number; amount?: number | null; startDate: string; endDate?: string | null }) => api<ActionAnswer>('POST', PLAN_URLS.bulk, { body }), { invalidates: MEMBER_CHANGES });

export const useEndEnrolment = () =>
  useServerAction(({ id, endDate }: { id: number; endDate: string }) => api<ActionAnswer<PlanMember>>('POST', `${PLAN_URLS.member}/${id}/end`, { body: { endDate } }), { invalidates: MEMBER_CHANGES });

export const useLoanCorrection = () =>
  useServerAction((body: { memberId: number; amount: number; memo: string }) => api<ActionAnswer<LoanDetail>>('POST', PLAN_URLS.correction, { body }), { invalidates: MEMBER_CHANGES });

export const useSilGrant = () =>
  useServerAction((body: { planId: number; year: number }) => api<ActionAnswer>('POST', PLAN_URLS.silGrant, { body }), { invalidates: [...MEMBER_CHANGES, ['leave']] });
