import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { apiLogin, createMember, DEMO, expectAccessible, signIn, unique } from './fixtures';

/** Opens a select field and picks an option, typing first to narrow the list. */
async function choose(scope: Locator, label: string, option: string | RegExp, search?: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (search) await field.fill(search);
  await scope.page().getByRole('option', { name: option }).first().click();
}

test('a unit registered, a job order opened, approved by another member, a part issued from stock, labour, completed', async ({ page, request }) => {
  test.setTimeout(240_000);
  const owner = { token: await apiLogin(request, DEMO.owner) };
  // The stock the part comes from, made through the API (the stock screens have their own spec).
  const sku = unique('HOSE').toUpperCase();
  const item = await request.post('/api/items', { headers: owner, data: { name: `Hydraulic hose ${sku}`, sku, estimatedBuyingPrice: 850.25, uom: 'pc' } });
  expect(item.ok(), await item.text()).toBeTruthy();
  const itemId = (await item.json()).data.id as number;
  const warehouseName = unique('Motor Pool');
  const warehouse = await request.post('/api/warehouse', { headers: owner, data: { kind: 'COMPANY', name: warehouseName } });
  expect(warehouse.ok(), await warehouse.text()).toBeTruthy();
  const warehouseId = (await warehouse.json()).data.id as number;
  const stocked = await request.post('/api/inventory/adjustment', { headers: owner, data: { warehouseId, direction: 'ADD', items: [{ itemId, quantity: 5, rate: 850.25 }] } });
  expect(stocked.ok(), await stocked.text()).toBeTruthy();
  // Another member who may approve job orders: nobody approves their own request.
  const roleName = unique('Equipment approver');
  const role = await request.post('/api/role', { headers: owner, data: { name: roleName, scopeList: ['ASSET_EQUIPMENT_JOBORDERS_APPROVE_ACCESS'] } });
  expect(role.ok(), await role.text()).toBeTruthy();
  const approver = await createMember(request, roleName, 'Approver');

  await signIn(page, DEMO.owner);
  const code = unique('EX').toUpperCase();

  // Register a unit at the motor pool.
  await page.goto('/member/asset/equipment/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipment' })).toBeVisible();
  await page.getByRole('button', { name: 'Register equipment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Register Equipment' });
  await dialog.getByRole('button', { name: 'Save Equipment' }).click();
  await expect(dialog.getByText('Code is required')).toBeVisible();
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill('Hydraulic Excavator 20t');
  await dialog.getByLabel('Type').fill('Excavator');
  await dialog.getByText('Warehouse', { exact: true }).click();
  await choose(dialog, 'Warehouse', warehouseName);
  await dialog.getByLabel('Meter reading').fill('1200');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Equipment' }).click();
  await expect(page.getByText('Equipment registered successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Its drawer: place, meter, history.
  await page.getByRole('button', { name: code, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(code) });
  await expect(drawer.getByText(`Warehouse: ${warehouseName}`)).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Meter: 1,200 hrs' })).toBeVisible();
  await expect(drawer.getByTestId('equipment-history')).toContainText(`Registered Available at warehouse ${warehouseName}`);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Open a job order: it waits for approval.
  await page.goto('/member/asset/equipment/joborders');
  await expect(page.getByRole('heading', { level: 1, name: 'Job orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Open job order' }).first().click();
  const joDialog = page.getByRole('dialog', { name: 'Open Job Order' });
  await choose(joDialog, 'Equipment', new RegExp(code));
  await joDialog.getByLabel('Work to do').fill('Replace the leaking boom hose');
  await joDialog.getByLabel('Estimated cost (PHP)').fill('5000');
  await expectAccessible(page);
  await joDialog.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Job order created successfully')).toBeVisible();
  const joDrawer = page.getByRole('dialog', { name: new RegExp(`JO-\\d{6} · ${code}`) });
  await expect(joDrawer.getByText('Waiting for approval by a member who may approve job orders.')).toBeVisible();
  await expect(joDrawer.getByText('For Approval', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const title = (await joDrawer.getByRole('heading').first().textContent()) ?? '';
  const joCode = /JO-\d{6}/.exec(title)?.[0];
  expect(joCode).toBeTruthy();

  // The approver approves through the API.
  const approverHeaders = { token: await apiLogin(request, approver) };
  const pending = (await (await request.get('/api/approval/pending', { headers: approverHeaders })).json()) as { id: number; documentCode: string }[];
  const step = pending.find((p) => p.documentCode === joCode);
  expect(step, JSON.stringify(pending)).toBeTruthy();
  const approved = await request.post(`/api/approval/${step!.id}/approve`, { headers: approverHeaders, data: { comment: 'Go ahead' } });
  expect(approved.ok(), await approved.text()).toBeTruthy();

  // The open drawer hears the decision (approval-processed) and offers the work: issue, labour, complete.
  await expect(joDrawer.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(joDrawer.getByTestId('approval-trail')).toContainText('Go ahead');
  await choose(joDrawer, 'From warehouse', warehouseName);
  await choose(joDrawer, 'Part', new RegExp(sku), sku);
  await joDrawer.getByLabel('Quantity').fill('2');
  await joDrawer.getByRole('button', { name: 'Issue part' }).click();
  await expect(page.getByText('Parts issued to the job order')).toBeVisible();
  await expect(joDrawer.getByRole('table', { name: 'Parts issued' })).toContainText(`Hydraulic hose ${sku}`);
  await expect(joDrawer.getByText('In Progress', { exact: true })).toBeVisible();
  await joDrawer.getByRole('textbox', { name: 'Labour' }).fill('Mechanic');
  await joDrawer.getByLabel('Hours').fill('2.5');
  await joDrawer.getByLabel('Rate (PHP/h)').fill('400');
  await joDrawer.getByRole('button', { name: 'Add labour' }).click();
  await expect(page.getByText('Labor added to the job order')).toBeVisible();
  // Parts 2 x 850.25 + labour 2.5 x 400.
  await expect(joDrawer.getByText('₱2,700.50')).toBeVisible();
  await expectAccessible(page);
  await joDrawer.getByLabel(/Meter at completion/).fill('1212');
  await joDrawer.getByRole('button', { name: 'Complete job order' }).click();
  await expect(page.getByText('Job order completed')).toBeVisible();
  await expect(joDrawer.getByText('Done', { exact: true })).toBeVisible();
  // The printable job order: a real PDF file.
  const [download] = await Promise.all([page.waitForEvent('download'), joDrawer.getByRole('button', { name: 'PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${joCode}.pdf`);
  expect(readFileSync(await download.path()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The stock went down by the issue, and the unit is available again at the new reading.
  const stock = await request.get(`/api/items/${itemId}`, { headers: owner });
  expect(Number((await stock.json()).data.stockCount)).toBe(3);
  await page.goto('/member/asset/equipment/list');
  await page.getByRole('button', { name: code, exact: true }).click();
  await expect(drawer.getByRole('heading', { name: 'Meter: 1,212 hrs' })).toBeVisible();
  await expect(drawer.getByTestId('equipment-history')).toContainText(`${joCode} done`);
  await expect(drawer.getByText('Available', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The hose becomes a spare part of the unit on the parts screen, with its stock.
  await page.keyboard.press('Escape');
  await page.goto('/member/asset/equipment/parts');
  await expect(page.getByRole('heading', { level: 1, name: 'Spare parts' })).toBeVisible();
  await page.getByRole('button', { name: 'Link spare part' }).first().click();
  const linkDialog = page.getByRole('dialog', { name: 'Link Spare Part' });
  await choose(linkDialog, 'Equipment', new RegExp(code));
  await choose(linkDialog, 'Stock item', new RegExp(sku), sku);
  await expectAccessible(page);
  await linkDialog.getByRole('button', { name: 'Link part' }).click();
  await expect(page.getByText('Spare part added')).toBeVisible();
  await expect(linkDialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(sku) });
  await expect(row).toContainText(code);
  await expect(row).toContainText('3 pc');
  await expectAccessible(page);
});
