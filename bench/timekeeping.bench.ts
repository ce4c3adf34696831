/**
 * Timekeeping benchmark (issue 14): 2,000 employees x 30 days x 4 punches (240,000) pushed by 20
 * simulated terminals at once over HTTP (the iclock protocol, `apps/server/test/device-simulator.ts`),
 * beside the same rows written by a plain multi-row SQL INSERT in the same run, with the same
 * concurrency, into the same table. Prints punches stored per second, the raw insert rate and the
 * ratio (target: at least 0.5), then the cutoff attendance step.
 *
 *   npm run bench:timekeeping                    # local PostgreSQL when it answers (fresh database), else PGlite
 *   BENCH_EMPLOYEES=500 BENCH_DAYS=10 npm run bench:timekeeping
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/client';
import { DeviceSimulator, workPunches, type SimulatedPunch } from '../apps/server/test/device-simulator';
import { openBenchDatabase } from './bench-kit';
import { computeAttendance } from '../apps/server/src/modules/attendance/attendance.compute';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 2000);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 20);
/** Lines per ATTLOG upload (a terminal sends its backlog in pieces). */
const LINES_PER_UPLOAD = Number(process.env.BENCH_LINES_PER_UPLOAD ?? 2000);
/** Rows per statement of the raw SQL insert (7 parameters each). */
const RAW_ROWS_PER_INSERT = 1000;
const FIRST_DAY = '2026-10-01';

async function seedCompany(database: Database, name: string) {
  const [company] = await database.query<{ id: number }>(`insert into companies (name) values ($1) returning id`, [name]);
  await database.query(
    `insert into employees (company_id, employee_no, first_name, last_name, biometric_id)
     select $1, 'EMP-' || lpad(g::text, 6, '0'), 'Worker', 'No. ' || g, (10000 + g)::text from generate_series(1, $2::int) g`,
    [company.id, EMPLOYEES],
  );
  return company.id;
}

/** Each device's punches: the employees split evenly over the devices. */
function punchesPerDevice(): SimulatedPunch[][] {
  const ids = Array.from({ length: EMPLOYEES }, (_, i) => String(10001 + i));
  const per = Math.ceil(EMPLOYEES / DEVICES);
  return Array.from({ length: DEVICES }, (_, d) => workPunches(ids.slice(d * per, (d + 1) * per), FIRST_DAY, DAYS));
}

/** The plain insert: the same rows, multi-row VALUES, no employee matching, no conflict handling. */
async function rawInsert(database: Database, companyId: number, serial: string, punches: SimulatedPunch[]) {
  for (let start = 0; start < punches.length; start += RAW_ROWS_PER_INSERT) {
    const chunk = punches.slice(start, start + RAW_ROWS_PER_INSERT);
    const params: unknown[] = [];
    const values = chunk.map((p, i) => {
      params.push(companyId, serial, p.biometricId, p.punchedAt.toISOString(), p.status ?? 0, p.verify ?? 1, '0');
      const o = i * 7;
      return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6}, $${o + 7})`;
    });
    await database.query(`insert into timekeeping_raw_logs (company_id, device_serial, biometric_id, punched_at, status, verify, work_code) values ${values.join(', ')}`, params);
  }
}

/**
 * A semi-monthly cutoff's attendance (the first 15 days of the pushed range) for every employee:
 * each works a day shift Monday to Saturday (one schedule, assigned per employee), then
 * `computeAttendance` reads punches, plans and holidays and writes every employee-day. Answers
 * the milliseconds the computation took (the schedule set-up is not timed). Target: under 10 s.
 */
async function computeCutoffAttendanceTiming(database: Database, companyId: number, from: string, to: string): Promise<{ ms: number; days: number }> {
  const [shift] = await database.query<{ id: number }>(
    `insert into shifts (company_id, name, start_time, end_time, breaks, grace_minutes, required_minutes)
     values ($1, 'Day', '08:00', '17:00', '[{"start":"12:00","end":"13:00"}]', 5, 480) returning id`,
    [companyId],
  );
  const [schedule] = await database.query<{ id: number }>(`insert into schedules (company_id, name) values ($1, 'Mon-Sat') returning id`, [companyId]);
  await database.query(
    `insert into schedule_days (company_id, schedule_id, weekday, shift_id) select $1, $2, d, case when d = 7 then null else $3::int end from generate_series(1, 7) d`,
    [companyId, schedule.id, shift.id],
  );
  await database.query(
    `insert into schedule_assignments (company_id, schedule_id, employee_id, effective_from) select $1, $2, id, '2026-01-01' from employees where company_id = $1`,
    [companyId, schedule.id],
  );
  const t0 = performance.now();
  const { days } = await computeAttendance(database.db, companyId, { from, to });
  return { ms: performance.now() - t0, days };
}

async function main() {
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench' };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const total = EMPLOYEES * DAYS * 4;
    console.log(`${EMPLOYEES.toLocaleString()} employees x ${DAYS} days x 4 punches = ${total.toLocaleString()} punches, ${DEVICES} devices at once, on ${database.kind}`);
    const pushed = await seedCompany(database, 'Bench Builders (pushed)');
    const raw = await seedCompany(database, 'Bench Builders (raw SQL)');
    const serials = Array.from({ length: DEVICES }, (_, d) => `BENCH${String(d + 1).padStart(3, '0')}`);
    for (const [d, serial] of serials.entries()) {
      await database.query(`insert into timekeeping_devices (company_id, serial_number, name) values ($1, $2, $3)`, [pushed, serial, `Gate ${d + 1}`]);
    }
    await database.query(database.kind === 'postgres' ? 'vacuum analyze' : 'analyze');
    const perDevice = punchesPerDevice();

    // Raw SQL first (the table is emptier for it), the same concurrency: one stream per device.
    let t0 = performance.now();
    await Promise.all(perDevice.map((punches, d) => rawInsert(database, raw, `RAW${d}`, punches)));
    const rawSeconds = (performance.now() - t0) / 1000;

    // Warm the server's path on a few lines first (as a running server is), not counted.
    const warm = new DeviceSimulator(base, serials[0]);
    await warm.handshake();
    await warm.upload([{ biometricId: '1', punchedAt: new Date('2020-01-01T00:00:00Z') }]);
    await database.query(`delete from timekeeping_raw_logs where company_id = $1 and biometric_id = '1'`, [pushed]);

    t0 = performance.now();
    const answers = await Promise.all(
      perDevice.map(async (punches, d) => {
        const device = new DeviceSimulator(base, serials[d]);
        const shake = await device.handshake();
        if (shake.status !== 200) throw new Error(`handshake of ${serials[d]}: ${shake.status}`);
        let accepted = 0;
        for (let start = 0; start < punches.length; start += LINES_PER_UPLOAD) {
          const answer = await device.upload(punches.slice(start, start + LINES_PER_UPLOAD));
          if (answer.status !== 200) throw new Error(`upload of ${serials[d]}: ${answer.status} ${answer.text}`);
          accepted += Number(answer.text.replace('OK: ', ''));
        }
        return accepted;
      }),
    );
    const pushSeconds = (performance.now() - t0) / 1000;
    const accepted = answers.reduce((a, b) => a + b, 0);
    const [stored] = await database.query<{ n: number; matched: number }>(
      `select count(*)::int as n, count(employee_id)::int as matched from timekeeping_raw_logs where company_id = $1`,
      [pushed],
    );
    const [rawStored] = await database.query<{ n: number }>(`select count(*)::int as n from timekeeping_raw_logs where company_id = $1`, [raw]);
    if (stored.n !== total || rawStored.n !== total || accepted !== total) throw new Error(`stored ${stored.n}, raw ${rawStored.n}, accepted ${accepted}, expected ${total}`);

    const pushRate = total / pushSeconds;
    const rawRate = total / rawSeconds;
    const ratio = pushRate / rawRate;
    console.log('');
    console.log(`pushed over HTTP    ${pushRate.toFixed(0).padStart(8)} punches/s   (${pushSeconds.toFixed(2)} s; ${stored.matched.toLocaleString()} matched to employees)`);
    console.log(`raw SQL insert      ${rawRate.toFixed(0).padStart(8)} punches/s   (${rawSeconds.toFixed(2)} s)`);
    console.log(`ratio               ${ratio.toFixed(2).padStart(8)}              target >= 0.50: ${ratio >= 0.5 ? 'met' : 'NOT met'}`);

    // A resend of everything stores nothing more.
    t0 = performance.now();
    await Promise.all(perDevice.map((punches, d) => new DeviceSimulator(base, serials[d]).upload(punches.slice(0, LINES_PER_UPLOAD))));
    const [after] = await database.query<{ n: number }>(`select count(*)::int as n from timekeeping_raw_logs where company_id = $1`, [pushed]);
    console.log(`resend of ${(Math.min(LINES_PER_UPLOAD, perDevice[0].length) * DEVICES).toLocaleString()} lines   ${((performance.now() - t0) / 1000).toFixed(2)} s, stored ${after.n - stored.n} more`);

    const lastDay = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + (Math.min(DAYS, 15) - 1) * 86_400_000).toISOString().slice(0, 10);
    const cutoff = await computeCutoffAttendanceTiming(database, pushed, FIRST_DAY, lastDay);
    console.log(
      `cutoff attendance   ${(cutoff.ms / 1000).toFixed(2)} s for ${EMPLOYEES.toLocaleString()} employees, ${FIRST_DAY} to ${lastDay} (${cutoff.days.toLocaleString()} days)   target < 10 s: ${cutoff.ms < 10_000 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await app.close();
    await drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
