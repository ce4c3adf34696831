import { describe, expect, it } from 'vitest';
import { dayPay, DAY_TYPES, premiumRates, thirteenthMonthPay, type DayType } from './premiums';

// Labor Code arts. 87 (overtime), 93 (rest day and special days), 94 (regular holidays), 86 (night
// shift differential); DOLE Handbook on Workers' Statutory Monetary Benefits (premium pay and
// holiday pay tables, double holiday and special-working-day advisories).
describe('premium rates by day type', () => {
  it.each<[DayType, boolean, string, string, string, string]>([
    ['ordinary', false, '1.00', '1.25', '0.00', 'art. 87: ordinary overtime 125%'],
    ['ordinary', true, '1.30', '1.69', '0.00', 'art. 93(a): rest day 130%, its overtime 169%'],
    ['special-non-working', false, '1.30', '1.69', '0.00', 'art. 93(c): special day 130% (169%); no work, no pay'],
    ['special-non-working', true, '1.50', '1.95', '0.00', 'DOLE handbook: special day on a rest day 150% (195%)'],
    ['special-working', false, '1.00', '1.25', '0.00', 'DOLE advisory: a special working day is an ordinary day'],
    ['special-working', true, '1.30', '1.69', '0.00', 'DOLE advisory: special working day on a rest day as a rest day'],
    ['regular-holiday', false, '2.00', '2.60', '1.00', 'art. 94: 200% worked, 100% unworked, overtime 260%'],
    ['regular-holiday', true, '2.60', '3.38', '1.00', 'DOLE handbook: regular holiday on a rest day 260% (338%)'],
    ['double-holiday', false, '3.00', '3.90', '2.00', 'DOLE handbook: double holiday 300% worked, 200% unworked (390%)'],
    ['double-holiday', true, '3.90', '5.07', '2.00', 'DOLE handbook: double holiday on a rest day 390% (507%)'],
  ])('%s, rest day %s: worked %s, overtime %s, unworked %s (%s)', (dayType, isRestDay, worked, overtime, unworked) => {
    expect(premiumRates(dayType, isRestDay)).toEqual({ worked, overtime, unworked });
  });
  it('an unknown day type is refused', () => {
    expect(() => premiumRates('holiday' as DayType, false)).toThrow('unknown day type holiday');
  });
  it('covers every day type', () => {
    expect(DAY_TYPES).toEqual(['ordinary', 'special-non-working', 'special-working', 'regular-holiday', 'double-holiday']);
  });
});

describe('one day pay at the basic hourly rate of 100', () => {
  const day = (dayType: DayType, isRestDay: boolean, worked: boolean, hoursWorked: number, overtimeHours: number, nightHours: number) =>
    dayPay({ hourlyRate: '100.00', dayType, isRestDay, worked, hoursWorked, overtimeHours, nightHours });
  it.each<[string, ReturnType<typeof day>, string, string, string, string]>([
    ['ordinary 8 h + 2 h overtime (art. 87)', day('ordinary', false, true, 8, 2, 0), '800.00', '250.00', '0.00', '1050.00'],
    ['rest day 8 h + 2 h (art. 93)', day('ordinary', true, true, 8, 2, 0), '1040.00', '338.00', '0.00', '1378.00'],
    ['special non-working 8 h + 1 h (art. 93)', day('special-non-working', false, true, 8, 1, 0), '1040.00', '169.00', '0.00', '1209.00'],
    ['special day on a rest day 8 h + 1 h (DOLE)', day('special-non-working', true, true, 8, 1, 0), '1200.00', '195.00', '0.00', '1395.00'],
    ['special working day 8 h + 2 h (DOLE)', day('special-working', false, true, 8, 2, 0), '800.00', '250.00', '0.00', '1050.00'],
    ['regular holiday 8 h + 1 h (art. 94)', day('regular-holiday', false, true, 8, 1, 0), '1600.00', '260.00', '0.00', '1860.00'],
    ['regular holiday on a rest day 8 h + 1 h (DOLE)', day('regular-holiday', true, true, 8, 1, 0), '2080.00', '338.00', '0.00', '2418.00'],
    ['double holiday 8 h + 1 h (DOLE)', day('double-holiday', false, true, 8, 1, 0), '2400.00', '390.00', '0.00', '2790.00'],
    ['double holiday on a rest day 8 h + 1 h (DOLE)', day('double-holiday', true, true, 8, 1, 0), '3120.00', '507.00', '0.00', '3627.00'],
    ['regular holiday not worked: 100% of 8 h (art. 94)', day('regular-holiday', false, false, 0, 0, 0), '800.00', '0.00', '0.00', '800.00'],
    ['regular holiday on a rest day not worked: 100%', day('regular-holiday', true, false, 0, 0, 0), '800.00', '0.00', '0.00', '800.00'],
    ['double holiday not worked: 200% of 8 h (DOLE)', day('double-holiday', false, false, 0, 0, 0), '1600.00', '0.00', '0.00', '1600.00'],
    ['special day not worked: no work, no pay (art. 93)', day('special-non-working', false, false, 0, 0, 0), '0.00', '0.00', '0.00', '0.00'],
    ['ordinary day not worked earns nothing', day('ordinary', false, false, 8, 2, 3), '0.00', '0.00', '0.00', '0.00'],
    ['night shift 8 h on an ordinary day: +10% (art. 86)', day('ordinary', false, true, 8, 0, 8), '800.00', '0.00', '80.00', '880.00'],
    ['night hours on a regular holiday: 10% of that day\'s 200% rate', day('regular-holiday', false, true, 8, 0, 2), '1600.00', '0.00', '40.00', '1640.00'],
    ['4 h on a rest day with 1 night hour', day('ordinary', true, true, 4, 0, 1), '520.00', '0.00', '13.00', '533.00'],
  ])('%s', (_title, pay, regularPay, overtimePay, nightDifferentialPay, total) => {
    expect(pay).toEqual({ regularPay, overtimePay, nightDifferentialPay, total });
  });
  it('rounds each part half up to the centavo and adds the rounded parts', () => {
    // Daily 462.50 / 8 = 57.8125: overtime 1.5 h x 1.25 = 108.3984 -> 108.40; night 3 h x 10% = 17.34375 -> 17.34.
    expect(dayPay({ hourlyRate: '57.8125', dayType: 'ordinary', isRestDay: false, worked: true, hoursWorked: 8, overtimeHours: '1.5', nightHours: 3 })).toEqual({
      regularPay: '462.50',
      overtimePay: '108.40',
      nightDifferentialPay: '17.34',
      total: '588.24',
    });
  });
});

// PD 851 and its rules: 13th-month pay is the basic salary earned in the calendar year / 12.
describe('13th-month pay (PD 851)', () => {
  it.each([
    ['300000.00', '25000.00'],
    ['100000.00', '8333.33'],
    ['20.00', '1.67'],
    ['0.06', '0.01'],
    ['0.00', '0.00'],
  ])('basic earned %s -> %s', (basic, pay) => {
    expect(thirteenthMonthPay(basic)).toBe(pay);
  });
});
