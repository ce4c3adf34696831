import type { TableSettings } from '../table/table-settings';

const money = (key: string, label: string) => ({ key, label, isSortable: true, kind: 'number' as const });

/**
 * PUT /payroll/payslip (payslip center: one cutoff's payslips, filter cutoffId) and
 * PUT /payroll/my-payslips (the signed-in member's own payslips of posted cutoffs). Decision 0057.
 */
export const PAYSLIP_TABLE_SETTINGS: Record<string, TableSettings> = {
  payslip: {
    key: 'payslip',
    label: 'Payslips',
    columns: [
      { key: 'employeeNo', label: 'Employee No.', isSortable: true },
      { key: 'employee', label: 'Employee', isSortable: true },
      money('grossPay', 'Gross pay'),
      money('totalDeductions', 'Deductions'),
      money('netPay', 'Net pay'),
      { key: 'email', label: 'Email' },
      { key: 'emailedAt', label: 'Emailed', isSortable: true, kind: 'date' },
    ],
    searchBy: [
      { key: 'employee', label: 'Employee' },
      { key: 'employeeNo', label: 'Employee no.' },
    ],
    filters: [],
    defaultSort: { sortBy: 'employee', sortOrder: 'asc' },
  },
  'my-payslip': {
    key: 'my-payslip',
    label: 'My payslips',
    columns: [
      { key: 'cutoffCode', label: 'Cutoff', isSortable: true },
      { key: 'period', label: 'Period' },
      { key: 'payDate', label: 'Pay date', isSortable: true, kind: 'date' },
      money('grossPay', 'Gross pay'),
      money('totalDeductions', 'Deductions'),
      money('netPay', 'Net pay'),
    ],
    searchBy: [{ key: 'cutoffCode', label: 'Cutoff' }],
    filters: [],
    defaultSort: { sortBy: 'payDate', sortOrder: 'desc' },
  },
};
