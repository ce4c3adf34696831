import { formatDate } from '@haligi/shared';
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const SUMMARY_COLUMNS = [
  { key: 'employeeNo', header: 'Employee No.', width: 14 },
  { key: 'name', header: 'Name', width: 28 },
  { key: 'branchName', header: 'Branch', width: 16 },
  { key: 'departmentName', header: 'Department', width: 16 },
  { key: 'teamName', header: 'Team', width: 18 },
  { key: 'daysWorked', header: 'Days worked', width: 12 },
  { key: 'absences', header: 'Absences', width: 10 },
  { key: 'lateMinutes', header: 'Late (min)', width: 11 },
  { key: 'undertimeMinutes', header: 'Undertime (min)', width: 15 },
  { key: 'overtimeCandidateMinutes', header: 'OT candidates (min)', width: 18 },
  { key: 'overtimeApprovedMinutes', header: 'OT approved (min)', width: 17 },
  { key: 'nightMinutes', header: 'Night (min)', width: 11 },
  { key: 'leaveDays', header: 'Leave days', width: 11 },
  { key: 'restDayWorkDays', header: 'Rest-day work', width: 13 },
  { key: 'holidayWorkDays', header: 'Holiday work', width: 12 },
] as const;

/** The cutoff summary as one sheet: a title row, the period, the header and a row per employee. */
export async function buildSummaryWorkbook(summary: { from: string; to: string; list: Record<string, unknown>[] }, now = new Date()): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Haligi';
  workbook.created = now;
  const sheet = workbook.addWorksheet('Time keeping', { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = SUMMARY_COLUMNS.map((c) => ({ key: c.key, width: c.width }));
  sheet.getCell('A1').value = 'Payroll time keeping';
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = `${formatDate(summary.from)} to ${formatDate(summary.to)}`;
  const header = sheet.getRow(3);
  SUMMARY_COLUMNS.forEach((c, i) => (header.getCell(i + 1).value = c.header));
  header.font = { bold: true };
  for (const row of summary.list) {
    sheet.addRow(SUMMARY_COLUMNS.map((c) => (c.key === 'leaveDays' ? Number(row[c.key]) : (row[c.key] ?? ''))));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
