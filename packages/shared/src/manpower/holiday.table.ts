import type { TableSettings } from '../table/table-settings';
import { HOLIDAY_SCOPE, HOLIDAY_TYPE } from './manpower.constants';

/** manpower/holidays: PUT /holiday, by date (filter `year`). */
export const HOLIDAY_TABLE_SETTINGS: Record<string, TableSettings> = {
  holiday: {
    key: 'holiday',
    label: 'Holidays',
    columns: [
      { key: 'date', label: 'Date', isSortable: true, kind: 'date' },
      { key: 'name', label: 'Holiday', isSortable: true },
      { key: 'type', label: 'Type', isSortable: true, kind: 'badge' },
      { key: 'scope', label: 'Applies to', isSortable: true },
      { key: 'source', label: 'Source' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [
      { key: 'year', label: 'Year' },
      { key: 'type', label: 'Type', options: HOLIDAY_TYPE.list.map((t) => ({ label: t.label, value: t.key })) },
      { key: 'scope', label: 'Scope', options: HOLIDAY_SCOPE.list.map((t) => ({ label: t.label, value: t.key })) },
      { key: 'branchId', label: 'Branch', optionsUrl: '/select-box/branch' },
    ],
    defaultSort: { sortBy: 'date', sortOrder: 'asc' },
  },
};
