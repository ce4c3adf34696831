import { addDays, formatDate } from '@haligi/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { openFund } from './treasury-helpers';

let server: TestServer;
let treasurer: TestUser;
let outsider: TestUser;
let bank: { id: number; name: string };
const today = formatDate(new Date());
/** MM/DD/YYYY, as Philippine banks print dates. */
const printed = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function upload(user: TestUser, fundAccountId: number, name: string, body: Buffer | string, type: string) {
  const form = new FormData();
  form.append('fileData', new Blob([body], { type }), name);
  const response = await fetch(`${server.url}/api/treasury/bank-statement?fundAccountId=${fundAccountId}`, { method: 'POST', headers: { token: user.token }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}
const entry = (kind: 'DEPOSIT' | 'WITHDRAWAL', amount: number | string, memo: string) =>
  call(server, 'POST', `/treasury/fund-account/${bank.id}/entry`, { token: treasurer.token, body: { kind, amount, memo } });

beforeAll(async () => {
  server = await startTestServer();
  treasurer = await createUser(server, { scopes: ['TREASURY_ACCESS'] });
  outsider = await createUser(server, { scopes: ['TREASURY_ACCESS'] });
  bank = await openFund(server, treasurer, 'Metrobank Current', '100000.00');
  await entry('DEPOSIT', '5000.00', 'Collection OR-2201');
  await entry('WITHDRAWAL', '1234.50', 'Check 1001 Holcim');
});
afterAll(async () => server?.stop());

describe('bank reconciliation', () => {
  let statementId: number;
  let chargeLineId: number;

  it('a CSV statement is read, its lines matched with entries of the same amount within 3 days; the rest is shown unmatched', async () => {
    const csv = [
      'Posting Date,Particulars,Check No.,Debit,Credit,Balance',
      `${printed(today)},CHECK 1001,1001,"1,234.50",,`,
      `${printed(addDays(today, 1))},DEPOSIT,,,"5,000.00",`,
      `${printed(addDays(today, 1))},SERVICE CHARGE,,150.00,,`,
    ].join('\n');
    const answer = await upload(treasurer, bank.id, 'metrobank-nov.csv', csv, 'text/csv');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    statementId = answer.body.data.id;
    expect(answer.body.data).toMatchObject({ fundAccountId: bank.id, fileName: 'metrobank-nov.csv', periodStart: today, periodEnd: addDays(today, 1), matched: 2, unmatchedLines: 1 });
    expect(answer.body.data.lines.map((l: any) => [l.description, l.amount, l.entry?.memo ?? null])).toEqual([
      ['CHECK 1001', '-1234.50', 'Check 1001 Holcim'],
      ['DEPOSIT', '5000.00', 'Collection OR-2201'],
      ['SERVICE CHARGE', '-150.00', null],
    ]);
    // The opening balance is in the books but not on this statement.
    expect(answer.body.data.unmatchedEntries.map((e: any) => [e.kind, e.amount])).toEqual([['OPENING', '100000.00']]);
    chargeLineId = answer.body.data.lines[2].id;
  });

  it('a line is matched by hand with an entry recorded for it, once; a match can be undone', async () => {
    const charge = await entry('WITHDRAWAL', 150, 'Bank service charge');
    const matched = await call(server, 'POST', `/treasury/bank-statement/line/${chargeLineId}/match`, { token: treasurer.token, body: { entryId: charge.body.data.id } });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(matched.body.data).toMatchObject({ matched: 3, unmatchedLines: 0 });
    expectError(await call(server, 'POST', `/treasury/bank-statement/line/${chargeLineId}/match`, { token: treasurer.token, body: { entryId: charge.body.data.id } }), 409, 'This line is already matched');
    const undone = await call(server, 'POST', `/treasury/bank-statement/line/${chargeLineId}/unmatch`, { token: treasurer.token });
    expect(undone.body.data).toMatchObject({ matched: 2, unmatchedLines: 1 });
    expect(undone.body.data.unmatchedEntries.map((e: any) => e.memo)).toContain('Bank service charge');
    expect((await call(server, 'POST', `/treasury/bank-statement/line/${chargeLineId}/match`, { token: treasurer.token, body: { entryId: charge.body.data.id } })).status).toBe(200);
  });

  it('an Excel statement with a signed Amount column; entries already matched are not matched twice', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(['Date', 'Description', 'Reference', 'Amount']);
    sheet.addRow([new Date(`${today}T00:00:00Z`), 'CHECK 1001 (again)', '1001', -1234.5]);
    sheet.addRow([today, 'INTEREST', '', '12.34']);
    const answer = await upload(treasurer, bank.id, 'statement.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toMatchObject({ matched: 0, unmatchedLines: 2 });
    expect(answer.body.data.lines.map((l: any) => l.amount)).toEqual(['-1234.50', '12.34']);
    const table = await call(server, 'PUT', '/treasury/bank-statement?page=1&perPage=10', { token: treasurer.token, body: { filters: [{ key: 'fundAccountId', value: bank.id }] } });
    expect(table.body.list.map((s: any) => [s.fileName, s.lines, s.matched])).toEqual([
      ['statement.xlsx', 2, 0],
      ['metrobank-nov.csv', 3, 3],
    ]);
  });

  it('a file with problems lists each one and saves nothing; only bank accounts; other companies see nothing', async () => {
    const before = await countRows(server, 'bank_statements');
    const bad = await upload(treasurer, bank.id, 'bad.csv', 'Date,Amount\n2026-11-31,10\n11/05/2026,ten\n', 'text/csv');
    expectError(bad, 400, ['fileData: row 2: "2026-11-31" is not a date (YYYY-MM-DD or MM/DD/YYYY)', 'fileData: row 3: the amount is not a number']);
    expectError(await upload(treasurer, bank.id, 'columns.csv', 'When,What\nx,y\n', 'text/csv'), 400);
    expectError(await upload(treasurer, bank.id, 'notes.txt', 'hello', 'text/plain'), 415);
    const cash = await openFund(server, treasurer, 'Cash Box', 10, 'CASH_ON_HAND');
    expectError(await upload(treasurer, cash.id, 'cash.csv', `Date,Amount\n${today},10\n`, 'text/csv'), 422, 'Bank statements are reconciled against bank accounts only');
    expectError(await upload(outsider, bank.id, 'theirs.csv', `Date,Amount\n${today},10\n`, 'text/csv'), 404, 'Fund account not found');
    expect(await countRows(server, 'bank_statements')).toBe(before);
    expectError(await call(server, 'GET', `/treasury/bank-statement?id=${statementId}`, { token: outsider.token }), 404, 'Bank statement not found');
    expectError(await call(server, 'POST', `/treasury/bank-statement/line/${chargeLineId}/unmatch`, { token: outsider.token }), 404);
  });
});
