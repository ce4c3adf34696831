import { mentionReason, normalizeAddress, type MentionTarget } from '@haligi/shared';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { accounts, clients, mailFolders, mailMessages, projects, purchaseOrders, suppliers } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';

/** The newest mails a timeline shows. */
const TIMELINE_MAILS = 100;

/** A timeline entry for a mail (kind MAIL), shaped as the activity entries it is listed among. */
export interface MailActivity {
  id: string;
  kind: 'MAIL';
  message: string;
  data: { mailId: number; subject: string; from: string; to: string[]; reason: 'CODE' | 'ADDRESS'; folder: string };
  createdAt: string;
  account: { id: number; name: string } | null;
}

/**
 * Mails of any member of the company that mention the target (the shared `mentionReason`: its
 * code, or its client's or supplier's address among sender and recipients), newest first. The
 * database narrows by address or code text; the shared rule decides. A mail copied into several
 * mailboxes or folders is listed once (by Message-ID); Trash and Junk are left out. Entries show
 * subject, sender, recipients and whose mailbox; the body stays the owner's (GET /email/{id}).
 */
export async function mailActivities(tenant: Tenant, target: MentionTarget): Promise<MailActivity[]> {
  const emails = [...new Set((target.emails ?? []).filter((email): email is string => !!email && email.includes('@')).map(normalizeAddress))];
  const code = target.code?.trim();
  if (!emails.length && !code) return [];
  const rows = await tenant.db
    .select({ mail: mailMessages, ownerId: accounts.id, ownerName: sql<string>`${accounts.firstName} || ' ' || ${accounts.lastName}` })
    .from(mailMessages)
    .innerJoin(accounts, eq(accounts.id, mailMessages.accountId))
    .leftJoin(mailFolders, and(eq(mailFolders.accountId, mailMessages.accountId), eq(mailFolders.path, mailMessages.folder)))
    .where(
      tenant.where(
        mailMessages,
        sql`coalesce(${mailFolders.specialUse}, '') not in ('\\Trash', '\\Junk')`,
        emails.length ? or(sql`${mailMessages.addresses} && ${emailArray(emails)}`, codeCondition(code)) : codeCondition(code),
      ),
    )
    .orderBy(sql`${mailMessages.date} desc nulls last`, desc(mailMessages.id))
    .limit(TIMELINE_MAILS * 2);
  const seen = new Set<string>();
  const entries: MailActivity[] = [];
  for (const { mail, ownerId, ownerName } of rows) {
    const reason = mentionReason({ subject: mail.subject, text: mail.text, addresses: mail.addresses }, { code, emails });
    if (!reason) continue;
    const key = mail.messageId ?? `row:${mail.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({
      id: `mail-${mail.id}`,
      kind: 'MAIL',
      message: `Email: ${mail.subject || '(no subject)'}`,
      data: { mailId: mail.id, subject: mail.subject, from: mail.fromAddress, to: mail.to.map((to) => to.address), reason, folder: mail.folder },
      createdAt: (mail.date ?? mail.createdAt).toISOString(),
      account: { id: ownerId, name: ownerName },
    });
    if (entries.length >= TIMELINE_MAILS) break;
  }
  return entries;
}

const emailArray = (emails: string[]) => sql`ARRAY[${sql.join(emails.map((email) => sql`${email}`), sql`, `)}]::text[]`;

function codeCondition(code: string | undefined) {
  if (!code) return sql`false`;
  const pattern = `%${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(mailMessages.subject, pattern), ilike(mailMessages.text, pattern));
}

/** What a lead's or project's timeline matches mails by: its client's address (leads and projects have no code). */
export async function pipelineMailTarget(tenant: Tenant, ids: number[]): Promise<MentionTarget> {
  const rows = await tenant.db
    .select({ email: clients.email })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(tenant.where(projects, inArray(projects.id, ids)));
  return { emails: rows.map((row) => row.email) };
}

/** A purchase order is matched by its code and its supplier's address; 404 for another company's. */
export async function purchaseOrderMailTarget(tenant: Tenant, id: number): Promise<MentionTarget> {
  const [order] = await tenant.db
    .select({ code: purchaseOrders.code, email: suppliers.email })
    .from(purchaseOrders)
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(tenant.byId(purchaseOrders, id));
  if (!order) throw notFound('Purchase order');
  return { code: order.code, emails: [order.email] };
}
