import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHILHEALTH_2024, SSS_2025, TAX_2023 } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { statutoryTables } from '../src/db/schema-payroll';
import { Tenant } from '../src/db/tenant';
import { loadStatutoryTables } from '../src/modules/statutory/statutory.service';
import { seedStatutoryTablesForExistingCompanies } from '../src/modules/statutory/statutory-setup';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
let admin: TestUser;
/** Only the payroll center: may calculate, may not see or add table versions. */
let payrollClerk: TestUser;
let sssKeeper: TestUser;
let outsider: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { isFullAccess: true });
  payrollClerk = await createUser(server, { companyId: admin.companyId, scopes: ['MANPOWER_PAYROLL_CENTER_ACCESS'] });
  sssKeeper = await createUser(server, { companyId: admin.companyId, scopes: ['MANPOWER_SSS_ACCESS'] });
  outsider = await createUser(server, { companyId: admin.companyId, scopes: ['MANPOWER_HRIS_ACCESS'] });
  otherAdmin = await createUser(server, { isFullAccess: true });
});
afterAll(() => server.stop());

const post = (user: TestUser, path: string, body: unknown) => call(server, 'POST', path, { token: user.token, body });

describe('seeded tables', () => {
  it('every new company has the four versions with their sources', async () => {
    const answer = await call(server, 'GET', '/payroll/statutory/sss', { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    const [sss] = answer.body.data;
    expect(sss).toMatchObject({ agency: 'SSS', effectiveFrom: '2025-01-01', source: expect.stringContaining('2024-006'), sourceUrl: 'https://www.sss.gov.ph/sss-contribution-table/', createdBy: null, isInForce: true });
    expect(sss.parameters.bands).toHaveLength(61);
    for (const [path, date] of [['philhealth', '2024-01-01'], ['pagibig', '2024-02-01'], ['tax', '2023-01-01']]) {
      const versions = await call(server, 'GET', `/payroll/statutory/${path}`, { token: admin.token });
      expect(versions.body.data.map((v: { effectiveFrom: string }) => v.effectiveFrom)).toEqual([date]);
    }
  });

  it('companies of an existing database get the versions they lack on start, once', async () => {
    const { db } = server.context;
    await db.delete(statutoryTables).where(eq(statutoryTables.companyId, otherAdmin.companyId));
    await seedStatutoryTablesForExistingCompanies(db);
    await seedStatutoryTablesForExistingCompanies(db);
    expect(await countRows(server, 'statutory_tables', 'company_id = $1', [otherAdmin.companyId])).toBe(4);
    expect(await countRows(server, 'statutory_tables', 'company_id = $1', [admin.companyId])).toBe(4);
  });

  it('loadStatutoryTables gives every agency in force and refuses a date before any', async () => {
    const tenant = new Tenant(server.context.db, admin.companyId);
    const tables = await loadStatutoryTables(server.context.db, tenant, '2025-06-30');
    expect(tables.SSS).toEqual(SSS_2025);
    expect(tables.TAX).toEqual(TAX_2023);
    // 2024-06-30: no SSS version yet (the seeded one is from January 2025).
    await expect(loadStatutoryTables(server.context.db, tenant, '2024-06-30')).rejects.toMatchObject({ statusCode: 400, message: 'date: no SSS table is in force on 2024-06-30' });
  });
});

describe('POST /payroll/statutory/contributions', () => {
  it.each([
    // SSS Circular 2024-006, PhilHealth 5% (RA 11223), HDMF Circular 460.
    ['25000.00', '25000.00', undefined, { monthlySalaryCredit: '25000.00', employee: '1250.00', employer: '2500.00', employerEc: '30.00', total: '3780.00' }, { premium: '1250.00', employee: '625.00', employer: '625.00' }, { employee: '200.00', employer: '200.00' }],
    ['5249.99', '5249.99', undefined, { monthlySalaryCredit: '5000.00', employee: '250.00', employer: '500.00', employerEc: '10.00', total: '760.00' }, { premium: '500.00', employee: '250.00', employer: '250.00' }, { employee: '105.00', employer: '105.00' }],
    ['34750', '20000.20', '1500', { monthlySalaryCredit: '35000.00', employee: '1750.00', employer: '3500.00', employerEc: '30.00', total: '5280.00' }, { premium: '1000.01', employee: '500.00', employer: '500.01' }, { employee: '15.00', employer: '30.00' }],
  ])('compensation %s, basic %s, fund salary %s', async (monthlyCompensation, monthlyBasicSalary, pagibigFundSalary, sss, philhealth, pagibig) => {
    const answer = await post(payrollClerk, '/payroll/statutory/contributions', { date: '2025-03-15', monthlyCompensation, monthlyBasicSalary, pagibigFundSalary });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ sss, philhealth, pagibig });
  });

  it('answers 400 for a missing or negative amount, a malformed one and a date before any table', async () => {
    expectError(await post(admin, '/payroll/statutory/contributions', { date: '2025-03-15', monthlyBasicSalary: '1000' }), 400, ['monthlyCompensation: is required']);
    expectError(await post(admin, '/payroll/statutory/contributions', { date: '2025-03-15', monthlyCompensation: '-1', monthlyBasicSalary: '1000' }), 400, ['monthlyCompensation: must be at least 0']);
    expectError(await post(admin, '/payroll/statutory/contributions', { date: '2025-03-15', monthlyCompensation: '1.005', monthlyBasicSalary: '1000' }), 400, ['monthlyCompensation: at most 2 decimals']);
    expectError(await post(admin, '/payroll/statutory/contributions', { date: '2025-03-15', monthlyCompensation: 'ten', monthlyBasicSalary: '1000' }), 400, ['monthlyCompensation: must be a number']);
    expectError(await post(admin, '/payroll/statutory/contributions', { monthlyCompensation: '1000', monthlyBasicSalary: '1000' }), 400, ['date: is required']);
    expectError(await post(admin, '/payroll/statutory/contributions', { date: '2024-12-31', monthlyCompensation: '1000', monthlyBasicSalary: '1000' }), 400, 'date: no SSS table is in force on 2024-12-31');
  });
});

describe('POST /payroll/statutory/withholding-tax', () => {
  it.each([
    // RR 11-2018 Annex E from 2023, per period as published; annual RA 10963.
    ['monthly', '20833.00', '0.00'],
    ['monthly', '66667.00', '8541.80'],
    ['monthly', '100000.00', '16875.05'],
    ['semi-monthly', '33333.00', '4270.70'],
    ['weekly', '7692.00', '432.60'],
    ['daily', '1096.00', '61.65'],
    ['annual', '550000.00', '52500.00'],
  ])('%s %s -> %s', async (period, taxableCompensation, tax) => {
    const answer = await post(payrollClerk, '/payroll/statutory/withholding-tax', { date: '2025-03-15', period, taxableCompensation });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ tax });
  });

  it('answers 400 for an unknown period, a missing amount or a date before any table', async () => {
    expectError(await post(admin, '/payroll/statutory/withholding-tax', { date: '2025-03-15', period: 'yearly', taxableCompensation: '1000' }), 400, ['period: must be one of daily, weekly, semi-monthly, monthly, annual']);
    expectError(await post(admin, '/payroll/statutory/withholding-tax', { date: '2025-03-15', period: 'monthly' }), 400, ['taxableCompensation: is required']);
    expectError(await post(admin, '/payroll/statutory/withholding-tax', { date: '2022-12-31', period: 'monthly', taxableCompensation: '1000' }), 400, /no (SSS|PhilHealth|Pag-IBIG|withholding tax) table is in force on 2022-12-31/);
  });
});

describe('POST /payroll/statutory/day-pay', () => {
  it.each([
    // Labor Code arts. 87, 93, 94, 86; DOLE handbook.
    [{ dayType: 'ordinary', hoursWorked: 8, overtimeHours: 2 }, { regularPay: '800.00', overtimePay: '250.00', nightDifferentialPay: '0.00', total: '1050.00' }],
    [{ dayType: 'special-non-working', isRestDay: true, hoursWorked: 8, overtimeHours: 1 }, { regularPay: '1200.00', overtimePay: '195.00', nightDifferentialPay: '0.00', total: '1395.00' }],
    [{ dayType: 'regular-holiday', worked: false }, { regularPay: '800.00', overtimePay: '0.00', nightDifferentialPay: '0.00', total: '800.00' }],
    [{ dayType: 'double-holiday', isRestDay: true, hoursWorked: 8, overtimeHours: 1, nightHours: 2 }, { regularPay: '3120.00', overtimePay: '507.00', nightDifferentialPay: '78.00', total: '3705.00' }],
  ])('%j', async (day, pay) => {
    const answer = await post(payrollClerk, '/payroll/statutory/day-pay', { date: '2025-03-15', hourlyRate: '100.00', isRestDay: false, worked: true, ...day });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual(pay);
  });

  it('refuses more than 8 regular hours, more night hours than worked, an unknown day type, a missing or negative rate', async () => {
    const day = { date: '2025-03-15', hourlyRate: '100', dayType: 'ordinary', isRestDay: false, worked: true, hoursWorked: 8, overtimeHours: 0, nightHours: 0 };
    expectError(await post(admin, '/payroll/statutory/day-pay', { ...day, hoursWorked: 9 }), 400, ['hoursWorked: must be at most 8']);
    expectError(await post(admin, '/payroll/statutory/day-pay', { ...day, nightHours: 9 }), 400, ['nightHours: must be at most the hours worked plus overtime']);
    expectError(await post(admin, '/payroll/statutory/day-pay', { ...day, dayType: 'holiday' }), 400, [expect.stringMatching(/^dayType: must be one of ordinary/)] as never);
    expectError(await post(admin, '/payroll/statutory/day-pay', { ...day, hourlyRate: undefined }), 400, ['hourlyRate: is required']);
    expectError(await post(admin, '/payroll/statutory/day-pay', { ...day, hourlyRate: -5 }), 400, ['hourlyRate: must be at least 0']);
    expectError(await post(admin, '/payroll/statutory/day-pay', { ...day, date: '2020-01-01' }), 400, /no .* table is in force on 2020-01-01/);
  });
});

describe('POST /payroll/payslip-preview', () => {
  it('monthly and semi-monthly payslips', async () => {
    const monthly = await post(payrollClerk, '/payroll/payslip-preview', { date: '2025-03-31', period: 'monthly', basicPay: '50000.00' });
    expect(monthly.body).toEqual({
      grossPay: '50000.00',
      sss: { employee: '1750.00' },
      philhealth: { employee: '1250.00' },
      pagibig: { employee: '200.00' },
      taxableCompensation: '46800.00',
      withholdingTax: '4568.40',
      netPay: '42231.60',
    });
    const semiMonthly = await post(payrollClerk, '/payroll/payslip-preview', { date: '2025-03-15', period: 'semi-monthly', basicPay: '25000', taxableAllowances: '0', nonTaxableAllowances: '0', overtimePay: '0', deductions: '0' });
    expect(semiMonthly.body).toMatchObject({ grossPay: '25000.00', sss: { employee: '875.00' }, withholdingTax: '2284.10', netPay: '21115.90' });
  });

  it('answers 400 for a weekly period, a negative amount, a date before any table', async () => {
    expectError(await post(admin, '/payroll/payslip-preview', { date: '2025-03-15', period: 'weekly', basicPay: '1000' }), 400, ['period: must be one of monthly, semi-monthly']);
    expectError(await post(admin, '/payroll/payslip-preview', { date: '2025-03-15', period: 'monthly', basicPay: '1000', deductions: '-1' }), 400, ['deductions: must be at least 0']);
    expectError(await post(admin, '/payroll/payslip-preview', { date: '2019-03-15', period: 'monthly', basicPay: '1000' }), 400, /in force on 2019-03-15/);
  });
});

describe('adding a version', () => {
  const philhealth2030 = { effectiveFrom: '2030-01-01', title: 'PhilHealth premium 2030 (test)', source: 'PhilHealth Circular 2029-0001 (test)', sourceUrl: 'https://www.philhealth.gov.ph/circulars/', parameters: { ...PHILHEALTH_2024, rate: '0.06' } };
  const ask = (user: TestUser, date: string) => post(user, '/payroll/statutory/contributions', { date, monthlyCompensation: '20000', monthlyBasicSalary: '20000' });

  it('takes effect from its date and not before, in its own company only', async () => {
    const added = await post(admin, '/payroll/statutory/philhealth', philhealth2030);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.message).toBe('Version added');
    expect(added.body.data).toMatchObject({ agency: 'PHILHEALTH', effectiveFrom: '2030-01-01', createdBy: { id: admin.accountId, name: 'Juan Dela Cruz' }, isInForce: false, parameters: { rate: '0.060000', salaryFloor: '10000.00' } });
    expect((await ask(admin, '2029-12-31')).body.philhealth).toEqual({ premium: '1000.00', employee: '500.00', employer: '500.00' });
    expect((await ask(admin, '2030-01-01')).body.philhealth).toEqual({ premium: '1200.00', employee: '600.00', employer: '600.00' });
    // Another company is untouched.
    expect((await ask(otherAdmin, '2030-01-01')).body.philhealth).toEqual({ premium: '1000.00', employee: '500.00', employer: '500.00' });
    const versions = await call(server, 'GET', '/payroll/statutory/philhealth', { token: admin.token });
    expect(versions.body.data.map((v: { effectiveFrom: string; isInForce: boolean }) => [v.effectiveFrom, v.isInForce])).toEqual([['2030-01-01', false], ['2024-01-01', true]]);
    expect((await call(server, 'GET', '/payroll/statutory/philhealth', { token: otherAdmin.token })).body.data).toHaveLength(1);
  });

  it('the same effective date twice: 409, nothing added', async () => {
    expectError(await post(admin, '/payroll/statutory/philhealth', philhealth2030), 409, 'A PhilHealth version effective 2030-01-01 already exists');
    expect(await countRows(server, 'statutory_tables', "company_id = $1 and agency = 'PHILHEALTH'", [admin.companyId])).toBe(2);
  });

  it('an SSS version with its bands, then the tax tables: parameters are checked per agency', async () => {
    const sss = { effectiveFrom: '2027-01-01', title: 'SSS 2027 (test)', source: 'SSS Circular (test)', parameters: { ...SSS_2025, employeeRate: '0.055' } };
    const added = await post(sssKeeper, '/payroll/statutory/sss', sss);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await post(admin, '/payroll/statutory/contributions', { date: '2027-01-01', monthlyCompensation: '20000', monthlyBasicSalary: '20000' })).body.sss.employee).toBe('1100.00');
    const swapped = [SSS_2025.bands[0], SSS_2025.bands[2], SSS_2025.bands[1]];
    expectError(await post(admin, '/payroll/statutory/sss', { ...sss, effectiveFrom: '2028-01-01', parameters: { ...SSS_2025, bands: swapped } }), 400, ['parameters.bands.2: bands must be in ascending order']);
    expectError(await post(admin, '/payroll/statutory/sss', { ...sss, effectiveFrom: '2028-01-01', parameters: { ...SSS_2025, employerRate: '1.5' } }), 400, ['parameters.employerRate: must be at most 1']);
    const { monthly: _monthly, ...withoutMonthly } = TAX_2023.brackets;
    expectError(await post(admin, '/payroll/statutory/tax', { ...sss, parameters: { brackets: withoutMonthly } }), 400, ['parameters.brackets.monthly: is required']);
    expectError(await post(admin, '/payroll/statutory/pagibig', { ...sss, sourceUrl: 'javascript:alert(1)', parameters: {} }), 400, /sourceUrl: must be a web address/);
    expect(await countRows(server, 'statutory_tables', "company_id = $1 and agency in ('SSS', 'TAX', 'PAGIBIG')", [admin.companyId])).toBe(4);
  });
});

describe('authorization', () => {
  it('a table needs its own scope; the calculators any payroll scope', async () => {
    expectError(await call(server, 'GET', '/payroll/statutory/sss', { token: payrollClerk.token }), 403);
    expectError(await call(server, 'GET', '/payroll/statutory/tax', { token: sssKeeper.token }), 403);
    expect((await call(server, 'GET', '/payroll/statutory/sss', { token: sssKeeper.token })).status).toBe(200);
    expectError(await post(payrollClerk, '/payroll/statutory/philhealth', { effectiveFrom: '2031-01-01' }), 403);
    expect((await post(sssKeeper, '/payroll/statutory/withholding-tax', { date: '2025-03-15', period: 'monthly', taxableCompensation: '1000' })).status).toBe(200);
    for (const path of ['/payroll/statutory/contributions', '/payroll/statutory/withholding-tax', '/payroll/statutory/day-pay', '/payroll/payslip-preview']) {
      expectError(await post(outsider, path, {}), 403);
      expectError(await call(server, 'POST', path, { body: {} }), 401);
    }
  });
});
