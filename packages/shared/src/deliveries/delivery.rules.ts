import Decimal from 'decimal.js';
import { TRUCK_LOAD_STAGE_LIST, type DeliveryStatus, type TruckLoadStage } from '../purchasing/purchasing.constants';

/** A delivery carries an approved order's goods, or stock moved between two warehouses. */
export const DELIVERY_KINDS = ['PURCHASE_ORDER', 'TRANSFER'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Document code prefix: DL-000001, numbered per company. */
export const DELIVERY_CODE_PREFIX = 'DL';

/** Order statuses a delivery may be made for (DECISIONS: status sets). */
export const DELIVERABLE_ORDER_STATUSES = ['APPROVED', 'PARTIALLY_DELIVERED'] as const;

/** The delivery's approval (the delivery workflow): FOR_APPROVAL until its steps are decided. */
export const DELIVERY_APPROVAL_STATUSES = ['FOR_APPROVAL', 'APPROVED', 'REJECTED', 'RETURNED'] as const;
export type DeliveryApprovalStatus = (typeof DELIVERY_APPROVAL_STATUSES)[number];

export const DELIVERY_MESSAGES = {
  created: 'Delivery created successfully',
  stageChanged: 'Truck load stage updated successfully',
  received: 'Delivery received successfully',
  canceled: 'Delivery canceled successfully',
  submitted: 'Delivery submitted for approval successfully',
  orderNotDeliverable: (code: string, status: string) => `Purchase order ${code} is ${status}: only approved or partially delivered orders can be delivered`,
  lineNotOnOrder: 'lines: every line must be a line of the chosen purchase order',
  lineTwice: 'lines: a purchase order line can appear only once',
  itemTwice: 'lines: an item can appear only once',
  aboveRemaining: (itemName: string, remaining: string) => `${itemName}: only ${remaining} still awaits delivery on this order`,
  sameWarehouse: 'toWarehouseId: must differ from the source warehouse',
  notApproved: 'The delivery is not approved yet: it cannot be loaded before its approval',
  notOpen: (status: string) => `The delivery is ${status}: its truck load stage cannot change`,
  stageOrder: (from: string, to: string) => `The truck load goes ${from} before ${to}: stages cannot be skipped or repeated`,
  notArrived: 'The truck has not arrived: a delivery is received once its stage is Arrived',
  alreadyDone: 'The delivery is already received',
  alreadyCanceled: 'The delivery is already canceled',
  cancelDone: 'A received delivery cannot be canceled',
  receiveLineUnknown: 'lines: every line must be a line of this delivery',
  receiveAbove: (itemName: string, carried: string) => `${itemName}: the delivery carries only ${carried}`,
  notReturned: 'Only a delivery returned for changes can be submitted again',
} as const;

const STAGES = TRUCK_LOAD_STAGE_LIST.map((stage) => stage.key);
const stageLabel = (stage: TruckLoadStage | null) => (stage === null ? 'Pending' : TRUCK_LOAD_STAGE_LIST.find((s) => s.key === stage)!.label);

/** The stage that follows: LOADING after a pending delivery, then DISPATCHED, then ARRIVED; null after ARRIVED. */
export function nextTruckLoadStage(current: TruckLoadStage | null): TruckLoadStage | null {
  if (current === null) return STAGES[0];
  const index = STAGES.indexOf(current);
  return index >= 0 && index < STAGES.length - 1 ? STAGES[index + 1] : null;
}

/**
 * Why a delivery may not move to a stage, or null when it may: only an approved delivery that is
 * PENDING or IN_TRANSIT moves, and only to the very next stage (never skipping, never back).
 */
export function stageRefusal(
  delivery: { status: DeliveryStatus; stage: TruckLoadStage | null; approvalStatus: string },
  requested: TruckLoadStage,
): string | null {
  if (delivery.status !== 'PENDING' && delivery.status !== 'IN_TRANSIT') return DELIVERY_MESSAGES.notOpen(delivery.status);
  if (delivery.approvalStatus !== 'APPROVED') return DELIVERY_MESSAGES.notApproved;
  const current = delivery.status === 'PENDING' ? null : delivery.stage;
  const next = nextTruckLoadStage(current);
  if (next !== requested) return DELIVERY_MESSAGES.stageOrder(stageLabel(next ?? current), stageLabel(requested));
  return null;
}

/** Why a delivery cannot be received now, or null: it must be IN_TRANSIT and ARRIVED. */
export function receiveRefusal(delivery: { status: DeliveryStatus; stage: TruckLoadStage | null }): string | null {
  if (delivery.status === 'DONE') return DELIVERY_MESSAGES.alreadyDone;
  if (delivery.status === 'CANCELED') return DELIVERY_MESSAGES.alreadyCanceled;
  if (delivery.status !== 'IN_TRANSIT' || delivery.stage !== 'ARRIVED') return DELIVERY_MESSAGES.notArrived;
  return null;
}

/** Why a delivery cannot be canceled, or null: not once received or canceled. */
export function cancelRefusal(delivery: { status: DeliveryStatus }): string | null {
  if (delivery.status === 'DONE') return DELIVERY_MESSAGES.cancelDone;
  if (delivery.status === 'CANCELED') return DELIVERY_MESSAGES.alreadyCanceled;
  return null;
}

/** What an order line still awaits beyond what is received and what is already on its way: never below 0. */
export function orderLineUndelivered(line: { quantity: Decimal.Value; quantityReceived: Decimal.Value; quantityInDelivery: Decimal.Value }): string {
  const left = new Decimal(line.quantity).minus(line.quantityReceived).minus(line.quantityInDelivery);
  return Decimal.max(left, 0).toString();
}

/** What is wrong with a received quantity typed for a delivery line, or null (0 means none came). */
export function receivedQuantityProblem(line: { itemName: string; quantity: Decimal.Value }, value: string | number | null | undefined): string | null {
  if (value === '' || value === null || value === undefined) return `${line.itemName}: enter the quantity received (0 when none came)`;
  let quantity: Decimal;
  try {
    quantity = new Decimal(value);
  } catch {
    return `${line.itemName}: enter a number`;
  }
  if (quantity.isNegative()) return `${line.itemName}: cannot be below 0`;
  if (quantity.greaterThan(line.quantity)) return DELIVERY_MESSAGES.receiveAbove(line.itemName, new Decimal(line.quantity).toString());
  return null;
}

/** Whether a typed quantity is a number above 0. */
export function isAboveZero(value: string | number | null | undefined): boolean {
  try {
    return value !== '' && value !== null && value !== undefined && new Decimal(value).greaterThan(0);
  } catch {
    return false;
  }
}
