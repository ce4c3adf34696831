import { BOQ_MESSAGES, toMoney, type QtoApprovalStatus } from '@haligi/shared';
import Decimal from 'decimal.js';
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billOfQuantities, boqHistory, boqItems, boqTakeOffs, items } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { notifyBoqRowsChanged, type BoqRowsChanged } from './boq-rows-changed';

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

interface LockedLine {
  id: number;
  boqId: number;
  type: string;
  itemId: number | null;
  quantity: string;
  materialUnitCost: string;
  approvalStatus: QtoApprovalStatus;
  isQuantityTakeOffItem: boolean;
  quantityTakeOffTotal: string;
  editVersion: number;
}

/**
 * The line of this key in the caller's company, for a change: takes the BOQ row lock first (the
 * same lock the live room takes, so room edits and take-off changes run one at a time), then
 * reads the line. 404 for another company's key; 409 unless the BOQ is LOCKED (DECISIONS: the
 * take-off appears only when locked); 422 unless it is an ITEM line without a catalogue item.
 */
async function lockLine(tx: Db, tenant: Tenant, key: string): Promise<LockedLine> {
  const [found] = await tx.select({ boqId: boqItems.boqId }).from(boqItems).where(tenant.where(boqItems, eq(boqItems.key, key)));
  if (!found) throw notFound('BOQ row');
  const locked = await tx.execute(
    sql`select status, edit_version from bill_of_quantities where id = ${found.boqId} and company_id = ${tenant.companyId} for update`,
  );
  const boq = locked.rows[0] as { status: string; edit_version: number | string } | undefined;
  if (!boq) throw notFound('Bill of Quantity');
  const [line] = await tx
    .select({
      id: boqItems.id,
      boqId: boqItems.boqId,
      type: boqItems.type,
      itemId: boqItems.itemId,
      quantity: boqItems.quantity,
      materialUnitCost: boqItems.materialUnitCost,
      approvalStatus: boqItems.approvalStatus,
      isQuantityTakeOffItem: boqItems.isQuantityTakeOffItem,
      quantityTakeOffTotal: boqItems.quantityTakeOffTotal,
    })
    .from(boqItems)
    .where(tenant.where(boqItems, eq(boqItems.key, key)));
  if (!line) throw notFound('BOQ row');
  if (boq.status !== 'LOCKED') throw conflict(QTO_MESSAGES.notLocked);
  if (line.type !== 'ITEM' || line.itemId !== null) throw unprocessable(QTO_MESSAGES.notTakeOffLine);
  return { ...line, approvalStatus: line.approvalStatus as QtoApprovalStatus, editVersion: Number(boq.edit_version) };
}

/** A change to an APPROVED take-off needs approving again; an emptied one has no items. */
async function afterSelectionChange(tx: Db, tenant: Tenant, line: LockedLine): Promise<QtoApprovalStatus> {
  const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(boqTakeOffs).where(tenant.where(boqTakeOffs, eq(boqTakeOffs.boqItemId, line.id)));
  const status: QtoApprovalStatus = Number(n) === 0 ? 'NO_ITEM' : line.approvalStatus === 'APPROVED' ? 'PENDING' : line.approvalStatus;
  if (status !== line.approvalStatus) await tx.update(boqItems).set({ approvalStatus: status, updatedAt: new Date() }).where(eq(boqItems.id, line.id));
  return status;
}

export class QtoService {
  /** GET /boq/quantity-take-off?key=&search=: the company's catalogue items a line can take (no parents with variations). */
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
          eq(items.isDraft, false),
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

  /** POST /boq/quantity-take-off {key, itemId, amount}: adds the item or sets its amount. */
  async change(tenant: Tenant, accountId: number, input: { key: string; itemId: number; amount: number }) {
    return tenant.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      const line = await lockLine(tx, scoped, input.key);
      const [item] = await tx
        .select({ id: items.id, name: items.name, variationCount: items.variationCount, isDeleted: items.isDeleted })
        .from(items)
        .where(scoped.byId(items, input.itemId));
      if (!item || item.isDeleted) throw notFound('Item');
      if (item.variationCount > 0) throw unprocessable(QTO_MESSAGES.parentItem(item.name));
      const amount = D(input.amount).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
      const [row] = await tx
        .insert(boqTakeOffs)
        .values(scoped.values({ boqItemId: line.id, itemId: item.id, amount, createdById: accountId }))
        .onConflictDoUpdate({ target: [boqTakeOffs.boqItemId, boqTakeOffs.itemId], set: { amount, updatedAt: new Date() } })
        .returning({ id: boqTakeOffs.id });
      const approvalStatus = await afterSelectionChange(tx, scoped, line);
      return { data: { id: row.id, itemId: item.id, amount: D(amount).toString(), approvalStatus }, message: QTO_MESSAGES.saved };
    });
  }

  /** DELETE /boq/quantity-take-off?id={selectionId}. */
  async remove(tenant: Tenant, selectionId: number) {
    return tenant.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      const [found] = await tx
        .select({ key: boqItems.key })
        .from(boqTakeOffs)
        .innerJoin(boqItems, eq(boqItems.id, boqTakeOffs.boqItemId))
        .where(scoped.byId(boqTakeOffs, selectionId));
      if (!found) throw notFound('Quantity take off item');
      const line = await lockLine(tx, scoped, found.key);
      const deleted = await tx.delete(boqTakeOffs).where(scoped.byId(boqTakeOffs, selectionId)).returning({ id: boqTakeOffs.id });
      if (deleted.length === 0) throw notFound('Quantity take off item');
      const approvalStatus = await afterSelectionChange(tx, scoped, line);
      return { message: QTO_MESSAGES.removed, approvalStatus };
    });
  }

  /**
   * PUT /boq/quantity-take-off/submit {key}: NO_ITEM -> PENDING (submitted for approval);
   * PENDING -> APPROVED, which applies the take-off to the line (decision 0016):
   * quantityTakeOffTotal = Σ round2(amount × item estimated buying price), isQuantityTakeOffItem
   * true, materialUnitCost = round2(quantityTakeOffTotal / quantity) (a line of quantity 0 gets
   * quantity 1). The BOQ's edit_version is bumped and the room told after commit.
   */
  async submit(tenant: Tenant, accountId: number, key: string) {
    let change: BoqRowsChanged | null = null;
    const answer = await tenant.db.transaction(async (tx) => {
      const scoped = tenant.on(tx);
      const line = await lockLine(tx, scoped, key);
      const selected = await tx
        .select({ amount: boqTakeOffs.amount, price: items.estimatedBuyingPrice })
        .from(boqTakeOffs)
        .innerJoin(items, eq(items.id, boqTakeOffs.itemId))
        .where(scoped.where(boqTakeOffs, eq(boqTakeOffs.boqItemId, line.id)));
      if (line.approvalStatus === 'APPROVED') throw unprocessable(QTO_MESSAGES.alreadyApproved);
      if (selected.length === 0) throw unprocessable(QTO_MESSAGES.empty);
      if (line.approvalStatus === 'NO_ITEM') {
        await tx.update(boqItems).set({ approvalStatus: 'PENDING', updatedAt: new Date() }).where(eq(boqItems.id, line.id));
        return { message: QTO_MESSAGES.submitted, approvalStatus: 'PENDING' as const };
      }
      const total = selected.reduce((sum, row) => sum.plus(cents(D(row.amount).times(row.price))), new Decimal(0));
      const quantity = D(line.quantity).isZero() ? new Decimal(1) : D(line.quantity);
      const values = {
        approvalStatus: 'APPROVED',
        isQuantityTakeOffItem: true,
        quantityTakeOffTotal: cents(total).toFixed(2),
        quantity: quantity.toFixed(4),
        materialUnitCost: cents(total.div(quantity)).toFixed(2),
      };
      await tx.update(boqItems).set({ ...values, updatedAt: new Date() }).where(eq(boqItems.id, line.id));
      const editVersion = line.editVersion + 1;
      await tx.update(billOfQuantities).set({ editVersion, updatedAt: new Date() }).where(eq(billOfQuantities.id, line.boqId));
      const before: Record<string, unknown> = { ...line, quantity: D(line.quantity).toFixed(4) };
      const changes = Object.fromEntries(
        Object.entries(values)
          .filter(([field, value]) => String(before[field]) !== String(value))
          .map(([field, value]) => [field, [before[field], value]]),
      );
      await tx.insert(boqHistory).values(scoped.values({ boqId: line.boqId, accountId, action: 'QTO_APPROVE', rowId: line.id, changes }));
      change = { companyId: tenant.companyId, boqId: line.boqId, rowIds: [line.id], editVersion, reason: 'QTO_APPROVE', accountId };
      return {
        message: QTO_MESSAGES.approved,
        approvalStatus: 'APPROVED' as const,
        data: { key, quantityTakeOffTotal: values.quantityTakeOffTotal, materialUnitCost: values.materialUnitCost, quantity: D(values.quantity).toString() },
      };
    });
    if (change) await notifyBoqRowsChanged(change);
    return answer;
  }
}
