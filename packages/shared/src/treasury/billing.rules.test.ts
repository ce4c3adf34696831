import { describe, expect, it } from 'vitest';
import { progressBilling } from './billing.rules';

/**
 * Worked example: a ₱10,000,000 fit-out in three BOQ lines, 15% down payment, 10% retention.
 * Billing 1: earthworks 2,000,000 at 100%, concrete 5,000,000 at 40%, finishes 3,000,000 at 0%.
 *   gross        = 2,000,000 + 2,000,000           = 4,000,000.00
 *   recoupment   = 15% x 4,000,000                 =   600,000.00
 *   VAT          = 12% x (4,000,000 - 600,000)     =   408,000.00
 *   retention    = 10% x 4,000,000                 =   400,000.00
 *   amount due   = 4,000,000 - 600,000 + 408,000 - 400,000 = 3,408,000.00
 */
describe('progress billing', () => {
  const lines = (previous: [number, number, number], toDate: [number, number, number]) => [
    { amount: '2000000.00', previousPercent: previous[0], toDatePercent: toDate[0] },
    { amount: '5000000.00', previousPercent: previous[1], toDatePercent: toDate[1] },
    { amount: '3000000.00', previousPercent: previous[2], toDatePercent: toDate[2] },
  ];
  const terms = { downpaymentPercent: 15, retentionPercent: 10 };

  it('bills the first accomplishment with the worked example figures', () => {
    expect(progressBilling(lines([0, 0, 0], [100, 40, 0]), terms)).toEqual({
      contractAmount: '10000000.00',
      grossAccomplishment: '4000000.00',
      downpaymentRecoupment: '600000.00',
      vat: '408000.00',
      retention: '400000.00',
      amountDue: '3408000.00',
      percentToDate: '40.00',
    });
  });

  it('bills only the percent gained since the last billing', () => {
    const second = progressBilling(lines([100, 40, 0], [100, 80, 50]), { ...terms, recoupedSoFar: '600000.00' });
    // 5,000,000 x 40% + 3,000,000 x 50% = 3,500,000
    expect(second.grossAccomplishment).toBe('3500000.00');
    expect(second.downpaymentRecoupment).toBe('525000.00');
    expect(second.percentToDate).toBe('75.00');
  });

  it('never recoups more than the down payment left', () => {
    // 1,500,000 down payment, 1,400,000 already recouped: only 100,000 is left.
    const last = progressBilling(lines([100, 80, 50], [100, 100, 100]), { ...terms, recoupedSoFar: '1400000.00' });
    expect(last.grossAccomplishment).toBe('2500000.00');
    expect(last.downpaymentRecoupment).toBe('100000.00');
    expect(last.vat).toBe('288000.00');
    expect(last.retention).toBe('250000.00');
    expect(last.amountDue).toBe('2438000.00');
  });

  it('rounds each line to the centavo, half up', () => {
    const odd = progressBilling([{ amount: '0.05', previousPercent: 0, toDatePercent: 50 }], { downpaymentPercent: 0, retentionPercent: 0 });
    expect(odd.grossAccomplishment).toBe('0.03');
    expect(odd.vat).toBe('0.00');
  });

  it('refuses a percent that goes back or past 100', () => {
    expect(() => progressBilling([{ amount: 100, previousPercent: 50, toDatePercent: 40 }], terms)).toThrow('below the previous');
    expect(() => progressBilling([{ amount: 100, previousPercent: 0, toDatePercent: 101 }], terms)).toThrow('outside 0-100');
  });
});
