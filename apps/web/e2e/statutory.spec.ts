import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './fixtures';

async function calculate(page: Page, amountLabel: string, amount: string, date = '2025-06-30') {
  const calculator = page.getByRole('region', { name: 'Calculator' });
  await calculator.getByLabel('Date').fill(date);
  await calculator.getByLabel(amountLabel).fill(amount);
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  return calculator.getByTestId('calculator-answer');
}

test('each statutory table shows its version in force, its source and a calculator', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page, DEMO.owner, '/member/manpower/sss');
  await expect(page.getByRole('heading', { level: 1, name: 'SSS' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SSS contribution schedule 2025' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('In force', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /SSS Circular No\. 2024-006/ })).toHaveAttribute('href', 'https://www.sss.gov.ph/sss-contribution-table/');
  // The band edge of Circular 2024-006: 5,250 starts the 5,500 credit.
  await expect(page.getByRole('row', { name: /₱5,250\.00 to ₱5,749\.99/ })).toContainText('₱5,500.00');
  const sss = await calculate(page, 'Monthly compensation', '34750');
  await expect(sss).toContainText('₱35,000.00');
  await expect(sss).toContainText('₱5,280.00');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/statutory-sss.png', fullPage: true });

  await page.goto('/member/manpower/philhealth');
  await expect(page.getByRole('heading', { name: 'PhilHealth premium 5% (2024 onwards)' })).toBeVisible({ timeout: 60_000 });
  const philhealth = await calculate(page, 'Monthly basic salary', '10000.10');
  await expect(philhealth.locator('[data-figure="Premium"]')).toHaveText('₱500.01');
  await expect(philhealth.locator('[data-figure="Employee"]')).toHaveText('₱250.00');
  await expectAccessible(page);

  await page.goto('/member/manpower/pagibig');
  await expect(page.getByRole('link', { name: /HDMF Circular No\. 460/ })).toBeVisible();
  const pagibig = await calculate(page, 'Monthly fund salary (basic + allowances)', '1500');
  await expect(pagibig.locator('[data-figure="Employee"]')).toHaveText('₱15.00');
  await expect(pagibig.locator('[data-figure="Employer"]')).toHaveText('₱30.00');
  await expectAccessible(page);

  await page.goto('/member/manpower/tax-table');
  await expect(page.getByRole('heading', { name: 'Withholding tax on compensation from 2023' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('row', { name: /₱66,667\.00 to ₱166,666\.99/ })).toContainText('₱8,541.80');
  await page.getByRole('tab', { name: 'Semi-monthly' }).click();
  await expect(page.getByRole('row', { name: /₱33,333\.00 to ₱83,332\.99/ })).toContainText('₱4,270.70');
  const tax = await calculate(page, 'Taxable compensation', '100000');
  await expect(tax.locator('[data-figure="Withholding tax"]')).toHaveText('₱16,875.05');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/statutory-tax.png', fullPage: true });
});

test('an administrator adds a PhilHealth version from a later date; the calculator uses it from then', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page, DEMO.owner, '/member/manpower/philhealth');
  await page.getByRole('button', { name: 'Add version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add version' });
  await expect(dialog.getByLabel('Premium rate (0.05 = 5%)')).toHaveValue('0.05');
  await dialog.getByLabel('Effective from').fill('2031-01-01');
  await dialog.getByLabel('Title').fill('PhilHealth premium 2031 (drill)');
  await dialog.getByLabel('Premium rate (0.05 = 5%)').fill('0.06');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText('Version added')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The one in force is still shown; the new one is listed as upcoming.
  await expect(page.getByRole('heading', { name: 'PhilHealth premium 5% (2024 onwards)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Version' }).click();
  await page.getByRole('option', { name: /Upcoming/ }).click();
  await expect(page.getByRole('heading', { name: 'PhilHealth premium 2031 (drill)' })).toBeVisible();
  const before = await calculate(page, 'Monthly basic salary', '20000', '2030-12-31');
  await expect(before.locator('[data-figure="Premium"]')).toHaveText('₱1,000.00');
  const after = await calculate(page, 'Monthly basic salary', '20000', '2031-01-01');
  await expect(after.locator('[data-figure="Premium"]')).toHaveText('₱1,200.00');
  await expectAccessible(page);
});

test('the tax table at 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.owner, '/member/manpower/sss');
  await expect(page.getByRole('heading', { name: 'SSS contribution schedule 2025' })).toBeVisible({ timeout: 60_000 });
  const sss = await calculate(page, 'Monthly compensation', '20250');
  await expect(sss.locator('[data-figure="Employee"]')).toHaveText('₱1,025.00');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/statutory-sss-390.png', fullPage: true });
  await page.goto('/member/manpower/tax-table');
  await expect(page.getByRole('heading', { name: 'Withholding tax on compensation from 2023' })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/statutory-tax-390.png', fullPage: true });
});
