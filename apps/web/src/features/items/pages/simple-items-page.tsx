import { Button } from '@mantine/core';
import { IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import type { TableRequest } from '@haligi/shared';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { ExportItemsButton } from '../components/export-items-button';
import { FindItemDialog } from '../components/find-item-dialog';
import { ImportItemsDialog } from '../components/import-items-dialog';
import { ItemsTable } from '../components/items-table';
import { ItemsTabs } from '../components/items-tabs';
import { useItemRowActions } from '../hooks/use-item-row-actions';
import { useItemViews } from '../hooks/use-item-views';

/** Assets > Items: the catalogue with add, edit, delete, view, import, export and find. */
export function SimpleItemsPage() {
  const views = useItemViews();
  const onAction = useItemRowActions(views);
  const [request, setRequest] = useState<TableRequest | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [isFindOpen, setIsFindOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="Items"
        description="The materials and supplies your company buys, stocks and uses on projects."
        actions={
          <>
            <Button variant="default" leftSection={<IconSearch size={16} aria-hidden />} onClick={() => setIsFindOpen(true)}>
              Find item
            </Button>
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setIsImportOpen(true)}>
              Import
            </Button>
            <ExportItemsButton request={request} />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={views.openCreate}>
              Add item
            </Button>
          </>
        }
      />
      <ItemsTabs />
      <ItemsTable mode="simple" onAction={(action, row) => void onAction(action, row)}
        emptyState={{
          text: 'Items are the materials and supplies you buy and use. Add them one by one or import a spreadsheet.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={views.openCreate}>
              Add item
            </Button>
          ),
        }} onRequestChange={setRequest} />
      <ImportItemsDialog opened={isImportOpen} onClose={() => setIsImportOpen(false)} />
      <FindItemDialog
        opened={isFindOpen}
        onClose={() => setIsFindOpen(false)}
        onOpenItem={(itemId) => {
          setIsFindOpen(false);
          views.openInformation(itemId);
        }}
      />
      {views.dialogs}
    </>
  );
}
