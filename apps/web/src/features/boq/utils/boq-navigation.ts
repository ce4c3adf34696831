import { BOQ_EDITABLE_ORDER } from '@haligi/shared';

export type BoqEditableField = (typeof BOQ_EDITABLE_ORDER)[number];
export interface BoqCell {
  rowId: number;
  field: BoqEditableField;
}
export type BoqMove = 'down' | 'up' | 'right' | 'left';

/**
 * The cell a key moves to (spec part 1 section 4): Enter/ArrowDown the same field of the next item
 * row, ArrowUp the previous; Tab right through BOQ_EDITABLE_ORDER then on to the next item row,
 * Shift+Tab left. null when there is nowhere to go.
 */
export function findNextCell(editableRowIds: readonly number[], from: BoqCell, move: BoqMove): BoqCell | null {
  const rowIndex = editableRowIds.indexOf(from.rowId);
  if (rowIndex < 0) return null;
  const fieldIndex = BOQ_EDITABLE_ORDER.indexOf(from.field);
  const last = BOQ_EDITABLE_ORDER.length - 1;
  const at = (r: number, f: number): BoqCell | null =>
    r >= 0 && r < editableRowIds.length ? { rowId: editableRowIds[r]!, field: BOQ_EDITABLE_ORDER[f]! } : null;
  switch (move) {
    case 'down':
      return at(rowIndex + 1, fieldIndex);
    case 'up':
      return at(rowIndex - 1, fieldIndex);
    case 'right':
      return fieldIndex < last ? at(rowIndex, fieldIndex + 1) : at(rowIndex + 1, 0);
    case 'left':
      return fieldIndex > 0 ? at(rowIndex, fieldIndex - 1) : at(rowIndex - 1, last);
  }
}
