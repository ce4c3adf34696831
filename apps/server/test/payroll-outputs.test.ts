import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { pdfText } from '@haligi/shared/testing/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, emailOutbox, jobs } from '../src/db/schema';
import { employees } from '../src/db/schema-manpower';
import { governmentRemittances, payrollSettings, payslips } from '../src/db/schema-payroll';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';
import { insertCutoff, insertPayrollGroup, insertPayslip, insertTaxTable } from './payroll-fixtures';

const CENTER = 'MANPOWER_PAYSLIP_CENTER_ACCESS';
const SSS = 'MANPOWER_REPORTS_SSS_ACCESS';
const PHILHEALTH = 'MANPOWER_REPORTS_PHILHEALTH_ACCESS';
const PAGIBIG = 'MANPOWER_REPORTS_PAGIBIG_ACCESS';
const TAX = 'MANPOWER_REPORTS_TAX_ACCESS';

let server: TestServer;
let hr: TestUser;
/** Jose Rizal's own account: no scopes. */
let rizalUser: TestUser;
/** A member not linked to any employee. */
let unlinked: TestUser;
let philhealthOnly: TestUser;
let noScope: TestUser;
let otherHr: TestUser;
let companyId: number;
const ids = { rizal: 0, bonifacio: 0, luna: 0 };
const cutoffs = { dec2: 0, jan1: 0, jan2: 0, feb1: 0, feb2: 0, mar1: 0 };
const slips = { rizalDec: 0, rizalJan1: 0, rizalJan2: 0, rizalFeb1: 0, bonifacioJan2: 0, lunaJan2: 0, lunaFeb2: 0 };

async function download(user: TestUser, path: string) {
  const response = await fetch(`${server.url}/api${path}`, { headers: { token: user.token } });
  return { status: response.status, type: response.headers.get('content-type') ?? '', disposition: response.headers.get('content-disposition') ?? '', body: Buffer.from(await response.arrayBuffer()) };
}
async function sheetOf(buffer: Buffer, name?: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return name ? workbook.getWorksheet(name)! : workbook.worksheets[0];
}
/** The rows of a sheet as arrays of cell values (1-based columns dropped to 0-based). */
const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};
/** Text with whitespace collapsed, so a line break inside a PDF cell does not split a phrase. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.context;
  hr = await createUser(server, { scopes: [CENTER, SSS, PHILHEALTH, PAGIBIG, TAX, 'MANPOWER_DASHBOARD_ACCESS'] });
  companyId = hr.companyId;
  rizalUser = await createUser(server, { companyId });
  unlinked = await createUser(server, { companyId });
  philhealthOnly = await createUser(server, { companyId, scopes: [PHILHEALTH] });
  noScope = await createUser(server, { companyId, scopes: ['MANPOWER_HRIS_ACCESS'] });
  otherHr = await createUser(server, { scopes: [CENTER, SSS, PHILHEALTH, PAGIBIG, TAX, 'MANPOWER_DASHBOARD_ACCESS'] });
  await db.update(companies).set({ name: 'Bayanihan Builders Corporation', address: 'Ayala Avenue, Makati City' }).where(eq(companies.id, companyId));
  await db
    .insert(payrollSettings)
    .values({ companyId, tin: '004123456000', rdoCode: '050', sssEmployerNo: '0312345678', philhealthEmployerNo: '001234567890', pagibigEmployerNo: '201234567890', signatoryName: 'Maria Clara', signatoryPosition: 'HR Manager' })
    .onConflictDoNothing();
  await insertTaxTable(db, companyId);
  const people = await db
    .insert(employees)
    .values([
      { companyId, employeeNo: 'EMP-1', firstName: 'Jose', middleName: 'Protacio', lastName: 'Rizal', email: 'jose.rizal@example.ph', sssNo: '0412345678', philhealthNo: '120000000001', pagibigNo: '121100000001', tin: '123456789000', bankName: 'BDO', bankAccountNo: '001234567890', position: 'Engineer', accountId: rizalUser.accountId, rateType: 'MONTHLY', rate: '30000.00' },
      { companyId, employeeNo: 'EMP-2', firstName: 'Andres', lastName: 'Bonifacio', sssNo: '0498765432', philhealthNo: '120000000002', pagibigNo: '121100000002', isMinimumWageEarner: true, position: 'Mason' },
      { companyId, employeeNo: 'EMP-3', firstName: 'Antonio', lastName: 'Luna', email: 'antonio.luna@example.ph', sssNo: '0455555555', bankAccountNo: '009988776655', position: 'Foreman' },
    ])
    .returning();
  [ids.rizal, ids.bonifacio, ids.luna] = people.map((p) => p.id);
  const group = await insertPayrollGroup(db, companyId);
  const cut = (periodStart: string, periodEnd: string, status: 'OPEN' | 'FOR_APPROVAL' | 'APPROVED' | 'POSTED') => insertCutoff(db, { companyId, payrollGroupId: group.id, periodStart, periodEnd, status });
  cutoffs.dec2 = (await cut('2025-12-16', '2025-12-31', 'POSTED')).id;
  cutoffs.jan1 = (await cut('2026-01-01', '2026-01-15', 'POSTED')).id;
  cutoffs.jan2 = (await cut('2026-01-16', '2026-01-31', 'POSTED')).id;
  cutoffs.feb1 = (await cut('2026-02-01', '2026-02-15', 'APPROVED')).id;
  cutoffs.feb2 = (await cut('2026-02-16', '2026-02-28', 'FOR_APPROVAL')).id;
  cutoffs.mar1 = (await cut('2026-03-01', '2026-03-15', 'OPEN')).id;

  const firstHalf = { basicPay: '15000.00', grossPay: '15000.00', taxableCompensation: '15000.00', withholdingTax: '1000.00', totalDeductions: '1000.00', netPay: '14000.00' };
  /** Contributions on the second cutoff (SSS Circular 2024-006 MSC 30,000; PhilHealth 5%; Pag-IBIG 200). */
  const secondHalf = {
    basicPay: '15000.00',
    grossPay: '15000.00',
    sssMonthlySalaryCredit: '30000.00',
    sssEmployee: '1500.00',
    sssEmployer: '3000.00',
    sssEc: '30.00',
    philhealthEmployee: '750.00',
    philhealthEmployer: '750.00',
    pagibigEmployee: '200.00',
    pagibigEmployer: '200.00',
    taxableCompensation: '12550.00',
    withholdingTax: '420.83',
    totalDeductions: '2870.83',
    netPay: '12129.17',
  };
  const slip = (cutoffId: number, employeeId: number, money: Record<string, string>, extra: Record<string, unknown> = {}) => insertPayslip(db, { companyId, cutoffId, employeeId, ...money, ...extra });
  slips.rizalDec = (await slip(cutoffs.dec2, ids.rizal, firstHalf)).id;
  slips.rizalJan1 = (await slip(cutoffs.jan1, ids.rizal, firstHalf)).id;
  slips.rizalJan2 = (await slip(cutoffs.jan2, ids.rizal, { ...secondHalf, overtimePay: '0.00' })).id;
  slips.rizalFeb1 = (await slip(cutoffs.feb1, ids.rizal, firstHalf)).id;
  await slip(cutoffs.jan1, ids.bonifacio, { basicPay: '7000.00', grossPay: '7000.00', mweExemptPay: '7000.00', netPay: '7000.00' });
  slips.bonifacioJan2 = (
    await slip(
      cutoffs.jan2,
      ids.bonifacio,
      {
        basicPay: '7000.00',
        holidayPay: '1290.00',
        overtimePay: '500.00',
        nightDifferentialPay: '100.00',
        allowances: '1000.00',
        grossPay: '9890.00',
        mweExemptPay: '8890.00',
        sssEmployee: '400.00',
        sssEmployer: '800.00',
        sssEc: '10.00',
        philhealthEmployee: '350.00',
        philhealthEmployer: '350.00',
        pagibigEmployee: '200.00',
        pagibigEmployer: '200.00',
        totalDeductions: '950.00',
        netPay: '8940.00',
      },
      { lines: [{ kind: 'EARNING', code: 'BASIC', label: 'Basic pay', amount: '7000.00' }, { kind: 'EARNING', code: 'ALLOWANCE', label: 'Rice subsidy', amount: '1000.00', isTaxable: false }] },
    )
  ).id;
  slips.lunaJan2 = (await slip(cutoffs.jan2, ids.luna, { basicPay: '10000.00', grossPay: '10000.00', sssEmployee: '500.00', sssEmployer: '1000.00', sssEc: '10.00', taxableCompensation: '9500.00', totalDeductions: '500.00', netPay: '9500.00' })).id;
  slips.lunaFeb2 = (await slip(cutoffs.feb2, ids.luna, { basicPay: '10000.00', grossPay: '10000.00', netPay: '10000.00' })).id;
});
afterAll(async () => server?.stop());

describe('payslip PDF and the payslip center', () => {
  it('prints the company, employee, period, earnings, deductions, net pay and year to date', async () => {
    const answer = await download(hr, `/payroll/payslip/${slips.rizalJan2}/pdf`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    const text = flat(pdfText(answer.body));
    for (const expected of ['Bayanihan Builders Corporation', 'PAYSLIP', 'RIZAL, Jose P.', 'EMP-1', 'Engineer', 'Basic pay', '₱15,000.00', 'SSS', '₱1,500.00', 'PhilHealth', '₱750.00', 'Pag-IBIG', '₱200.00', 'Withholding tax', '₱420.83', 'NET PAY', '₱12,129.17', '₱2,870.83']) {
      expect(text).toContain(expected);
    }
    // Year to date: the two January cutoffs, not December 2025.
    expect(text).toContain('YEAR TO DATE (2026');
    expect(text).toContain('₱30,000.00'); // gross
    expect(text).toContain('₱1,420.83'); // tax
    expect(text).toContain('₱2,450.00'); // contributions
    expect(text).toContain('₱26,129.17'); // net
  });

  it('an approved cutoff counts itself in its year to date', async () => {
    const text = flat(pdfText((await download(hr, `/payroll/payslip/${slips.rizalFeb1}/pdf`)).body));
    expect(text).toContain('₱45,000.00');
    expect(text).toContain('₱40,129.17');
  });

  it('another company gets 404, a member without the scope 403, an open cutoff\'s payslip does not exist', async () => {
    expectError(await call(server, 'GET', `/payroll/payslip/${slips.rizalJan2}/pdf`, { token: otherHr.token }), 404);
    expectError(await call(server, 'GET', `/payroll/payslip/${slips.rizalJan2}/pdf`, { token: noScope.token }), 403);
    expectError(await call(server, 'GET', '/payroll/payslip/abc/pdf', { token: hr.token }), 400);
  });

  it('lists the cutoffs with payslips to open, newest first (not open ones)', async () => {
    const { status, body } = await call(server, 'GET', '/payroll/payslip-center/cutoff-list', { token: hr.token });
    expect(status).toBe(200);
    expect(body.list.map((c: any) => c.id)).toEqual([cutoffs.feb2, cutoffs.feb1, cutoffs.jan2, cutoffs.jan1, cutoffs.dec2]);
    const jan2 = body.list.find((c: any) => c.id === cutoffs.jan2);
    expect(jan2).toMatchObject({ status: 'POSTED', employeeCount: 3, grossPay: '34890.00', netPay: '30569.17', groupName: 'Semi-monthly' });
    expect((await call(server, 'GET', '/payroll/payslip-center/cutoff-list', { token: otherHr.token })).body.list).toEqual([]);
  });

  it("a cutoff's payslips as a table (another company's cutoff: none)", async () => {
    const { status, body } = await call(server, 'PUT', '/payroll/payslip', { token: hr.token, body: { filters: [{ key: 'cutoffId', value: String(cutoffs.jan2) }], settings: { sortBy: 'employee', sortOrder: 'asc' } } });
    expect(status).toBe(200);
    expect(body.list.map((r: any) => [r.employee, r.netPay])).toEqual([
      ['Bonifacio, Andres', '8940.00'],
      ['Luna, Antonio', '9500.00'],
      ['Rizal, Jose', '12129.17'],
    ]);
    const other = await call(server, 'PUT', '/payroll/payslip', { token: otherHr.token, body: { filters: [{ key: 'cutoffId', value: String(cutoffs.jan2) }] } });
    expect(other.body.list).toEqual([]);
    expect((await call(server, 'PUT', '/payroll/payslip', { token: hr.token, body: {} })).body.list).toEqual([]);
  });

  it('emails the payslips of a cutoff through the queue with the PDF attached, skipping those without email', async () => {
    expectError(await call(server, 'POST', `/payroll/cutoff/${cutoffs.feb2}/email-payslips`, { token: hr.token }), 422);
    expectError(await call(server, 'POST', `/payroll/cutoff/${cutoffs.jan2}/email-payslips`, { token: otherHr.token }), 404);
    const answer = await call(server, 'POST', `/payroll/cutoff/${cutoffs.jan2}/email-payslips`, { token: hr.token });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ toSend: 2, skipped: 1, message: 'The payslips are being emailed' });
    const job = await waitFor(async () => {
      const { body } = await call(server, 'GET', `/payroll/email-job/${answer.body.queueId}`, { token: hr.token });
      return body.state === 'COMPLETED' ? body : null;
    }, 20000);
    expect(job.progress).toBe(100);
    const { db } = server.context;
    const sent = await db.select({ id: payslips.id, emailedAt: payslips.emailedAt }).from(payslips).where(eq(payslips.cutoffId, cutoffs.jan2));
    expect(sent.filter((s) => s.emailedAt).map((s) => s.id).sort()).toEqual([slips.rizalJan2, slips.lunaJan2].sort());
    const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.companyId, companyId), eq(emailOutbox.to, 'jose.rizal@example.ph')));
    expect(mail.subject).toBe('Your payslip for 2026-01-16 to 2026-01-31');
    const deliveries = await db.select().from(jobs).where(and(eq(jobs.name, 'mail.send'), eq(jobs.companyId, companyId)));
    const delivery = deliveries.find((j) => j.payload.outboxId === mail.id)!;
    const attachments = delivery.payload.attachments as { filename: string; contentType: string; content: string }[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0].contentType).toBe('application/pdf');
    expect(flat(pdfText(Buffer.from(attachments[0].content, 'base64')))).toContain('₱12,129.17');
    // Again: nothing left to send.
    const again = await call(server, 'POST', `/payroll/cutoff/${cutoffs.jan2}/email-payslips`, { token: hr.token });
    expect(again.body).toMatchObject({ toSend: 0, skipped: 1 });
  });
});

describe('self-service: my payslips', () => {
  it('lists only my payslips of posted cutoffs, newest first', async () => {
    const { status, body } = await call(server, 'GET', '/payroll/my-payslips', { token: rizalUser.token });
    expect(status).toBe(200);
    expect(body.isLinked).toBe(true);
    expect(body.list.map((r: any) => r.id)).toEqual([slips.rizalJan2, slips.rizalJan1, slips.rizalDec]);
    expect(body.list[0]).toMatchObject({ cutoffId: cutoffs.jan2, grossPay: '15000.00', totalDeductions: '2870.83', netPay: '12129.17', period: '2026-01-16 to 2026-01-31' });
    const table = await call(server, 'PUT', '/payroll/my-payslips', { token: rizalUser.token, body: {} });
    expect(table.body.list.map((r: any) => r.id)).toEqual([slips.rizalJan2, slips.rizalJan1, slips.rizalDec]);
  });

  it('opens my own PDF; another employee\'s, an unposted one or another company\'s is 404', async () => {
    const own = await download(rizalUser, `/payroll/my-payslips/${slips.rizalJan2}/pdf`);
    expect(own.status).toBe(200);
    expect(flat(pdfText(own.body))).toContain('RIZAL, Jose P.');
    expectError(await call(server, 'GET', `/payroll/my-payslips/${slips.lunaJan2}/pdf`, { token: rizalUser.token }), 404);
    expectError(await call(server, 'GET', `/payroll/my-payslips/${slips.rizalFeb1}/pdf`, { token: rizalUser.token }), 404);
    expectError(await call(server, 'GET', `/payroll/my-payslips/${slips.rizalJan2}/pdf`, { token: otherHr.token }), 404);
    expectError(await call(server, 'GET', `/payroll/my-payslips/${slips.rizalJan2}/pdf`, { token: unlinked.token }), 404);
    // The center's PDF route is not a way around it.
    expectError(await call(server, 'GET', `/payroll/payslip/${slips.lunaJan2}/pdf`, { token: rizalUser.token }), 403);
  });

  it('a member not linked to an employee has none', async () => {
    const { body } = await call(server, 'GET', '/payroll/my-payslips', { token: unlinked.token });
    expect(body).toEqual({ isLinked: false, list: [] });
  });
});

describe('payroll register and bank file', () => {
  it('the register: a row per employee with every column and a totals row', async () => {
    const answer = await download(hr, `/payroll/report/register?cutoffId=${cutoffs.jan2}`);
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('spreadsheetml');
    const rows = rowsOf(await sheetOf(answer.body));
    expect(rows[0][0]).toBe('Payroll register — Bayanihan Builders Corporation');
    const header = rows[2] as string[];
    expect(header.slice(0, 5)).toEqual(['Employee No.', 'Name', 'Position', 'Days worked', 'Basic pay']);
    const col = (name: string) => header.indexOf(name);
    const body = rows.slice(3);
    expect(body.map((r) => r[1])).toEqual(['BONIFACIO, Andres', 'LUNA, Antonio', 'RIZAL, Jose P.', '3 employees']);
    expect(body[2][col('Net pay')]).toBe(12129.17);
    expect(body[2][col('SSS (ER)')]).toBe(3000);
    const totals = body[3];
    expect(totals[0]).toBe('TOTAL');
    expect(totals[col('Gross pay')]).toBe(34890);
    expect(totals[col('Net pay')]).toBe(30569.17);
    expect(totals[col('Withholding tax')]).toBe(420.83);
    expect(totals[col('SSS (EE)')]).toBe(2400);
    expect(header).toHaveLength(23);
  });

  it('the bank file as CSV and Excel: account, name, net pay; totals; those without an account left out', async () => {
    const csv = await download(hr, `/payroll/report/bank-file?cutoffId=${cutoffs.jan2}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    expect(csv.body.toString('utf8')).toBe('Account Number,Account Name,Net Pay\r\n009988776655,"LUNA, Antonio",9500.00\r\n001234567890,"RIZAL, Jose P.",12129.17\r\nTOTAL,2 employees,21629.17\r\n');
    const rows = rowsOf(await sheetOf((await download(hr, `/payroll/report/bank-file?cutoffId=${cutoffs.jan2}&format=xlsx`)).body));
    expect(rows.slice(3)).toEqual([
      ['009988776655', 'LUNA, Antonio', 9500],
      ['001234567890', 'RIZAL, Jose P.', 12129.17],
      ['TOTAL', '2 employees', 21629.17],
    ]);
  });

  it('only approved or posted cutoffs; another company\'s is 404; bad input 400', async () => {
    expectError(await call(server, 'GET', `/payroll/report/register?cutoffId=${cutoffs.feb2}`, { token: hr.token }), 404);
    expectError(await call(server, 'GET', `/payroll/report/register?cutoffId=${cutoffs.jan2}`, { token: otherHr.token }), 404);
    expectError(await call(server, 'GET', `/payroll/report/bank-file?cutoffId=${cutoffs.jan2}&format=pdf`, { token: hr.token }), 400);
    expectError(await call(server, 'GET', `/payroll/report/register?cutoffId=${cutoffs.jan2}`, { token: noScope.token }), 403);
    expect((await download(hr, `/payroll/report/register?cutoffId=${cutoffs.feb1}`)).status).toBe(200);
  });
});

describe('government reports (posted cutoffs only)', () => {
  it('SSS R-3 for a quarter: SS number, name, Social Security and EC per month; totals; Excel and PDF', async () => {
    const { status, body } = await call(server, 'GET', '/payroll/report/sss?year=2026&quarter=1', { token: hr.token });
    expect(status).toBe(200);
    expect(body.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(body.rows.map((r: any) => [r.sssNo, r.name, r.months[0].socialSecurity, r.months[0].ec])).toEqual([
      ['0498765432', 'BONIFACIO, Andres', '1200.00', '10.00'],
      ['0455555555', 'LUNA, Antonio', '1500.00', '10.00'],
      ['0412345678', 'RIZAL, Jose P.', '4500.00', '30.00'],
    ]);
    expect(body.totals[0]).toEqual({ employee: '2400.00', employer: '4800.00', ec: '50.00', socialSecurity: '7200.00' });
    expect(body.totals[1].socialSecurity).toBe('0.00');
    expect(body.grandTotal).toBe('7250.00');
    const rows = rowsOf(await sheetOf((await download(hr, '/payroll/report/sss?year=2026&quarter=1&format=xlsx')).body));
    expect(rows[0][0]).toBe('SSS Form R-3 — Contribution Collection List');
    expect(String(rows[1][0])).toContain('0312345678');
    expect(rows[5]).toEqual(['0455555555', 'LUNA, Antonio', 1500, 0, 0, 10, 0, 0, 500, 1000, 0, 0, 0, 0, 1510]);
    expect(rows[7][0]).toBe('GRAND TOTAL');
    expect(rows[7][14]).toBe(7250);
    const pdf = await download(hr, '/payroll/report/sss?year=2026&quarter=1&format=pdf');
    expect(pdf.type).toBe('application/pdf');
    const text = flat(pdfText(pdf.body));
    expect(text).toContain('SSS Form R-3');
    expect(text).toContain('0412345678');
    expect(text).toContain('7,250.00');
  });

  it('PhilHealth RF-1 and Pag-IBIG MCRF for a month', async () => {
    const rf1 = (await call(server, 'GET', '/payroll/report/philhealth?month=2026-01', { token: hr.token })).body;
    expect(rf1.rows.map((r: any) => [r.philhealthNo, r.monthlyBasicSalary, r.employee, r.employer])).toEqual([
      ['120000000002', '14000.00', '350.00', '350.00'],
      ['', '10000.00', '0.00', '0.00'],
      ['120000000001', '30000.00', '750.00', '750.00'],
    ]);
    expect(rf1.totals).toEqual({ monthlyBasicSalary: '54000.00', employee: '1100.00', employer: '1100.00', total: '2200.00' });
    const rf1Rows = rowsOf(await sheetOf((await download(hr, '/payroll/report/philhealth?month=2026-01&format=xlsx')).body));
    expect(rf1Rows.at(-1)).toEqual(['GRAND TOTAL', '3 employees', 54000, 1100, 1100, 2200]);
    expect(flat(pdfText((await download(hr, '/payroll/report/philhealth?month=2026-01&format=pdf')).body))).toContain('PhilHealth RF-1');
    const mcrf = (await call(server, 'GET', '/payroll/report/pagibig?month=2026-01', { token: hr.token })).body;
    expect(mcrf.totals).toEqual({ monthlyCompensation: '55000.00', employee: '400.00', employer: '400.00', total: '800.00' });
    const mcrfRows = rowsOf(await sheetOf((await download(hr, '/payroll/report/pagibig?month=2026-01&format=xlsx')).body));
    expect(mcrfRows[0][0]).toBe('Pag-IBIG Membership Contributions Remittance Form (MCRF)');
    expect(mcrfRows.at(-1)).toEqual(['GRAND TOTAL', '3 members', 55000, 400, 400, 800]);
    // February's cutoffs are not posted: nothing to report.
    expect((await call(server, 'GET', '/payroll/report/pagibig?month=2026-02', { token: hr.token })).body.rows).toEqual([]);
  });

  it('BIR 1601-C monthly figures', async () => {
    const { body } = await call(server, 'GET', '/payroll/report/1601c?month=2026-01', { token: hr.token });
    expect(body).toMatchObject({
      employeeCount: 3,
      item14TotalCompensation: '56890.00',
      item15StatutoryMinimumWage: '14000.00',
      item16MweHolidayOvertimeNightHazard: '1890.00',
      item18DeMinimis: '1000.00',
      item19Contributions: '3900.00',
      item22TotalTaxable: '37050.00',
      item23TaxableNotSubjectToWithholding: '9500.00',
      item24NetTaxable: '27550.00',
      item25TotalTaxesWithheld: '1420.83',
    });
    const rows = rowsOf(await sheetOf((await download(hr, '/payroll/report/1601c?month=2026-01&format=xlsx')).body));
    expect(rows.find((r) => r[0] === '14')).toEqual(['14', 'Total Amount of Compensation', 56890]);
    expect(rows.find((r) => r[0] === '25')?.[2]).toBe(1420.83);
  });

  it('BIR 2316 of an employee for a year, with its boxes filled (json and PDF)', async () => {
    const { status, body } = await call(server, 'GET', `/payroll/report/2316?year=2026&employeeId=${ids.rizal}`, { token: hr.token });
    expect(status).toBe(200);
    expect(body.period).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(body.form).toMatchObject({ item19GrossCompensation: '30000.00', item20NonTaxable: '2450.00', item21TaxablePresent: '27550.00', item24TaxDue: '0.00', item25aWithheldPresent: '1420.83', item36Contributions: '2450.00', item39BasicSalary: '27550.00', item52TotalTaxable: '27550.00' });
    const text = flat(pdfText((await download(hr, `/payroll/report/2316?year=2026&employeeId=${ids.rizal}&format=pdf`)).body));
    for (const expected of ['BIR Form No. 2316', '123456789000', 'RIZAL', '004123456000', 'Bayanihan Builders Corporation', 'Gross Compensation Income from Present Employer', '30,000.00', '27,550.00', '1,420.83', 'Maria Clara']) expect(text).toContain(expected);
    expectError(await call(server, 'GET', `/payroll/report/2316?year=2024&employeeId=${ids.rizal}`, { token: hr.token }), 404);
    expectError(await call(server, 'GET', `/payroll/report/2316?year=2026&employeeId=${ids.rizal}`, { token: otherHr.token }), 404);
  });

  it('the 1604-C alphalist: schedule 1 (non-MWE) and schedule 2 (MWE) sheets', async () => {
    const { body } = await call(server, 'GET', '/payroll/report/alphalist?year=2026', { token: hr.token });
    expect(body.schedule1.rows.map((r: any) => r.name)).toEqual(['LUNA, Antonio', 'RIZAL, Jose P.']);
    expect(body.schedule2.rows.map((r: any) => r.name)).toEqual(['BONIFACIO, Andres']);
    const file = (await download(hr, '/payroll/report/alphalist?year=2026&format=xlsx')).body;
    const one = rowsOf(await sheetOf(file, 'Schedule 1'));
    expect(String(one[0][0])).toContain('Schedule 1');
    expect(one[5].slice(0, 4)).toEqual([2, '123456789000', 'RIZAL, Jose P.', 30000]);
    expect(one[6][0]).toBe('TOTALS');
    expect(one[6][3]).toBe(40000);
    const two = rowsOf(await sheetOf(file, 'Schedule 2'));
    expect(two[4].slice(2, 6)).toEqual(['BONIFACIO, Andres', 16890, 14000, 1890]);
  });

  it('each report needs its own scope; bad input is a 400', async () => {
    expectError(await call(server, 'GET', '/payroll/report/sss?year=2026&quarter=1', { token: philhealthOnly.token }), 403);
    expect((await call(server, 'GET', '/payroll/report/philhealth?month=2026-01', { token: philhealthOnly.token })).status).toBe(200);
    expectError(await call(server, 'GET', '/payroll/report/1601c?month=2026-01', { token: philhealthOnly.token }), 403);
    expectError(await call(server, 'GET', '/payroll/report/sss?year=2026&quarter=5', { token: hr.token }), 400);
    expectError(await call(server, 'GET', '/payroll/report/philhealth?month=2026-13', { token: hr.token }), 400);
    expectError(await call(server, 'GET', '/payroll/report/alphalist?year=2026&format=pdf', { token: hr.token }), 400);
    // Another company sees nothing of this one.
    expect((await call(server, 'GET', '/payroll/report/sss?year=2026&quarter=1', { token: otherHr.token })).body.rows).toEqual([]);
  });
});

describe('remittances and the government payment history', () => {
  it('records a payment and shows per month what was due, paid and the balance', async () => {
    const before = await countRows(server, 'government_remittances');
    expectError(await call(server, 'POST', '/payroll/remittance', { token: hr.token, body: { agency: 'SSS', month: '2026-01', referenceNo: 'SBR-1', paidAt: '2026-02-10' } }), 400);
    expectError(await call(server, 'POST', '/payroll/remittance', { token: hr.token, body: { agency: 'SSS', month: '2026-01', employeeShare: '-1', referenceNo: 'SBR-1', paidAt: '2026-02-10' } }), 400);
    expectError(await call(server, 'POST', '/payroll/remittance', { token: philhealthOnly.token, body: { agency: 'SSS', month: '2026-01', employeeShare: '1', referenceNo: 'SBR-1', paidAt: '2026-02-10' } }), 403);
    expect(await countRows(server, 'government_remittances')).toBe(before);
    const paid = await call(server, 'POST', '/payroll/remittance', { token: hr.token, body: { agency: 'SSS', month: '2026-01', employeeShare: '2400', employerShare: '4800.00', ec: 0, referenceNo: 'SBR-2026-01', paidAt: '2026-02-10' } });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ agency: 'SSS', month: '2026-01', total: '7200.00', referenceNo: 'SBR-2026-01', paidAt: '2026-02-10' });
    const { status, body } = await call(server, 'GET', '/hr-processing/government-payment-history/sss?year=2026', { token: hr.token });
    expect(status).toBe(200);
    expect(body.list).toEqual([
      {
        month: '2026-01',
        due: { employeeShare: '2400.00', employerShare: '4800.00', ec: '50.00', total: '7250.00' },
        paid: '7200.00',
        balance: '50.00',
        status: 'PARTIAL',
        payments: [{ id: paid.body.data.id, month: '2026-01', employeeShare: '2400.00', employerShare: '4800.00', ec: '0.00', total: '7200.00', referenceNo: 'SBR-2026-01', paidAt: '2026-02-10' }],
      },
    ]);
    expect(body.totals).toEqual({ due: '7250.00', paid: '7200.00', balance: '50.00' });
    expect(body.pagination).toEqual({ page: 1, perPage: 12, total: 1, totalPages: 1 });
    // The BIR: January's tax withheld, nothing paid.
    const tax = (await call(server, 'GET', '/hr-processing/government-payment-history/tax?year=2026', { token: hr.token })).body;
    expect(tax.list[0]).toMatchObject({ month: '2026-01', due: { total: '1420.83' }, paid: '0.00', status: 'UNPAID' });
    // December 2025 in its own year.
    const last = (await call(server, 'GET', '/hr-processing/government-payment-history/tax?year=2025', { token: hr.token })).body;
    expect(last.list.map((m: any) => [m.month, m.due.total])).toEqual([['2025-12', '1000.00']]);
  });

  it('per agency scope, tenant isolation and bad input', async () => {
    expectError(await call(server, 'GET', '/hr-processing/government-payment-history/sss?year=2026', { token: philhealthOnly.token }), 403);
    expectError(await call(server, 'GET', '/hr-processing/government-payment-history/sss?year=2026', { token: noScope.token }), 403);
    expectError(await call(server, 'GET', '/hr-processing/government-payment-history/gsis?year=2026', { token: hr.token }), 404);
    expectError(await call(server, 'GET', '/hr-processing/government-payment-history/sss?year=2026&perPage=0', { token: hr.token }), 400);
    const other = await call(server, 'GET', '/hr-processing/government-payment-history/sss?year=2026', { token: otherHr.token });
    expect(other.body.list).toEqual([]);
    await call(server, 'POST', '/payroll/remittance', { token: otherHr.token, body: { agency: 'SSS', month: '2026-01', ec: '5', referenceNo: 'OTHER', paidAt: '2026-02-10' } });
    const mine = await call(server, 'GET', '/hr-processing/government-payment-history/sss?year=2026', { token: hr.token });
    expect(mine.body.list[0].payments.map((p: any) => p.referenceNo)).toEqual(['SBR-2026-01']);
    expect(await countRows(server, 'government_remittances', 'company_id = $1', [otherHr.companyId])).toBe(1);
    void governmentRemittances;
  });
});

describe('manpower dashboard: payroll', () => {
  it('payroll cost and overtime per posted cutoff of the year', async () => {
    const { status, body } = await call(server, 'GET', '/manpower/dashboard/payroll?year=2026', { token: hr.token });
    expect(status).toBe(200);
    expect(body.cutoffs.map((c: any) => [c.id, c.employeeCount, c.grossPay, c.payrollCost, c.overtimePay])).toEqual([
      [cutoffs.jan1, 2, '22000.00', '22000.00', '0.00'],
      [cutoffs.jan2, 3, '34890.00', '41240.00', '500.00'],
    ]);
    expect(body.totals).toEqual({ grossPay: '56890.00', payrollCost: '63240.00', overtimePay: '500.00' });
    expectError(await call(server, 'GET', '/manpower/dashboard/payroll?year=2026', { token: noScope.token }), 403);
    expect((await call(server, 'GET', '/manpower/dashboard/payroll?year=2026', { token: otherHr.token })).body.cutoffs).toEqual([]);
  });
});
