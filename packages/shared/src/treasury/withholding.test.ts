import { describe, expect, it } from 'vitest';
import { quarterMonths } from '../payroll/reports.rules';
import { certificate2307Rows, expandedWithholding } from './withholding';

describe('expanded withholding tax', () => {
  it('withholds the rate of the ATC on the amount net of VAT', () => {
    // ₱112,000 for goods: base 100,000, 1% = 1,000 withheld, the supplier gets 111,000.
    expect(expandedWithholding('112000.00', 'WC158')).toEqual({ atc: 'WC158', rate: '1', taxBase: '100000.00', withheld: '1000.00', net: '111000.00' });
    // ₱56,000 to a subcontractor: base 50,000, 2% = 1,000.
    expect(expandedWithholding(56000, 'WC120').withheld).toBe('1000.00');
    // Rounded to the centavo, half up: 1,000.50 / 1.12 = 893.303... -> 893.30; 2% = 17.866 -> 17.87.
    expect(expandedWithholding('1000.50', 'WC160')).toMatchObject({ taxBase: '893.30', withheld: '17.87', net: '982.63' });
  });
  it('refuses a code it does not know', () => {
    expect(() => expandedWithholding(100, 'WX999')).toThrow('Unknown ATC WX999');
  });
});

describe('BIR Form 2307', () => {
  it('sums the income payments of each month per ATC, and the tax withheld', () => {
    const months = quarterMonths(2026, 4);
    const rows = certificate2307Rows(
      [
        { month: '2026-10', atc: 'WC158', taxBase: '100000.00', withheld: '1000.00' },
        { month: '2026-10', atc: 'WC158', taxBase: '0.10', withheld: '0.00' },
        { month: '2026-12', atc: 'WC158', taxBase: '50000.00', withheld: '500.00' },
        { month: '2026-11', atc: 'WC120', taxBase: '893.30', withheld: '17.87' },
        { month: '2026-09', atc: 'WC158', taxBase: '99.00', withheld: '0.99' }, // another quarter
      ],
      months,
    );
    expect(rows).toEqual([
      { atc: 'WC120', description: 'Income payments to contractors and subcontractors (corporate)', months: ['0.00', '893.30', '0.00'], total: '893.30', withheld: '17.87' },
      { atc: 'WC158', description: 'Purchase of goods from regular suppliers by top withholding agents (corporate)', months: ['100000.10', '0.00', '50000.00'], total: '150000.10', withheld: '1500.00' },
    ]);
  });
});
