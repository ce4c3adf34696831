import { EMAIL_MESSAGES, htmlToText, sendFailedMessage, type EmailOutcome, type RecipientFields } from '@haligi/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { sentEmails } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { unprocessable } from '../../http/errors';
import { secretBoxFor } from '../../lib/secret-box';
import { EmailConfigService, unreadablePassword, type Mailbox } from '../email-config/email-config.service';
import { sendThroughSmtp, serverReason } from '../email-config/mail-connection';
import { appendToSent } from './sent-folder';

/** Where a failed copy to the Sent folder is reported (the app's logger; the console without one). */
export interface MailLog {
  warn(details: Record<string, unknown>, message: string): void;
}
const consoleLog: MailLog = { warn: (details, message) => console.warn(message, details) };

export interface MemberMail extends RecipientFields {
  subject: string;
  html: string;
  /** The lead or project the mail is sent from. */
  projectId?: number;
}

/** A send's outcome; `sentEmailId` is the `sent_emails` row of a mail the server accepted. */
export type MemberMailOutcome = EmailOutcome & { sentEmailId?: number };

/**
 * Mail a member sends as themselves, through their own SMTP server, at once (not through the
 * queue): the answer comes after the server accepted the mail or refused it (decision 0062).
 */
export class MemberMailService {
  constructor(
    private configs: EmailConfigService,
    private log: MailLog = consoleLog,
  ) {}

  static of(context: AppContext, log?: MailLog) {
    return new MemberMailService(new EmailConfigService(secretBoxFor(context.config)), log);
  }

  /** The member's mailbox, or null when they have not configured one. */
  mailbox(tenant: Tenant, accountId: number): Promise<Mailbox | null> {
    return this.configs.mailbox(tenant, accountId);
  }

  /**
   * Sends through `mailbox` (422 "Please configure your email settings first" without one). A
   * refusal is `{success: false, message: "Failed to send email: <the server's reason>"}`; an
   * accepted mail is kept in `sent_emails` (on `db`, so a caller's transaction can hold it) and
   * copied into the member's IMAP Sent folder; a failed copy is logged, never a failed send.
   */
  async send(tenant: Tenant, accountId: number, mailbox: Mailbox | null, mail: MemberMail, db: Db = tenant.db): Promise<MemberMailOutcome> {
    if (!mailbox) throw unprocessable(EMAIL_MESSAGES.notConfigured);
    const password = mailbox.smtp.password;
    if (password === null) return { success: false, message: sendFailedMessage(unreadablePassword('smtp')) };
    let messageId: string;
    let raw: Buffer;
    try {
      ({ messageId, raw } = await sendThroughSmtp(
        { ...mailbox.smtp, password },
        { from: { name: mailbox.fromName, address: mailbox.fromEmail }, to: mail.to, cc: mail.cc, bcc: mail.bcc, subject: mail.subject, html: mail.html, text: htmlToText(mail.html) },
      ));
    } catch (error) {
      return { success: false, message: sendFailedMessage(serverReason(error)) };
    }
    const [row] = await db
      .insert(sentEmails)
      .values(tenant.values({ accountId, fromEmail: mailbox.fromEmail, to: mail.to, cc: mail.cc, bcc: mail.bcc, subject: mail.subject, messageId, projectId: mail.projectId ?? null }))
      .returning({ id: sentEmails.id });
    await this.copyToSent(accountId, mailbox, messageId, raw);
    return { success: true, message: EMAIL_MESSAGES.sent, sentEmailId: row.id };
  }

  /** The accepted mail into the Sent folder; the mail is already sent, so a failure is only logged. */
  private async copyToSent(accountId: number, mailbox: Mailbox, messageId: string, raw: Buffer) {
    const password = mailbox.imap.password;
    try {
      if (password === null) throw new Error(unreadablePassword('imap'));
      await appendToSent({ ...mailbox.imap, password }, raw);
    } catch (error) {
      this.log.warn({ accountId, messageId, imapHost: mailbox.imap.host, reason: serverReason(error) }, 'could not copy a sent mail to the Sent folder');
    }
  }
}
