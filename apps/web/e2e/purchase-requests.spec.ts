import { expect, test } from '@playwright/test';
import { defaultDeliveryDate } from '../../../packages/shared/src/boq/purchase-request.rules';
import { addDays, formatDisplayDate } from '../../../packages/shared/src/format/date';
import { apiLogin, DEMO, expectAccessible, signIn } from './fixtures';
import { choose, createItem, createRequest, projectWithBoqLine } from './purchasing-api';

test('Purchase requests: the list shows status, project, total and requester; a request by hand takes the project’s warehouse and a delivery date 3 days out', async ({ page, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const cement = await createItem(request, token, 'Portland Cement', 250);
  const { projectId, warehouseId } = await projectWithBoqLine(baseURL!, request, token, cement.id, 'Footing cement', 10);
  const projectName = ((await (await request.get(`/api/project?id=${projectId}`, { headers: { token } })).json()) as { name: string }).name;
  const made = await createRequest(request, token, { projectId, warehouseId, itemId: cement.id, quantity: 4, rate: 250 });

  await signIn(page, DEMO.owner, '/member/asset/purchasing/request');
  await expect(page.getByRole('heading', { name: 'Purchase Requests', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: made.code });
  await expect(row).toContainText('For Approval');
  await expect(row).toContainText(projectName);
  await expect(row).toContainText('₱1,000.00');
  await expect(row).toContainText(formatDisplayDate('2026-12-01'));
  await expectAccessible(page);

  // By hand: the project is chosen, its warehouse follows; the delivery date starts 3 days out.
  await page.getByRole('button', { name: 'New purchase request' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Purchase Request' });
  await expect(dialog.getByLabel('Delivery Date')).toHaveValue(defaultDeliveryDate());
  expect(defaultDeliveryDate()).toBe(addDays(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' }), 3));
  await dialog.getByRole('button', { name: 'Submit Purchase Request' }).click();
  await expect(dialog.getByText('Project is required')).toBeVisible();
  await choose(dialog, 'Project', projectName, projectName);
  await expect(dialog.getByRole('combobox', { name: 'Warehouse' })).not.toHaveValue('');
  await choose(dialog, 'Add item', new RegExp(cement.sku), cement.sku);
  await dialog.getByLabel(`Quantity of ${cement.name}`).fill('3');
  await expect(dialog.getByTestId('purchase-request-total')).toHaveText('₱750.00');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit Purchase Request' }).click();
  await expect(page.getByText('Purchase request created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: '₱750.00' }).first()).toContainText(projectName);
});

test('Purchase requests: the detail shows each line’s ordered of requested, and a request canceled with a reason shows it in the list cut to 65 characters', async ({ page, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const sand = await createItem(request, token, 'Washed Sand', 900);
  const { projectId, warehouseId } = await projectWithBoqLine(baseURL!, request, token, sand.id, 'Plaster sand', 8, 900);
  const made = await createRequest(request, token, { projectId, warehouseId, itemId: sand.id, quantity: 2, rate: 900 });

  await signIn(page, DEMO.owner, '/member/asset/purchasing/request');
  await page.getByRole('button', { name: made.code, exact: true }).click();
  const detail = page.getByRole('dialog', { name: `Purchase Request ${made.code}` });
  await expect(detail.getByTestId('purchase-request-lines')).toContainText(sand.name);
  await expect(detail.getByTestId('purchase-request-lines')).toContainText('0 of 2');
  await expect(detail.getByTestId('purchase-request-detail-total')).toHaveText('₱1,800.00');
  await expectAccessible(page);

  const reason = 'The supplier delivered the sand with the last batch of hollow blocks, so this is no longer needed';
  await detail.getByRole('button', { name: 'Cancel request' }).click();
  const ask = page.getByRole('dialog', { name: `Cancel ${made.code}` });
  await ask.getByRole('button', { name: 'Cancel request' }).click();
  await expect(ask.getByText('Give a reason')).toBeVisible();
  await ask.getByLabel('Reason').fill(reason);
  await ask.getByRole('button', { name: 'Cancel request' }).click();
  await expect(ask).toBeHidden();
  await expect(detail.getByText('Canceled', { exact: true }).first()).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).last().click();
  const row = page.getByRole('row').filter({ hasText: made.code });
  await expect(row).toContainText('Canceled');
  await expect(row.getByTestId('status-reason')).toHaveText(`${reason.slice(0, 65)}...`);
});
