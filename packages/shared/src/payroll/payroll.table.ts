import type { TableSettings } from '../table/table-settings';

/** manpower/payroll-group, cutoff-management and payroll-center tables (decision 0055). */
export const PAYROLL_TABLE_SETTINGS: Record<string, TableSettings> = {
  payrollGroup: {
    key: 'payrollGroup',
    label: 'Payroll groups',
    columns: [
      { key: 'name', label: 'Name', isSortable: true },
      { key: 'frequency', label: 'Frequency', isSortable: true, kind: 'badge' },
      { key: 'workingDaysPerYear', label: 'Working days a year', isSortable: true },
      { key: 'cutoffStartDay', label: 'Cutoff start day' },
      { key: 'contributionSplit', label: 'Contributions' },
      { key: 'memberCount', label: 'Employees' },
    ],
    searchBy: [{ key: 'name', label: 'Name' }],
    filters: [{ key: 'frequency', label: 'Frequency', options: [{ label: 'Semi-monthly', value: 'SEMI_MONTHLY' }, { label: 'Monthly', value: 'MONTHLY' }, { label: 'Weekly', value: 'WEEKLY' }] }],
    defaultSort: { sortBy: 'name', sortOrder: 'asc' },
  },
  payrollCutoff: {
    key: 'payrollCutoff',
    label: 'Cutoffs',
    columns: [
      { key: 'code', label: 'Code', isSortable: true },
      { key: 'payrollGroupName', label: 'Payroll group' },
      { key: 'periodStart', label: 'From', isSortable: true, kind: 'date' },
      { key: 'periodEnd', label: 'To', isSortable: true, kind: 'date' },
      { key: 'payDate', label: 'Pay date', isSortable: true, kind: 'date' },
      { key: 'status', label: 'Status', isSortable: true, kind: 'badge' },
      { key: 'employeeCount', label: 'Employees' },
      { key: 'netPay', label: 'Net pay', kind: 'number' },
    ],
    searchBy: [{ key: 'code', label: 'Code' }],
    filters: [
      { key: 'payrollGroupId', label: 'Payroll group', optionsUrl: '/select-box/payroll-group' },
      {
        key: 'status',
        label: 'Status',
        options: ['OPEN', 'PROCESSING', 'FOR_APPROVAL', 'APPROVED', 'POSTED'].map((value) => ({ value, label: value.replace('_', ' ').toLowerCase().replace(/^./, (c) => c.toUpperCase()) })),
      },
      // `year` (2026) and `month` (2026-11) are filters too: the cutoff management screen sets them
      // from its own year and month pickers (a select of every month would be endless).
    ],
    defaultSort: { sortBy: 'periodStart', sortOrder: 'desc' },
  },
  // Not `payslip`: the payslip center's table (payslip.table.ts) has that key.
  cutoffPayslip: {
    key: 'cutoffPayslip',
    label: 'Payslips',
    columns: [
      { key: 'employeeNo', label: 'Employee no.', isSortable: true },
      { key: 'employeeName', label: 'Employee', isSortable: true },
      { key: 'daysWorked', label: 'Days' },
      { key: 'basicPay', label: 'Basic', kind: 'number' },
      { key: 'grossPay', label: 'Gross', isSortable: true, kind: 'number' },
      { key: 'totalDeductions', label: 'Deductions', kind: 'number' },
      { key: 'netPay', label: 'Net pay', isSortable: true, kind: 'number' },
      { key: 'flags', label: 'Flags' },
    ],
    searchBy: [{ key: 'employeeName', label: 'Employee' }],
    filters: [{ key: 'flag', label: 'Flag', options: ['NO_ATTENDANCE', 'NEGATIVE_NET_PAY', 'NO_RATE', 'FINAL_PAY'].map((value) => ({ value, label: value })) }],
    defaultSort: { sortBy: 'employeeName', sortOrder: 'asc' },
  },
};
