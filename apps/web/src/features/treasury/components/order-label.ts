import { formatCurrency } from '@haligi/shared';
import type { PayableOrder } from '../api/treasury-types';

/** How an order reads in a picker: "PO-000012 · Rizal Aggregates · ₱2,500.00 owed". */
export const orderLabel = (order: Pick<PayableOrder, 'code' | 'supplier' | 'balance'>) => `${order.code} · ${order.supplier?.name ?? 'No supplier'} · ${formatCurrency(order.balance)} owed`;
