import { EMAIL_MESSAGES, MAIL_SERVER_REFUSED, MAIL_TEST_SUBJECT, type MailSyncStatus } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, mailMessages, projects, purchaseOrders, suppliers } from '../src/db/schema';
import { expectError } from './assertions';
import { call, createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { startImapServer, startSmtpServer, type TestImapServer, type TestSmtpServer } from './mail-servers';
import { rawMail, serverFlags, serverSubjects } from './mailbox-helpers';

/** The email client (member/email) against a real dovecot and SMTP server (decision 0063, docs/api/mailbox.md). */
let server: TestServer;
let imap: TestImapServer;
let smtp: TestSmtpServer;
let member: TestUser;
let colleague: TestUser;
let outsider: TestUser;
const SCOPES = ['EMAIL_ACCESS', 'SETTINGS_EMAIL_ACCESS', 'LEADS_ACCESS', 'PROJECT_ACCESS', 'ASSET_PURCHASING_ORDER_ACCESS'];

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

const get = (user: TestUser, path: string) => call(server, 'GET', path, { token: user.token });
const put = (user: TestUser, path: string, body?: unknown) => call(server, 'PUT', path, { token: user.token, body });

/** POST /email/sync, then GET /email/sync until it is done. */
async function syncNow(user: TestUser): Promise<MailSyncStatus> {
  const started = await call(server, 'POST', '/email/sync', { token: user.token });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  for (let i = 0; i < 200; i++) {
    const status = (await get(user, '/email/sync')).body as MailSyncStatus;
    if (status.jobId === started.body.jobId && (status.state === 'COMPLETED' || status.state === 'FAILED')) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sync did not finish');
}

const listOf = async (user: TestUser, query: string) => {
  const answer = await get(user, `/email/list?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { list: { id: number; subject: string; isRead: boolean; isStarred: boolean; folder: string }[]; pagination: { page: number; pageSize: number; total: number } };
};
const idOf = async (user: TestUser, subject: string, folder = 'INBOX') => {
  const found = (await listOf(user, `folder=${encodeURIComponent(folder)}&search=${encodeURIComponent(subject)}`)).list.find((m) => m.subject === subject);
  if (!found) throw new Error(`${subject} is not listed in ${folder}`);
  return found.id;
};

beforeAll(async () => {
  [server, imap, smtp] = await Promise.all([startTestServer(), startImapServer(), startSmtpServer()]);
  member = await createUser(server, { scopes: SCOPES });
  colleague = await createUser(server, { companyId: member.companyId, scopes: SCOPES });
  outsider = await createUser(server, { scopes: SCOPES });
  const mails = [
    rawMail({ subject: 'Quotation for the Makati tower', text: 'Please see the attached BOQ.', date: 'Mon, 23 Nov 2026 09:00:00 +0800' }),
    rawMail({ from: 'Ben Cruz <ben@supply.ph>', subject: 'PO-000777 delivery schedule', text: 'Arriving Monday', html: '<p>Arriving <b>Monday</b></p>', date: 'Tue, 24 Nov 2026 10:30:00 +0800' }),
    rawMail({ from: 'Carla <carla@other.ph>', subject: 'Lunch on Friday', text: 'Are you free?', date: 'Wed, 25 Nov 2026 12:00:00 +0800' }),
  ];
  await imap.append(mails[0]);
  await imap.append(mails[1], 'INBOX', ['\\Seen']);
  await imap.append(mails[2], 'INBOX', ['\\Flagged']);
});
afterAll(async () => {
  await server?.stop();
  await imap?.stop();
  await smtp?.stop();
});

describe('without a mail configuration', () => {
  it('every email call answers 422 "Please configure your email settings first"', async () => {
    for (const [method, path] of [
      ['GET', '/email/verify'],
      ['POST', '/email/test'],
      ['GET', '/email/folders'],
      ['GET', '/email/list'],
      ['GET', '/email/unread-count'],
      ['POST', '/email/sync'],
      ['GET', '/email/sync'],
    ]) {
      expectError(await call(server, method, path, { token: member.token }), 422, EMAIL_MESSAGES.notConfigured);
    }
  });
});

describe('a configured mailbox', () => {
  beforeAll(async () => {
    const saved = await call(server, 'POST', '/email-config', { token: member.token, body: configFor() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  });

  it('GET /email/verify logs in to the IMAP server', async () => {
    const answer = await get(member, '/email/verify');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Your mailbox is configured and the mail server accepted the login' });
  });

  it('POST /email/test sends a test mail to the member through their SMTP server', async () => {
    const answer = await call(server, 'POST', '/email/test', { token: member.token });
    expect(answer.body).toEqual({ success: true, message: 'Test email sent to reader@haligi.test' });
    const mail = await smtp.waitForMail((m) => m.parsed.subject === MAIL_TEST_SUBJECT);
    expect(mail.envelope.to).toEqual(['reader@haligi.test']);
  });

  it('POST /email/sync queues a job that copies the mailbox, pushing its progress to the member', async () => {
    const socket: Socket = io(server.url, { path: '/socket.io', auth: { token: member.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    const pushes: MailSyncStatus[] = [];
    socket.on('email-sync-progress', (status: MailSyncStatus) => pushes.push(status));
    const other: Socket = io(server.url, { path: '/socket.io', auth: { token: colleague.token }, transports: ['websocket'], reconnection: false, forceNew: true });
    const heardByColleague: unknown[] = [];
    other.on('email-sync-progress', (status: unknown) => heardByColleague.push(status));
    await Promise.all([socket, other].map((s) => new Promise<void>((resolve) => s.on('connect', () => resolve()))));
    try {
      const status = await syncNow(member);
      expect(status).toEqual({ jobId: expect.any(Number), state: 'COMPLETED', percent: 100, folder: expect.any(String), fetched: 3, message: null, finishedAt: expect.any(String) });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(pushes[0]).toMatchObject({ state: 'QUEUED', percent: 0 });
      expect(pushes.some((p) => p.state === 'RUNNING')).toBe(true);
      expect(pushes.at(-1)).toMatchObject({ state: 'COMPLETED', percent: 100, fetched: 3 });
      expect(heardByColleague).toEqual([]);
    } finally {
      socket.close();
      other.close();
    }
  });

  it('GET /email/folders: INBOX first with its total and unread counts', async () => {
    const answer = await get(member, '/email/folders');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { path: 'INBOX', name: 'INBOX', specialUse: '\\Inbox', total: 3, unread: 2 },
      { path: 'Drafts', name: 'Drafts', specialUse: '\\Drafts', total: 0, unread: 0 },
      { path: 'Junk', name: 'Junk', specialUse: '\\Junk', total: 0, unread: 0 },
      { path: 'Sent', name: 'Sent', specialUse: '\\Sent', total: 0, unread: 0 },
      { path: 'Trash', name: 'Trash', specialUse: '\\Trash', total: 0, unread: 0 },
    ]);
  });

  it('GET /email/list: newest first, paged, searched, filtered by unread and starred', async () => {
    const first = await listOf(member, 'folder=INBOX&page=1&pageSize=2');
    expect(first.pagination).toEqual({ page: 1, pageSize: 2, total: 3 });
    expect(first.list.map((m) => m.subject)).toEqual(['Lunch on Friday', 'PO-000777 delivery schedule']);
    expect((await listOf(member, 'folder=INBOX&page=2&pageSize=2')).list.map((m) => m.subject)).toEqual(['Quotation for the Makati tower']);
    expect((await listOf(member, 'search=makati')).list.map((m) => m.subject)).toEqual(['Quotation for the Makati tower']);
    expect((await listOf(member, 'search=ben@supply.ph')).list.map((m) => m.subject)).toEqual(['PO-000777 delivery schedule']);
    expect((await listOf(member, 'search=arriving')).list.map((m) => m.subject)).toEqual(['PO-000777 delivery schedule']);
    expect((await listOf(member, 'search=100%25')).list).toEqual([]);
    expect((await listOf(member, 'unread=true')).list.map((m) => m.subject)).toEqual(['Lunch on Friday', 'Quotation for the Makati tower']);
    expect((await listOf(member, 'starred=true')).list.map((m) => m.subject)).toEqual(['Lunch on Friday']);
    expect((await listOf(member, 'unread=false&starred=false')).list.map((m) => m.subject)).toEqual(['PO-000777 delivery schedule']);
    expectError(await get(member, '/email/list?pageSize=500&unread=maybe'), 400, ['pageSize: must be at most 100', 'unread: must be true or false']);
  });

  it('GET /email/{id}: the mail with its bodies; GET /email/unread-count', async () => {
    const id = await idOf(member, 'PO-000777 delivery schedule');
    const answer = await get(member, `/email/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id,
      folder: 'INBOX',
      from: { name: 'Ben Cruz', address: 'ben@supply.ph' },
      to: [{ name: '', address: 'reader@haligi.test' }],
      cc: [],
      subject: 'PO-000777 delivery schedule',
      date: '2026-11-24T02:30:00.000Z',
      isRead: true,
      isStarred: false,
      text: 'Arriving Monday',
      attachments: [],
    });
    expect(answer.body.html).toContain('<p>Arriving <b>Monday</b></p>');
    expect((await get(member, '/email/unread-count')).body).toEqual({ count: 2, total: 2 });
  });

  it('read, unread, star and unstar change the flags on the server, then in the copy', async () => {
    const id = await idOf(member, 'Quotation for the Makati tower');
    const read = await put(member, `/email/${id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ message: 'Marked as read', data: { id, isRead: true } });
    expect(await serverFlags(imap, 'INBOX', 'Quotation for the Makati tower')).toEqual(['\\Seen']);
    const star = await put(member, `/email/${id}/star`);
    expect(star.body).toMatchObject({ message: 'Starred', data: { isRead: true, isStarred: true } });
    expect(await serverFlags(imap, 'INBOX', 'Quotation for the Makati tower')).toEqual(['\\Flagged', '\\Seen']);
    expect((await put(member, `/email/${id}/unread`)).body.data.isRead).toBe(false);
    expect((await put(member, `/email/${id}/unstar`)).body.data.isStarred).toBe(false);
    expect(await serverFlags(imap, 'INBOX', 'Quotation for the Makati tower')).toEqual([]);
    expect((await get(member, `/email/${id}`)).body).toMatchObject({ isRead: false, isStarred: false });
  });

  it('move puts the mail in another folder on the server and in the copy; an unknown folder is refused', async () => {
    const id = await idOf(member, 'Lunch on Friday');
    expectError(await put(member, `/email/${id}/move`, { folder: 'Nowhere' }), 422, 'folder: Nowhere is not a folder of your mailbox');
    expectError(await put(member, `/email/${id}/move`, {}), 400, ['folder: is required']);
    const moved = await put(member, `/email/${id}/move`, { folder: 'Junk' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ message: 'Email moved', data: { id, folder: 'Junk', isStarred: true } });
    expect(await serverSubjects(imap, 'Junk')).toEqual(['Lunch on Friday']);
    expect(await serverSubjects(imap, 'INBOX')).not.toContain('Lunch on Friday');
    expect((await listOf(member, 'folder=Junk')).list.map((m) => m.subject)).toEqual(['Lunch on Friday']);
    // The moved mail keeps its flags on the server, and a sync does not store it twice.
    expect(await serverFlags(imap, 'Junk', 'Lunch on Friday')).toEqual(['\\Flagged']);
    expect((await syncNow(member)).fetched).toBe(0);
    expect((await listOf(member, 'folder=Junk')).pagination.total).toBe(1);
  });

  it('delete moves the mail to Trash; deleting it in Trash expunges it', async () => {
    const id = await idOf(member, 'Lunch on Friday', 'Junk');
    const trashed = await call(server, 'DELETE', `/email/${id}`, { token: member.token });
    expect(trashed.body).toEqual({ message: 'Email deleted', folder: 'Trash' });
    expect(await serverSubjects(imap, 'Trash')).toEqual(['Lunch on Friday']);
    expect(await serverSubjects(imap, 'Junk')).toEqual([]);
    const gone = await call(server, 'DELETE', `/email/${id}`, { token: member.token });
    expect(gone.body).toEqual({ message: 'Email deleted', folder: null });
    expect(await serverSubjects(imap, 'Trash')).toEqual([]);
    expectError(await get(member, `/email/${id}`), 404, 'Email not found');
  });

  it('a second sync fetches only the new UIDs', async () => {
    const before = await server.context.db.select({ id: mailMessages.id, uid: mailMessages.uid }).from(mailMessages).where(and(eq(mailMessages.accountId, member.accountId), eq(mailMessages.folder, 'INBOX')));
    const uid = await imap.append(rawMail({ from: 'Dan Reyes <dan@site.ph>', subject: 'Site visit photos', text: 'Attached.' }));
    const status = await syncNow(member);
    expect(status.fetched).toBe(1);
    const after = await server.context.db.select({ id: mailMessages.id, uid: mailMessages.uid }).from(mailMessages).where(and(eq(mailMessages.accountId, member.accountId), eq(mailMessages.folder, 'INBOX')));
    expect(after.filter((row) => !before.some((old) => old.id === row.id)).map((row) => row.uid)).toEqual([uid]);
    expect(after.length).toBe(before.length + 1);
  });

  it('nobody else sees the mailbox: another member, another company', async () => {
    const id = await idOf(member, 'Site visit photos');
    for (const other of [colleague, outsider]) {
      expectError(await get(other, `/email/${id}`), 404, 'Email not found');
      expectError(await put(other, `/email/${id}/star`), 404, 'Email not found');
      expectError(await call(server, 'DELETE', `/email/${id}`, { token: other.token }), 404, 'Email not found');
    }
    // The colleague with a mailbox of their own (nothing synced yet) lists nothing of the member's.
    await call(server, 'POST', '/email-config', { token: colleague.token, body: configFor({ fromEmail: 'colleague@haligi.test' }) });
    expect((await listOf(colleague, 'folder=INBOX')).list).toEqual([]);
    expect((await get(colleague, '/email/folders')).body).toEqual([]);
    expect((await get(colleague, '/email/sync')).body).toMatchObject({ jobId: null, state: 'IDLE' });
  });

  it('a mail server that refuses answers 502 with its reason and changes nothing here', async () => {
    const id = await idOf(member, 'Site visit photos');
    expect((await put(member, '/email-config', { imapPassword: 'wrong-password' })).status).toBe(200);
    try {
      expectError(await put(member, `/email/${id}/read`), 502, `${MAIL_SERVER_REFUSED}: Authentication failed.`);
      expectError(await put(member, `/email/${id}/move`, { folder: 'Junk' }), 502, `${MAIL_SERVER_REFUSED}: Authentication failed.`);
      expect((await get(member, `/email/${id}`)).body).toMatchObject({ folder: 'INBOX', isRead: false });
      expect(await serverFlags(imap, 'INBOX', 'Site visit photos')).toEqual([]);
      expect((await get(member, '/email/verify')).body).toEqual({ success: false, message: `${MAIL_SERVER_REFUSED}: Authentication failed.` });
      const failed = await syncNow(member);
      expect(failed).toMatchObject({ state: 'FAILED', message: `${MAIL_SERVER_REFUSED}: Authentication failed.` });
    } finally {
      await put(member, '/email-config', { imapPassword: imap.password });
    }
  });
});

describe('mails on the timelines of leads, projects and purchase orders', () => {
  it("a lead and its project list the mails to or from the client's address; an order the mails naming its code", async () => {
    const db = server.context.db;
    const [client] = await db.insert(clients).values({ companyId: member.companyId, name: 'Santos Builders', contactNumber: '0917 000 0000', email: 'Ana@Client.ph' }).returning();
    const [lead] = await db.insert(projects).values({ companyId: member.companyId, isLead: true, name: 'Makati tower', status: 'LEAD', boardKey: 'opportunity', clientId: client.id }).returning();
    const [project] = await db.insert(projects).values({ companyId: member.companyId, isLead: false, name: 'Makati tower build', status: 'ONGOING', boardKey: 'ongoing', clientId: client.id }).returning();
    const [supplier] = await db.insert(suppliers).values({ companyId: member.companyId, name: 'Cruz Hardware', email: 'orders@cruz.ph' }).returning();
    const [order] = await db.insert(purchaseOrders).values({ companyId: member.companyId, code: 'PO-000777', supplierId: supplier.id, status: 'APPROVED', total: '1000.00' }).returning();
    const [other] = await db.insert(purchaseOrders).values({ companyId: member.companyId, code: 'PO-00077', supplierId: null, status: 'APPROVED', total: '1.00' }).returning();

    const timeline = await get(member, `/lead/${lead.id}/activities`);
    expect(timeline.status).toBe(200);
    const mails = timeline.body.filter((entry: { kind: string }) => entry.kind === 'MAIL');
    expect(mails).toEqual([
      {
        id: expect.stringMatching(/^mail-\d+$/),
        kind: 'MAIL',
        message: 'Email: Quotation for the Makati tower',
        data: { mailId: expect.any(Number), subject: 'Quotation for the Makati tower', from: 'ana@client.ph', to: ['reader@haligi.test'], reason: 'ADDRESS', folder: 'INBOX' },
        createdAt: '2026-11-23T01:00:00.000Z',
        account: { id: member.accountId, name: expect.any(String) },
      },
    ]);
    expect((await get(member, `/project/${project.id}/activities`)).body.filter((e: { kind: string }) => e.kind === 'MAIL').map((e: { message: string }) => e.message)).toEqual(['Email: Quotation for the Makati tower']);

    // Colleagues see the entry (subject and people), not the body.
    const seen = await get(colleague, `/purchase-order/${order.id}/activities`);
    expect(seen.body.map((e: { message: string; data: { reason: string } }) => [e.message, e.data.reason])).toEqual([['Email: PO-000777 delivery schedule', 'CODE']]);
    expectError(await get(colleague, `/email/${seen.body[0].data.mailId}`), 404, 'Email not found');
    // PO-00077 is not inside PO-000777.
    expect((await get(member, `/purchase-order/${other.id}/activities`)).body).toEqual([]);
    // Another company's order of the same code: not found; its timeline never shows these mails.
    expectError(await get(outsider, `/purchase-order/${order.id}/activities`), 404, 'Purchase order not found');
    const [outsiderClient] = await db.insert(clients).values({ companyId: outsider.companyId, name: 'Santos Builders', contactNumber: '0917', email: 'ana@client.ph' }).returning();
    const [outsiderLead] = await db.insert(projects).values({ companyId: outsider.companyId, isLead: true, name: 'Other', status: 'LEAD', boardKey: 'opportunity', clientId: outsiderClient.id }).returning();
    expect((await get(outsider, `/lead/${outsiderLead.id}/activities`)).body.filter((e: { kind: string }) => e.kind === 'MAIL')).toEqual([]);
  });
});
