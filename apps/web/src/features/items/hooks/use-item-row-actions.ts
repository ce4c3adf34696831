import { confirmAction } from '../../../lib/confirm';
import type { ItemRowAction } from '../components/item-row-actions';
import type { ItemViews } from './use-item-views';
import { useDeleteItem } from '../api/delete-item';
import type { ItemRow } from '../api/item-types';
import { useRestoreItem } from '../api/restore-item';

/** What each row button does: view, edit, delete or restore (the last two after a confirmation). */
export function useItemRowActions(views: ItemViews) {
  const remove = useDeleteItem();
  const restore = useRestoreItem();

  return async (action: ItemRowAction, row: ItemRow) => {
    if (action === 'view') return views.openView(row);
    if (action === 'edit') return views.openEdit(row.id);
    if (action === 'delete') {
      const variants = row.variationCount > 0 ? ` Its ${row.variationCount} variations are deleted with it.` : '';
      const isConfirmed = await confirmAction({
        title: 'Delete item',
        message: `Delete ${row.name} (${row.sku})?${variants} You can restore it from the Deleted tab.`,
        confirmLabel: 'Delete',
        isDanger: true,
      });
      if (isConfirmed) remove.mutate(row.id);
      return;
    }
    const isConfirmed = await confirmAction({
      title: 'Restore item',
      message: `Restore ${row.name} (${row.sku}) to the item list?`,
      confirmLabel: 'Restore',
    });
    if (isConfirmed) restore.mutate(row.id);
  };
}
