import { describe, expect, it } from 'vitest';
import type { BoqGridRow } from '../api/boq-room-types';
import { applyPatchRows, canMoveAfter, toLines, type BoqRowMap } from './boq-rows';

const row = (id: number, parentId: number | null, position: number, type: BoqGridRow['type']): BoqGridRow =>
  ({ id, parentId, position, type, description: `r${id}`, hasChildren: false }) as BoqGridRow;

const map = (...rows: BoqGridRow[]): BoqRowMap => new Map(rows.map((r) => [r.id, r]));

describe('toLines', () => {
  it('orders rows depth first by position and closes a heading with children by its Subtotal', () => {
    const lines = toLines(map(row(3, 1, 2, 'SUBHEADING'), row(1, null, 1, 'HEADING'), row(2, 1, 1, 'SUBHEADING'), row(4, 2, 1, 'ITEM'), row(5, null, 2, 'HEADING')));
    expect(lines.map((l) => `${l.kind}:${l.kind === 'total' ? '' : l.row.id}`)).toEqual([
      'row:1', 'row:2', 'row:4', 'subtotal:2', 'row:3', 'subtotal:1', 'row:5',
    ]);
  });
  it('an ITEM with breakdown items gets no Subtotal line', () => {
    const lines = toLines(map(row(1, null, 1, 'ITEM'), row(2, 1, 1, 'ITEM')));
    expect(lines.map((l) => l.kind)).toEqual(['row', 'row']);
  });
});

describe('applyPatchRows', () => {
  it('replaces changed rows, adds new ones and drops removed ids', () => {
    const before = map(row(1, null, 1, 'HEADING'), row(2, 1, 1, 'ITEM'));
    const after = applyPatchRows(before, { changed: [{ ...row(1, null, 1, 'HEADING'), description: 'new' }, row(3, 1, 2, 'ITEM')], removedIds: [2] });
    expect([...after.keys()].sort()).toEqual([1, 3]);
    expect(after.get(1)?.description).toBe('new');
    expect(before.has(2)).toBe(true);
  });
});

describe('toLines at scale', () => {
  it('orders 10,000 rows (100 headings of 99 items) in well under a frame budget of work', () => {
    const rows: BoqGridRow[] = [];
    let id = 1;
    for (let h = 0; h < 100; h++) {
      const headingId = id++;
      rows.push(row(headingId, null, h, 'HEADING'));
      for (let i = 0; i < 99; i++) rows.push(row(id++, headingId, i, 'ITEM'));
    }
    const started = performance.now();
    const lines = toLines(map(...rows));
    expect(lines).toHaveLength(10_000 + 100);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('canMoveAfter', () => {
  const rows = map(row(1, null, 1, 'HEADING'), row(2, 1, 1, 'SUBHEADING'), row(3, 2, 1, 'ITEM'), row(4, 2, 2, 'ITEM'), row(5, 3, 1, 'ITEM'), row(6, 5, 1, 'ITEM'));
  it('moves an item after another item, also under another parent', () => {
    expect(canMoveAfter(rows, 3, 4)).toBe(true);
    expect(canMoveAfter(rows, 5, 4)).toBe(true);
    expect(canMoveAfter(rows, 4, 6)).toBe(true);
  });
  it('refuses headings, itself, its own breakdown items and unknown rows', () => {
    expect(canMoveAfter(rows, 3, 2)).toBe(false);
    expect(canMoveAfter(rows, 2, 3)).toBe(false);
    expect(canMoveAfter(rows, 3, 3)).toBe(false);
    expect(canMoveAfter(rows, 3, 5)).toBe(false);
    expect(canMoveAfter(rows, 3, 6)).toBe(false);
    expect(canMoveAfter(rows, 3, 99)).toBe(false);
  });
});
