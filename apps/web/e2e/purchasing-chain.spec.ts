import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';
import { choose, createItem, projectWithBoqLine } from './purchasing-api';

const ESTIMATOR = { email: 'estimator@bayanihan.ph', password: 'Estimator123!' };

const rowOf = (page: Page, text: string): Locator => page.locator('[role=row][data-row-id]').filter({ hasText: text });

/**
 * The whole chain on screen: BOQ line -> purchase request (the estimator, from the BOQ dialog) ->
 * approval (the owner, from the dashboard queue) -> purchase order with the supplier's last price ->
 * receipt -> the BOQ's requested-of-total, the order's received and balance, the project's trail.
 */
test('BOQ line to stock: request, approval, order, receipt, and every screen shows where the line stands', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const token = await apiLogin(request, DEMO.owner);
  const headers = { token };
  const rebar = await createItem(request, token, 'Deformed Bar 12mm', 180);
  const supplierName = unique('Steel Asia Dealer');
  const supplier = await request.post('/api/supplier', { headers, data: { name: supplierName } });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const supplierId = (await supplier.json()).data.id as number;
  const price = await request.post('/api/supplier/item-price', { headers, data: { supplierId, itemId: rebar.id, price: 175.5 } });
  expect(price.ok(), await price.text()).toBeTruthy();
  const { projectId, boqId, line } = await projectWithBoqLine(baseURL!, request, token, rebar.id, 'Column rebar', 20, 180);

  // 1. The estimator requests 12 of the 20 from the BOQ.
  await signIn(page, ESTIMATOR, `/member/project/${projectId}?boq=${boqId}`);
  await expect(rowOf(page, 'Column rebar')).toBeVisible();
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await page.getByRole('dialog', { name: 'Lock Bill of Quantity' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('boq-status')).toHaveText('LOCKED');
  await rowOf(page, 'Column rebar').getByLabel('Tick Column rebar for purchase').check();
  await page.getByRole('button', { name: /Purchase Request \(1\)/ }).click();
  const prDialog = page.getByRole('dialog', { name: 'Purchase Request' });
  await prDialog.getByLabel('Quantity of Column rebar').fill('12');
  await prDialog.getByRole('button', { name: 'Submit Purchase Request' }).click();
  await expect(page.getByText('Purchase request created successfully')).toBeVisible();
  await expect(rowOf(page, 'Column rebar').locator('[data-field=quantity]')).toHaveText('12 of 20');
  const requestRow = (
    (await (await request.put('/api/purchase-order/request?page=1&perPage=1', { headers, data: { filters: [{ key: 'projectId', value: projectId }], settings: { sortBy: 'createdAt', sortOrder: 'desc' } } })).json()) as {
      list: { id: number; code: string; status: string }[];
    }
  ).list[0];
  expect(requestRow.status).toBe('FOR_APPROVAL');

  // 2. The owner approves it from the dashboard's queue.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, DEMO.owner);
  const queue = page.getByTestId('approval-queue');
  await queue.getByRole('button', { name: `Approve Purchase request ${requestRow.code}` }).click();
  const decide = page.getByRole('dialog', { name: `Approve: Purchase request ${requestRow.code}` });
  await decide.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(decide).toBeHidden();
  await expect(queue.getByRole('button', { name: `Approve Purchase request ${requestRow.code}` })).toHaveCount(0);

  await page.goto('/member/asset/purchasing/request');
  await expect(page.getByRole('row').filter({ hasText: requestRow.code })).toContainText('Approved');

  // 3. An order for 12 at the supplier's last price, VAT-inclusive.
  await page.goto('/member/asset/purchasing/order');
  await page.getByRole('button', { name: 'New purchase order' }).first().click();
  const orderDialog = page.getByRole('dialog', { name: 'New Purchase Order' });
  await choose(orderDialog, 'Supplier', supplierName, supplierName);
  await orderDialog.getByLabel('Approved request lines').fill(requestRow.code);
  // A request line made from the BOQ is named as the BOQ line.
  const lineName = 'Column rebar';
  await orderDialog.getByRole('button', { name: `Add ${lineName} of ${requestRow.code}` }).click();
  await expect(orderDialog.getByLabel(`Quantity of ${lineName}`)).toHaveValue('12');
  await expect(orderDialog.getByLabel(`Unit price of ${lineName}`)).toHaveValue('175.50');
  // 12 x 175.50 = 2,106.00 with 225.64 of VAT inside.
  await expect(orderDialog.getByTestId('order-total')).toHaveText('₱2,106.00');
  await expect(orderDialog.getByTestId('order-vat')).toHaveText('₱225.64');
  const pricesButton = orderDialog.getByRole('button', { name: /prices? of Column rebar/ });
  await pricesButton.click();
  await expect(page.getByTestId('supplier-prices')).toContainText(`${supplierName}: ₱175.50`);
  await pricesButton.click();
  await expect(page.getByTestId('supplier-prices')).toBeHidden();
  await orderDialog.getByLabel(`Quantity of ${lineName}`).fill('13');
  await orderDialog.getByRole('button', { name: 'Create Purchase Order' }).click();
  await expect(orderDialog.getByText('Only 12 still needed on this request line')).toBeVisible();
  await orderDialog.getByLabel(`Quantity of ${lineName}`).fill('12');
  await expectAccessible(page);
  await orderDialog.getByRole('button', { name: 'Create Purchase Order' }).click();
  await expect(orderDialog).toBeHidden();

  // 4. The order opens: nothing received, the whole total owed; receive 5 of the 12.
  const orderView = page.getByRole('dialog', { name: /^Purchase Order PO-\d{6}$/ });
  await expect(orderView.getByTestId('order-detail-total')).toHaveText('₱2,106.00');
  await expect(orderView.getByTestId('order-detail-balance')).toHaveText('₱2,106.00');
  await expect(orderView.getByTestId('purchase-order-lines')).toContainText('0 of 12');
  await expectAccessible(page);
  await orderView.getByRole('button', { name: 'Receive', exact: true }).click();
  const receive = page.getByRole('dialog', { name: /^Receive PO-/ });
  await expect(receive.getByLabel(`Quantity of ${lineName} to receive`)).toHaveValue('12');
  await receive.getByLabel(`Quantity of ${lineName} to receive`).fill('5');
  await receive.getByRole('button', { name: 'Receive into stock' }).click();
  await expect(receive).toBeHidden();
  await expect(orderView.getByTestId('purchase-order-lines')).toContainText('5 of 12');
  await expect(orderView.getByText('Partially Delivered').first()).toBeVisible();
  await expect(orderView.getByTestId('order-detail-balance')).toHaveText('₱2,106.00');
  const orderCode = (await orderView.getByRole('heading').first().textContent())!.replace('Purchase Order ', '').trim();
  await orderView.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('row').filter({ hasText: orderCode })).toContainText('Partially Delivered');

  // 5. The project's purchasing tab and the BOQ: 12 of 20 requested, 12 ordered, 5 received.
  await page.goto(`/member/project/${projectId}?tab=purchasing`);
  const trail = page.getByTestId(`purchasing-${(await line()).key}`);
  await expect(trail).toContainText('12 of 20');
  await expect(trail).toContainText('5 of 20');
  await expect(trail).toContainText(requestRow.code);
  await expect(trail).toContainText(orderCode);
  await expectAccessible(page);
  await page.goto(`/member/project/${projectId}?boq=${boqId}`);
  await expect(rowOf(page, 'Column rebar').locator('[data-field=quantity]')).toHaveText('12 of 20');
});
