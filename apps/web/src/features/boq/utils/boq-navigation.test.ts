import { describe, expect, it } from 'vitest';
import { findNextCell } from './boq-navigation';

const rows = [10, 20, 30];

describe('findNextCell', () => {
  it('Enter and ArrowDown go to the same field of the next item row', () => {
    expect(findNextCell(rows, { rowId: 10, field: 'materialUnitCost' }, 'down')).toEqual({ rowId: 20, field: 'materialUnitCost' });
  });
  it('Tab goes right, and from the last field to the first field of the next item row', () => {
    expect(findNextCell(rows, { rowId: 10, field: 'quantity' }, 'right')).toEqual({ rowId: 10, field: 'materialUnitCost' });
    expect(findNextCell(rows, { rowId: 10, field: 'profitMarginPercentage' }, 'right')).toEqual({ rowId: 20, field: 'quantity' });
  });
  it('Shift+Tab from the first field goes to the last field of the previous item row', () => {
    expect(findNextCell(rows, { rowId: 20, field: 'quantity' }, 'left')).toEqual({ rowId: 10, field: 'profitMarginPercentage' });
  });
  it('past the last or first row there is nowhere to go', () => {
    expect(findNextCell(rows, { rowId: 30, field: 'quantity' }, 'down')).toBeNull();
    expect(findNextCell(rows, { rowId: 10, field: 'quantity' }, 'up')).toBeNull();
  });
});
