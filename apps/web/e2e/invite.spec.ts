import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, latestMailTo, linkPath, signIn, unique } from './fixtures';

test('an invited person accepts, sees only what the role opens, and signs out', async ({ page, browser, request }) => {
  const email = `${unique('invitee')}@example.ph`;

  // The owner sends the invitation from Settings > Invite Users (the Administrator holds no Sales
  // scope, so may not invite into Sales: decision 0026).
  await signIn(page, DEMO.owner, '/member/settings/user-invite');
  const form = page.getByRole('form', { name: 'Invite a user' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Sales', exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('Sales');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const invitations = page.getByRole('table', { name: 'Invitations' });
  const row = invitations.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('PENDING');
  await expect(row).toContainText('Sales');
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expectAccessible(page);

  // The invitation mail carries the link; a fresh browser (no session) opens it.
  const mail = await latestMailTo(request, email);
  expect(mail.subject).toContain('Bayanihan Builders Corporation');
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(linkPath(mail, '/invite/'));
  await expect(guest.getByRole('heading', { name: 'Join Bayanihan Builders Corporation' })).toBeVisible();
  await expect(guest.getByText(`You were invited as Sales with ${email}.`)).toBeVisible();
  await expectAccessible(guest);
  await guest.getByLabel('First name').fill('Nora');
  await guest.getByLabel('Last name').fill('Aunor');
  await guest.getByRole('textbox', { name: 'Password' }).fill('Invitee12345!');
  await guest.getByRole('button', { name: 'Accept and sign in' }).click();

  await expect(guest).toHaveURL(/\/member\/dashboard$/);
  await expect(guest.getByRole('heading', { name: /, Nora$/ })).toBeVisible();
  await expect(guest.getByText('Bayanihan Builders Corporation · signed in as Sales')).toBeVisible();
  const nav = guest.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('button', { name: 'Sales' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Projects' })).toBeVisible();
  for (const hidden of ['Settings', 'Developer', 'Manpower', 'Treasury', 'Assets']) {
    await expect(nav.getByRole('button', { name: hidden })).toHaveCount(0);
  }
  await expectAccessible(guest);

  // The owner's list now shows the invitation accepted.
  await page.reload();
  await expect(row).toContainText('ACCEPTED');

  await guest.getByRole('button', { name: 'Account menu for Nora Aunor' }).click();
  await guest.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(guest).toHaveURL(/\/login$/);
  await expect(guest.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await guest.evaluate(() => [localStorage.token, localStorage.accountInformation])).toEqual([undefined, undefined]);
  await guest.goto('/member/dashboard');
  await expect(guest).toHaveURL(/\/login\?redirect=%2Fmember%2Fdashboard$/);
  await guestContext.close();
});
