import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFolders, mailMessages } from '../src/db/schema';
import { Tenant } from '../src/db/tenant';
import { syncMailbox, type SyncProgress } from '../src/modules/mailbox/mail-sync';
import { createUser, startTestServer, type TestServer, type TestUser } from './helper';
import { startImapServer, type TestImapServer } from './mail-servers';
import { imapClient, rawMail } from './mailbox-helpers';

/** The sync engine against a real dovecot through an imapflow client (decision 0063). */
let server: TestServer;
let imap: TestImapServer;
let member: TestUser;
let tenant: Tenant;
const MAILBOX = 'reader@haligi.test@127.0.0.1:1';

const stored = (folder = 'INBOX') =>
  server.context.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.accountId, member.accountId), eq(mailMessages.folder, folder)))
    .orderBy(mailMessages.uid);

async function sync(mailbox = MAILBOX, progress: SyncProgress[] = []) {
  const client = await imapClient(imap);
  try {
    return await syncMailbox(tenant, member.accountId, mailbox, client, { onProgress: (p) => void progress.push(p) });
  } finally {
    await client.logout();
  }
}

beforeAll(async () => {
  [server, imap] = await Promise.all([startTestServer(), startImapServer()]);
  member = await createUser(server, { scopes: ['EMAIL_ACCESS'] });
  tenant = new Tenant(server.context.db, member.companyId);
  await imap.append(rawMail({ subject: 'Quotation for the Makati tower', text: 'Please see the attached BOQ.', messageId: '<q1@client.ph>' }));
  await imap.append(
    rawMail({ from: 'Ben Cruz <ben@supply.ph>', cc: 'Boss <boss@haligi.test>', subject: 'PO-000001 delivery', text: 'Arriving Monday', html: '<p>Arriving <b>Monday</b></p>', date: 'Tue, 24 Nov 2026 10:30:00 +0800' }),
    'INBOX',
    ['\\Seen', '\\Flagged'],
  );
  await imap.append(rawMail({ from: 'reader@haligi.test', to: 'ana@client.ph', subject: 'Sent reply' }), 'Sent', ['\\Seen']);
});
afterAll(async () => {
  await server?.stop();
  await imap?.stop();
});

describe('syncMailbox', () => {
  it('copies every folder and mail with its parsed fields and flags, reporting progress to 100', async () => {
    const progress: SyncProgress[] = [];
    const outcome = await sync(MAILBOX, progress);
    expect(outcome).toEqual({ folders: 5, fetched: 3, reread: [] });
    expect(progress.at(-1)).toEqual({ folder: expect.any(String), percent: 100, fetched: 3 });
    expect(progress.map((p) => p.percent)).toEqual([...progress.map((p) => p.percent)].sort((x, y) => x - y));

    const folders = await server.context.db.select().from(mailFolders).where(eq(mailFolders.accountId, member.accountId)).orderBy(mailFolders.path);
    expect(folders.map((f) => [f.path, f.specialUse, f.lastUid])).toEqual([
      ['Drafts', '\\Drafts', 0],
      ['INBOX', '\\Inbox', 2],
      ['Junk', '\\Junk', 0],
      ['Sent', '\\Sent', 1],
      ['Trash', '\\Trash', 0],
    ]);
    const inbox = await stored();
    expect(inbox).toHaveLength(2);
    expect(inbox[0]).toMatchObject({
      uid: 1,
      subject: 'Quotation for the Makati tower',
      fromName: 'Ana Santos',
      fromAddress: 'ana@client.ph',
      to: [{ name: '', address: 'reader@haligi.test' }],
      addresses: ['ana@client.ph', 'reader@haligi.test'],
      messageId: '<q1@client.ph>',
      isRead: false,
      isStarred: false,
      text: 'Please see the attached BOQ.\n',
      html: null,
      snippet: 'Please see the attached BOQ.',
      companyId: member.companyId,
    });
    expect(inbox[0].date?.toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(inbox[1]).toMatchObject({ uid: 2, subject: 'PO-000001 delivery', isRead: true, isStarred: true, cc: [{ name: 'Boss', address: 'boss@haligi.test' }] });
    expect(inbox[1].html).toContain('<p>Arriving <b>Monday</b></p>');
    expect((await stored('Sent')).map((m) => m.subject)).toEqual(['Sent reply']);
  });

  it('a second sync fetches only the UIDs above the last one, and takes flags changed elsewhere', async () => {
    await imap.append(rawMail({ subject: 'Third mail' }));
    const other = await imapClient(imap);
    const lock = await other.getMailboxLock('INBOX');
    await other.messageFlagsAdd('1', ['\\Seen'], { uid: true });
    lock.release();
    await other.logout();
    const before = await stored();
    const outcome = await sync();
    expect(outcome.fetched).toBe(1);
    const after = await stored();
    expect(after.map((m) => [m.uid, m.subject, m.isRead])).toEqual([
      [1, 'Quotation for the Makati tower', true],
      [2, 'PO-000001 delivery', true],
      [3, 'Third mail', false],
    ]);
    // The mails already stored were not stored again.
    expect(after.slice(0, 2).map((m) => m.id)).toEqual(before.map((m) => m.id));
    expect((await sync()).fetched).toBe(0);
  });

  it('a mail expunged by another mail app leaves the copy at the next sync', async () => {
    const other = await imapClient(imap);
    const lock = await other.getMailboxLock('INBOX');
    await other.messageDelete('3', { uid: true });
    lock.release();
    await other.logout();
    await sync();
    expect((await stored()).map((m) => m.uid)).toEqual([1, 2]);
  });

  it('a changed UIDVALIDITY reads the folder again from the start', async () => {
    await server.context.db.update(mailFolders).set({ uidValidity: 1 }).where(and(eq(mailFolders.accountId, member.accountId), eq(mailFolders.path, 'INBOX')));
    const before = await stored();
    const outcome = await sync();
    expect(outcome.reread).toEqual(['INBOX']);
    expect(outcome.fetched).toBe(2);
    const after = await stored();
    expect(after.map((m) => m.uid)).toEqual([1, 2]);
    expect(after.map((m) => m.id)).not.toEqual(before.map((m) => m.id));
  });

  it('another server account drops the old copy first', async () => {
    const outcome = await sync('someone-else@127.0.0.1:2');
    expect(outcome.fetched).toBe(3);
    const folders = await server.context.db.select({ mailbox: mailFolders.mailbox }).from(mailFolders).where(eq(mailFolders.accountId, member.accountId));
    expect(new Set(folders.map((f) => f.mailbox))).toEqual(new Set(['someone-else@127.0.0.1:2']));
    expect(await stored()).toHaveLength(2);
  });
});
