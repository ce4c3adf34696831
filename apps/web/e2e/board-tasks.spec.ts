import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

/** A lead made through the API, at the top of Opportunity. */
async function createLead(request: APIRequestContext, token: string, name: string, extra: Record<string, unknown> = {}) {
  const headers = { token };
  const clients = (await (await request.get('/api/select-box/client-list', { headers })).json()) as { value: number }[];
  const owners = (await (await request.get('/api/select-box/user-list', { headers })).json()) as { value: number }[];
  const created = await request.post('/api/lead', {
    headers,
    data: {
      name, clientId: clients[0].value, relationshipOwnerId: owners[0].value, abc: 2000000, mmr: 0, initialCosting: 1500000,
      winProbability: 'HIGH', leadSource: 'Referral', contactDetails: 'Engr. Bautista', startDate: '2026-11-01', endDate: '2026-12-15', ...extra,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** Drags a card by its body (not the grip) into a column with real mouse moves. */
async function dragCard(page: Page, card: Locator, target: Locator) {
  await card.scrollIntoViewIfNeeded();
  const from = (await card.boundingBox())!;
  // The card's lower part: the budget line, away from the name link and the grip.
  const x = from.x + from.width * 0.6;
  const y = from.y + from.height - 12;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 12, y, { steps: 5 });
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2, to.y + 64, { steps: 5 });
  await page.mouse.up();
}

const cardOf = (page: Page, id: number) => page.getByTestId(`board-card-${id}`);

test('whole card drags; Closed Lost asks a reason (cancel keeps the card), shows it, and Undo moves it back', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.sales);
  const name = unique('Tagaytay chapel');
  const id = await createLead(request, token, name);
  await signIn(page, DEMO.sales, '/member/leads/deals');
  const opportunity = page.getByTestId('board-column-opportunity');
  const lost = page.getByTestId('board-column-closed-lost');
  const card = opportunity.getByTestId(`board-card-${id}`);
  await expect(card).toBeVisible();
  await expect(card.getByText('75% win')).toBeVisible();
  await expect(card.getByTestId('days-in-stage')).toHaveText('0 days in stage');
  await expect(opportunity.getByTestId('column-weighted-total')).toContainText('Weighted');

  // Cancel: no call, the card stays.
  let moves = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/lead/move')) moves++;
  });
  await dragCard(page, card, lost);
  const dialog = page.getByRole('dialog', { name: 'Why was this lead lost?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(dialog.getByText('Please give the reason this lead was lost')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(opportunity.getByTestId(`board-card-${id}`)).toBeVisible();
  expect(moves).toBe(0);

  // With a reason: the card moves, shows the reason, and a toast offers Undo.
  await dragCard(page, opportunity.getByTestId(`board-card-${id}`), lost);
  await dialog.getByLabel('Lost reason').fill('Client chose a cheaper bidder');
  const moved = page.waitForResponse((r) => r.url().includes('/api/lead/move') && r.request().method() === 'PATCH');
  await dialog.getByRole('button', { name: 'Mark as lost' }).click();
  expect((await moved).ok()).toBeTruthy();
  await expect(lost.getByTestId(`board-card-${id}`).getByTestId('lost-reason')).toHaveText('Lost: Client chose a cheaper bidder');
  await expect(page.getByText(`${name} moved to Closed Lost`)).toBeVisible();

  // The lead page shows the reason too.
  const lead = await (await request.get(`/api/lead?id=${id}`, { headers: { token } })).json();
  expect(lead.lostReason).toBe('Client chose a cheaper bidder');

  const undone = page.waitForResponse((r) => r.url().includes('/api/lead/move') && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Undo' }).click();
  expect((await undone).ok()).toBeTruthy();
  await expect(page.getByText('Move undone')).toBeVisible();
  await expect(opportunity.getByTestId(`board-card-${id}`)).toBeVisible();
  await expect(opportunity.getByTestId(`board-card-${id}`).getByTestId('lost-reason')).toHaveCount(0);

  // A click on the name still opens the lead (the drag needs 5 px).
  await opportunity.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the lead page asks the lost reason from its stage control and shows it', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.sales);
  const name = unique('Antipolo school');
  const id = await createLead(request, token, name);
  await signIn(page, DEMO.sales, `/member/leads/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Closed Lost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why was this lead lost?' });
  await dialog.getByLabel('Lost reason').fill('Project shelved');
  await dialog.getByRole('button', { name: 'Mark as lost' }).click();
  await expect(page.getByTestId('lead-stage-badge')).toHaveText('Closed Lost');
  await expect(page.getByTestId('lead-lost-reason')).toContainText('Project shelved');
  await expect(page.getByTestId('activity-timeline')).toContainText('Stage changed from Opportunity to Closed Lost: Project shelved');
  await expectAccessible(page);
});

test('the board updates live when another user creates or moves a lead', async ({ page, browser, request }) => {
  await signIn(page, DEMO.sales, '/member/leads/deals');
  await expect(page.getByTestId('board-column-opportunity')).toBeVisible();

  // Another user, in another browser, adds a lead and then moves it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, DEMO.owner);
  const ownerToken = await apiLogin(request, DEMO.owner);
  const name = unique('Live Cebu warehouse');
  const id = await createLead(request, ownerToken, name);
  await expect(page.getByTestId('board-column-opportunity').getByTestId(`board-card-${id}`)).toBeVisible();

  await otherPage.goto('/member/leads/deals');
  const otherCard = otherPage.getByTestId('board-column-opportunity').getByTestId(`board-card-${id}`);
  await expect(otherCard).toBeVisible();
  await dragCard(otherPage, otherCard, otherPage.getByTestId('board-column-proposal'));
  await expect(otherPage.getByTestId('board-column-proposal').getByTestId(`board-card-${id}`)).toBeVisible();
  await expect(page.getByTestId('board-column-proposal').getByTestId(`board-card-${id}`)).toBeVisible();
  await expect(page.getByTestId('board-column-opportunity').getByTestId(`board-card-${id}`)).toHaveCount(0);
  await other.close();
});

test('tasks: added on the lead page, overdue on the card and in My tasks, ticked done', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.sales);
  const name = unique('Bacolod clinic');
  const id = await createLead(request, token, name);
  await signIn(page, DEMO.sales, `/member/leads/${id}`);
  const tasks = page.getByTestId('lead-tasks');
  await expect(tasks.getByText('No open tasks')).toBeVisible();
  await tasks.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Task' });
  const title = unique('Send revised quotation');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Due date').fill('2026-01-05');
  await expect(dialog.getByRole('combobox', { name: 'Assignee' })).not.toHaveValue('');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();
  await expect(tasks.getByText(title)).toBeVisible();
  await expect(tasks.getByText('Overdue')).toBeVisible();
  await expect(tasks.getByText('Due 5 Jan 2026')).toBeVisible();
  await expect(page.getByTestId('activity-timeline')).toContainText(`Task created: ${title}`);
  await expectAccessible(page);
  await tasks.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/board-shots/lead-tasks.png' });

  // The board card shows it in red as overdue.
  await page.goto('/member/leads/deals');
  await expect(cardOf(page, id).getByTestId('next-task')).toHaveText(`Overdue: ${title} · 5 Jan 2026`);

  // The dashboard's My tasks card shows it, marked overdue, and leads to My tasks.
  await page.goto('/member/dashboard');
  const card = page.getByTestId('my-tasks-card');
  await expect(card.getByText(title)).toBeVisible();
  await expect(card.getByText(/\d+ overdue/)).toBeVisible();
  await expectAccessible(page);

  // My tasks lists it under Overdue; ticking it done removes it.
  await page.goto('/member/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();
  const overdue = page.getByTestId('tasks-overdue');
  await expect(overdue.getByText(title)).toBeVisible();
  await expect(overdue.getByRole('link', { name })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/board-shots/tasks-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(overdue.getByText(title)).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '/tmp/board-shots/tasks-phone.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(overdue.getByText(title)).toBeVisible();
  await overdue.getByRole('checkbox', { name: `Mark ${title} done` }).click();
  await expect(page.getByText('Task completed')).toBeVisible();
  await expect(overdue.getByText(title)).toHaveCount(0);

  await page.goto('/member/leads/deals');
  await expect(cardOf(page, id).getByTestId('next-task')).toHaveCount(0);
});

test('phones: one column at a time with a stage switcher, no sideways scroll', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.sales);
  const name = unique('Davao depot');
  const id = await createLead(request, token, name);
  await request.patch('/api/lead/move', { headers: { token }, data: { projectId: id, boardKey: 'proposal' } });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.sales, '/member/leads/deals');
  const switcher = page.getByRole('combobox', { name: 'Stage' });
  await expect(switcher).toHaveValue(/^Opportunity \(\d+\)$/);
  await expect(page.getByTestId('board-column-opportunity')).toBeVisible();
  await expect(page.getByTestId('board-column-proposal')).toHaveCount(0);
  await switcher.click();
  await page.getByRole('option', { name: /^Proposal \(\d+\)$/ }).click();
  await expect(page.getByTestId('board-column-proposal').getByTestId(`board-card-${id}`)).toBeVisible();
  await expect(page.getByTestId('board-column-opportunity')).toHaveCount(0);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/board-shots/board-phone.png', fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('board-column-opportunity')).toBeVisible();
  await page.screenshot({ path: '/tmp/board-shots/board-desktop.png', fullPage: false });
});

test('the keyboard still moves a card from its grip', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.sales);
  const name = unique('Keyboard Iloilo depot');
  const id = await createLead(request, token, name);
  await signIn(page, DEMO.sales, '/member/leads/deals');
  await expect(page.getByTestId('board-column-opportunity').getByTestId(`board-card-${id}`)).toBeVisible();
  const grip = page.getByRole('button', { name: `Move ${name}` });
  await grip.focus();
  const moved = page.waitForResponse((r) => r.url().includes('/api/lead/move') && r.request().method() === 'PATCH');
  // Each key waits for the board to announce the step before the next (a busy machine lags).
  await page.keyboard.press('Space');
  await expect(page.getByText(`${name} is over Opportunity.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`${name} is over Qualified.`)).toBeAttached();
  await page.keyboard.press('Space');
  expect((await moved).ok()).toBeTruthy();
  await expect(page.getByTestId('board-column-qualified').getByTestId(`board-card-${id}`)).toBeVisible();
  // Enter on the name link opens the lead rather than picking the card up.
  await page.getByTestId('board-column-qualified').getByRole('link', { name }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
