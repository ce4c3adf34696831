import { ImapFlow } from 'imapflow';
import type { TestImapServer } from './mail-servers';

/** A plain RFC 822 mail as a mail server stores it. */
export function rawMail(options: { from?: string; to?: string; cc?: string; subject: string; text?: string; html?: string; date?: string; messageId?: string }) {
  const headers = [
    `From: ${options.from ?? 'Ana Santos <ana@client.ph>'}`,
    `To: ${options.to ?? 'reader@haligi.test'}`,
    ...(options.cc ? [`Cc: ${options.cc}`] : []),
    `Subject: ${options.subject}`,
    `Date: ${options.date ?? 'Mon, 23 Nov 2026 09:00:00 +0800'}`,
    `Message-ID: ${options.messageId ?? `<${Math.random().toString(36).slice(2)}@client.ph>`}`,
    'MIME-Version: 1.0',
  ];
  if (options.html) {
    const boundary = 'haligi-boundary';
    return [
      ...headers,
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      options.text ?? '',
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      '',
      options.html,
      `--${boundary}--`,
      '',
    ].join('\r\n');
  }
  return [...headers, 'Content-Type: text/plain; charset=utf-8', '', options.text ?? 'Good day.', ''].join('\r\n');
}

/** A separate logged-in client, as another mail app would be, to read what the server holds. */
export async function imapClient(imap: TestImapServer): Promise<ImapFlow> {
  const client = new ImapFlow({ host: imap.host, port: imap.port, secure: false, auth: { user: imap.user, pass: imap.password }, logger: false, disableAutoIdle: true });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** The flags of a mail on the server, by folder and subject (without \\Recent, which belongs to a session). */
export async function serverFlags(imap: TestImapServer, folder: string, subject: string): Promise<string[] | null> {
  const client = await imapClient(imap);
  try {
    const lock = await client.getMailboxLock(folder, { readOnly: true });
    try {
      const uids = await client.search({ subject }, { uid: true });
      if (!uids || !uids.length) return null;
      const message = await client.fetchOne(String(uids[0]), { flags: true }, { uid: true });
      return message ? [...(message.flags ?? [])].filter((flag) => flag !== '\\Recent').sort() : null;
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}

/** The subjects of a folder on the server. */
export async function serverSubjects(imap: TestImapServer, folder: string): Promise<string[]> {
  const client = await imapClient(imap);
  try {
    const lock = await client.getMailboxLock(folder, { readOnly: true });
    try {
      if (!client.mailbox || client.mailbox.exists === 0) return [];
      const subjects: string[] = [];
      for await (const message of client.fetch('1:*', { envelope: true })) subjects.push(message.envelope?.subject ?? '');
      return subjects.sort();
    } finally {
      lock.release();
    }
  } finally {
    await client.logout();
  }
}
