import { DEFAULT_UOM } from '@haligi/shared';
import type { ChosenItem, ItemAnswer, ItemRow, Uom } from '../api/item-types';

/** The label of a chosen item: its name with the SKU in brackets (spec part 2 section 2). */
export const itemChoiceLabel = (item: { name: string; sku: string }) => `${item.name} (${item.sku})`;

const toUom = (uom: Uom | string | null | undefined, unit?: string): Uom => {
  if (uom && typeof uom === 'object') return { key: uom.key, label: uom.label, abb: uom.abb ?? uom.key };
  const key = uom || unit || DEFAULT_UOM;
  return { key, label: key, abb: key };
};

const toRaw = (value: unknown): string => {
  if (value && typeof value === 'object' && 'raw' in value) return String((value as { raw: unknown }).raw ?? '0');
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return '0';
};

/** What the chooser hands on, from a table row or an item answer (their money and unit shapes differ). */
export function toChosenItem(item: ItemRow | ItemAnswer): ChosenItem {
  const row = item as ItemRow & Partial<ItemAnswer>;
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    uom: toUom(row.uom, row.unit),
    estimatedBuyingPrice: { raw: toRaw(row.formattedEstimatedBuyingPrice ?? row.estimatedBuyingPrice) },
  };
}
