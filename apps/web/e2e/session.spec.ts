import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, latestMailTo, linkPath, unique } from './fixtures';

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.locator('input[autocomplete=current-password]').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up, verify the email, sign in', async ({ page, request }) => {
  const email = `${unique('owner')}@example.ph`;
  await page.goto('/signup');
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Liza');
  await page.getByLabel('Last name').fill('Soberano');
  await page.getByLabel('Company name').fill('Tibay Construction');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[autocomplete=new-password]').fill('Tibay12345!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the verification link again' }).click();
  await expect(page.getByRole('status')).toContainText('we sent a new verification link');
  await expectAccessible(page);

  await page.goto(linkPath(await latestMailTo(request, email), '/verify-email/'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, { email, password: 'Tibay12345!' });
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(page.getByText('Tibay Construction').first()).toBeVisible();
});

test('an unverified account can ask for the verification link again from the sign-in page', async ({ page, request }) => {
  const email = `${unique('unverified')}@example.ph`;
  const signup = await request.post('/api/auth/signup', {
    data: { firstName: 'Nilo', lastName: 'Bautista', email, password: 'Tibay12345!', companyName: 'Bautista Glass' },
  });
  expect(signup.status()).toBe(201);
  await page.goto('/login');
  await signIn(page, { email, password: 'Tibay12345!' });
  await expect(page.getByRole('alert')).toContainText('Please verify your email address before signing in');
  await page.getByRole('button', { name: 'Send the verification link again' }).click();
  await expect(page.getByRole('status')).toContainText('If this email belongs to an account waiting for verification');
  await expectAccessible(page);

  await page.goto(linkPath(await latestMailTo(request, email), '/verify-email/'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
});

test('a guest is sent to sign in and comes back to the page asked for', async ({ page }) => {
  await page.goto('/member/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fprofile$/);
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/member\/profile$/);
  await expectAccessible(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/member\/profile$/);
  await page.goto('/member/leads');
  await expect(page).toHaveURL(/\/member\/leads\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
  await expectAccessible(page);
});

test('missing scope and missing developer flag go to the dashboard with the notice', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.sales);
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await page.goto('/member/settings/user');
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
  await page.goto('/member/socket-test');
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(page.getByText('Access Denied: Developer privileges required')).toBeVisible();
});

test('a 401 clears login data and asks to sign in again', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, DEMO.owner);
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token-000'));
  await page.goto('/member/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fprofile$/);
  expect(await page.evaluate(() => [localStorage.token, localStorage.accountInformation])).toEqual([undefined, undefined]);
});

test('socket test: a message reaches every session of the company', async ({ browser }) => {
  // Separate contexts: two independent sign-ins (and axe needs a context-made page).
  const [a, b] = await Promise.all([browser.newContext().then((c) => c.newPage()), browser.newContext().then((c) => c.newPage())]);
  for (const page of [a, b]) {
    await page.goto('/login');
    await signIn(page, DEMO.developer);
    await expect(page).toHaveURL(/\/member\/dashboard$/);
    await page.goto('/member/socket-test');
    await expect(page.getByText('Live channel: Live').first()).toBeVisible();
  }
  await a.getByLabel('Test message').fill('hello from A');
  await a.getByRole('button', { name: 'Send' }).click();
  await expect(b.getByRole('cell', { name: 'hello from A' })).toBeVisible();
  await expect(a.getByRole('cell', { name: 'hello from A' })).toBeVisible();
  await expectAccessible(a);
});

test('a deactivated account is signed out to the inactive-account page', async ({ page, request }) => {
  await page.goto('/login');
  await signIn(page, DEMO.sales);
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const ownerToken = await apiLogin(request, DEMO.owner);
  const salesId = JSON.parse((await page.evaluate(() => localStorage.accountInformation)) as string).id as number;
  const headers = { token: ownerToken };
  expect((await request.post(`/api/account/${salesId}/deactivate`, { headers, data: {} })).ok()).toBeTruthy();
  try {
    await expect(page).toHaveURL(/\/inactive-account$/);
    await expect(page.getByText('Your account has been deactivated.')).toBeVisible();
    await expectAccessible(page);
  } finally {
    await request.post(`/api/account/${salesId}/reactivate`, { headers, data: {} });
  }
});
