import { formatCurrency } from '@haligi/shared';
import type { ItemRow, Uom } from '../api/item-types';

/** A quantity answered as text ("12.5000") without its trailing zeros: "12.5". */
export function formatQuantity(value: unknown): string {
  if (value === null || value === undefined || value === '') return '0';
  const n = Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n.toLocaleString('en-PH', { maximumFractionDigits: 4 });
}

/** The unit's abbreviation, from the uom object or the plain unit key. */
export function uomText(uom: Uom | string | null | undefined, unit?: string): string {
  if (uom && typeof uom === 'object') return uom.abb || uom.key || uom.label;
  return uom || unit || '-';
}

/** The estimated cost of a row in pesos, whichever shape the answer used. */
export function rowEstimatedCost(row: Pick<ItemRow, 'formattedEstimatedBuyingPrice' | 'estimatedBuyingPrice'>): string {
  const raw =
    row.formattedEstimatedBuyingPrice?.raw ??
    (typeof row.estimatedBuyingPrice === 'object' && row.estimatedBuyingPrice !== null ? row.estimatedBuyingPrice.raw : row.estimatedBuyingPrice);
  try {
    return formatCurrency(raw ?? 0);
  } catch {
    return String(raw);
  }
}

/** "3 variations" / "1 variation". */
export const variationCountText = (count: number) => `${count} variation${count === 1 ? '' : 's'}`;
