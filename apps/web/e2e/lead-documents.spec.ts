import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

/** A small, valid one-page PDF written to a temporary folder. */
function writePdf(name: string): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 12 Tf 20 50 Td (Presentation) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const path = join(mkdtempSync(join(tmpdir(), 'haligi-e2e-doc-')), name);
  writeFileSync(path, pdf);
  return path;
}

test('attach a document on a lead page, see it on the matching stage tab, then remove it', async ({ page, request }) => {
  // A lead at the contacted stage, which the Presentation tab lists (decision 0008); it closes early so it is on page 1.
  const headers = { token: await apiLogin(request, DEMO.sales) };
  const clients = (await (await request.get('/api/select-box/client-list', { headers })).json()) as { value: number }[];
  const owners = (await (await request.get('/api/select-box/user-list', { headers })).json()) as { value: number }[];
  const leadName = unique('Iloilo mall fit-out');
  const created = await request.post('/api/lead', {
    headers,
    data: {
      name: leadName, clientId: clients[0].value, relationshipOwnerId: owners[0].value, abc: 4200000, mmr: 0, initialCosting: 3100000,
      winProbability: 'MEDIUM', leadSource: 'Referral', contactDetails: 'Arch. Villanueva', startDate: '2024-01-02', endDate: '2024-01-03',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { data: lead } = (await created.json()) as { data: { id: number } };
  const moved = await request.patch('/api/lead/move', { headers, data: { projectId: lead.id, boardKey: 'contacted' } });
  expect(moved.ok(), await moved.text()).toBeTruthy();

  // The app runs under the server's Content-Security-Policy without the browser refusing anything.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await signIn(page, DEMO.sales, `/member/leads/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible();
  const card = page.getByTestId('documents-card');
  await expect(card.getByText('No documents attached yet.')).toBeVisible();

  // The dialog proposes the stage's kind and asks for a file before attaching.
  await card.getByRole('button', { name: 'Attach document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach Document' });
  await expect(dialog.getByRole('combobox', { name: 'Kind' })).toHaveValue('Presentation');
  await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(dialog.getByText('Upload the file to attach')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(writePdf('client-deck.pdf'));
  await expect(dialog.getByRole('link', { name: 'client-deck.pdf' })).toBeVisible();
  await dialog.getByLabel('Title').fill('Client presentation deck');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(page.getByText('Document attached successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const link = card.getByRole('link', { name: 'Client presentation deck' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(card.getByRole('listitem')).toContainText('Presentation');
  await expect(card.getByRole('listitem')).toContainText('client-deck.pdf');
  // A signed link: it opens without the token header (decision 0025).
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/\?expires=\d+&signature=/);
  const file = await request.get(href);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('activity-timeline')).toContainText('Document attached: Client presentation deck');
  await expectAccessible(page);

  // The Presentation tab lists the lead with its document.
  await page.goto('/member/leads/presentation');
  const table = page.getByRole('table', { name: 'Presentation leads' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: leadName }) });
  const filePath = href.split('?')[0];
  await expect(row.getByRole('link', { name: 'Client presentation deck' })).toHaveAttribute('href', new RegExp(`^${filePath.replace(/\./g, '\\.')}\\?expires=`));
  await expect(table.getByText('No documents').first()).toBeVisible();
  await expectAccessible(page);

  // Remove it from the lead page, after confirming.
  await row.getByRole('link', { name: leadName }).click();
  await page.getByRole('button', { name: 'Remove Client presentation deck' }).click();
  await page.getByRole('dialog', { name: 'Remove Document' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Document removed successfully')).toBeVisible();
  await expect(card.getByText('No documents attached yet.')).toBeVisible();
  await expect(page.getByTestId('activity-timeline')).toContainText('Document removed: Client presentation deck');
  // The link stops working once the document is removed.
  expect((await request.get(href)).status()).toBe(404);
  expect(refused).toEqual([]);
});
