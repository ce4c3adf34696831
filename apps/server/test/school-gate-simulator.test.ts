import { request as httpRequest, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmsProvider, setSmsProvider } from '../src/modules/school-gate/notices';
import { call, createUser, startTestServer, waitFor, type TestServer, type TestUser } from './helper';
import { insertStudentsInBulk } from './school-gate-fixtures';

/**
 * The gate simulator (issue 18): 2,000 students tap in within one minute of tap time through 10
 * readers over real HTTP, with re-taps of the same cards within 60 seconds from other readers at
 * the same moment; each tap is stored once and each guardian told once.
 */
const STUDENTS = 2000;
const READERS = 10;
const RETAPS = 400;
const IN_FLIGHT_PER_READER = 4;

let server: TestServer;
let clerk: TestUser;
const sms = new FakeSmsProvider();
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function postTap(key: string, body: { cardNumber: string; tappedAt: string }): Promise<{ status: number; body: any }> {
  const url = new URL('/api/school/tap', server.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), 'x-device-key': key } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  setSmsProvider(server.context, sms);
  clerk = await createUser(server, { scopes: ['SCHOOL_GATE_ACCESS', 'SCHOOL_DEVICE_ACCESS', 'SCHOOL_ATTENDANCE_ACCESS'] });
});
afterAll(async () => {
  agent.destroy();
  await server?.stop();
});

describe('gate simulator', () => {
  it('2,000 taps in one minute over 10 readers: each stored once, each guardian told once, re-taps within 60 s ignored', { timeout: 240_000 }, async () => {
    const gates = await Promise.all(['North', 'South'].map(async (name) => (await call(server, 'POST', '/school/gate', { token: clerk.token, body: { name: `${name} Gate` } })).body.data.id as number));
    const keys: string[] = [];
    for (let i = 0; i < READERS; i++) {
      const created = await call(server, 'POST', '/school/device', { token: clerk.token, body: { gateId: gates[i % 2], name: `Reader ${i + 1}` } });
      expect(created.status).toBe(201);
      keys.push(created.body.data.licenceKey);
    }
    const cards = await insertStudentsInBulk(server, clerk.companyId, `SIM${process.pid}-`, STUDENTS, 4);
    const smsGuardians = STUDENTS / 4;

    // Tap times: one minute, ending a little before now; each card once, spread over the readers.
    const start = Date.now() - 90_000;
    const taps = cards.map((cardNumber, i) => ({ reader: i % READERS, cardNumber, tappedAt: new Date(start + Math.floor((i * 60_000) / STUDENTS)).toISOString() }));
    // Re-taps: the same card 0-50 s later from the next reader, sent among the first taps.
    const retaps = Array.from({ length: RETAPS }, (_, k) => {
      const original = taps[(k * 5) % STUDENTS];
      return { reader: (original.reader + 1) % READERS, cardNumber: original.cardNumber, tappedAt: new Date(Date.parse(original.tappedAt) + (k % 51) * 1000).toISOString() };
    });
    const queues: (typeof taps)[] = Array.from({ length: READERS }, () => []);
    for (const t of [...taps, ...retaps].sort((a, b) => a.tappedAt.localeCompare(b.tappedAt))) queues[t.reader].push(t);

    const answers: { cardNumber: string; status: number; duplicate: boolean; action: string }[] = [];
    const began = Date.now();
    await Promise.all(
      queues.map(async (queue, reader) => {
        let next = 0;
        await Promise.all(
          Array.from({ length: IN_FLIGHT_PER_READER }, async () => {
            while (next < queue.length) {
              const t = queue[next++];
              const answer = await postTap(keys[reader], { cardNumber: t.cardNumber, tappedAt: t.tappedAt });
              answers.push({ cardNumber: t.cardNumber, status: answer.status, duplicate: answer.body.duplicate, action: answer.body.action });
            }
          }),
        );
      }),
    );
    const seconds = (Date.now() - began) / 1000;
    console.log(`gate simulator: ${answers.length} taps in ${seconds.toFixed(1)} s (${(answers.length / seconds).toFixed(0)} taps/s)`);

    expect(answers).toHaveLength(STUDENTS + RETAPS);
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(STUDENTS);
    expect(answers.filter((a) => a.duplicate)).toHaveLength(RETAPS);
    expect(answers.every((a) => a.action === 'check_in')).toBe(true);

    const { database } = server.context;
    const [stored] = await database.query<{ logs: number; cards: number }>(
      `select count(*)::int as logs, count(distinct card_number)::int as cards from school_attendance_logs where company_id = $1`,
      [clerk.companyId],
    );
    expect(stored).toEqual({ logs: STUDENTS, cards: STUDENTS });

    // Every guardian told once: one notice per (log, guardian), one mail or SMS each.
    const expectedNotices = STUDENTS + smsGuardians;
    await waitFor(async () => Number((await database.query<{ n: number }>(`select count(*)::int as n from school_tap_notices where company_id = $1`, [clerk.companyId]))[0].n) === expectedNotices, 180_000);
    console.log(`gate simulator: every notice written ${((Date.now() - began) / 1000 - seconds).toFixed(1)} s after the last tap's answer`);
    const [notices] = await database.query<{ total: number; pairs: number; mails: number; texts: number }>(
      `select count(*)::int as total, count(distinct (attendance_log_id, guardian_id))::int as pairs,
         count(outbox_id)::int as mails, count(sms_message_id)::int as texts
       from school_tap_notices where company_id = $1`,
      [clerk.companyId],
    );
    expect(notices).toEqual({ total: expectedNotices, pairs: expectedNotices, mails: STUDENTS, texts: smsGuardians });
    const [outbox] = await database.query<{ n: number; recipients: number }>(`select count(*)::int as n, count(distinct "to")::int as recipients from email_outbox where company_id = $1`, [clerk.companyId]);
    expect(outbox).toEqual({ n: STUDENTS, recipients: STUDENTS });
    await waitFor(() => sms.sent.length === smsGuardians, 120_000);
    await waitFor(async () => Number((await database.query<{ n: number }>(`select count(*)::int as n from email_outbox where company_id = $1 and status = 'KEPT'`, [clerk.companyId]))[0].n) === STUDENTS, 180_000);
    console.log(`gate simulator: every mail and SMS delivered ${((Date.now() - began) / 1000 - seconds).toFixed(1)} s after the last tap's answer`);
    expect(new Set(sms.sent.map((m) => m.to)).size).toBe(smsGuardians);
    // Every guardian of every student: none missed (a guardian with no notice would show here).
    const [missed] = await database.query<{ n: number }>(
      `select count(*)::int as n from school_attendance_logs l join student_guardians sg on sg.student_id = l.student_id
       where l.company_id = $1 and not exists (select 1 from school_tap_notices n where n.attendance_log_id = l.id and n.guardian_id = sg.guardian_id)`,
      [clerk.companyId],
    );
    expect(missed.n).toBe(0);
  });
});
