import { FILING_MESSAGES, type ServerToClientEvents } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequests, branches, employees, holidays, leaveLedger, leaveTypes, shiftOverrides, shifts } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

let server: TestServer;
/** Full access: sees every filing, grants credits. */
let hr: TestUser;
/** A member linked to an employee, no scopes. */
let member: TestUser;
/** Holds the filing approve scope (the default FILING workflow's approver). */
let approver: TestUser;
/** Not linked to any employee. */
let unlinked: TestUser;
/** Time keeping by branch, at Makati. */
let branchClerk: TestUser;
let other: TestUser;
let makati: number;
let cebu: number;
let memberEmployee: number;
let approverEmployee: number;
let cebuEmployee: number;
let otherEmployee: number;
const leaveTypeId: Record<string, number> = {};
const open: Socket[] = [];

async function employee(companyId: number, values: { firstName: string; accountId?: number; hiredAt?: string; branchId?: number | null }) {
  const [row] = await server.context.db
    .insert(employees)
    .values({ companyId, employeeNo: `E-${values.firstName}`, lastName: 'Test', hiredAt: '2019-03-01', ...values })
    .returning();
  return row.id;
}

const file = (user: TestUser, body: Record<string, unknown>) => call(server, 'POST', '/filing', { token: user.token, body: { reason: 'Family matter', ...body } });
async function filed(user: TestUser, body: Record<string, unknown>) {
  const answer = await file(user, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}
async function stepOf(user: TestUser, filingId: number) {
  const pending = await call(server, 'GET', '/approval/pending', { token: user.token });
  return pending.body.find((p: any) => p.documentType === 'FILING' && p.documentId === filingId);
}
async function decide(user: TestUser, filingId: number, decision: 'approve' | 'reject', body: object = {}) {
  const step = await stepOf(user, filingId);
  expect(step, 'the filing is in the queue').toBeTruthy();
  return call(server, 'POST', `/approval/${step.id}/${decision}`, { token: user.token, body });
}
const balance = async (user: TestUser, code: string, query = '') => {
  const answer = await call(server, 'GET', `/leave/balance?year=2026${query}`, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.list.find((row: any) => row.code === code);
};
const tableOf = (user: TestUser, filters: Record<string, unknown> = {}) =>
  call(server, 'PUT', '/filing?page=1&perPage=50', { token: user.token, body: { filters: Object.entries(filters).map(([key, value]) => ({ key, value })) } });

async function connect(token: string) {
  const socket = io(server.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  const heard: { event: string; payload: any }[] = [];
  socket.onAny((event, payload) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const of = (event: keyof ServerToClientEvents | string) => heard.filter((h) => h.event === event).map((h) => h.payload);
  return { socket, of, heard };
}
const emitAck = (socket: Socket, event: string, payload: unknown) => new Promise<any>((resolve) => socket.emit(event, payload, resolve));

beforeAll(async () => {
  server = await startTestServer();
  hr = await createUser(server, { isFullAccess: true });
  const c = hr.companyId;
  member = await createUser(server, { companyId: c });
  approver = await createUser(server, { companyId: c, scopes: ['MANPOWER_FILING_APPROVE_ACCESS'] });
  unlinked = await createUser(server, { companyId: c });
  branchClerk = await createUser(server, { companyId: c, scopes: ['MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] });
  other = await createUser(server, { isFullAccess: true });
  const db = server.context.db;
  [{ id: makati }, { id: cebu }] = await db.insert(branches).values([{ companyId: c, name: 'Makati' }, { companyId: c, name: 'Cebu' }]).returning();
  const { accounts } = await import('../src/db/schema');
  await db.update(accounts).set({ branchId: makati }).where(eq(accounts.id, branchClerk.accountId));
  memberEmployee = await employee(c, { firstName: 'Member', accountId: member.accountId, branchId: makati });
  approverEmployee = await employee(c, { firstName: 'Approver', accountId: approver.accountId, branchId: makati });
  cebuEmployee = await employee(c, { firstName: 'Cebuano', branchId: cebu, hiredAt: '2026-06-01' });
  otherEmployee = await employee(other.companyId, { firstName: 'Elsewhere', accountId: other.accountId });
  for (const t of await db.select().from(leaveTypes).where(eq(leaveTypes.companyId, c))) leaveTypeId[t.code] = t.id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => server?.stop());

describe('leave types and SIL', () => {
  it('every new company starts with the default leave types', () => {
    expect(Object.keys(leaveTypeId).sort()).toEqual(['LWOP', 'ML', 'PL', 'SIL', 'SL', 'SPL', 'VL']);
  });

  it('grants SIL once per employee and year to those with a year of service', async () => {
    const first = await call(server, 'POST', '/leave/grant-sil?year=2026', { token: hr.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Member and approver (hired 2019); the Cebu employee hired 2026-06-01 has not served a year.
    expect(first.body).toEqual({ data: { granted: 2, year: 2026 }, message: 'SIL granted to 2 employees for 2026' });
    const again = await call(server, 'POST', '/leave/grant-sil?year=2026', { token: hr.token });
    expect(again.body).toEqual({ data: { granted: 0, year: 2026 }, message: 'Every eligible employee already has their 2026 SIL' });
    expect(await balance(member, 'SIL')).toEqual({ leaveTypeId: leaveTypeId.SIL, code: 'SIL', name: 'Service incentive leave', isPaid: true, balance: '5.00', pending: '0.00', available: '5.00' });
    const cebuBalance = await call(server, 'GET', `/leave/balance?year=2026&employeeId=${cebuEmployee}`, { token: hr.token });
    expect(cebuBalance.body.list.find((r: any) => r.code === 'SIL').balance).toBe('0.00');
  });

  it('lets HR adjust credits with a note, never below zero; members may not', async () => {
    const credit = await call(server, 'POST', '/leave/credit', { token: hr.token, body: { employeeId: memberEmployee, leaveTypeId: leaveTypeId.VL, year: 2026, days: 2.5, note: 'Company VL' } });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect(credit.body.data).toMatchObject({ kind: 'ADJUST', days: '2.50', note: 'Company VL' });
    expect((await balance(member, 'VL')).balance).toBe('2.50');
    expectError(await call(server, 'POST', '/leave/credit', { token: hr.token, body: { employeeId: memberEmployee, leaveTypeId: leaveTypeId.VL, year: 2026, days: -3, note: 'Too much' } }), 422, 'days: the VL balance would fall below zero (2.5 left)');
    expectError(await call(server, 'POST', '/leave/credit', { token: hr.token, body: { employeeId: memberEmployee, leaveTypeId: leaveTypeId.VL, year: 2026, days: 0, note: '' } }), 400, ['days: must not be zero', 'note: is required']);
    expectError(await call(server, 'POST', '/leave/credit', { token: member.token, body: { employeeId: memberEmployee, leaveTypeId: leaveTypeId.VL, year: 2026, days: 1, note: 'Me' } }), 403);
    // Another company's employee is not found.
    expectError(await call(server, 'POST', '/leave/credit', { token: hr.token, body: { employeeId: otherEmployee, leaveTypeId: leaveTypeId.VL, year: 2026, days: 1, note: 'x' } }), 404, 'Employee not found');
  });
});

describe('filing', () => {
  it('refuses a member whose account is not linked to an employee', async () => {
    expectError(await file(unlinked, { type: 'LEAVE', leaveTypeId: leaveTypeId.SIL, dateFrom: '2026-12-07', dateTo: '2026-12-07' }), 422, 'Your account is not linked to an employee');
    expectError(await call(server, 'GET', '/leave/balance', { token: unlinked.token }), 422, FILING_MESSAGES.notLinked);
  });

  it('lists every problem of the fields in plain words', async () => {
    const answer = await file(member, { type: 'LEAVE', dateFrom: '2026-12-09', dateTo: '2026-12-07', isHalfDay: true, startTime: '8:00' });
    expectError(answer, 400, ['startTime: must be a time HH:mm']);
    const typeRules = await file(member, { type: 'LEAVE', dateFrom: '2026-12-09', dateTo: '2026-12-10', isHalfDay: true, reason: '' });
    expectError(typeRules, 400, ['reason: is required', 'leaveTypeId: is required', 'isHalfDay: a half day must be a single day']);
    expectError(await file(member, { type: 'OVERTIME', dateFrom: '2026-12-09', dateTo: '2026-12-10' }), 400, [
      'dateTo: must be the start date (overtime is for one day)',
      'startTime: is required',
      'endTime: is required',
    ]);
    expectError(await file(member, { type: 'OVERTIME', dateFrom: '2026-12-10', dateTo: '2026-12-09', startTime: '18:00', endTime: '18:00' }), 400, [
      'dateTo: must be on or after the start date',
      'dateTo: must be the start date (overtime is for one day)',
      'endTime: must differ from the start time',
    ]);
    expectError(await file(member, { type: 'ATTENDANCE_CORRECTION', dateFrom: '2026-12-09', dateTo: '2026-12-09' }), 400, ['timeIn: a time in or a time out is required']);
    expectError(await file(member, { type: 'OFFICIAL_BUSINESS', dateFrom: '2026-12-09', dateTo: '2026-12-09', startTime: '09:00' }), 400, ['endTime: is required with the other time']);
  });

  it('files a leave for the own employee, numbered FL-000001, pending, its days counted', async () => {
    const filing = await filed(member, { type: 'LEAVE', leaveTypeId: leaveTypeId.SIL, dateFrom: '2026-12-01', dateTo: '2026-12-03' });
    expect(filing).toMatchObject({ code: 'FL-000001', status: 'PENDING', type: 'LEAVE', days: '3.00', employee: { id: memberEmployee }, leaveType: { code: 'SIL' }, filedBy: { id: member.accountId } });
    expect(await balance(member, 'SIL')).toMatchObject({ balance: '5.00', pending: '3.00', available: '2.00' });
    // Pending days are held: 3 more days are more than the 2 left.
    expectError(await file(member, { type: 'LEAVE', leaveTypeId: leaveTypeId.SIL, dateFrom: '2026-12-14', dateTo: '2026-12-16' }), 422, 'Not enough SIL credits: 2 days left');
    expectError(await file(member, { type: 'LEAVE', leaveTypeId: leaveTypeId.SL, dateFrom: '2026-12-14', dateTo: '2026-12-14', isHalfDay: true }), 422, 'Not enough SL credits: 0 days left');
    // The same dates again: 409.
    expectError(await file(member, { type: 'LEAVE', leaveTypeId: leaveTypeId.VL, dateFrom: '2026-12-03', dateTo: '2026-12-04' }), 409, 'A pending or approved leave filing (FL-000001) already covers these dates');
    // Another type on the same days is fine.
    await filed(member, { type: 'OFFICIAL_BUSINESS', dateFrom: '2026-12-03', dateTo: '2026-12-03' });
  });

  it('counts leave days without rest days and holidays of the employee (a local holiday of another branch counts)', async () => {
    const db = server.context.db;
    await db.insert(holidays).values([
      { companyId: hr.companyId, name: 'Immaculate Conception', date: '2026-12-08', type: 'SPECIAL_NON_WORKING' },
      { companyId: hr.companyId, name: 'Cebu day', date: '2026-12-09', type: 'SPECIAL_NON_WORKING', scope: 'LOCAL', branchId: cebu },
      { companyId: hr.companyId, name: 'Working Saturday', date: '2026-12-12', type: 'SPECIAL_WORKING' },
      { companyId: hr.companyId, name: 'Christmas Day', date: '2026-12-25', type: 'REGULAR' },
    ]);
    await db.insert(shiftOverrides).values({ companyId: hr.companyId, employeeId: memberEmployee, date: '2026-12-13', shiftId: null });
    const lwop = await filed(member, { type: 'LEAVE', leaveTypeId: leaveTypeId.LWOP, dateFrom: '2026-12-07', dateTo: '2026-12-13' });
    expect(lwop.days).toBe('5.00');
    const half = await filed(member, { type: 'LEAVE', leaveTypeId: leaveTypeId.VL, dateFrom: '2026-12-21', dateTo: '2026-12-21', isHalfDay: true });
    expect(half.days).toBe('0.50');
    expectError(await file(member, { type: 'LEAVE', leaveTypeId: leaveTypeId.VL, dateFrom: '2026-12-25', dateTo: '2026-12-25' }), 422, FILING_MESSAGES.noLeaveDays);
  });

  it('lets HR file for another employee within the branch limit; a member may not', async () => {
    expectError(await file(member, { type: 'OVERTIME', employeeId: approverEmployee, dateFrom: '2026-12-10', dateTo: '2026-12-10', startTime: '17:00', endTime: '20:00' }), 403);
    const ot = await filed(hr, { type: 'OVERTIME', employeeId: cebuEmployee, dateFrom: '2026-12-10', dateTo: '2026-12-10', startTime: '22:00', endTime: '02:00' });
    expect(ot).toMatchObject({ employee: { id: cebuEmployee }, minutes: 240, startTime: '22:00', endTime: '02:00', filedBy: { id: hr.accountId } });
    // The Makati clerk does not reach a Cebu employee, nor another company's.
    expectError(await file(branchClerk, { type: 'OVERTIME', employeeId: cebuEmployee, dateFrom: '2026-12-11', dateTo: '2026-12-11', startTime: '17:00', endTime: '19:00' }), 404, 'Employee not found');
    expectError(await file(hr, { type: 'OVERTIME', employeeId: otherEmployee, dateFrom: '2026-12-11', dateTo: '2026-12-11', startTime: '17:00', endTime: '19:00' }), 404, 'Employee not found');
    const correction = await filed(branchClerk, { type: 'ATTENDANCE_CORRECTION', employeeId: memberEmployee, dateFrom: '2026-12-11', dateTo: '2026-12-11', timeIn: '22:00', timeOut: '06:00' });
    expect(correction).toMatchObject({ timeIn: '2026-12-11T14:00:00.000Z', timeOut: '2026-12-11T22:00:00.000Z' });
  });
});

describe('reading filings', () => {
  it('answers the caller its own filings, and every filing only to HR within the branch limit', async () => {
    const mine = await tableOf(member);
    expect(mine.status).toBe(200);
    expect(mine.body.list.every((f: any) => f.employee.id === memberEmployee)).toBe(true);
    expect(mine.body.pagination.total).toBeGreaterThanOrEqual(5);
    expectError(await tableOf(member, { view: 'company' }), 403);
    expectError(await tableOf(member, { view: 'everyone' }), 400, ['filters: view must be mine or company']);
    const all = await tableOf(hr, { view: 'company' });
    expect(all.body.list.some((f: any) => f.employee.id === cebuEmployee)).toBe(true);
    const clerkAll = await tableOf(branchClerk, { view: 'company' });
    expect(clerkAll.body.list.some((f: any) => f.employee.id === cebuEmployee)).toBe(false);
    expect(clerkAll.body.list.some((f: any) => f.employee.id === memberEmployee)).toBe(true);
    const leaves = await tableOf(hr, { view: 'company', type: 'LEAVE', status: 'PENDING', date: '2026-12-02' });
    expect(leaves.body.list.map((f: any) => f.code)).toEqual(['FL-000001']);
    expect((await tableOf(other, { view: 'company' })).body.list).toEqual([]);
  });

  it('opens a filing to its employee and HR, 404 to others and other companies', async () => {
    const [first] = (await tableOf(member, { type: 'LEAVE', date: '2026-12-02' })).body.list;
    expect((await call(server, 'GET', `/filing?id=${first.id}`, { token: member.token })).body.data.code).toBe('FL-000001');
    expect((await call(server, 'GET', `/filing?id=${first.id}`, { token: approver.token })).status).toBe(200);
    expectError(await call(server, 'GET', `/filing?id=${first.id}`, { token: unlinked.token }), 404, 'Filing not found');
    expectError(await call(server, 'GET', `/filing?id=${first.id}`, { token: other.token }), 404, 'Filing not found');
  });
});

describe('approval', () => {
  it('approves a leave: APPROVED, a USE row in the ledger, the balance down; pushes reach filer and approvers', async () => {
    const memberSocket = await connect(member.token);
    const approverSocket = await connect(approver.token);
    const filing = await filed(member, { type: 'LEAVE', leaveTypeId: leaveTypeId.VL, dateFrom: '2026-12-28', dateTo: '2026-12-29' });
    await waitFor(() => approverSocket.of('filing-created').find((p) => p.filingId === filing.id));
    await waitFor(() => approverSocket.of('task-changed').find((p) => p.documentId === filing.id && p.documentType === 'FILING'));
    expect(memberSocket.of('filing-created').find((p) => p.filingId === filing.id)).toMatchObject({ status: 'PENDING', action: 'created', code: filing.code });

    const answer = await decide(approver, filing.id, 'approve');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = (await call(server, 'GET', `/filing?id=${filing.id}`, { token: member.token })).body.data;
    expect(after.status).toBe('APPROVED');
    expect(after.decidedAt).toBeTruthy();
    const ledger = await server.context.db.select().from(leaveLedger).where(eq(leaveLedger.filingId, filing.id));
    expect(ledger.map((r) => ({ kind: r.kind, days: r.days, year: r.year }))).toEqual([{ kind: 'USE', days: '-2.00', year: 2026 }]);
    expect(await balance(member, 'VL')).toMatchObject({ balance: '0.50', pending: '0.50' });
    const approved = await waitFor(() => memberSocket.of('filing-approved').find((p) => p.filingId === filing.id));
    expect(approved).toMatchObject({ status: 'APPROVED', action: 'approved', employeeId: memberEmployee, by: { accountId: approver.accountId } });
    await waitFor(() => approverSocket.of('task-completed').find((p) => p.documentId === filing.id));
    await waitFor(() => memberSocket.of('attendance-updated').find((p) => (p.employeeIds as number[]).includes(memberEmployee) && p.from === '2026-12-28' && p.to === '2026-12-29'));
  });

  it('nobody approves their own filing', async () => {
    const own = await filed(approver, { type: 'OVERTIME', dateFrom: '2026-12-10', dateTo: '2026-12-10', startTime: '17:00', endTime: '19:00' });
    expect(await stepOf(approver, own.id)).toBeUndefined();
    const [request] = await server.context.db.select().from(approvalRequests).where(and(eq(approvalRequests.documentType, 'FILING'), eq(approvalRequests.documentId, own.id)));
    const { approvalSteps } = await import('../src/db/schema');
    const [step] = await server.context.db.select().from(approvalSteps).where(eq(approvalSteps.approvalRequestId, request.id));
    expectError(await call(server, 'POST', `/approval/${step.id}/approve`, { token: approver.token, body: {} }), 403);
  });

  it('rejects with the reason', async () => {
    const memberSocket = await connect(member.token);
    const filing = await filed(member, { type: 'OVERTIME', dateFrom: '2026-12-15', dateTo: '2026-12-15', startTime: '17:00', endTime: '19:30' });
    expect(filing.minutes).toBe(150);
    expect((await decide(approver, filing.id, 'reject', { reason: 'No overtime budget' })).status).toBe(200);
    const after = (await call(server, 'GET', `/filing?id=${filing.id}`, { token: member.token })).body.data;
    expect(after).toMatchObject({ status: 'REJECTED', statusReason: 'No overtime budget' });
    await waitFor(() => memberSocket.of('filing-rejected').find((p) => p.filingId === filing.id && p.status === 'REJECTED'));
  });

  it('an approved schedule adjustment writes a FILING override per day', async () => {
    const [shift] = await server.context.db.insert(shifts).values({ companyId: hr.companyId, name: 'Night', startTime: '22:00', endTime: '06:00', requiredMinutes: 420 }).returning();
    const filing = await filed(member, { type: 'SCHEDULE_ADJUSTMENT', dateFrom: '2026-12-16', dateTo: '2026-12-17', shiftId: shift.id });
    expect(filing.shift).toEqual({ id: shift.id, name: 'Night' });
    expect((await decide(approver, filing.id, 'approve')).status).toBe(200);
    const rows = await server.context.db.select().from(shiftOverrides).where(eq(shiftOverrides.filingId, filing.id));
    expect(rows.map((r) => ({ date: r.date, shiftId: r.shiftId, source: r.source })).sort((a, b) => a.date.localeCompare(b.date))).toEqual([
      { date: '2026-12-16', shiftId: shift.id, source: 'FILING' },
      { date: '2026-12-17', shiftId: shift.id, source: 'FILING' },
    ]);
    expectError(await file(member, { type: 'SCHEDULE_ADJUSTMENT', dateFrom: '2026-12-24', dateTo: '2026-12-24', shiftId: 999999 }), 400, [FILING_MESSAGES.unknownShift]);
  });
});

describe('cancel', () => {
  it('the filer cancels a pending filing (its approval canceled too); nobody else may', async () => {
    const filing = await filed(member, { type: 'OFFICIAL_BUSINESS', dateFrom: '2026-12-18', dateTo: '2026-12-18', startTime: '13:00', endTime: '17:00' });
    expectError(await call(server, 'POST', `/filing/${filing.id}/cancel`, { token: hr.token, body: {} }), 403, FILING_MESSAGES.notFiler);
    expectError(await call(server, 'POST', `/filing/${filing.id}/cancel`, { token: other.token, body: {} }), 404, 'Filing not found');
    const answer = await call(server, 'POST', `/filing/${filing.id}/cancel`, { token: member.token, body: { reason: 'Meeting moved' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Filing canceled', data: { status: 'CANCELED', statusReason: 'Meeting moved' } });
    const [request] = await server.context.db.select().from(approvalRequests).where(and(eq(approvalRequests.documentType, 'FILING'), eq(approvalRequests.documentId, filing.id)));
    expect(request.status).toBe('CANCELED');
    expect(await stepOf(approver, filing.id)).toBeUndefined();
    expectError(await call(server, 'POST', `/filing/${filing.id}/cancel`, { token: member.token, body: {} }), 409, 'This filing is already canceled');
  });

  it('an approved leave is canceled only by HR, and its credits come back', async () => {
    const filing = await filed(member, { type: 'LEAVE', leaveTypeId: leaveTypeId.SIL, dateFrom: '2026-11-27', dateTo: '2026-11-27' });
    expect((await decide(approver, filing.id, 'approve')).status).toBe(200);
    const before = await balance(member, 'SIL');
    expectError(await call(server, 'POST', `/filing/${filing.id}/cancel`, { token: member.token, body: {} }), 403, FILING_MESSAGES.approvedLeaveByHrOnly);
    expect((await call(server, 'POST', `/filing/${filing.id}/cancel`, { token: hr.token, body: {} })).status).toBe(200);
    const after = await balance(member, 'SIL');
    expect(Number(after.balance) - Number(before.balance)).toBe(1);
    const rows = await server.context.db.select().from(leaveLedger).where(eq(leaveLedger.filingId, filing.id));
    expect(rows.map((r) => `${r.kind} ${r.days}`).sort()).toEqual(['REVERSAL 1.00', 'USE -1.00']);
  });

  it('an approved overtime cannot be canceled', async () => {
    const filing = await filed(member, { type: 'OVERTIME', dateFrom: '2026-12-22', dateTo: '2026-12-22', startTime: '17:00', endTime: '18:00' });
    expect((await decide(approver, filing.id, 'approve')).status).toBe(200);
    expectError(await call(server, 'POST', `/filing/${filing.id}/cancel`, { token: hr.token, body: {} }), 409, 'An approved overtime filing cannot be canceled');
  });
});

describe('discussions', () => {
  it('a thread per filing: posted over HTTP, live in the room, rooms kept across a reconnect', async () => {
    const [first] = (await tableOf(member, { type: 'LEAVE', date: '2026-12-02' })).body.list;
    const subject = { subjectType: 'FILING', subjectId: first.id };
    const hrSocket = await connect(hr.token);
    expect(await emitAck(hrSocket.socket, 'discussion:join', subject)).toEqual({ ok: true });
    // Access is checked like the filing's: another company and an unrelated member are refused.
    const outsider = await connect(other.token);
    expect(await emitAck(outsider.socket, 'discussion:join', subject)).toEqual({ ok: false, message: 'Filing not found' });
    const stranger = await connect(unlinked.token);
    expect(await emitAck(stranger.socket, 'discussion:join', subject)).toEqual({ ok: false, message: 'Filing not found' });
    expect(await emitAck(stranger.socket, 'discussion:join', { subjectType: 'LEAD', subjectId: 1 })).toMatchObject({ ok: false });

    const posted = await call(server, 'POST', '/discussion', { token: member.token, body: { ...subject, body: 'Can I extend to Friday?' } });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const live = await waitFor(() => hrSocket.of('discussion:message')[0]);
    expect(live).toMatchObject({ subjectType: 'FILING', subjectId: first.id, body: 'Can I extend to Friday?', author: { id: member.accountId } });
    await new Promise((r) => setTimeout(r, 200));
    expect(outsider.of('discussion:message')).toEqual([]);
    expect(stranger.of('discussion:message')).toEqual([]);
    expectError(await call(server, 'POST', '/discussion', { token: other.token, body: { ...subject, body: 'Hi' } }), 404, 'Filing not found');
    expectError(await call(server, 'POST', '/discussion', { token: member.token, body: { ...subject, body: '  ' } }), 400, ['body: is required']);

    const thread = await call(server, 'GET', `/discussion?subjectType=FILING&subjectId=${first.id}`, { token: hr.token });
    expect(thread.body.list.map((m: any) => m.body)).toEqual(['Can I extend to Friday?']);

    // After leaving, nothing more arrives.
    expect(await emitAck(hrSocket.socket, 'discussion:leave', subject)).toEqual({ ok: true });
    await call(server, 'POST', '/discussion', { token: member.token, body: { ...subject, body: 'Second' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(hrSocket.of('discussion:message')).toHaveLength(1);
  });

  it('a client that rejoins its rooms after a reconnect still receives', async () => {
    const [first] = (await tableOf(member, { type: 'LEAVE', date: '2026-12-02' })).body.list;
    const subject = { subjectType: 'FILING', subjectId: first.id };
    // A real client with reconnection, rejoining on every connect as the web client does.
    const socket = io(server.url, { path: '/socket.io', auth: { token: hr.token }, transports: ['websocket'], reconnectionDelay: 50, forceNew: true });
    open.push(socket);
    const joined: any[] = [];
    socket.on('connect', () => socket.emit('discussion:join', subject, (ack: any) => joined.push(ack)));
    const heard: any[] = [];
    socket.on('discussion:message', (m: any) => heard.push(m));
    await waitFor(() => joined.length === 1);
    // The transport drops (not a client disconnect): the client reconnects on its own.
    (socket.io.engine as unknown as { close(): void }).close();
    await waitFor(() => joined.length === 2 && socket.connected);
    expect(joined).toEqual([{ ok: true }, { ok: true }]);
    await call(server, 'POST', '/discussion', { token: member.token, body: { ...subject, body: 'After reconnect' } });
    await waitFor(() => heard.find((m) => m.body === 'After reconnect'));
  });
});
