import type { TableRequest } from '@haligi/shared';
import { DataTable, type DataTableProps } from '../../../components/data-table';
import { ITEM_TABLE_URL, type ItemRow } from '../api/item-types';
import { ITEM_CELLS } from './item-cells';
import { ItemRowActions, type ItemRowAction } from './item-row-actions';

/** On a phone an item card is titled by its name, then SKU, stock and price. */
export const ITEM_CARD_FIELDS = ['sku', 'stockCount', 'estimatedBuyingPrice'] as const;

export type ItemsTableMode = 'simple' | 'advance' | 'deleted';

/** The fixed filters of each tab: deleted applies only on the deleted tab (spec part 2 section 2). */
export const ITEMS_TABLE_FILTERS: Record<ItemsTableMode, { key: string; value: string }[]> = {
  simple: [],
  advance: [{ key: 'hasVariations', value: 'true' }],
  deleted: [{ key: 'deleted', value: 'true' }],
};

/** The row actions of each tab: simple (View, Edit, Delete), advance (View, Edit, Delete), deleted (Edit, Restore). */
export const ITEMS_TABLE_ACTIONS: Record<ItemsTableMode, readonly ItemRowAction[]> = {
  simple: ['view', 'edit', 'delete'],
  advance: ['view', 'edit', 'delete'],
  deleted: ['edit', 'restore'],
};

export interface ItemsTableProps {
  mode: ItemsTableMode;
  onAction: (action: ItemRowAction, row: ItemRow) => void;
  onRequestChange?: (body: TableRequest) => void;
  /** What the empty table says and its create button. */
  emptyState?: DataTableProps<ItemRow>['emptyState'];
}

/** The items table (PUT /items/simpleView, table key `item`) as one of the three tabs shows it. */
export function ItemsTable({ mode, onAction, onRequestChange, emptyState }: ItemsTableProps) {
  return (
    <DataTable<ItemRow>
      tableKey="item"
      cardTitle="name"
      cardFields={ITEM_CARD_FIELDS}
      apiUrl={ITEM_TABLE_URL}
      fixedFilters={ITEMS_TABLE_FILTERS[mode]}
      onRequestChange={onRequestChange}
      emptyState={emptyState ?? (mode === 'deleted' ? { text: 'Deleted items appear here and can be restored.' } : undefined)}
      renderCell={ITEM_CELLS}
      // Eight narrow columns: fits beside the side navigation at 1280 px, scrolls sideways on a phone.
      minWidth={880}
      renderActions={(row) => <ItemRowActions name={row.name} actions={ITEMS_TABLE_ACTIONS[mode]} onAction={(action) => onAction(action, row)} />}
    />
  );
}
