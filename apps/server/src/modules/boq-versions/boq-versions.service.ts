import { BOQ_MESSAGES, BOQ_VERSION_MESSAGES, boqVersionKey, computeBoq, diffBoqVersions, formatDateTime, isCurrentRevision, type BoqVersion, type BoqVersionDiff } from '@haligi/shared';
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { billOfQuantities, boqHistory, boqItems, boqTakeOffs, projects } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound } from '../../http/errors';
import { broadcastBoqData, lockBoq } from '../boq/boq.repository';
import type { Realtime } from '../realtime/realtime';
import { liveProject } from '../projects/project-answer';
import { boqNotFound, findBoq, loadBoqInputs } from './boq-versions.repository';

const source = alias(billOfQuantities, 'source_boq');

type VersionRow = {
  boq: typeof billOfQuantities.$inferSelect;
  source: { id: number | null; revision: number | null } | null;
  submittedByName?: string | null;
  isCurrent: boolean;
};

function presentVersion(row: VersionRow): BoqVersion {
  const [date, time] = formatDateTime(row.boq.createdAt).split(' ');
  const submittedAt = row.boq.submittedToClientAt;
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
    isCurrent: row.isCurrent,
    submittedToClient: submittedAt
      ? { at: submittedAt.toISOString(), by: row.boq.submittedToClientById === null ? null : { id: row.boq.submittedToClientById, name: row.submittedByName ?? '' } }
      : null,
  };
}

const submittedByName = sql<string | null>`(select a.first_name || ' ' || a.last_name from accounts a where a.id = ${billOfQuantities.submittedToClientById})`;

async function requireProject(tenant: Tenant, projectId: number, db: Db = tenant.db, forUpdate = false) {
  const query = db.select({ id: projects.id }).from(projects).where(liveProject(tenant, projectId));
  const [project] = forUpdate ? await query.for('update') : await query;
  if (!project) throw notFound('Project');
}

/** GET /boq/version?projectId=: the project's BOQs, newest (highest revision) first. */
export async function listVersions(tenant: Tenant, projectId: number): Promise<BoqVersion[]> {
  await requireProject(tenant, projectId);
  const rows = await tenant.db
    .select({ boq: billOfQuantities, source: { id: source.id, revision: source.revision }, submittedByName })
    .from(billOfQuantities)
    .leftJoin(source, and(eq(source.id, billOfQuantities.sourceBoqId), eq(source.companyId, billOfQuantities.companyId)))
    .where(tenant.where(billOfQuantities, eq(billOfQuantities.projectId, projectId)))
    .orderBy(desc(billOfQuantities.revision), desc(billOfQuantities.id));
  const all = rows.map((r) => r.boq);
  return rows.map((row) => presentVersion({ ...row, isCurrent: isCurrentRevision(row.boq, all) }));
}

/**
 * POST /boq/version: copies the source's rows (default: the latest BOQ) into a new PENDING BOQ with
 * the next revision, which becomes the project's latest. Copies keep their parent links and take-off
 * selections; each copy's key is `${lineage}@r${revision}` (boqVersionKey), so the diff matches
 * rows across versions. The project row is locked so two creations never share a revision.
 */
export async function createVersion(
  realtime: Realtime,
  tenant: Tenant,
  accountId: number,
  input: { projectId: number; versionTitle: string; sourceBoqId?: number },
): Promise<{ data: BoqVersion; message: string }> {
  let superseded: number | null = null;
  const created = await tenant.db.transaction(async (tx) => {
    const t = tenant.on(tx as unknown as Db);
    await requireProject(t, input.projectId, tx as unknown as Db, true);
    const boqsOfProject = t.where(billOfQuantities, eq(billOfQuantities.projectId, input.projectId));
    // The current revision's row lock, the one its edits take: an edit in flight commits before the
    // copy reads the rows, and an edit after this commit finds a newer revision and is refused.
    const [current] = await tx.select({ id: billOfQuantities.id }).from(billOfQuantities).where(boqsOfProject).orderBy(desc(billOfQuantities.revision), desc(billOfQuantities.id)).limit(1);
    if (current) {
      await lockBoq(tx as unknown as Db, t, current.id);
      superseded = current.id;
    }
    let sourceId = input.sourceBoqId;
    if (sourceId === undefined) {
      const [latest] = await tx.select({ id: billOfQuantities.id }).from(billOfQuantities).where(boqsOfProject).orderBy(desc(billOfQuantities.revision), desc(billOfQuantities.id)).limit(1);
      sourceId = latest?.id;
    }
    let sourceBoq: { id: number; revision: number; ocmPercentage: string | null; contingencyPercentage: string | null; quotationTerms: string | null } | null = null;
    if (sourceId !== undefined) {
      const [found] = await tx
        .select({
          id: billOfQuantities.id,
          revision: billOfQuantities.revision,
          ocmPercentage: billOfQuantities.ocmPercentage,
          contingencyPercentage: billOfQuantities.contingencyPercentage,
          quotationTerms: billOfQuantities.quotationTerms,
        })
        .from(billOfQuantities)
        .where(and(boqsOfProject, eq(billOfQuantities.id, sourceId)));
      if (!found) throw boqNotFound();
      sourceBoq = found;
    }
    const [{ top }] = await tx.select({ top: max(billOfQuantities.revision) }).from(billOfQuantities).where(boqsOfProject);
    const revision = (top ?? 0) + 1;
    const [boq] = await tx
      .insert(billOfQuantities)
      .values(
        t.values({
          projectId: input.projectId,
          name: input.versionTitle,
          status: 'PENDING',
          revision,
          sourceBoqId: sourceBoq?.id ?? null,
          createdById: accountId,
          // The quotation settings go with the rows (decision 0036); the quotation number does not.
          ocmPercentage: sourceBoq?.ocmPercentage ?? null,
          contingencyPercentage: sourceBoq?.contingencyPercentage ?? null,
          quotationTerms: sourceBoq?.quotationTerms ?? null,
        }),
      )
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
    return { boq, source: sourceBoq && { id: sourceBoq.id, revision: sourceBoq.revision } };
  });
  // The superseded revision's room now shows it read-only.
  if (superseded !== null) await broadcastBoqData(realtime, tenant.db, tenant, superseded);
  return { data: presentVersion({ ...created, isCurrent: true }), message: BOQ_VERSION_MESSAGES.created };
}

/**
 * POST /boq/{id}/submitted-to-client: marks a revision as submitted to the client (who, when),
 * which freezes it (no edits, no lock or unlock). Under the BOQ's row lock, so no edit is in
 * flight; marking twice is 409. The room receives BOQ_DATA (now read-only).
 */
export async function markSubmittedToClient(realtime: Realtime, tenant: Tenant, accountId: number, boqId: number): Promise<{ data: BoqVersion; message: string }> {
  await findBoq(tenant, boqId);
  await tenant.db.transaction(async (tx) => {
    const t = tenant.on(tx as unknown as Db);
    const boq = await lockBoq(tx as unknown as Db, t, boqId);
    if (boq.submittedToClientAt !== null) throw conflict(BOQ_MESSAGES.alreadySubmittedToClient);
    await tx.update(billOfQuantities).set({ submittedToClientAt: new Date(), submittedToClientById: accountId, updatedAt: new Date() }).where(t.byId(billOfQuantities, boqId));
    await tx.insert(boqHistory).values(t.values({ boqId, accountId, action: 'SUBMITTED_TO_CLIENT', rowId: null, changes: { submittedToClient: [false, true] } }));
  });
  await broadcastBoqData(realtime, tenant.db, tenant, boqId);
  const version = (await listVersions(tenant, (await findBoq(tenant, boqId)).projectId)).find((v) => v.id === boqId)!;
  return { data: version, message: BOQ_VERSION_MESSAGES.submittedToClient };
}

/** GET /boq/version/diff?fromId=&toId=: rows matched by key lineage. */
export async function diffVersions(tenant: Tenant, fromId: number, toId: number): Promise<BoqVersionDiff> {
  const [from, to] = await Promise.all([findBoq(tenant, fromId), findBoq(tenant, toId)]);
  const [fromRows, toRows] = await Promise.all([loadBoqInputs(tenant, fromId), loadBoqInputs(tenant, toId)]);
  const described = (b: typeof from) => ({ id: b.id, revision: b.revision, name: b.name });
  return { from: described(from), to: described(to), ...diffBoqVersions(computeBoq(fromRows), computeBoq(toRows)) };
}
