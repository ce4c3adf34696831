import { count, desc, eq, sql } from 'drizzle-orm';
import type { ModuleRoutes } from '../../context';
import { accounts, companies, emailOutbox, roles, sessions } from '../../db/schema';
import { usageColumns } from './developer-companies.service';
import { requireAuth } from '../../http/auth';
import { answerTable, type TableSource, filterId } from '../../http/table';
import { tableRoute } from '../../http/openapi';

const DEVELOPER = { access: 'developer' } as const;
const OUTBOX_LIMIT = 200;
const tags = ['Developer'];

const outboxColumns = {
  id: emailOutbox.id,
  to: emailOutbox.to,
  subject: emailOutbox.subject,
  text: emailOutbox.text,
  html: emailOutbox.html,
  status: emailOutbox.status,
  createdAt: emailOutbox.createdAt,
};

/** The developer section: every company's data, behind the developer flag. */
export const developerRoutes: ModuleRoutes = (app, context) => {
  const { db } = context;

  app.get('/developer/system-emails', { config: DEVELOPER, schema: { tags, summary: 'The latest 200 mails of every company (outbox)' } }, async () =>
    db.select(outboxColumns).from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(OUTBOX_LIMIT),
  );

  /** The same outbox, limited to the caller's company (Settings > system emails). */
  app.get('/settings/system-emails', { config: { scope: 'SETTINGS_SYSTEM_EMAILS_ACCESS' }, schema: { tags: ['Settings'], summary: "The latest 200 mails of my company (outbox)" } }, async (request) => {
    const { tenant } = requireAuth(request);
    return db
      .select(outboxColumns)
      .from(emailOutbox)
      .where(eq(emailOutbox.companyId, tenant.companyId))
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_LIMIT);
  });

  const companyTable: TableSource<Record<string, unknown>> = {
    sortable: { name: companies.name, createdAt: companies.createdAt, isSuspended: companies.isSuspended },
    searchable: { name: companies.name },
    filters: { isSuspended: (value) => eq(companies.isSuspended, value === 'true') },
    baseWhere: eq(companies.isDeleted, false),
    idColumn: companies.id,
    list: (where, orderBy, limit, offset) =>
      db
        .select({
          id: companies.id,
          name: companies.name,
          address: companies.address,
          tin: companies.tin,
          brandColor: companies.brandColor,
          isSuspended: companies.isSuspended,
          suspendedAt: companies.suspendedAt,
          // Usage (decision 0070): users, counted records, storage of uploads, latest sign-in.
          ...usageColumns,
          createdAt: companies.createdAt,
        })
        .from(companies)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async (where) => (await db.select({ n: count() }).from(companies).where(where))[0].n,
  };
  app.put('/developer/company', { config: DEVELOPER, schema: tableRoute('Developer', 'Table of every company') }, async (request) => answerTable(companyTable, request.body, request.query));

  const fullName = sql<string>`(${accounts.firstName} || ' ' || ${accounts.lastName})`;
  const accountTable: TableSource<Record<string, unknown>> = {
    sortable: { name: fullName, email: accounts.email, companyName: companies.name, createdAt: accounts.createdAt },
    searchable: { name: fullName, email: accounts.email, companyName: companies.name },
    filters: { companyId: (value) => eq(accounts.companyId, filterId('companyId', value)) },
    baseWhere: undefined,
    idColumn: accounts.id,
    list: (where, orderBy, limit, offset) =>
      db
        .select({
          id: accounts.id,
          name: fullName,
          email: accounts.email,
          companyId: accounts.companyId,
          companyName: companies.name,
          roleName: roles.name,
          isDeveloper: accounts.isDeveloper,
          isDeleted: accounts.isDeleted,
          companySuspended: companies.isSuspended,
          lastSignInAt: sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.accountId} = ${accounts.id} and ${sessions.impersonatorAccountId} is null)`,
          createdAt: accounts.createdAt,
        })
        .from(accounts)
        .innerJoin(companies, eq(companies.id, accounts.companyId))
        .innerJoin(roles, eq(roles.id, accounts.roleId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async (where) =>
      (await db.select({ n: count() }).from(accounts).innerJoin(companies, eq(companies.id, accounts.companyId)).where(where))[0].n,
  };
  app.put('/developer/account', { config: DEVELOPER, schema: tableRoute('Developer', 'Table of every user of every company') }, async (request) => answerTable(accountTable, request.body, request.query));
  // The queue's routes (jobs table, counts, detail, retry, cancel) are in modules/queue-process (decision 0071).
};
