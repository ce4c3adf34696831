import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { badRequest } from '../http/errors';

/** A cell as the shared readers take it: text, a number, a date, or empty. */
export type SheetCell = string | number | Date | null;

/** An ExcelJS cell value as a plain cell: rich text joined, a formula's result, a link's text. */
export function sheetCell(value: ExcelJS.CellValue | undefined): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return sheetCell((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in value) return String((value as ExcelJS.CellHyperlinkValue).text);
  }
  return null;
}

/**
 * The first sheet of an .xlsx or .csv upload as rows of cells (row 1 first, missing rows empty).
 * CSV cells stay text: the caller's shared reader decides what a date or an amount is. A file that
 * cannot be read, or has no sheet, is a 400 on `fileData`.
 */
export async function readSheetRows(buffer: Buffer, kind: 'xlsx' | 'csv'): Promise<SheetCell[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (kind === 'xlsx') await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    else await workbook.csv.read(Readable.from(buffer), { map: (value: unknown) => value, parserOptions: { trim: true } });
  } catch {
    throw badRequest([`fileData: the file could not be read as ${kind === 'xlsx' ? 'an Excel workbook (.xlsx)' : 'CSV'}`]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(['fileData: the file has no sheet']);
  const rows: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = (row.values as ExcelJS.CellValue[]).slice(1).map(sheetCell);
  });
  for (let i = 0; i < rows.length; i++) rows[i] ??= [];
  return rows;
}
