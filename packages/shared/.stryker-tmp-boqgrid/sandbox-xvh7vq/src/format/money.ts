// @ts-nocheck
import Decimal from 'decimal.js';
import { formatCurrency, type DecimalInput } from './currency';

/** A money field on the wire: the exact amount with 2 decimals and how it reads. */
export interface Money {
  /** Pesos, 2 decimals, as text so no float rounding creeps in: "1500000.00". */
  raw: string;
  /** "₱1,500,000.00" */
  formatted: string;
}

export function toMoney(value: DecimalInput | null | undefined): Money {
  const raw = new Decimal(value ?? 0).toFixed(2, Decimal.ROUND_HALF_UP);
  return { raw, formatted: formatCurrency(raw) };
}
