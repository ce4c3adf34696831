import { expect, test, type Locator } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

// A 1x1 PNG: the client logo is marked required (spec part 2 section 5).
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Opens a select field in a dialog and picks an option, typing first to narrow long lists. */
async function choose(dialog: Locator, label: string, option: string, search?: string) {
  const field = dialog.getByRole('combobox', { name: label, exact: true });
  await field.click();
  if (search) await field.fill(search);
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

test('a new lead with a new client at a new location, all from the lead dialog', async ({ page }) => {
  await signIn(page, DEMO.sales, '/member/leads/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Leads sections' }).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'New lead' }).click();
  const leadDialog = page.getByRole('dialog', { name: 'Create Lead' });
  await expect(leadDialog).toBeVisible();
  // Defaults (spec part 1 section 9): UNKNOWN, the current account, start today, end a month later.
  await expect(leadDialog.getByRole('combobox', { name: 'Win Probability Assessment' })).toHaveValue('Unknown');
  await expect(leadDialog.getByRole('combobox', { name: 'Relationship Owner' })).toHaveValue('Maria Santos');
  await expect(leadDialog.getByLabel('Stage Change Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expectAccessible(page);

  // Required fields are named when Save is pressed on an empty form.
  await leadDialog.getByRole('button', { name: 'Save' }).click();
  await expect(leadDialog.getByText('Client is required')).toBeVisible();
  await expect(leadDialog.getByText('Lead Name is required')).toBeVisible();

  await leadDialog.getByRole('button', { name: 'Add new client' }).click();
  const clientDialog = page.getByRole('dialog', { name: 'Create Client' });
  await expect(clientDialog).toBeVisible();
  await expectAccessible(page);
  await clientDialog.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expect(clientDialog.getByRole('button', { name: /Change file/ })).toBeVisible();
  const clientName = unique('Bagong Likha Builders');
  await clientDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(clientName);
  await clientDialog.getByLabel('Contact Number').fill('+63 917 555 0101');
  await clientDialog.getByLabel('Email').fill(`${clientName.toLowerCase().replace(/\s+/g, '.')}@example.ph`);

  await clientDialog.getByRole('button', { name: 'Add new location' }).click();
  const locationDialog = page.getByRole('dialog', { name: 'Add Location' });
  await expect(locationDialog).toBeVisible();
  // Province, municipality and barangay appear one after another.
  await expect(locationDialog.getByRole('combobox', { name: 'Province' })).toHaveCount(0);
  await expectAccessible(page);
  await choose(locationDialog, 'Region', 'Region IV-A (CALABARZON)');
  await expect(locationDialog.getByRole('combobox', { name: 'Municipality' })).toHaveCount(0);
  await choose(locationDialog, 'Province', 'Laguna');
  await choose(locationDialog, 'Municipality', 'City of Calamba', 'Calamba');
  await choose(locationDialog, 'Barangay', 'Real', 'Real');
  const locationName = unique('Calamba Warehouse Lot');
  await locationDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(locationName);
  await locationDialog.getByLabel('Street').fill('National Highway');
  await locationDialog.getByLabel('Zip Code').fill('40');
  await locationDialog.getByRole('button', { name: 'Save Location' }).click();
  await expect(locationDialog.getByText('Zip Code must be 4 digits')).toBeVisible();
  await locationDialog.getByLabel('Zip Code').fill('4027');
  await locationDialog.getByRole('button', { name: 'Save Location' }).click();
  await expect(locationDialog).toBeHidden();
  // The chooser reloads and picks the new location by its id.
  await expect(clientDialog.getByRole('combobox', { name: 'Location' })).toHaveValue(new RegExp(`^${locationName} — National Highway, Real`));

  await clientDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client created successfully')).toBeVisible();
  await expect(clientDialog).toBeHidden();
  await expect(leadDialog.getByRole('combobox', { name: 'Client' })).toHaveValue(clientName);

  await leadDialog.getByLabel('Lead Name').fill(unique('Calamba cold storage'));
  await leadDialog.getByLabel('Approved Budget Contract (ABC)').fill('1500000');
  await leadDialog.getByLabel('Monthly Recurring Revenue (MMR)').fill('0');
  await leadDialog.getByLabel('Initial Costing').fill('900000.50');
  await leadDialog.getByLabel('Contact Details').fill('Engr. Cruz, 0917 123 4567');
  await leadDialog.getByLabel('Lead Source').fill('Referral');
  await leadDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Lead created successfully')).toBeVisible();
  await expect(leadDialog).toBeHidden();

  // The new client is in the clients table, with its location.
  await page.getByRole('textbox', { name: 'Search Clients' }).fill(clientName);
  await expect(page.getByRole('row').filter({ hasText: clientName })).toContainText(locationName);
});

test('companies and people: create, edit and delete with confirmation', async ({ page }) => {
  await signIn(page, DEMO.sales, '/member/leads/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expectAccessible(page);

  const company = unique('Tanglaw Realty');
  await page.getByRole('button', { name: 'Create company' }).first().click();
  const companyDialog = page.getByRole('dialog', { name: 'Create Company' });
  await expectAccessible(page);
  await companyDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(company);
  await companyDialog.getByLabel('Industry').fill('Real estate');
  await companyDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization created successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: company })).toContainText('Real estate');

  await page.getByRole('navigation', { name: 'Leads sections' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create person' }).first().click();
  const personDialog = page.getByRole('dialog', { name: 'Create Person' });
  const lastName = unique('Dimaculangan');
  await personDialog.getByLabel('First Name').fill('Rosario');
  await personDialog.getByLabel('Last Name').fill(lastName);
  await choose(personDialog, 'Company', company, company.slice(0, 12));
  await personDialog.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText(company);

  await row.getByRole('button', { name: `Edit Rosario ${lastName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Person' });
  await editDialog.getByLabel('Position').fill('Purchasing Head');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Purchasing Head');

  await row.getByRole('button', { name: `Delete Rosario ${lastName}` }).click();
  await page.getByRole('dialog', { name: 'Delete person' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('editing a lead fills the dialog from the lead and keeps its payment terms; the change is in the timeline; notes add up in a list; a failed save shows the Error dialog and keeps the input', async ({ page, request }) => {
  const headers = { token: await apiLogin(request, DEMO.sales) };
  const clients = (await (await request.get('/api/select-box/client-list', { headers })).json()) as { label: string; value: number }[];
  const owners = (await (await request.get('/api/select-box/user-list', { headers })).json()) as { label: string; value: number }[];
  const leadName = unique('Sta. Rosa fit-out');
  const created = await request.post('/api/lead', {
    headers,
    data: {
      name: leadName, clientId: clients[0].value, relationshipOwnerId: owners[0].value, abc: 1500000, mmr: 25000, initialCosting: 900000.5,
      winProbability: 'HIGH', leadType: 'Fit-out', leadSource: 'Referral', contactDetails: 'Engr. Cruz', startDate: '2026-11-21', endDate: '2026-12-21',
      downpaymentAmount: 20, retentionAmount: 10,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { data: lead } = (await created.json()) as { data: { id: number } };

  await signIn(page, DEMO.sales, `/member/leads/${lead.id}`);
  await page.getByRole('button', { name: 'Edit Lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lead' });
  await expect(dialog.getByLabel('Lead Name')).toHaveValue(leadName);
  await expect(dialog.getByLabel('Approved Budget Contract (ABC)')).toHaveValue('1,500,000');
  await expect(dialog.getByRole('combobox', { name: 'Win Probability Assessment' })).toHaveValue('High (75%)');
  await expect(dialog.getByRole('combobox', { name: 'Deal Type' })).toHaveValue('Fit-out');
  await expect(dialog.getByRole('combobox', { name: 'Client' })).toHaveValue(clients[0].label);
  await expect(dialog.getByLabel('Closing Date')).toHaveValue('2026-12-21');
  await expectAccessible(page);
  await dialog.getByLabel('Lead Name').fill(`${leadName} phase 2`);
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Lead updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The edit kept the payment terms the dialog does not show, and the timeline lists the change.
  await expect(page.getByText('Down payment 20% · Retention 10%')).toBeVisible();
  const stored = (await (await request.get(`/api/lead?id=${lead.id}`, { headers })).json()) as { downpaymentAmount: number; retentionAmount: number };
  expect([stored.downpaymentAmount, stored.retentionAmount]).toEqual([20, 10]);
  const timeline = page.getByTestId('activity-timeline');
  await expect(timeline).toContainText('Updated Lead Name');
  await expect(timeline.getByTestId('field-changes').first()).toContainText(`Lead Name: ${leadName} -> ${leadName} phase 2`);

  // Each save adds a note to the list, newest first, with its author; the earlier one stays.
  const noteBox = page.getByRole('textbox', { name: 'New note' });
  const notes = page.getByTestId('lead-notes').getByRole('listitem');
  await noteBox.fill('Client wants a phased build.');
  await page.getByRole('button', { name: 'Save Notes' }).click();
  await expect(notes).toHaveCount(1);
  await expect(noteBox).toHaveValue('');
  await noteBox.fill('Revised quote sent.');
  await page.getByRole('button', { name: 'Save Notes' }).click();
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(0)).toContainText('Revised quote sent.');
  await expect(notes.nth(0)).toContainText('Maria Santos');
  await expect(notes.nth(1)).toContainText('Client wants a phased build.');
  await expect(notes.nth(0)).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M/);
  await expectAccessible(page);

  // The lead is deleted elsewhere while the dialog is open: the server refuses and the input stays.
  await page.getByRole('button', { name: 'Edit Lead' }).click();
  await expect(dialog.getByLabel('Lead Name')).toHaveValue(`${leadName} phase 2`);
  await dialog.getByLabel('Lead Source').fill('Walk-in');
  expect((await request.delete(`/api/lead/${lead.id}`, { headers, data: {} })).ok()).toBeTruthy();
  await dialog.getByRole('button', { name: 'Update' }).click();
  const errorDialog = page.getByRole('dialog', { name: 'Error' });
  await expect(errorDialog).toBeVisible();
  await expect(errorDialog.getByTestId('error-dialog-message')).not.toBeEmpty();
  await errorDialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Lead Source')).toHaveValue('Walk-in');
});

test('developers double-click the Create Client header for local sample data', async ({ page }) => {
  await signIn(page, DEMO.developer, '/member/leads/clients');
  await page.getByRole('button', { name: 'Create client' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Client' });
  await dialog.getByRole('heading', { name: 'Create Client' }).dblclick();
  await expect(dialog.getByLabel('Contact Number')).toHaveValue(/^\+63 9\d{2} \d{3} \d{4}$/);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveValue('');
  await expect(dialog.getByLabel('Email')).toHaveValue(/@example\.ph$/);
});

test('clients tab: edit a client saved without a logo, then delete it with confirmation', async ({ page, request }) => {
  const headers = { token: await apiLogin(request, DEMO.sales) };
  const locations = (await (await request.get('/api/select-box/location-list', { headers })).json()) as { value: number }[];
  const name = unique('Kalinga Agri Ventures');
  const created = await request.post('/api/client', {
    headers,
    data: { name, contactNumber: '+63 918 000 1111', email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.ph`, locationId: locations[0].value, clientLogo: null },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await signIn(page, DEMO.sales, '/member/leads/clients');
  await page.getByRole('textbox', { name: 'Search Clients' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Client' });
  await expect(dialog.getByLabel('Contact Number')).toHaveValue('+63 918 000 1111');
  await expectAccessible(page);
  await dialog.getByLabel('Contact Number').fill('+63 918 000 2222');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Client updated successfully')).toBeVisible();
  await expect(row).toContainText('+63 918 000 2222');

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete client' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // The search still holds the name: the table says nothing matches it.
  await expect(page.getByTestId('table-no-results')).toHaveText(new RegExp(`No clients match "${name}"`));
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
});
