import { mailAddresses } from '@haligi/shared';
import { and, eq, gt, inArray, ne, notInArray } from 'drizzle-orm';
import type { ImapFlow, ListResponse } from 'imapflow';
import { simpleParser, type AddressObject } from 'mailparser';
import type { Db } from '../../db/client';
import { mailFolders, mailMessages } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

/** Mails parsed and stored per transaction. */
const BATCH = 25;
/** Characters of a mail's text kept as its snippet in the list. */
const SNIPPET_LENGTH = 160;
/** A mail larger than this is stored with its headers and a note instead of its bodies. */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;

export interface SyncProgress {
  folder: string;
  /** 0-100 over all folders. */
  percent: number;
  /** New mails stored so far. */
  fetched: number;
}

export interface SyncOutcome {
  folders: number;
  fetched: number;
  /** Folders read again from the start because their UIDVALIDITY changed. */
  reread: string[];
}

export interface SyncOptions {
  /** Called after each batch. */
  onProgress?: (progress: SyncProgress) => Promise<void> | void;
  /** Called inside each batch's transaction (the job's lease check). */
  holdLease?: (db: Db) => Promise<void>;
  signal?: AbortSignal;
}

type Address = { name: string; address: string };

const addressList = (value: AddressObject | AddressObject[] | undefined): Address[] =>
  [value ?? []]
    .flat()
    .flatMap((group) => group.value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .filter((entry) => entry.address)
    .map((entry) => ({ name: entry.name ?? '', address: entry.address ?? '' }));

const snippetOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH);

/** A raw RFC 822 mail as the row stored for it (mailparser 3.9). */
export async function parseMail(source: Buffer) {
  if (source.length > MAX_MAIL_BYTES) {
    const headers = await simpleParser(source.subarray(0, 64 * 1024));
    const text = `This mail is ${Math.round(source.length / 1024 / 1024)} MB; open it in your mail provider to read it.`;
    return { ...fieldsOf(headers), text, html: null, snippet: text, attachments: [] };
  }
  const parsed = await simpleParser(source, { skipImageLinks: false });
  const text = parsed.text ?? '';
  return {
    ...fieldsOf(parsed),
    text,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    snippet: snippetOf(text),
    attachments: parsed.attachments.map((attachment) => ({ filename: attachment.filename ?? 'attachment', contentType: attachment.contentType, size: attachment.size })),
  };
}

function fieldsOf(parsed: Awaited<ReturnType<typeof simpleParser>>) {
  const from = addressList(parsed.from)[0] ?? null;
  const to = addressList(parsed.to);
  const cc = addressList(parsed.cc);
  return {
    messageId: parsed.messageId ?? null,
    subject: parsed.subject ?? '',
    fromName: from?.name ?? '',
    fromAddress: from?.address ?? '',
    to,
    cc,
    addresses: mailAddresses(from ? [from] : [], to, cc),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
  };
}

/** The folders worth copying: selectable ones. */
const selectable = (folder: ListResponse) => !folder.flags.has('\\Noselect') && !folder.flags.has('\\NonExistent');

/**
 * Copies a member's mailbox into `mail_folders` and `mail_messages` through a logged-in imapflow
 * client: per folder only the UIDs above the last one stored are fetched and parsed; a folder whose
 * UIDVALIDITY changed is read again from the start; flags of stored mails are refreshed (other mail
 * apps may have read or starred them) and mails gone from the server are removed; folders gone
 * from the server go with their mails. `mailbox` names the server account: a copy of another one
 * is dropped first.
 */
export async function syncMailbox(tenant: Tenant, accountId: number, mailbox: string, client: ImapFlow, options: SyncOptions = {}): Promise<SyncOutcome> {
  const { db } = tenant;
  const mine = (table: typeof mailFolders | typeof mailMessages) => tenant.where(table, eq(table.accountId, accountId));
  // Another server account's copy is not this one's.
  const [other] = await db.select({ id: mailFolders.id }).from(mailFolders).where(and(mine(mailFolders), ne(mailFolders.mailbox, mailbox))).limit(1);
  if (other) {
    await db.transaction(async (tx) => {
      await tx.delete(mailMessages).where(mine(mailMessages));
      await tx.delete(mailFolders).where(mine(mailFolders));
    });
  }

  const listed = (await client.list()).filter(selectable);
  const paths = listed.map((folder) => folder.path);
  const gone = await db.select({ path: mailFolders.path }).from(mailFolders).where(and(mine(mailFolders), paths.length ? notInArray(mailFolders.path, paths) : undefined));
  if (gone.length) {
    const goneList = gone.map((folder) => folder.path);
    await db.transaction(async (tx) => {
      await tx.delete(mailMessages).where(and(mine(mailMessages), inArray(mailMessages.folder, goneList)));
      await tx.delete(mailFolders).where(and(mine(mailFolders), inArray(mailFolders.path, goneList)));
    });
  }

  const outcome: SyncOutcome = { folders: listed.length, fetched: 0, reread: [] };
  for (const [index, folder] of listed.entries()) {
    options.signal?.throwIfAborted();
    const share = (done: number) => Math.floor(((index + done) * 100) / Math.max(1, listed.length));
    await options.onProgress?.({ folder: folder.path, percent: share(0), fetched: outcome.fetched });
    const lock = await client.getMailboxLock(folder.path, { readOnly: true });
    try {
      const opened = client.mailbox;
      if (!opened) continue;
      const uidValidity = Number(opened.uidValidity);
      const [stored] = await db.select().from(mailFolders).where(and(mine(mailFolders), eq(mailFolders.path, folder.path)));
      let lastUid = stored?.lastUid ?? 0;
      if (stored && stored.uidValidity !== uidValidity) {
        // UIDVALIDITY changed: the stored UIDs mean nothing now; read the folder again.
        await db.delete(mailMessages).where(and(mine(mailMessages), eq(mailMessages.folder, folder.path)));
        lastUid = 0;
        outcome.reread.push(folder.path);
      }
      const values = { mailbox, name: folder.name, specialUse: folder.specialUse ?? null, uidValidity };
      if (stored) await db.update(mailFolders).set({ ...values, lastUid }).where(eq(mailFolders.id, stored.id));
      else await db.insert(mailFolders).values(tenant.values({ accountId, path: folder.path, lastUid, ...values }));

      // Flags of the mails already stored, and which of them the server still has.
      if (lastUid > 0 && opened.exists > 0) {
        const present = new Map<number, Set<string>>();
        for await (const message of client.fetch(`1:${lastUid}`, { uid: true, flags: true }, { uid: true })) {
          if (message.uid <= lastUid) present.set(message.uid, message.flags ?? new Set());
        }
        await refreshStored(tenant, accountId, folder.path, present);
      } else if (lastUid > 0) {
        await db.delete(mailMessages).where(and(mine(mailMessages), eq(mailMessages.folder, folder.path)));
      }

      // New mails: UIDs above the last one stored (`n:*` also answers the highest mail when none is above n).
      const newUids: number[] = [];
      if (opened.exists > 0 && opened.uidNext > lastUid + 1) {
        const found = await client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
        for (const uid of found || []) if (uid > lastUid) newUids.push(uid);
      }
      // A mail moved here by the member is stored already under its new UID: it is not fetched again.
      if (newUids.length) {
        const known = await db
          .select({ uid: mailMessages.uid })
          .from(mailMessages)
          .where(and(mine(mailMessages), eq(mailMessages.folder, folder.path), gt(mailMessages.uid, lastUid)));
        const alreadyStored = new Set(known.map((row) => row.uid));
        newUids.splice(0, newUids.length, ...newUids.filter((uid) => !alreadyStored.has(uid)));
      }
      newUids.sort((x, y) => x - y);
      for (let start = 0; start < newUids.length; start += BATCH) {
        options.signal?.throwIfAborted();
        const batch = newUids.slice(start, start + BATCH);
        const rows: (typeof mailMessages.$inferInsert)[] = [];
        for await (const message of client.fetch(batch.join(','), { uid: true, flags: true, source: true }, { uid: true })) {
          if (!message.source || message.uid <= lastUid) continue;
          const flags = message.flags ?? new Set<string>();
          rows.push(tenant.values({ accountId, folder: folder.path, uid: message.uid, uidValidity, isRead: flags.has('\\Seen'), isStarred: flags.has('\\Flagged'), ...(await parseMail(message.source)) }));
        }
        const highest = Math.max(lastUid, ...batch);
        let inserted = 0;
        await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          await options.holdLease?.(tx);
          if (rows.length) inserted = (await tx.insert(mailMessages).values(rows).onConflictDoNothing().returning({ id: mailMessages.id })).length;
          await tx.update(mailFolders).set({ lastUid: highest }).where(and(mine(mailFolders), eq(mailFolders.path, folder.path)));
        });
        lastUid = highest;
        outcome.fetched += inserted;
        await options.onProgress?.({ folder: folder.path, percent: share((start + batch.length) / newUids.length), fetched: outcome.fetched });
      }
      await db.update(mailFolders).set({ syncedAt: new Date() }).where(and(mine(mailFolders), eq(mailFolders.path, folder.path)));
    } finally {
      lock.release();
    }
  }
  await options.onProgress?.({ folder: listed.at(-1)?.path ?? '', percent: 100, fetched: outcome.fetched });
  return outcome;
}

/** Stored mails of a folder take the server's \Seen and \Flagged; those it no longer has are removed. */
async function refreshStored(tenant: Tenant, accountId: number, folder: string, present: Map<number, Set<string>>) {
  const { db } = tenant;
  const inFolder = tenant.where(mailMessages, eq(mailMessages.accountId, accountId), eq(mailMessages.folder, folder));
  const stored = await db.select({ id: mailMessages.id, uid: mailMessages.uid, isRead: mailMessages.isRead, isStarred: mailMessages.isStarred }).from(mailMessages).where(inFolder);
  const removed: number[] = [];
  const changes: { id: number; isRead: boolean; isStarred: boolean }[] = [];
  for (const row of stored) {
    const flags = present.get(row.uid);
    if (!flags) {
      removed.push(row.id);
      continue;
    }
    const isRead = flags.has('\\Seen');
    const isStarred = flags.has('\\Flagged');
    if (isRead !== row.isRead || isStarred !== row.isStarred) changes.push({ id: row.id, isRead, isStarred });
  }
  if (!removed.length && !changes.length) return;
  await db.transaction(async (tx) => {
    if (removed.length) await tx.delete(mailMessages).where(and(inFolder, inArray(mailMessages.id, removed)));
    for (const change of changes) await tx.update(mailMessages).set({ isRead: change.isRead, isStarred: change.isStarred }).where(and(inFolder, eq(mailMessages.id, change.id)));
  });
}
