import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, expectAccessible } from './fixtures';

/**
 * Loading (issue 12, decision 0028): what a first visit downloads, counted from the real server's
 * answers in a fresh browser context (an empty cache). "Compressed JavaScript" is the size of each
 * script's body as sent (brotli-encoded), from the browser's own count.
 */
const SIGN_IN_BUDGET = 250 * 1000;
const DASHBOARD_BUDGET = 350 * 1000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Script {
  url: string;
  bytes: number;
  encoding: string | undefined;
  cacheControl: string | undefined;
}

/**
 * Records every script the page receives; `settled()` answers them once every body has arrived.
 * `bytes` is the body as it came over the wire (encoded), whether or not a Content-Length said so.
 */
function recordScripts(page: Page) {
  const scripts: Script[] = [];
  const pending: Promise<unknown>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const headers = response.headers();
    const script: Script = { url: url.pathname, bytes: NaN, encoding: headers['content-encoding'], cacheControl: headers['cache-control'] };
    scripts.push(script);
    pending.push(
      response
        .request()
        .sizes()
        .then((sizes) => (script.bytes = sizes.responseBodySize)),
    );
  });
  return Object.assign(scripts, { settled: () => Promise.all(pending).then(() => scripts) });
}

const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.bytes, 0);
const describe = (scripts: Script[]) =>
  scripts
    .map((s) => `${s.url} ${s.bytes} B ${s.encoding ?? 'plain'}`)
    .sort()
    .join('\n');

/** Hashed, cached a year, and brotli-encoded unless too small to gain from it (under 1 KB). */
function expectCompressedAndImmutable(scripts: Script[]) {
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) {
    expect(script.url, 'a hashed asset').toMatch(/^\/assets\/[\w.-]+-[\w-]{8}\.js$/);
    expect(script.cacheControl, script.url).toBe(IMMUTABLE);
    expect(script.bytes, script.url).toBeGreaterThan(0);
    // The server leaves a file under 1 KB as is when brotli would not make it smaller.
    if (script.bytes >= 1024) expect(script.encoding, script.url).toBe('br');
  }
  // Nearly all of the code by size arrives compressed.
  const compressed = scripts.filter((s) => s.encoding === 'br').reduce((sum, s) => sum + s.bytes, 0);
  expect(compressed / total(scripts)).toBeGreaterThan(0.97);
}

/** A fresh context (empty cache) holding the demo owner's sign-in. */
async function signedInContext(browser: Browser, who: { email: string; password: string } = DEMO.owner) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.locator('input[autocomplete=current-password]').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  const state = await context.storageState();
  await context.close();
  return browser.newContext({ storageState: state });
}

test('the sign-in page loads under 250 kB of compressed JavaScript, every script brotli-encoded and cached immutable', async ({ page }) => {
  const scripts = recordScripts(page);
  const document = await page.goto('/login');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  expect(document?.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await scripts.settled();
  expectCompressedAndImmutable(scripts);
  console.log(`sign-in page: ${total(scripts)} B of compressed JavaScript in ${scripts.length} scripts`);
  expect(total(scripts), describe(scripts)).toBeLessThan(SIGN_IN_BUDGET);
  // Neither the member area nor the common-password list comes with the sign-in page.
  expect(scripts.map((s) => s.url).filter((url) => /\/(member-layout|dashboard|common-passwords|charts|editor)-/.test(url))).toEqual([]);
  await expectAccessible(page);
});

test('the dashboard, opened signed in, loads under 350 kB of compressed JavaScript', async ({ browser }) => {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const document = await page.goto('/member/dashboard');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('link', { name: 'Haligi home' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(page.url()).toMatch(/\/member\/dashboard$/);
  expect(scripts.some((s) => /\/dashboard-/.test(s.url)), describe(scripts)).toBe(true);
  await scripts.settled();
  expectCompressedAndImmutable(scripts);
  console.log(`dashboard: ${total(scripts)} B of compressed JavaScript in ${scripts.length} scripts`);
  expect(total(scripts), describe(scripts)).toBeLessThan(DASHBOARD_BUDGET);
  await expectAccessible(page);
  await context.close();
});

test('the common-password list loads where a password is chosen, and the form then refuses a common one', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expect.poll(() => scripts.some((s) => /\/common-passwords-/.test(s.url))).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.locator('input[autocomplete=new-password]').fill('Password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password is too common: choose one that is not on lists of often-used passwords')).toBeVisible();
  await expectAccessible(page);
});

test('a page of another feature loads its own code on the way, behind a loader', async ({ browser }) => {
  // The developer: the only screens not built yet are developer-only test screens.
  const context = await signedInContext(browser, DEMO.developer);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto('/member/dashboard');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => /\/settings-/.test(s.url))).toBe(false);
  // The settings code held back a moment: the shell stays, a loader holds the page's place.
  await page.route(/\/assets\/settings-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/member/settings/roles');
  await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Haligi home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading page' })).toHaveCount(0);
  expect(scripts.some((s) => /\/settings-/.test(s.url)), describe(scripts)).toBe(true);
  // A route no feature builds yet still says so. Its name matches no feature's prefix, so every
  // feature's code is loaded and run to look for it: the charts, editor and grid chunks included.
  await page.goto('/member/test/schedule-adjustment');
  await expect(page.getByText('Test: Schedule Adjustment is not built yet')).toBeVisible();
  // The notice shows at once; the features' code is still arriving behind it.
  await page.waitForLoadState('networkidle');
  for (const chunk of ['leads', 'projects', 'items', 'inventory', 'editor', 'charts']) {
    expect(scripts.some((s) => new RegExp(`/${chunk}-`).test(s.url)), chunk).toBe(true);
  }
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await context.close();
});
