import { createHash } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { replayTaps, schoolDay } from '@haligi/shared';
import { FakeSmsProvider, setSmsProvider } from '../src/modules/school-gate/notices';
import { GATE_MESSAGES } from '../src/modules/school-gate/school-gate.service';
import { TAP_KEY_MESSAGES } from '../src/modules/school-gate/school-gate.routes';
import { countRows, expectError } from './assertions';
import { DeviceSimulator } from './device-simulator';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';
import { insertGuardian, insertStudent } from './school-gate-fixtures';

const SCHOOL = ['SCHOOL_GATE_ACCESS', 'SCHOOL_DEVICE_ACCESS', 'SCHOOL_ATTENDANCE_ACCESS'];

let server: TestServer;
let admin: TestUser;
let clerk: TestUser;
let other: TestUser;
let sms: FakeSmsProvider;
let gateId: number;
let device: { id: number; licenceKey: string };
const sockets: Socket[] = [];
let seq = 0;
const card = () => `C${process.pid}-${++seq}`;

const table = (user: TestUser, path: string, body: unknown = {}, query = 'page=1&perPage=100') => call(server, 'PUT', `${path}?${query}`, { token: user.token, body });
const filters = (entries: Record<string, unknown>) => ({ filters: Object.entries(entries).map(([key, value]) => ({ key, value })) });
const tap = (key: string | undefined, body: unknown) => call(server, 'POST', '/school/tap', { body, headers: key === undefined ? {} : { 'x-device-key': key } });
const tapOk = async (cardNumber: string, tappedAt: string, key = device.licenceKey) => {
  const answer = await tap(key, { cardNumber, tappedAt });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};
const logsOf = (cardNumber: string) => countRows(server, 'school_attendance_logs', 'card_number = $1', [cardNumber]);
const noticesOf = (cardNumber: string) =>
  countRows(server, 'school_tap_notices n join school_attendance_logs l on l.id = n.attendance_log_id', 'l.card_number = $1', [cardNumber]);

async function makeGate(user: TestUser, name: string) {
  const answer = await call(server, 'POST', '/school/gate', { token: user.token, body: { name } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; name: string };
}

async function makeDevice(user: TestUser, gate: number, name: string, extra: Record<string, unknown> = {}) {
  const answer = await call(server, 'POST', '/school/device', { token: user.token, body: { gateId: gate, name, ...extra } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: number; licenceKey: string };
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
  sms = new FakeSmsProvider();
  setSmsProvider(server.context, sms);
  admin = await createUser(server, { isFullAccess: true });
  clerk = await createUser(server, { companyId: admin.companyId, scopes: SCHOOL });
  other = await createUser(server, { isFullAccess: true });
  gateId = (await makeGate(clerk, 'Main Gate')).id;
  device = await makeDevice(clerk, gateId, 'Reader 1');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => server?.stop());

describe('gates', () => {
  it('create answers 201 {data: {id, name}}; table, get, rename, delete', async () => {
    const created = await call(server, 'POST', '/school/gate', { token: clerk.token, body: { name: '  North Gate ' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ id: expect.any(Number), name: 'North Gate' });
    const id = created.body.data.id;
    const page = await table(clerk, '/school/gate', { searchKeyword: 'North' });
    expect(page.status).toBe(200);
    expect(page.body.list.map((g: any) => g.name)).toEqual(['North Gate']);
    expect(page.body.list[0].deviceCount).toBe(0);
    const renamed = await call(server, 'PATCH', `/school/gate/${id}`, { token: clerk.token, body: { name: 'North Entrance' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('North Entrance');
    expect((await call(server, 'GET', `/school/gate/${id}`, { token: clerk.token })).body.data.name).toBe('North Entrance');
    const list = await call(server, 'GET', '/select-box/school/gate/list', { token: clerk.token });
    expect(list.body).toEqual(expect.arrayContaining([{ label: 'North Entrance', value: id }, { label: 'Main Gate', value: gateId }]));
    expect((await call(server, 'DELETE', `/school/gate/${id}`, { token: clerk.token })).status).toBe(200);
    expectError(await call(server, 'GET', `/school/gate/${id}`, { token: clerk.token }), 404);
  });

  it('bad input is 400 with the field; another company\'s gate is 404; a gate with devices is not deleted', async () => {
    expectError(await call(server, 'POST', '/school/gate', { token: clerk.token, body: { name: '  ' } }), 400, ['name: is required']);
    expectError(await call(server, 'GET', `/school/gate/${gateId}`, { token: other.token }), 404);
    expectError(await call(server, 'PATCH', `/school/gate/${gateId}`, { token: other.token, body: { name: 'Taken' } }), 404);
    expectError(await call(server, 'DELETE', `/school/gate/${gateId}`, { token: clerk.token }), 409, GATE_MESSAGES.gateHasDevices);
    expect((await call(server, 'GET', '/select-box/school/gate/list', { token: other.token })).body).toEqual([]);
  });
});

describe('device licences', () => {
  it('create answers the key once; only its SHA-256 is stored', async () => {
    const created = await call(server, 'POST', '/school/device', { token: clerk.token, body: { gateId, name: 'Reader K' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ id: expect.any(Number), licenceKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const [row] = await server.context.database.query<{ licence_key_hash: string }>(`select licence_key_hash from school_devices where id = $1`, [created.body.data.id]);
    expect(row.licence_key_hash).toBe(createHash('sha256').update(created.body.data.licenceKey).digest('hex'));
    const read = await call(server, 'GET', `/school/device/${created.body.data.id}`, { token: clerk.token });
    expect(read.body.data).not.toHaveProperty('licenceKey');
    expect(JSON.stringify(read.body)).not.toContain(created.body.data.licenceKey);
    expect(read.body.data).toMatchObject({ name: 'Reader K', gate: { id: gateId, name: 'Main Gate' }, isActive: true, connection: 'offline', lastSeenAt: null });
  });

  it('a gate of another company is refused; another company\'s device is 404', async () => {
    const theirs = await makeGate(other, 'Their gate');
    expectError(await call(server, 'POST', '/school/device', { token: clerk.token, body: { gateId: theirs.id, name: 'X' } }), 400, [GATE_MESSAGES.noGate]);
    expectError(await call(server, 'POST', '/school/device', { token: clerk.token, body: { name: '' } }), 400, /gateId/);
    expectError(await call(server, 'GET', `/school/device/${device.id}`, { token: other.token }), 404);
    expectError(await call(server, 'POST', `/school/device/${device.id}/deactivate`, { token: other.token }), 404);
    expectError(await call(server, 'POST', `/school/device/${device.id}/licence-key`, { token: other.token }), 404);
  });

  it('the licence table filters by gate, active status and connection status', async () => {
    const gate = await makeGate(clerk, 'Filter Gate');
    const online = await makeDevice(clerk, gate.id, 'Online reader');
    const idle = await makeDevice(clerk, gate.id, 'Idle reader');
    const inactive = await makeDevice(clerk, gate.id, 'Inactive reader');
    expect((await call(server, 'POST', `/school/device/${inactive.id}/deactivate`, { token: clerk.token })).body.data.isActive).toBe(false);
    const student = await insertStudent(server, clerk.companyId, { firstName: 'Filter', lastName: 'Kid', cardNumber: card() });
    void student;
    // A tap (even of an unknown card) is a contact: the reader is online.
    expect((await tap(online.licenceKey, { cardNumber: 'NOBODY-1', tappedAt: new Date().toISOString() })).status).toBe(404);
    const names = async (extra: Record<string, unknown>) =>
      (await table(clerk, '/school/device', filters({ gateId: gate.id, ...extra }))).body.list.map((d: any) => d.name).sort();
    expect(await names({})).toEqual(['Idle reader', 'Inactive reader', 'Online reader']);
    expect(await names({ isActive: 'true' })).toEqual(['Idle reader', 'Online reader']);
    expect(await names({ isActive: 'false' })).toEqual(['Inactive reader']);
    expect(await names({ connection: 'online' })).toEqual(['Online reader']);
    expect(await names({ connection: 'offline' })).toEqual(['Idle reader', 'Inactive reader']);
    const row = (await table(clerk, '/school/device', filters({ gateId: gate.id, connection: 'online' }))).body.list[0];
    expect(row).toMatchObject({ connection: 'online', gate: { id: gate.id, name: 'Filter Gate' }, lastSeenAt: expect.any(String) });
    expectError(await table(clerk, '/school/device', filters({ connection: 'sometimes' })), 400, ['filters: connection must be online or offline']);
    expectError(await table(clerk, '/school/device', filters({ isActive: 'yes' })), 400, ['filters: isActive must be true or false']);
    const list = await call(server, 'GET', '/select-box/school/attendance/device/list', { token: clerk.token });
    expect(list.body).toEqual(expect.arrayContaining([{ label: 'Idle reader (Filter Gate)', value: idle.id }]));
    expect((await call(server, 'GET', '/select-box/school/attendance/device/list', { token: other.token })).body.map((o: any) => o.value)).not.toContain(idle.id);
  });
});

describe('POST /school/tap', () => {
  it('no key is 400; an unknown key, a deactivated or deleted device: 401; nothing stored', async () => {
    const cardNumber = card();
    await insertStudent(server, clerk.companyId, { firstName: 'Key', lastName: 'Test', cardNumber });
    const now = new Date().toISOString();
    expectError(await tap(undefined, { cardNumber, tappedAt: now }), 400, [TAP_KEY_MESSAGES.keyRequired]);
    expectError(await tap('x'.repeat(32), { cardNumber, tappedAt: now }), 401, TAP_KEY_MESSAGES.badKey);
    expectError(await tap('short', { cardNumber, tappedAt: now }), 401, TAP_KEY_MESSAGES.badKey);
    const reader = await makeDevice(clerk, gateId, 'Soon inactive');
    await call(server, 'POST', `/school/device/${reader.id}/deactivate`, { token: clerk.token });
    expectError(await tap(reader.licenceKey, { cardNumber, tappedAt: now }), 401, TAP_KEY_MESSAGES.badKey);
    await call(server, 'POST', `/school/device/${reader.id}/activate`, { token: clerk.token });
    expect((await tap(reader.licenceKey, { cardNumber, tappedAt: now })).status).toBe(201);
    // A new key: the old one stops at once.
    const renewed = await call(server, 'POST', `/school/device/${reader.id}/licence-key`, { token: clerk.token });
    expect(renewed.status).toBe(200);
    expectError(await tap(reader.licenceKey, { cardNumber, tappedAt: now }), 401);
    expect((await tap(renewed.body.data.licenceKey, { cardNumber, tappedAt: now })).status).toBe(201);
    await call(server, 'DELETE', `/school/device/${reader.id}`, { token: clerk.token });
    expectError(await tap(renewed.body.data.licenceKey, { cardNumber, tappedAt: now }), 401);
    expect(await logsOf(cardNumber)).toBe(1);
  });

  it('bad input is 400: no offset, not a date, no card', async () => {
    expectError(await tap(device.licenceKey, { cardNumber: 'A', tappedAt: '2026-11-20T07:00:00' }), 400, /tappedAt/);
    expectError(await tap(device.licenceKey, { cardNumber: '', tappedAt: '2026-11-20T07:00:00+08:00' }), 400, ['cardNumber: is required']);
    expectError(await tap(device.licenceKey, { cardNumber: 'A', tappedAt: new Date(Date.now() + 3_600_000).toISOString() }), 400, /future/);
  });

  it('an unknown card is 404 and kept for review, nothing else', async () => {
    const before = await countRows(server, 'school_attendance_logs');
    const answer = await tap(device.licenceKey, { cardNumber: 'UNKNOWN-42', tappedAt: '2026-11-20T07:15:00+08:00' });
    expectError(answer, 404, /UNKNOWN-42/);
    expect(await countRows(server, 'school_attendance_logs')).toBe(before);
    const review = await table(clerk, '/school/unmatched-tap', { searchKeyword: 'UNKNOWN-42' });
    expect(review.body.list).toEqual([
      expect.objectContaining({ cardNumber: 'UNKNOWN-42', tappedAt: '2026-11-19T23:15:00.000Z', device: { id: device.id, name: 'Reader 1' }, gate: { id: gateId, name: 'Main Gate' } }),
    ]);
    expect((await table(clerk, '/school/unmatched-tap', filters({ date: '2026-11-20' }))).body.list.map((t: any) => t.cardNumber)).toContain('UNKNOWN-42');
    expect((await table(clerk, '/school/unmatched-tap', filters({ date: '2026-11-19' }))).body.list.map((t: any) => t.cardNumber)).not.toContain('UNKNOWN-42');
    expect((await table(other, '/school/unmatched-tap')).body.list).toEqual([]);
  });

  it('taps alternate check_in, check_out within a day; the answer names the person', async () => {
    const cardNumber = card();
    await insertStudent(server, clerk.companyId, { firstName: 'Maria', lastName: 'Santos', cardNumber });
    const first = await tapOk(cardNumber, '2026-11-20T07:01:00+08:00');
    expect(first).toMatchObject({ action: 'check_in', person: { type: 'student', name: 'Maria Santos' }, duplicate: false });
    expect(first.data).toMatchObject({ action: 'check_in', duplicate: false });
    expect((await tapOk(cardNumber, '2026-11-20T12:00:00+08:00')).action).toBe('check_out');
    expect((await tapOk(cardNumber, '2026-11-20T13:00:00+08:00')).action).toBe('check_in');
    expect((await tapOk(cardNumber, '2026-11-20T16:30:00+08:00')).action).toBe('check_out');
    expect(await logsOf(cardNumber)).toBe(4);
  });

  it('the same card within 60 seconds is a duplicate: 201, no log, no notice', async () => {
    const cardNumber = card();
    await insertStudent(server, clerk.companyId, { firstName: 'Dup', lastName: 'Licate', cardNumber, guardians: [{ name: 'Mama', email: `dup-${seq}@parents.ph` }] });
    expect((await tapOk(cardNumber, '2026-11-20T07:00:00+08:00')).duplicate).toBe(false);
    const again = await tapOk(cardNumber, '2026-11-20T07:00:59+08:00');
    expect(again).toMatchObject({ action: 'check_in', duplicate: true, person: { name: 'Dup Licate' } });
    // The same upload resent, and a late one just before it: duplicates too.
    expect((await tapOk(cardNumber, '2026-11-20T07:00:00+08:00')).duplicate).toBe(true);
    expect((await tapOk(cardNumber, '2026-11-20T06:59:30+08:00')).duplicate).toBe(true);
    // 60 s after: a new tap, checks out.
    expect(await tapOk(cardNumber, '2026-11-20T07:01:00+08:00')).toMatchObject({ action: 'check_out', duplicate: false });
    expect(await logsOf(cardNumber)).toBe(2);
    await waitFor(async () => (await noticesOf(cardNumber)) === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(await noticesOf(cardNumber)).toBe(2);
  });

  it('the day is the Asia/Manila calendar day: 23:59 and 00:01 both check in', async () => {
    const cardNumber = card();
    await insertStudent(server, clerk.companyId, { firstName: 'Mid', lastName: 'Night', cardNumber });
    expect((await tapOk(cardNumber, '2026-11-18T23:59:00+08:00')).action).toBe('check_in');
    // The same instants written in UTC: 16:01Z is 00:01 the next Manila day.
    expect((await tapOk(cardNumber, '2026-11-18T16:01:00Z')).action).toBe('check_in');
    expect((await tapOk(cardNumber, '2026-11-19T00:30:00+08:00')).action).toBe('check_out');
    const day = async (date: string) => (await table(clerk, '/school/attendance', { searchKeyword: cardNumber, searchBy: 'cardNumber', ...filters({ date }) })).body.list.map((l: any) => `${l.schoolDate} ${l.action}`);
    expect(await day('2026-11-18')).toEqual(['2026-11-18 check_in']);
    expect(await day('2026-11-19')).toEqual(['2026-11-19 check_out', '2026-11-19 check_in']);
  });

  it('a late-uploaded tap takes its own place in the day; stored taps keep theirs', async () => {
    const cardNumber = card();
    await insertStudent(server, clerk.companyId, { firstName: 'Late', lastName: 'Upload', cardNumber });
    expect((await tapOk(cardNumber, '2026-11-17T12:00:00+08:00')).action).toBe('check_in');
    // The reader's buffered 07:00 tap arrives after: nothing earlier that day, so it checks in.
    expect((await tapOk(cardNumber, '2026-11-17T07:00:00+08:00')).action).toBe('check_in');
    // 16:00: two earlier taps that day, so it checks in again (the stored ones are not rewritten).
    expect((await tapOk(cardNumber, '2026-11-17T16:00:00+08:00')).action).toBe('check_in');
    expect((await tapOk(cardNumber, '2026-11-17T17:00:00+08:00')).action).toBe('check_out');
    const rows = await server.context.database.query<{ action: string }>(`select action from school_attendance_logs where card_number = $1 order by tapped_at`, [cardNumber]);
    expect(rows.map((r) => r.action)).toEqual(['check_in', 'check_in', 'check_in', 'check_out']);
  });

  it('guardians are told by mail in English or by SMS in Filipino, once per tap', async () => {
    const cardNumber = card();
    const email = `mama-${process.pid}-${seq}@parents.ph`;
    const mobile = `0917${String(seq).padStart(7, '0')}`;
    await insertStudent(server, clerk.companyId, {
      firstName: 'Juan',
      lastName: 'Reyes',
      cardNumber,
      guardians: [
        { name: 'Mama Reyes', email, notifyBy: 'email', language: 'en' },
        { name: 'Lola Reyes', mobile, notifyBy: 'sms', language: 'fil' },
        { name: 'No Address', notifyBy: 'email' },
      ],
    });
    const started = Date.now();
    await tapOk(cardNumber, '2026-11-20T07:42:10+08:00');
    const mail = await waitFor(async () => (await server.context.database.query<{ subject: string; text: string; status: string }>(`select subject, text, status from email_outbox where "to" = $1`, [email]))[0]);
    expect(mail.subject).toBe('Juan Reyes checked in at 7:42 AM');
    expect(mail.text).toMatch(/: Juan Reyes arrived at school through Main Gate at 7:42 AM on 20 Nov 2026\.$/);
    const text = await waitFor(() => sms.sent.find((m) => m.to === mobile));
    expect(text.body).toMatch(/: Si Juan Reyes ay pumasok sa paaralan sa Main Gate nang 7:42 AM, 20 Nob 2026\.$/);
    expect(Date.now() - started).toBeLessThan(5000);
    await waitFor(async () => (await server.context.database.query<{ status: string }>(`select status from sms_messages where "to" = $1`, [mobile]))[0]?.status === 'SENT');
    await waitFor(async () => (await server.context.database.query<{ status: string }>(`select status from email_outbox where "to" = $1`, [email]))[0]?.status === 'KEPT');
    expect(await noticesOf(cardNumber)).toBe(2);
    // The check-out later that day: one more each, "left school".
    await tapOk(cardNumber, '2026-11-20T16:05:00+08:00');
    await waitFor(() => sms.sent.filter((m) => m.to === mobile).length === 2);
    expect(sms.sent.filter((m) => m.to === mobile)[1].body).toContain('lumabas ng paaralan');
    await waitFor(async () => (await countRows(server, 'email_outbox', '"to" = $1', [email])) === 2);
    expect(await noticesOf(cardNumber)).toBe(4);
  });

  it('the server decides as the shared replayTaps does (random arrivals around Manila midnight)', async () => {
    const cardNumber = card();
    await insertStudent(server, clerk.companyId, { firstName: 'Random', lastName: 'Walk', cardNumber });
    let state = 20260512;
    const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
    // 60 taps within 6 hours either side of 2026-11-16 00:00 Manila, in a random order, some very close together.
    const midnight = Date.parse('2026-11-16T00:00:00+08:00');
    const arrivals: Date[] = [];
    for (let i = 0; i < 60; i++) {
      const near = arrivals.length && random() < 0.3 ? arrivals[Math.floor(random() * arrivals.length)].getTime() + Math.round((random() - 0.5) * 150) * 1000 : midnight + Math.round((random() - 0.5) * 12 * 3600) * 1000;
      arrivals.push(new Date(near));
    }
    const expected = replayTaps(arrivals).map((d) => `${d.duplicate ? 'dup' : 'new'} ${d.action}`);
    const actual: string[] = [];
    for (const at of arrivals) {
      const answer = await tapOk(cardNumber, at.toISOString());
      actual.push(`${answer.duplicate ? 'dup' : 'new'} ${answer.action}`);
    }
    expect(actual).toEqual(expected);
    expect(expected.filter((e) => e.startsWith('dup')).length).toBeGreaterThan(3);
    expect(await logsOf(cardNumber)).toBe(expected.filter((e) => e.startsWith('new')).length);
  });

  it('a guardian\'s card is a guardian\'s tap: logged, nobody notified', async () => {
    const cardNumber = card();
    await insertGuardian(server, clerk.companyId, { name: 'Tito Boy', email: 'tito@parents.ph', cardNumber });
    const answer = await tapOk(cardNumber, '2026-11-20T15:00:00+08:00');
    expect(answer).toMatchObject({ action: 'check_in', person: { type: 'guardian', name: 'Tito Boy' }, duplicate: false });
    expect(await logsOf(cardNumber)).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(await noticesOf(cardNumber)).toBe(0);
  });

  it('a card of another company is unknown here', async () => {
    const cardNumber = card();
    await insertStudent(server, other.companyId, { firstName: 'Other', lastName: 'School', cardNumber });
    expectError(await tap(device.licenceKey, { cardNumber, tappedAt: '2026-11-20T07:00:00+08:00' }), 404);
  });

  it('concurrent taps of one card from several readers are stored once', async () => {
    const cardNumber = card();
    await insertStudent(server, clerk.companyId, { firstName: 'Race', lastName: 'Condition', cardNumber, guardians: [{ name: 'P', email: `race-${seq}@parents.ph` }] });
    const readers = await Promise.all([1, 2, 3, 4].map((i) => makeDevice(clerk, gateId, `Race ${i}`)));
    const answers = await Promise.all(readers.flatMap((r) => [0, 1, 2].map(() => tap(r.licenceKey, { cardNumber, tappedAt: '2026-11-20T07:30:00+08:00' }))));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    expect(answers.filter((a) => !a.body.duplicate)).toHaveLength(1);
    expect(await logsOf(cardNumber)).toBe(1);
    await waitFor(async () => (await noticesOf(cardNumber)) === 1);
  });
});

describe('the attendance log', () => {
  it('filters date (default today, Manila), personType, action, deviceId; rows carry person, action, tappedAt, gate, device', async () => {
    const gate = await makeGate(clerk, 'Log Gate');
    const a = await makeDevice(clerk, gate.id, 'Log A');
    const b = await makeDevice(clerk, gate.id, 'Log B');
    const kid = card();
    const parent = card();
    await insertStudent(server, clerk.companyId, { firstName: 'Ana', lastName: 'Log', cardNumber: kid });
    await insertGuardian(server, clerk.companyId, { name: 'Parent Log', cardNumber: parent });
    const now = Date.now();
    const today = schoolDay(new Date(now));
    await tapOk(kid, new Date(now - 5 * 60_000).toISOString(), a.licenceKey);
    await tapOk(kid, new Date(now - 3 * 60_000).toISOString(), b.licenceKey);
    await tapOk(parent, new Date(now - 4 * 60_000).toISOString(), b.licenceKey);
    await tapOk(kid, '2026-11-10T07:00:00+08:00', a.licenceKey);

    const mine = async (entries: Record<string, unknown>) => (await table(clerk, '/school/attendance', filters(entries))).body.list.filter((l: any) => [kid, parent].includes(l.cardNumber));
    // No date filter: today only.
    const todays = (await table(clerk, '/school/attendance', filters({ deviceId: a.id }))).body.list;
    expect(todays).toHaveLength(1);
    expect(todays[0]).toMatchObject({ person: { type: 'student', name: 'Ana Log' }, action: 'check_in', gate: { id: gate.id, name: 'Log Gate' }, device: { id: a.id, name: 'Log A' }, schoolDate: today });
    expect(todays[0].tappedAt).toBe(new Date(now - 5 * 60_000).toISOString());
    expect((await mine({})).map((l: any) => `${l.person.name} ${l.action}`)).toEqual(['Ana Log check_out', 'Parent Log check_in', 'Ana Log check_in']);
    expect((await mine({ personType: 'guardian' })).map((l: any) => l.person.name)).toEqual(['Parent Log']);
    expect((await mine({ personType: 'student', action: 'check_out' })).map((l: any) => l.device.name)).toEqual(['Log B']);
    expect((await mine({ deviceId: b.id })).map((l: any) => l.person.name)).toEqual(['Ana Log', 'Parent Log']);
    expect((await mine({ date: '2026-11-10' })).map((l: any) => l.tappedAt)).toEqual(['2026-11-09T23:00:00.000Z']);
    expect((await mine({ date: 'all' })).length).toBe(4);
    expectError(await table(clerk, '/school/attendance', filters({ date: '2026-02-30' })), 400, ['filters: date must be a date (YYYY-MM-DD)']);
    expectError(await table(clerk, '/school/attendance', filters({ personType: 'teacher' })), 400, ['filters: personType must be student or guardian']);
    expectError(await table(clerk, '/school/attendance', filters({ action: 'enter' })), 400, ['filters: action must be check_in or check_out']);
    expect((await table(other, '/school/attendance', filters({ date: 'all' }))).body.list).toEqual([]);
  });

  it('is behind SCHOOL_ATTENDANCE_ACCESS; gates and devices behind theirs', async () => {
    const gatesOnly = await createUser(server, { companyId: clerk.companyId, scopes: ['SCHOOL_GATE_ACCESS'] });
    expectError(await table(gatesOnly, '/school/attendance'), 403);
    expectError(await table(gatesOnly, '/school/device'), 403);
    expect((await table(gatesOnly, '/school/gate')).status).toBe(200);
  });
});

describe('the push protocol', () => {
  it('a serial registered to a gate: punches become taps (PIN = card), unknown PINs kept for review', async () => {
    const serial = `SCH${process.pid}P`;
    const gate = await makeGate(clerk, 'Turnstile Gate');
    const terminal = await makeDevice(clerk, gate.id, 'Turnstile', { serialNumber: serial });
    expect((await call(server, 'GET', `/school/device/${terminal.id}`, { token: clerk.token })).body.data.serialNumber).toBe(serial);
    const cardNumber = `9${process.pid}`;
    await insertStudent(server, clerk.companyId, { firstName: 'Pedro', lastName: 'Push', cardNumber, guardians: [{ name: 'Nanay', email: `push-${seq}@parents.ph` }] });
    const sim = new DeviceSimulator(server.url, serial);
    const { first, options, answer } = await sim.options();
    expect(answer.status).toBe(200);
    expect(first).toBe(`GET OPTION FROM: ${serial}`);
    expect(options.ATTLOGStamp).toBe('0');
    const upload = await sim.upload([
      { biometricId: cardNumber, punchedAt: new Date('2026-11-20T07:05:00+08:00') },
      { biometricId: cardNumber, punchedAt: new Date('2026-11-20T07:05:20+08:00') },
      { biometricId: cardNumber, punchedAt: new Date('2026-11-20T16:00:00+08:00') },
      { biometricId: 'NOCARD77', punchedAt: new Date('2026-11-20T07:06:00+08:00') },
    ]);
    expect(upload.status).toBe(200);
    expect(upload.text).toBe('OK: 4');
    const logs = await server.context.database.query<{ action: string; device_id: number; gate_id: number }>(`select action, device_id, gate_id from school_attendance_logs where card_number = $1 order by tapped_at`, [cardNumber]);
    expect(logs).toEqual([
      { action: 'check_in', device_id: terminal.id, gate_id: gate.id },
      { action: 'check_out', device_id: terminal.id, gate_id: gate.id },
    ]);
    expect(await countRows(server, 'school_unmatched_taps', 'card_number = $1 and device_id = $2', [`NOCARD77`, terminal.id])).toBe(1);
    await waitFor(async () => (await noticesOf(cardNumber)) === 2);
    // The stamp is kept: the next handshake tells the terminal what was received.
    expect((await sim.options()).options.ATTLOGStamp).toBe('1');
    expect((await sim.poll()).status).toBe(200);
    expect((await call(server, 'GET', `/school/device/${terminal.id}`, { token: clerk.token })).body.data.connection).toBe('online');
    // Nothing reached the timekeeping tables.
    expect(await countRows(server, 'timekeeping_raw_logs', 'device_serial = $1', [serial])).toBe(0);
    expect(await countRows(server, 'timekeeping_device_requests', 'serial_number = $1', [serial])).toBe(0);
    // A deactivated terminal is an unknown serial again.
    await call(server, 'POST', `/school/device/${terminal.id}/deactivate`, { token: clerk.token });
    expect((await sim.handshake()).status).toBe(403);
  });

  it('a serial taken by a timekeeping terminal or another gate device is 409', async () => {
    const serial = `SCH${process.pid}T`;
    expect((await call(server, 'POST', '/timekeeping/device', { token: admin.token, body: { serialNumber: serial, name: 'Timekeeping' } })).status).toBe(201);
    expectError(await call(server, 'POST', '/school/device', { token: clerk.token, body: { gateId, name: 'Clash', serialNumber: serial } }), 409, GATE_MESSAGES.serialTaken(serial));
    const mine = await makeDevice(clerk, gateId, 'Has serial', { serialNumber: `${serial}2` });
    const another = await makeDevice(clerk, gateId, 'Wants serial');
    expectError(await call(server, 'PATCH', `/school/device/${another.id}`, { token: clerk.token, body: { serialNumber: `${serial}2` } }), 409);
    expect((await call(server, 'PATCH', `/school/device/${mine.id}`, { token: clerk.token, body: { serialNumber: null } })).body.data.serialNumber).toBeNull();
    expect((await call(server, 'PATCH', `/school/device/${another.id}`, { token: clerk.token, body: { serialNumber: `${serial}2` } })).body.data.serialNumber).toBe(`${serial}2`);
  });
});

describe('live device status', () => {
  it('a tap pushes school-device-updated (online) and school-tap to the owning company only', async () => {
    const reader = await makeDevice(clerk, gateId, 'Live reader');
    const cardNumber = card();
    await insertStudent(server, clerk.companyId, { firstName: 'Live', lastName: 'Kid', cardNumber });
    const ours = await listen(clerk, 'school-device-updated');
    const taps = await listen(clerk, 'school-tap');
    const theirs = await listen(other, 'school-device-updated');
    await tapOk(cardNumber, new Date().toISOString(), reader.licenceKey);
    const seen = await waitFor(() => ours.find((p) => p.deviceId === reader.id && p.action === 'seen'));
    expect(seen).toMatchObject({ connection: 'online', gateId, lastSeenAt: expect.any(String) });
    const pushed = await waitFor(() => taps.find((p) => p.deviceId === reader.id));
    expect(pushed).toMatchObject({ action: 'check_in', personType: 'student', gateId });
    expect(JSON.stringify(pushed)).not.toContain('Live Kid');
    await call(server, 'POST', `/school/device/${reader.id}/deactivate`, { token: clerk.token });
    await waitFor(() => ours.find((p) => p.deviceId === reader.id && p.action === 'deactivated'));
    expect(theirs).toEqual([]);
  });
});
