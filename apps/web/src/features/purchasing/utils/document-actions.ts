import type { PurchaseOrderStatus, PurchaseRequestStatus } from '@haligi/shared';

/** A request can be canceled until something is ordered from it, or it is decided against (409 after). */
export const canCancelRequest = (status: PurchaseRequestStatus) => status === 'DRAFT' || status === 'FOR_APPROVAL' || status === 'APPROVED';

/** A draft (or returned) request goes to approval again. */
export const canResubmitRequest = (status: PurchaseRequestStatus) => status === 'DRAFT';

/** An order can be canceled while nothing has been received. */
export const canCancelOrder = (status: PurchaseOrderStatus) => status === 'FOR_APPROVAL' || status === 'APPROVED';

/** Goods are received against an approved order until it is fully delivered. */
export const canReceiveOrder = (status: PurchaseOrderStatus) => status === 'APPROVED' || status === 'PARTIALLY_DELIVERED';
