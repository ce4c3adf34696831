import { readFileSync } from 'node:fs';
import Decimal from 'decimal.js';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatCurrency } from '../../../packages/shared/src/format/currency';
import { apiLogin, DEMO, expectAccessible, shoot, signIn, unique } from './fixtures';
import { approveThroughApi } from './purchasing-api';

/** The demo Treasurer: every TREASURY_* scope but the approvals (the owner approves requests for payment). */
const TREASURER = { email: 'treasury@bayanihan.ph', password: 'Treasury123!', name: 'Corazon Reyes' };
const ESTIMATOR = { email: 'estimator@bayanihan.ph', password: 'Estimator123!' };

const RFP_PAGE = '/member/treasury/payables/request-payment';
const ORDERS_PAGE = '/member/treasury/payables/purchase-order';
const SUPPLIERS_PAGE = '/member/treasury/payables/suppliers';

interface Order {
  id: number;
  code: string;
  supplierName: string;
  total: string;
  balance: string;
}

/**
 * An approved purchase order of its own supplier, nothing paid on it (API): the estimator asks, the
 * owner approves the request and orders `quantity` at `unitPrice`, VAT inclusive.
 */
async function orderWithBalance(request: APIRequestContext, quantity: number, unitPrice: string): Promise<Order> {
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const project = await request.post('/api/project', { headers: owner, data: { name: unique('Treasury Site'), budget: 2_000_000 } });
  expect(project.ok(), await project.text()).toBeTruthy();
  const projectId = (await project.json()).data.id as number;
  const projects = (await (await request.get('/api/select-box/project-list', { headers: owner })).json()) as { value: number; warehouseId: number }[];
  const warehouseId = projects.find((p) => p.value === projectId)!.warehouseId;
  const tag = unique('tr').replace(/\W/g, '').toUpperCase();
  const item = await request.post('/api/items', { headers: owner, data: { name: `Boysen Paint ${tag}`, sku: `${tag}-PNT`, description: '', estimatedBuyingPrice: 1000, size: 1, uom: 'gal' } });
  expect(item.ok(), await item.text()).toBeTruthy();
  const itemId = (await item.json()).data.id as number;

  const estimator = { token: await apiLogin(request, ESTIMATOR) };
  const asked = await request.post('/api/purchase-order/request', {
    headers: estimator,
    data: { projectId, warehouseId, deliveryDate: '2026-12-15T00:00:00.000Z', items: [{ itemId, quantity, rate: unitPrice }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const purchaseRequest = (await asked.json()).data as { id: number; status: string };
  if (purchaseRequest.status === 'FOR_APPROVAL') await approveThroughApi(request, owner.token, 'PURCHASE_REQUEST', purchaseRequest.id);
  const lines = (await (await request.get(`/api/purchase-order/request?id=${purchaseRequest.id}`, { headers: owner })).json()).data.items as { id: number }[];

  const supplierName = unique('Makati Paints Trading');
  const supplier = await request.post('/api/supplier', { headers: owner, data: { name: supplierName, paymentTerms: 'Net 30' } });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const supplierId = (await supplier.json()).data.id as number;
  const ordered = await request.post('/api/purchase-order', {
    headers: owner,
    data: { supplierId, warehouseId, deliveryDate: '2026-12-15T00:00:00.000Z', lines: [{ purchaseRequestLineId: lines[0].id, quantity, unitPrice, vatInclusive: true }] },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const order = (await ordered.json()).data as { id: number; code: string; status: string; total: string; balance: string };
  if (order.status === 'FOR_APPROVAL') await approveThroughApi(request, owner.token, 'PURCHASE_ORDER', order.id);
  expect(new Decimal(order.balance).toFixed(2)).toBe(new Decimal(order.total).toFixed(2));
  return { id: order.id, code: order.code, supplierName, total: new Decimal(order.total).toFixed(2), balance: new Decimal(order.balance).toFixed(2) };
}

/** A fund account of its own with an opening balance (API, as the owner). */
async function fundAccount(request: APIRequestContext, label: string, opening: string, kind: 'BANK' | 'CASH_ON_HAND' = 'BANK') {
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const name = unique(label);
  const created = await request.post('/api/treasury/fund-account', { headers: owner, data: { name, kind, openingBalance: opening, bankName: kind === 'BANK' ? 'BPI' : '' } });
  expect(created.status(), await created.text()).toBe(201);
  return { id: (await created.json()).data.id as number, name };
}

async function fundBalance(request: APIRequestContext, id: number): Promise<string> {
  const token = await apiLogin(request, DEMO.owner);
  const answer = await request.get(`/api/treasury/fund-account?id=${id}`, { headers: { token } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return (await answer.json()).data.balance as string;
}

/** Opens a select field and picks an option, typing first to narrow the list. */
async function choose(scope: Locator, label: string, option: string | RegExp, search?: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (search) await field.fill(search);
  await scope.page().getByRole('option', { name: option }).first().click();
}

/** Narrows a table to one search (the table's "Search by" choice, then the keyword). */
async function searchTable(page: Page, tableLabel: string, searchBy: string | null, keyword: string) {
  if (searchBy) {
    await page.getByRole('combobox', { name: 'Search by' }).click();
    await page.getByRole('option', { name: `Search by ${searchBy}`, exact: true }).click();
  }
  await page.getByRole('textbox', { name: `Search ${tableLabel}` }).fill(keyword);
}

/** The payable orders table narrowed to one order: its row. */
async function orderRow(page: Page, code: string) {
  await searchTable(page, 'Payable purchase orders', null, code);
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  return row;
}

/** The requests table narrowed to one order's requests. */
async function requestRows(page: Page, orderCode: string) {
  await searchTable(page, 'Requests for payment', 'Purchase order', orderCode);
  return page.getByRole('row').filter({ hasText: orderCode });
}

async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** The cash position card of a fund account on the treasury overview. */
const cashCard = (page: Page, name: string) => page.getByTestId('cash-card').filter({ hasText: name });

test('a purchase order is paid through a request for payment: raised by the treasurer, approved by the owner in the queue, paid from a fund account', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const order = await orderWithBalance(request, 4, '12345.50');
  const bank = await fundAccount(request, 'RCBC Payables Account', '100000.00');
  const amount = '15000.55';
  const balanceAfter = new Decimal(order.balance).minus(amount).toFixed(2);

  // Before: the order owes its whole total; the account holds its opening balance.
  await signIn(page, TREASURER, ORDERS_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Payable purchase orders' })).toBeVisible();
  await expect((await orderRow(page, order.code)).getByTestId('order-balance')).toHaveText(formatCurrency(order.balance));
  await page.goto('/member/treasury');
  await expect(cashCard(page, bank.name).getByTestId('cash-card-balance')).toHaveText('₱100,000.00');

  // The treasurer raises the request from the requests screen, picking the order by its code.
  await page.goto(RFP_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests for payment' })).toBeVisible();
  await page.getByRole('button', { name: 'New request for payment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New request for payment' });
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(dialog.getByText('Purchase order is required')).toBeVisible();
  await choose(dialog, 'Purchase order', new RegExp(`^${order.code} · `), order.code);
  // The whole balance by default.
  await expect(dialog.getByRole('textbox', { name: 'Amount (PHP)' })).toHaveValue(formatCurrency(order.balance).slice(1));
  await dialog.getByRole('textbox', { name: 'Amount (PHP)' }).fill(amount);
  await dialog.getByRole('textbox', { name: 'Memo' }).fill('First payment, on delivery of the first lot');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expectNotice(page, 'Request for payment created successfully');
  await expect(dialog).toBeHidden();
  const row = (await requestRows(page, order.code)).first();
  await expect(row).toContainText('For approval');
  await expect(row).toContainText(formatCurrency(amount));
  await expect(row).toContainText(order.supplierName);
  await expect(row).toContainText(TREASURER.name);
  const rfpCode = (await row.getByRole('button').first().textContent())!.trim();
  expect(rfpCode).toMatch(/^RFP-\d{6}$/);
  // Not approved yet: nothing to pay.
  await expect(row.getByRole('button', { name: `Pay ${rfpCode}` })).toHaveCount(0);

  // The owner, in another browser, finds it in "Waiting for my approval", opens it, then approves it.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, DEMO.owner);
  const queueItem = ownerPage.getByRole('region', { name: 'Waiting for my approval' }).getByRole('listitem').filter({ hasText: rfpCode });
  await expect(queueItem).toContainText(`Request for payment ${rfpCode}`);
  await expect(queueItem).toContainText(formatCurrency(amount));
  await expect(queueItem).toContainText(`requested by ${TREASURER.name}`);
  await queueItem.getByRole('link', { name: `Open Request for payment ${rfpCode}` }).click();
  await expect(ownerPage).toHaveURL(new RegExp(`${RFP_PAGE}\\?id=\\d+$`));
  const drawer = ownerPage.getByRole('dialog', { name: `Request for payment ${rfpCode}` });
  await expect(drawer).toContainText(order.code);
  await expect(drawer).toContainText(order.supplierName);
  await expect(drawer.getByTestId('request-amount')).toHaveText(formatCurrency(amount));
  await expect(drawer.getByTestId('approval-trail')).toContainText(`Submitted by ${TREASURER.name}`);
  await expectAccessible(ownerPage);
  await ownerPage.goBack();
  await queueItem.getByRole('button', { name: `Approve Request for payment ${rfpCode}` }).click();
  const approve = ownerPage.getByRole('dialog', { name: `Approve: Request for payment ${rfpCode}` });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(ownerPage.getByText('Approved successfully')).toBeVisible();
  await expect(queueItem).toHaveCount(0);
  await ownerContext.close();

  // The treasurer pays it from the fund account, whose balance the choice shows.
  await page.reload();
  const approved = (await requestRows(page, order.code)).filter({ hasText: rfpCode });
  await expect(approved).toContainText('Approved');
  await approved.getByRole('button', { name: `Pay ${rfpCode}` }).click();
  const pay = page.getByRole('dialog', { name: `Pay ${rfpCode}` });
  await pay.getByRole('button', { name: `Pay ${formatCurrency(amount)}` }).click();
  await expect(pay.getByText('Choose the fund account to pay from')).toBeVisible();
  await choose(pay, 'Pay from', new RegExp(`^${bank.name}`), bank.name);
  await expect(pay.getByRole('combobox', { name: 'Pay from' })).toHaveValue(`${bank.name} · ₱100,000.00`);
  await expectAccessible(page);
  await pay.getByRole('button', { name: `Pay ${formatCurrency(amount)}` }).click();
  await expectNotice(page, 'Payment recorded successfully');
  await expect(pay).toBeHidden();
  await expect(approved).toContainText('Paid');
  await expect(approved.getByRole('button', { name: `Pay ${rfpCode}` })).toHaveCount(0);

  // The order's balance fell by exactly the amount; its payments name the account, the request and the payer.
  await page.goto(ORDERS_PAGE);
  const paidOrder = await orderRow(page, order.code);
  await expect(paidOrder.getByTestId('order-balance')).toHaveText(formatCurrency(balanceAfter));
  await expect(paidOrder).toContainText(formatCurrency(amount));
  await paidOrder.getByRole('button', { name: `Payments of ${order.code}` }).click();
  const payments = page.getByRole('dialog', { name: `Payments of ${order.code}` });
  const paymentRow = payments.getByTestId('payment-history').getByRole('row').filter({ hasText: rfpCode });
  await expect(paymentRow).toContainText(bank.name);
  await expect(paymentRow).toContainText(TREASURER.name);
  await expect(paymentRow).toContainText(formatCurrency(amount));
  await expect(payments.getByRole('table', { name: `Requests for payment of ${order.code}` })).toContainText('Paid');
  await expectAccessible(page);
  await shoot(page, 'treasury-order-payments', { accessibleOnPhone: true });
  await page.keyboard.press('Escape');

  // The fund account's balance fell by exactly the amount, on the overview and in its ledger; a payment is not reversed there.
  await page.goto('/member/treasury');
  await expect(cashCard(page, bank.name).getByTestId('cash-card-balance')).toHaveText('₱84,999.45');
  expect(await fundBalance(request, bank.id)).toBe('84999.45');
  await cashCard(page, bank.name).getByRole('button', { name: bank.name }).click();
  const ledger = page.getByRole('dialog', { name: `Ledger: ${bank.name}` });
  await expect(ledger.getByTestId('ledger-balance')).toHaveText('₱84,999.45');
  const paymentEntry = ledger.getByRole('row').filter({ hasText: rfpCode });
  await expect(paymentEntry).toContainText('Payment');
  await expect(paymentEntry).toContainText('-₱15,000.55');
  await expect(paymentEntry.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The supplier's statement: the order charged, the payment, what is still owed.
  await page.goto(SUPPLIERS_PAGE);
  await page.getByRole('textbox', { name: 'Find a supplier' }).fill(order.supplierName);
  await page.getByRole('button', { name: `Statement of ${order.supplierName}` }).click();
  const statement = page.getByRole('dialog', { name: `Statement: ${order.supplierName}` });
  await expect(statement.getByTestId('statement-balance')).toHaveText(formatCurrency(balanceAfter));
  const lines = statement.getByTestId('supplier-statement').getByRole('row');
  await expect(lines.filter({ hasText: order.code }).first()).toContainText(formatCurrency(order.total));
  await expect(lines.filter({ hasText: rfpCode })).toContainText(formatCurrency(balanceAfter));
  await expectAccessible(page);
  await shoot(page, 'treasury-supplier-statement', { accessibleOnPhone: true });
});

test('a payment from an account holding too little is refused with the server message and changes nothing', async ({ page, request }) => {
  test.setTimeout(240_000);
  const order = await orderWithBalance(request, 2, '3500.25');
  const cash = await fundAccount(request, 'Cash on Hand Pasig', '500.00', 'CASH_ON_HAND');

  // The treasurer requests the whole balance from the payables' order screen.
  await signIn(page, TREASURER, ORDERS_PAGE);
  const row = await orderRow(page, order.code);
  await row.getByRole('button', { name: `Request payment ${order.code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New request for payment' });
  await expect(dialog).toContainText(order.code);
  await expect(dialog.getByRole('textbox', { name: 'Amount (PHP)' })).toHaveValue(formatCurrency(order.balance).slice(1));
  // More than the balance: the dialog says it will be refused.
  await dialog.getByRole('textbox', { name: 'Amount (PHP)' }).fill(new Decimal(order.balance).plus('0.01').toFixed(2));
  await expect(dialog.getByText(/it will be refused/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount (PHP)' }).fill(order.balance);
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expectNotice(page, 'Request for payment created successfully');
  await expect(dialog).toBeHidden();

  const token = await apiLogin(request, TREASURER);
  const requests = await request.put('/api/treasury/payment-request?page=1&perPage=5', { headers: { token }, data: { filters: [{ key: 'purchaseOrderId', value: order.id }] } });
  const created = ((await requests.json()) as { list: { id: number; code: string }[] }).list;
  expect(created).toHaveLength(1);
  await approveThroughApi(request, await apiLogin(request, DEMO.owner), 'PAYMENT_REQUEST', created[0].id);

  await page.goto(RFP_PAGE);
  const approved = (await requestRows(page, order.code)).filter({ hasText: created[0].code });
  await expect(approved).toContainText('Approved');
  await approved.getByRole('button', { name: `Pay ${created[0].code}` }).click();
  const pay = page.getByRole('dialog', { name: `Pay ${created[0].code}` });
  await choose(pay, 'Pay from', new RegExp(`^${cash.name}`), cash.name);
  // The dialog warns; the server decides.
  await expect(pay.getByText(`${cash.name} holds ₱500.00`)).toBeVisible();
  await expectAccessible(page);
  await pay.getByRole('button', { name: `Pay ${formatCurrency(order.balance)}` }).click();
  await expect(page.getByTestId('error-dialog-message')).toHaveText(`Insufficient funds in ${cash.name}`);
  await page.getByRole('button', { name: 'OK' }).click();
  // Nothing changed: the dialog keeps the choice, the request is still approved, the money where it was.
  await expect(pay.getByRole('combobox', { name: 'Pay from' })).toHaveValue(`${cash.name} · ₱500.00`);
  await pay.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(approved).toContainText('Approved');
  expect(await fundBalance(request, cash.id)).toBe('500.00');
  await page.goto(ORDERS_PAGE);
  await expect((await orderRow(page, order.code)).getByTestId('order-balance')).toHaveText(formatCurrency(order.balance));
  await page.goto('/member/treasury');
  await cashCard(page, cash.name).getByRole('button', { name: cash.name }).click();
  const ledger = page.getByRole('dialog', { name: `Ledger: ${cash.name}` });
  await expect(ledger.getByTestId('ledger-balance')).toHaveText('₱500.00');
  await expect(ledger.getByRole('table', { name: `Ledger of ${cash.name}` }).getByRole('row')).toHaveCount(2);
});

test('a returned request is submitted again, then canceled with a reason', async ({ page, request }) => {
  test.setTimeout(240_000);
  const order = await orderWithBalance(request, 1, '8800.00');
  const treasurer = { token: await apiLogin(request, TREASURER) };
  const created = await request.post('/api/treasury/payment-request', { headers: treasurer, data: { purchaseOrderId: order.id, amount: '8800.00', memo: 'Full payment' } });
  expect(created.status(), await created.text()).toBe(201);
  const rfp = (await created.json()).data as { id: number; code: string };
  // The owner returns it from the queue (API): the reason travels with it.
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const pending = (await (await request.get('/api/approval/pending', { headers: owner })).json()) as { id: number; documentType: string; documentId: number }[];
  const step = pending.find((p) => p.documentType === 'PAYMENT_REQUEST' && p.documentId === rfp.id)!;
  const returned = await request.post(`/api/approval/${step.id}/return`, { headers: owner, data: { reason: 'Attach the delivery receipt first' } });
  expect(returned.ok(), await returned.text()).toBeTruthy();

  await signIn(page, TREASURER, RFP_PAGE);
  const row = (await requestRows(page, order.code)).filter({ hasText: rfp.code });
  await expect(row).toContainText('Returned');
  await expect(row).toContainText('Attach the delivery receipt first');
  await row.getByRole('button', { name: `Submit again ${rfp.code}` }).click();
  await expectNotice(page, 'Request for payment submitted for approval');
  await expect(row).toContainText('For approval');

  // Canceled with a reason: the request leaves the owner's queue and frees the order's balance.
  await row.getByRole('button', { name: `Cancel ${rfp.code}` }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${rfp.code}` });
  await cancel.getByRole('button', { name: 'Cancel request' }).click();
  await expect(cancel.getByText('Give a reason')).toBeVisible();
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('The supplier will bill again with the correct TIN');
  await cancel.getByRole('button', { name: 'Cancel request' }).click();
  await expectNotice(page, 'Request for payment canceled');
  await expect(row).toContainText('Canceled');
  await expect(row).toContainText('The supplier will bill again with the correct TIN');
  await expect(row.getByRole('button', { name: `Cancel ${rfp.code}` })).toHaveCount(0);
  const again = await request.post('/api/treasury/payment-request', { headers: treasurer, data: { purchaseOrderId: order.id, amount: '8800.00' } });
  expect(again.status(), await again.text()).toBe(201);

  // Its drawer keeps the whole story: the return, the second submission, the cancel.
  await row.getByRole('button', { name: rfp.code, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Request for payment ${rfp.code}` });
  await expect(drawer).toContainText('Canceled: The supplier will bill again with the correct TIN');
  await expect(drawer.getByTestId('approval-trail')).toContainText('Attach the delivery receipt first');
  await expectAccessible(page);
});

test('a fund account opened with a deposit and a withdrawal shows them in its ledger; a reversal needs a reason and puts the balance back', async ({ page }) => {
  test.setTimeout(180_000);
  const name = unique('BPI Collections');
  await signIn(page, TREASURER, '/member/treasury');
  await expect(page.getByRole('heading', { level: 1, name: 'Treasury' })).toBeVisible();
  await page.getByRole('button', { name: 'New fund account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New fund account' });
  await dialog.getByRole('button', { name: 'Open fund account' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(dialog.getByRole('combobox', { name: 'Kind' })).toHaveValue('Bank account');
  await dialog.getByRole('textbox', { name: 'Opening balance (PHP)' }).fill('25000');
  await dialog.getByRole('textbox', { name: 'Bank' }).fill('BPI');
  await dialog.getByRole('textbox', { name: 'Account number' }).fill('1234-5678-90');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Open fund account' }).click();
  await expectNotice(page, 'Fund account created successfully');

  // Its ledger opens: the opening balance is its first entry.
  const ledger = page.getByRole('dialog', { name: `Ledger: ${name}` });
  await expect(ledger.getByTestId('ledger-balance')).toHaveText('₱25,000.00');
  const entries = ledger.getByRole('table', { name: `Ledger of ${name}` }).getByRole('row');
  await expect(entries.filter({ hasText: 'Opening balance' })).toContainText('₱25,000.00');

  const record = async (kind: 'Deposit' | 'Withdrawal', amount: string, memo: string) => {
    await ledger.getByRole('button', { name: 'Deposit or withdraw' }).click();
    const entry = page.getByRole('dialog', { name: `Deposit or withdraw: ${name}` });
    await entry.getByText(kind, { exact: true }).click();
    await entry.getByRole('textbox', { name: 'Amount (PHP)' }).fill(amount);
    await entry.getByRole('textbox', { name: 'Memo' }).fill(memo);
    await entry.getByRole('button', { name: `Record ${kind.toLowerCase()}` }).click();
    await expectNotice(page, 'Entry recorded successfully');
    await expect(entry).toBeHidden();
  };
  await record('Deposit', '1234.56', 'Collection from Villanueva Residences, OR 2231');
  await expect(ledger.getByTestId('ledger-balance')).toHaveText('₱26,234.56');
  await record('Withdrawal', '234.56', 'Bank charges');
  await expect(ledger.getByTestId('ledger-balance')).toHaveText('₱26,000.00');
  const deposit = entries.filter({ hasText: 'Collection from Villanueva Residences' });
  await expect(deposit).toContainText('₱1,234.56');
  await expect(deposit).toContainText('₱26,234.56');
  await expect(entries.filter({ hasText: 'Bank charges' })).toContainText('-₱234.56');
  await expectAccessible(page);

  // Reverse the deposit: a reason is required; the balance goes back and the deposit is marked.
  await deposit.getByRole('button', { name: 'Reverse Deposit of ₱1,234.56' }).click();
  const reverse = page.getByRole('dialog', { name: 'Reverse entry' });
  await reverse.getByRole('button', { name: 'Reverse entry' }).click();
  await expect(reverse.getByText('Give a reason')).toBeVisible();
  await reverse.getByRole('textbox', { name: 'Reason' }).fill('Posted to the wrong account');
  await reverse.getByRole('button', { name: 'Reverse entry' }).click();
  await expectNotice(page, 'Entry reversed successfully');
  await expect(ledger.getByTestId('ledger-balance')).toHaveText('₱24,765.44');
  await expect(deposit).toContainText('Reversed');
  await expect(deposit.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  const reversal = entries.filter({ hasText: 'Posted to the wrong account' });
  await expect(reversal).toContainText('Reversal');
  await expect(reversal).toContainText('-₱1,234.56');
  await expect(reversal.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  // Judged once the notices have gone: one still sliding in over the drawer's overlay is half its colours.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await shoot(page, 'treasury-ledger', { accessibleOnPhone: true });
  await page.keyboard.press('Escape');

  // The overview shows the new balance; the table finds the account.
  await expect(cashCard(page, name).getByTestId('cash-card-balance')).toHaveText('₱24,765.44');
  await searchTable(page, 'Fund accounts', null, name);
  await expect(page.getByRole('table', { name: 'Fund accounts' }).getByRole('row').filter({ hasText: name })).toContainText('₱24,765.44');
});

test('the treasury screens draw their charts and pass axe at desktop and phone width', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, TREASURER, '/member/treasury');
  const cashChart = page.getByRole('img', { name: /^Balance by fund account: / });
  await expect(cashChart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(cashChart).toHaveAttribute('aria-label', /BDO Current Account ₱/);
  const agingChart = page.getByRole('img', { name: /^Payables by days past due: Current ₱/ });
  await expect(agingChart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  for (const bucket of ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days']) {
    await expect(page.getByRole('region', { name: 'Payables aging' }).getByText(bucket, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Due this week' })).toBeVisible();
  await expect(page.getByTestId('total-cash')).toHaveText(/^Total ₱[\d,]+\.\d{2}$/);
  await expectAccessible(page);
  await shoot(page, 'treasury-dashboard', { accessibleOnPhone: true });

  // On a phone the fund accounts are cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'Fund accounts' }).getByTestId('table-card').filter({ hasText: 'BDO Current Account' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'New fund account' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New fund account' });
  await choose(dialog, 'Kind', 'Petty cash fund');
  await expect(dialog.getByRole('textbox', { name: 'Fund amount (PHP)' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Bank' })).toHaveCount(0);
  await shoot(page, 'treasury-new-fund-account', { accessibleOnPhone: true });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(dialog).toBeHidden();

  for (const [path, heading, name] of [
    [RFP_PAGE, 'Requests for payment', 'treasury-requests'],
    [ORDERS_PAGE, 'Payable purchase orders', 'treasury-orders'],
    [SUPPLIERS_PAGE, 'Suppliers', 'treasury-suppliers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, name, { accessibleOnPhone: true });
  }

  // The owner reads purchasing's supplier list: the suppliers are a table there, each with its statement.
  await signIn(page, DEMO.owner, SUPPLIERS_PAGE);
  const suppliers = page.getByRole('table', { name: 'Suppliers' });
  await expect(suppliers.getByRole('row').nth(1)).toBeVisible();
  await suppliers.getByRole('button', { name: /^Statement of / }).first().click();
  await expect(page.getByRole('dialog', { name: /^Statement: / }).getByTestId('statement-balance')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'treasury-suppliers-owner', { accessibleOnPhone: true });
});

test('a supplier under expanded withholding: the payment keeps the tax back and its statement hands out BIR Form 2307', async ({ page, request }) => {
  const order = await orderWithBalance(request, 4, '28000.00');
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const suppliers = await (await request.put('/api/supplier?page=1&perPage=5', { headers: owner, data: { searchKeyword: order.supplierName } })).json();
  const supplierId = suppliers.list[0].id as number;
  const patched = await request.patch('/api/supplier', { headers: owner, data: { id: supplierId, ewtAtc: 'WC158', tin: '000-555-777-000' } });
  expect(patched.ok(), await patched.text()).toBeTruthy();
  const bank = await fundAccount(request, 'EWT Bank', '500000.00');
  const treasurer = { token: await apiLogin(request, TREASURER) };
  const rfp = await request.post('/api/treasury/payment-request', { headers: treasurer, data: { purchaseOrderId: order.id, amount: order.balance } });
  expect(rfp.status(), await rfp.text()).toBe(201);
  await approveThroughApi(request, owner.token, 'PAYMENT_REQUEST', (await rfp.json()).data.id);
  const paid = await request.post(`/api/treasury/payment-request/${(await rfp.json()).data.id}/pay`, { headers: treasurer, data: { fundAccountId: bank.id } });
  expect(paid.status(), await paid.text()).toBe(201);
  // ₱112,000.00: base ₱100,000.00, 1% withheld; the bank paid ₱111,000.00.
  expect((await paid.json()).data).toMatchObject({ withheldTax: '1000.00', netPaid: '111000.00' });
  expect(await fundBalance(request, bank.id)).toBe('389000.00');

  await signIn(page, TREASURER, SUPPLIERS_PAGE);
  await page.getByRole('textbox', { name: 'Find a supplier' }).fill(order.supplierName);
  await page.getByRole('button', { name: `Statement of ${order.supplierName}` }).click();
  const statement = page.getByRole('dialog', { name: `Statement: ${order.supplierName}` });
  await expect(statement.getByTestId('certificate-2307-summary')).toHaveText('WC158: income payments ₱100,000.00, tax withheld ₱1,000.00');
  const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'Download BIR Form 2307' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^BIR-2307 .+ Q\d \d{4}\.pdf$/);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  await expectAccessible(page);
});

test("a supplier's bill without an order is requested from the requests screen", async ({ page, request }) => {
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const supplierName = unique('Bukid Hauling Services');
  const supplier = await request.post('/api/supplier', { headers: owner, data: { name: supplierName, paymentTerms: 'Net 15' } });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const invoice = unique('SI').toUpperCase();

  await signIn(page, TREASURER, RFP_PAGE);
  await page.getByRole('button', { name: 'New request for payment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New request for payment' });
  await dialog.getByText('A bill without an order', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'A bill without an order' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(dialog.getByText('Supplier is required')).toBeVisible();
  await choose(dialog, 'Supplier', supplierName, supplierName);
  await dialog.getByRole('textbox', { name: "Supplier's invoice number" }).fill(invoice);
  await dialog.getByRole('textbox', { name: 'Amount (PHP)' }).fill('56000');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(dialog).toBeHidden();
  await searchTable(page, 'Requests for payment', 'Supplier', supplierName);
  const row = page.getByRole('row').filter({ hasText: `Bill ${invoice}` }).first();
  await expect(row).toContainText('For approval');
  await expect(row).toContainText(supplierName);
  await expect(row).toContainText('₱56,000.00');
});
