// @ts-nocheck
import Decimal from 'decimal.js';

export const CURRENCY_SYMBOL = '₱';

export type DecimalInput = string | number | Decimal;

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Pesos with the peso sign and 2 decimals, rounded half-up on the exact decimal: ₱1,234.50. */
export function formatCurrency(value: DecimalInput | null | undefined): string {
  const amount = new Decimal(value ?? 0);
  const fixed = amount.abs().toFixed(2, Decimal.ROUND_HALF_UP);
  const [whole, cents] = fixed.split('.');
  const sign = amount.isNegative() && !amount.isZero() && fixed !== '0.00' ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(whole)}.${cents}`;
}

/**
 * Compact pesos (spec part 1 section 9): K above 1,000 and M above 1,000,000; one decimal below
 * 10K / 10M, none at 10K / 10M and above. Amounts up to 1,000 show in full.
 */
export function formatCurrencyCompact(value: DecimalInput | null | undefined): string {
  const amount = new Decimal(value ?? 0);
  const abs = amount.abs();
  const sign = amount.isNegative() ? '-' : '';
  const scaled = (divisor: number, suffix: string) => {
    const n = abs.div(divisor);
    const text = n.gte(10) ? n.toFixed(0, Decimal.ROUND_HALF_UP) : n.toFixed(1, Decimal.ROUND_HALF_UP).replace(/\.0$/, '');
    return `${sign}${CURRENCY_SYMBOL}${text}${suffix}`;
  };
  // 999,999 would round to "1000K": it reads as 1M.
  if (abs.gt(1_000_000) || abs.gte(999_500)) return scaled(1_000_000, 'M');
  if (abs.gt(1_000)) return scaled(1_000, 'K');
  return formatCurrency(amount);
}

/** A unit cost with the peso sign, as entered: 2 to 4 decimals (₱0.125, ₱41.6663, ₱1,250.00). */
export function formatUnitCost(value: DecimalInput | null | undefined): string {
  const amount = new Decimal(value ?? 0);
  const [whole, digits] = amount.abs().toFixed(4, Decimal.ROUND_HALF_UP).split('.');
  let fraction = digits;
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const sign = amount.isNegative() && !amount.isZero() ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${groupThousands(whole)}.${fraction}`;
}
