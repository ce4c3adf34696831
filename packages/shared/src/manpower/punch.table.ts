import type { TableSettings } from '../table/table-settings';
import { PUNCH_SOURCE } from './manpower.constants';

/** The timekeeping screens' tables (manpower/time-keeping-device, manpower/timekeeping-raw-logs). */
export const PUNCH_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /timekeeping/device */
  'timekeeping-device': {
    key: 'timekeeping-device',
    label: 'Devices',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'serialNumber', label: 'Serial number', isSortable: true },
      { key: 'connection', label: 'Connection', kind: 'badge' },
      { key: 'lastSeenAt', label: 'Last seen', isSortable: true, kind: 'date' },
      { key: 'branch', label: 'Branch' },
      { key: 'kind', label: 'Kind' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'serialNumber', label: 'Serial number' },
    ],
    filters: [],
    defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  },
  /** PUT /timekeeping/raw-log */
  'timekeeping-raw-log': {
    key: 'timekeeping-raw-log',
    label: 'Raw logs',
    columns: [
      { key: 'punchedAt', label: 'Punched at', isSortable: true, kind: 'date' },
      { key: 'biometricId', label: 'Biometric ID', isSortable: true },
      { key: 'employee', label: 'Employee' },
      { key: 'deviceSerial', label: 'Device', isSortable: true },
      { key: 'status', label: 'Status', isSortable: true, kind: 'number' },
      { key: 'source', label: 'Source', kind: 'badge' },
    ],
    searchBy: [{ key: 'biometricId', label: 'Biometric ID' }],
    filters: [
      { key: 'deviceSerial', label: 'Device', optionsUrl: '/select-box/timekeeping-device-list' },
      { key: 'source', label: 'Source', options: PUNCH_SOURCE.list.map((s) => ({ label: s.label, value: s.key })) },
    ],
    defaultSort: { sortBy: 'punchedAt', sortOrder: 'desc' },
  },
};
