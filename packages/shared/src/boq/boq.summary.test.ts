import { describe, expect, it } from 'vitest';
import { computeBoq } from './boq.arithmetic';
import { boqRow } from './boq.rows.fixture';
import { boqSettingsFields, boqSummaryLines, defaultQuotationTerms, formatPercentage, quotationFileName, updateBoqSettingsRequest, type BoqSummaryLine } from './boq.summary';

const NONE = { ocmPercentage: null, contingencyPercentage: null };
const table = (lines: BoqSummaryLine[]) => lines.map((l) => [l.key, l.label, l.percentage, l.amount, l.isTotal]);

describe('boqSummaryLines', () => {
  it('without OCM or contingency: direct cost, profit, total with profit, 12% VAT and the grand total', () => {
    expect(table(boqSummaryLines({ boqTotal: '1000.00', boqTotalWithProfit: '1150.00' }, NONE))).toEqual([
      ['DIRECT_COST', 'Direct Cost', null, '1000.00', false],
      ['PROFIT', 'Profit', null, '150.00', false],
      ['TOTAL_WITH_PROFIT', 'Total with Profit', null, '1150.00', true],
      ['VAT', 'VAT 12%', '12.00', '138.00', false],
      ['GRAND_TOTAL', 'Grand Total (VAT inclusive)', null, '1288.00', true],
    ]);
  });

  it('the worked example of decision 0036: OCM and contingency on the direct cost, each rounded half-up, and the lines add up', () => {
    const lines = boqSummaryLines({ boqTotal: '1234567.89', boqTotalWithProfit: '1419753.07' }, { ocmPercentage: '7.50', contingencyPercentage: '3.33' });
    expect(table(lines)).toEqual([
      ['DIRECT_COST', 'Direct Cost', null, '1234567.89', false],
      // 1,234,567.89 x 7.5% = 92,592.59175
      ['OCM', 'Overhead (OCM) 7.5%', '7.50', '92592.59', false],
      // 1,234,567.89 x 3.33% = 41,111.110737
      ['CONTINGENCY', 'Contingency 3.33%', '3.33', '41111.11', false],
      ['PROFIT', 'Profit', null, '185185.18', false],
      ['TOTAL_WITH_PROFIT', 'Total with Profit', null, '1553456.77', true],
      // 1,553,456.77 x 12% = 186,414.8124
      ['VAT', 'VAT 12%', '12.00', '186414.81', false],
      ['GRAND_TOTAL', 'Grand Total (VAT inclusive)', null, '1739871.58', true],
    ]);
  });

  it('rounds a half centavo up', () => {
    // 10.50 x 5% = 0.525 -> 0.53; 10.50 x 15% = 1.575 -> 1.58.
    const lines = boqSummaryLines({ boqTotal: '10.50', boqTotalWithProfit: '10.50' }, { ocmPercentage: '5', contingencyPercentage: '15' });
    expect(lines.find((l) => l.key === 'OCM')?.amount).toBe('0.53');
    expect(lines.find((l) => l.key === 'CONTINGENCY')?.amount).toBe('1.58');
    // 10.50 + 0.53 + 1.58 = 12.61; x 12% = 1.5132 -> 1.51.
    expect(lines.find((l) => l.key === 'TOTAL_WITH_PROFIT')?.amount).toBe('12.61');
    expect(lines.find((l) => l.key === 'VAT')?.amount).toBe('1.51');
    expect(lines.find((l) => l.key === 'GRAND_TOTAL')?.amount).toBe('14.12');
  });

  it('VAT rounds up past half a centavo: 0.07 x 12% = 0.0084 -> 0.01', () => {
    const lines = boqSummaryLines({ boqTotal: '0.07', boqTotalWithProfit: '0.07' }, NONE);
    expect(lines.find((l) => l.key === 'VAT')?.amount).toBe('0.01');
    expect(lines.find((l) => l.key === 'GRAND_TOTAL')?.amount).toBe('0.08');
  });

  it('a percentage of 0 shows no line, like none; only the one set shows', () => {
    const zero = boqSummaryLines({ boqTotal: '200.00', boqTotalWithProfit: '200.00' }, { ocmPercentage: '0', contingencyPercentage: '0.00' });
    expect(zero.map((l) => l.key)).toEqual(['DIRECT_COST', 'PROFIT', 'TOTAL_WITH_PROFIT', 'VAT', 'GRAND_TOTAL']);
    const contingencyOnly = boqSummaryLines({ boqTotal: '200.00', boqTotalWithProfit: '200.00' }, { ocmPercentage: null, contingencyPercentage: '100' });
    expect(table(contingencyOnly)).toEqual([
      ['DIRECT_COST', 'Direct Cost', null, '200.00', false],
      ['CONTINGENCY', 'Contingency 100%', '100.00', '200.00', false],
      ['PROFIT', 'Profit', null, '0.00', false],
      ['TOTAL_WITH_PROFIT', 'Total with Profit', null, '400.00', true],
      ['VAT', 'VAT 12%', '12.00', '48.00', false],
      ['GRAND_TOTAL', 'Grand Total (VAT inclusive)', null, '448.00', true],
    ]);
    const ocmOnly = boqSummaryLines({ boqTotal: '200.00', boqTotalWithProfit: '210.00' }, { ocmPercentage: '0.01', contingencyPercentage: null });
    expect(table(ocmOnly).slice(1, 3)).toEqual([
      ['OCM', 'Overhead (OCM) 0.01%', '0.01', '0.02', false],
      ['PROFIT', 'Profit', null, '10.00', false],
    ]);
    expect(ocmOnly.at(-1)?.amount).toBe('235.22');
  });

  it('an empty BOQ is all zeros', () => {
    expect(boqSummaryLines({ boqTotal: '0.00', boqTotalWithProfit: '0.00' }, { ocmPercentage: '10', contingencyPercentage: '5' }).map((l) => l.amount)).toEqual([
      '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00',
    ]);
  });

  it('profit is the sum of the rows’ margins from computeBoq (each row’s direct cost x its Profit Margin %)', () => {
    const computed = computeBoq([
      boqRow({ id: 1, type: 'HEADING', description: 'Works' }),
      boqRow({ id: 2, type: 'ITEM', parentId: 1, quantity: '2', materialUnitCost: '250', laborUnitCost: '30', profitMarginPercentage: '10' }),
      boqRow({ id: 3, type: 'ITEM', parentId: 1, quantity: '3', materialUnitCost: '33.335', profitMarginPercentage: '12.5' }),
    ]);
    // Row 2: 560.00, margin 56.00. Row 3: 100.005 -> 100.01, margin 12.50125 -> 12.50.
    const lines = boqSummaryLines(computed, { ocmPercentage: '10', contingencyPercentage: null });
    expect(table(lines)).toEqual([
      ['DIRECT_COST', 'Direct Cost', null, '660.01', false],
      ['OCM', 'Overhead (OCM) 10%', '10.00', '66.00', false],
      ['PROFIT', 'Profit', null, '68.50', false],
      ['TOTAL_WITH_PROFIT', 'Total with Profit', null, '794.51', true],
      ['VAT', 'VAT 12%', '12.00', '95.34', false],
      ['GRAND_TOTAL', 'Grand Total (VAT inclusive)', null, '889.85', true],
    ]);
  });
});

describe('formatPercentage', () => {
  it('drops trailing zeros', () => {
    expect(formatPercentage('10.00')).toBe('10%');
    expect(formatPercentage('7.50')).toBe('7.5%');
    expect(formatPercentage('12.25')).toBe('12.25%');
    expect(formatPercentage(0)).toBe('0%');
  });
});

describe('BOQ settings input', () => {
  it('percentages from 0 to 100 with at most 2 decimals; null means none', () => {
    expect(boqSettingsFields.parse({ ocmPercentage: 12.25, contingencyPercentage: '0', quotationTerms: null })).toEqual({ ocmPercentage: 12.25, contingencyPercentage: 0, quotationTerms: null });
    expect(boqSettingsFields.parse({ ocmPercentage: 100, contingencyPercentage: null, quotationTerms: '  Net 30  ' })).toEqual({ ocmPercentage: 100, contingencyPercentage: null, quotationTerms: 'Net 30' });
    const problems = (body: unknown) => updateBoqSettingsRequest.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(problems({ ocmPercentage: 100.01 })).toEqual(['ocmPercentage: must be at most 100']);
    expect(problems({ contingencyPercentage: -0.01 })).toEqual(['contingencyPercentage: must be at least 0']);
    expect(problems({ ocmPercentage: 1.125 })).toEqual(['ocmPercentage: must have at most 2 decimal places']);
    expect(problems({ quotationTerms: 'x'.repeat(4001) })?.[0]).toMatch(/^quotationTerms: /);
    expect(problems({ quotationTerms: 'x'.repeat(4000) })).toBeUndefined();
  });

  it('a PATCH names only what changes; null clears', () => {
    expect(updateBoqSettingsRequest.parse({})).toEqual({});
    expect(updateBoqSettingsRequest.parse({ ocmPercentage: null })).toEqual({ ocmPercentage: null });
    expect(updateBoqSettingsRequest.parse({ contingencyPercentage: '5.5' })).toEqual({ contingencyPercentage: 5.5 });
  });
});

describe('defaultQuotationTerms', () => {
  it('names the project’s downpayment and retention when set', () => {
    expect(defaultQuotationTerms({ downpaymentAmount: '30.00', retentionAmount: '10.00' })).toBe(
      [
        '1. Prices are in Philippine pesos and include 12% VAT.',
        '2. This quotation is valid for 30 days from its date.',
        '3. Downpayment: 30% of the contract price upon signing.',
        '4. Progress billings are based on work accomplished.',
        '5. Retention: 10% of each billing, released upon completion and acceptance.',
        '6. Work not listed in this quotation is billed separately.',
      ].join('\n'),
    );
  });
  it('leaves them out when 0', () => {
    expect(defaultQuotationTerms({ downpaymentAmount: '0.00', retentionAmount: '0' }).split('\n')).toEqual([
      '1. Prices are in Philippine pesos and include 12% VAT.',
      '2. This quotation is valid for 30 days from its date.',
      '3. Progress billings are based on work accomplished.',
      '4. Work not listed in this quotation is billed separately.',
    ]);
  });
});

describe('quotationFileName', () => {
  it('is the number, the BOQ name and revision in plain characters', () => {
    expect(quotationFileName('QT-000012', { name: 'Tower BOQ', revision: 2 })).toBe('QT-000012 Tower BOQ r2.pdf');
    expect(quotationFileName('QT-000001', { name: 'Niño / Bldg #2', revision: 1 })).toBe('QT-000001 Ni_o _ Bldg _2 r1.pdf');
    // A run of other characters is one underscore; a run of spaces one space.
    expect(quotationFileName('QT-000003', { name: 'Phase “A”/“B”   West', revision: 4 })).toBe('QT-000003 Phase _A_B_ West r4.pdf');
    expect(quotationFileName('QT-000001', { name: 'x'.repeat(200), revision: 1 })).toHaveLength(124);
  });
});
