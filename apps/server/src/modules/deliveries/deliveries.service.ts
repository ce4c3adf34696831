import {
  cancelRefusal,
  DELIVERABLE_ORDER_STATUSES,
  DELIVERY_CODE_PREFIX,
  DELIVERY_MESSAGES,
  orderLineUndelivered,
  receiveRefusal,
  stageRefusal,
  type AccountInformation,
  type CreateDeliveryRequest,
  type DeliveryStatus,
  type TruckLoadStage,
} from '@haligi/shared';
import Decimal from 'decimal.js';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveries, deliveryEvents, deliveryLines, items, purchaseOrderLines, purchaseOrders, warehouses } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { cancelApproval, submitForApproval, type Actor } from '../approvals/approval-engine';
import { nextDocumentCode } from '../inventory/sequences';
import { assertWarehouseKindAccess } from '../warehouses/warehouses.service';
import { receiveOrderDelivery, receiveTransferDelivery } from './delivery-receipt';

type DeliveryRow = typeof deliveries.$inferSelect;
type PurchaseOrderInput = Extract<CreateDeliveryRequest, { kind: 'PURCHASE_ORDER' }>;
type TransferInput = Extract<CreateDeliveryRequest, { kind: 'TRANSFER' }>;

const toQuantity = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);

/** One row of the delivery's history. */
export async function recordEvent(tx: Db, tenant: Tenant, delivery: { id: number; status: string; stage: string | null }, note: string, accountId: number | null) {
  await tx.insert(deliveryEvents).values(tenant.values({ deliveryId: delivery.id, status: delivery.status, stage: delivery.stage, note, accountId }));
}

/** The delivery row locked for the rest of the transaction: every change of one delivery runs after the other. */
async function lockDelivery(tx: Db, tenant: Tenant, id: number): Promise<DeliveryRow> {
  const [delivery] = await tx.select().from(deliveries).where(tenant.byId(deliveries, id)).for('update');
  if (!delivery) throw notFound('Delivery');
  return delivery;
}

/** A live warehouse of the company, or 404. */
async function assertWarehouse(tx: Db, tenant: Tenant, id: number) {
  const [warehouse] = await tx.select({ id: warehouses.id }).from(warehouses).where(tenant.where(warehouses, eq(warehouses.id, id), eq(warehouses.isDeleted, false)));
  if (!warehouse) throw notFound('Warehouse');
}

/**
 * Gives an order back what a delivery was carrying (the delivery ended: received, canceled or
 * rejected): each order line's quantity_in_delivery drops by the delivery line's quantity. The
 * order row is locked first (the order every path takes: delivery, order, its lines).
 */
async function releaseFromOrder(tx: Db, tenant: Tenant, delivery: DeliveryRow) {
  if (delivery.kind !== 'PURCHASE_ORDER' || delivery.purchaseOrderId === null) return;
  await tx.select({ id: purchaseOrders.id }).from(purchaseOrders).where(tenant.byId(purchaseOrders, delivery.purchaseOrderId)).for('update');
  const lines = await tx.select().from(deliveryLines).where(tenant.where(deliveryLines, eq(deliveryLines.deliveryId, delivery.id)));
  const orderLines = await tx
    .select()
    .from(purchaseOrderLines)
    .where(tenant.where(purchaseOrderLines, inArray(purchaseOrderLines.id, lines.map((line) => line.purchaseOrderLineId!))))
    .orderBy(asc(purchaseOrderLines.id))
    .for('update');
  for (const orderLine of orderLines) {
    const carried = lines.filter((line) => line.purchaseOrderLineId === orderLine.id).reduce((sum, line) => sum.plus(line.quantity), new Decimal(0));
    const left = Decimal.max(new Decimal(orderLine.quantityInDelivery).minus(carried), 0);
    await tx.update(purchaseOrderLines).set({ quantityInDelivery: left.toFixed(4) }).where(eq(purchaseOrderLines.id, orderLine.id));
  }
}

/**
 * Deliveries (decision 0041): a PURCHASE_ORDER delivery reserves part of an approved order's
 * undelivered quantity, a TRANSFER moves stock between warehouses. Each is submitted to the
 * DELIVERY workflow when created; once approved its truck goes LOADING, DISPATCHED, ARRIVED, and
 * receiving it posts the stock through the ledger. Every call is one transaction and every change
 * writes a delivery event.
 */
export class DeliveriesService {
  async create(tenant: Tenant, actor: Actor, input: CreateDeliveryRequest): Promise<number> {
    return tenant.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const scoped = tenant.on(tx);
      const prepared = input.kind === 'PURCHASE_ORDER' ? await this.reserveOrderLines(tx, scoped, input) : await this.checkTransfer(tx, scoped, input);
      const code = await nextDocumentCode(tx, scoped, DELIVERY_CODE_PREFIX);
      const [delivery] = await tx
        .insert(deliveries)
        .values(
          scoped.values({
            code,
            kind: input.kind,
            purchaseOrderId: input.kind === 'PURCHASE_ORDER' ? input.purchaseOrderId : null,
            fromWarehouseId: input.kind === 'TRANSFER' ? input.fromWarehouseId : null,
            toWarehouseId: prepared.toWarehouseId,
            status: 'PENDING',
            stage: null,
            approvalStatus: 'FOR_APPROVAL',
            scheduledDate: input.scheduledDate,
            deliveryTerms: input.deliveryTerms,
            plateNumber: input.plateNumber,
            driverName: input.driverName,
            memo: input.memo,
            createdById: actor.id,
          }),
        )
        .returning();
      await tx.insert(deliveryLines).values(prepared.lines.map((line) => scoped.values({ deliveryId: delivery.id, ...line })));
      await recordEvent(tx, scoped, delivery, 'Created', actor.id);
      await this.submit(tx, scoped, actor, delivery, prepared.amount);
      return delivery.id;
    });
  }

  /** Submits to the DELIVERY workflow: APPROVED at once when no step applies, else FOR_APPROVAL. */
  private async submit(tx: Db, tenant: Tenant, actor: Actor, delivery: DeliveryRow, amount: string) {
    const submitted = await submitForApproval(tx, tenant, { documentType: 'DELIVERY', documentId: delivery.id, documentCode: delivery.code, amount, requestedById: actor.id });
    const approvalStatus = submitted.status === 'APPROVED' ? 'APPROVED' : 'FOR_APPROVAL';
    await tx.update(deliveries).set({ approvalStatus, statusReason: null, updatedAt: new Date() }).where(tenant.byId(deliveries, delivery.id));
    await recordEvent(tx, tenant, delivery, approvalStatus === 'APPROVED' ? 'Approved (no approval step applies)' : 'Submitted for approval', actor.id);
  }

  /**
   * The order (locked) must be APPROVED or PARTIALLY_DELIVERED (409); each line must be one of its
   * lines, once (400), and carry at most what the line has neither received nor on another
   * delivery (422, every line's problem listed). The lines' quantity_in_delivery rises.
   */
  private async reserveOrderLines(tx: Db, tenant: Tenant, input: PurchaseOrderInput) {
    const [order] = await tx.select().from(purchaseOrders).where(tenant.byId(purchaseOrders, input.purchaseOrderId)).for('update');
    if (!order) throw notFound('Purchase order');
    if (!(DELIVERABLE_ORDER_STATUSES as readonly string[]).includes(order.status)) throw conflict(DELIVERY_MESSAGES.orderNotDeliverable(order.code, order.status));
    const ids = input.lines.map((line) => line.purchaseOrderLineId);
    if (new Set(ids).size !== ids.length) throw badRequest([DELIVERY_MESSAGES.lineTwice]);
    const orderLines = await tx
      .select()
      .from(purchaseOrderLines)
      .where(tenant.where(purchaseOrderLines, eq(purchaseOrderLines.purchaseOrderId, order.id), inArray(purchaseOrderLines.id, ids)))
      .orderBy(asc(purchaseOrderLines.id))
      .for('update');
    if (orderLines.length !== ids.length) throw new HttpError(422, [DELIVERY_MESSAGES.lineNotOnOrder]);
    const byId = new Map(orderLines.map((line) => [line.id, line]));
    const problems: string[] = [];
    for (const line of input.lines) {
      const orderLine = byId.get(line.purchaseOrderLineId)!;
      const remaining = orderLineUndelivered(orderLine);
      if (toQuantity(line.quantity).greaterThan(remaining)) problems.push(DELIVERY_MESSAGES.aboveRemaining(orderLine.itemName, remaining));
    }
    if (problems.length) throw new HttpError(422, problems);
    let amount = new Decimal(0);
    for (const line of input.lines) {
      const orderLine = byId.get(line.purchaseOrderLineId)!;
      const quantity = toQuantity(line.quantity);
      amount = amount.plus(quantity.times(orderLine.unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
      await tx
        .update(purchaseOrderLines)
        .set({ quantityInDelivery: new Decimal(orderLine.quantityInDelivery).plus(quantity).toFixed(4) })
        .where(eq(purchaseOrderLines.id, orderLine.id));
    }
    const toWarehouseId = input.toWarehouseId ?? order.warehouseId;
    if (toWarehouseId === null) throw badRequest(['toWarehouseId: is required (the order names no warehouse)']);
    await assertWarehouse(tx, tenant, toWarehouseId);
    return {
      toWarehouseId,
      amount: amount.toFixed(2),
      lines: input.lines.map((line) => ({ purchaseOrderLineId: line.purchaseOrderLineId, itemId: byId.get(line.purchaseOrderLineId)!.itemId, quantity: toQuantity(line.quantity).toFixed(4) })),
    };
  }

  /** Both warehouses and every item must be the company's and live (404); an item once per transfer (400). */
  private async checkTransfer(tx: Db, tenant: Tenant, input: TransferInput) {
    await assertWarehouse(tx, tenant, input.fromWarehouseId);
    await assertWarehouse(tx, tenant, input.toWarehouseId);
    const itemIds = input.lines.map((line) => line.itemId);
    if (new Set(itemIds).size !== itemIds.length) throw badRequest([DELIVERY_MESSAGES.itemTwice]);
    const found = await tx.select({ id: items.id }).from(items).where(tenant.where(items, inArray(items.id, itemIds), eq(items.isDeleted, false)));
    if (found.length !== itemIds.length) throw notFound('Item');
    return { toWarehouseId: input.toWarehouseId, amount: '0.00', lines: input.lines.map((line) => ({ purchaseOrderLineId: null, itemId: line.itemId, quantity: toQuantity(line.quantity).toFixed(4) })) };
  }

  /** The truck's next stage (409 when skipping, repeating, going back or not approved); the first makes it IN_TRANSIT. */
  async advanceStage(tenant: Tenant, actor: Actor, id: number, stage: TruckLoadStage) {
    await tenant.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const scoped = tenant.on(tx);
      const delivery = await lockDelivery(tx, scoped, id);
      const refusal = stageRefusal({ status: delivery.status as DeliveryStatus, stage: delivery.stage as TruckLoadStage | null, approvalStatus: delivery.approvalStatus }, stage);
      if (refusal) throw conflict(refusal);
      const changed = { ...delivery, status: 'IN_TRANSIT', stage };
      await tx.update(deliveries).set({ status: changed.status, stage, updatedAt: new Date() }).where(scoped.byId(deliveries, id));
      await recordEvent(tx, scoped, changed, '', actor.id);
    });
  }

  /**
   * Receives an ARRIVED delivery (409 otherwise; of two receives racing, the second finds it DONE):
   * each line's quantity (all of it when no lines are named; a line left out of named lines
   * receives nothing) up to what it carries (422). The order gets back everything the delivery
   * carried as "in delivery", then the receipt posts what arrived; what did not arrive is the
   * order's to deliver again. The caller needs the scope of the warehouses' kinds (403).
   */
  async receive(tenant: Tenant, account: AccountInformation, id: number, input: { lines?: { deliveryLineId: number; quantity: number }[] }) {
    const actor: Actor = { id: account.id, name: `${account.firstName} ${account.lastName}`.trim() };
    await tenant.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const scoped = tenant.on(tx);
      const delivery = await lockDelivery(tx, scoped, id);
      // Receiving moves stock: the caller needs the scope of each warehouse's kind, as every stock movement does (403).
      const touched = await tx
        .select({ kind: warehouses.kind })
        .from(warehouses)
        .where(scoped.where(warehouses, inArray(warehouses.id, [delivery.toWarehouseId, ...(delivery.fromWarehouseId ? [delivery.fromWarehouseId] : [])])));
      for (const warehouse of touched) assertWarehouseKindAccess(account, warehouse.kind);
      const refusal = receiveRefusal({ status: delivery.status as DeliveryStatus, stage: delivery.stage as TruckLoadStage | null });
      if (refusal) throw conflict(refusal);
      const lines = await tx
        .select({ line: deliveryLines, itemName: items.name })
        .from(deliveryLines)
        .innerJoin(items, eq(items.id, deliveryLines.itemId))
        .where(scoped.where(deliveryLines, eq(deliveryLines.deliveryId, id)))
        .orderBy(asc(deliveryLines.id));
      const received = new Map<number, Decimal>();
      if (input.lines) {
        const problems: string[] = [];
        for (const named of input.lines) {
          const found = lines.find((row) => row.line.id === named.deliveryLineId);
          if (!found) throw new HttpError(422, [DELIVERY_MESSAGES.receiveLineUnknown]);
          const quantity = toQuantity(named.quantity);
          if (quantity.greaterThan(found.line.quantity)) problems.push(DELIVERY_MESSAGES.receiveAbove(found.itemName, new Decimal(found.line.quantity).toString()));
          received.set(found.line.id, quantity);
        }
        if (problems.length) throw new HttpError(422, problems);
      } else {
        for (const row of lines) received.set(row.line.id, new Decimal(row.line.quantity));
      }
      const arrived = lines.filter((row) => received.get(row.line.id)?.greaterThan(0));
      let receiptId: number | null = null;
      if (delivery.kind === 'PURCHASE_ORDER') {
        await releaseFromOrder(tx, scoped, delivery);
        if (arrived.length) {
          receiptId = await receiveOrderDelivery(tx, scoped, actor, delivery.purchaseOrderId!, {
            warehouseId: delivery.toWarehouseId,
            lines: arrived.map((row) => ({ purchaseOrderLineId: row.line.purchaseOrderLineId!, quantity: received.get(row.line.id)! })),
            deliveryId: delivery.id,
            reference: delivery.code,
          });
        }
      } else if (arrived.length) {
        receiptId = await receiveTransferDelivery(tx, scoped, actor, {
          code: delivery.code,
          fromWarehouseId: delivery.fromWarehouseId!,
          toWarehouseId: delivery.toWarehouseId,
          lines: arrived.map((row) => ({ itemId: row.line.itemId, quantity: received.get(row.line.id)! })),
          deliveryId: delivery.id,
        });
      }
      for (const row of lines) {
        await tx.update(deliveryLines).set({ quantityReceived: (received.get(row.line.id) ?? new Decimal(0)).toFixed(4) }).where(eq(deliveryLines.id, row.line.id));
      }
      await tx.update(deliveries).set({ status: 'DONE', receiptId, updatedAt: new Date() }).where(scoped.byId(deliveries, id));
      const short = lines.some((row) => (received.get(row.line.id) ?? new Decimal(0)).lessThan(row.line.quantity));
      await recordEvent(tx, scoped, { ...delivery, status: 'DONE' }, short ? 'Received in part' : 'Received in full', actor.id);
    });
  }

  /** Cancels a delivery not yet received (409 once DONE or CANCELED), with its reason; the order gets its quantities back. */
  async cancel(tenant: Tenant, actor: Actor, id: number, reason: string) {
    await tenant.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const scoped = tenant.on(tx);
      // The open approval first: a decision locks the approval, then the delivery; so does this.
      await cancelApproval(tx, scoped, 'DELIVERY', id);
      const delivery = await lockDelivery(tx, scoped, id);
      const refusal = cancelRefusal({ status: delivery.status as DeliveryStatus });
      if (refusal) throw conflict(refusal);
      await releaseFromOrder(tx, scoped, delivery);
      await tx.update(deliveries).set({ status: 'CANCELED', statusReason: reason, updatedAt: new Date() }).where(scoped.byId(deliveries, id));
      await recordEvent(tx, scoped, { ...delivery, status: 'CANCELED' }, reason, actor.id);
    });
  }

  /** Submits a delivery returned for changes again (409 unless PENDING and RETURNED). */
  async resubmit(tenant: Tenant, actor: Actor, id: number) {
    await tenant.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const scoped = tenant.on(tx);
      const delivery = await lockDelivery(tx, scoped, id);
      if (delivery.status !== 'PENDING' || delivery.approvalStatus !== 'RETURNED') throw conflict(DELIVERY_MESSAGES.notReturned);
      const lines = await tx
        .select({ quantity: deliveryLines.quantity, unitPrice: purchaseOrderLines.unitPrice })
        .from(deliveryLines)
        .leftJoin(purchaseOrderLines, eq(purchaseOrderLines.id, deliveryLines.purchaseOrderLineId))
        .where(scoped.where(deliveryLines, eq(deliveryLines.deliveryId, id)));
      const amount = lines.reduce((sum, line) => sum.plus(new Decimal(line.quantity).times(line.unitPrice ?? 0).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)), new Decimal(0));
      await this.submit(tx, scoped, actor, delivery, amount.toFixed(2));
    });
  }

  /** The DELIVERY workflow's outcome, inside the deciding transaction. */
  async onApproved(tx: Db, tenant: Tenant, id: number, by: Actor) {
    const delivery = await lockDelivery(tx, tenant, id);
    await tx.update(deliveries).set({ approvalStatus: 'APPROVED', updatedAt: new Date() }).where(tenant.byId(deliveries, id));
    await recordEvent(tx, tenant, delivery, `Approved by ${by.name}`, by.id);
  }

  /** A rejected delivery will not run: it is canceled with the reason and the order gets its quantities back. */
  async onRejected(tx: Db, tenant: Tenant, id: number, reason: string, by: Actor) {
    const delivery = await lockDelivery(tx, tenant, id);
    // Only a PENDING delivery waits for approval (it cannot be loaded before).
    await releaseFromOrder(tx, tenant, delivery);
    await tx.update(deliveries).set({ approvalStatus: 'REJECTED', status: 'CANCELED', statusReason: reason, updatedAt: new Date() }).where(tenant.byId(deliveries, id));
    await recordEvent(tx, tenant, { ...delivery, status: 'CANCELED' }, `Rejected by ${by.name}: ${reason}`, by.id);
  }

  async onReturned(tx: Db, tenant: Tenant, id: number, reason: string, by: Actor) {
    const delivery = await lockDelivery(tx, tenant, id);
    await tx.update(deliveries).set({ approvalStatus: 'RETURNED', statusReason: reason, updatedAt: new Date() }).where(tenant.byId(deliveries, id));
    await recordEvent(tx, tenant, delivery, `Returned for changes by ${by.name}: ${reason}`, by.id);
  }
}
