import { expect, test, type Locator, type Page } from '@playwright/test';
import { buildBoq, createProjectWithBoq, previewRows } from './boq-api';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

interface PreviewRow {
  id: number;
  key: string;
  description: string;
  quantityPurchased: string;
  children: PreviewRow[];
}

const rowOf = (page: Page, text: string): Locator => page.locator('[role=row][data-row-id]').filter({ hasText: text });

test('Purchase request: the dialog shows what is left on the BOQ line and asks for a reason to request more, which the request keeps', async ({ page, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const headers = { token };
  const { projectId, boqId } = await createProjectWithBoq(request, token, unique('Over Request Clinic'));
  const tag = unique('pr').replace(/\W/g, '').toUpperCase();
  const itemName = `Cement ${tag}`;
  const created = await request.post('/api/items', { headers, data: { name: itemName, sku: `${tag}-CEMENT`, description: '', estimatedBuyingPrice: 250, size: 1, uom: 'pc' } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const itemId = (await created.json()).data.id as number;
  await buildBoq(baseURL!, request, token, boqId, async (add, idOf) => {
    await add(0, 'Structure');
    await add(await idOf('Structure'), 'Concrete');
    await add(await idOf('Concrete'), 'Slab cement', { quantity: 10, itemId, materialUnitCost: 250 });
  });
  const slab = async () => (await previewRows<PreviewRow>(request, token, boqId)).find((r) => r.description === 'Slab cement')!;

  await signIn(page, DEMO.owner, `/member/project/${projectId}?boq=${boqId}`);
  await expect(rowOf(page, 'Slab cement')).toBeVisible();
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await page.getByRole('dialog', { name: 'Lock Bill of Quantity' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('boq-status')).toHaveText('LOCKED');

  // 7 of the 10 are already requested: 3 are left.
  const projects = (await (await request.get('/api/select-box/project-list', { headers })).json()) as { value: number; warehouseId: number }[];
  const warehouseId = projects.find((p) => p.value === projectId)!.warehouseId;
  const first = await request.post('/api/purchase-order/request', {
    headers,
    data: { projectId, warehouseId, billOfQuantityId: boqId, deliveryDate: '2026-12-01T00:00:00.000Z', items: [{ itemId, quantity: 7, rate: 250, boqKey: (await slab()).key }] },
  });
  expect(first.status(), await first.text()).toBe(201);
  await expect(rowOf(page, 'Slab cement').locator('[data-field=quantity]')).toHaveText('7 of 10');

  await rowOf(page, 'Slab cement').getByLabel('Tick Slab cement for purchase').check();
  await page.getByRole('button', { name: /Purchase Request \(1\)/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase Request' });
  await expect(dialog.getByLabel('Quantity of Slab cement')).toHaveValue('3');
  const remaining = dialog.getByTestId(`remaining-${(await slab()).key}`);
  await expect(remaining).toHaveText('3 left');
  const reasonLabel = 'Reason for requesting more than the 3 left of Slab cement';
  await expect(dialog.getByLabel(reasonLabel)).toHaveCount(0);

  // 5 is 2 more than is left: the reason is asked for, and required.
  await dialog.getByLabel('Quantity of Slab cement').fill('5');
  const reason = dialog.getByLabel(reasonLabel);
  await expect(reason).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Purchase Request' }).click();
  await expect(dialog.getByText('Give a reason for requesting more than what is left')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  expect(Number((await slab()).quantityPurchased)).toBe(7);

  await reason.fill('Second pour after the failed cylinder test');
  await expect(dialog.getByText('Give a reason for requesting more than what is left')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit Purchase Request' }).click();
  await expect(page.getByText('Purchase request created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Slab cement').locator('[data-field=quantity]')).toHaveText('12 of 10');

  // The request keeps the reason on its line.
  const table = await request.put('/api/purchase-order/request?page=1&perPage=5', { headers, data: { filters: [{ key: 'projectId', value: projectId }], settings: { sortBy: 'createdAt', sortOrder: 'desc' } } });
  const [latest] = (await table.json()).list as { items: { quantity: string; overRequestReason: string | null }[] }[];
  expect(latest.items).toEqual([expect.objectContaining({ quantity: '5', overRequestReason: 'Second pour after the failed cylinder test' })]);

  // Nothing left now: ticking the line again opens it at 0 with "0 left", not dropped.
  await rowOf(page, 'Slab cement').getByLabel('Tick Slab cement for purchase').check();
  await page.getByRole('button', { name: /Purchase Request \(1\)/ }).click();
  await expect(dialog.getByLabel('Quantity of Slab cement')).toHaveValue('0');
  await expect(dialog.getByTestId(`remaining-${(await slab()).key}`)).toHaveText('0 left');
});
