import { ImapFlow, type ImapFlowOptions } from 'imapflow';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

/** One server of a member's mailbox, its password opened. */
export interface ServerLogin {
  host: string;
  port: number;
  /** TLS from the first byte; otherwise plain, upgraded by STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
}

/** A member waits on these: a server that does not answer is reported within seconds, not minutes. */
const CONNECT_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 60_000;

export function smtpTransportOptions(login: ServerLogin): SMTPTransport.Options {
  return {
    host: login.host,
    port: login.port,
    secure: login.secure,
    auth: { user: login.user, pass: login.password },
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
}

/** imapflow's options for a member's IMAP server (the email client's sync uses these too). */
export function imapClientOptions(login: ServerLogin): ImapFlowOptions {
  return {
    host: login.host,
    port: login.port,
    secure: login.secure,
    auth: { user: login.user, pass: login.password },
    logger: false,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
}

/** The server's own words for a failure, as nodemailer or imapflow report it. */
export function serverReason(error: unknown): string {
  const failure = error as { responseText?: string; response?: string; message?: string; code?: string } | null;
  // imapflow: "Command failed" with the server's text beside it.
  if (failure?.responseText) return failure.responseText;
  if (failure?.message) return failure.message;
  return String(error);
}

/** Logs in to the SMTP server (EHLO, STARTTLS when offered, AUTH) and leaves; the reason on failure. */
export async function trySmtpLogin(login: ServerLogin): Promise<string | null> {
  const transport = nodemailer.createTransport(smtpTransportOptions(login));
  try {
    await transport.verify();
    return null;
  } catch (error) {
    return serverReason(error);
  } finally {
    transport.close();
  }
}

/** Logs in to the IMAP server and logs out; the reason on failure. */
export async function tryImapLogin(login: ServerLogin): Promise<string | null> {
  const client = new ImapFlow(imapClientOptions(login));
  // A failed connection is also emitted; the rejected connect() below carries it.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.logout();
    return null;
  } catch (error) {
    return serverReason(error);
  } finally {
    client.close();
  }
}

export interface OutgoingMemberMail {
  from: { name: string; address: string };
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  text: string;
}

/** A member's mail built once: the exact bytes given to SMTP (and copied to the Sent folder). */
export interface ComposedMail {
  messageId: string;
  /** The RFC 822 message as sent (no Bcc header: Bcc is only in the envelope). */
  raw: Buffer;
  envelope: { from: string; to: string[] };
}

export async function composeMemberMail(mail: OutgoingMemberMail): Promise<ComposedMail> {
  const node = new MailComposer({
    from: mail.from,
    to: mail.to,
    cc: mail.cc.length ? mail.cc : undefined,
    bcc: mail.bcc.length ? mail.bcc : undefined,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  }).compile();
  const envelope = node.getEnvelope() as { from: string | false; to: string[] };
  const raw = await node.build();
  return { messageId: node.messageId(), raw, envelope: { from: envelope.from || mail.from.address, to: envelope.to } };
}

/** Sends through the member's SMTP server at once; resolves once the server accepted the mail. */
export async function sendThroughSmtp(login: ServerLogin, mail: OutgoingMemberMail): Promise<ComposedMail> {
  const composed = await composeMemberMail(mail);
  const transport = nodemailer.createTransport(smtpTransportOptions(login));
  try {
    await transport.sendMail({ envelope: composed.envelope, raw: composed.raw });
    return composed;
  } finally {
    transport.close();
  }
}
