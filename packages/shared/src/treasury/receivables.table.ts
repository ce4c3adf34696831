import type { TableSettings } from '../table/table-settings';
import { BILLING_STATUS_LABELS, BILLING_STATUSES } from './treasury.constants';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;
const BILLING_COLUMNS = [
  { key: 'code', label: 'Code', isSortable: true },
  { key: 'project', label: 'Project' },
  { key: 'client', label: 'Client' },
  { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
  { key: 'amountDue', label: 'Amount due', isSortable: true, kind: 'number' },
  { key: 'balance', label: 'Balance', kind: 'number' },
  { key: 'dueDate', label: 'Due date', isSortable: true, kind: 'date' },
  { key: 'createdAt', label: 'Billed', isSortable: true, kind: 'date' },
] as const;
const BILLING_SEARCH = [
  { key: 'code', label: 'Code' },
  { key: 'project', label: 'Project' },
  { key: 'client', label: 'Client' },
];

/** The receivables screens' tables and the bank statements (issue 16, docs/api/treasury.md). */
export const RECEIVABLES_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /treasury/billing (treasury/receivables/project). */
  'progress-billing': {
    key: 'progress-billing',
    label: 'Progress billings',
    // The code already tells the order they were made in.
    columns: BILLING_COLUMNS.filter((c) => c.key !== 'createdAt'),
    searchBy: BILLING_SEARCH,
    filters: [{ key: 'status', label: 'Statuses', options: BILLING_STATUSES.map((s) => ({ label: BILLING_STATUS_LABELS[s], value: s })) }],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /treasury/billing, fixed filter status FOR_APPROVAL (treasury/receivables/review): oldest first. */
  'billing-review': {
    key: 'billing-review',
    label: 'Billings for review',
    columns: BILLING_COLUMNS.filter((c) => c.key !== 'status' && c.key !== 'balance'),
    searchBy: BILLING_SEARCH,
    filters: [],
    defaultSort: { sortBy: 'createdAt', sortOrder: 'asc' },
  },
  /** PUT /treasury/billing-collection (treasury/receivables/logs). */
  'billing-collection': {
    key: 'billing-collection',
    label: 'Collections',
    columns: [
      { key: 'createdAt', label: 'Date', isSortable: true, kind: 'date' },
      { key: 'billingCode', label: 'Billing' },
      { key: 'projectName', label: 'Project' },
      { key: 'amount', label: 'Amount', isSortable: true, kind: 'number' },
      { key: 'fundAccountName', label: 'Fund account' },
      { key: 'reference', label: 'OR number' },
      { key: 'collectedBy', label: 'Collected by' },
    ],
    searchBy: [
      { key: 'billing', label: 'Billing' },
      { key: 'project', label: 'Project' },
      { key: 'reference', label: 'OR number' },
    ],
    filters: [{ key: 'fundAccountId', label: 'Fund accounts', optionsUrl: '/select-box/fund-account-list' }],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /treasury/bank-statement, fixed filter fundAccountId: one bank account's imported statements. */
  'bank-statement': {
    key: 'bank-statement',
    label: 'Imported statements',
    columns: [
      { key: 'fileName', label: 'File' },
      { key: 'periodStart', label: 'From', kind: 'date' },
      { key: 'periodEnd', label: 'To', isSortable: true, kind: 'date' },
      { key: 'matched', label: 'Matched', kind: 'number' },
      { key: 'createdAt', label: 'Imported', isSortable: true, kind: 'date' },
    ],
    searchBy: [{ key: 'fileName', label: 'File' }],
    filters: [],
    defaultSort: NEWEST_FIRST,
  },
};
