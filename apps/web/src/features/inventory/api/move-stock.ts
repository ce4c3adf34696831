import { api } from '../../../lib/api';
import { useServerAction, type ActionAnswer } from '../../../lib/use-server-action';
import { STOCK_CHANGES } from './inventory-keys';
import type { MovementLine } from './inventory-types';

interface MovementCommon {
  reference: string;
  memo: string;
  items: MovementLine[];
}

/** The four stock movements; each answers 201 {data, message} or 422 with the refused rule. */
export type StockMovement =
  | ({ kind: 'adjustment'; warehouseId: number; direction: 'ADD' | 'DEDUCT' } & MovementCommon)
  | ({ kind: 'transfer'; fromWarehouseId: number; toWarehouseId: number } & MovementCommon)
  | ({ kind: 'issue'; warehouseId: number } & MovementCommon)
  | ({ kind: 'receive'; warehouseId: number; supplierId: number | null } & MovementCommon);

export type MovementKind = StockMovement['kind'];

const MOVEMENT_PATHS: Record<MovementKind, string> = {
  adjustment: '/inventory/adjustment',
  transfer: '/inventory/transfer',
  issue: '/inventory/issue',
  receive: '/inventory/receive',
};

/** POST /inventory/{adjustment|transfer|issue|receive}; stock, ledger and receipt tables reload. */
export function useMoveStock() {
  return useServerAction(
    ({ kind, ...body }: StockMovement) => api<ActionAnswer<unknown>>('POST', MOVEMENT_PATHS[kind], { body }),
    { invalidates: STOCK_CHANGES },
  );
}
