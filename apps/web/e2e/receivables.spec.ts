import { readFileSync } from 'node:fs';
import Decimal from 'decimal.js';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { progressBilling } from '../../../packages/shared/src/treasury/billing.rules';
import { formatCurrency } from '../../../packages/shared/src/format/currency';
import { formatDate } from '../../../packages/shared/src/format/date';
import { buildBoq, createProjectWithBoq, previewRows } from './boq-api';
import { apiLogin, createMember, DEMO, expectAccessible, shoot, signIn, unique, type Member } from './fixtures';

/** The demo Treasurer: every TREASURY_* scope but the approvals. */
const TREASURER = { email: 'treasury@bayanihan.ph', password: 'Treasury123!' };
const BILLINGS_PAGE = '/member/treasury/receivables/project';
const REVIEW_PAGE = '/member/treasury/receivables/review';
const LOGS_PAGE = '/member/treasury/receivables/logs';
const CLIENT_PAGE = '/member/treasury/receivables/client';

/**
 * The receivables scopes plus Projects: a billing is made from the project's BOQ, which the server
 * answers PROJECT_ACCESS only (the demo Treasurer holds TREASURY_* scopes alone).
 */
const BILLER_SCOPES = ['TREASURY_RECEIVABLES_PROJECT_ACCESS', 'TREASURY_RECEIVABLES_LOGS_ACCESS', 'TREASURY_RECEIVABLES_CLIENT_ACCESS', 'PROJECT_ACCESS'];

interface Site {
  projectId: number;
  projectName: string;
  clientName: string;
  /** The BOQ's item lines as the server bills them: id and total with profit. */
  lines: { id: number; description: string; amount: string }[];
}

/**
 * A client of its own and a project for it (15% down payment, 10% retention) whose BOQ has two
 * headings: General works (earthworks, concrete) and Finishing (finishes). All through the API.
 */
async function siteWithBoq(request: APIRequestContext, baseURL: string): Promise<Site> {
  const token = await apiLogin(request, DEMO.owner);
  const headers = { token };
  const locations = (await (await request.get('/api/select-box/location-list', { headers })).json()) as { value: number }[];
  const clientName = unique('Pacific Malls Corp');
  const client = await request.post('/api/client', { headers, data: { name: clientName, contactNumber: '+63 2 8123 4567', email: `${unique('ap')}@pacificmalls.ph`, locationId: locations[0].value } });
  expect(client.ok(), await client.text()).toBeTruthy();
  const clientAnswer = await client.json();
  const clientId = (clientAnswer.data ?? clientAnswer).id as number;
  const projectName = unique('Ortigas Mall Annex');
  const { projectId, boqId } = await createProjectWithBoq(request, token, projectName);
  const patched = await request.patch('/api/project', { headers, data: { id: projectId, clientId, downpaymentAmount: 15, retentionAmount: 10 } });
  expect(patched.ok(), await patched.text()).toBeTruthy();
  await buildBoq(baseURL, request, token, boqId, async (add, idOf) => {
    await add(0, 'General works');
    const general = await idOf('General works');
    await add(general, 'Earthworks', { type: 'ITEM', quantity: 1, materialUnitCost: 2000000 });
    await add(general, 'Concrete works', { type: 'ITEM', quantity: 1, materialUnitCost: 5000000 });
    await add(0, 'Finishing');
    await add(await idOf('Finishing'), 'Finishes', { type: 'ITEM', quantity: 1, materialUnitCost: 3000000 });
  });
  const rows = await previewRows<{ id: number; description: string; type: string; totalWithProfit: string; children: never[] }>(request, token, boqId);
  const lines = ['Earthworks', 'Concrete works', 'Finishes'].map((description) => {
    const row = rows.find((r) => r.description === description)!;
    return { id: row.id, description, amount: row.totalWithProfit };
  });
  return { projectId, projectName, clientName, lines };
}

async function fundBalance(request: APIRequestContext, id: number): Promise<string> {
  const token = await apiLogin(request, DEMO.owner);
  const answer = await request.get(`/api/treasury/fund-account?id=${id}`, { headers: { token } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return new Decimal((await answer.json()).data.balance).toFixed(2);
}

/** Opens a select field and picks an option, typing first to narrow the list. */
async function choose(scope: Locator, label: string, option: string | RegExp, search?: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (search) await field.fill(search);
  await scope.page().getByRole('option', { name: option }).first().click();
}

async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

test('a progress billing by percent of the BOQ: made with a live preview, approved by the owner in the queue, collected into a fund account, its PDF', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(300_000);
  const site = await siteWithBoq(request, baseURL!);
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const roleName = unique('Biller');
  const role = await request.post('/api/role', { headers: owner, data: { name: roleName, scopeList: BILLER_SCOPES } });
  expect(role.ok(), await role.text()).toBeTruthy();
  const biller: Member = await createMember(request, roleName, 'Biller');
  const bankName = unique('Metrobank Collections');
  const bank = await request.post('/api/treasury/fund-account', { headers: owner, data: { name: bankName, kind: 'BANK', openingBalance: '50000.00', bankName: 'Metrobank' } });
  expect(bank.status(), await bank.text()).toBe(201);
  const bankId = (await bank.json()).data.id as number;

  // What the server will bill: earthworks done, concrete at 40%, finishing (one heading) at 20%.
  const [earthworks, concrete, finishes] = site.lines;
  const expected = progressBilling(
    [
      { amount: earthworks.amount, previousPercent: 0, toDatePercent: 100 },
      { amount: concrete.amount, previousPercent: 0, toDatePercent: 40 },
      { amount: finishes.amount, previousPercent: 0, toDatePercent: 20 },
    ],
    { downpaymentPercent: 15, retentionPercent: 10, recoupedSoFar: 0 },
  );

  // The biller picks the project; its item lines come with what was billed before (nothing).
  await signIn(page, biller, BILLINGS_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress billings' })).toBeVisible();
  await page.getByRole('button', { name: 'New progress billing' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New progress billing' });
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByText('Choose the project and its bill of quantities')).toBeVisible();
  await choose(dialog, 'Project', site.projectName, site.projectName);
  await expect(dialog.getByTestId('billing-terms')).toContainText(`${site.clientName} · Down payment 15% · Retention 10% · Billing no. 1`);
  const percentOf = (line: { description: string }) => dialog.getByRole('textbox', { name: new RegExp(`^Percent to date of line \\d+, \\S+ ${line.description}$`) });
  await expect(percentOf(earthworks)).toBeVisible();
  // The header, the two headings, the three item lines.
  await expect(dialog.getByTestId('billing-lines').getByRole('row')).toHaveCount(6);

  // Keyboard: type, Enter goes to the next line's input.
  await percentOf(earthworks).click();
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(percentOf(concrete)).toBeFocused();
  await page.keyboard.type('40');
  // A whole heading at once.
  await choose(dialog, 'Set a heading to a percent', /Finishing$/);
  await dialog.getByRole('textbox', { name: 'Percent to date', exact: true }).fill('20');
  await dialog.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(percentOf(finishes)).toHaveValue('20');

  // The live preview shows the figures the server will bill.
  await expect(dialog.getByTestId('preview-gross')).toHaveText(formatCurrency(expected.grossAccomplishment));
  await expect(dialog.getByTestId('preview-recoupment')).toHaveText(formatCurrency(expected.downpaymentRecoupment));
  await expect(dialog.getByTestId('preview-vat')).toHaveText(formatCurrency(expected.vat));
  await expect(dialog.getByTestId('preview-retention')).toHaveText(formatCurrency(expected.retention));
  await expect(dialog.getByTestId('preview-amount-due')).toHaveText(formatCurrency(expected.amountDue));
  // Above 100 is refused on the line before anything is sent.
  await percentOf(concrete).fill('140');
  await expect(dialog.getByText('At most 100%')).toBeVisible();
  await expect(dialog.getByText('Correct the percents marked in red to see the figures.')).toBeVisible();
  await percentOf(concrete).fill('40');
  await expect(dialog.getByTestId('preview-amount-due')).toHaveText(formatCurrency(expected.amountDue));
  await expectAccessible(page);
  await shoot(page, 'receivables-new-billing', { accessibleOnPhone: true });
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expectNotice(page, 'Progress billing created successfully');
  await expect(dialog).toBeHidden();

  // Created: its drawer names the PB code, For review, the figures as stored.
  const drawer = page.getByRole('dialog', { name: new RegExp(`^PB-\\d{6} · ${site.projectName}$`) });
  await expect(drawer).toBeVisible();
  const code = /PB-\d{6}/.exec((await drawer.getByRole('heading').first().textContent()) ?? '')![0];
  await expect(drawer.getByTestId('billing-status')).toHaveText('For review');
  await expect(drawer.getByTestId('billing-amount-due')).toHaveText(formatCurrency(expected.amountDue));
  await expect(drawer.getByTestId('detail-gross')).toHaveText(formatCurrency(expected.grossAccomplishment));
  await expect(drawer.getByTestId('billing-detail-lines').getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
  await shoot(page, 'receivables-billing-drawer', { accessibleOnPhone: true });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('For review');
  await shoot(page, 'receivables-billings', { accessibleOnPhone: true });

  // The treasurer may review billings: the review page lists it, waiting for them too.
  await signIn(page, TREASURER, REVIEW_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing review' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for my review' }).getByRole('listitem').filter({ hasText: code })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText(site.projectName);
  await expectAccessible(page);
  await shoot(page, 'receivables-review', { accessibleOnPhone: true });

  // The owner approves it in "Waiting for my approval".
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, DEMO.owner);
  const queueItem = ownerPage.getByRole('region', { name: 'Waiting for my approval' }).getByRole('listitem').filter({ hasText: code });
  await expect(queueItem).toContainText(`Progress billing ${code}`);
  await expect(queueItem).toContainText(formatCurrency(expected.amountDue));
  await queueItem.getByRole('button', { name: `Approve Progress billing ${code}` }).click();
  await ownerPage.getByRole('dialog', { name: `Approve: Progress billing ${code}` }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(ownerPage.getByText('Approved successfully')).toBeVisible();
  await ownerContext.close();

  // The treasurer collects part of it into the fund account, from the logs page's "To collect".
  const part = '1000000.00';
  const before = await fundBalance(request, bankId);
  await page.goto(LOGS_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  const toCollect = page.getByTestId('to-collect').getByRole('listitem').filter({ hasText: code });
  await expect(toCollect).toContainText(formatCurrency(expected.amountDue));
  await toCollect.getByRole('button', { name: `Collect ${code}` }).click();
  const collect = page.getByRole('dialog', { name: 'Record collection' });
  // The balance by default.
  await expect(collect.getByRole('textbox', { name: 'Amount (PHP)' })).toHaveValue(formatCurrency(expected.amountDue).slice(1));
  await collect.getByRole('textbox', { name: 'Amount (PHP)' }).fill(part);
  await choose(collect, 'Fund account', new RegExp(`^${bankName}`), bankName);
  await collect.getByRole('textbox', { name: 'OR number' }).fill('OR-20931');
  await expectAccessible(page);
  await collect.getByRole('button', { name: 'Record collection' }).click();
  await expectNotice(page, 'Collection recorded successfully');
  await expect(collect).toBeHidden();
  expect(await fundBalance(request, bankId)).toBe(new Decimal(before).plus(part).toFixed(2));
  const logRow = page.getByRole('row').filter({ hasText: 'OR-20931' });
  await expect(logRow).toContainText(code);
  await expect(logRow).toContainText(formatCurrency(part));
  await expect(logRow).toContainText(bankName);

  // The billing is partially collected; the rest is collected from its drawer.
  await logRow.getByRole('button', { name: code }).click();
  const billing = page.getByRole('dialog', { name: new RegExp(`^${code} · `) });
  await expect(billing.getByTestId('billing-status')).toHaveText('Partially collected');
  const rest = new Decimal(expected.amountDue).minus(part).toFixed(2);
  await expect(billing.getByTestId('billing-balance')).toHaveText(formatCurrency(rest));
  await expect(billing.getByTestId('billing-collections')).toContainText('OR OR-20931');
  // Its PDF, as the client receives it.
  const [download] = await Promise.all([page.waitForEvent('download'), billing.getByRole('button', { name: 'Open PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${code}.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await billing.getByRole('button', { name: 'Record collection' }).click();
  const last = page.getByRole('dialog', { name: 'Record collection' });
  await expect(last.getByRole('textbox', { name: 'Amount (PHP)' })).toHaveValue(formatCurrency(rest).slice(1));
  await choose(last, 'Fund account', new RegExp(`^${bankName}`), bankName);
  await last.getByRole('button', { name: 'Record collection' }).click();
  await expectNotice(page, 'Collection recorded successfully');
  await expect(billing.getByTestId('billing-status')).toHaveText('Collected');
  await expect(billing.getByTestId('billing-balance')).toHaveText(formatCurrency('0'));
  expect(await fundBalance(request, bankId)).toBe(new Decimal(before).plus(expected.amountDue).toFixed(2));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('to-collect').getByRole('listitem').filter({ hasText: code })).toHaveCount(0);
  await shoot(page, 'receivables-logs', { accessibleOnPhone: true });

  // The client's statement: the billing, both collections, nothing owed; the charts.
  await page.goto(CLIENT_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Client receivables' })).toBeVisible();
  await choose(page.locator('main'), 'Client', site.clientName, site.clientName);
  const statement = page.getByRole('region', { name: `Statement of ${site.clientName}` });
  await expect(statement.getByTestId('statement-billed')).toHaveText(formatCurrency(expected.amountDue));
  await expect(statement.getByTestId('statement-collected')).toHaveText(formatCurrency(expected.amountDue));
  await expect(statement.getByTestId('statement-balance')).toHaveText(formatCurrency('0'));
  await expect(statement.getByTestId('statement-lines').getByRole('row')).toHaveCount(4);
  await expect(statement.getByTestId('statement-lines')).toContainText('Collected (OR-20931)');
  await expect(page.getByRole('region', { name: 'Receivables aging' }).locator('.recharts-surface')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billed and collected' }).locator('.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('collected-total')).not.toHaveText('₱0.00');
  await expectAccessible(page);
  await shoot(page, 'receivables-client', { accessibleOnPhone: true });
});

test('a billing below the previous one is refused on its line; a member without Projects is told why they cannot bill', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const site = await siteWithBoq(request, baseURL!);
  const owner = { token: await apiLogin(request, DEMO.owner) };
  // A first billing (API): earthworks at 50%.
  const [earthworks] = site.lines;
  const boqId = (await (await request.get(`/api/project?id=${site.projectId}`, { headers: owner })).json()).latestBoq.id as number;
  const first = await request.post('/api/treasury/billing', { headers: owner, data: { projectId: site.projectId, billOfQuantityId: boqId, periodEnd: '2026-11-25', lines: [{ boqItemId: earthworks.id, toDatePercent: 50 }] } });
  expect(first.status(), await first.text()).toBe(201);

  // The owner's second billing starts where the first left off: 50% is the floor of that line.
  await signIn(page, DEMO.owner, BILLINGS_PAGE);
  await page.getByRole('button', { name: 'New progress billing' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New progress billing' });
  await choose(dialog, 'Project', site.projectName, site.projectName);
  await expect(dialog.getByTestId('billing-terms')).toContainText('Billing no. 2');
  const earthworksInput = dialog.getByRole('textbox', { name: /^Percent to date of line 1, \S+ Earthworks$/ });
  await expect(earthworksInput).toHaveAttribute('placeholder', '50');
  await earthworksInput.fill('30');
  await expect(dialog.getByText('Not below the previous 50%')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByText('Correct the percents marked in red', { exact: true })).toBeVisible();
  // Nothing gained at all: said before anything is sent.
  await earthworksInput.fill('');
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByText('Enter the percent accomplished to date on at least one line')).toBeVisible();
  await page.keyboard.press('Escape');

  // The demo Treasurer holds no Projects access: the dialog says so instead of failing.
  await signIn(page, TREASURER, BILLINGS_PAGE);
  await page.getByRole('button', { name: 'New progress billing' }).first().click();
  const refused = page.getByRole('dialog', { name: 'New progress billing' });
  await expect(refused.getByText('Projects are not open to you')).toBeVisible();
  await expectAccessible(page);
});

interface LedgerEntry {
  id: number;
  kind: string;
  amount: string;
  createdAt: string;
}

/** The demo BDO account and its ledger, oldest first (API). */
async function bdoLedger(request: APIRequestContext) {
  const headers = { token: await apiLogin(request, DEMO.owner) };
  const accounts = (await (await request.get('/api/select-box/fund-account-list', { headers })).json()) as { label: string; value: number }[];
  const bdo = accounts.find((a) => a.label === 'BDO Current Account')!;
  const answer = await request.put('/api/treasury/fund-ledger?page=1&perPage=1000', {
    headers,
    data: { searchKeyword: '', filters: [{ key: 'fundAccountId', value: bdo.value }], settings: { sortBy: 'createdAt', sortOrder: 'asc' } },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return { id: bdo.value, entries: (await answer.json()).list as LedgerEntry[] };
}

const csv = (rows: string[][]) => Buffer.from(['Date,Description,Reference,Amount', ...rows.map((r) => r.join(','))].join('\n'));

test('bank reconciliation: a statement of the BDO account matched with its ledger, a line matched and unmatched by hand, a statement that matches nothing', async ({ page, request }) => {
  test.setTimeout(240_000);
  const bdo = await bdoLedger(request);
  // The demo's opening balance and the first supplier payment: the seed's oldest entries, weeks apart.
  const opening = bdo.entries.find((e) => e.kind === 'OPENING')!;
  const payment = bdo.entries.find((e) => e.kind === 'PAYMENT')!;
  expect(opening && payment, 'the demo BDO account has its opening and a payment').toBeTruthy();
  const day = (entry: LedgerEntry, shift = 0) => formatDate(new Date(new Date(entry.createdAt).getTime() + shift * 86_400_000));
  const bankAmount = (value: string) => new Decimal(value).toFixed(2);
  // Row 2 matches the opening; row 3 is the payment posted by the bank ten days later (beyond the
  // 3-day window, so matched by hand); row 4 is a bank charge the ledger does not have.
  const statement = csv([
    [day(opening), 'Opening deposit', 'DEP-0001', bankAmount(opening.amount)],
    [day(payment, 10), 'Check encashment', 'CHK-1042', bankAmount(payment.amount)],
    [day(payment, 5), 'Service charge', '', '-150.00'],
  ]);

  await signIn(page, TREASURER, '/member/treasury');
  await page.getByRole('textbox', { name: 'Search Fund accounts' }).fill('BDO Current Account');
  await page.getByRole('button', { name: 'Reconcile BDO Current Account' }).click();
  const drawer = page.getByRole('dialog', { name: 'Reconcile BDO Current Account' });
  await drawer.locator('input[type=file]').setInputFiles({ name: 'bdo-november.csv', mimeType: 'text/csv', buffer: statement });
  const view = drawer.getByTestId('statement-view');
  await expect(view).toContainText('bdo-november.csv');
  const counts = view.getByTestId('statement-counts');
  await expect(counts).toContainText('1 matched');
  await expect(counts).toContainText('2 unmatched lines');
  await expect(view.getByTestId('matched-line')).toContainText('Opening deposit');
  await expect(view.getByTestId('unmatched-entry').filter({ hasText: formatCurrency(payment.amount) })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'bank-reconciliation', { accessibleOnPhone: true });

  // The check is the payment: matched by hand, then undone, then matched again.
  await choose(view, 'Ledger entry for row 3', new RegExp(formatCurrency(payment.amount).replace(/[.$]/g, '\\$&')));
  await view.getByRole('button', { name: 'Match row 3' }).click();
  await expect(counts).toContainText('2 matched');
  await expect(counts).toContainText('1 unmatched line');
  await view.getByRole('button', { name: 'Unmatch row 3' }).click();
  await expect(counts).toContainText('1 matched');
  await choose(view, 'Ledger entry for row 3', new RegExp(formatCurrency(payment.amount).replace(/[.$]/g, '\\$&')));
  await view.getByRole('button', { name: 'Match row 3' }).click();
  await expect(counts).toContainText('2 matched');
  await expect(drawer.getByRole('row').filter({ hasText: 'bdo-november.csv' })).toContainText('2 of 3');

  // A statement of another account's lines: nothing matches.
  await drawer.locator('input[type=file]').setInputFiles({ name: 'not-ours.csv', mimeType: 'text/csv', buffer: csv([[day(payment), 'Unknown transfer', 'X-1', '98765.43'], [day(payment, 1), 'Unknown debit', 'X-2', '-12.34']]) });
  await expect(view).toContainText('not-ours.csv');
  await expect(counts).toContainText('0 matched');
  await expect(counts).toContainText('2 unmatched lines');
  // Earlier statements open again.
  await drawer.getByRole('button', { name: 'bdo-november.csv' }).click();
  await expect(counts).toContainText('2 matched');
  await expectAccessible(page);
});
