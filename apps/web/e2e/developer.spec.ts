import { expect, test } from '@playwright/test';
import { createMember, DEMO, expectAccessible, signIn } from './fixtures';

test('the developer screens show companies, users, jobs and the outbox', async ({ page, request }) => {
  // An invitation and its acceptance: one more user, one more mail.send job, one more mail.
  const member = await createMember(request, 'Sales', 'Queued');
  await signIn(page, DEMO.developer, '/member/developer/company-management');
  await page.getByRole('textbox', { name: 'Search Companies' }).fill('Bayanihan');
  const companies = page.getByRole('table', { name: 'Companies' });
  const bayanihan = companies.getByRole('row').filter({ hasText: 'Bayanihan Builders Corporation' });
  await expect(bayanihan).toContainText('Active');
  await expectAccessible(page);

  await page.goto('/member/developer/user-management');
  await page.getByRole('textbox', { name: 'Search Users' }).fill(member.lastName);
  const user = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: member.email });
  await expect(user).toContainText('Bayanihan Builders Corporation');
  await expect(user).toContainText('Sales');
  await expectAccessible(page);

  await page.goto('/member/developer/queue-process');
  await page.getByRole('textbox', { name: 'Search Jobs' }).fill('mail.send');
  const jobs = page.getByRole('table', { name: 'Jobs' });
  await expect(jobs.getByRole('row').filter({ hasText: 'mail.send' }).filter({ hasText: 'COMPLETED' }).first()).toBeVisible();
  await expect(jobs.getByTestId('table-no-results')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/member/developer/system-emails');
  const mails = page.getByRole('table', { name: 'System emails' });
  const mail = mails.getByRole('row').filter({ hasText: member.email });
  await expect(mail).toContainText('invited you to Bayanihan Builders Corporation');
  await expectAccessible(page);
});

test('a user without the developer flag is turned away from the developer screens', async ({ page }) => {
  await signIn(page, DEMO.sales, '/member/developer/queue-process');
  await expect(page).toHaveURL(/\/member\/dashboard$/);
  await expect(page.getByText('Access Denied: Developer privileges required')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs' })).toHaveCount(0);
  await expectAccessible(page);
});
