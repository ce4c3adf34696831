import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { buildBoq, connectSocket, createProjectWithBoq, emit } from './boq-api';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

test('BOQ export: set OCM and contingency, see the summary, download the .xlsx with it and the quotation PDF', async ({ page, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const projectName = unique('Quotation Tower');
  const { projectId, boqId } = await createProjectWithBoq(request, token, projectName);
  // I Earthworks > A Excavation > 1 Structural excavation: 10 cu.m at ₱350 + ₱120 = ₱4,700.00, Profit Margin 10%.
  await buildBoq(baseURL!, request, token, boqId, async (add, idOf) => {
    await add(0, 'Earthworks');
    await add(await idOf('Earthworks'), 'Excavation');
    await add(await idOf('Excavation'), 'Structural excavation', { quantity: 10, materialUnit: 'cu.m', materialUnitCost: 350, laborUnitCost: 120 });
    const socket = await connectSocket(baseURL!, token);
    try {
      await emit(socket, 'BOQ_EDIT_ITEM', { boqId, params: { updateId: await idOf('Structural excavation'), updateValue: { profitMarginPercentage: 10 } } });
    } finally {
      socket.close();
    }
  });

  await signIn(page, DEMO.owner, `/member/project/${projectId}?boq=${boqId}`);
  await expect(page.getByText('Structural excavation').first()).toBeVisible();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'BOQ Excel Exportation' });
  const summary = dialog.getByTestId('boq-summary');
  const lines = () => summary.locator('tr').allInnerTexts();
  const row = (label: string, amount: string) => `${label}\t${amount}`;

  // No OCM or contingency yet: direct cost, profit, total with profit, 12% VAT, grand total.
  await expect.poll(lines).toEqual([
    row('Direct Cost', '₱4,700.00'),
    row('Profit', '₱470.00'),
    row('Total with Profit', '₱5,170.00'),
    row('VAT 12%', '₱620.40'),
    row('Grand Total (VAT inclusive)', '₱5,790.40'),
  ]);

  // The summary follows the form as it is typed; the downloads wait for Save.
  await dialog.getByLabel('Overhead (OCM) %').fill('10');
  await dialog.getByLabel('Contingency %').fill('5');
  await expect(dialog.getByText('Unsaved changes: save them to use them in the downloads')).toBeVisible();
  // 4,700 + 470 (OCM) + 235 (contingency) + 470 (profit) = 5,875.00; VAT 705.00.
  await expect.poll(lines).toEqual([
    row('Direct Cost', '₱4,700.00'),
    row('Overhead (OCM) 10%', '₱470.00'),
    row('Contingency 5%', '₱235.00'),
    row('Profit', '₱470.00'),
    row('Total with Profit', '₱5,875.00'),
    row('VAT 12%', '₱705.00'),
    row('Grand Total (VAT inclusive)', '₱6,580.00'),
  ]);
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('BOQ settings saved')).toBeVisible();
  await expect(dialog.getByText('Saved with this BOQ')).toBeVisible();
  const stored = await (await request.get(`/api/boq/${boqId}/settings`, { headers: { token } })).json();
  expect(stored).toMatchObject({ ocmPercentage: '10.00', contingencyPercentage: '5.00', quotationTerms: null });
  await expectAccessible(page);
  if (SCREENSHOTS) {
    await dialog.getByTestId('boq-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/boq-export-desktop.png` });
  }

  // Download Excel: the lines, then the summary with its percentages in the labels.
  const [excel] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download Excel' }).click()]);
  expect(excel.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await excel.path());
  const sheet = workbook.worksheets[0];
  const figures = new Map<string, number>();
  sheet.eachRow((r) => {
    const label = r.getCell(2).value;
    const value = r.getCell(9).value as number | { result: number } | null;
    if (typeof label === 'string' && value !== null) figures.set(label, typeof value === 'number' ? value : value.result);
  });
  expect(figures.get('Grand Total')).toBe(4700);
  expect(figures.get('Direct Cost')).toBe(4700);
  expect(figures.get('Overhead (OCM) 10%')).toBe(470);
  expect(figures.get('Contingency 5%')).toBe(235);
  expect(figures.get('Profit')).toBe(470);
  expect(figures.get('Total with Profit')).toBe(5875);
  expect(figures.get('VAT 12%')).toBe(705);
  expect(figures.get('Grand Total (VAT inclusive)')).toBe(6580);

  // Download Quotation: a PDF named by its quotation number.
  const [pdf] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download Quotation' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^QT-\d{6} Quotation Tower-\w+ BOQ r1\.pdf$/);
  const bytes = readFileSync(await pdf.path());
  expect(bytes.length).toBeGreaterThan(5_000);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Quotation downloaded')).toBeVisible();
  await expect(dialog.getByText(/· Quotation QT-\d{6}/)).toBeVisible();

  // A phone: the dialog is full screen and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByTestId('boq-summary')).toBeVisible();
  // The layout settles after the resize (the page behind the dialog switches to its phone view).
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const overflowing = await dialog.evaluate((node) => {
    const limit = window.innerWidth;
    return [...node.querySelectorAll('button, input, textarea, table[data-testid="boq-summary"]')]
      .filter((el) => !el.closest('.mantine-ScrollArea-root, [class*="ScrollContainer"]'))
      .filter((el) => el.getBoundingClientRect().right > limit + 1)
      .map((el) => el.textContent || el.getAttribute('aria-label') || el.tagName);
  });
  expect(overflowing).toEqual([]);
  if (SCREENSHOTS) {
    await page.screenshot({ path: `${SCREENSHOTS}/boq-export-phone-top.png` });
    await dialog.getByTestId('boq-summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/boq-export-phone.png` });
  }
});

test('BOQ export: a LOCKED BOQ shows its settings read-only and still downloads', async ({ page, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const { projectId, boqId } = await createProjectWithBoq(request, token, unique('Locked Quote'));
  const saved = await request.patch(`/api/boq/${boqId}/settings`, { headers: { token }, data: { ocmPercentage: 8 } });
  expect(saved.status(), await saved.text()).toBe(200);
  const socket = await connectSocket(baseURL!, token);
  try {
    await emit(socket, 'BOQ_LOCK', { boqId, isLock: true });
  } finally {
    socket.close();
  }
  await signIn(page, DEMO.owner, `/member/project/${projectId}?boq=${boqId}`);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'BOQ Excel Exportation' });
  await expect(dialog.getByText('Bill of Quantity is locked: the settings cannot be changed.')).toBeVisible();
  await expect(dialog.getByLabel('Overhead (OCM) %')).toBeDisabled();
  await expect(dialog.getByLabel('Overhead (OCM) %')).toHaveValue('8%');
  await expect(dialog.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await expect(dialog.getByTestId('boq-summary').locator('tr[data-key="OCM"]')).toContainText('Overhead (OCM) 8%');
  const [pdf] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download Quotation' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^QT-\d{6} .+ r1\.pdf$/);
  await expectAccessible(page);
});
