import type { PurchaseOrderStatus, PurchaseRequestStatus } from '@haligi/shared';

/** A request can be canceled until something is ordered from it (the server answers 409 after). */
export const canCancelRequest = (status: PurchaseRequestStatus) => ['DRAFT', 'FOR_APPROVAL', 'APPROVED', 'REJECTED'].includes(status);

/** A draft (or returned) request goes to approval again. */
export const canResubmitRequest = (status: PurchaseRequestStatus) => status === 'DRAFT';

/** An order can be canceled while nothing has been received. */
export const canCancelOrder = (status: PurchaseOrderStatus) => status === 'FOR_APPROVAL' || status === 'APPROVED';

/** Goods are received against an approved order until it is fully delivered. */
export const canReceiveOrder = (status: PurchaseOrderStatus) => status === 'APPROVED' || status === 'PARTIALLY_DELIVERED';
