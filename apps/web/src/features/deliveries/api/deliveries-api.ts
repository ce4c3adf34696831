import type { TruckLoadStage } from '@haligi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

export const DELIVERY_URL = '/delivery';

export const DELIVERY_KEYS = {
  detail: (id: number) => ['delivery', id] as const,
  openOrders: (search: string) => ['delivery', 'open-orders', search] as const,
};

/** Every delivery table and detail reloads after a change. */
const DELIVERY_CHANGES = [['table', DELIVERY_URL], ['delivery']] as const;

interface Named {
  id: number;
  name: string;
}

/** A row of PUT /delivery. */
export interface DeliveryRow extends Record<string, unknown> {
  id: number;
  code: string;
  kind: 'PURCHASE_ORDER' | 'TRANSFER';
  status: string;
  stage: TruckLoadStage | null;
  approvalStatus: string;
  statusReason: string | null;
  purchaseOrder: { id: number; code: string } | null;
  supplier: Named | null;
  fromWarehouse: Named | null;
  toWarehouse: Named;
  scheduledDate: string | null;
  deliveryTerms: string | null;
  plateNumber: string;
  driverName: string;
  memo: string;
  receiptId: number | null;
  lineCount: number;
  createdBy: Named | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryLine {
  id: number;
  itemId: number;
  itemName: string;
  sku: string;
  uom: string;
  quantity: string;
  quantityReceived: string;
  unitPrice: string | null;
  amount: string | null;
}

export interface DeliveryEvent {
  id: number;
  status: string;
  stage: string | null;
  note: string;
  by: Named | null;
  createdAt: string;
}

/** GET /delivery?id= */
export interface DeliveryDetail extends DeliveryRow {
  approval: { status: string | null };
  lines: DeliveryLine[];
  events: DeliveryEvent[];
}

/** GET /delivery/open-orders */
export interface OpenOrder {
  id: number;
  code: string;
  status: string;
  deliveryDate: string | null;
  deliveryTerms: string | null;
  supplier: Named | null;
  warehouse: Named | null;
  lines: { id: number; itemId: number; itemName: string; description: string; quantity: string; quantityReceived: string; quantityInDelivery: string; quantityRemaining: string; unitPrice: string }[];
}

export function useDelivery(id: number | null) {
  return useQuery({
    queryKey: DELIVERY_KEYS.detail(id ?? 0),
    queryFn: ({ signal }) => api<{ data: DeliveryDetail }>('GET', DELIVERY_URL, { query: { id }, signal }).then((answer) => answer.data),
    enabled: id !== null,
    retry: false,
  });
}

export function useOpenOrders(search: string, isEnabled: boolean) {
  return useQuery({
    queryKey: DELIVERY_KEYS.openOrders(search),
    queryFn: ({ signal }) => api<OpenOrder[]>('GET', `${DELIVERY_URL}/open-orders`, { query: { search }, signal }),
    enabled: isEnabled,
    staleTime: 0,
    retry: false,
  });
}

export interface CreateOrderDelivery {
  kind: 'PURCHASE_ORDER';
  purchaseOrderId: number;
  scheduledDate: string;
  deliveryTerms: string | null;
  plateNumber: string;
  driverName: string;
  memo: string;
  lines: { purchaseOrderLineId: number; quantity: string }[];
}

/** POST /delivery */
export function useCreateDelivery() {
  return useServerAction((body: CreateOrderDelivery) => api<ActionAnswer<DeliveryDetail>>('POST', DELIVERY_URL, { body }), { invalidates: [...DELIVERY_CHANGES, ['delivery', 'open-orders']] });
}

/** POST /delivery/{id}/stage */
export function useAdvanceStage() {
  return useServerAction(({ id, stage }: { id: number; stage: TruckLoadStage }) => api<ActionAnswer<DeliveryDetail>>('POST', `${DELIVERY_URL}/${id}/stage`, { body: { stage } }), {
    invalidates: DELIVERY_CHANGES,
  });
}

/** POST /delivery/{id}/receive */
export function useReceiveDelivery() {
  return useServerAction(
    ({ id, lines }: { id: number; lines: { deliveryLineId: number; quantity: string }[] }) => api<ActionAnswer<DeliveryDetail>>('POST', `${DELIVERY_URL}/${id}/receive`, { body: { lines } }),
    { invalidates: [...DELIVERY_CHANGES, ['table', '/inventory']] },
  );
}

/** POST /delivery/{id}/cancel */
export function useCancelDelivery() {
  return useServerAction(({ id, reason }: { id: number; reason: string }) => api<ActionAnswer<DeliveryDetail>>('POST', `${DELIVERY_URL}/${id}/cancel`, { body: { reason } }), {
    invalidates: DELIVERY_CHANGES,
  });
}

/** POST /delivery/{id}/submit */
export function useResubmitDelivery() {
  return useServerAction(({ id }: { id: number }) => api<ActionAnswer<DeliveryDetail>>('POST', `${DELIVERY_URL}/${id}/submit`), { invalidates: DELIVERY_CHANGES });
}
