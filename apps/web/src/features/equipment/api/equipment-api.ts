import { useMutation, useQuery } from '@tanstack/react-query';
import { saveBlob } from '../../inventory/api/download-receipt-pdf';
import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';

/** The URLs of the equipment screens (docs/api/equipment.md). */
export const EQUIPMENT_URLS = {
  equipment: '/equipment',
  parts: '/equipment/parts',
  jobOrder: '/job-order',
  equipmentList: '/select-box/equipment-list',
  projectList: '/select-box/equipment-project-list',
  warehouseList: '/select-box/warehouse-list',
} as const;

export interface Place {
  id: number;
  name: string;
}

export interface Equipment extends Record<string, unknown> {
  id: number;
  code: string;
  name: string;
  type: string;
  status: string;
  project: Place | null;
  warehouse: Place | null;
  meterType: string;
  meterReading: string;
  plateNumber: string;
  serialNumber: string;
  acquisitionCost: string;
  acquiredAt: string | null;
  createdAt: string;
}

export interface EquipmentPart {
  id: number;
  itemId: number;
  name: string;
  sku: string;
  uom: string;
  stock: string;
  note: string;
}

export interface EquipmentEvent {
  id: number;
  kind: string;
  note: string;
  meterReading: string | null;
  createdAt: string;
  by: { id: number; name: string } | null;
}

export interface JobOrderSummary {
  id: number;
  code: string;
  status: string;
  statusReason: string | null;
  description: string;
  total: string;
  createdAt: string;
}

export interface EquipmentDetail extends Equipment {
  parts: EquipmentPart[];
  jobOrders: JobOrderSummary[];
  history: EquipmentEvent[];
}

export interface PartRow extends Record<string, unknown> {
  id: number;
  equipment: { id: number; code: string; name: string };
  item: { id: number; name: string; sku: string; uom: string };
  stock: string;
  lowStock: boolean;
  note: string;
  createdAt: string;
}

export interface JobOrder extends Record<string, unknown> {
  id: number;
  code: string;
  status: string;
  statusReason: string | null;
  description: string;
  equipment: { id: number; code: string; name: string; meterType: string; meterReading: string };
  warehouse: Place | null;
  estimatedCost: string;
  partsCost: string;
  laborCost: string;
  total: string;
  meterReading: string | null;
  requestedBy: { id: number; name: string } | null;
  createdAt: string;
  completedAt: string | null;
}

export interface JobOrderDetail extends JobOrder {
  partsIssued: { id: number; receiptCode: string; itemId: number; itemName: string; sku: string; uom: string; quantity: string; cost: string; warehouse: Place; createdAt: string }[];
  labor: { id: number; description: string; hours: string; rate: string; amount: string; createdAt: string }[];
}

export const EQUIPMENT_KEYS = {
  equipment: (id: number) => ['equipment', id] as const,
  jobOrder: (id: number) => ['job-order', id] as const,
};

/** Everything an equipment change makes stale. */
const EQUIPMENT_CHANGES = [['table', EQUIPMENT_URLS.equipment], ['table', EQUIPMENT_URLS.parts], ['select', EQUIPMENT_URLS.equipmentList], ['equipment']] as const;
const JOB_ORDER_CHANGES = [...EQUIPMENT_CHANGES, ['table', EQUIPMENT_URLS.jobOrder], ['job-order'], ['table', '/inventory'], ['table', '/inventory/transactions'], ['table', '/item-receipts']] as const;

export function useEquipment(id: number | null) {
  return useQuery({
    queryKey: EQUIPMENT_KEYS.equipment(id ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: EquipmentDetail }>('GET', EQUIPMENT_URLS.equipment, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export function useJobOrder(id: number | null) {
  return useQuery({
    queryKey: EQUIPMENT_KEYS.jobOrder(id ?? 0),
    queryFn: async ({ signal }) => (await api<{ data: JobOrderDetail }>('GET', EQUIPMENT_URLS.jobOrder, { query: { id }, signal })).data,
    enabled: id !== null && id > 0,
    retry: false,
  });
}

export interface EquipmentBody {
  id?: number;
  code?: string;
  name?: string;
  type?: string;
  status?: string;
  projectId?: number | null;
  warehouseId?: number | null;
  meterType?: string;
  meterReading?: number;
  plateNumber?: string;
  serialNumber?: string;
  acquisitionCost?: number;
}

/** POST /equipment creates, PATCH /equipment (with id) changes the fields sent. */
export function useSaveEquipment() {
  return useServerAction((body: EquipmentBody) => api<ActionAnswer<Equipment>>(body.id ? 'PATCH' : 'POST', EQUIPMENT_URLS.equipment, { body }), { invalidates: EQUIPMENT_CHANGES });
}

export function useDeleteEquipment() {
  return useServerAction((id: number) => api<ActionAnswer>('DELETE', `${EQUIPMENT_URLS.equipment}/${id}`), { invalidates: EQUIPMENT_CHANGES });
}

export function useRecordMeter() {
  return useServerAction(({ id, reading, note }: { id: number; reading: number; note: string }) => api<ActionAnswer<Equipment>>('POST', `${EQUIPMENT_URLS.equipment}/${id}/meter`, { body: { reading, note } }), {
    invalidates: EQUIPMENT_CHANGES,
  });
}

export function useAddPart() {
  return useServerAction(({ equipmentId, itemId, note }: { equipmentId: number; itemId: number; note: string }) =>
    api<ActionAnswer>('POST', `${EQUIPMENT_URLS.equipment}/${equipmentId}/parts`, { body: { itemId, note } }), { invalidates: EQUIPMENT_CHANGES });
}

export function useRemovePart() {
  return useServerAction(({ equipmentId, itemId }: { equipmentId: number; itemId: number }) => api<ActionAnswer>('DELETE', `${EQUIPMENT_URLS.equipment}/${equipmentId}/parts/${itemId}`), {
    invalidates: EQUIPMENT_CHANGES,
  });
}

export function useCreateJobOrder() {
  return useServerAction((body: { equipmentId: number; description: string; estimatedCost: number; warehouseId?: number | null }) =>
    api<ActionAnswer<JobOrder>>('POST', EQUIPMENT_URLS.jobOrder, { body }), { invalidates: JOB_ORDER_CHANGES });
}

/** The job order's steps: issue-parts, labor, complete, cancel, submit. */
export function useJobOrderAction<TBody>(action: 'issue-parts' | 'labor' | 'complete' | 'cancel' | 'submit') {
  return useServerAction(({ id, body }: { id: number; body?: TBody }) => api<ActionAnswer<JobOrderDetail>>('POST', `${EQUIPMENT_URLS.jobOrder}/${id}/${action}`, { body: body ?? {} }), {
    invalidates: JOB_ORDER_CHANGES,
  });
}

/** GET /job-order/{id}/pdf with the token header, saved as {code}.pdf; a failure reaches the Error dialog. */
export function useDownloadJobOrderPdf() {
  return useMutation({
    mutationFn: async ({ id, code }: { id: number; code: string }) => {
      saveBlob(await api<Blob>('GET', `${EQUIPMENT_URLS.jobOrder}/${id}/pdf`, { isBlob: true }), `${code}.pdf`);
    },
  });
}
