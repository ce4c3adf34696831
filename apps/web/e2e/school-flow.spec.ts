import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, latestMailTo, signIn } from './fixtures';

/**
 * Issue 18's whole path through the screens: the registrar adds a student with a guardian, enrols
 * them in the active year, the student taps in at a gate reader, the attendance log shows the tap
 * and the guardian's mail waits in the outbox (no SMTP here).
 */
test('enrol a student, tap in, see the log and the guardian\'s mail in the outbox', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const lastName = `Dagohoy${stamp}`;
  const lrn = `8${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const card = `FLOW${stamp}`;
  const guardianEmail = `flow.${stamp.toLowerCase()}@parents.example.ph`;

  // The student, with a guardian told by mail.
  await signIn(page, DEMO.owner, '/member/school/student');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await page.getByRole('button', { name: 'New student' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Student' });
  await dialog.getByLabel('First name').fill('Francisco');
  await dialog.getByLabel('Last name').fill(lastName);
  await dialog.getByLabel('LRN').fill(lrn);
  await dialog.getByLabel('RFID card number').fill(card);
  await dialog.getByLabel('Guardian name').fill('Maria Dagohoy');
  await dialog.getByLabel('Relationship').fill('Mother');
  await dialog.getByLabel('Guardian mobile').fill('09171234567');
  await dialog.getByRole('textbox', { name: 'Guardian email' }).fill(guardianEmail);
  await dialog.getByRole('button', { name: 'Save Student' }).click();
  await expect(dialog).toBeHidden();

  // Enrolment in the active school year, Grade 7, its first section.
  await page.goto('/member/school/enrollment');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment' })).toBeVisible();
  await page.getByRole('button', { name: 'Enroll student' }).first().click();
  const enrol = page.getByRole('dialog', { name: 'Enroll Student' });
  await enrol.getByRole('combobox', { name: 'Student' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(`${lastName}, Francisco`) }).click();
  await expect(enrol.getByRole('combobox', { name: 'School year' })).toHaveValue('2026-2027');
  await enrol.getByRole('combobox', { name: 'Grade level' }).click();
  await page.getByRole('option', { name: 'Grade 7', exact: true }).click();
  await enrol.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option').filter({ hasText: 'Grade 7 - ' }).first().click();
  await expectAccessible(page);
  await enrol.getByRole('button', { name: /^(Save|Create)/ }).click();
  await expect(enrol).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: `${lastName}, Francisco` }).first()).toContainText('Grade 7');

  // A gate and its reader (their screens are school-gate.spec's), then the tap.
  const token = await apiLogin(request, DEMO.owner);
  const gate = await request.post('/api/school/gate', { headers: { token }, data: { name: `Main Gate ${stamp}` } });
  expect(gate.status(), await gate.text()).toBe(201);
  const device = await request.post('/api/school/device', { headers: { token }, data: { gateId: (await gate.json()).data.id, name: `Turnstile ${stamp}` } });
  expect(device.status(), await device.text()).toBe(201);
  const { licenceKey } = (await device.json()).data as { licenceKey: string };
  const tap = await request.post('/api/school/tap', { headers: { 'x-device-key': licenceKey }, data: { cardNumber: card, tappedAt: new Date().toISOString() } });
  expect(tap.status(), await tap.text()).toBe(201);
  expect(await tap.json()).toMatchObject({ action: 'check_in', person: { type: 'student' }, duplicate: false });

  // The log: today by default, the tap at that gate and reader.
  await page.goto('/member/school/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  const logRow = page.getByRole('row').filter({ hasText: lastName });
  await expect(logRow).toHaveCount(1);
  await expect(logRow).toContainText('Check in');
  await expect(logRow).toContainText(`Main Gate ${stamp}`);
  await expect(logRow).toContainText(`Turnstile ${stamp}`);
  await expectAccessible(page);

  // The guardian's mail, in the outbox the developer reads.
  const mail = await latestMailTo(request, guardianEmail);
  expect(mail.subject).toContain(`${lastName}`);
  expect(mail.subject).toMatch(/checked in at /);
  await signIn(page, DEMO.developer, '/member/developer/system-emails');
  await expect(page.getByText(mail.subject).first()).toBeVisible();
  await expectAccessible(page);
});
