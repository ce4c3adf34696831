import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { confirmAction } from '../../lib/confirm';
import { useDeleteCatalogueEntry } from './api/catalogue';
import { RoleGroupDialog, type RoleGroupRow } from './components/role-group-dialog';
import { EditDeleteActions } from './components/row-actions';

/** Settings > Role groups: folders for roles. */
export function RoleGroupsPage() {
  const [dialog, setDialog] = useState<{ group: RoleGroupRow | null } | null>(null);
  const remove = useDeleteCatalogueEntry('/role-group');

  const askDelete = async (row: RoleGroupRow) => {
    const isConfirmed = await confirmAction({
      title: 'Delete role group',
      message: `Delete the role group ${row.name}? A group that still has roles cannot be deleted.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(row.id);
  };

  return (
    <>
      <PageHeader
        title="Role Groups"
        description="Group related roles together, e.g. Management or Operations."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ group: null })}>
            Create role group
          </Button>
        }
      />
      <DataTable<RoleGroupRow>
        emptyState={{
          text: 'Role groups keep related roles together.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setDialog({ group: null })}>
              Create role group
            </Button>
          ),
        }}
        tableKey="role-group"
        apiUrl="/role-group"
        renderActions={(row) => (
          <EditDeleteActions name={row.name} onEdit={() => setDialog({ group: row })} onDelete={() => askDelete(row)} />
        )}
      />
      <RoleGroupDialog opened={dialog !== null} group={dialog?.group ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
