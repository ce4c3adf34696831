import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { buildBoq, createProjectWithBoq, previewRows } from './boq-api';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

interface PreviewRow {
  id: number;
  key: string;
  description: string;
  materialUnitCost: string;
  quantityPurchased: string;
  quantityTakeOffTotal: string;
  approvalStatus: string;
  children: PreviewRow[];
}
const rowNamed = async (request: APIRequestContext, token: string, boqId: number, description: string) =>
  (await previewRows<PreviewRow>(request, token, boqId)).find((r) => r.description === description)!;

const rowOf = (page: Page, text: string): Locator => page.locator('[role=row][data-row-id]').filter({ hasText: text });

/** Today in Manila plus days, YYYY-MM-DD. */
function manilaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

test('BOQ: quantity take-off submitted and approved on a locked line; a ticked line becomes a purchase request', async ({ page, request, baseURL, browser }) => {
  const token = await apiLogin(request, DEMO.owner);
  const headers = { token };
  const projectName = unique('QTO Clinic');
  const { projectId, boqId } = await createProjectWithBoq(request, token, projectName);

  const tag = unique('qto').replace(/\W/g, '').toUpperCase();
  const newItem = async (name: string, price: number) => {
    const answer = await request.post('/api/items', { headers, data: { name, sku: `${tag}-${name.replace(/\W+/g, '-').toUpperCase()}`, description: '', estimatedBuyingPrice: price, size: 1, uom: 'pc' } });
    expect(answer.ok(), await answer.text()).toBeTruthy();
    return (await answer.json()).data.id as number;
  };
  const cementName = `Cement ${tag}`;
  const rebarName = `Rebar ${tag}`;
  const cementId = await newItem(cementName, 265.5);
  await newItem(rebarName, 187.25);

  // I Structure > A Concrete > Footing F1 (3 × ₱1,000, no catalogue item) and Slab cement (10 of the cement).
  await buildBoq(baseURL!, request, token, boqId, async (add, idOf) => {
    await add(0, 'Structure');
    await add(await idOf('Structure'), 'Concrete');
    const concrete = await idOf('Concrete');
    await add(concrete, 'Footing F1', { quantity: 3, materialUnitCost: 1000 });
    await add(concrete, 'Slab cement', { quantity: 10, itemId: cementId });
  });

  await signIn(page, DEMO.owner, `/member/project/${projectId}?boq=${boqId}`);
  await expect(rowOf(page, 'Footing F1')).toBeVisible();

  // Lock: the take-off appears only when locked.
  await page.getByRole('button', { name: 'Unlock', exact: true }).click();
  await page.getByRole('dialog', { name: 'Lock Bill of Quantity' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('boq-status')).toHaveText('LOCKED');

  await rowOf(page, 'Footing F1').click({ button: 'right', position: { x: 120, y: 10 } });
  await page.getByRole('menuitem', { name: 'Quantity Take Off' }).click();
  const qto = page.getByRole('dialog', { name: 'Footing F1' });
  await expect(qto).toBeVisible();
  await expect(qto.getByTestId('qto-status')).toHaveText('NO_ITEM');
  await expect(qto.getByTestId('qto-price-boq')).toHaveText('₱3,000.00');

  // Search; double-click adds one with amount 1; a ticked item goes in with Add to QTO.
  await qto.getByLabel('Search items').fill(tag);
  const available = qto.getByTestId('qto-available');
  await expect(available.locator('tbody tr')).toHaveCount(2);
  await available.locator('tbody tr').filter({ hasText: cementName }).dblclick();
  const selected = qto.getByTestId('qto-selected');
  await expect(selected.locator('tbody tr').filter({ hasText: cementName })).toBeVisible();
  await expect(selected.getByLabel(`Amount of ${cementName}`)).toHaveValue('1');
  await available.getByLabel(`Select ${rebarName}`).check();
  await qto.getByRole('button', { name: 'Add to QTO' }).click();
  await expect(selected.locator('tbody tr')).toHaveCount(2);
  await expect(qto.getByTestId('qto-price-qto')).toHaveText('₱452.75');
  await expect(qto.getByTestId('qto-price-qto')).not.toHaveAttribute('data-above');
  await expectAccessible(page);

  // 12 bags: ₱3,186.00 + ₱187.25 = ₱3,373.25, above the BOQ's ₱3,000.00 (red).
  await selected.getByLabel(`Amount of ${cementName}`).fill('12');
  await selected.getByLabel(`Amount of ${cementName}`).press('Enter');
  await expect(qto.getByTestId('qto-price-qto')).toHaveText('₱3,373.25');
  await expect(qto.getByTestId('qto-price-qto')).toHaveAttribute('data-above', 'true');

  await qto.getByRole('button', { name: 'Submit For Approval' }).click();
  await expect(page.getByText('Quantity take off request successfully submitted')).toBeVisible();
  await expect(qto.getByTestId('qto-status')).toHaveText('PENDING');
  // Reopened, the take-off shows what was stored (the submit reached the room), not NO_ITEM.
  await qto.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(qto).toBeHidden();
  await rowOf(page, 'Footing F1').click({ button: 'right', position: { x: 120, y: 10 } });
  await page.getByRole('menuitem', { name: 'Quantity Take Off' }).click();
  await expect(qto.getByTestId('qto-status')).toHaveText('PENDING');
  await expect(qto.getByRole('button', { name: 'Submit For Approval' })).toHaveCount(0);
  // Nobody approves their own submission.
  await qto.getByRole('button', { name: 'Approve Changes' }).click();
  await expect(page.getByTestId('error-dialog-message')).toHaveText('You cannot approve a quantity take off you submitted: another approver must approve it');
  expect(await rowNamed(request, token, boqId, 'Footing F1')).toMatchObject({ approvalStatus: 'PENDING', materialUnitCost: '1000.0000' });
  await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();
  await qto.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(qto).toBeHidden();

  // The estimator (another approver) approves it.
  const estimatorContext = await browser.newContext();
  const estimator = await estimatorContext.newPage();
  await signIn(estimator, DEMO.estimator, `/member/project/${projectId}?boq=${boqId}`);
  await rowOf(estimator, 'Footing F1').click({ button: 'right', position: { x: 120, y: 10 } });
  await estimator.getByRole('menuitem', { name: 'Quantity Take Off' }).click();
  const approverQto = estimator.getByRole('dialog', { name: 'Footing F1' });
  await expect(approverQto.getByTestId('qto-status')).toHaveText('PENDING');
  await approverQto.getByRole('button', { name: 'Approve Changes' }).click();
  await expect(approverQto.getByTestId('qto-status')).toHaveText('APPROVED');
  await expect(approverQto.getByRole('button', { name: /Submit For Approval|Approve Changes/ })).toHaveCount(0);
  await estimatorContext.close();
  // Applied to the line: ₱3,373.25 / 3 = ₱1,124.4167 per unit (a unit cost keeps 4 decimals).
  const footing = await rowNamed(request, token, boqId, 'Footing F1');
  expect(footing).toMatchObject({ approvalStatus: 'APPROVED', quantityTakeOffTotal: '3373.25', materialUnitCost: '1124.4167' });
  // The room was told: the owner's grid shows the approved unit cost without a reload.
  await expect(rowOf(page, 'Footing F1').locator('[data-field=materialUnitCost]')).toHaveText('₱1,124.4167');
  await expect(rowOf(page, 'Footing F1').locator('[data-field=materialTotalCost]')).toHaveText('₱3,373.25');

  // Tick the catalogue line and request a purchase.
  await rowOf(page, 'Slab cement').getByLabel('Tick Slab cement for purchase').check();
  await page.getByRole('button', { name: /Purchase Request \(1\)/ }).click();
  const purchase = page.getByRole('dialog', { name: 'Purchase Request' });
  await expect(purchase).toBeVisible();
  await expect(purchase.getByRole('combobox', { name: 'Project' })).toHaveValue(projectName);
  await expect(purchase.getByRole('combobox', { name: 'Warehouse' })).toHaveValue(`${projectName} Warehouse`);
  await expect(purchase.getByRole('textbox', { name: 'Delivery Date' })).toHaveValue(manilaDatePlus(3));
  const rate = purchase.getByLabel('Rate of Slab cement');
  await rate.fill('');
  await rate.pressSequentially('2a5-0.5.0');
  await expect(rate).toHaveValue('250.50');
  await purchase.getByLabel('Quantity of Slab cement').fill('4');
  await expect(purchase.getByTestId('purchase-request-total')).toHaveText('₱1,002.00');
  await expectAccessible(page);
  await purchase.getByRole('button', { name: 'Submit Purchase Request' }).click();
  await expect(page.getByText('Purchase request created successfully')).toBeVisible();
  await expect(purchase).toBeHidden();

  const table = await request.put('/api/purchase-order/request?page=1&perPage=5', { headers, data: { filters: [{ key: 'projectId', value: projectId }] } });
  const list = (await table.json()).list as { code: string; status: string; total: { raw: string }; deliveryDate: string }[];
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ status: 'FOR_APPROVAL', total: { raw: '1002.00' }, deliveryDate: `${manilaDatePlus(3)}T00:00:00.000Z` });
  expect(list[0].code).toMatch(/^PR-\d{6}$/);
  expect(Number((await rowNamed(request, token, boqId, 'Slab cement')).quantityPurchased)).toBe(4);
});
