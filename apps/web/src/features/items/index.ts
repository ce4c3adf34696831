import type { ComponentType } from 'react';
import { AdvanceItemsPage } from './pages/advance-items-page';
import { DeletedItemsPage } from './pages/deleted-items-page';
import { SimpleItemsPage } from './pages/simple-items-page';

/** Item catalogue screens by route name (asset/item/*). */
export const ITEMS_PAGES: Record<string, ComponentType> = {
  member_asset_item_simple: SimpleItemsPage,
  member_asset_item_advance: AdvanceItemsPage,
  member_asset_item_deleted: DeletedItemsPage,
};

export { ItemChooser, type ChosenItem, type ItemChooserProps } from './components/item-chooser';
export { ItemDialog, type ItemDialogProps } from './components/item-dialog';
export { ItemInformationDialog, type ItemInformationDialogProps } from './components/item-information-dialog';
