import { orderLineMoney, PURCHASE_ORDER_CODE_PREFIX } from '@haligi/shared';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, items, purchaseOrderLines, purchaseOrders, suppliers, warehouses } from '../db/schema';
import { Tenant } from '../db/tenant';
import { DeliveriesService } from '../modules/deliveries/deliveries.service';
import { nextDocumentCode } from '../modules/inventory/sequences';

const DAY = 24 * 60 * 60 * 1000;

/**
 * An approved purchase order still to deliver (Bagong Lakas to the Makati warehouse) and a delivery
 * of part of it waiting for approval: the delivery screens have something to show. Nothing when
 * the supplier, the warehouse or the items are missing.
 */
export async function createDemoDeliveries(db: Db, companyId: number): Promise<void> {
  const tenant = new Tenant(db, companyId);
  const [supplier] = await db.select().from(suppliers).where(tenant.where(suppliers, eq(suppliers.name, 'Bagong Lakas Hardware – Quezon Ave')));
  const [warehouse] = await db.select().from(warehouses).where(tenant.where(warehouses, eq(warehouses.name, 'Makati Central Warehouse')));
  const [buyer] = await db.select().from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.email, 'owner@bayanihan.ph')));
  const wanted: [string, number, string][] = [
    ['Portland Cement Type 1 40kg', 300, '265.00'],
    ['Concrete Hollow Block 4"', 1500, '16.00'],
    ['Tie Wire #16', 40, '95.50'],
  ];
  const found = await db.select().from(items).where(tenant.where(items, inArray(items.name, wanted.map(([name]) => name))));
  if (!supplier || !warehouse || !buyer || found.length === 0) return;
  const lines = wanted.flatMap(([name, quantity, unitPrice]) => {
    const item = found.find((i) => i.name === name);
    return item ? [{ item, quantity: String(quantity), unitPrice, ...orderLineMoney(quantity, unitPrice) }] : [];
  });
  const total = lines.reduce((sum, line) => sum.plus(line.gross), new Decimal(0)).toFixed(2);
  const vatAmount = lines.reduce((sum, line) => sum.plus(line.vat), new Decimal(0)).toFixed(2);
  const at = new Date(Date.now() - 3 * DAY);
  const [order] = await db
    .insert(purchaseOrders)
    .values(
      tenant.values({
        code: await nextDocumentCode(db, tenant, PURCHASE_ORDER_CODE_PREFIX),
        supplierId: supplier.id,
        warehouseId: warehouse.id,
        status: 'APPROVED',
        total,
        vatAmount,
        deliveryDate: new Date(Date.now() + 4 * DAY),
        deliveryTerms: 'DELIVERED_TO_WAREHOUSE',
        memo: 'Materials for the Makati stockyard',
        createdById: buyer.id,
        createdAt: at,
        updatedAt: at,
      }),
    )
    .returning();
  const orderLines = await db
    .insert(purchaseOrderLines)
    .values(lines.map((line) => tenant.values({ purchaseOrderId: order.id, itemId: line.item.id, itemName: line.item.name, quantity: line.quantity, unitPrice: line.unitPrice, amount: line.amount, vatAmount: line.vat })))
    .returning();
  await new DeliveriesService().create(tenant, { id: buyer.id, name: `${buyer.firstName} ${buyer.lastName}` }, {
    kind: 'PURCHASE_ORDER',
    purchaseOrderId: order.id,
    scheduledDate: new Date(Date.now() + 2 * DAY),
    deliveryTerms: 'DELIVERED_TO_WAREHOUSE',
    plateNumber: 'NAB 4821',
    driverName: 'Rodel Magsino',
    memo: 'First truck: cement only',
    lines: [{ purchaseOrderLineId: orderLines[0].id, quantity: 100 }],
  });
}
