import type { TableSettings } from '../table/table-settings';
import { DISBURSEMENT_STATUS_LABELS, DISBURSEMENT_STATUSES, LIQUIDATION_STATUS_LABELS, LIQUIDATION_STATUSES } from './treasury.constants';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The petty cash screens' tables (issue 16, docs/api/treasury.md "Petty cash"). */
export const PETTY_CASH_TABLE_SETTINGS: Record<string, TableSettings> = {
  /** PUT /petty-cash/disbursement, fixed filter fundAccountId: the holder's vouchers. */
  'petty-cash-disbursement': {
    key: 'petty-cash-disbursement',
    label: 'Disbursements',
    columns: [
      { key: 'code', label: 'Voucher', isSortable: true },
      { key: 'payee', label: 'Payee' },
      { key: 'description', label: 'Description' },
      { key: 'amount', label: 'Amount', isSortable: true, kind: 'number' },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'receiptCount', label: 'Receipts', kind: 'number' },
      { key: 'createdAt', label: 'Date', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'payee', label: 'Payee' },
      { key: 'code', label: 'Voucher' },
      { key: 'description', label: 'Description' },
    ],
    filters: [{ key: 'status', label: 'Statuses', options: DISBURSEMENT_STATUSES.map((s) => ({ label: DISBURSEMENT_STATUS_LABELS[s], value: s })) }],
    defaultSort: NEWEST_FIRST,
  },
  /** PUT /petty-cash/liquidation */
  'petty-cash-liquidation': {
    key: 'petty-cash-liquidation',
    label: 'Liquidations',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'fundAccount', label: 'Fund' },
      { key: 'total', label: 'Total', isSortable: true, kind: 'number' },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'replenishedAt', label: 'Replenished', kind: 'date' },
      { key: 'createdByName', label: 'By' },
      { key: 'createdAt', label: 'Submitted', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'code', label: 'Code' },
      { key: 'memo', label: 'Memo' },
    ],
    filters: [
      { key: 'status', label: 'Statuses', options: LIQUIDATION_STATUSES.map((s) => ({ label: LIQUIDATION_STATUS_LABELS[s], value: s })) },
      { key: 'fundAccountId', label: 'Funds', optionsUrl: '/select-box/fund-account-list' },
    ],
    defaultSort: NEWEST_FIRST,
  },
};
