import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shoot, signIn } from './fixtures';

const HR = { email: 'hr@bayanihan.ph', password: 'Payroll12345!' };
// Five PDFs, reports and charts against a fresh demo on a shared machine.
test.setTimeout(300_000);

/** Clicks and reads the file the click downloads. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), body: readFileSync(path!) };
}



test('payslip center: a posted cutoff, its payslips, open a payslip PDF', async ({ page }) => {
  await signIn(page, HR, '/member/manpower/payslip-center');
  await expect(page.getByRole('heading', { name: 'Payslip Center' })).toBeVisible({ timeout: 45_000 });
  // The newest posted cutoff is the default; another spec may have posted one after the demo's.
  const cutoff = page.getByRole('combobox', { name: 'Cutoff' });
  await expect(cutoff).toHaveValue(/^PC-/);
  if (!/^PC-DEMO-2 · /.test(await cutoff.inputValue())) {
    await cutoff.click();
    await page.getByRole('option', { name: /^PC-DEMO-2 · / }).click();
  }
  await expect(cutoff).toHaveValue(/^PC-DEMO-2 · /);
  const row = page.getByRole('row').filter({ hasText: 'Dela Cruz, Ligaya' });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  const pdf = await downloaded(page, () => row.getByRole('button', { name: 'Open PDF Dela Cruz, Ligaya' }).click());
  expect(pdf.name).toMatch(/^Payslip .+ PC-DEMO-2\.pdf$/);
  expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'payslip-center', { accessibleOnPhone: true });
});

test('SSS report: the quarter with totals, record a payment, the payment history', async ({ page }) => {
  await signIn(page, HR, '/member/manpower/reports/sss');
  await expect(page.getByRole('heading', { name: 'SSS Report' })).toBeVisible({ timeout: 45_000 });
  const table = page.getByRole('table', { name: 'SSS contributions' });
  await expect(table.getByRole('row').filter({ hasText: 'DELA CRUZ, Ligaya' })).toBeVisible();
  const totals = table.locator('tr[data-totals]');
  await expect(totals).toContainText('members');
  await expect(totals).toContainText('₱');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await expect(dialog.getByLabel('Employee share')).not.toHaveValue('0.00');
  await dialog.getByLabel('Reference no.').fill('SBR-E2E-001');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  const history = page.getByRole('table', { name: /^Payment history/ });
  await expect(history).toContainText('SBR-E2E-001', { timeout: 30_000 });
  await expect(dialog).toBeHidden();
  await expect(history.getByText('Paid', { exact: true }).first()).toBeVisible();
  await shoot(page, 'reports-sss', { accessibleOnPhone: true });
});

test('tax report: 1601-C figures and the alphalist with 2316', async ({ page }) => {
  await signIn(page, HR, '/member/manpower/reports/tax');
  await expect(page.getByRole('table', { name: 'BIR 1601-C' })).toContainText('Total amount of compensation', { timeout: 45_000 });
  const alphalist = page.getByRole('table', { name: 'Alphalist' });
  await expect(alphalist.getByRole('row').filter({ hasText: 'DELA CRUZ, Ligaya' })).toBeVisible();
  const form = await downloaded(page, () => alphalist.getByRole('button', { name: 'BIR 2316 of DELA CRUZ, Ligaya' }).click());
  expect(form.body.subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'reports-tax', { accessibleOnPhone: true });
});

test('my payslips: my own, as PDF', async ({ page }) => {
  await signIn(page, HR, '/member/payslips');
  await expect(page.getByRole('heading', { name: 'My Payslips' })).toBeVisible({ timeout: 45_000 });
  const row = page.getByRole('row').filter({ hasText: 'PC-DEMO-2' });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'PC-DEMO-1' })).toBeVisible();
  await expectAccessible(page);
  const pdf = await downloaded(page, () => row.getByRole('button', { name: 'Open PDF PC-DEMO-2' }).click());
  expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'my-payslips', { accessibleOnPhone: true });
});

test('manpower dashboard: payroll cost and overtime charts', async ({ page }) => {
  await signIn(page, HR, '/member/manpower/dashboard');
  await expect(page.getByRole('heading', { name: /^Payroll cost per cutoff/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('img', { name: /^Payroll cost per cutoff: PC-DEMO-1/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Overtime trend/ })).toBeVisible();
  await shoot(page, 'dashboard-payroll', { accessibleOnPhone: true });
});
