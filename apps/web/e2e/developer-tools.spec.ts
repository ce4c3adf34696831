import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, shoot, signIn, unique } from './fixtures';

test('a developer runs a script and watches its output and progress live', async ({ page }) => {
  await signIn(page, DEMO.developer, '/member/developer/developer-scripts');
  const scripts = page.getByRole('navigation', { name: 'Scripts' });
  await scripts.getByRole('button', { name: /Recompute stock levels from the ledger/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Dry run' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'Bayanihan Builders Corporation' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Run script' }).click();
  const output = page.getByRole('log', { name: 'Output' });
  await expect(output).toContainText('Dry run: nothing will be changed. Checking 1 company.');
  await expect(output).toContainText(/matches the ledger|dry run: nothing changed/);
  await expect(page.getByTestId('run-status').first()).toHaveText('COMPLETED');
  await expect(page.getByTestId('run-progress').first()).toHaveText('100% done');
  // The history keeps the run with its parameters and who ran it.
  const history = page.getByRole('table', { name: 'Script runs' });
  await expect(history.getByRole('row').filter({ hasText: 'recompute-stock-levels' }).filter({ hasText: 'dryRun=true' }).first()).toContainText('COMPLETED');
  await expectAccessible(page);
  await shoot(page, 'developer-scripts', { accessibleOnPhone: true });
});

test('a waiting job is canceled and a failed one retried from the queue screen', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.developer);
  const run = (name: string, parameters: Record<string, unknown>) =>
    request.post(`/api/developer/scripts/${name}/run`, { headers: { token }, data: { parameters } }).then(async (r) => {
      expect(r.status(), await r.text()).toBe(201);
      return ((await r.json()) as { data: { id: number; jobId: number } }).data;
    });
  // A run that fails (no such BOQ), one that holds the queue for a while, and one that waits behind it.
  const failing = await run('rebuild-boq-totals', { boqId: 987654 });
  // One company, so the pause holds the queue once (every company of the shard's database would hold it for minutes).
  const companies = (await (await request.get('/api/select-box/company-list', { headers: { token } })).json()) as { value: number; label: string }[];
  const demo = companies.find((c) => c.label === 'Bayanihan Builders Corporation');
  expect(demo, JSON.stringify(companies)).toBeTruthy();
  const slow = await run('recompute-record-counts', { companyId: Number(demo!.value), dryRun: true, pauseMs: 20_000 });
  const waiting = await run('recompute-record-counts', { dryRun: true });
  expect(slow.jobId).toBeLessThan(waiting.jobId);

  await signIn(page, DEMO.developer, '/member/developer/queue-process');
  await page.getByRole('tab', { name: /^Queued/ }).click();
  const jobs = page.getByRole('table', { name: 'Jobs' });
  const waitingRow = jobs.getByRole('row').filter({ has: page.getByRole('button', { name: `Cancel job ${waiting.jobId}` }) });
  await expect(waitingRow).toContainText('QUEUED');
  await expectAccessible(page);
  await page.getByRole('button', { name: `Cancel job ${waiting.jobId}` }).click();
  await expect(page.getByText(`Job ${waiting.jobId} canceled`)).toBeVisible();
  await expect(waitingRow).toHaveCount(0);

  await page.getByRole('tab', { name: /^Failed/ }).click();
  await page.getByRole('button', { name: `Details of job ${failing.jobId}` }).click();
  const drawer = page.getByRole('dialog', { name: `Job ${failing.jobId}` });
  await expect(drawer).toContainText('There is no BOQ 987654');
  await expect(drawer.getByRole('log', { name: 'Output' })).toContainText('Failed: There is no BOQ 987654');
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(`Job ${failing.jobId} queued again`)).toBeVisible();
  await page.keyboard.press('Escape');
  // The canceled one is FAILED too, marked canceled.
  await page.getByRole('button', { name: `Details of job ${waiting.jobId}` }).click();
  await expect(page.getByRole('dialog', { name: `Job ${waiting.jobId}` })).toContainText('Canceled by a developer before it ran');
  await page.keyboard.press('Escape');
  await shoot(page, 'queue-process', { accessibleOnPhone: true });
});

test('a developer creates a schedule, sees its next runs, and runs it now', async ({ page }) => {
  const name = unique('Nightly counts');
  await signIn(page, DEMO.developer, '/member/developer/scheduler-management');
  await page.getByRole('button', { name: 'Create schedule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create schedule' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const cron = dialog.getByRole('textbox', { name: 'Cron expression' });
  await cron.fill('0 25 * * *');
  await expect(dialog.getByRole('alert')).toHaveText('Not a valid cron expression: 25 is outside 0-23');
  await cron.fill('30 2 * * *');
  const next = dialog.getByRole('list', { name: 'Next runs' }).getByRole('listitem');
  await expect(next).toHaveCount(5);
  await expect(next.first()).toContainText('2:30 AM');
  await dialog.getByRole('combobox', { name: 'Script' }).click();
  await page.getByRole('option', { name: 'Recompute record counts' }).click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByText(`Schedule "${name}" created`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Schedules' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('30 2 * * *');
  await row.getByRole('button', { name: `Run now: ${name}` }).click();
  const drawer = page.getByRole('dialog', { name });
  await drawer.getByRole('button', { name: /^Run \d+/ }).first().click();
  // The queue may still be finishing another spec's paused run first.
  await expect(drawer.getByRole('log', { name: 'Output' })).toContainText(/Every record count is right|differed/, { timeout: 60_000 });
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: `Pause ${name}` }).click();
  await expect(page.getByText(`Schedule "${name}" paused`)).toBeVisible();
  await shoot(page, 'scheduler-management', { accessibleOnPhone: true });
});
