import Decimal from 'decimal.js';

// Labor Code premiums (arts. 86, 87, 93, 94; DOLE Handbook on Workers' Statutory Monetary Benefits)
// and 13th-month pay (PD 851). Law, not a circular: constants, not `statutory_tables` rows.

export const DAY_TYPES = ['ordinary', 'special-non-working', 'special-working', 'regular-holiday', 'double-holiday'] as const;
export type DayType = (typeof DAY_TYPES)[number];

/** Multipliers of the basic hourly rate as strings: "1.30". `unworked` is paid on 8 hours when not worked. */
export interface PremiumRates {
  worked: string;
  overtime: string;
  unworked: string;
}

const rates = (worked: string, overtime: string, unworked: string): PremiumRates => ({ worked, overtime, unworked });

// [not a rest day, a rest day]. Overtime is 30% more than that day's rate (art. 87 with art. 93):
// 1.30 x 1.30 = 1.69, 1.50 x 1.30 = 1.95, 2.00 x 1.30 = 2.60, 2.60 x 1.30 = 3.38, 3.90 x 1.30 = 5.07;
// ordinary overtime is 1.25 (art. 87). A regular holiday not worked is paid 100% (art. 94), a double
// regular holiday 200%, whether or not it falls on a rest day; other days not worked earn nothing.
const PREMIUM_TABLE: Record<DayType, readonly [PremiumRates, PremiumRates]> = {
  ordinary: [rates('1.00', '1.25', '0.00'), rates('1.30', '1.69', '0.00')],
  'special-non-working': [rates('1.30', '1.69', '0.00'), rates('1.50', '1.95', '0.00')],
  // A special working day is an ordinary working day (DOLE holiday pay advisories).
  'special-working': [rates('1.00', '1.25', '0.00'), rates('1.30', '1.69', '0.00')],
  'regular-holiday': [rates('2.00', '2.60', '1.00'), rates('2.60', '3.38', '1.00')],
  'double-holiday': [rates('3.00', '3.90', '2.00'), rates('3.90', '5.07', '2.00')],
};

export function premiumRates(dayType: DayType, isRestDay: boolean): PremiumRates {
  const row = PREMIUM_TABLE[dayType];
  if (row === undefined) throw new RangeError(`unknown day type ${dayType}`);
  return row[isRestDay ? 1 : 0];
}

/** Night shift differential (art. 86): 10% of that day's hourly rate for each hour between 22:00 and 06:00. */
export const NIGHT_DIFFERENTIAL_RATE = '0.10';
/** Hours of a normal working day (art. 83); an unworked holiday is paid on these. */
export const NORMAL_HOURS_PER_DAY = 8;

export interface DayPayInput {
  /** Basic hourly rate in pesos. */
  hourlyRate: Decimal.Value;
  dayType: DayType;
  isRestDay: boolean;
  worked: boolean;
  /** Regular hours, at most 8. */
  hoursWorked: Decimal.Value;
  /** Hours beyond the regular 8. */
  overtimeHours: Decimal.Value;
  /** How many of all the hours worked fall between 22:00 and 06:00. */
  nightHours: Decimal.Value;
}

export interface DayPay {
  regularPay: string;
  overtimePay: string;
  nightDifferentialPay: string;
  total: string;
}

const centavos = (value: Decimal.Value): Decimal => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** One day's pay at the premium of its day type; each part rounded to the centavo, the total their sum. */
export function dayPay(input: DayPayInput): DayPay {
  const hourly = new Decimal(input.hourlyRate);
  const rate = premiumRates(input.dayType, input.isRestDay);
  const zero = new Decimal(0);
  const regularPay = input.worked
    ? centavos(hourly.times(rate.worked).times(input.hoursWorked))
    : centavos(hourly.times(rate.unworked).times(NORMAL_HOURS_PER_DAY));
  const overtimePay = input.worked ? centavos(hourly.times(rate.overtime).times(input.overtimeHours)) : zero;
  const nightDifferentialPay = input.worked
    ? centavos(hourly.times(rate.worked).times(NIGHT_DIFFERENTIAL_RATE).times(input.nightHours))
    : zero;
  return {
    regularPay: regularPay.toFixed(2),
    overtimePay: overtimePay.toFixed(2),
    nightDifferentialPay: nightDifferentialPay.toFixed(2),
    total: regularPay.plus(overtimePay).plus(nightDifferentialPay).toFixed(2),
  };
}

/** PD 851: the basic salary earned in the calendar year divided by 12. */
export function thirteenthMonthPay(basicPayEarnedInYear: string): string {
  return new Decimal(basicPayEarnedInYear).dividedBy(12).toFixed(2, Decimal.ROUND_HALF_UP);
}
