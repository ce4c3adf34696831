import { Anchor, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { DataTable } from '../../../components/data-table';
import { DialogShell } from '../../../components/dialog-shell';
import { MUTED_TEXT_COLOR } from '../../../components/page-header';
import { ITEM_VARIATION_TABLE_URL, type ItemRow } from '../api/item-types';
import { ITEM_CELLS } from './item-cells';
import { ItemRowActions } from './item-row-actions';
import { ITEM_CARD_FIELDS } from './items-table';

export interface VariationListDialogProps {
  /** The parent whose variations are listed; null closes the dialog. */
  parent: { id: number; name: string; sku: string } | null;
  onClose: () => void;
  /** An SKU was clicked: open that variation's item information. */
  onOpenItem: (itemId: number) => void;
  onEditItem?: (itemId: number) => void;
}

/** Item advance list (spec part 2 section 2): the variations of a parent; an SKU opens item information. */
export function VariationListDialog({ parent, onClose, onOpenItem, onEditItem }: VariationListDialogProps) {
  return (
    <DialogShell
      isDirty={false}
      opened={parent !== null}
      onClose={onClose}
      title={parent ? `Variations of ${parent.name}` : 'Variations'}
      icon={<IconListDetails size={20} aria-hidden />}
      size="xl"
    >
      {parent && (
        <>
          <Text size="sm" c={MUTED_TEXT_COLOR} mb="sm">
            Parent SKU {parent.sku}. Click a SKU to see its information.
          </Text>
          <DataTable<ItemRow>
            tableKey="item-variation"
            cardTitle="name"
            cardFields={ITEM_CARD_FIELDS}
            apiUrl={ITEM_VARIATION_TABLE_URL}
            fixedFilters={[{ key: 'parent', value: String(parent.id) }]}
            caption={`Variations of ${parent.name}`}
            initialPageSize={10}
            minWidth={760}
            renderCell={{
              ...ITEM_CELLS,
              sku: (row) => (
                <Anchor component="button" type="button" size="sm" ff="monospace" onClick={() => onOpenItem(row.id)} style={{ whiteSpace: 'nowrap' }}>
                  {row.sku}
                </Anchor>
              ),
            }}
            renderActions={
              onEditItem
                ? (row) => <ItemRowActions name={row.name} actions={['view', 'edit']} onAction={(action) => (action === 'edit' ? onEditItem(row.id) : onOpenItem(row.id))} />
                : undefined
            }
          />
        </>
      )}
    </DialogShell>
  );
}
