import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';
import { approveThroughApi, choose, createItem, createRequest, projectWithBoqLine } from './purchasing-api';

test('Purchase orders: the empty list offers New purchase order; an order of a VAT-exclusive line shows 12% on top, and it is canceled with a reason', async ({ page, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const headers = { token };
  const gravel = await createItem(request, token, 'Gravel 3/4', 1000);
  const { projectId, warehouseId } = await projectWithBoqLine(baseURL!, request, token, gravel.id, 'Slab gravel', 6, 1000);
  // The estimator asks, the owner approves: nobody approves their own request.
  const estimatorToken = await apiLogin(request, { email: 'estimator@bayanihan.ph', password: 'Estimator123!' });
  const made = await createRequest(request, estimatorToken, { projectId, warehouseId, itemId: gravel.id, quantity: 6, rate: 1000 });
  if (made.status === 'FOR_APPROVAL') await approveThroughApi(request, token, 'PURCHASE_REQUEST', made.id);
  const supplierName = unique('Rizal Aggregates');
  expect((await request.post('/api/supplier', { headers, data: { name: supplierName } })).status()).toBe(201);

  await signIn(page, DEMO.owner, '/member/asset/purchasing/order');
  await expect(page.getByRole('heading', { name: 'Purchase Orders', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'New purchase order' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Purchase Order' });
  await dialog.getByRole('button', { name: 'Create Purchase Order' }).click();
  await expect(dialog.getByText('Supplier is required')).toBeVisible();
  await expect(dialog.getByText('Add at least one approved request line')).toBeVisible();
  await choose(dialog, 'Supplier', supplierName, supplierName);
  await dialog.getByLabel('Approved request lines').fill(made.code);
  await dialog.getByRole('button', { name: `Add ${gravel.name} of ${made.code}` }).click();
  // No price from this supplier yet: the request's rate is proposed.
  await expect(dialog.getByLabel(`Unit price of ${gravel.name}`)).toHaveValue('1000.00');
  await dialog.getByLabel(`Quantity of ${gravel.name}`).fill('2');
  await dialog.getByLabel(`${gravel.name} price includes VAT`).uncheck();
  await expect(dialog.getByTestId('order-vat')).toHaveText('₱240.00');
  await expect(dialog.getByTestId('order-total')).toHaveText('₱2,000.00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create Purchase Order' }).click();
  await expect(dialog).toBeHidden();

  const view = page.getByRole('dialog', { name: /^Purchase Order PO-\d{6}$/ });
  await expect(view.getByTestId('order-detail-total')).toHaveText('₱2,000.00');
  await expect(view.getByTestId('approval-trail')).toBeVisible();
  const reason = 'Ordered from the wrong branch; the Antipolo yard delivers the same gravel for less';
  await view.getByRole('button', { name: 'Cancel order' }).click();
  const ask = page.getByRole('dialog', { name: /^Cancel PO-/ });
  await ask.getByLabel('Reason').fill(reason);
  await ask.getByRole('button', { name: 'Cancel order' }).click();
  await expect(ask).toBeHidden();
  await expect(view.getByText('Canceled', { exact: true }).first()).toBeVisible();
  await expect(view.getByRole('button', { name: 'Receive', exact: true })).toHaveCount(0);
  await view.getByRole('button', { name: 'Close' }).last().click();
  const code = (await page.getByRole('row').filter({ hasText: 'Canceled' }).first().getByRole('button').first().textContent())!;
  await expect(page.getByRole('row').filter({ hasText: code }).getByTestId('status-reason')).toHaveText(`${reason.slice(0, 65)}...`);
});
