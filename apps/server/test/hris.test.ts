import { BRANCH_MESSAGES, DEPARTMENT_MESSAGES, EMPLOYEE_MESSAGES, TEAM_MESSAGES } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, branches, employeeRates, employees, files, timekeepingDevices } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';

const HRIS = ['MANPOWER_HRIS_ACCESS'];

let server: TestServer;
let admin: TestUser;
/** HRIS only (sees every branch: no BY_BRANCH scope). */
let clerk: TestUser;
/** HRIS limited to the Cebu branch. */
let cebuClerk: TestUser;
let other: TestUser;
let makati: number;
let cebu: number;

const tableOf = (user: TestUser, path: string, body: unknown = {}) => call(server, 'PUT', `${path}?page=1&perPage=50`, { token: user.token, body });
const filters = (entries: Record<string, unknown>, extra: object = {}) => ({ filters: Object.entries(entries).map(([key, value]) => ({ key, value })), ...extra });
let seq = 0;

async function hire(body: Record<string, unknown> = {}, user = clerk) {
  seq += 1;
  const answer = await call(server, 'POST', '/employee', { token: user.token, body: { firstName: `Juan${seq}`, lastName: 'Santos', branchId: makati, ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { isFullAccess: true });
  clerk = await createUser(server, { companyId: admin.companyId, scopes: [...HRIS, 'MANPOWER_TEAM_MANAGEMENT_ACCESS'] });
  cebuClerk = await createUser(server, { companyId: admin.companyId, scopes: [...HRIS, 'MANPOWER_TEAM_MANAGEMENT_ACCESS', 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] });
  other = await createUser(server, { isFullAccess: true });
  const made = await call(server, 'POST', '/branch', { token: admin.token, body: { name: 'Makati', address: 'Ayala Ave' } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  makati = made.body.data.id;
  cebu = (await call(server, 'POST', '/branch', { token: admin.token, body: { name: 'Cebu' } })).body.data.id;
  // The admin gives the clerk their branch through Settings > Users.
  const set = await call(server, 'PATCH', `/account/${cebuClerk.accountId}`, { token: admin.token, body: { branchId: cebu } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
}, 120_000);
afterAll(async () => server?.stop());

describe('employees: the 201 file', () => {
  it('creates with the next EMP number, digits-only government numbers and a starting rate', async () => {
    const e = await hire({ sssNo: '34-1234567-8', philhealthNo: '12 345678901 2', pagibigNo: '1234-5678-9012', tin: '123-456-789-000', rate: 695, rateType: 'DAILY', hiredAt: '2025-01-06' });
    expect(e.employeeNo).toMatch(/^EMP-\d{6}$/);
    expect(e).toMatchObject({ sssNo: '3412345678', philhealthNo: '123456789012', pagibigNo: '123456789012', tin: '123456789000', rate: '695.00', rateType: 'DAILY', branch: { id: makati, name: 'Makati' } });
    const next = await hire();
    expect(Number(next.employeeNo.slice(4))).toBe(Number(e.employeeNo.slice(4)) + 1);
    const rates = await call(server, 'GET', `/employee/${e.id}/rates`, { token: clerk.token });
    expect(rates.body.data).toMatchObject([{ rateType: 'DAILY', rate: '695.00', effectiveFrom: '2025-01-06', isCurrent: true }]);
    expect((await hire({ employeeNo: 'OLD-17' })).employeeNo).toBe('OLD-17');
    expectError(await call(server, 'POST', '/employee', { token: clerk.token, body: { firstName: 'A', lastName: 'B', employeeNo: 'OLD-17' } }), 409, 'Employee number OLD-17 is already used');
  });

  it('lists every government-number problem in plain words', async () => {
    const answer = await call(server, 'POST', '/employee', { token: clerk.token, body: { firstName: 'A', lastName: 'B', sssNo: '34-123', philhealthNo: '1234', pagibigNo: '12345', tin: '1234567890' } });
    expectError(answer, 400, [
      'sssNo: SSS number must have 10 digits',
      'philhealthNo: PhilHealth number must have 12 digits',
      'pagibigNo: Pag-IBIG MID number must have 12 digits',
      'tin: TIN must have 9 or 12 digits',
    ]);
    expectError(await call(server, 'POST', '/employee', { token: clerk.token, body: { lastName: 'B' } }), 400, ['firstName: is required']);
  });

  it('checks the employment dates', async () => {
    expectError(
      await call(server, 'POST', '/employee', { token: clerk.token, body: { firstName: 'A', lastName: 'B', employmentStatus: 'REGULAR', hiredAt: '2025-02-01', regularizedAt: '2025-01-31', separatedAt: '2025-03-01' } }),
      400,
      ['separatedAt: Separation date is only for a resigned or terminated employee', 'regularizedAt: Regularization date cannot be before the hire date'],
    );
    const e = await hire({ employmentStatus: 'REGULAR', hiredAt: '2025-02-01' });
    expectError(await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: e.id, employmentStatus: 'RESIGNED' } }), 400, [
      'separatedAt: Separation date is required for a resigned or terminated employee',
    ]);
    const left = await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: e.id, employmentStatus: 'RESIGNED', separatedAt: '2025-06-30' } });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(left.body.data).toMatchObject({ employmentStatus: 'RESIGNED', separatedAt: '2025-06-30', hiredAt: '2025-02-01' });
  });

  it('PATCH changes only the fields named; GET reads one; another company gets 404', async () => {
    const e = await hire({ position: 'Mason', mobile: '0917', bankName: 'BDO', bankAccountNo: '001122' });
    const answer = await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: e.id, position: 'Foreman' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(EMPLOYEE_MESSAGES.updated);
    expect(answer.body.data).toMatchObject({ position: 'Foreman', mobile: '0917', bankName: 'BDO', bankAccountNo: '001122', firstName: e.firstName });
    const read = await call(server, 'GET', `/employee?id=${e.id}`, { token: clerk.token });
    expect(read.body.data).toMatchObject({ id: e.id, position: 'Foreman', rates: [{ rate: '0.00' }], documents: [] });
    expectError(await call(server, 'GET', `/employee?id=${e.id}`, { token: other.token }), 404, 'Employee not found');
    expectError(await call(server, 'PATCH', '/employee', { token: other.token, body: { id: e.id, position: 'X' } }), 404);
    expectError(await call(server, 'DELETE', `/employee/${e.id}`, { token: other.token }), 404);
    expectError(await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: e.id, branchId: 999999 } }), 422, 'The chosen branch does not exist');
  });

  it('a biometric id is unique among live employees; a user account links to one employee', async () => {
    const a = await hire({ firstName: 'Ligaya', lastName: 'Dela Cruz', biometricId: '1001', accountId: clerk.accountId });
    expectError(await call(server, 'POST', '/employee', { token: clerk.token, body: { firstName: 'B', lastName: 'C', biometricId: '1001' } }), 409, 'Biometric ID 1001 is already used by Dela Cruz, Ligaya');
    const b = await hire();
    expectError(await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: b.id, biometricId: '1001' } }), 409, 'Biometric ID 1001 is already used by Dela Cruz, Ligaya');
    expectError(await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: b.id, accountId: clerk.accountId } }), 409, 'This user account is already linked to Dela Cruz, Ligaya');
    // The same values on the holder itself are fine.
    expect((await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: a.id, biometricId: '1001', accountId: clerk.accountId } })).status).toBe(200);
    // Another company may use 1001.
    expect((await call(server, 'POST', '/employee', { token: other.token, body: { firstName: 'X', lastName: 'Y', biometricId: '1001' } })).status).toBe(201);
    // Deleted: the id and the account are free again.
    const removed = await call(server, 'DELETE', `/employee/${a.id}`, { token: clerk.token });
    expect(removed.body).toEqual({ message: EMPLOYEE_MESSAGES.deleted });
    expect((await server.context.db.select().from(employees).where(eq(employees.id, a.id)))[0].isDeleted).toBe(true);
    expectError(await call(server, 'GET', `/employee?id=${a.id}`, { token: clerk.token }), 404);
    expect((await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: b.id, biometricId: '1001', accountId: clerk.accountId } })).status).toBe(200);
  });

  it('rates change only through the history; the current rate is the newest row in effect', async () => {
    const e = await hire({ rate: 600, hiredAt: '2024-01-01' });
    const patched = await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: e.id, rate: 9999 } });
    expect(patched.body.data.rate).toBe('600.00');
    const raise = await call(server, 'POST', `/employee/${e.id}/rate`, { token: clerk.token, body: { rateType: 'MONTHLY', rate: '25000.50', effectiveFrom: '2025-01-01', note: 'Regularized' } });
    expect(raise.status, JSON.stringify(raise.body)).toBe(201);
    expect(raise.body.data).toMatchObject({ rate: '25000.50', rateType: 'MONTHLY' });
    // A raise dated next year does not apply yet.
    const future = await call(server, 'POST', `/employee/${e.id}/rate`, { token: clerk.token, body: { rateType: 'MONTHLY', rate: 30000, effectiveFrom: '2999-01-01' } });
    expect(future.body.data).toMatchObject({ rate: '25000.50' });
    const [row] = await server.context.db.select().from(employees).where(eq(employees.id, e.id));
    expect(row.rate).toBe('25000.50');
    const history = (await call(server, 'GET', `/employee/${e.id}/rates`, { token: clerk.token })).body.data;
    expect(history.map((r: any) => [r.effectiveFrom, r.rate, r.isCurrent, r.note])).toEqual([
      ['2999-01-01', '30000.00', false, ''],
      ['2025-01-01', '25000.50', true, 'Regularized'],
      ['2024-01-01', '600.00', false, 'Starting rate'],
    ]);
    expect(await countRows(server, 'employee_rates', 'employee_id = $1', [e.id])).toBe(3);
    expectError(await call(server, 'POST', `/employee/${e.id}/rate`, { token: clerk.token, body: { rateType: 'WEEKLY', rate: -1, effectiveFrom: 'x' } }), 400, [
      'rateType: must be one of MONTHLY, DAILY, HOURLY',
      'rate: must be at least 0',
      'effectiveFrom: must be a date YYYY-MM-DD',
    ]);
    expectError(await call(server, 'POST', `/employee/${e.id}/rate`, { token: other.token, body: { rateType: 'DAILY', rate: 1, effectiveFrom: '2025-01-01' } }), 404);
    void employeeRates;
  });

  it('documents: attach an uploaded file, list, remove', async () => {
    const e = await hire();
    const form = new FormData();
    form.append('fileData', new Blob(['%PDF-1.4 contract'], { type: 'application/pdf' }), 'contract.pdf');
    const uploaded = await fetch(`${server.url}/api/file-upload/upload-document`, { method: 'POST', headers: { token: clerk.token }, body: form });
    const file = (await uploaded.json()) as any;
    expect(uploaded.status).toBe(201);
    const added = await call(server, 'POST', `/employee/${e.id}/document`, { token: clerk.token, body: { fileId: file.id, title: 'Employment contract' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ title: 'Employment contract', originalName: 'contract.pdf', fileId: file.id });
    const list = await call(server, 'GET', `/employee/${e.id}/documents`, { token: clerk.token });
    expect(list.body.data.map((d: any) => d.title)).toEqual(['Employment contract']);
    // A file of another company cannot be attached.
    const [foreign] = await server.context.db.insert(files).values({ companyId: other.companyId, name: 'x.pdf', originalName: 'x.pdf', mimeType: 'application/pdf', size: 1 }).returning();
    expectError(await call(server, 'POST', `/employee/${e.id}/document`, { token: clerk.token, body: { fileId: foreign.id, title: 'X' } }), 404, 'File not found');
    const removed = await call(server, 'DELETE', `/employee/${e.id}/document/${added.body.data.id}`, { token: clerk.token });
    expect(removed.body).toEqual({ message: EMPLOYEE_MESSAGES.documentRemoved });
    expect((await call(server, 'GET', `/employee/${e.id}/documents`, { token: clerk.token })).body.data).toEqual([]);
    expectError(await call(server, 'DELETE', `/employee/${e.id}/document/${added.body.data.id}`, { token: clerk.token }), 404, 'Document not found');
  });

  it('the table filters by branch, department, status and team and searches name or number', async () => {
    const dept = (await call(server, 'POST', '/department', { token: clerk.token, body: { name: 'Structural' } })).body.data.id;
    const a = await hire({ firstName: 'Rosario', lastName: 'Magsaysay', departmentId: dept, employmentStatus: 'CONTRACTUAL', branchId: cebu });
    const team = (await call(server, 'POST', '/team', { token: clerk.token, body: { name: 'Table Crew' } })).body.data.id;
    expect((await call(server, 'POST', `/team/${team}/members`, { token: clerk.token, body: { members: [{ employeeId: a.id }] } })).status).toBe(200);
    const ids = async (body: unknown) => (await tableOf(clerk, '/employee', body)).body.list.map((r: any) => r.id);
    expect(await ids(filters({ departmentId: dept }))).toEqual([a.id]);
    expect(await ids(filters({ teamId: team }))).toEqual([a.id]);
    expect(await ids(filters({ branchId: cebu, employmentStatus: 'CONTRACTUAL' }))).toEqual([a.id]);
    expect(await ids({ searchKeyword: 'magsaysay', searchBy: 'name' })).toEqual([a.id]);
    expect(await ids({ searchKeyword: a.employeeNo, searchBy: 'employeeNo' })).toEqual([a.id]);
    const row = (await tableOf(clerk, '/employee', filters({ teamId: team }))).body.list[0];
    expect(row).toMatchObject({ branchName: 'Cebu', departmentName: 'Structural', teamName: 'Table Crew', team: { id: team, isLeader: false } });
    const page = await tableOf(clerk, '/employee');
    expect(Object.keys(page.body).sort()).toEqual(['currentPage', 'list', 'pagination']);
    expect((await tableOf(other, '/employee')).body.list.map((r: any) => r.id)).not.toContain(a.id);
  });

  it('exports the table as .xlsx and serves the import template', async () => {
    await hire({ firstName: 'Exported', lastName: 'Person', sssNo: '3412345678' });
    const response = await fetch(`${server.url}/api/employee/export?searchKeyword=Exported`, { headers: { token: clerk.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Last Name');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Person');
    expect(sheet.getRow(2).getCell(13).value).toBe('34-1234567-8');
    const template = await fetch(`${server.url}/api/employee/import/template`, { headers: { token: clerk.token } });
    expect(template.status).toBe(200);
  });
});

describe('BY_BRANCH: a user limited to their branch', () => {
  it('sees, reads and changes only employees of their branch', async () => {
    const here = await hire({ branchId: cebu, firstName: 'Cebuano' });
    const there = await hire({ branchId: makati, firstName: 'Makatiño' });
    const list = (await tableOf(cebuClerk, '/employee', { perPage: 0 })).body.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r: any) => r.branchId === cebu)).toBe(true);
    expect(list.map((r: any) => r.id)).toContain(here.id);
    expectError(await call(server, 'GET', `/employee?id=${there.id}`, { token: cebuClerk.token }), 404);
    expectError(await call(server, 'PATCH', '/employee', { token: cebuClerk.token, body: { id: there.id, position: 'X' } }), 404);
    expectError(await call(server, 'POST', `/employee/${there.id}/rate`, { token: cebuClerk.token, body: { rateType: 'DAILY', rate: 1, effectiveFrom: '2025-01-01' } }), 404);
    expectError(await call(server, 'DELETE', `/employee/${there.id}`, { token: cebuClerk.token }), 404);
    expectError(await call(server, 'GET', `/employee/${there.id}/rates`, { token: cebuClerk.token }), 404);
    const picks = (await call(server, 'GET', '/select-box/employee-list', { token: cebuClerk.token })).body;
    expect(picks.every((p: any) => p.branchId === cebu)).toBe(true);
  });

  it('creates in their own branch only and cannot move an employee away', async () => {
    const own = await call(server, 'POST', '/employee', { token: cebuClerk.token, body: { firstName: 'No', lastName: 'Branch' } });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.data.branchId).toBe(cebu);
    expectError(await call(server, 'POST', '/employee', { token: cebuClerk.token, body: { firstName: 'A', lastName: 'B', branchId: makati } }), 403, EMPLOYEE_MESSAGES.otherBranch);
    expectError(await call(server, 'PATCH', '/employee', { token: cebuClerk.token, body: { id: own.body.data.id, branchId: makati } }), 403, EMPLOYEE_MESSAGES.otherBranch);
    expectError(await call(server, 'PATCH', '/employee', { token: cebuClerk.token, body: { id: own.body.data.id, branchId: null } }), 403, EMPLOYEE_MESSAGES.otherBranch);
    expect((await call(server, 'PATCH', '/employee', { token: cebuClerk.token, body: { id: own.body.data.id, branchId: cebu, position: 'Welder' } })).status).toBe(200);
  });

  it('a BY_BRANCH user with no branch sees nobody and creates nobody', async () => {
    const lost = await createUser(server, { companyId: admin.companyId, scopes: [...HRIS, 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] });
    expect((await tableOf(lost, '/employee')).body.list).toEqual([]);
    expectError(await call(server, 'POST', '/employee', { token: lost.token, body: { firstName: 'A', lastName: 'B' } }), 403, EMPLOYEE_MESSAGES.noBranch);
  });
});

describe('settings: a user branch', () => {
  it('the users table shows it; a branch of another company or one of your own is refused', async () => {
    const users = await tableOf(admin, '/account', { searchKeyword: cebuClerk.email, searchBy: 'email' });
    expect(users.body.list[0]).toMatchObject({ branchId: cebu, branchName: 'Cebu' });
    const foreign = (await call(server, 'POST', '/branch', { token: other.token, body: { name: 'Davao' } })).body.data.id;
    expectError(await call(server, 'PATCH', `/account/${cebuClerk.accountId}`, { token: admin.token, body: { branchId: foreign } }), 422, 'The chosen branch does not exist');
    expectError(await call(server, 'PATCH', `/account/${admin.accountId}`, { token: admin.token, body: { branchId: cebu } }), 403, 'You cannot change your own branch');
    const cleared = await call(server, 'PATCH', `/account/${cebuClerk.accountId}`, { token: admin.token, body: { branchId: null } });
    expect(cleared.status).toBe(200);
    expect((await server.context.db.select().from(accounts).where(eq(accounts.id, cebuClerk.accountId)))[0].branchId).toBeNull();
    // The session cache follows: the clerk now sees no employee.
    expect((await tableOf(cebuClerk, '/employee')).body.list).toEqual([]);
    expect((await call(server, 'PATCH', `/account/${cebuClerk.accountId}`, { token: admin.token, body: { branchId: cebu } })).status).toBe(200);
    expect((await tableOf(cebuClerk, '/employee')).body.list.length).toBeGreaterThan(0);
  });
});

describe('departments', () => {
  it('CRUD, unique names, the select list, delete refused while used', async () => {
    const made = await call(server, 'POST', '/department', { token: clerk.token, body: { name: 'Finance' } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ data: { name: 'Finance', employeeCount: 0 }, message: DEPARTMENT_MESSAGES.created });
    expectError(await call(server, 'POST', '/department', { token: clerk.token, body: { name: 'finance' } }), 409, 'Department finance already exists');
    const renamed = await call(server, 'PATCH', '/department', { token: clerk.token, body: { id: made.body.data.id, name: 'Accounting' } });
    expect(renamed.body.data.name).toBe('Accounting');
    const list = (await call(server, 'GET', '/select-box/departmentList', { token: clerk.token })).body;
    expect(list).toContainEqual({ label: 'Accounting', value: made.body.data.id });
    expect((await call(server, 'GET', '/select-box/departmentList', { token: other.token })).body).toEqual([]);
    const e = await hire({ departmentId: made.body.data.id });
    expectError(await call(server, 'DELETE', `/department/${made.body.data.id}`, { token: clerk.token }), 422, DEPARTMENT_MESSAGES.inUse);
    await call(server, 'PATCH', '/employee', { token: clerk.token, body: { id: e.id, departmentId: null } });
    expect((await call(server, 'DELETE', `/department/${made.body.data.id}`, { token: clerk.token })).body).toEqual({ message: DEPARTMENT_MESSAGES.deleted });
    expectError(await call(server, 'GET', `/department?id=${made.body.data.id}`, { token: clerk.token }), 404);
    expect((await tableOf(clerk, '/department')).status).toBe(200);
  });
});

describe('teams', () => {
  it('members and leaders; an employee is in one team and moving them is explicit', async () => {
    const a = await hire({ firstName: 'Andres', lastName: 'Bonifacio' });
    const b = await hire({ firstName: 'Emilio', lastName: 'Jacinto' });
    const crew = (await call(server, 'POST', '/team', { token: clerk.token, body: { name: 'Katipunan Crew', branchId: makati } })).body.data;
    const added = await call(server, 'POST', `/team/${crew.id}/members`, { token: clerk.token, body: { members: [{ employeeId: a.id, isLeader: true }, { employeeId: b.id }] } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.message).toBe(TEAM_MESSAGES.membersSaved);
    expect(added.body.data.members.map((m: any) => [m.name, m.isLeader])).toEqual([
      ['Bonifacio, Andres', true],
      ['Jacinto, Emilio', false],
    ]);
    expect(added.body.data).toMatchObject({ memberCount: 2, leaders: 'Bonifacio, Andres', branch: { id: makati } });
    const other2 = (await call(server, 'POST', '/team', { token: clerk.token, body: { name: 'Second Crew' } })).body.data;
    expectError(await call(server, 'POST', `/team/${other2.id}/members`, { token: clerk.token, body: { members: [{ employeeId: b.id }] } }), 409, 'Jacinto, Emilio is already in team Katipunan Crew; move them explicitly');
    const moved = await call(server, 'POST', `/team/${other2.id}/members`, { token: clerk.token, body: { members: [{ employeeId: b.id, isLeader: true }], move: true } });
    expect(moved.body.data.members.map((m: any) => m.employeeId)).toEqual([b.id]);
    expect((await call(server, 'GET', `/team?id=${crew.id}`, { token: clerk.token })).body.data.members.map((m: any) => m.employeeId)).toEqual([a.id]);
    // Leader flag changes on a second post to the same team.
    const demoted = await call(server, 'POST', `/team/${crew.id}/members`, { token: clerk.token, body: { members: [{ employeeId: a.id, isLeader: false }] } });
    expect(demoted.body.data.leaders).toBe('');
    expect((await call(server, 'DELETE', `/team/${crew.id}/members/${a.id}`, { token: clerk.token })).body).toEqual({ message: TEAM_MESSAGES.memberRemoved });
    expectError(await call(server, 'DELETE', `/team/${crew.id}/members/${a.id}`, { token: clerk.token }), 404);
    const table = await tableOf(clerk, '/team', { searchKeyword: 'Second', searchBy: 'name' });
    expect(table.body.list).toMatchObject([{ name: 'Second Crew', memberCount: 1, leaders: 'Jacinto, Emilio' }]);
    expect((await call(server, 'DELETE', `/team/${other2.id}`, { token: clerk.token })).body).toEqual({ message: TEAM_MESSAGES.deleted });
    expect(await countRows(server, 'team_members', 'team_id = $1', [other2.id])).toBe(0);
    expectError(await call(server, 'GET', `/team?id=${crew.id}`, { token: other.token }), 404);
    const foreign = (await call(server, 'POST', '/employee', { token: other.token, body: { firstName: 'F', lastName: 'G' } })).body.data;
    expectError(await call(server, 'POST', `/team/${crew.id}/members`, { token: clerk.token, body: { members: [{ employeeId: foreign.id }] } }), 404, 'Employee not found');
  });

  it('a BY_BRANCH user cannot add an employee of another branch', async () => {
    const there = await hire({ branchId: makati });
    const crew = (await call(server, 'POST', '/team', { token: cebuClerk.token, body: { name: 'Cebu Crew' } })).body.data;
    expectError(await call(server, 'POST', `/team/${crew.id}/members`, { token: cebuClerk.token, body: { members: [{ employeeId: there.id }] } }), 404, 'Employee not found');
  });
});

describe('branches', () => {
  it('CRUD; delete refused while employees or devices use the branch', async () => {
    const made = await call(server, 'POST', '/branch', { token: admin.token, body: { name: 'Iloilo', address: 'Jaro' } });
    expect(made.body).toMatchObject({ data: { name: 'Iloilo', address: 'Jaro', employeeCount: 0, deviceCount: 0 }, message: BRANCH_MESSAGES.created });
    const id = made.body.data.id;
    const patched = await call(server, 'PATCH', '/branch', { token: admin.token, body: { id, address: 'Mandurriao' } });
    expect(patched.body.data).toMatchObject({ name: 'Iloilo', address: 'Mandurriao' });
    const e = await hire({ branchId: id });
    expectError(await call(server, 'DELETE', `/branch/${id}`, { token: admin.token }), 422, 'Branch still has 1 employee');
    await call(server, 'DELETE', `/employee/${e.id}`, { token: clerk.token });
    const [device] = await server.context.db.insert(timekeepingDevices).values({ companyId: admin.companyId, serialNumber: `SN-${Date.now()}`, name: 'Gate', branchId: id }).returning();
    expectError(await call(server, 'DELETE', `/branch/${id}`, { token: admin.token }), 422, 'Branch still has 1 timekeeping device');
    await server.context.db.update(timekeepingDevices).set({ isDeleted: true }).where(eq(timekeepingDevices.id, device.id));
    expect((await call(server, 'DELETE', `/branch/${id}`, { token: admin.token })).body).toEqual({ message: BRANCH_MESSAGES.deleted });
    expect((await server.context.db.select().from(branches).where(eq(branches.id, id)))[0].isDeleted).toBe(true);
    expectError(await call(server, 'GET', `/branch?id=${id}`, { token: admin.token }), 404, 'Branch not found');
    expect((await call(server, 'GET', '/select-box/branch-list', { token: clerk.token })).body.map((b: any) => b.label)).not.toContain('Iloilo');
    expectError(await call(server, 'PATCH', '/branch', { token: other.token, body: { id: makati, name: 'X' } }), 404);
    expect((await tableOf(admin, '/branch')).body.list.map((b: any) => b.name)).toEqual(expect.arrayContaining(['Makati', 'Cebu']));
    expectError(await call(server, 'POST', '/branch', { token: clerk.token, body: { name: 'X' } }), 403);
  });
});
