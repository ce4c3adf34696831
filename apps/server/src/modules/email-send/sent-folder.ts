import { ImapFlow } from 'imapflow';
import { imapClientOptions, type ServerLogin } from '../email-config/mail-connection';

/** The mailbox's Sent folder: the one marked \Sent (RFC 6154), else one named "Sent"; null without either. */
export async function sentFolderPath(client: ImapFlow): Promise<string | null> {
  const folders = await client.list();
  const marked = folders.find((folder) => folder.specialUse === '\\Sent');
  if (marked) return marked.path;
  return folders.find((folder) => folder.path === 'Sent' || folder.name === 'Sent')?.path ?? null;
}

/**
 * Copies a sent mail (its exact raw bytes, so the Message-ID matches) into the Sent folder with
 * \Seen, as a desktop mail client does; answers the folder's path. Throws the server's reason.
 */
export async function appendToSent(login: ServerLogin, raw: Buffer): Promise<string> {
  const client = new ImapFlow({ ...imapClientOptions(login), disableAutoIdle: true });
  // A dropped connection is reported through the command that was waiting.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const path = await sentFolderPath(client);
    if (!path) throw new Error('the mailbox has no Sent folder');
    const appended = await client.append(path, raw, ['\\Seen'], new Date());
    if (!appended) throw new Error(`the mail server did not accept the copy in ${path}`);
    return path;
  } finally {
    await client.logout().catch(() => client.close());
  }
}
