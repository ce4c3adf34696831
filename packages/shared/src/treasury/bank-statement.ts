import Decimal from 'decimal.js';
import { daysPastDue } from './treasury.rules';

/** A bank statement line read from the bank's file: money in is positive, money out negative. */
export interface StatementLine {
  /** The row in the file (1 is the header). */
  row: number;
  date: string;
  description: string;
  reference: string;
  amount: string;
}

type Column = 'date' | 'description' | 'reference' | 'amount' | 'debit' | 'credit';
/** The headers Philippine banks' exports use for each column (lower case, spaces collapsed). */
const HEADERS: Record<Column, readonly string[]> = {
  date: ['date', 'transaction date', 'txn date', 'posting date', 'value date', 'trans date'],
  description: ['description', 'particulars', 'details', 'narrative', 'remarks', 'transaction description'],
  reference: ['reference', 'ref', 'ref no', 'ref no.', 'reference no', 'reference no.', 'reference number', 'check no', 'check no.', 'cheque no', 'cheque no.'],
  amount: ['amount', 'net amount'],
  debit: ['debit', 'debits', 'withdrawal', 'withdrawals', 'debit amount'],
  credit: ['credit', 'credits', 'deposit', 'deposits', 'credit amount'],
};

export type StatementCell = string | number | Date | null | undefined;
const text = (cell: StatementCell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell ?? '').trim());
const header = (cell: StatementCell) => text(cell).replace(/^\uFEFF/, '').replace(/\s+/g, ' ').toLowerCase();

/** A date cell: a Date, YYYY-MM-DD, or MM/DD/YYYY as Philippine banks print it; null when none. */
export function statementDate(cell: StatementCell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  const value = text(cell);
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
  let iso: string | null = null;
  if (m) iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (m) iso = `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  if (!iso) return null;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A money cell: "1,234.50", "(1,234.50)" or "-1234.5", a number; null when none, undefined when blank. */
export function statementAmount(cell: StatementCell): Decimal | null | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) ? new Decimal(cell).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : null;
  const value = text(cell).replace(/[₱,\s]/g, '').replace(/^PHP/i, '');
  if (value === '' || value === '-') return undefined;
  const negative = /^\(.*\)$/.test(value);
  const digits = negative ? value.slice(1, -1) : value;
  if (!/^-?\d+(\.\d+)?$/.test(digits)) return null;
  const amount = new Decimal(digits).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return negative ? amount.negated() : amount;
}

/**
 * The lines of a bank statement sheet (first row the header): a date, a description, an optional
 * reference, and either a signed amount or debit and credit columns. Every problem is listed with
 * its row; a row without a date and amount (a blank or a balance line) is skipped.
 */
export function readBankStatement(rows: readonly (readonly StatementCell[])[]): { lines: StatementLine[]; problems: string[] } {
  const [head = [], ...body] = rows;
  const columns = new Map<Column, number>();
  head.forEach((cell, index) => {
    const name = header(cell);
    for (const column of Object.keys(HEADERS) as Column[]) if (!columns.has(column) && HEADERS[column].includes(name)) columns.set(column, index);
  });
  const problems: string[] = [];
  if (!columns.has('date')) problems.push('the file has no "Date" column');
  if (!columns.has('amount') && !(columns.has('debit') || columns.has('credit'))) problems.push('the file has no "Amount" column, nor "Debit" and "Credit" columns');
  if (problems.length) return { lines: [], problems };
  const cell = (row: readonly StatementCell[], column: Column) => (columns.has(column) ? row[columns.get(column)!] : undefined);
  const lines: StatementLine[] = [];
  body.forEach((row, index) => {
    const rowNo = index + 2;
    const rawDate = cell(row, 'date');
    let amount: Decimal | null | undefined;
    if (columns.has('amount')) amount = statementAmount(cell(row, 'amount'));
    else {
      const debit = statementAmount(cell(row, 'debit'));
      const credit = statementAmount(cell(row, 'credit'));
      if (debit === null || credit === null) amount = null;
      else if (debit === undefined && credit === undefined) amount = undefined;
      else amount = (credit ?? new Decimal(0)).minus((debit ?? new Decimal(0)).abs());
    }
    if (text(rawDate) === '' && amount === undefined) return;
    const date = statementDate(rawDate as StatementCell);
    if (!date) problems.push(`row ${rowNo}: "${text(rawDate)}" is not a date (YYYY-MM-DD or MM/DD/YYYY)`);
    if (amount === null) problems.push(`row ${rowNo}: the amount is not a number`);
    if (amount === undefined) return;
    if (date && amount) lines.push({ row: rowNo, date, description: text(cell(row, 'description')), reference: text(cell(row, 'reference')), amount: amount.toFixed(2) });
  });
  return { lines, problems };
}

/** Days either side of a statement line's date within which a ledger entry may match it. */
export const MATCH_WINDOW_DAYS = 3;

/**
 * Pairs statement lines with ledger entries of the same account: the same amount to the centavo
 * and dates at most MATCH_WINDOW_DAYS apart, the closest date first (then the earlier entry); each
 * entry pairs with one line at most. Answers line index -> entry id.
 */
export function matchStatement(lines: readonly { date: string; amount: string }[], entries: readonly { id: number; date: string; amount: string }[]): Map<number, number> {
  const candidates: { line: number; entry: number; distance: number }[] = [];
  lines.forEach((line, index) => {
    for (const entry of entries) {
      if (!new Decimal(entry.amount).equals(line.amount)) continue;
      const distance = Math.abs(daysPastDue(entry.date, line.date));
      if (distance <= MATCH_WINDOW_DAYS) candidates.push({ line: index, entry: entry.id, distance });
    }
  });
  candidates.sort((a, b) => a.distance - b.distance || a.entry - b.entry || a.line - b.line);
  const matched = new Map<number, number>();
  const taken = new Set<number>();
  for (const c of candidates) {
    if (matched.has(c.line) || taken.has(c.entry)) continue;
    matched.set(c.line, c.entry);
    taken.add(c.entry);
  }
  return matched;
}
