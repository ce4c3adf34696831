import { BOQ_MESSAGES, computeBoq, diffBoq, type BoqComputed, type BoqDataPayload, type BoqPatchPayload, type BoqRowInput, type BoqRowType, type BoqStatus, type QtoApprovalStatus } from '@haligi/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billOfQuantities, boqHistory, boqItems } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { Realtime } from '../realtime/realtime';

/** A refused room message or call: its message goes back to the caller as is. */
export class BoqRefusal extends Error {
  constructor(
    message: string,
    readonly statusCode = 422,
  ) {
    super(message);
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
};
export type BoqInfo = { id: number; status: string; projectId: number; revision: number; name: string; editVersion: number };

/** The BOQ row of the caller's company, locked until the transaction ends (edits are applied one at a time). */
export async function lockBoq(tx: Db, tenant: Tenant, boqId: number): Promise<BoqInfo> {
  const [boq] = await tx.select(boqInfoColumns).from(billOfQuantities).where(tenant.byId(billOfQuantities, boqId)).for('update');
  if (!boq) throw new BoqRefusal(BOQ_MESSAGES.notFound, 404);
  return boq;
}

export async function findBoq(db: Db, tenant: Tenant, boqId: number): Promise<BoqInfo> {
  const [boq] = await db.select(boqInfoColumns).from(billOfQuantities).where(tenant.byId(billOfQuantities, boqId));
  if (!boq) throw new BoqRefusal(BOQ_MESSAGES.notFound, 404);
  return boq;
}

export function toBoqData(boq: BoqInfo, computed: BoqComputed): BoqDataPayload {
  return {
    boqInformation: { id: boq.id, status: boq.status as BoqStatus, projectId: boq.projectId, revision: boq.revision, name: boq.name, editVersion: boq.editVersion },
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

/** Bumps the edit version and writes the history row; returns the new version. */
export async function recordBoqEdit(tx: Db, tenant: Tenant, boq: BoqInfo, by: BoqEditor, record: BoqChangeRecord): Promise<number> {
  const editVersion = boq.editVersion + 1;
  await tx.update(billOfQuantities).set({ editVersion, updatedAt: new Date() }).where(tenant.byId(billOfQuantities, boq.id));
  await tx.insert(boqHistory).values(tenant.values({ boqId: boq.id, accountId: by.accountId, action: record.action, rowId: record.rowId, changes: record.changes }));
  return editVersion;
}

export function toPatch(boqId: number, editVersion: number, before: BoqComputed, after: BoqComputed, by: BoqEditor): BoqPatchPayload {
  const { changed, removedIds } = diffBoq(before, after);
  return { boqId, editVersion, changed, removedIds, boqTotal: after.boqTotal, boqTotalWithProfit: after.boqTotalWithProfit, by: { accountId: by.accountId, name: by.name } };
}

/**
 * For other modules (take-off approval, purchase requests): changes a BOQ's rows inside the
 * caller's transaction, one edit at a time with the room's edits. Locks the BOQ row FOR UPDATE,
 * refuses a LOCKED BOQ unless `allowLocked`, runs `change` (which writes the rows itself), bumps
 * the edit version, writes the history row and returns the patch. After the caller commits, send it
 * with `broadcastBoqPatch(realtime, patch)`.
 */
export async function applyBoqChange(
  tx: Db,
  tenant: Tenant,
  boqId: number,
  by: BoqEditor,
  change: (context: { boq: BoqInfo; rows: BoqRowInput[] }) => Promise<BoqChangeRecord>,
  options: { allowLocked?: boolean } = {},
): Promise<BoqPatchPayload> {
  const boq = await lockBoq(tx, tenant, boqId);
  if (boq.status === 'LOCKED' && !options.allowLocked) throw new BoqRefusal(BOQ_MESSAGES.locked);
  const rows = await loadBoqRows(tx, tenant, boqId);
  const before = computeBoq(rows);
  const record = await change({ boq, rows });
  const after = computeBoq(await loadBoqRows(tx, tenant, boqId));
  const editVersion = await recordBoqEdit(tx, tenant, boq, by, record);
  return toPatch(boqId, editVersion, before, after, by);
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
