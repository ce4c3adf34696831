import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, APPROVAL_MESSAGES, ATTENDANCE_MESSAGES, isoWeekday, manilaDate, manilaInstant } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import {
  accounts,
  attendanceDays,
  branches,
  employees,
  filings,
  holidays,
  leaveTypes,
  scheduleAssignments,
  scheduleDays,
  schedules,
  shifts,
  teamMembers,
  teams,
  timekeepingRawLogs,
} from '../src/db/schema';
import { computeAttendance } from '../src/modules/attendance/attendance.compute';
import { expectError } from './assertions';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

const KEEPING_ALL = 'MANPOWER_TIME_KEEPING_ACCESS_ALL';
const KEEPING_BRANCH = 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH';
const TEAM = 'MANPOWER_TEAM_ATTENDANCE_ACCESS';
const APPROVE = 'MANPOWER_TIME_KEEPING_APPROVE_ACCESS';

let server: TestServer;
let admin: TestUser;
/** Keeps time for every branch and holds the approve scope (never for their own request). */
let keeper: TestUser;
let approver: TestUser;
/** BY_BRANCH at Makati. */
let makatiKeeper: TestUser;
let teamViewer: TestUser;
let other: TestUser;
let companyId: number;
let makati: number;
let cebu: number;
let teamId: number;
const ids: Record<'rizal' | 'bonifacio' | 'luna', number> = { rizal: 0, bonifacio: 0, luna: 0 };

// A week two weeks back (Monday to Sunday), so every day is over whatever the date today.
const today = manilaDate(new Date());
const MON = addDays(today, -(isoWeekday(today) - 1) - 14);
const day = (n: number) => addDays(MON, n);
const at = (n: number, time: string, plus = 0) => manilaInstant(day(n), time, plus);
const SUN = day(6);

const q = (params: Record<string, string | number | undefined>) =>
  '?' + Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&');

async function insertPunches(rows: { employeeId: number | null; biometricId: string; at: Date }[]) {
  await server.context.db.insert(timekeepingRawLogs).values(rows.map((r) => ({ companyId, deviceSerial: 'SIM-1', biometricId: r.biometricId, punchedAt: r.at, employeeId: r.employeeId })));
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { isFullAccess: true });
  companyId = admin.companyId;
  keeper = await createUser(server, { companyId, scopes: [KEEPING_ALL, TEAM, APPROVE] });
  approver = await createUser(server, { companyId, scopes: [APPROVE] });
  makatiKeeper = await createUser(server, { companyId, scopes: [KEEPING_BRANCH, TEAM] });
  teamViewer = await createUser(server, { companyId, scopes: [TEAM] });
  other = await createUser(server, { isFullAccess: true });
  const { db } = server.context;
  [{ id: makati }, { id: cebu }] = await db.insert(branches).values([{ companyId, name: 'Makati' }, { companyId, name: 'Cebu' }]).returning();
  await db.update(accounts).set({ branchId: makati }).where(eq(accounts.id, makatiKeeper.accountId));
  const people = await db
    .insert(employees)
    .values([
      { companyId, employeeNo: 'EMP-1', firstName: 'Jose', lastName: 'Rizal', branchId: makati, biometricId: '1001', employmentStatus: 'REGULAR' },
      { companyId, employeeNo: 'EMP-2', firstName: 'Andres', lastName: 'Bonifacio', branchId: makati, biometricId: '1002', employmentStatus: 'REGULAR' },
      { companyId, employeeNo: 'EMP-3', firstName: 'Antonio', lastName: 'Luna', branchId: cebu, biometricId: '2001', employmentStatus: 'PROBATIONARY' },
    ])
    .returning();
  [ids.rizal, ids.bonifacio, ids.luna] = people.map((p) => p.id);
  const [team] = await db.insert(teams).values({ companyId, name: 'Rizal Tower Crew', branchId: makati }).returning();
  teamId = team.id;
  await db.insert(teamMembers).values([
    { companyId, teamId, employeeId: ids.rizal, isLeader: true },
    { companyId, teamId, employeeId: ids.bonifacio },
  ]);
  const [shift] = await db.insert(shifts).values({ companyId, name: 'Day 8-5', startTime: '08:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }], graceMinutes: 5, requiredMinutes: 480 }).returning();
  const [schedule] = await db.insert(schedules).values({ companyId, name: 'Mon-Fri' }).returning();
  await db.insert(scheduleDays).values([1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ companyId, scheduleId: schedule.id, weekday, shiftId: weekday <= 5 ? shift.id : null })));
  await db.insert(scheduleAssignments).values([
    { companyId, scheduleId: schedule.id, teamId, effectiveFrom: addDays(MON, -30) },
    { companyId, scheduleId: schedule.id, employeeId: ids.luna, effectiveFrom: addDays(MON, -30) },
  ]);
  // Friday: a local holiday of Makati only.
  await db.insert(holidays).values({ companyId, name: 'Makati City Day', date: day(4), type: 'REGULAR', scope: 'LOCAL', branchId: makati });
  const [sil] = await db.select().from(leaveTypes).where(eq(leaveTypes.companyId, companyId)).limit(1);
  await db.insert(filings).values([
    { companyId, code: 'LV-1', employeeId: ids.bonifacio, type: 'LEAVE', status: 'APPROVED', dateFrom: day(1), dateTo: day(1), leaveTypeId: sil?.id ?? null, reason: 'Family', days: '1' },
    { companyId, code: 'OB-1', employeeId: ids.rizal, type: 'OFFICIAL_BUSINESS', status: 'APPROVED', dateFrom: day(3), dateTo: day(3), reason: 'Client site' },
    { companyId, code: 'LV-2', employeeId: ids.bonifacio, type: 'LEAVE', status: 'PENDING', dateFrom: day(2), dateTo: day(2), leaveTypeId: sil?.id ?? null, reason: 'Pending', days: '1' },
  ]);
  await insertPunches([
    { employeeId: ids.rizal, biometricId: '1001', at: at(0, '08:06') },
    { employeeId: ids.rizal, biometricId: '1001', at: at(0, '17:30') },
    { employeeId: ids.rizal, biometricId: '1001', at: at(2, '08:00') },
    { employeeId: ids.rizal, biometricId: '1001', at: at(5, '08:00') },
    { employeeId: ids.rizal, biometricId: '1001', at: at(5, '12:00') },
    // Stored before the biometric id was matched: found by the id.
    { employeeId: null, biometricId: '1002', at: at(0, '07:58') },
    { employeeId: null, biometricId: '1002', at: at(0, '17:00') },
    { employeeId: ids.bonifacio, biometricId: '1002', at: at(2, '08:00') },
    { employeeId: ids.bonifacio, biometricId: '1002', at: at(2, '17:00') },
    { employeeId: ids.luna, biometricId: '2001', at: at(0, '08:00') },
    { employeeId: ids.luna, biometricId: '2001', at: at(0, '16:00') },
  ]);
});
afterAll(async () => server?.stop());

describe('computeAttendance', () => {
  it('writes one row per employee-day and rewrites it when computed again', async () => {
    const first = await computeAttendance(server.context.db, companyId, { from: MON, to: SUN });
    expect(first.days).toBe(21);
    const again = await computeAttendance(server.context.db, companyId, { from: MON, to: SUN, employeeIds: [ids.rizal] });
    expect(again.days).toBe(7);
    const rows = await server.context.db.select().from(attendanceDays).where(eq(attendanceDays.companyId, companyId));
    expect(rows).toHaveLength(21);
    expect(await computeAttendance(server.context.db, companyId, { from: SUN, to: MON })).toEqual({ days: 0 });
    expect(await computeAttendance(server.context.db, companyId, { from: MON, to: SUN, employeeIds: [] })).toEqual({ days: 0 });
  });
  it('skips days before hiring', async () => {
    await server.context.db.update(employees).set({ hiredAt: day(3) }).where(eq(employees.id, ids.luna));
    await server.context.db.delete(attendanceDays).where(eq(attendanceDays.employeeId, ids.luna));
    expect((await computeAttendance(server.context.db, companyId, { from: MON, to: SUN, employeeIds: [ids.luna] })).days).toBe(4);
    await server.context.db.update(employees).set({ hiredAt: null }).where(eq(employees.id, ids.luna));
  });
});

describe('GET /attendance/team', () => {
  it("answers the team's members by day with the computation", async () => {
    const answer = await call(server, 'GET', `/attendance/team${q({ teamId, from: MON, to: SUN })}`, { token: teamViewer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.team).toEqual({ id: teamId, name: 'Rizal Tower Crew' });
    expect(answer.body.dates).toHaveLength(7);
    expect(answer.body.members.map((m: any) => m.name)).toEqual(['Bonifacio, Andres', 'Rizal, Jose']);
    const rizal = answer.body.members.find((m: any) => m.employeeId === ids.rizal);
    expect(rizal.isLeader).toBe(true);
    const marks = rizal.days.map((d: any) => d.mark);
    expect(marks).toEqual(['LATE', 'ABSENT', 'INCOMPLETE', 'PRESENT', 'HOLIDAY', 'PRESENT', 'REST_DAY']);
    expect(rizal.days[0]).toMatchObject({ date: MON, lateMinutes: 6, workedMinutes: 474, overtimeCandidateMinutes: 30, timeIn: at(0, '08:06').toISOString(), timeOut: at(0, '17:30').toISOString() });
    expect(rizal.days[2].flags).toEqual(['MISSING_OUT']);
    expect(rizal.days[3]).toMatchObject({ officialBusinessMinutes: 480, isAbsent: false });
    expect(rizal.days[4]).toMatchObject({ holidayType: 'REGULAR', isAbsent: false });
    expect(rizal.days[5]).toMatchObject({ isRestDay: true, flags: ['REST_DAY_WORK'], workedMinutes: 240 });
    const bonifacio = answer.body.members.find((m: any) => m.employeeId === ids.bonifacio);
    expect(bonifacio.days[0]).toMatchObject({ lateMinutes: 0, workedMinutes: 480, mark: 'PRESENT' });
    expect(bonifacio.days[1]).toMatchObject({ leaveDays: '1', isAbsent: false, mark: 'LEAVE' });
    expect(bonifacio.days[3]).toMatchObject({ isAbsent: true });
  });
  it('refuses another company, a bad range and a missing scope', async () => {
    expectError(await call(server, 'GET', `/attendance/team${q({ teamId, from: MON, to: SUN })}`, { token: other.token }), 404, 'Team not found');
    expectError(await call(server, 'GET', `/attendance/team${q({ teamId, from: SUN, to: MON })}`, { token: teamViewer.token }), 400, [`to: ${ATTENDANCE_MESSAGES.rangeOrder}`]);
    expectError(await call(server, 'GET', `/attendance/team${q({ from: 'x', to: SUN })}`, { token: teamViewer.token }), 400, ['from: must be a date YYYY-MM-DD', 'teamId: is required']);
    expect((await call(server, 'GET', `/attendance/team${q({ teamId, from: MON, to: SUN })}`, { token: approver.token })).status).toBe(403);
  });
  it('shows a BY_BRANCH user only the members of their branch', async () => {
    await server.context.db.insert(teamMembers).values({ companyId, teamId, employeeId: ids.luna });
    const all = await call(server, 'GET', `/attendance/team${q({ teamId, from: MON, to: MON })}`, { token: teamViewer.token });
    expect(all.body.members).toHaveLength(3);
    const branch = await call(server, 'GET', `/attendance/team${q({ teamId, from: MON, to: MON })}`, { token: makatiKeeper.token });
    expect(branch.body.members.map((m: any) => m.employeeId).sort()).toEqual([ids.rizal, ids.bonifacio].sort());
    await server.context.db.delete(teamMembers).where(eq(teamMembers.employeeId, ids.luna));
  });
});

describe('GET /attendance/day', () => {
  it('answers the punches and the computation of a day', async () => {
    const answer = await call(server, 'GET', `/attendance/day${q({ employeeId: ids.rizal, date: MON })}`, { token: teamViewer.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.punches.map((p: any) => p.punchedAt)).toEqual([at(0, '08:06').toISOString(), at(0, '17:30').toISOString()]);
    expect(answer.body.day).toMatchObject({ shiftName: 'Day 8-5', lateMinutes: 6 });
    const ob = await call(server, 'GET', `/attendance/day${q({ employeeId: ids.rizal, date: day(3) })}`, { token: teamViewer.token });
    expect(ob.body.filings.map((f: any) => f.code)).toEqual(['OB-1']);
  });
  it('is 404 for another company and for another branch under BY_BRANCH', async () => {
    expectError(await call(server, 'GET', `/attendance/day${q({ employeeId: ids.rizal, date: MON })}`, { token: other.token }), 404, 'Employee not found');
    expectError(await call(server, 'GET', `/attendance/day${q({ employeeId: ids.luna, date: MON })}`, { token: makatiKeeper.token }), 404, 'Employee not found');
  });
});

describe('GET /attendance/summary', () => {
  it("totals each employee's cutoff", async () => {
    const answer = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN })}`, { token: keeper.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.list.map((r: any) => r.employeeNo)).toEqual(['EMP-2', 'EMP-3', 'EMP-1']);
    const rizal = answer.body.list.find((r: any) => r.employeeId === ids.rizal);
    expect(rizal).toMatchObject({ daysWorked: 4, absences: 1, lateMinutes: 6, undertimeMinutes: 0, overtimeCandidateMinutes: 30, leaveDays: '0', restDayWorkDays: 1, holidayWorkDays: 0, flaggedDays: 1, branchName: 'Makati', teamName: 'Rizal Tower Crew' });
    const luna = answer.body.list.find((r: any) => r.employeeId === ids.luna);
    // Cebu works the Makati holiday: Friday is an absence there.
    expect(luna).toMatchObject({ daysWorked: 1, absences: 4, undertimeMinutes: 60 });
    const bonifacio = answer.body.list.find((r: any) => r.employeeId === ids.bonifacio);
    expect(bonifacio).toMatchObject({ daysWorked: 2, absences: 1, leaveDays: '1' });
    expect(answer.body.totals).toMatchObject({ absences: 6, leaveDays: '1' });
  });
  it('filters by branch, team and search', async () => {
    const byBranch = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN, branchId: cebu })}`, { token: keeper.token });
    expect(byBranch.body.list.map((r: any) => r.employeeId)).toEqual([ids.luna]);
    const byTeam = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN, teamId })}`, { token: keeper.token });
    expect(byTeam.body.list).toHaveLength(2);
    const bySearch = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN, search: 'luna' })}`, { token: keeper.token });
    expect(bySearch.body.list.map((r: any) => r.employeeId)).toEqual([ids.luna]);
  });
  it('shows a BY_BRANCH user only their branch, another company nothing', async () => {
    const branch = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN })}`, { token: makatiKeeper.token });
    expect(branch.body.list.map((r: any) => r.employeeId).sort()).toEqual([ids.rizal, ids.bonifacio].sort());
    const cebuOnly = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN, branchId: cebu })}`, { token: makatiKeeper.token });
    expect(cebuOnly.body.list).toEqual([]);
    const outsider = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN })}`, { token: other.token });
    expect(outsider.body.list).toEqual([]);
  });
  it('lists the branches a time keeper filters by', async () => {
    const all = await call(server, 'GET', '/select-box/attendance-branch-list', { token: keeper.token });
    expect(all.body).toEqual([{ label: 'Cebu', value: cebu }, { label: 'Makati', value: makati }]);
    const own = await call(server, 'GET', '/select-box/attendance-branch-list', { token: makatiKeeper.token });
    expect(own.body).toEqual([{ label: 'Makati', value: makati }]);
  });
  it('refuses a range longer than 62 days', async () => {
    expectError(await call(server, 'GET', `/attendance/summary${q({ from: MON, to: addDays(MON, 62) })}`, { token: keeper.token }), 400, [`to: ${ATTENDANCE_MESSAGES.rangeTooLong}`]);
  });
  it('exports the summary as .xlsx', async () => {
    const response = await fetch(`${server.url}/api/attendance/summary/export${q({ from: MON, to: SUN })}`, { headers: { token: keeper.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as any);
    const sheet = workbook.getWorksheet('Time keeping')!;
    expect(sheet.getRow(3).getCell(1).value).toBe('Employee No.');
    const rows = [4, 5, 6].map((n) => sheet.getRow(n).values as unknown[]);
    const rizal = rows.find((r) => r[1] === 'EMP-1')!;
    expect(rizal.slice(1, 8)).toEqual(['EMP-1', 'Rizal, Jose', 'Makati', '', 'Rizal Tower Crew', 4, 1]);
  });
  it('shows an approved filing on the next read', async () => {
    await server.context.db.insert(filings).values({ companyId, code: 'OT-1', employeeId: ids.rizal, type: 'OVERTIME', status: 'APPROVED', dateFrom: MON, dateTo: MON, minutes: 60, reason: 'Pour' });
    const answer = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN, search: 'rizal' })}`, { token: keeper.token });
    expect(answer.body.list[0].overtimeApprovedMinutes).toBe(30);
  });
});

describe('attendance adjustments', () => {
  let socket: Socket | undefined;
  afterAll(() => socket?.disconnect());

  it('go through approval: nobody approves their own; approved changes the summary and pushes attendance-updated', async () => {
    const heard: any[] = [];
    socket = io(server.url, { path: '/socket.io', auth: { token: keeper.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.on('attendance-updated', (payload) => heard.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });

    const asked = await call(server, 'POST', '/attendance/adjustment', { token: keeper.token, body: { employeeId: ids.rizal, date: day(1), changes: { isAbsent: false, workedMinutes: 480 }, reason: 'Was on site; the terminal was down' } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body.data).toMatchObject({ status: 'PENDING', employeeId: ids.rizal, date: day(1), changes: { isAbsent: false, workedMinutes: 480 }, reason: 'Was on site; the terminal was down', requestedById: keeper.accountId });
    expect(asked.body.data.before).toMatchObject({ isAbsent: true, workedMinutes: 0 });

    expectError(await call(server, 'POST', '/attendance/adjustment', { token: keeper.token, body: { employeeId: ids.rizal, date: day(1), changes: { lateMinutes: 0 }, reason: 'Again' } }), 409, ATTENDANCE_MESSAGES.pendingExists);

    const mine = await call(server, 'GET', '/approval/pending', { token: keeper.token });
    const step = mine.body.find((p: any) => p.documentType === 'ATTENDANCE_ADJUSTMENT' && p.documentId === asked.body.data.id);
    const theirs = (await call(server, 'GET', '/approval/pending', { token: approver.token })).body.find((p: any) => p.documentType === 'ATTENDANCE_ADJUSTMENT' && p.documentId === asked.body.data.id);
    expect(theirs, 'the approver sees the step').toBeTruthy();
    expectError(await call(server, 'POST', `/approval/${theirs.id}/approve`, { token: keeper.token, body: {} }), 403, APPROVAL_MESSAGES.ownRequest);
    expect(step?.id ?? theirs.id).toBe(theirs.id);

    const before = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN, search: 'rizal' })}`, { token: keeper.token });
    expect(before.body.list[0]).toMatchObject({ absences: 1, pendingAdjustments: 1, adjustedDays: 0 });
    const approved = await call(server, 'POST', `/approval/${theirs.id}/approve`, { token: approver.token, body: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const pushed = await waitFor(() => heard[0]);
    expect(pushed).toEqual({ employeeIds: [ids.rizal], from: day(1), to: day(1), reason: 'ADJUSTMENT', by: { accountId: approver.accountId } });

    const after = await call(server, 'GET', `/attendance/summary${q({ from: MON, to: SUN, search: 'rizal' })}`, { token: keeper.token });
    expect(after.body.list[0]).toMatchObject({ absences: 0, daysWorked: 5, pendingAdjustments: 0, adjustedDays: 1 });
    const [row] = await server.context.db.select().from(attendanceDays).where(eq(attendanceDays.employeeId, ids.rizal)).then((rows) => rows.filter((r) => r.date === day(1)));
    expect(row).toMatchObject({ isAbsent: false, workedMinutes: 480, isAdjusted: true });

    const audit = await call(server, 'GET', `/attendance/adjustment-list${q({ from: MON, to: SUN })}`, { token: keeper.token });
    expect(audit.status).toBe(200);
    expect(audit.body[0]).toMatchObject({ status: 'APPROVED', requestedByName: 'Juan Dela Cruz', reason: 'Was on site; the terminal was down', employeeName: 'Rizal, Jose' });
    expect(audit.body[0].decidedAt).not.toBeNull();
  });

  it('a rejected adjustment leaves the day as computed', async () => {
    const asked = await call(server, 'POST', '/attendance/adjustment', { token: keeper.token, body: { employeeId: ids.rizal, date: MON, changes: { lateMinutes: 0 }, reason: 'Traffic' } });
    expect(asked.status).toBe(201);
    const step = (await call(server, 'GET', '/approval/pending', { token: approver.token })).body.find((p: any) => p.documentId === asked.body.data.id && p.documentType === 'ATTENDANCE_ADJUSTMENT');
    expect((await call(server, 'POST', `/approval/${step.id}/reject`, { token: approver.token, body: { reason: 'No advisory that day' } })).status).toBe(200);
    const list = await call(server, 'GET', `/attendance/adjustment-list${q({ from: MON, to: MON, status: 'REJECTED' })}`, { token: keeper.token });
    expect(list.body.map((a: any) => a.id)).toEqual([asked.body.data.id]);
    const dayAnswer = await call(server, 'GET', `/attendance/day${q({ employeeId: ids.rizal, date: MON })}`, { token: keeper.token });
    expect(dayAnswer.body.day).toMatchObject({ lateMinutes: 6, isAdjusted: false });
    expect(dayAnswer.body.adjustments.map((a: any) => a.status)).toEqual(['REJECTED']);
  });

  it('refuses a future day, an empty change, another branch and another company', async () => {
    expectError(await call(server, 'POST', '/attendance/adjustment', { token: keeper.token, body: { employeeId: ids.rizal, date: addDays(today, 2), changes: { lateMinutes: 0 }, reason: 'x' } }), 422, ATTENDANCE_MESSAGES.futureDay);
    expectError(await call(server, 'POST', '/attendance/adjustment', { token: keeper.token, body: { employeeId: ids.rizal, date: MON, changes: {}, reason: '' } }), 400, ['reason: is required', 'changes: Name at least one field to change']);
    expectError(await call(server, 'POST', '/attendance/adjustment', { token: makatiKeeper.token, body: { employeeId: ids.luna, date: MON, changes: { lateMinutes: 0 }, reason: 'x' } }), 404, 'Employee not found');
    expectError(await call(server, 'POST', '/attendance/adjustment', { token: other.token, body: { employeeId: ids.rizal, date: MON, changes: { lateMinutes: 0 }, reason: 'x' } }), 404, 'Employee not found');
    const branchList = await call(server, 'GET', `/attendance/adjustment-list${q({ from: MON, to: SUN })}`, { token: makatiKeeper.token });
    expect(branchList.body.every((a: any) => a.employeeId !== ids.luna)).toBe(true);
    const outsider = await call(server, 'GET', `/attendance/adjustment-list${q({ from: MON, to: SUN })}`, { token: other.token });
    expect(outsider.body).toEqual([]);
  });
});

describe('GET /attendance/employee', () => {
  it("answers an employee's days and summary", async () => {
    const answer = await call(server, 'GET', `/attendance/employee${q({ employeeId: ids.bonifacio, from: MON, to: SUN })}`, { token: keeper.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.days).toHaveLength(7);
    expect(answer.body.summary).toMatchObject({ leaveDays: '1', daysWorked: 2 });
    expectError(await call(server, 'GET', `/attendance/employee${q({ employeeId: ids.luna, from: MON, to: SUN })}`, { token: makatiKeeper.token }), 404, 'Employee not found');
  });
});

describe('GET /manpower/dashboard', () => {
  it("counts headcount, the day's attendance and pending work", async () => {
    const dashboardUser = await createUser(server, { companyId, scopes: ['MANPOWER_DASHBOARD_ACCESS'] });
    const answer = await call(server, 'GET', `/manpower/dashboard${q({ date: MON })}`, { token: dashboardUser.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.headcount.total).toBe(3);
    expect(answer.body.headcount.byBranch).toEqual([
      { branchId: cebu, name: 'Cebu', count: 1 },
      { branchId: makati, name: 'Makati', count: 2 },
    ]);
    expect(answer.body.headcount.byStatus.sort((a: any, b: any) => a.status.localeCompare(b.status))).toEqual([
      { status: 'PROBATIONARY', count: 1 },
      { status: 'REGULAR', count: 2 },
    ]);
    expect(answer.body.today).toMatchObject({ date: MON, present: 3, late: 1, absent: 0, onLeave: 0 });
    expect(answer.body.week).toHaveLength(7);
    expect(answer.body.pending).toEqual({ filings: 1, adjustments: 0 });
    const tuesday = await call(server, 'GET', `/manpower/dashboard${q({ date: day(1) })}`, { token: dashboardUser.token });
    expect(tuesday.body.today).toMatchObject({ present: 1, absent: 1, onLeave: 1 });
    const outsider = await call(server, 'GET', `/manpower/dashboard${q({ date: MON })}`, { token: other.token });
    expect(outsider.body.headcount.total).toBe(0);
    expect((await call(server, 'GET', '/manpower/dashboard', { token: keeper.token })).status).toBe(403);
  });
});
