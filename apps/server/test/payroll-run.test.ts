import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, manilaInstant, PAYROLL_MESSAGES, SEEDED_STATUTORY_TABLES, sssContribution, philhealthContribution, pagibigContribution, SSS_2025, PHILHEALTH_2024, PAGIBIG_2024 } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import {
  employees,
  jobs,
  payrollCutoffs,
  payrollLoanLedger,
  payrollPlanMembers,
  payrollPlans,
  payslips,
  scheduleAssignments,
  scheduleDays,
  schedules,
  shifts,
  statutoryTables,
  timekeepingRawLogs,
} from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

/**
 * The payroll of a small company, end to end (issue 15, decision 0055): November 2026 in a
 * semi-monthly group (1st-15th, 16th-end; 261 days a year; contributions half each), attendance
 * computed from punches with an overtime filing approved through the engine and the Bonifacio Day
 * holiday, every payslip checked line by line against figures computed by hand; the state machine
 * and who may do what; the month's contributions equal the table under each split.
 */

const GROUP = 'MANPOWER_PAYROLL_GROUP_ACCESS';
const CUTOFFS = 'MANPOWER_CUTOFF_MANAGEMENT_ACCESS';
const CENTER = 'MANPOWER_PAYROLL_CENTER_ACCESS';
const APPROVE = 'MANPOWER_PAYROLL_APPROVE_ACCESS';

let server: TestServer;
let payroller: TestUser;
let approver: TestUser;
let hrOnly: TestUser;
let other: TestUser;
let companyId: number;
const ids = { maria: 0, jose: 0, ana: 0 };
let loanMemberId = 0;
let groupId = 0;
let cutoffIds: number[] = [];

/** Workdays of November 2026 (Mon-Fri; the 2nd is All Souls' Day, the 30th Bonifacio Day). */
const WORKDAYS = ['03', '04', '05', '06', '09', '10', '11', '12', '13', '16', '17', '18', '19', '20', '23', '24', '25', '26', '27'].map((d) => `2026-11-${d}`);

async function seedStatutoryTables(id: number) {
  const { db } = server.context;
  await db
    .insert(statutoryTables)
    .values(SEEDED_STATUTORY_TABLES.map((t) => ({ companyId: id, agency: t.agency, effectiveFrom: t.effectiveFrom, title: t.title, source: t.source, sourceUrl: t.sourceUrl, parameters: t.parameters as unknown as Record<string, unknown> })))
    .onConflictDoNothing();
}

const api = (user: TestUser, method: string, path: string, body?: unknown) => call(server, method, path, { token: user.token, body });
const ok = async (answer: Promise<{ status: number; body: any }>, status = 200) => {
  const result = await answer;
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  return result.body;
};
const cutoff = async (id: number) => (await ok(api(payroller, 'GET', `/payroll/cutoff?id=${id}`))).data;
const waitStatus = (id: number, status: string) => waitFor(async () => ((await cutoff(id)).status === status ? cutoff(id) : null), 60_000);
async function payslipsOf(id: number) {
  const table = await ok(api(payroller, 'PUT', `/payroll/cutoff/${id}/payslip?page=1&perPage=50`, { settings: { sortBy: 'employeeNo', sortOrder: 'asc' } }));
  return new Map<number, any>(table.list.map((p: any) => [p.employeeId, p]));
}
const lines = (p: any, kind?: string) => Object.fromEntries(p.lines.filter((l: any) => !kind || l.kind === kind).map((l: any) => [`${l.kind}:${l.code}`, l.amount]));
async function stepOf(user: TestUser, documentType: string, documentId: number) {
  const pending = await ok(api(user, 'GET', '/approval/pending'));
  return pending.find((p: any) => p.documentType === documentType && p.documentId === documentId);
}
async function decide(user: TestUser, documentType: string, documentId: number, decision: 'approve' | 'reject', body: object = {}) {
  const step = await stepOf(approver, documentType, documentId);
  expect(step, `${documentType} ${documentId} waits for approval`).toBeTruthy();
  return api(user, 'POST', `/approval/${step.id}/${decision}`, body);
}

beforeAll(async () => {
  server = await startTestServer();
  payroller = await createUser(server, { scopes: [GROUP, CUTOFFS, CENTER, APPROVE, 'MANPOWER_TIME_KEEPING_ACCESS_ALL'] });
  companyId = payroller.companyId;
  approver = await createUser(server, { companyId, scopes: [APPROVE, 'MANPOWER_FILING_APPROVE_ACCESS'] });
  hrOnly = await createUser(server, { companyId, scopes: ['MANPOWER_HRIS_ACCESS'] });
  other = await createUser(server, { isFullAccess: true });
  await seedStatutoryTables(companyId);
  await seedStatutoryTables(other.companyId);
  const { db } = server.context;
  const people = await db
    .insert(employees)
    .values([
      { companyId, employeeNo: 'EMP-001', firstName: 'Maria', lastName: 'Santos', rateType: 'MONTHLY', rate: '30000.00', hiredAt: '2020-01-06', employmentStatus: 'REGULAR' },
      { companyId, employeeNo: 'EMP-002', firstName: 'Jose', lastName: 'Reyes', rateType: 'DAILY', rate: '800.00', hiredAt: '2021-03-01', employmentStatus: 'REGULAR' },
      { companyId, employeeNo: 'EMP-003', firstName: 'Ana', lastName: 'Cruz', rateType: 'DAILY', rate: '695.00', hiredAt: '2022-07-01', employmentStatus: 'REGULAR', isMinimumWageEarner: true },
    ])
    .returning();
  [ids.maria, ids.jose, ids.ana] = people.map((p) => p.id);
  const [shift] = await db.insert(shifts).values({ companyId, name: 'Day 8-5', startTime: '08:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }], graceMinutes: 5, requiredMinutes: 480 }).returning();
  const [schedule] = await db.insert(schedules).values({ companyId, name: 'Mon-Fri' }).returning();
  await db.insert(scheduleDays).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ companyId, scheduleId: schedule.id, weekday, shiftId: weekday <= 5 ? shift.id : null })));
  await db.insert(scheduleAssignments).values(people.map((p) => ({ companyId, scheduleId: schedule.id, employeeId: p.id, effectiveFrom: '2026-01-01' })));

  // Punches: 07:55-17:00 every workday, except Maria absent on the 10th and 20 minutes late on the
  // 11th; Ana absent on the 12th; Jose to 19:00 on the 18th (overtime filed) and 18:30 on the 19th
  // (not filed), and at work on Bonifacio Day.
  const punches: { employeeId: number; at: Date }[] = [];
  const day = (employeeId: number, date: string, from = '07:55', to = '17:00') => punches.push({ employeeId, at: manilaInstant(date, from) }, { employeeId, at: manilaInstant(date, to) });
  for (const date of WORKDAYS) {
    if (date !== '2026-11-10') day(ids.maria, date, date === '2026-11-11' ? '08:20' : '07:55');
    if (date !== '2026-11-12') day(ids.ana, date);
    day(ids.jose, date, '07:55', date === '2026-11-18' ? '19:00' : date === '2026-11-19' ? '18:30' : '17:00');
  }
  day(ids.jose, '2026-11-30');
  await db.insert(timekeepingRawLogs).values(punches.map((p) => ({ companyId, deviceSerial: 'SIM-1', biometricId: String(p.employeeId), punchedAt: p.at, employeeId: p.employeeId })));

  // Maria's salary loan: 1,500 granted, 1,000 a cutoff.
  const [loan] = await db.insert(payrollPlans).values({ companyId, kind: 'DEDUCTION', code: 'SSSL', name: 'SSS salary loan', method: 'LOAN' }).returning();
  const [member] = await db.insert(payrollPlanMembers).values({ companyId, planId: loan.id, employeeId: ids.maria, principal: '1500.00', amortization: '1000.00', startDate: '2026-11-01' }).returning();
  loanMemberId = member.id;
  await db.insert(payrollLoanLedger).values({ companyId, planMemberId: member.id, employeeId: ids.maria, amount: '1500.00', memo: 'Granted' });
}, 180_000);
afterAll(async () => server?.stop());

describe('payroll groups', () => {
  it('creates a group, refuses a twin name and bad input, assigns members and lists them', async () => {
    const created = await ok(api(payroller, 'POST', '/payroll/group', { name: 'Semi-monthly staff', frequency: 'SEMI_MONTHLY', workingDaysPerYear: 261, cutoffStartDay: 1, payDayOffset: 5, contributionSplit: 'HALF' }), 201);
    groupId = created.data.id;
    expect(created).toMatchObject({ message: PAYROLL_MESSAGES.groupCreated, data: { name: 'Semi-monthly staff', frequency: 'SEMI_MONTHLY', workingDaysPerYear: 261, memberCount: 0 } });
    expectError(await api(payroller, 'POST', '/payroll/group', { name: 'semi-MONTHLY staff' }), 409, PAYROLL_MESSAGES.groupNameTaken('semi-MONTHLY staff'));
    expectError(await api(payroller, 'POST', '/payroll/group', { name: 'Weekly', frequency: 'WEEKLY', cutoffStartDay: 9 }), 400);
    expectError(await api(payroller, 'POST', '/payroll/group', { name: 'X', contributionSplit: 'THIRD' }), 400);
    const assigned = await ok(api(payroller, 'POST', `/payroll/group/${groupId}/member`, { employeeIds: [ids.maria, ids.jose, ids.ana] }));
    expect(assigned).toMatchObject({ message: '3 employees assigned', data: { memberCount: 3 } });
    const members = await ok(api(payroller, 'GET', `/payroll/group/${groupId}/member`));
    expect(members.data.map((m: any) => m.name)).toEqual(['Cruz, Ana', 'Reyes, Jose', 'Santos, Maria']);
    const list = await ok(api(payroller, 'GET', '/select-box/payroll-group'));
    expect(list).toEqual([{ label: 'Semi-monthly staff', value: groupId, frequency: 'SEMI_MONTHLY' }]);
    const table = await ok(api(payroller, 'PUT', '/payroll/group?page=1&perPage=10', {}));
    expect(table.list.map((g: any) => g.name)).toEqual(['Semi-monthly staff']);
    const patched = await ok(api(payroller, 'PATCH', '/payroll/group', { id: groupId, payDayOffset: 5 }));
    expect(patched.data).toMatchObject({ contributionSplit: 'HALF', payDayOffset: 5, name: 'Semi-monthly staff' });
  });

  it('keeps other companies and other scopes out', async () => {
    expectError(await api(other, 'GET', `/payroll/group?id=${groupId}`), 404);
    expectError(await api(other, 'POST', `/payroll/group/${groupId}/member`, { employeeIds: [ids.maria] }), 404);
    const [theirs] = await server.context.db.insert(employees).values({ companyId: other.companyId, employeeNo: 'X-1', firstName: 'Not', lastName: 'Ours' }).returning();
    expectError(await api(payroller, 'POST', `/payroll/group/${groupId}/member`, { employeeIds: [theirs.id] }), 404);
    expectError(await api(hrOnly, 'PUT', '/payroll/group?page=1&perPage=10', {}), 403);
    expectError(await api(approver, 'POST', '/payroll/group', { name: 'Nope' }), 403);
  });
});

describe('cutoffs', () => {
  it('generates November 2026: 1st-15th and 16th-30th, paid five days after, once', async () => {
    const generated = await ok(api(payroller, 'POST', '/payroll/cutoff/generate', { payrollGroupId: groupId, year: 2026, month: 11 }), 201);
    expect(generated.message).toBe('2 cutoffs generated');
    expect(generated.data.map((c: any) => [c.code, c.periodStart, c.periodEnd, c.payDate, c.monthSequence, c.isLastOfMonth, c.status])).toEqual([
      ['PC-000001', '2026-11-01', '2026-11-15', '2026-11-20', 1, false, 'OPEN'],
      ['PC-000002', '2026-11-16', '2026-11-30', '2026-12-05', 2, true, 'OPEN'],
    ]);
    cutoffIds = generated.data.map((c: any) => c.id);
    const again = await ok(api(payroller, 'POST', '/payroll/cutoff/generate', { payrollGroupId: groupId, year: 2026, month: 11 }));
    expect(again).toMatchObject({ created: 0, message: PAYROLL_MESSAGES.cutoffsGenerated(0) });
    expectError(await api(payroller, 'POST', '/payroll/cutoff', { payrollGroupId: groupId, periodStart: '2026-11-10', periodEnd: '2026-11-20' }), 409, PAYROLL_MESSAGES.cutoffOverlaps);
    expectError(await api(payroller, 'POST', '/payroll/cutoff', { payrollGroupId: groupId, periodStart: '2026-12-10', periodEnd: '2026-12-01' }), 400);
    const byHand = await ok(api(payroller, 'POST', '/payroll/cutoff', { payrollGroupId: groupId, periodStart: '2026-12-01', periodEnd: '2026-12-15' }), 201);
    expect(byHand.data).toMatchObject({ code: 'PC-000003', month: '2026-12', monthSequence: 1, isLastOfMonth: false, payDate: '2026-12-20' });
    expect((await ok(api(payroller, 'PATCH', '/payroll/cutoff', { id: byHand.data.id, includeThirteenthMonth: true }))).data).toMatchObject({ includeThirteenthMonth: true, payDate: '2026-12-20' });
    expect(await ok(api(payroller, 'DELETE', `/payroll/cutoff/${byHand.data.id}`))).toEqual({ message: PAYROLL_MESSAGES.cutoffDeleted });
    const table = await ok(api(payroller, 'PUT', '/payroll/cutoff?page=1&perPage=10', { filters: [{ key: 'month', value: '2026-11' }], settings: { sortBy: 'periodStart', sortOrder: 'asc' } }));
    expect(table.list.map((c: any) => c.code)).toEqual(['PC-000001', 'PC-000002']);
    expectError(await api(other, 'GET', `/payroll/cutoff?id=${cutoffIds[0]}`), 404);
    expectError(await api(hrOnly, 'POST', `/payroll/cutoff/${cutoffIds[0]}/run`), 403);
    expectError(await api(approver, 'POST', `/payroll/cutoff/${cutoffIds[0]}/run`), 403);
  });
});

describe('the run, line by line', () => {
  let socket: Socket | null = null;
  const heard: { event: string; payload: any }[] = [];
  afterAll(() => socket?.disconnect());

  it('runs the first cutoff in the background, pushing progress, and ends waiting for approval', async () => {
    // An overtime filing for Jose's two hours on the 18th, approved through the engine.
    const filed = await ok(api(payroller, 'POST', '/filing', { type: 'OVERTIME', employeeId: ids.jose, dateFrom: '2026-11-18', dateTo: '2026-11-18', startTime: '17:00', endTime: '19:00', reason: 'Slab pour' }), 201);
    expect((await decide(approver, 'FILING', filed.data.id, 'approve')).status).toBe(200);

    socket = io(server.url, { path: '/socket.io', auth: { token: payroller.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    for (const event of ['payroll-queue-progress', 'cutoff-date-range-status-updated', 'payroll-cutoff-list-changed']) socket.on(event, (payload) => heard.push({ event, payload }));
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });

    const started = await ok(api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[0]}/run`, { batchSize: 2 }), 202);
    expect(started).toMatchObject({ message: PAYROLL_MESSAGES.runStarted, data: { cutoff: { status: 'PROCESSING', runNo: 1, employeeCount: 3 } } });
    const done = await waitStatus(cutoffIds[0], 'FOR_APPROVAL');
    expect(done).toMatchObject({ runNo: 1, employeeCount: 3, processedCount: 3, grossPay: '26323.22', netPay: '22391.09' });
    await waitFor(() => heard.some((h) => h.event === 'cutoff-date-range-status-updated' && h.payload.status === 'FOR_APPROVAL'));
    const progress = heard.filter((h) => h.event === 'payroll-queue-progress').map((h) => h.payload);
    expect(progress.map((p) => p.processed)).toEqual([2, 3, 3]);
    expect(progress.at(-1)).toEqual({ cutoffDateRangeId: cutoffIds[0], queueId: started.data.queueId, processed: 3, total: 3, percent: 100 });
    expect(heard.filter((h) => h.event === 'cutoff-date-range-status-updated').map((h) => h.payload.status)).toEqual(['PROCESSING', 'FOR_APPROVAL']);
  });

  it('pays Maria (monthly 30,000): an absence, 20 minutes late, half the contributions, her loan and tax', async () => {
    const maria = (await payslipsOf(cutoffIds[0])).get(ids.maria);
    // daily 30,000 x 12 / 261 = 1,379.31; hourly 172.4138; late 20/60 x 172.4138 = 57.47
    expect(maria).toMatchObject({ dailyRate: '1379.31', hourlyRate: '172.4138', daysWorked: '8.00', basicPay: '13563.22', grossPay: '13563.22', withholdingTax: '288.18', otherDeductions: '1000.00', totalDeductions: '2513.18', netPay: '11050.04', flags: [] });
    expect(lines(maria)).toEqual({
      'EARNING:BASIC': '15000.00',
      'EARNING:ABSENCE': '-1379.31',
      'EARNING:LATE': '-57.47',
      'CONTRIBUTION:SSS': '500.00',
      'CONTRIBUTION:SSS_MPF': '250.00',
      'CONTRIBUTION:PHILHEALTH': '375.00',
      'CONTRIBUTION:PAGIBIG': '100.00',
      'EMPLOYER:SSS': '1500.00',
      'EMPLOYER:SSS_EC': '15.00',
      'EMPLOYER:PHILHEALTH': '375.00',
      'EMPLOYER:PAGIBIG': '100.00',
      'DEDUCTION:LOAN': '1000.00',
      // (13,563.22 - 1,225) - 10,417 = 1,921.22 x 15%
      'DEDUCTION:TAX': '288.18',
    });
  });

  it('pays Jose (daily 800) for nine days; Ana (minimum wage, 695) for eight, untaxed', async () => {
    const slips = await payslipsOf(cutoffIds[0]);
    const jose = slips.get(ids.jose);
    // monthly basic 800 x 261 / 12 = 17,400: SSS MSC 17,500 (875 / 1,750 / EC 30), PhilHealth 870 (435 each), Pag-IBIG 200
    expect(jose).toMatchObject({ daysWorked: '9.00', basicPay: '7200.00', grossPay: '7200.00', sssMonthlySalaryCredit: '17500.00', taxableCompensation: '6445.00', withholdingTax: '0.00', netPay: '6445.00' });
    expect(lines(jose, 'CONTRIBUTION')).toEqual({ 'CONTRIBUTION:SSS': '437.50', 'CONTRIBUTION:PHILHEALTH': '217.50', 'CONTRIBUTION:PAGIBIG': '100.00' });
    const ana = slips.get(ids.ana);
    // monthly basic 695 x 261 / 12 = 15,116.25: SSS MSC 15,000 (750), PhilHealth 755.81 (employee 377.90), Pag-IBIG 200
    expect(ana).toMatchObject({ daysWorked: '8.00', basicPay: '5560.00', mweExemptPay: '5560.00', taxableCompensation: '0.00', withholdingTax: '0.00', totalDeductions: '663.95', netPay: '4896.05' });
    expect(lines(ana, 'CONTRIBUTION')).toEqual({ 'CONTRIBUTION:SSS': '375.00', 'CONTRIBUTION:PHILHEALTH': '188.95', 'CONTRIBUTION:PAGIBIG': '100.00' });
    const summary = await ok(api(approver, 'GET', `/payroll/cutoff/${cutoffIds[0]}/summary`));
    expect(summary.data.totals).toMatchObject({ payslips: 3, grossPay: '26323.22', netPay: '22391.09', sssEmployee: '1562.50', withholdingTax: '288.18' });
    expect((await ok(api(payroller, 'GET', `/payroll/cutoff/${cutoffIds[0]}/unpaid`))).data).toEqual([]);
    const one = await ok(api(approver, 'GET', `/payroll/payslip?id=${jose.id}`));
    expect(one.data).toMatchObject({ employeeName: 'Reyes, Jose', cutoff: { code: 'PC-000001' } });
    expectError(await api(other, 'GET', `/payroll/payslip?id=${jose.id}`), 404);
  });

  it('nobody approves their own cutoff; the approver does; then it is never run again; posting writes the loan payment', async () => {
    const mine = await stepOf(approver, 'PAYROLL_CUTOFF', cutoffIds[0]);
    expect(mine).toMatchObject({ documentCode: 'PC-000001', amount: '22391.09' });
    expectError(await api(payroller, 'POST', `/approval/${mine.id}/approve`, {}), 403, APPROVAL_MESSAGES.ownRequest);
    expect((await decide(approver, 'PAYROLL_CUTOFF', cutoffIds[0], 'approve')).status).toBe(200);
    expect((await cutoff(cutoffIds[0])).status).toBe('APPROVED');
    expectError(await api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[0]}/run`), 409, PAYROLL_MESSAGES.cannotRun('APPROVED'));
    expectError(await api(approver, 'POST', `/payroll/cutoff/${cutoffIds[0]}/post`), 403);
    expectError(await api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[1]}/post`), 409, PAYROLL_MESSAGES.notApproved);
    const posted = await ok(api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[0]}/post`));
    expect(posted).toMatchObject({ message: PAYROLL_MESSAGES.posted, data: { status: 'POSTED', postedById: payroller.accountId } });
    const ledger = await server.context.db.select().from(payrollLoanLedger).where(eq(payrollLoanLedger.planMemberId, loanMemberId));
    expect(ledger.map((l) => [l.amount, l.cutoffId])).toEqual([
      ['1500.00', null],
      ['-1000.00', cutoffIds[0]],
    ]);
    expectError(await api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[0]}/post`), 409, PAYROLL_MESSAGES.notApproved);
    expectError(await api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[0]}/run`), 409, PAYROLL_MESSAGES.cannotRun('POSTED'));
    expectError(await api(payroller, 'PATCH', '/payroll/cutoff', { id: cutoffIds[0], includeThirteenthMonth: true }), 409, PAYROLL_MESSAGES.notEditable);
    expectError(await api(payroller, 'DELETE', `/payroll/cutoff/${cutoffIds[0]}`), 409, PAYROLL_MESSAGES.notEditable);
    expectError(await api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[0]}/employee/${ids.jose}/recompute`), 409);
    const [{ n }] = (await server.context.db.execute(sql`select count(*)::int as n from payslips where cutoff_id = ${cutoffIds[0]}`)).rows as { n: number }[];
    expect(n).toBe(3);
  });

  it('a cutoff whose run is still queued or running refuses another run', async () => {
    const { db } = server.context;
    const [job] = await db.insert(jobs).values({ name: 'payroll.run', payload: {}, companyId, runAt: new Date(Date.now() + 86_400_000) }).returning();
    await db.update(payrollCutoffs).set({ status: 'PROCESSING', runJobId: job.id }).where(eq(payrollCutoffs.id, cutoffIds[1]));
    expectError(await api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[1]}/run`), 409, PAYROLL_MESSAGES.running);
    // Once that job has failed, the cutoff may be run again.
    await db.update(jobs).set({ state: 'FAILED' }).where(eq(jobs.id, job.id));
    await ok(api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[1]}/run`), 202);
    await waitStatus(cutoffIds[1], 'FOR_APPROVAL');
  });

  it('the second cutoff: overtime only as approved, the holiday worked at 200%, an unworked holiday paid, the rest of the contributions', async () => {
    await ok(api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[1]}/run`), 202);
    const first = await waitStatus(cutoffIds[1], 'FOR_APPROVAL');
    const before = await payslipsOf(cutoffIds[1]);
    // Re-running an unapproved cutoff replaces its payslips (a new run number, new rows, the same figures).
    await ok(api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[1]}/run`), 202);
    const second = await waitStatus(cutoffIds[1], 'FOR_APPROVAL');
    expect(second.runNo).toBe(first.runNo + 1);
    const slips = await payslipsOf(cutoffIds[1]);
    expect([...slips.values()].map((p) => p.runNo)).toEqual([second.runNo, second.runNo, second.runNo]);
    expect([...slips.values()].map((p) => p.id).some((id) => [...before.values()].some((b) => b.id === id))).toBe(false);
    expect(second.netPay).toBe(first.netPay);
    const [{ n }] = (await server.context.db.execute(sql`select count(*)::int as n from payslips where cutoff_id = ${cutoffIds[1]}`)).rows as { n: number }[];
    expect(n).toBe(3);

    const maria = slips.get(ids.maria);
    // The loan's balance is 500 after the posted 1,000.
    expect(maria).toMatchObject({ basicPay: '15000.00', otherDeductions: '500.00', withholdingTax: '503.70', netPay: '12771.30' });
    expect(lines(maria, 'CONTRIBUTION')).toEqual({ 'CONTRIBUTION:SSS': '500.00', 'CONTRIBUTION:SSS_MPF': '250.00', 'CONTRIBUTION:PHILHEALTH': '375.00', 'CONTRIBUTION:PAGIBIG': '100.00' });
    const jose = slips.get(ids.jose);
    // 10 days x 800; overtime 2 h (filed) x 100 x 1.25 = 250 (the 90 minutes on the 19th were not filed);
    // Bonifacio Day worked: 8 h x 100 x 200% = 1,600
    expect(lines(jose, 'EARNING')).toEqual({ 'EARNING:BASIC': '8000.00', 'EARNING:OVERTIME': '250.00', 'EARNING:HOLIDAY': '1600.00' });
    expect(jose).toMatchObject({ daysWorked: '11.00', overtimePay: '250.00', holidayPay: '1600.00', grossPay: '9850.00', netPay: '9095.00' });
    const ana = slips.get(ids.ana);
    // Bonifacio Day not worked, present on Friday the 27th: 100% (695); PhilHealth 377.90 - 188.95
    expect(lines(ana, 'EARNING')).toEqual({ 'EARNING:BASIC': '6950.00', 'EARNING:HOLIDAY': '695.00' });
    expect(ana).toMatchObject({ grossPay: '7645.00', mweExemptPay: '7645.00', withholdingTax: '0.00', netPay: '6981.05' });
    expect(lines(ana, 'CONTRIBUTION')).toEqual({ 'CONTRIBUTION:SSS': '375.00', 'CONTRIBUTION:PHILHEALTH': '188.95', 'CONTRIBUTION:PAGIBIG': '100.00' });
  });

  it('a rejected cutoff goes back to OPEN and runs again; the month adds up to the table for everyone', async () => {
    expect((await decide(approver, 'PAYROLL_CUTOFF', cutoffIds[1], 'reject', { reason: 'Check the overtime' })).status).toBe(200);
    expect((await cutoff(cutoffIds[1])).status).toBe('OPEN');
    await ok(api(payroller, 'POST', `/payroll/cutoff/${cutoffIds[1]}/run`, { computeAttendance: false }), 202);
    await waitStatus(cutoffIds[1], 'FOR_APPROVAL');
    const rows = await server.context.db
      .select({
        employeeId: payslips.employeeId,
        sss: sql<string>`sum(${payslips.sssEmployee})::text`,
        sssEr: sql<string>`sum(${payslips.sssEmployer})::text`,
        ec: sql<string>`sum(${payslips.sssEc})::text`,
        ph: sql<string>`sum(${payslips.philhealthEmployee})::text`,
        phEr: sql<string>`sum(${payslips.philhealthEmployer})::text`,
        pi: sql<string>`sum(${payslips.pagibigEmployee})::text`,
      })
      .from(payslips)
      .where(and(eq(payslips.companyId, companyId), sql`${payslips.cutoffId} in (${cutoffIds[0]}, ${cutoffIds[1]})`))
      .groupBy(payslips.employeeId);
    const month = new Map(rows.map((r) => [r.employeeId, r]));
    expect(month.get(ids.maria)).toEqual({ employeeId: ids.maria, sss: '1500.00', sssEr: '3000.00', ec: '30.00', ph: '750.00', phEr: '750.00', pi: '200.00' });
    expect(month.get(ids.jose)).toEqual({ employeeId: ids.jose, sss: '875.00', sssEr: '1750.00', ec: '30.00', ph: '435.00', phEr: '435.00', pi: '200.00' });
    expect(month.get(ids.ana)).toEqual({ employeeId: ids.ana, sss: '750.00', sssEr: '1500.00', ec: '30.00', ph: '377.90', phEr: '377.91', pi: '200.00' });
  });
});

describe('contribution splits: a month always equals the table', () => {
  it.each([
    ['FIRST', '25001.00'],
    ['SECOND', '25001.00'],
    ['HALF', '25001.00'],
    ['HALF', '12345.67'],
  ])('%s split, monthly %s', async (split, rate) => {
    const tag = `${split}-${rate}`;
    const [person] = await server.context.db.insert(employees).values({ companyId, employeeNo: `SPL-${tag}`, firstName: 'Split', lastName: tag, rateType: 'MONTHLY', rate, hiredAt: '2020-01-01' }).returning();
    const group = await ok(api(payroller, 'POST', '/payroll/group', { name: `Split ${tag}`, contributionSplit: split }), 201);
    await ok(api(payroller, 'POST', `/payroll/group/${group.data.id}/member`, { employeeIds: [person.id] }));
    const generated = await ok(api(payroller, 'POST', '/payroll/cutoff/generate', { payrollGroupId: group.data.id, year: 2026, month: 10 }), 201);
    const parts: any[] = [];
    for (const c of generated.data) {
      await ok(api(payroller, 'POST', `/payroll/cutoff/${c.id}/run`, { computeAttendance: false }), 202);
      await waitStatus(c.id, 'FOR_APPROVAL');
      parts.push((await payslipsOf(c.id)).get(person.id));
    }
    const total = (key: string) => parts.reduce((s, p) => s.plus(p[key]), new Decimal(0)).toFixed(2);
    const sss = sssContribution(SSS_2025, rate);
    const ph = philhealthContribution(PHILHEALTH_2024, rate);
    const pi = pagibigContribution(PAGIBIG_2024, rate);
    expect([total('sssEmployee'), total('sssEmployer'), total('sssEc'), total('philhealthEmployee'), total('philhealthEmployer'), total('pagibigEmployee'), total('pagibigEmployer')]).toEqual([
      sss.employee,
      sss.employer,
      sss.employerEc,
      ph.employee,
      ph.employer,
      pi.employee,
      pi.employer,
    ]);
    const [a, b] = parts;
    if (split === 'FIRST') expect([b.sssEmployee, b.philhealthEmployee, b.pagibigEmployee]).toEqual(['0.00', '0.00', '0.00']);
    if (split === 'SECOND') expect([a.sssEmployee, a.philhealthEmployee, a.pagibigEmployee]).toEqual(['0.00', '0.00', '0.00']);
    if (split === 'HALF') expect(new Decimal(b.philhealthEmployee).minus(a.philhealthEmployee).abs().lte('0.01')).toBe(true);
    expect(a.flags).toEqual(['NO_ATTENDANCE']);
  });
});

describe('demo seed', () => {
  it('makes "Semi-monthly staff" with every employee of the company and this month\'s two cutoffs', async () => {
    const { createDemoPayroll } = await import('../src/seed/demo-payroll');
    const owner = await createUser(server, { isFullAccess: true });
    await server.context.db.insert(employees).values([
      { companyId: owner.companyId, employeeNo: 'D-1', firstName: 'Demo', lastName: 'One' },
      { companyId: owner.companyId, employeeNo: 'D-2', firstName: 'Demo', lastName: 'Two' },
    ]);
    await createDemoPayroll(server.context.db, owner.companyId);
    const [group] = await ok(api(owner, 'GET', '/select-box/payroll-group'));
    expect(group).toMatchObject({ label: 'Semi-monthly staff', frequency: 'SEMI_MONTHLY' });
    expect((await ok(api(owner, 'GET', `/payroll/group?id=${group.value}`))).data.memberCount).toBe(2);
    const cutoffs = await ok(api(owner, 'PUT', '/payroll/cutoff?page=1&perPage=10', { settings: { sortBy: 'periodStart', sortOrder: 'asc' } }));
    expect(cutoffs.list.map((c: any) => [c.monthSequence, c.status, c.periodStart.slice(8)])).toEqual([
      [1, 'OPEN', '01'],
      [2, 'OPEN', '16'],
    ]);
  });
});
