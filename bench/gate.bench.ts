/**
 * School gate benchmark (issue 18, decision 0068): reader taps over real HTTP (`POST /api/school/tap`
 * with `x-device-key`) from 10 devices, paced at the target rate for a sustained period, each
 * matched tap stored under its card's lock with the guardians' notice job queued in the same
 * transaction (and the queue running, as in production: notices and mails are written meanwhile).
 * Beside it, in the same run and with the same concurrency, the bare rate of single-row INSERTs
 * into the attendance log. Prints taps per second, the answer's p50/p95/p99, how soon the notices
 * were written, then PASS when the paced rate holds 200 taps/s with a p95 under 50 ms.
 *
 *   npm run bench:gate                                   # local PostgreSQL when it answers, else PGlite
 *   BENCH_RATE=300 BENCH_SECONDS=30 npm run bench:gate
 */
import { createHash } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { openBenchDatabase } from './bench-kit';

const TARGET_RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 10);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const P95_TARGET_MS = 50;
/** The flat-out phase: requests in flight per device. */
const IN_FLIGHT = 4;

const agent = new Agent({ keepAlive: true, maxSockets: 128 });

function postTap(base: string, key: string, cardNumber: string, tappedAt: string): Promise<{ status: number; duplicate: boolean }> {
  const url = new URL('/api/school/tap', base);
  const payload = JSON.stringify({ cardNumber, tappedAt });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)), 'x-device-key': key } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, duplicate: res.statusCode === 201 ? JSON.parse(text).duplicate : false });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A school: students with a guardian by mail each, every fourth one a second by SMS; a gate; the devices with known keys. */
async function seedSchool(database: Database, name: string) {
  const [company] = await database.query<{ id: number }>(`insert into companies (name) values ($1) returning id`, [name]);
  await database.query(
    `with s as (
       insert into students (company_id, lrn, first_name, last_name, card_number)
       select $1, lpad(i::text, 12, '0'), 'Student', 'No. ' || i, 'CARD' || i from generate_series(1, $2::int) i returning id, card_number
     ), g as (
       insert into guardians (company_id, name, email) select $1, 'Parent of ' || card_number, lower(card_number) || '@parents.example.ph' from s returning id, name
     ) insert into student_guardians (student_id, guardian_id) select s.id, g.id from s join g on g.name = 'Parent of ' || s.card_number`,
    [company.id, STUDENTS],
  );
  await database.query(
    `with s as (select id, card_number from students where company_id = $1 and id % 4 = 0),
       g as (insert into guardians (company_id, name, mobile, notify_by, language) select $1, 'Lola of ' || card_number, '0917' || lpad(id::text, 7, '0'), 'sms', 'fil' from s returning id, name)
     insert into student_guardians (student_id, guardian_id) select s.id, g.id from s join g on g.name = 'Lola of ' || s.card_number`,
    [company.id],
  );
  const [gate] = await database.query<{ id: number }>(`insert into school_gates (company_id, name) values ($1, 'Main Gate') returning id`, [company.id]);
  const keys: string[] = [];
  for (let d = 0; d < DEVICES; d++) {
    const key = `bench-${name.length}-${company.id}-device-${String(d).padStart(3, '0')}-key`;
    await database.query(`insert into school_devices (company_id, gate_id, name, licence_key_hash) values ($1, $2, $3, $4)`, [company.id, gate.id, `Reader ${d + 1}`, createHash('sha256').update(key).digest('hex')]);
    keys.push(key);
  }
  return { companyId: company.id, gateId: gate.id, keys };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The k-th tap: cards in turn, one second apart in tap time, so a card comes back after STUDENTS seconds (never a duplicate). */
const tapOf = (k: number, base: number) => ({ cardNumber: `CARD${(k % STUDENTS) + 1}`, tappedAt: new Date(base + k * 1000).toISOString() });

async function main() {
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench' };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const school = await seedSchool(database, 'Bench School (taps)');
    const bare = await seedSchool(database, 'Bench School (bare insert)');
    await database.query(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
    const total = Math.round(TARGET_RATE * SECONDS);
    console.log(`${STUDENTS.toLocaleString()} students, ${DEVICES} readers; ${total.toLocaleString()} taps paced at ${TARGET_RATE}/s for ${SECONDS} s, on ${database.kind}`);

    // Warm the path (as a running server is), not counted: the other school's cards.
    const warmBase = Date.parse('2026-01-05T07:00:00+08:00');
    for (let k = 0; k < 400; k++) await postTap(base, bare.keys[k % DEVICES], tapOf(k, warmBase).cardNumber, tapOf(k, warmBase).tappedAt);

    // The bare insert: the same rows, one statement each, DEVICES x IN_FLIGHT streams.
    const bareTotal = total;
    let next = 0;
    let t0 = performance.now();
    await Promise.all(
      Array.from({ length: DEVICES * IN_FLIGHT }, async () => {
        while (next < bareTotal) {
          const k = next++;
          const t = tapOf(k, Date.parse('2026-02-02T07:00:00+08:00'));
          await database.query(
            `insert into school_attendance_logs (company_id, person_type, card_number, action, tapped_at, school_date, gate_id) values ($1, 'student', $2, 'check_in', $3, ($3::timestamptz at time zone 'Asia/Manila')::date, $4)`,
            [bare.companyId, t.cardNumber, t.tappedAt, bare.gateId],
          );
        }
      }),
    );
    const bareRate = bareTotal / ((performance.now() - t0) / 1000);

    // Sustained: taps sent on a fixed schedule (open loop: a slow answer does not slow the sender).
    const tapBase = Date.parse('2026-03-02T06:00:00+08:00');
    const latencies: number[] = [];
    let failures = 0;
    let duplicates = 0;
    t0 = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let k = 0; k < total; k++) {
      const due = t0 + (k * 1000) / TARGET_RATE;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const t = tapOf(k, tapBase);
      const sent = performance.now();
      inFlight.push(
        postTap(base, school.keys[k % DEVICES], t.cardNumber, t.tappedAt).then((answer) => {
          latencies.push(performance.now() - sent);
          if (answer.status !== 201) failures++;
          else if (answer.duplicate) duplicates++;
        }),
      );
    }
    await Promise.all(inFlight);
    const sustainedSeconds = (performance.now() - t0) / 1000;
    const sustainedRate = total / sustainedSeconds;
    const noticesAt = performance.now();
    const [stored] = await database.query<{ n: number }>(`select count(*)::int as n from school_attendance_logs where company_id = $1`, [school.companyId]);
    const expectedNotices = total + Math.floor(total / 4);
    let notices = 0;
    for (let i = 0; i < 600; i++) {
      [{ n: notices }] = await database.query<{ n: number }>(`select count(*)::int as n from school_tap_notices where company_id = $1`, [school.companyId]);
      if (Number(notices) >= expectedNotices) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const noticeLag = (performance.now() - noticesAt) / 1000;

    // Flat out: every reader with IN_FLIGHT taps outstanding, for the ceiling (not the target).
    const flatTotal = total;
    const flatBase = Date.parse('2026-04-06T06:00:00+08:00');
    next = 0;
    t0 = performance.now();
    await Promise.all(
      Array.from({ length: DEVICES * IN_FLIGHT }, async (_, stream) => {
        while (next < flatTotal) {
          const t = tapOf(next++, flatBase);
          await postTap(base, school.keys[stream % DEVICES], t.cardNumber, t.tappedAt);
        }
      }),
    );
    const flatRate = flatTotal / ((performance.now() - t0) / 1000);

    latencies.sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const p99 = percentile(latencies, 99);
    const rateMet = sustainedRate >= TARGET_RATE * 0.98 && failures === 0 && duplicates === 0 && stored.n === total;
    const latencyMet = p95 < P95_TARGET_MS;
    console.log('');
    console.log(`sustained taps      ${sustainedRate.toFixed(0).padStart(8)} taps/s    (${total.toLocaleString()} in ${sustainedSeconds.toFixed(2)} s; stored ${stored.n.toLocaleString()}, failed ${failures}, duplicates ${duplicates})`);
    console.log(`tap answer          p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   max ${latencies[latencies.length - 1].toFixed(1)} ms`);
    console.log(`guardian notices    ${Number(notices).toLocaleString()} of ${expectedNotices.toLocaleString()} written, ${noticeLag.toFixed(1)} s after the last answer`);
    console.log(`flat out            ${flatRate.toFixed(0).padStart(8)} taps/s    (${DEVICES * IN_FLIGHT} requests in flight)`);
    console.log(`bare insert         ${bareRate.toFixed(0).padStart(8)} rows/s    (one INSERT per row, ${DEVICES * IN_FLIGHT} at once)`);
    console.log(`ratio taps/bare     ${(flatRate / bareRate).toFixed(2).padStart(8)}`);
    console.log('');
    console.log(`${rateMet && latencyMet ? 'PASS' : 'FAIL'}: ${TARGET_RATE} taps/s sustained ${rateMet ? 'met' : 'NOT met'}, p95 ${p95.toFixed(1)} ms < ${P95_TARGET_MS} ms ${latencyMet ? 'met' : 'NOT met'}`);
    if (!(rateMet && latencyMet)) process.exitCode = 1;
  } finally {
    agent.destroy();
    await app.close();
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
