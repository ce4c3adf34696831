#!/usr/bin/env node
// Runs every suite (typecheck, unit + API tests, browser tests; with MUTATION=1 also mutation
// testing of the shared rules) and ends with one line "N passed, N failed" summing them all. Uses
// the local PostgreSQL when it answers, else PGlite. SKIP_E2E=1 leaves the browser tests out,
// SKIP_UNIT=1 the typecheck and Vitest; E2E_SHARDS and E2E_PORT: see step 4. Decision 0060.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { Socket } from 'node:net';
import { resolve as resolvePath } from 'node:path';

const RESULTS = 'test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const reachable = (port) =>
  new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.connect(port, '127.0.0.1');
  });

const env = { ...process.env };
if (!env.TEST_DATABASE_URL && (await reachable(5432))) env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
if (!env.REDIS_URL && (await reachable(6379))) env.REDIS_URL = 'redis://127.0.0.1:6379';

// When each stage started and ended, printed as a timeline at the end (decision 0052).
const T0 = Date.now();
const timeline = [];
const stageStart = (label) => timeline.push({ label, start: Date.now(), end: null });
const stageEnd = (label) => {
  const stage = timeline.findLast((s) => s.label === label && s.end === null);
  if (stage) stage.end = Date.now();
};

/** Runs a command with its output shown; resolves true when it exits 0. */
const run = (label, command, args, extraEnv = {}) => {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  stageStart(label);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return new Promise((resolve) => {
    const done = (ok) => (stageEnd(label), resolve(ok));
    child.on('error', () => done(false));
    child.on('close', (status) => done(status === 0));
  });
};

const totals = { passed: 0, failed: 0 };
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// 0. Mutation testing of packages/shared (MUTATION=1; `npm run test:mutation` alone) takes most of
// half an hour on one core, which the suites below need: CI leaves it out (decision 0060). When
// asked for, it starts first, on one Stryker test runner, and its result is collected at the end.
// Its output goes to test-results/mutation.log so it does not interleave with theirs.
const MUTATION_REPORT = 'packages/shared/reports/mutation/mutation.json';
const startMutation = () => {
  rmSync(MUTATION_REPORT, { force: true });
  const log = openSync(`${RESULTS}/mutation.log`, 'w');
  console.log(`\n=== mutation testing (in the background, log in ${RESULTS}/mutation.log): npm run test:mutation -- --concurrency 1`);
  const started = Date.now();
  stageStart('mutation testing');
  const child = spawn('npm', ['run', 'test:mutation', '--', '--concurrency', '1'], { stdio: ['ignore', log, log], env });
  return new Promise((resolve) => {
    const done = (status) => (stageEnd('mutation testing'), resolve({ status, seconds: (Date.now() - started) / 1000 }));
    child.on('error', () => done(1));
    child.on('close', done);
  });
};
/** Stryker's score: detected (killed or timed out) over valid mutants (those and the undetected). */
const mutationScore = (report) => {
  const counts = { detected: 0, undetected: 0 };
  for (const file of Object.values(report.files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed' || status === 'Timeout') counts.detected += 1;
      else if (status === 'Survived' || status === 'NoCoverage') counts.undetected += 1;
    }
  }
  const valid = counts.detected + counts.undetected;
  return valid === 0 ? null : (100 * counts.detected) / valid;
};
const mutation = env.MUTATION === '1' ? startMutation() : null;

// SKIP_UNIT=1 leaves out the typecheck and both Vitest passes (to time the browser tests alone).
const unit = env.SKIP_UNIT !== '1';

// 1. Types across the workspace.
if (!unit) console.log('\n=== SKIP_UNIT=1: no typecheck, no Vitest');
else if (await run('typecheck', 'npx', ['tsc', '-b'])) totals.passed += 1;
else totals.failed += 1;

// 2. Unit and API tests (on PostgreSQL when it is there).
const vitestSuite = async (label, file, args, extraEnv) => {
  const ok = await run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`], extraEnv);
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  } else totals.failed += 1;
};
if (unit) await vitestSuite(`unit and API tests (${env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, `${RESULTS}/vitest.json`, []);
// The web build (for the browser tests) runs beside the PGlite pass: it is mostly one core.
const startBuild = () => {
  console.log('\n=== build web (beside the next suite, log in test-results/build.log): npm run build -w @haligi/web');
  const log = openSync(`${RESULTS}/build.log`, 'w');
  stageStart('build web');
  const child = spawn('npm', ['run', 'build', '-w', '@haligi/web'], { stdio: ['ignore', log, log], env });
  return new Promise((resolve) => {
    const done = (ok) => (stageEnd('build web'), resolve(ok));
    child.on('error', () => done(false));
    child.on('close', (status) => done(status === 0));
  });
};
const built = env.SKIP_E2E === '1' ? null : startBuild();

// 3. The API tests again on the embedded database, so both dialect paths stay green: a
// representative subset, one suite per module with SQL of its own (the PostgreSQL pass runs all).
// Decision 0060.
const PGLITE_RUNS = [
  'auth', 'accounts', 'leads', 'lead-list', 'boq-write-path', 'items', 'inventory', 'purchase-requests', 'receiving',
  'deliveries', 'equipment', 'hris', 'schedules', 'attendance', 'timekeeping', 'filings', 'statutory', 'payroll-run', 'treasury', 'company-settings',
  'school-gate', 'school-records', 'school-grading', 'developer-companies', 'developer-data', 'developer-tools',
];
if (unit && env.TEST_DATABASE_URL) {
  const files = PGLITE_RUNS.map((name) => `apps/server/test/${name}.test.ts`);
  await vitestSuite('API tests (PGlite)', `${RESULTS}/vitest-pglite.json`, files, { TEST_DATABASE_URL: '' });
}

// 4. Browser tests against the built app, as E2E_SHARDS shards at once (default 2: Chromium keeps
// two cores busy with two; a third adds no throughput and makes each page slower, decision 0060),
// each a Playwright run with its own server on its own port (E2E_PORT, default 3310, plus the
// shard's index) and its own fresh database: test_e2e_<shard> on the PostgreSQL server when
// it answers, else PGlite in the shard's own folder. Spec files are dealt out by their durations
// recorded in E2E_DURATIONS (longest first, each to the shard with the least work so far); a full
// run rewrites that file: commit it with the specs. Each shard's output is echoed with its prefix
// and kept whole in test-results/playwright-<shard>.log (traces and screenshots of failures in
// test-results/playwright-<shard>/). Decision 0052.
const E2E_DIR = 'apps/web/e2e';
const E2E_DURATIONS = 'scripts/e2e-durations.json';
/** Deals spec files to shards by recorded seconds (an unrecorded spec weighs the mean). */
const dealSpecs = (specs, recorded, count) => {
  const known = specs.filter((spec) => typeof recorded[spec] === 'number');
  const mean = known.length ? known.reduce((sum, spec) => sum + recorded[spec], 0) / known.length : 30;
  const weight = (spec) => recorded[spec] ?? mean;
  const shards = Array.from({ length: Math.max(1, Math.min(count, specs.length)) }, () => ({ specs: [], seconds: 0 }));
  for (const spec of [...specs].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.specs.push(spec);
    lightest.seconds += weight(spec);
  }
  for (const shard of shards) shard.specs.sort();
  return shards;
};
/** Seconds per spec file in a Playwright JSON report (every attempt of every test in it). */
const specSeconds = (report, into) => {
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) into[file] = (into[file] ?? 0) + (result.duration ?? 0) / 1000;
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file.split('/').pop());
  return into;
};
const runShard = (index, count, specs) => {
  const name = `playwright-${index}`;
  const port = Number(env.E2E_PORT ?? 3310) + index - 1;
  let databaseUrl = '';
  if (env.TEST_DATABASE_URL) {
    const url = new URL(env.TEST_DATABASE_URL);
    url.pathname = `/test_e2e_${index}`;
    databaseUrl = url.toString();
  }
  const reportFile = resolvePath(RESULTS, `${name}.json`);
  const prefix = `[e2e ${index}/${count}] `;
  console.log(`${prefix}port ${port}, ${databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : 'PGlite'}, ${specs.length} spec files: ${specs.join(' ')}`);
  const log = openSync(`${RESULTS}/${name}.log`, 'w');
  const started = Date.now();
  const child = spawn('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--output', resolvePath(RESULTS, name)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: `/tmp/haligi-e2e-${port}`,
      E2E_DATABASE_URL: databaseUrl,
      E2E_SPECS: count > 1 ? specs.join(',') : '',
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      writeSync(log, chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) console.log(prefix + line);
    });
    stream.on('end', () => rest && console.log(prefix + rest));
  }
  return new Promise((resolve) => {
    const done = (status) => resolve({ index, status, seconds: (Date.now() - started) / 1000, report: readJson(reportFile) });
    child.on('error', () => done(1));
    child.on('close', done);
  });
};
if (built) {
  if (!(await built)) {
    totals.failed += 1;
    console.log(readFileSync(`${RESULTS}/build.log`, 'utf8'));
  } else {
    const specs = readdirSync(E2E_DIR).filter((file) => file.endsWith('.spec.ts')).sort();
    const recorded = readJson(E2E_DURATIONS) ?? {};
    const count = Math.max(1, Number(env.E2E_SHARDS ?? 2) || 1);
    const shards = dealSpecs(specs, recorded, count);
    const label = `browser tests (${shards.length} shard${shards.length > 1 ? 's' : ''})`;
    stageStart(label);
    console.log(`\n=== ${label}: npx playwright test -c apps/web/playwright.config.ts per shard, logs in ${RESULTS}/playwright-<shard>.log`);
    const results = await Promise.all(shards.map((shard, i) => runShard(i + 1, shards.length, shard.specs)));
    stageEnd(label);
    const measured = {};
    for (const { index, status, seconds, report } of results) {
      const ok = status === 0;
      if (report?.stats) {
        const { expected, flaky, unexpected, skipped } = report.stats;
        totals.passed += expected + flaky;
        totals.failed += unexpected + (ok || unexpected ? 0 : 1);
        specSeconds(report, measured);
        console.log(`=== browser tests shard ${index}: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped in ${seconds.toFixed(0)} s (exit ${status}), log ${RESULTS}/playwright-${index}.log`);
      } else {
        totals.failed += 1;
        console.log(`=== browser tests shard ${index}: no report (exit ${status}), see ${RESULTS}/playwright-${index}.log`);
      }
    }
    // Every spec measured: the next deal uses these durations (specs since removed drop out).
    if (specs.every((spec) => measured[spec] !== undefined)) {
      const rounded = Object.fromEntries(specs.map((spec) => [spec, Math.round(measured[spec] * 10) / 10]));
      writeFileSync(E2E_DURATIONS, `${JSON.stringify(rounded, null, 2)}\n`);
    }
  }
}

// 5. The mutation run started at the top: 1 passed when the score reaches the break threshold.
if (mutation) {
  const { status } = await mutation;
  const { default: config } = await import(resolvePath('packages/shared/stryker.config.mjs'));
  const threshold = config.thresholds.break;
  const report = readJson(MUTATION_REPORT);
  const score = report ? mutationScore(report) : null;
  const shown = score === null ? 'no score' : `${score.toFixed(2)}%`;
  console.log(`\n=== mutation testing: ${shown} (break threshold ${threshold}%), exit ${status}`);
  if (status === 0 && score !== null && score >= threshold) totals.passed += 1;
  else {
    totals.failed += 1;
    console.log(`Mutation testing failed: see ${RESULTS}/mutation.log and packages/shared/reports/mutation/index.html`);
  }
}

console.log('\n=== timeline (seconds from the start)');
const at = (ms) => ((ms - T0) / 1000).toFixed(0).padStart(5);
for (const { label, start, end } of timeline) {
  console.log(`${at(start)} -> ${end === null ? '    ?' : at(end)}  ${end === null ? '' : `${((end - start) / 1000).toFixed(0).padStart(4)} s`}  ${label}`);
}
console.log(`total ${((Date.now() - T0) / 1000).toFixed(0)} s`);

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
