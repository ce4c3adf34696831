import Decimal from 'decimal.js';
import { effectiveLaborUnitCost, UNIT_SCALE, type BoqRowInput } from './boq.arithmetic';

/**
 * The BOQ clipboard (decision 0035): rows copied as tab-separated text (what Excel reads and
 * writes), a pasted block read back into values. Pure: the grid sends what these answer as
 * ordinary BOQ_ADD_ITEM and BOQ_EDIT_ITEM messages.
 */

/** The cells of a copied row, left to right. A pasted block of cells starts at Quantity. */
export const BOQ_CLIPBOARD_COLUMNS = ['Particulars', 'Quantity', 'Unit', 'Material Unit Cost', 'Labor Unit Cost'] as const;
export const BOQ_PASTE_MAX_LINES = 500;
const UNIT_MAX = 20;
const DESCRIPTION_MAX = 2000;

/** The values of one pasted line; null: the cell was blank (nothing to set). */
export interface BoqPasteLine {
  /** Set on a row line (Particulars first), null on a line of cells. */
  description: string | null;
  quantity: string | null;
  materialUnit: string | null;
  materialUnitCost: string | null;
  laborUnitCost: string | null;
}

/** 'rows': new item rows (Particulars first); 'cells': values for existing item rows (Quantity first). */
export type BoqPaste = { ok: true; kind: 'rows' | 'cells'; lines: BoqPasteLine[] } | { ok: false; message: string };

export const BOQ_PASTE_MESSAGES = {
  empty: 'The clipboard holds nothing to paste',
  mixed: 'Paste either whole rows (Particulars first) or cells starting at Quantity, not both',
  tooMany: `Paste at most ${BOQ_PASTE_MAX_LINES} lines at a time`,
} as const;

const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^(\d+(\.\d*)?|\.\d+)$/;
/** Currency marks Excel shows before an amount: ₱, PHP, P. */
const CURRENCY = /^(₱|PHP|P)/i;

/**
 * A cell as Excel copies a number: "1,234.50", "₱ 1,200", "PHP 99", " 12 " (spaces and non-breaking
 * spaces ignored). Answers the plain decimal text ("1234.5"), null for a blank cell, or undefined
 * when the cell is not a number at least 0 (negative, "(1,200)", text, "1,2,3").
 */
export function parseExcelNumber(cell: string): string | null | undefined {
  const compact = cell.replace(/[\s\u00a0]/g, '');
  if (compact === '') return null;
  const bare = compact.replace(CURRENCY, '');
  if (!PLAIN.test(bare) && !GROUPED.test(bare)) return undefined;
  return new Decimal(bare.replace(/,/g, '')).toString();
}

/** Tab-separated text as Excel writes it: cells in double quotes may hold tabs, line breaks and doubled quotes. */
export function splitTsv(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = '';
  let i = 0;
  let atCellStart = true;
  while (i < text.length) {
    const ch = text[i];
    if (atCellStart && ch === '"') {
      const end = closingQuote(text, i + 1);
      if (end !== -1) {
        cell = text.slice(i + 1, end).replace(/""/g, '"');
        i = end + 1;
        atCellStart = false;
        continue;
      }
    }
    atCellStart = false;
    if (ch === '\t') {
      line.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n' || ch === '\r') {
      line.push(cell);
      lines.push(line);
      line = [];
      cell = '';
      atCellStart = true;
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else cell += ch;
    i += 1;
  }
  if (!atCellStart || cell !== '' || line.length > 0) {
    line.push(cell);
    lines.push(line);
  }
  return lines;
}

/** The quote closing a quoted cell: followed by a tab, a line break or the end. -1 when there is none. */
function closingQuote(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] !== '"') continue;
    if (text[i + 1] === '"') {
      i += 1;
      continue;
    }
    const next = text[i + 1];
    return next === undefined || next === '\t' || next === '\n' || next === '\r' ? i : -1;
  }
  return -1;
}

const isBlankLine = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * Reads a pasted block. Lines whose first cell is text (with a letter) are rows (Particulars, Quantity, Unit,
 * Material Unit Cost, Labor Unit Cost); lines whose first cell is a number or blank are cells
 * starting at Quantity. Blank lines are skipped; a blank cell sets nothing. Quantities and costs
 * keep at most 4 decimal places (UNIT_SCALE), a unit at most 20 characters.
 */
export function parseBoqPaste(text: string): BoqPaste {
  const lines = splitTsv(text).filter((cells) => !isBlankLine(cells));
  if (lines.length === 0) return { ok: false, message: BOQ_PASTE_MESSAGES.empty };
  if (lines.length > BOQ_PASTE_MAX_LINES) return { ok: false, message: BOQ_PASTE_MESSAGES.tooMany };
  // A first cell with a letter that is not an amount ("PHP 5") is Particulars; "-2" is a wrong Quantity.
  const isRow = (cells: readonly string[]) => parseExcelNumber(cells[0]!) === undefined && /\p{L}/u.test(cells[0]!);
  const rowCount = lines.filter(isRow).length;
  if (rowCount !== 0 && rowCount !== lines.length) return { ok: false, message: BOQ_PASTE_MESSAGES.mixed };
  const kind = rowCount === 0 ? 'cells' : 'rows';
  const columns = kind === 'rows' ? BOQ_CLIPBOARD_COLUMNS : BOQ_CLIPBOARD_COLUMNS.slice(1);
  const parsed: BoqPasteLine[] = [];
  for (const [index, raw] of lines.entries()) {
    const where = `Line ${index + 1}`;
    // Trailing blank cells (a wider selection in Excel) carry nothing.
    const cells = [...raw];
    while (cells.length > columns.length && cells[cells.length - 1]!.trim() === '') cells.pop();
    if (cells.length > columns.length) return { ok: false, message: `${where} has more than ${columns.length} cells: paste ${columns.join(', ')}` };
    const at = (column: (typeof BOQ_CLIPBOARD_COLUMNS)[number]) => cells[columns.indexOf(column as never)] ?? '';
    const line: BoqPasteLine = { description: null, quantity: null, materialUnit: null, materialUnitCost: null, laborUnitCost: null };
    if (kind === 'rows') {
      line.description = at('Particulars').trim();
      if (line.description.length > DESCRIPTION_MAX) return { ok: false, message: `${where}, Particulars: is longer than ${DESCRIPTION_MAX} characters` };
    }
    const unit = at('Unit').trim();
    if (unit.length > UNIT_MAX) return { ok: false, message: `${where}, Unit: is longer than ${UNIT_MAX} characters` };
    line.materialUnit = unit === '' ? null : unit;
    for (const [field, column] of [
      ['quantity', 'Quantity'],
      ['materialUnitCost', 'Material Unit Cost'],
      ['laborUnitCost', 'Labor Unit Cost'],
    ] as const) {
      const cell = at(column);
      const value = parseExcelNumber(cell);
      if (value === undefined) return { ok: false, message: `${where}, ${column}: "${cell.trim()}" is not a number of at least 0` };
      if (value !== null && new Decimal(value).decimalPlaces() > UNIT_SCALE) return { ok: false, message: `${where}, ${column}: must have at most ${UNIT_SCALE} decimal places` };
      line[field] = value;
    }
    parsed.push(line);
  }
  return { ok: true, kind, lines: parsed };
}

type ClipboardRow = Pick<BoqRowInput, 'description' | 'quantity' | 'materialUnit' | 'materialUnitCost' | 'laborUnitCost' | 'laborPercentageCost'>;

const tsvCell = (value: string) => (/[\t\r\n"]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Item rows as tab-separated lines (BOQ_CLIPBOARD_COLUMNS): what Excel and parseBoqPaste read back. The labour cost is the one shown. */
export function boqRowsToTsv(rows: readonly ClipboardRow[]): string {
  return rows
    .map((r) =>
      [r.description, new Decimal(r.quantity || 0).toString(), r.materialUnit, new Decimal(r.materialUnitCost || 0).toString(), new Decimal(effectiveLaborUnitCost(r)).toString()]
        .map(tsvCell)
        .join('\t'),
    )
    .join('\n');
}

type EditableRow = Pick<BoqRowInput, 'quantity' | 'materialUnit' | 'materialUnitCost' | 'laborUnitCost' | 'laborPercentageCost' | 'itemId'>;

/**
 * The BOQ_EDIT_ITEM updateValue that fills an item row with a pasted line of cells, or null when
 * it changes nothing. Only non-blank cells whose value differs are sent. A row linked to a
 * catalogue item keeps the item's unit and material cost (the Update Item dialog locks them
 * too). A labour cost on a row with Labor % above 0 also sets Labor % to 0, as typing it does.
 */
export function boqPasteUpdate(row: EditableRow, line: BoqPasteLine): Record<string, string> | null {
  const update: Record<string, string> = {};
  const differs = (value: string, current: string) => !new Decimal(value).equals(new Decimal(current || 0));
  if (line.quantity !== null && differs(line.quantity, row.quantity)) update.quantity = line.quantity;
  const isLinked = row.itemId !== null;
  if (!isLinked && line.materialUnit !== null && line.materialUnit !== row.materialUnit) update.materialUnit = line.materialUnit;
  if (!isLinked && line.materialUnitCost !== null && differs(line.materialUnitCost, row.materialUnitCost)) update.materialUnitCost = line.materialUnitCost;
  if (line.laborUnitCost !== null && differs(line.laborUnitCost, effectiveLaborUnitCost(row))) {
    update.laborUnitCost = line.laborUnitCost;
    if (new Decimal(row.laborPercentageCost || 0).greaterThan(0)) update.laborPercentageCost = '0';
  }
  return Object.keys(update).length === 0 ? null : update;
}

const UNDO_FIELDS = ['description', 'quantity', 'materialUnit', 'materialUnitCost', 'laborUnitCost', 'laborPercentageCost', 'profitMarginPercentage'] as const;
type UndoRow = Pick<BoqRowInput, (typeof UNDO_FIELDS)[number] | 'itemId'>;

/**
 * The BOQ_EDIT_ITEM updateValue that puts back what an edit is about to change (the row as it is
 * before the edit is sent). A catalogue item change also sets the unit and material cost, so its
 * inverse puts those back too; no catalogue item is sent as 0.
 */
export function boqEditInverse(row: UndoRow, updateValue: Readonly<Record<string, unknown>>): Record<string, string | number> {
  const inverse: Record<string, string | number> = {};
  for (const field of UNDO_FIELDS) if (field in updateValue) inverse[field] = row[field];
  if ('itemId' in updateValue) {
    inverse.itemId = row.itemId ?? 0;
    inverse.materialUnit = row.materialUnit;
    inverse.materialUnitCost = row.materialUnitCost;
  }
  return inverse;
}
