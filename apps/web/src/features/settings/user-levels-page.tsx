import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { confirmAction } from '../../lib/confirm';
import { useDeleteCatalogueEntry } from './api/catalogue';
import { EditDeleteActions } from './components/row-actions';
import { UserLevelDialog, type UserLevelRow } from './components/user-level-dialog';

/** Settings > User levels: seniority levels given to users. */
export function UserLevelsPage() {
  const [dialog, setDialog] = useState<{ userLevel: UserLevelRow | null } | null>(null);
  const remove = useDeleteCatalogueEntry('/user-level');

  const askDelete = async (row: UserLevelRow) => {
    const isConfirmed = await confirmAction({
      title: 'Delete user level',
      message: `Delete the user level ${row.name}? A level that users still have cannot be deleted.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(row.id);
  };

  return (
    <>
      <PageHeader
        title="User Levels"
        description="Seniority levels for your users; a higher level ranks above a lower one."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ userLevel: null })}>
            Create user level
          </Button>
        }
      />
      <DataTable<UserLevelRow>
        emptyState={{
          text: 'User levels rank people (staff, supervisor, manager) for approvals.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setDialog({ userLevel: null })}>
              Create user level
            </Button>
          ),
        }}
        tableKey="user-level"
        apiUrl="/user-level"
        renderActions={(row) => (
          <EditDeleteActions name={row.name} onEdit={() => setDialog({ userLevel: row })} onDelete={() => askDelete(row)} />
        )}
      />
      <UserLevelDialog opened={dialog !== null} userLevel={dialog?.userLevel ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
