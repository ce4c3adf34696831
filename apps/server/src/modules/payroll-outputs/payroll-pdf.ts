import { BIR_2316_ITEMS, formatDate, type Bir2316 } from '@haligi/shared';
import type { PayslipLine } from '../../db/schema-payroll';
import type { LetterheadInput } from '../../lib/letterhead';
import { createPdfDocument, drawLetterhead, type PdfDocument, type PdfDocumentOptions } from '../../lib/pdf-document';
import type { CompanyInfo, CutoffInfo, EmployeeInfo } from './payroll-outputs.service';

export type PdfOptions = Pick<PdfDocumentOptions, 'compress'>;

/** Every payroll PDF: A4, 36-point margins, DejaVu Sans. */
function start(title: string, options: Pick<PdfDocumentOptions, 'compress' | 'layout'> = {}): PdfDocument {
  return createPdfDocument(title, { margin: 36, author: 'Haligi', ...options });
}

/** The company's letterhead (logo, name, address, TIN; decision 0064) on the left, the document on the right. */
function companyHeader(pdf: PdfDocument, company: LetterheadInput, title: string, subtitle: string) {
  const { doc, left, width, bold, regular } = pdf;
  const top = doc.y;
  const afterCompany = drawLetterhead(pdf, company, { top, width: width * 0.55, nameSize: 13 });
  doc.fillColor('#000').font(bold).fontSize(13).text(title, left + width * 0.55, top, { width: width * 0.45, align: 'right' });
  doc.font(regular).fontSize(9).text(subtitle, left + width * 0.55, doc.y, { width: width * 0.45, align: 'right' });
  doc.x = left;
  doc.y = Math.max(afterCompany, doc.y) + 12;
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#adb5bd').lineWidth(0.75).stroke();
  doc.y += 8;
}

/** Label / value pairs in two columns. */
function details(pdf: PdfDocument, pairs: [string, string][]) {
  const { doc, left, width, bold, regular } = pdf;
  const half = width / 2;
  for (let i = 0; i < pairs.length; i += 2) {
    const y = doc.y;
    let after = y;
    pairs.slice(i, i + 2).forEach(([label, value], j) => {
      const x = left + j * half;
      doc.font(bold).fontSize(8.5).text(label, x, y, { width: 95 });
      doc.font(regular).fontSize(8.5).text(value || '—', x + 95, y, { width: half - 100 });
      after = Math.max(after, doc.y);
    });
    doc.y = after + 2;
  }
  doc.x = left;
  doc.moveDown(0.6);
}

const quantityText = (line: PayslipLine) => (line.quantity ? `${line.quantity} ${(line.unit ?? '').toLowerCase()}${line.unit && line.quantity !== '1' ? 's' : ''}`.trim() : '');

export interface PayslipPdfInput {
  payslip: { id: number; rateType: string; rate: string; daysWorked: string; lines: PayslipLine[]; grossPay: string; totalDeductions: string; netPay: string; sssEmployer: string; sssEc: string; philhealthEmployer: string; pagibigEmployer: string; [key: string]: unknown };
  cutoff: CutoffInfo;
  employee: EmployeeInfo;
  company: CompanyInfo;
  /** The company profile's letterhead; without it the header shows the company's name and address. */
  letterhead?: LetterheadInput;
  yearToDate: { grossPay: string; withholdingTax: string; contributions: string; netPay: string };
}

/**
 * A payslip (A4): the company, the employee and period, earnings, deductions (contributions and
 * tax among them), the employer's share, net pay and the year to date.
 */
export function renderPayslipPdf(input: PayslipPdfInput, options: PdfOptions = {}): Promise<Buffer> {
  const { payslip, cutoff, employee, company, yearToDate } = input;
  const pdf = start(`Payslip ${employee.employeeNo} ${cutoff.code}`, options);
  const { doc, left, width, bold, regular, money } = pdf;
  companyHeader(pdf, input.letterhead ?? company, 'PAYSLIP', `${cutoff.code} · Pay date ${formatDate(cutoff.payDate)}`);
  details(pdf, [
    ['Employee', employee.name],
    ['Employee No.', employee.employeeNo],
    ['Position', employee.position],
    ['Period', `${formatDate(cutoff.periodStart)} to ${formatDate(cutoff.periodEnd)}`],
    ['TIN', employee.tin],
    ['Payroll group', cutoff.groupName],
    ['SSS No.', employee.sssNo],
    ['Rate', `${money(payslip.rate)} ${payslip.rateType.toLowerCase()}`],
    ['PhilHealth No.', employee.philhealthNo],
    ['Days worked', payslip.daysWorked],
    ['Pag-IBIG MID', employee.pagibigNo],
    ['Bank account', [employee.bankName, employee.bankAccountNo].filter(Boolean).join(' ')],
  ]);

  const earnings = payslip.lines.filter((l) => l.kind === 'EARNING');
  const deductions = payslip.lines.filter((l) => l.kind === 'CONTRIBUTION' || l.kind === 'DEDUCTION');
  const employer = payslip.lines.filter((l) => l.kind === 'EMPLOYER');
  const colWidth = (width - 16) / 2;
  const section = (x: number, y: number, title: string, lines: PayslipLine[], total: [string, string]) => {
    doc.rect(x, y, colWidth, 16).fill('#e7f5ff');
    doc.fillColor('#000').font(bold).fontSize(9).text(title, x + 4, y + 4, { width: colWidth - 8 });
    let at = y + 20;
    if (lines.length === 0) {
      doc.font(regular).fontSize(8.5).fillColor('#555').text('None', x + 4, at);
      doc.fillColor('#000');
      at += 14;
    }
    for (const line of lines) {
      doc.font(regular).fontSize(8.5).text(line.label, x + 4, at, { width: colWidth * 0.5 });
      const q = quantityText(line);
      if (q) doc.fillColor('#555').text(q, x + colWidth * 0.5, at, { width: colWidth * 0.2, align: 'right' }).fillColor('#000');
      doc.text(money(line.amount), x + colWidth * 0.7, at, { width: colWidth * 0.3 - 4, align: 'right' });
      at = Math.max(doc.y, at + 12) + 2;
    }
    doc.moveTo(x, at).lineTo(x + colWidth, at).strokeColor('#adb5bd').lineWidth(0.5).stroke();
    doc.font(bold).fontSize(9).text(total[0], x + 4, at + 4, { width: colWidth * 0.6 });
    doc.text(total[1], x + colWidth * 0.6, at + 4, { width: colWidth * 0.4 - 4, align: 'right' });
    return at + 20;
  };
  const y0 = doc.y;
  const afterEarnings = section(left, y0, 'EARNINGS', earnings, ['Gross pay', money(payslip.grossPay)]);
  const afterDeductions = section(left + colWidth + 16, y0, 'DEDUCTIONS', deductions, ['Total deductions', money(payslip.totalDeductions)]);
  doc.y = Math.max(afterEarnings, afterDeductions) + 6;

  // Net pay.
  const netY = doc.y;
  doc.rect(left, netY, width, 26).fill('#1c7ed6');
  doc.fillColor('#fff').font(bold).fontSize(12).text('NET PAY', left + 8, netY + 7, { width: width / 2 });
  doc.text(money(payslip.netPay), left + width / 2, netY + 7, { width: width / 2 - 8, align: 'right' });
  doc.fillColor('#000');
  doc.y = netY + 36;
  doc.x = left;

  // Employer's share (not in net pay).
  const employerLines: [string, string][] = employer.length
    ? employer.map((l) => [l.label, l.amount])
    : [
        ['SSS (employer)', payslip.sssEmployer],
        ['SSS EC', payslip.sssEc],
        ['PhilHealth (employer)', payslip.philhealthEmployer],
        ['Pag-IBIG (employer)', payslip.pagibigEmployer],
      ];
  doc.font(bold).fontSize(9).text("Employer's contributions (not deducted)", left, doc.y);
  doc.moveDown(0.2);
  for (const [label, value] of employerLines) {
    const y = doc.y;
    doc.font(regular).fontSize(8.5).text(label, left, y, { width: width * 0.5 });
    doc.text(money(value), left + width * 0.5, y, { width: width * 0.2, align: 'right' });
    doc.x = left;
  }
  doc.moveDown(0.8);

  // Year to date.
  const ytdY = doc.y;
  doc.font(bold).fontSize(9).text(`YEAR TO DATE (${cutoff.periodEnd.slice(0, 4)}, through ${formatDate(cutoff.periodEnd)})`, left, ytdY);
  const boxY = doc.y + 4;
  const cells: [string, string][] = [
    ['Gross pay', yearToDate.grossPay],
    ['Withholding tax', yearToDate.withholdingTax],
    ['Contributions', yearToDate.contributions],
    ['Net pay', yearToDate.netPay],
  ];
  const cell = width / cells.length;
  cells.forEach(([label, value], i) => {
    const x = left + i * cell;
    doc.rect(x, boxY, cell - 6, 34).strokeColor('#ced4da').lineWidth(0.5).stroke();
    doc.font(regular).fontSize(7.5).fillColor('#555').text(label, x + 5, boxY + 5, { width: cell - 16 });
    doc.fillColor('#000').font(bold).fontSize(9.5).text(money(value), x + 5, boxY + 17, { width: cell - 16 });
  });
  doc.y = boxY + 46;
  doc.x = left;
  doc.font(regular).fontSize(7).fillColor('#777').text('This payslip is computer-generated and needs no signature.', left, doc.y, { width, align: 'center' });
  doc.end();
  return pdf.done;
}

/**
 * BIR Form 2316 (Certificate of Compensation Payment/Tax Withheld, September 2021 ENCS) of one
 * employee for a year: Parts I and II (employee and present employer) and Part IV with items 19-52.
 */
export function render2316Pdf(input: { company: CompanyInfo; letterhead?: LetterheadInput; employee: EmployeeInfo; year: number; from: string; to: string; form: Bir2316 }, options: PdfOptions = {}): Promise<Buffer> {
  const { company, employee, year, from, to, form } = input;
  const pdf = start(`BIR 2316 ${year} ${employee.employeeNo}`, options);
  const { doc, left, width, bold, regular, amount } = pdf;
  doc.y = drawLetterhead(pdf, input.letterhead ?? company, { width: width * 0.6, nameSize: 11 }) + 6;
  doc.font(regular).fontSize(7.5).text('Republic of the Philippines · Department of Finance · Bureau of Internal Revenue', left, doc.y, { width, align: 'center' });
  doc.font(bold).fontSize(12).text('BIR Form No. 2316 — Certificate of Compensation Payment/Tax Withheld', { width, align: 'center' });
  doc.font(regular).fontSize(8).text('For Compensation Payment With or Without Tax Withheld (September 2021 ENCS)', { width, align: 'center' });
  doc.moveDown(0.6);
  const box = (no: string, label: string, value: string, x: number, w: number) => {
    const y = doc.y;
    doc.rect(x, y, w, 22).strokeColor('#868e96').lineWidth(0.5).stroke();
    doc.font(regular).fontSize(6.5).fillColor('#555').text(`${no} ${label}`, x + 3, y + 2, { width: w - 6 });
    doc.fillColor('#000').font(bold).fontSize(8.5).text(value || ' ', x + 3, y + 11, { width: w - 6 });
  };
  const row = (cells: [string, string, string][]) => {
    const w = width / cells.length;
    const y = doc.y;
    cells.forEach(([no, label, value], i) => {
      doc.y = y;
      box(no, label, value, left + i * w, w);
    });
    doc.y = y + 24;
    doc.x = left;
  };
  row([
    ['1', 'For the Year (YYYY)', String(year)],
    ['2', 'For the Period From (MM/DD)', from.slice(5).replace('-', '/')],
    ['', 'To (MM/DD)', to.slice(5).replace('-', '/')],
  ]);
  doc.font(bold).fontSize(8.5).text('Part I — Employee Information', left, doc.y + 2);
  doc.moveDown(0.2);
  row([
    ['3', 'TIN', employee.tin],
    ['4', "Employee's Name (Last Name, First Name, Middle Name)", `${employee.lastName.toUpperCase()}${employee.suffix ? ` ${employee.suffix}` : ''}, ${employee.firstName} ${employee.middleName}`.trim()],
  ]);
  row([
    ['6', 'Registered Address', employee.address],
    ['7', 'Date of Birth (MM/DD/YYYY)', employee.birthDate ? `${employee.birthDate.slice(5, 7)}/${employee.birthDate.slice(8, 10)}/${employee.birthDate.slice(0, 4)}` : ''],
  ]);
  row([['11', 'Minimum Wage Earner (MWE) whose compensation is exempt from withholding tax and not subject to income tax', employee.isMinimumWageEarner ? 'X' : '']]);
  doc.font(bold).fontSize(8.5).text('Part II — Employer Information (Present)', left, doc.y + 2);
  doc.moveDown(0.2);
  row([
    ['12', 'TIN', company.tin],
    ['13', "Employer's Name", company.name],
  ]);
  row([
    ['14', 'Registered Address', company.address],
    ['15', 'Type of Employer', 'Main Employer'],
  ]);
  doc.font(bold).fontSize(8.5).text('Part IV-A — Summary · Part IV-B — Details of Compensation Income & Tax Withheld from Present Employer', left, doc.y + 2);
  doc.moveDown(0.3);
  const items = BIR_2316_ITEMS;
  for (const item of items) {
    if (doc.y + 14 > pdf.bottom()) doc.addPage();
    if (item.no === '29') doc.font(bold).fontSize(8).text('A. NON-TAXABLE/EXEMPT COMPENSATION INCOME', left, doc.y + 3);
    if (item.no === '39') doc.font(bold).fontSize(8).text('B. TAXABLE COMPENSATION INCOME', left, doc.y + 3);
    const y = doc.y + 1;
    const isTotal = ['21', '24', '28', '38', '52'].includes(item.no);
    doc.font(isTotal ? bold : regular).fontSize(7.5).text(item.no, left, y, { width: 22 });
    doc.text(item.label, left + 24, y, { width: width * 0.72 });
    doc.text(amount(form[item.key]), left + width * 0.75, y, { width: width * 0.25, align: 'right' });
    doc.moveTo(left, doc.y + 1).lineTo(left + width, doc.y + 1).strokeColor('#dee2e6').lineWidth(0.3).stroke();
    doc.x = left;
    doc.y += 2;
  }
  doc.moveDown(1);
  if (doc.y + 60 > pdf.bottom()) doc.addPage();
  const signY = doc.y + 24;
  const half = width / 2 - 10;
  doc.moveTo(left, signY).lineTo(left + half, signY).strokeColor('#000').lineWidth(0.5).stroke();
  doc.moveTo(left + half + 20, signY).lineTo(left + width, signY).stroke();
  doc.font(bold).fontSize(8).text(company.signatoryName || ' ', left, signY - 12, { width: half, align: 'center' });
  doc.font(regular).fontSize(7).text(`Present Employer/Authorized Agent${company.signatoryPosition ? ` (${company.signatoryPosition})` : ''}`, left, signY + 3, { width: half, align: 'center' });
  doc.font(bold).fontSize(8).text(employee.name, left + half + 20, signY - 12, { width: half, align: 'center' });
  doc.font(regular).fontSize(7).text('Employee', left + half + 20, signY + 3, { width: half, align: 'center' });
  doc.end();
  return pdf.done;
}

export interface ReportColumn {
  label: string;
  /** Share of the table width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/**
 * A government list as an office prints it (landscape A4): the form's heading, the employer's
 * numbers, a table with the form's columns, repeated headings on every page, the page's subtotal
 * and the grand total on the last page, and the certification line.
 */
export function renderReportPdf(
  input: {
    company: CompanyInfo;
    letterhead?: LetterheadInput;
    form: string;
    title: string;
    period: string;
    employerLines: [string, string][];
    columns: ReportColumn[];
    rows: string[][];
    totals: string[];
  },
  options: PdfOptions = {},
): Promise<Buffer> {
  const pdf = start(`${input.form} ${input.period}`, { ...options, layout: 'landscape' });
  const { doc, left, width, bold, regular, bottom } = pdf;
  companyHeader(pdf, input.letterhead ?? input.company, input.form, `${input.title} · ${input.period}`);
  details(pdf, input.employerLines);
  const total = input.columns.reduce((s, c) => s + c.width, 0);
  const widths = input.columns.map((c) => (c.width / total) * width);
  const drawRow = (cells: string[], font: string, shade?: string) => {
    doc.font(font).fontSize(7.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i] - 6 }))) + 6;
    if (doc.y + height > bottom() - 20) {
      doc.addPage();
      header();
      doc.font(font).fontSize(7.5);
    }
    const y = doc.y;
    if (shade) doc.rect(left, y, width, height).fill(shade);
    let x = left;
    cells.forEach((cell, i) => {
      doc.fillColor('#000').text(cell, x + 3, y + 3, { width: widths[i] - 6, align: input.columns[i].align ?? 'left' });
      x += widths[i];
    });
    doc.moveTo(left, y + height).lineTo(left + width, y + height).strokeColor('#dee2e6').lineWidth(0.4).stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const header = () => drawRow(input.columns.map((c) => c.label), bold, '#e7f5ff');
  header();
  input.rows.forEach((r) => drawRow(r, regular));
  if (input.rows.length === 0) drawRow(['Nothing to report', ...input.columns.slice(1).map(() => '')], regular);
  else drawRow(['Nothing follows', ...input.columns.slice(1).map(() => '')], regular);
  drawRow(input.totals, bold, '#f1f3f5');
  doc.moveDown(1.5);
  if (doc.y + 40 > bottom()) doc.addPage();
  const signY = doc.y + 18;
  doc.moveTo(left, signY).lineTo(left + 220, signY).strokeColor('#000').lineWidth(0.5).stroke();
  doc.font(bold).fontSize(8).text(input.company.signatoryName || ' ', left, signY - 12, { width: 220, align: 'center' });
  doc.font(regular).fontSize(7).text(`Certified correct${input.company.signatoryPosition ? ` · ${input.company.signatoryPosition}` : ''}`, left, signY + 3, { width: 220, align: 'center' });
  doc.end();
  return pdf.done;
}
