import { Button, Group } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatDisplayDate } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { SCHOOL_GATE_URLS, useDeleteGate, type Gate } from '../api';
import { GateDialog } from '../components/gate-dialog';

/** School > Gate: the school's entrances; their readers are on the Device screen. */
export function GatesPage() {
  const [editing, setEditing] = useState<{ gate: Gate | null } | null>(null);
  const remove = useDeleteGate();
  const askDelete = async (gate: Gate) => {
    const isConfirmed = await confirmAction({ title: 'Delete gate', message: `Delete ${gate.name}? Its attendance logs stay on record.`, confirmLabel: 'Delete', isDanger: true });
    if (isConfirmed) remove.mutate(gate.id);
  };
  const create = () => setEditing({ gate: null });
  return (
    <>
      <PageHeader
        title="Gates"
        description="The school's entrances. Each gate has card readers (devices) that log students and guardians in and out."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            New gate
          </Button>
        }
      />
      <DataTable<Gate>
        tableKey="school-gate"
        apiUrl={SCHOOL_GATE_URLS.gate}
        emptyState={{
          text: 'Add the school\'s entrances, then their card readers on the Device screen.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={create}>
              New gate
            </Button>
          ),
        }}
        cardTitle="name"
        cardFields={['deviceCount', 'createdAt']}
        renderCell={{ createdAt: (row) => formatDisplayDate(row.createdAt) }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Rename" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ gate: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <GateDialog opened={editing !== null} gate={editing?.gate ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
