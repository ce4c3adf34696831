import Decimal from 'decimal.js';

// Small exact helpers the table screens use to lay a version out (the browser has no decimal.js of its own).

/** "0.05" -> "5%" */
export const ratePercent = (rate: string): string => `${new Decimal(rate).times(100).toDecimalPlaces(4).toString()}%`;
/** The last centavo before `from`: "5250.00" -> "5249.99". */
export const centavoBefore = (from: string): string => new Decimal(from).minus('0.01').toFixed(2);
/** amount x rate to the centavo. */
export const amountTimes = (amount: string, rate: string): string => new Decimal(amount).times(rate).toFixed(2, Decimal.ROUND_HALF_UP);
/** a + b to the centavo. */
export const amountPlus = (a: string, b: string): string => new Decimal(a).plus(b).toFixed(2, Decimal.ROUND_HALF_UP);
