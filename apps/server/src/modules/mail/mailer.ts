import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutbox, jobs } from '../../db/schema';
import type { JobQueue } from '../jobs/queue';

export interface OutgoingMail {
  companyId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Carried by the delivery job, not the outbox row, so Bcc never shows in a stored mail. */
  cc?: string[];
  bcc?: string[];
  /** Files to attach (a payslip PDF); carried by the delivery job, base64, never in the outbox row. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export const MAIL_JOB = 'mail.send';

/** An attachment as the delivery job's payload carries it. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/**
 * Mail out. Every mail is written to the outbox and delivered by a queued job: through SMTP when
 * SMTP_URL is set, otherwise it stays in the outbox (status KEPT) for Developer > system emails.
 */
export class Mailer {
  private transport: Transporter | null;

  constructor(
    private db: Db,
    private queue: JobQueue,
    smtpUrl?: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    queue.register(MAIL_JOB, async (job) =>
      this.deliver(Number(job.payload.outboxId), job.payload.cc as string[] | undefined, job.payload.bcc as string[] | undefined, job.payload.attachments as StoredAttachment[] | undefined),
    );
  }

  /** Queues a mail; pass the transaction's `db` so the mail exists only if the work commits. */
  async send(mail: OutgoingMail, db: Db = this.db) {
    const { cc, bcc, attachments, ...stored } = mail;
    const [row] = await db.insert(emailOutbox).values(stored).returning();
    const copies = {
      ...(cc?.length ? { cc } : {}),
      ...(bcc?.length ? { bcc } : {}),
      ...(attachments?.length ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') })) } : {}),
    };
    await this.queue.enqueue(MAIL_JOB, { outboxId: row.id, ...copies }, { companyId: mail.companyId, db });
    return row;
  }

  /**
   * Queues many plain mails (no copies, no attachments) in two statements: the outbox rows, then
   * one delivery job each. Pass the transaction's `db`. Answers the outbox ids in the mails' order.
   */
  async sendMany(mails: readonly Omit<OutgoingMail, 'cc' | 'bcc' | 'attachments'>[], db: Db = this.db): Promise<number[]> {
    if (!mails.length) return [];
    const rows = await db
      .insert(emailOutbox)
      .values(mails.map((mail) => ({ companyId: mail.companyId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })))
      .returning({ id: emailOutbox.id });
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    await db.insert(jobs).values(ids.map((outboxId, i) => ({ name: MAIL_JOB, payload: { outboxId }, companyId: mails[i].companyId, maxAttempts: 5 })));
    this.queue.nudge();
    return ids;
  }

  private async deliver(outboxId: number, cc?: string[], bcc?: string[], attachments?: StoredAttachment[]) {
    const [mail] = await this.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    if (!mail || mail.status === 'SENT') return;
    if (!this.transport) {
      await this.db.update(emailOutbox).set({ status: 'KEPT' }).where(eq(emailOutbox.id, outboxId));
      return;
    }
    await this.transport.sendMail({ from: 'Haligi <no-reply@haligi.local>', to: mail.to, cc, bcc, subject: mail.subject, text: mail.text, html: mail.html, attachments: attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.content, 'base64') })) });
    await this.db.update(emailOutbox).set({ status: 'SENT', sentAt: new Date() }).where(eq(emailOutbox.id, outboxId));
  }
}
