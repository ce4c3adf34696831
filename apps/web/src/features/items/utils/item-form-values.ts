import {
  buildVariants,
  DEFAULT_UOM,
  skuFromName,
  toNumber,
  usableTiers,
  variationKey,
  type SimpleItemRequest,
  type Tier,
  type VariationItemRequest,
} from '@haligi/shared';
import type { ItemAnswer } from '../api/item-types';

export type ItemKind = 'simple' | 'variation';
type NumberValue = number | string;

/** The numeric fields a variant row can set for itself; blank ones follow the item's. */
export const VARIANT_NUMBER_FIELDS = ['estimatedBuyingPrice', 'sellingPrice', 'size', 'minimumStockLevel', 'maximumStockLevel'] as const;
export type VariantNumberField = (typeof VARIANT_NUMBER_FIELDS)[number];

/** What a variation table row changed, keyed by its variation key (tier=attribute|...). */
export interface VariantEdit extends Partial<Record<VariantNumberField, NumberValue>> {
  /** The stored variant, when editing. */
  id?: number;
  /** A SKU typed by hand (or the stored one); absent follows the name. */
  sku?: string;
}

/** The item dialog's form: numbers stay as typed until save (spec part 2 section 5: converted on save). */
export interface ItemFormValues {
  name: string;
  sku: string;
  /** "Auto Generated SKU": the SKU follows the name while ticked. */
  isAutoSku: boolean;
  description: string;
  estimatedBuyingPrice: NumberValue;
  sellingPrice: NumberValue;
  size: NumberValue;
  uom: string | null;
  tags: string[];
  minimumStockLevel: NumberValue;
  maximumStockLevel: NumberValue;
  isDraft: boolean;
  tiers: Tier[];
  variants: Record<string, VariantEdit>;
}

/** One row of the variation table: what buildVariants makes, with the row's own changes applied. */
export interface VariantRow extends Record<VariantNumberField, NumberValue> {
  key: string;
  id?: number;
  name: string;
  sku: string;
  description: string;
  variation: Record<string, string>;
}

const numberOrZero = (value: string | number | null | undefined): number => toNumber(value ?? 0);

/** A new item (spec part 2 section 9: sizes and stock levels 0, uom pieces) or the item being edited. */
export function toItemForm(item?: ItemAnswer | null): ItemFormValues {
  if (!item) {
    return {
      name: '',
      sku: '',
      isAutoSku: true,
      description: '',
      estimatedBuyingPrice: 0,
      sellingPrice: 0,
      size: 0,
      uom: DEFAULT_UOM,
      tags: [],
      minimumStockLevel: 0,
      maximumStockLevel: 0,
      isDraft: false,
      tiers: [{ key: '', attributes: [] }],
      variants: {},
    };
  }
  const tiers = item.tiers?.length ? item.tiers.map((t) => ({ key: t.key, attributes: [...t.attributes] })) : [{ key: '', attributes: [] }];
  const variants: Record<string, VariantEdit> = {};
  for (const variant of item.variations ?? []) {
    if (variant.variation && variant.id) variants[variationKey(tiers, variant.variation)] = { id: variant.id, sku: variant.sku };
  }
  return {
    name: item.name,
    sku: item.sku,
    // When editing, the SKU is a plain field (spec part 2 section 5).
    isAutoSku: false,
    description: item.description ?? '',
    estimatedBuyingPrice: numberOrZero(item.estimatedBuyingPrice?.raw),
    sellingPrice: numberOrZero(item.sellingPrice),
    size: numberOrZero(item.rawSize ?? item.size),
    uom: item.uom?.key ?? item.unit ?? DEFAULT_UOM,
    tags: item.tags ?? [],
    minimumStockLevel: numberOrZero(item.minimumStockLevel),
    maximumStockLevel: numberOrZero(item.maximumStockLevel),
    isDraft: Boolean(item.isDraft),
    tiers,
    variants,
  };
}

/** The dialog opens on the variation tab when the item has variations (spec part 2 section 2). */
export const itemKindOf = (item?: Pick<ItemAnswer, 'variationCount'> | null): ItemKind =>
  (item?.variationCount ?? 0) > 0 ? 'variation' : 'simple';

/** The SKU a name change leaves: the name as a SKU while auto-generation is on, else unchanged. */
export const skuAfterNameChange = (values: Pick<ItemFormValues, 'isAutoSku' | 'sku'>, name: string): string =>
  values.isAutoSku ? skuFromName(name) : values.sku;

/** The variation table rows: one per tier combination, each with its own changes or the item's values. */
export function variantRows(values: ItemFormValues): VariantRow[] {
  return buildVariants(values.name, values.tiers).map((draft) => {
    const key = variationKey(values.tiers, draft.variation);
    const edit = values.variants[key] ?? {};
    const numbers = Object.fromEntries(VARIANT_NUMBER_FIELDS.map((field) => [field, edit[field] ?? values[field]])) as Record<VariantNumberField, NumberValue>;
    return { ...draft, ...numbers, key, id: edit.id, sku: edit.sku ?? draft.sku };
  });
}

const baseFields = (values: ItemFormValues) => ({
  name: values.name.trim(),
  sku: values.sku.trim(),
  description: values.description.trim(),
  sellingPrice: toNumber(values.sellingPrice),
  size: toNumber(values.size),
  uom: values.uom || DEFAULT_UOM,
  tags: values.tags,
  isDraft: values.isDraft,
  minimumStockLevel: toNumber(values.minimumStockLevel),
  maximumStockLevel: toNumber(values.maximumStockLevel),
});

/** POST /items and /items/update-simple-item (numbers converted, spec part 2 section 5). */
export function buildSimplePayload(values: ItemFormValues): SimpleItemRequest {
  return { ...baseFields(values), estimatedBuyingPrice: toNumber(values.estimatedBuyingPrice), tiers: [] };
}

/**
 * POST /items/withVariants and /items/update-variation-item/{id}. On an update the variation table
 * hides price, size and stock, so variants leave them out and the server keeps what it has.
 */
export function buildVariationPayload(values: ItemFormValues, isEditing: boolean): VariationItemRequest {
  return {
    ...baseFields(values),
    tiers: usableTiers(values.tiers),
    variants: variantRows(values).map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      name: row.name,
      sku: row.sku.trim(),
      description: row.description,
      variation: row.variation,
      isDraft: values.isDraft,
      ...(isEditing
        ? {}
        : Object.fromEntries(VARIANT_NUMBER_FIELDS.map((field) => [field, toNumber(row[field])]))),
    })),
  };
}
