import { api } from '../../../lib/api';
import type { ActionAnswer } from '../../../lib/use-server-action';

export interface PurchaseRequestBody {
  projectId: number;
  warehouseId: number;
  items: { itemId: number; itemName: string; description: string; quantity: number; rate: number; amount: number; boqKey: string | null }[];
  memo: string;
  deliveryDate: string | null;
  billOfQuantityId: number | null;
}

export interface CreatedPurchaseRequest {
  id: number;
  code: string;
  status: string;
}

export const createPurchaseRequest = (body: PurchaseRequestBody) =>
  api<ActionAnswer<CreatedPurchaseRequest>>('POST', '/purchase-order/request', { body });
