import type { BoqRowView } from '@haligi/shared';
import type { BoqGridRow, BoqPatchPayload } from '../api/boq-room-types';

/** The rows of a BOQ by id, flat (the tree is rebuilt from parentId and position for display). */
export type BoqRowMap = Map<number, BoqGridRow>;

/** Flattens the BOQ_DATA tree into rows by id. */
export function toRowMap(tree: readonly BoqRowView[]): BoqRowMap {
  const rows: BoqRowMap = new Map();
  const visit = (list: readonly BoqRowView[]) => {
    for (const { children, ...row } of list) {
      rows.set(row.id, row);
      visit(children ?? []);
    }
  };
  visit(tree);
  return rows;
}

/** A patch replaces the changed rows whole and drops the removed ones. */
export function applyPatchRows(rows: BoqRowMap, patch: Pick<BoqPatchPayload, 'changed' | 'removedIds'>): BoqRowMap {
  const next: BoqRowMap = new Map(rows);
  for (const id of patch.removedIds) next.delete(id);
  for (const row of patch.changed) next.set(row.id, row);
  return next;
}

/** One line of the grid: a row, the Subtotal after a heading's children, or a grand total. */
export type BoqLine =
  | { kind: 'row'; row: BoqGridRow }
  | { kind: 'subtotal'; row: BoqGridRow }
  | { kind: 'total'; label: string; amount: string; isWithProfit: boolean };

/** Each parent's rows (null: the top level) in position order. */
export function childrenByParent(rows: BoqRowMap): Map<number | null, BoqGridRow[]> {
  const children = new Map<number | null, BoqGridRow[]>();
  for (const row of rows.values()) {
    const parent = row.parentId !== null && rows.has(row.parentId) ? row.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  return children;
}

/** Depth-first display order; a HEADING or SUBHEADING with children is followed by its Subtotal line. */
export function toLines(rows: BoqRowMap): BoqLine[] {
  const children = childrenByParent(rows);
  const lines: BoqLine[] = [];
  const visit = (parentId: number | null) => {
    for (const row of children.get(parentId) ?? []) {
      lines.push({ kind: 'row', row });
      const hasChildren = children.has(row.id);
      visit(row.id);
      if (hasChildren && row.type !== 'ITEM') lines.push({ kind: 'subtotal', row });
    }
  };
  visit(null);
  return lines;
}

/** Inline editing is offered on ITEM rows without breakdown items. */
export function isInlineEditable(row: BoqGridRow): boolean {
  return row.type === 'ITEM' && !row.hasChildren;
}

/** BOQ_MOVE_ITEM 'after': an ITEM row may go after another ITEM row that is neither itself nor one of its breakdown items. */
export function canMoveAfter(rows: ReadonlyMap<number, BoqGridRow>, fromId: number, toId: number): boolean {
  const from = rows.get(fromId);
  const to = rows.get(toId);
  if (!from || !to || from.id === to.id || from.type !== 'ITEM' || to.type !== 'ITEM') return false;
  for (let up = to.parentId === null ? undefined : rows.get(to.parentId); up; up = up.parentId === null ? undefined : rows.get(up.parentId)) {
    if (up.id === from.id) return false;
  }
  return true;
}
