import { addToStock, DRAFT_ITEM_MESSAGES, INSUFFICIENT_STOCK_MESSAGE, isDraftItem, RECEIPT_CODE_PREFIX, receiptType, takeFromStock, type ReceiptTypeKey, type StockHolding } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, itemReceiptLines, itemReceipts, items, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound, unprocessable } from '../../http/errors';
import { nextDocumentCode } from './sequences';

/** One line of a movement: quantity above 0 (4 decimals), rate in pesos (2 decimals). */
export interface LedgerLineInput {
  itemId: number;
  quantity: Decimal.Value;
  rate?: Decimal.Value;
  description?: string;
  /** An adding line's stock value when not quantity x rate (a transfer in carries what its source gave up). */
  cost?: Decimal.Value;
  /** The order line received (PURCHASE_ORDER receipts). */
  purchaseOrderLineId?: number | null;
  /** The BOQ line an issue is charged to (of the receipt's project). */
  boqItemId?: number | null;
}

export interface PostReceiptInput {
  type: ReceiptTypeKey;
  warehouseId: number;
  lines: LedgerLineInput[];
  reference?: string;
  memo?: string;
  supplierId?: number | null;
  purchaseOrderId?: number | null;
  relatedReceiptId?: number | null;
  deliveryId?: number | null;
  /** An issue charged to a project: its material cost. */
  projectId?: number | null;
  jobOrderId?: number | null;
  processedById: number | null;
  /** Backdating (the demo seed); now unless given. */
  at?: Date;
}

export interface PostedReceipt {
  id: number;
  code: string;
  type: ReceiptTypeKey;
  warehouseId: number;
  /** Σ line totals (quantity × rate, each rounded to centavos). */
  total: string;
  createdAt: Date;
  /** Each line's stock value moved, in the input's order: + on adding lines, - on deducting ones (4 decimals). */
  lineCosts: Decimal[];
}

export const CHOOSE_VARIATION = (itemName: string) => `Choose a variation of ${itemName}`;

const toQuantity = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
const toMoney = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
/** A stock figure as people read it: 10, 2.5, -3. */
export const readableQuantity = (value: Decimal.Value) => new Decimal(value).toString();

/**
 * Posts one item receipt: the stock ledger's only writer. Inside the caller's transaction it
 * numbers the receipt (IR-000001 per company), checks the warehouse and the items (the company's,
 * live, published, not a parent of variations), inserts the receipt and its lines with the signed quantity,
 * and moves `stock_levels` and `items.stock_count` by the same amounts. A deducting receipt first
 * locks each stock level it takes from (`SELECT … FOR UPDATE`, the row created at 0 when missing)
 * and refuses with 422 when the stock would go below zero, unless the company allows negative
 * stock. Concurrent deductions of the same stock queue on that lock and never overdraw it.
 * Stock is valued at the moving average per warehouse and item (shared `addToStock`,
 * `takeFromStock`): an adding line adds quantity x rate (or its given cost) to `stock_levels.value`,
 * a deducting line takes quantity x the average read under that lock; each line keeps its
 * signed value in `cost_total`.
 */
export async function post(tx: Db, tenant: Tenant, input: PostReceiptInput): Promise<PostedReceipt> {
  const scoped = tenant.on(tx);
  const type = receiptType(input.type);
  if (!type) throw new Error(`unknown receipt type ${input.type}`);
  const deducting = type.itemImpact === 'DEDUCTING';

  // The counter first: every posting takes its locks in the same order.
  const code = await nextDocumentCode(tx, scoped, RECEIPT_CODE_PREFIX);

  // FOR SHARE: a warehouse cannot be deleted while stock is posted into it.
  const [warehouse] = await tx
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(scoped.where(warehouses, eq(warehouses.id, input.warehouseId), eq(warehouses.isDeleted, false)))
    .for('share');
  if (!warehouse) throw notFound('Warehouse');

  const itemIds = [...new Set(input.lines.map((line) => line.itemId))];
  const parents = alias(items, 'parent');
  const found = itemIds.length
    ? await tx
        .select({
          id: items.id,
          name: items.name,
          parentId: items.parentId,
          variationCount: items.variationCount,
          isDeleted: items.isDeleted,
          isDraft: items.isDraft,
          parentIsDraft: parents.isDraft,
        })
        .from(items)
        .leftJoin(parents, and(eq(parents.id, items.parentId), eq(parents.companyId, items.companyId)))
        .where(scoped.where(items, inArray(items.id, itemIds)))
    : [];
  const byId = new Map(found.map((item) => [item.id, item]));
  for (const itemId of itemIds) {
    const item = byId.get(itemId);
    if (!item || item.isDeleted) throw notFound('Item');
    if (item.parentId === null && item.variationCount > 0) throw unprocessable(CHOOSE_VARIATION(item.name));
    // Every movement (receipt, adjustment, transfer, issue) refuses a draft here, at the one writer.
    if (isDraftItem(item, item.parentIsDraft === null ? null : { isDraft: item.parentIsDraft })) throw unprocessable(DRAFT_ITEM_MESSAGES.stock(item.name));
  }

  const lines = input.lines.map((line) => {
    const quantity = toQuantity(line.quantity);
    const rate = toMoney(line.rate ?? 0);
    return { ...line, quantity, rate, total: toMoney(quantity.times(rate)), signed: deducting ? quantity.negated() : quantity };
  });
  // The change per item, in the order the items first appear.
  const deltas = new Map<number, Decimal>();
  for (const line of lines) deltas.set(line.itemId, (deltas.get(line.itemId) ?? new Decimal(0)).plus(line.signed));
  const changes = [...deltas].map(([itemId, delta]) => ({ itemId, delta, value: new Decimal(0) }));
  const changeOf = new Map(changes.map((change) => [change.itemId, change]));
  const costs: Decimal[] = [];
  /** What each item's stock held before this receipt (read under the lock; deducting receipts only). */
  const holdings = new Map<number, StockHolding>();

  if (deducting && changes.length) {
    const [company] = await tx.select({ allowNegativeStock: companies.allowNegativeStock }).from(companies).where(eq(companies.id, tenant.companyId));
    await tx.execute(sql`
      insert into stock_levels (company_id, warehouse_id, item_id, quantity)
      values ${sql.join(changes.map((c) => sql`(${tenant.companyId}, ${warehouse.id}, ${c.itemId}, 0)`), sql`, `)}
      on conflict (warehouse_id, item_id) do nothing`);
    // Locked in item order, so two receipts deducting the same items cannot deadlock.
    const locked = await tx.execute(sql`
      select item_id, quantity::text as quantity, value::text as value from stock_levels
      where warehouse_id = ${warehouse.id} and item_id in (${sql.join(changes.map((c) => sql`${c.itemId}`), sql`, `)})
      order by item_id
      for update`);
    for (const r of locked.rows as { item_id: number; quantity: string; value: string }[]) {
      holdings.set(Number(r.item_id), { quantity: new Decimal(r.quantity), value: new Decimal(r.value) });
    }
    if (!company.allowNegativeStock) {
      for (const change of changes) {
        const held = holdings.get(change.itemId)?.quantity ?? new Decimal(0);
        if (held.plus(change.delta).isNegative()) {
          throw unprocessable(INSUFFICIENT_STOCK_MESSAGE(byId.get(change.itemId)!.name, warehouse.name, readableQuantity(held)));
        }
      }
    }
  }

  // Each deducting line takes the average of what is left after the lines before it.
  for (const line of lines) {
    const change = changeOf.get(line.itemId)!;
    if (deducting) {
      const held = holdings.get(line.itemId) ?? { quantity: new Decimal(0), value: new Decimal(0) };
      const taken = takeFromStock(held, line.quantity);
      holdings.set(line.itemId, taken.after);
      costs.push(taken.cost);
      change.value = change.value.plus(taken.cost);
    } else {
      const added = addToStock({ quantity: new Decimal(0), value: new Decimal(0) }, line.quantity, line.rate, line.cost);
      costs.push(added.cost);
      change.value = change.value.plus(added.cost);
    }
  }

  const total = lines.reduce((sum, line) => sum.plus(line.total), new Decimal(0));
  const at = input.at ?? new Date();
  const [receipt] = await tx
    .insert(itemReceipts)
    .values(
      scoped.values({
        code,
        type: type.key,
        warehouseId: warehouse.id,
        relatedReceiptId: input.relatedReceiptId ?? null,
        supplierId: input.supplierId ?? null,
        purchaseOrderId: input.purchaseOrderId ?? null,
        deliveryId: input.deliveryId ?? null,
        projectId: input.projectId ?? null,
        jobOrderId: input.jobOrderId ?? null,
        reference: input.reference ?? '',
        memo: input.memo ?? '',
        totalPayableAmount: total.toFixed(2),
        processedById: input.processedById,
        createdAt: at,
      }),
    )
    .returning({ id: itemReceipts.id, createdAt: itemReceipts.createdAt });
  if (lines.length) {
    await tx.insert(itemReceiptLines).values(
      lines.map((line, index) =>
        scoped.values({
          receiptId: receipt.id,
          itemId: line.itemId,
          warehouseId: warehouse.id,
          type: type.key,
          quantity: line.quantity.toFixed(4),
          signedQuantity: line.signed.toFixed(4),
          rate: line.rate.toFixed(2),
          total: line.total.toFixed(2),
          costTotal: costs[index].toFixed(4),
          purchaseOrderLineId: line.purchaseOrderLineId ?? null,
          boqItemId: line.boqItemId ?? null,
          description: line.description ?? '',
          createdAt: at,
        }),
      ),
    );
  }
  if (changes.length) {
    await tx.execute(sql`
      insert into stock_levels (company_id, warehouse_id, item_id, quantity, value, updated_at)
      values ${sql.join(changes.map((c) => sql`(${tenant.companyId}, ${warehouse.id}, ${c.itemId}, ${c.delta.toFixed(4)}::numeric, ${c.value.toFixed(4)}::numeric, ${at.toISOString()}::timestamptz)`), sql`, `)}
      on conflict (warehouse_id, item_id) do update set quantity = stock_levels.quantity + excluded.quantity, value = stock_levels.value + excluded.value, updated_at = excluded.updated_at`);
    await tx.execute(sql`
      update items set stock_count = items.stock_count + v.delta
      from (values ${sql.join(changes.map((c) => sql`(${c.itemId}::int, ${c.delta.toFixed(4)}::numeric)`), sql`, `)}) as v(id, delta)
      where items.id = v.id and items.company_id = ${tenant.companyId}`);
    // A parent's stock is the sum of its variants' (it is never moved itself).
    await tx.execute(sql`
      update items set stock_count = items.stock_count + d.delta
      from (select i.parent_id, sum(v.delta) as delta
            from (values ${sql.join(changes.map((c) => sql`(${c.itemId}::int, ${c.delta.toFixed(4)}::numeric)`), sql`, `)}) as v(id, delta)
            join items i on i.id = v.id and i.company_id = ${tenant.companyId}
            where i.parent_id is not null group by i.parent_id) as d
      where items.id = d.parent_id and items.company_id = ${tenant.companyId}`);
  }
  return { id: receipt.id, code, type: type.key, warehouseId: warehouse.id, total: total.toFixed(2), createdAt: receipt.createdAt, lineCosts: costs };
}

/** Points a receipt at its partner (the two halves of a transfer). */
export async function linkReceipts(tx: Db, tenant: Tenant, id: number, relatedReceiptId: number) {
  await tx.update(itemReceipts).set({ relatedReceiptId }).where(and(eq(itemReceipts.companyId, tenant.companyId), eq(itemReceipts.id, id)));
}
