import type { TableSettings } from '../table/table-settings';
import { FILING_STATUS, FILING_TYPE } from './manpower.constants';

const columns = [
  { key: 'code', label: 'Code', isSortable: true },
  { key: 'type', label: 'Type', isSortable: true },
  { key: 'dates', label: 'Dates' },
  { key: 'detail', label: 'Detail' },
  { key: 'status', label: 'Status', isSortable: true, kind: 'badge' as const },
  { key: 'createdAt', label: 'Filed', isSortable: true, kind: 'date' as const },
];
const typeFilter = { key: 'type', label: 'Type', options: FILING_TYPE.list.map((t) => ({ label: t.label, value: t.key })) };
const statusFilter = { key: 'status', label: 'Status', options: FILING_STATUS.list.map((s) => ({ label: s.label, value: s.key })) };

/** PUT /filing (decision 0051): "My filings" and HR's view of every filing (filter view=company). */
export const FILING_TABLE_SETTINGS: Record<string, TableSettings> = {
  filing: {
    key: 'filing',
    label: 'My filings',
    columns,
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'reason', label: 'Reason' },
    ],
    filters: [typeFilter, statusFilter],
    defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  },
  'filing-company': {
    key: 'filing-company',
    label: 'All filings',
    columns: [columns[0], { key: 'employee', label: 'Employee', isSortable: true }, ...columns.slice(1)],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'employee', label: 'Employee' },
      { key: 'employeeNo', label: 'Employee no.' },
      { key: 'reason', label: 'Reason' },
    ],
    filters: [typeFilter, statusFilter, { key: 'employeeId', label: 'Employee', optionsUrl: '/select-box/employee-list' }],
    defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  },
};
