import type { MailSyncStatus } from '@haligi/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, sentEmails } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, freshBoardPosition, startTestServer, type TestServer, type TestUser } from './helper';
import { startImapServer, startSmtpServer, type TestImapServer, type TestSmtpServer } from './mail-servers';
import { imapClient } from './mailbox-helpers';

/** Sent mails copied to the IMAP Sent folder, and attachments downloaded from the mail server (decisions 0062, 0063). */
let server: TestServer;
let imap: TestImapServer;
let smtp: TestSmtpServer;
let member: TestUser;
let colleague: TestUser;
let outsider: TestUser;
const SCOPES = ['EMAIL_ACCESS', 'SETTINGS_EMAIL_ACCESS', 'LEADS_ACCESS'];

const configFor = (overrides: Record<string, unknown> = {}) => ({
  fromName: 'Reader',
  fromEmail: 'reader@haligi.test',
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
  ...overrides,
});

async function syncNow(user: TestUser): Promise<MailSyncStatus> {
  const started = await call(server, 'POST', '/email/sync', { token: user.token });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let i = 0; i < 200; i++) {
    const status = (await call(server, 'GET', '/email/sync', { token: user.token })).body as MailSyncStatus;
    if (status.jobId === started.body.jobId && (status.state === 'COMPLETED' || status.state === 'FAILED')) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sync did not finish');
}

const listed = async (user: TestUser, folder: string, subject: string) => {
  const answer = await call(server, 'GET', `/email/list?folder=${encodeURIComponent(folder)}&search=${encodeURIComponent(subject)}`, { token: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.list as { id: number; subject: string; isRead: boolean; hasAttachments: boolean }[]).filter((mail) => mail.subject === subject);
};

/** What a separate mail app sees in a folder for a subject: Message-ID, flags and the raw source. */
async function onServer(folder: string, subject: string) {
  const client = await imapClient(imap);
  try {
    const lock = await client.getMailboxLock(folder, { readOnly: true });
    try {
      const uids = await client.search({ subject }, { uid: true });
      if (!uids || !uids.length) return null;
      const message = await client.fetchOne(String(uids[0]), { envelope: true, flags: true, source: true }, { uid: true });
      if (!message) return null;
      return { count: uids.length, messageId: message.envelope?.messageId, flags: [...(message.flags ?? [])].filter((flag) => flag !== '\\Recent').sort(), source: message.source?.toString('utf8') };
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

beforeAll(async () => {
  [server, imap, smtp] = await Promise.all([startTestServer(), startImapServer(), startSmtpServer()]);
  member = await createUser(server, { scopes: SCOPES });
  colleague = await createUser(server, { companyId: member.companyId, scopes: SCOPES });
  outsider = await createUser(server, { scopes: SCOPES });
  for (const user of [member, colleague, outsider]) {
    const saved = await call(server, 'POST', '/email-config', { token: user.token, body: configFor() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  }
});
afterAll(async () => {
  await server?.stop();
  await imap?.stop();
  await smtp?.stop();
});

describe('a sent mail is copied into the Sent folder of the mailbox', () => {
  it('POST /email/send: the exact mail the SMTP server accepted is in Sent with \\Seen, and a sync lists it there', async () => {
    const answer = await call(server, 'POST', '/email/send', {
      token: member.token,
      body: { to: 'client@example.ph', bcc: 'boss@example.ph', subject: 'Quotation follow-up', html: '<p>Good day, see the quotation.</p>' },
    });
    expect(answer.body).toEqual({ success: true, message: 'Email sent successfully' });
    const accepted = await smtp.waitForMail((mail) => mail.parsed.subject === 'Quotation follow-up');
    const [record] = await server.context.db.select().from(sentEmails).where(eq(sentEmails.accountId, member.accountId));
    const copy = await onServer('Sent', 'Quotation follow-up');
    expect(copy).toMatchObject({ count: 1, messageId: record.messageId, flags: ['\\Seen'] });
    expect(accepted.parsed.messageId).toBe(record.messageId);
    // The same bytes (SMTP's DATA ends with CRLF; Bcc is only in the envelope).
    expect(copy!.source!.replace(/\r\n$/, '')).toBe(accepted.raw.replace(/\r\n$/, ''));
    expect(copy!.source).not.toContain('boss@example.ph');

    const status = await syncNow(member);
    expect(status.state).toBe('COMPLETED');
    const [inSent] = await listed(member, 'Sent', 'Quotation follow-up');
    expect(inSent).toMatchObject({ subject: 'Quotation follow-up', isRead: true });
    const detail = await call(server, 'GET', `/email/${inSent.id}`, { token: member.token });
    expect(detail.body).toMatchObject({ folder: 'Sent', messageId: record.messageId, to: [{ name: '', address: 'client@example.ph' }] });
  });

  it("the lead page's Send Email through the mailbox is copied too", async () => {
    const [lead] = await server.context.db
      .insert(projects)
      .values({ companyId: member.companyId, isLead: true, name: 'Calamba Warehouse', status: 'LEAD', boardKey: 'opportunity', boardPosition: freshBoardPosition() })
      .returning();
    const answer = await call(server, 'POST', `/lead/${lead.id}/email`, { token: member.token, body: { to: 'client@example.ph', subject: 'Lead mail into Sent', html: '<p>Hello</p>' } });
    expect(answer.body).toEqual({ success: true, message: 'Email sent successfully' });
    const [record] = await server.context.db.select().from(sentEmails).where(eq(sentEmails.subject, 'Lead mail into Sent'));
    expect(await onServer('Sent', 'Lead mail into Sent')).toMatchObject({ count: 1, messageId: record.messageId, flags: ['\\Seen'] });
  });

  it('a copy the IMAP server refuses does not fail the send: still "Email sent successfully", nothing in Sent', async () => {
    expect((await call(server, 'PUT', '/email-config', { token: member.token, body: { imapPassword: 'wrong-password' } })).status).toBe(200);
    try {
      const answer = await call(server, 'POST', '/email/send', { token: member.token, body: { to: 'client@example.ph', subject: 'Sent without a copy', html: '<p>Hi</p>' } });
      expect(answer.body).toEqual({ success: true, message: 'Email sent successfully' });
      await smtp.waitForMail((mail) => mail.parsed.subject === 'Sent without a copy');
      expect(await server.context.db.select().from(sentEmails).where(eq(sentEmails.subject, 'Sent without a copy'))).toHaveLength(1);
      expect(await onServer('Sent', 'Sent without a copy')).toBeNull();
    } finally {
      await call(server, 'PUT', '/email-config', { token: member.token, body: { imapPassword: imap.password } });
    }
  });
});

describe('GET /email/{id}/attachment/{index}', () => {
  // Bytes that are not text (every value 0-255), so a decoding slip shows.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), Buffer.from('\n%%EOF\n')]);
  const withAttachment = [
    'From: Ben Cruz <ben@supply.ph>',
    'To: reader@haligi.test',
    'Subject: Quotation with attachment',
    'Date: Thu, 26 Nov 2026 09:00:00 +0800',
    'Message-ID: <quotation-attachment@supply.ph>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="mixed-boundary"',
    '',
    '--mixed-boundary',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Please see the attached quotation.',
    '--mixed-boundary',
    'Content-Type: application/pdf; name="Quotation Niño.pdf"',
    "Content-Disposition: attachment; filename*=UTF-8''Quotation%20Ni%C3%B1o.pdf",
    'Content-Transfer-Encoding: base64',
    '',
    ...(pdf.toString('base64').match(/.{1,76}/g) ?? []),
    '--mixed-boundary--',
    '',
  ].join('\r\n');
  let mailId: number;

  beforeAll(async () => {
    await imap.append(withAttachment);
    expect((await syncNow(member)).state).toBe('COMPLETED');
    const [mail] = await listed(member, 'INBOX', 'Quotation with attachment');
    expect(mail.hasAttachments).toBe(true);
    mailId = mail.id;
  });

  it('streams the attachment read from the mail server: the same bytes, its type and an RFC 6266 file name', async () => {
    const detail = await call(server, 'GET', `/email/${mailId}`, { token: member.token });
    expect(detail.body.attachments).toEqual([{ filename: 'Quotation Niño.pdf', contentType: 'application/pdf', size: pdf.length }]);
    const response = await fetch(`${server.url}/api/email/${mailId}/attachment/0`, { headers: { token: member.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Quotation Ni_o.pdf"; filename*=UTF-8''Quotation%20Ni%C3%B1o.pdf`);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('an attachment the mail does not have is 404', async () => {
    expectError(await call(server, 'GET', `/email/${mailId}/attachment/1`, { token: member.token }), 404, 'Attachment not found');
    expectError(await call(server, 'GET', `/email/${mailId}/attachment/x`, { token: member.token }), 404, 'Attachment not found');
  });

  it("another member's or company's request is 404, as is a mail that does not exist", async () => {
    for (const other of [colleague, outsider]) expectError(await call(server, 'GET', `/email/${mailId}/attachment/0`, { token: other.token }), 404, 'Email not found');
    expectError(await call(server, 'GET', '/email/999999/attachment/0', { token: member.token }), 404, 'Email not found');
  });
});
