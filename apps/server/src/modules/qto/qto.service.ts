import { BOQ_MESSAGES, takeOffApprovalRefusal, toMoney, UNIT_SCALE, type QtoApprovalStatus } from '@haligi/shared';
import Decimal from 'decimal.js';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boqItems, boqTakeOffs, items } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { writeBoqRows, type BoqChangeContext, type BoqChangeRecord, type BoqChanges, type BoqEditor } from '../boq/boq.repository';
import { publishedItem } from '../items/items.repository';
import type { Realtime } from '../realtime/realtime';

export const QTO_MESSAGES = {
  submitted: BOQ_MESSAGES.qtoSubmitted,
  approved: 'Quantity take off changes approved',
  saved: 'Quantity take off saved successfully',
  removed: 'Item removed from the quantity take off',
  notLocked: 'Quantity take off is available once the Bill of Quantity is locked',
  notTakeOffLine: 'Quantity take off is for item lines without a catalogue item',
  empty: 'Add items to the quantity take off first',
  alreadyApproved: 'The quantity take off is already approved',
  parentItem: (name: string) => `Choose a variation of ${name}`,
} as const;

/** Items the search answers at most. */
export const QTO_SEARCH_LIMIT = 50;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const D = (v: string | number) => new Decimal(v);
const cents = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The catalogue item as the BOQ dialogs read it. */
const toCatalogueItem = (row: { id: number; sku: string; name: string; estimatedBuyingPrice: string; uom: string }) => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  estimatedBuyingPrice: toMoney(row.estimatedBuyingPrice),
  uom: { key: row.uom, abb: row.uom },
});

const catalogueColumns = { id: items.id, sku: items.sku, name: items.name, estimatedBuyingPrice: items.estimatedBuyingPrice, uom: items.uom };

interface TakeOffLine {
  id: number;
  boqId: number;
  type: string;
  itemId: number | null;
  quantity: string;
  materialUnitCost: string;
  approvalStatus: QtoApprovalStatus;
  isQuantityTakeOffItem: boolean;
  quantityTakeOffTotal: string;
  qtoSubmittedById: number | null;
}

/** Who writes, and whether they hold the approval scope (decision 0020). */
export interface TakeOffActor extends BoqEditor {
  accountId: number;
  canApprove: boolean;
}

const lineColumns = {
  id: boqItems.id,
  boqId: boqItems.boqId,
  type: boqItems.type,
  itemId: boqItems.itemId,
  quantity: boqItems.quantity,
  materialUnitCost: boqItems.materialUnitCost,
  approvalStatus: boqItems.approvalStatus,
  isQuantityTakeOffItem: boqItems.isQuantityTakeOffItem,
  quantityTakeOffTotal: boqItems.quantityTakeOffTotal,
  qtoSubmittedById: boqItems.qtoSubmittedById,
};

/** The BOQ a line of this key belongs to (404 for another company's key). Read without a lock: writeBoqRows takes it. */
async function boqOfLine(tenant: Tenant, key: string): Promise<number> {
  const [found] = await tenant.db.select({ boqId: boqItems.boqId }).from(boqItems).where(tenant.where(boqItems, eq(boqItems.key, key)));
  if (!found) throw notFound('BOQ row');
  return found.boqId;
}

/**
 * The line of this key, read under the BOQ row lock (writeBoqRows has taken it and refused a
 * read-only revision). 409 unless the BOQ is LOCKED (DECISIONS: the take-off appears only when
 * locked); 422 unless it is an ITEM line without a catalogue item.
 */
async function readLine(context: BoqChangeContext, key: string): Promise<TakeOffLine> {
  const [line] = await context.tx.select(lineColumns).from(boqItems).where(context.tenant.where(boqItems, eq(boqItems.key, key), eq(boqItems.boqId, context.boq.id)));
  if (!line) throw notFound('BOQ row');
  if (context.boq.status !== 'LOCKED') throw conflict(QTO_MESSAGES.notLocked);
  if (line.type !== 'ITEM' || line.itemId !== null) throw unprocessable(QTO_MESSAGES.notTakeOffLine);
  return { ...line, approvalStatus: line.approvalStatus as QtoApprovalStatus };
}

/**
 * A change to an APPROVED take-off needs approving again (the one who changed it counts as its
 * submitter); an emptied one has no items. Answers the status and the record of the change.
 */
async function afterSelectionChange(context: BoqChangeContext, line: TakeOffLine, actor: TakeOffActor, action: string) {
  const { tx, tenant } = context;
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(boqTakeOffs).where(tenant.where(boqTakeOffs, eq(boqTakeOffs.boqItemId, line.id)));
  const status: QtoApprovalStatus = Number(n) === 0 ? 'NO_ITEM' : line.approvalStatus === 'APPROVED' ? 'PENDING' : line.approvalStatus;
  if (status !== line.approvalStatus) {
    const submitter = status === 'PENDING' ? { qtoSubmittedById: actor.accountId, qtoSubmittedAt: new Date() } : { qtoSubmittedById: null, qtoSubmittedAt: null };
    await tx.update(boqItems).set({ approvalStatus: status, ...submitter, updatedAt: new Date() }).where(eq(boqItems.id, line.id));
  }
  const record: BoqChangeRecord = { action, rowId: line.id, changes: { approvalStatus: [line.approvalStatus, status] } };
  return { status, record };
}

/**
 * The take-off of a BOQ line. Every change goes through writeBoqRows (the one BOQ write path): the
 * BOQ row lock, the read-only and status checks, and, when the line's shown values change (its
 * status, its approved costs), the edit version, the history row and the room's patch.
 */
export class QtoService {
  constructor(private readonly context: { db: Db; realtime: Realtime }) {}

  private write<T>(tenant: Tenant, actor: TakeOffActor, key: string, change: (context: BoqChangeContext, line: TakeOffLine) => Promise<{ record: BoqChangeRecord; answer: T }>) {
    return boqOfLine(tenant, key).then((boqId) =>
      writeBoqRows(this.context, tenant, boqId, actor, async (context) => change(context, await readLine(context, key)), { allowLocked: true }),
    );
  }

  /** GET /boq/quantity-take-off?key=&search=: the company's catalogue items a line can take (no parents with variations, no drafts). */
  async search(tenant: Tenant, key: string, search: string) {
    const [line] = await tenant.db.select({ id: boqItems.id }).from(boqItems).where(tenant.where(boqItems, eq(boqItems.key, key)));
    if (!line) throw notFound('BOQ row');
    const keyword = search.trim();
    const pattern = `%${escapeLike(keyword)}%`;
    const rows = await tenant.db
      .select(catalogueColumns)
      .from(items)
      .where(
        tenant.where(
          items,
          eq(items.isDeleted, false),
          publishedItem,
          eq(items.variationCount, 0),
          keyword ? or(ilike(items.name, pattern), ilike(items.sku, pattern)) : undefined,
        ),
      )
      .orderBy(asc(items.name), asc(items.id))
      .limit(QTO_SEARCH_LIMIT);
    return rows.map(toCatalogueItem);
  }

  /** GET /boq/quantity-take-off/selection?id={key}: `[{id, item, amount}]`. */
  async selection(tenant: Tenant, key: string) {
    const [line] = await tenant.db.select({ id: boqItems.id }).from(boqItems).where(tenant.where(boqItems, eq(boqItems.key, key)));
    if (!line) throw notFound('BOQ row');
    const rows = await tenant.db
      .select({ id: boqTakeOffs.id, amount: boqTakeOffs.amount, item: catalogueColumns })
      .from(boqTakeOffs)
      .innerJoin(items, eq(items.id, boqTakeOffs.itemId))
      .where(tenant.where(boqTakeOffs, eq(boqTakeOffs.boqItemId, line.id)))
      .orderBy(asc(boqTakeOffs.id));
    return rows.map((row) => ({ id: row.id, item: toCatalogueItem(row.item), amount: D(row.amount).toString() }));
  }

  /** POST /boq/quantity-take-off {key, itemId, amount}: adds the item or sets its amount (a draft item is refused). */
  async change(tenant: Tenant, actor: TakeOffActor, input: { key: string; itemId: number; amount: number }) {
    return this.write(tenant, actor, input.key, async (context, line) => {
      const { tx, tenant: scoped } = context;
      const [item] = await tx
        .select({ id: items.id, name: items.name, variationCount: items.variationCount, isDeleted: items.isDeleted, isDraft: items.isDraft })
        .from(items)
        .where(scoped.byId(items, input.itemId));
      if (!item || item.isDeleted) throw notFound('Item');
      if (item.variationCount > 0) throw unprocessable(QTO_MESSAGES.parentItem(item.name));
      if (item.isDraft) throw unprocessable(BOQ_MESSAGES.draftItem);
      const amount = D(input.amount).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
      const [row] = await tx
        .insert(boqTakeOffs)
        .values(scoped.values({ boqItemId: line.id, itemId: item.id, amount, createdById: actor.accountId }))
        .onConflictDoUpdate({ target: [boqTakeOffs.boqItemId, boqTakeOffs.itemId], set: { amount, updatedAt: new Date() } })
        .returning({ id: boqTakeOffs.id });
      const { status, record } = await afterSelectionChange(context, line, actor, 'QTO_CHANGE');
      return { record, answer: { data: { id: row.id, itemId: item.id, amount: D(amount).toString(), approvalStatus: status }, message: QTO_MESSAGES.saved } };
    });
  }

  /** DELETE /boq/quantity-take-off?id={selectionId}. */
  async remove(tenant: Tenant, actor: TakeOffActor, selectionId: number) {
    const [found] = await tenant.db
      .select({ key: boqItems.key })
      .from(boqTakeOffs)
      .innerJoin(boqItems, eq(boqItems.id, boqTakeOffs.boqItemId))
      .where(tenant.byId(boqTakeOffs, selectionId));
    if (!found) throw notFound('Quantity take off item');
    return this.write(tenant, actor, found.key, async (context, line) => {
      const deleted = await context.tx.delete(boqTakeOffs).where(context.tenant.byId(boqTakeOffs, selectionId)).returning({ id: boqTakeOffs.id });
      if (deleted.length === 0) throw notFound('Quantity take off item');
      const { status, record } = await afterSelectionChange(context, line, actor, 'QTO_REMOVE');
      return { record, answer: { message: QTO_MESSAGES.removed, approvalStatus: status } };
    });
  }

  /**
   * PUT /boq/quantity-take-off/submit {key}: NO_ITEM -> PENDING (submitted for approval, by the
   * caller); PENDING -> APPROVED, by a holder of the approval scope who did not submit it (403
   * otherwise), which applies the take-off to the line (decision 0016): quantityTakeOffTotal =
   * Σ round2(amount × item estimated buying price), isQuantityTakeOffItem true, materialUnitCost =
   * total / quantity kept to 4 decimals (a line of quantity 0 gets quantity 1).
   */
  async submit(tenant: Tenant, actor: TakeOffActor, key: string) {
    type Answer = { message: string; approvalStatus: 'PENDING' | 'APPROVED'; data?: { key: string; quantityTakeOffTotal: string; materialUnitCost: string; quantity: string } };
    return this.write<Answer>(tenant, actor, key, async ({ tx, tenant: scoped }, line) => {
      const selected = await tx
        .select({ amount: boqTakeOffs.amount, price: items.estimatedBuyingPrice })
        .from(boqTakeOffs)
        .innerJoin(items, eq(items.id, boqTakeOffs.itemId))
        .where(scoped.where(boqTakeOffs, eq(boqTakeOffs.boqItemId, line.id)));
      if (line.approvalStatus === 'APPROVED') throw unprocessable(QTO_MESSAGES.alreadyApproved);
      if (selected.length === 0) throw unprocessable(QTO_MESSAGES.empty);
      if (line.approvalStatus === 'NO_ITEM') {
        await tx
          .update(boqItems)
          .set({ approvalStatus: 'PENDING', qtoSubmittedById: actor.accountId, qtoSubmittedAt: new Date(), updatedAt: new Date() })
          .where(eq(boqItems.id, line.id));
        return {
          record: { action: 'QTO_SUBMIT', rowId: line.id, changes: { approvalStatus: [line.approvalStatus, 'PENDING'] } },
          answer: { message: QTO_MESSAGES.submitted, approvalStatus: 'PENDING' as const },
        };
      }
      const refusal = takeOffApprovalRefusal({ approverId: actor.accountId, submittedById: line.qtoSubmittedById, hasApproveScope: actor.canApprove });
      if (refusal) throw forbidden(refusal);
      const total = selected.reduce((sum, row) => sum.plus(cents(D(row.amount).times(row.price))), new Decimal(0));
      const quantity = D(line.quantity).isZero() ? new Decimal(1) : D(line.quantity);
      const values = {
        approvalStatus: 'APPROVED',
        isQuantityTakeOffItem: true,
        quantityTakeOffTotal: cents(total).toFixed(2),
        quantity: quantity.toFixed(UNIT_SCALE),
        materialUnitCost: total.div(quantity).toDecimalPlaces(UNIT_SCALE, Decimal.ROUND_HALF_UP).toFixed(UNIT_SCALE),
      };
      await tx.update(boqItems).set({ ...values, updatedAt: new Date() }).where(eq(boqItems.id, line.id));
      const before: Record<string, unknown> = { ...line };
      const changes: BoqChanges = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, [before[field], value]]));
      return {
        record: { action: 'QTO_APPROVE', rowId: line.id, changes },
        answer: {
          message: QTO_MESSAGES.approved,
          approvalStatus: 'APPROVED' as const,
          data: { key, quantityTakeOffTotal: values.quantityTakeOffTotal, materialUnitCost: D(values.materialUnitCost).toString(), quantity: D(values.quantity).toString() },
        },
      };
    });
  }
}
