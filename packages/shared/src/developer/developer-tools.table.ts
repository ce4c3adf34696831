import type { TableSettings } from '../table/table-settings';
import { SCRIPT_RUN_STATUSES } from './developer-tools.schemas';

/** The developer tools' tables (decision 0071). */
export const DEVELOPER_TOOLS_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /developer/script-runs */
  'script-run': {
    key: 'script-run',
    label: 'Script runs',
    columns: [
      { key: 'id', label: 'Run', isSortable: true, kind: 'number' },
      { key: 'script', label: 'Script', isSortable: true },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'ranByName', label: 'Run by' },
      { key: 'companyName', label: 'Company' },
      { key: 'createdAt', label: 'Queued', isSortable: true, kind: 'date' },
      { key: 'finishedAt', label: 'Finished', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'script', label: 'Script' }],
    filters: [{ key: 'status', label: 'Statuses', options: SCRIPT_RUN_STATUSES.map((s) => ({ label: s, value: s })) }],
    defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  },
  /** PUT /developer/schedules */
  'job-schedule': {
    key: 'job-schedule',
    label: 'Schedules',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'cron', label: 'Cron' },
      { key: 'script', label: 'Script' },
      { key: 'isPaused', label: 'Paused', kind: 'boolean' },
      { key: 'nextRunAt', label: 'Next run', isSortable: true, kind: 'date' },
      { key: 'lastRunAt', label: 'Last run', isSortable: true, kind: 'date' },
      { key: 'lastRunStatus', label: 'Last result', kind: 'badge' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'script', label: 'Script' },
    ],
    filters: [],
    defaultSort: { sortBy: 'nextRunAt', sortOrder: 'asc' },
  },
};
