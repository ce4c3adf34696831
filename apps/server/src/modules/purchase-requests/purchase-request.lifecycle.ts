import { hasPermission, PURCHASING_MESSAGES, type AccountInformation, type BoqPatchPayload } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boqItems, purchaseRequestLines, purchaseRequests } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, forbidden, notFound } from '../../http/errors';
import { cancelApproval, registerApprovalHandler, submitForApproval, type Actor } from '../approvals/approval-engine';
import { applyBoqChange, broadcastBoqPatch, setQuantityPurchased, type BoqChanges } from '../boq/boq.repository';
import type { Realtime } from '../realtime/realtime';

/** Statuses a request may be canceled from (nothing ordered yet). */
const CANCELABLE = ['DRAFT', 'FOR_APPROVAL', 'APPROVED'];

/** The request row, locked FOR UPDATE (404 when not the company's). */
export async function lockRequest(tx: Db, scoped: Tenant, id: number) {
  const [request] = await tx.select().from(purchaseRequests).where(scoped.byId(purchaseRequests, id)).for('update');
  if (!request) throw notFound('Purchase request');
  return request;
}

/**
 * Gives a rejected or canceled request's quantities back to its BOQ lines' quantityPurchased,
 * through the one BOQ write path (version bumped, a PURCHASE_REQUEST_RELEASED history row, the
 * patch answered for after commit). Allowed on any revision and status: what was taken is given
 * back even after the BOQ was revised or unlocked. Never below 0.
 */
export async function releaseRequestedQuantities(tx: Db, scoped: Tenant, request: { id: number; code: string; billOfQuantityId: number | null }, by: Actor): Promise<BoqPatchPayload | null> {
  if (request.billOfQuantityId === null) return null;
  const lines = await tx
    .select({ boqItemId: purchaseRequestLines.boqItemId, quantity: purchaseRequestLines.quantity })
    .from(purchaseRequestLines)
    .where(scoped.where(purchaseRequestLines, eq(purchaseRequestLines.purchaseRequestId, request.id), isNotNull(purchaseRequestLines.boqItemId)));
  if (lines.length === 0) return null;
  const given = new Map<number, Decimal>();
  for (const line of lines) given.set(line.boqItemId!, (given.get(line.boqItemId!) ?? new Decimal(0)).plus(line.quantity));
  const written = await applyBoqChange(
    tx,
    scoped,
    request.billOfQuantityId,
    { accountId: by.id, name: by.name },
    async (boqContext) => {
      const rows = await tx
        .select({ id: boqItems.id, quantityPurchased: boqItems.quantityPurchased })
        .from(boqItems)
        .where(scoped.where(boqItems, inArray(boqItems.id, [...given.keys()])))
        .orderBy(asc(boqItems.id))
        .for('update');
      const changes: BoqChanges = { purchaseRequest: [request.code, null] };
      for (const row of rows) {
        const after = Decimal.max(new Decimal(row.quantityPurchased).minus(given.get(row.id)!), 0).toFixed(4);
        await setQuantityPurchased(boqContext, row.id, after);
        changes[`quantityPurchased.${row.id}`] = [row.quantityPurchased, after];
      }
      return { record: { action: 'PURCHASE_REQUEST_RELEASED', rowId: null, changes }, answer: null };
    },
    { allowLocked: true, readOnlyReason: () => null },
  );
  return written.patch;
}

/** The requester, or a member holding the purchasing request scope. */
function assertMayManage(account: AccountInformation, request: { createdById: number | null }) {
  if (request.createdById === account.id) return;
  if (!hasPermission(account.role, 'ASSET_PURCHASING_REQUEST_ACCESS')) throw forbidden(PURCHASING_MESSAGES.notRequester);
}

/**
 * POST /purchase-order/request/{id}/cancel: a request with nothing ordered (DRAFT, FOR_APPROVAL,
 * APPROVED) becomes CANCELED with the reason; its open approval ends and its BOQ quantities are
 * given back. Once a line is ordered: 409. The approval is ended first, so a cancel and a
 * decision take their locks in the same order (approval, request, BOQ).
 */
export async function cancelRequest(db: Db, realtime: Realtime, tenant: Tenant, account: AccountInformation, id: number, reason: string) {
  const actor = { id: account.id, name: account.name };
  let patch: BoqPatchPayload | null = null;
  await db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    await cancelApproval(tx, scoped, 'PURCHASE_REQUEST', id);
    const request = await lockRequest(tx, scoped, id);
    assertMayManage(account, request);
    const [ordered] = await tx
      .select({ id: purchaseRequestLines.id })
      .from(purchaseRequestLines)
      .where(and(eq(purchaseRequestLines.purchaseRequestId, id), gt(purchaseRequestLines.quantityOrdered, '0')))
      .limit(1);
    if (ordered || request.status === 'PARTIALLY_ORDERED' || request.status === 'ORDERED') throw conflict(PURCHASING_MESSAGES.requestOrdered);
    if (!CANCELABLE.includes(request.status)) throw conflict(PURCHASING_MESSAGES.requestNotCancelable(request.status));
    await tx.update(purchaseRequests).set({ status: 'CANCELED', statusReason: reason, updatedAt: new Date() }).where(eq(purchaseRequests.id, id));
    patch = await releaseRequestedQuantities(tx, scoped, request, actor);
  });
  if (patch) broadcastBoqPatch(realtime, patch);
}

/** POST /purchase-order/request/{id}/submit: a DRAFT (returned) request goes to approval again. */
export async function resubmitRequest(db: Db, tenant: Tenant, account: AccountInformation, id: number) {
  await db.transaction(async (tx) => {
    const scoped = tenant.on(tx);
    const request = await lockRequest(tx, scoped, id);
    assertMayManage(account, request);
    if (request.status !== 'DRAFT') throw conflict(PURCHASING_MESSAGES.requestNotDraft);
    const submitted = await submitForApproval(tx, scoped, {
      documentType: 'PURCHASE_REQUEST',
      documentId: id,
      documentCode: request.code,
      amount: new Decimal(request.total).toFixed(2),
      requestedById: request.createdById,
    });
    await tx
      .update(purchaseRequests)
      .set({ status: submitted.status === 'APPROVED' ? 'APPROVED' : 'FOR_APPROVAL', statusReason: null, updatedAt: new Date() })
      .where(eq(purchaseRequests.id, id));
  });
}

/**
 * The PURCHASE_REQUEST approval handler: approved -> APPROVED; rejected -> REJECTED with the
 * reason and the BOQ quantities given back (the patch sent once the decision commits); returned ->
 * DRAFT with the reason (the requester submits it again; its BOQ quantities stay taken).
 */
export function registerPurchaseRequestApprovals(realtime: Realtime) {
  const setStatus = (tx: Db, scoped: Tenant, id: number, status: string, statusReason: string | null) =>
    tx.update(purchaseRequests).set({ status, statusReason, updatedAt: new Date() }).where(scoped.byId(purchaseRequests, id));
  registerApprovalHandler('PURCHASE_REQUEST', {
    async onApproved(tx, scoped, id) {
      await lockRequest(tx, scoped, id);
      await setStatus(tx, scoped, id, 'APPROVED', null);
    },
    async onRejected(tx, scoped, id, reason, by) {
      const request = await lockRequest(tx, scoped, id);
      await setStatus(tx, scoped, id, 'REJECTED', reason);
      const patch = await releaseRequestedQuantities(tx, scoped, request, by);
      return patch ? () => broadcastBoqPatch(realtime, patch) : undefined;
    },
    async onReturned(tx, scoped, id, reason) {
      await lockRequest(tx, scoped, id);
      await setStatus(tx, scoped, id, 'DRAFT', reason);
    },
  });
}
