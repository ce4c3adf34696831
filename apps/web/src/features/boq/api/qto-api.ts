import type { Money, QtoApprovalStatus } from '@haligi/shared';
import { api } from '../../../lib/api';
import type { ActionAnswer } from '../../../lib/use-server-action';

/** A catalogue item as the take-off reads it (GET /boq/quantity-take-off). */
export interface QtoCatalogueItem {
  id: number;
  sku: string;
  name: string;
  estimatedBuyingPrice: Money;
  uom: { key: string; abb: string };
}

/** A selected item of a line's take-off (GET /boq/quantity-take-off/selection). */
export interface QtoSelectionRow {
  id: number;
  item: QtoCatalogueItem;
  amount: string;
}

export interface QtoStatusAnswer {
  message: string;
  approvalStatus: QtoApprovalStatus;
}

export const qtoKeys = { selection: (key: string) => ['qto-selection', key] as const };

export const searchQtoItems = (key: string, search: string, signal?: AbortSignal) =>
  api<QtoCatalogueItem[]>('GET', '/boq/quantity-take-off', { query: { key, search }, signal });

export const fetchQtoSelection = (key: string, signal?: AbortSignal) =>
  api<QtoSelectionRow[]>('GET', '/boq/quantity-take-off/selection', { query: { id: key }, signal });

export const changeQtoItem = (body: { key: string; itemId: number; amount: string | number }) =>
  api<ActionAnswer<{ id: number; itemId: number; amount: string; approvalStatus: QtoApprovalStatus }>>('POST', '/boq/quantity-take-off', { body });

export const submitQto = (key: string) => api<QtoStatusAnswer & ActionAnswer>('PUT', '/boq/quantity-take-off/submit', { body: { key } });

export const removeQtoItem = (id: number) => api<QtoStatusAnswer & ActionAnswer>('DELETE', '/boq/quantity-take-off', { query: { id } });
