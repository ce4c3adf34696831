import { renderSystemMail, SYSTEM_MAIL_TEMPLATES, type SystemMailKey } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, mailTemplates } from '../../db/schema';
import type { MailAttachment, Mailer } from './mailer';

/** The company's subject and body of a system mail: its own copy, else the default. */
export async function mailTemplateOf(db: Db, companyId: number, key: SystemMailKey): Promise<{ subject: string; body: string }> {
  const [own] = await db
    .select({ subject: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(and(eq(mailTemplates.companyId, companyId), eq(mailTemplates.key, key)));
  return own ?? SYSTEM_MAIL_TEMPLATES[key];
}

export interface SystemMail {
  /** The company whose template, name and colour the mail carries, and whose outbox holds it. */
  companyId: number;
  /** null: the mail is kept outside every company's outbox (developers read it); the default is `companyId`. */
  outboxCompanyId?: null;
  to: string;
  key: SystemMailKey;
  values: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * Sends one of the system's mails (decision 0064): the company's template filled by the shared
 * `renderSystemMail`, with the company's name and brand colour around it. Pass the transaction's
 * `db` so the mail exists only if the work commits.
 */
export async function sendSystemMail(mailer: Mailer, db: Db, mail: SystemMail) {
  const template = await mailTemplateOf(db, mail.companyId, mail.key);
  const [company] = await db.select({ name: companies.name, brandColor: companies.brandColor }).from(companies).where(eq(companies.id, mail.companyId));
  const rendered = renderSystemMail(template, mail.values, { companyName: company?.name ?? '', brandColor: company?.brandColor ?? null });
  return mailer.send({ companyId: mail.outboxCompanyId === null ? null : mail.companyId, to: mail.to, ...rendered, attachments: mail.attachments }, db);
}
