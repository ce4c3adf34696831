import { PageHeader } from '../../../components/page-header';
import { ItemsTable } from '../components/items-table';
import { ItemsTabs } from '../components/items-tabs';
import { useItemRowActions } from '../hooks/use-item-row-actions';
import { useItemViews } from '../hooks/use-item-views';

/** Assets > Deleted items: edit or restore (spec part 2 section 2). */
export function DeletedItemsPage() {
  const views = useItemViews();
  const onAction = useItemRowActions(views);
  return (
    <>
      <PageHeader title="Deleted Items" description="Items removed from the catalogue. Restore one to use it again." />
      <ItemsTabs />
      <ItemsTable mode="deleted" onAction={(action, row) => void onAction(action, row)} />
      {views.dialogs}
    </>
  );
}
