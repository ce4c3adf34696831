import type { TableSettings } from '../table/table-settings';
import { PURCHASE_ORDER_STATUS_LIST, PURCHASE_REQUEST_STATUS_LIST } from './purchasing.constants';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The purchase request and purchase order tables of asset/purchasing (issue 13). */
export const PURCHASING_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /purchase-order/request */
  'purchase-request': {
    key: 'purchase-request',
    label: 'Purchase Requests',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'project', label: 'Project' },
      { key: 'total', label: 'Total', isSortable: true, kind: 'number' },
      { key: 'warehouse', label: 'Warehouse' },
      { key: 'requestedBy', label: 'Requested By' },
      { key: 'deliveryDate', label: 'Delivery Date', isSortable: true, kind: 'date' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'project', label: 'Project' },
      { key: 'memo', label: 'Memo' },
    ],
    filters: [
      { key: 'status', label: 'Statuses', options: PURCHASE_REQUEST_STATUS_LIST.map((s) => ({ label: s.label, value: s.key })) },
      { key: 'projectId', label: 'Projects', optionsUrl: '/select-box/project-list' },
    ],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /purchase-order */
  'purchase-order': {
    key: 'purchase-order',
    label: 'Purchase Orders',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'supplier', label: 'Supplier', isSortable: true },
      { key: 'total', label: 'Total', isSortable: true, kind: 'number' },
      { key: 'receivedPercent', label: 'Received', kind: 'number' },
      { key: 'balance', label: 'Balance', isSortable: true, kind: 'number' },
      { key: 'warehouse', label: 'Warehouse' },
      { key: 'deliveryDate', label: 'Delivery Date', isSortable: true, kind: 'date' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'supplier', label: 'Supplier' },
    ],
    filters: [
      { key: 'status', label: 'Statuses', options: PURCHASE_ORDER_STATUS_LIST.map((s) => ({ label: s.label, value: s.key })) },
      { key: 'supplierId', label: 'Suppliers', optionsUrl: '/select-box/supplier-list' },
    ],
    defaultSort: NEWEST_FIRST,
  },
};
