import { MAIL_SERVER_REFUSED } from '@haligi/shared';
import { ImapFlow } from 'imapflow';
import { HttpError } from '../../http/errors';

/** How the member's IMAP server is reached (from their mail configuration). */
export interface ImapSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
}

/** The server account a stored copy came from: another one starts the copy afresh. */
export const mailboxKey = (settings: ImapSettings) => `${settings.user.toLowerCase()}@${settings.host.toLowerCase()}:${settings.port}`;

/** The server's own words for a failed IMAP call (its response text, else the connection error). */
export function imapReason(error: unknown): string {
  const failure = error as { responseText?: string; message?: string; code?: string; authenticationFailed?: boolean } | null;
  const text = failure?.responseText?.trim();
  if (text) return text;
  if (failure?.authenticationFailed) return 'Authentication failed';
  const message = failure?.message?.trim() || String(error);
  return failure?.code && !message.includes(failure.code) ? `${message} (${failure.code})` : message;
}

/** 502: the mail server failed or refused; the answer carries its reason. */
export const mailServerError = (error: unknown) => (error instanceof HttpError ? error : new HttpError(502, `${MAIL_SERVER_REFUSED}: ${imapReason(error)}`));

/** A logged-in connection; throws the server's reason as a 502. */
export async function openImap(settings: ImapSettings): Promise<ImapFlow> {
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  // A dropped connection is reported through the command that was waiting, never as an unhandled event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    client.close();
    throw mailServerError(error);
  }
}

/** Runs `work` on a fresh connection and logs out; any IMAP failure becomes a 502 with the server's reason. */
export async function withImap<T>(settings: ImapSettings, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = await openImap(settings);
  try {
    return await work(client);
  } catch (error) {
    throw mailServerError(error);
  } finally {
    await client.logout().catch(() => client.close());
  }
}
