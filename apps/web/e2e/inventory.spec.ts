import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

/** Opens a select field and picks an option, typing first to narrow the list. */
async function choose(scope: Locator, label: string, option: string | RegExp, search?: string) {
  const field = scope.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (search) await field.fill(search);
  await scope.page().getByRole('option', { name: option }).first().click();
}

/** The Error dialog's message, then closes it. */
async function readErrorDialog(page: Page): Promise<string> {
  const message = page.getByTestId('error-dialog-message');
  await expect(message).toBeVisible();
  const text = (await message.textContent()) ?? '';
  await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();
  return text;
}

test('warehouse, supplier and price, stock received, item information tabs, receipt and PDF, refused deduction', async ({ page, request }) => {
  // One long story with an accessibility check on every page and dialog it opens.
  test.setTimeout(240_000);
  // An item made through the API (the item screens are covered by their own spec).
  const headers = { token: await apiLogin(request, DEMO.owner) };
  const itemName = unique('Portland cement 40kg');
  const sku = unique('CEM').toUpperCase();
  const created = await request.post('/api/items', {
    headers,
    data: { name: itemName, sku, description: 'Type 1 cement, 40 kg bag', estimatedBuyingPrice: 245, size: 40, uom: 'pc' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const warehouseName = unique('Pasig Yard');
  const supplierName = unique('Holcim Dealer');

  await signIn(page, DEMO.owner);

  // A company warehouse.
  await page.goto('/member/asset/warehouse/company');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Warehouses' })).toBeVisible();
  // The company's negative stock setting switches on and back off.
  const negativeStock = page.getByRole('switch', { name: /Allow negative stock/ });
  await expect(negativeStock).not.toBeChecked();
  await negativeStock.click({ force: true });
  await expect(negativeStock).toBeChecked();
  await expect(negativeStock).toBeEnabled();
  await negativeStock.click({ force: true });
  await expect(negativeStock).not.toBeChecked();
  await expect(negativeStock).toBeEnabled();
  await page.getByRole('button', { name: 'Add warehouse' }).first().click();
  const warehouseDialog = page.getByRole('dialog', { name: 'Add Company Warehouse' });
  await warehouseDialog.getByRole('button', { name: 'Save Warehouse' }).click();
  await expect(warehouseDialog.getByText('Name is required')).toBeVisible();
  await warehouseDialog.getByLabel('Name').fill(warehouseName);
  await warehouseDialog.getByLabel('Address').fill('12 Dr. Sixto Antonio Ave, Pasig');
  await expectAccessible(page);
  await warehouseDialog.getByRole('button', { name: 'Save Warehouse' }).click();
  await expect(page.getByText('Warehouse created successfully')).toBeVisible();
  await expect(warehouseDialog).toBeHidden();
  await expect(page.getByRole('button', { name: warehouseName, exact: true })).toBeVisible();
  await expectAccessible(page);

  // A supplier, and its price for the item, then a second price: the history has two points.
  await page.goto('/member/asset/purchasing/suppliers');
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  await page.getByRole('button', { name: 'Add supplier' }).first().click();
  const supplierDialog = page.getByRole('dialog', { name: 'Add Supplier' });
  await supplierDialog.getByLabel('Name').fill(supplierName);
  await supplierDialog.getByLabel('Contact Person').fill('Ramon Dela Cruz');
  await supplierDialog.getByLabel('Email').fill('not-an-email');
  await supplierDialog.getByRole('button', { name: 'Save Supplier' }).click();
  await expect(supplierDialog.getByText('Email must be an email')).toBeVisible();
  await supplierDialog.getByLabel('Email').fill('sales@holcim-dealer.ph');
  await choose(supplierDialog, 'Expanded withholding tax', /^WC158 · 1%/, 'WC158');
  await expectAccessible(page);
  await supplierDialog.getByRole('button', { name: 'Save Supplier' }).click();
  await expect(supplierDialog).toBeHidden();
  await page.getByRole('button', { name: supplierName, exact: true }).click();
  const detail = page.getByRole('dialog', { name: supplierName });
  await expect(detail.getByText('Ramon Dela Cruz')).toBeVisible();
  await expect(detail.getByText('WC158 (1%)')).toBeVisible();
  await detail.getByRole('button', { name: 'Set price' }).click();
  const priceDialog = page.getByRole('dialog', { name: 'Set Price' });
  await choose(priceDialog, 'Item', new RegExp(sku), sku);
  await expect(priceDialog.getByLabel('Price')).toHaveValue('₱245.00');
  await priceDialog.getByLabel('Price').fill('240');
  await expectAccessible(page);
  await priceDialog.getByRole('button', { name: 'Save Price' }).click();
  await expect(priceDialog).toBeHidden();
  const suppliedRow = detail.getByRole('row').filter({ hasText: sku });
  await expect(suppliedRow).toContainText('₱240.00');
  await suppliedRow.getByRole('button', { name: `Change price of ${itemName}` }).click();
  const changeDialog = page.getByRole('dialog', { name: 'Change Price' });
  await changeDialog.getByLabel('Price').fill('252.50');
  await changeDialog.getByRole('button', { name: 'Save Price' }).click();
  await expect(suppliedRow).toContainText('₱252.50');
  await suppliedRow.getByRole('button', { name: `Price history of ${itemName}` }).click();
  const historyDialog = page.getByRole('dialog', { name: 'Price Update History' });
  const historyRows = historyDialog.getByRole('table').getByRole('row');
  await expect(historyRows).toHaveCount(3);
  await expect(historyRows.nth(1)).toContainText('₱252.50');
  await expect(historyRows.nth(1).locator('[data-direction=up]')).toContainText('+₱12.50');
  await expect(historyRows.nth(2)).toContainText('First price');
  await expect(historyDialog.getByTestId('price-chart')).toBeVisible();
  await expectAccessible(page);
  await historyDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await detail.getByRole('button', { name: 'Close', exact: true }).click();

  // Receive 10 bags from the supplier into the warehouse; the receipt opens.
  await page.goto('/member/asset/warehouse/company');
  await page.getByRole('button', { name: warehouseName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: warehouseName })).toBeVisible();
  await expect(page).toHaveURL(/\?warehouse=\d+/);
  await page.getByRole('button', { name: 'Receive stock' }).click();
  const receive = page.getByRole('dialog', { name: 'Receive Stock' });
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive.getByText('Choose an item')).toBeVisible();
  await choose(receive, 'Supplier (optional)', supplierName);
  const line = receive.getByRole('group', { name: 'Line 1' });
  await choose(line, 'Item', new RegExp(sku), sku);
  await line.getByLabel('Quantity').fill('0');
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(line.getByText('Quantity must be above 0')).toBeVisible();
  await line.getByLabel('Quantity').fill('10');
  await line.getByLabel('Rate').fill('250');
  await expect(receive.getByTestId('lines-total')).toHaveText('Total: ₱2,500.00');
  await receive.getByLabel('Reference').fill('DR-5512');
  await expectAccessible(page);
  await receive.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(receive).toBeHidden();
  const receipt = page.getByRole('dialog', { name: 'Item Receipt' });
  const receiptCode = (await receipt.getByTestId('receipt-code').textContent())!;
  expect(receiptCode).toMatch(/^IR-\d{6}$/);
  // Stock received without an order owes nothing: no purchase order, no Balance Due (decision 0040).
  await expect(receipt.getByText('Stock Received (No Order)', { exact: true }).first()).toBeVisible();
  await expect(receipt.getByTestId('receipt-memo')).toHaveText('No memo');
  await expect(receipt.getByTestId('receipt-total')).toHaveText('₱2,500.00');
  await expect(receipt.getByText('DR-5512')).toBeVisible();
  await expect(receipt.getByTestId('balance-due')).toHaveCount(0);
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), receipt.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`${receiptCode}.pdf`);
  expect(readFileSync((await download.path())!).subarray(0, 4).toString()).toBe('%PDF');
  await receipt.getByRole('button', { name: 'Close', exact: true }).click();

  // The stock tab holds the 10 bags; the item information shows the four tabs.
  const stockRow = page.getByRole('table', { name: `Stock in ${warehouseName}` }).getByRole('row').filter({ hasText: sku });
  await expect(stockRow).toContainText('10');
  await expectAccessible(page);
  await stockRow.getByRole('button', { name: itemName, exact: true }).click();
  const info = page.getByRole('dialog', { name: 'Item Information' });
  await expect(info.getByTestId('item-information-name')).toHaveText(itemName);
  await expect(info.getByText(sku).first()).toBeVisible();
  await expect(info.getByText('₱245.00')).toBeVisible();
  await expect(info.getByText('Type 1 cement, 40 kg bag')).toBeVisible();
  const qr = info.getByRole('img', { name: `QR code of SKU ${sku}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(150);
  await expectAccessible(page);

  await info.getByRole('tab', { name: 'Inventory per Warehouse' }).click();
  await expect(info.getByRole('row').filter({ hasText: warehouseName })).toContainText('10');
  await expectAccessible(page);

  await info.getByRole('tab', { name: 'Price per Supplier' }).click();
  const priceRow = info.getByRole('row').filter({ hasText: supplierName });
  // The receipt's rate became the supplier's price (docs/decisions/0012).
  await expect(priceRow).toContainText('₱250.00');
  await expectAccessible(page);
  await priceRow.getByRole('button', { name: `Price history from ${supplierName}` }).click();
  await expect(historyDialog.getByRole('table').getByRole('row')).toHaveCount(4);
  await historyDialog.getByRole('button', { name: 'Close', exact: true }).click();

  // Only receipts of purchase orders are purchases: this one is not in the history.
  await info.getByRole('tab', { name: 'Purchase History' }).click();
  await expect(info.getByText('No purchases yet. Goods received on a purchase order appear here.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  // Deducting more than the warehouse holds is refused; the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Stock Adjustment' }).click();
  const adjust = page.getByRole('dialog', { name: 'Stock Adjustment' });
  await adjust.getByText('Deduct stock').click();
  const adjustLine = adjust.getByRole('group', { name: 'Line 1' });
  await choose(adjustLine, 'Item', new RegExp(sku), sku);
  await adjustLine.getByLabel('Quantity').fill('25');
  await adjust.getByLabel('Memo').fill('Damaged bags');
  await expectAccessible(page);
  await adjust.getByRole('button', { name: 'Save Adjustment' }).click();
  expect(await readErrorDialog(page)).toBe(`Not enough stock of ${itemName} in ${warehouseName}: 10 available`);
  await expect(adjust).toBeVisible();
  await expect(adjustLine.getByLabel('Quantity')).toHaveValue('25');
  await expect(adjust.getByLabel('Memo')).toHaveValue('Damaged bags');

  // Deducting 4 goes through: the receipt shows the line in red with a minus, and the stock is 6.
  await adjustLine.getByLabel('Quantity').fill('4');
  await adjust.getByRole('button', { name: 'Save Adjustment' }).click();
  await expect(adjust).toBeHidden();
  await expect(receipt.getByTestId('receipt-line-quantity')).toHaveText('-4');
  await expect(receipt.getByTestId('receipt-memo')).toHaveText('Damaged bags');
  await expect(receipt.getByTestId('balance-due')).toHaveCount(0);
  await receipt.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(stockRow).toContainText('6');

  // The receipts tab lists both receipts; a code opens its receipt.
  await page.getByRole('tab', { name: 'Receipts' }).click();
  const receipts = page.getByRole('table', { name: `Receipts of ${warehouseName}` });
  await expect(receipts.getByRole('row')).toHaveCount(3);
  await expect(receipts.getByRole('row').filter({ hasText: receiptCode })).toContainText('Stock Received (No Order)');
  await expectAccessible(page);
});
