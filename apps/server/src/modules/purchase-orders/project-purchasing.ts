import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billOfQuantities, boqItems, itemReceiptLines, items, projects, purchaseOrderLines, purchaseOrders, purchaseRequestLines, purchaseRequests } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { notFound } from '../../http/errors';

const qtyText = (value: Decimal.Value) => new Decimal(value).toString();

/**
 * GET /project/{id}/purchasing: each BOQ line of the project's current revision (and any line of
 * an older revision that requests name), traced: requested (quantityPurchased), ordered, received,
 * the requests and orders naming it, and its material cost (minus the cost of the stock issues
 * charged to it: issues post negative cost_total). Canceled and rejected requests and orders are
 * listed with their status; their quantities no longer count.
 */
export async function projectPurchasing(db: Db, tenant: Tenant, projectId: number) {
  const [project] = await db.select({ id: projects.id }).from(projects).where(tenant.where(projects, eq(projects.id, projectId), eq(projects.isLead, false), eq(projects.isDeleted, false)));
  if (!project) throw notFound('Project');
  const [current] = await db
    .select({ id: billOfQuantities.id })
    .from(billOfQuantities)
    .where(tenant.where(billOfQuantities, eq(billOfQuantities.projectId, projectId)))
    .orderBy(desc(billOfQuantities.revision), desc(billOfQuantities.id))
    .limit(1);
  const requested = db
    .select({ id: purchaseRequestLines.boqItemId })
    .from(purchaseRequestLines)
    .innerJoin(purchaseRequests, eq(purchaseRequests.id, purchaseRequestLines.purchaseRequestId))
    .where(and(eq(purchaseRequests.companyId, tenant.companyId), eq(purchaseRequests.projectId, projectId)));
  const lines = await db
    .select({
      id: boqItems.id,
      key: boqItems.key,
      description: boqItems.description,
      itemName: items.name,
      quantity: boqItems.quantity,
      quantityPurchased: boqItems.quantityPurchased,
      quantityOrdered: boqItems.quantityOrdered,
      quantityReceived: boqItems.quantityReceived,
    })
    .from(boqItems)
    .innerJoin(billOfQuantities, eq(billOfQuantities.id, boqItems.boqId))
    .leftJoin(items, eq(items.id, boqItems.itemId))
    .where(
      and(
        tenant.where(boqItems, eq(boqItems.type, 'ITEM'), eq(billOfQuantities.projectId, projectId)),
        or(current ? eq(boqItems.boqId, current.id) : sql`false`, inArray(boqItems.id, requested)),
      ),
    )
    .orderBy(asc(boqItems.boqId), asc(boqItems.id));
  const ids = lines.map((line) => line.id);
  if (ids.length === 0) return [];
  const requests = await db
    .select({ boqItemId: purchaseRequestLines.boqItemId, code: purchaseRequests.code, status: purchaseRequests.status, quantity: purchaseRequestLines.quantity })
    .from(purchaseRequestLines)
    .innerJoin(purchaseRequests, eq(purchaseRequests.id, purchaseRequestLines.purchaseRequestId))
    .where(tenant.where(purchaseRequestLines, inArray(purchaseRequestLines.boqItemId, ids)))
    .orderBy(asc(purchaseRequests.id), asc(purchaseRequestLines.id));
  const orders = await db
    .select({ boqItemId: purchaseOrderLines.boqItemId, code: purchaseOrders.code, status: purchaseOrders.status, quantity: purchaseOrderLines.quantity, quantityReceived: purchaseOrderLines.quantityReceived })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(tenant.where(purchaseOrderLines, inArray(purchaseOrderLines.boqItemId, ids)))
    .orderBy(asc(purchaseOrders.id), asc(purchaseOrderLines.id));
  const costs = await db
    .select({ boqItemId: itemReceiptLines.boqItemId, cost: sql<string>`sum(${itemReceiptLines.costTotal})::text` })
    .from(itemReceiptLines)
    .where(tenant.where(itemReceiptLines, inArray(itemReceiptLines.boqItemId, ids)))
    .groupBy(itemReceiptLines.boqItemId);
  const costOf = new Map(costs.map((c) => [c.boqItemId, c.cost]));
  return lines.map((line) => ({
    boqItemId: line.id,
    boqKey: line.key,
    description: line.description,
    itemName: line.itemName,
    quantity: qtyText(line.quantity),
    quantityPurchased: qtyText(line.quantityPurchased),
    quantityOrdered: qtyText(line.quantityOrdered),
    quantityReceived: qtyText(line.quantityReceived),
    materialCost: new Decimal(costOf.get(line.id) ?? 0).negated().plus(0).toFixed(2),
    requests: requests.filter((r) => r.boqItemId === line.id).map((r) => ({ code: r.code, status: r.status, quantity: qtyText(r.quantity) })),
    orders: orders.filter((o) => o.boqItemId === line.id).map((o) => ({ code: o.code, status: o.status, quantity: qtyText(o.quantity), quantityReceived: qtyText(o.quantityReceived) })),
  }));
}
