/**
 * Web loading benchmark (issue 12, docs/decisions/0028-loading.md): how fast the sign-in page and
 * the dashboard open on a throttled phone-like connection, in Debian's Chromium against the real
 * server serving the built web app, beside an empty HTML page the same server sends in the same run
 * (the floor: one round trip, one paint).
 *
 * Throttling, set per page through the Chrome DevTools Protocol before the navigation:
 * - network: DevTools' "Fast 4G" preset, `Fast4GConditions` in ChromeDevTools/devtools-frontend
 *   front_end/core/sdk/NetworkManager.ts: download 9 Mbps x 0.9 = 1,012,500 B/s, upload
 *   1.5 Mbps x 0.9 = 168,750 B/s, latency 60 ms RTT x 2.75 = 165 ms (Network.emulateNetworkConditions);
 * - CPU: 4x slowdown (Emulation.setCPUThrottlingRate { rate: 4 }).
 *
 * Measured per page, from the navigation start (`performance.now()` in the page):
 * - bytes: what came over the wire, headers included (CDP Network.loadingFinished
 *   encodedDataLength), all of it and the scripts alone;
 * - FCP: the `first-contentful-paint` paint entry;
 * - interactive: the page can be used, and shows it. Sign-in: the "Sign in" button is in the
 *   document, enabled (React renders it with its handler, so a click then signs in), and painted.
 *   Dashboard: its first card (`main .mantine-Card-root`, or BENCH_DASHBOARD_SELECTOR) is rendered
 *   and painted. Empty page: DOMContentLoaded.
 * Each case runs BENCH_ITERATIONS times (default 5) in a new browser context (empty cache); the
 * medians are printed. "Dashboard, cached" opens it again in the same context: scripts come from
 * the browser's cache (immutable), only index.html and the API are asked again.
 *
 *   npm run bench:web                         # uses apps/web/dist, builds it when missing
 *   BENCH_WEB_DIST=/tmp/dist npm run bench:web
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { STORAGE_KEYS } from '@haligi/shared';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo-data';
import { seed } from '../apps/server/src/seed/seed';

const RUNS = Number(process.env.BENCH_ITERATIONS ?? 5);
const SIGN_IN_TARGET_MS = 2000;
const FAST_4G = { offline: false, downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9, latency: 60 * 2.75 };
const CPU_SLOWDOWN = 4;
const SIGN_IN_READY = 'button[type=submit]:not([disabled]):not([data-loading])';
const DASHBOARD_READY = process.env.BENCH_DASHBOARD_SELECTOR ?? 'main .mantine-Card-root';
const EMPTY_PATH = '/__bench/empty';
const EMPTY_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Empty</title></head><body><p>Empty</p></body></html>';

interface Sample {
  bytes: number;
  scriptBytes: number;
  requests: number;
  fcp: number;
  interactive: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Records, inside the page, when `selector` first matches an element (whose text contains `text`
 * when given) and that frame has been painted, from a MutationObserver set before any script of the
 * page runs.
 */
function watchFor(selector: string, text?: string) {
  return `(() => {
    const found = () => [...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => ${text ? `e.textContent.includes(${JSON.stringify(text)})` : 'true'});
    // Found, then painted: the mark is taken after the next frame (requestAnimationFrame runs
    // just before the paint, the task after it runs once the frame is out).
    const mark = () => {
      if (window.__found || !found()) return;
      window.__found = true;
      requestAnimationFrame(() => setTimeout(() => (window.__ready = performance.now())));
    };
    new MutationObserver(mark).observe(document, { subtree: true, childList: true, attributes: true });
  })();`;
}

/** Counts what arrives over the network on the page's CDP session. */
function countBytes(cdp: CDPSession) {
  const types = new Map<string, string>();
  const totals = { bytes: 0, scriptBytes: 0, requests: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    totals.bytes += event.encodedDataLength;
    totals.requests += 1;
    if (types.get(event.requestId) === 'Script') totals.scriptBytes += event.encodedDataLength;
  });
  return totals;
}

async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/** Opens `url` and waits until it is interactive (`ready`: the in-page mark, or DOMContentLoaded) and the network is quiet. */
async function measure(page: Page, cdp: CDPSession, url: string, ready: 'mark' | 'domcontentloaded'): Promise<Sample> {
  const totals = countBytes(cdp);
  await page.goto(url, { waitUntil: 'commit' });
  if (ready === 'mark') await page.waitForFunction(() => (window as unknown as { __ready?: number }).__ready !== undefined, undefined, { timeout: 60_000, polling: 50 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    interactive: (window as unknown as { __ready?: number }).__ready ?? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
  }));
  return { ...totals, ...timing };
}

async function main() {
  const webDist = resolve(process.env.BENCH_WEB_DIST ?? resolve(import.meta.dirname, '../apps/web/dist'));
  if (!existsSync(join(webDist, 'index.html'))) {
    console.log(`No build in ${webDist}: building the web app...`);
    execFileSync('npx', ['vite', 'build', '--outDir', webDist, '--emptyOutDir'], { cwd: resolve(import.meta.dirname, '../apps/web'), stdio: 'ignore' });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'haligi-bench-web-'));
  const config = { ...loadConfig({}), port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir, databaseUrl: undefined, redisUrl: undefined, smtpUrl: undefined, webDist };
  const app = await buildApp(config, { logger: false });
  app.app.get(EMPTY_PATH, (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(EMPTY_PAGE));
  await seed(app.context);
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const owner = DEMO_ACCOUNTS.find((a) => a.role === 'Owner')!;
  const login = await (await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: owner.email, password: owner.password }) })).json();
  const account = await (await fetch(`${url}/api/account/my_account`, { headers: { token: login.token } })).json();

  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results: Record<string, Sample[]> = { empty: [], signIn: [], dashboard: [], dashboardCached: [] };
  try {
    const newContext = async (signedIn: boolean, script?: string) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
      if (signedIn) {
        await context.addInitScript(
          ([keys, token, account]) => {
            localStorage.setItem(keys.token, token);
            localStorage.setItem(keys.accountInformation, account);
          },
          [STORAGE_KEYS, login.token as string, JSON.stringify(account)] as const,
        );
      }
      if (script) await context.addInitScript(script);
      return context;
    };
    // One untimed round first: the server's and Chromium's first-use costs are not the pages'.
    for (let i = -1; i < RUNS; i++) {
      const keep = (key: keyof typeof results, sample: Sample) => {
        if (i >= 0) results[key].push(sample);
      };

      let context = await newContext(false);
      let { page, cdp } = await throttledPage(context);
      keep('empty', await measure(page, cdp, `${url}${EMPTY_PATH}`, 'domcontentloaded'));
      await context.close();

      context = await newContext(false, watchFor(SIGN_IN_READY, 'Sign in'));
      ({ page, cdp } = await throttledPage(context));
      keep('signIn', await measure(page, cdp, `${url}/login`, 'mark'));
      await context.close();

      context = await newContext(true, watchFor(DASHBOARD_READY));
      ({ page, cdp } = await throttledPage(context));
      keep('dashboard', await measure(page, cdp, `${url}/member/dashboard`, 'mark'));
      await page.close();
      ({ page, cdp } = await throttledPage(context));
      keep('dashboardCached', await measure(page, cdp, `${url}/member/dashboard`, 'mark'));
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const rows: [string, Sample[]][] = [
    ['Empty HTML page (baseline)', results.empty],
    ['Sign-in page', results.signIn],
    ['Dashboard, signed in', results.dashboard],
    ['Dashboard, cached', results.dashboardCached],
  ];
  const base = { fcp: median(results.empty.map((s) => s.fcp)), interactive: median(results.empty.map((s) => s.interactive)) };
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`\nWeb loading, Chromium, DevTools "Fast 4G" (1,012,500 B/s down, 168,750 B/s up, 165 ms) and ${CPU_SLOWDOWN}x CPU slowdown, 390x844 phone viewport; medians of ${RUNS} runs, each in an empty cache unless "cached"`);
  const header = ['Page', 'Requests', 'Transferred', 'of it JS', 'FCP', 'x empty', 'Interactive', 'x empty'];
  const table = rows.map(([name, samples]) => {
    const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
    return [name, String(m('requests')), kb(m('bytes')), kb(m('scriptBytes')), ms(m('fcp')), `${(m('fcp') / base.fcp).toFixed(1)}x`, ms(m('interactive')), `${(m('interactive') / base.interactive).toFixed(1)}x`];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...table.map((r) => r[c].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, c) => (c === 0 ? ':' : '-').padEnd(w + 1, '-') + (c === 0 ? '-' : ':')).join('|')}|`);
  for (const row of table) console.log(line(row));
  const signIn = median(results.signIn.map((s) => s.interactive));
  console.log(`\nTarget: sign-in interactive under ${SIGN_IN_TARGET_MS} ms on this profile (median ${ms(signIn)}) ${signIn < SIGN_IN_TARGET_MS ? 'met' : 'NOT met'}`);
}

await main();
