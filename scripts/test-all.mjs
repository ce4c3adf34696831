#!/usr/bin/env node
// Runs every suite (typecheck, unit + API tests, browser tests, mutation testing of the shared
// rules) and ends with one line "N passed, N failed" summing them all. Uses the local PostgreSQL
// when it answers, else PGlite. SKIP_E2E=1 and SKIP_MUTATION=1 leave those suites out.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
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

const run = (label, command, args, extraEnv = {}) => {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
};

const totals = { passed: 0, failed: 0 };
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// 0. Mutation testing of packages/shared takes minutes: it starts first, on one Stryker test
// runner (one core), while the suites below use the other; its result is collected at the end.
// Its output goes to test-results/mutation.log so it does not interleave with theirs.
const MUTATION_REPORT = 'packages/shared/reports/mutation/mutation.json';
const startMutation = () => {
  rmSync(MUTATION_REPORT, { force: true });
  const log = openSync(`${RESULTS}/mutation.log`, 'w');
  console.log(`\n=== mutation testing (in the background, log in ${RESULTS}/mutation.log): npm run test:mutation -- --concurrency 1`);
  const started = Date.now();
  const child = spawn('npm', ['run', 'test:mutation', '--', '--concurrency', '1'], { stdio: ['ignore', log, log], env });
  return new Promise((resolve) => {
    child.on('error', () => resolve({ status: 1, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (status) => resolve({ status, seconds: (Date.now() - started) / 1000 }));
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
const mutation = env.SKIP_MUTATION === '1' ? null : startMutation();

// 1. Types across the workspace.
if (run('typecheck', 'npx', ['tsc', '-b'])) totals.passed += 1;
else totals.failed += 1;

// 2. Unit and API tests (on PostgreSQL when it is there).
const vitestSuite = (label, file, args, extraEnv) => {
  const ok = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${file}`], extraEnv);
  const report = readJson(file);
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (ok || report.numFailedTests ? 0 : 1);
  } else totals.failed += 1;
};
vitestSuite(`unit and API tests (${env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, `${RESULTS}/vitest.json`, []);
// The web build (for the browser tests) runs beside the PGlite pass: it is mostly one core.
const startBuild = () => {
  console.log('\n=== build web (beside the next suite, log in test-results/build.log): npm run build -w @haligi/web');
  const log = openSync(`${RESULTS}/build.log`, 'w');
  const child = spawn('npm', ['run', 'build', '-w', '@haligi/web'], { stdio: ['ignore', log, log], env });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (status) => resolve(status === 0));
  });
};
const built = env.SKIP_E2E === '1' ? null : startBuild();

// 3. The API tests again on the embedded database, so both dialect paths stay green: every module
// with SQL of its own. Left out (PostgreSQL runs them): suites about the process, the network and
// the HTTP layer rather than SQL, whose statements the other suites already run on PGlite.
const PGLITE_LEAVES_OUT = [
  'fuzz-walker', 'patch-walker', 'crash-recovery', 'jobs', 'password-attempts', 'password-reset', 'session-cache',
  'redis', 'realtime', 'room-access', 'lead-board-live', 'security-headers', 'web-app', 'openapi', 'smoke', 'access-changes',
];
if (env.TEST_DATABASE_URL) {
  const leaveOut = PGLITE_LEAVES_OUT.flatMap((name) => ['--exclude', `**/apps/server/test/${name}.test.ts`]);
  vitestSuite('API tests (PGlite)', `${RESULTS}/vitest-pglite.json`, ['apps/server', ...leaveOut], { TEST_DATABASE_URL: '' });
}

// 4. Browser tests against the built app.
if (built) {
  if (!(await built)) {
    totals.failed += 1;
    console.log(readFileSync(`${RESULTS}/build.log`, 'utf8'));
  } else {
    // Playwright resolves a relative report path against its config folder: give it an absolute one.
    const file = resolvePath(RESULTS, 'playwright.json');
    const ok = run('browser tests', 'npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    const report = readJson(file);
    if (report?.stats) {
      totals.passed += report.stats.expected + report.stats.flaky;
      totals.failed += report.stats.unexpected + (ok || report.stats.unexpected ? 0 : 1);
    } else totals.failed += 1;
  }
}

// 5. The mutation run started at the top: 1 passed when the score reaches the break threshold.
if (mutation) {
  // Its exit is noticed only between the other suites (they run synchronously): its own time is in its log.
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

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
