import { BOQ_VERSION_MESSAGES, boqVersionKey, computeBoq, diffBoqVersions, formatDateTime, type BoqVersion, type BoqVersionDiff } from '@haligi/shared';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { billOfQuantities, boqHistory, boqItems, boqTakeOffs, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { liveProject } from '../projects/project-answer';
import { boqNotFound, findBoq, loadBoqInputs } from './boq-versions.repository';

const source = alias(billOfQuantities, 'source_boq');

function presentVersion(row: { boq: typeof billOfQuantities.$inferSelect; source: { id: number | null; revision: number | null } | null }): BoqVersion {
  const [date, time] = formatDateTime(row.boq.createdAt).split(' ');
  return {
    id: row.boq.id,
    revision: row.boq.revision,
    subject: row.boq.name,
    name: row.boq.name,
    status: row.boq.status,
    sourceBillOfQuantity: row.source?.id ? { id: row.source.id, revision: row.source.revision ?? 0 } : null,
    createdAt: row.boq.createdAt.toISOString(),
    date,
    time,
  };
}

async function requireProject(tenant: Tenant, projectId: number, db: Db = tenant.db, forUpdate = false) {
  const query = db.select({ id: projects.id }).from(projects).where(liveProject(tenant, projectId));
  const [project] = forUpdate ? await query.for('update') : await query;
  if (!project) throw notFound('Project');
}

/** GET /boq/version?projectId=: the project's BOQs, newest (highest revision) first. */
export async function listVersions(tenant: Tenant, projectId: number): Promise<BoqVersion[]> {
  await requireProject(tenant, projectId);
  const rows = await tenant.db
    .select({ boq: billOfQuantities, source: { id: source.id, revision: source.revision } })
    .from(billOfQuantities)
    .leftJoin(source, and(eq(source.id, billOfQuantities.sourceBoqId), eq(source.companyId, billOfQuantities.companyId)))
    .where(tenant.where(billOfQuantities, eq(billOfQuantities.projectId, projectId)))
    .orderBy(desc(billOfQuantities.revision), desc(billOfQuantities.id));
  return rows.map(presentVersion);
}

/**
 * POST /boq/version: copies the source's rows (default: the latest BOQ) into a new PENDING BOQ with
 * the next revision, which becomes the project's latest. Copies keep their parent links and take-off
 * selections; each copy's key is `${lineage}@r${revision}` (boqVersionKey), so the diff matches
 * rows across versions. The project row is locked so two creations never share a revision.
 */
export async function createVersion(
  tenant: Tenant,
  accountId: number,
  input: { projectId: number; versionTitle: string; sourceBoqId?: number },
): Promise<{ data: BoqVersion; message: string }> {
  const created = await tenant.db.transaction(async (tx) => {
    const t = tenant.on(tx as unknown as Db);
    await requireProject(t, input.projectId, tx as unknown as Db, true);
    const boqsOfProject = t.where(billOfQuantities, eq(billOfQuantities.projectId, input.projectId));
    let sourceId = input.sourceBoqId;
    if (sourceId === undefined) {
      const [latest] = await tx.select({ id: billOfQuantities.id }).from(billOfQuantities).where(boqsOfProject).orderBy(desc(billOfQuantities.revision), desc(billOfQuantities.id)).limit(1);
      sourceId = latest?.id;
    }
    let sourceBoq: { id: number; revision: number } | null = null;
    if (sourceId !== undefined) {
      const [found] = await tx
        .select({ id: billOfQuantities.id, revision: billOfQuantities.revision })
        .from(billOfQuantities)
        .where(and(boqsOfProject, eq(billOfQuantities.id, sourceId)));
      if (!found) throw boqNotFound();
      sourceBoq = found;
    }
    const [{ top }] = await tx.select({ top: max(billOfQuantities.revision) }).from(billOfQuantities).where(boqsOfProject);
    const revision = (top ?? 0) + 1;
    const [boq] = await tx
      .insert(billOfQuantities)
      .values(t.values({ projectId: input.projectId, name: input.versionTitle, status: 'PENDING', revision, sourceBoqId: sourceBoq?.id ?? null, createdById: accountId }))
      .returning();

    let copied = 0;
    if (sourceBoq) {
      // Parents before children: one insert per generation, new ids found by the new (unique) keys.
      const { ordered } = computeBoq(await loadBoqInputs(t, sourceBoq.id));
      const newIdOf = new Map<number, number>();
      const generations = new Map<number, typeof ordered>();
      for (const row of ordered) generations.set(row.generation, [...(generations.get(row.generation) ?? []), row]);
      for (const generation of [...generations.keys()].sort((a, b) => a - b)) {
        const rows = generations.get(generation)!;
        const inserted = await tx
          .insert(boqItems)
          .values(
            rows.map((row) =>
              t.values({
                boqId: boq.id,
                parentId: row.parentId === null ? null : (newIdOf.get(row.parentId) ?? null),
                position: row.position,
                type: row.type,
                key: boqVersionKey(row.key, revision),
                description: row.description,
                itemId: row.itemId,
                quantity: row.quantity,
                quantityPurchased: row.quantityPurchased,
                materialUnit: row.materialUnit,
                materialUnitCost: row.materialUnitCost,
                laborUnitCost: row.laborUnitCost,
                laborPercentageCost: row.laborPercentageCost,
                profitMarginPercentage: row.profitMarginPercentage,
                color: row.color,
                approvalStatus: row.approvalStatus,
                isQuantityTakeOffItem: row.isQuantityTakeOffItem,
                quantityTakeOffTotal: row.quantityTakeOffTotal,
              }),
            ),
          )
          .returning({ id: boqItems.id, key: boqItems.key });
        const idByKey = new Map(inserted.map((r) => [r.key, r.id]));
        for (const row of rows) newIdOf.set(row.id, idByKey.get(boqVersionKey(row.key, revision))!);
        copied += inserted.length;
      }
      const oldIds = [...newIdOf.keys()];
      if (oldIds.length > 0) {
        const takeOffs = await tx.select().from(boqTakeOffs).where(t.where(boqTakeOffs, inArray(boqTakeOffs.boqItemId, oldIds)));
        if (takeOffs.length > 0) {
          await tx.insert(boqTakeOffs).values(
            takeOffs.map((o) => t.values({ boqItemId: newIdOf.get(o.boqItemId)!, itemId: o.itemId, amount: o.amount, createdById: o.createdById })),
          );
        }
      }
    }
    await tx.insert(boqHistory).values(
      t.values({ boqId: boq.id, accountId, action: 'VERSION_CREATED', rowId: null, changes: { sourceBoqId: sourceBoq?.id ?? null, sourceRevision: sourceBoq?.revision ?? null, rows: copied } }),
    );
    return { boq, source: sourceBoq };
  });
  return { data: presentVersion(created), message: BOQ_VERSION_MESSAGES.created };
}

/** GET /boq/version/diff?fromId=&toId=: rows matched by key lineage. */
export async function diffVersions(tenant: Tenant, fromId: number, toId: number): Promise<BoqVersionDiff> {
  const [from, to] = await Promise.all([findBoq(tenant, fromId), findBoq(tenant, toId)]);
  const [fromRows, toRows] = await Promise.all([loadBoqInputs(tenant, fromId), loadBoqInputs(tenant, toId)]);
  const described = (b: typeof from) => ({ id: b.id, revision: b.revision, name: b.name });
  return { from: described(from), to: described(to), ...diffBoqVersions(computeBoq(fromRows), computeBoq(toRows)) };
}
