import type { TableSettings } from '../table/table-settings';
import { SCHOOL_DEVICE_CONNECTIONS, TAP_ACTION_LABELS, TAP_ACTIONS, TAP_PERSON_LABELS, TAP_PERSON_TYPES } from './gate.rules';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The school gate screens' tables (school/gate, school/device, school/attendance). */
export const SCHOOL_GATE_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /school/gate */
  'school-gate': {
    key: 'school-gate',
    label: 'Gates',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'deviceCount', label: 'Devices', kind: 'number' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [],
    defaultSort: { sortBy: 'createdAt', sortOrder: 'desc' },
  },
  /** PUT /school/device: the device licence table (spec part 2 section 9: gate, active status, connection status). */
  'school-device': {
    key: 'school-device',
    label: 'Device licences',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'gate', label: 'Gate', isSortable: true },
      { key: 'connection', label: 'Connection', kind: 'badge' },
      { key: 'isActive', label: 'Active', kind: 'boolean' },
      { key: 'serialNumber', label: 'Push serial', isSortable: true },
      { key: 'lastSeenAt', label: 'Last seen', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'serialNumber', label: 'Push serial' },
    ],
    filters: [
      { key: 'gateId', label: 'Gates', optionsUrl: '/select-box/school/gate/list' },
      { key: 'isActive', label: 'Statuses', options: [{ label: 'Active', value: 'true' }, { label: 'Inactive', value: 'false' }] },
      { key: 'connection', label: 'Connections', options: SCHOOL_DEVICE_CONNECTIONS.map((value) => ({ label: capital(value), value })) },
    ],
    defaultSort: { sortBy: 'name', sortOrder: 'asc' },
  },
  /** PUT /school/attendance: the attendance log (spec part 2 section 9: Date, Person Type, Action, Device). */
  'school-attendance': {
    key: 'school-attendance',
    label: 'Attendance log',
    columns: [
      { key: 'tappedAt', label: 'Tapped at', isSortable: true, kind: 'date' },
      { key: 'person', label: 'Person', isSortable: true },
      { key: 'personType', label: 'Person type', kind: 'badge' },
      { key: 'action', label: 'Action', isSortable: true, kind: 'badge' },
      { key: 'gate', label: 'Gate' },
      { key: 'device', label: 'Device' },
      { key: 'cardNumber', label: 'Card', isSortable: true },
    ],
    searchBy: [
      { key: 'person', label: 'Person' },
      { key: 'cardNumber', label: 'Card' },
    ],
    // Date (default today) is the page's own date field, sent as a fixed filter.
    filters: [
      { key: 'personType', label: 'Person Types', options: TAP_PERSON_TYPES.map((value) => ({ label: TAP_PERSON_LABELS[value], value })) },
      { key: 'action', label: 'Actions', options: TAP_ACTIONS.map((value) => ({ label: TAP_ACTION_LABELS[value], value })) },
      { key: 'deviceId', label: 'Devices', optionsUrl: '/select-box/school/attendance/device/list' },
    ],
    defaultSort: { sortBy: 'tappedAt', sortOrder: 'desc' },
  },
  /** PUT /school/unmatched-tap: taps of cards nobody holds, for review. */
  'school-unmatched-tap': {
    key: 'school-unmatched-tap',
    label: 'Unmatched taps',
    columns: [
      { key: 'tappedAt', label: 'Tapped at', isSortable: true, kind: 'date' },
      { key: 'cardNumber', label: 'Card', isSortable: true },
      { key: 'gate', label: 'Gate' },
      { key: 'device', label: 'Device' },
      { key: 'createdAt', label: 'Received', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'cardNumber', label: 'Card' }],
    filters: [{ key: 'deviceId', label: 'Devices', optionsUrl: '/select-box/school/attendance/device/list' }],
    defaultSort: { sortBy: 'tappedAt', sortOrder: 'desc' },
  },
};
