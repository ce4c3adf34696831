import type { TableSettings } from '../table/table-settings';
import { EQUIPMENT_STATUS_LIST, JOB_ORDER_STATUS_LIST } from './equipment.rules';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The equipment screens' tables (asset/equipment/{list, parts, joborders}). */
export const EQUIPMENT_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /equipment */
  equipment: {
    key: 'equipment',
    label: 'Equipment',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'type', label: 'Type', isSortable: true },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'assignment', label: 'Assigned to' },
      { key: 'meterReading', label: 'Meter', isSortable: true, kind: 'number' },
      { key: 'plateNumber', label: 'Plate No.' },
    ],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'name', label: 'Name' },
      { key: 'plateNumber', label: 'Plate No.' },
    ],
    filters: [
      { key: 'status', label: 'Status', options: EQUIPMENT_STATUS_LIST.map((s) => ({ label: s.label, value: s.key })) },
      { key: 'projectId', label: 'Projects', optionsUrl: '/select-box/equipment-project-list' },
    ],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /equipment/parts */
  'equipment-parts': {
    key: 'equipment-parts',
    label: 'Spare parts',
    columns: [
      { key: 'equipment', label: 'Equipment', isSortable: true },
      { key: 'item', label: 'Item', isSortable: true },
      { key: 'sku', label: 'SKU' },
      { key: 'stock', label: 'In stock', isSortable: true, kind: 'number' },
      { key: 'note', label: 'Note' },
      { key: 'createdAt', label: 'Linked', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'item', label: 'Item' },
      { key: 'sku', label: 'SKU' },
      { key: 'equipment', label: 'Equipment code' },
    ],
    filters: [{ key: 'equipmentId', label: 'Equipment', optionsUrl: '/select-box/equipment-list' }],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /job-order */
  'job-order': {
    key: 'job-order',
    label: 'Job orders',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'equipment', label: 'Equipment' },
      { key: 'description', label: 'Work' },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'total', label: 'Cost', kind: 'number' },
      { key: 'createdAt', label: 'Opened', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'description', label: 'Work' },
      { key: 'equipment', label: 'Equipment code' },
    ],
    filters: [
      { key: 'status', label: 'Status', options: JOB_ORDER_STATUS_LIST.map((s) => ({ label: s.label, value: s.key })) },
      { key: 'equipmentId', label: 'Equipment', optionsUrl: '/select-box/equipment-list' },
    ],
    defaultSort: NEWEST_FIRST,
  },
};
