import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { buildBoq, connectSocket, createProjectWithBoq, emit, previewRows } from './boq-api';
import { apiLogin, DEMO, signIn, unique } from './fixtures';

interface PreviewRow {
  id: number;
  description: string;
  children: PreviewRow[];
}
const rowId = async (request: APIRequestContext, token: string, boqId: number, description: string) =>
  (await previewRows<PreviewRow>(request, token, boqId)).find((r) => r.description === description)!.id;

const boqParam = (page: Page) => Number(new URL(page.url()).searchParams.get('boq'));

test('BOQ versions: create a version, preview it read-only, switch, compare, and download the Excel export', async ({ page, request, baseURL }) => {
  const token = await apiLogin(request, DEMO.owner);
  const headers = { token };
  const projectName = unique('Versions Tower');
  const { projectId, boqId: firstBoqId } = await createProjectWithBoq(request, token, projectName);

  // I Earthworks > A Excavation > 1 Structural excavation: 10 cu.m at ₱350 material and ₱120 labour = ₱4,700.
  await buildBoq(baseURL!, request, token, firstBoqId, async (add, idOf) => {
    await add(0, 'Earthworks');
    await add(await idOf('Earthworks'), 'Excavation');
    await add(await idOf('Excavation'), 'Structural excavation', { quantity: 10, materialUnit: 'cu.m', materialUnitCost: 350, laborUnitCost: 120 });
  });

  await signIn(page, DEMO.owner, `/member/project/${projectId}?boq=${firstBoqId}`);
  await expect(page.getByText('Structural excavation').first()).toBeVisible();

  // Create New Version -> "Name of version" -> Submit Version: revision 2 from revision 1 becomes current.
  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const versions = page.getByRole('dialog', { name: 'Version Control' });
  await expect(versions).toBeVisible();
  const table = versions.getByTestId('boq-version-table');
  for (const column of ['Version', 'Version Name', 'Source Version', 'Date Created', 'Time']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await versions.getByRole('button', { name: 'Create New Version' }).click();
  const naming = page.getByRole('dialog', { name: 'Name of version' });
  await naming.getByRole('button', { name: 'Submit Version' }).click();
  await expect(naming.getByText('Version Title is required')).toBeVisible();
  await naming.getByLabel('Version Title').fill('Value engineering');
  await naming.getByRole('button', { name: 'Submit Version' }).click();
  await expect(naming).toBeHidden();
  await expect(page.getByText('Version created successfully')).toBeVisible();
  await expect.poll(() => boqParam(page)).not.toBe(firstBoqId);
  const secondBoqId = boqParam(page);

  // After a new version the BOQ dialog loads it; Version Control stays open or is opened again.
  const versionsDialog = async (name: RegExp) => {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(async () => {
      if (!(await versions.isVisible())) await page.getByRole('button', { name: 'Versions', exact: true }).click({ timeout: 2_000 });
      await expect(versions).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    return versions;
  };
  const rowOf = (revision: number) => table.locator(`tbody tr[data-revision="${revision}"]`);
  await versionsDialog(/Value engineering/);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(rowOf(2)).toContainText('Value engineering');
  await expect(rowOf(2).locator('td').nth(2)).toHaveText('Rev. 1');
  await expect(rowOf(2).locator('td').nth(3)).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(rowOf(2).locator('td').nth(4)).toHaveText(/^\d{2}:\d{2}$/);
  await expect(rowOf(1).getByRole('button', { name: 'Switch to this version' })).toHaveCount(0);

  // Preview Version opens revision 2 read-only, with its totals.
  await rowOf(2).getByRole('button', { name: 'Preview Version' }).click();
  const preview = page.getByRole('dialog', { name: /Preview Version: Rev\. 2 Value engineering/ });
  await expect(preview).toBeVisible();
  await expect(preview.getByText('Read-only')).toBeVisible();
  const previewTable = preview.getByTestId('boq-version-preview');
  await expect(previewTable).toContainText('Structural excavation');
  await expect(previewTable.locator('tr[data-kind="GRAND_TOTAL"]')).toContainText('₱4,700.00');
  await expect(preview.locator('input, textarea')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(preview).toBeHidden();

  // Switch to this version: the prompt, then revision 3 from revision 2 becomes current.
  await rowOf(2).getByRole('button', { name: 'Switch to this version' }).click();
  const prompt = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to switch version?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(prompt).toBeHidden();
  await expect.poll(() => boqParam(page)).not.toBe(secondBoqId);
  const thirdBoqId = boqParam(page);
  const project = await (await request.get(`/api/project?id=${projectId}`, { headers })).json();
  expect(project.latestBoq).toMatchObject({ id: thirdBoqId, revision: 3 });
  await versionsDialog(/Switched to Rev\. 2/);
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(rowOf(3).locator('td').nth(2)).toHaveText('Rev. 2');
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-revision', '3');

  // Compare revision 1 with the current one after a change: 12 instead of 10 cu.m (+₱940.00).
  const editor = await connectSocket(baseURL!, token);
  try {
    const id = await rowId(request, token, thirdBoqId, 'Structural excavation');
    await emit(editor, 'BOQ_EDIT_ITEM', { boqId: thirdBoqId, params: { updateId: id, updateValue: { quantity: 12 } } });
  } finally {
    editor.close();
  }
  await rowOf(1).getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare Rev. 1 with the current version' });
  const diff = compare.getByTestId('boq-version-diff');
  await expect(diff.locator('tr[data-change="changed"]').filter({ hasText: 'Structural excavation' })).toContainText('Qty: 10 → 12');
  await expect(diff.getByTestId('boq-diff-total-delta')).toContainText('+₱940.00');
  await compare.getByRole('button', { name: 'Close', exact: true }).click();
  await versions.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(versions).toBeHidden();

  // BOQ Excel Exportation: the table, then Download Excel saves a real .xlsx with the same figures.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const exporting = page.getByRole('dialog', { name: 'BOQ Excel Exportation' });
  const exportTable = exporting.getByTestId('boq-export-table');
  for (const column of ['Particulars', 'Qty', 'Unit', 'Material Cost (VAT-EX)', 'Labor/Equip-Rental Cost (VAT-EX)', 'Gross Total']) {
    await expect(exportTable.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(exportTable.locator('tr[data-kind="SUBTOTAL"]').filter({ hasText: 'Subtotal A Excavation' })).toContainText('₱5,640.00');
  await expect(exportTable.locator('tr[data-kind="GRAND_TOTAL"]')).toContainText('₱5,640.00');
  const [download] = await Promise.all([page.waitForEvent('download'), exporting.getByRole('button', { name: 'Download Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getCell('A1').value).toBe(projectName);
  expect(sheet.getCell('A3').value).toBe('Revision 3');
  const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1, 10);
  expect(cells(6)).toEqual(['No.', 'Particulars', 'Qty', 'Unit', 'Material Cost (VAT-EX)', 'Material Cost (VAT-EX)', 'Labor/Equip-Rental Cost (VAT-EX)', 'Labor/Equip-Rental Cost (VAT-EX)', 'Gross Total']);
  // Six lines, then a blank row and the quotation summary (boq-quotation.spec.ts).
  const body = Array.from({ length: 6 }, (_, i) => cells(8 + i));
  expect(sheet.getRow(14).getCell(2).value ?? null).toBeNull();
  expect(sheet.getRow(15).getCell(2).value).toBe('Direct Cost');
  expect(body.map((r) => r[0] ?? null)).toEqual(['I', 'A', '1', null, null, null]);
  expect(body[2]).toEqual(['1', 'Structural excavation', 12, 'cu.m', 350, 4200, 120, 1440, 5640]);
  expect(body[3].slice(1)).toEqual(['Subtotal A Excavation', undefined, undefined, undefined, 4200, undefined, 1440, 5640].map((v) => v ?? undefined));
  expect(body[5][1]).toBe('Grand Total');
  expect(body[5][8]).toBe(5640);
});
