import { describe, expect, it } from 'vitest';
import { cancelRefusal, DELIVERY_MESSAGES, isAboveZero, nextTruckLoadStage, orderLineUndelivered, receivedQuantityProblem, receiveRefusal, stageRefusal } from './delivery.rules';
import { createDeliveryRequest, deliveryReceiveRequest } from './delivery.schemas';

const approved = { approvalStatus: 'APPROVED' };

describe('truck load stages', () => {
  it('go LOADING, DISPATCHED, ARRIVED, then nothing', () => {
    expect(nextTruckLoadStage(null)).toBe('LOADING');
    expect(nextTruckLoadStage('LOADING')).toBe('DISPATCHED');
    expect(nextTruckLoadStage('DISPATCHED')).toBe('ARRIVED');
    expect(nextTruckLoadStage('ARRIVED')).toBeNull();
  });

  it('a pending approved delivery moves to LOADING only', () => {
    const pending = { status: 'PENDING' as const, stage: null, ...approved };
    expect(stageRefusal(pending, 'LOADING')).toBeNull();
    expect(stageRefusal(pending, 'DISPATCHED')).toBe('The truck load goes Loading before Dispatched: stages cannot be skipped or repeated');
    expect(stageRefusal(pending, 'ARRIVED')).toBe(DELIVERY_MESSAGES.stageOrder('Loading', 'Arrived'));
  });

  it('an IN_TRANSIT delivery moves one stage forward, never skipping, repeating or going back', () => {
    const loading = { status: 'IN_TRANSIT' as const, stage: 'LOADING' as const, ...approved };
    expect(stageRefusal(loading, 'DISPATCHED')).toBeNull();
    expect(stageRefusal(loading, 'ARRIVED')).toBe(DELIVERY_MESSAGES.stageOrder('Dispatched', 'Arrived'));
    expect(stageRefusal(loading, 'LOADING')).toBe(DELIVERY_MESSAGES.stageOrder('Dispatched', 'Loading'));
    const dispatched = { status: 'IN_TRANSIT' as const, stage: 'DISPATCHED' as const, ...approved };
    expect(stageRefusal(dispatched, 'ARRIVED')).toBeNull();
    expect(stageRefusal(dispatched, 'LOADING')).toBe(DELIVERY_MESSAGES.stageOrder('Arrived', 'Loading'));
    const arrived = { status: 'IN_TRANSIT' as const, stage: 'ARRIVED' as const, ...approved };
    expect(stageRefusal(arrived, 'ARRIVED')).toBe(DELIVERY_MESSAGES.stageOrder('Arrived', 'Arrived'));
  });

  it('a delivery waiting for approval (or rejected) cannot be loaded', () => {
    expect(stageRefusal({ status: 'PENDING', stage: null, approvalStatus: 'FOR_APPROVAL' }, 'LOADING')).toBe(DELIVERY_MESSAGES.notApproved);
    expect(stageRefusal({ status: 'PENDING', stage: null, approvalStatus: 'RETURNED' }, 'LOADING')).toBe(DELIVERY_MESSAGES.notApproved);
  });

  it('a done or canceled delivery keeps its stage', () => {
    expect(stageRefusal({ status: 'DONE', stage: 'ARRIVED', ...approved }, 'LOADING')).toBe('The delivery is DONE: its truck load stage cannot change');
    expect(stageRefusal({ status: 'CANCELED', stage: null, ...approved }, 'LOADING')).toBe(DELIVERY_MESSAGES.notOpen('CANCELED'));
  });
});

describe('receiving and canceling', () => {
  it('only an arrived truck is received, once', () => {
    expect(receiveRefusal({ status: 'IN_TRANSIT', stage: 'ARRIVED' })).toBeNull();
    expect(receiveRefusal({ status: 'IN_TRANSIT', stage: 'DISPATCHED' })).toBe(DELIVERY_MESSAGES.notArrived);
    expect(receiveRefusal({ status: 'PENDING', stage: null })).toBe(DELIVERY_MESSAGES.notArrived);
    expect(receiveRefusal({ status: 'DONE', stage: 'ARRIVED' })).toBe(DELIVERY_MESSAGES.alreadyDone);
    expect(receiveRefusal({ status: 'CANCELED', stage: 'ARRIVED' })).toBe(DELIVERY_MESSAGES.alreadyCanceled);
  });

  it('cancel is refused once received or canceled, allowed before', () => {
    expect(cancelRefusal({ status: 'PENDING' })).toBeNull();
    expect(cancelRefusal({ status: 'IN_TRANSIT' })).toBeNull();
    expect(cancelRefusal({ status: 'DONE' })).toBe('A received delivery cannot be canceled');
    expect(cancelRefusal({ status: 'CANCELED' })).toBe('The delivery is already canceled');
  });

  it("an order line's undelivered quantity is what is neither received nor on its way, never below 0", () => {
    expect(orderLineUndelivered({ quantity: '10', quantityReceived: '2.5', quantityInDelivery: '3' })).toBe('4.5');
    expect(orderLineUndelivered({ quantity: '10', quantityReceived: '10', quantityInDelivery: '0' })).toBe('0');
    expect(orderLineUndelivered({ quantity: '10', quantityReceived: '8', quantityInDelivery: '5' })).toBe('0');
  });
});

describe('delivery requests', () => {
  it('a purchase order delivery needs its order, a date and lines with quantities above 0', () => {
    const parsed = createDeliveryRequest.safeParse({ kind: 'PURCHASE_ORDER', lines: [{ purchaseOrderLineId: 1, quantity: 0 }] });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['purchaseOrderId', 'scheduledDate', 'lines.0.quantity']));
  });

  it('a transfer must go to another warehouse', () => {
    const parsed = createDeliveryRequest.safeParse({ kind: 'TRANSFER', fromWarehouseId: 3, toWarehouseId: 3, scheduledDate: '2026-12-01', lines: [{ itemId: 1, quantity: 2 }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0].path).toEqual(['toWarehouseId']);
  });

  it('an unknown kind is refused; receive lines are optional', () => {
    expect(createDeliveryRequest.safeParse({ kind: 'DRONE' }).success).toBe(false);
    expect(deliveryReceiveRequest.parse(undefined)).toEqual({});
    expect(deliveryReceiveRequest.safeParse({ lines: [] }).success).toBe(false);
  });
});

describe('typed received quantities', () => {
  const line = { itemName: 'Portland Cement 40kg', quantity: '10' };
  it('accept 0 up to what the line carries', () => {
    expect(receivedQuantityProblem(line, 0)).toBeNull();
    expect(receivedQuantityProblem(line, '10')).toBeNull();
    expect(receivedQuantityProblem(line, 7.5)).toBeNull();
  });
  it('refuse empty, negative, above the carried quantity and non-numbers', () => {
    expect(receivedQuantityProblem(line, '')).toBe('Portland Cement 40kg: enter the quantity received (0 when none came)');
    expect(receivedQuantityProblem(line, -1)).toBe('Portland Cement 40kg: cannot be below 0');
    expect(receivedQuantityProblem(line, '10.0001')).toBe('Portland Cement 40kg: the delivery carries only 10');
    expect(receivedQuantityProblem(line, 'abc')).toBe('Portland Cement 40kg: enter a number');
  });
  it('above zero means a number greater than 0', () => {
    expect(isAboveZero('0.0001')).toBe(true);
    expect(isAboveZero(0)).toBe(false);
    expect(isAboveZero('')).toBe(false);
    expect(isAboveZero('x')).toBe(false);
    expect(isAboveZero(undefined)).toBe(false);
  });
});
