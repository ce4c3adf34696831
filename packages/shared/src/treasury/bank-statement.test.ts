import { describe, expect, it } from 'vitest';
import { matchStatement, readBankStatement, statementAmount, statementDate } from './bank-statement';

describe('reading a bank statement', () => {
  it('reads dates as banks print them and refuses impossible ones', () => {
    expect(statementDate('2026-11-03')).toBe('2026-11-03');
    expect(statementDate('11/03/2026')).toBe('2026-11-03');
    expect(statementDate(new Date('2026-11-03T00:00:00Z'))).toBe('2026-11-03');
    expect(statementDate('02/30/2026')).toBeNull();
    expect(statementDate('Nov 3')).toBeNull();
  });
  it('reads amounts with commas, pesos and parentheses', () => {
    expect(statementAmount('1,234.50')?.toFixed(2)).toBe('1234.50');
    expect(statementAmount('(1,234.50)')?.toFixed(2)).toBe('-1234.50');
    expect(statementAmount('₱ 99')?.toFixed(2)).toBe('99.00');
    expect(statementAmount(12.345)?.toFixed(2)).toBe('12.35');
    expect(statementAmount('')).toBeUndefined();
    expect(statementAmount('twelve')).toBeNull();
  });
  it('takes debit and credit columns as money out and in, skips blank and balance rows, lists every problem', () => {
    const { lines, problems } = readBankStatement([
      ['Posting Date', 'Particulars', 'Check No.', 'Debit', 'Credit', 'Balance'],
      ['11/02/2026', 'CHECK 1001 HOLCIM', '1001', '1,500.50', '', '98,499.50'],
      ['11/03/2026', 'DEPOSIT PB-000001', '', '', '3,408,000.00', ''],
      ['', 'Balance carried forward', '', '', '', '3,506,499.50'],
      ['31/11/2026', 'BAD DATE', '', '10.00', '', ''],
      ['11/05/2026', 'BAD AMOUNT', '', 'ten', '', ''],
    ]);
    expect(lines).toEqual([
      { row: 2, date: '2026-11-02', description: 'CHECK 1001 HOLCIM', reference: '1001', amount: '-1500.50' },
      { row: 3, date: '2026-11-03', description: 'DEPOSIT PB-000001', reference: '', amount: '3408000.00' },
    ]);
    expect(problems).toEqual(['row 5: "31/11/2026" is not a date (YYYY-MM-DD or MM/DD/YYYY)', 'row 6: the amount is not a number']);
  });
  it('says which columns are missing', () => {
    expect(readBankStatement([['When', 'What']]).problems).toEqual(['the file has no "Date" column', 'the file has no "Amount" column, nor "Debit" and "Credit" columns']);
  });
});

describe('matching statement lines to ledger entries', () => {
  it('pairs the same amount within 3 days, the closest date first, each entry once', () => {
    const lines = [
      { date: '2026-11-05', amount: '-500.00' },
      { date: '2026-11-05', amount: '-500.00' },
      { date: '2026-11-10', amount: '1000.00' },
      { date: '2026-11-20', amount: '-75.25' },
    ];
    const entries = [
      { id: 1, date: '2026-11-01', amount: '-500.00' }, // 4 days: too far
      { id: 2, date: '2026-11-04', amount: '-500.00' },
      { id: 3, date: '2026-11-05', amount: '-500.00' },
      { id: 4, date: '2026-11-10', amount: '1000.01' }, // a centavo off
      { id: 5, date: '2026-11-17', amount: '-75.25' }, // exactly 3 days
    ];
    expect(new Map([...matchStatement(lines, entries)].sort((a, b) => a[0] - b[0]))).toEqual(
      new Map([
        [0, 3],
        [1, 2],
        [3, 5],
      ]),
    );
  });
});
