import type { Db } from '../../db/client';
import { projectActivities } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

export const ACTIVITY_KINDS = ['CREATED', 'STAGE_CHANGED', 'NOTE', 'EMAIL', 'MEETING', 'TASK', 'CONVERTED', 'DOCUMENT'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface NewActivity {
  projectId: number;
  kind: ActivityKind;
  message: string;
  data?: Record<string, unknown>;
  /** Who did it; null for the system. */
  accountId: number | null;
}

/** Adds one entry to a lead's or project's timeline; pass the transaction so it commits with the change. */
export async function recordActivity(db: Db, tenant: Tenant, activity: NewActivity) {
  const [row] = await db
    .insert(projectActivities)
    .values(tenant.values({ ...activity, data: activity.data ?? {} }))
    .returning({ id: projectActivities.id });
  return row;
}

/** STAGE_CHANGED "Stage changed from Planning to Mobilization" with the stage keys in data {from, to}. */
export async function recordStageChange(
  db: Db,
  tenant: Tenant,
  change: { projectId: number; from: string; to: string; accountId: number | null },
  labelOf: (stageKey: string) => string,
) {
  return recordActivity(db, tenant, {
    projectId: change.projectId,
    kind: 'STAGE_CHANGED',
    message: `Stage changed from ${labelOf(change.from)} to ${labelOf(change.to)}`,
    data: { from: change.from, to: change.to },
    accountId: change.accountId,
  });
}
