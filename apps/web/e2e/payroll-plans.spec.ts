import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, shoot, signIn, unique } from './fixtures';

const HR = { email: 'hr@bayanihan.ph', password: 'Payroll12345!' };
// The plan pages load the manpower chunk and two tables; the shared 2-core machine is slow at times.
test.setTimeout(300_000);

async function pickOption(page: Page, combobox: ReturnType<Page['getByRole']>, search: string, option: RegExp) {
  await combobox.click();
  await combobox.fill(search);
  await page.getByRole('option', { name: option }).click();
}

test('hr@ creates an allowance plan, enrols an employee and opens the plan page', async ({ page }) => {
  await signIn(page, HR, '/member/manpower/allowance');
  await expect(page.getByRole('heading', { name: 'Allowances' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Rice subsidy', exact: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'plans-allowances');

  const code = unique('MEAL').toUpperCase().slice(0, 20);
  await page.getByRole('button', { name: 'New plan' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New allowance plan' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill('Meal allowance');
  await dialog.getByLabel('Amount per cutoff').fill('1500');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(page.getByText('Plan created')).toBeVisible();
  // Saved, the new plan's page opens.
  await expect(page.getByRole('heading', { name: `Meal allowance (${code})` })).toBeVisible();
  await expect(page.getByText('Nobody is enrolled yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Enrol' }).first().click();
  const enrol = page.getByRole('dialog', { name: 'Enrol employees' });
  await pickOption(page, enrol.getByRole('combobox', { name: 'Employee' }), 'Villanueva', /Villanueva, Rosario/);
  await enrol.getByRole('button', { name: 'Enrol', exact: true }).click();
  await expect(page.getByText('Employee enrolled')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Villanueva, Rosario' });
  await expect(row).toContainText('₱1,500.00');
  await expect(row).toContainText('ACTIVE');
  await expectAccessible(page);
  await shoot(page, 'plans-allowance-plan');
});

test('hr@ grants a loan and sees its schedule and balance', async ({ page }) => {
  await signIn(page, HR, '/member/manpower/deduction');
  await expect(page.getByRole('heading', { name: 'Deductions' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('main').getByRole('link', { name: 'Company cash advance', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Company cash advance (CA)' })).toBeVisible();
  // The demo loan of Pedro Reyes is listed with its balance.
  await expect(page.getByRole('row').filter({ hasText: 'Reyes, Pedro' })).toContainText('₱5,000.00');

  await page.getByRole('button', { name: 'Grant loan' }).first().click();
  const grant = page.getByRole('dialog', { name: 'Grant a loan' });
  await pickOption(page, grant.getByRole('combobox', { name: 'Employee' }), 'Aquino', /Aquino, Teodoro/);
  await grant.getByLabel('Principal').fill('6000');
  await grant.getByLabel('Amortization per cutoff').fill('1500');
  await expectAccessible(page);
  await grant.getByRole('button', { name: 'Grant loan' }).click();
  await expect(page.getByText('Loan granted')).toBeVisible();

  await page.getByRole('button', { name: 'Aquino, Teodoro', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Loan of Aquino, Teodoro' });
  await expect(drawer.getByText('₱6,000.00').first()).toBeVisible();
  await expect(drawer.getByText('4 installments left')).toBeVisible();
  const schedule = drawer.getByRole('table', { name: 'Installments left' });
  await expect(schedule.getByRole('row')).toHaveCount(5);
  await expect(schedule.getByRole('row').last()).toContainText('₱0.00');
  await expect(drawer.getByRole('listitem').filter({ hasText: 'Loan granted' })).toContainText('+₱6,000.00');
  await expectAccessible(page);
  await shoot(page, 'plans-loan');

  // A correction is a new ledger row: the balance drops and one installment goes.
  await drawer.getByLabel('Amount').fill('-1500');
  await drawer.getByLabel('Reason').fill('Paid at the cashier');
  await drawer.getByRole('button', { name: 'Record correction' }).click();
  await expect(page.getByText('Loan correction recorded')).toBeVisible();
  await expect(drawer.getByText('3 installments left')).toBeVisible();
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
});

test('the SIL plan shows days left and their cash value; the payroll approvers screen shows the payroll cutoff workflow', async ({ page }) => {
  await signIn(page, HR, '/member/manpower/service-incentive-leave');
  await expect(page.getByRole('heading', { name: 'Service Incentive Leave' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('main').getByRole('link', { name: 'Service incentive leave', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Service incentive leave (SIL)' })).toBeVisible();
  // Ligaya Dela Cruz: monthly 38,000, no payroll group (factor 261): 1,747.13 a day. Her days left
  // are 5 less any SIL another spec's approved leave used (filings.spec files hers); the cash value
  // is those days at her daily rate.
  const ligaya = page.getByRole('row').filter({ hasText: 'Dela Cruz, Ligaya' });
  await expect(ligaya).toContainText(/[0-5] days₱1,747\.13₱/);
  const [, days, value] = (await ligaya.innerText()).replace(/\s+/g, '').match(/([0-5])days₱1,747\.13₱([\d,]+\.\d{2})/) ?? [];
  expect(Number(value.replace(/,/g, ''))).toBeCloseTo(Number(days) * 1747.13, 2);
  await expectAccessible(page);
  await shoot(page, 'plans-sil');

  await page.goto('/member/manpower/payroll-approvers');
  await expect(page.getByRole('heading', { name: 'Payroll Approvers' })).toBeVisible();
  await expect(page.getByTestId('workflow-step')).toHaveCount(1);
  await expect(page.getByLabel('Name of step 1')).toHaveValue('Approval');
  await expectAccessible(page);
  await shoot(page, 'plans-payroll-approvers');
});
