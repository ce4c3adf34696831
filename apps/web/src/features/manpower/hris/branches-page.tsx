import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconBuildingStore, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { DialogCancelButton, DialogShell } from '../../../components/dialog-shell';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { HRIS_URLS, useDeleteBranch, useSaveBranch, type Branch } from './hris-api';

/** Settings > Branches: where employees work and timekeeping terminals stand. */
export function BranchesPage() {
  const [editing, setEditing] = useState<{ branch: Branch | null } | null>(null);
  const remove = useDeleteBranch();
  const askDelete = async (b: Branch) => {
    if (await confirmAction({ title: 'Delete branch', message: `Delete ${b.name}? A branch with employees or devices cannot be deleted.`, confirmLabel: 'Delete', isDanger: true })) remove.mutate(b.id);
  };
  const create = () => setEditing({ branch: null });
  return (
    <>
      <PageHeader
        title="Branches"
        description="Your offices and sites. Employees and timekeeping devices belong to a branch; a user can be limited to one."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            New branch
          </Button>
        }
      />
      <DataTable<Branch>
        tableKey="branch"
        apiUrl={HRIS_URLS.branch}
        emptyState={{ text: 'Add your main office and each site with its own people.', action: <Button size="xs" onClick={create}>New branch</Button> }}
        cardTitle="name"
        cardFields={['address', 'employeeCount', 'deviceCount']}
        renderCell={{ address: (row) => row.address || '-' }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ branch: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <BranchDialog opened={editing !== null} branch={editing?.branch ?? null} onClose={() => setEditing(null)} />
    </>
  );
}

function BranchDialog({ opened, branch, onClose }: { opened: boolean; branch: Branch | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveBranch();
  useEffect(() => {
    if (!opened) return;
    setName(branch?.name ?? '');
    setAddress(branch?.address ?? '');
    setError(undefined);
  }, [opened, branch]);
  const submit = () => {
    if (!name.trim()) return setError('Branch name is required');
    save.mutate({ ...(branch ? { id: branch.id } : {}), name: name.trim(), address: address.trim() }, { onSuccess: onClose });
  };
  return (
    <DialogShell
      opened={opened}
      onClose={onClose}
      title={branch ? 'Edit Branch' : 'New Branch'}
      icon={<IconBuildingStore size={20} aria-hidden />}
      size="md"
      submitActions={
        <>
          <DialogCancelButton>Close</DialogCancelButton>
          <Button onClick={submit} loading={save.isPending}>
            {branch ? 'Update Branch' : 'Save Branch'}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <TextInput label="Branch name" required data-autofocus maxLength={100} value={name} onChange={(e) => { setName(e.currentTarget.value); setError(undefined); }} error={error} placeholder="e.g. Cebu" />
        <TextInput label="Address" maxLength={500} value={address} onChange={(e) => setAddress(e.currentTarget.value)} />
      </Stack>
    </DialogShell>
  );
}
