import { DELIVERABLE_ORDER_STATUSES, DELIVERY_APPROVAL_STATUSES, DELIVERY_KINDS, DELIVERY_STATUS_LIST, orderLineUndelivered, TRUCK_LOAD_STAGE_LIST } from '@haligi/shared';
import Decimal from 'decimal.js';
import { asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, deliveries, deliveryEvents, deliveryLines, items, purchaseOrderLines, purchaseOrders, suppliers, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, notFound } from '../../http/errors';
import { filterId, type TableSource } from '../../http/table';
import { latestApprovalStatus } from '../approvals/approval-engine';

const fromWarehouses = alias(warehouses, 'from_warehouse');
const toWarehouses = alias(warehouses, 'to_warehouse');
const creators = alias(accounts, 'creator');

const STATUSES: string[] = DELIVERY_STATUS_LIST.map((s) => s.key);
const STAGES: string[] = TRUCK_LOAD_STAGE_LIST.map((s) => s.key);
/** Pesos on the wire: exact text with 2 decimals. */
const moneyText = (value: Decimal.Value) => new Decimal(value).toFixed(2);
const quantityText = (value: Decimal.Value) => new Decimal(value).toString();
const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

const selectDeliveries = (db: Db) =>
  db
    .select({
      id: deliveries.id,
      code: deliveries.code,
      kind: deliveries.kind,
      status: deliveries.status,
      stage: deliveries.stage,
      approvalStatus: deliveries.approvalStatus,
      statusReason: deliveries.statusReason,
      purchaseOrderId: deliveries.purchaseOrderId,
      purchaseOrderCode: purchaseOrders.code,
      supplierId: suppliers.id,
      supplierName: suppliers.name,
      fromWarehouseId: deliveries.fromWarehouseId,
      fromWarehouseName: fromWarehouses.name,
      toWarehouseId: deliveries.toWarehouseId,
      toWarehouseName: toWarehouses.name,
      scheduledDate: deliveries.scheduledDate,
      deliveryTerms: deliveries.deliveryTerms,
      plateNumber: deliveries.plateNumber,
      driverName: deliveries.driverName,
      memo: deliveries.memo,
      receiptId: deliveries.receiptId,
      createdById: deliveries.createdById,
      createdByName: sql<string | null>`${creators.firstName} || ' ' || ${creators.lastName}`,
      createdAt: deliveries.createdAt,
      updatedAt: deliveries.updatedAt,
      lineCount: sql<number>`(select count(*)::int from ${deliveryLines} where ${deliveryLines.deliveryId} = ${deliveries.id})`,
    })
    .from(deliveries)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, deliveries.purchaseOrderId))
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(fromWarehouses, eq(fromWarehouses.id, deliveries.fromWarehouseId))
    .innerJoin(toWarehouses, eq(toWarehouses.id, deliveries.toWarehouseId))
    .leftJoin(creators, eq(creators.id, deliveries.createdById));

type Row = Awaited<ReturnType<ReturnType<typeof selectDeliveries>['execute']>>[number];

/** A delivery as lists answer it. */
const toDeliveryAnswer = (row: Row) => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  status: row.status,
  stage: row.stage,
  approvalStatus: row.approvalStatus,
  statusReason: row.statusReason,
  purchaseOrder: row.purchaseOrderId === null ? null : { id: row.purchaseOrderId, code: row.purchaseOrderCode ?? '' },
  supplier: named(row.supplierId, row.supplierName),
  fromWarehouse: named(row.fromWarehouseId, row.fromWarehouseName),
  toWarehouse: { id: row.toWarehouseId, name: row.toWarehouseName },
  scheduledDate: row.scheduledDate,
  deliveryTerms: row.deliveryTerms,
  plateNumber: row.plateNumber,
  driverName: row.driverName,
  memo: row.memo,
  receiptId: row.receiptId,
  lineCount: Number(row.lineCount),
  createdBy: named(row.createdById, row.createdByName),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export type DeliveryAnswer = ReturnType<typeof toDeliveryAnswer>;

/** PUT /delivery: the company's deliveries; filters status, stage, kind, approvalStatus, purchaseOrderId; search code, plate, driver. */
export function deliveriesTable(tenant: Tenant): TableSource<DeliveryAnswer> {
  const oneOf = (key: string, allowed: readonly string[], column: AnyColumn) => (value: string) => {
    if (!allowed.includes(value)) throw badRequest([`filters: unknown ${key} ${value}`]);
    return eq(column, value);
  };
  return {
    sortable: {
      code: deliveries.code,
      status: deliveries.status,
      stage: deliveries.stage,
      scheduledDate: deliveries.scheduledDate,
      createdAt: deliveries.createdAt,
      updatedAt: deliveries.updatedAt,
    },
    searchable: { code: deliveries.code, plateNumber: deliveries.plateNumber, driverName: deliveries.driverName, purchaseOrder: purchaseOrders.code },
    filters: {
      status: oneOf('status', STATUSES, deliveries.status),
      stage: oneOf('stage', STAGES, deliveries.stage),
      kind: oneOf('kind', DELIVERY_KINDS, deliveries.kind),
      approvalStatus: oneOf('approvalStatus', DELIVERY_APPROVAL_STATUSES, deliveries.approvalStatus),
      purchaseOrderId: (value) => eq(deliveries.purchaseOrderId, filterId('purchaseOrderId', value)),
    },
    baseWhere: tenant.where(deliveries),
    idColumn: deliveries.id,
    list: async (where, orderBy, limit, offset) => (await selectDeliveries(tenant.db).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toDeliveryAnswer),
    count: async (where) =>
      (await tenant.db.select({ n: count() }).from(deliveries).leftJoin(purchaseOrders, eq(purchaseOrders.id, deliveries.purchaseOrderId)).where(where))[0].n,
  };
}

/** GET /delivery?id=: the delivery with its lines, its events (oldest first) and its approval status. */
export async function findDelivery(db: Db, tenant: Tenant, id: number) {
  const [row] = await selectDeliveries(db).where(tenant.byId(deliveries, id));
  if (!row) throw notFound('Delivery');
  const lines = await db
    .select({ line: deliveryLines, itemName: items.name, sku: items.sku, uom: items.uom, unitPrice: purchaseOrderLines.unitPrice, orderQuantity: purchaseOrderLines.quantity })
    .from(deliveryLines)
    .innerJoin(items, eq(items.id, deliveryLines.itemId))
    .leftJoin(purchaseOrderLines, eq(purchaseOrderLines.id, deliveryLines.purchaseOrderLineId))
    .where(tenant.where(deliveryLines, eq(deliveryLines.deliveryId, id)))
    .orderBy(asc(deliveryLines.id));
  const events = await db
    .select({ event: deliveryEvents, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(deliveryEvents)
    .leftJoin(accounts, eq(accounts.id, deliveryEvents.accountId))
    .where(tenant.where(deliveryEvents, eq(deliveryEvents.deliveryId, id)))
    .orderBy(asc(deliveryEvents.createdAt), asc(deliveryEvents.id));
  const approval = await latestApprovalStatus(db, tenant, 'DELIVERY', [id]);
  return {
    ...toDeliveryAnswer(row),
    approval: { status: approval.get(id) ?? null },
    lines: lines.map(({ line, itemName, sku, uom, unitPrice, orderQuantity }) => ({
      id: line.id,
      purchaseOrderLineId: line.purchaseOrderLineId,
      itemId: line.itemId,
      itemName,
      sku,
      uom,
      quantity: quantityText(line.quantity),
      quantityReceived: quantityText(line.quantityReceived),
      orderQuantity: orderQuantity === null ? null : quantityText(orderQuantity),
      unitPrice: unitPrice === null ? null : moneyText(unitPrice),
      amount: unitPrice === null ? null : new Decimal(line.quantity).times(unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
    })),
    events: events.map(({ event, firstName, lastName }) => ({
      id: event.id,
      status: event.status,
      stage: event.stage,
      note: event.note,
      by: event.accountId === null ? null : { id: event.accountId, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() },
      createdAt: event.createdAt,
    })),
  };
}

/**
 * GET /delivery/open-orders?search=: approved or partially delivered orders with lines still to
 * deliver (neither received nor on another delivery), newest first, at most 50: the "From purchase
 * order" picker.
 */
export async function openOrders(db: Db, tenant: Tenant, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const orders = await db
    .select({ id: purchaseOrders.id, code: purchaseOrders.code, status: purchaseOrders.status, deliveryDate: purchaseOrders.deliveryDate, deliveryTerms: purchaseOrders.deliveryTerms, supplierId: suppliers.id, supplierName: suppliers.name, warehouseId: warehouses.id, warehouseName: warehouses.name })
    .from(purchaseOrders)
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .leftJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouseId))
    .where(
      tenant.where(
        purchaseOrders,
        inArray(purchaseOrders.status, [...DELIVERABLE_ORDER_STATUSES]),
        sql`exists (select 1 from ${purchaseOrderLines} l where l.purchase_order_id = ${purchaseOrders.id} and l.quantity > l.quantity_received + l.quantity_in_delivery)`,
        search ? or(ilike(purchaseOrders.code, pattern), ilike(suppliers.name, pattern)) : undefined,
      ),
    )
    .orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
    .limit(50);
  const lines = orders.length
    ? await db
        .select()
        .from(purchaseOrderLines)
        .where(tenant.where(purchaseOrderLines, inArray(purchaseOrderLines.purchaseOrderId, orders.map((o) => o.id))))
        .orderBy(asc(purchaseOrderLines.id))
    : [];
  return orders.map((order) => ({
    id: order.id,
    code: order.code,
    status: order.status,
    deliveryDate: order.deliveryDate,
    deliveryTerms: order.deliveryTerms,
    supplier: named(order.supplierId, order.supplierName),
    warehouse: named(order.warehouseId, order.warehouseName),
    lines: lines
      .filter((line) => line.purchaseOrderId === order.id)
      .map((line) => ({
        id: line.id,
        itemId: line.itemId,
        itemName: line.itemName,
        description: line.description,
        quantity: quantityText(line.quantity),
        quantityReceived: quantityText(line.quantityReceived),
        quantityInDelivery: quantityText(line.quantityInDelivery),
        quantityRemaining: orderLineUndelivered(line),
        unitPrice: moneyText(line.unitPrice),
      })),
  }));
}
