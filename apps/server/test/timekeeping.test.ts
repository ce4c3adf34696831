import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_MESSAGES } from '../src/modules/timekeeping/devices.service';
import { KIOSK_MESSAGES } from '../src/modules/timekeeping/kiosk';
import { countRows, expectError } from './assertions';
import { DeviceSimulator, send, workPunches } from './device-simulator';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';

const ALL_TIMEKEEPING = ['MANPOWER_TIME_KEEPING_DEVICE_ACCESS', 'MANPOWER_TIMEKEEPING_RAW_LOGS_ACCESS', 'MANPOWER_TIME_IMPORTATION_ACCESS'];

let server: TestServer;
let admin: TestUser;
let clerk: TestUser;
let other: TestUser;
let branchA: number;
let branchB: number;
const sockets: Socket[] = [];
let serialSeq = 0;
const newSerial = () => `SIM${process.pid}X${++serialSeq}`;

const rawLogsOf = (companyId: number, where = 'true', params: unknown[] = []) => countRows(server, 'timekeeping_raw_logs', `company_id = $1 and ${where}`, [companyId, ...params]);
const table = (user: TestUser, path: string, body: unknown = {}, query = 'page=1&perPage=100') => call(server, 'PUT', `${path}?${query}`, { token: user.token, body });
const filters = (entries: Record<string, unknown>) => ({ filters: Object.entries(entries).map(([key, value]) => ({ key, value })) });

async function register(serialNumber: string, user = admin, extra: Record<string, unknown> = {}) {
  const answer = await call(server, 'POST', '/timekeeping/device', { token: user.token, body: { serialNumber, name: `Gate ${serialNumber}`, ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function employee(companyId: number, biometricId: string, branchId: number | null, name = 'Ligaya') {
  const [row] = await server.context.database.query<{ id: number }>(
    `insert into employees (company_id, employee_no, first_name, last_name, biometric_id, branch_id) values ($1, $2, $3, 'Dela Cruz', $4, $5) returning id`,
    [companyId, `EMP-${biometricId}-${companyId}`, name, biometricId, branchId],
  );
  return row.id;
}

async function branch(companyId: number, name: string) {
  const [row] = await server.context.database.query<{ id: number }>(`insert into branches (company_id, name) values ($1, $2) returning id`, [companyId, name]);
  return row.id;
}

async function listen(user: TestUser, event: string) {
  const socket = io(server.url, { path: '/socket.io', auth: { token: user.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  const heard: any[] = [];
  socket.on(event, (payload: unknown) => heard.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return heard;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await createUser(server, { isFullAccess: true });
  clerk = await createUser(server, { companyId: admin.companyId, scopes: ALL_TIMEKEEPING });
  other = await createUser(server, { isFullAccess: true });
  branchA = await branch(admin.companyId, 'Makati');
  branchB = await branch(admin.companyId, 'Cebu');
  await employee(admin.companyId, '1001', branchA, 'Ligaya');
  await employee(admin.companyId, '2001', branchB, 'Jose');
  await employee(other.companyId, '1001', null, 'Other');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => server?.stop());

describe('the push protocol (device simulator over HTTP)', () => {
  it('handshake: text/plain, GET OPTION FROM first, the stamps and options', async () => {
    const serial = newSerial();
    await register(serial);
    const device = new DeviceSimulator(server.url, serial);
    const { first, options, answer } = await device.options();
    expect(answer.status).toBe(200);
    expect(answer.contentType).toMatch(/^text\/plain/);
    expect(first).toBe(`GET OPTION FROM: ${serial}`);
    expect(options).toMatchObject({ ATTLOGStamp: '0', OPERLOGStamp: '9999', ATTPHOTOStamp: 'None', ErrorDelay: '30', Delay: '10', TransInterval: '1', TimeZone: '8', Realtime: '1', Encrypt: '0' });
    expect(options.TransFlag).toBe('TransData AttLog');
    expect(options.TransTimes).toBe('00:00;14:05');
  });

  it('uploads are stored once, in Manila time, matched to employees; a resend adds nothing; the stamp is told back', async () => {
    const serial = newSerial();
    const { id: deviceId } = await register(serial, admin, { branchId: branchA });
    const device = new DeviceSimulator(server.url, serial);
    const punches = workPunches(['1001', '2001', '9999'], '2026-11-23', 2);
    const first = await device.upload(punches, { stamp: 501 });
    expect(first.status).toBe(200);
    expect(first.text).toBe('OK: 24');
    expect(await rawLogsOf(admin.companyId, 'device_serial = $2', [serial])).toBe(24);
    const again = await device.upload(punches, { stamp: 502 });
    expect(again.text).toBe('OK: 24');
    expect(await rawLogsOf(admin.companyId, 'device_serial = $2', [serial])).toBe(24);
    expect(await rawLogsOf(admin.companyId, 'device_serial = $2 and device_id = $3 and source = $4', [serial, deviceId, 'DEVICE'])).toBe(24);
    expect(await rawLogsOf(admin.companyId, 'device_serial = $2 and employee_id is null', [serial])).toBe(8);
    const [row] = await server.context.database.query<{ t: string }>(
      `select to_char(punched_at at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS') as t from timekeeping_raw_logs where device_serial = $1 and biometric_id = '1001' order by punched_at limit 1`,
      [serial],
    );
    expect(row.t).toBe('2026-11-23 07:50:00');
    const { options } = await device.options();
    expect(options.ATTLOGStamp).toBe('502');
  });

  it('reads CRLF, blank lines and extra columns; bad lines are skipped and not counted; any content type', async () => {
    const serial = newSerial();
    await register(serial);
    for (const contentType of [null, 'text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded']) {
      const device = new DeviceSimulator(server.url, serial, contentType);
      const body = [`1001\t2026-11-24 07:58:12\t0\t1\t0\t0\t0\t0\t0`, '', 'garbage line', `1001\t2026-13-24 07:58:12\t0\t1`, `2001\t2026-11-24 08:01:00\t0\t1\t0`, ''].join('\r\n');
      const answer = await device.uploadRaw('ATTLOG', body);
      expect(answer.status, String(contentType)).toBe(200);
      expect(answer.text).toBe('OK: 2');
    }
    expect(await rawLogsOf(admin.companyId, 'device_serial = $2', [serial])).toBe(2);
  });

  it('OPERLOG and other tables are acknowledged and ignored; getrequest and devicecmd answer OK', async () => {
    const serial = newSerial();
    await register(serial);
    const device = new DeviceSimulator(server.url, serial, 'text/plain');
    const oper = await device.uploadRaw('OPERLOG', 'OPLOG 4\t0\t2026-11-24 08:00:00\t1001\t0\t0\t0');
    expect([oper.status, oper.text]).toEqual([200, 'OK']);
    expect(await rawLogsOf(admin.companyId, 'device_serial = $2', [serial])).toBe(0);
    const poll = await device.poll();
    expect([poll.status, poll.text]).toEqual([200, 'OK']);
    expect(poll.contentType).toMatch(/^text\/plain/);
    const cmd = await device.deviceCommandReply();
    expect([cmd.status, cmd.text]).toEqual([200, 'OK']);
    const getCmd = await send(server.url, 'GET', `/iclock/devicecmd?SN=${serial}`);
    expect([getCmd.status, getCmd.text]).toEqual([200, 'OK']);
  });

  it('an unknown serial gets 403, nothing stored but its knock (hits, last seen, IP)', async () => {
    const serial = newSerial();
    const device = new DeviceSimulator(server.url, serial);
    const before = await countRows(server, 'timekeeping_raw_logs');
    expect((await device.handshake()).status).toBe(403);
    const upload = await device.upload(workPunches(['1001'], '2026-11-25', 1));
    expect(upload.status).toBe(403);
    expect((await device.poll()).status).toBe(403);
    expect(await countRows(server, 'timekeeping_raw_logs')).toBe(before);
    expect(await countRows(server, 'timekeeping_devices', 'serial_number = $1', [serial])).toBe(0);
    const [knock] = await server.context.database.query<{ hits: number; last_ip: string }>(`select hits, last_ip from timekeeping_device_requests where serial_number = $1`, [serial]);
    expect(knock.hits).toBe(3);
    expect(knock.last_ip).toBe('127.0.0.1');
    const pending = await call(server, 'GET', '/timekeeping/device/requests', { token: clerk.token });
    expect(pending.status).toBe(200);
    expect(pending.body.list.find((r: any) => r.serialNumber === serial)).toMatchObject({ serialNumber: serial, hits: 3 });
    expect(Object.keys(pending.body.list[0]).sort()).toEqual(['firstSeenAt', 'hits', 'lastSeenAt', 'serialNumber']);
  });

  it('a missing SN is 400', async () => {
    const answer = await send(server.url, 'GET', '/iclock/cdata?options=all');
    expect(answer.status).toBe(400);
  });

  it('registering a serial that knocked answers 201 and adopts the pending entry; its punches then land', async () => {
    const serial = newSerial();
    const device = new DeviceSimulator(server.url, serial);
    expect((await device.handshake()).status).toBe(403);
    const registered = await call(server, 'POST', '/timekeeping/device', { token: clerk.token, body: { serialNumber: serial, name: 'Rizal Tower gate' } });
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({ serialNumber: serial, name: 'Rizal Tower gate', kind: 'TERMINAL', connection: 'NEVER', lastSeenAt: null, branch: null });
    expect(registered.body.message).toBe(DEVICE_MESSAGES.registered);
    expect(await countRows(server, 'timekeeping_device_requests', 'serial_number = $1', [serial])).toBe(0);
    expect((await device.handshake()).status).toBe(200);
    expect((await device.upload(workPunches(['1001'], '2026-11-26', 1))).text).toBe('OK: 4');
    expect(await rawLogsOf(admin.companyId, 'device_serial = $2', [serial])).toBe(4);
  });

  it("another company's serial never lands in yours", async () => {
    const serial = newSerial();
    await register(serial, other);
    const device = new DeviceSimulator(server.url, serial);
    expect((await device.upload(workPunches(['1001'], '2026-11-23', 1))).text).toBe('OK: 4');
    expect(await rawLogsOf(admin.companyId, 'device_serial = $2', [serial])).toBe(0);
    expect(await rawLogsOf(other.companyId, 'device_serial = $2', [serial])).toBe(4);
    // Matched to the other company's own employee 1001, never to ours.
    expect(await rawLogsOf(other.companyId, 'device_serial = $2 and employee_id in (select id from employees where company_id = $1)', [serial])).toBe(4);
    const rows = await table(admin, '/timekeeping/raw-log', filters({ deviceSerial: serial }));
    expect(rows.body.list).toEqual([]);
    // Registered in any company: 409.
    expectError(await call(server, 'POST', '/timekeeping/device', { token: admin.token, body: { serialNumber: serial, name: 'Mine' } }), 409, DEVICE_MESSAGES.taken(serial));
  });

  it('contacts update last seen and push timekeeping-device-updated to the owning company only', async () => {
    const serial = newSerial();
    const { id } = await register(serial);
    const ours = await listen(clerk, 'timekeeping-device-updated');
    const theirs = await listen(other, 'timekeeping-device-updated');
    const device = new DeviceSimulator(server.url, serial);
    await device.poll();
    await waitFor(() => ours.some((p) => p.deviceId === id && p.lastSeenAt));
    const seen = await call(server, 'GET', `/timekeeping/device/${id}`, { token: clerk.token });
    expect(seen.body.data.connection).toBe('ONLINE');
    expect(seen.body.data.lastIp).toBe('127.0.0.1');
    // Throttled: a second poll at once pushes nothing more.
    const count = ours.length;
    await device.poll();
    await new Promise((r) => setTimeout(r, 200));
    expect(ours.length).toBe(count);
    expect(theirs.some((p) => p.deviceId === id)).toBe(false);
  });

  it('a large upload (a device resending months) is accepted', async () => {
    const serial = newSerial();
    await register(serial);
    const ids = Array.from({ length: 200 }, (_, i) => String(5000 + i));
    const punches = workPunches(ids, '2026-09-01', 30);
    const device = new DeviceSimulator(server.url, serial);
    const answer = await device.upload(punches);
    expect(answer.text).toBe(`OK: ${punches.length}`);
    expect(punches.length).toBe(24_000);
    expect(await rawLogsOf(admin.companyId, 'device_serial = $2', [serial])).toBe(24_000);
  });
});

describe('devices API', () => {
  it('checks the input, the branch, PATCH changes only what it names, DELETE is soft and refuses the serial again', async () => {
    expectError(await call(server, 'POST', '/timekeeping/device', { token: admin.token, body: { serialNumber: 'a b', name: '' } }), 400, [
      'serialNumber: may hold only letters, digits, dash and underscore',
      'name: is required',
    ]);
    const serial = newSerial();
    expectError(await call(server, 'POST', '/timekeeping/device', { token: admin.token, body: { serialNumber: serial, name: 'X', branchId: 999999 } }), 400, [DEVICE_MESSAGES.noBranch]);
    const device = await register(serial, admin, { branchId: branchA });
    expect(device.branch).toEqual({ id: branchA, name: 'Makati' });
    const renamed = await call(server, 'PATCH', `/timekeeping/device/${device.id}`, { token: admin.token, body: { name: 'Makati gate' } });
    expect(renamed.body.data).toMatchObject({ name: 'Makati gate', branch: { id: branchA, name: 'Makati' } });
    const cleared = await call(server, 'PATCH', `/timekeeping/device/${device.id}`, { token: admin.token, body: { branchId: null } });
    expect(cleared.body.data).toMatchObject({ name: 'Makati gate', branch: null });
    expectError(await call(server, 'PATCH', `/timekeeping/device/${device.id}`, { token: other.token, body: { name: 'Mine' } }), 404, 'Device not found');
    expectError(await call(server, 'DELETE', `/timekeeping/device/${device.id}`, { token: other.token }), 404, 'Device not found');
    const removed = await call(server, 'DELETE', `/timekeeping/device/${device.id}`, { token: admin.token });
    expect(removed.body.message).toBe(DEVICE_MESSAGES.deleted);
    expect(await countRows(server, 'timekeeping_devices', 'id = $1 and is_deleted', [device.id])).toBe(1);
    expect((await new DeviceSimulator(server.url, serial).poll()).status).toBe(403);
    // A deleted serial may be registered again (in any company).
    await register(serial, other);
  });

  it('the table lists the company devices with connection, searched and sorted', async () => {
    const serial = newSerial();
    await register(serial, clerk);
    const answer = await table(clerk, '/timekeeping/device', { searchKeyword: serial, settings: { sortBy: 'name', sortOrder: 'asc' } });
    expect(answer.status).toBe(200);
    expect(answer.body.pagination.total).toBe(1);
    expect(answer.body.list[0]).toMatchObject({ serialNumber: serial, connection: 'NEVER' });
    const theirs = await table(other, '/timekeeping/device', { searchKeyword: serial });
    expect(theirs.body.list).toEqual([]);
    const list = await call(server, 'GET', '/select-box/timekeeping-device-list', { token: clerk.token });
    expect(list.body).toContainEqual({ label: `Gate ${serial} (${serial})`, value: serial });
  });
});

describe('raw logs table', () => {
  let serial: string;
  beforeAll(async () => {
    serial = newSerial();
    await register(serial, admin, { branchId: branchA });
    const device = new DeviceSimulator(server.url, serial);
    await device.upload([
      { biometricId: '1001', punchedAt: new Date('2026-11-23T23:50:00Z'), status: 0 }, // 24 Nov 07:50 Manila
      { biometricId: '2001', punchedAt: new Date('2026-11-24T15:59:59Z'), status: 1 }, // 24 Nov 23:59:59 Manila
      { biometricId: '7777', punchedAt: new Date('2026-11-24T16:00:00Z'), status: 0 }, // 25 Nov 00:00 Manila
    ]);
  });

  it('rows carry the serial, biometric id, punchedAt with +08:00, the employee or null, the status', async () => {
    const answer = await table(admin, '/timekeeping/raw-log', { ...filters({ deviceSerial: serial }), settings: { sortBy: 'punchedAt', sortOrder: 'asc' } });
    expect(answer.status).toBe(200);
    expect(answer.body.list.map((r: any) => [r.deviceSerial, r.biometricId, r.punchedAt, r.employee?.name ?? null, r.status, r.source])).toEqual([
      [serial, '1001', '2026-11-24T07:50:00+08:00', 'Dela Cruz, Ligaya', 0, 'DEVICE'],
      [serial, '2001', '2026-11-24T23:59:59+08:00', 'Dela Cruz, Jose', 1, 'DEVICE'],
      [serial, '7777', '2026-11-25T00:00:00+08:00', null, 0, 'DEVICE'],
    ]);
    expect(answer.body.list[0].employee).toEqual({ id: expect.any(Number), name: 'Dela Cruz, Ligaya', employeeNo: `EMP-1001-${admin.companyId}` });
  });

  it('filters by the Asia/Manila day and biometric id; a bad date is 400', async () => {
    const day = await table(admin, '/timekeeping/raw-log', filters({ deviceSerial: serial, date: '2026-11-24' }));
    expect(day.body.list.map((r: any) => r.biometricId).sort()).toEqual(['1001', '2001']);
    const next = await table(admin, '/timekeeping/raw-log', filters({ deviceSerial: serial, date: '2026-11-25' }));
    expect(next.body.list.map((r: any) => r.biometricId)).toEqual(['7777']);
    const byId = await table(admin, '/timekeeping/raw-log', filters({ deviceSerial: serial, biometricId: '2001' }));
    expect(byId.body.pagination.total).toBe(1);
    expectError(await table(admin, '/timekeeping/raw-log', filters({ date: '2026-02-30' })), 400, ['filters: date must be a date (YYYY-MM-DD)']);
    expectError(await table(admin, '/timekeeping/raw-log', filters({ color: 'red' })), 400, ['filters: unknown filter color']);
  });

  it('a BY_BRANCH user sees their branch employees, and unmatched punches only of their branch devices', async () => {
    const makati = await createUser(server, { companyId: admin.companyId, scopes: ['MANPOWER_TIMEKEEPING_RAW_LOGS_ACCESS', 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] });
    await server.context.database.query(`update accounts set branch_id = $1 where id = $2`, [branchA, makati.accountId]);
    const cebu = await createUser(server, { companyId: admin.companyId, scopes: ['MANPOWER_TIMEKEEPING_RAW_LOGS_ACCESS', 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] });
    await server.context.database.query(`update accounts set branch_id = $1 where id = $2`, [branchB, cebu.accountId]);
    const noBranch = await createUser(server, { companyId: admin.companyId, scopes: ['MANPOWER_TIMEKEEPING_RAW_LOGS_ACCESS', 'MANPOWER_TIME_KEEPING_ACCESS_BY_BRANCH'] });
    const ids = async (user: TestUser) => (await table(user, '/timekeeping/raw-log', filters({ deviceSerial: serial }))).body.list.map((r: any) => r.biometricId).sort();
    await waitFor(async () => (await ids(makati)).length === 2, 3000).catch(() => undefined);
    expect(await ids(makati)).toEqual(['1001', '7777']);
    expect(await ids(cebu)).toEqual(['2001']);
    expect(await ids(noBranch)).toEqual([]);
    expect((await table(makati, '/timekeeping/raw-log', filters({ deviceSerial: serial }))).body.pagination.total).toBe(2);
  });
});

describe('time importation', () => {
  async function preview(user: TestUser, bytes: Uint8Array | string, fileName: string, type: string, deviceSerial = '') {
    const form = new FormData();
    form.append('fileData', new Blob([bytes], { type }), fileName);
    const response = await fetch(`${server.url}/api/timekeeping/import/preview?deviceSerial=${encodeURIComponent(deviceSerial)}`, { method: 'POST', headers: { token: user.token }, body: form });
    return { status: response.status, body: (await response.json()) as any };
  }

  it('.dat: preview with problems, range and unknown ids; commit stores with import-progress; duplicates skipped and counted', async () => {
    const dat = ['1001\t2026-10-05 07:58:12\t0\t1\t0\t0', '1001\t2026-10-05 07:58:12\t0\t1\t0\t0', 'nonsense', '4242\t2026-10-06 17:01:00\t1\t1\t0\t0', ''].join('\r\n');
    const heard = await listen(clerk, 'import-progress');
    const first = await preview(clerk, dat, 'attlog.dat', 'application/octet-stream');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ deviceSerial: 'IMPORT', total: 4, validCount: 3, errorCount: 1, duplicateCount: 1, range: { from: '2026-10-05', to: '2026-10-06' }, unknownBiometricIds: ['4242'] });
    expect(first.body.problems).toEqual([{ row: 3, message: 'is not a punch line (biometric id, tab, YYYY-MM-DD HH:mm:ss)' }]);
    expect(first.body.rows[0]).toEqual({ row: 1, biometricId: '1001', punchedAt: '2026-10-05T07:58:12+08:00', status: 0, known: true });
    const commit = await call(server, 'POST', '/timekeeping/import/commit', { token: clerk.token, body: { importId: first.body.importId } });
    expect(commit.status).toBe(202);
    const done = await waitFor(() => heard.find((p) => p.importId === first.body.importId && p.done), 10_000);
    expect(done).toMatchObject({ processed: 3, total: 3, percent: 100, created: 2, duplicates: 1 });
    expect(await rawLogsOf(clerk.companyId, "device_serial = 'IMPORT' and source = 'IMPORT'")).toBe(2);
    expectError(await call(server, 'POST', '/timekeeping/import/commit', { token: clerk.token, body: { importId: first.body.importId } }), 409, 'This import was already committed');

    // The same file again: everything already stored.
    const again = await preview(clerk, dat, 'attlog.dat', 'application/octet-stream');
    expect(again.body.duplicateCount).toBe(3);
    await call(server, 'POST', '/timekeeping/import/commit', { token: clerk.token, body: { importId: again.body.importId } });
    const second = await waitFor(() => heard.find((p) => p.importId === again.body.importId && p.done), 10_000);
    expect(second).toMatchObject({ created: 0, duplicates: 3 });
    expect(await rawLogsOf(clerk.companyId, "device_serial = 'IMPORT'")).toBe(2);
  });

  it('CSV and Excel with headers, into a chosen device; an unknown device or file type is refused', async () => {
    const serial = newSerial();
    await register(serial);
    const csv = 'No.,Name,Date/Time,Status\r\n1001,Ligaya,2026-10-07 07:55:00,0\r\n2001,Jose,10/07/2026 5:10 PM,1\r\n';
    const fromCsv = await preview(clerk, csv, 'export.csv', 'text/csv', serial);
    expect(fromCsv.body).toMatchObject({ deviceSerial: serial, validCount: 2, errorCount: 0, unknownBiometricIds: [] });
    await call(server, 'POST', '/timekeeping/import/commit', { token: clerk.token, body: { importId: fromCsv.body.importId } });
    await waitFor(async () => (await rawLogsOf(clerk.companyId, 'device_serial = $2', [serial])) === 2, 10_000);
    const [stored] = await server.context.database.query<{ t: string; status: number }>(
      `select to_char(punched_at at time zone 'Asia/Manila', 'YYYY-MM-DD HH24:MI') as t, status from timekeeping_raw_logs where device_serial = $1 and biometric_id = '2001'`,
      [serial],
    );
    expect(stored).toEqual({ t: '2026-10-07 17:10', status: 1 });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Logs');
    sheet.addRow(['Biometric ID', 'Date', 'Time']);
    sheet.addRow(['1001', new Date('2026-10-08T00:00:00Z'), '07:40:00']);
    sheet.addRow(['1001', 'not a date', '07:40:00']);
    const xlsx = new Uint8Array(await book.xlsx.writeBuffer());
    const fromXlsx = await preview(clerk, xlsx, 'export.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', serial);
    expect(fromXlsx.body).toMatchObject({ validCount: 1, errorCount: 1, range: { from: '2026-10-08', to: '2026-10-08' } });
    expect(fromXlsx.body.rows[0].punchedAt).toBe('2026-10-08T07:40:00+08:00');

    expectError(await preview(clerk, csv, 'export.csv', 'text/csv', 'NOPE'), 400, ['deviceSerial: no device NOPE in your company']);
    expect((await preview(clerk, 'x', 'photo.png', 'image/png')).status).toBe(415);
    expectError(await call(server, 'POST', '/timekeeping/import/commit', { token: other.token, body: { importId: fromXlsx.body.importId } }), 404, 'Import not found');
  });
});

describe('kiosk', () => {
  async function punch(key: string | null, fields: { biometricId?: string; photo?: Blob | null }) {
    const form = new FormData();
    if (fields.biometricId !== undefined) form.append('biometricId', fields.biometricId);
    if (fields.photo) form.append('photo', fields.photo, 'photo.jpg');
    const response = await fetch(`${server.url}/api/timekeeping/kiosk/punch`, { method: 'POST', headers: key ? { 'x-kiosk-key': key } : {}, body: form });
    return { status: response.status, body: (await response.json()) as any };
  }
  const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], { type: 'image/jpeg' });

  it('a kiosk key set up once punches with the photo, stored as KIOSK; a wrong or replaced key is refused', async () => {
    const serial = newSerial();
    const kiosk = await register(serial, admin, { kind: 'KIOSK', branchId: branchA });
    const terminal = await register(newSerial());
    expectError(await call(server, 'POST', `/timekeeping/device/${terminal.id}/kiosk-key`, { token: admin.token }), 422, DEVICE_MESSAGES.notKiosk);
    const issued = await call(server, 'POST', `/timekeeping/device/${kiosk.id}/kiosk-key`, { token: admin.token });
    expect(issued.status).toBe(200);
    const key = issued.body.data.key as string;
    expect(issued.body.data.setupPath).toBe(`/preview/timekeeping#key=${key}`);
    const [stored] = await server.context.database.query<{ kiosk_key_hash: string }>(`select kiosk_key_hash from timekeeping_devices where id = $1`, [kiosk.id]);
    expect(stored.kiosk_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.kiosk_key_hash).not.toContain(key);

    const who = await fetch(`${server.url}/api/timekeeping/kiosk`, { headers: { 'x-kiosk-key': key } });
    expect(await who.json()).toEqual({ data: { name: `Gate ${serial}`, serialNumber: serial, companyName: expect.any(String) } });

    expectError(await punch(null, { biometricId: '1001', photo: jpeg() }), 400, [KIOSK_MESSAGES.keyRequired]);
    expectError(await punch('x'.repeat(32), { biometricId: '1001', photo: jpeg() }), 401, KIOSK_MESSAGES.badKey);
    expectError(await punch(key, { biometricId: '1001' }), 400, [KIOSK_MESSAGES.photoRequired]);
    expectError(await punch(key, { biometricId: '', photo: jpeg() }), 400, ['biometricId: is required']);
    expectError(await punch(key, { biometricId: '3333', photo: jpeg() }), 422, KIOSK_MESSAGES.unknownEmployee('3333'));
    const ok = await punch(key, { biometricId: '1001', photo: jpeg() });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ message: KIOSK_MESSAGES.punched, data: { biometricId: '1001', employee: { name: 'Ligaya Dela Cruz' } } });
    expect(ok.body.data.punchedAt).toMatch(/\+08:00$/);
    expect(await rawLogsOf(admin.companyId, "device_serial = $2 and source = 'KIOSK' and photo_file_id is not null and employee_id is not null", [serial])).toBe(1);
    const rows = await table(admin, '/timekeeping/raw-log', filters({ deviceSerial: serial, source: 'KIOSK' }));
    expect(rows.body.list[0].photoUrl).toMatch(/^\/api\/file-upload\/files\/[0-9a-f]{32}\.jpg$/);

    // A new key replaces the old one.
    await call(server, 'POST', `/timekeeping/device/${kiosk.id}/kiosk-key`, { token: admin.token });
    expectError(await punch(key, { biometricId: '1001', photo: jpeg() }), 401, KIOSK_MESSAGES.badKey);
    // A kiosk does not speak the terminal protocol.
    expect((await new DeviceSimulator(server.url, serial).poll()).status).toBe(403);
  });
});
