import { describe, expect, it } from 'vitest';
import { earningsBreakdown, employerContributions, grossBreakdown, type CutoffTotals } from './pay-breakdown';

const TOTALS: CutoffTotals = {
  payslips: 2,
  basicPay: '30000.00',
  overtimePay: '1250.50',
  holidayPay: '0.00',
  nightDifferentialPay: '0.00',
  allowances: '1000.00',
  thirteenthMonthPay: '0.00',
  grossPay: '32250.50',
  sssEmployee: '750.00',
  sssEmployer: '1500.00',
  sssEc: '20.00',
  philhealthEmployee: '375.00',
  philhealthEmployer: '375.00',
  pagibigEmployee: '200.00',
  pagibigEmployer: '200.00',
  withholdingTax: '1021.45',
  otherDeductions: '0.00',
  totalDeductions: '2346.45',
  netPay: '29904.05',
};

describe('pay breakdown', () => {
  it('splits the gross into net pay, contributions and tax, leaving out empty slices; the slices add up to the gross', () => {
    const slices = grossBreakdown(TOTALS);
    expect(slices.map((s) => [s.name, s.amount])).toEqual([
      ['Net pay', '29904.05'],
      ['SSS', '750.00'],
      ['PhilHealth', '375.00'],
      ['Pag-IBIG', '200.00'],
      ['Withholding tax', '1021.45'],
    ]);
    expect(slices.reduce((sum, s) => sum + Math.round(s.value * 100), 0)).toBe(3225050);
  });

  it('lists the earnings that are not zero (a negative adjustment stays)', () => {
    expect(earningsBreakdown(TOTALS).map((s) => s.name)).toEqual(['Basic pay', 'Overtime', 'Allowances']);
    expect(earningsBreakdown({ ...TOTALS, holidayPay: '-10.00' }).map((s) => s.name)).toContain('Holiday and rest day');
  });

  it('adds the employer shares, EC included', () => expect(employerContributions(TOTALS)).toBe('2095.00'));
});

describe('exact pesos', () => {
  it('keeps centavos exact and the sign', () => {
    const [net] = grossBreakdown({ ...TOTALS, netPay: '0.10' });
    expect(net.amount).toBe('0.10');
    expect(earningsBreakdown({ ...TOTALS, holidayPay: '-10.5' }).find((s) => s.name === 'Holiday and rest day')?.amount).toBe('-10.50');
    expect(employerContributions({ ...TOTALS, sssEmployer: '0.01', sssEc: '0.02', philhealthEmployer: '0.03', pagibigEmployer: '0.04' })).toBe('0.10');
  });
});
