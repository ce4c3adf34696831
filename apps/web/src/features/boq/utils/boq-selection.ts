/** Selected rows (copy and paste) and the row a Shift range starts from. */
export interface BoqSelection {
  ids: ReadonlySet<number>;
  anchor: number | null;
}
export type BoqSelectMode = 'single' | 'range' | 'toggle';
export const NO_SELECTION: BoqSelection = { ids: new Set(), anchor: null };

/**
 * The selection after a click on a row: 'single' selects it alone; 'range' (Shift) every row from
 * the anchor to it in display order; 'toggle' (Ctrl/⌘) adds or removes it. A range without an
 * anchor still shown selects the row alone.
 */
export function nextSelection(current: BoqSelection, order: readonly number[], rowId: number, mode: BoqSelectMode): BoqSelection {
  if (mode === 'toggle') {
    const ids = new Set(current.ids);
    if (!ids.delete(rowId)) ids.add(rowId);
    return { ids, anchor: rowId };
  }
  if (mode === 'range' && current.anchor !== null) {
    const from = order.indexOf(current.anchor);
    const to = order.indexOf(rowId);
    if (from >= 0 && to >= 0) return { ids: new Set(order.slice(Math.min(from, to), Math.max(from, to) + 1)), anchor: current.anchor };
  }
  return { ids: new Set([rowId]), anchor: rowId };
}
