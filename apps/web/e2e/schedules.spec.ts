import { expect, test, type Locator } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

/** Opens a select field and picks an option, typing first to narrow the list. */
async function choose(scope: Locator, label: string, option: string | RegExp, search?: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (search) await field.fill(search);
  await scope.page().getByRole('option', { name: option }).first().click();
}

test('a shift with a break, a schedule of it, assigned to an employee', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.owner);
  const shiftName = unique('Early shift');

  await page.goto('/member/manpower/shift-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Shift Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New shift' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Shift' });
  await dialog.getByLabel('Name').fill(shiftName);
  await dialog.getByLabel(/^Start/).fill('06:00');
  await dialog.getByLabel(/^End/).fill('15:00');
  await dialog.getByLabel('Break 1 start').fill('10:00');
  await dialog.getByLabel('Break 1 end').fill('10:30');
  await expect(dialog.getByTestId('shift-work-minutes')).toHaveText('Work: 8h 30m (510 minutes)');
  // A break outside the shift is said at once.
  await dialog.getByLabel('Break 1 end').fill('16:00');
  await expect(dialog.getByText('breaks.0: must be inside the shift (06:00 to 15:00)')).toBeVisible();
  await dialog.getByLabel('Break 1 end').fill('10:30');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Shift' }).click();
  await expect(page.getByText('Shift created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(shiftName) });
  await expect(row).toContainText('06:00–15:00');
  await expect(row).toContainText('10:00–10:30');
  await expect(row).toContainText('8h 30m');
  await page.screenshot({ path: 'test-results/schedules-shifts.png', fullPage: true });

  const scheduleName = unique('Early week');
  await page.goto('/member/manpower/schedule-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule Management' })).toBeVisible();
  await page.getByRole('button', { name: 'New schedule' }).first().click();
  const scheduleDialog = page.getByRole('dialog', { name: 'New Schedule' });
  await scheduleDialog.getByLabel('Name').fill(scheduleName);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await choose(scheduleDialog, `${day} shift`, new RegExp(shiftName), shiftName);
  await expect(scheduleDialog.getByText('5 work days, 2 rest days')).toBeVisible();
  await expectAccessible(page);
  await scheduleDialog.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByText('Schedule created')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(scheduleName) })).toContainText('Mon 06:00');
  await expect(page.getByRole('row', { name: new RegExp(scheduleName) })).toContainText('Sun Rest');
  await page.screenshot({ path: 'test-results/schedules-schedules.png', fullPage: true });

  await page.goto('/member/manpower/individual-scheduling');
  await expect(page.getByRole('heading', { level: 1, name: 'Individual Scheduling' })).toBeVisible();
  await page.getByRole('button', { name: 'Assign schedule' }).first().click();
  const assign = page.getByRole('dialog', { name: 'Assign Schedule to an Employee' });
  await choose(assign, 'Employee', /Villanueva, Rosario/, 'Villanueva');
  await choose(assign, 'Schedule', new RegExp(scheduleName), scheduleName);
  await assign.getByLabel('From').fill('2026-12-07');
  await expectAccessible(page);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Schedule assigned')).toBeVisible();
  const assigned = page.getByRole('row', { name: new RegExp(scheduleName) });
  await expect(assigned).toContainText('Villanueva, Rosario');
  await expect(assigned).toContainText('7 Dec 2026');
  await expect(assigned).toContainText('Open');
  await page.screenshot({ path: 'test-results/schedules-individual.png', fullPage: true });

  await page.goto('/member/manpower/team-scheduling');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Scheduling' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Rizal Tower Crew/ })).toContainText('Site days, Mon–Sat');
  await expectAccessible(page);
});

test('team shifting: a day set by keyboard, marked, then cleared with Delete', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = { token: await apiLogin(request, DEMO.owner) };
  // A week the demo team works days: Monday 7 December 2026 onward.
  await signIn(page, DEMO.owner, '/member/manpower/team-shifting-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Shifting' })).toBeVisible();
  await choose(page.locator('body'), 'Team', 'Rizal Tower Crew');
  const grid = page.getByRole('grid', { name: 'Rizal Tower Crew shifts' });
  await expect(grid).toBeVisible();
  await page.screenshot({ path: 'test-results/schedules-team-shifting.png', fullPage: true });

  // The first cell takes focus; move right to Tuesday and down to the second member.
  const cells = grid.getByRole('gridcell');
  await cells.first().focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const focused = page.locator('[role="gridcell"]:focus');
  const label = (await focused.textContent()) ?? '';
  expect(label).toContain('Day shift');
  const testId = (await focused.getAttribute('data-testid'))!;
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('listbox', { name: 'Shift for the day' })).toBeVisible();
  await expectAccessible(page);
  // Arrow down through the options to Rest day, Enter picks it.
  const options = picker.getByRole('option');
  const restIndex = (await options.allTextContents()).indexOf('Rest day');
  for (let i = 0; i < restIndex; i += 1) await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('option', { name: 'Rest day' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Shift set for the day')).toBeVisible();
  const cell = page.getByTestId(testId);
  await expect(cell).toHaveAttribute('data-override', 'true');
  await expect(cell).toContainText('Rest day');
  await expect(cell).toContainText('set by hand');
  await expect(cell).toBeFocused();
  await page.screenshot({ path: 'test-results/schedules-team-shifting-set.png', fullPage: true });

  // The API agrees; Delete puts it back to the schedule.
  const [, employeeId, date] = /^cell-(\d+)-(.+)$/.exec(testId)!;
  const plan = await request.get(`/api/shift-plan?teamId=${await teamIdOf(request, owner)}&from=${date}&to=${date}`, { headers: owner });
  const day = (await plan.json()).data.rows.find((r: any) => r.employee.id === Number(employeeId)).days[0];
  expect(day).toMatchObject({ kind: 'REST_DAY', isOverride: true, overrideSource: 'MANUAL' });
  await page.keyboard.press('Delete');
  await expect(page.getByText('Day set back to the schedule')).toBeVisible();
  await expect(cell).toHaveAttribute('data-override', 'false');
  await expect(cell).toContainText('Day shift');
});

async function teamIdOf(request: import('@playwright/test').APIRequestContext, headers: { token: string }) {
  const teams = await (await request.get('/api/select-box/team-list', { headers })).json();
  return teams.find((t: any) => t.label === 'Rizal Tower Crew').value as number;
}

test('holidays: the 2026 proclamation is listed, and a local holiday added', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.owner, '/member/manpower/holidays');
  await expect(page.getByRole('heading', { level: 1, name: 'Holidays' })).toBeVisible();
  await expect(page.getByRole('row', { name: /New Year's Day/ })).toContainText('1 Jan 2026');
  await expect(page.getByRole('row', { name: /New Year's Day/ })).toContainText('Proclamation No. 1006, s. 2025');
  await expect(page.getByRole('row', { name: /EDSA People Power Revolution Anniversary/ })).toContainText('Special working day');
  await expect(page.getByRole('row', { name: /Chinese New Year/ })).toContainText('17 Feb 2026');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/schedules-holidays.png', fullPage: true });

  const name = unique('Cebu Charter Day');
  await page.getByRole('button', { name: 'New holiday' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Holiday' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Date').fill('2026-02-24');
  await choose(dialog, 'Type', 'Special non-working day');
  await choose(dialog, 'Applies to', 'Local (one branch)');
  await dialog.getByRole('button', { name: 'Save Holiday' }).click();
  await expect(dialog.getByText('A local holiday needs its branch')).toBeVisible();
  await choose(dialog, 'Branch', /Cebu/);
  await dialog.getByRole('button', { name: 'Save Holiday' }).click();
  await expect(page.getByText('Holiday created')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Cebu');
});
