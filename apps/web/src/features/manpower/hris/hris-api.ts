import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** The URLs of the HRIS screens (docs/api/hris.md). */
export const HRIS_URLS = {
  employee: '/employee',
  department: '/department',
  team: '/team',
  branch: '/branch',
  branchList: '/select-box/branch-list',
  departmentList: '/select-box/departmentList',
  employeeList: '/select-box/employee-list',
  userList: '/select-box/hris-account-list',
} as const;

export interface Named {
  id: number;
  name: string;
}

export interface Employee extends Record<string, unknown> {
  id: number;
  employeeNo: string;
  name: string;
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  gender: string | null;
  birthDate: string | null;
  civilStatus: string | null;
  mobile: string;
  email: string;
  address: string;
  sssNo: string;
  philhealthNo: string;
  pagibigNo: string;
  tin: string;
  employmentStatus: string;
  hiredAt: string | null;
  regularizedAt: string | null;
  separatedAt: string | null;
  position: string;
  branchId: number | null;
  departmentId: number | null;
  branch: Named | null;
  department: Named | null;
  team: (Named & { isLeader: boolean }) | null;
  rateType: string;
  rate: string;
  isMinimumWageEarner: boolean;
  bankName: string;
  bankAccountNo: string;
  biometricId: string | null;
  accountId: number | null;
  account: { id: number; name: string; email: string } | null;
}

export interface RateRow {
  id: number;
  rateType: string;
  rate: string;
  effectiveFrom: string;
  note: string;
  isCurrent: boolean;
  by: Named | null;
  createdAt: string;
}

export interface EmployeeDocument {
  id: number;
  title: string;
  fileId: number;
  originalName: string;
  mimeType: string;
  size: number;
  signedUrl: string;
  createdAt: string;
}

export interface EmployeeDetail extends Employee {
  rates: RateRow[];
  documents: EmployeeDocument[];
}

export interface Team extends Record<string, unknown> {
  id: number;
  name: string;
  description: string;
  branchId: number | null;
  branch: Named | null;
  memberCount: number;
  leaders: string;
}

export interface TeamMember {
  employeeId: number;
  employeeNo: string;
  name: string;
  position: string;
  isLeader: boolean;
}

export interface Branch extends Record<string, unknown> {
  id: number;
  name: string;
  address: string;
  employeeCount: number;
  deviceCount: number;
  createdAt: string;
}

const EMPLOYEE_CHANGES = [['table', HRIS_URLS.employee], ['select', HRIS_URLS.employeeList], ['employee'], ['table', HRIS_URLS.team], ['team']] as const;
const TEAM_CHANGES = [['table', HRIS_URLS.team], ['team'], ['select', '/select-box/team-list'], ['table', HRIS_URLS.employee], ['employee']] as const;
const BRANCH_CHANGES = [['table', HRIS_URLS.branch], ['select', HRIS_URLS.branchList]] as const;

export function useEmployee(id: number | null) {
  return useQuery({
    queryKey: ['employee', id ?? 0],
    queryFn: async ({ signal }) => (await api<{ data: EmployeeDetail }>('GET', HRIS_URLS.employee, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export type EmployeeBody = Record<string, unknown> & { id?: number };

/** POST /employee creates, PATCH /employee (with id) changes the fields sent. */
export function useSaveEmployee() {
  return useServerAction((body: EmployeeBody) => api<ActionAnswer<Employee>>(body.id ? 'PATCH' : 'POST', HRIS_URLS.employee, { body }), { invalidates: EMPLOYEE_CHANGES });
}

export function useDeleteEmployee() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${HRIS_URLS.employee}/${id}`), { invalidates: EMPLOYEE_CHANGES });
}

export function useAddRate() {
  return useServerAction(({ id, ...body }: { id: number; rateType: string; rate: number; effectiveFrom: string; note: string }) =>
    api<ActionAnswer>('POST', `${HRIS_URLS.employee}/${id}/rate`, { body }), { invalidates: EMPLOYEE_CHANGES });
}

/** Uploads through the files module, then attaches the file to the 201 file. */
export function useAddDocument() {
  return useServerAction(async ({ id, file, title }: { id: number; file: File; title: string }) => {
    const form = new FormData();
    form.append('fileData', file);
    const uploaded = await api<{ id: number }>('POST', '/file-upload/upload-document', { body: form });
    return api<ActionAnswer>('POST', `${HRIS_URLS.employee}/${id}/document`, { body: { fileId: uploaded.id, title } });
  }, { invalidates: EMPLOYEE_CHANGES });
}

export function useRemoveDocument() {
  return useServerAction(({ id, documentId }: { id: number; documentId: number }) => api<ActionAnswer>('DELETE', `${HRIS_URLS.employee}/${id}/document/${documentId}`), {
    invalidates: EMPLOYEE_CHANGES,
  });
}

export function useTeam(id: number | null) {
  return useQuery({
    queryKey: ['team', id ?? 0],
    queryFn: async ({ signal }) => (await api<{ data: Team & { members: TeamMember[] } }>('GET', HRIS_URLS.team, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export function useSaveTeam() {
  return useServerAction((body: { id?: number; name: string; description: string; branchId: number | null }) =>
    api<ActionAnswer<Team>>(body.id ? 'PATCH' : 'POST', HRIS_URLS.team, { body }), { invalidates: TEAM_CHANGES });
}

export function useDeleteTeam() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${HRIS_URLS.team}/${id}`), { invalidates: TEAM_CHANGES });
}

export function useSaveMembers() {
  return useServerAction(({ id, ...body }: { id: number; members: { employeeId: number; isLeader: boolean }[]; move: boolean }) =>
    api<ActionAnswer>('POST', `${HRIS_URLS.team}/${id}/members`, { body }), { invalidates: TEAM_CHANGES });
}

export function useRemoveMember() {
  return useServerAction(({ id, employeeId }: { id: number; employeeId: number }) => api<ActionAnswer>('DELETE', `${HRIS_URLS.team}/${id}/members/${employeeId}`), {
    invalidates: TEAM_CHANGES,
  });
}

export function useSaveBranch() {
  return useServerAction((body: { id?: number; name: string; address: string }) => api<ActionAnswer<Branch>>(body.id ? 'PATCH' : 'POST', HRIS_URLS.branch, { body }), {
    invalidates: BRANCH_CHANGES,
  });
}

export function useDeleteBranch() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${HRIS_URLS.branch}/${id}`), { invalidates: BRANCH_CHANGES });
}

export interface ImportPreview {
  importId: string;
  total: number;
  validCount: number;
  errorCount: number;
  rows: { row: number; data: Record<string, unknown>; errors: string[] }[];
}

export function previewEmployeeImport(file: File): Promise<ImportPreview> {
  const body = new FormData();
  body.append('fileData', file);
  return api<ImportPreview>('POST', '/employee/import/preview', { body });
}

export function commitEmployeeImport(importId: string): Promise<{ jobId: number | string }> {
  return api<{ jobId: number | string }>('POST', '/employee/import/commit', { body: { importId } });
}
