import { centavoBefore, formatCurrency, ratePercent } from '@haligi/shared';

export const peso = (value: string) => formatCurrency(value);
export const percent = ratePercent;
/** "to ₱5,249.99" before the next row's start, or "and above" on the last row. */
export const upTo = (nextFrom: string | undefined) => (nextFrom === undefined ? 'and above' : `to ${peso(centavoBefore(nextFrom))}`);
