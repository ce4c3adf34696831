import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, apiLogin, expectAccessible, shoot, signIn, unique } from './fixtures';

const HR = { email: 'hr@bayanihan.ph', password: 'Payroll12345!' };

async function groupCutoffs(request: APIRequestContext, token: string, payrollGroupId: number) {
  const answer = await request.put('/api/payroll/cutoff?page=1&perPage=50', {
    headers: { token },
    data: { searchKeyword: '', searchBy: 'code', filters: [{ key: 'payrollGroupId', value: payrollGroupId }], settings: { sortBy: 'periodStart', sortOrder: 'asc' } },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()).list ?? []) as { id: number; code: string; periodStart: string; status: string }[];
}

const manila = () => new Date(Date.now() + 8 * 3_600_000);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

test('payroll group: create with a 26th start day, members added and removed, edited', async ({ page, request }) => {
  test.setTimeout(360_000);
  const token = await apiLogin(request, DEMO.owner);
  const employees = (await (await request.get('/api/select-box/employee-list', { headers: { token } })).json()) as { label: string; value: number }[];
  const [first, second] = employees;
  const name = unique('Field crew');

  await signIn(page, HR, '/member/manpower/payroll-group');
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll Group' })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New payroll group' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Payroll Group' });
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Working days a year' }).click();
  await page.getByRole('option', { name: '313: six days a week' }).click();
  const startDay = dialog.getByRole('textbox', { name: 'Cutoff start day' });
  await startDay.fill('26');
  await expect(dialog).toContainText('26th–10th and 11th–25th');
  await dialog.getByRole('combobox', { name: 'SSS, PhilHealth and Pag-IBIG deducted' }).click();
  await page.getByRole('option', { name: 'All on the second cutoff' }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Payroll group created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Payroll groups' });
  const row = table.locator('tr').filter({ hasText: name });
  await expect(row).toContainText('26th–10th and 11th–25th');
  await expect(row).toContainText('313');
  await expect(row).toContainText('All on the second cutoff');

  // Members: two added from the employee list, one removed.
  await row.getByRole('button', { name: `Employees ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: `${name}: employees` });
  await expect(drawer).toContainText('No employees yet');
  const picker = drawer.getByLabel('Add employees');
  for (const employee of [first, second]) {
    await picker.click();
    await picker.fill(employee.label.split(',')[0]);
    await page.getByRole('option', { name: employee.label }).click();
  }
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Add 2 employees' }).click();
  await expect(page.getByText('2 employees assigned')).toBeVisible();
  await expect(drawer.getByTestId('group-member')).toHaveCount(2);
  await expectAccessible(page);
  const firstName = first.label.replace(/ \(.*\)$/, '');
  await drawer.getByRole('button', { name: `Remove ${firstName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from group' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('1 employee removed')).toBeVisible();
  await expect(drawer.getByTestId('group-member')).toHaveCount(1);
  await shoot(page, 'payroll-group-members');
  await page.keyboard.press('Escape');
  await expect(row).toContainText('1');

  // Edit: a weekly group starts on a weekday.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Payroll Group' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByRole('combobox', { name: 'Pay frequency' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await edit.getByRole('combobox', { name: 'Week starts on' }).click();
  await page.getByRole('option', { name: 'Saturday' }).click();
  await expect(edit).toContainText('Weeks run Saturday to Friday');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Payroll group updated')).toBeVisible();
  await expect(row).toContainText('Weeks run Saturday to Friday');
  await shoot(page, 'payroll-group');
});

test('cutoff management: generate a month, edit and delete an open cutoff, one by hand, overlap refused, live on pushes', async ({ page, request }) => {
  test.setTimeout(360_000);
  const token = await apiLogin(request, DEMO.owner);
  const name = unique('Cutoff crew');
  const group = await request.post('/api/payroll/group', { headers: { token }, data: { name, frequency: 'SEMI_MONTHLY', cutoffStartDay: 1 } });
  expect(group.status(), await group.text()).toBe(201);
  const groupId = (await group.json()).data.id as number;
  const now = manila();
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;

  await signIn(page, HR, '/member/manpower/cutoff-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Cutoff Management' })).toBeVisible({ timeout: 60_000 });
  await expectAccessible(page);

  // Generate this month's two cutoffs for the group.
  await page.getByRole('button', { name: 'Generate cutoffs' }).first().click();
  const generate = page.getByRole('dialog', { name: 'Generate Cutoffs' });
  await generate.getByRole('combobox', { name: 'Payroll group' }).click();
  await page.getByRole('option', { name }).click();
  await expect(generate.getByRole('combobox', { name: 'Month' })).toHaveValue(MONTHS[month - 1]);
  await expectAccessible(page);
  await generate.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('2 cutoffs generated')).toBeVisible();
  const [firstCutoff, secondCutoff] = await groupCutoffs(request, token, groupId);
  const table = page.getByRole('table', { name: 'Cutoffs' });
  const firstRow = table.locator('tr').filter({ hasText: firstCutoff.code });
  const secondRow = table.locator('tr').filter({ hasText: secondCutoff.code });
  await expect(firstRow).toContainText(name);
  await expect(firstRow).toContainText('Open');
  await expect(secondRow).toContainText('16 ');

  // Edit the first: a pay date and the 13th month.
  await firstRow.getByRole('button', { name: `Edit ${firstCutoff.code}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Cutoff ${firstCutoff.code}` });
  const payDate = `${year}-${String(month).padStart(2, '0')}-20`;
  await edit.getByLabel('Pay date').fill(payDate);
  await edit.getByLabel('Include 13th month pay').check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Cutoff updated')).toBeVisible();
  await expect(firstRow).toContainText(`20 ${MONTHS[month - 1].slice(0, 3)} ${year}`);

  // Delete the second.
  await secondRow.getByRole('button', { name: `Delete ${secondCutoff.code}` }).click();
  await page.getByRole('dialog', { name: 'Delete cutoff' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Cutoff deleted')).toBeVisible();
  await expect(secondRow).toHaveCount(0);

  // By hand: overlapping the first is refused; the second half again is made.
  const byHand = async (from: string, to: string) => {
    await page.getByRole('button', { name: 'New cutoff' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Cutoff' });
    await dialog.getByRole('combobox', { name: 'Payroll group' }).click();
    await page.getByRole('option', { name }).click();
    await dialog.getByRole('textbox', { name: 'From', exact: true }).fill(from);
    await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(to);
    await dialog.getByRole('button', { name: 'Create cutoff' }).click();
    return dialog;
  };
  const monthKey = `${year}-${String(month).padStart(2, '0')}`;
  const overlapping = await byHand(`${monthKey}-10`, `${monthKey}-20`);
  await expect(page.getByText('The cutoff overlaps another cutoff of the group')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click().catch(() => undefined);
  await overlapping.getByRole('textbox', { name: 'From', exact: true }).fill(`${monthKey}-16`);
  await overlapping.getByRole('button', { name: 'Create cutoff' }).click();
  await expect(page.getByText('Cutoff created')).toBeVisible();
  await expect(table.locator('tr').filter({ hasText: name })).toHaveCount(2);

  // Live: cutoffs generated elsewhere (the API as the owner) appear without a reload.
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  await page.getByRole('textbox', { name: 'Year' }).fill('');
  await expect(table.locator('tr').filter({ hasText: name })).toHaveCount(2);
  const elsewhere = await request.post('/api/payroll/cutoff/generate', { headers: { token }, data: { payrollGroupId: groupId, ...next } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(201);
  await expect(table.locator('tr').filter({ hasText: name })).toHaveCount(4);

  // Filters: the status.
  await page.getByRole('combobox', { name: 'Filter by Status' }).click();
  await page.getByRole('option', { name: 'Posted' }).click();
  // The demo's posted cutoffs of last month may show; this group has none.
  await expect(table.locator('tr').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Filter by Status' }).click();
  await page.getByRole('option', { name: 'All Status' }).click();
  await expect(table.locator('tr').filter({ hasText: name })).toHaveCount(4);
  await expectAccessible(page);
  await shoot(page, 'cutoff-management');
});
