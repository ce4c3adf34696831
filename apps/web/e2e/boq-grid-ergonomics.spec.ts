import { expect, test, type Locator, type Page } from '@playwright/test';
import { buildBoq, createProjectWithBoq } from './boq-api';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

const rowOf = (page: Page, text: string): Locator => page.locator('[role=row][data-row-id]').filter({ hasText: text });
const field = (page: Page, row: string, key: string) => rowOf(page, row).locator(`[data-field=${key}]`);
/** Screenshots for a person to look at, only when asked (BOQ_SHOTS=dir). */
const shot = async (page: Page, name: string) => {
  if (process.env.BOQ_SHOTS) await page.screenshot({ path: `${process.env.BOQ_SHOTS}/${name}.png` });
};

/** Dispatches a paste of `text` where the focus is, as the browser does for Ctrl+V. */
async function pasteText(page: Page, text: string) {
  await page.evaluate((tsv) => {
    const data = new DataTransfer();
    data.setData('text/plain', tsv);
    (document.activeElement ?? document.body).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Dispatches a copy where the focus is and answers what the page put on the clipboard. */
async function copyText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const data = new DataTransfer();
    (document.activeElement ?? document.body).dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
    return data.getData('text/plain');
  });
}

test('BOQ: an empty BOQ says how to start, + Item puts an item directly under a heading, the padlock names what it does', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  const name = unique('BOQ Start');
  const { projectId } = await createProjectWithBoq(request, token, name);
  await signIn(page, DEMO.owner, `/member/project/${projectId}`);
  await page.getByRole('button', { name: 'Open BOQ' }).click();
  const empty = page.getByTestId('boq-empty');
  await expect(empty).toContainText('This Bill of Quantity has no rows yet. Start with a heading (a part of the work, such as "Earthworks"), then use + Item on it to add its items.');
  await shot(page, 'desktop-empty');
  await expectAccessible(page);
  await empty.getByRole('button', { name: 'Add the first heading' }).click();
  const addHeading = page.getByRole('dialog', { name: 'Add Heading' });
  await addHeading.getByLabel('Particulars').fill('Earthworks');
  await addHeading.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'Earthworks')).toHaveAttribute('data-row-type', 'HEADING');

  // "+ Item" is visible on the heading row, reachable by keyboard, and makes an ITEM (not a SUBHEADING).
  const plusItem = rowOf(page, 'Earthworks').getByRole('button', { name: 'Add item to Earthworks' });
  await expect(plusItem).toBeVisible();
  await expect(plusItem).toHaveText('Item');
  await plusItem.focus();
  await page.keyboard.press('Enter');
  const addItem = page.getByRole('dialog', { name: 'Add Item: Earthworks' });
  await expect(addItem.getByLabel('Quantity', { exact: true })).toHaveValue('1');
  await addItem.getByLabel('Particulars').fill('Site clearing');
  await addItem.getByLabel('Quantity', { exact: true }).fill('2');
  await addItem.getByLabel('Material Cost').fill('150');
  await addItem.getByRole('button', { name: 'Save' }).click();
  await expect(addItem).toBeHidden();
  await expect(rowOf(page, 'Site clearing')).toHaveAttribute('data-row-type', 'ITEM');
  await expect(rowOf(page, 'Site clearing')).toHaveText(/^\s*1\s*Site clearing/);
  await expect(page.getByTestId('boq-subtotal')).toHaveText(/Subtotal I.*₱300\.00/);
  await expect(rowOf(page, 'Site clearing').getByRole('button', { name: /Add item/ })).toHaveCount(0); // items have no + Item
  // The row menu's insert inside a heading still makes a SUBHEADING.
  await rowOf(page, 'Earthworks').click({ button: 'right', position: { x: 120, y: 10 } });
  await page.getByRole('menuitem', { name: 'Insert Breakdown Item' }).click();
  const insert = page.getByRole('dialog', { name: 'Insert Breakdown Item: Earthworks' });
  await insert.getByLabel('Particulars').fill('Excavation');
  await insert.getByRole('button', { name: 'Save' }).click();
  await expect(rowOf(page, 'Excavation')).toHaveAttribute('data-row-type', 'SUBHEADING');
  await expect(rowOf(page, 'Excavation').getByRole('button', { name: 'Add item to Excavation' })).toBeVisible();
  await shot(page, 'desktop-grid');
  await expectAccessible(page);

  // The lock control: a padlock showing the state, the spec's word as the label, the action named.
  const lock = page.getByTestId('boq-lock');
  await expect(lock).toHaveAccessibleName('Unlock');
  await expect(lock).toHaveAttribute('data-state', 'PENDING');
  await expect(lock).toHaveAccessibleDescription('Open for editing. Lock this Bill of Quantity');
  await lock.click();
  let confirm = page.getByRole('dialog', { name: 'Lock Bill of Quantity' });
  await expect(confirm).toContainText('Lock this Bill of Quantity? Editing stops until it is unlocked');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('boq-status')).toHaveText('PENDING');
  await lock.click();
  await page.getByRole('dialog', { name: 'Lock Bill of Quantity' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('boq-status')).toHaveText('LOCKED');
  await expect(lock).toHaveAccessibleName('Lock');
  await expect(lock).toHaveAttribute('data-state', 'LOCKED');
  await expect(lock).toHaveAccessibleDescription('Locked: editing is stopped. Unlock this Bill of Quantity');
  await expect(rowOf(page, 'Earthworks').getByRole('button', { name: /Add item/ })).toHaveCount(0); // no + Item while locked
  await lock.click();
  confirm = page.getByRole('dialog', { name: 'Lock Bill of Quantity' });
  await expect(confirm).toContainText('Unlock this Bill of Quantity? Editing opens again for everyone until it is locked');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('boq-status')).toHaveText('PENDING');
});

test('BOQ: paste Excel cells and rows, copy rows as TSV, Ctrl+Z undoes for everyone, the shortcut list', async ({ page, browser, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const { projectId, boqId } = await createProjectWithBoq(request, token, unique('BOQ Paste'));
  await buildBoq(baseURL!, request, token, boqId, async (add, idOf) => {
    await add(0, 'Earthworks');
    const heading = await idOf('Earthworks');
    await add(heading, 'Excavation', { type: 'ITEM', quantity: 1, materialUnitCost: 10 });
    await add(heading, 'Backfill', { type: 'ITEM', quantity: 1, materialUnitCost: 10 });
  });
  await signIn(page, DEMO.owner, `/member/project/${projectId}?boq=${boqId}`);
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, DEMO.owner, `/member/project/${projectId}?boq=${boqId}`);
  await expect(rowOf(second, 'Backfill')).toBeVisible();

  // A block of cells from Excel fills Quantity, Unit, Material and Labor Unit Cost of the selected row and the next.
  await rowOf(page, 'Excavation').getByTestId('boq-particulars').click();
  await expect(rowOf(page, 'Excavation')).toHaveAttribute('aria-selected', 'true');
  await pasteText(page, '12\tm3\t"1,234.50"\t₱ 200\r\n3\tbag\t99\t\r\n');
  await expect(field(page, 'Excavation', 'quantity')).toHaveText('12');
  await expect(field(page, 'Excavation', 'unit')).toHaveText('m3');
  await expect(field(page, 'Excavation', 'materialUnitCost')).toHaveText('₱1,234.50');
  await expect(field(page, 'Excavation', 'laborUnitCost')).toHaveText('₱200.00');
  await expect(field(page, 'Backfill', 'quantity')).toHaveText('3');
  await expect(field(page, 'Backfill', 'unit')).toHaveText('bag');
  await expect(field(page, 'Backfill', 'materialUnitCost')).toHaveText('₱99.00');
  await expect(field(second, 'Excavation', 'directCost')).toHaveText('₱17,214.00'); // 12 x (1,234.50 + 200)
  await expect(field(second, 'Backfill', 'quantity')).toHaveText('3');

  // Something that is not a number is refused by name and changes nothing.
  await pasteText(page, '5\tbag\tabc');
  await expect(page.getByText('Line 1, Material Unit Cost: "abc" is not a number of at least 0')).toBeVisible();
  await expect(field(page, 'Excavation', 'quantity')).toHaveText('12');

  // Ctrl+Z takes the whole paste back, as normal edits: the other window sees it live.
  await rowOf(page, 'Excavation').getByTestId('boq-particulars').focus();
  await page.keyboard.press('Control+z');
  await expect(field(page, 'Excavation', 'quantity')).toHaveText('1');
  await expect(field(page, 'Backfill', 'unit')).toHaveText('pc');
  await expect(field(second, 'Excavation', 'quantity')).toHaveText('1');
  await expect(field(second, 'Excavation', 'materialUnitCost')).toHaveText('₱10.00');
  await expect(field(second, 'Excavation', 'laborUnitCost')).toHaveText('₱0.00');
  await expect(field(second, 'Backfill', 'quantity')).toHaveText('1');
  await expect(field(second, 'Backfill', 'unit')).toHaveText('pc');

  // An inline edit is undone the same way.
  await rowOf(page, 'Backfill').getByRole('cell', { name: 'Edit Quantity of Backfill' }).click();
  await page.getByLabel('Quantity of Backfill').fill('7');
  await page.keyboard.press('Enter');
  await expect(field(second, 'Backfill', 'quantity')).toHaveText('7');
  await rowOf(page, 'Backfill').getByTestId('boq-particulars').focus();
  await page.keyboard.press('Control+z');
  await expect(field(second, 'Backfill', 'quantity')).toHaveText('1');
  await expect(field(page, 'Backfill', 'quantity')).toHaveText('1');
  await page.keyboard.press('Control+z');
  await expect(page.getByText('Nothing to undo')).toBeVisible();

  // Copy: Shift+click selects the range; Ctrl+C puts the items on the clipboard as TSV.
  await rowOf(page, 'Excavation').getByTestId('boq-particulars').click();
  await rowOf(page, 'Backfill').getByTestId('boq-particulars').click({ modifiers: ['Shift'] });
  await expect(page.locator('[role=row][aria-selected=true]')).toHaveCount(2);
  expect(await copyText(page)).toBe('Excavation\t1\tpc\t10\t0\nBackfill\t1\tpc\t10\t0');
  // Pasting rows after a selected item inserts them after it, in order, for everyone.
  await rowOf(page, 'Excavation').getByTestId('boq-particulars').click();
  await pasteText(page, 'Excavation copy\t2\tpc\t10\t0\nBackfill copy\t4\tm\t5\t1');
  const items = (p: Page) => p.locator('[role=row][data-row-type=ITEM]');
  const order = [/^\s*1\s*Excavation1pc/, /^\s*2\s*Excavation copy2pc/, /^\s*3\s*Backfill copy4m/, /^\s*4\s*Backfill1pc/];
  await expect(items(page)).toHaveText(order);
  await expect(items(second)).toHaveText(order);
  await expect(field(second, 'Backfill copy', 'directCost')).toHaveText('₱24.00'); // 4 x (5 + 1)

  // The shortcut list: ? and the button.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts.getByTestId('boq-shortcuts')).toContainText('Undo your last edit (everyone sees it undone)');
  await expect(shortcuts.getByRole('row')).toHaveCount(16);
  await expect(shortcuts.getByRole('row', { name: /Copy the selected item rows/ })).toContainText('Ctrl+C');
  await shot(page, 'desktop-shortcuts');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(shortcuts).toBeVisible();
  await other.close();
});

test.describe('BOQ on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('headings collapsed with their subtotals, an item edited in a bottom sheet, nothing scrolls sideways', async ({ page, request, baseURL }) => {
    const token = await apiLogin(request, DEMO.owner);
    const { projectId, boqId } = await createProjectWithBoq(request, token, unique('BOQ Phone'));
    await buildBoq(baseURL!, request, token, boqId, async (add, idOf) => {
      await add(0, 'General Requirements');
      await add(await idOf('General Requirements'), 'Mobilization');
      await add(await idOf('Mobilization'), 'Temporary fence with a long description of the works', { quantity: 10, materialUnitCost: 100, materialUnit: 'lm' });
      await add(0, 'Earthworks');
      await add(await idOf('Earthworks'), 'Site clearing', { type: 'ITEM', quantity: 2, materialUnitCost: 50 });
    });
    await signIn(page, DEMO.owner, `/member/project/${projectId}?boq=${boqId}`);
    const groups = page.getByTestId('boq-phone-group');
    const general = groups.filter({ hasText: 'General Requirements' }).first();
    await expect(general.getByTestId('boq-phone-subtotal').first()).toHaveText('₱1,000.00');
    await expect(groups.filter({ hasText: 'Earthworks' }).getByTestId('boq-phone-subtotal')).toHaveText('₱100.00');
    await expect(page.getByTestId('boq-phone-item')).toHaveCount(0); // collapsed
    await expect(page.getByRole('button', { name: /I General Requirements/ })).toHaveAttribute('aria-expanded', 'false');
    // Elements of the BOQ that scroll sideways (wider content that is not clipped).
    const sideways = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-content *, .mantine-Drawer-content, .mantine-Drawer-content *')]
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && !['hidden', 'clip'].includes(getComputedStyle(el).overflowX) && getComputedStyle(el).display !== 'inline')
          .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${el.scrollWidth}>${el.clientWidth}`),
      );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await sideways()).toEqual([]);
    await shot(page, 'phone-collapsed');
    await expectAccessible(page);

    await page.getByRole('button', { name: /I General Requirements/ }).click();
    await page.getByRole('button', { name: /A Mobilization/ }).click();
    const fence = page.getByTestId('boq-phone-item').filter({ hasText: 'Temporary fence' });
    await expect(fence).toContainText('10 lm × ₱100.00');
    await expect(page.getByRole('button', { name: 'Add item to Mobilization' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await sideways()).toEqual([]);
    await shot(page, 'phone-expanded');
    await expectAccessible(page);

    await fence.getByRole('button').click();
    const sheet = page.getByRole('dialog', { name: /1 Temporary fence/ });
    await expect(sheet.getByLabel('Quantity', { exact: true })).toHaveValue('10');
    await expect(sheet.getByLabel('Unit', { exact: true })).toHaveValue('lm');
    await sheet.getByLabel('Quantity', { exact: true }).fill('12');
    await shot(page, 'phone-sheet');
    await expectAccessible(page);
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toBeHidden();
    await expect(general.getByTestId('boq-phone-subtotal').first()).toHaveText('₱1,200.00');
    await expect(fence).toContainText('12 lm × ₱100.00');

    // Locked: no + Item, and the sheet only shows the values.
    await page.getByTestId('boq-lock').click();
    await page.getByRole('dialog', { name: 'Lock Bill of Quantity' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByTestId('boq-status')).toHaveText('LOCKED');
    await expect(page.getByRole('button', { name: 'Add item to Mobilization' })).toHaveCount(0);
    await fence.getByRole('button').click();
    const lockedSheet = page.getByRole('dialog', { name: /1 Temporary fence/ });
    await expect(lockedSheet).toContainText('Bill of Quantity is locked');
    await expect(lockedSheet.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(lockedSheet.getByLabel('Quantity', { exact: true })).toHaveAttribute('readonly', '');
    await expectAccessible(page);
  });
});
