import type { alphalist, bir1601c, BankLine, pagibigMonthReport, philhealthMonthReport, sssQuarterReport } from '@haligi/shared';
import ExcelJS from 'exceljs';
import type { CompanyInfo, CutoffInfo } from './payroll-outputs.service';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MONEY_FORMAT = '#,##0.00';

export interface SheetColumn {
  header: string;
  width: number;
  /** Money: written as a number with two places shown. */
  money?: boolean;
}

/**
 * A sheet laid out as a form: title lines (form name, employer, period), a header row, a row per
 * line, and a bold totals row. Money cells are numbers with two places; identifiers stay text.
 */
function addSheet(workbook: ExcelJS.Workbook, name: string, titles: string[], columns: SheetColumn[], rows: (string | number)[][], totals?: (string | number)[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: titles.length + 1 }], pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 } });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  titles.forEach((t, i) => {
    const cell = sheet.getCell(i + 1, 1);
    cell.value = t;
    if (i === 0) cell.font = { bold: true, size: 13 };
  });
  const header = sheet.getRow(titles.length + 1);
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = c.header;
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'middle', horizontal: c.money ? 'right' : 'left' };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7F5FF' } };
  });
  const write = (values: (string | number)[], bold = false) => {
    const row = sheet.addRow(values.map((v, i) => (columns[i]?.money && typeof v === 'string' && v !== '' ? Number(v) : v)));
    columns.forEach((c, i) => {
      if (c.money) row.getCell(i + 1).numFmt = MONEY_FORMAT;
    });
    if (bold) row.font = { bold: true };
  };
  rows.forEach((r) => write(r));
  if (totals) write(totals, true);
  return sheet;
}

const workbookOf = () => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Haligi';
  workbook.created = new Date();
  return workbook;
};
const bufferOf = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

export const REGISTER_COLUMNS: (SheetColumn & { key: string })[] = [
  { key: 'employeeNo', header: 'Employee No.', width: 13 },
  { key: 'name', header: 'Name', width: 28 },
  { key: 'position', header: 'Position', width: 18 },
  { key: 'daysWorked', header: 'Days worked', width: 10 },
  { key: 'basicPay', header: 'Basic pay', width: 13, money: true },
  { key: 'overtimePay', header: 'Overtime', width: 12, money: true },
  { key: 'holidayPay', header: 'Holiday pay', width: 12, money: true },
  { key: 'nightDifferentialPay', header: 'Night differential', width: 12, money: true },
  { key: 'allowances', header: 'Allowances', width: 12, money: true },
  { key: 'thirteenthMonthPay', header: '13th month', width: 12, money: true },
  { key: 'grossPay', header: 'Gross pay', width: 14, money: true },
  { key: 'sssEmployee', header: 'SSS (EE)', width: 11, money: true },
  { key: 'philhealthEmployee', header: 'PhilHealth (EE)', width: 12, money: true },
  { key: 'pagibigEmployee', header: 'Pag-IBIG (EE)', width: 12, money: true },
  { key: 'taxableCompensation', header: 'Taxable compensation', width: 14, money: true },
  { key: 'withholdingTax', header: 'Withholding tax', width: 13, money: true },
  { key: 'otherDeductions', header: 'Other deductions', width: 13, money: true },
  { key: 'totalDeductions', header: 'Total deductions', width: 14, money: true },
  { key: 'netPay', header: 'Net pay', width: 14, money: true },
  { key: 'sssEmployer', header: 'SSS (ER)', width: 11, money: true },
  { key: 'sssEc', header: 'SSS EC', width: 9, money: true },
  { key: 'philhealthEmployer', header: 'PhilHealth (ER)', width: 12, money: true },
  { key: 'pagibigEmployer', header: 'Pag-IBIG (ER)', width: 12, money: true },
];

/** The payroll register of a cutoff: a row per employee with every column, a totals row. */
export async function buildRegisterWorkbook(company: CompanyInfo, cutoff: CutoffInfo, rows: Record<string, unknown>[], totals: Record<string, string>) {
  const workbook = workbookOf();
  addSheet(
    workbook,
    'Payroll register',
    [`Payroll register — ${company.name}`, `${cutoff.code} · ${cutoff.groupName} · ${cutoff.periodStart} to ${cutoff.periodEnd} · pay date ${cutoff.payDate} · ${cutoff.status}`],
    REGISTER_COLUMNS,
    rows.map((r) => REGISTER_COLUMNS.map((c) => (r[c.key] ?? '') as string | number)),
    REGISTER_COLUMNS.map((c, i) => (i === 0 ? 'TOTAL' : i === 1 ? `${rows.length} employees` : c.money ? totals[c.key] : '')),
  );
  return bufferOf(workbook);
}

/** The bank file of a cutoff as Excel: account number (text), name, net pay; totals. */
export async function buildBankWorkbook(company: CompanyInfo, cutoff: CutoffInfo, file: { lines: BankLine[]; count: number; total: string }) {
  const workbook = workbookOf();
  addSheet(
    workbook,
    'Bank file',
    [`Payroll bank file — ${company.name}`, `${cutoff.code} · pay date ${cutoff.payDate}`],
    [
      { header: 'Account Number', width: 20 },
      { header: 'Account Name', width: 32 },
      { header: 'Net Pay', width: 16, money: true },
    ],
    file.lines.map((l) => [l.accountNo, l.name, l.netPay]),
    ['TOTAL', `${file.count} employees`, file.total],
  );
  return bufferOf(workbook);
}

const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** SSS R-3 Contribution Collection List (Rev. 08-99 columns) for a quarter. */
export async function buildSssWorkbook(company: CompanyInfo, year: number, quarter: number, report: ReturnType<typeof sssQuarterReport>) {
  const workbook = workbookOf();
  const [m1, m2, m3] = report.months.map(monthName);
  addSheet(
    workbook,
    'R-3',
    ['SSS Form R-3 — Contribution Collection List', `Employer ID Number: ${company.sssEmployerNo || '—'} · Registered Employer Name: ${company.name}`, `Quarter ending ${report.months[2]} (Q${quarter} ${year}) · Type of employer: Regular`],
    [
      { header: 'SS Number', width: 14 },
      { header: 'Name of Member (Surname, Given Name, MI)', width: 30 },
      { header: `Social Security ${m1}`, width: 14, money: true },
      { header: `Social Security ${m2}`, width: 14, money: true },
      { header: `Social Security ${m3}`, width: 14, money: true },
      { header: `EC ${m1}`, width: 10, money: true },
      { header: `EC ${m2}`, width: 10, money: true },
      { header: `EC ${m3}`, width: 10, money: true },
      { header: `EE ${m1}`, width: 11, money: true },
      { header: `ER ${m1}`, width: 11, money: true },
      { header: `EE ${m2}`, width: 11, money: true },
      { header: `ER ${m2}`, width: 11, money: true },
      { header: `EE ${m3}`, width: 11, money: true },
      { header: `ER ${m3}`, width: 11, money: true },
      { header: 'Total', width: 14, money: true },
    ],
    report.rows.map((r) => [r.sssNo, r.name, ...r.months.map((m) => m.socialSecurity), ...r.months.map((m) => m.ec), ...r.months.flatMap((m) => [m.employee, m.employer]), r.total]),
    ['GRAND TOTAL', `${report.rows.length} members`, ...report.totals.map((t) => t.socialSecurity), ...report.totals.map((t) => t.ec), ...report.totals.flatMap((t) => [t.employee, t.employer]), report.grandTotal],
  );
  return bufferOf(workbook);
}

/** PhilHealth RF-1 Employer's Remittance Report for a month. */
export async function buildPhilhealthWorkbook(company: CompanyInfo, report: ReturnType<typeof philhealthMonthReport>) {
  const workbook = workbookOf();
  addSheet(
    workbook,
    'RF-1',
    ["PhilHealth RF-1 — Employer's Remittance Report", `PhilHealth No.: ${company.philhealthEmployerNo || '—'} · Employer TIN: ${company.tin || '—'} · ${company.name}`, `Applicable period: ${monthName(report.month)} · Report type: Regular RF-1`],
    [
      { header: 'PhilHealth No. (PIN)', width: 18 },
      { header: 'Name of Employee (Last, First, MI)', width: 30 },
      { header: 'Monthly Basic Salary', width: 16, money: true },
      { header: 'Personal Share (PS)', width: 14, money: true },
      { header: 'Employer Share (ES)', width: 14, money: true },
      { header: 'Total (PS + ES)', width: 14, money: true },
    ],
    report.rows.map((r) => [r.philhealthNo, r.name, r.monthlyBasicSalary, r.employee, r.employer, r.total]),
    ['GRAND TOTAL', `${report.rows.length} employees`, report.totals.monthlyBasicSalary, report.totals.employee, report.totals.employer, report.totals.total],
  );
  return bufferOf(workbook);
}

/** Pag-IBIG Membership Contributions Remittance Form (MCRF) for a month. */
export async function buildPagibigWorkbook(company: CompanyInfo, report: ReturnType<typeof pagibigMonthReport>) {
  const workbook = workbookOf();
  addSheet(
    workbook,
    'MCRF',
    ['Pag-IBIG Membership Contributions Remittance Form (MCRF)', `Pag-IBIG Employer's ID Number: ${company.pagibigEmployerNo || '—'} · ${company.name}`, `Period covered: ${monthName(report.month)} · Membership program: Pag-IBIG I`],
    [
      { header: 'Pag-IBIG MID No.', width: 16 },
      { header: 'Name of Member (Last, First, MI)', width: 30 },
      { header: 'Monthly Compensation', width: 16, money: true },
      { header: 'Employee Share', width: 14, money: true },
      { header: 'Employer Share', width: 14, money: true },
      { header: 'Total', width: 14, money: true },
    ],
    report.rows.map((r) => [r.pagibigNo, r.name, r.monthlyCompensation, r.employee, r.employer, r.total]),
    ['GRAND TOTAL', `${report.rows.length} members`, report.totals.monthlyCompensation, report.totals.employee, report.totals.employer, report.totals.total],
  );
  return bufferOf(workbook);
}

export const BIR_1601C_ITEMS: [keyof ReturnType<typeof bir1601c>, string, string][] = [
  ['item14TotalCompensation', '14', 'Total Amount of Compensation'],
  ['item15StatutoryMinimumWage', '15', 'Statutory Minimum Wage (for Minimum Wage Earners)'],
  ['item16MweHolidayOvertimeNightHazard', '16', 'Holiday Pay, Overtime Pay, Night Shift Differential Pay, Hazard Pay (for MWEs)'],
  ['item17ThirteenthMonthAndOtherBenefits', '17', '13th Month Pay and Other Benefits'],
  ['item18DeMinimis', '18', 'De Minimis Benefits'],
  ['item19Contributions', '19', 'SSS, GSIS, PHIC, HDMF Mandatory Contributions & Union Dues (employee share only)'],
  ['item20OtherNonTaxable', '20', 'Other Non-Taxable Compensation'],
  ['item21TotalNonTaxable', '21', 'Total Non-Taxable Compensation (Sum of Items 15 to 20)'],
  ['item22TotalTaxable', '22', 'Total Taxable Compensation (Item 14 Less Item 21)'],
  ['item23TaxableNotSubjectToWithholding', '23', 'Less: Taxable Compensation Not Subject to Withholding Tax (for employees, other than MWEs, receiving P250,000 & below for the year)'],
  ['item24NetTaxable', '24', 'Net Taxable Compensation (Item 22 Less Item 23)'],
  ['item25TotalTaxesWithheld', '25', 'Total Taxes Withheld'],
];

/** BIR 1601-C Part II items 14-25 for a month. */
export async function build1601cWorkbook(company: CompanyInfo, form: ReturnType<typeof bir1601c>) {
  const workbook = workbookOf();
  addSheet(
    workbook,
    '1601-C',
    ['BIR Form 1601-C — Monthly Remittance Return of Income Taxes Withheld on Compensation', `TIN: ${company.tin || '—'} · RDO: ${company.rdoCode || '—'} · Withholding agent: ${company.name}`, `For the month of ${monthName(form.month)} · ${form.employeeCount} employees`],
    [
      { header: 'Item', width: 7 },
      { header: 'Part II — Computation of Tax', width: 90 },
      { header: 'Amount', width: 18, money: true },
    ],
    BIR_1601C_ITEMS.map(([key, no, label]) => [no, label, form[key] as string]),
  );
  return bufferOf(workbook);
}

const ALPHALIST_COLUMNS: SheetColumn[] = [
  { header: 'Seq. No.', width: 7 },
  { header: 'TIN', width: 15 },
  { header: 'Name of Employee (Last, First, Middle)', width: 30 },
  { header: 'Gross Compensation Income (present employer)', width: 16, money: true },
  { header: 'SMW / Basic (MWE)', width: 14, money: true },
  { header: 'Holiday, Overtime, Night Shift Differential (MWE)', width: 14, money: true },
  { header: '13th Month Pay & Other Benefits (non-taxable)', width: 14, money: true },
  { header: 'De Minimis Benefits', width: 12, money: true },
  { header: 'SSS, GSIS, PHIC, HDMF Contributions & Union Dues', width: 14, money: true },
  { header: 'Salaries & Other Forms of Compensation (non-taxable)', width: 14, money: true },
  { header: 'Total Non-Taxable/Exempt Compensation', width: 15, money: true },
  { header: 'Basic Salary (net of contributions)', width: 14, money: true },
  { header: '13th Month Pay & Other Benefits (in excess of threshold)', width: 14, money: true },
  { header: 'Salaries & Other Forms of Compensation (taxable)', width: 14, money: true },
  { header: 'Total Taxable Compensation Income', width: 15, money: true },
  { header: 'Tax Due (Jan-Dec)', width: 13, money: true },
  { header: 'Tax Withheld (Jan-Dec)', width: 13, money: true },
  { header: 'Year-end Adjustment (collected / (refunded))', width: 14, money: true },
];

/** The 1604-C alphalist: Schedule 1 (employees other than MWEs) and Schedule 2 (MWEs), one sheet each. */
export async function buildAlphalistWorkbook(company: CompanyInfo, year: number, list: ReturnType<typeof alphalist>) {
  const workbook = workbookOf();
  const schedule = (name: string, title: string, s: ReturnType<typeof alphalist>['schedule1']) =>
    addSheet(
      workbook,
      name,
      [`BIR Form 1604-C Alphalist — ${title}`, `Withholding agent: ${company.name} · TIN: ${company.tin || '—'} · RDO: ${company.rdoCode || '—'}`, `For the year ${year}`],
      ALPHALIST_COLUMNS,
      s.rows.map((r, i) => [
        i + 1,
        r.tin,
        r.name,
        r.grossCompensation,
        r.mweBasic,
        r.mweHolidayOvertimeNight,
        r.thirteenthMonthExempt,
        r.deMinimis,
        r.contributions,
        r.otherNonTaxable,
        r.totalNonTaxable,
        r.basicTaxable,
        r.thirteenthMonthTaxable,
        r.otherTaxable,
        r.totalTaxable,
        r.taxDue,
        r.taxWithheld,
        r.yearEndAdjustment,
      ]),
      [
        'TOTALS',
        '',
        `${s.rows.length} employees`,
        s.totals.grossCompensation,
        s.totals.mweBasic,
        s.totals.mweHolidayOvertimeNight,
        s.totals.thirteenthMonthExempt,
        s.totals.deMinimis,
        s.totals.contributions,
        s.totals.otherNonTaxable,
        s.totals.totalNonTaxable,
        s.totals.basicTaxable,
        s.totals.thirteenthMonthTaxable,
        s.totals.otherTaxable,
        s.totals.totalTaxable,
        s.totals.taxDue,
        s.totals.taxWithheld,
        s.totals.yearEndAdjustment,
      ],
    );
  schedule('Schedule 1', 'Schedule 1: Alphalist of Employees other than Minimum Wage Earners', list.schedule1);
  schedule('Schedule 2', 'Schedule 2: Alphalist of Minimum Wage Earners', list.schedule2);
  return bufferOf(workbook);
}
