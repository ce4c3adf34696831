import { expect, test } from '@playwright/test';
import { apiLogin, createMember, DEMO, expectAccessible, latestMailTo, linkPath, signIn } from './fixtures';

const FORGOT_ANSWER = 'If an account uses this email, we sent it a link to reset the password. Check your inbox: the link works for 1 hour.';

test('forgot password: ask for the link, open it from the mail, set a new password, sign in with it', async ({ page, request }) => {
  const member = await createMember(request, 'Sales', 'Resetting');
  const oldToken = await apiLogin(request, member);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText(FORGOT_ANSWER);
  await expectAccessible(page);

  const mail = await latestMailTo(request, member.email);
  expect(mail.subject).toBe('Reset your Haligi password');
  const resetPath = linkPath(mail, '/reset-password/');
  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  // The sign-up rules, in the form before anything is sent.
  await page.getByLabel('New password').fill('password123');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('New password is too common: choose one that is not on lists of often-used passwords')).toBeVisible();
  await page.getByLabel('New password').fill('Bagong-Susi-2026');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password was changed. Sign in with your new password.');
  await expectAccessible(page);

  // The session from before the reset is over; the old password no longer signs in, the new one does.
  expect((await request.get('/api/account/my_account', { headers: { token: oldToken } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: member.email, password: member.password } })).status()).toBe(401);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.locator('input[autocomplete=current-password]').fill('Bagong-Susi-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/member\/dashboard$/);

  // The link worked once.
  const again = await request.post('/api/auth/reset-password', { data: { token: resetPath.split('/').pop(), password: 'Another-Strong-Pass-7' } });
  expect(again.status()).toBe(400);
  expect((await again.json()).message).toBe('This password reset link is invalid or has expired. Ask for a new one.');
});

test('a used or unknown reset link says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password/not-a-real-reset-token-000');
  await page.getByLabel('New password').fill('Bagong-Susi-2026');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired. Ask for a new one.');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('an unknown address gets the same answer as a known one', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('no-such-person@example.ph');
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('status')).toContainText(FORGOT_ANSWER);
});

test('the connection picker is only for developers', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Connection' })).toHaveCount(0);
  // A developer on a new browser asks for it in the address.
  await page.goto('/login?connections');
  await expect(page.getByRole('combobox', { name: 'Connection' })).toBeVisible();

  // Once a developer has signed in on this browser, the sign-in page offers it after sign-out too.
  await signIn(page, DEMO.developer);
  await page.evaluate(() => ['token', 'accountInformation', 'serverName'].forEach((key) => localStorage.removeItem(key)));
  await page.goto('/login');
  await expect(page.getByRole('combobox', { name: 'Connection' })).toBeVisible();
  await expectAccessible(page);

  // A non-developer signing in next on the same browser hides it again.
  await signIn(page, DEMO.sales);
  await page.evaluate(() => ['token', 'accountInformation', 'serverName'].forEach((key) => localStorage.removeItem(key)));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Connection' })).toHaveCount(0);
});

test('a sales user sent away from a screen without access is told why, every time', async ({ page }) => {
  const notice = page.getByRole('alert').filter({ hasText: 'You do not have permission to access this page' });
  // Straight from sign-in to the page that was asked for.
  await page.goto('/member/asset/item/simple');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fasset%2Fitem%2Fsimple$/);
  await page.getByLabel('Email').fill(DEMO.sales.email);
  await page.locator('input[autocomplete=current-password]').fill(DEMO.sales.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(notice).toContainText('Access Denied');
  await expectAccessible(page);
  await expect(notice).toHaveCount(0, { timeout: 6000 });

  // Twice in a row through entries the router did not make (another script's pushState): each is
  // redirected with the notice, never left blank.
  for (const path of ['/member/settings/roles', '/member/settings/roles']) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(/\/member\/dashboard$/);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(0, { timeout: 6000 });
  }
});
