import type { TableSettings } from '../table/table-settings';
import { EMPLOYMENT_STATUS } from './manpower.constants';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The HRIS tables (manpower/hris, manpower/team-management, settings/branches). */
export const HRIS_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /employee */
  employee: {
    key: 'employee',
    label: 'Employees',
    columns: [
      { key: 'employeeNo', label: 'No.', isSortable: true },
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'position', label: 'Position', isSortable: true },
      { key: 'employmentStatus', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'branchName', label: 'Branch' },
      { key: 'departmentName', label: 'Department' },
      { key: 'teamName', label: 'Team' },
      { key: 'hiredAt', label: 'Hired', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'employeeNo', label: 'Employee No.' },
    ],
    filters: [
      { key: 'branchId', label: 'Branch', optionsUrl: '/select-box/branch-list' },
      { key: 'departmentId', label: 'Department', optionsUrl: '/select-box/departmentList' },
      { key: 'employmentStatus', label: 'Status', options: EMPLOYMENT_STATUS.list.map((s) => ({ label: s.label, value: s.key })) },
      { key: 'teamId', label: 'Team', optionsUrl: '/select-box/team-list' },
    ],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /team */
  team: {
    key: 'team',
    label: 'Teams',
    columns: [
      { key: 'name', label: 'Team', isSortable: true },
      { key: 'leaders', label: 'Leaders' },
      { key: 'memberCount', label: 'Members', isSortable: true, kind: 'number' },
      { key: 'branchName', label: 'Branch' },
      { key: 'description', label: 'Description' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [{ key: 'branchId', label: 'Branch', optionsUrl: '/select-box/branch-list' }],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /branch */
  branch: {
    key: 'branch',
    label: 'Branches',
    columns: [
      { key: 'name', label: 'Branch', isSortable: true },
      { key: 'address', label: 'Address' },
      { key: 'employeeCount', label: 'Employees', kind: 'number' },
      { key: 'deviceCount', label: 'Devices', kind: 'number' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'address', label: 'Address' },
    ],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /department */
  department: {
    key: 'department',
    label: 'Departments',
    columns: [
      { key: 'name', label: 'Department', isSortable: true },
      { key: 'employeeCount', label: 'Employees', kind: 'number' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
};
