// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { computeBoq } from './boq.arithmetic';
import { BOQ_EXPORT_COLUMNS, boqExportLines } from './boq.export';
import { boqRow } from './boq.rows.fixture';

describe('boqExportLines', () => {
  it('an empty BOQ exports only a zero grand total', () => {
    expect(boqExportLines(computeBoq([]))).toEqual([
      {
        kind: 'GRAND_TOTAL',
        type: null,
        rowId: null,
        numerals: '',
        description: 'Grand Total',
        generation: 0,
        quantity: null,
        unit: null,
        materialUnitCost: null,
        materialTotalCost: '0.00',
        laborUnitCost: null,
        laborTotalCost: '0.00',
        grossTotal: '0.00',
      },
    ]);
  });

  it('rows in display order, a subtotal closing each heading and subheading, and the grand total', () => {
    const rows = [
      boqRow({ id: 1, type: 'HEADING', description: 'Works' }),
      boqRow({ id: 2, type: 'SUBHEADING', parentId: 1, description: '' }),
      boqRow({ id: 3, type: 'ITEM', parentId: 2, description: 'Cement', quantity: '2', materialUnit: 'bag', materialUnitCost: '250', laborUnitCost: '30' }),
      boqRow({ id: 4, type: 'ITEM', parentId: 2, description: 'Wall', quantity: '1', materialUnit: 'lot', materialUnitCost: '999', laborUnitCost: '999' }),
      boqRow({ id: 5, type: 'ITEM', parentId: 4, description: 'Blocks', quantity: '10', materialUnit: 'pc', materialUnitCost: '15', laborPercentageCost: '10' }),
    ];
    const lines = boqExportLines(computeBoq(rows));
    expect(lines.map((l) => [l.kind, l.rowId, l.numerals, l.description, l.generation])).toEqual([
      ['ROW', 1, 'I', 'Works', 0],
      ['ROW', 2, 'A', '', 1],
      ['ROW', 3, '1', 'Cement', 2],
      ['ROW', 4, '2', 'Wall', 2],
      ['ROW', 5, '2.1', 'Blocks', 3],
      ['SUBTOTAL', 2, 'A', 'Subtotal A', 1],
      ['SUBTOTAL', 1, 'I', 'Subtotal I Works', 0],
      ['GRAND_TOTAL', null, '', BOQ_EXPORT_COLUMNS.grandTotal, 0],
    ]);
    const cells = (i: number) => {
      const { kind: _k, rowId: _r, numerals: _n, description: _d, generation: _g, ...rest } = lines[i];
      return rest;
    };
    // A heading row shows no amounts: they are on its subtotal line.
    expect(cells(0)).toEqual({ type: 'HEADING', quantity: null, unit: null, materialUnitCost: null, materialTotalCost: null, laborUnitCost: null, laborTotalCost: null, grossTotal: null });
    // A leaf item shows everything.
    expect(cells(2)).toEqual({ type: 'ITEM', quantity: '2', unit: 'bag', materialUnitCost: '250', materialTotalCost: '500.00', laborUnitCost: '30.00', laborTotalCost: '60.00', grossTotal: '560.00' });
    // An item with breakdown items shows its children's sums but no unit costs.
    expect(cells(3)).toEqual({ type: 'ITEM', quantity: '1', unit: 'lot', materialUnitCost: null, materialTotalCost: '150.00', laborUnitCost: null, laborTotalCost: '15.00', grossTotal: '165.00' });
    expect(cells(4)).toMatchObject({ materialUnitCost: '15', laborUnitCost: '1.50', laborTotalCost: '15.00' });
    expect(cells(5)).toEqual({ type: 'SUBHEADING', quantity: null, unit: null, materialUnitCost: null, materialTotalCost: '650.00', laborUnitCost: null, laborTotalCost: '75.00', grossTotal: '725.00' });
    expect(cells(7)).toEqual({ type: null, quantity: null, unit: null, materialUnitCost: null, materialTotalCost: '650.00', laborUnitCost: null, laborTotalCost: '75.00', grossTotal: '725.00' });
  });
});
