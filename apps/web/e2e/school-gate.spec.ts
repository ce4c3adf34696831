import { expect, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { apiLogin, DEMO, expectAccessible, latestMailTo, shoot, signIn, unique } from './fixtures';

/**
 * A student with a card and a guardian by mail. Through the student API when the school records
 * module answers it, else straight into the tables (E2E_DATABASE_URL): the student screens are
 * another module's, this spec only needs someone to tap.
 */
async function studentWithGuardian(request: APIRequestContext, cardNumber: string, guardianEmail: string) {
  const token = await apiLogin(request, DEMO.owner);
  const lrn = String(Date.now()).slice(-12).padStart(12, '0');
  const viaApi = await request.post('/api/school/student', {
    headers: { token },
    data: { firstName: 'Andres', lastName: `Bonifacio ${cardNumber.slice(-4)}`, lrn, cardNumber, guardians: [{ name: 'Gregoria de Jesus', email: guardianEmail, mobile: '', notifyBy: 'email' }] },
  });
  if (viaApi.status() === 201) return `Andres Bonifacio ${cardNumber.slice(-4)}`;
  const url = process.env.E2E_DATABASE_URL?.trim();
  test.skip(!url, 'no student API and no database URL to insert a student');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ company_id: companyId }] = (await client.query(`select company_id from accounts where email = $1`, [DEMO.owner.email])).rows;
    const student = (await client.query(`insert into students (company_id, lrn, first_name, last_name, card_number) values ($1, $2, 'Andres', $3, $4) returning id`, [companyId, lrn, `Bonifacio ${cardNumber.slice(-4)}`, cardNumber])).rows[0];
    const guardian = (await client.query(`insert into guardians (company_id, name, email) values ($1, 'Gregoria de Jesus', $2) returning id`, [companyId, guardianEmail])).rows[0];
    await client.query(`insert into student_guardians (student_id, guardian_id) values ($1, $2)`, [student.id, guardian.id]);
  } finally {
    await client.end();
  }
  return `Andres Bonifacio ${cardNumber.slice(-4)}`;
}

test('gates, a device with its key shown once, a reader tap in the live log and the guardian\'s mail', async ({ page, request }) => {
  test.setTimeout(180_000);
  const gateName = unique('East Gate');
  const deviceName = unique('East reader');
  const cardNumber = unique('RF').replace(/\W/g, '').toUpperCase();
  const guardianEmail = `${unique('guardian')}@parents.example.ph`;
  const studentName = await studentWithGuardian(request, cardNumber, guardianEmail);

  // Gates.
  await signIn(page, DEMO.owner, '/member/school/gate');
  await expect(page.getByRole('heading', { level: 1, name: 'Gates' })).toBeVisible();
  await page.getByRole('button', { name: 'New gate' }).first().click();
  const gateDialog = page.getByRole('dialog', { name: 'New Gate' });
  await gateDialog.getByLabel('Name').fill(gateName);
  await gateDialog.getByRole('button', { name: 'Create Gate' }).click();
  await expect(page.getByText('Gate created')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(gateName) })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'school-gates', { accessibleOnPhone: true });

  // Devices: the key shown once with a copy button.
  await page.goto('/member/school/device');
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  await page.getByRole('button', { name: 'New device' }).first().click();
  const deviceDialog = page.getByRole('dialog', { name: 'New Device' });
  await deviceDialog.getByLabel('Name').fill(deviceName);
  await deviceDialog.getByRole('combobox', { name: 'Gate' }).click();
  await page.getByRole('option', { name: gateName }).click();
  await deviceDialog.getByRole('button', { name: 'Create Device' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Device licence key' });
  await expect(keyDialog.getByRole('button', { name: 'Copy key' })).toBeVisible();
  const licenceKey = await keyDialog.getByLabel('Licence key').inputValue();
  expect(licenceKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screenshots/school-device-key-1280.png' });
  await keyDialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: new RegExp(deviceName) });
  await expect(row.getByText('Offline')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // A reader taps: 201 check_in; the row turns online live (no reload).
  const tapped = await request.post('/api/school/tap', { headers: { 'x-device-key': licenceKey }, data: { cardNumber, tappedAt: new Date().toISOString() } });
  expect(tapped.status(), await tapped.text()).toBe(201);
  expect(await tapped.json()).toMatchObject({ action: 'check_in', person: { type: 'student', name: studentName }, duplicate: false });
  await expect(row.getByText('Online')).toBeVisible();
  const unknown = await request.post('/api/school/tap', { headers: { 'x-device-key': licenceKey }, data: { cardNumber: `${cardNumber}X`, tappedAt: new Date().toISOString() } });
  expect(unknown.status()).toBe(404);
  expect((await request.post('/api/school/tap', { headers: { 'x-device-key': 'not-a-real-key-at-all-000' }, data: { cardNumber, tappedAt: new Date().toISOString() } })).status()).toBe(401);
  await expectAccessible(page);
  await shoot(page, 'school-devices', { accessibleOnPhone: true });

  // The attendance log: today by default, the tap with its gate and device; filters; a second tap arrives live.
  await page.goto('/member/school/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Attendance log' })).toHaveAttribute('aria-selected', 'true');
  const logRow = page.getByRole('row', { name: new RegExp(studentName) });
  await expect(logRow.first()).toContainText('Check in');
  await expect(logRow.first()).toContainText(gateName);
  await expect(logRow.first()).toContainText(deviceName);
  const out = await request.post('/api/school/tap', { headers: { 'x-device-key': licenceKey }, data: { cardNumber, tappedAt: new Date(Date.now() + 61_000).toISOString() } });
  expect((await out.json()).action).toBe('check_out');
  await expect(page.getByRole('row', { name: new RegExp(`${studentName}.*Check out`) })).toBeVisible({ timeout: 10_000 });
  await page.getByRole('combobox', { name: 'Filter by Actions' }).click();
  await page.getByRole('option', { name: 'Check out' }).click();
  await expect(page.getByRole('row', { name: new RegExp(studentName) })).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, 'school-attendance', { accessibleOnPhone: true });
  // Another day: nothing of today.
  await page.getByLabel('Date').fill('2026-01-05');
  await expect(page.getByRole('row', { name: new RegExp(studentName) })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Unknown cards' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${cardNumber}X`) })).toBeVisible();
  await expectAccessible(page);

  // The guardian was told by mail (the outbox: no SMTP here).
  const mail = await latestMailTo(request, guardianEmail);
  expect(mail.subject).toMatch(new RegExp(`^${studentName} checked (in|out) at `));
});
