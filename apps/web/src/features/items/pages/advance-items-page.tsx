import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { ItemsTable } from '../components/items-table';
import { ItemsTabs } from '../components/items-tabs';
import { useItemRowActions } from '../hooks/use-item-row-actions';
import { useItemViews } from '../hooks/use-item-views';

/** Assets > Items with variations: View opens the variation list of the item. */
export function AdvanceItemsPage() {
  const views = useItemViews();
  const onAction = useItemRowActions(views);
  return (
    <>
      <PageHeader
        title="Items with Variations"
        description="Items sold in sizes, grades or colours. View an item to see its variations."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={views.openCreate}>
            Add item
          </Button>
        }
      />
      <ItemsTabs />
      <ItemsTable mode="advance" onAction={(action, row) => void onAction(action, row)}
        emptyState={{
          text: 'Items with variations (sizes, grades, colours) appear here.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={views.openCreate}>
              Add item
            </Button>
          ),
        }} />
      {views.dialogs}
    </>
  );
}
