import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, SHIFT_MESSAGES } from '@haligi/shared';
import { accounts, branches, employees, shiftOverrides, teamMembers, teams } from '../src/db/schema';
import { loadDayPlans } from '../src/modules/schedules/schedule-resolver';
import { expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

const SCOPES = [
  'MANPOWER_SHIFT_MANAGEMENT_ACCESS',
  'MANPOWER_SCHEDULE_MANAGEMENT_ACCESS',
  'MANPOWER_INDIVIDUAL_SCHEDULING_ACCESS',
  'MANPOWER_TEAM_SCHEDULING_ACCESS',
  'MANPOWER_TEAM_SHIFTING_MANAGEMENT_ACCESS',
];

let server: TestServer;
let admin: TestUser;
let other: TestUser;
let makati: number;
let cebu: number;
let teamId: number;
/** Team members: ana (Makati), ben (Makati), cruz (Cebu). */
let ana: number;
let ben: number;
let cruz: number;
let dayShift: any;
let nightShift: any;
let seq = 0;

const post = (path: string, body: unknown, user = admin) => call(server, 'POST', path, { token: user.token, body });
const get = (path: string, user = admin) => call(server, 'GET', path, { token: user.token });
const table = (path: string, body: unknown = {}, user = admin) => call(server, 'PUT', `${path}?page=1&perPage=50`, { token: user.token, body });

async function created(path: string, body: unknown, user = admin) {
  const answer = await post(path, body, user);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function employee(branchId: number, tag: string) {
  seq += 1;
  const [row] = await server.context.db
    .insert(employees)
    .values({ companyId: admin.companyId, employeeNo: `S-${seq}`, firstName: tag, lastName: 'Tester', branchId, biometricId: String(5000 + seq) })
    .returning();
  return row.id;
}

const week = (shiftId: number | null, restDays = [6, 7]) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, shiftId: restDays.includes(weekday) ? null : shiftId }));

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { scopes: SCOPES });
  other = await createUser(server, { isFullAccess: true });
  const db = server.context.db;
  [{ id: makati }, { id: cebu }] = await db.insert(branches).values([{ companyId: admin.companyId, name: 'Makati' }, { companyId: admin.companyId, name: 'Cebu' }]).returning();
  ana = await employee(makati, 'Ana');
  ben = await employee(makati, 'Ben');
  cruz = await employee(cebu, 'Cruz');
  const [team] = await db.insert(teams).values({ companyId: admin.companyId, name: 'Tower Crew' }).returning();
  teamId = team.id;
  await db.insert(teamMembers).values([ana, ben, cruz].map((employeeId) => ({ companyId: admin.companyId, teamId, employeeId })));
  dayShift = await created('/shift', { name: 'Day shift', startTime: '08:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }], graceMinutes: 10 });
  nightShift = await created('/shift', { name: 'Night shift', startTime: '22:00', endTime: '06:00', breaks: [{ start: '02:00', end: '02:30' }], color: 'indigo' });
});
afterAll(async () => server?.stop());

describe('shifts', () => {
  it('computes the minutes of work: a day shift less lunch, a night shift across midnight', () => {
    expect(dayShift).toMatchObject({ name: 'Day shift', requiredMinutes: 480, graceMinutes: 10, isFlexible: false, crossesMidnight: false, breaks: [{ start: '12:00', end: '13:00' }] });
    expect(nightShift).toMatchObject({ requiredMinutes: 450, crossesMidnight: true, color: 'indigo' });
  });

  it('a flexible shift keeps the minutes it asks for; without them it is refused', async () => {
    const flexi = await created('/shift', { name: 'Flexi', startTime: '07:00', endTime: '19:00', isFlexible: true, requiredMinutes: 480 });
    expect(flexi.requiredMinutes).toBe(480);
    expectError(await post('/shift', { name: 'Flexi 2', startTime: '07:00', endTime: '19:00', isFlexible: true }), 400, [SHIFT_MESSAGES.flexibleMinutes]);
  });

  it('refuses a break outside the shift and bad times, listing every problem', async () => {
    expectError(await post('/shift', { name: 'Bad', startTime: '08:00', endTime: '17:00', breaks: [{ start: '18:00', end: '19:00' }] }), 400, ['breaks.0: must be inside the shift (08:00 to 17:00)']);
    expectError(await post('/shift', { name: '', startTime: '25:00', endTime: '17:00' }), 400, ['name: is required', 'startTime: must be a time HH:mm (00:00 to 23:59)']);
  });

  it('PATCH changes only the fields named and computes the minutes again; a merged shift that breaks the rules is 422', async () => {
    const shift = await created('/shift', { name: 'Patch me', startTime: '08:00', endTime: '17:00', breaks: [{ start: '12:00', end: '13:00' }] });
    const changed = await call(server, 'PATCH', '/shift', { token: admin.token, body: { id: shift.id, endTime: '18:00' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: SHIFT_MESSAGES.updated, data: { name: 'Patch me', endTime: '18:00', requiredMinutes: 540 } });
    expectError(await call(server, 'PATCH', '/shift', { token: admin.token, body: { id: shift.id, endTime: '12:30' } }), 422, 'breaks.0: must be inside the shift (08:00 to 12:30)');
    expectError(await call(server, 'PATCH', '/shift', { token: other.token, body: { id: shift.id, name: 'Stolen' } }), 404, 'Shift not found');
  });

  it('lists in the table and the select list; another company sees none', async () => {
    const answer = await table('/shift', { searchKeyword: 'Night', filters: [] });
    expect(answer.body.list.map((s: any) => s.name)).toEqual(['Night shift']);
    const select = await get('/select-box/shift-list');
    expect(select.body.map((s: any) => s.label)).toContain('Day shift (08:00–17:00)');
    expect((await get('/select-box/shift-list', other)).body).toEqual([]);
    expectError(await get(`/shift?id=${dayShift.id}`, other), 404, 'Shift not found');
  });

  it('a shift a schedule uses cannot be deleted (409); once free it is marked deleted and kept for past days', async () => {
    const shift = await created('/shift', { name: 'Used', startTime: '06:00', endTime: '14:00' });
    const schedule = await created('/schedule', { name: 'Uses it', days: week(shift.id) });
    expectError(await call(server, 'DELETE', `/shift/${shift.id}`, { token: admin.token }), 409, SHIFT_MESSAGES.inUse('Uses it'));
    await call(server, 'PATCH', '/schedule', { token: admin.token, body: { id: schedule.id, days: week(null, [1, 2, 3, 4, 5, 6, 7]) } });
    const removed = await call(server, 'DELETE', `/shift/${shift.id}`, { token: admin.token });
    expect(removed.body).toEqual({ message: SHIFT_MESSAGES.deleted });
    expectError(await get(`/shift?id=${shift.id}`), 404, 'Shift not found');
    expect((await get('/select-box/shift-list')).body.map((s: any) => s.value)).not.toContain(shift.id);
  });
});

describe('schedules', () => {
  it('keeps seven weekdays, a rest day where no shift is given', async () => {
    const schedule = await created('/schedule', { name: 'Mon-Fri', days: [{ weekday: 1, shiftId: dayShift.id }, { weekday: 2, shiftId: nightShift.id }] });
    expect(schedule.days).toHaveLength(7);
    expect(schedule.days.map((d: any) => d.shift?.name ?? null)).toEqual(['Day shift', 'Night shift', null, null, null, null, null]);
    expect(schedule).toMatchObject({ workDays: 2, weeklyMinutes: 930 });
    expect((await get(`/schedule?id=${schedule.id}`)).body.data.days[0]).toMatchObject({ weekday: 1, label: 'Monday' });
  });

  it("refuses another company's shift, a weekday twice and a weekday out of range", async () => {
    const theirs = await created('/shift', { name: 'Theirs', startTime: '08:00', endTime: '17:00' }, other);
    expectError(await post('/schedule', { name: 'X', days: [{ weekday: 1, shiftId: theirs.id }] }), 422, SCHEDULE_MESSAGES.unknownShift(theirs.id));
    expectError(await post('/schedule', { name: 'X', days: [{ weekday: 1, shiftId: null }, { weekday: 1, shiftId: null }] }), 400, ['days: each weekday at most once']);
    expectError(await post('/schedule', { name: 'X', days: [{ weekday: 8, shiftId: null }] }), 400, ['days.0.weekday: must be at most 7']);
  });

  it('a schedule assigned from today on cannot be deleted; an ended one can', async () => {
    const schedule = await created('/schedule', { name: 'Short-lived', days: week(dayShift.id) });
    const assignment = await created('/schedule-assignment', { scheduleId: schedule.id, employeeId: ben, effectiveFrom: '2026-01-01' });
    expectError(await call(server, 'DELETE', `/schedule/${schedule.id}`, { token: admin.token }), 409, SCHEDULE_MESSAGES.inUse);
    await post(`/schedule-assignment/${assignment.id}/end`, { effectiveTo: '2026-01-31' });
    expect((await call(server, 'DELETE', `/schedule/${schedule.id}`, { token: admin.token })).body).toEqual({ message: SCHEDULE_MESSAGES.deleted });
    // The ended assignment still names it in the history.
    const history = await get(`/schedule-assignment?employeeId=${ben}`);
    expect(history.body.data.find((a: any) => a.id === assignment.id)).toMatchObject({ schedule: { name: 'Short-lived' }, effectiveTo: '2026-01-31', status: 'ENDED' });
  });
});

describe('assignments', () => {
  it('an employee or a team, never both or neither; dates in order', async () => {
    const schedule = await created('/schedule', { name: 'Checks', days: week(dayShift.id) });
    expectError(await post('/schedule-assignment', { scheduleId: schedule.id, employeeId: ana, teamId, effectiveFrom: '2026-02-02' }), 400, ['employeeId: choose either an employee or a team']);
    expectError(await post('/schedule-assignment', { scheduleId: schedule.id, effectiveFrom: '2026-02-02' }), 400, ['employeeId: choose either an employee or a team']);
    expectError(await post('/schedule-assignment', { scheduleId: schedule.id, employeeId: ana, effectiveFrom: '2026-02-02', effectiveTo: '2026-02-01' }), 400, ['effectiveTo: must be on or after effectiveFrom']);
    const answer = await created('/schedule-assignment', { scheduleId: schedule.id, teamId, effectiveFrom: '2099-01-01' });
    expect(answer).toMatchObject({ target: 'TEAM', team: { id: teamId, name: 'Tower Crew' }, status: 'UPCOMING', effectiveTo: null });
    expectError(await post(`/schedule-assignment/${answer.id}/end`, { effectiveTo: '2098-12-31' }), 422, SCHEDULE_MESSAGES.endBeforeStart);
    const ended = await post(`/schedule-assignment/${answer.id}/end`, { effectiveTo: '2099-01-01' });
    expect(ended.body).toMatchObject({ message: SCHEDULE_MESSAGES.ended, data: { effectiveTo: '2099-01-01' } });
  });

  it("another company's employee, team or schedule is 404", async () => {
    const theirs = await created('/schedule', { name: 'Theirs', days: [] }, other);
    expectError(await post('/schedule-assignment', { scheduleId: theirs.id, employeeId: ana, effectiveFrom: '2026-02-02' }), 404, 'Schedule not found');
    const mine = await created('/schedule', { name: 'Mine', days: [] });
    expectError(await post('/schedule-assignment', { scheduleId: mine.id, employeeId: ana, effectiveFrom: '2026-02-02' }, other), 404, 'Schedule not found');
    const otherMine = await created('/schedule', { name: 'Other mine', days: [] }, other);
    expectError(await post('/schedule-assignment', { scheduleId: otherMine.id, employeeId: ana, effectiveFrom: '2026-02-02' }, other), 404, 'Employee not found');
    expectError(await post('/schedule-assignment', { scheduleId: otherMine.id, teamId, effectiveFrom: '2026-02-02' }, other), 404, 'Team not found');
    expectError(await get(`/schedule-assignment?teamId=${teamId}`, other), 404, 'Team not found');
  });

  it('a BY_BRANCH user assigns and sees only the employees of their branch', async () => {
    const clerk = await createUser(server, { companyId: admin.companyId, scopes: [...SCOPES, 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] });
    await server.context.db.update(accounts).set({ branchId: cebu }).where(eq(accounts.id, clerk.accountId));
    const schedule = await created('/schedule', { name: 'Cebu week', days: week(dayShift.id) });
    expectError(await post('/schedule-assignment', { scheduleId: schedule.id, employeeId: ana, effectiveFrom: '2026-03-02' }, clerk), 404, 'Employee not found');
    await created('/schedule-assignment', { scheduleId: schedule.id, employeeId: cruz, effectiveFrom: '2026-03-02' }, clerk);
    const rows = (await table('/schedule-assignment', { filters: [{ key: 'target', value: 'EMPLOYEE' }] }, clerk)).body.list;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: any) => r.employee.id === cruz)).toBe(true);
    const plan = await get(`/shift-plan?teamId=${teamId}&from=2026-03-02&to=2026-03-03`, clerk);
    expect(plan.body.data.rows.map((r: any) => r.employee.id)).toEqual([cruz]);
    expectError(await call(server, 'PUT', '/shift-override', { token: clerk.token, body: { employeeId: ana, date: '2026-03-02', kind: 'REST_DAY' } }), 404, 'Employee not found');
  });
});

describe('loadDayPlans and the shift plan', () => {
  // Week of 2026-06-01 (Monday) … 2026-06-07 (Sunday).
  it('override > own assignment > team assignment; effective dates; rest days; no schedule', async () => {
    const dayWeek = await created('/schedule', { name: 'Team days', days: week(dayShift.id) });
    const nightWeek = await created('/schedule', { name: 'Own nights', days: week(nightShift.id, [7]) });
    await created('/schedule-assignment', { scheduleId: dayWeek.id, teamId, effectiveFrom: '2026-06-01' });
    // Ana's own schedule only from Wednesday to Friday.
    await created('/schedule-assignment', { scheduleId: nightWeek.id, employeeId: ana, effectiveFrom: '2026-06-03', effectiveTo: '2026-06-05' });
    // A later own assignment of the same start wins (latest effectiveFrom, then latest id).
    const set = await call(server, 'PUT', '/shift-override', { token: admin.token, body: { employeeId: ana, date: '2026-06-04', kind: 'REST_DAY' } });
    expect(set.body).toEqual({ message: SCHEDULE_MESSAGES.overrideSaved, data: { employeeId: ana, date: '2026-06-04', kind: 'REST_DAY', shiftId: null, source: 'OVERRIDE', isOverride: true } });
    await call(server, 'PUT', '/shift-override', { token: admin.token, body: { employeeId: ben, date: '2026-06-06', kind: 'SHIFT', shiftId: nightShift.id } });

    const { plans, shifts } = await loadDayPlans(server.context.db, admin.companyId, [ana, ben], '2026-05-31', '2026-06-07');
    const of = (id: number) => [...plans.get(id)!.values()].map((p) => (p.kind === 'SHIFT' ? `${p.source}:${p.shiftId === dayShift.id ? 'day' : 'night'}` : p.kind === 'REST_DAY' ? `${p.source}:rest` : 'none'));
    expect(of(ana)).toEqual(['none', 'TEAM:day', 'TEAM:day', 'EMPLOYEE:night', 'OVERRIDE:rest', 'EMPLOYEE:night', 'TEAM:rest', 'TEAM:rest']);
    expect(of(ben)).toEqual(['none', 'TEAM:day', 'TEAM:day', 'TEAM:day', 'TEAM:day', 'TEAM:day', 'OVERRIDE:night', 'TEAM:rest']);
    expect([...shifts.keys()].sort()).toEqual([dayShift.id, nightShift.id].sort());

    const plan = await get(`/shift-plan?teamId=${teamId}&from=2026-06-01&to=2026-06-07`);
    expect(plan.status).toBe(200);
    expect(plan.body.data.dates).toHaveLength(7);
    const anaRow = plan.body.data.rows.find((r: any) => r.employee.id === ana);
    expect(anaRow.days[3]).toEqual({ date: '2026-06-04', kind: 'REST_DAY', shiftId: null, source: 'OVERRIDE', overrideSource: 'MANUAL', isOverride: true });
    expect(anaRow.days[0]).toMatchObject({ kind: 'SHIFT', shiftId: dayShift.id, source: 'TEAM', isOverride: false });
    expect(plan.body.data.shifts.map((s: any) => s.id).sort()).toEqual([dayShift.id, nightShift.id].sort());

    // Cleared: back to the schedule.
    const cleared = await call(server, 'PUT', '/shift-override', { token: admin.token, body: { employeeId: ana, date: '2026-06-04', kind: 'CLEAR' } });
    expect(cleared.body).toMatchObject({ message: SCHEDULE_MESSAGES.overrideCleared, data: { kind: 'SHIFT', shiftId: nightShift.id, source: 'EMPLOYEE', isOverride: false } });
  });

  it('an override from an approved filing is not changed by hand (422); bad requests are 400 or 404', async () => {
    await server.context.db.insert(shiftOverrides).values({ companyId: admin.companyId, employeeId: ben, date: '2026-06-10', shiftId: null, source: 'FILING' });
    expectError(await call(server, 'PUT', '/shift-override', { token: admin.token, body: { employeeId: ben, date: '2026-06-10', kind: 'CLEAR' } }), 422, SCHEDULE_MESSAGES.overrideFromFiling);
    expectError(await call(server, 'PUT', '/shift-override', { token: admin.token, body: { employeeId: ben, date: '2026-06-11', kind: 'SHIFT' } }), 400, ['shiftId: is required for a shift']);
    const theirs = await created('/shift', { name: 'Their shift', startTime: '08:00', endTime: '17:00' }, other);
    expectError(await call(server, 'PUT', '/shift-override', { token: admin.token, body: { employeeId: ben, date: '2026-06-11', kind: 'SHIFT', shiftId: theirs.id } }), 404, 'Shift not found');
    expectError(await get(`/shift-plan?teamId=${teamId}&from=2026-06-01&to=2026-07-15`), 400, [SCHEDULE_MESSAGES.planTooLong]);
    expectError(await get(`/shift-plan?teamId=${teamId}&from=2026-06-07&to=2026-06-01`), 400, ['to: must be on or after from']);
    expectError(await get(`/shift-plan?teamId=${teamId}&from=2026-06-01&to=2026-06-07`, other), 404, 'Team not found');
  });
});
