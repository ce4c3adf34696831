import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, itemReceiptLines, items, purchaseOrderLines, purchaseOrders, stockLevels, suppliers } from '../src/db/schema';
import { call, type TestServer, type TestUser } from './helper';

export const ALL_WAREHOUSE_SCOPES = [
  'ASSET_WAREHOUSE_COMPANY_ACCESS',
  'ASSET_WAREHOUSE_PROJECT_ACCESS',
  'ASSET_WAREHOUSE_INTRANSIT_ACCESS',
  'ASSET_WAREHOUSE_TEMPORARY_ACCESS',
];

/** A catalogue item inserted directly (the item endpoints have their own tests). */
export async function insertItem(
  server: TestServer,
  companyId: number,
  fields: Partial<typeof items.$inferInsert> = {},
): Promise<typeof items.$inferSelect> {
  const tag = randomBytes(3).toString('hex');
  const [item] = await server.context.db
    .insert(items)
    .values({ companyId, name: `Portland Cement 40kg ${tag}`, sku: `CEM-${tag}`, uom: 'bag', ...fields })
    .returning();
  return item;
}

export async function insertSupplier(server: TestServer, companyId: number, name = `Supplier ${randomBytes(3).toString('hex')}`) {
  const [supplier] = await server.context.db.insert(suppliers).values({ companyId, name }).returning();
  return supplier;
}

export async function createWarehouse(server: TestServer, user: TestUser, body: Record<string, unknown> = {}): Promise<any> {
  const answer = await call(server, 'POST', '/warehouse', {
    token: user.token,
    body: { kind: 'COMPANY', name: `Warehouse ${randomBytes(3).toString('hex')}`, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** Posts an adjustment and expects 201; answers the receipt. */
export async function adjust(server: TestServer, user: TestUser, warehouseId: number, direction: 'ADD' | 'DEDUCT', lines: { itemId: number; quantity: number | string; rate?: number }[]) {
  const answer = await call(server, 'POST', '/inventory/adjustment', { token: user.token, body: { warehouseId, direction, items: lines } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** The stock level of an item in a warehouse as text ("0" when there is no row). */
export async function stockLevel(server: TestServer, warehouseId: number, itemId: number): Promise<string> {
  const [row] = await server.context.db
    .select({ quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.warehouseId, warehouseId), eq(stockLevels.itemId, itemId)));
  return row ? row.quantity : '0';
}

/** The ledger invariant: every stock level and every item's stock_count (a parent's: its variants') equal the sums of the lines. */
export async function expectLedgerConsistent(server: TestServer, companyId: number) {
  const { db } = server.context;
  const levels = await db.execute(sql`
    select s.warehouse_id, s.item_id, s.quantity::text as held, coalesce(sum(l.signed_quantity), 0)::text as ledger
    from ${stockLevels} s left join ${itemReceiptLines} l on l.warehouse_id = s.warehouse_id and l.item_id = s.item_id
    where s.company_id = ${companyId}
    group by s.warehouse_id, s.item_id, s.quantity`);
  for (const row of levels.rows as { held: string; ledger: string }[]) expect(Number(row.held), JSON.stringify(row)).toBe(Number(row.ledger));
  const orphans = await db.execute(sql`
    select l.warehouse_id, l.item_id from ${itemReceiptLines} l
    left join ${stockLevels} s on s.warehouse_id = l.warehouse_id and s.item_id = l.item_id
    where l.company_id = ${companyId} and s.item_id is null`);
  expect(orphans.rows).toEqual([]);
  const counts = await db.execute(sql`
    select i.id, i.stock_count::text as stock_count,
           coalesce((select sum(l.signed_quantity) from ${itemReceiptLines} l
                     where l.item_id = i.id or l.item_id in (select v.id from ${items} v where v.parent_id = i.id)), 0)::text as ledger
    from ${items} i where i.company_id = ${companyId}`);
  for (const row of counts.rows as { stock_count: string; ledger: string }[]) expect(Number(row.stock_count), JSON.stringify(row)).toBe(Number(row.ledger));
}

export async function setAllowNegativeStock(server: TestServer, companyId: number, allow: boolean) {
  await server.context.db.update(companies).set({ allowNegativeStock: allow }).where(eq(companies.id, companyId));
}

export interface PurchaseOrderLineSeed {
  itemId: number;
  itemName: string;
  quantity: string;
  unitPrice: string;
  vatInclusive?: boolean;
  boqItemId?: number | null;
  description?: string;
}

/**
 * A purchase order inserted directly (purchasing's POST /purchase-order has its own tests): its
 * lines, amount = round2(quantity x unitPrice), total their sum, status APPROVED unless given.
 */
export async function insertPurchaseOrder(server: TestServer, companyId: number, fields: Partial<typeof purchaseOrders.$inferInsert>, lines: PurchaseOrderLineSeed[]) {
  const { db } = server.context;
  const amounts = lines.map((line) => (Math.round(Number(line.quantity) * Number(line.unitPrice) * 100) / 100).toFixed(2));
  const total = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0) / 100;
  const [order] = await db
    .insert(purchaseOrders)
    .values({ companyId, code: `PO-${String(100000 + (randomBytes(4).readUInt32BE() % 900000))}`, status: 'APPROVED', total: total.toFixed(2), ...fields })
    .returning();
  const rows = await db
    .insert(purchaseOrderLines)
    .values(
      lines.map((line, index) => ({
        companyId,
        purchaseOrderId: order.id,
        itemId: line.itemId,
        itemName: line.itemName,
        description: line.description ?? '',
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        vatInclusive: line.vatInclusive ?? true,
        amount: amounts[index],
        boqItemId: line.boqItemId ?? null,
      })),
    )
    .returning();
  return { order, lines: rows };
}

/** Inserts an approved order for the lines and receives all of it through POST /purchase-order/{id}/receive (201); answers the receipt. */
export async function orderAndReceive(
  server: TestServer,
  user: TestUser,
  target: { warehouseId: number; supplierId: number },
  lines: { itemId: number; quantity: number | string; rate: number | string; description?: string }[],
  extra: { reference?: string; memo?: string } = {},
) {
  const names = await server.context.db.select({ id: items.id, name: items.name }).from(items).where(eq(items.companyId, user.companyId));
  const { order, lines: rows } = await insertPurchaseOrder(
    server,
    user.companyId,
    target,
    lines.map((line) => ({ itemId: line.itemId, itemName: names.find((n) => n.id === line.itemId)!.name, quantity: String(line.quantity), unitPrice: Number(line.rate).toFixed(2), description: line.description })),
  );
  const answer = await call(server, 'POST', `/purchase-order/${order.id}/receive`, {
    token: user.token,
    body: { warehouseId: target.warehouseId, lines: rows.map((row) => ({ purchaseOrderLineId: row.id, quantity: row.quantity })), ...extra },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}
