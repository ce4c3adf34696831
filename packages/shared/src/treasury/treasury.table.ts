import type { TableSettings } from '../table/table-settings';
import { PURCHASE_ORDER_STATUS_LIST } from '../purchasing/purchasing.constants';
import { FUND_ACCOUNT_KIND_LABELS, FUND_ACCOUNT_KINDS, FUND_ENTRY_KIND_LABELS, FUND_ENTRY_KINDS, PAYMENT_REQUEST_STATUS_LABELS, PAYMENT_REQUEST_STATUSES } from './treasury.constants';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The treasury screens' tables (issue 16, docs/api/treasury.md). */
export const TREASURY_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /treasury/fund-account */
  'fund-account': {
    key: 'fund-account',
    label: 'Fund accounts',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'kind', label: 'Kind', isSortable: true },
      { key: 'balance', label: 'Balance', isSortable: true, kind: 'number' },
      { key: 'bankName', label: 'Bank or holder' },
      { key: 'createdAt', label: 'Opened', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'bankName', label: 'Bank' },
      { key: 'accountNumber', label: 'Account No.' },
    ],
    filters: [{ key: 'kind', label: 'Kinds', options: FUND_ACCOUNT_KINDS.map((k) => ({ label: FUND_ACCOUNT_KIND_LABELS[k], value: k })) }],
    defaultSort: { sortBy: 'name', sortOrder: 'asc' },
  },
  /** PUT /treasury/fund-ledger, fixed filter fundAccountId: one account's entries, newest first. */
  'fund-ledger': {
    key: 'fund-ledger',
    label: 'Ledger entries',
    columns: [
      { key: 'createdAt', label: 'Date', isSortable: true, kind: 'date' },
      { key: 'kind', label: 'Entry', isSortable: true },
      { key: 'memo', label: 'Memo' },
      { key: 'amount', label: 'Amount', isSortable: true, kind: 'number' },
      { key: 'balanceAfter', label: 'Balance', kind: 'number' },
    ],
    searchBy: [
      { key: 'memo', label: 'Memo' },
      { key: 'referenceCode', label: 'Reference' },
    ],
    filters: [{ key: 'kind', label: 'Entries', options: FUND_ENTRY_KINDS.map((k) => ({ label: FUND_ENTRY_KIND_LABELS[k], value: k })) }],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /treasury/payment-request */
  'payment-request': {
    key: 'payment-request',
    label: 'Requests for payment',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'purchaseOrder', label: 'Purchase order' },
      { key: 'supplier', label: 'Supplier' },
      { key: 'amount', label: 'Amount', isSortable: true, kind: 'number' },
      { key: 'dueDate', label: 'Due date', isSortable: true, kind: 'date' },
      { key: 'requestedBy', label: 'Requested by' },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
    ],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'purchaseOrder', label: 'Purchase order' },
      { key: 'supplier', label: 'Supplier' },
      { key: 'memo', label: 'Memo' },
    ],
    filters: [{ key: 'status', label: 'Statuses', options: PAYMENT_REQUEST_STATUSES.map((s) => ({ label: PAYMENT_REQUEST_STATUS_LABELS[s], value: s })) }],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /treasury/payment-request, fixed filter purchaseOrderId: one order's requests. */
  'order-payment-request': {
    key: 'order-payment-request',
    label: 'Requests for payment',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'amount', label: 'Amount', isSortable: true, kind: 'number' },
      { key: 'requestedBy', label: 'Requested by' },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'createdAt', label: 'Requested', isSortable: true, kind: 'date' },
    ],
    searchBy: [],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /purchase-order as the payables see it: what each order costs, what was paid, what is owed. */
  'payable-purchase-order': {
    key: 'payable-purchase-order',
    label: 'Payable purchase orders',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'supplier', label: 'Supplier', isSortable: true },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'total', label: 'Total', isSortable: true, kind: 'number' },
      { key: 'paidAmount', label: 'Paid', isSortable: true, kind: 'number' },
      { key: 'balance', label: 'Balance', isSortable: true, kind: 'number' },
      { key: 'deliveryDate', label: 'Delivery date', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'supplier', label: 'Supplier' },
    ],
    // No supplier filter: its option list is purchasing's, which the payables may not read.
    filters: [{ key: 'status', label: 'Statuses', options: PURCHASE_ORDER_STATUS_LIST.map((s) => ({ label: s.label, value: s.key })) }],
    // What is owed most comes first.
    defaultSort: { sortBy: 'balance', sortOrder: 'desc' },
  },
  /** PUT /supplier as the payables see it: who is owed and on what terms. */
  'payable-supplier': {
    key: 'payable-supplier',
    label: 'Suppliers',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'paymentTerms', label: 'Payment terms' },
      { key: 'contactPerson', label: 'Contact Person', isSortable: true },
      { key: 'contactNumber', label: 'Contact Number' },
    ],
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'contactPerson', label: 'Contact Person' },
    ],
    filters: [],
    defaultSort: { sortBy: 'name', sortOrder: 'asc' },
  },
};
