import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signIn, unique } from './fixtures';

/**
 * Drags a board card by its handle onto a target with real pointer moves (dnd-kit needs several):
 * near the target's top, or into its middle.
 */
/** Drags a card by its grip (named, or a locator when another column may hold a card of the same name). */
async function dragTo(page: Page, grip: string | ReturnType<Page['locator']>, target: ReturnType<Page['locator']>, at: 'top' | 'middle' = 'top') {
  const handle = typeof grip === 'string' ? page.getByRole('button', { name: grip }) : grip;
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  const to = (await target.boundingBox())!;
  const y = at === 'top' ? to.y + 44 : to.y + to.height / 2;
  await page.mouse.move(to.x + to.width / 2, y - 4, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2, y, { steps: 5 });
  await page.mouse.up();
}

test('lead -> board -> lead page -> meeting -> convert -> project with a pending BOQ', async ({ page }) => {
  const leadName = unique('Batangas pier warehouse');
  await signIn(page, DEMO.sales);

  // The board, and a new lead through the lead dialog with an existing demo client.
  await page.goto('/member/leads/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  await expect(page.getByTestId('board-column-opportunity')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Lead' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Ayala Land Estates Inc.' }).click();
  await dialog.getByLabel('Lead Name').fill(leadName);
  await dialog.getByLabel('Approved Budget Contract (ABC)').fill('2500000');
  await dialog.getByLabel('Monthly Recurring Revenue (MMR)').fill('0');
  await dialog.getByLabel('Initial Costing').fill('1800000');
  await dialog.getByLabel('Contact Details').fill('Engr. Dizon, 0917 555 0101');
  await dialog.getByLabel('Lead Source').fill('Referral');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A new lead sits at the top of Opportunity; drag it to Qualified.
  const opportunity = page.getByTestId('board-column-opportunity');
  const qualified = page.getByTestId('board-column-qualified');
  await expect(opportunity.getByRole('link', { name: leadName })).toBeVisible();
  const moved = page.waitForResponse((r) => r.url().includes('/api/lead/move') && r.request().method() === 'PATCH');
  await dragTo(page, `Move ${leadName}`, qualified);
  expect((await moved).ok()).toBeTruthy();
  await expect(qualified.getByRole('link', { name: leadName })).toBeVisible();
  await expect(opportunity.getByRole('link', { name: leadName })).toHaveCount(0);

  // After a reload the server agrees.
  await page.reload();
  await expect(page.getByTestId('board-column-qualified').getByRole('link', { name: leadName })).toBeVisible();

  // The lead page.
  await page.getByTestId('board-column-qualified').getByRole('link', { name: leadName }).click();
  await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible();
  await expect(page.getByTestId('lead-stage-badge')).toHaveText('Qualified');
  await expect(page.getByText('Days Remaining')).toBeVisible();
  const timeline = page.getByTestId('activity-timeline');
  await expect(timeline).toContainText('Lead created');
  await expectAccessible(page);

  // Schedule a meeting: it shows in the timeline.
  await page.getByRole('button', { name: 'Schedule Meeting' }).click();
  const meeting = page.getByRole('dialog', { name: 'Schedule Meeting' });
  await meeting.getByLabel('Title').fill('Site walk-through');
  await meeting.getByLabel('Place').fill('Batangas port');
  await expectAccessible(page);
  await meeting.getByRole('button', { name: 'Schedule' }).click();
  await expect(meeting).toBeHidden();
  await expect(timeline).toContainText('Meeting scheduled: Site walk-through');

  // Notes are saved on the server and listed.
  await page.getByRole('textbox', { name: 'New note' }).fill('Client wants a phased build.');
  await page.getByRole('button', { name: 'Save Notes' }).click();
  await expect(page.getByText('Notes saved successfully')).toBeVisible();
  await expect(page.getByTestId('lead-notes')).toContainText('Client wants a phased build.');

  // Convert to a project and land on its page with the empty BOQ pending.
  await page.getByRole('button', { name: 'Convert to Project' }).click();
  await page.getByRole('dialog', { name: 'Convert to Project' }).getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Lead successfully converted to project')).toBeVisible();
  await expect(page).toHaveURL(/\/member\/project\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible();
  const boq = page.getByTestId('latest-boq');
  await expect(boq).toContainText('PENDING');
  await expect(boq).toContainText('Revision 1');
  await expect(page.getByRole('tab', { name: 'Purchasing' })).toBeVisible();
  await expect(page.getByTestId('activity-timeline')).toContainText(`Converted from lead ${leadName}`);
  await expectAccessible(page);

  // Editing the project's budget keeps its client and dates and shows the change in the timeline.
  const timelineText = await page.getByText('Timeline:', { exact: false }).textContent();
  await page.getByRole('button', { name: 'Edit Project' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await edit.getByLabel('Budget').fill('2750000');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('field-changes').first()).toContainText('Budget: ₱2,500,000.00 -> ₱2,750,000.00');
  await expect(page.getByText('Ayala Land Estates Inc.').first()).toBeVisible();
  expect(await page.getByText('Timeline:', { exact: false }).textContent()).toBe(timelineText);
  await expectAccessible(page);
});

test('a card dropped under the last card of a column lands at its bottom, in another column or its own', async ({ page }) => {
  // Other specs leave columns of any length: a tall window keeps the handle and the column's end in view together.
  await page.setViewportSize({ width: 1600, height: 3200 });
  await signIn(page, DEMO.sales, '/member/leads/deals');
  const proposal = page.getByTestId('board-column-proposal');
  const qualified = page.getByTestId('board-column-qualified');
  await expect(proposal.getByRole('link').first()).toBeVisible();
  const names = (column: ReturnType<Page['locator']>) => column.getByRole('link').allTextContents();
  const drop = async (from: ReturnType<Page['locator']>, name: string, key: string) => {
    const moved = page.waitForResponse((r) => r.url().includes('/api/lead/move') && r.request().method() === 'PATCH');
    // The grip inside the column it leaves: other specs may leave a card of the same name elsewhere.
    await dragTo(page, from.getByRole('button', { name: `Move ${name}`, exact: true }).first(), page.getByTestId(`board-column-end-${key}`), 'middle');
    const answer = await moved;
    expect(answer.ok()).toBeTruthy();
    expect(answer.request().postDataJSON()).toMatchObject({ boardKey: key, afterId: expect.any(Number) });
  };

  // The top card of Proposal goes under the last card of Qualified.
  const [first] = await names(proposal);
  const before = await names(qualified);
  await drop(proposal, first, 'qualified');
  await expect.poll(() => names(qualified)).toEqual([...before, first]);

  // The top card of Qualified goes to the bottom of its own column.
  const [top, ...rest] = await names(qualified);
  await drop(qualified, top, 'qualified');
  await expect.poll(() => names(qualified)).toEqual([...rest, top]);

  // After a reload the server agrees.
  await page.reload();
  await expect.poll(() => names(page.getByTestId('board-column-qualified'))).toEqual([...rest, top]);
});

test('leads dashboard, a stage tab and the projects list open and pass axe', async ({ page }) => {
  await signIn(page, DEMO.sales, '/member/leads/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Dashboard' })).toBeVisible();
  await expect(page.getByText('Weighted forecast')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/member/leads/proposal');
  await expect(page.getByRole('heading', { level: 1, name: 'Proposal' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Proposal leads' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/member/project');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expectAccessible(page);
  await page.locator('label[for$="-board"]').click();
  await expect(page.getByTestId('board-column-planning')).toBeVisible();
  await expectAccessible(page);
});
