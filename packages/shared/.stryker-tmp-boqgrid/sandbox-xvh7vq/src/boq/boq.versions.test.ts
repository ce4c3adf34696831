// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { computeBoq } from './boq.arithmetic';
import { boqRow } from './boq.rows.fixture';
import { boqKeyLineage, boqVersionKey, diffBoqVersions } from './boq.versions';

describe('BOQ version keys', () => {
  it('a copy keeps the lineage of the row it was first copied from', () => {
    expect(boqKeyLineage('abc')).toBe('abc');
    expect(boqKeyLineage('abc@r12')).toBe('abc');
    expect(boqKeyLineage('abc@r1x')).toBe('abc@r1x');
    expect(boqKeyLineage('abc@r2@r3')).toBe('abc@r2');
    expect(boqKeyLineage('abc@r')).toBe('abc@r');
    expect(boqVersionKey('abc', 2)).toBe('abc@r2');
    expect(boqVersionKey('abc@r2', 3)).toBe('abc@r3');
  });
});

describe('diffBoqVersions', () => {
  const h = boqRow({ id: 1, type: 'HEADING', description: 'Works' });
  const a = boqRow({ id: 2, type: 'ITEM', parentId: 1, description: 'Cement', quantity: '10', materialUnitCost: '250' });
  const b = boqRow({ id: 3, type: 'ITEM', parentId: 1, description: 'Sand', quantity: '2', materialUnitCost: '100', profitMarginPercentage: '10' });
  const from = computeBoq([h, a, b]);

  it('two identical versions (copied keys) differ in nothing', () => {
    const copy = computeBoq([h, a, b].map((r) => ({ ...r, id: r.id + 10, parentId: r.parentId && r.parentId + 10, key: `${r.key}@r2` })));
    expect(diffBoqVersions(from, copy)).toEqual({
      added: [],
      removed: [],
      changed: [],
      totals: { from: '2700.00', to: '2700.00', delta: '0.00', fromWithProfit: '2720.00', toWithProfit: '2720.00', deltaWithProfit: '0.00' },
    });
  });

  it('lists added, removed and changed rows with the changed fields as shown numbers', () => {
    const c = boqRow({ id: 4, type: 'ITEM', parentId: 1, description: 'Gravel', quantity: '1', materialUnitCost: '55.5' });
    const to = computeBoq([
      { ...h, key: 'k1@r2' },
      { ...a, key: 'k2@r2', quantity: '12.5000', materialUnitCost: '250.00', description: 'Cement' },
      { ...c, key: 'k4@r2' },
    ]);
    const diff = diffBoqVersions(from, to);
    expect(diff.added).toEqual([{ key: 'k4', type: 'ITEM', numerals: '2', description: 'Gravel', amount: '55.50' }]);
    expect(diff.removed).toEqual([{ key: 'k3', type: 'ITEM', numerals: '2', description: 'Sand', amount: '200.00' }]);
    expect(diff.changed).toEqual([
      { key: 'k1', type: 'HEADING', numerals: 'I', description: 'Works', amount: '3180.50', fields: { directCost: ['2700', '3180.5'] }, amountFrom: '2700.00', amountTo: '3180.50', amountDelta: '480.50' },
      { key: 'k2', type: 'ITEM', numerals: '1', description: 'Cement', amount: '3125.00', fields: { quantity: ['10', '12.5'], directCost: ['2500', '3125'] }, amountFrom: '2500.00', amountTo: '3125.00', amountDelta: '625.00' },
    ]);
    expect(diff.totals).toEqual({ from: '2700.00', to: '3180.50', delta: '480.50', fromWithProfit: '2720.00', toWithProfit: '3180.50', deltaWithProfit: '460.50' });
  });

  it('text fields compare as text and an empty number reads as zero', () => {
    const to = computeBoq([h, { ...a, description: 'Cement (bags)', materialUnit: 'bag', laborUnitCost: '' }, b]);
    expect(diffBoqVersions(from, to).changed).toEqual([
      expect.objectContaining({ key: 'k2', fields: { description: ['Cement', 'Cement (bags)'], materialUnit: ['pc', 'bag'] }, amountDelta: '0.00' }),
    ]);
  });

  it('a lower amount gives a negative delta', () => {
    const to = computeBoq([h, { ...a, quantity: '4' }, b]);
    const diff = diffBoqVersions(from, to);
    expect(diff.changed.find((r) => r.key === 'k2')).toMatchObject({ amountFrom: '2500.00', amountTo: '1000.00', amountDelta: '-1500.00' });
    expect(diff.totals.delta).toBe('-1500.00');
  });
});
