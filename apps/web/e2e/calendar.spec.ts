import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays } from '../../../packages/shared/src/format/date';
import { todayInManila } from '../../../packages/shared/src/leads/lead.rules';
import { apiLogin, DEMO, expectAccessible, latestMailTo, shoot, signIn, unique } from './fixtures';

/** A lead made through the API (the demo Sales user holds LEADS_ACCESS and CALENDAR_ACCESS). */
async function createLead(request: APIRequestContext, token: string, name: string) {
  const headers = { token };
  const clients = (await (await request.get('/api/select-box/client-list', { headers })).json()) as { value: number }[];
  const owners = (await (await request.get('/api/select-box/user-list', { headers })).json()) as { value: number }[];
  const created = await request.post('/api/lead', {
    headers,
    data: {
      name, clientId: clients[0].value, relationshipOwnerId: owners[0].value, abc: 2000000, mmr: 0, initialCosting: 1500000,
      winProbability: 'HIGH', leadSource: 'Referral', contactDetails: 'Engr. Bautista', startDate: '2026-11-01', endDate: '2026-12-15',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** Drags an event chip onto a day with real mouse moves (the pointer sensor starts after 6 px). */
async function dragTo(page: Page, chip: Locator, target: Locator) {
  await chip.scrollIntoViewIfNeeded();
  const from = (await chip.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 5 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 4, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
}

const month = todayInManila().slice(0, 7);
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

test('a meeting scheduled on the lead page shows in the calendar, moves by drag and by keyboard, and the invited are mailed', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.sales);
  const leadName = unique('Calamba warehouse');
  const leadId = await createLead(request, token, leadName);
  const title = unique('Site walk-through');
  const invited = `${unique('client')}@example.com`;

  // Schedule it on the lead page, inviting the client.
  await signIn(page, DEMO.sales, `/member/leads/${leadId}`);
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Starts').fill(`${day(10)}T10:00`);
  await dialog.getByLabel('Ends').fill(`${day(10)}T11:30`);
  await dialog.getByLabel('Place').fill('Calamba site office');
  await dialog.getByLabel('Invite').fill(invited);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('activity-timeline')).toContainText(`Meeting scheduled: ${title}`);
  const invitation = await latestMailTo(request, invited);
  expect(invitation.subject).toMatch(new RegExp(`^Invitation: ${title}, 10 `));

  // The month shows it on its day, beside the holidays.
  await page.goto(`/member/calendar?view=month&date=${day(10)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const chip = () => page.getByRole('button', { name: new RegExp(`^10:00 AM ${title}\\s*, Meeting, to 11:30 AM`) });
  await expect(page.getByTestId(`day-${day(10)}`).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'calendar-month', { accessibleOnPhone: true });

  // Week and day views show it too.
  await page.getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(chip()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'calendar-week');
  await page.getByText('Day', { exact: true }).click();
  await expect(page).toHaveURL(/view=day/);
  await expect(chip()).toBeVisible();
  await expect(page.getByText(`Calamba warehouse`, { exact: false }).first()).toBeVisible();
  await shoot(page, 'calendar-day', { accessibleOnPhone: true });
  await page.getByText('Month', { exact: true }).click();
  await expect(page).toHaveURL(/view=month/);

  // Drag it to the 12th: saved, as a reload shows.
  const saved = page.waitForResponse((r) => r.url().includes('/api/calendar/meeting') && r.request().method() === 'PATCH');
  await dragTo(page, page.getByTestId(`day-${day(10)}`).getByRole('button', { name: new RegExp(title) }), page.getByTestId(`day-${day(12)}`));
  expect((await saved).ok()).toBeTruthy();
  await expect(page.getByText('Meeting moved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`day-${day(12)}`).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByTestId(`day-${day(10)}`).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  await expect.poll(async () => (await latestMailTo(request, invited)).subject).toMatch(new RegExp(`^Moved: ${title}, 12 `));

  // By keyboard: open it, pick the 13th at 2 PM, move.
  await page.getByTestId(`day-${day(12)}`).getByRole('button', { name: new RegExp(title) }).focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByRole('link', { name: leadName })).toBeVisible();
  await expect(details).toContainText(invited);
  await details.getByLabel('Day').fill(day(13));
  await details.getByLabel('Starts').fill('14:00');
  await expectAccessible(page);
  await shoot(page, 'calendar-event-dialog');
  await details.getByRole('button', { name: 'Move' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByTestId(`day-${day(13)}`).getByRole('button', { name: new RegExp(`^2:00 PM ${title}\\s*, Meeting, to 3:30 PM`) })).toBeVisible();

  // The lead's timeline lists the moves.
  await page.goto(`/member/leads/${leadId}`);
  await expect(page.getByTestId('activity-timeline')).toContainText(`Meeting moved: ${title}`);
});

test("a meeting scheduled on the project page shows in the project's timeline and, live, in another member's open calendar", async ({ page, browser, request }) => {
  const token = await apiLogin(request, DEMO.sales);
  const projectName = unique('Batangas pier office');
  const created = await request.post('/api/project', { headers: { token }, data: { name: projectName, budget: 1200000 } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const projectId = ((await created.json()) as { data: { id: number } }).data.id;
  const title = unique('Pier coordination');
  const invited = `${unique('engineer')}@example.com`;

  // The estimator (PROJECT_ACCESS and CALENDAR_ACCESS) has the month open in another browser.
  const other = await browser.newContext();
  const calendar = await other.newPage();
  await signIn(calendar, DEMO.estimator, `/member/calendar?view=month&date=${day(14)}`);
  await expect(calendar.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(calendar.getByTestId(`day-${day(14)}`)).toBeVisible();

  await signIn(page, DEMO.sales, `/member/project/${projectId}`);
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`Meeting: ${projectName}`);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Starts').fill(`${day(14)}T09:00`);
  await dialog.getByLabel('Ends').fill(`${day(14)}T10:00`);
  await dialog.getByLabel('Invite').fill(invited);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('activity-timeline')).toContainText(`Meeting scheduled: ${title}`);
  expect((await latestMailTo(request, invited)).subject).toMatch(new RegExp(`^Invitation: ${title}, 14 `));

  // Create Task on the project page: on its timeline, and (task-changed) in the open calendar too.
  const taskTitle = unique('Book the crane');
  await page.getByRole('button', { name: 'Create Task' }).click();
  const taskDialog = page.getByRole('dialog', { name: 'Create Task' });
  await taskDialog.getByLabel('Title').fill(taskTitle);
  await taskDialog.getByLabel('Due date').fill(day(14));
  await taskDialog.getByRole('button', { name: 'Create' }).click();
  await expect(taskDialog).toBeHidden();
  await expect(page.getByTestId('activity-timeline')).toContainText(`Task created: ${taskTitle}`);
  await shoot(page, 'project-page-actions', { accessibleOnPhone: true });
  await expect(calendar.getByTestId(`day-${day(14)}`).getByRole('button', { name: new RegExp(taskTitle) })).toBeVisible();

  // calendar-changed reloads the estimator's calendar without a reload; the meeting links to the project.
  const chip = calendar.getByTestId(`day-${day(14)}`).getByRole('button', { name: new RegExp(title) });
  await expect(chip).toBeVisible();
  await chip.click();
  const details = calendar.getByRole('dialog', { name: title });
  await expect(details.getByRole('link', { name: projectName })).toHaveAttribute('href', `/member/project/${projectId}`);
  await other.close();
});

test('the dashboard lists my tasks today with the overdue ones; holidays do not move; a task drags to another day', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.sales);
  const today = todayInManila();
  const dueToday = unique('Call the supplier');
  const late = unique('Send the signed contract');
  for (const [title, dueDate] of [[dueToday, today], [late, addDays(today, -2)]]) {
    const created = await request.post('/api/task', { headers: { token }, data: { title, dueDate } });
    expect(created.ok(), await created.text()).toBeTruthy();
  }

  await signIn(page, DEMO.sales);
  const card = page.getByTestId('my-tasks-card');
  await expect(card.getByRole('heading', { name: 'My tasks today' })).toBeVisible();
  await expect(card.getByText(dueToday)).toBeVisible();
  await expect(card.getByText(late)).toBeVisible();
  await expect(card.getByText(/\d+ overdue/)).toBeVisible();

  // The week shows today's; the day view the late one as overdue.
  await page.goto(`/member/calendar?view=week&date=${today}`);
  await expect(page.getByRole('button', { name: new RegExp(`^${dueToday}\\s*, Task, all day`) })).toBeVisible();
  await page.goto(`/member/calendar?view=day&date=${addDays(today, -2)}`);
  await expect(page.getByRole('button', { name: new RegExp(`^${late}\\s*, Task, all day, overdue`) })).toBeVisible();

  // A holiday (the 2026 proclamation every company gets) opens read-only and does not drag.
  await page.goto('/member/calendar?view=month&date=2026-12-15');
  const christmas = page.getByTestId('day-2026-12-25').getByRole('button', { name: /^Christmas Day\s*, Holiday, all day/ });
  await expect(christmas).toHaveAttribute('data-movable', 'false');
  await christmas.click();
  const details = page.getByRole('dialog', { name: 'Christmas Day' });
  await expect(details).toContainText('Regular holiday');
  await expect(details.getByRole('button', { name: 'Move' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close' }).last().click();
  await expect(details).toBeHidden();

  // Drag today's task to another day of the same week.
  const other = new Date(`${today}T00:00:00Z`).getUTCDay() === 6 ? addDays(today, -1) : addDays(today, 1);
  await page.goto(`/member/calendar?view=week&date=${today}`);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/task') && r.request().method() === 'PATCH');
  await dragTo(page, page.getByRole('button', { name: new RegExp(`^${dueToday}\\s*, Task, all day`) }), page.getByTestId(`day-${other}`));
  expect((await saved).ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId(`day-${other}`).getByRole('button', { name: new RegExp(`^${dueToday}\\s*, Task, all day`) })).toBeVisible();
  await expectAccessible(page);
});
