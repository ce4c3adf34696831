import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = {
  developer: { email: 'dev@haligi.local', password: 'Developer123!' },
  owner: { email: 'owner@bayanihan.ph', password: 'Owner12345!' },
  sales: { email: 'sales@bayanihan.ph', password: 'Sales12345!' },
  estimator: { email: 'estimator@bayanihan.ph', password: 'Estimator123!' },
  admin: { email: 'admin@bayanihan.ph', password: 'Admin12345!' },
};

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectAccessible(page: Page) {
  // Judge the page at rest: the pointer left over from the last click would hover whatever now sits there.
  await page.mouse.move(0, 0);
  // ...and after transitions end: a dialog fading in or a pressed button has partial colours.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 2000 })
    .catch(() => undefined);
  // Only violations are read; collecting every passing node is most of axe's time on big pages.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(bad, `accessibility violations on ${page.url()}`).toEqual([]);
}

export async function apiLogin(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: who });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).token as string;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The newest mail to an address, read from the developer outbox. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<OutboxMail> {
  const token = await apiLogin(request, DEMO.developer);
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request.get('/api/developer/system-emails', { headers: { token } });
    const mails = (await response.json()) as OutboxMail[];
    const mail = mails.find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The path of the first link in a mail that contains `marker` (e.g. '/verify-email/'). */
export function linkPath(mail: OutboxMail, marker: string): string {
  const match = mail.text.match(new RegExp(`https?://[^\\s]*${marker}[^\\s]*`));
  if (!match) throw new Error(`no ${marker} link in mail: ${mail.text}`);
  return new URL(match[0]).pathname;
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Signs in as `who` through the API and opens `path` (the dashboard by default), as the sign-in page
 * leaves the browser: token and accountInformation in local storage. The sign-in page itself is
 * driven by sign-in.spec and session.spec; here it would only cost every test two more page loads.
 */
export async function signIn(page: Page, who: { email: string; password: string }, path = '/member/dashboard') {
  const response = await page.request.post('/api/auth/login', { data: who });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { token, accountInformation } = (await response.json()) as { token: string; accountInformation: { isDeveloper?: boolean } };
  // Local storage belongs to the app's origin: stand on its smallest answer to write it.
  if (!page.url().startsWith('http')) await page.goto('/api/health');
  await page.evaluate(
    ({ token, account }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('accountInformation', JSON.stringify(account));
      if (account.isDeveloper) localStorage.setItem('developerDevice', '1');
      else localStorage.removeItem('developerDevice');
    },
    { token, account: accountInformation },
  );
  await page.goto(path);
  if (path === '/member/dashboard') await expect(page).toHaveURL(/\/member\/dashboard$/);
}

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
}

/**
 * A new account of the demo company with the given role, made through invite and accept (API).
 * The owner invites: nobody invites into a role granting what they do not hold (decision 0026).
 */
export async function createMember(request: APIRequestContext, roleName: string, firstName = 'Test'): Promise<Member> {
  const headers = { token: await apiLogin(request, DEMO.owner) };
  const roles = (await (await request.get('/api/select-box/role-list', { headers })).json()) as { label: string; value: number }[];
  const roleId = roles.find((r) => r.label === roleName)?.value;
  if (!roleId) throw new Error(`no role ${roleName}`);
  const email = `${unique(firstName.toLowerCase())}@example.ph`;
  const invited = await request.post('/api/invitation', { headers, data: { email, roleId } });
  expect(invited.ok(), await invited.text()).toBeTruthy();
  const token = linkPath(await latestMailTo(request, email), '/invite/').split('/').pop()!;
  const lastName = unique('Member');
  const member = { email, password: 'Member12345!', firstName, lastName, name: `${firstName} ${lastName}` };
  const accepted = await request.post('/api/auth/accept-invite', {
    data: { token, firstName, lastName, password: member.password },
  });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  return member;
}

const SCREENSHOTS = 'test-results/screenshots';

/**
 * Screenshots of the page at 1280 px and at 390 px (`<name>-1280.png`, `<name>-390.png` in
 * test-results/screenshots, to look at), checking that nothing is wider than the phone; leaves the
 * page at 1280 px.
 */
export async function shoot(page: Page, name: string, options: { accessibleOnPhone?: boolean } = {}) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SCREENSHOTS}/${name}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `page wider than the phone: ${name}`).toBeLessThanOrEqual(390);
  if (options.accessibleOnPhone) await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}
