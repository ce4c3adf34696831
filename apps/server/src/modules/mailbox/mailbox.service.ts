import { EMAIL_MESSAGES, MAIL_TEST_SUBJECT, mailTestSentMessage, MAILBOX_MESSAGES, sendFailedMessage, type MailDetail, type MailFolder, type MailListAnswer, type MailListQuery, type MailSummary, type MailSyncStatus } from '@haligi/shared';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { AppContext } from '../../context';
import { jobs, mailFolders, mailMessages } from '../../db/schema';
import { Tenant } from '../../db/tenant';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors';
import type { JobContext, JobRow } from '../jobs/queue';
import { imapReason, mailboxKey, openImap, withImap, type ImapSettings } from './imap-client';
import { syncMailbox } from './mail-sync';
import { sendThroughSmtp, serverReason } from '../email-config/mail-connection';
import { loadImapSettings, loadMailbox } from './mailbox-settings';

export const MAIL_SYNC_JOB = 'email.sync';

type MailRow = typeof mailMessages.$inferSelect;

const summaryOf = (row: MailRow): MailSummary => ({
  id: row.id,
  folder: row.folder,
  uid: row.uid,
  from: row.fromAddress || row.fromName ? { name: row.fromName, address: row.fromAddress } : null,
  to: row.to,
  subject: row.subject,
  snippet: row.snippet,
  date: row.date?.toISOString() ?? null,
  isRead: row.isRead,
  isStarred: row.isStarred,
  hasAttachments: row.attachments.length > 0,
});

const detailOf = (row: MailRow): MailDetail => ({ ...summaryOf(row), cc: row.cc, messageId: row.messageId, text: row.text, html: row.html, attachments: row.attachments });

/** `%`, `_` and `\` in a search are plain characters. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The member's mailbox (decision 0063): reads answer from the stored copy; every change (read,
 * star, move, delete) is made on the IMAP server first and then in the copy, so a server that
 * fails or refuses (502 with its reason) changes nothing here. Without a mail configuration every
 * call answers 422 "Please configure your email settings first" (as POST /email/send does).
 */
export class MailboxService {
  constructor(private context: AppContext) {}

  /** The member's IMAP settings; 409 when they have none. */
  async settings(tenant: Tenant, accountId: number): Promise<ImapSettings> {
    const settings = await loadImapSettings(this.context, tenant, accountId);
    if (!settings) throw unprocessable(EMAIL_MESSAGES.notConfigured);
    return settings;
  }

  private mine(tenant: Tenant, accountId: number) {
    return tenant.where(mailMessages, eq(mailMessages.accountId, accountId));
  }

  /** The member's own stored mail; 404 for anyone else's. */
  async find(tenant: Tenant, accountId: number, id: number): Promise<MailRow> {
    const [row] = await tenant.db.select().from(mailMessages).where(and(this.mine(tenant, accountId), eq(mailMessages.id, id)));
    if (!row) throw notFound('Email');
    return row;
  }

  /** GET /email/verify: configured, and the IMAP server accepts the login. */
  async verify(tenant: Tenant, accountId: number) {
    const settings = await this.settings(tenant, accountId);
    try {
      const client = await openImap(settings);
      await client.logout().catch(() => client.close());
      return { success: true, message: MAILBOX_MESSAGES.verified };
    } catch (error) {
      return { success: false, message: error instanceof HttpError ? error.message : imapReason(error) };
    }
  }

  /**
   * POST /email/test: a short mail from the member to their own address through their SMTP server;
   * the next sync shows it in INBOX.
   */
  async sendTest(tenant: Tenant, accountId: number) {
    const mailbox = await loadMailbox(this.context, tenant, accountId);
    if (!mailbox) throw unprocessable(EMAIL_MESSAGES.notConfigured);
    if (mailbox.smtp.password === null) return { success: false, message: sendFailedMessage('the saved SMTP password can no longer be read; enter it again in Settings › Email') };
    const text = 'This is a test email from Haligi. Your mailbox settings can send mail.';
    try {
      await sendThroughSmtp(
        { ...mailbox.smtp, password: mailbox.smtp.password },
        { from: { name: mailbox.fromName, address: mailbox.fromEmail }, to: [mailbox.fromEmail], cc: [], bcc: [], subject: MAIL_TEST_SUBJECT, text, html: `<p>${text}</p>` },
      );
      return { success: true, message: mailTestSentMessage(mailbox.fromEmail) };
    } catch (error) {
      return { success: false, message: sendFailedMessage(serverReason(error)) };
    }
  }

  /** GET /email/folders: the stored folders with their counts, INBOX first then by name. */
  async folders(tenant: Tenant, accountId: number): Promise<MailFolder[]> {
    await this.settings(tenant, accountId);
    const { db } = tenant;
    const counts = db
      .select({
        folder: mailMessages.folder,
        total: sql<number>`count(*)::int`.as('total'),
        unread: sql<number>`(count(*) filter (where not ${mailMessages.isRead}))::int`.as('unread'),
      })
      .from(mailMessages)
      .where(this.mine(tenant, accountId))
      .groupBy(mailMessages.folder)
      .as('counts');
    const rows = await db
      .select({ path: mailFolders.path, name: mailFolders.name, specialUse: mailFolders.specialUse, total: counts.total, unread: counts.unread })
      .from(mailFolders)
      .leftJoin(counts, eq(counts.folder, mailFolders.path))
      .where(tenant.where(mailFolders, eq(mailFolders.accountId, accountId)))
      .orderBy(sql`${mailFolders.path} <> 'INBOX'`, asc(mailFolders.path));
    return rows.map((row) => ({ ...row, total: row.total ?? 0, unread: row.unread ?? 0 }));
  }

  /** GET /email/list: one folder, newest first, with search and the unread/starred filters. */
  async list(tenant: Tenant, accountId: number, query: MailListQuery): Promise<MailListAnswer> {
    await this.settings(tenant, accountId);
    const search = query.search ? likePattern(query.search) : null;
    const where = and(
      this.mine(tenant, accountId),
      eq(mailMessages.folder, query.folder),
      query.unread === undefined ? undefined : eq(mailMessages.isRead, query.unread === 'false'),
      query.starred === undefined ? undefined : eq(mailMessages.isStarred, query.starred === 'true'),
      search
        ? or(
            ilike(mailMessages.subject, search),
            ilike(mailMessages.fromName, search),
            ilike(mailMessages.fromAddress, search),
            sql`array_to_string(${mailMessages.addresses}, ' ') ilike ${search}`,
            ilike(mailMessages.text, search),
          )
        : undefined,
    );
    const [{ total }] = await tenant.db.select({ total: sql<number>`count(*)::int` }).from(mailMessages).where(where);
    const rows = await tenant.db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(sql`${mailMessages.date} desc nulls last`, desc(mailMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { list: rows.map(summaryOf), pagination: { page: query.page, pageSize: query.pageSize, total } };
  }

  async detail(tenant: Tenant, accountId: number, id: number): Promise<MailDetail> {
    const row = await this.find(tenant, accountId, id);
    await this.settings(tenant, accountId);
    return detailOf(row);
  }

  /**
   * One attachment of the member's mail, read from the IMAP server by the mail's UID and parsed
   * again (attachments are not stored); `index` counts as the stored list does (mailparser's order).
   */
  async attachment(tenant: Tenant, accountId: number, id: number, index: number): Promise<{ filename: string; contentType: string; content: Buffer }> {
    const row = await this.find(tenant, accountId, id);
    const listed = row.attachments[index];
    if (!listed) throw notFound('Attachment');
    const settings = await this.settings(tenant, accountId);
    const source = await withImap(settings, async (client) => {
      const lock = await client.getMailboxLock(row.folder);
      try {
        this.assertSameFolder(row, client.mailbox ? Number(client.mailbox.uidValidity) : null);
        const message = await client.fetchOne(String(row.uid), { source: true }, { uid: true });
        if (!message || !message.source) throw conflict('This mail is no longer on the mail server; sync your mailbox and try again');
        return message.source;
      } finally {
        lock.release();
      }
    });
    const parsed = await simpleParser(source);
    const attachment = parsed.attachments[index];
    if (!attachment) throw notFound('Attachment');
    return { filename: attachment.filename ?? listed.filename, contentType: attachment.contentType || 'application/octet-stream', content: attachment.content };
  }

  /** GET /email/unread-count: unread mails in INBOX, and in every folder. */
  async unreadCount(tenant: Tenant, accountId: number) {
    await this.settings(tenant, accountId);
    const [row] = await tenant.db
      .select({
        inbox: sql<number>`(count(*) filter (where ${mailMessages.folder} = 'INBOX'))::int`,
        total: sql<number>`count(*)::int`,
      })
      .from(mailMessages)
      .where(and(this.mine(tenant, accountId), eq(mailMessages.isRead, false)));
    return { count: row.inbox, total: row.total };
  }

  /** \Seen or \Flagged on the server, then in the copy. */
  async setFlag(tenant: Tenant, accountId: number, id: number, flag: 'read' | 'starred', on: boolean): Promise<MailDetail> {
    const row = await this.find(tenant, accountId, id);
    const settings = await this.settings(tenant, accountId);
    const imapFlag = flag === 'read' ? '\\Seen' : '\\Flagged';
    await withImap(settings, async (client) => {
      const lock = await client.getMailboxLock(row.folder);
      try {
        this.assertSameFolder(row, client.mailbox ? Number(client.mailbox.uidValidity) : null);
        const done = on ? await client.messageFlagsAdd(String(row.uid), [imapFlag], { uid: true }) : await client.messageFlagsRemove(String(row.uid), [imapFlag], { uid: true });
        if (!done) throw new HttpError(502, `The mail server did not change the ${imapFlag} flag`);
      } finally {
        lock.release();
      }
    });
    const [updated] = await tenant.db
      .update(mailMessages)
      .set(flag === 'read' ? { isRead: on } : { isStarred: on })
      .where(and(this.mine(tenant, accountId), eq(mailMessages.id, row.id)))
      .returning();
    return detailOf(updated);
  }

  /** A folder whose UIDVALIDITY changed since the last sync: its UIDs name other mails now. */
  private assertSameFolder(row: MailRow, uidValidity: number | null) {
    if (uidValidity !== null && uidValidity !== row.uidValidity) throw conflict('This folder changed on the mail server; sync your mailbox and try again');
  }

  private async folderOf(tenant: Tenant, accountId: number, path: string) {
    const [folder] = await tenant.db.select().from(mailFolders).where(tenant.where(mailFolders, eq(mailFolders.accountId, accountId), eq(mailFolders.path, path)));
    return folder ?? null;
  }

  /** MOVE on the server, then the copy takes the mail's new folder and UID. */
  async move(tenant: Tenant, accountId: number, id: number, folder: string): Promise<MailDetail> {
    const row = await this.find(tenant, accountId, id);
    const settings = await this.settings(tenant, accountId);
    const target = await this.folderOf(tenant, accountId, folder);
    if (!target) throw unprocessable(`folder: ${folder} is not a folder of your mailbox`);
    if (target.path === row.folder) return detailOf(row);
    const newUid = await this.moveOnServer(settings, row, target.path);
    return detailOf(await this.movedInCopy(tenant, accountId, row, target, newUid));
  }

  private async moveOnServer(settings: ImapSettings, row: MailRow, destination: string): Promise<number | null> {
    return withImap(settings, async (client) => {
      const lock = await client.getMailboxLock(row.folder);
      try {
        this.assertSameFolder(row, client.mailbox ? Number(client.mailbox.uidValidity) : null);
        const moved = await client.messageMove(String(row.uid), destination, { uid: true });
        if (!moved) throw new HttpError(502, 'The mail server did not move the mail');
        return moved.uidMap?.get(row.uid) ?? null;
      } finally {
        lock.release();
      }
    });
  }

  /**
   * The stored mail now lives in `target` under its new UID (UIDPLUS); without one it is dropped
   * and the next sync fetches it there.
   */
  private async movedInCopy(tenant: Tenant, accountId: number, row: MailRow, target: typeof mailFolders.$inferSelect, newUid: number | null): Promise<MailRow> {
    const where = and(this.mine(tenant, accountId), eq(mailMessages.id, row.id));
    if (newUid === null) {
      await tenant.db.delete(mailMessages).where(where);
      return { ...row, folder: target.path };
    }
    return tenant.db.transaction(async (tx) => {
      // The same UID may already be stored there by a sync that ran in between.
      await tx.delete(mailMessages).where(and(this.mine(tenant, accountId), eq(mailMessages.folder, target.path), eq(mailMessages.uid, newUid)));
      const [updated] = await tx.update(mailMessages).set({ folder: target.path, uid: newUid, uidValidity: target.uidValidity }).where(where).returning();
      return updated;
    });
  }

  /** Into Trash (the folder marked \Trash); a mail already there, or a mailbox without one, is expunged. */
  async remove(tenant: Tenant, accountId: number, id: number) {
    const row = await this.find(tenant, accountId, id);
    const settings = await this.settings(tenant, accountId);
    const [trash] = await tenant.db
      .select()
      .from(mailFolders)
      .where(tenant.where(mailFolders, eq(mailFolders.accountId, accountId), eq(mailFolders.specialUse, '\\Trash')))
      .limit(1);
    if (trash && trash.path !== row.folder) {
      const newUid = await this.moveOnServer(settings, row, trash.path);
      await this.movedInCopy(tenant, accountId, row, trash, newUid);
      return { message: MAILBOX_MESSAGES.deleted, folder: trash.path };
    }
    await withImap(settings, async (client) => {
      const lock = await client.getMailboxLock(row.folder);
      try {
        this.assertSameFolder(row, client.mailbox ? Number(client.mailbox.uidValidity) : null);
        const done = await client.messageDelete(String(row.uid), { uid: true });
        if (!done) throw new HttpError(502, 'The mail server did not delete the mail');
      } finally {
        lock.release();
      }
    });
    await tenant.db.delete(mailMessages).where(and(this.mine(tenant, accountId), eq(mailMessages.id, row.id)));
    return { message: MAILBOX_MESSAGES.deleted, folder: null };
  }

  /** POST /email/sync: queues a sync, or answers the one already waiting or running. */
  async startSync(tenant: Tenant, accountId: number): Promise<MailSyncStatus> {
    await this.settings(tenant, accountId);
    const open = await this.latestJob(tenant, accountId, true);
    if (open) return statusOf(open);
    const job = await this.context.queue.enqueue(MAIL_SYNC_JOB, { accountId, folder: null, fetched: 0 }, { companyId: tenant.companyId, maxAttempts: 1 });
    const status = statusOf(job);
    this.context.realtime.emailSyncProgress(accountId, status);
    return status;
  }

  /** GET /email/sync: the member's latest sync. */
  async syncStatus(tenant: Tenant, accountId: number): Promise<MailSyncStatus> {
    await this.settings(tenant, accountId);
    const job = await this.latestJob(tenant, accountId, false);
    return job ? statusOf(job) : { jobId: null, state: 'IDLE', percent: 0, folder: null, fetched: 0, message: null, finishedAt: null };
  }

  private async latestJob(tenant: Tenant, accountId: number, openOnly: boolean) {
    const [job] = await tenant.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.name, MAIL_SYNC_JOB),
          eq(jobs.companyId, tenant.companyId),
          sql`(${jobs.payload}->>'accountId')::int = ${accountId}`,
          openOnly ? sql`${jobs.state} in ('QUEUED', 'RUNNING', 'RETRYING')` : undefined,
        ),
      )
      .orderBy(desc(jobs.id))
      .limit(1);
    return job ?? null;
  }

  /** The queue's handler: one member's mailbox, progress on the job row and to their account room. */
  async runSync(job: JobRow, context: JobContext) {
    const accountId = Number((job.payload as { accountId?: unknown }).accountId);
    if (!job.companyId || !Number.isInteger(accountId)) throw new Error('A mailbox sync needs its company and account');
    const { db, realtime } = this.context;
    const tenant = new Tenant(db, job.companyId);
    const settings = await loadImapSettings(this.context, tenant, accountId);
    if (!settings) throw new Error(EMAIL_MESSAGES.notConfigured);
    const client = await openImap(settings).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      realtime.emailSyncProgress(accountId, { jobId: job.id, state: 'FAILED', percent: 0, folder: null, fetched: 0, message, finishedAt: new Date().toISOString() });
      throw new Error(message);
    });
    let lastPush = 0;
    let lastFetched = 0;
    try {
      await syncMailbox(tenant, accountId, mailboxKey(settings), client, {
        signal: context.signal,
        holdLease: context.holdLease,
        onProgress: async ({ folder, percent, fetched }) => {
          lastFetched = fetched;
          await db
            .update(jobs)
            .set({ progress: percent, payload: sql`${jobs.payload} || ${JSON.stringify({ folder, fetched })}::jsonb` })
            .where(eq(jobs.id, job.id));
          const now = Date.now();
          if (percent < 100 && now - lastPush < 200) return;
          lastPush = now;
          realtime.emailSyncProgress(accountId, { jobId: job.id, state: 'RUNNING', percent, folder, fetched, message: null, finishedAt: null });
        },
      });
      realtime.emailSyncProgress(accountId, { jobId: job.id, state: 'COMPLETED', percent: 100, folder: null, fetched: lastFetched, message: null, finishedAt: new Date().toISOString() });
    } catch (error) {
      const message = imapReason(error);
      realtime.emailSyncProgress(accountId, { jobId: job.id, state: 'FAILED', percent: 0, folder: null, fetched: lastFetched, message, finishedAt: new Date().toISOString() });
      throw new Error(message);
    } finally {
      await client.logout().catch(() => client.close());
    }
  }
}

export function statusOf(job: JobRow): MailSyncStatus {
  const payload = job.payload as { folder?: string | null; fetched?: number };
  const finished = job.state === 'COMPLETED' || job.state === 'FAILED';
  return {
    jobId: job.id,
    state: job.state as MailSyncStatus['state'],
    percent: job.state === 'COMPLETED' ? 100 : job.progress,
    folder: payload.folder ?? null,
    fetched: payload.fetched ?? 0,
    message: job.state === 'FAILED' || job.state === 'RETRYING' ? job.lastError : null,
    finishedAt: finished ? job.updatedAt.toISOString() : null,
  };
}

