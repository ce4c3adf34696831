import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn } from './fixtures';

/** The demo company's approved order still to deliver (seed: demo-deliveries.ts). */
const CEMENT = 'Portland Cement Type 1 40kg';

test('Deliveries: a delivery of an approved order is created, approved, loaded, dispatched, arrives and is received into stock', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.owner);

  // Pending: the seeded delivery waits for approval; a new one comes from the approved order.
  await page.goto('/member/asset/deliveries/pending');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Deliveries' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'NAB 4821' })).toContainText('For Approval');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New delivery' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New delivery from a purchase order' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Purchase order' }).click();
  await page.getByRole('option', { name: /Bagong Lakas/ }).first().click();
  // The cement line has 300 ordered, 100 already on the seeded truck: 200 remain.
  const cement = dialog.getByRole('textbox', { name: `Quantity of ${CEMENT}` });
  await expect(cement).toHaveValue('200');
  await expectAccessible(page);
  // More than remains is refused before it is sent.
  await cement.fill('250');
  await expect(dialog.getByText('At most 200')).toBeVisible();
  await cement.fill('120');
  await dialog.getByRole('textbox', { name: 'Quantity of Concrete Hollow Block 4"' }).fill('0');
  await dialog.getByRole('textbox', { name: 'Quantity of Tie Wire #16' }).fill('0');
  await dialog.getByRole('textbox', { name: 'Plate number' }).fill('NCR 7788');
  await dialog.getByRole('textbox', { name: 'Driver' }).fill('Ramon Dizon');
  await dialog.getByRole('button', { name: 'Create delivery' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Delivery created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'NCR 7788' });
  await expect(row).toContainText('For Approval');
  const code = (await row.getByRole('button', { name: /^DL-\d{6}$/ }).textContent())!.trim();

  // The drawer: lines, history and the approval trail; no loading before approval.
  await row.getByRole('button', { name: code, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Delivery ${code}` });
  await expect(drawer.getByText('Waiting for approval: the truck can be loaded once the delivery is approved.')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /Mark as/ })).toHaveCount(0);
  await expect(drawer.getByRole('cell', { name: CEMENT })).toBeVisible();
  await expect(drawer.getByTestId('approval-trail')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The developer (an approver; the owner asked for it) approves it from the same drawer.
  const approverContext = await browser.newContext();
  const approverPage = await approverContext.newPage();
  await signIn(approverPage, DEMO.developer, '/member/asset/deliveries/pending');
  await approverPage.getByRole('row').filter({ hasText: 'NCR 7788' }).getByRole('button', { name: code, exact: true }).click();
  const approverDrawer = approverPage.getByRole('dialog', { name: `Delivery ${code}` });
  await expect(approverDrawer.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  await expectAccessible(approverPage);
  await approverDrawer.getByRole('button', { name: 'Approve', exact: true }).click();
  const decision = approverPage.getByRole('dialog', { name: /Approve/ }).last();
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approverDrawer.getByText('Approved by Dev Reyes', { exact: true })).toBeVisible();
  await expect(approverDrawer.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await approverContext.close();
  await page.reload();
  const approvedRow = page.getByRole('row').filter({ hasText: 'NCR 7788' });
  await expect(approvedRow).toContainText('Approved');
  await approvedRow.getByRole('button', { name: `Mark ${code} as Loading` }).click();
  await expect(page.getByText('Truck load stage updated successfully').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'NCR 7788' })).toHaveCount(0);

  // Truck Load: the stepper moves one stage at a time, then the truck is received.
  await page.goto('/member/asset/deliveries/truck-load');
  await expect(page.getByRole('heading', { level: 1, name: 'Truck Load' })).toBeVisible();
  await page.locator('label').filter({ hasText: /^Loading$/ }).click();
  await expect(page.getByRole('radio', { name: 'Loading' })).toBeChecked();
  const loading = page.getByRole('row').filter({ hasText: 'NCR 7788' });
  await expect(loading).toContainText('Loading');
  await expectAccessible(page);
  await loading.getByRole('button', { name: code, exact: true }).click();
  const truck = page.getByRole('dialog', { name: `Delivery ${code}` });
  await truck.getByRole('button', { name: 'Mark as Dispatched' }).click();
  await expect(truck.getByRole('button', { name: 'Mark as Arrived' })).toBeVisible();
  await truck.getByRole('button', { name: 'Mark as Arrived' }).click();
  await expect(truck.getByRole('button', { name: 'Receive', exact: true })).toBeVisible();
  await expect(truck.getByRole('button', { name: /Mark as/ })).toHaveCount(0);
  await expectAccessible(page);
  await truck.getByRole('button', { name: 'Receive', exact: true }).click();
  const receive = page.getByRole('dialog', { name: `Receive delivery ${code}` });
  await expect(receive.getByRole('textbox', { name: `Received ${CEMENT}` })).toHaveValue('120');
  await receive.getByRole('textbox', { name: `Received ${CEMENT}` }).fill('130');
  await expect(receive.getByText(`${CEMENT}: the delivery carries only 120`)).toBeVisible();
  await receive.getByRole('textbox', { name: `Received ${CEMENT}` }).fill('118');
  await expectAccessible(page);
  await receive.getByRole('button', { name: /Receive into/ }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByText('Delivery received successfully')).toBeVisible();
  await expect(truck.getByText('Received in part')).toBeVisible();

  // Done: the delivery with what was received; the stock went into the Makati warehouse.
  await page.goto('/member/asset/deliveries/done');
  await expect(page.getByRole('heading', { level: 1, name: 'Done Deliveries' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();
  await expectAccessible(page);
  const token = await apiLogin(page.request, DEMO.owner);
  const detail = await (await page.request.get('/api/delivery', { headers: { token }, params: { id: (await (await page.request.put('/api/delivery?page=1&perPage=1', { headers: { token }, data: { searchKeyword: code, filters: [] } })).json()).list[0].id } })).json();
  expect(detail.data.lines[0]).toMatchObject({ itemName: CEMENT, quantity: '120', quantityReceived: '118' });
  expect(detail.data.receiptId).toBeGreaterThan(0);
});

test('Deliveries: a canceled delivery shows its reason cut to 65 characters, the whole reason on hover', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const token = await apiLogin(page.request, DEMO.owner);
  const headers = { token };
  const pending = await (await page.request.put('/api/delivery?page=1&perPage=10', { headers, data: { searchKeyword: 'NAB 4821', searchBy: 'plateNumber', filters: [{ key: 'status', value: 'PENDING' }] } })).json();
  expect(pending.list.length, JSON.stringify(pending)).toBeGreaterThan(0);
  const reason = 'The supplier truck broke down on EDSA and the cement will come on a later truck with the blocks';
  await page.goto('/member/asset/deliveries/pending');
  const row = page.getByRole('row').filter({ hasText: 'NAB 4821' });
  await row.getByRole('button', { name: pending.list[0].code, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Delivery ${pending.list[0].code}` });
  await drawer.getByRole('button', { name: 'Cancel delivery' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel delivery ${pending.list[0].code}` });
  await cancel.getByRole('button', { name: 'Cancel delivery' }).click();
  await expect(cancel.getByText('Reason is required')).toBeVisible();
  await cancel.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await cancel.getByRole('button', { name: 'Cancel delivery' }).click();
  await expect(page.getByText('Delivery canceled successfully')).toBeVisible();

  await page.goto('/member/asset/deliveries/canceled');
  await expect(page.getByRole('heading', { level: 1, name: 'Canceled Deliveries' })).toBeVisible();
  const canceled = page.getByRole('row').filter({ hasText: pending.list[0].code });
  await expect(canceled).toContainText(`${reason.slice(0, 65)}...`);
  await canceled.getByLabel(`Reason: ${reason}`).hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);
  await expectAccessible(page);
});
