import { PURCHASE_ORDER_STATUS_LIST, PURCHASE_REQUEST_STATUS_LIST } from '@haligi/shared';
import { describe, expect, it } from 'vitest';
import { canCancelOrder, canCancelRequest, canReceiveOrder, canResubmitRequest } from './document-actions';

const requestsWhere = (rule: (status: (typeof PURCHASE_REQUEST_STATUS_LIST)[number]['key']) => boolean) => PURCHASE_REQUEST_STATUS_LIST.map((s) => s.key).filter(rule);
const ordersWhere = (rule: (status: (typeof PURCHASE_ORDER_STATUS_LIST)[number]['key']) => boolean) => PURCHASE_ORDER_STATUS_LIST.map((s) => s.key).filter(rule);

describe('what a document offers', () => {
  it('a request is canceled only before anything is ordered and before a rejection', () => {
    expect(requestsWhere(canCancelRequest)).toEqual(['DRAFT', 'FOR_APPROVAL', 'APPROVED']);
  });
  it('only a draft (returned) request is submitted again', () => {
    expect(requestsWhere(canResubmitRequest)).toEqual(['DRAFT']);
  });
  it('an order is canceled only before anything arrives', () => {
    expect(ordersWhere(canCancelOrder)).toEqual(['FOR_APPROVAL', 'APPROVED']);
  });
  it('goods are received on an approved order until it is delivered', () => {
    expect(ordersWhere(canReceiveOrder)).toEqual(['APPROVED', 'PARTIALLY_DELIVERED']);
  });
});
