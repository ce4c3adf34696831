import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { DEMO, expectAccessible, shoot, signIn } from './fixtures';

/** A 12-digit LRN nobody else in this run uses. */
const freshLrn = () => `9${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

async function settle(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
}

test('the registrar adds a student with a guardian in the dialog, finds them in the table and exports the table', async ({ page }) => {
  const lastName = `Macaraeg${Date.now().toString(36)}`;
  const lrn = freshLrn();
  const card = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, DEMO.owner, '/member/school/student');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  // The demo learners, enrolled in the active year.
  await expect(page.getByText('Javier, Oscar Tan').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'school-students');

  await page.getByRole('button', { name: 'New student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Student' });
  await dialog.getByLabel('First name').fill('Andres');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('LRN').fill('12345');
  await dialog.getByLabel('RFID card number').fill(card);
  await dialog.getByLabel('Guardian name').fill('Maria Macaraeg');
  await dialog.getByLabel('Relationship').fill('Mother');
  await dialog.getByLabel('Guardian mobile').fill('09171234567');
  await dialog.getByRole('textbox', { name: 'Guardian email' }).fill('maria.macaraeg@example.ph');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save Student' }).click();
  await expect(dialog.getByText('LRN must be 12 digits', { exact: true })).toBeVisible();
  await dialog.getByLabel('LRN').fill(lrn);
  await dialog.getByRole('button', { name: 'Save Student' }).click();
  await expect(dialog).toBeHidden();
  await settle(page);

  await page.getByRole('textbox', { name: 'Search Students' }).fill(lastName);
  const row = page.getByRole('row').filter({ hasText: `${lastName}, Andres` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(lrn);
  await expect(row).toContainText(card);
  await expect(row).toContainText('Maria Macaraeg');
  await expect(row).toContainText('Not enrolled');

  // The guardian is on the student when opened again.
  await row.getByRole('button', { name: `Edit ${lastName}, Andres` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${lastName}, Andres` });
  await expect(edit.getByText('Maria Macaraeg (Mother)')).toBeVisible();
  await expect(edit.getByText(/09171234567 · maria\.macaraeg@example\.ph · notices by email in English/)).toBeVisible();
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(edit).toBeHidden();

  // Export: the search applies; the file is read back.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(file!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['LRN', 'Last Name', 'First Name']);
  expect(sheet.rowCount).toBe(2);
  expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([lrn, lastName, 'Andres', '', '', '', '', '', '', card, 'Maria Macaraeg', '09171234567', 'maria.macaraeg@example.ph']);
});

test('the other records screens show the demo school and open their dialogs', async ({ page }) => {
  await signIn(page, DEMO.owner, '/member/school/school-year');
  await expect(page.getByRole('heading', { level: 1, name: 'School Years' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '2026-2027' })).toContainText('Active');
  await expectAccessible(page);
  await shoot(page, 'school-years');

  for (const [path, heading, text] of [
    ['/member/school/grade-level', 'Grade Levels', 'Grade 10'],
    ['/member/school/section', 'Sections', 'Del Pilar'],
    ['/member/school/course', 'Courses', 'MAPEH10'],
    ['/member/school/guardian', 'Guardians', 'Lourdes Javier'],
    ['/member/school/enrollment', 'Enrollment', 'Javier, Oscar Tan'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, `school-${heading.toLowerCase().replace(/\s+/g, '-')}`);
  }

  // Enroll dialog: the section list follows the year and grade.
  await page.getByRole('button', { name: 'Enroll student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Enroll Student' });
  await expect(dialog.getByRole('textbox', { name: 'Section' })).toHaveAttribute('placeholder', 'Choose the school year and grade level first');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();

  await page.goto('/member/school/course');
  await page.getByRole('button', { name: 'New course' }).first().click();
  const course = page.getByRole('dialog', { name: 'New Course' });
  await course.getByRole('button', { name: 'Save Course' }).click();
  await expect(course.getByText('Choose the learning area')).toBeVisible();
  await expectAccessible(page);
});

test('an Excel import shows each row with its problems before saving, then saves the good rows', async ({ page }) => {
  const good = freshLrn();
  const lastName = `Imported${Date.now().toString(36)}`;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Students');
  sheet.addRow(['LRN', 'Last Name', 'First Name', 'Middle Name', 'Suffix', 'Sex', 'Birth Date', 'Grade Level', 'Section', 'Card Number', 'Guardian', 'Guardian Mobile', 'Guardian Email']);
  sheet.addRow([good, lastName, 'Uno', '', '', 'F', '2014-03-03', 'Grade 7', 'Rizal', '', 'Nanay Uno', '09170000001', '']);
  sheet.addRow(['12345', lastName, 'Dos', '', '', '', '', '', '', '', '', '', '']);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await signIn(page, DEMO.owner, '/member/school/student');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Students' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'students.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  const preview = dialog.getByRole('table', { name: 'Import preview' });
  await expect(preview.getByRole('row').filter({ hasText: 'Dos' })).toContainText('LRN: must be 12 digits');
  await expect(preview.getByRole('row').filter({ hasText: 'Uno' })).toContainText('OK');
  await expect(dialog.getByText('1 ready to import')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import 1 student' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('Done: 1 student created.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await page.getByRole('textbox', { name: 'Search Students' }).fill(lastName);
  const row = page.getByRole('row').filter({ hasText: `${lastName}, Uno` });
  await expect(row).toContainText('Grade 7');
  await expect(row).toContainText('Rizal');
  await expect(row).toContainText('Nanay Uno');
  await expect(page.getByRole('row').filter({ hasText: `${lastName}, Dos` })).toHaveCount(0);
});
