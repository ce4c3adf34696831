import { manilaDate } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, employeePayrollGroups, employees, payrollCutoffs, payrollGroups, payrollLoanLedger, payrollPlans, teamMembers, teams } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

let server: TestServer;
/** Full access. */
let hr: TestUser;
/** Only the allowance screen. */
let allowanceClerk: TestUser;
/** No scope at all. */
let nobody: TestUser;
/** Payroll approvers screen only. */
let approversAdmin: TestUser;
/** Another company, full access. */
let other: TestUser;
let otherEmployee: number;
let veteran: number;
let newHire: number;
let dailyPaid: number;
let separated: number;
let team: number;
let department: number;
let group: number;

const thisYear = Number(manilaDate(new Date()).slice(0, 4));
const yearsAgo = (n: number) => `${thisYear - n}-01-10`;

async function employee(companyId: number, values: Partial<typeof employees.$inferInsert> & { firstName: string }) {
  const [row] = await server.context.db
    .insert(employees)
    .values({ companyId, employeeNo: `E-${values.firstName}-${companyId}`, lastName: 'Santos', hiredAt: yearsAgo(3), rateType: 'MONTHLY', rate: '26100.00', ...values })
    .returning();
  return row.id;
}

const post = (user: TestUser, path: string, body: unknown) => call(server, 'POST', path, { token: user.token, body });
async function created(user: TestUser, path: string, body: unknown) {
  const answer = await post(user, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}
const plan = (user: TestUser, id: number) => call(server, 'GET', `/payroll/plan?id=${id}`, { token: user.token });
const plansTable = (user: TestUser, filters: Record<string, string> = {}) =>
  call(server, 'PUT', '/payroll/plan?page=1&perPage=50', { token: user.token, body: { filters: Object.entries(filters).map(([key, value]) => ({ key, value })) } });
const membersOf = (user: TestUser, planId: number) =>
  call(server, 'PUT', '/payroll/plan/member?page=1&perPage=50', { token: user.token, body: { filters: [{ key: 'planId', value: String(planId) }] } });
const loan = (user: TestUser, memberId: number) => call(server, 'GET', `/payroll/loan?memberId=${memberId}`, { token: user.token });

beforeAll(async () => {
  server = await startTestServer();
  hr = await createUser(server, { isFullAccess: true });
  const c = hr.companyId;
  allowanceClerk = await createUser(server, { companyId: c, scopes: ['MANPOWER_ALLOWANCE_ACCESS'] });
  nobody = await createUser(server, { companyId: c });
  approversAdmin = await createUser(server, { companyId: c, scopes: ['MANPOWER_PAYROLL_APPROVERS_ACCESS'] });
  other = await createUser(server, { isFullAccess: true });
  otherEmployee = await employee(other.companyId, { firstName: 'Other' });
  const db = server.context.db;
  [{ id: department }] = await db.insert(departments).values({ companyId: c, name: 'Operations' }).returning({ id: departments.id });
  veteran = await employee(c, { firstName: 'Veteran', departmentId: department });
  newHire = await employee(c, { firstName: 'Newhire', hiredAt: `${thisYear}-01-02`, departmentId: department });
  dailyPaid = await employee(c, { firstName: 'Daily', rateType: 'DAILY', rate: '645.00' });
  separated = await employee(c, { firstName: 'Gone', employmentStatus: 'RESIGNED', separatedAt: yearsAgo(1), departmentId: department });
  [{ id: team }] = await db.insert(teams).values({ companyId: c, name: 'Crew A' }).returning({ id: teams.id });
  await db.insert(teamMembers).values([veteran, dailyPaid, separated].map((employeeId) => ({ companyId: c, teamId: team, employeeId })));
  [{ id: group }] = await db.insert(payrollGroups).values({ companyId: c, name: 'Office', workingDaysPerYear: 261 }).returning({ id: payrollGroups.id });
  await db.insert(employeePayrollGroups).values({ companyId: c, employeeId: veteran, payrollGroupId: group });
});
afterAll(async () => server?.stop());

describe('plans: create, read, table, PATCH, delete', () => {
  it('creates a de minimis allowance with its defaults, reads it and lists it by kind', async () => {
    const rice = await created(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'RICE', name: 'Rice subsidy', amount: 1000, isTaxable: false, monthlyExemptLimit: 2000 });
    expect(rice).toMatchObject({
      kind: 'ALLOWANCE',
      code: 'RICE',
      method: 'FIXED',
      amount: '1000.00',
      cutoffRule: 'EVERY',
      isTaxable: false,
      monthlyExemptLimit: '2000.00',
      isInFundSalary: false,
      isPreTax: false,
      daysPerYear: '0.00',
      isActive: true,
      memberCount: 0,
      openBalance: '0.00',
      taxTreatment: 'De minimis up to 2000.00 a month',
    });
    expect((await plan(hr, rice.id)).body.data).toEqual(rice);
    await created(hr, '/payroll/plan', { kind: 'DEDUCTION', code: 'UNION', name: 'Union dues', amount: 150, isPreTax: true, cutoffRule: 'SECOND' });
    const allowances = await plansTable(hr, { kind: 'ALLOWANCE' });
    expect(allowances.status).toBe(200);
    expect(allowances.body.list.map((p: any) => p.code)).toEqual(['RICE']);
    const deductions = await plansTable(hr, { kind: 'DEDUCTION' });
    expect(deductions.body.list.map((p: any) => [p.code, p.taxTreatment])).toEqual([['UNION', 'Before tax']]);
  });

  it('a SIL plan defaults to 5 days a year and the YEARLY method', async () => {
    const sil = await created(hr, '/payroll/plan', { kind: 'SIL', code: 'SIL-A', name: 'Service incentive leave' });
    expect(sil).toMatchObject({ kind: 'SIL', method: 'YEARLY', daysPerYear: '5.00' });
  });

  it('400 lists every field problem and changes nothing', async () => {
    const before = await countRows(server, 'payroll_plans');
    const answer = await post(hr, '/payroll/plan', { kind: 'BONUS', code: '', name: 'x'.repeat(201), method: 'MONTHLY', amount: -1, cutoffRule: 'THIRD', isTaxable: 'yes', monthlyExemptLimit: 1.005, daysPerYear: 400 });
    expectError(answer, 400, [
      'kind: must be one of ALLOWANCE, DEDUCTION, SIL',
      'code: is required',
      'name: must be at most 200 characters',
      'method: must be one of FIXED, PER_DAY, LOAN, YEARLY',
      'amount: must be at least 0',
      'cutoffRule: must be one of EVERY, FIRST, SECOND, LAST',
      'isTaxable: must be true or false',
      'monthlyExemptLimit: at most 2 decimals',
      'daysPerYear: must be at most 366',
    ]);
    expect(await countRows(server, 'payroll_plans')).toBe(before);
  });

  it('400 lists each rule the combination breaks; 409 on a code the kind already uses', async () => {
    expectError(await post(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'X1', name: 'Bad', method: 'LOAN', monthlyExemptLimit: 100, isPreTax: true }), 400, [
      'method: a allowance plan is FIXED or PER_DAY',
      'monthlyExemptLimit: a taxable allowance has no de minimis limit',
      'isPreTax: only a deduction is taken before tax',
    ]);
    expectError(await post(hr, '/payroll/plan', { kind: 'SIL', code: 'SIL-B', name: 'Too few', daysPerYear: 3 }), 400, ['daysPerYear: at least 5 days a year (Labor Code art. 95)']);
    expectError(await post(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'rice', name: 'Again' }), 409, 'code: another plan of this kind already uses rice');
    // The same code in another kind is fine.
    await created(hr, '/payroll/plan', { kind: 'DEDUCTION', code: 'RICE', name: 'Rice loan repayment' });
  });

  it('PATCH changes only the fields named; the merged plan must still hold', async () => {
    const transport = await created(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'TRANS', name: 'Transportation', method: 'PER_DAY', amount: 80, cutoffRule: 'EVERY', isInFundSalary: true });
    const renamed = await call(server, 'PATCH', '/payroll/plan', { token: hr.token, body: { id: transport.id, name: 'Transportation allowance' } });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toEqual({ ...transport, name: 'Transportation allowance', updatedAt: renamed.body.data.updatedAt });
    // A limit on a taxable allowance breaks the rule: 400, nothing changed.
    expectError(await call(server, 'PATCH', '/payroll/plan', { token: hr.token, body: { id: transport.id, monthlyExemptLimit: 500 } }), 400, ['monthlyExemptLimit: a taxable allowance has no de minimis limit']);
    expectError(await call(server, 'PATCH', '/payroll/plan', { token: hr.token, body: { id: transport.id, amount: null } }), 400, ['amount: cannot be cleared']);
    // The kind is not a PATCH field: it is left as it is.
    expect((await call(server, 'PATCH', '/payroll/plan', { token: hr.token, body: { id: transport.id, kind: 'DEDUCTION' } })).body.data.kind).toBe('ALLOWANCE');
    expect((await plan(hr, transport.id)).body.data).toMatchObject({ name: 'Transportation allowance', monthlyExemptLimit: null, amount: '80.00', kind: 'ALLOWANCE' });
    // Union dues become after-tax; a SIL plan's days change.
    const dues = await created(hr, '/payroll/plan', { kind: 'DEDUCTION', code: 'DUES2', name: 'Dues', isPreTax: true });
    const after = await call(server, 'PATCH', '/payroll/plan', { token: hr.token, body: { id: dues.id, isPreTax: false } });
    expect(after.body.data).toMatchObject({ isPreTax: false, name: 'Dues', taxTreatment: 'After tax' });
    const sil = await created(hr, '/payroll/plan', { kind: 'SIL', code: 'SIL-C', name: 'SIL' });
    expect((await call(server, 'PATCH', '/payroll/plan', { token: hr.token, body: { id: sil.id, daysPerYear: 7 } })).body.data.daysPerYear).toBe('7.00');
  });

  it('delete hides the plan (404 after); another delete is 404', async () => {
    const temp = await created(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'TEMP', name: 'Temporary' });
    const removed = await call(server, 'DELETE', `/payroll/plan/${temp.id}`, { token: hr.token });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Plan deleted');
    expectError(await plan(hr, temp.id), 404, 'Plan not found');
    expectError(await call(server, 'DELETE', `/payroll/plan/${temp.id}`, { token: hr.token }), 404);
    // The code is free again.
    await created(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'TEMP', name: 'Temporary again' });
  });
});

describe('members', () => {
  let rice: any;
  beforeAll(async () => {
    rice = await created(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'MEAL', name: 'Meal allowance', amount: 500 });
  });

  it('enrols an employee with an amount override; the same dates again is 409', async () => {
    const member = await created(hr, '/payroll/plan/member', { planId: rice.id, employeeId: veteran, amount: 750, startDate: '2026-01-01' });
    expect(member).toMatchObject({ planId: rice.id, employeeId: veteran, employeeName: 'Santos, Veteran', ownAmount: '750.00', amount: '750.00', principal: null, balance: null, endDate: null, payrollGroup: { id: group, name: 'Office' } });
    expectError(await post(hr, '/payroll/plan/member', { planId: rice.id, employeeId: veteran, startDate: '2026-06-01' }), 409, 'employeeId: this employee is already in the plan for those dates');
    const table = await membersOf(hr, rice.id);
    expect(table.body.list.map((m: any) => [m.employeeName, m.amount])).toEqual([['Santos, Veteran', '750.00']]);
    expect((await plan(hr, rice.id)).body.data.memberCount).toBe(1);
  });

  it('400 lists every member field problem; a loan field on a plain plan is 400', async () => {
    expectError(await post(hr, '/payroll/plan/member', { planId: 'x', employeeId: -1, amount: 'lots', startDate: '2026-13-01', endDate: 5, note: 7 }), 400, [
      'planId: must be a number',
      'employeeId: must be a positive number',
      'amount: must be a number',
      'startDate: must be a date YYYY-MM-DD',
      'endDate: must be text',
      'note: must be text',
    ]);
    expectError(await post(hr, '/payroll/plan/member', { planId: rice.id, employeeId: dailyPaid, principal: 1000, amortization: 100, startDate: '2026-03-01', endDate: '2026-02-01' }), 400, [
      'endDate: must be on or after startDate',
      'principal: only a loan has a principal',
      'amortization: only a loan has an amortization',
    ]);
  });

  it('ends an enrolment; a new one may start after it', async () => {
    const member = await created(hr, '/payroll/plan/member', { planId: rice.id, employeeId: dailyPaid, startDate: '2026-01-01' });
    expect(member.amount).toBe('500.00');
    const ended = await post(hr, `/payroll/plan/member/${member.id}/end`, { endDate: '2026-03-31' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toMatchObject({ endDate: '2026-03-31' });
    expectError(await post(hr, `/payroll/plan/member/${member.id}/end`, { endDate: '2025-12-31' }), 400, ['endDate: must be on or after startDate']);
    await created(hr, '/payroll/plan/member', { planId: rice.id, employeeId: dailyPaid, startDate: '2026-04-01' });
  });

  it('bulk enrols a team or a department: not the separated, not those already in', async () => {
    const bonus = await created(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'CREW', name: 'Crew allowance', amount: 300 });
    await created(hr, '/payroll/plan/member', { planId: bonus.id, employeeId: veteran, startDate: '2026-01-01' });
    const byTeam = await post(hr, '/payroll/plan/member/bulk', { planId: bonus.id, teamId: team, startDate: '2026-01-01' });
    expect(byTeam.status, JSON.stringify(byTeam.body)).toBe(201);
    expect(byTeam.body).toEqual({ data: { enrolled: 1, skipped: 1 }, message: '1 employee enrolled, 1 already in the plan' });
    const byDepartment = await post(hr, '/payroll/plan/member/bulk', { planId: bonus.id, departmentId: department, startDate: '2026-01-01', amount: 250 });
    expect(byDepartment.body.data).toEqual({ enrolled: 1, skipped: 1 });
    const list = (await membersOf(hr, bonus.id)).body.list;
    expect(list.map((m: any) => [m.employeeName, m.amount]).sort()).toEqual([
      ['Santos, Daily', '300.00'],
      ['Santos, Newhire', '250.00'],
      ['Santos, Veteran', '300.00'],
    ]);
    expectError(await post(hr, '/payroll/plan/member/bulk', { planId: bonus.id, startDate: '2026-01-01' }), 400, ['teamId: name a team or a department (one of them)']);
    expectError(await post(hr, '/payroll/plan/member/bulk', { planId: bonus.id, teamId: 999999, startDate: '2026-01-01' }), 404, 'Team not found');
  });
});

describe('loans', () => {
  let sss: any;
  let memberId: number;
  beforeAll(async () => {
    sss = await created(hr, '/payroll/plan', { kind: 'DEDUCTION', code: 'SSS-LOAN', name: 'SSS salary loan', method: 'LOAN', cutoffRule: 'EVERY' });
  });

  it('a loan needs its principal and amortization', async () => {
    expectError(await post(hr, '/payroll/plan/member', { planId: sss.id, employeeId: veteran, startDate: '2026-01-01' }), 400, ['principal: is required for a loan', 'amortization: is required for a loan']);
    expectError(await post(hr, '/payroll/plan/member', { planId: sss.id, employeeId: veteran, principal: 0, amortization: -5, startDate: '2026-01-01' }), 400, ['principal: must be more than 0', 'amortization: must be more than 0']);
  });

  it('granting writes the + principal to the ledger; the balance is the ledger sum; the schedule lists what is left', async () => {
    const granted = await post(hr, '/payroll/plan/member', { planId: sss.id, employeeId: veteran, principal: 10000, amortization: 2500, startDate: '2026-01-01', note: 'SSS loan no. 123' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(granted.body.message).toBe('Loan granted');
    memberId = granted.body.data.id;
    expect(granted.body.data).toMatchObject({ principal: '10000.00', amortization: '2500.00', balance: '10000.00' });
    const ledger = await server.context.db.select().from(payrollLoanLedger).where(eq(payrollLoanLedger.planMemberId, memberId));
    expect(ledger.map((row) => [row.amount, row.memo, row.cutoffId])).toEqual([['10000.00', 'Loan granted', null]]);
    // The group's next open cutoff is where the schedule starts.
    await server.context.db.insert(payrollCutoffs).values({ companyId: hr.companyId, payrollGroupId: group, code: 'PC-T1', periodStart: '2099-01-01', periodEnd: '2099-01-15', payDate: '2099-01-20', month: '2099-01' });
    const detail = await loan(hr, memberId);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({ balance: '10000.00', paid: '0.00', plan: { id: sss.id, code: 'SSS-LOAN' } });
    expect(detail.body.data.schedule).toEqual({
      firstCutoff: '2099-01-15',
      frequency: 'SEMI_MONTHLY',
      installmentsLeft: 4,
      rows: [
        { no: 1, cutoffEnd: '2099-01-15', installment: '2500.00', balanceAfter: '7500.00' },
        { no: 2, cutoffEnd: '2099-01-31', installment: '2500.00', balanceAfter: '5000.00' },
        { no: 3, cutoffEnd: '2099-02-15', installment: '2500.00', balanceAfter: '2500.00' },
        { no: 4, cutoffEnd: '2099-02-28', installment: '2500.00', balanceAfter: '0.00' },
      ],
    });
    expect((await plan(hr, sss.id)).body.data.openBalance).toBe('10000.00');
  });

  it('corrections are new ledger rows, never edits; the balance stays between 0 and the principal', async () => {
    const corrected = await post(hr, '/payroll/loan/correction', { memberId, amount: -3200.5, memo: 'Paid over the counter' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(201);
    expect(corrected.body.message).toBe('Loan correction recorded');
    expect(corrected.body.data).toMatchObject({ balance: '6799.50', paid: '3200.50' });
    expect(corrected.body.data.ledger.map((e: any) => [e.amount, e.balanceAfter, e.memo])).toEqual([
      ['10000.00', '10000.00', 'Loan granted'],
      ['-3200.50', '6799.50', 'Paid over the counter'],
    ]);
    expect(corrected.body.data.schedule.rows.at(-1)).toMatchObject({ no: 3, installment: '1799.50', balanceAfter: '0.00' });
    expectError(await post(hr, '/payroll/loan/correction', { memberId, amount: -6799.51, memo: 'Too much' }), 422, 'amount: the balance would fall below zero (6799.50 left)');
    expectError(await post(hr, '/payroll/loan/correction', { memberId, amount: 3200.51, memo: 'Too much back' }), 422, 'amount: the balance would go above the principal (6799.50 left)');
    expectError(await post(hr, '/payroll/loan/correction', { memberId, amount: 0, memo: '' }), 400, ['amount: must not be 0', 'memo: is required']);
    expect(await countRows(server, 'payroll_loan_ledger', 'plan_member_id = $1', [memberId])).toBe(2);
    // The member's amortization changes by PATCH; the principal does not.
    const patched = await call(server, 'PATCH', '/payroll/plan/member', { token: hr.token, body: { id: memberId, amortization: 3000 } });
    expect(patched.body.data).toMatchObject({ amortization: '3000.00', principal: '10000.00', balance: '6799.50', note: 'SSS loan no. 123' });
    // The principal is the ledger's: a PATCH naming it leaves it (and the balance) as they are.
    expect((await call(server, 'PATCH', '/payroll/plan/member', { token: hr.token, body: { id: memberId, principal: 1 } })).body.data).toMatchObject({ principal: '10000.00', balance: '6799.50' });
  });

  it('a second loan of the plan waits for the first to be paid', async () => {
    expectError(await post(hr, '/payroll/plan/member', { planId: sss.id, employeeId: veteran, principal: 5000, amortization: 500, startDate: '2026-06-01' }), 409, 'employeeId: this employee is already in the plan for those dates');
  });

  it('a plan with an open loan cannot be deleted; once paid it can', async () => {
    expectError(await call(server, 'DELETE', `/payroll/plan/${sss.id}`, { token: hr.token }), 409, 'This plan has 1 loan with a balance; a plan is deleted once its loans are paid');
    expect((await plan(hr, sss.id)).status).toBe(200);
    await created(hr, '/payroll/loan/correction', { memberId, amount: -6799.5, memo: 'Paid in full' });
    expect((await loan(hr, memberId)).body.data).toMatchObject({ balance: '0.00', schedule: { installmentsLeft: 0, rows: [] } });
    expect((await call(server, 'DELETE', `/payroll/plan/${sss.id}`, { token: hr.token })).status).toBe(200);
  });

  it('a plain enrolment is not a loan (422)', async () => {
    const dues = await created(hr, '/payroll/plan', { kind: 'DEDUCTION', code: 'COOP', name: 'Coop share', amount: 100 });
    const member = await created(hr, '/payroll/plan/member', { planId: dues.id, employeeId: veteran, startDate: '2026-01-01' });
    expectError(await loan(hr, member.id), 422, 'memberId: this enrolment is not a loan');
    expectError(await post(hr, '/payroll/plan/member/bulk', { planId: (await created(hr, '/payroll/plan', { kind: 'DEDUCTION', code: 'CA', name: 'Cash advance', method: 'LOAN' })).id, teamId: team, startDate: '2026-01-01' }), 422, 'planId: loans are granted one employee at a time');
  });
});

describe('service incentive leave', () => {
  it('members show eligibility after a year of service, SIL days left and their cash value (days x daily rate)', async () => {
    const sil = await created(hr, '/payroll/plan', { kind: 'SIL', code: 'SIL', name: 'Service incentive leave', daysPerYear: 5 });
    for (const employeeId of [veteran, newHire, dailyPaid]) await created(hr, '/payroll/plan/member', { planId: sil.id, employeeId, startDate: `${thisYear}-01-01` });
    const granted = await post(hr, '/payroll/plan/sil-grant', { planId: sil.id, year: thisYear });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    // The veteran and the daily-paid have a year of service; the new hire not yet.
    expect(granted.body.data).toEqual({ granted: 2, year: thisYear });
    const again = await post(hr, '/payroll/plan/sil-grant', { planId: sil.id, year: thisYear });
    expect(again.body.data.granted).toBe(0);
    const rows = (await membersOf(hr, sil.id)).body.list;
    const byName = Object.fromEntries(rows.map((r: any) => [r.employeeName, r]));
    // Monthly 26,100 x 12 / 261 (the Office group) = 1,200 a day; 5 days = 6,000.
    expect(byName['Santos, Veteran']).toMatchObject({ silEligible: true, silBalance: '5.00', dailyRate: '1200.00', cashValue: '6000.00' });
    // Daily 645; no payroll group: factor 261 does not matter.
    expect(byName['Santos, Daily']).toMatchObject({ silEligible: true, silBalance: '5.00', dailyRate: '645.00', cashValue: '3225.00' });
    expect(byName['Santos, Newhire']).toMatchObject({ silEligible: false, silBalance: '0.00', cashValue: '0.00' });
    // The filings module's leave balance reads the same ledger.
    const balance = await call(server, 'GET', `/leave/balance?year=${thisYear}&employeeId=${veteran}`, { token: hr.token });
    expect(balance.body.list.find((r: any) => r.code === 'SIL')).toMatchObject({ balance: '5.00' });
  });

  it('a grant names a SIL plan', async () => {
    const meal = await created(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'NOTSIL', name: 'Not SIL' });
    expectError(await post(hr, '/payroll/plan/sil-grant', { planId: meal.id, year: thisYear }), 422, 'planId: not a service incentive leave plan');
  });
});

describe('access', () => {
  it('another company sees none of it (404) and cannot enrol its employees', async () => {
    const mine = await created(hr, '/payroll/plan', { kind: 'ALLOWANCE', code: 'MINE', name: 'Mine' });
    expectError(await plan(other, mine.id), 404);
    expectError(await call(server, 'PATCH', '/payroll/plan', { token: other.token, body: { id: mine.id, name: 'Theirs' } }), 404);
    expectError(await call(server, 'DELETE', `/payroll/plan/${mine.id}`, { token: other.token }), 404);
    expect((await plansTable(other)).body.list).toEqual([]);
    expectError(await post(other, '/payroll/plan/member', { planId: mine.id, employeeId: otherEmployee, startDate: '2026-01-01' }), 404, 'Plan not found');
    expectError(await post(hr, '/payroll/plan/member', { planId: mine.id, employeeId: otherEmployee, startDate: '2026-01-01' }), 404, 'Employee not found');
    expect((await plan(hr, mine.id)).body.data.name).toBe('Mine');
  });

  it('403 without a plan scope; a kind needs its own scope', async () => {
    expectError(await plansTable(nobody), 403);
    expectError(await post(nobody, '/payroll/plan', { kind: 'ALLOWANCE', code: 'N', name: 'N' }), 403);
    const allowance = await created(allowanceClerk, '/payroll/plan', { kind: 'ALLOWANCE', code: 'CLERK', name: 'By the clerk' });
    expect(allowance.code).toBe('CLERK');
    expectError(await post(allowanceClerk, '/payroll/plan', { kind: 'DEDUCTION', code: 'N2', name: 'N' }), 403);
    const [deduction] = await server.context.db.select().from(payrollPlans).where(eq(payrollPlans.kind, 'DEDUCTION')).limit(1);
    expectError(await plan(allowanceClerk, deduction.id), 403);
    expectError(await loan(allowanceClerk, 1), 403);
    const kinds = new Set((await plansTable(allowanceClerk)).body.list.map((p: any) => p.kind));
    expect([...kinds]).toEqual(['ALLOWANCE']);
    expect((await plansTable(allowanceClerk, { kind: 'DEDUCTION' })).body.list).toEqual([]);
  });

  it('the payroll approvers scope reads and saves the PAYROLL_CUTOFF workflow, and no other', async () => {
    const read = await call(server, 'GET', '/approval/workflow?documentType=PAYROLL_CUTOFF', { token: approversAdmin.token });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({ documentType: 'PAYROLL_CUTOFF', label: 'Payroll cutoff' });
    const saved = await call(server, 'PUT', '/approval/workflow', {
      token: approversAdmin.token,
      body: { documentType: 'PAYROLL_CUTOFF', allowSelfApproval: false, steps: [{ name: 'Payroll manager', approverType: 'SCOPE', scope: 'MANPOWER_PAYROLL_APPROVE_ACCESS', requiredCount: 1 }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call(server, 'GET', '/approval/workflow?documentType=PAYROLL_CUTOFF', { token: approversAdmin.token })).body.steps).toMatchObject([{ name: 'Payroll manager' }]);
    expectError(await call(server, 'GET', '/approval/workflow?documentType=PURCHASE_REQUEST', { token: approversAdmin.token }), 403);
    expectError(await call(server, 'GET', '/approval/workflow?documentType=PAYROLL_CUTOFF', { token: allowanceClerk.token }), 403);
    // The approver pickers open for it too.
    expect((await call(server, 'GET', '/select-box/user-list', { token: approversAdmin.token })).status).toBe(200);
  });
});
