import type { TableColumn, TableSettings } from '../table/table-settings';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;
const LAST_CHANGED_FIRST = { sortBy: 'updatedAt', sortOrder: 'desc' } as const;

const deliverySearch = [
  { key: 'code', label: 'Delivery No.' },
  { key: 'purchaseOrder', label: 'Purchase Order' },
  { key: 'plateNumber', label: 'Plate Number' },
  { key: 'driverName', label: 'Driver' },
];

const code: TableColumn = { key: 'code', label: 'Delivery No.', isSortable: true };
const source: TableColumn = { key: 'source', label: 'From' };
const destination: TableColumn = { key: 'toWarehouse', label: 'To' };
const truck: TableColumn = { key: 'truck', label: 'Truck' };

/**
 * The four delivery screens share PUT /delivery; each fixes the status it shows (a fixed filter set
 * by the screen, not a control). Truck Load's stage comes from its stage tabs.
 */
export const DELIVERY_TABLE_SETTINGS: Record<string, TableSettings> = {
  'delivery-pending': {
    key: 'delivery-pending',
    label: 'Pending Deliveries',
    columns: [code, source, destination, { key: 'scheduledDate', label: 'Scheduled', isSortable: true, kind: 'date' }, { key: 'approvalStatus', label: 'Approval' }, truck],
    searchBy: deliverySearch,
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
  'delivery-truck-load': {
    key: 'delivery-truck-load',
    label: 'Truck Loads',
    columns: [code, { key: 'stage', label: 'Stage', isSortable: true }, source, destination, truck, { key: 'scheduledDate', label: 'Scheduled', isSortable: true, kind: 'date' }],
    searchBy: deliverySearch,
    // The screen's stage tabs set the stage (a fixed filter).
    filters: [],
    defaultSort: LAST_CHANGED_FIRST,
  },
  'delivery-done': {
    key: 'delivery-done',
    label: 'Done Deliveries',
    columns: [code, source, destination, truck, { key: 'updatedAt', label: 'Received', isSortable: true, kind: 'date' }],
    searchBy: deliverySearch,
    filters: [],
    defaultSort: LAST_CHANGED_FIRST,
  },
  'delivery-canceled': {
    key: 'delivery-canceled',
    label: 'Canceled Deliveries',
    columns: [code, source, destination, { key: 'statusReason', label: 'Reason' }, { key: 'updatedAt', label: 'Canceled', isSortable: true, kind: 'date' }],
    searchBy: deliverySearch,
    filters: [],
    defaultSort: LAST_CHANGED_FIRST,
  },
};
