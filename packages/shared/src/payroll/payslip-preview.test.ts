import { describe, expect, it } from 'vitest';
import { payslipPreview } from './payslip-preview';
import { PAGIBIG_2024, PHILHEALTH_2024, SSS_2025, TAX_2023 } from './statutory';

const tables = { SSS: SSS_2025, PHILHEALTH: PHILHEALTH_2024, PAGIBIG: PAGIBIG_2024, TAX: TAX_2023 };

// Contributions: SSS Circular 2024-006, PhilHealth Circular 2020-0005, HDMF Circular 460; the
// employee shares are not taxable and tax comes from the period's table (RR 11-2018 Annex E).
describe('payslip preview', () => {
  it('monthly 50,000: the whole month\'s contributions, tax on the monthly table', () => {
    // SSS MSC 35,000 -> 1,750; PhilHealth 2,500 / 2 = 1,250; Pag-IBIG 200; taxable 46,800 -> 1,875 + 20% x 13,467.
    expect(payslipPreview(tables, { period: 'monthly', basicPay: '50000.00' })).toEqual({
      grossPay: '50000.00',
      sss: { employee: '1750.00' },
      philhealth: { employee: '1250.00' },
      pagibig: { employee: '200.00' },
      taxableCompensation: '46800.00',
      withholdingTax: '4568.40',
      netPay: '42231.60',
    });
  });
  it('semi-monthly 25,000: half of the month\'s contributions, tax on the semi-monthly table', () => {
    // Month 50,000: SSS 1,750 / 2, PhilHealth 1,250 / 2, Pag-IBIG 200 / 2; taxable 23,400 -> 937.50 + 20% x 6,733.
    expect(payslipPreview(tables, { period: 'semi-monthly', basicPay: '25000.00' })).toEqual({
      grossPay: '25000.00',
      sss: { employee: '875.00' },
      philhealth: { employee: '625.00' },
      pagibig: { employee: '100.00' },
      taxableCompensation: '23400.00',
      withholdingTax: '2284.10',
      netPay: '21115.90',
    });
  });
  it('allowances, overtime and deductions: only taxable pay is taxed, non-taxable pay counts for Pag-IBIG', () => {
    // SSS on 33,250.50 -> MSC 33,500 -> 1,675; PhilHealth on 30,000 -> 750; Pag-IBIG capped -> 200;
    // taxable 33,250.50 - 2,625 = 30,625.50 -> 15% x 9,792.50 = 1,468.875 -> 1,468.88.
    expect(
      payslipPreview(tables, { period: 'monthly', basicPay: '30000.00', taxableAllowances: '2000.00', nonTaxableAllowances: '1500.00', overtimePay: '1250.50', deductions: '500.00' }),
    ).toEqual({
      grossPay: '34750.50',
      sss: { employee: '1675.00' },
      philhealth: { employee: '750.00' },
      pagibig: { employee: '200.00' },
      taxableCompensation: '30625.50',
      withholdingTax: '1468.88',
      netPay: '30156.62',
    });
  });
  it('the odd centavo of a semi-monthly share falls on the second cutoff', () => {
    // Month basic 20,000.40: PhilHealth 1,000.02 -> employee 500.01 -> 250.00 then 250.01.
    const first = payslipPreview(tables, { period: 'semi-monthly', basicPay: '10000.20' });
    const second = payslipPreview(tables, { period: 'semi-monthly', basicPay: '10000.20', cutoff: 'second' });
    expect(first.philhealth.employee).toBe('250.00');
    expect(second.philhealth.employee).toBe('250.01');
    expect(first.netPay).toBe('9150.20');
    expect(second.netPay).toBe('9150.19');
    expect(first.withholdingTax).toBe('0.00');
  });
  it('taxable compensation never goes below zero', () => {
    const preview = payslipPreview(tables, { period: 'monthly', basicPay: '0.00' });
    expect(preview.taxableCompensation).toBe('0.00');
    expect(preview.sss.employee).toBe('250.00');
    expect(preview.pagibig.employee).toBe('0.00');
    expect(preview.netPay).toBe('-500.00');
  });
});
