import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, shoot, signIn } from './fixtures';

const HR = { email: 'hr@bayanihan.ph', password: 'Payroll12345!' };

test('hr@ files a leave, the owner approves it from the queue, the filing shows Approved, the balance drops, and the thread is live', async ({ page, browser }) => {
  await signIn(page, HR, '/member/filings');
  await expect(page.getByRole('heading', { name: 'My Filings' })).toBeVisible();
  const sil = page.getByTestId('balance-SIL');
  await expect(sil.getByLabel('SIL available')).toHaveText('5');
  await expectAccessible(page);

  // File one day of SIL.
  await page.getByRole('button', { name: 'File', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'File' });
  await dialog.getByRole('combobox', { name: 'Leave type' }).click();
  await page.getByRole('option', { name: 'Service incentive leave (SIL)' }).click();
  await dialog.getByLabel('From').fill('2026-12-15');
  await dialog.getByLabel('To').fill('2026-12-15');
  await dialog.getByLabel('Reason').fill('School recognition day');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit filing' }).click();
  await expect(page.getByText('Filing submitted for approval')).toBeVisible();
  const drawer = page.getByRole('dialog', { name: /^FL-\d{6} · Leave$/ });
  await expect(drawer.locator('[data-status="PENDING"]').first()).toBeVisible();
  const code = ((await drawer.getAttribute('aria-labelledby').then((id) => page.locator(`[id="${id}"]`).textContent())) ?? '').split(' · ')[0];
  expect(code).toMatch(/^FL-\d{6}$/);
  await expect(sil.getByText('1 pending')).toBeVisible();
  await shoot(page, 'filings-drawer');

  // The owner approves it from the dashboard queue.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, DEMO.owner);
  const queue = owner.getByRole('region', { name: 'Waiting for my approval' });
  await queue.getByRole('button', { name: `Approve Filing ${code}` }).click();
  const approve = owner.getByRole('dialog', { name: `Approve: Filing ${code}` });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(owner.getByText('Approved successfully')).toBeVisible();

  // Live on hr@'s page: Approved, and 4 SIL days left.
  await expect(drawer.locator('[data-status="APPROVED"]').first()).toBeVisible();
  await expect(sil.getByLabel('SIL available')).toHaveText('4');

  // The owner opens the filing from the queue's link target and writes in its thread: hr@ sees it live.
  await owner.goto(`/member/filings?id=${new URL(page.url()).searchParams.get('id')}`);
  const ownerDrawer = owner.getByRole('dialog', { name: `${code} · Leave` });
  await ownerDrawer.getByLabel('Message').fill('Approved. Enjoy the programme!');
  await ownerDrawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByTestId('discussion-messages').getByText('Approved. Enjoy the programme!')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'filings-approved');

  // The page as a list, at both widths.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('cell', { name: code }).or(page.getByText(code)).first()).toBeVisible();
  await shoot(page, 'filings-page');
  await ownerContext.close();
});
