import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './fixtures';

test('the database viewer masks secrets, its reads reach the audit log, and migrations agree with the code', async ({ page }) => {
  await signIn(page, DEMO.developer, '/member/developer/database-viewer');
  await expect(page.getByText('Choose a table to see its rows.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search tables' }).fill('accounts');
  const list = page.getByRole('list', { name: 'Tables' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await expect(list.getByRole('button', { name: /^fund_accounts/ })).toBeVisible();
  await list.getByRole('button', { name: /^accounts/ }).click();
  await expect(page).toHaveURL(/table=accounts/);
  await expect(page.getByRole('heading', { name: 'accounts' })).toBeVisible();
  await expect(page.getByText('Masked: password_hash.')).toBeVisible();

  // Only the developer's own row: column email equals the address.
  await page.getByRole('textbox', { name: 'Value' }).fill(DEMO.developer.email);
  await page.getByRole('combobox', { name: 'Column', exact: true }).click();
  await page.getByRole('option', { name: 'email', exact: true }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  const rows = page.getByRole('table', { name: 'Rows of accounts' });
  await expect(rows.getByRole('row')).toHaveCount(2);
  const mine = rows.getByRole('row').filter({ hasText: DEMO.developer.email });
  await expect(mine.getByLabel('Masked secret')).toHaveText('••••');
  await expect(rows).not.toContainText('$argon2');
  await expectAccessible(page);

  // Removing the filter shows every account again, sorted by email.
  await page.getByRole('button', { name: `Remove filter email equals ${DEMO.developer.email}` }).click();
  await rows.getByRole('button', { name: 'email', exact: true }).click();
  await expect(rows.getByRole('columnheader', { name: 'email', exact: true })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.getByRole('row').nth(1)).toContainText('@');
  await expect(rows.getByLabel('Masked secret').first()).toBeVisible();

  // The reads above are in the audit log.
  await page.goto('/member/developer/audit-log');
  const entries = page.getByRole('table', { name: 'Audit log' });
  await page.getByRole('combobox', { name: 'Filter by Actions', exact: true }).click();
  await page.getByRole('option', { name: 'database.rows' }).click();
  const read = entries.getByRole('row').filter({ hasText: 'table accounts' }).first();
  await expect(read).toContainText('database.rows');
  await expect(read).toContainText('by Dev');
  await expect(entries.getByRole('row').filter({ hasNotText: 'database.rows' })).toHaveCount(1);
  await expectAccessible(page);
  await read.getByRole('button', { name: /Details of entry/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Changes' })).toContainText('filters');
  await expect(dialog).toContainText('Installation-wide');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.goto('/member/developer/migrations');
  await expect(page.getByText('The code and the database agree')).toBeVisible();
  const migrations = page.getByRole('table', { name: 'Migrations' });
  await expect(migrations.getByRole('row').filter({ hasText: 'developer_data' })).toContainText('applied');
  await expect(migrations.getByRole('row').filter({ hasText: '0000_extensions' })).toContainText('applied');
  await expectAccessible(page);

  await page.goto('/member/developer/seed-tracking');
  const steps = page.getByRole('list', { name: 'Seed steps' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'psgc-locations' })).toContainText('current');
  await expect(steps.getByRole('listitem').filter({ hasText: 'demo-company' })).toContainText('current');
  await expect(page.getByRole('table', { name: 'Seed runs' }).getByRole('row').filter({ hasText: 'company-setup' }).first()).toBeVisible();
  await expectAccessible(page);
});
