import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pdfText } from '@haligi/shared/testing/pdf-text';
import { DEMO, apiLogin, expectAccessible, shoot, signIn, unique } from './fixtures';

const HR = { email: 'hr@bayanihan.ph', password: 'Payroll12345!' };

/**
 * A semi-monthly group of demo employees and its cutoffs of last month (the demo attendance covers
 * the last two weeks; either way every member gets a payslip), made through the API.
 */
async function cutoffToRun(request: APIRequestContext): Promise<{ id: number; code: string; employees: number }> {
  const headers = { token: await apiLogin(request, DEMO.owner) };
  const employees = (await (await request.get('/api/select-box/employee-list', { headers })).json()) as { label: string; value: number }[];
  expect(employees.length).toBeGreaterThan(3);
  const picked = employees.slice(0, 6).map((e) => e.value);
  const group = await request.post('/api/payroll/group', { headers, data: { name: unique('Center crew'), frequency: 'SEMI_MONTHLY', cutoffStartDay: 1, contributionSplit: 'HALF' } });
  expect(group.status(), await group.text()).toBe(201);
  const groupId = (await group.json()).data.id as number;
  const assigned = await request.post(`/api/payroll/group/${groupId}/member`, { headers, data: { employeeIds: picked } });
  expect(assigned.ok(), await assigned.text()).toBeTruthy();
  const now = new Date(Date.now() + 8 * 3_600_000);
  const generated = await request.post('/api/payroll/cutoff/generate', { headers, data: { payrollGroupId: groupId, year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 } });
  expect(generated.status(), await generated.text()).toBe(201);
  const [first] = (await generated.json()).data as { id: number; code: string }[];
  return { id: first.id, code: first.code, employees: picked.length };
}

test('payroll center: run a cutoff with a progress bar, payslips, the runner refused, another approves, post, payslip PDF', async ({ page, browser, request }) => {
  test.setTimeout(480_000);
  const cutoff = await cutoffToRun(request);

  // HR runs the payroll.
  await signIn(page, HR, `/member/manpower/payroll-center?cutoff=${cutoff.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll Center' })).toBeVisible({ timeout: 60_000 });
  const panel = page.getByRole('region', { name: cutoff.code });
  await expect(panel.getByTestId('cutoff-status')).toHaveText('Open');
  await expect(page.getByRole('table', { name: `Payslips of ${cutoff.code}` })).toContainText('No payslips yet');
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Run payroll' }).click();
  await expect(page.getByText('Payroll run started')).toBeVisible();
  const progress = panel.getByRole('progressbar', { name: 'Payroll run progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(panel.getByTestId('run-progress')).toContainText(`${cutoff.employees} of ${cutoff.employees} employees · 100%`);
  await expect(panel.getByTestId('cutoff-status')).toHaveText('For approval');

  // The totals, the breakdown and the payslips.
  await expect(page.getByText('Gross pay', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Breakdown of pay' })).toBeVisible();
  const payslips = page.getByRole('table', { name: `Payslips of ${cutoff.code}` });
  await expect(payslips.locator('tbody tr')).toHaveCount(cutoff.employees);
  await expect(page.getByTestId('approval-trail')).toContainText('Submitted by Ligaya Dela Cruz');
  await expectAccessible(page);

  // One payslip: its lines by kind.
  await payslips.getByRole('button', { name: /^Payslip of / }).first().click();
  const drawer = page.getByRole('dialog', { name: /^Payslip: / });
  await expect(drawer.getByRole('table', { name: 'Earnings' })).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Contributions' })).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Employer shares' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Compute again' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await shoot(page, 'payroll-center-for-approval');

  // The one who ran cannot approve their own run: the server's refusal shows.
  await panel.getByRole('button', { name: 'Approve' }).click();
  const hrDecision = page.getByRole('dialog', { name: `Approve: Payroll cutoff ${cutoff.code}` });
  await hrDecision.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('You cannot decide a step of your own request')).toBeVisible();
  await expect(panel.getByTestId('cutoff-status')).toHaveText('For approval');

  // The owner (holds the approve scope) approves; HR's page follows live.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, DEMO.owner, `/member/manpower/payroll-center?cutoff=${cutoff.id}`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Payroll Center' })).toBeVisible({ timeout: 60_000 });
  const ownerPanel = ownerPage.getByRole('region', { name: cutoff.code });
  await ownerPanel.getByRole('button', { name: 'Approve' }).click();
  const ownerDecision = ownerPage.getByRole('dialog', { name: `Approve: Payroll cutoff ${cutoff.code}` });
  await ownerDecision.getByLabel('Comment (optional)').fill('Checked against the time keeping summary');
  await ownerDecision.getByRole('button', { name: 'Approve' }).click();
  await expect(ownerPanel.getByTestId('cutoff-status')).toHaveText('Approved');
  await expect(panel.getByTestId('cutoff-status')).toHaveText('Approved');
  await ownerContext.close();

  // HR posts it, after a confirmation.
  await panel.getByRole('button', { name: 'Post' }).click();
  const confirm = page.getByRole('dialog', { name: `Post ${cutoff.code}?` });
  await expect(confirm).toContainText('never changed again');
  await confirm.getByRole('button', { name: 'Post cutoff' }).click();
  await expect(panel.getByTestId('cutoff-status')).toHaveText('Posted');
  await expect(panel.getByRole('button', { name: /Run/ })).toHaveCount(0);
  await expect(page.getByTestId('approval-trail')).toContainText('Checked against the time keeping summary');
  await expectAccessible(page);

  // A payslip's PDF.
  const name = (await payslips.getByRole('button', { name: /^Payslip of / }).first().textContent())!.trim();
  await payslips.getByRole('button', { name: `Payslip of ${name}` }).click();
  await expect(drawer.getByRole('button', { name: 'Compute again' })).toHaveCount(0);
  const pdfResponse = page.waitForResponse((r) => /\/api\/payroll\/payslip\/\d+\/pdf$/.test(r.url()));
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Payslip PDF' }).click();
  const answer = await pdfResponse;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  // The page reads the answer as a blob and saves it: the saved file is the PDF's bytes.
  const saved = await download;
  const body = readFileSync((await saved.path())!);
  expect(body.length).toBeGreaterThan(1000);
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The PDF writes the surname in capitals ("DELA CRUZ, Ligaya").
  const text = pdfText(body).replace(/\s+/g, ' ');
  expect(text.toUpperCase()).toContain(name.split(',')[0].toUpperCase());
  expect(saved.suggestedFilename()).toMatch(new RegExp(`^payslip ${cutoff.code} .+\\.pdf$`));
  await shoot(page, 'payroll-center-posted');
});
