import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { PageHeader } from '../../components/page-header';
import { confirmAction } from '../../lib/confirm';
import { ROLE_TABLE_URL, useDeleteRole, type RoleRow } from './api/roles';
import { EditDeleteActions } from './components/row-actions';
import { RoleDialog } from './components/role-dialog';

/** Settings > Roles: what each role may open. */
export function RolesPage() {
  const [dialog, setDialog] = useState<{ roleId: number | null } | null>(null);
  const remove = useDeleteRole();

  const askDelete = async (row: RoleRow) => {
    const isConfirmed = await confirmAction({
      title: 'Delete role',
      message: `Delete the role ${row.name}? A role that users still hold cannot be deleted.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(row.id);
  };

  return (
    <>
      <PageHeader
        title="Roles"
        description="Roles decide which screens their holders can open."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ roleId: null })}>
            Create role
          </Button>
        }
      />
      <DataTable<RoleRow>
        emptyState={{
          text: 'Roles group the scopes people get. Create one for each job in the company.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setDialog({ roleId: null })}>
              Create role
            </Button>
          ),
        }}
        tableKey="role"
        apiUrl={ROLE_TABLE_URL}
        renderActions={(row) => (
          <EditDeleteActions name={row.name} onEdit={() => setDialog({ roleId: row.id })} onDelete={() => askDelete(row)} />
        )}
      />
      <RoleDialog opened={dialog !== null} roleId={dialog?.roleId ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
