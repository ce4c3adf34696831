import type { TableColumn, TableSettings } from '../table/table-settings';
import { CUTOFF_RULE_LABELS, CUTOFF_RULES } from './plan.rules';

const NEWEST_FIRST = { sortBy: 'createdAt', sortOrder: 'desc' } as const;
const ACTIVE_FILTER = { key: 'isActive', label: 'Status', options: [{ label: 'Active', value: 'true' }, { label: 'Inactive', value: 'false' }] };
const RULE_FILTER = { key: 'cutoffRule', label: 'Cutoffs', options: CUTOFF_RULES.map((r) => ({ label: CUTOFF_RULE_LABELS[r], value: r })) };
const PLAN_SEARCH = [
  { key: 'name', label: 'Name' },
  { key: 'code', label: 'Code' },
];
const planColumns = (extra: TableColumn[]): TableColumn[] => [
  { key: 'code', label: 'Code', isSortable: true },
  { key: 'name', label: 'Plan', isSortable: true },
  ...extra,
  { key: 'memberCount', label: 'Members', isSortable: true, kind: 'number' },
  { key: 'isActive', label: 'Status', isSortable: true, kind: 'badge' },
  { key: 'createdAt', label: 'Created', isSortable: true, kind: 'date' },
];
const memberColumns = (extra: TableColumn[]): TableColumn[] => [
  { key: 'employeeName', label: 'Employee', isSortable: true },
  { key: 'employeeNo', label: 'No.', isSortable: true },
  ...extra,
  { key: 'startDate', label: 'From', isSortable: true, kind: 'date' },
  { key: 'endDate', label: 'Until', isSortable: true, kind: 'date' },
  { key: 'status', label: 'Status', kind: 'badge' },
];
const MEMBER_SEARCH = [
  { key: 'employeeName', label: 'Name' },
  { key: 'employeeNo', label: 'Employee no.' },
];
const MEMBER_FILTERS = [{ key: 'status', label: 'Status', options: [{ label: 'Active', value: 'ACTIVE' }, { label: 'Upcoming', value: 'UPCOMING' }, { label: 'Ended', value: 'ENDED' }] }];

/**
 * The plan screens (manpower/allowance, deduction, service-incentive-leave and their {planId}
 * pages): each kind's plans come from PUT /payroll/plan (fixed filter `kind`), a plan's members from
 * PUT /payroll/plan/member (fixed filter `planId`).
 */
export const PLAN_TABLE_SETTINGS: Record<string, TableSettings> = {
  allowancePlan: {
    key: 'allowancePlan',
    label: 'Allowance plans',
    columns: planColumns([
      { key: 'method', label: 'Method', isSortable: true },
      { key: 'amount', label: 'Amount', isSortable: true, kind: 'number' },
      { key: 'cutoffRule', label: 'Cutoffs', isSortable: true },
      { key: 'taxTreatment', label: 'Tax' },
    ]),
    searchBy: PLAN_SEARCH,
    filters: [ACTIVE_FILTER, RULE_FILTER, { key: 'method', label: 'Method', options: [{ label: 'Fixed amount', value: 'FIXED' }, { label: 'Per day worked', value: 'PER_DAY' }] }],
    defaultSort: NEWEST_FIRST,
  },
  deductionPlan: {
    key: 'deductionPlan',
    label: 'Deduction plans',
    columns: planColumns([
      { key: 'method', label: 'Method', isSortable: true },
      { key: 'amount', label: 'Amount', isSortable: true, kind: 'number' },
      { key: 'cutoffRule', label: 'Cutoffs', isSortable: true },
      { key: 'openBalance', label: 'Loan balances', kind: 'number' },
    ]),
    searchBy: PLAN_SEARCH,
    filters: [
      ACTIVE_FILTER,
      RULE_FILTER,
      { key: 'method', label: 'Method', options: [{ label: 'Fixed amount', value: 'FIXED' }, { label: 'Per day worked', value: 'PER_DAY' }, { label: 'Loan', value: 'LOAN' }] },
    ],
    defaultSort: NEWEST_FIRST,
  },
  silPlan: {
    key: 'silPlan',
    label: 'Service incentive leave plans',
    columns: planColumns([{ key: 'daysPerYear', label: 'Days a year', isSortable: true, kind: 'number' }]),
    searchBy: PLAN_SEARCH,
    filters: [ACTIVE_FILTER],
    defaultSort: NEWEST_FIRST,
  },
  planMember: {
    key: 'planMember',
    label: 'Members',
    columns: memberColumns([{ key: 'amount', label: 'Amount', kind: 'number' }]),
    searchBy: MEMBER_SEARCH,
    filters: MEMBER_FILTERS,
    defaultSort: { sortBy: 'employeeName', sortOrder: 'asc' },
  },
  loanMember: {
    key: 'loanMember',
    label: 'Loans',
    columns: memberColumns([
      { key: 'principal', label: 'Principal', isSortable: true, kind: 'number' },
      { key: 'amortization', label: 'Amortization', isSortable: true, kind: 'number' },
      { key: 'balance', label: 'Balance', kind: 'number' },
    ]),
    searchBy: MEMBER_SEARCH,
    filters: MEMBER_FILTERS,
    defaultSort: { sortBy: 'employeeName', sortOrder: 'asc' },
  },
  silMember: {
    key: 'silMember',
    label: 'Members',
    columns: memberColumns([
      { key: 'silEligible', label: 'Eligible', kind: 'boolean' },
      { key: 'silBalance', label: 'SIL days left', kind: 'number' },
      { key: 'dailyRate', label: 'Daily rate', kind: 'number' },
      { key: 'cashValue', label: 'Cash value', kind: 'number' },
    ]),
    searchBy: MEMBER_SEARCH,
    filters: MEMBER_FILTERS,
    defaultSort: { sortBy: 'employeeName', sortOrder: 'asc' },
  },
};
