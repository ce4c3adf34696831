import { expect, test, type Locator, type Page } from '@playwright/test';
import { buildBoq, connectSocket, createProjectWithBoq, emit } from './boq-api';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

const rowOf = (page: Page, text: string): Locator => page.locator('[role=row][data-row-id]').filter({ hasText: text });

async function insertVia(page: Page, reference: string, menuItem: string, description: string) {
  await rowOf(page, reference).first().click({ button: 'right', position: { x: 120, y: 10 } });
  await page.getByRole('menuitem', { name: menuItem }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`${menuItem}: ${reference}`) });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Particulars').fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, description)).toBeVisible();
}

async function confirmLock(page: Page, button: 'Lock' | 'Unlock', action: 'lock' | 'unlock') {
  await page.getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Lock Bill of Quantity' });
  await expect(confirm).toContainText(
    action === 'lock' ? 'Lock this Bill of Quantity? Editing stops until it is unlocked' : 'Unlock this Bill of Quantity? Editing opens again for everyone until it is locked',
  );
  await confirm.getByRole('button', { name: 'Yes' }).click();
}

test('BOQ: build rows, edit inline with the keyboard, live in a second window, lock and unlock', async ({ page, browser }) => {
  await signIn(page, DEMO.owner);
  const token = (await page.evaluate(() => localStorage.token)) as string;
  const name = unique('BOQ Project');
  const created = await page.request.post('/api/project', { headers: { token }, data: { name, budget: 500000 } });
  expect(created.ok(), await created.text()).toBeTruthy();
  const projectId = (await created.json()).data.id as number;

  await page.goto(`/member/project/${projectId}`);
  await page.getByRole('button', { name: 'Open BOQ' }).click();
  await expect(page).toHaveURL(/\?boq=\d+/);
  const boq = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(boq.getByTestId('boq-status')).toHaveText('PENDING');
  await expect(boq.getByText('This Bill of Quantity has no rows yet')).toBeVisible();
  await expectAccessible(page);

  // An empty BOQ gets its first row from Add heading.
  await boq.getByRole('button', { name: 'Add heading' }).click();
  const addHeading = page.getByRole('dialog', { name: 'Add Heading' });
  await expect(addHeading.getByLabel('Quantity')).toHaveCount(0); // a heading has no item fields
  await expectAccessible(page);
  await addHeading.getByLabel('Particulars').fill('General Requirements');
  await addHeading.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'General Requirements')).toHaveAttribute('data-row-type', 'HEADING');

  await insertVia(page, 'General Requirements', 'Insert Breakdown Item', 'Site Works');
  await expect(rowOf(page, 'Site Works')).toHaveAttribute('data-row-type', 'SUBHEADING');

  // Inside a subheading the insert dialog has the item fields with the defaults.
  await rowOf(page, 'Site Works').click({ button: 'right', position: { x: 120, y: 10 } });
  await page.getByRole('menuitem', { name: 'Insert Breakdown Item' }).click();
  const insert = page.getByRole('dialog', { name: /Insert Breakdown Item: Site Works/ });
  await expect(insert.getByLabel('Quantity', { exact: true })).toHaveValue('1');
  await expect(insert.getByLabel('Unit', { exact: true })).toHaveValue('pc');
  await expectAccessible(page);
  await insert.getByLabel('Particulars').fill('Excavation');
  await insert.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'Excavation')).toHaveAttribute('data-row-type', 'ITEM');
  await insertVia(page, 'Excavation', 'Insert Item Below', 'Backfill');
  await expect(page.getByTestId('boq-subtotal')).toHaveCount(2);

  // A second window on the same BOQ.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, DEMO.owner, `/member/project/${projectId}${new URL(page.url()).search}`);
  await expect(rowOf(second, 'Excavation')).toBeVisible();

  // Presence: the other window sees who is here and which cell is being edited.
  await expect(second.getByTestId('boq-presence').getByLabel('Ramon Villanueva')).toBeVisible();
  // Inline: quantity, Tab to material cost, Enter saves and moves down.
  await rowOf(page, 'Excavation').getByRole('cell', { name: 'Edit Quantity of Excavation' }).click();
  await expect(rowOf(second, 'Excavation').locator('[data-field=quantity]').getByTestId('boq-presence-cell')).toHaveText('RV');
  await page.getByLabel('Quantity of Excavation').fill('10');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Material Unit Cost of Excavation')).toBeFocused();
  await page.keyboard.type('250');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Material Unit Cost of Backfill')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(rowOf(page, 'Excavation').locator('[data-field=directCost]')).toHaveText('₱2,500.00');
  await expect(page.getByTestId('boq-grand-total').first()).toContainText('₱2,500.00');
  await expect(rowOf(second, 'Excavation').locator('[data-field=directCost]')).toHaveText('₱2,500.00');
  await expect(rowOf(second, 'Excavation').locator('[data-field=quantity]')).toHaveText('10');

  // The colour mark opens a colour picker.
  await rowOf(page, 'Excavation').getByRole('button', { name: 'Colour mark of Excavation' }).click();
  await page.getByRole('button', { name: 'Green' }).click();
  await expect(rowOf(second, 'Excavation')).toHaveAttribute('data-color', '#2f9e44');

  // Drag and drop: an item row dragged onto another item row moves after it (both windows renumber).
  await insertVia(page, 'Backfill', 'Insert Item Below', 'Formwork');
  const items = (p: Page) => p.locator('[role=row][data-row-type=ITEM]');
  await expect(items(page)).toHaveText([/^\s*1\s*Excavation/, /^\s*2\s*Backfill/, /^\s*3\s*Formwork/]);
  const handle = rowOf(page, 'Excavation').getByRole('button', { name: 'Move Excavation' });
  const handleBox = (await handle.boundingBox())!;
  const targetBox = (await rowOf(page, 'Formwork').getByRole('button', { name: 'Move Formwork' }).boundingBox())!;
  await handle.hover();
  await page.mouse.down();
  await page.mouse.move(handleBox.x + handleBox.width / 2, handleBox.y + handleBox.height / 2 + 10, { steps: 4 });
  await page.mouse.move(targetBox.x + targetBox.width / 2, targetBox.y + targetBox.height / 2, { steps: 10 });
  await expect(rowOf(page, 'Formwork')).toHaveAttribute('data-drop-target', 'true');
  await page.mouse.up();
  await expect(items(page)).toHaveText([/^\s*1\s*Backfill/, /^\s*2\s*Formwork/, /^\s*3\s*Excavation/]);
  await expect(items(second)).toHaveText([/^\s*1\s*Backfill/, /^\s*2\s*Formwork/, /^\s*3\s*Excavation/]);
  // The keyboard: focus the handle, Space picks up, arrows choose the row, Space drops.
  await rowOf(page, 'Excavation').getByRole('button', { name: 'Move Excavation' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(rowOf(page, 'Backfill')).toHaveAttribute('data-drop-target', 'true');
  await page.keyboard.press('Space');
  await expect(items(page)).toHaveText([/^\s*1\s*Backfill/, /^\s*2\s*Excavation/, /^\s*3\s*Formwork/]);
  await expect(items(second)).toHaveText([/^\s*1\s*Backfill/, /^\s*2\s*Excavation/, /^\s*3\s*Formwork/]);

  // The row menu while PENDING: everything but Quantity Take Off.
  await rowOf(page, 'Excavation').click({ button: 'right', position: { x: 120, y: 10 } });
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit Item', 'Insert Breakdown Item', 'Insert Item Above', 'Insert Item Below', 'Delete Item']);
  await expectAccessible(page);
  await expect(menu.getByRole('menuitem', { name: 'Edit Item' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // Update Item sends only what changed; the particulars are renamed.
  await rowOf(page, 'Backfill').click({ button: 'right', position: { x: 120, y: 10 } });
  await page.getByRole('menuitem', { name: 'Edit Item' }).click();
  const edit = page.getByRole('dialog', { name: /Update Item: 1 Backfill/ });
  await expect(edit.getByLabel('Choose Item')).toBeVisible();
  await expectAccessible(page);
  await edit.getByLabel('Particulars').fill('Backfill and compaction');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(second, 'Backfill and compaction')).toBeVisible();

  // Delete asks first.
  await rowOf(page, 'Backfill and compaction').click({ button: 'right', position: { x: 120, y: 10 } });
  await page.getByRole('menuitem', { name: 'Delete Item' }).click();
  await page.getByRole('dialog', { name: 'Delete Item' }).getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, 'Backfill and compaction')).toHaveCount(0);
  await expect(rowOf(second, 'Backfill and compaction')).toHaveCount(0);

  // PENDING shows Unlock; pressing it locks.
  await confirmLock(page, 'Unlock', 'lock');
  await expect(boq.getByTestId('boq-status')).toHaveText('LOCKED');
  await expect(second.getByTestId('boq-status')).toHaveText('LOCKED');
  await expect(rowOf(page, 'Excavation').locator('[data-field=quantity]')).toHaveText('0 of 10');
  await expect(rowOf(page, 'Excavation').getByRole('button', { name: 'Move Excavation' })).toHaveCount(0); // no moves while locked
  await rowOf(page, 'Excavation').click({ button: 'right', position: { x: 120, y: 10 } });
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Quantity Take Off']);
  await page.keyboard.press('Escape');
  // A heading offers nothing while locked.
  await rowOf(page, 'General Requirements').click({ button: 'right', position: { x: 120, y: 10 } });
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectAccessible(page);

  await confirmLock(page, 'Lock', 'unlock');
  await expect(boq.getByTestId('boq-status')).toHaveText('PENDING');
  await other.close();
});

test('BOQ deep link to a BOQ that does not exist says so instead of loading forever', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const token = (await page.evaluate(() => localStorage.token)) as string;
  const created = await page.request.post('/api/project', { headers: { token }, data: { name: unique('BOQ Missing'), budget: 1000 } });
  const projectId = (await created.json()).data.id as number;
  await page.goto(`/member/project/${projectId}?boq=99999999`);
  await expect(page.getByRole('alert').filter({ hasText: 'The Bill of Quantity could not be opened' })).toContainText('Bill of Quantity not found');
  await page.getByRole('button', { name: 'Close dialog' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/project/${projectId}$`));
});

test('BOQ cells: the labour cell edits the effective cost it shows; unit costs take decimals as typed; an older revision is read-only', async ({ page, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const { projectId, boqId } = await createProjectWithBoq(request, token, unique('BOQ Cells'));
  await buildBoq(baseURL!, request, token, boqId, async (add, idOf) => {
    await add(0, 'Structure');
    await add(await idOf('Structure'), 'Rebar works');
    await add(await idOf('Rebar works'), 'Tie wire', { quantity: 3, materialUnitCost: 333.33, laborUnitCost: 999 });
    const socket = await connectSocket(baseURL!, token);
    try {
      await emit(socket, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: await idOf('Tie wire'), updateValue: { laborPercentageCost: 12.5 } } });
    } finally {
      socket.close();
    }
  });

  await signIn(page, DEMO.owner, `/member/project/${projectId}?boq=${boqId}`);
  const tie = rowOf(page, 'Tie wire');
  // 333.33 x 12.5% = 41.66625 -> 41.6663 (the stored 999 is not used while Labor % is above 0).
  await expect(tie.locator('[data-field=laborUnitCost]')).toHaveText('₱41.6663');
  await tie.getByRole('cell', { name: 'Edit Labor/Equip. Unit Cost of Tie wire' }).click();
  const labour = page.getByLabel('Labor/Equip. Unit Cost of Tie wire');
  await expect(labour).toHaveValue('41.6663');
  await labour.fill('50');
  await labour.press('Enter');
  await expect(tie.locator('[data-field=laborUnitCost]')).toHaveText('₱50.00');
  await expect(tie.locator('[data-field=laborPercentageCost]')).toHaveText('0%');
  await expect(tie.locator('[data-field=laborTotalCost]')).toHaveText('₱150.00');

  // A decimal unit cost as typed: 1,000 x ₱0.125 = ₱125.00 (not 1,000 x ₱0.13).
  await tie.getByRole('cell', { name: 'Edit Quantity of Tie wire' }).click();
  await page.getByLabel('Quantity of Tie wire').fill('1000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0.125');
  await page.keyboard.press('Escape');
  await expect(tie.locator('[data-field=quantity]')).toHaveText('1,000');
  await expect(tie.locator('[data-field=materialUnitCost]')).toHaveText('₱333.33');
  await tie.getByRole('cell', { name: 'Edit Material Unit Cost of Tie wire' }).click();
  await page.getByLabel('Material Unit Cost of Tie wire').fill('0.125');
  await page.keyboard.press('Enter');
  await expect(tie.locator('[data-field=materialUnitCost]')).toHaveText('₱0.125');
  await expect(tie.locator('[data-field=materialTotalCost]')).toHaveText('₱125.00');
  await expectAccessible(page);

  // A newer revision makes this one a read-only baseline: a banner, no inline editors.
  const created = await request.post('/api/boq/version', { headers: { token }, data: { projectId, versionTitle: 'Revision 2' } });
  expect(created.status(), await created.text()).toBe(201);
  await expect(page.getByTestId('boq-read-only')).toContainText('older revision');
  await expect(tie.getByRole('cell', { name: 'Edit Material Unit Cost of Tie wire' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add heading' })).toBeDisabled();
  await expectAccessible(page);

  // Version Control marks the current revision submitted to the client: it freezes too.
  const rev2 = (await created.json()).data.id as number;
  await page.goto(`/member/project/${projectId}?boq=${rev2}`);
  await expect(rowOf(page, 'Tie wire')).toBeVisible();
  await expect(page.getByTestId('boq-read-only')).toHaveCount(0);
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Version Control' });
  const rev2Row = versions.locator('tr[data-revision="2"]');
  await expect(rev2Row).toContainText('Current');
  await expect(versions.locator('tr[data-revision="1"]')).toContainText('Read-only');
  await rev2Row.getByRole('button', { name: 'Mark submitted to client' }).click();
  await page.getByRole('dialog', { name: 'Submitted to client' }).getByRole('button', { name: 'Mark as submitted' }).click();
  await expect(rev2Row).toContainText('Submitted to client');
  await expect(rev2Row.getByRole('button', { name: 'Mark submitted to client' })).toHaveCount(0);
  await expectAccessible(page);
  await versions.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('boq-read-only')).toContainText('submitted to the client');
  await expect(rowOf(page, 'Tie wire').getByRole('cell', { name: 'Edit Quantity of Tie wire' })).toHaveCount(0);
});
