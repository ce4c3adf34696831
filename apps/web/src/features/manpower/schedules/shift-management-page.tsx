import { Button, ColorSwatch, Group, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatMinutes } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { SCHEDULE_URLS, useDeleteShift, type Shift } from './schedules-api';
import { ShiftDialog } from './shift-dialog';

export const shiftTime = (s: { startTime: string; endTime: string }) => `${s.startTime}–${s.endTime}${s.endTime <= s.startTime ? ' (+1 day)' : ''}`;

/** Manpower > Shift Management: the shifts schedules are made of. */
export function ShiftManagementPage() {
  const [editing, setEditing] = useState<{ shift: Shift | null } | null>(null);
  const remove = useDeleteShift();
  const askDelete = async (shift: Shift) => {
    if (await confirmAction({ title: 'Delete shift', message: `Delete ${shift.name}? Past days keep it.`, confirmLabel: 'Delete', isDanger: true })) remove.mutate(shift.id);
  };
  const create = () => setEditing({ shift: null });
  return (
    <>
      <PageHeader
        title="Shift Management"
        description="Working hours, breaks and grace minutes. A shift ending at or before its start runs past midnight."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
            New shift
          </Button>
        }
      />
      <DataTable<Shift>
        tableKey="shift"
        apiUrl={SCHEDULE_URLS.shift}
        emptyState={{ text: 'Create the shifts your crews work, such as a day shift and a night shift.', action: <Button size="xs" onClick={create}>New shift</Button> }}
        cardTitle="name"
        cardFields={['time', 'breaks', 'requiredMinutes']}
        renderCell={{
          name: (row) => (
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={`var(--mantine-color-${row.color}-6)`} size={12} aria-hidden />
              <Text size="sm" fw={500}>
                {row.name}
              </Text>
            </Group>
          ),
          time: (row) => <span style={{ whiteSpace: 'nowrap' }}>{shiftTime(row)}</span>,
          breaks: (row) => (row.breaks.length ? row.breaks.map((b) => `${b.start}–${b.end}`).join(', ') : 'None'),
          requiredMinutes: (row) => formatMinutes(row.requiredMinutes),
          graceMinutes: (row) => `${row.graceMinutes} min`,
          isFlexible: (row) => (row.isFlexible ? 'Yes' : 'No'),
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="Edit" name={row.name} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ shift: row })} />
            <RowAction label="Delete" name={row.name} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <ShiftDialog opened={editing !== null} shift={editing?.shift ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
