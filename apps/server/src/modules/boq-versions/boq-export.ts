import { BOQ_EXPORT_COLUMNS, BOQ_EXPORT_NUMBER_FORMATS, boqExportLines, boqSummaryLines, formatDate, type BoqComputed, type BoqSummaryLineKey } from '@haligi/shared';
import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import type { BoqRecord } from './boq-versions.repository';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PESO_FORMAT = BOQ_EXPORT_NUMBER_FORMATS.amount;
/** Unit costs are shown as entered (up to 4 decimals); amounts to the centavo. */
export const UNIT_COST_FORMAT = BOQ_EXPORT_NUMBER_FORMATS.unitCost;
const QTY_FORMAT = BOQ_EXPORT_NUMBER_FORMATS.quantity;
/** The first row of the two header rows; data starts two rows below. */
export const EXPORT_HEADER_ROW = 6;

const num = (value: string | null) => (value === null ? null : Number(value));

/** A file name of plain characters: "Tower BOQ r3.xlsx". */
export function exportFileName(boq: Pick<BoqRecord, 'name' | 'revision'>): string {
  const base = `${boq.name} r${boq.revision}`.replace(/[^A-Za-z0-9 ._-]+/g, '_').replace(/\s+/g, ' ').trim() || `boq r${boq.revision}`;
  return `${base.slice(0, 100)}.xlsx`;
}

/**
 * The BOQ Excel Exportation workbook: title rows, the two header rows of the spec's columns, one
 * line per BOQ row (numerals, description indented by generation), Subtotal lines closing headings
 * and subheadings, and the Grand Total; then the summary (decision 0036): Direct Cost, Overhead
 * (OCM) and Contingency with their percentages when set, Profit, Total with Profit, VAT 12% and the
 * Grand Total, in the Gross Total column. Item values are stored; the summary's derived lines are
 * formulas (ROUND(...,2) of the direct cost or the total, sums) with the exact results cached, so
 * the file shows the same figures before Excel recalculates. Money as pesos.
 */
export async function buildBoqWorkbook(boq: BoqRecord, computed: BoqComputed, now = new Date()): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Haligi';
  workbook.created = now;
  const sheet = workbook.addWorksheet('BOQ', { views: [{ state: 'frozen', ySplit: EXPORT_HEADER_ROW + 1 }] });
  sheet.columns = [
    { key: 'no', width: 8 },
    { key: 'particulars', width: 48 },
    { key: 'qty', width: 10 },
    { key: 'unit', width: 8 },
    { key: 'mUnit', width: 16 },
    { key: 'mTotal', width: 18 },
    { key: 'lUnit', width: 16 },
    { key: 'lTotal', width: 18 },
    { key: 'gross', width: 20 },
  ];
  sheet.getCell('A1').value = boq.projectName;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = `Bill of Quantities: ${boq.name}`;
  sheet.getCell('A2').font = { bold: true };
  sheet.getCell('A3').value = `Revision ${boq.revision}`;
  sheet.getCell('A4').value = `Date: ${formatDate(now)}`;

  const h = EXPORT_HEADER_ROW;
  const top = sheet.getRow(h);
  const sub = sheet.getRow(h + 1);
  top.values = ['No.', BOQ_EXPORT_COLUMNS.particulars, BOQ_EXPORT_COLUMNS.quantity, BOQ_EXPORT_COLUMNS.unit, BOQ_EXPORT_COLUMNS.material, null, BOQ_EXPORT_COLUMNS.labor, null, BOQ_EXPORT_COLUMNS.grossTotal];
  sub.values = [null, null, null, null, BOQ_EXPORT_COLUMNS.unitCost, BOQ_EXPORT_COLUMNS.total, BOQ_EXPORT_COLUMNS.unitCost, BOQ_EXPORT_COLUMNS.total, null];
  sheet.mergeCells(h, 5, h, 6);
  sheet.mergeCells(h, 7, h, 8);
  for (const col of [1, 2, 3, 4, 9]) sheet.mergeCells(h, col, h + 1, col);
  for (const row of [top, sub]) {
    row.font = { bold: true };
    row.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
      cell.border = { top: { style: 'thin' }, bottom: { style: 'thin' }, left: { style: 'thin' }, right: { style: 'thin' } };
    });
  }

  for (const line of boqExportLines(computed)) {
    const row = sheet.addRow([
      line.kind === 'ROW' ? line.numerals : null,
      line.description,
      num(line.quantity),
      line.unit,
      num(line.materialUnitCost),
      num(line.materialTotalCost),
      num(line.laborUnitCost),
      num(line.laborTotalCost),
      num(line.grossTotal),
    ]);
    row.getCell(2).alignment = { indent: line.generation, wrapText: true };
    row.getCell(3).numFmt = QTY_FORMAT;
    for (const col of [5, 7]) row.getCell(col).numFmt = UNIT_COST_FORMAT;
    for (const col of [6, 8, 9]) row.getCell(col).numFmt = PESO_FORMAT;
    if (line.kind !== 'ROW' || line.type !== 'ITEM') row.font = { bold: true };
    if (line.kind === 'SUBTOTAL') row.getCell(2).font = { bold: true, italic: true };
    if (line.kind === 'GRAND_TOTAL') {
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.border = { top: { style: 'double' } };
      });
    }
  }

  // The summary, one blank row below the Grand Total; amounts in the Gross Total column (I).
  const grandRow = sheet.lastRow!.number;
  sheet.addRow([]);
  const rowOf = new Map<BoqSummaryLineKey, number>();
  const summary = boqSummaryLines(computed, { ocmPercentage: boq.ocmPercentage, contingencyPercentage: boq.contingencyPercentage });
  const fraction = (percentage: string) => new Decimal(percentage).dividedBy(100).toString();
  for (const line of summary) {
    const row = sheet.addRow([]);
    rowOf.set(line.key, row.number);
    const at = (key: BoqSummaryLineKey) => `I${rowOf.get(key)}`;
    let formula: string | null = null;
    if (line.key === 'DIRECT_COST') formula = `I${grandRow}`;
    else if (line.key === 'OCM' || line.key === 'CONTINGENCY' || line.key === 'VAT') {
      const base = line.key === 'VAT' ? at('TOTAL_WITH_PROFIT') : at('DIRECT_COST');
      formula = `ROUND(${base}*${fraction(line.percentage!)},2)`;
    } else if (line.key === 'TOTAL_WITH_PROFIT') formula = `SUM(${at('DIRECT_COST')}:I${row.number - 1})`;
    else if (line.key === 'GRAND_TOTAL') formula = `${at('TOTAL_WITH_PROFIT')}+${at('VAT')}`;
    row.getCell(2).value = line.label;
    row.getCell(2).alignment = { horizontal: 'right' };
    sheet.mergeCells(row.number, 2, row.number, 8);
    const amount = Number(line.amount);
    row.getCell(9).value = formula === null ? amount : { formula, result: amount };
    row.getCell(9).numFmt = PESO_FORMAT;
    if (line.isTotal) {
      row.font = { bold: true };
      row.getCell(9).border = { top: { style: line.key === 'GRAND_TOTAL' ? 'double' : 'thin' } };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
