import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, projectActivities, projects, sentEmails } from '../src/db/schema';
import { countRows, expectError } from './assertions';
import { call, createUser, freshBoardPosition, startTestServer, type TestServer, type TestUser } from './helper';
import { startSmtpServer, type TestSmtpServer } from './mail-servers';

let server: TestServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  [server, smtp] = await Promise.all([
    startTestServer(),
    startSmtpServer({ refuseRecipient: (address) => (address.startsWith('gone@') ? 'Mailbox unavailable' : null) }),
  ]);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** A member with the email client and leads, their mailbox saved against the test's SMTP server. */
async function memberWithMailbox(overrides: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await createUser(server, { scopes: ['EMAIL_ACCESS', 'SETTINGS_EMAIL_ACCESS', 'LEADS_ACCESS'] });
  const saved = await call(server, 'POST', '/email-config', {
    token: user.token,
    body: {
      fromName: 'Ana Santos',
      fromEmail: 'ana@haligi.test',
      smtpHost: smtp.host,
      smtpPort: smtp.port,
      smtpSecure: false,
      smtpUser: smtp.user,
      smtpPassword: smtp.password,
      // Sending never reads the IMAP half; saving never tries it.
      imapHost: 'imap.haligi.test',
      imapPort: 993,
      imapSecure: true,
      imapUser: 'ana@haligi.test',
      imapPassword: 'unused',
      ...overrides,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return user;
}

const send = (user: TestUser, body: Record<string, unknown>) =>
  call(server, 'POST', '/email/send', { token: user.token, body: { subject: 'Site visit', html: '<p>Good day,</p><p>See you &amp; the team on Monday.</p>', ...body } });

const bySubject = (subject: string) => smtp.waitForMail((mail) => mail.parsed.subject === subject);
const addresses = (field: unknown) => [field ?? []].flat().flatMap((group) => (group as { value: { address?: string }[] }).value.map((v) => v.address));

describe('POST /email/send', () => {
  it('sends through the member\'s own SMTP server at once: To, Cc and Bcc split and trimmed, Bcc only in the envelope', async () => {
    const user = await memberWithMailbox();
    const answer = await send(user, { to: ' ben@example.ph ,cara@example.ph,, ', cc: 'boss@example.ph ', bcc: ' audit@example.ph', subject: 'Roofing quotation' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Email sent successfully' });
    // Answered after the server accepted it: the mail is already there.
    const mail = smtp.received.find((m) => m.parsed.subject === 'Roofing quotation');
    expect(mail).toBeTruthy();
    expect(mail!.user).toBe(smtp.user);
    expect(mail!.envelope).toEqual({ from: 'ana@haligi.test', to: ['ben@example.ph', 'cara@example.ph', 'boss@example.ph', 'audit@example.ph'] });
    expect(mail!.parsed.from?.value).toEqual([{ name: 'Ana Santos', address: 'ana@haligi.test' }]);
    expect(addresses(mail!.parsed.to)).toEqual(['ben@example.ph', 'cara@example.ph']);
    expect(addresses(mail!.parsed.cc)).toEqual(['boss@example.ph']);
    expect(mail!.parsed.bcc).toBeUndefined();
    expect(mail!.raw).not.toContain('audit@example.ph');
    expect(String(mail!.parsed.html).trim()).toBe('<p>Good day,</p><p>See you &amp; the team on Monday.</p>');
    expect(mail!.parsed.text?.trim()).toBe('Good day,\nSee you & the team on Monday.');

    const [record] = await server.context.db.select().from(sentEmails).where(eq(sentEmails.accountId, user.accountId));
    expect(record).toMatchObject({
      companyId: user.companyId,
      fromEmail: 'ana@haligi.test',
      to: ['ben@example.ph', 'cara@example.ph'],
      cc: ['boss@example.ph'],
      bcc: ['audit@example.ph'],
      subject: 'Roofing quotation',
      messageId: mail!.parsed.messageId,
      projectId: null,
    });
    expect(record.sentAt).toBeInstanceOf(Date);
  });

  it('without a configuration: 422 "Please configure your email settings first"', async () => {
    const user = await createUser(server, { scopes: ['EMAIL_ACCESS'] });
    expectError(await send(user, { to: 'ben@example.ph' }), 422, 'Please configure your email settings first');
  });

  it("no recipient is a 400 'Please specify at least one recipient'; bad addresses and a missing subject are listed; nothing is sent", async () => {
    const user = await memberWithMailbox();
    const before = smtp.received.length;
    expectError(await send(user, { to: '' }), 400, 'Please specify at least one recipient');
    expectError(await send(user, { to: ' , ,' }), 400, 'Please specify at least one recipient');
    expectError(await call(server, 'POST', '/email/send', { token: user.token, body: { subject: 'x' } }), 400, 'Please specify at least one recipient');
    expectError(await send(user, { to: 'ben@example.ph, not-an-address', cc: 'boss@', subject: ' ' }), 400, [
      'subject: is required',
      'to: not-an-address is not a valid email address',
      'cc: boss@ is not a valid email address',
    ]);
    expect(smtp.received.length).toBe(before);
    expect(await countRows(server, 'sent_emails', 'account_id = $1', [user.accountId])).toBe(0);
  });

  it("a refused login: 200 {success: false} with the server's reason; nothing recorded", async () => {
    const user = await memberWithMailbox({ smtpPassword: 'wrong-password' });
    const answer = await send(user, { to: 'ben@example.ph' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: false, message: 'Failed to send email: Invalid login: 535 Invalid username or password' });
    expect(await countRows(server, 'sent_emails', 'account_id = $1', [user.accountId])).toBe(0);
  });

  it("a refused recipient: the server's reason", async () => {
    const user = await memberWithMailbox();
    const answer = await send(user, { to: 'gone@example.ph', subject: 'Nobody home' });
    expect(answer.body).toEqual({ success: false, message: "Failed to send email: Can't send mail - all recipients were rejected: 550 Mailbox unavailable" });
  });

  it('needs EMAIL_ACCESS', async () => {
    const user = await createUser(server, { scopes: ['LEADS_ACCESS'] });
    expectError(await send(user, { to: 'ben@example.ph' }), 403);
  });
});

describe("the lead page's Send Email", () => {
  async function createLead(user: TestUser) {
    const [lead] = await server.context.db
      .insert(projects)
      .values({ companyId: user.companyId, isLead: true, name: 'Calamba Warehouse', status: 'LEAD', boardKey: 'opportunity', boardPosition: freshBoardPosition() })
      .returning();
    return lead.id;
  }
  const leadEmail = (user: TestUser, leadId: number, body: Record<string, unknown>) =>
    call(server, 'POST', `/lead/${leadId}/email`, { token: user.token, body: { html: '<p>Hello</p>', ...body } });

  it("goes through the member's mailbox when configured: the mail arrives from them, the timeline shows it, the outbox does not", async () => {
    const user = await memberWithMailbox();
    const leadId = await createLead(user);
    const outboxBefore = await countRows(server, 'email_outbox');
    const answer = await leadEmail(user, leadId, { to: 'client@example.ph', cc: 'boss@example.ph', subject: 'Lead mail through my mailbox' });
    expect(answer.body).toEqual({ success: true, message: 'Email sent successfully' });
    const mail = await bySubject('Lead mail through my mailbox');
    expect(mail.envelope).toEqual({ from: 'ana@haligi.test', to: ['client@example.ph', 'boss@example.ph'] });
    expect(await countRows(server, 'email_outbox')).toBe(outboxBefore);
    const [record] = await server.context.db.select().from(sentEmails).where(eq(sentEmails.accountId, user.accountId));
    expect(record.projectId).toBe(leadId);
    const [activity] = await server.context.db.select().from(projectActivities).where(eq(projectActivities.projectId, leadId));
    expect(activity).toMatchObject({
      kind: 'EMAIL',
      message: 'Email sent to client@example.ph: Lead mail through my mailbox',
      data: { sentEmailId: record.id, from: 'ana@haligi.test', to: ['client@example.ph'], cc: ['boss@example.ph'], bcc: [], subject: 'Lead mail through my mailbox' },
    });
  });

  it("a refusal answers the server's reason and adds nothing to the timeline", async () => {
    const user = await memberWithMailbox({ smtpPassword: 'wrong-password' });
    const leadId = await createLead(user);
    const answer = await leadEmail(user, leadId, { to: 'client@example.ph', subject: 'Refused' });
    expect(answer.body).toEqual({ success: false, message: 'Failed to send email: Invalid login: 535 Invalid username or password' });
    expect(await countRows(server, 'project_activities', 'project_id = $1', [leadId])).toBe(0);
  });

  it('without a mailbox it keeps going through the system outbox', async () => {
    const user = await createUser(server, { scopes: ['LEADS_ACCESS'] });
    const leadId = await createLead(user);
    const answer = await leadEmail(user, leadId, { to: 'client@example.ph', subject: 'Through the outbox' });
    expect(answer.body).toEqual({ success: true, message: 'Email sent successfully' });
    const [outbox] = await server.context.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Through the outbox'));
    expect(outbox.to).toBe('client@example.ph');
  });
});
