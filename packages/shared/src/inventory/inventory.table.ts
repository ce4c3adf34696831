import type { TableSettings } from '../table/table-settings';
import { RECEIPT_TYPES, WAREHOUSE_KINDS } from './inventory.constants';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;
const LAST_CHANGED_FIRST = { sortBy: 'updatedAt', sortOrder: 'desc' } as const;

const itemSearch = [
  { key: 'name', label: 'Item Name' },
  { key: 'sku', label: 'SKU' },
];

/**
 * Warehouse, stock, receipt and supplier tables (issue 4). The record a table belongs to (the
 * warehouse kind, a warehouse, an item, a supplier) is a fixed filter set by the screen, not a control.
 */
export const INVENTORY_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /warehouse, fixed filter kind. */
  warehouse: {
    key: 'warehouse',
    label: 'Warehouses',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'description', label: 'Description' },
      { key: 'address', label: 'Address' },
      { key: 'itemCount', label: 'Items', kind: 'number' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /warehouse for PROJECT warehouses: the project column is added. */
  'project-warehouse': {
    key: 'project-warehouse',
    label: 'Project Warehouses',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'project', label: 'Project' },
      { key: 'address', label: 'Address' },
      { key: 'itemCount', label: 'Items', kind: 'number' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /inventory, fixed filter warehouseId: what one warehouse holds. */
  'warehouse-stock': {
    key: 'warehouse-stock',
    label: 'Stock',
    columns: [
      { key: 'item', label: 'Item' },
      { key: 'sku', label: 'SKU' },
      { key: 'quantity', label: 'Quantity', isSortable: true, kind: 'number' },
      { key: 'averageCost', label: 'Average Cost', kind: 'number' },
      { key: 'value', label: 'Value', isSortable: true, kind: 'number' },
      { key: 'updatedAt', label: 'Last Movement', isSortable: true, kind: 'date' },
    ],
    searchBy: itemSearch,
    filters: [],
    defaultSort: LAST_CHANGED_FIRST,
  },
  /** PUT /inventory, fixed filter itemId: the item information's Inventory per Warehouse tab. */
  'item-stock': {
    key: 'item-stock',
    label: 'Inventory per Warehouse',
    columns: [
      { key: 'warehouse', label: 'Warehouse' },
      { key: 'kind', label: 'Kind' },
      { key: 'quantity', label: 'Quantity', isSortable: true, kind: 'number' },
      { key: 'averageCost', label: 'Average Cost', kind: 'number' },
      { key: 'value', label: 'Value', isSortable: true, kind: 'number' },
      { key: 'updatedAt', label: 'Last Movement', isSortable: true, kind: 'date' },
    ],
    searchBy: [],
    filters: [],
    defaultSort: LAST_CHANGED_FIRST,
  },
  /** PUT /item-receipts, fixed filter warehouseId; the type is a control. */
  'item-receipt': {
    key: 'item-receipt',
    label: 'Receipts',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'typeLabel', label: 'Type' },
      { key: 'reference', label: 'Reference' },
      { key: 'supplier', label: 'Supplier' },
      { key: 'totalPayableAmount', label: 'Amount', kind: 'number' },
      { key: 'processedBy', label: 'Processed By' },
      { key: 'createdAt', label: 'Date', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'reference', label: 'Reference' },
    ],
    filters: [{ key: 'type', label: 'Types', options: RECEIPT_TYPES.map((t) => ({ label: t.label, value: t.key })) }],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /inventory: stock per warehouse and item (filters itemId, warehouseId, kind). */
  inventory: {
    key: 'inventory',
    label: 'Inventory',
    columns: [
      { key: 'warehouse', label: 'Warehouse', isSortable: true },
      { key: 'item', label: 'Item', isSortable: true },
      { key: 'sku', label: 'SKU', isSortable: true },
      { key: 'quantity', label: 'Quantity', isSortable: true, kind: 'number' },
      { key: 'averageCost', label: 'Average Cost', kind: 'number' },
      { key: 'value', label: 'Value', isSortable: true, kind: 'number' },
      { key: 'updatedAt', label: 'Last Movement', isSortable: true, kind: 'date' },
    ],
    searchBy: [...itemSearch, { key: 'warehouse', label: 'Warehouse' }],
    filters: [
      { key: 'warehouseId', label: 'Warehouses', optionsUrl: '/select-box/warehouse-list' },
      { key: 'kind', label: 'Kinds', options: WAREHOUSE_KINDS.map((k) => ({ label: k.label, value: k.key })) },
    ],
    defaultSort: LAST_CHANGED_FIRST,
  },
  /** PUT /inventory/transactions: the stock ledger, one row per item moved. */
  'inventory-transaction': {
    key: 'inventory-transaction',
    label: 'Stock Movements',
    columns: [
      { key: 'code', label: 'Receipt' },
      { key: 'typeLabel', label: 'Type' },
      { key: 'item', label: 'Item' },
      { key: 'warehouse', label: 'Warehouse' },
      { key: 'signedQuantity', label: 'Quantity', isSortable: true, kind: 'number' },
      { key: 'rate', label: 'Rate', isSortable: true, kind: 'number' },
      { key: 'total', label: 'Amount', isSortable: true, kind: 'number' },
      { key: 'processedBy', label: 'Processed By' },
      { key: 'createdAt', label: 'Date', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'code', label: 'Receipt' }, ...itemSearch],
    filters: [
      { key: 'type', label: 'Types', options: RECEIPT_TYPES.map((t) => ({ label: t.label, value: t.key })) },
      { key: 'warehouseId', label: 'Warehouses', optionsUrl: '/select-box/warehouse-list' },
    ],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /inventory/transactions, fixed filters itemId and type PURCHASE_ORDER: Purchase History. */
  'purchase-history': {
    key: 'purchase-history',
    label: 'Purchase History',
    columns: [
      { key: 'code', label: 'Receipt' },
      { key: 'purchaseOrder', label: 'Purchase Order' },
      { key: 'supplier', label: 'Supplier' },
      { key: 'warehouse', label: 'Warehouse' },
      { key: 'quantity', label: 'Quantity', kind: 'number' },
      { key: 'rate', label: 'Rate', kind: 'number' },
      { key: 'total', label: 'Amount', kind: 'number' },
      { key: 'createdAt', label: 'Date', isSortable: true, kind: 'date' },
    ],
    searchBy: [],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /supplier. */
  supplier: {
    key: 'supplier',
    label: 'Suppliers',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'contactPerson', label: 'Contact Person', isSortable: true },
      { key: 'contactNumber', label: 'Contact Number' },
      { key: 'email', label: 'Email' },
      { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'contactPerson', label: 'Contact Person' },
      { key: 'email', label: 'Email' },
    ],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /supplier/items-table, fixed filter supplierId: the items a supplier sells. */
  'supplier-item': {
    key: 'supplier-item',
    label: 'Supplied Items',
    columns: [
      { key: 'item', label: 'Item' },
      { key: 'sku', label: 'SKU' },
      { key: 'price', label: 'Price', isSortable: true, kind: 'number' },
      { key: 'updatedAt', label: 'Updated', isSortable: true, kind: 'date' },
    ],
    searchBy: itemSearch,
    filters: [],
    defaultSort: LAST_CHANGED_FIRST,
  },
  /** PUT /supplier/items-table, fixed filter itemId: the item information's Price per Supplier tab. */
  'item-supplier-price': {
    key: 'item-supplier-price',
    label: 'Price per Supplier',
    columns: [
      { key: 'supplier', label: 'Supplier' },
      { key: 'price', label: 'Price', isSortable: true, kind: 'number' },
      { key: 'updatedBy', label: 'Updated By' },
      { key: 'updatedAt', label: 'Updated', isSortable: true, kind: 'date' },
    ],
    searchBy: [],
    filters: [],
    defaultSort: LAST_CHANGED_FIRST,
  },
  /** PUT /supplier/price-update-table, fixed filters supplierId and itemId. */
  'supplier-price-update': {
    key: 'supplier-price-update',
    label: 'Price Updates',
    columns: [
      { key: 'createdAt', label: 'Date', isSortable: true, kind: 'date' },
      { key: 'previousPrice', label: 'Previous Price', kind: 'number' },
      { key: 'price', label: 'New Price', kind: 'number' },
      { key: 'change', label: 'Change', kind: 'number' },
      { key: 'updatedBy', label: 'Updated By' },
    ],
    searchBy: [],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
};
