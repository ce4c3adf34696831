import { expect, test } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

/** An ATTLOG line as a terminal sends it (local Manila time). */
const line = (id: string, at: string, status = 0) => `${id}\t${at}\t${status}\t1\t0\t0`;

test('an unknown terminal knocks, is accepted from the devices screen, its punches show in the raw logs', async ({ page, request }) => {
  test.setTimeout(180_000);
  const serial = unique('CQZ').replace(/-/g, '').toUpperCase();
  const refused = await request.get(`/iclock/cdata?SN=${serial}&options=all`);
  expect(refused.status()).toBe(403);

  await signIn(page, DEMO.owner, '/member/manpower/time-keeping-device');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Keeping Devices' })).toBeVisible();
  const pending = page.getByRole('region', { name: 'Unknown devices asking to connect' }).or(page.locator('[aria-labelledby=pending-devices-title]'));
  await expect(pending.getByText(serial)).toBeVisible();
  // The seeded demo terminals with their connection.
  await expect(page.getByText('Rizal Tower main gate').first()).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/timekeeping-devices-1280.png', fullPage: true });

  await page.getByRole('button', { name: `Accept ${serial}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept Device' });
  await expect(dialog.getByLabel('Serial number')).toHaveValue(serial);
  await dialog.getByLabel('Name', { exact: false }).first().fill('E2E site gate');
  await dialog.getByRole('button', { name: 'Save Device' }).click();
  await expect(page.getByText('Device registered')).toBeVisible();
  await expect(pending.getByText(serial)).toHaveCount(0);

  // The terminal now hands over its punches; the row goes online live.
  const shake = await request.get(`/iclock/cdata?SN=${serial}&options=all`);
  expect(await shake.text()).toContain(`GET OPTION FROM: ${serial}`);
  const upload = await request.post(`/iclock/cdata?SN=${serial}&table=ATTLOG&Stamp=1`, {
    data: [line('1001', '2026-11-20 07:55:10'), line('1001', '2026-11-20 17:04:00', 1), line('8888', '2026-11-20 08:10:00')].join('\r\n'),
    headers: { 'content-type': 'text/plain' },
  });
  expect(await upload.text()).toBe('OK: 3');
  const row = page.getByRole('row', { name: /E2E site gate/ });
  await expect(row.getByText('Online')).toBeVisible();

  await page.goto('/member/manpower/timekeeping-raw-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Timekeeping Raw Logs' })).toBeVisible();
  await page.getByLabel('Day').fill('2026-11-20');
  await expect(page.getByRole('row', { name: /1001/ }).first()).toContainText('Dela Cruz, Ligaya');
  // The demo punches of the same day fill the first page; the biometric filter finds the stranger.
  await page.getByLabel('Biometric ID', { exact: true }).fill('8888');
  await expect(page.getByRole('row', { name: /8888/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /8888/ })).toContainText('Unmatched');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/timekeeping-raw-logs-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/timekeeping-raw-logs-390.png', fullPage: true });
  await page.goto('/member/manpower/time-keeping-device');
  await expect(page.getByText('E2E site gate').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/timekeeping-devices-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a .dat export previewed, imported with progress, duplicates skipped on the second run', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.owner, '/member/manpower/time-importation');
  await expect(page.getByRole('heading', { level: 1, name: 'Time Importation' })).toBeVisible();
  const minute = String(Math.floor(Math.random() * 50) + 10);
  const dat = [line('1002', `2026-09-14 07:${minute}:00`), line('1002', `2026-09-14 17:${minute}:00`, 1), 'not a punch', line('7777', `2026-09-15 08:${minute}:00`)].join('\r\n');
  const file = { name: '1_attlog.dat', mimeType: 'application/octet-stream', buffer: Buffer.from(dat) };
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText('Rows that will not be imported')).toBeVisible();
  await expect(page.getByText('Row 3: is not a punch line')).toBeVisible();
  await expect(page.getByText('No employee has these biometric IDs')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/timekeeping-import-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Import 3 punches' }).click();
  await expect(page.getByTestId('punch-import-status')).toHaveText('Done: 3 punches stored, 0 duplicates skipped.');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Import 3 punches' }).click();
  await expect(page.getByTestId('punch-import-status')).toHaveText('Done: 0 punches stored, 3 duplicates skipped.');
  await page.screenshot({ path: 'test-results/timekeeping-import-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the phone kiosk: set up once by its link, an employee punches with a photo', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const owner = { token: await apiLogin(request, DEMO.owner) };
  const registered = await request.post('/api/timekeeping/device', { headers: owner, data: { serialNumber: unique('KIOSK').toUpperCase(), name: 'E2E site phone', kind: 'KIOSK' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const key = await request.post(`/api/timekeeping/device/${(await registered.json()).data.id}/kiosk-key`, { headers: owner });
  const { setupPath } = (await key.json()).data as { setupPath: string };

  // A phone that is not signed in and gives no camera: the photo comes from the file picker.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  await page.goto(setupPath);
  await expect(page.getByText('E2E site phone')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('Biometric ID').fill('3333');
  await page.locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) });
  await page.getByRole('button', { name: 'Punch' }).click();
  await expect(page.getByText('No employee has biometric ID 3333')).toBeVisible();
  await page.getByLabel('Biometric ID').fill('1001');
  await page.getByRole('button', { name: 'Punch' }).click();
  await expect(page.getByText('Recorded: Ligaya Dela Cruz')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/timekeeping-kiosk-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The key stays on the phone: the page opens again without the link.
  await page.goto('/preview/timekeeping');
  await expect(page.getByText('E2E site phone')).toBeVisible();
  await context.close();
});
