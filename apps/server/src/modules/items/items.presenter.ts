import { combinationKey, formatCurrency, tierCombinations, type Tier } from '@haligi/shared';
import Decimal from 'decimal.js';

/** An item row as read with its unit's label (items left join units_of_measure). */
export interface ItemRecord {
  id: number;
  parentId: number | null;
  name: string;
  sku: string;
  description: string;
  estimatedBuyingPrice: string;
  sellingPrice: string;
  size: string;
  uom: string;
  uomLabel: string | null;
  tags: string[];
  minimumStockLevel: string;
  maximumStockLevel: string;
  tiers: Tier[];
  variation: Record<string, string> | null;
  variationCount: number;
  stockCount: string;
  isDraft: boolean;
  isDeleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A variant as listed under its parent. */
export interface VariantRecord {
  id: number;
  parentId: number | null;
  name: string;
  sku: string;
  variation: Record<string, string> | null;
  isDeleted: boolean;
}

export const ESTIMATED_BUYING_PRICE_DESCRIPTION = 'Estimated buying price';

/** Money as the API answers it: 2 decimals, as text. */
export const moneyText = (value: string | number | null | undefined) => new Decimal(value ?? 0).toFixed(2, Decimal.ROUND_HALF_UP);
/** Quantities without trailing zeros ("12.5", "0"). */
export const quantityText = (value: string | number | null | undefined) => new Decimal(value ?? 0).toFixed();

export const uomAnswer = (key: string, label: string | null) => ({ key, label: label ?? key, abb: key });

/**
 * The variants a parent shows: those in the parent's own state (a deleted parent shows the ones
 * deleted with it), in tier order. A deleted parent's list leaves out variants whose combination
 * is no longer in its tiers (dropped by an earlier update), so it matches what a restore brings back.
 */
export function currentVariants<V extends VariantRecord>(parent: { tiers: Tier[]; isDeleted: boolean }, variants: readonly V[]): V[] {
  const order = new Map<string, number>();
  tierCombinations(parent.tiers).forEach((attrs, i) =>
    order.set(combinationKey(parent.tiers, Object.fromEntries(parent.tiers.map((t, j) => [t.key, attrs[j]]))), i),
  );
  const keyOf = (v: V) => combinationKey(parent.tiers, v.variation ?? {});
  let list = variants.filter((v) => v.isDeleted === parent.isDeleted);
  if (parent.isDeleted) {
    const byCombination = new Map<string, V>();
    for (const v of list) {
      if (!order.has(keyOf(v))) continue;
      const seen = byCombination.get(keyOf(v));
      if (!seen || seen.id < v.id) byCombination.set(keyOf(v), v);
    }
    list = [...byCombination.values()];
  }
  const rank = (v: V) => order.get(keyOf(v)) ?? Number.MAX_SAFE_INTEGER;
  return [...list].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** A variant under its parent: `{id, name, sku, variation, itemTierAttribute: [{id, attributeKey}]}` in tier order. */
export const variationAnswer = (tiers: Tier[], variant: VariantRecord) => ({
  id: variant.id,
  name: variant.name,
  sku: variant.sku,
  variation: variant.variation,
  itemTierAttribute: tiers
    .filter((t) => variant.variation?.[t.key] !== undefined)
    .map((t) => ({ id: `${t.key}=${variant.variation![t.key]}`, attributeKey: variant.variation![t.key] })),
});

const priceAnswers = (price: string) => {
  const raw = moneyText(price);
  return {
    estimatedBuyingPrice: { raw, formatCurrency: formatCurrency(raw), description: ESTIMATED_BUYING_PRICE_DESCRIPTION },
    formattedEstimatedBuyingPrice: { raw },
  };
};

/** The item answer of `GET /items/{id}` and of every create and update. */
export function toItemAnswer(item: ItemRecord, parent: { id: number; name: string; sku: string } | null, variants: readonly VariantRecord[]) {
  const shown = currentVariants(item, variants);
  return {
    id: item.id,
    parentId: item.parentId,
    name: item.name,
    sku: item.sku,
    description: item.description,
    ...priceAnswers(item.estimatedBuyingPrice),
    sellingPrice: moneyText(item.sellingPrice),
    size: quantityText(item.size),
    rawSize: quantityText(item.size),
    unit: item.uom,
    uom: uomAnswer(item.uom, item.uomLabel),
    tags: item.tags,
    minimumStockLevel: quantityText(item.minimumStockLevel),
    maximumStockLevel: quantityText(item.maximumStockLevel),
    parent,
    tiers: item.tiers,
    variation: item.variation,
    variationCount: item.variationCount,
    variations: shown.map((v) => variationAnswer(item.tiers, v)),
    stock: quantityText(item.stockCount),
    stockCount: quantityText(item.stockCount),
    isDraft: item.isDraft,
    isDeleted: item.isDeleted,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}
export type ItemAnswer = ReturnType<typeof toItemAnswer>;

/** A row of the item tables (`PUT /items/simpleView`, `PUT /items/advanceView`). */
export function toItemListRow(item: ItemRecord, variants: readonly VariantRecord[]) {
  const prices = priceAnswers(item.estimatedBuyingPrice);
  return {
    id: item.id,
    sku: item.sku,
    name: item.name,
    description: item.description,
    size: quantityText(item.size),
    uom: uomAnswer(item.uom, item.uomLabel),
    unit: item.uom,
    variationCount: item.variationCount,
    variations: currentVariants(item, variants).map((v) => variationAnswer(item.tiers, v)),
    formattedEstimatedBuyingPrice: prices.formattedEstimatedBuyingPrice,
    estimatedBuyingPrice: prices.estimatedBuyingPrice,
    stockCount: quantityText(item.stockCount),
    isDraft: item.isDraft,
    isDeleted: item.isDeleted,
    createdAt: item.createdAt,
  };
}
export type ItemListRow = ReturnType<typeof toItemListRow>;
