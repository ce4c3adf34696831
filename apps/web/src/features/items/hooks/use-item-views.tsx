import { useState, type ReactNode } from 'react';
import type { ItemRow } from '../api/item-types';
import { ItemDialog } from '../components/item-dialog';
import { ItemInformationDialog } from '../components/item-information-dialog';
import { VariationListDialog } from '../components/variation-list-dialog';

type Parent = { id: number; name: string; sku: string };

export interface ItemViews {
  openCreate: () => void;
  openEdit: (itemId: number) => void;
  /** View (spec part 2 section 2): the variation list when the item has variations, else item information. */
  openView: (row: Pick<ItemRow, 'id' | 'name' | 'sku' | 'variationCount'>) => void;
  openInformation: (itemId: number) => void;
  /** The dialogs; render once in the page. */
  dialogs: ReactNode;
}

/** The item dialogs a screen opens from its rows, stacked in the right order (edit over information over list). */
export function useItemViews(): ItemViews {
  const [editing, setEditing] = useState<{ itemId: number | null } | null>(null);
  const [informationId, setInformationId] = useState<number | null>(null);
  const [parent, setParent] = useState<Parent | null>(null);

  const openView: ItemViews['openView'] = (row) => {
    if (row.variationCount > 0) setParent({ id: row.id, name: row.name, sku: row.sku });
    else setInformationId(row.id);
  };

  return {
    openCreate: () => setEditing({ itemId: null }),
    openEdit: (itemId) => setEditing({ itemId }),
    openView,
    openInformation: setInformationId,
    dialogs: (
      <>
        <VariationListDialog
          parent={parent}
          onClose={() => setParent(null)}
          onOpenItem={setInformationId}
          onEditItem={(itemId) => setEditing({ itemId })}
        />
        <ItemInformationDialog
          itemId={informationId}
          opened={informationId !== null}
          onClose={() => setInformationId(null)}
          onEdit={(itemId) => setEditing({ itemId })}
        />
        <ItemDialog opened={editing !== null} itemId={editing?.itemId ?? null} onClose={() => setEditing(null)} />
      </>
    ),
  };
}
