import { expect, test, type Page } from '@playwright/test';
import { apiLogin, DEMO, expectAccessible, signIn, unique } from './fixtures';

/**
 * The email client (member/email, decision 0063) against real servers started here: Debian's
 * dovecot and smtp-server from apps/server/test/mail-servers.ts. A configured mailbox is synced,
 * a mail read, starred, answered through the compose dialog; the pages at 1280 and 390 px.
 */

interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: { subject?: string; html: string | false };
}
interface Harness {
  startSmtpServer(): Promise<{ host: string; port: number; user: string; password: string; waitForMail(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>; stop(): Promise<void> }>;
  startImapServer(): Promise<{ host: string; port: number; user: string; password: string; append(raw: string, folder?: string, flags?: string[]): Promise<number | undefined>; stop(): Promise<void> }>;
}
type Started<K extends keyof Harness> = Awaited<ReturnType<Harness[K]>>;

// Loaded by file address: the harness belongs to the server's tests (its types stay out of the web project).
const HARNESS = new URL('../../server/test/mail-servers.ts', import.meta.url).pathname;

let smtp: Started<'startSmtpServer'>;
let imap: Started<'startImapServer'>;
const QUOTATION = unique('Quotation for the Tagaytay chapel');
const DELIVERY = unique('Delivery of roofing sheets');

const mail = (from: string, subject: string, date: string, body: { text: string; html?: string }) =>
  [
    `From: ${from}`,
    'To: Ramon Villanueva <owner-mailbox@haligi.test>',
    `Subject: ${subject}`,
    `Date: ${date}`,
    `Message-ID: <${subject.replace(/\W/g, '')}@example.ph>`,
    'MIME-Version: 1.0',
    ...(body.html
      ? ['Content-Type: multipart/alternative; boundary="b1"', '', '--b1', 'Content-Type: text/plain; charset=utf-8', '', body.text, '--b1', 'Content-Type: text/html; charset=utf-8', '', body.html, '--b1--', '']
      : ['Content-Type: text/plain; charset=utf-8', '', body.text, '']),
  ].join('\r\n');

test.beforeAll(async ({ request }) => {
  const harness = (await import(/* @vite-ignore */ HARNESS)) as Harness;
  [smtp, imap] = await Promise.all([harness.startSmtpServer(), harness.startImapServer()]);
  await imap.append(
    mail('Fr. Jose Reyes <jose.reyes@example.ph>', QUOTATION, 'Mon, 23 Nov 2026 09:00:00 +0800', {
      text: 'Good day. Please send the revised quotation.',
      html: '<p>Good day.</p><p>Please send the <b>revised quotation</b> for the chapel roof.</p><script>document.title = "ran"</script>',
    }),
  );
  await imap.append(mail('Ben Cruz <ben@supply.example.ph>', DELIVERY, 'Tue, 24 Nov 2026 10:30:00 +0800', { text: 'The sheets arrive on Monday.' }), 'INBOX', ['\\Seen']);
  const headers = { token: await apiLogin(request, DEMO.owner) };
  await request.delete('/api/email-config', { headers });
  const saved = await request.post('/api/email-config', {
    headers,
    data: {
      fromName: 'Ramon Villanueva',
      fromEmail: smtp.user,
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpSecure: false,
      smtpUser: smtp.user,
      smtpPassword: smtp.password,
      imapHost: imap.host,
      imapPort: imap.port,
      imapSecure: false,
      imapUser: imap.user,
      imapPassword: imap.password,
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
});

test.afterAll(async ({ request }) => {
  // The owner's mailbox points at servers that stop now: leave the account as the seed made it.
  const token = await apiLogin(request, DEMO.owner);
  await request.delete('/api/email-config', { headers: { token } });
  await smtp?.stop();
  await imap?.stop();
});

// Beside the other test results at the repository's root, wherever Playwright was started from.
const SHOTS = 'test-results/mailbox/';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });

test('sync my mailbox, read a mail, star it and reply through the compose dialog', async ({ page, request }) => {
  await signIn(page, DEMO.owner, '/member/email');
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
  await expect(page.getByText('Nothing synced yet. Press Sync to fetch your mail.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByTestId('sync-done')).toHaveText('Synced: 2 new mails.');
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('button', { name: /INBOX/ })).toHaveAttribute('aria-current', 'page');
  await expect(folders.getByLabel('1 unread')).toBeVisible();
  const rows = page.getByTestId('mail-row');
  await expect(rows).toHaveCount(2);
  // Newest first; the unread one is marked.
  await expect(rows.nth(0)).toContainText(DELIVERY);
  await expect(rows.nth(1)).toContainText(QUOTATION);
  await expect(rows.nth(1)).toHaveAttribute('data-unread', 'true');

  // Opening a mail reads it (here and on the server); its html shows sandboxed, its script does not run.
  await page.getByRole('button', { name: new RegExp(`^Unread: Fr\\. Jose Reyes.*${QUOTATION}`) }).click();
  const reader = page.getByTestId('mail-reader');
  await expect(reader.getByRole('heading', { name: QUOTATION })).toBeVisible();
  await expect(reader).toContainText('From: Fr. Jose Reyes <jose.reyes@example.ph>');
  await expect(page.frameLocator('[data-testid="mail-html"]').getByText('revised quotation')).toBeVisible();
  await expect(rows.nth(1)).not.toHaveAttribute('data-unread', 'true');
  await expect(folders.getByLabel('1 unread')).toBeHidden();
  expect(await page.frameLocator('[data-testid="mail-html"]').locator('html').evaluate(() => document.title)).not.toBe('ran');

  // Up and down move through the list.
  await page.keyboard.press('ArrowUp');
  await expect(reader.getByRole('heading', { name: DELIVERY })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(reader.getByRole('heading', { name: QUOTATION })).toBeVisible();

  // Star it: the server's copy carries \Flagged.
  await reader.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(reader.getByRole('button', { name: 'Remove star' })).toHaveAttribute('aria-pressed', 'true');
  const headers = { token: await apiLogin(request, DEMO.owner) };
  const list = (await (await request.get(`/api/email/list?folder=INBOX&search=${encodeURIComponent(QUOTATION)}`, { headers })).json()) as { list: { isStarred: boolean; isRead: boolean }[] };
  expect(list.list).toEqual([expect.objectContaining({ isStarred: true, isRead: true })]);
  await expectAccessible(page);
  await shot(page, 'mailbox-1280');

  // Reply: the compose dialog opens addressed to the sender with the quoted mail.
  await reader.getByRole('button', { name: 'Reply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply' });
  await expect(dialog.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('jose.reyes@example.ph');
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Re: ${QUOTATION}`);
  const body = dialog.getByRole('textbox', { name: 'Message body' });
  await expect(body).toContainText('Fr. Jose Reyes <jose.reyes@example.ph> wrote:');
  await body.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Father, the revised quotation is attached.');
  await expectAccessible(page);
  await shot(page, 'reply-1280');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Email sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const sent = await smtp.waitForMail((m) => m.parsed.subject === `Re: ${QUOTATION}`);
  expect(sent.envelope.to).toEqual(['jose.reyes@example.ph']);
  expect(String(sent.parsed.html)).toContain('Father, the revised quotation is attached.');
  expect(String(sent.parsed.html)).toContain('<blockquote><p>Good day.</p><p>Please send the <strong>revised quotation</strong> for the chapel roof.</p></blockquote>');

  // On a phone: the list, then the mail with a way back.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await shot(page, 'mail-390');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Folder' }).or(page.getByRole('combobox', { name: 'Folder' })).first()).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expectAccessible(page);
  await shot(page, 'list-390');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('the reply is in Sent after a sync; an attachment downloads with its bytes', async ({ page }) => {
  const subject = unique('Signed contract');
  const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  await imap.append(
    [
      'From: Fr. Jose Reyes <jose.reyes@example.ph>',
      'To: Ramon Villanueva <owner-mailbox@haligi.test>',
      `Subject: ${subject}`,
      'Date: Wed, 25 Nov 2026 08:00:00 +0800',
      `Message-ID: <${subject.replace(/\W/g, '')}@example.ph>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="m1"',
      '',
      '--m1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'The signed contract is attached.',
      '--m1',
      'Content-Type: application/pdf; name="contract.pdf"',
      'Content-Disposition: attachment; filename="contract.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      bytes.toString('base64'),
      '--m1--',
      '',
    ].join('\r\n'),
  );
  await signIn(page, DEMO.owner, '/member/email');
  await page.getByRole('button', { name: 'Sync' }).click();
  await expect(page.getByTestId('sync-done')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  const reader = page.getByTestId('mail-reader');
  const attachment = reader.getByRole('button', { name: /contract\.pdf/ });
  await expect(attachment).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
  expect(download.suggestedFilename()).toBe('contract.pdf');
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  await shot(page, 'attachment-1280');

  // The reply of the first test was copied into Sent by the server; the sync listed it there.
  await page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: /Sent/ }).click();
  await expect(page.getByTestId('mail-row').filter({ hasText: `Re: ${QUOTATION}` })).toHaveCount(1);
});

test('without a mailbox the page says to configure it, with the link', async ({ page, request }) => {
  const headers = { token: await apiLogin(request, DEMO.owner) };
  await request.delete('/api/email-config', { headers });
  await signIn(page, DEMO.owner, '/member/email');
  await expect(page.getByText('Please configure your email settings first')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open email settings' })).toHaveAttribute('href', '/member/settings/email');
  await expect(page.getByRole('button', { name: 'Sync' })).toHaveCount(0);
  await expectAccessible(page);
});
