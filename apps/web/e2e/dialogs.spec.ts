import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, expectAccessible, signIn, unique } from './fixtures';

type CloseWay = 'outside' | 'escape' | 'close button' | 'cancel';

/** Closes the dialog one of the ways a user does. */
async function tryToClose(page: Page, dialog: Locator, way: CloseWay, cancelLabel = 'Cancel') {
  if (way === 'outside') {
    // The overlay at the left edge of the window, beside the centred dialog.
    await page.mouse.click(4, 400);
  } else if (way === 'escape') {
    await page.keyboard.press('Escape');
  } else if (way === 'close button') {
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
  } else {
    await dialog.getByRole('button', { name: cancelLabel, exact: true }).click();
  }
}

const discardQuestion = (page: Page) => page.getByRole('dialog', { name: 'Discard changes?' });

/** With changes, closing asks first: Keep editing leaves the dialog and its text; Discard closes it. */
async function expectAsksBeforeDiscarding(page: Page, dialog: Locator, field: Locator, text: string, ways: [CloseWay, CloseWay], cancelLabel?: string) {
  await expect(field).toHaveValue(text);
  await tryToClose(page, dialog, ways[0], cancelLabel);
  const question = discardQuestion(page);
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(field).toHaveValue(text);

  await tryToClose(page, dialog, ways[1], cancelLabel);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeHidden();
}

/** Without changes, the dialog closes at once. */
async function expectClosesAtOnce(page: Page, dialog: Locator, way: CloseWay, cancelLabel?: string) {
  await tryToClose(page, dialog, way, cancelLabel);
  await expect(dialog).toBeHidden();
  await expect(discardQuestion(page)).toHaveCount(0);
}

test('lead and client dialogs ask "Discard changes?" before throwing away what was typed', async ({ page }) => {
  await signIn(page, DEMO.sales, '/member/leads/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  // Untouched: an outside click closes it at once (its defaults are not changes).
  await page.getByRole('button', { name: 'New lead' }).click();
  const leadDialog = page.getByRole('dialog', { name: 'Create Lead' });
  await expect(leadDialog.getByRole('combobox', { name: 'Relationship Owner' })).toHaveValue('Maria Santos');
  await expectClosesAtOnce(page, leadDialog, 'outside');

  // Typed into: an outside click and then Escape ask first.
  await page.getByRole('button', { name: 'New lead' }).click();
  await expect(leadDialog).toBeVisible();
  const leadName = leadDialog.getByLabel('Lead Name');
  const typed = unique('Warehouse fit-out');
  await leadName.fill(typed);
  await expectAsksBeforeDiscarding(page, leadDialog, leadName, typed, ['outside', 'escape']);

  // The client dialog opened from the lead dialog: Escape, then its Close button.
  await page.getByRole('button', { name: 'New lead' }).click();
  await expect(leadDialog).toBeVisible();
  await leadDialog.getByRole('button', { name: 'Add new client' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Create Client' });
  await expect(clientDialog).toBeVisible();
  const clientName = clientDialog.getByRole('textbox', { name: 'Name', exact: true });
  await clientName.fill('Bagong Likha Builders');
  await expectAsksBeforeDiscarding(page, clientDialog, clientName, 'Bagong Likha Builders', ['escape', 'cancel'], 'Close');
  // Only the client dialog went; the untouched lead dialog then closes at once.
  await expect(leadDialog).toBeVisible();
  await expectClosesAtOnce(page, leadDialog, 'cancel', 'Close');
});

test('a dialog that saved closes without asking', async ({ page }) => {
  await signIn(page, DEMO.sales, '/member/leads/clients');
  await page.getByRole('button', { name: 'New lead' }).click();
  const leadDialog = page.getByRole('dialog', { name: 'Create Lead' });
  await leadDialog.getByRole('button', { name: 'Add new deal type' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Add Deal Type' });
  await expect(typeDialog).toBeVisible();
  await typeDialog.getByLabel('Name').fill(unique('Fit-out'));
  await typeDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(typeDialog).toBeHidden();
  await expect(discardQuestion(page)).toHaveCount(0);
});

test('item and receive dialogs ask before discarding; an untouched one closes at once', async ({ page }) => {
  await signIn(page, DEMO.owner, '/member/asset/item/simple');
  await expect(page.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();

  await page.getByRole('button', { name: 'Add item' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Create Item' });
  await expect(itemDialog).toBeVisible();
  await expectClosesAtOnce(page, itemDialog, 'escape');

  await page.getByRole('button', { name: 'Add item' }).click();
  const itemName = itemDialog.getByLabel('Item Name');
  await itemName.fill('Portland Cement Type 1');
  await expectAsksBeforeDiscarding(page, itemDialog, itemName, 'Portland Cement Type 1', ['close button', 'cancel']);

  // Receive Stock (persistent: outside clicks and Escape are ignored): no form library; the
  // shell counts edits in its fields and picked options.
  await page.goto('/member/asset/warehouse/company');
  await page.getByRole('button', { name: 'Makati Central Warehouse', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Makati Central Warehouse' })).toBeVisible();
  const receive = page.getByRole('dialog', { name: 'Receive Stock' });
  await page.getByRole('button', { name: 'Receive stock' }).click();
  await expect(receive).toBeVisible();
  await expectClosesAtOnce(page, receive, 'close button');

  await page.getByRole('button', { name: 'Receive stock' }).click();
  const supplier = receive.getByRole('combobox', { name: 'Supplier (optional)', exact: true });
  await supplier.click();
  const firstSupplier = page.getByRole('option').first();
  const supplierName = (await firstSupplier.innerText()).trim();
  await firstSupplier.click();
  await expect(supplier).toHaveValue(supplierName);
  await tryToClose(page, receive, 'cancel');
  await expect(discardQuestion(page)).toBeVisible();
  await discardQuestion(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(supplier).toHaveValue(supplierName);

  const memo = receive.getByLabel('Memo');
  await memo.fill('Delivered by truck 3');
  await expectAsksBeforeDiscarding(page, receive, memo, 'Delivered by truck 3', ['close button', 'cancel']);

  // Opened again, it starts without changes.
  await page.getByRole('button', { name: 'Receive stock' }).click();
  await expect(receive.getByLabel('Memo')).toHaveValue('');
  await expectClosesAtOnce(page, receive, 'cancel');
});

test('a sample fill shows the sample notice for 2 seconds, and the filled dialog then asks before discarding', async ({ page }) => {
  await signIn(page, DEMO.developer, '/member/asset/item/simple');
  await page.getByRole('button', { name: 'Add item' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Create Item' });
  await itemDialog.getByRole('heading', { name: 'Create Item' }).dblclick();
  const notice = page.getByRole('alert').filter({ hasText: 'Sample data filled' });
  await expect(notice).toBeVisible();
  const shownAt = Date.now();
  await expect(notice).toBeHidden({ timeout: 4_000 });
  // 2000 ms, then Mantine's leave transition; an info notice (3000 ms) or the default (5000 ms) would still show.
  expect(Date.now() - shownAt).toBeLessThan(3_000);
  await expectAccessible(page);
  await expect(itemDialog.getByLabel('Item Name')).not.toHaveValue('');
  await tryToClose(page, itemDialog, 'escape');
  await discardQuestion(page).getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(itemDialog).toBeHidden();
});
