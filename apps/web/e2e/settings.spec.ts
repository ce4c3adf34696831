import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, DEMO, expectAccessible, signIn, unique } from './fixtures';

/** The body rows of a data table (the header row has column headers, not cells). */
const bodyRows = (table: Locator) => table.getByRole('row').filter({ has: table.page().getByRole('cell') });

/** The texts of one column, by its 1-based position, down the body rows. */
const columnTexts = async (table: Locator, position: number) =>
  (await bodyRows(table).locator(`td:nth-child(${position})`).allInnerTexts()).map((text) => text.trim());

/** Polled: the table may still show the previous order for a moment. */
async function isSortedBy(table: Locator, position: number, order: 'ascending' | 'descending') {
  const texts = await columnTexts(table, position);
  const sorted = [...texts].sort();
  if (order === 'descending') sorted.reverse();
  return texts.length > 1 && texts.join('|') === sorted.join('|');
}

async function search(page: Page, tableName: string, keyword: string) {
  await page.getByRole('textbox', { name: `Search ${tableName}` }).fill(keyword);
}

test('users table: search by name, sort, page size, and "No data"', async ({ page }) => {
  await signIn(page, DEMO.admin, '/member/settings/user');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(bodyRows(table).filter({ hasText: 'admin@bayanihan.ph' })).toBeVisible();
  await expectAccessible(page);

  await search(page, 'Users', 'Ligaya');
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText('hr@bayanihan.ph');
  await expect(bodyRows(table).first()).toContainText('HR and Payroll');

  await search(page, 'Users', unique('nobody'));
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(table.getByTestId('table-no-results')).toBeVisible();
  await expect(page.getByText('0-0 of 0')).toBeVisible();

  await search(page, 'Users', '');
  await expect(bodyRows(table).filter({ hasText: 'admin@bayanihan.ph' })).toBeVisible();
  const emailHeader = table.getByRole('columnheader', { name: 'Email' });
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => isSortedBy(table, 2, 'ascending')).toBe(true);
  await emailHeader.getByRole('button').click();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => isSortedBy(table, 2, 'descending')).toBe(true);

  // The demo company has six people or more: a page of 5 leaves a second page.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(bodyRows(table)).toHaveCount(5);
  await expect(page.getByText(/^1-5 of \d+$/)).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^6-\d+ of \d+$/)).toBeVisible();
});

test('a role made with two scopes appears in the roles table', async ({ page }) => {
  const name = unique('Site Clerk');
  // The owner: only someone holding Projects and Leads may grant them (decision 0026).
  await signIn(page, DEMO.owner, '/member/settings/roles');
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('cell', { name: 'Administrator', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create role' });
  await dialog.getByLabel('Role name').fill(name);
  await dialog.getByRole('button', { name: /^Projects/ }).click();
  await dialog.getByRole('checkbox', { name: 'Projects', exact: true }).check();
  await dialog.getByRole('button', { name: /^Leads/ }).click();
  await dialog.getByRole('checkbox', { name: 'Leads', exact: true }).check();
  await expect(dialog.getByText('(2 chosen)')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(dialog).toBeHidden();

  await search(page, 'Roles', name);
  const row = page.getByRole('table', { name: 'Roles' }).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // Role Name, Role Group, Full Access, Scopes, Users.
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');
});

test('a deactivated user is listed as inactive and can be reactivated', async ({ page, request }) => {
  const member = await createMember(request, 'Estimator', 'Deactivee');
  // The owner: reactivating gives the Estimator's scopes back, which the Administrator does not hold.
  await signIn(page, DEMO.owner, '/member/settings/user');
  const users = page.getByRole('table', { name: 'Users' });
  await search(page, 'Users', member.lastName);
  await expect(bodyRows(users).filter({ hasText: member.email })).toBeVisible();
  await page.getByRole('button', { name: `Deactivate ${member.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate user' });
  await expect(confirm).toContainText(`Deactivate ${member.name}?`);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(users.getByTestId('table-no-results')).toBeVisible();

  await page.goto('/member/settings/inactive-users');
  const inactive = page.getByRole('table', { name: 'Inactive Users' });
  await search(page, 'Inactive Users', member.lastName);
  await expect(bodyRows(inactive).filter({ hasText: member.email })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Reactivate ${member.name}` }).click();
  await page.getByRole('dialog', { name: 'Reactivate user' }).getByRole('button', { name: 'Reactivate' }).click();
  await expect(inactive.getByTestId('table-no-results')).toBeVisible();

  await page.goto('/member/settings/user');
  await search(page, 'Users', member.lastName);
  await expect(bodyRows(users).filter({ hasText: member.email })).toBeVisible();
  // Back in: the reactivated account signs in again.
  const login = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  expect(login.ok()).toBeTruthy();
});

test("a refused call opens the persistent 'Error' dialog with the server's message", async ({ page }) => {
  // The demo estimator holds the Estimator role, so the server refuses to delete it.
  await signIn(page, DEMO.admin, '/member/settings/roles');
  await search(page, 'Roles', 'Estimator');
  await page.getByRole('button', { name: 'Delete Estimator' }).click();
  await page.getByRole('dialog', { name: 'Delete role' }).getByRole('button', { name: 'Delete' }).click();

  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toContainText(/The role Estimator is held by \d+ users; move them to another role first/);
  await expectAccessible(page);
  // Persistent: a click outside leaves it open; OK closes it.
  await page.mouse.click(5, 400);
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();
  await expect(page.getByRole('table', { name: 'Roles' }).getByRole('cell', { name: 'Estimator', exact: true })).toBeVisible();
});
