import { describe, expect, it } from 'vitest';
import { nextSelection, NO_SELECTION } from './boq-selection';

const order = [10, 11, 12, 13, 14];
const ids = (s: { ids: ReadonlySet<number> }) => [...s.ids].sort((a, b) => a - b);

describe('row selection', () => {
  it('a click selects the row alone and anchors there', () => {
    const picked = nextSelection({ ids: new Set([10, 11]), anchor: 10 }, order, 13, 'single');
    expect(ids(picked)).toEqual([13]);
    expect(picked.anchor).toBe(13);
  });
  it('Shift selects every row from the anchor, either way, keeping the anchor', () => {
    const down = nextSelection({ ids: new Set([11]), anchor: 11 }, order, 13, 'range');
    expect(ids(down)).toEqual([11, 12, 13]);
    expect(down.anchor).toBe(11);
    expect(ids(nextSelection(down, order, 10, 'range'))).toEqual([10, 11]);
  });
  it('Shift without an anchor, or with one no longer shown, selects the row alone', () => {
    expect(ids(nextSelection(NO_SELECTION, order, 12, 'range'))).toEqual([12]);
    expect(ids(nextSelection({ ids: new Set([99]), anchor: 99 }, order, 12, 'range'))).toEqual([12]);
  });
  it('Ctrl adds a row or takes it out', () => {
    const added = nextSelection({ ids: new Set([10]), anchor: 10 }, order, 14, 'toggle');
    expect(ids(added)).toEqual([10, 14]);
    expect(added.anchor).toBe(14);
    expect(ids(nextSelection(added, order, 10, 'toggle'))).toEqual([14]);
  });
});
