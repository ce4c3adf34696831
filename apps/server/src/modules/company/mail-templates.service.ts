import { isSystemMailKey, MAIL_TEMPLATE_MESSAGES, SYSTEM_MAIL_KEYS, SYSTEM_MAIL_TEMPLATES, templateProblems, type MailTemplateAnswer, type MailTemplateRequest, type SystemMailKey } from '@haligi/shared';
import { and, eq } from 'drizzle-orm';
import { mailTemplates } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, notFound } from '../../http/errors';

type Own = { subject: string; body: string; updatedAt: Date } | undefined;

function answer(key: SystemMailKey, own: Own): MailTemplateAnswer {
  const template = SYSTEM_MAIL_TEMPLATES[key];
  return {
    key,
    label: template.label,
    description: template.description,
    subject: own?.subject ?? template.subject,
    body: own?.body ?? template.body,
    defaultSubject: template.subject,
    defaultBody: template.body,
    placeholders: template.placeholders,
    sample: template.sample,
    isCustom: own !== undefined,
    updatedAt: own?.updatedAt.toISOString() ?? null,
  };
}

/** A template key from the path, or 404. */
export function templateKey(value: string): SystemMailKey {
  if (!isSystemMailKey(value)) throw notFound('Mail template');
  return value;
}

/** The system mails' templates of a company (Settings > System emails > Templates). */
export const mailTemplatesService = {
  async list(tenant: Tenant): Promise<MailTemplateAnswer[]> {
    const rows = await tenant.db.select().from(mailTemplates).where(tenant.where(mailTemplates));
    const own = new Map(rows.map((r) => [r.key, r]));
    return SYSTEM_MAIL_KEYS.map((key) => answer(key, own.get(key)));
  },

  async one(tenant: Tenant, key: SystemMailKey) {
    const [row] = await tenant.db.select().from(mailTemplates).where(tenant.where(mailTemplates, eq(mailTemplates.key, key)));
    return answer(key, row);
  },

  /** The company's own subject and body; every placeholder must be one the template knows (400 lists the others). */
  async save(tenant: Tenant, accountId: number, key: SystemMailKey, input: MailTemplateRequest) {
    const problems = templateProblems(key, input);
    if (problems.length) throw badRequest(problems);
    await tenant.db
      .insert(mailTemplates)
      .values(tenant.values({ key, subject: input.subject, body: input.body, updatedById: accountId }))
      .onConflictDoUpdate({ target: [mailTemplates.companyId, mailTemplates.key], set: { subject: input.subject, body: input.body, updatedById: accountId, updatedAt: new Date() } });
    return { data: await this.one(tenant, key), message: MAIL_TEMPLATE_MESSAGES.saved };
  },

  /** Reset to default: the company's copy is dropped. */
  async reset(tenant: Tenant, key: SystemMailKey) {
    await tenant.db.delete(mailTemplates).where(and(eq(mailTemplates.companyId, tenant.companyId), eq(mailTemplates.key, key)));
    return { data: await this.one(tenant, key), message: MAIL_TEMPLATE_MESSAGES.reset };
  },
};
