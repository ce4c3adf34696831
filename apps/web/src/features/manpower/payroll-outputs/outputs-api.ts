import { useQuery } from '@tanstack/react-query';
import type { ReportAgency } from '@haligi/shared';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** The URLs of the payroll outputs screens (docs/api/payroll-outputs.md). */
export const OUTPUT_URLS = {
  cutoffList: '/payroll/payslip-center/cutoff-list',
  payslipTable: '/payroll/payslip',
  payslipPdf: (id: number) => `/payroll/payslip/${id}/pdf`,
  emailPayslips: (cutoffId: number) => `/payroll/cutoff/${cutoffId}/email-payslips`,
  emailJob: (queueId: number) => `/payroll/email-job/${queueId}`,
  myPayslips: '/payroll/my-payslips',
  myPayslipPdf: (id: number) => `/payroll/my-payslips/${id}/pdf`,
  register: '/payroll/report/register',
  bankFile: '/payroll/report/bank-file',
  report: (name: 'sss' | 'philhealth' | 'pagibig' | '1601c' | '2316' | 'alphalist') => `/payroll/report/${name}`,
  remittance: '/payroll/remittance',
  history: (slug: string) => `/hr-processing/government-payment-history/${slug}`,
  dashboard: '/manpower/dashboard/payroll',
} as const;

export interface CenterCutoff {
  id: number;
  code: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  month: string;
  status: string;
  groupName: string;
  employeeCount: number;
  grossPay: string;
  netPay: string;
  emailedCount: number;
}

export interface PayslipRow extends Record<string, unknown> {
  id: number;
  cutoffId: number;
  employeeId: number;
  employeeNo: string;
  employee: string;
  email: string;
  grossPay: string;
  totalDeductions: string;
  netPay: string;
  emailedAt: string | null;
}

export interface MyPayslipRow extends Record<string, unknown> {
  id: number;
  cutoffId: number;
  cutoffCode: string;
  period: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  grossPay: string;
  totalDeductions: string;
  netPay: string;
}

export const useCenterCutoffs = () => useQuery({ queryKey: [OUTPUT_URLS.cutoffList], queryFn: () => api<{ list: CenterCutoff[] }>('GET', OUTPUT_URLS.cutoffList) });

/** A file from the API saved under a name (a link cannot send the token header). */
export async function downloadFile(path: string, fileName: string, query?: Record<string, string | number>) {
  saveBlob(await api<Blob>('GET', path, { isBlob: true, query }), fileName);
}

export interface EmailAnswer extends ActionAnswer {
  queueId: number;
  toSend: number;
  skipped: number;
}

export const useEmailPayslips = () => {
  const action = useServerAction((cutoffId: number) => api<EmailAnswer>('POST', OUTPUT_URLS.emailPayslips(cutoffId)), { invalidates: [[OUTPUT_URLS.cutoffList]] });
  return action as typeof action & { data?: EmailAnswer };
};

/** The emailing job's progress, polled each second until it ends. */
export const useEmailJob = (queueId: number | null) =>
  useQuery({
    queryKey: ['payslip-email-job', queueId],
    queryFn: () => api<{ queueId: number; state: string; progress: number; lastError: string | null }>('GET', OUTPUT_URLS.emailJob(queueId!)),
    enabled: queueId !== null,
    refetchInterval: (query) => (query.state.data && ['COMPLETED', 'FAILED'].includes(query.state.data.state) ? false : 1000),
  });

export interface MonthTotals {
  employee: string;
  employer: string;
  total: string;
}

export interface SssReport {
  months: string[];
  rows: { employeeId: number; employeeNo: string; sssNo: string; name: string; months: { employee: string; employer: string; ec: string; socialSecurity: string }[]; total: string }[];
  totals: { employee: string; employer: string; ec: string; socialSecurity: string }[];
  grandTotal: string;
}
export interface PhilhealthReport {
  month: string;
  rows: { employeeId: number; employeeNo: string; philhealthNo: string; name: string; monthlyBasicSalary: string; employee: string; employer: string; total: string }[];
  totals: MonthTotals & { monthlyBasicSalary: string };
}
export interface PagibigReport {
  month: string;
  rows: { employeeId: number; employeeNo: string; pagibigNo: string; name: string; monthlyCompensation: string; employee: string; employer: string; total: string }[];
  totals: MonthTotals & { monthlyCompensation: string };
}
export type Bir1601c = Record<string, string | number> & { month: string; employeeCount: number; item25TotalTaxesWithheld: string; item14TotalCompensation: string };
export interface AlphalistRow {
  employeeId: number;
  employeeNo: string;
  tin: string;
  name: string;
  isMwe: boolean;
  grossCompensation: string;
  totalNonTaxable: string;
  totalTaxable: string;
  taxDue: string;
  taxWithheld: string;
  yearEndAdjustment: string;
}
export interface Alphalist {
  year: number;
  schedule1: { rows: AlphalistRow[]; totals: Record<string, string> };
  schedule2: { rows: AlphalistRow[]; totals: Record<string, string> };
}

export function useReport<T>(name: Parameters<typeof OUTPUT_URLS.report>[0], query: Record<string, string | number>, enabled = true) {
  return useQuery({ queryKey: ['payroll-report', name, query], queryFn: () => api<T>('GET', OUTPUT_URLS.report(name), { query }), enabled });
}

export interface HistoryMonth {
  month: string;
  due: { employeeShare: string; employerShare: string; ec: string; total: string };
  paid: string;
  balance: string;
  status: 'UNPAID' | 'PARTIAL' | 'PAID' | 'OVERPAID';
  payments: { id: number; referenceNo: string; paidAt: string; total: string }[];
}
export interface PaymentHistory {
  agency: ReportAgency;
  year: number;
  list: HistoryMonth[];
  totals: { due: string; paid: string; balance: string };
}

export const usePaymentHistory = (slug: string, year: number) =>
  useQuery({ queryKey: ['payment-history', slug, year], queryFn: () => api<PaymentHistory>('GET', OUTPUT_URLS.history(slug), { query: { year, perPage: 12 } }) });

export interface RemittanceInput {
  agency: ReportAgency;
  month: string;
  employeeShare: string;
  employerShare: string;
  ec: string;
  referenceNo: string;
  paidAt: string;
}
export const useRecordRemittance = () => useServerAction((input: RemittanceInput) => api<ActionAnswer>('POST', OUTPUT_URLS.remittance, { body: input }), { invalidates: [['payment-history']] });

export interface PayrollDashboard {
  year: number;
  cutoffs: { id: number; code: string; periodStart: string; periodEnd: string; payDate: string; groupName: string; employeeCount: number; grossPay: string; netPay: string; employerContributions: string; overtimePay: string; payrollCost: string }[];
  totals: { grossPay: string; payrollCost: string; overtimePay: string };
}
export const usePayrollDashboard = (year: number) => useQuery({ queryKey: [OUTPUT_URLS.dashboard, year], queryFn: () => api<PayrollDashboard>('GET', OUTPUT_URLS.dashboard, { query: { year } }) });
