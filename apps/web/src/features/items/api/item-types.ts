import type { Tier } from '@haligi/shared';

export const ITEM_TABLE_URL = '/items/simpleView';
export const ITEM_VARIATION_TABLE_URL = '/items/advanceView';
export const UOM_LIST_URL = '/select-box/unit-of-measurement-list';

export interface Uom {
  key: string;
  label: string;
  abb: string;
}

/** A money field as items answer it: the exact amount as text, 2 decimals. */
export interface ItemMoney {
  raw: string;
  formatCurrency?: string;
  description?: string;
}

/** One tier as the list view carries it: its name and attributes. */
export interface ItemVariationTier {
  id?: number;
  name: string;
  sku?: string;
  variation?: Record<string, string> | null;
  itemTierAttribute?: { id?: number; attributeKey: string }[];
}

/** GET /items/{id} -> {data: item} (docs/api/items-inventory.md). */
export interface ItemAnswer {
  id: number;
  parentId: number | null;
  name: string;
  sku: string;
  description: string;
  estimatedBuyingPrice: ItemMoney;
  sellingPrice: string;
  size: string;
  rawSize?: string;
  unit: string;
  uom: Uom | null;
  tags: string[];
  minimumStockLevel: string;
  maximumStockLevel: string;
  parent: { id: number; name: string; sku: string } | null;
  tiers: Tier[];
  variation: Record<string, string> | null;
  variationCount: number;
  variations: ItemVariationTier[];
  stock: string;
  stockCount: string;
  isDraft: boolean;
  isDeleted: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A row of PUT /items/simpleView and PUT /items/advanceView (the item list view). */
export interface ItemRow extends Record<string, unknown> {
  id: number;
  sku: string;
  name: string;
  description: string;
  size: string | number;
  uom: Uom | string | null;
  unit?: string;
  variationCount: number;
  variations?: ItemVariationTier[];
  formattedEstimatedBuyingPrice?: { raw: string };
  estimatedBuyingPrice?: ItemMoney | string | number;
  stockCount: string | number;
  isDraft?: boolean;
  isDeleted?: boolean;
  createdAt: string;
}

/** The query key of one item (GET /items/{id}). */
export const itemKey = (id: number) => ['item', id] as const;

/** What the item chooser hands on (a simple item or the chosen variant). */
export interface ChosenItem {
  id: number;
  name: string;
  sku: string;
  uom: Uom;
  estimatedBuyingPrice: { raw: string };
}
