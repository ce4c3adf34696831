import type { BoqInsertMethod, BoqStatus } from '@haligi/shared';
import type { BoqGridRow } from '../api/boq-room-types';

export type BoqRowAction = { kind: 'edit' } | { kind: 'insert'; method: BoqInsertMethod } | { kind: 'quantityTakeOff' } | { kind: 'delete' };

/**
 * What the row menu offers (spec part 1 section 2, DECISIONS): PENDING everything but Quantity Take
 * Off; LOCKED only Quantity Take Off, on ITEM rows without a catalogue item.
 */
export function menuActions(row: Pick<BoqGridRow, 'type' | 'itemId'>, status: BoqStatus): BoqRowAction[] {
  if (status === 'LOCKED') return row.type === 'ITEM' && row.itemId === null ? [{ kind: 'quantityTakeOff' }] : [];
  return [{ kind: 'edit' }, { kind: 'insert', method: 'inside' }, { kind: 'insert', method: 'before' }, { kind: 'insert', method: 'after' }, { kind: 'delete' }];
}
