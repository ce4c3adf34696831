// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { computeBoq, leafAmounts, sumAmounts, toLetters, toRoman } from './boq.arithmetic';
import { boqRow } from './boq.rows.fixture';

const costs = { quantity: '1', materialUnitCost: '0', laborUnitCost: '0', laborPercentageCost: '0', profitMarginPercentage: '0' };

describe('BOQ numerals beyond the first few', () => {
  it('headings V to M, including 50 and above', () => {
    const values = [5, 6, 8, 10, 39, 49, 50, 51, 89, 90, 99, 100, 400, 444, 500, 900, 999, 1000, 1994, 2026];
    expect(values.map(toRoman)).toEqual([
      'V', 'VI', 'VIII', 'X', 'XXXIX', 'XLIX', 'L', 'LI', 'LXXXIX', 'XC', 'XCIX', 'C', 'CD', 'CDXLIV', 'D', 'CM', 'CMXCIX', 'M', 'MCMXCIV', 'MMXXVI',
    ]);
  });
  it('subheadings past Z carry into two and three letters', () => {
    expect([52, 53, 702, 703].map(toLetters)).toEqual(['AZ', 'BA', 'ZZ', 'AAA']);
  });
});

describe('BOQ amounts from unusual input text', () => {
  it('reads surrounding spaces, exponent notation and more than 4 decimals', () => {
    expect(leafAmounts({ ...costs, quantity: ' 2 ', materialUnitCost: ' 12.50 ' }).materialTotalCost).toBe('25.00');
    // A unit cost is read at 4 decimals, half-up (the schemas refuse more): 1.2345675 -> 1.2346, x 1,000,000
    expect(leafAmounts({ ...costs, quantity: '1e6', materialUnitCost: '1.2345675e0' }).materialTotalCost).toBe('1234600.00');
    expect(leafAmounts({ ...costs, quantity: '1000000', materialUnitCost: '0.12345' }).materialTotalCost).toBe('123500.00');
    expect(leafAmounts({ ...costs, quantity: '1000000', materialUnitCost: '0.12344999' }).materialTotalCost).toBe('123400.00');
  });
  it('a missing cost reads as zero', () => {
    const missing = { ...costs, quantity: '4', materialUnitCost: '2.5', laborUnitCost: null as unknown as string, profitMarginPercentage: undefined as unknown as string };
    expect(leafAmounts(missing)).toMatchObject({ materialTotalCost: '10.00', laborTotalCost: '0.00', profitMargin: '0.00', totalWithProfit: '10.00' });
  });
  it('numbers (not text) are read the same', () => {
    const numeric = { ...costs, quantity: 3 as unknown as string, materialUnitCost: 1.5 as unknown as string };
    expect(leafAmounts(numeric).materialTotalCost).toBe('4.50');
  });
  it('a negative quantity gives negative amounts, rounded half away from zero', () => {
    expect(leafAmounts({ ...costs, quantity: '-1', materialUnitCost: '0.005' }).materialTotalCost).toBe('-0.01');
    expect(leafAmounts({ ...costs, quantity: '-2.5', materialUnitCost: '10', laborUnitCost: '1.25' })).toMatchObject({
      materialTotalCost: '-25.00',
      laborTotalCost: '-3.13',
      directCost: '-28.13',
    });
    expect(leafAmounts({ ...costs, quantity: '-0.5', materialUnitCost: '0.01' }).materialTotalCost).toBe('-0.01');
    expect(leafAmounts({ ...costs, quantity: '-0.4', materialUnitCost: '0.01' }).materialTotalCost).toBe('0.00');
  });
});

describe('BOQ parents', () => {
  it('the sum of no children is zero in every amount', () => {
    expect(sumAmounts([])).toEqual({
      materialTotalCost: '0.00',
      laborUnitCostDisplay: '0.00',
      laborTotalCost: '0.00',
      directCost: '0.00',
      profitMargin: '0.00',
      totalWithProfit: '0.00',
      subTotalWithProfit: '0.00',
    });
  });
  it('a parent shows no labour unit cost of its own', () => {
    const item = leafAmounts({ ...costs, quantity: '2', laborUnitCost: '7' });
    expect(item.laborUnitCostDisplay).toBe('7.00');
    expect(sumAmounts([item, item])).toMatchObject({ laborUnitCostDisplay: '0.00', laborTotalCost: '28.00' });
  });
  it('a heading with no children does not count its own costs; a leaf item does', () => {
    const heading = boqRow({ id: 1, type: 'HEADING', quantity: '3', materialUnitCost: '100', laborUnitCost: '5' });
    const item = boqRow({ id: 2, type: 'ITEM', quantity: '3', materialUnitCost: '100', laborUnitCost: '5' });
    const boq = computeBoq([heading, item]);
    expect(boq.byId.get(1)).toMatchObject({ directCost: '0.00', laborUnitCostDisplay: '0.00', hasChildren: false });
    expect(boq.byId.get(2)).toMatchObject({ directCost: '315.00', laborUnitCostDisplay: '5.00', hasChildren: false });
    expect(boq.boqTotal).toBe('315.00');
  });
  it('a row with children says so', () => {
    const boq = computeBoq([boqRow({ id: 1, type: 'HEADING' }), boqRow({ id: 2, type: 'SUBHEADING', parentId: 1 })]);
    expect(boq.byId.get(1)!.hasChildren).toBe(true);
    expect(boq.byId.get(2)!.hasChildren).toBe(false);
  });
  it('a row whose parent is missing shows at the top level', () => {
    const orphan = boqRow({ id: 5, type: 'ITEM', parentId: 99, quantity: '1', materialUnitCost: '8' });
    const boq = computeBoq([boqRow({ id: 1, type: 'HEADING' }), orphan]);
    expect(boq.tree.map((r) => r.id)).toEqual([1, 5]);
    expect(boq.byId.get(5)).toMatchObject({ generation: 0, numerals: '1', directCost: '8.00' });
    expect(boq.boqTotal).toBe('8.00');
  });
  it('siblings order by position, then by id', () => {
    const rows = [
      boqRow({ id: 9, type: 'HEADING', position: 1 }),
      boqRow({ id: 3, type: 'HEADING', position: 1 }),
      boqRow({ id: 1, type: 'HEADING', position: 2 }),
      boqRow({ id: 7, type: 'HEADING', position: 0 }),
    ];
    const boq = computeBoq(rows);
    expect(boq.ordered.map((r) => [r.id, r.numerals])).toEqual([
      [7, 'I'],
      [3, 'II'],
      [9, 'III'],
      [1, 'IV'],
    ]);
  });
});
