import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImapServer, startSmtpServer, type TestImapServer, type TestSmtpServer } from './mail-servers';

/** The harness itself: both servers are real and refuse a wrong password with their own reason. */
describe('test mail servers', () => {
  let smtp: TestSmtpServer;
  let imap: TestImapServer;
  beforeAll(async () => {
    [smtp, imap] = await Promise.all([startSmtpServer(), startImapServer()]);
  });
  afterAll(async () => {
    await smtp?.stop();
    await imap?.stop();
  });

  it('SMTP accepts a logged-in sender and keeps the parsed mail', async () => {
    const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true, auth: { user: smtp.user, pass: smtp.password } });
    await transport.sendMail({ from: smtp.user, to: 'ana@example.ph', bcc: 'hidden@example.ph', subject: 'Hello', html: '<p>Hi</p>' });
    const mail = await smtp.waitForMail((m) => m.parsed.subject === 'Hello');
    expect(mail.envelope.to).toEqual(['ana@example.ph', 'hidden@example.ph']);
    expect(mail.user).toBe(smtp.user);
    expect(String(mail.parsed.html).trim()).toBe('<p>Hi</p>');
  });

  it('SMTP refuses a wrong password with its reason', async () => {
    const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: false, ignoreTLS: true, auth: { user: smtp.user, pass: 'wrong' } });
    await expect(transport.verify()).rejects.toThrow('Invalid login: 535 Invalid username or password');
  });

  it('IMAP logs in, lists the folders and holds an appended mail', async () => {
    const uid = await imap.append('From: ana@example.ph\r\nTo: reader@haligi.test\r\nSubject: First\r\n\r\nBody\r\n');
    expect(uid).toBe(1);
    const client = new ImapFlow({ host: imap.host, port: imap.port, secure: false, auth: { user: imap.user, pass: imap.password }, logger: false });
    await client.connect();
    const folders = (await client.list()).map((f) => f.path).sort();
    expect(folders).toEqual(['Drafts', 'INBOX', 'Junk', 'Sent', 'Trash']);
    const status = await client.status('INBOX', { messages: true });
    expect(status && status.messages).toBe(1);
    await client.logout();
  });

  it('IMAP refuses a wrong password', async () => {
    const client = new ImapFlow({ host: imap.host, port: imap.port, secure: false, auth: { user: imap.user, pass: 'wrong' }, logger: false });
    client.on('error', () => undefined);
    const failure = await client.connect().then(() => null, (error: Error & { responseText?: string }) => error);
    expect(failure?.responseText).toBe('Authentication failed.');
  });
});
