/**
 * BOQ open benchmark (issue 5): the time to open a 10,000-row bill of quantities in the browser,
 * from navigation start to the first grid row painted, N times (BENCH_ITERATIONS, default 10) in
 * Debian's Chromium against the real server serving the built web app. Baseline, same run: the same
 * navigation to the project page without the BOQ (project page painted). "Painted" is a rendered
 * element matched plus two animation frames; the time is `performance.now()` in the page, i.e. from
 * the navigation start.
 *
 *   npm run bench:boq-open                       # builds apps/web into a temp dir
 *   BENCH_WEB_DIST=/tmp/dist npm run bench:boq-open
 *   BENCH_DATABASE_URL=postgres://... npm run bench:boq-open
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { STORAGE_KEYS } from '@haligi/shared';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createSession } from '../apps/server/src/modules/auth/sessions';
import { openBenchDatabase } from './bench-kit';
import { seedBoq } from './boq-seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_ITERATIONS ?? 10);
const WARMUP = 2;
const TARGET_MS = 1500;
const ROW_SELECTOR = '[role=dialog] [role=row][data-row-id]';
const PROJECT_SELECTOR = '[aria-label=Breadcrumb] [aria-current=page]';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Navigates to `url`, waits for `selector` and two animation frames; milliseconds since navigation start. */
async function openAndPaint(page: Page, url: string, selector: string) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(selector, { state: 'visible', timeout: 60_000 }).catch(async (error) => {
    console.error(`${selector} not found at ${page.url()}:\n${(await page.locator('body').innerText()).slice(0, 1000)}`);
    throw error;
  });
  return page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())))),
  );
}

async function main() {
  let webDist = process.env.BENCH_WEB_DIST;
  let builtDir: string | undefined;
  if (!webDist) {
    builtDir = mkdtempSync(join(tmpdir(), 'haligi-boq-open-'));
    webDist = builtDir;
    console.log(`Building the web app into ${webDist}...`);
    const t = performance.now();
    execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], { cwd: resolve(import.meta.dirname, '../apps/web'), stdio: 'ignore' });
    console.log(`Built in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  const { database, drop } = await openBenchDatabase();
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: '/tmp/haligi-bench', redisUrl: undefined, webDist };
  const app = await buildApp(config, { database, logger: false });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    console.log(`Seeding a BOQ of ${ROWS.toLocaleString()} rows on ${database.kind}...`);
    const t0 = performance.now();
    const { projectId, boqId, accountIds } = await seedBoq(database, { rows: ROWS, accounts: 1 });
    console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // Signed in once: the token and accountInformation in local storage, as the app keeps them.
    const { token } = await createSession(database.db, accountIds[0], 1);
    const account = await (await fetch(`${url}/api/account/my_account`, { headers: { token } })).json();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(
      ([keys, token, account]) => {
        localStorage.setItem(keys.token, token);
        localStorage.setItem(keys.accountInformation, account);
      },
      [STORAGE_KEYS, token, JSON.stringify(account)] as const,
    );
    const page = await context.newPage();
    const projectUrl = `${url}/member/project/${projectId}`;
    const boqUrl = `${projectUrl}?boq=${boqId}`;

    const baseline: number[] = [];
    const opens: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const b = await openAndPaint(page, projectUrl, PROJECT_SELECTOR);
      const o = await openAndPaint(page, boqUrl, ROW_SELECTOR);
      if (i >= WARMUP) baseline.push(b), opens.push(o);
    }
    const rendered = await page.locator(ROW_SELECTOR).count();

    const median = percentile(opens, 50);
    const baseMedian = percentile(baseline, 50);
    console.log(`\nBOQ open, ${ROWS.toLocaleString()} rows, ${database.kind}, Chromium, ${RUNS} runs after ${WARMUP} warm-up (${rendered} grid rows rendered)`);
    console.log(`- deep link ?boq= -> first grid row painted: median ${median.toFixed(0)} ms, p95 ${percentile(opens, 95).toFixed(0)} ms, max ${Math.max(...opens).toFixed(0)} ms`);
    console.log(`- baseline, project page -> painted:         median ${baseMedian.toFixed(0)} ms, p95 ${percentile(baseline, 95).toFixed(0)} ms`);
    console.log(`- ratio (BOQ open / project page): ${(median / baseMedian).toFixed(2)}x`);
    console.log(`Target: under ${TARGET_MS} ms (median ${median.toFixed(0)} ms) ${median < TARGET_MS ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
    await app.close();
    await drop();
    if (builtDir) rmSync(builtDir, { recursive: true, force: true });
  }
}

await main();
