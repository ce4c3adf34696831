import { Anchor, Button, Group } from '@mantine/core';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { formatQuantity, meterUnit } from '@haligi/shared';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { confirmAction } from '../../../lib/confirm';
import { RowAction } from '../../inventory/components/row-actions';
import { EQUIPMENT_URLS, useDeleteEquipment, type Equipment } from '../api/equipment-api';
import { EquipmentDialog } from '../components/equipment-dialog';
import { EquipmentDrawer } from '../components/equipment-drawer';
import { EquipmentStatusBadge } from '../components/status-badges';

const placeOf = (row: Equipment) => (row.project ? `Project: ${row.project.name}` : row.warehouse ? `Warehouse: ${row.warehouse.name}` : '-');

/** Assets > Equipment > List: the register of units, where each is and its meter. */
export function EquipmentListPage() {
  const [editing, setEditing] = useState<{ unit: Equipment | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const remove = useDeleteEquipment();

  const askDelete = async (unit: Equipment) => {
    const isConfirmed = await confirmAction({
      title: 'Delete equipment',
      message: `Delete ${unit.code} ${unit.name}? Its job orders and history stay on record.`,
      confirmLabel: 'Delete',
      isDanger: true,
    });
    if (isConfirmed) remove.mutate(unit.id);
  };
  const register = () => setEditing({ unit: null });

  return (
    <>
      <PageHeader
        title="Equipment"
        description="Your units, where each one is, its hour meter or odometer, spare parts and repairs."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={register}>
            Register equipment
          </Button>
        }
      />
      <DataTable<Equipment>
        tableKey="equipment"
        apiUrl={EQUIPMENT_URLS.equipment}
        emptyState={{
          text: 'Register your excavators, trucks and generators to track where they are and their repairs.',
          action: (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={register}>
              Register equipment
            </Button>
          ),
        }}
        cardTitle="code"
        cardFields={['name', 'status', 'assignment']}
        renderCell={{
          code: (row) => (
            <Anchor component="button" type="button" size="sm" fw={500} onClick={() => setViewing(row.id)} ta="left">
              {row.code}
            </Anchor>
          ),
          // The badge keeps its whole label: the cell grows to it rather than cutting it.
          status: (row) => (
            <span style={{ display: 'inline-block', minWidth: 'max-content' }}>
              <EquipmentStatusBadge status={row.status} />
            </span>
          ),
          assignment: (row) => placeOf(row),
          meterReading: (row) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {formatQuantity(row.meterReading)} {meterUnit(row.meterType)}
            </span>
          ),
          plateNumber: (row) => row.plateNumber || '-',
        }}
        renderActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <RowAction label="View" name={row.code} icon={<IconEye size={18} aria-hidden />} onClick={() => setViewing(row.id)} />
            <RowAction label="Edit" name={row.code} icon={<IconPencil size={18} aria-hidden />} onClick={() => setEditing({ unit: row })} />
            <RowAction label="Delete" name={row.code} icon={<IconTrash size={18} aria-hidden />} onClick={() => void askDelete(row)} isDanger />
          </Group>
        )}
      />
      <EquipmentDialog opened={editing !== null} unit={editing?.unit ?? null} onClose={() => setEditing(null)} />
      <EquipmentDrawer unitId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
