import { formatCurrency } from '@haligi/shared';

/** Money as the API answers it: an exact decimal string, or `{raw, formatted}` where a screen also shows it. */
export type MoneyValue = string | number | { raw: string; formatted?: string } | null | undefined;

/** The exact decimal text of a money value ("1234.50"). */
export const moneyRaw = (value: MoneyValue): string => (value !== null && typeof value === 'object' ? value.raw : String(value ?? 0));

/** "₱1,234.50" from either shape. */
export const formatMoney = (value: MoneyValue): string => formatCurrency(moneyRaw(value));
