import { describeFieldChanges, fieldChanges, type TrackedField } from '@haligi/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tenant } from '../../db/tenant';

export const ACTIVITY_KINDS = ['CREATED', 'STAGE_CHANGED', 'NOTE', 'EMAIL', 'MEETING', 'TASK', 'CONVERTED', 'DOCUMENT', 'UPDATED'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface NewActivity {
  projectId: number;
  kind: ActivityKind;
  message: string;
  data?: Record<string, unknown>;
  /** Who did it; null for the system. */
  accountId: number | null;
}

/**
 * Adds one entry to a lead's or project's timeline; pass the transaction so it commits with the
 * change. Written as SQL: it runs inside every board move, where the query builder costs more than
 * the insert (see boards/board.repository.ts).
 */
export async function recordActivity(db: Db, tenant: Tenant, activity: NewActivity): Promise<{ id: number }> {
  const { rows } = await db.execute<{ id: number }>(sql`insert into project_activities (company_id, project_id, kind, message, data, account_id)
    values (${tenant.companyId}, ${activity.projectId}, ${activity.kind}, ${activity.message}, ${JSON.stringify(activity.data ?? {})}::jsonb, ${activity.accountId})
    returning id`);
  return rows[0];
}

/**
 * STAGE_CHANGED "Stage changed from Planning to Mobilization" with the stage keys in data {from, to};
 * a lead lost adds its reason ("... to Closed Lost: Went with another bidder", data.lostReason).
 */
export async function recordStageChange(
  db: Db,
  tenant: Tenant,
  change: { projectId: number; from: string; to: string; accountId: number | null; lostReason?: string | null },
  labelOf: (stageKey: string) => string,
) {
  return recordActivity(db, tenant, {
    projectId: change.projectId,
    kind: 'STAGE_CHANGED',
    message: `Stage changed from ${labelOf(change.from)} to ${labelOf(change.to)}${change.lostReason ? `: ${change.lostReason}` : ''}`,
    data: change.lostReason ? { from: change.from, to: change.to, lostReason: change.lostReason } : { from: change.from, to: change.to },
    accountId: change.accountId,
  });
}

/**
 * UPDATED "Updated Budget, Client" for one save, data {changes: [{field, label, from, to}]} with the
 * values as the record's answer reads them (names, formatted money); a save that changes nothing
 * writes no entry.
 */
export async function recordFieldChanges<T>(
  db: Db,
  tenant: Tenant,
  save: { projectId: number; accountId: number | null; fields: readonly TrackedField<T>[]; before: T; after: T },
) {
  const changes = fieldChanges(save.fields, save.before, save.after);
  if (!changes.length) return null;
  return recordActivity(db, tenant, { projectId: save.projectId, kind: 'UPDATED', message: describeFieldChanges(changes), data: { changes }, accountId: save.accountId });
}
