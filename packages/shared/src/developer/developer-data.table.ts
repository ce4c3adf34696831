import type { TableSettings } from '../table/table-settings';

/** The developer data screens' tables (issue 19, docs/api/developer-data.md). */
export const DEVELOPER_DATA_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /developer/audit-log: newest first; actor, company and action filters, a date range beside them. */
  'audit-log': {
    key: 'audit-log',
    label: 'Audit log',
    columns: [
      { key: 'createdAt', label: 'When', isSortable: true, kind: 'date' },
      { key: 'who', label: 'Who' },
      { key: 'action', label: 'Action', isSortable: true },
      { key: 'entity', label: 'Record', isSortable: true },
      { key: 'companyName', label: 'Company', isSortable: true },
    ],
    searchBy: [
      { key: 'action', label: 'Action' },
      { key: 'entity', label: 'Record' },
      { key: 'actor', label: 'Actor' },
    ],
    filters: [
      { key: 'actorId', label: 'Actors', optionsUrl: '/developer/audit-log/actors' },
      { key: 'companyId', label: 'Companies', optionsUrl: '/developer/audit-log/companies' },
      { key: 'action', label: 'Actions', optionsUrl: '/developer/audit-log/actions' },
    ],
    defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  },
  /** PUT /developer/seed-runs: every recorded seed step, newest first. */
  'seed-run': {
    key: 'seed-run',
    label: 'Seed runs',
    columns: [
      { key: 'name', label: 'Step', isSortable: true },
      { key: 'ranAt', label: 'Ran', isSortable: true, kind: 'date' },
      { key: 'companyName', label: 'Company' },
      { key: 'rows', label: 'Rows', isSortable: true, kind: 'number' },
      { key: 'durationMs', label: 'Time (ms)', isSortable: true, kind: 'number' },
      { key: 'checksum', label: 'Checksum' },
    ],
    searchBy: [{ key: 'name', label: 'Step' }],
    filters: [],
    defaultSort: { sortBy: 'ranAt', sortOrder: 'desc' },
  },
};
