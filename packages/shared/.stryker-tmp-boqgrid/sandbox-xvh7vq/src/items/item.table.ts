// @ts-nocheck
import type { TableColumn, TableSettings } from '../table/table-settings';

const DEFAULT_SORT = { sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The items table columns of spec part 2 section 3 (SKU, Item Name, Size, UOM, Variations, Estimated Cost, Stock). */
const itemColumns: TableColumn[] = [
  { key: 'sku', label: 'SKU', isSortable: true },
  { key: 'name', label: 'Item Name', isSortable: true },
  { key: 'size', label: 'Size', kind: 'number' },
  { key: 'uom', label: 'UOM' },
  { key: 'variationCount', label: 'Variations', kind: 'number' },
  { key: 'estimatedBuyingPrice', label: 'Estimated Cost', isSortable: true, kind: 'number' },
  { key: 'stockCount', label: 'Stock', isSortable: true, kind: 'number' },
];

/**
 * Item tables. The deleted filter is set by the tab (simple or deleted), not offered as a control:
 * the spec applies it only on the deleted tab.
 */
export const ITEM_TABLE_SETTINGS: Record<string, TableSettings> = {
  item: {
    key: 'item',
    label: 'Items',
    columns: itemColumns,
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'sku', label: 'SKU' },
      { key: 'tags', label: 'Tags' },
    ],
    filters: [],
    defaultSort: DEFAULT_SORT,
  },
  /** PUT /items/advanceView: the variants of one parent (the variation list dialog). */
  'item-variation': {
    key: 'item-variation',
    label: 'Variations',
    columns: itemColumns.filter((c) => c.key !== 'variationCount'),
    searchBy: [
      { key: 'name', label: 'Name' },
      { key: 'sku', label: 'SKU' },
    ],
    filters: [],
    // Variants are created in tier order: oldest first lists them as the tiers read (10mm 33, 10mm 40, ...).
    defaultSort: { sortBy: 'createdAt', sortOrder: 'asc' },
  },
};
