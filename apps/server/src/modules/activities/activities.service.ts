import { desc, eq, inArray, sql } from 'drizzle-orm';
import { accounts, projectActivities, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { mailActivities, pipelineMailTarget } from '../mailbox/mail-timeline';

type ProjectRow = typeof projects.$inferSelect;

/** The caller company's live lead (isLead) or project (not isLead) with this id; 404 otherwise. */
export async function findPipelineRecord(tenant: Tenant, id: number, isLead: boolean): Promise<ProjectRow> {
  const [record] = await tenant.db
    .select()
    .from(projects)
    .where(tenant.where(projects, eq(projects.id, id), eq(projects.isLead, isLead), eq(projects.isDeleted, false)));
  if (!record) throw notFound(isLead ? 'Lead' : 'Project');
  return record;
}

/** GET /lead/{id}/activities and /project/{id}/activities: newest first; a converted project includes its lead's history, and mails that mention it (kind MAIL). */
export async function listActivities(tenant: Tenant, id: number, isLead: boolean) {
  const record = await findPipelineRecord(tenant, id, isLead);
  const ids = record.convertedFromId && !isLead ? [record.id, record.convertedFromId] : [record.id];
  const rows = await tenant.db
    .select({
      id: projectActivities.id,
      kind: projectActivities.kind,
      message: projectActivities.message,
      data: projectActivities.data,
      createdAt: projectActivities.createdAt,
      accountId: accounts.id,
      accountName: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
    })
    .from(projectActivities)
    .leftJoin(accounts, eq(accounts.id, projectActivities.accountId))
    .where(tenant.where(projectActivities, inArray(projectActivities.projectId, ids)))
    .orderBy(desc(projectActivities.createdAt), desc(projectActivities.id));
  const recorded = rows.map(({ accountId, accountName, ...activity }) => ({
    ...activity,
    createdAt: activity.createdAt.toISOString(),
    account: accountId ? { id: accountId, name: accountName } : null,
  }));
  // Mails that mention the record (its client's address) are listed among its activities (decision 0063).
  const mails = await mailActivities(tenant, await pipelineMailTarget(tenant, ids));
  if (!mails.length) return recorded;
  return [...recorded, ...mails].sort((x, y) => (x.createdAt < y.createdAt ? 1 : x.createdAt > y.createdAt ? -1 : 0));
}
