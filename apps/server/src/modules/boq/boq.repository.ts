import {
  BOQ_MESSAGES,
  boqReadOnlyReason,
  computeBoq,
  diffBoq,
  type BoqComputed,
  type BoqDataPayload,
  type BoqPatchPayload,
  type BoqRowInput,
  type BoqRowType,
  type BoqStatus,
  type QtoApprovalStatus,
} from '@haligi/shared';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billOfQuantities, boqHistory, boqItems } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import type { Realtime } from '../realtime/realtime';

/** A refused room message or call: its message goes back to the caller as is (socket ack or HTTP answer). */
export class BoqRefusal extends HttpError {
  constructor(message: string, statusCode = 422) {
    super(statusCode, message);
  }
}

export const boqRoom = (boqId: number) => `boq:${boqId}`;

/** The columns a BOQ row is read with (and returned with by every insert and update). */
export const boqRowColumns = {
  id: boqItems.id,
  parentId: boqItems.parentId,
  position: boqItems.position,
  type: boqItems.type,
  key: boqItems.key,
  description: boqItems.description,
  itemId: boqItems.itemId,
  quantity: boqItems.quantity,
  quantityPurchased: boqItems.quantityPurchased,
  materialUnit: boqItems.materialUnit,
  materialUnitCost: boqItems.materialUnitCost,
  laborUnitCost: boqItems.laborUnitCost,
  laborPercentageCost: boqItems.laborPercentageCost,
  profitMarginPercentage: boqItems.profitMarginPercentage,
  color: boqItems.color,
  approvalStatus: boqItems.approvalStatus,
  isQuantityTakeOffItem: boqItems.isQuantityTakeOffItem,
  quantityTakeOffTotal: boqItems.quantityTakeOffTotal,
};

type StoredRow = { [K in keyof typeof boqRowColumns]: (typeof boqItems.$inferSelect)[K] };

export const toRowInput = (row: StoredRow): BoqRowInput => ({
  ...row,
  type: row.type as BoqRowType,
  approvalStatus: row.approvalStatus as QtoApprovalStatus,
});

/** Every row of a BOQ (inputs only), for the shared arithmetic. Usable inside a transaction. */
export async function loadBoqRows(tx: Db, tenant: Tenant, boqId: number): Promise<BoqRowInput[]> {
  const rows = await tx
    .select(boqRowColumns)
    .from(boqItems)
    .where(tenant.where(boqItems, eq(boqItems.boqId, boqId)))
    .orderBy(asc(boqItems.parentId), asc(boqItems.position), asc(boqItems.id));
  return rows.map(toRowInput);
}

export const boqInfoColumns = {
  id: billOfQuantities.id,
  status: billOfQuantities.status,
  projectId: billOfQuantities.projectId,
  revision: billOfQuantities.revision,
  name: billOfQuantities.name,
  editVersion: billOfQuantities.editVersion,
  submittedToClientAt: billOfQuantities.submittedToClientAt,
  submittedToClientById: billOfQuantities.submittedToClientById,
  submittedToClientByName: sql<string | null>`(select a.first_name || ' ' || a.last_name from accounts a where a.id = ${billOfQuantities.submittedToClientById})`,
};
type BoqRecordRow = {
  id: number;
  status: string;
  projectId: number;
  revision: number;
  name: string;
  editVersion: number;
  submittedToClientAt: Date | null;
  submittedToClientById: number | null;
  submittedToClientByName: string | null;
};
export type BoqInfo = BoqRecordRow & { isCurrent: boolean };

/**
 * Whether the BOQ is its project's current revision (the highest revision, then the highest id).
 * A statement of its own, so after waiting for the BOQ's row lock it sees a revision created meanwhile.
 */
async function isCurrentBoq(db: Db, tenant: Tenant, boq: Pick<BoqInfo, 'id' | 'projectId' | 'revision'>): Promise<boolean> {
  const [newer] = await db
    .select({ id: billOfQuantities.id })
    .from(billOfQuantities)
    .where(
      tenant.where(
        billOfQuantities,
        eq(billOfQuantities.projectId, boq.projectId),
        or(gt(billOfQuantities.revision, boq.revision), and(eq(billOfQuantities.revision, boq.revision), gt(billOfQuantities.id, boq.id))),
      ),
    )
    .limit(1);
  return !newer;
}

/** The BOQ row of the caller's company, locked until the transaction ends (edits are applied one at a time). */
export async function lockBoq(tx: Db, tenant: Tenant, boqId: number): Promise<BoqInfo> {
  const [boq] = await tx.select(boqInfoColumns).from(billOfQuantities).where(tenant.byId(billOfQuantities, boqId)).for('update');
  if (!boq) throw new BoqRefusal(BOQ_MESSAGES.notFound, 404);
  return { ...boq, isCurrent: await isCurrentBoq(tx, tenant, boq) };
}

export async function findBoq(db: Db, tenant: Tenant, boqId: number): Promise<BoqInfo> {
  const [boq] = await db.select(boqInfoColumns).from(billOfQuantities).where(tenant.byId(billOfQuantities, boqId));
  if (!boq) throw new BoqRefusal(BOQ_MESSAGES.notFound, 404);
  return { ...boq, isCurrent: await isCurrentBoq(db, tenant, boq) };
}

/**
 * Which BOQs a writer may change. `allowLocked`: the writer works on locked BOQs (take-off,
 * purchase requests). `readOnlyReason`: the writer's own rule on which revisions it may write
 * (purchasing: `boqPurchasingRefusal`, the current revision even when submitted to the client);
 * by default `boqReadOnlyReason` (the current revision, not submitted to the client).
 */
export interface BoqWriteOptions {
  allowLocked?: boolean;
  readOnlyReason?: (boq: BoqInfo) => string | null;
}

/**
 * Refuses a change to a BOQ that is not the project's current revision or was submitted to the
 * client (409, read-only; or the writer's own `readOnlyReason`), and to a LOCKED one unless the
 * caller works on locked BOQs (take-off, purchase requests).
 */
export function assertEditable(boq: BoqInfo, options: BoqWriteOptions = {}) {
  const reason = (options.readOnlyReason ?? boqReadOnlyReason)(boq);
  if (reason) throw new BoqRefusal(reason, 409);
  if (boq.status === 'LOCKED' && !options.allowLocked) throw new BoqRefusal(BOQ_MESSAGES.locked);
}

/** lockBoq, then assertEditable. */
export async function lockEditableBoq(tx: Db, tenant: Tenant, boqId: number, options: BoqWriteOptions = {}): Promise<BoqInfo> {
  const boq = await lockBoq(tx, tenant, boqId);
  assertEditable(boq, options);
  return boq;
}

export function toBoqData(boq: BoqInfo, computed: BoqComputed): BoqDataPayload {
  const submitted = boq.submittedToClientAt;
  return {
    boqInformation: {
      id: boq.id,
      status: boq.status as BoqStatus,
      projectId: boq.projectId,
      revision: boq.revision,
      name: boq.name,
      editVersion: boq.editVersion,
      isCurrent: boq.isCurrent,
      submittedToClient: submitted
        ? { at: submitted.toISOString(), by: boq.submittedToClientById === null ? null : { id: boq.submittedToClientById, name: boq.submittedToClientByName ?? '' } }
        : null,
      readOnlyReason: boqReadOnlyReason(boq),
    },
    boqItems: computed.tree,
    boqTotal: computed.boqTotal,
    boqTotalWithProfit: computed.boqTotalWithProfit,
  };
}

export type BoqChanges = Record<string, [unknown, unknown]>;
export interface BoqChangeRecord {
  action: string;
  rowId: number | null;
  changes: BoqChanges;
}
export interface BoqEditor {
  accountId: number | null;
  name: string;
}

/** The changes whose before and after differ (an unchanged field is no change). */
function effectiveChanges(changes: BoqChanges): BoqChanges {
  return Object.fromEntries(Object.entries(changes).filter(([, [before, after]]) => JSON.stringify(before) !== JSON.stringify(after)));
}

/**
 * Bumps the edit version and writes the history row; returns the new version, or null when the
 * record changes nothing (then nothing is written: no version, no history row, no patch).
 * The only writer of `bill_of_quantities.edit_version` for row changes.
 */
export async function recordBoqEdit(tx: Db, tenant: Tenant, boq: BoqInfo, by: BoqEditor, record: BoqChangeRecord): Promise<number | null> {
  const changes = effectiveChanges(record.changes);
  if (Object.keys(changes).length === 0) return null;
  const editVersion = boq.editVersion + 1;
  await tx.update(billOfQuantities).set({ editVersion, updatedAt: new Date() }).where(tenant.byId(billOfQuantities, boq.id));
  await tx.insert(boqHistory).values(tenant.values({ boqId: boq.id, accountId: by.accountId, action: record.action, rowId: record.rowId, changes }));
  return editVersion;
}

export function toPatch(boqId: number, editVersion: number, before: BoqComputed, after: BoqComputed, by: BoqEditor): BoqPatchPayload {
  const { changed, removedIds } = diffBoq(before, after);
  return { boqId, editVersion, changed, removedIds, boqTotal: after.boqTotal, boqTotalWithProfit: after.boqTotalWithProfit, by: { accountId: by.accountId, name: by.name } };
}

export interface BoqChangeContext {
  tx: Db;
  /** The caller's company on the transaction. */
  tenant: Tenant;
  boq: BoqInfo;
  rows: BoqRowInput[];
}

/**
 * For other modules (take-off, purchase requests): changes a BOQ's rows inside the caller's
 * transaction, one edit at a time with the room's edits. Locks the BOQ row FOR UPDATE, refuses a
 * read-only BOQ (not the current revision, submitted to client; or the caller's `readOnlyReason`)
 * and a LOCKED one unless `allowLocked`, runs `change`
 * (which writes the rows itself and describes them), and when the shown rows changed bumps the
 * edit version, writes the history row and answers the patch (null when nothing shown changed).
 * Use `writeBoqRows`, which also commits and tells the room, or send the patch with
 * `broadcastBoqPatch` once the caller's transaction has committed.
 */
export async function applyBoqChange<T>(
  tx: Db,
  tenant: Tenant,
  boqId: number,
  by: BoqEditor,
  change: (context: BoqChangeContext) => Promise<{ record: BoqChangeRecord; answer: T }>,
  options: BoqWriteOptions = {},
): Promise<{ patch: BoqPatchPayload | null; answer: T }> {
  const boq = await lockEditableBoq(tx, tenant, boqId, options);
  const rows = await loadBoqRows(tx, tenant, boqId);
  const before = computeBoq(rows);
  const { record, answer } = await change({ tx, tenant, boq, rows });
  const after = computeBoq(await loadBoqRows(tx, tenant, boqId));
  const diff = diffBoq(before, after);
  if (diff.changed.length === 0 && diff.removedIds.length === 0) return { patch: null, answer };
  const editVersion = await recordBoqEdit(tx, tenant, boq, by, record);
  if (editVersion === null) throw new Error(`BOQ ${boqId}: rows changed by ${record.action} but its record names no change`);
  return { patch: toPatch(boqId, editVersion, before, after, by), answer };
}

/**
 * Sets a BOQ line's quantity purchased, inside an `applyBoqChange` callback (its context is the
 * proof): purchase requests raise it there, so the version, history and patch follow.
 */
export async function setQuantityPurchased({ tx, tenant, boq }: BoqChangeContext, rowId: number, quantityPurchased: string) {
  await tx.update(boqItems).set({ quantityPurchased, updatedAt: new Date() }).where(rowCondition(tenant, boq.id, rowId));
}

/**
 * The one path for BOQ row writes made outside the live room: a transaction around
 * `applyBoqChange`, then, once committed, the patch to the room. Every read (GET /boq/{id},
 * a join, a reload) sees the new edit_version, so no process serves its cached rows.
 */
export async function writeBoqRows<T>(
  context: { db: Db; realtime: Realtime },
  tenant: Tenant,
  boqId: number,
  by: BoqEditor,
  change: (context: BoqChangeContext) => Promise<{ record: BoqChangeRecord; answer: T }>,
  options: BoqWriteOptions = {},
): Promise<T> {
  const { patch, answer } = await context.db.transaction((tx) => applyBoqChange(tx, tenant.on(tx), boqId, by, change, options));
  if (patch) broadcastBoqPatch(context.realtime, patch);
  return answer;
}

/** Sends a committed edit's patch to the BOQ's room (every process with the Redis adapter). */
export function broadcastBoqPatch(realtime: Realtime, patch: BoqPatchPayload) {
  realtime.io.to(boqRoom(patch.boqId)).emit('BOQ_PATCH', patch);
}

/** Sends the whole BOQ to its room (after a change a patch cannot describe). */
export async function broadcastBoqData(realtime: Realtime, db: Db, tenant: Tenant, boqId: number) {
  const boq = await findBoq(db, tenant, boqId);
  const data = toBoqData(boq, computeBoq(await loadBoqRows(db, tenant, boqId)));
  realtime.io.to(boqRoom(boqId)).emit('BOQ_DATA', data);
}

export const rowCondition = (tenant: Tenant, boqId: number, rowId: number) => tenant.where(boqItems, eq(boqItems.boqId, boqId), eq(boqItems.id, rowId));
