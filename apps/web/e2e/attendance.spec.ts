import { expect, test } from '@playwright/test';
import { apiLogin, createMember, DEMO, expectAccessible, signIn, unique } from './fixtures';

/** The demo seed punches weekdays of the last two weeks before today (demo-attendance.ts). */
function lastWeekday(): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  for (let back = 1; back <= 7; back++) {
    const d = new Date(now.getTime() - back * 86_400_000);
    const weekday = d.getUTCDay();
    if (weekday !== 0 && weekday !== 6) return d.toISOString().slice(0, 10);
  }
  throw new Error('no weekday');
}

test('team attendance: a team by day, a cell opens the punches and the computation', async ({ page }) => {
  await signIn(page, DEMO.owner, '/member/manpower/team-attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Attendance' })).toBeVisible();
  const team = page.getByRole('combobox', { name: 'Team', exact: true });
  await team.click();
  await page.getByRole('option', { name: 'Rizal Tower Crew' }).click();
  // Last week: every weekday was punched.
  await page.getByRole('button', { name: 'Previous week' }).click();
  const grid = page.getByRole('table', { name: 'Rizal Tower Crew attendance' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: /Garcia, Ernesto/ })).toBeVisible();
  const cell = grid.getByRole('button', { name: /\d:\d\d [AP]M.*, Garcia, Ernesto,/ }).first();
  await expect(cell).toBeVisible();
  // Keyboard: arrows move between cells.
  await grid.locator('[data-row="0"][data-col="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('[data-row="0"][data-col="1"]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(grid.locator('[data-row="0"][data-col="0"]')).toBeFocused();
  await cell.click();
  const drawer = page.getByRole('dialog', { name: /Garcia, Ernesto/ });
  await expect(drawer.getByRole('table', { name: 'Punches' })).toBeVisible();
  // The header and at least the day's two punches (a neighbour's edge may show too).
  await expect(drawer.getByRole('table', { name: 'Punches' }).getByRole('row').nth(2)).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Computation' })).toContainText('Time in');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/attendance-team-1280.png', fullPage: true });
});

test('payroll time keeping: a summary, an adjustment approved by another member changes it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const roleName = unique('Time keeping approver');
  const role = await request.post('/api/role', { headers: owner, data: { name: roleName, scopeList: ['MANPOWER_TIME_KEEPING_APPROVE_ACCESS'] } });
  expect(role.ok(), await role.text()).toBeTruthy();
  const approver = await createMember(request, roleName, 'Approver');
  const date = lastWeekday();

  await signIn(page, DEMO.owner, '/member/manpower/payroll-time-keeping');
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll Time Keeping' })).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(date);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(date);
  await page.getByRole('heading', { level: 1 }).click();
  await page.getByLabel('Search').fill('Mercado');
  const table = page.getByRole('table', { name: 'Time keeping summary' });
  const row = table.locator('tr[data-employee]').filter({ hasText: 'Mercado, Jose' });
  await expect(row).toHaveCount(1);
  await expect(table.locator('tr[data-employee]')).toHaveCount(1);
  await expect(row.locator('[data-column="overtimeApprovedMinutes"]')).toHaveText('—');
  await expectAccessible(page);

  // Export the same summary.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe(`time-keeping ${date} to ${date}.xlsx`);

  // Adjust the day: 45 minutes of approved overtime, sent for approval.
  await row.getByRole('button', { name: 'Mercado, Jose' }).click();
  const drawer = page.getByRole('dialog', { name: /Mercado, Jose/ });
  await drawer.locator(`tr[data-date="${date}"]`).getByRole('button', { name: /Adjust/ }).click();
  const dialog = page.getByRole('dialog', { name: /Adjust Mercado, Jose/ });
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Name at least one field to change');
  await dialog.getByLabel('Approved overtime minutes').fill('45');
  await dialog.getByLabel('Reason').fill('Stayed for the slab pour');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('Adjustment sent for approval')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row.locator('[data-column="overtimeApprovedMinutes"]')).toHaveText('—');
  await expect(row).toContainText('1 pending');

  // The owner cannot approve their own request; another member does.
  const pendingMine = (await (await request.get('/api/approval/pending', { headers: owner })).json()) as { id: number; documentType: string }[];
  const approverHeaders = { token: await apiLogin(request, approver) };
  const pending = (await (await request.get('/api/approval/pending', { headers: approverHeaders })).json()) as { id: number; documentType: string }[];
  const step = pending.find((p) => p.documentType === 'ATTENDANCE_ADJUSTMENT');
  expect(step).toBeTruthy();
  const own = await request.post(`/api/approval/${step!.id}/approve`, { headers: owner, data: {} });
  expect(own.status(), JSON.stringify(pendingMine)).toBe(403);
  const approved = await request.post(`/api/approval/${step!.id}/approve`, { headers: approverHeaders, data: { comment: 'OK' } });
  expect(approved.ok(), await approved.text()).toBeTruthy();

  // The open screen hears attendance-updated and shows the approved overtime.
  await expect(row.locator('[data-column="overtimeApprovedMinutes"]')).toHaveText('45m');
  await expect(row).not.toContainText('pending');
  await page.getByRole('tab', { name: 'Adjustments' }).click();
  const audit = page.getByRole('listitem').filter({ hasText: 'Stayed for the slab pour' });
  await expect(audit).toContainText('Approved');
  await expect(audit.getByRole('table')).toContainText('Approved overtime minutes');
  await expect(audit.getByRole('table')).toContainText('45 min');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/attendance-time-keeping-1280.png', fullPage: true });
});

test('manpower dashboard: headcount, the day, pending work and the week', async ({ page }) => {
  await signIn(page, DEMO.owner, '/member/manpower/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Manpower Dashboard' })).toBeVisible();
  await expect(page.getByText('Headcount', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By branch' })).toContainText('Makati');
  await expect(page.getByRole('table', { name: 'By department' })).toContainText('Site Operations');
  await expect(page.getByRole('img', { name: /Attendance by day/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Day', exact: true }).fill(lastWeekday());
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('img', { name: /Attendance by day/ })).toHaveAttribute('aria-label', /[1-9]\d* present/);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/attendance-dashboard-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/attendance-dashboard-390.png', fullPage: true });
});
