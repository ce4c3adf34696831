import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

/**
 * The member's own mailbox (decision 0062) against real servers started here: smtp-server and
 * Debian's dovecot from apps/server/test/mail-servers.ts. Configure it in settings/email, test the
 * connection (a refused login shows the server's reason), save, then send from a lead page's Send
 * Email and read the mail back from the SMTP server.
 */

interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: { subject?: string; html: string | false };
}
interface Harness {
  startSmtpServer(): Promise<{ host: string; port: number; user: string; password: string; waitForMail(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>; stop(): Promise<void> }>;
  startImapServer(): Promise<{ host: string; port: number; user: string; password: string; stop(): Promise<void> }>;
}
type Started<K extends keyof Harness> = Awaited<ReturnType<Harness[K]>>;

// Loaded by file address: the harness belongs to the server's tests (its types stay out of the web project).
const HARNESS = new URL('../../server/test/mail-servers.ts', import.meta.url).pathname;

let smtp: Started<'startSmtpServer'>;
let imap: Started<'startImapServer'>;

test.beforeAll(async () => {
  const harness = (await import(/* @vite-ignore */ HARNESS)) as Harness;
  [smtp, imap] = await Promise.all([harness.startSmtpServer(), harness.startImapServer()]);
});

test.afterAll(async ({ request }) => {
  // The owner's mailbox points at servers that stop now: leave the account as the seed made it.
  const token = await apiLogin(request, DEMO.owner);
  await request.delete('/api/email-config', { headers: { token } });
  await smtp?.stop();
  await imap?.stop();
});

const SHOTS = new URL('../../../test-results/email-settings/', import.meta.url).pathname;
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SHOTS}${name}.png`, fullPage });

test('connect my mailbox, test it, save it, and send from a lead page through it', async ({ page, request }) => {
  const headers = { token: await apiLogin(request, DEMO.owner) };
  const clients = (await (await request.get('/api/select-box/client-list', { headers })).json()) as { value: number }[];
  const owners = (await (await request.get('/api/select-box/user-list', { headers })).json()) as { value: number }[];
  const leadName = unique('Tagaytay chapel');
  const created = await request.post('/api/lead', {
    headers,
    data: {
      name: leadName, clientId: clients[0].value, relationshipOwnerId: owners[0].value, abc: 1500000, mmr: 0, initialCosting: 1100000,
      winProbability: 'MEDIUM', leadSource: 'Referral', contactDetails: 'Fr. Reyes', startDate: '2026-01-02', endDate: '2026-03-31',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { data: lead } = (await created.json()) as { data: { id: number } };

  // Without a mailbox the lead page's Send Email says the mail leaves from the system address, and links to the settings.
  await signIn(page, DEMO.owner, `/member/leads/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible();
  await page.getByRole('button', { name: 'Send Email' }).click();
  const withoutMailbox = page.getByRole('dialog', { name: 'New Message' });
  await expect(withoutMailbox.getByText("Sent from the company's system address.")).toBeVisible();
  await withoutMailbox.getByRole('link', { name: 'Configure your email settings' }).click();
  await expect(page).toHaveURL(/\/member\/settings\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email settings' })).toBeVisible();
  await expect(withoutMailbox).toBeHidden();
  await expect(page.getByText('No mailbox connected yet')).toBeVisible();
  await expectAccessible(page);

  // A provider fills its published servers (GET /email-config/presets/{provider}).
  await page.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Zoho Mail' }).click();
  await expect(page.getByRole('textbox', { name: 'SMTP server' })).toHaveValue('smtp.zoho.com');
  await expect(page.getByRole('textbox', { name: 'IMAP server' })).toHaveValue('imap.zoho.com');
  await page.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'Other provider' }).click();
  await expect(page.getByRole('textbox', { name: 'SMTP server' })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Your name' }).fill('Ramon Villanueva');
  await page.getByRole('textbox', { name: 'Email address' }).fill(smtp.user);
  await page.getByRole('textbox', { name: 'SMTP server' }).fill(smtp.host);
  await page.getByRole('textbox', { name: 'SMTP port' }).fill(String(smtp.port));
  await page.getByLabel('SMTP password').fill(smtp.password);
  await page.getByRole('textbox', { name: 'IMAP server' }).fill(imap.host);
  await page.getByRole('textbox', { name: 'IMAP port' }).fill(String(imap.port));
  // "Other provider" assumes TLS on 993; this test server speaks plain IMAP.
  await page.getByRole('switch', { name: 'IMAP uses SSL/TLS from the start' }).uncheck();
  await page.getByRole('textbox', { name: 'IMAP username' }).fill(imap.user);
  await page.getByLabel('IMAP password').fill('not-the-password');
  // The SMTP username followed the address.
  await expect(page.getByRole('textbox', { name: 'SMTP username' })).toHaveValue(smtp.user);

  // A refused login shows the server's own reason.
  await page.getByRole('button', { name: 'Test connection' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Connection failed' });
  await expect(failed).toContainText('IMAP login failed: Authentication failed.');
  await expectAccessible(page);

  await page.getByLabel('IMAP password').fill(imap.password);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connection successful' })).toContainText('the SMTP and IMAP servers accepted the login');
  await shot(page, 'settings-1280');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email settings saved')).toBeVisible();
  await expect(page.getByLabel('SMTP password')).toHaveAttribute('placeholder', 'Password set: leave blank to keep it');
  await expect(page.getByLabel('IMAP password')).toHaveValue('');
  // Blank passwords test with the saved ones.
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connection successful' })).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Test connection' })).toBeVisible();
  await shot(page, 'settings-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // The lead page's Send Email leaves from the saved mailbox.
  await page.goto(`/member/leads/${lead.id}`);
  await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible();
  await page.getByRole('button', { name: 'Send Email' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Message' });
  await expect(dialog.getByText(`From: Ramon Villanueva <${smtp.user}>`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(' ana@example.ph , ben@example.ph ');
  await dialog.getByRole('textbox', { name: 'Cc', exact: true }).fill('boss@example.ph');
  const subject = unique('Chapel roofing proposal');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  const body = dialog.getByRole('textbox', { name: 'Message body' });
  await body.click();
  await dialog.getByRole('combobox', { name: 'Font size' }).selectOption('5');
  await dialog.getByRole('combobox', { name: 'Font', exact: true }).selectOption('Georgia');
  await page.keyboard.type('Good day, Father Reyes.');
  await dialog.getByRole('button', { name: 'Align text: center' }).click();
  const box = await body.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(300);
  await expectAccessible(page);
  await shot(page, 'compose-1280', false);

  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = await smtp.waitForMail((m) => m.parsed.subject === subject);
  expect(mail.envelope).toEqual({ from: smtp.user, to: ['ana@example.ph', 'ben@example.ph', 'boss@example.ph'] });
  expect(String(mail.parsed.html)).toContain('Good day, Father Reyes.');
  expect(String(mail.parsed.html)).toContain('font-size: 24px');
  expect(String(mail.parsed.html)).toContain('font-family: Georgia, serif');
  expect(String(mail.parsed.html)).toContain('text-align: center');
  await expect(page.getByText(`Email sent to ana@example.ph, ben@example.ph: ${subject}`)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('dialog', { name: 'New Message' })).toBeVisible();
  await shot(page, 'compose-390', false);
});
