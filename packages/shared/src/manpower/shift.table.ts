import type { TableSettings } from '../table/table-settings';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The schedule screens' tables (manpower/shift-management, schedule-management, individual- and team-scheduling). */
export const SHIFT_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /shift */
  shift: {
    key: 'shift',
    label: 'Shifts',
    columns: [
      { key: 'name', label: 'Shift', isSortable: true },
      { key: 'time', label: 'Time', isSortable: true },
      { key: 'breaks', label: 'Breaks' },
      { key: 'requiredMinutes', label: 'Work', isSortable: true, kind: 'number' },
      { key: 'graceMinutes', label: 'Grace', isSortable: true, kind: 'number' },
      { key: 'isFlexible', label: 'Flexible', kind: 'boolean' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [{ key: 'isFlexible', label: 'Flexible', options: [{ label: 'Flexible', value: 'true' }, { label: 'Fixed', value: 'false' }] }],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /schedule */
  schedule: {
    key: 'schedule',
    label: 'Schedules',
    columns: [
      { key: 'name', label: 'Schedule', isSortable: true },
      { key: 'week', label: 'Week' },
      { key: 'workDays', label: 'Work days', kind: 'number' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /schedule-assignment (filter target EMPLOYEE or TEAM) */
  'schedule-assignment': {
    key: 'schedule-assignment',
    label: 'Schedule assignments',
    columns: [
      { key: 'assignee', label: 'Assigned to', isSortable: true },
      { key: 'schedule', label: 'Schedule', isSortable: true },
      { key: 'effectiveFrom', label: 'From', isSortable: true, kind: 'date' },
      { key: 'effectiveTo', label: 'To', isSortable: true, kind: 'date' },
      { key: 'status', label: 'Status', kind: 'badge' },
    ],
    searchBy: [
      { key: 'assignee', label: 'Employee or team' },
      { key: 'schedule', label: 'Schedule' },
    ],
    filters: [
      { key: 'target', label: 'Assigned to', options: [{ label: 'Employees', value: 'EMPLOYEE' }, { label: 'Teams', value: 'TEAM' }] },
      { key: 'scheduleId', label: 'Schedule', optionsUrl: '/select-box/schedule-list' },
      { key: 'employeeId', label: 'Employee', optionsUrl: '/select-box/employee-list' },
      { key: 'teamId', label: 'Team', optionsUrl: '/select-box/team-list' },
    ],
    defaultSort: NEWEST_FIRST,
  },
};
