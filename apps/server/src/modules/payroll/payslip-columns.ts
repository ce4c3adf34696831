import { payslips } from '../../db/schema-payroll';

/** The money columns of a payslip every read selects, as strings (the figures reports add up). */
export const payslipMoneyColumns = {
  basicPay: payslips.basicPay,
  overtimePay: payslips.overtimePay,
  holidayPay: payslips.holidayPay,
  nightDifferentialPay: payslips.nightDifferentialPay,
  allowances: payslips.allowances,
  grossPay: payslips.grossPay,
  sssMonthlySalaryCredit: payslips.sssMonthlySalaryCredit,
  sssEmployee: payslips.sssEmployee,
  sssEmployer: payslips.sssEmployer,
  sssEc: payslips.sssEc,
  philhealthEmployee: payslips.philhealthEmployee,
  philhealthEmployer: payslips.philhealthEmployer,
  pagibigEmployee: payslips.pagibigEmployee,
  pagibigEmployer: payslips.pagibigEmployer,
  taxableCompensation: payslips.taxableCompensation,
  mweExemptPay: payslips.mweExemptPay,
  thirteenthMonthPay: payslips.thirteenthMonthPay,
  withholdingTax: payslips.withholdingTax,
  otherDeductions: payslips.otherDeductions,
  totalDeductions: payslips.totalDeductions,
  netPay: payslips.netPay,
};
