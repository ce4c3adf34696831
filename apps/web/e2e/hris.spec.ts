import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

const HR = { email: 'hr@bayanihan.ph', password: 'Payroll12345!' };

/** Opens a select field and picks an option, typing first to narrow the list. */
async function choose(scope: Locator, label: string, option: string | RegExp, search?: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (search) await field.fill(search);
  await scope.page().getByRole('option', { name: option }).first().click();
}

/** The screen at a desktop and at a phone's width, for a person to look at. */
async function screenshots(page: Page, name: string) {
  // Notices fade out while the window changes size: judge and picture the page without them.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `test-results/${name}-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('hr@ hires an employee: a bad SSS number is refused in plain words, fixed, saved, found, the rate changed with its history', async ({ page }) => {
  const lastName = unique('Macaraeg').replace(/-/g, '');
  await signIn(page, HR, '/member/manpower/hris');
  await expect(page.getByRole('heading', { level: 1, name: 'HRIS' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Flores, Jocelyn', exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'hris');

  await page.getByRole('button', { name: 'New employee' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Employee' });
  await dialog.getByLabel('First name').fill('Andres');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('SSS number').fill('34-12345');
  await dialog.getByLabel('Position').fill('Mason');
  await dialog.getByLabel('Rate (PHP)').fill('695');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Employee' }).click();
  await expect(dialog.getByText('SSS number must have 10 digits', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('SSS number').fill('34-1234567-8');
  await expect(dialog.getByText('SSS number must have 10 digits', { exact: true })).toBeHidden();
  await dialog.getByRole('button', { name: 'Save Employee' }).click();
  await expect(dialog).toBeHidden();

  // In the table, found by the search.
  await page.getByRole('textbox', { name: 'Search Employees' }).fill(lastName);
  const name = `${lastName}, Andres`;
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`EMP-\\d+ · ${name}`) });
  await expect(drawer.getByText('34-1234567-8')).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Pay: ₱695.00 daily' })).toBeVisible();
  await expectAccessible(page);

  // A raise: the history keeps both, the newest current.
  await drawer.getByRole('button', { name: 'Change rate' }).click();
  await drawer.getByLabel('New rate (PHP)').fill('750');
  await drawer.getByLabel('Note').fill('Regularization');
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Save rate' }).click();
  await expect(drawer.getByRole('heading', { name: 'Pay: ₱750.00 daily' })).toBeVisible();
  const history = drawer.getByRole('table', { name: 'Rate history' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').filter({ hasText: 'Regularization' })).toContainText('₱750.00 daily');
  await expect(history.getByRole('row').filter({ hasText: 'Regularization' })).toContainText('Current');
  await expect(history.getByRole('row').filter({ hasText: '₱695.00' })).toBeVisible();
  await expectAccessible(page);
});

test('team management: a new team, an employee added as its leader', async ({ page, request }) => {
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const lastName = unique('Tolentino').replace(/-/g, '');
  const hired = await request.post('/api/employee', { headers: owner, data: { firstName: 'Gregorio', lastName, position: 'Foreman', rateType: 'DAILY', rate: 900 } });
  expect(hired.ok(), await hired.text()).toBeTruthy();
  const teamName = unique('Bonifacio Crew');

  await signIn(page, DEMO.owner, '/member/manpower/team-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rizal Tower Crew', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New team' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Team' });
  await dialog.getByRole('button', { name: 'Save Team' }).click();
  await expect(dialog.getByText('Team name is required')).toBeVisible();
  await dialog.getByLabel('Team name').fill(teamName);
  await dialog.getByLabel('Description').fill('Fit-out of the BGC tower');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Team' }).click();
  await expect(dialog).toBeHidden();

  // The new team's drawer opens: add the foreman as its leader.
  const drawer = page.getByRole('dialog', { name: teamName });
  await expect(drawer.getByText('No members yet.')).toBeVisible();
  await choose(drawer, 'Employee', new RegExp(lastName), lastName);
  await drawer.getByLabel('Leader').check();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  const members = drawer.getByRole('table', { name: 'Team members' });
  const row = members.getByRole('row').filter({ hasText: `${lastName}, Gregorio` });
  await expect(row).toContainText('Leader');
  await expect(drawer.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'team-management-drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The table names the leader.
  await expect(page.getByRole('row').filter({ hasText: teamName })).toContainText(`${lastName}, Gregorio`);
  await screenshots(page, 'team-management');
});

test('settings branches: the owner adds a branch', async ({ page }) => {
  const branchName = unique('Davao');
  await signIn(page, DEMO.owner, '/member/settings/branches');
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New branch' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Branch' });
  await dialog.getByRole('button', { name: 'Save Branch' }).click();
  await expect(dialog.getByText('Branch name is required')).toBeVisible();
  await dialog.getByLabel('Branch name').fill(branchName);
  await dialog.getByLabel('Address').fill('J.P. Laurel Ave, Davao City');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Branch' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: branchName }).or(page.getByText(branchName))).not.toHaveCount(0);
  await expect(page.getByText('J.P. Laurel Ave, Davao City').first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'branches');
});
