import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

const ITEMS_URL = '/member/asset/item/simple';

/** The SKU the dialog generates from a name (spec part 2 section 5). */
const skuOf = (name: string) => name.trim().toUpperCase().replace(/\s+/g, '-');

/** Types a chip into a tags input and adds it with Enter. */
async function addChip(input: Locator, text: string) {
  await input.fill(text);
  await input.press('Enter');
}

async function searchTable(page: Page, keyword: string) {
  await page.getByRole('textbox', { name: 'Search Items' }).fill(keyword);
}

/** The table row that holds this text. */
const rowOf = (page: Page, text: string) => page.getByRole('table', { name: 'Items' }).getByRole('row').filter({ hasText: text });

/** Answers the persistent confirmation with its confirm button. */
async function confirm(page: Page, question: string | RegExp, button: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('simple and variation items: create, search, variations, item information, edit, delete and restore', async ({ page }) => {
  await signIn(page, DEMO.owner, ITEMS_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Item sections' }).getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  // A simple item with the SKU generated from its name.
  await page.getByRole('button', { name: 'Add item' }).click();
  const create = page.getByRole('dialog', { name: 'Create Item' });
  await expect(create.getByRole('tab', { name: 'Simple Item' })).toHaveAttribute('aria-selected', 'true');
  await expect(create.getByRole('tab', { name: 'Variation Item' })).toBeVisible();
  await expect(create.getByRole('checkbox', { name: 'Auto Generated SKU' })).toBeChecked();
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Save Item' }).click();
  await expect(create.getByText('Item Name is required')).toBeVisible();

  const simpleName = unique('Portland Cement');
  await create.getByLabel('Item Name').fill(simpleName);
  await expect(create.getByRole('textbox', { name: 'SKU', exact: true })).toHaveValue(skuOf(simpleName));
  await create.getByLabel('Estimated Buying Price').fill('255.50');
  await create.getByLabel('Minimum Stock Level').fill('10');
  await create.getByLabel('Maximum Stock Level').fill('200');
  const tags = create.getByLabel('Tags', { exact: true });
  await addChip(tags, 'portland cement');
  // Not added again: an existing tag already contains the text.
  await addChip(tags, 'cement');
  await expect(create.getByText('PORTLAND CEMENT', { exact: true })).toBeVisible();
  await expect(create.getByText('CEMENT', { exact: true })).toHaveCount(0);
  await create.getByRole('button', { name: 'Save Item' }).click();
  await confirm(page, 'Are you sure you want to add this new item?', 'Save Item');
  await expect(page.getByText('Item created successfully')).toBeVisible();
  await expect(create).toBeHidden();

  // The same SKU again: the Error dialog shows the server's message and the dialog keeps the input.
  await page.getByRole('button', { name: 'Add item' }).click();
  await create.getByLabel('Item Name').fill(simpleName);
  await create.getByRole('button', { name: 'Save Item' }).click();
  await confirm(page, 'Are you sure you want to add this new item?', 'Save Item');
  await expect(page.getByTestId('error-dialog-message')).toHaveText(`SKU ${skuOf(simpleName)} already exists`);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(create.getByLabel('Item Name')).toHaveValue(simpleName);
  // Unticking clears the SKU for manual entry.
  await create.getByRole('checkbox', { name: 'Auto Generated SKU' }).uncheck();
  await expect(create.getByRole('textbox', { name: 'SKU', exact: true })).toHaveValue('');
  // Cancel with changes asks first (the dialog shell).
  await create.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(create).toBeHidden();

  // A variation item: Size 10mm/12mm x Grade 33/40 gives four variations.
  await page.getByRole('button', { name: 'Add item' }).click();
  await create.getByRole('tab', { name: 'Variation Item' }).click();
  const barName = unique('Deformed Bar');
  await create.getByLabel('Item Name').fill(barName);
  await create.getByLabel('Tier 1 name').fill('Size');
  await addChip(create.getByLabel('Tier 1 attributes', { exact: true }), '10mm');
  await addChip(create.getByLabel('Tier 1 attributes', { exact: true }), '12mm');
  await create.getByRole('button', { name: 'Add tier' }).click();
  await create.getByLabel('Tier 2 name').fill('Grade');
  await addChip(create.getByLabel('Tier 2 attributes', { exact: true }), '33');
  await addChip(create.getByLabel('Tier 2 attributes', { exact: true }), '40');
  const variations = create.getByRole('table', { name: 'Variations' });
  await expect(variations.getByRole('row')).toHaveCount(5);
  await expect(variations.getByRole('textbox', { name: `${barName} 12mm 40 SKU` })).toHaveValue(`${skuOf(barName)}-12MM-40`);
  await create.getByLabel(`${barName} 10mm 33 Est. Cost`).fill('180');
  await expectAccessible(page);
  await create.getByRole('button', { name: 'Save Item' }).click();
  await confirm(page, 'Are you sure you want to add this new item?', 'Save Item');
  await expect(page.getByText('Item with variations created successfully')).toBeVisible();
  await expect(create).toBeHidden();

  // Found by search; View opens its variation list; a SKU opens item information.
  await searchTable(page, barName);
  await expect(rowOf(page, barName)).toContainText('4 variations');
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('row')).toHaveCount(2);
  await rowOf(page, barName).getByRole('button', { name: `View ${barName}` }).click();
  const list = page.getByRole('dialog', { name: `Variations of ${barName}` });
  await expect(list.getByRole('table', { name: `Variations of ${barName}` }).getByRole('row')).toHaveCount(5);
  await expectAccessible(page);
  await list.getByRole('button', { name: `${skuOf(barName)}-10MM-33`, exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(2);
  await page.getByRole('dialog').last().getByRole('button', { name: 'Close dialog' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await list.getByRole('button', { name: 'Close dialog' }).click();
  await expect(list).toBeHidden();

  // Editing: title Item Information, no tabs, the variation tab's fields, Update Item.
  await rowOf(page, barName).getByRole('button', { name: `Edit ${barName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Item Information' });
  await expect(edit.getByLabel('Tier 1 name')).toHaveValue('Size');
  await expect(edit.getByRole('tab')).toHaveCount(0);
  await expect(edit.getByRole('checkbox', { name: 'Auto Generated SKU' })).toHaveCount(0);
  // On an update the variation table hides price, size and stock.
  await expect(edit.getByRole('table', { name: 'Variations' }).getByRole('columnheader')).toHaveText(['Variation and SKU']);
  await edit.getByLabel('Description').fill('Grade 33 and 40 bars');
  await edit.getByRole('button', { name: 'Update Item' }).click();
  await confirm(page, 'Are you sure you want to update this item?', 'Update Item');
  await expect(page.getByText('Item updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();

  // Items with variations are listed on their own tab.
  await page.getByRole('navigation', { name: 'Item sections' }).getByRole('link', { name: 'With Variations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Items with Variations' })).toBeVisible();
  await searchTable(page, barName);
  await expect(rowOf(page, barName)).toBeVisible();
  await searchTable(page, simpleName);
  await expect(page.getByRole('table', { name: 'Items' }).getByTestId('table-no-results')).toBeVisible();
  await expectAccessible(page);

  // Delete with confirmation, then restore from the deleted tab.
  await page.goto(ITEMS_URL);
  await searchTable(page, simpleName);
  await rowOf(page, simpleName).getByRole('button', { name: `Delete ${simpleName}` }).click();
  await confirm(page, /Delete .* You can restore it/, 'Delete');
  await expect(page.getByText('Item deleted successfully')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items' }).getByTestId('table-no-results')).toBeVisible();

  await page.getByRole('navigation', { name: 'Item sections' }).getByRole('link', { name: 'Deleted' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deleted Items' })).toBeVisible();
  await searchTable(page, simpleName);
  await expect(rowOf(page, simpleName).getByRole('button', { name: `Delete ${simpleName}` })).toHaveCount(0);
  await expectAccessible(page);
  await rowOf(page, simpleName).getByRole('button', { name: `Restore ${simpleName}` }).click();
  await confirm(page, /Restore .* to the item list\?/, 'Restore');
  await expect(page.getByText('Item restored successfully')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items' }).getByTestId('table-no-results')).toBeVisible();

  await page.goto(ITEMS_URL);
  await searchTable(page, simpleName);
  await expect(rowOf(page, simpleName)).toContainText('₱255.50');
});

test('import a spreadsheet with live progress, then export what the table lists', async ({ page }) => {
  const prefix = unique('IMP').toUpperCase();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  sheet.addRow(['SKU', 'Item Name', 'Description', 'UOM', 'Size', 'Estimated Cost', 'Selling Price', 'Minimum Stock', 'Maximum Stock', 'Tags']);
  sheet.addRow([`${prefix}-SAND`, `${prefix} Washed Sand`, 'Fine', 'cu.m', 1, 950, 1100, 2, 20, 'SAND']);
  sheet.addRow([`${prefix}-GRAVEL`, `${prefix} Gravel 3/4`, '', 'cu.m', 1, 1200, 1400, 2, 20, 'GRAVEL, AGGREGATE']);
  sheet.addRow([`${prefix}-NAIL`, `${prefix} Common Nail 4"`, '', 'kg', 1, 85.5, 95, 5, 50, '']);
  sheet.addRow([`${prefix}-BAD`, '', '', 'pc', 1, -5, 0, 0, 0, '']);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  await signIn(page, DEMO.owner, ITEMS_URL);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Items' });
  await expect(dialog.getByRole('button', { name: 'Choose file' })).toBeVisible();
  await expectAccessible(page);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'items.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });

  const preview = dialog.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row')).toHaveCount(5);
  await expect(dialog.getByText('3 ready to import')).toBeVisible();
  await expect(dialog.getByText('1 with errors')).toBeVisible();
  await expect(preview.locator('tr[data-invalid]')).toHaveCount(1);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Import 3 items' }).click();
  await expect(dialog.getByTestId('import-progress-text')).toHaveText('3 of 3 processed (100%)');
  await expect(dialog.getByTestId('import-summary')).toHaveText('Done: 3 items created.');
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The table has refreshed; the export lists what the search lists.
  await searchTable(page, prefix);
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('row')).toHaveCount(4);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^items-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  exported.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  expect(rows[0]).toEqual(expect.arrayContaining(['SKU', 'Item Name', 'Estimated Cost', 'Stock']));
  const skuColumn = rows[0].indexOf('SKU');
  expect(rows.slice(1).map((r) => r[skuColumn]).sort()).toEqual([`${prefix}-GRAVEL`, `${prefix}-NAIL`, `${prefix}-SAND`]);
});

test('the item chooser asks for a variation and hands on the matching variant', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.owner);
  const name = unique('Latex Paint');
  const sku = skuOf(name);
  const tiers = [
    { key: 'Color', attributes: ['White', 'Beige'] },
    { key: 'Size', attributes: ['1L', '4L'] },
  ];
  const variants = tiers[0].attributes.flatMap((color) =>
    tiers[1].attributes.map((size) => ({
      name: `${name} ${color} ${size}`,
      sku: `${sku}-${color.toUpperCase()}-${size.toUpperCase()}`,
      variation: { Color: color, Size: size },
    })),
  );
  const created = await request.post('/api/items/withVariants', { headers: { token }, data: { name, sku, uom: 'gal', tiers, variants } });
  expect(created.ok(), await created.text()).toBeTruthy();

  await signIn(page, DEMO.owner, ITEMS_URL);
  await page.getByRole('button', { name: 'Find item' }).click();
  const find = page.getByRole('dialog', { name: 'Find Item' });
  const chooser = find.getByRole('combobox', { name: 'Item' });
  await chooser.click();
  await chooser.fill(name);
  await page.getByRole('option', { name: `${name} (${sku})` }).click();

  const choose = page.getByRole('dialog', { name: 'Choose Variation' });
  await expect(choose.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectAccessible(page);
  await choose.getByRole('combobox', { name: 'Color' }).click();
  await page.getByRole('option', { name: 'Beige' }).click();
  await expect(choose.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await choose.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: '4L' }).click();
  await expect(choose.getByTestId('variation-match')).toHaveText(`Variation: ${name} Beige 4L (${sku}-BEIGE-4L)`);
  // Each change asks again.
  await choose.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: '1L' }).click();
  await expect(choose.getByTestId('variation-match')).toHaveText(`Variation: ${name} Beige 1L (${sku}-BEIGE-1L)`);
  await choose.getByRole('button', { name: 'Submit' }).click();
  await expect(choose).toBeHidden();

  await expect(chooser).toHaveValue(`${name} Beige 1L (${sku}-BEIGE-1L)`);
  await expect(find.getByTestId('chosen-item')).toContainText(`${sku}-BEIGE-1L`);
  await expect(find.getByTestId('chosen-item')).toContainText('Gallon');
  await expectAccessible(page);
  await find.getByRole('button', { name: 'Open item information' }).click();
  await expect(find).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});
