import type { PaymentRequestStatus } from '@haligi/shared';

/** A request may be canceled until it is paid, rejected or canceled (the server's rule, docs/api/treasury.md). */
export const isCancelable = (status: PaymentRequestStatus) => status === 'FOR_APPROVAL' || status === 'APPROVED' || status === 'RETURNED';
