import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

// A 1x1 PNG: the client logo is marked required (spec part 2 section 5).
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/wt-leads-shots';

/** Opens a select field in a dialog and picks an option, typing first to narrow long lists. */
async function choose(dialog: Locator, label: string, option: string, search?: string) {
  const field = dialog.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (search) await field.fill(search);
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

const todayInManila = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface ClientOption {
  label: string;
  value: number;
  email: string | null;
  contactNumber: string | null;
}

async function salesApi(request: APIRequestContext) {
  const headers = { token: await apiLogin(request, DEMO.sales) };
  const clients = (await (await request.get('/api/select-box/client-list', { headers })).json()) as ClientOption[];
  const me = (await (await request.get('/api/account/my_account', { headers })).json()) as { id: number };
  /** The lead with this name, read as the lead page reads it. */
  const leadNamed = async (name: string) => {
    const table = await request.put('/api/lead?page=1&perPage=10', { headers, data: { searchKeyword: name, filters: [] } });
    const [row] = ((await table.json()) as { list: { id: number }[] }).list;
    expect(row, `no lead named ${name}`).toBeTruthy();
    return (await (await request.get(`/api/lead?id=${row.id}`, { headers })).json()) as Record<string, any>;
  };
  const createLead = async (name: string, overrides: Record<string, unknown> = {}) => {
    const answer = await request.post('/api/lead', {
      headers,
      data: {
        name, clientId: clients[0].value, relationshipOwnerId: me.id, abc: 250000, mmr: 0, initialCosting: 0, winProbability: 'LOW',
        leadSource: 'Referral', contactDetails: 'Engr. Cruz', startDate: todayInManila(), endDate: plusDays(todayInManila(), 30), ...overrides,
      },
    });
    expect(answer.ok(), await answer.text()).toBeTruthy();
    return ((await answer.json()) as { data: { id: number } }).data;
  };
  return { headers, clients, me, leadNamed, createLead };
}

/** No sideways scroll of the page itself (a wide table scrolls inside its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a lead from its name and a client: the dialog fills the rest and the lead is saved with the defaults', async ({ page, request }) => {
  const api = await salesApi(request);
  const client = api.clients.find((c) => c.email && c.contactNumber) ?? api.clients[0];
  await signIn(page, DEMO.sales, '/member/leads/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead List' })).toBeVisible();
  await page.getByRole('button', { name: 'New lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Lead' });
  await expect(dialog.getByRole('combobox', { name: 'Win Probability Assessment' })).toHaveValue('Unknown');
  await expect(dialog.getByRole('combobox', { name: 'Relationship Owner' })).toHaveValue('Maria Santos');
  await expect(dialog.getByLabel('Stage Change Date')).toHaveValue(todayInManila());
  await expect(dialog.getByLabel('Closing Date')).toHaveValue(plusDays(todayInManila(), 30));
  await expect(dialog.getByLabel('Approved Budget Contract (ABC)')).toHaveValue('0');
  await expect(dialog.getByLabel('Monthly Recurring Revenue (MMR)')).toHaveValue('0');
  await expect(dialog.getByLabel('Initial Costing')).toHaveValue('0');
  await expect(dialog.getByLabel('Lead Source')).toHaveValue('Phone call');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/lead-dialog-desktop.png` });

  // The defaults are not changes: an untouched dialog closes without asking.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'New lead' }).click();
  await expect(dialog.getByLabel('Lead Source')).toHaveValue('Phone call');

  const name = unique('Clinic in Lipa');
  await dialog.getByLabel('Lead Name').fill(name);
  // Typed text is a change: closing asks first.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Lead Name')).toHaveValue(name);
  await choose(dialog, 'Client', client.label, client.label.slice(0, 10));
  const details = [client.contactNumber, client.email].filter(Boolean).join('\n');
  await expect(dialog.getByLabel('Contact Details')).toHaveValue(details);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = await api.leadNamed(name);
  expect(saved).toMatchObject({
    name,
    client: { id: client.value },
    relationshipOwner: { id: api.me.id },
    winProbability: 'UNKNOWN',
    startDate: todayInManila(),
    endDate: plusDays(todayInManila(), 30),
    leadSource: 'Phone call',
    contactDetails: details,
    leadBoardStage: 'opportunity',
  });
  expect([saved.abc.raw, saved.mmr.raw, saved.initialCosting.raw]).toEqual(['0.00', '0.00', '0.00']);
  // The list shows it, its closing date as people read dates.
  await page.getByRole('textbox', { name: 'Search Leads' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const closing = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${plusDays(todayInManila(), 30)}T00:00:00Z`));
  await expect(row).toContainText(closing);
});

test('creating a client and its location from inside the lead dialog keeps what was typed and picks the new client', async ({ page }) => {
  await signIn(page, DEMO.sales, '/member/leads/list');
  await page.getByRole('button', { name: 'New lead' }).click();
  const leadDialog = page.getByRole('dialog', { name: 'Create Lead' });
  const leadName = unique('Batangas cold storage');
  await leadDialog.getByLabel('Lead Name').fill(leadName);
  await leadDialog.getByLabel('Approved Budget Contract (ABC)').fill('2500000');
  await leadDialog.getByLabel('Lead Source').fill('Referral');
  await leadDialog.getByLabel('Contact Details').fill('Engr. Reyes 0918 000 1111');

  await leadDialog.getByRole('button', { name: 'Add new client' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Create Client' });
  await expect(clientDialog).toBeVisible();
  await clientDialog.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  const clientName = unique('Lakan Builders');
  await clientDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(clientName);
  await clientDialog.getByLabel('Contact Number').fill('+63 917 555 0199');
  await clientDialog.getByLabel('Email').fill(`${clientName.toLowerCase().replace(/\s+/g, '.')}@example.ph`);

  await clientDialog.getByRole('button', { name: 'Add new location' }).click();
  const locationDialog = page.getByRole('dialog', { name: 'Add Location' });
  await choose(locationDialog, 'Region', 'Region IV-A (CALABARZON)');
  await choose(locationDialog, 'Province', 'Laguna');
  await choose(locationDialog, 'Municipality', 'City of Calamba', 'Calamba');
  await choose(locationDialog, 'Barangay', 'Real', 'Real');
  await locationDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(unique('Calamba lot'));
  await locationDialog.getByLabel('Street').fill('National Highway');
  await locationDialog.getByLabel('Zip Code').fill('4027');
  await locationDialog.getByRole('button', { name: 'Save Location' }).click();
  await expect(locationDialog).toBeHidden();
  await clientDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();
  await expect(clientDialog).toBeHidden();

  // Nothing asked to discard; the lead dialog is as it was, with the new client chosen.
  await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toHaveCount(0);
  await expect(leadDialog).toBeVisible();
  await expect(leadDialog.getByRole('combobox', { name: 'Client' })).toHaveValue(clientName);
  await expect(leadDialog.getByLabel('Lead Name')).toHaveValue(leadName);
  await expect(leadDialog.getByLabel('Approved Budget Contract (ABC)')).toHaveValue('2,500,000');
  await expect(leadDialog.getByLabel('Lead Source')).toHaveValue('Referral');
  // Typed contact details are not replaced by the client's.
  await expect(leadDialog.getByLabel('Contact Details')).toHaveValue('Engr. Reyes 0918 000 1111');
  await leadDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead created successfully')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search Leads' }).fill(leadName);
  await expect(page.getByRole('row').filter({ hasText: leadName })).toContainText(clientName);
});

test('the lead list: search, closing month, delete with the password, restore; a closed-lost lead offers no conversion nor days remaining', async ({ page, request }) => {
  const api = await salesApi(request);
  const year = todayInManila().slice(0, 4);
  const tag = unique('Pier');
  const december = `${tag} December`;
  const november = `${tag} November`;
  await api.createLead(december, { startDate: `${year}-01-01`, endDate: `${year}-12-15`, winProbability: 'HIGH' });
  const lost = await api.createLead(november, { startDate: `${year}-01-01`, endDate: `${year}-11-28` });

  await signIn(page, DEMO.sales, '/member/leads/list');
  await expect(page.getByRole('navigation', { name: 'Leads sections' }).getByRole('link', { name: 'Lead List' })).toHaveAttribute('aria-current', 'page');
  const rows = page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: tag });
  await page.getByRole('textbox', { name: 'Search Leads' }).fill(tag);
  await expect(page.getByText('1-2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expectAccessible(page);

  // Closing month December: only the December lead.
  await page.getByRole('button', { name: 'Closing month' }).click();
  await page.getByRole('button', { name: 'Dec', exact: true }).click();
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(december);
  await expect(rows).toContainText(`15 Dec ${year}`);
  // The other filters work alongside: Low win probability leaves none.
  await choose(page.locator('body'), 'Filter by Probabilities', 'Low (25%)');
  await expect(page.getByRole('table', { name: 'Leads' })).toContainText('No leads match');
  await choose(page.locator('body'), 'Filter by Probabilities', 'All Probabilities');
  await page.goto('/member/leads/list');
  await page.getByRole('textbox', { name: 'Search Leads' }).fill(tag);
  await expect(rows).toHaveCount(2);

  // Delete asks for the password; a wrong one keeps the lead.
  await rows.filter({ hasText: december }).getByRole('button', { name: `Delete ${december}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Lead' });
  await expectAccessible(page);
  await confirm.getByRole('textbox', { name: 'Password' }).fill('not my password');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const errorDialog = page.getByRole('dialog', { name: 'Error' });
  await expect(errorDialog).toContainText('Incorrect password');
  await errorDialog.getByRole('button', { name: 'OK' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Password' }).fill(DEMO.sales.password);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lead deleted successfully')).toBeVisible();
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await expect(rows).toHaveCount(1);

  // The deleted view lists it; Restore brings it back.
  await page.getByText('Deleted', { exact: true }).click();
  // Lead rows, not the "No leads match …" row an empty search shows (it names the search too).
  const deletedRows = page.getByRole('table', { name: 'Deleted leads' }).getByRole('row').filter({ hasText: tag, hasNotText: 'match' });
  await page.getByRole('textbox', { name: 'Search Leads' }).fill(tag);
  await expect(deletedRows).toHaveCount(1);
  await expectAccessible(page);
  await deletedRows.getByRole('button', { name: `Restore ${december}` }).click();
  await page.getByRole('dialog', { name: 'Restore Lead' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Lead restored successfully')).toBeVisible();
  await expect(deletedRows).toHaveCount(0);
  await page.getByText('Leads', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Search Leads' }).fill(tag);
  await expect(page.getByText('1-2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/lead-list-desktop.png`, fullPage: true });

  // A closed-lost lead: no Convert to Project, no days counted.
  expect((await request.patch('/api/lead/move', { headers: api.headers, data: { projectId: lost.id, boardKey: 'closed-lost', lostReason: 'Went with a cheaper contractor' } })).ok()).toBeTruthy();
  await rows.filter({ hasText: november }).getByRole('link', { name: november }).click();
  await expect(page.getByRole('heading', { level: 1, name: november })).toBeVisible();
  await expect(page.getByTestId('lead-stage-badge')).toHaveText('Closed Lost');
  await expect(page.getByRole('button', { name: 'Edit Lead' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to Project' })).toHaveCount(0);
  await expect(page.getByText('Closed lost', { exact: true })).toBeVisible();
  await expect(page.getByText(`Closing 28 Nov ${year}`)).toBeVisible();
  await expectAccessible(page);
  // Back to an open stage: conversion and the count come back.
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await expect(page.getByRole('button', { name: 'Convert to Project' })).toBeVisible();
  await expect(page.getByText('Closed lost', { exact: true })).toHaveCount(0);
  // The breadcrumb leads to the list.
  const breadcrumb = page.locator('[aria-label="Breadcrumb"]').getByRole('link', { name: 'Lead List' });
  await expect(breadcrumb).toHaveAttribute('href', '/member/leads/list');
  await breadcrumb.click();
  await expect(page).toHaveURL(/\/member\/leads\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lead List' })).toBeVisible();
});

test('on a 390 px phone the list, its filters and the lead dialog fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.sales, '/member/leads/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead List' })).toBeVisible();
  // On a phone the table is a list of cards.
  await expect(page.getByRole('list', { name: 'Leads' }).getByTestId('table-card').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/lead-list-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'New lead' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Lead' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/lead-dialog-phone.png` });
});
