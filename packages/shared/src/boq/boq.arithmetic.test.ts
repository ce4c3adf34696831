import { describe, expect, it } from 'vitest';
import { boqRow } from './boq.rows.fixture';
import { BOQ_ITEM_PLACE_MESSAGE, computeBoq, diffBoq, effectiveLaborUnitCost, insertedRowType, insertShowsItemFields, insertTypeRefusal, leafAmounts, toLetters, toRoman, type BoqRowInput } from './boq.arithmetic';

let nextId = 1;
/** A row with the next free id unless one is given. */
const row = (over: Partial<BoqRowInput> & Pick<BoqRowInput, 'type'>): BoqRowInput => boqRow({ ...over, id: over.id ?? nextId++ });

describe('BOQ leaf arithmetic', () => {
  it('material, labor, direct cost, profit and total with profit', () => {
    expect(leafAmounts({ quantity: '12.5', materialUnitCost: '245.50', laborUnitCost: '35', laborPercentageCost: '0', profitMarginPercentage: '15' })).toEqual({
      materialTotalCost: '3068.75', // 12.5 x 245.50
      laborUnitCostDisplay: '35.00',
      laborTotalCost: '437.50', // 12.5 x 35
      directCost: '3506.25',
      profitMargin: '525.94', // 3506.25 x 15% = 525.9375 -> 525.94
      totalWithProfit: '4032.19',
      subTotalWithProfit: '4032.19',
    });
  });

  it('a labor percentage above 0 replaces the labor unit cost with material x percentage', () => {
    const a = leafAmounts({ quantity: '3', materialUnitCost: '333.33', laborUnitCost: '999', laborPercentageCost: '12.5', profitMarginPercentage: '0' });
    // A unit cost keeps 4 decimals: 333.33 x 12.5% = 41.66625 -> 41.6663 (half up).
    expect(a.laborUnitCostDisplay).toBe('41.6663');
    expect(a.laborTotalCost).toBe('125.00'); // 3 x 41.6663 = 124.9989 -> 125.00
    expect(a.directCost).toBe('1124.99'); // 999.99 + 125.00
    expect(effectiveLaborUnitCost({ materialUnitCost: '333.33', laborUnitCost: '999', laborPercentageCost: '12.5' })).toBe('41.6663');
    expect(effectiveLaborUnitCost({ materialUnitCost: '333.33', laborUnitCost: '999', laborPercentageCost: '0' })).toBe('999.00');
  });

  it('rounds half up to the centavo without float error', () => {
    // 0.1 + 0.2 style traps: 3 x 0.015 = 0.045 -> 0.05; 1.005 x 1 -> 1.01
    expect(leafAmounts({ quantity: '3', materialUnitCost: '0.015', laborUnitCost: '0', laborPercentageCost: '0', profitMarginPercentage: '0' }).materialTotalCost).toBe('0.05');
    expect(leafAmounts({ quantity: '1', materialUnitCost: '1.005', laborUnitCost: '0', laborPercentageCost: '0', profitMarginPercentage: '0' }).materialTotalCost).toBe('1.01');
  });

  const leaf = (quantity: string, materialUnitCost: string, over: Partial<BoqRowInput> = {}) =>
    leafAmounts({ quantity, materialUnitCost, laborUnitCost: '0', laborPercentageCost: '0', profitMarginPercentage: '0', ...over });

  it('keeps unit costs and quantities to 4 decimals: 0.125 x 1,000 pieces is 125.00 (not 130.00)', () => {
    expect(leaf('1000', '0.125').materialTotalCost).toBe('125.00');
    expect(leaf('1000', '0.0001').materialTotalCost).toBe('0.10');
    expect(leaf('0.0001', '10000').materialTotalCost).toBe('1.00');
    expect(leaf('1000', '0', { laborUnitCost: '0.125' }).laborTotalCost).toBe('125.00');
    // The effective labour unit cost is a unit cost: 0.125 x 10% = 0.0125, x 1,000 = 12.50 (not 10.00).
    const a = leaf('1000', '0.125', { laborPercentageCost: '10' });
    expect([a.laborUnitCostDisplay, a.laborTotalCost]).toEqual(['0.0125', '12.50']);
    expect(leaf('1', '0.125').laborUnitCostDisplay).toBe('0.00');
    expect(leaf('1', '0', { laborUnitCost: '0.125' }).laborUnitCostDisplay).toBe('0.125');
  });

  it('rounds each amount half-up to the centavo', () => {
    expect(leaf('1', '0.005').materialTotalCost).toBe('0.01'); // exactly half: up
    expect(leaf('1', '0.0049').materialTotalCost).toBe('0.00'); // below half: down
    expect(leaf('3', '0.0015').materialTotalCost).toBe('0.00'); // 0.0045 -> 0.00
    expect(leaf('7', '0.0015').materialTotalCost).toBe('0.01'); // 0.0105 -> 0.01
    expect(leaf('0.5', '0.01').materialTotalCost).toBe('0.01'); // 0.005 -> 0.01
    expect(leaf('1', '100', { profitMarginPercentage: '0.005' }).profitMargin).toBe('0.01'); // 100 x 0.005% = 0.005 -> 0.01
    expect(leaf('1', '100', { profitMarginPercentage: '0.0049' }).profitMargin).toBe('0.00');
    // Inputs past 4 decimals are read rounded half-up to 4: 0.12345 -> 0.1235.
    expect(leaf('1000', '0.12345').materialTotalCost).toBe('123.50');
  });
});

describe('BOQ tree', () => {
  it('a 3-level tree, worked by hand', () => {
    nextId = 1;
    const h1 = row({ type: 'HEADING', description: 'General Requirements' });
    const s1 = row({ type: 'SUBHEADING', parentId: h1.id });
    const i1 = row({ type: 'ITEM', parentId: s1.id, quantity: '10', materialUnitCost: '100', laborUnitCost: '20', profitMarginPercentage: '10' });
    // i1: material 1000, labor 200, direct 1200, profit 120, total 1320
    const i2 = row({ type: 'ITEM', parentId: s1.id, quantity: '2', materialUnitCost: '50.25', laborPercentageCost: '10', profitMarginPercentage: '5' });
    // i2 has a breakdown: its own costs do not count
    const b1 = row({ type: 'ITEM', parentId: i2.id, quantity: '3', materialUnitCost: '10.10', profitMarginPercentage: '0' });
    // b1: material 30.30, labor 0, direct 30.30, total 30.30
    const b2 = row({ type: 'ITEM', parentId: i2.id, quantity: '1', materialUnitCost: '99.99', laborUnitCost: '0.01', profitMarginPercentage: '33.333' });
    // b2: material 99.99, labor 0.01, direct 100.00, profit 33.333 -> 33.33, total 133.33
    const h2 = row({ type: 'HEADING', description: 'Earthworks' });
    const s2 = row({ type: 'SUBHEADING', parentId: h2.id });
    const i3 = row({ type: 'ITEM', parentId: s2.id, quantity: '0.5', materialUnitCost: '1234.57', laborUnitCost: '0', profitMarginPercentage: '0' });
    // i3: material 617.285 -> 617.29
    const boq = computeBoq([i3, b2, h2, s2, b1, i2, i1, s1, h1]);

    const view = (r: BoqRowInput) => boq.byId.get(r.id)!;
    expect(boq.tree.map((r) => r.numerals)).toEqual(['I', 'II']);
    expect(view(s1).numerals).toBe('A');
    expect([view(i1).numerals, view(i2).numerals, view(b1).numerals, view(b2).numerals]).toEqual(['1', '2', '2.1', '2.2']);
    expect([view(h1).generation, view(s1).generation, view(i2).generation, view(b1).generation]).toEqual([0, 1, 2, 3]);

    expect(view(i2)).toMatchObject({ materialTotalCost: '130.29', laborTotalCost: '0.01', directCost: '130.30', profitMargin: '33.33', totalWithProfit: '163.63', subTotalWithProfit: '163.63' });
    expect(view(s1)).toMatchObject({ directCost: '1330.30', totalWithProfit: '1483.63', subTotalWithProfit: '1483.63' });
    expect(view(h1).directCost).toBe('1330.30');
    expect(view(i3).materialTotalCost).toBe('617.29');
    expect(view(h2).totalWithProfit).toBe('617.29');
    expect(boq.boqTotal).toBe('1947.59');
    expect(boq.boqTotalWithProfit).toBe('2100.92');
    expect(boq.ordered.map((r) => r.id)).toEqual([h1, s1, i1, i2, b1, b2, h2, s2, i3].map((r) => r.id));
  });

  it('an empty heading has zero amounts; an empty BOQ totals zero', () => {
    expect(computeBoq([]).boqTotal).toBe('0.00');
    const h = row({ type: 'HEADING' });
    expect(computeBoq([h]).tree[0]).toMatchObject({ directCost: '0.00', hasChildren: false });
  });

  it('numbers headings in roman numerals and subheadings in letters', () => {
    expect([1, 2, 3, 4, 9, 14, 40].map(toRoman)).toEqual(['I', 'II', 'III', 'IV', 'IX', 'XIV', 'XL']);
    expect([1, 2, 26, 27, 28].map(toLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });

  it('diff sends only the changed rows, their ancestors and removed ids', () => {
    nextId = 100;
    const h = row({ type: 'HEADING' });
    const s = row({ type: 'SUBHEADING', parentId: h.id });
    const a = row({ type: 'ITEM', parentId: s.id, quantity: '1', materialUnitCost: '10' });
    const b = row({ type: 'ITEM', parentId: s.id, quantity: '1', materialUnitCost: '20' });
    const other = row({ type: 'HEADING' });
    const before = computeBoq([h, s, a, b, other]);
    const after = computeBoq([h, s, { ...a, quantity: '2' }, b, other]);
    expect(diffBoq(before, after).changed.map((r) => r.id).sort()).toEqual([h.id, s.id, a.id].sort());
    const removed = diffBoq(before, computeBoq([h, s, a, other]));
    expect(removed.removedIds).toEqual([b.id]);
  });
});

describe('insert rules', () => {
  it('inside a heading makes a subheading; inside a subheading or item makes an item; before/after keeps the type', () => {
    expect(insertedRowType('inside', 'HEADING')).toBe('SUBHEADING');
    expect(insertedRowType('inside', 'SUBHEADING')).toBe('ITEM');
    expect(insertedRowType('inside', 'ITEM')).toBe('ITEM');
    expect(insertedRowType('before', 'SUBHEADING')).toBe('SUBHEADING');
    expect(insertedRowType('after', 'HEADING')).toBe('HEADING');
    expect(insertedRowType('inside', null)).toBe('HEADING');
  });
  it('the item fields show inside a subheading or item, or before/after an item', () => {
    expect(insertShowsItemFields('inside', 'HEADING')).toBe(false);
    expect(insertShowsItemFields('inside', 'SUBHEADING')).toBe(true);
    expect(insertShowsItemFields('after', 'ITEM')).toBe(true);
    expect(insertShowsItemFields('before', 'SUBHEADING')).toBe(false);
    expect(insertShowsItemFields('inside', 'HEADING', 'ITEM')).toBe(true);
    expect(insertShowsItemFields('after', 'HEADING', 'ITEM')).toBe(false);
  });
  it('insertValue.type ITEM inside a heading makes an item; everywhere else the rules stay', () => {
    expect(insertedRowType('inside', 'HEADING', 'ITEM')).toBe('ITEM');
    expect(insertedRowType('inside', 'SUBHEADING', 'ITEM')).toBe('ITEM');
    expect(insertedRowType('inside', 'ITEM', 'ITEM')).toBe('ITEM');
    expect(insertedRowType('before', 'HEADING', 'ITEM')).toBe('HEADING');
    expect(insertedRowType('after', 'SUBHEADING', 'ITEM')).toBe('SUBHEADING');
    expect(insertedRowType('after', 'ITEM', 'ITEM')).toBe('ITEM');
    expect(insertedRowType('inside', null, 'ITEM')).toBe('HEADING');
  });
  it('an ITEM is refused where the rules cannot make one, by name', () => {
    expect(insertTypeRefusal('inside', 'HEADING', 'ITEM')).toBeNull();
    expect(insertTypeRefusal('inside', 'SUBHEADING', 'ITEM')).toBeNull();
    expect(insertTypeRefusal('inside', 'ITEM', 'ITEM')).toBeNull();
    expect(insertTypeRefusal('before', 'ITEM', 'ITEM')).toBeNull();
    expect(insertTypeRefusal('before', 'HEADING', 'ITEM')).toBe(BOQ_ITEM_PLACE_MESSAGE);
    expect(insertTypeRefusal('after', 'SUBHEADING', 'ITEM')).toBe(BOQ_ITEM_PLACE_MESSAGE);
    expect(insertTypeRefusal('inside', null, 'ITEM')).toBe(BOQ_ITEM_PLACE_MESSAGE);
    expect(insertTypeRefusal('inside', 'HEADING')).toBeNull();
    expect(insertTypeRefusal('after', 'HEADING')).toBeNull();
    expect(BOQ_ITEM_PLACE_MESSAGE).toBe('An item goes inside a heading, a subheading or an item, or before or after an item');
  });
  it('an item directly under a heading is numbered among the heading\'s items and rolls up into it', () => {
    const rows: BoqRowInput[] = [
      row({ id: 1, type: 'HEADING', position: 1 }),
      row({ id: 2, type: 'ITEM', parentId: 1, position: 1, quantity: '2', materialUnitCost: '10' }),
      row({ id: 3, type: 'SUBHEADING', parentId: 1, position: 2 }),
      row({ id: 4, type: 'ITEM', parentId: 3, position: 1, quantity: '1', materialUnitCost: '5' }),
    ];
    const boq = computeBoq(rows);
    expect(boq.byId.get(2)!.numerals).toBe('1');
    expect(boq.byId.get(3)!.numerals).toBe('A');
    expect(boq.byId.get(1)!.directCost).toBe('25.00');
    expect(boq.boqTotal).toBe('25.00');
  });
});
