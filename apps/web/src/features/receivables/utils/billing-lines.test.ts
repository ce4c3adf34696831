import type { BoqRowView } from '@haligi/shared';
import { describe, expect, it } from 'vitest';
import { billableLines, billingDraft, formatPercent, lineIndexOf, percentProblem, previousPercents, recoupedSoFar, setHeadingPercent } from './billing-lines';

const row = (id: number, type: BoqRowView['type'], numerals: string, description: string, totalWithProfit: string, children: BoqRowView[] = []) =>
  ({ id, type, numerals, description, totalWithProfit, hasChildren: children.length > 0, children }) as unknown as BoqRowView;

// The worked example of billing.rules.test.ts: 2M earthworks, 5M concrete, 3M finishes; 15% down, 10% retention.
const tree = [
  row(1, 'HEADING', 'I', 'General works', '10000000.00', [
    row(2, 'ITEM', '1', 'Earthworks', '2000000.00'),
    row(3, 'ITEM', '2', 'Concrete works', '5000000.00'),
    row(4, 'SUBHEADING', 'A', 'Finishing', '3000000.00', [row(5, 'ITEM', '1', 'Finishes', '3000000.00')]),
  ]),
  row(6, 'HEADING', 'II', 'Empty heading', '0.00'),
];
const terms = { downpaymentPercent: '15', retentionPercent: '10', recoupedSoFar: '0' };

describe('billableLines', () => {
  it('lists the leaf items depth first with their previous percents and the headings above items', () => {
    const { lines, headings } = billableLines(tree, new Map([[3, '40.00']]));
    expect(lines.map((l) => [l.boqItemId, l.numerals, l.amount, l.previousPercent, l.headingIds])).toEqual([
      [2, '1', '2000000.00', '0', [1]],
      [3, '2', '5000000.00', '40.00', [1]],
      [5, '1', '3000000.00', '0', [1, 4]],
    ]);
    // An empty heading has no line to set.
    expect(headings).toEqual([
      { id: 1, label: 'I General works' },
      { id: 4, label: 'A Finishing' },
    ]);
  });
});

describe('previous percents and recoupment', () => {
  it('takes the highest percent of each line over the earlier billings', () => {
    const reached = previousPercents([{ lines: [{ boqItemId: 2, toDatePercent: '100.00' }, { boqItemId: 3, toDatePercent: '40.00' }] }, { lines: [{ boqItemId: 3, toDatePercent: '70.00' }] }]);
    expect(Object.fromEntries(reached)).toEqual({ 2: '100.00', 3: '70.00' });
  });
  it('sums what earlier billings recouped', () => {
    expect(recoupedSoFar([{ downpaymentRecoupment: '600000.00' }, { downpaymentRecoupment: '0.10' }])).toBe('600000.10');
    expect(recoupedSoFar([])).toBe('0.00');
  });
});

describe('percentProblem', () => {
  it('accepts blank and percents from the previous to 100 with at most 2 decimals', () => {
    expect(percentProblem('', '40')).toBeNull();
    expect(percentProblem('40', '40')).toBeNull();
    expect(percentProblem('99.99', '40')).toBeNull();
    expect(percentProblem('100', '0')).toBeNull();
  });
  it('refuses text, three decimals, above 100 and below the previous billing', () => {
    expect(percentProblem('abc', '0')).toBe('Enter a percent with at most 2 decimals');
    expect(percentProblem('10.125', '0')).toBe('Enter a percent with at most 2 decimals');
    expect(percentProblem('100.01', '0')).toBe('At most 100%');
    expect(percentProblem('39.99', '40.00')).toBe('Not below the previous 40%');
  });
});

describe('billingDraft', () => {
  const { lines } = billableLines(tree, new Map());
  it('works out the worked example and sends only the lines that moved', () => {
    const draft = billingDraft(lines, { 2: '100', 3: '40', 5: '' }, terms);
    expect(draft.preview).toMatchObject({ grossAccomplishment: '4000000.00', downpaymentRecoupment: '600000.00', vat: '408000.00', retention: '400000.00', amountDue: '3408000.00', percentToDate: '40.00' });
    expect(draft.changed).toEqual([
      { boqItemId: 2, toDatePercent: '100.00' },
      { boqItemId: 3, toDatePercent: '40.00' },
    ]);
    expect(draft.problems.size).toBe(0);
  });
  it('has no preview while a line has a problem, and names that line', () => {
    const draft = billingDraft(lines, { 2: '120' }, terms);
    expect(draft.preview).toBeNull();
    expect(draft.problems.get(2)).toBe('At most 100%');
  });
  it('with nothing typed bills nothing', () => {
    const draft = billingDraft(lines, {}, terms);
    expect(draft.changed).toEqual([]);
    expect(draft.preview?.grossAccomplishment).toBe('0.00');
  });
});

describe('setHeadingPercent', () => {
  const { lines } = billableLines(tree, new Map([[3, '60.00']]));
  it('sets the lines under a heading, skipping those it would take below their previous billing', () => {
    expect(setHeadingPercent(lines, 1, '50', { 5: '10' })).toEqual({ entered: { 2: '50', 5: '50' }, skipped: 1 });
  });
  it('reaches nested headings only for their own lines, and every line for null', () => {
    expect(setHeadingPercent(lines, 4, '25', {}).entered).toEqual({ 5: '25' });
    expect(setHeadingPercent(lines, null, '100', {}).entered).toEqual({ 2: '100', 3: '100', 5: '100' });
  });
});

describe('small helpers', () => {
  it('formats percents without trailing zeros', () => {
    expect(formatPercent('40.00')).toBe('40%');
    expect(formatPercent('12.50')).toBe('12.5%');
  });
  it('reads the line index of a server message', () => {
    expect(lineIndexOf('lines.3.toDatePercent: is below the previous billing of 40.00%')).toBe(3);
    expect(lineIndexOf('Nothing was accomplished since the last billing')).toBeNull();
  });
});
