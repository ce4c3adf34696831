import { readFileSync } from 'node:fs';
import Decimal from 'decimal.js';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatCurrency } from '../../../packages/shared/src/format/currency';
import { apiLogin, createMember, DEMO, expectAccessible, shoot, signIn, unique, type Member } from './fixtures';

const PETTY_CASH_PAGE = '/member/treasury/pettycash';
const LIQUIDATION_PAGE = '/member/treasury/pettycash/liquidation';
/** A 1x1 PNG: a photographed receipt. */
const RECEIPT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A one-page PDF: a scanned receipt. */
const RECEIPT_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

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

/** New disbursement through the dialog; `receipt` is uploaded with it. */
async function disburse(page: Page, payee: string, description: string, amount: string, receipt?: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'New disbursement' }).click();
  const dialog = page.getByRole('dialog', { name: 'New disbursement' });
  await dialog.getByRole('textbox', { name: 'Payee' }).fill(payee);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('textbox', { name: 'Amount (PHP)' }).fill(amount);
  if (receipt) {
    await dialog.locator('input[type=file]').setInputFiles(receipt);
    await expect(dialog.getByRole('list', { name: 'Receipts uploaded' })).toContainText(receipt.name);
  }
  return dialog;
}

test('petty cash: the holder disburses with a receipt, liquidates, the owner approves, the fund is replenished', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  // A holder of their own (a treasurer) and their fund; a bank account to replenish it from.
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const holder: Member = await createMember(request, 'Treasurer', 'Holder');
  const holderId = ((await (await request.get('/api/account/my_account', { headers: { token: await apiLogin(request, holder) } })).json()) as { id: number }).id;
  const fundName = unique('Petty Cash – Ortigas Site');
  const fund = await request.post('/api/treasury/fund-account', { headers: owner, data: { name: fundName, kind: 'PETTY_CASH', openingBalance: '10000.00', holderId } });
  expect(fund.status(), await fund.text()).toBe(201);
  const fundId = (await fund.json()).data.id as number;
  const bankName = unique('UnionBank Operating');
  const bank = await request.post('/api/treasury/fund-account', { headers: owner, data: { name: bankName, kind: 'BANK', openingBalance: '100000.00', bankName: 'UnionBank' } });
  expect(bank.status(), await bank.text()).toBe(201);
  const bankId = (await bank.json()).data.id as number;

  // The holder's fund.
  await signIn(page, holder, PETTY_CASH_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Petty cash' })).toBeVisible();
  const myFund = page.getByTestId('my-fund');
  await expect(myFund).toContainText(fundName);
  await expect(myFund.getByTestId('my-fund-balance')).toHaveText('₱10,000.00');

  // A courier paid with its receipt photographed.
  let dialog = await disburse(page, 'Grab Express', 'Courier of the signed contract to the client', '1250.75', { name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Disburse' }).click();
  await expectNotice(page, 'Disbursement recorded successfully');
  await expect(dialog).toBeHidden();
  const courier = page.getByRole('row').filter({ hasText: 'Grab Express' });
  await expect(courier).toContainText('Unliquidated');
  const courierCode = (await courier.getByRole('button').first().textContent())!.trim();
  expect(courierCode).toMatch(/^PCV-\d{6}$/);
  await expect(myFund.getByTestId('my-fund-balance')).toHaveText('₱8,749.25');

  // Snacks paid before the receipt was at hand: it is attached afterwards.
  dialog = await disburse(page, 'Jollibee Ortigas', 'Snacks for the site inspection', '300');
  await dialog.getByRole('button', { name: 'Disburse' }).click();
  await expectNotice(page, 'Disbursement recorded successfully');
  const snacks = page.getByRole('row').filter({ hasText: 'Jollibee Ortigas' });
  const snacksCode = (await snacks.getByRole('button').first().textContent())!.trim();
  await expect(snacks).toContainText('None');
  await snacks.getByRole('button', { name: `Attach receipts ${snacksCode}` }).click();
  const attach = page.getByRole('dialog', { name: `Receipts of ${snacksCode}` });
  await attach.locator('input[type=file]').setInputFiles({ name: 'snacks-receipt.pdf', mimeType: 'application/pdf', buffer: RECEIPT_PDF });
  await expect(attach.getByRole('list', { name: 'Receipts uploaded' })).toContainText('snacks-receipt.pdf');
  await attach.getByRole('button', { name: 'Attach' }).click();
  await expectNotice(page, `Receipts attached to ${snacksCode}`);
  await expect(snacks.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  // Taxi fare without a receipt: liquidating it is refused by name.
  dialog = await disburse(page, 'Taxi', 'Fare to the city hall', '100');
  await dialog.getByRole('button', { name: 'Disburse' }).click();
  await expectNotice(page, 'Disbursement recorded successfully');
  const taxiCode = (await page.getByRole('row').filter({ hasText: 'Fare to the city hall' }).getByRole('button').first().textContent())!.trim();
  await expect(myFund.getByTestId('my-fund-balance')).toHaveText('₱8,349.25');
  await shoot(page, 'petty-cash', { accessibleOnPhone: true });

  await myFund.getByRole('button', { name: 'Liquidate' }).click();
  const liquidate = page.getByRole('dialog', { name: 'Liquidate vouchers' });
  // Those with receipts are ticked.
  await expect(liquidate.getByRole('checkbox', { name: new RegExp(courierCode) })).toBeChecked();
  await expect(liquidate.getByRole('checkbox', { name: new RegExp(snacksCode) })).toBeChecked();
  await expect(liquidate.getByRole('checkbox', { name: new RegExp(taxiCode) })).not.toBeChecked();
  await liquidate.getByRole('checkbox', { name: new RegExp(taxiCode) }).check();
  await expect(liquidate.getByTestId('liquidation-total')).toHaveText('₱1,650.75');
  await liquidate.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(liquidate.getByRole('alert')).toContainText(`${taxiCode} has no receipt attached`);
  await expectAccessible(page);
  await liquidate.getByRole('checkbox', { name: new RegExp(taxiCode) }).uncheck();
  await expect(liquidate.getByTestId('liquidation-total')).toHaveText('₱1,550.75');
  await liquidate.getByRole('textbox', { name: 'Memo' }).fill('Week 48 expenses');
  await liquidate.getByRole('button', { name: 'Submit for approval' }).click();
  await expectNotice(page, 'Liquidation submitted for approval');
  await expect(liquidate).toBeHidden();
  await expect(courier).toContainText('In liquidation');

  // The liquidation, with its vouchers and their receipts.
  await page.goto(LIQUIDATION_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Liquidations' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: fundName });
  await expect(row).toContainText('For approval');
  await expect(row).toContainText('₱1,550.75');
  const liquidationCode = (await row.getByRole('button').first().textContent())!.trim();
  expect(liquidationCode).toMatch(/^LQ-\d{6}$/);
  await row.getByRole('button', { name: liquidationCode, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Liquidation ${liquidationCode}` });
  const vouchers = drawer.getByTestId('liquidation-vouchers');
  await expect(vouchers).toContainText(courierCode);
  await expect(vouchers).toContainText(snacksCode);
  await expect(vouchers).not.toContainText(taxiCode);
  const [receipt] = await Promise.all([page.waitForEvent('download'), vouchers.getByRole('button', { name: 'snacks-receipt.pdf' }).click()]);
  expect(receipt.suggestedFilename()).toBe('snacks-receipt.pdf');
  expect(readFileSync(await receipt.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await shoot(page, 'petty-cash-liquidation-drawer', { accessibleOnPhone: true });
  await page.keyboard.press('Escape');

  // The owner approves it in "Waiting for my approval".
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, DEMO.owner);
  const queueItem = ownerPage.getByRole('region', { name: 'Waiting for my approval' }).getByRole('listitem').filter({ hasText: liquidationCode });
  await expect(queueItem).toContainText('₱1,550.75');
  await queueItem.getByRole('button', { name: `Approve Liquidation ${liquidationCode}` }).click();
  await ownerPage.getByRole('dialog', { name: `Approve: Liquidation ${liquidationCode}` }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(ownerPage.getByText('Approved successfully')).toBeVisible();
  await ownerContext.close();

  // Approved: the holder, a treasurer, replenishes the fund from the bank.
  await page.reload();
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: liquidationCode, exact: true }).click();
  await drawer.getByRole('button', { name: 'Replenish' }).click();
  const replenish = page.getByRole('dialog', { name: `Replenish ${fundName}` });
  await choose(replenish, 'From account', new RegExp(`^${bankName}`), bankName);
  await expectAccessible(page);
  await replenish.getByRole('button', { name: 'Replenish' }).click();
  await expectNotice(page, 'Fund replenished successfully');
  await expect(drawer.getByTestId('replenished-note')).toBeVisible();
  // The fund is back to its amount less the taxi fare still unliquidated; the bank paid the rest.
  expect(await fundBalance(request, fundId)).toBe('9900.00');
  expect(await fundBalance(request, bankId)).toBe(new Decimal('100000.00').minus('1550.75').toFixed(2));
  await page.keyboard.press('Escape');
  await shoot(page, 'petty-cash-liquidations', { accessibleOnPhone: true });

  await page.goto(PETTY_CASH_PAGE);
  await expect(myFund.getByTestId('my-fund-balance')).toHaveText(formatCurrency('9900'));
  await expect(page.getByRole('row').filter({ hasText: 'Grab Express' })).toContainText('Liquidated');

  // Someone who holds no fund is told so.
  await signIn(page, DEMO.owner, PETTY_CASH_PAGE);
  await expect(page.getByTestId('no-fund')).toContainText('You do not hold a petty cash fund');
  await expectAccessible(page);
});
